/**
 * The EUR 10,000 threshold for intra-EU distance sales of a seller established in one EU member
 * state (VAT Directive 2006/112/EC Art. 59c, in force since 2021-07-01 with the e-commerce
 * package; before that, per-country thresholds applied and the engine follows Amazon's taxable
 * jurisdiction). vat-engine.md row rule 5, T5: "the EUR 10,000 threshold applies only to a seller
 * established in one EU state shipping from it".
 *
 * Art. 59c(1): Art. 33(a) (taxation where the goods arrive) does not apply when the supplier is
 * established in only one member state, the goods are dispatched from it to another member
 * state, and the supplies of (b) — those distance sales plus telecom, broadcasting and electronic
 * services to consumers in other member states — do not exceed EUR 10,000 (VAT excluded) in the
 * current calendar year and did not in the previous one: the sale is then taxed where the
 * dispatch begins, i.e. in the establishment state at its rates. Art. 59c(2): from the supply by
 * which the threshold is crossed, the arrival state taxes. Art. 59c(3): the supplier may opt for
 * taxation in the arrival state (binding for two calendar years).
 */
import { countryLabel, EU_COUNTRIES } from './countries';
import { isoToInt } from './dates';
import type { VatOptions } from './types';

/** Art. 59c(1)(c): EUR 10,000, VAT excluded, in 1/10000 units of EUR (money.ts SCALE). */
export const EU_THRESHOLD_UNITS = 10000 * 10000;

/** First day of the Art. 59c regime (the OSS start, 2021-07-01), YYYYMMDD. */
const ART_59C_FROM = 20210701;

/**
 * How intra-EU distance sales dispatched from the establishment state are placed:
 * - `none`: the seller is not established in an EU member state (the threshold does not apply);
 * - `origin`: under the threshold, not opted: taxed in the establishment state;
 * - `destination`: over the threshold or opted: taxed in the arrival state (OSS from its start date);
 * - `crossing`: establishment state before `since`, arrival state from `since` (YYYYMMDD);
 * - `amazon`: not answered and nothing to infer from: each row follows Amazon's
 *   TAXABLE_JURISDICTION (the establishment state when Amazon taxed there, else the arrival state).
 */
type ThresholdMode = 'none' | 'origin' | 'destination' | 'crossing' | 'amazon';

/** The resolved plan: `mode`; `since` for `crossing`; `assumed` when `since` was inferred from the OSS start (not answered). */
export interface ThresholdPlan {
  mode: ThresholdMode;
  establishment: string;
  since: number;
  assumed: boolean;
  /**
   * Which rule placed the rows (issue #20): `under` / `over` / `crossedOn` answered, `option` the
   * Art. 59c(3) option given, `ossOption` answered "under" but registered for OSS from a date (an
   * opting for destination taxation from that date, Art. 59c(3)), `presumed` not answered, OSS start
   * taken as the crossing, `amazon` not answered and nothing to infer from; '' when not applicable.
   */
  reason: '' | 'under' | 'over' | 'crossedOn' | 'option' | 'ossOption' | 'presumed' | 'amazon';
}

/**
 * One Chinese sentence naming the rule that placed the EU distance sales dispatched from the
 * establishment state and the threshold answer it used (result.thresholdRule); '' when the
 * threshold does not apply (seller not established in the EU).
 */
export function thresholdSentence(p: ThresholdPlan, o: VatOptions): string {
  const est = countryLabel(p.establishment);
  const ans = o.euThresholdUnder === true ? '未超过' : o.euThresholdUnder === false ? '已超过' : '未填写';
  const q = `卖家对“本年及上一年跨境 B2C 销售是否超过 1 万欧元”的回答为「${ans}」`;
  const since = p.since ? `${String(p.since).slice(0, 4)}-${String(p.since).slice(4, 6)}-${String(p.since).slice(6, 8)}` : '';
  switch (p.reason) {
    case 'under':
      return `${q}：自 ${est} 发往其他欧盟国家的 B2C 远程销售按 ${est} 税率计入 ${est} 的申报（增值税指令第 59c(1) 条）。`;
    case 'over':
      return `${q}：自 ${est} 发出的 B2C 远程销售在到达国纳税（OSS 或到达国申报，第 59c(2) 条）。`;
    case 'crossedOn':
      return `${q}，超过日期 ${since}：此前的远程销售在 ${est} 纳税，自该日起在到达国纳税（第 59c(2) 条）。`;
    case 'option':
      return `已选择在到达国纳税（第 59c(3) 条，约束两个日历年），${q}，不再决定纳税地：远程销售在到达国纳税。`;
    case 'ossOption':
      return `${q}，但已自 ${since || 'OSS 生效日'} 起注册 OSS，视为自该日起选择在到达国纳税（第 59c(3) 条）：此前的远程销售在 ${est} 纳税，自该日起进入 OSS。`;
    case 'presumed':
      return `${q}：OSS 自 ${since} 起生效，推定阈值在该日被超过：此前在 ${est} 纳税，自该日起进入 OSS（第 59c 条）。`;
    case 'amazon':
      return `${q}，也无 OSS 注册日期可推断：远程销售暂按亚马逊的计税国处理（请在计算器中回答阈值问题）。`;
    default:
      return '';
  }
}

/**
 * Resolves the threshold plan from the options (pure). Answered (`euDestinationOption`,
 * `euThresholdUnder`, `euThresholdCrossedOn`) wins; not answered and registered for OSS: the OSS
 * start date is taken as the day the threshold was crossed when it lies inside the period (or
 * when no period is given), destination taxation when it lies before the period, and `amazon`
 * when it lies after it; not answered and not in OSS: `amazon`.
 * Throws `Error` (Chinese) when `euThresholdCrossedOn` is not `YYYY-MM-DD`.
 */
export function thresholdPlan(o: VatOptions): ThresholdPlan {
  const est = (o.establishment || 'NON_EU').toUpperCase();
  const plan: ThresholdPlan = { mode: 'none', establishment: est, since: 0, assumed: false, reason: '' };
  if (!EU_COUNTRIES.has(est)) return plan;
  let crossed = 0;
  if (o.euThresholdCrossedOn) {
    crossed = isoToInt(o.euThresholdCrossedOn);
    if (crossed < 0) throw new Error(`超过 10,000 欧元阈值的日期 "${o.euThresholdCrossedOn}" 无法识别（应为 YYYY-MM-DD）`);
  }
  const ossFrom = o.oss?.registered ? (o.oss.from ? isoToInt(o.oss.from) : ART_59C_FROM) : 0;
  const from = o.startDate ? isoToInt(o.startDate) : 0;
  const to = o.endDate ? isoToInt(o.endDate) : 99999999;
  if (o.euDestinationOption) {
    plan.mode = 'destination';
    plan.reason = 'option';
  } else if (crossed > 0 && o.euThresholdUnder !== true) {
    plan.mode = 'crossing';
    plan.since = crossed;
    plan.reason = 'crossedOn';
  } else if (o.euThresholdUnder === true) {
    // Art. 59c(3): under the threshold, a seller registered for OSS has opted for taxation at
    // destination from its OSS start (issue #20); without OSS the sales stay at origin
    if (ossFrom > 0 && ossFrom <= to) {
      plan.reason = 'ossOption';
      if (ossFrom <= from) plan.mode = 'destination';
      else {
        plan.mode = 'crossing';
        plan.since = ossFrom;
      }
    } else {
      plan.mode = 'origin';
      plan.reason = 'under';
    }
  } else if (o.euThresholdUnder === false) {
    plan.mode = 'destination';
    plan.reason = 'over';
  } else if (ossFrom > 0) {
    if (ossFrom <= from) {
      plan.mode = 'destination';
      plan.reason = 'presumed';
    } else if (ossFrom > to) {
      plan.mode = 'amazon';
      plan.reason = 'amazon';
    } else {
      plan.mode = 'crossing';
      plan.since = ossFrom;
      plan.assumed = true;
      plan.reason = 'presumed';
    }
  } else {
    plan.mode = 'amazon';
    plan.reason = 'amazon';
  }
  return plan;
}

/**
 * Whether an intra-EU distance sale (T5: consumer, two different EU states) dispatched from `d`
 * on `date` (YYYYMMDD) is taxed where dispatch begins (`true`: the departure state's domestic
 * return at its rates) rather than where it arrives. `jur` = ISO-2 of Amazon's
 * TAXABLE_JURISDICTION ('' when Amazon did not calculate). Before 2021-07-01 and in mode
 * `amazon`, Amazon's jurisdiction decides; otherwise only sales dispatched from the establishment
 * state can stay there (Art. 59c(1)(a)-(b)).
 */
export function taxedAtOrigin(plan: ThresholdPlan, d: string, date: number, jur: string): boolean {
  if (date < ART_59C_FROM) return jur === d;
  if (plan.mode === 'none' || d !== plan.establishment) return false;
  switch (plan.mode) {
    case 'origin':
      return true;
    case 'destination':
      return false;
    case 'crossing':
      return date < plan.since;
    default:
      return jur === d;
  }
}
