/**
 * The template import's reader and row rules (src/core/imports/template.ts, sheet.ts): the template
 * itself (data + 说明 sheets), types, dates, rates, amounts, VAT numbers, missing columns, the wrong
 * sheet, an empty file, formula and huge-cell safety, the row limit.
 */
import * as XLSX from 'xlsx';
import { readTemplate, templateBytes } from '@/core/imports/template-sheet';
import { checkImportRow, exampleRow, normalizeRow, periodOfRow, templateColumns, TEMPLATE_HELP_SHEET, TEMPLATE_SHEET, type ImportNumber, type ImportRowValues } from '@/core/imports/template';
import { MAX_ROWS } from '@/core/imports/sheet';
import { readSheet } from '@/core/imports/sheet-read';
import { filledTemplate } from '../../fixtures/imports';

const numbers: ImportNumber[] = [
  { vatNumber: 'GB863903310', countryCode: 'GB', frequency: 'quarterly', stagger: 1, effectiveDate: '2024-05-01' },
  { vatNumber: 'DE611124330', countryCode: 'DE', frequency: 'monthly', effectiveDate: '2025-01-01' },
];
const ctx = { numbers, today: '2026-11-23' };
const good: ImportRowValues = { vatNumber: 'GB863903310', date: '2026-08-15', ref: 'EB-1', source: 'eBay', net: '100.00', rate: '20', vat: '20.00', currency: 'GBP', note: '' };
const check = (over: Partial<ImportRowValues>, line = 3) => checkImportRow(line, { ...good, ...over }, 'platform', ctx);
const messages = (over: Partial<ImportRowValues>) => check(over).map((e) => e.message);

describe('the template', () => {
  it('has a data sheet (header + example row) and a 说明 sheet naming each column’s meaning and format', () => {
    const wb = XLSX.read(templateBytes('platform', 'GB863903310'), { type: 'array' });
    expect(wb.SheetNames).toEqual([TEMPLATE_SHEET, TEMPLATE_HELP_SHEET]);
    const data = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[TEMPLATE_SHEET], { header: 1, raw: false });
    expect(data[0]).toEqual(templateColumns('platform').map((c) => c.header));
    expect(data[0]).toContain('平台名称');
    expect(data[1][0]).toBe('GB863903310');
    const help = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[TEMPLATE_HELP_SHEET], { header: 1, raw: false });
    expect(help[0]).toEqual(['列名', '是否必填', '含义', '格式与允许的值', '示例']);
    expect(help.find((r) => r[0] === '税率（%）')?.[3]).toMatch(/0–27/);
    expect(help.find((r) => r[0] === '币种')?.[3]).toMatch(/GBP/);
  });

  it('each type names its source column; the example row of the template passes the rules', () => {
    expect(templateColumns('own-site').map((c) => c.header)).toContain('网站或店铺');
    expect(templateColumns('purchase').map((c) => c.header)).toContain('供应商或报关单号');
    expect(checkImportRow(2, exampleRow('platform', 'GB863903310'), 'platform', ctx)).toEqual([]);
  });

  it('reads back a filled template, skipping blank rows, lines numbered as in Excel', () => {
    const buf = filledTemplate('platform', [good, {}, { ...good, ref: 'EB-2' }]);
    const r = readTemplate(buf, 'a.xlsx', 'platform');
    if (!r.ok) throw new Error(r.error);
    expect(r.rows.map((x) => [x.line, x.values.ref])).toEqual([[2, 'EB-1'], [4, 'EB-2']]);
    expect(r.rows[0].values).toEqual(good);
  });

  it('reads dates typed as Excel dates and numbers typed as numbers', () => {
    const ws = XLSX.utils.aoa_to_sheet([templateColumns('platform').map((c) => c.header), ['GB863903310', new Date(2026, 7, 15), 'R', 'eBay', 100, 20, 20, 'GBP']], { cellDates: true });
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, TEMPLATE_SHEET);
    const r = readTemplate(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }), 'a.xlsx', 'platform');
    if (!r.ok) throw new Error(r.error);
    expect(r.rows[0].values).toMatchObject({ date: '2026-08-15', net: '100', rate: '20', vat: '20' });
    expect(checkImportRow(2, r.rows[0].values, 'platform', ctx)).toEqual([]);
  });
});

describe('file refusals', () => {
  it('an empty file, a file that is no workbook, a .csv, another extension', () => {
    expect(readTemplate(new Uint8Array(), 'a.xlsx', 'platform')).toEqual({ ok: false, error: expect.stringMatching(/文件是空的/) });
    expect(readTemplate(Buffer.from('PK\u0003\u0004garbage'), 'a.xlsx', 'platform')).toEqual({ ok: false, error: expect.stringMatching(/无法读取/) });
    expect(readTemplate(Buffer.from('a,b'), 'a.csv', 'platform')).toEqual({ ok: false, error: expect.stringMatching(/\.xlsx/) });
    expect(readTemplate(Buffer.from('x'), 'a.pdf', 'platform')).toEqual({ ok: false, error: expect.stringMatching(/\.xlsx/) });
  });

  it('a template with only the header: no data rows', () => {
    const r = readTemplate(filledTemplate('platform', []), 'a.xlsx', 'platform');
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/没有数据行/) });
  });

  it('missing columns are named; another type’s template misses its source column', () => {
    const cols = templateColumns('platform').filter((c) => c.key !== 'rate' && c.key !== 'vat');
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([cols.map((c) => c.header), cols.map(() => 'x')]), TEMPLATE_SHEET);
    const r = readTemplate(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }), 'a.xlsx', 'platform');
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/缺少列：税率（%）、销项税额/) });
    const other = readTemplate(filledTemplate('purchase', [good]), 'a.xlsx', 'platform');
    expect(other).toEqual({ ok: false, error: expect.stringMatching(/缺少列：平台名称/) });
  });

  it('the wrong sheet: a workbook whose first sheet is not the data finds the one that is; none at all is refused', () => {
    const cols = templateColumns('platform');
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['说明'], ['请看下一页']]), '封面');
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([cols.map((c) => c.header), cols.map((c) => good[c.key])]), 'Sheet2');
    const r = readTemplate(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }), 'a.xlsx', 'platform');
    expect(r.ok && r.sheetName).toBe('Sheet2');
    const none = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(none, XLSX.utils.aoa_to_sheet([['随便'], ['1']]), 'Sheet1');
    expect(readTemplate(XLSX.write(none, { type: 'buffer', bookType: 'xlsx' }), 'a.xlsx', 'platform')).toEqual({ ok: false, error: expect.stringMatching(/找不到数据表「数据」/) });
  });

  it('more rows than the limit are refused without expanding the sheet', () => {
    const rows = Array.from({ length: MAX_ROWS + 5 }, (_, i) => ({ ...good, ref: `R${i}` }));
    expect(readTemplate(filledTemplate('platform', rows), 'a.xlsx', 'platform')).toEqual({ ok: false, error: expect.stringMatching(/最多导入 2000 行/) });
  });
});

describe('cell safety', () => {
  it('a formula cell is refused for what it is, not read as its cached value', () => {
    const cols = templateColumns('platform');
    const ws = XLSX.utils.aoa_to_sheet([cols.map((c) => c.header), cols.map((c) => good[c.key])]);
    ws.G2 = { t: 'n', v: 20, f: 'E2*F2/100' };
    ws.D2 = { t: 's', v: 'click', f: 'HYPERLINK("http://evil.example","click")' };
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, TEMPLATE_SHEET);
    const r = readTemplate(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }), 'a.xlsx', 'platform');
    if (!r.ok) throw new Error(r.error);
    const errs = checkImportRow(r.rows[0].line, r.rows[0].values, 'platform', ctx, r.rows[0].cellErrors);
    expect(errs.map((e) => e.field).sort()).toEqual(['source', 'vat']);
    expect(errs.find((e) => e.field === 'vat')!.message).toMatch(/^第 2 行「销项税额」：是公式（=E2\*F2\/100），请改为直接填写数值/);
  });

  it('text starting with = + @ is refused as formula injection (a negative number is fine)', () => {
    expect(messages({ ref: '=cmd|/C calc!A0' })[0]).toMatch(/「单据号」：值 "=cmd\|\/C calc!A0" 以 = 开头，会被表格软件当作公式/);
    expect(messages({ source: '@SUM(1)' })[0]).toMatch(/以 @ 开头/);
    expect(check({ net: '-100.00', vat: '-20.00' })).toEqual([]);
  });

  it('a huge cell is refused with its length and not kept whole', () => {
    const cols = templateColumns('platform');
    const r = readSheet(filledTemplate('platform', [{ ...good, note: 'x'.repeat(30_000) }]), 'a.xlsx', cols, TEMPLATE_SHEET);
    if (!r.ok) throw new Error(r.error);
    expect(r.rows[0].values.note.length).toBeLessThanOrEqual(40);
    expect(r.rows[0].cellErrors.note).toMatch(/30000 个字符，超过 500/);
  });
});

describe('row rules', () => {
  it('a good row passes; VAT numbers may have spaces and lower case', () => {
    expect(check({})).toEqual([]);
    expect(check({ vatNumber: 'gb 863 903 310' })).toEqual([]);
  });

  it('the rate: the message names line, column, value and what is expected', () => {
    expect(messages({ rate: 'abc' })).toEqual(['第 3 行「税率（%）」：值 "abc" 不是数字，应为 0–27 之间的百分比，如 20']);
    expect(messages({ rate: '30', vat: '30.00' })[0]).toMatch(/值 "30" 超出范围，应为 0–27/);
    expect(messages({ rate: '-1', vat: '-1.00' })[0]).toMatch(/超出范围/);
    expect(check({ rate: '20%' })).toEqual([]);
    expect(check({ rate: '5.5', vat: '5.50' })).toEqual([]);
  });

  it('amounts: numbers, 2 decimals, range; the VAT must be net × rate within 0.05', () => {
    expect(messages({ net: '一百' })[0]).toBe('第 3 行「销售净额（不含税）」：值 "一百" 不是数字，应为金额，如 100.00');
    expect(messages({ net: '100.001' })[0]).toMatch(/超过 2 位小数/);
    expect(messages({ net: '200000000', vat: '40000000' })[0]).toMatch(/超出范围/);
    expect(check({ net: '1,000.00', vat: '200.00' })).toEqual([]);
    expect(check({ vat: '20.05' })).toEqual([]);
    expect(messages({ vat: '21.00' })).toEqual(['第 3 行「销项税额」：值 "21.00" 与 净额 100.00 × 税率 20% = 20.00 不符，应为 20.00（允许 ±0.05 的舍入差）']);
  });

  it('dates: a real day in YYYY-MM-DD, not in the future, not before the number’s effective date', () => {
    expect(messages({ date: '2026-02-30' })[0]).toMatch(/「交易日期」：值 "2026-02-30" 不是有效日期，应为 YYYY-MM-DD/);
    expect(messages({ date: '15/08/2026' })[0]).toMatch(/不是有效日期/);
    expect(messages({ date: '2026-12-01' })[0]).toMatch(/晚于今天（2026-11-23）/);
    expect(messages({ date: '2024-02-01' })[0]).toMatch(/所在期间 2024-01-01 ~ 2024-03-31 早于税号 GB863903310 的生效日 2024-05-01/);
  });

  it('VAT numbers: check digits, and one of the caller’s numbers', () => {
    expect(messages({ vatNumber: 'GB123456789' })[0]).toMatch(/不是有效的 VAT 税号/);
    expect(messages({ vatNumber: 'GB980780684' })[0]).toMatch(/不是您在一税已下号的 VAT 税号/);
    expect(messages({ vatNumber: '' })[0]).toMatch(/「税号」：未填写/);
  });

  it('required texts and their lengths, currency, note', () => {
    expect(messages({ ref: '' })[0]).toMatch(/「单据号」：未填写/);
    expect(messages({ source: 'x'.repeat(51) })[0]).toMatch(/「平台名称」：有 51 个字符，应不超过 50/);
    expect(messages({ currency: 'RMB' })[0]).toMatch(/「币种」：值 "RMB" 不是支持的币种/);
    expect(check({ currency: 'gbp' })).toEqual([]);
    expect(messages({ note: 'x'.repeat(201) })[0]).toMatch(/「备注」/);
  });

  it('each row goes to the period of its number containing its date; normalised for saving', () => {
    expect(periodOfRow(good, numbers)?.period).toEqual({ start: '2026-07-01', end: '2026-09-30' });
    expect(periodOfRow({ vatNumber: 'DE611124330', date: '2026-08-15' }, numbers)?.period).toEqual({ start: '2026-08-01', end: '2026-08-31' });
    expect(periodOfRow({ vatNumber: 'FR1', date: '2026-08-15' }, numbers)).toBeUndefined();
    expect(normalizeRow({ ...good, vatNumber: 'gb 863903310', net: '1,000', vat: '200', rate: '20%', currency: 'gbp' })).toMatchObject({ vatNumber: 'GB863903310', net: '1000.00', vat: '200.00', rate: '20', currency: 'GBP' });
  });
});
