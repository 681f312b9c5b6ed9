/**
 * The GB data conversion (issue #12, spec §2 `/user/declare/gb-data-conversion`): UK VAT returns an
 * agent or seller kept elsewhere — another agent's spreadsheet of the nine boxes per period, a
 * bridging file — converted into GB declarations. One row per VAT number and period:
 * VRN, period start, period end and boxes 1–9 in pounds (`.xlsx` or UTF-8 `.csv`; English headers
 * such as `VRN`, `Period start`, `Box 1` … `Box 9` are accepted too).
 *
 * A row is
 * - `refused` when the VRN is not a valid UK VAT number (check digits, `isValidVatNumber('GB', …)`)
 *   or not one of the caller's GB numbers, the dates are not a period of that number (its stagger
 *   group) or the period has not ended, or the boxes break HMRC's MTD rules (`checkUkReturn`:
 *   VAT_TOTAL_VALUE box 3 = box 1 + box 2, VAT_NET_VALUE box 5 = |box 3 − box 4|,
 *   INVALID_MONETARY_AMOUNT ranges, boxes 6–9 whole pounds), or repeats an earlier row of the file;
 * - `duplicate` when the period is already declared (a declaration of that number and period
 *   exists): not an error, nothing is created, the existing declaration is named;
 * - `accepted` otherwise: confirming the import creates its declaration.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { isValidVatNumber } from '../rules/vat';
import { checkUkReturn } from '../vat/checks';
import { addDays, periodOf, type Frequency, type Period } from '../vat-tax/periods';
import type { StatusMap } from '../list/status';
import type { SheetColumn } from './sheet';

dayjs.extend(customParseFormat);

/** The nine boxes' keys. */
export const GB_BOXES = ['box1', 'box2', 'box3', 'box4', 'box5', 'box6', 'box7', 'box8', 'box9'] as const;
/** A box key. */
type GbBox = (typeof GB_BOXES)[number];
/** Fields of a GB row. */
export type GbField = 'vrn' | 'periodStart' | 'periodEnd' | GbBox;

const BOX_MEANING: Record<GbBox, string> = {
  box1: '销项税（VAT due on sales）',
  box2: '自欧盟购进应缴税（北爱尔兰）',
  box3: '应缴税额合计 = 第 1 栏 + 第 2 栏',
  box4: '可抵扣进项税',
  box5: '应缴或应退税额 = |第 3 栏 − 第 4 栏|',
  box6: '不含税销售额（整镑）',
  box7: '不含税购进额（整镑）',
  box8: '对欧盟供货额（整镑，北爱尔兰）',
  box9: '自欧盟购进额（整镑，北爱尔兰）',
};

/** The columns of the GB format: header, English aliases, what the sample's 说明 says. */
export const GB_COLUMNS: (SheetColumn<GbField> & { meaning: string })[] = [
  { key: 'vrn', header: 'VRN', aliases: ['VAT number', '税号', 'VAT 税号', 'VAT registration number'], required: true, meaning: '英国 VAT 税号（9 位数字，可带 GB 前缀）' },
  { key: 'periodStart', header: '期间开始', aliases: ['Period start', 'From', 'Start'], required: true, meaning: '申报期间第一天，YYYY-MM-DD' },
  { key: 'periodEnd', header: '期间结束', aliases: ['Period end', 'To', 'End'], required: true, meaning: '申报期间最后一天，YYYY-MM-DD' },
  ...GB_BOXES.map((b, i) => ({ key: b, header: `第${i + 1}栏`, aliases: [`Box ${i + 1}`, `Box${i + 1}`, `第 ${i + 1} 栏`], required: true, meaning: BOX_MEANING[b] })),
];

/** A GB number of the caller (what a row's VRN must be). */
interface GbNumber {
  vatNumber: string;
  frequency: Frequency;
  stagger?: 1 | 2 | 3;
  effectiveDate: string | null;
}

/** What a row became: accepted (to create), refused (with reasons), duplicate (of a declared period). */
export type GbRowStatus = 'accepted' | 'refused' | 'duplicate';

/** A checked GB row. Boxes as decimal strings in pounds. */
export interface GbRow {
  line: number;
  vrn: string;
  periodStart: string;
  periodEnd: string;
  boxes: Record<GbBox, string>;
  status: GbRowStatus;
  /** Chinese reasons of a refused row (empty otherwise). */
  reasons: string[];
  /** HMRC rule codes a refused row breaks (`VAT_TOTAL_VALUE`…). */
  codes: string[];
}

/** Context of the checks: the caller's GB numbers, the periods already declared, today. */
export interface GbContext {
  numbers: readonly GbNumber[];
  /** Whether a declaration of `vrn` (with GB prefix) and `periodStart` exists. */
  declared: (vrn: string, periodStart: string) => boolean;
  today: string;
}

/** `GB` + 9 digits of a typed VRN (`'863 9033 10'` → `GB863903310`); as typed (upper case) when not 9 or 12 digits. */
export function normalizeVrn(v: string): string {
  const t = v.toUpperCase().replace(/[\s.-]/g, '');
  return /^(GB)?\d{9}(\d{3})?$/.test(t) ? (t.startsWith('GB') ? t : `GB${t}`) : t;
}

const DATE = (v: string) => dayjs(v, 'YYYY-MM-DD', true).isValid();

/**
 * Checks the rows of a GB file in order (see the module comment); a later row of the same VRN and
 * period as an earlier one is refused ("与第 n 行重复").
 */
export function checkGbRows(rows: readonly { line: number; values: Record<GbField, string>; cellErrors?: Partial<Record<GbField, string>> }[], ctx: GbContext): GbRow[] {
  const seen = new Map<string, number>();
  return rows.map(({ line, values, cellErrors }) => {
    const reasons: string[] = [];
    const codes: string[] = [];
    const pre = `第 ${line} 行`;
    for (const c of GB_COLUMNS) {
      const ce = cellErrors?.[c.key];
      if (ce) reasons.push(`${pre}「${c.header}」：${ce}`);
    }
    const vrn = normalizeVrn(values.vrn ?? '');
    const boxes = Object.fromEntries(GB_BOXES.map((b) => [b, (values[b] ?? '').replace(/[,\s£]/g, '')])) as Record<GbBox, string>;
    let number: GbNumber | undefined;
    if (!vrn) reasons.push(`${pre}「VRN」：未填写，应为英国 VAT 税号，如 GB863903310`);
    else if (!isValidVatNumber('GB', vrn)) reasons.push(`${pre}「VRN」：值 "${values.vrn}" 不是有效的英国 VAT 税号（校验位不符），应为 GB 加 9 位数字`);
    else {
      number = ctx.numbers.find((n) => normalizeVrn(n.vatNumber) === vrn);
      if (!number) reasons.push(`${pre}「VRN」：${vrn} 不是您（或您的客户）在一税的英国税号，请先在「VAT 税号」中添加或转代理`);
    }
    const { periodStart, periodEnd } = values;
    let periodOk = DATE(periodStart) && DATE(periodEnd);
    if (!DATE(periodStart)) reasons.push(`${pre}「期间开始」：值 "${periodStart}" 不是有效日期，应为 YYYY-MM-DD`);
    if (!DATE(periodEnd)) reasons.push(`${pre}「期间结束」：值 "${periodEnd}" 不是有效日期，应为 YYYY-MM-DD`);
    if (periodOk && periodEnd < periodStart) {
      reasons.push(`${pre}「期间结束」：${periodEnd} 早于期间开始 ${periodStart}`);
      periodOk = false;
    }
    if (periodOk && number) {
      const p = periodOf(periodStart, number.frequency, number.stagger);
      if (p.start !== periodStart || p.end !== periodEnd) {
        reasons.push(`${pre}「期间」：${periodStart} ~ ${periodEnd} 不是税号 ${vrn} 的申报期间，应为 ${p.start} ~ ${p.end}（${number.frequency === 'monthly' ? '月报' : number.frequency === 'quarterly' ? '季报' : '年报'}）`);
        periodOk = false;
      } else if (number.effectiveDate && periodEnd < number.effectiveDate) {
        reasons.push(`${pre}「期间」：${periodStart} ~ ${periodEnd} 早于税号生效日 ${number.effectiveDate}`);
        periodOk = false;
      }
    }
    if (periodOk && periodEnd >= ctx.today) {
      reasons.push(`${pre}「期间结束」：${periodEnd} 尚未结束，期间结束后才能申报`);
      periodOk = false;
    }
    for (const c of checkUkReturn(boxes)) {
      reasons.push(`${pre}：${c.message}`);
      codes.push(c.code);
    }
    const key = `${vrn}|${periodStart}`;
    if (reasons.length === 0 && seen.has(key)) reasons.push(`${pre}：与第 ${seen.get(key)} 行是同一税号、同一期间，请只保留一行`);
    if (reasons.length === 0) seen.set(key, line);
    const status: GbRowStatus = reasons.length ? 'refused' : ctx.declared(vrn, periodStart) ? 'duplicate' : 'accepted';
    return { line, vrn, periodStart, periodEnd, boxes, status, reasons, codes: [...new Set(codes)] };
  });
}

/**
 * The periods a sample for one GB number should use (issue #25 "GB conversion sample follows the
 * number"): the latest `n` periods of the number's frequency and HMRC stagger group that have ended
 * before `today`, start on or after the period of its effective date, and have no declaration yet
 * (`taken(periodStart)`), oldest first — so every row of the unchanged sample can be created.
 * Looks back at most 24 periods; may answer fewer than `n` (then the sample has fewer rows).
 */
export function gbSamplePeriods(
  number: { frequency: Frequency; stagger?: 1 | 2 | 3; effectiveDate: string | null },
  today: string,
  taken: (periodStart: string) => boolean = () => false,
  n = 2,
): Period[] {
  const out: Period[] = [];
  const first = number.effectiveDate ? periodOf(number.effectiveDate, number.frequency, number.stagger).start : '0000-01-01';
  let p = periodOf(addDays(periodOf(today, number.frequency, number.stagger).start, -1), number.frequency, number.stagger);
  for (let i = 0; i < 24 && out.length < n && p.start >= first; i += 1) {
    if (p.end < today && !taken(p.start)) out.unshift(p);
    p = periodOf(addDays(p.start, -1), number.frequency, number.stagger);
  }
  return out;
}

/** Status of a GB import in the list (locale keys of the `imports` area). */
export const GB_IMPORT_STATUS_MAP: StatusMap<'pending' | 'confirmed'> = {
  pending: { label: 'imports.gb.status.pending', color: 'warning' },
  confirmed: { label: 'imports.gb.status.confirmed', color: 'success' },
};

/** Result of a GB row (locale keys of the `imports` area). */
export const GB_ROW_STATUS_MAP: StatusMap<GbRowStatus> = {
  accepted: { label: 'imports.results.status.accepted', color: 'success' },
  refused: { label: 'imports.results.status.refused', color: 'error' },
  duplicate: { label: 'imports.results.status.duplicate', color: 'default' },
};
