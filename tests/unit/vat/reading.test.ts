/**
 * Reading: layouts, delimiters, BOM, quotes, ragged rows, dates, chunk borders, zip, xlsx,
 * progress, and every error kind with its Chinese message.
 */
import { zipSync, strToU8 } from 'fflate';
import * as XLSX from 'xlsx';
import { calculateVat, fromBytes, fromText, inspectReport, type ReportInput } from '../../../src/core/vat';
import { CsvParser } from '../../../src/core/vat/csv';
import { parseUnits, fmt2, divRound } from '../../../src/core/vat/money';
import { calc, line, run, vtr } from './helpers';

const M = { startDate: '2025-03-01', endDate: '2025-03-31' };

describe('CSV state machine', () => {
  it('handles quotes, doubled quotes, delimiters and newlines inside quotes across any chunk border', () => {
    const text = 'A,B,C\r\n"x, ""y""",2,\n"multi\nline",,"z"\n4,5';
    for (const size of [1, 2, 3, 5, 8, 1000]) {
      const rows: string[][] = [];
      const p = new CsvParser({
        header: (n) => (rows.push(n), true),
        record: (rec) => (rows.push(Array.from({ length: rec.n }, (_, i) => rec.get(i))), true),
        parseError: () => undefined,
      });
      for (let i = 0; i < text.length; i += size) p.push(text.slice(i, i + size));
      p.end();
      expect(rows).toEqual([['A', 'B', 'C'], ['x, "y"', '2', ''], ['multi\nline', '', 'z'], ['4', '5']]);
    }
  });
});

describe('money', () => {
  it('parses decimals exactly and rounds half away from zero', () => {
    expect(parseUnits('11.0466')).toBe(110466);
    expect(parseUnits('-0.64')).toBe(-6400);
    expect(parseUnits('12,30', true)).toBe(123000);
    expect(Number.isNaN(parseUnits('abc'))).toBe(true);
    expect(fmt2(125)).toBe('0.01'); // 0.0125 → 0.01
    expect(fmt2(150)).toBe('0.02'); // 0.0150 → 0.02 (half up)
    expect(fmt2(-150)).toBe('-0.02');
    expect(divRound(5, 2)).toBe(3);
    expect(divRound(-5, 2)).toBe(-3);
    // 0.1 + 0.2 in units is exact
    expect(fmt2(parseUnits('0.1') + parseUnits('0.2'))).toBe('0.30');
  });
});

describe('layouts and formats', () => {
  const rows = [calc('100.00', '19.00', '119.00', '0.19'), calc('-10.00', '-1.90', '-11.90', '0.19', { TRANSACTION_TYPE: 'REFUND', ITEM_DESCRIPTION: 'Tasse "Bonjour", 350 ml' })];
  // expected in every variant: DE 19 % net 100.00 − 10.00 = 90.00, VAT 19.00 − 1.90 = 17.10

  it.each([
    ['current, comma, LF', vtr(rows)],
    ['current, BOM + CRLF', vtr(rows, { bom: true, crlf: true })],
    ['legacy tab, CRLF, ragged', vtr(rows, { legacy: true })],
  ])('%s', async (_n, text) => {
    const r = await run({ 'a.txt': text }, M, 13);
    expect(r.files[0].errors).toEqual([]);
    expect(line(r, 'DE', 'domestic', '0.19')?.net.value).toBe('90.00');
    expect(line(r, 'DE', 'domestic', '0.19')?.vat.value).toBe('17.10');
  });

  it('detects layout: legacy 92 vs current 95', async () => {
    const r = await run({ 'a.csv': vtr(rows), 'b.txt': vtr(rows, { legacy: true }) }, M);
    expect(r.files.map((f) => [f.layout, f.delimiter])).toEqual([['current', ','], ['legacy', '\t']]);
    // legacy rows are ragged: trailing empty fields dropped
    const raw = vtr(rows, { legacy: true }).split('\r\n')[1].split('\t').length;
    expect(raw).toBeLessThan(92);
  });

  it('reads Excel ";" files with decimal comma and DD.MM.YYYY dates', async () => {
    const text = vtr([calc('100,00', '19,00', '119,00', '0,19', { TRANSACTION_COMPLETE_DATE: '15.03.2025', TAX_CALCULATION_DATE: '15.03.2025' })], { delimiter: ';' });
    const r = await run({ 'excel.csv': text }, M);
    expect(r.files[0].delimiter).toBe(';');
    expect(line(r, 'DE', 'domestic', '0.19')?.vat.value).toBe('19.00');
  });

  it('reads a .zip holding several reports (streaming Unzip)', async () => {
    const zip = zipSync({ 'jan/a.csv': strToU8(vtr([rows[0]])), 'b.txt': strToU8(vtr([rows[1]], { legacy: true })), 'readme.pdf': strToU8('x') });
    const r = await calculateVat([fromBytes('reports.zip', zip, 100)], M);
    expect(r.files.map((f) => f.name)).toEqual(['reports.zip/jan/a.csv', 'reports.zip/b.txt']);
    expect(line(r, 'DE', 'domestic', '0.19')?.net.value).toBe('90.00');
  });

  it('reads the first sheet of an .xlsx (also inside a zip)', async () => {
    const aoa = vtr(rows).trim().split('\n').map((l) => l.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((v) => v.replace(/^"|"$/g, '').replace(/""/g, '"')));
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'VTR');
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['ignored']]), 'Other');
    const bytes = new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const r = await calculateVat([fromBytes('vtr.xlsx', bytes), fromBytes('z.zip', zipSync({ 'in.xlsx': bytes }))], M);
    expect(r.files.map((f) => [f.name, f.rows, f.errors.length])).toEqual([['vtr.xlsx', 2, 0], ['z.zip/in.xlsx', 2, 0]]);
    // both copies: 2 × 90.00
    expect(line(r, 'DE', 'domestic', '0.19')?.net.value).toBe('180.00');
  });

  it('reports progress in bytes and rows', async () => {
    const text = vtr(Array.from({ length: 3000 }, () => calc('1.00', '0.19', '1.19', '0.19')));
    const seen: { bytesRead: number; rows: number }[] = [];
    await calculateVat([fromText('big.csv', text, 65536)], M, { onProgress: (p) => seen.push(p) });
    expect(seen.length).toBeGreaterThan(1);
    const last = seen[seen.length - 1];
    expect(last.bytesRead).toBe(new TextEncoder().encode(text).length);
    expect(last.rows).toBe(3000);
  });
});

describe('errors (Chinese, per file, row and column)', () => {
  const good = vtr([calc('100.00', '19.00', '119.00', '0.19')]);

  it('empty file, header only, not a VTR — each its own message; the good file still counts', async () => {
    const r = await run({ 'empty.csv': '', 'blank.csv': '\uFEFF\n\n', 'head.csv': vtr([]), 'other.csv': 'a,b,c\n1,2,3\n', 'good.csv': good }, M);
    const msg = (n: string) => r.files.find((f) => f.name === n)!.errors.map((e) => [e.code, e.message]);
    expect(msg('empty.csv')).toEqual([['EMPTY_FILE', '文件 empty.csv 为空']]);
    expect(msg('blank.csv')).toEqual([['EMPTY_FILE', '文件 blank.csv 为空']]);
    expect(msg('head.csv')).toEqual([['HEADER_ONLY', '文件 head.csv 只有表头，没有交易数据']]);
    expect(msg('other.csv')[0][0]).toBe('NOT_VTR');
    expect(msg('other.csv')[0][1]).toMatch(/^文件 other\.csv 不是亚马逊 VAT 交易报告（缺少必需列：TRANSACTION_TYPE、/);
    expect(line(r, 'DE', 'domestic', '0.19')?.vat.value).toBe('19.00');
  });

  it('over-size file', async () => {
    const big: ReportInput = { name: 'huge.csv', size: 101 * 1024 * 1024, chunks: async function* () { yield new Uint8Array(0); } };
    const r = await calculateVat([big, fromText('good.csv', good)], M);
    expect(r.files[0].errors[0]).toMatchObject({ code: 'TOO_LARGE', file: 'huge.csv' });
    expect(r.files[0].errors[0].message).toMatch(/^文件 huge\.csv 超过 100 MB 上限/);
    expect(r.files[1].rows).toBe(1);
  });

  it('unreadable amount, date and number name the row and column; the row is skipped and warned', async () => {
    const r = await run({
      'sales.csv': vtr([
        calc('100.00', '19.00', '119.00', '0.19'),
        calc('abc', '19.00', '119.00', '0.19'),
        calc('1.00', '0.19', '1.19', '0.19', { TRANSACTION_COMPLETE_DATE: '2025/13/45' }),
        calc('1.00', '0.19', '1.19', '0.19', { QTY: 'two' }),
      ]),
    }, M);
    expect(r.files[0].errors.map((e) => e.message)).toEqual([
      '文件 sales.csv 第 3 行 TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL 列：金额 "abc" 无法识别',
      '文件 sales.csv 第 4 行 TRANSACTION_COMPLETE_DATE 列：日期 "2025/13/45" 无法识别（应为 DD-MM-YYYY 或 DD.MM.YYYY）',
      '文件 sales.csv 第 5 行 QTY 列：数值 "two" 无法识别',
    ]);
    expect(r.files[0].errors[0]).toMatchObject({ row: 3, column: 'TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL' });
    expect(r.counts.skipped).toBe(3);
    expect(r.warnings.find((w) => w.code === 'ROWS_SKIPPED')?.rowCount).toBe(3);
    expect(line(r, 'DE', 'domestic', '0.19')?.net.value).toBe('100.00');
  });

  it('unterminated quote', async () => {
    const r = await run({ 'cut.csv': `${vtr([calc("1.00", "0.19", "1.19", "0.19")])}"A1TEST,2025` }, M);
    expect(r.files[0].errors[0].code).toBe('UNTERMINATED_QUOTE');
    // issue #19: a last line cut inside a quoted field makes the whole file unreadable (its first row is not counted)
    expect(r.files[0].errors[0].message).toBe('文件 cut.csv 第 3 行：引号未闭合，最后一行在字段中间被截断，文件不完整：整个文件未计入，请重新下载完整的报告后上传');
    expect(r.files[0].rows).toBe(0);
  });

  it('unsupported or broken files', async () => {
    const r = await run([fromBytes('x.zip', zipSync({ 'a.pdf': strToU8('x') })), fromBytes('bad.xlsx', strToU8('not excel'))]);
    expect(r.files.map((f) => f.errors[0].code)).toEqual(['UNSUPPORTED_FILE', 'UNREADABLE']);
  });
});

describe('inspectReport', () => {
  it('gives layout, rows, period, counts, buyer VAT numbers without computing returns', async () => {
    const text = vtr([
      calc('1.00', '0.19', '1.19', '0.19', { TRANSACTION_COMPLETE_DATE: '02-03-2025' }),
      calc('1.00', '0', '1.00', '0', { TRANSACTION_COMPLETE_DATE: '30-03-2025', SALE_ARRIVAL_COUNTRY: 'FR', BUYER_VAT_NUMBER: 'FR12345678901' }),
      calc('1.00', '0.19', '1.19', '0.19', { TRANSACTION_TYPE: 'RETURN' }),
    ]);
    const r = await inspectReport(fromText('a.csv', text));
    expect(r.files[0]).toMatchObject({ layout: 'current', rows: 3 });
    expect(r.period).toEqual({ from: '2025-03-02', to: '2025-03-30', activityPeriods: ['2025-MAR'] });
    expect(r.counts.byType).toEqual({ SALE: 2, RETURN: 1 });
    expect(r.buyerVatNumbers).toEqual(['FR12345678901']);
    expect(r.currencies).toEqual(['EUR']);
  });
});
