/**
 * Zip archives are inflated under a bound (issue #13, item 4): a small .zip whose entry inflates
 * far beyond the 100 MB report limit is refused — whether its header declares the size, lies
 * about it, or gives none (streamed zips with a data descriptor) — with a Chinese message naming
 * the entry and the limit, and memory stays bounded while the engine finds out. The bomb is made
 * here with fflate: 128 MiB of zeros deflate to ~130 KB (about 1000:1). Inflating zeros to the
 * 100 MB limit takes fflate a few seconds, so only the memory tests use the default limit; the
 * others set `maxFileBytes` to 8 MB (the same code path with a smaller bound).
 */
import { spawnSync } from 'child_process';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import * as CRC32 from 'crc-32';
import { strToU8, zipSync } from 'fflate';
import { calculateVat, fromBytes, inspectReport } from '../../../src/core/vat';
import { INFLATE_STEP } from '../../../src/core/vat/reader';
import { calc, vtr } from './helpers';

const MiB = 1 << 20;
const ROOT = join(__dirname, '../../..');
const TSX = require.resolve('tsx/cli');

/** The raw deflate data and the sizes of a zipSync archive's first entry (local header at 0). */
function firstEntry(zip: Uint8Array): { raw: Uint8Array; crc: number; size: number } {
  const dv = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const csize = dv.getUint32(18, true);
  const start = 30 + dv.getUint16(26, true) + dv.getUint16(28, true);
  return { raw: zip.subarray(start, start + csize), crc: dv.getUint32(14, true), size: dv.getUint32(22, true) };
}

interface Entry {
  name: string;
  /** Deflated (method 8) or stored (method 0) bytes. */
  data: Uint8Array;
  method: 0 | 8;
  crc: number;
  /** Inflated size written in the headers (may lie). */
  declared: number;
  /** Streamed layout: sizes 0 in the local header, a data descriptor after the data (flag bit 3). */
  streamed?: boolean;
}

/** Writes a zip archive (local headers, data, central directory, end record) by hand, so headers can lie. */
function zipOf(entries: Entry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = strToU8(e.name);
    const lh = new Uint8Array(30 + name.length);
    const l = new DataView(lh.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 20, true);
    l.setUint16(6, e.streamed ? 8 : 0, true);
    l.setUint16(8, e.method, true);
    l.setUint32(14, e.streamed ? 0 : e.crc, true);
    l.setUint32(18, e.streamed ? 0 : e.data.length, true);
    l.setUint32(22, e.streamed ? 0 : e.declared, true);
    l.setUint16(26, name.length, true);
    lh.set(name, 30);
    parts.push(lh, e.data);
    let size = lh.length + e.data.length;
    if (e.streamed) {
      const dd = new Uint8Array(16);
      const d = new DataView(dd.buffer);
      d.setUint32(0, 0x08074b50, true);
      d.setUint32(4, e.crc, true);
      d.setUint32(8, e.data.length, true);
      d.setUint32(12, e.declared, true);
      parts.push(dd);
      size += 16;
    }
    const ch = new Uint8Array(46 + name.length);
    const c = new DataView(ch.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true);
    c.setUint16(6, 20, true);
    c.setUint16(8, e.streamed ? 8 : 0, true);
    c.setUint16(10, e.method, true);
    c.setUint32(16, e.crc, true);
    c.setUint32(20, e.data.length, true);
    c.setUint32(24, e.declared, true);
    c.setUint16(28, name.length, true);
    c.setUint32(42, offset, true);
    ch.set(name, 46);
    central.push(ch);
    offset += size;
  }
  const cdSize = central.reduce((n, x) => n + x.length, 0);
  const end = new Uint8Array(22);
  const v = new DataView(end.buffer);
  v.setUint32(0, 0x06054b50, true);
  v.setUint16(8, entries.length, true);
  v.setUint16(10, entries.length, true);
  v.setUint32(12, cdSize, true);
  v.setUint32(16, offset, true);
  const all = [...parts, ...central, end];
  const out = new Uint8Array(all.reduce((n, x) => n + x.length, 0));
  let o = 0;
  for (const x of all) {
    out.set(x, o);
    o += x.length;
  }
  return out;
}

// 128 MiB of zeros, deflated once by fflate (a few seconds); the variants reuse the deflate data
const ZEROS = 128 * MiB;
const honest = zipSync({ 'big.csv': [new Uint8Array(ZEROS), { level: 1 }] });
const deflated = firstEntry(honest);
const good = vtr([calc('100.00', '19.00', '119.00', '0.19')]);
const liar = zipOf([{ name: 'big.csv', data: deflated.raw, method: 8, crc: deflated.crc, declared: 1000 }]);
const streamed = zipOf([{ name: 'big.csv', data: deflated.raw, method: 8, crc: deflated.crc, declared: ZEROS, streamed: true }]);
const LIMIT_MSG = (zip: string, mb = 100) => `压缩包 ${zip} 中的文件 big.csv 解压后超过 ${mb} MB 上限，请解压后分开上传`;
const SMALL = { maxFileBytes: 8 * MiB };

describe('zip bombs', () => {
  it('the fixture is a real bomb: ~130 KB declaring 128 MiB', () => {
    expect(honest.length).toBeLessThan(MiB);
    expect(deflated.size).toBe(ZEROS);
  });

  it('an entry whose header declares more than 100 MB is refused without inflating it', async () => {
    const r = await calculateVat([fromBytes('bomb.zip', honest, MiB)]);
    const f = r.files.find((x) => x.name === 'bomb.zip/big.csv');
    expect(f?.errors.map((e) => [e.code, e.message])).toEqual([
      ['TOO_LARGE', '压缩包 bomb.zip 中的文件 big.csv 解压后为 128.0 MB，超过 100 MB 上限，请解压后分开上传'],
    ]);
    expect(f?.rows).toBe(0);
  });

  it('an entry whose header lies (says 1000 bytes) is stopped at the limit by its actual size', async () => {
    const r = await calculateVat([fromBytes('liar.zip', liar, MiB)], SMALL);
    const f = r.files.find((x) => x.name === 'liar.zip/big.csv');
    const tooLarge = f?.errors.find((e) => e.code === 'TOO_LARGE');
    expect(tooLarge?.message).toBe(LIMIT_MSG('liar.zip', 8));
    expect(f?.rows).toBe(0);
  });

  it('a streamed entry (no size in its header, data descriptor) is stopped at the limit too', async () => {
    const r = await calculateVat([fromBytes('stream.zip', streamed, MiB)], SMALL);
    expect(r.errors.find((e) => e.code === 'TOO_LARGE')?.message).toBe(LIMIT_MSG('stream.zip', 8));
  });

  it('one refused entry does not spoil the other entries of the archive', async () => {
    const zip = zipOf([
      { name: 'big.csv', data: deflated.raw, method: 8, crc: deflated.crc, declared: 1000 },
      // the right CRC-32 (issue #19: a member whose CRC-32 does not match makes the whole archive unreadable)
      { name: 'march.csv', data: strToU8(good), method: 0, crc: CRC32.buf(strToU8(good)) >>> 0, declared: strToU8(good).length },
    ]);
    const r = await calculateVat([fromBytes('two.zip', zip, MiB)], { ...SMALL, startDate: '2025-03-01', endDate: '2025-03-31' });
    expect(r.files.map((f) => [f.name, f.rows])).toEqual([['two.zip/big.csv', 0], ['two.zip/march.csv', 1]]);
    expect(r.returns[0].totals.outputVat).toBe('19.00');
  });

  it('inspectReport (the upload check in the browser Worker) refuses it the same way', async () => {
    const r = await inspectReport(fromBytes('bomb.zip', honest, MiB));
    expect(r.errors.map((e) => e.message)).toEqual(['压缩包 bomb.zip 中的文件 big.csv 解压后为 128.0 MB，超过 100 MB 上限，请解压后分开上传']);
  });

  it('an .xlsx whose sheet inflates beyond the limit is refused before the Excel reader inflates it', async () => {
    const xlsx = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: deflated.raw, method: 8, crc: deflated.crc, declared: 2000 }]);
    const r = await calculateVat([fromBytes('bomb.xlsx', xlsx, MiB)], SMALL);
    expect(r.errors[0].code).toBe('TOO_LARGE');
    expect(r.errors[0].message).toBe('Excel 文件 bomb.xlsx 解压后超过 8 MB 上限（xl/worksheets/sheet1.xml）：请另存为 CSV（逗号分隔）后上传');
  });

  it('memory stays bounded while the lying entry is inflated to the limit (in process)', async () => {
    // the archive arrives in one piece, as a browser File slice or the mock's stored bytes may:
    // unbounded, one inflate call would produce all 128 MiB at once
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakAb = before.arrayBuffers;
    const r = await calculateVat([fromBytes('liar.zip', liar, liar.length)], {}, {
      onProgress: () => {
        const m = process.memoryUsage();
        peakRss = Math.max(peakRss, m.rss);
        peakAb = Math.max(peakAb, m.arrayBuffers);
      },
    });
    const after = process.memoryUsage();
    peakRss = Math.max(peakRss, after.rss);
    peakAb = Math.max(peakAb, after.arrayBuffers);
    expect(r.errors.find((e) => e.code === 'TOO_LARGE')?.message).toBe(LIMIT_MSG('liar.zip'));
    // the entry is measured before any of it is read (issue #19: an entry over the limit contributes nothing)
    expect(r.errors.map((e) => e.code)).toEqual(['TOO_LARGE']);
    // one inflate step yields at most ~INFLATE_STEP × 1032 bytes (8.5 MB); 128 MiB would show here
    expect(INFLATE_STEP * 1032).toBeLessThan(9 * MiB);
    expect((peakAb - before.arrayBuffers) / MiB).toBeLessThan(64);
    expect((peakRss - before.rss) / MiB).toBeLessThan(96);
  });

  it('the CLI refuses it at once with the Chinese message and exit code 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vat-bomb-'));
    const zip = join(dir, 'bomb.zip');
    writeFileSync(zip, honest);
    const p = spawnSync(process.execPath, [TSX, join(ROOT, 'scripts/vat.ts'), zip], { cwd: ROOT, encoding: 'utf8' });
    expect(p.status).toBe(1);
    expect(p.stderr).toContain('压缩包 bomb.zip 中的文件 big.csv 解压后为 128.0 MB，超过 100 MB 上限，请解压后分开上传');
    expect(p.stderr).toContain('没有可读取的报告文件');
  });

  it('a fresh process reading the lying bomb stays under 256 MB peak RSS', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vat-bomb-'));
    const zip = join(dir, 'liar.zip');
    writeFileSync(zip, liar);
    const script = join(dir, 'run.ts');
    writeFileSync(
      script,
      `import { calculateVat } from ${JSON.stringify(join(ROOT, 'src/core/vat'))};
import { fromPath } from ${JSON.stringify(join(ROOT, 'src/core/vat/node'))};
calculateVat([fromPath(process.argv[2])]).then((r) => {
  process.stdout.write(JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS, errors: r.errors.map((e) => e.message) }));
});
`,
    );
    const p = spawnSync(process.execPath, [TSX, script, zip], { cwd: ROOT, encoding: 'utf8' });
    expect(p.status).toBe(0);
    const out = JSON.parse(p.stdout) as { maxRssKb: number; errors: string[] };
    expect(out.errors).toContain(LIMIT_MSG('liar.zip'));
    expect(out.maxRssKb / 1024).toBeLessThan(256);
  });
});
