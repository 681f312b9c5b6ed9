/**
 * The batch packaging declaration's row check (src/core/epr-declare/rows.ts), shared by the page and
 * the mock: periods, the LUCID number, every material cell (missing, text, negative, decimals), a
 * repeated registration and period, material totals and the completeness thresholds of a year; and
 * the template's header check through the one sheet reader.
 */
import * as XLSX from 'xlsx';
import { readSheet } from '@/core/imports/sheet-read';
import { checkRow, DECLARE_COLUMNS, flagText, materialTotals, parsePeriod, type DeclarableRegistration, type DeclareRowInput } from '@/core/epr-declare/rows';

const REG: DeclarableRegistration = { id: 7001, userId: 1, registrationNo: 'DE3081472605913', companyName: '深圳市张伟电子商务有限公司' };
const regs = new Map([[REG.registrationNo, REG]]);
const TODAY = '2026-11-24';
const zeros = { m1: '0', m2: '0', m3: '0', m4: '0', m5: '0', m6: '0', m7: '0', m8: '0' };
const row = (over: Partial<DeclareRowInput> = {}, weights: Record<string, string | number | null> = {}): DeclareRowInput => ({
  line: 2,
  registrationNo: REG.registrationNo,
  period: '2025',
  ...over,
  weights: { ...zeros, ...weights },
});

describe('declaration periods', () => {
  it('reads a year, a quarter and a month with their first and last days', () => {
    expect(parsePeriod('2025')).toEqual({ text: '2025', kind: 'year', start: '2025-01-01', end: '2025-12-31' });
    expect(parsePeriod('2026q1')).toEqual({ text: '2026-Q1', kind: 'quarter', start: '2026-01-01', end: '2026-03-31' });
    expect(parsePeriod('2024/2')).toEqual({ text: '2024-02', kind: 'month', start: '2024-02-01', end: '2024-02-29' });
    for (const bad of ['2018', '2025-13', '25', 'Q1', '']) expect(parsePeriod(bad)).toBeNull();
  });
});

describe('one row', () => {
  it('accepts a valid row: quantities without zeros, total in kg, no flag below the thresholds', () => {
    const c = checkRow(row({}, { m2: '1250.5', m5: 380 }), regs, TODAY);
    expect(c.errors).toEqual([]);
    expect([c.quantities, c.totalKg, c.flags]).toEqual([[{ type: 2, weight: 1250.5 }, { type: 5, weight: 380 }], 1630.5, []]);
  });

  it('names each bad cell: missing, text in a number column, negative, too many decimals', () => {
    const c = checkRow(row({}, { m1: '', m2: 'abc', m5: '-5', m7: '1.2345' }), regs, TODAY);
    expect(c.errors).toEqual([
      '「玻璃（kg）」为空：没有投放该材料请填 0',
      '「纸、纸板、纸箱（kg）」：值「abc」不是数字，应填千克数，如 125.5（不要带单位）',
      '「塑料（kg）」：-5 是负数，重量不能为负，请填写实际投放的千克数',
      '「其他复合包装（kg）」：1.2345 超过 3 位小数，请精确到克（3 位小数）',
    ]);
    expect([c.quantities, c.totalKg]).toEqual([[], 0]);
  });

  it('refuses a wrong or foreign number, an unfinished or unreadable period, and a repeated registration and period', () => {
    expect(checkRow(row({ registrationNo: 'DE123' }), regs, TODAY).errors[0]).toContain('格式不正确，应为 DE 加 13 位数字');
    expect(checkRow(row({ registrationNo: 'DE5529031846207' }), regs, TODAY).errors[0]).toContain('不是您（或您的客户）已生效的德国包装法注册');
    expect(checkRow(row({ period: '2026' }), regs, TODAY).errors[0]).toBe('「申报期间」：2026 尚未结束（截至 2026-12-31），期间结束后才能申报');
    expect(checkRow(row({ period: '2026-Q3' }), regs, TODAY).errors).toEqual([]);
    expect(checkRow(row({ period: '去年' }), regs, TODAY).errors[0]).toContain('无法识别');
    const seen = new Set<string>();
    expect(checkRow(row(), regs, TODAY, seen).errors).toEqual([]);
    expect(checkRow(row({ line: 3 }), regs, TODAY, seen).errors).toEqual(['DE3081472605913 的 2025 已在前面的行中填写，同一注册同一期间只能申报一次']);
  });

  it('flags a year at a completeness threshold (light packaging summed), not a quarter', () => {
    const year = checkRow(row({}, { m3: '10000', m4: '5000', m5: '15000' }), regs, TODAY);
    expect(year.flags).toEqual([{ group: 'lvp', totalKg: 30000, thresholdKg: 30000 }]);
    expect(flagText(year.flags[0])).toBe('轻型包装合计 30,000 kg，达到 30,000 kg 的完整性声明门槛，须在次年 5 月 15 日前提交完整性声明');
    expect(checkRow(row({ period: '2026-Q1' }, { m1: '90000' }), regs, TODAY).flags).toEqual([]);
    expect(checkRow(row({}, { m1: '79999.999', m2: '49999' }), regs, TODAY).flags).toEqual([]);
  });

  it('sums the valid rows per material', () => {
    const a = checkRow(row({}, { m2: '100.5', m5: '20' }), regs, TODAY);
    const b = checkRow(row({ period: '2024' }, { m2: '50' }), regs, TODAY);
    const bad = checkRow(row({ period: '2023' }, { m2: 'x' }), regs, TODAY);
    const t = materialTotals([a, b, bad]);
    expect([t.byMaterial[2], t.byMaterial[5], t.byMaterial[1], t.totalKg]).toEqual([150.5, 20, 0, 170.5]);
  });
});

describe('the template sheet', () => {
  const book = (header: string[], rows: (string | number)[][]) => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([header, ...rows]), 'sheet1');
    return XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  };
  const headers = DECLARE_COLUMNS.map((c) => c.header);

  it('reads the template\'s columns', () => {
    const r = readSheet(book(headers, [['DE3081472605913', '公司', '2025', 0, 12.5, 0, 0, 3, 0, 0, 0]]), 'a.xlsx', DECLARE_COLUMNS, 'sheet1');
    expect(r.ok && r.rows[0].values).toMatchObject({ registrationNo: 'DE3081472605913', period: '2025', m2: '12.5', m5: '3' });
  });

  it('refuses a wrong header, naming the missing columns', () => {
    const wrong = headers.map((h) => (h === '塑料（kg）' ? '塑料' : h));
    const r = readSheet(book(wrong, [['DE3081472605913', '公司', '2025', 0, 0, 0, 0, 3, 0, 0, 0]]), 'a.xlsx', DECLARE_COLUMNS, 'sheet1');
    expect(r).toEqual({ ok: false, error: '工作表「sheet1」缺少列：塑料（kg）。第一行中无法识别的列名：「塑料」（第 H 列），可能是改动了列名。请使用下载的模板，不要改动第一行的列名' });
  });

  it('names every required column that is missing or renamed: 注册号, 公司, 期间 as well as the materials (issue #33)', () => {
    const rowOf = () => [['DE3081472605913', '公司', '2025', 0, 0, 0, 0, 3, 0, 0, 0]];
    const renamed: [from: string, to: string, col: string][] = [
      ['注册号（LUCID）', 'LUCID号码', 'A'],
      ['公司名称', '企业', 'B'],
      ['申报期间', '期间(年)', 'C'],
      ['玻璃（kg）', '玻璃重量', 'D'],
    ];
    for (const [from, to, col] of renamed) {
      const r = readSheet(book(headers.map((h) => (h === from ? to : h)), rowOf()), 'a.xlsx', DECLARE_COLUMNS, 'sheet1');
      expect([from, r]).toEqual([from, { ok: false, error: `工作表「sheet1」缺少列：${from}。第一行中无法识别的列名：「${to}」（第 ${col} 列），可能是改动了列名。请使用下载的模板，不要改动第一行的列名` }]);
    }
    // All four at once: each named, in the template's order; a column simply deleted is named as missing.
    const all = headers.map((h) => renamed.find(([f]) => f === h)?.[1] ?? h).filter((h) => h !== '铝（kg）');
    const r = readSheet(book(all, rowOf()), 'a.xlsx', DECLARE_COLUMNS, 'sheet1');
    expect(r.ok).toBe(false);
    const error = (r as { error: string }).error;
    expect(error).toContain('缺少列：注册号（LUCID）、公司名称、申报期间、玻璃（kg）、铝（kg）。');
    expect(error).toContain('「LUCID号码」（第 A 列）、「企业」（第 B 列）、「期间(年)」（第 C 列）、「玻璃重量」（第 D 列）');
    // The template's own headers and the accepted aliases pass.
    const aliases = ['LUCID', '公司', 'Zeitraum', ...headers.slice(3)];
    expect(readSheet(book(aliases, rowOf()), 'a.xlsx', DECLARE_COLUMNS, 'sheet1').ok).toBe(true);
  });
});
