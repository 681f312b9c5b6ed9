/**
 * A damaged file contributes nothing (issue #19): a zip cut off at 55 %, a flipped byte inside the
 * deflate stream, a changed CRC-32, an encrypted member, a text file whose last line is cut (too
 * few fields, or inside a quoted field), a cut workbook — each makes the whole file unreadable with
 * a Chinese message naming it, and not one of its rows reaches a return. The damaged files are made
 * here from the real fixtures in tests/fixtures/vat (nothing big is committed). A sound zip of the
 * same report still reads exactly like the plain file. The CLI exits 1 on an unreadable file and,
 * with --skip-unreadable, computes without it and lists it as excluded.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { zipSync } from 'fflate';
import * as XLSX from 'xlsx';
import { fixture } from '../../fixtures';
import { calculateVat, fromBytes, fromText, inspectReport, type ReportInput, type VatResult } from '../../../src/core/vat';
import { KEEP_BYTES, readFailureMessage, workbookFailureMessage } from '../../../src/core/vat/reader';
import { main } from '../../../scripts/vat';
import { handleReportRequest, type ReportWorkerResponse } from '../../../src/workers/report-protocol';
import { isFatalError } from '../../../src/core/vat/fatal';
import calcMock from '../../../mock/calc';
import { db, issueToken, resetStore } from '../../../mock/_store';
import { callRoute } from '../helpers/mock-call';
import { calc, vtr } from './helpers';

const SAMPLE = readFileSync(fixture('vat/legacy_pre2021_vtr_SampleAG_2020-JAN_TM312.txt'));
const TC = readFileSync(fixture('vat/legacy_pre2021_vtr_TestCompany_TM312.txt'));
const MEMBER = 'Sales Tax Transaction Report_M-2020-02.txt';

/** The real report zipped (deflated) as Amazon's download is. */
const ZIP = zipSync({ [MEMBER]: [new Uint8Array(SAMPLE), { level: 6 }] });
const dv = new DataView(ZIP.buffer, ZIP.byteOffset, ZIP.byteLength);
/** Where the member's deflate data starts and how long it is (local header at 0). */
const DATA_AT = 30 + dv.getUint16(26, true) + dv.getUint16(28, true);
const DATA_LEN = dv.getUint32(18, true);
/** Offset of the central directory entry (from the end record). */
const CD_AT = dv.getUint32(ZIP.length - 22 + 16, true);

function copy(): Uint8Array {
  return new Uint8Array(ZIP);
}

/** Every file's rows and all the computed returns' rows: what "contributes nothing" means. */
function contributed(r: VatResult): number {
  return r.counts.rows + r.returns.length + (r.oss ? 1 : 0);
}

async function readOne(input: ReportInput): Promise<VatResult> {
  return calculateVat([input], { startDate: '2020-01-01', endDate: '2020-03-31' });
}

/** Chunkings that exercise chunk borders and the "no slice" path (the reader streams to the end instead). */
function variants(name: string, bytes: Uint8Array): ReportInput[] {
  const a = fromBytes(name, bytes, 4096);
  const b = fromBytes(name, bytes, 97);
  const noSlice: ReportInput = { name, size: bytes.length, chunks: () => fromBytes(name, bytes, 1000).chunks() };
  return [a, b, noSlice];
}

describe('the sound files read as before', () => {
  it('the zipped real report gives exactly the plain file\'s result', async () => {
    const plain = await readOne(fromBytes(MEMBER, SAMPLE));
    expect(plain.files[0]).toMatchObject({ rows: 285, errors: [] });
    for (const input of variants('report.zip', ZIP)) {
      const z = await readOne(input);
      expect(z.files.map((f) => [f.name, f.rows, f.errors.length])).toEqual([[`report.zip/${MEMBER}`, 285, 0]]);
      expect(JSON.stringify(z.returns)).toBe(JSON.stringify(plain.returns).split(`"file":"${MEMBER}"`).join(`"file":"report.zip/${MEMBER}"`));
    }
  });

  it('a report whose last line has no line end but all its fields is complete', async () => {
    const text = TC.toString('utf8').replace(/\r\n$/, '');
    const r = await readOne(fromText('tc.txt', text, 500));
    expect(r.files[0]).toMatchObject({ rows: 11, errors: [] });
  });

  it('a quoted field holding a line break at the end (a false alarm of the quick look) still reads', async () => {
    // the last row's description holds a line break and the file has no final line end: the
    // quick look sees a last line with fewer fields than the header; the parser clears it
    const text = vtr([calc('100.00', '19.00', '119.00', '0.19', { ITEM_DESCRIPTION: 'Tasse\nweiß' })]).trimEnd();
    const r = await readOne(fromText('multi.csv', text, 64));
    expect(r.files[0].errors).toEqual([]);
    expect(r.files[0].rows).toBe(1);
  });
});

describe('damaged archives contribute nothing', () => {
  it('a zip cut off at 55 %: the archive is unreadable (Chinese), no row of it counted', async () => {
    const cut = ZIP.subarray(0, Math.floor(ZIP.length * 0.55));
    for (const input of variants('cut.zip', cut)) {
      const r = await readOne(input);
      expect(r.files.map((f) => f.name)).toEqual(['cut.zip']);
      expect(r.errors.map((e) => [e.code, e.message])).toEqual([
        ['UNREADABLE', '压缩包 cut.zip 不完整（文件末尾缺失，可能在下载或上传时被截断），无法读取：整个文件未计入，请重新下载完整的文件后上传'],
      ]);
      expect(contributed(r)).toBe(0);
    }
  });

  it('a zip cut just before its central directory (all member data there) is still cut', async () => {
    const r = await readOne(fromBytes('nodir.zip', ZIP.subarray(0, CD_AT)));
    expect(r.errors[0].message).toMatch(/^压缩包 nodir\.zip 不完整/);
    expect(contributed(r)).toBe(0);
  });

  it('a flipped byte inside the deflate stream: damaged data or a CRC-32 mismatch, never garbage rows', async () => {
    for (const at of [0.3, 0.5, 0.8]) {
      const z = copy();
      z[DATA_AT + Math.floor(DATA_LEN * at)] ^= 0x55;
      for (const input of variants('flip.zip', z)) {
        const r = await readOne(input);
        expect(r.errors).toHaveLength(1);
        expect(r.errors[0].code).toBe('UNREADABLE');
        expect(r.errors[0].message).toMatch(
          new RegExp(`^压缩包 flip\\.zip 中的文件 ${MEMBER.replace(/[.]/g, '\\.')} (数据已损坏，无法解压|校验失败（解压后的 CRC-32 校验值与压缩包记录的不符，数据已损坏），无法读取)：整个文件未计入`),
        );
        expect(contributed(r)).toBe(0);
      }
    }
  });

  it('a changed CRC-32 (data intact): the CRC mismatch is caught', async () => {
    const z = copy();
    const v = new DataView(z.buffer);
    v.setUint32(CD_AT + 16, v.getUint32(CD_AT + 16, true) ^ 1, true);
    v.setUint32(14, v.getUint32(14, true) ^ 1, true);
    const r = await readOne(fromBytes('crc.zip', z));
    expect(r.errors.map((e) => e.message)).toEqual([
      `压缩包 crc.zip 中的文件 ${MEMBER} 校验失败（解压后的 CRC-32 校验值与压缩包记录的不符，数据已损坏），无法读取：整个文件未计入，请重新下载完整的文件后上传`,
    ]);
    expect(contributed(r)).toBe(0);
  });

  it('the member cut short inside the data while the directory is there: cut', async () => {
    // the member's compressed size in the directory made larger than the data: it ends early
    const z = copy();
    new DataView(z.buffer).setUint32(CD_AT + 20, DATA_LEN + 100000, true);
    const r = await readOne(fromBytes('short.zip', z));
    expect(r.errors[0].code).toBe('UNREADABLE');
    expect(contributed(r)).toBe(0);
  });

  it('an encrypted member and a damaged member next to a sound one: the whole archive is refused', async () => {
    const two = zipSync({ 'a.txt': [new Uint8Array(TC), { level: 6 }], [MEMBER]: [new Uint8Array(SAMPLE), { level: 6 }] });
    const enc = new Uint8Array(two);
    const v = new DataView(enc.buffer);
    const cd = v.getUint32(enc.length - 22 + 16, true);
    v.setUint16(6, v.getUint16(6, true) | 1, true); // local header of a.txt: encrypted
    v.setUint16(cd + 8, v.getUint16(cd + 8, true) | 1, true);
    const r = await readOne(fromBytes('enc.zip', enc));
    expect(r.errors.map((e) => e.message)).toEqual(['压缩包 enc.zip 中的文件 a.txt 已加密（设有密码），无法读取：请解除密码后重新上传']);
    expect(contributed(r)).toBe(0);
    const bad = new Uint8Array(two);
    bad[30 + 'a.txt'.length + 200] ^= 0xff;
    const r2 = await readOne(fromBytes('bad.zip', bad));
    expect(r2.files.map((f) => f.name)).toEqual(['bad.zip']);
    expect(contributed(r2)).toBe(0);
  });

  it('inspectReport (the Worker\'s local check and the mock\'s remote parse) refuses them the same way', async () => {
    const r = await inspectReport(fromBytes('cut.zip', ZIP.subarray(0, Math.floor(ZIP.length * 0.55))));
    expect(r.files[0]).toMatchObject({ name: 'cut.zip', rows: 0 });
    expect(r.errors[0].message).toMatch(/^压缩包 cut\.zip 不完整/);
  });
});

describe('the browser\'s local check (the report Worker\'s handler over a File)', () => {
  it('answers the cut zip with a fatal Chinese error and no rows, the sound zip with its rows', async () => {
    const run = async (name: string, bytes: Uint8Array) => {
      const posted: ReportWorkerResponse[] = [];
      const file = Object.assign(new Blob([new Uint8Array(bytes)]), { name });
      await handleReportRequest({ id: 1, file }, (m) => posted.push(m));
      const done = posted.find((m) => m.type === 'done');
      if (!done || done.type !== 'done') throw new Error('no result');
      return done.result;
    };
    const bad = await run('cut.zip', ZIP.subarray(0, Math.floor(ZIP.length * 0.55)));
    expect(bad.files.map((f) => [f.name, f.rows])).toEqual([['cut.zip', 0]]);
    expect(bad.errors.filter((e) => isFatalError(e.code)).map((e) => e.message)[0]).toMatch(/^压缩包 cut\.zip 不完整/);
    const ok = await run('good.zip', ZIP);
    expect(ok.files[0].rows).toBe(285);
    expect(ok.errors.filter((e) => isFatalError(e.code))).toEqual([]);
  });
});

describe('the mock\'s remote parse (the same reader)', () => {
  it('fails the cut zip (code 10) with the Chinese message and parses the sound one (code 5)', async () => {
    resetStore();
    const token = issueToken(1);
    const put = (key: string, data: Uint8Array) =>
      db().files.set(key, { key, name: key.split('/').pop()!, size: data.length, mime: 'application/zip', data: Buffer.from(data), ownerId: 1, createdAt: '' });
    put('report/1/cut.zip', ZIP.subarray(0, Math.floor(ZIP.length * 0.55)));
    put('report/1/good.zip', ZIP);
    const call = (route: string, input: Parameters<typeof callRoute>[2]) => callRoute(calcMock as unknown as Record<string, unknown>, route, input);
    for (const key of ['report/1/cut.zip', 'report/1/good.zip']) await call('POST /api/calc-report/parse', { token, body: { key } });
    let data: { status: number; errors: string[] }[] = [];
    for (let i = 0; i < 100; i++) {
      data = (await call('GET /api/calc-report/parse', { token, query: { keys: 'report/1/cut.zip,report/1/good.zip' } })).body.data;
      if (data.every((p) => p.status !== 0)) break;
      await new Promise<void>((r) => {
        setTimeout(r, 100);
      });
    }
    expect(data.map((p) => p.status)).toEqual([10, 5]);
    expect(data[0].errors[0]).toMatch(/^压缩包 cut\.zip 不完整/);
  });
});

describe('cut text files contribute nothing', () => {
  it('the real report cut in the middle of a line (fewer fields, no line end)', async () => {
    const text = SAMPLE.toString('utf8');
    // cut at 55 %, moved to just after a tab so the last line has fewer fields than the header
    const at = text.indexOf('\t', Math.floor(text.length * 0.55)) + 1;
    const cut = text.slice(0, at);
    const row = cut.split('\r\n').length; // header = row 1
    for (const input of variants('cut.txt', new TextEncoder().encode(cut))) {
      const r = await readOne(input);
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0].code).toBe('UNREADABLE');
      expect(r.errors[0].message).toMatch(
        new RegExp(`^文件 cut\\.txt 不完整：最后一行（第 ${row} 行）只有 \\d+ 列，表头有 92 列，且没有换行结尾，文件在下载或上传时被截断：整个文件未计入，请重新下载完整的报告后上传$`),
      );
      expect(contributed(r)).toBe(0);
    }
  });

  it('a CSV cut inside a quoted field (unterminated quote)', async () => {
    const good = vtr([calc('100.00', '19.00', '119.00', '0.19'), calc('50.00', '9.50', '59.50', '0.19')]);
    const lines = good.trimEnd().split('\n');
    const last = lines[lines.length - 1];
    const cut = `${lines.slice(0, -1).join('\n')}\n${last.slice(0, last.indexOf(',') + 1)}"A1TES`;
    const r = await readOne(fromText('quote.csv', cut, 50));
    expect(r.errors.map((e) => [e.code, e.message])).toEqual([
      ['UNTERMINATED_QUOTE', '文件 quote.csv 第 3 行：引号未闭合，最后一行在字段中间被截断，文件不完整：整个文件未计入，请重新下载完整的报告后上传'],
    ]);
    expect(contributed(r)).toBe(0);
  });

  it('a cut report inside a sound zip: the archive is refused whole, naming the member', async () => {
    const text = SAMPLE.toString('utf8');
    const at = text.indexOf('\t', Math.floor(text.length * 0.55)) + 1;
    const z = zipSync({ 'cut.txt': [new TextEncoder().encode(text.slice(0, at)), { level: 6 }], 'tc.txt': [new Uint8Array(TC), { level: 6 }] });
    const r = await readOne(fromBytes('a.zip', z, 1000));
    expect(r.files.map((f) => f.name)).toEqual(['a.zip']);
    expect(r.errors[0].message).toMatch(/^文件 a\.zip\/cut\.txt 不完整：最后一行（第 \d+ 行）只有 \d+ 列，表头有 92 列/);
    expect(contributed(r)).toBe(0);
  });

  it('members over KEEP_BYTES (inflated a second time to be read): a sound one reads whole, a cut one is refused', async () => {
    const lines = SAMPLE.toString('utf8').trimEnd().split('\r\n');
    const body = lines.slice(1).join('\r\n');
    const times = Math.ceil((KEEP_BYTES + 1) / body.length);
    const big = `${lines[0]}\r\n${Array.from({ length: times }, () => body).join('\r\n')}\r\n`;
    const bytes = new TextEncoder().encode(big);
    expect(bytes.length).toBeGreaterThan(KEEP_BYTES);
    const good = await readOne(fromBytes('big.zip', zipSync({ 'big.txt': [bytes, { level: 1 }] }), 1 << 20));
    expect(good.files.map((f) => [f.name, f.rows, f.errors.length])).toEqual([['big.zip/big.txt', 285 * times, 0]]);
    const at = big.indexOf('\t', big.length - 5000) + 1;
    const cut = await readOne(fromBytes('bigcut.zip', zipSync({ 'big.txt': [bytes.subarray(0, new TextEncoder().encode(big.slice(0, at)).length), { level: 1 }] }), 1 << 20));
    expect(cut.errors[0].message).toMatch(/^文件 bigcut\.zip\/big\.txt 不完整：最后一行/);
    expect(contributed(cut)).toBe(0);
  });

  it('a good file next to a cut one still counts (one file\'s damage never spoils another)', async () => {
    const text = TC.toString('utf8');
    const r = await calculateVat([fromText('cut.txt', text.slice(0, text.length - 40)), fromBytes('tc.txt', TC)], {});
    expect(r.files.map((f) => [f.name, f.rows])).toEqual([['cut.txt', 0], ['tc.txt', 11]]);
    expect(r.returns.find((x) => x.country === 'DE')?.totals.outputVat).toBe('32.55');
  });
});

describe('workbooks and messages', () => {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(TC.toString('utf8').trimEnd().split('\r\n').map((l) => l.split('\t'))), 'S');
  const xlsx = new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);

  it('a sound workbook reads; the same workbook cut off is refused in Chinese', async () => {
    const ok = await readOne(fromBytes('tc.xlsx', xlsx));
    expect(ok.files[0]).toMatchObject({ rows: 11, errors: [] });
    const r = await readOne(fromBytes('cut.xlsx', xlsx.subarray(0, Math.floor(xlsx.length * 0.55))));
    expect(r.errors.map((e) => e.message)).toEqual([
      'Excel 文件 cut.xlsx 不完整（文件末尾缺失，可能在下载或上传时被截断），无法读取：整个文件未计入，请重新下载完整的文件后上传',
    ]);
    expect(contributed(r)).toBe(0);
  });

  it('library errors become Chinese reasons (never fflate\'s or SheetJS\'s English)', () => {
    expect(readFailureMessage('a.zip', new Error('invalid distance'))).toBe('文件 a.zip 数据已损坏或不完整，无法读取：整个文件未计入，请重新下载完整的文件后上传');
    expect(readFailureMessage('a.csv', new Error('EACCES: permission denied'))).toBe('文件 a.csv 读取失败（文件可能已被移动、修改或损坏）：请重新选择文件后上传');
    expect(workbookFailureMessage('a.xlsx', new Error('File is password-protected'))).toMatch(/^Excel 文件 a\.xlsx 已加密/);
    expect(workbookFailureMessage('a.xlsx', new Error('Unsupported ZIP file'))).toMatch(/^Excel 文件 a\.xlsx 已损坏或不是有效的 Excel 文件/);
  });

  it('no reader message contains Latin error text from a library', async () => {
    const inputs = [
      fromBytes('cut.zip', ZIP.subarray(0, 900)),
      fromBytes('x.xlsx', new TextEncoder().encode('not excel')),
      fromBytes('junk.zip', new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3])),
    ];
    const r = await calculateVat(inputs, {});
    expect(r.errors).toHaveLength(3);
    for (const e of r.errors) expect(e.message).not.toMatch(/invalid|unexpected|EOF|Error|zip data/i);
  });
});

describe('CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vat-damaged-'));
  const good = join(dir, 'tc.txt');
  const cut = join(dir, 'cut.zip');
  writeFileSync(good, TC);
  writeFileSync(cut, ZIP.subarray(0, Math.floor(ZIP.length * 0.55)));

  async function cli(argv: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const o = jest.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
    const e = jest.spyOn(process.stderr, 'write').mockImplementation((s) => ((err += String(s)), true));
    try {
      const code = await main(argv);
      return { code, out, err };
    } finally {
      o.mockRestore();
      e.mockRestore();
    }
  }

  it('exits 1 when an input file is unreadable, printing no return', async () => {
    const r = await cli([good, cut]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain('压缩包 cut.zip 不完整（文件末尾缺失，可能在下载或上传时被截断）');
    expect(r.err).toContain('以下文件无法读取，未输出申报结果：cut.zip。请换成完整的报告文件后重试，或加上 --skip-unreadable 跳过这些文件继续计算');
  });

  it('a missing file stops it too', async () => {
    const r = await cli([good, join(dir, 'nope.txt')]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('不存在或无法打开');
  });

  it('--skip-unreadable computes without it and lists it as excluded (human and JSON)', async () => {
    const h = await cli([good, cut, '--skip-unreadable']);
    expect(h.code).toBe(0);
    expect(h.out).toContain('已排除的文件（无法读取，未计入任何申报）：');
    expect(h.out).toMatch(/✗ cut\.zip：压缩包 cut\.zip 不完整/);
    expect(h.out).toContain('销项 32.55');
    const j = await cli([good, cut, '--skip-unreadable', '--json']);
    expect(j.code).toBe(0);
    const res = JSON.parse(j.out) as VatResult & { excluded: { file: string; reasons: string[] }[] };
    expect(res.excluded.map((x) => x.file)).toEqual(['cut.zip']);
    expect(res.excluded[0].reasons[0]).toMatch(/^压缩包 cut\.zip 不完整/);
    expect(res.files.map((f) => f.name)).toEqual(['tc.txt']);
    expect(res.returns.find((x) => x.country === 'DE')?.totals.outputVat).toBe('32.55');
  });

  it('--skip-unreadable with nothing readable left still exits 1', async () => {
    const r = await cli([cut, '--skip-unreadable']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('没有可读取的报告文件');
  });

  it('--quarter: an unreadable file stops the quarter run too; --skip-unreadable computes it without the file', async () => {
    const q = ['--quarter', '2020-Q1', '--registration', 'DE:DE322467841:monthly'];
    const stop = await cli([...q, good, cut]);
    expect(stop.code).toBe(1);
    expect(stop.out).toBe('');
    expect(stop.err).toContain('以下文件无法读取，未输出申报结果：cut.zip');
    const skip = await cli([...q, good, cut, '--skip-unreadable']);
    expect(skip.code).toBe(0);
    expect(skip.out).toContain('季度 2020-01-01 至 2020-03-31：应申报 3 份');
    expect(skip.out).toMatch(/✗ cut\.zip：压缩包 cut\.zip 不完整/);
  });

  it('sound inputs: exit 0 as before', async () => {
    const r = await cli([good]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('销项 32.55');
  });
});
