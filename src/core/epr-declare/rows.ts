/**
 * The batch packaging declaration's rows (issue #21; spec §2 `/user/epr/list/batchDeclarationPackaging*`,
 * §7 `POST /api/epr-declare/download|create`, `GET /api/epr-declare/download_result`): the template's
 * columns (sheet `sheet1`, spec §9), the declaration period, and the check of one row — run by the
 * page on an uploaded template or typed quantities, and again by the mock on submit. Messages are
 * Chinese (they name the column, the value and what is expected). Relative imports only.
 *
 * What is declared (../shared/design/domain-facts.md D.1; verpackungsregister.org FAQ 83): the
 * Datenmeldung to LUCID of the packaging placed on the German market per material in kg, identical
 * to the quantities reported to the dual system, at least yearly (a system may ask for periodic
 * reports: quarters or months). A year at or above a completeness-declaration threshold
 * (80,000 kg glass, 50,000 kg PPK, 30,000 kg LVP; VerpackG §11) is flagged: the audited declaration
 * is due by 15 May of the next year.
 */
import { completenessFlags, PACK_MATERIALS, type MaterialQuantity, type PackMaterialCode, type ThresholdFlag } from '../packaging-law/materials';
import type { SheetColumn } from '../imports/sheet';
import { monthEndDate } from '../utils/date';

/** Chinese names of the materials in the template's headers (`ver_pack_type` order). */
export const MATERIAL_HEADERS: Readonly<Record<PackMaterialCode, string>> = {
  1: '玻璃',
  2: '纸、纸板、纸箱',
  3: '黑色金属',
  4: '铝',
  5: '塑料',
  6: '饮料纸盒',
  7: '其他复合包装',
  8: '其他材料',
};

/** A material column's key in a row: `m1` … `m8`. */
export type MaterialKey = `m${PackMaterialCode}`;
/** A column key of the template. */
export type DeclareColumnKey = 'registrationNo' | 'companyName' | 'period' | MaterialKey;

/** The header of material `code`'s column: `塑料（kg）`. */
export const materialHeader = (code: PackMaterialCode) => `${MATERIAL_HEADERS[code]}（kg）`;

/**
 * The template's columns in order: LUCID number, company (its value for reading only), period, then
 * one column per material in kg — every one required in the header, so a missing or renamed column
 * is named (src/core/imports/sheet-read.ts). The German material names are accepted as headers too.
 */
export const DECLARE_COLUMNS: readonly SheetColumn<DeclareColumnKey>[] = [
  { key: 'registrationNo', header: '注册号（LUCID）', aliases: ['注册号', 'LUCID', 'Registrierungsnummer'], required: true },
  // Required in the header (issue #33: a renamed 公司 column is named too), read for display only.
  { key: 'companyName', header: '公司名称', aliases: ['公司'], required: true },
  { key: 'period', header: '申报期间', aliases: ['期间', 'Zeitraum'], required: true },
  ...PACK_MATERIALS.map((m) => ({ key: `m${m.code}` as MaterialKey, header: materialHeader(m.code), aliases: [m.de, `${m.de} (kg)`], required: true })),
];

/** The material keys `m1` … `m8`. */
export const MATERIAL_KEYS: readonly MaterialKey[] = PACK_MATERIALS.map((m) => `m${m.code}` as MaterialKey);

/** A declaration period: a year (`2025`), a quarter (`2026-Q1`) or a month (`2026-03`), with its first and last day. */
interface DeclarePeriod {
  /** As written back: `2025`, `2026-Q1`, `2026-03`. */
  text: string;
  kind: 'year' | 'quarter' | 'month';
  /** `YYYY-MM-DD`. */
  start: string;
  /** `YYYY-MM-DD`, last day. */
  end: string;
}

/** First year LUCID takes reports for (VerpackG in force since 1 Jan 2019). */
const FIRST_DECLARE_YEAR = 2019;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The period of `text` (`2025`, `2025年`, `2026-Q1`, `2026Q1`, `2026-03`, `2026/3`), or `null` when it
 * is none of these or before {@link FIRST_DECLARE_YEAR}.
 */
export function parsePeriod(text: unknown): DeclarePeriod | null {
  const s = String(text ?? '').trim().toUpperCase().replace(/年$/, '');
  let m = /^(\d{4})$/.exec(s);
  if (m) {
    const y = Number(m[1]);
    return y >= FIRST_DECLARE_YEAR ? { text: String(y), kind: 'year', start: `${y}-01-01`, end: `${y}-12-31` } : null;
  }
  m = /^(\d{4})\s*-?\s*Q([1-4])$/.exec(s);
  if (m) {
    const y = Number(m[1]);
    const q = Number(m[2]);
    const last = q * 3;
    return y >= FIRST_DECLARE_YEAR ? { text: `${y}-Q${q}`, kind: 'quarter', start: `${y}-${pad(last - 2)}-01`, end: monthEndDate(y, last) } : null;
  }
  m = /^(\d{4})\s*[-/.]\s*(\d{1,2})$/.exec(s);
  if (m) {
    const y = Number(m[1]);
    const mo = Number(m[2]);
    return y >= FIRST_DECLARE_YEAR && mo >= 1 && mo <= 12 ? { text: `${y}-${pad(mo)}`, kind: 'month', start: `${y}-${pad(mo)}-01`, end: monthEndDate(y, mo) } : null;
  }
  return null;
}

/** One row as typed or read from the template: its sheet line (1-based; 0 when typed in the page), the LUCID number, the period and the cells of the eight materials as text. */
export interface DeclareRowInput {
  line: number;
  registrationNo: string;
  period: string;
  /** Mass per material in kg, as typed (text, so a word in a number column can be named). */
  weights: Partial<Record<MaterialKey, string | number | null>>;
}

/** A registration a row may name (the caller's active German packaging registrations). */
export interface DeclarableRegistration {
  id: number;
  userId: number;
  registrationNo: string;
  companyName: string;
}

/** What {@link checkRow} found: the row's problems (Chinese; empty = valid), the quantities, and the completeness flags of a year. */
interface RowCheck {
  errors: string[];
  /** The masses in kg, materials with 0 left out (only when there is no error). */
  quantities: MaterialQuantity[];
  /** The sum, kg. */
  totalKg: number;
  period: DeclarePeriod | null;
  registration?: DeclarableRegistration;
  flags: ThresholdFlag[];
}

/** The LUCID number folded for matching (spaces dropped, upper case). */
export const foldRegNo = (v: unknown) => String(v ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * Checks one row. `registrations` are the numbers the caller may declare for (by folded number);
 * `today` `YYYY-MM-DD` (a period must have ended); `seen` the `number|period` keys of the rows before
 * it (a second row for the same registration and period is refused).
 *
 * A material cell must hold a number of kg ≥ 0 with at most 3 decimals (0 when none of it was placed
 * on the market: LUCID asks for every material); blank, text, negative values are refused, each
 * naming its column. A year's quantities at a completeness threshold are flagged (not an error).
 */
export function checkRow(row: DeclareRowInput, registrations: ReadonlyMap<string, DeclarableRegistration>, today: string, seen: Set<string> = new Set()): RowCheck {
  const errors: string[] = [];
  const regNo = foldRegNo(row.registrationNo);
  const registration = registrations.get(regNo);
  if (!regNo) errors.push('「注册号（LUCID）」为空：请填写 DE 开头加 13 位数字的 LUCID 注册号');
  else if (!/^DE\d{13}$/.test(regNo)) errors.push(`「注册号（LUCID）」：值「${String(row.registrationNo).slice(0, 30)}」格式不正确，应为 DE 加 13 位数字，如 DE4082716530291`);
  else if (!registration) errors.push(`「注册号（LUCID）」：${regNo} 不是您（或您的客户）已生效的德国包装法注册，请核对后填写`);

  const period = parsePeriod(row.period);
  if (!String(row.period ?? '').trim()) errors.push('「申报期间」为空：请填写年度（如 2025）、季度（如 2026-Q1）或月份（如 2026-03）');
  else if (!period) errors.push(`「申报期间」：值「${String(row.period).slice(0, 20)}」无法识别，应为年度（如 2025）、季度（如 2026-Q1）或月份（如 2026-03），且不早于 ${FIRST_DECLARE_YEAR} 年`);
  else if (period.end >= today) errors.push(`「申报期间」：${period.text} 尚未结束（截至 ${period.end}），期间结束后才能申报`);

  const quantities: MaterialQuantity[] = [];
  for (const m of PACK_MATERIALS) {
    const key = `m${m.code}` as MaterialKey;
    const header = materialHeader(m.code);
    const raw = row.weights[key];
    const s = raw === null || raw === undefined ? '' : String(raw).trim().replace(/,/g, '');
    if (!s) {
      errors.push(`「${header}」为空：没有投放该材料请填 0`);
      continue;
    }
    if (!/^-?\d+(\.\d+)?$/.test(s)) {
      errors.push(`「${header}」：值「${String(raw).slice(0, 20)}」不是数字，应填千克数，如 125.5（不要带单位）`);
      continue;
    }
    const n = Number(s);
    if (n < 0) {
      errors.push(`「${header}」：${s} 是负数，重量不能为负，请填写实际投放的千克数`);
      continue;
    }
    if (!/^\d+(\.\d{1,3})?$/.test(s)) {
      errors.push(`「${header}」：${s} 超过 3 位小数，请精确到克（3 位小数）`);
      continue;
    }
    if (n > 99_999_999.999) {
      errors.push(`「${header}」：${s} 超过上限 99,999,999.999 kg`);
      continue;
    }
    if (n > 0) quantities.push({ type: m.code, weight: n });
  }

  if (registration && period) {
    const key = `${regNo}|${period.text}`;
    if (seen.has(key)) errors.push(`${regNo} 的 ${period.text} 已在前面的行中填写，同一注册同一期间只能申报一次`);
    seen.add(key);
  }
  const totalKg = Math.round(quantities.reduce((a, q) => a + q.weight, 0) * 1000) / 1000;
  const ok = !errors.length;
  return {
    errors,
    quantities: ok ? quantities : [],
    totalKg: ok ? totalKg : 0,
    period,
    registration,
    flags: ok && period?.kind === 'year' ? completenessFlags(quantities) : [],
  };
}

/** The totals per material (kg) over valid checked rows, in `ver_pack_type` order, with the grand total. */
export function materialTotals(checks: readonly RowCheck[]): { byMaterial: Record<PackMaterialCode, number>; totalKg: number } {
  const byMaterial = Object.fromEntries(PACK_MATERIALS.map((m) => [m.code, 0])) as Record<PackMaterialCode, number>;
  for (const c of checks) for (const q of c.quantities) byMaterial[q.type] = Math.round((byMaterial[q.type] + q.weight) * 1000) / 1000;
  const totalKg = Math.round(Object.values(byMaterial).reduce((a, b) => a + b, 0) * 1000) / 1000;
  return { byMaterial, totalKg };
}

/** The completeness flag in Chinese: `玻璃合计 81,000 kg，达到 80,000 kg`. */
export function flagText(f: ThresholdFlag): string {
  const name = { glass: '玻璃', paper: '纸类', lvp: '轻型包装' }[f.group];
  const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 3 });
  return `${name}合计 ${fmt(f.totalKg)} kg，达到 ${fmt(f.thresholdKg)} kg 的完整性声明门槛，须在次年 5 月 15 日前提交完整性声明`;
}
