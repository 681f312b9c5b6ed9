/**
 * Exchange-rate rules by return (issue #20): which rate converts a foreign-currency amount into a
 * return's currency, and for which day.
 *
 * - OSS (`ECB_PERIOD_END`): the ECB rate of the last day of the tax period, or of the next
 *   publication day when none that day (VAT Directive Art. 366(2); Implementing Reg. 282/2011).
 * - PL (`NBP_PREV_WORKDAY`): the NBP average rate of the last working day BEFORE the tax point
 *   (ustawa o VAT art. 31a ust. 1). Working days: Monday–Friday except Polish public holidays
 *   (ustawa z 18.01.1951 o dniach wolnych od pracy), listed below for 2024–2026.
 * - CZ (`CNB_TAX_POINT`): the ČNB rate valid on the day the tax point arises (ZDPH § 38 odst. 1; on
 *   a day without a fixing, the last one announced before it), or (`CNB_FIXED_ANNUAL`) the seller's
 *   fixed rate for the calendar year (ZDPH § 38 odst. 2, `VatOptions.fxFixed`).
 * - SE (`RIKSBANK_TAX_POINT`): the rate published by the Riksbank (or the ECB) for the tax point
 *   (mervärdesskattelagen 2023:200, 7 kap. 5 §; the last publication on or before it).
 * - HU (`MNB_TAX_POINT`): the MNB rate of the tax point (Áfa tv. 80. § (1)). RO (`BNR_TAX_POINT`): the
 *   BNR rate of the tax point (Codul fiscal art. 290). DK (`NATIONALBANKEN_TAX_POINT`): Danmarks
 *   Nationalbank's rate of the tax point (momsloven § 27 stk. 6).
 * - GB (`HMRC_MONTHLY`): HMRC's monthly exchange rate ("period rate of exchange") of the calendar
 *   month holding the transaction's tax point, one rate per month — not one rate for the whole
 *   return period. VAT Notice 700 § 7.7 (which has the force of law): a foreign-currency supply is
 *   converted at the UK market selling rate at the time of supply, or at the period rate of exchange
 *   HMRC publishes for customs purposes (gov.uk "HMRC exchange rates for 2025: monthly", valid from
 *   the 1st to the last day of each month); gov.uk "Transactions in foreign currencies and VAT": "you
 *   can use the same rate for an entire period, usually a calendar month". The engine takes the
 *   period rate for every GB row (the consistent choice HMRC allows for all supplies).
 * - Every other return (`PERIOD_END`): one consistent rate, the period's last day (the euro states
 *   keep their earlier behaviour).
 */
import { intToIso, isoToInt } from './dates';

/** A conversion rule (see the module comment). */
export type FxRule =
  | 'ECB_PERIOD_END'
  | 'NBP_PREV_WORKDAY'
  | 'CNB_TAX_POINT'
  | 'CNB_FIXED_ANNUAL'
  | 'RIKSBANK_TAX_POINT'
  | 'MNB_TAX_POINT'
  | 'BNR_TAX_POINT'
  | 'NATIONALBANKEN_TAX_POINT'
  | 'HMRC_MONTHLY'
  | 'PERIOD_END';

/** Chinese names of the rules (messages and results). */
export const FX_RULE_ZH: Record<FxRule, string> = {
  ECB_PERIOD_END: 'OSS：欧洲央行申报期最后一日汇率（指令第 366(2) 条）',
  NBP_PREV_WORKDAY: '波兰：纳税义务发生日前最后一个工作日的 NBP 平均汇率（增值税法第 31a 条）',
  CNB_TAX_POINT: '捷克：纳税义务发生日的 ČNB 汇率（增值税法第 38 条第 1 款）',
  CNB_FIXED_ANNUAL: '捷克：卖家选定的全年固定汇率（增值税法第 38 条第 2 款）',
  RIKSBANK_TAX_POINT: '瑞典：纳税义务发生日的 Riksbank 汇率（2023:200 第 7 章第 5 条）',
  MNB_TAX_POINT: '匈牙利：纳税义务发生日的 MNB 汇率（增值税法第 80 条）',
  BNR_TAX_POINT: '罗马尼亚：纳税义务发生日的 BNR 汇率（税法典第 290 条）',
  NATIONALBANKEN_TAX_POINT: '丹麦：纳税义务发生日的丹麦央行汇率（增值税法第 27 条第 6 款）',
  HMRC_MONTHLY: '英国：纳税义务发生日所在月份的 HMRC 月度汇率（VAT Notice 700 第 7.7 节）',
  PERIOD_END: '申报期最后一日的统一汇率',
};

/** The rule of a return (`'OSS'` or an ISO-2 country); `fixed` = the seller chose a fixed annual rate there. */
export function fxRuleFor(ret: string, fixed = false): FxRule {
  switch (ret) {
    case 'OSS':
      return 'ECB_PERIOD_END';
    case 'PL':
      return 'NBP_PREV_WORKDAY';
    case 'CZ':
      return fixed ? 'CNB_FIXED_ANNUAL' : 'CNB_TAX_POINT';
    case 'SE':
      return 'RIKSBANK_TAX_POINT';
    case 'HU':
      return 'MNB_TAX_POINT';
    case 'RO':
      return 'BNR_TAX_POINT';
    case 'DK':
      return 'NATIONALBANKEN_TAX_POINT';
    case 'GB':
      return 'HMRC_MONTHLY';
    default:
      return ret === 'OSS' ? 'ECB_PERIOD_END' : 'PERIOD_END';
  }
}

/** Whether a rule converts each row at a rate of its own tax point (true) or the whole period at one rate. */
export function perTaxPoint(rule: FxRule): boolean {
  return rule !== 'PERIOD_END' && rule !== 'ECB_PERIOD_END' && rule !== 'CNB_FIXED_ANNUAL';
}

/** The first day of the month of `d` (YYYYMMDD): the day from which HMRC's monthly rate is valid. */
export function monthStartOf(d: number): number {
  return Math.floor(d / 100) * 100 + 1;
}

/**
 * The day a row's tax point `d` (YYYYMMDD) is converted at under `rule`, used to group rows that
 * share one rate: the month's first day for HMRC's monthly rate, else the tax point itself.
 */
export function rateGroupDay(rule: FxRule, d: number): number {
  return rule === 'HMRC_MONTHLY' ? monthStartOf(d) : d;
}

/** Polish public holidays 2024–2026 (YYYYMMDD; Easter Monday and Corpus Christi by year; 24 Dec from 2025). */
const PL_HOLIDAYS = new Set<number>([
  20240101, 20240106, 20240401, 20240501, 20240503, 20240530, 20240815, 20241101, 20241111, 20241225, 20241226,
  20250101, 20250106, 20250421, 20250501, 20250503, 20250619, 20250815, 20251101, 20251111, 20251224, 20251225, 20251226,
  20260101, 20260106, 20260406, 20260501, 20260503, 20260604, 20260815, 20261101, 20261111, 20261224, 20261225, 20261226,
]);

function addDays(d: number, n: number): number {
  const t = Date.parse(`${intToIso(d)}T00:00:00Z`) + n * 86400000;
  return isoToInt(new Date(t).toISOString().slice(0, 10));
}

function weekday(d: number): number {
  return new Date(`${intToIso(d)}T00:00:00Z`).getUTCDay();
}

/** The last Polish working day strictly before `taxPoint` (YYYYMMDD). */
export function plPrevWorkday(taxPoint: number): number {
  let d = addDays(taxPoint, -1);
  for (let i = 0; i < 14; i++) {
    const w = weekday(d);
    if (w !== 0 && w !== 6 && !PL_HOLIDAYS.has(d)) return d;
    d = addDays(d, -1);
  }
  return d;
}

/** `d` and the days after (step 1) or before (step −1) it while `d` is a Saturday or Sunday, up to the first weekday. */
function acrossWeekend(d: number, step: 1 | -1): number[] {
  const out = [d];
  let x = d;
  for (let i = 0; i < 2; i++) {
    const w = weekday(x);
    if (w !== 0 && w !== 6) break;
    x = addDays(x, step);
    out.push(x);
  }
  return out;
}

/**
 * The days whose published rate the rule takes for a row with tax point `taxPoint` (YYYYMMDD), in
 * order of preference: NBP — the one working day before; HMRC — the first day of the tax point's
 * month (its monthly rate is published for the whole month); the tax-point rules — the day itself and,
 * when it is a Saturday or Sunday, the days back to the Friday (the last fixing announced before
 * it); ECB / period end — `periodEnd` and, on a weekend, the days forward to the Monday (Art. 366(2):
 * the next publication day). A weekday without its rate is a missing rate, never a neighbour's.
 */
export function rateDays(rule: FxRule, taxPoint: number, periodEnd: number): number[] {
  switch (rule) {
    case 'NBP_PREV_WORKDAY':
      return [plPrevWorkday(taxPoint)];
    case 'ECB_PERIOD_END':
    case 'PERIOD_END':
      return acrossWeekend(periodEnd, 1);
    case 'CNB_FIXED_ANNUAL':
      return [taxPoint];
    case 'HMRC_MONTHLY':
      return [monthStartOf(taxPoint)];
    default:
      return acrossWeekend(taxPoint, -1);
  }
}
