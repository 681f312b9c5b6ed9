/**
 * Blocking problems and readable warnings of a declaration's calculation (issue #19 "Never file a
 * wrong return silently"). Pure TypeScript, relative imports only (the mock runs it on the engine's
 * result; the pages show the same texts).
 *
 * A **blocking problem** stops a normal declaration from being confirmed, generated or submitted
 * from any screen, batch action or API call (`DeclareFacts.blockers` in `./status`); the way out is
 * to upload the right reports and calculate again, or to choose the nil return deliberately
 * (`zeroDeclare`, its own page and confirmation). The blocking problems:
 *
 * | code | when |
 * |---|---|
 * | `NO_ROWS_IN_PERIOD` | the reports hold rows, none of them dated in the declaration's period (a March 2025 report on an October 2026 declaration) |
 * | `MOSTLY_OUT_OF_PERIOD` | more than half of the dated rows fall outside the period ({@link OUT_OF_PERIOD_SHARE}): most likely the wrong report (a year's report on a month) |
 * | `NO_RETURN` | the engine computed no return for the declaration's country |
 * | `UK_CHECK` | the UK return fails one of HMRC's MTD validation rules |
 * | `MOVEMENT_WITHOUT_COST` | a stock transfer from or to the declaration's country has no cost price: the engine left it out of every return (VAT Directive Art. 17 / Art. 21: the intra-Community supply of the departure country and the acquisition of the arrival country are both missing), so the return would be understated |
 *
 * Rows outside the period below that share stay a warning (`PERIOD_MISMATCH`: Amazon lists late
 * refunds and transfers of the previous month in a report; the engine leaves them out of the return).
 */
import type { VatResult, VatWarning, VatWarningCode } from '../vat/types';

/**
 * Share of out-of-period rows above which the calculation blocks: strictly more than half of the
 * rows whose date could be read (`outOfPeriod / (inPeriod + outOfPeriod) > 0.5`). Our choice,
 * documented in docs/areas/declare.md: below it a report of the right month with a few
 * late rows; above it a report of another period.
 */
export const OUT_OF_PERIOD_SHARE = 0.5;

/** One blocking problem: a code for support and the Chinese sentence shown to the seller. */
interface BlockingProblem {
  code: 'NO_ROWS_IN_PERIOD' | 'MOSTLY_OUT_OF_PERIOD' | 'NO_RETURN' | 'UK_CHECK' | 'MOVEMENT_WITHOUT_COST';
  message: string;
}

/** What {@link blockingProblems} needs of the declaration: country (ISO-2) and its Chinese name, period `YYYY-MM-DD`. */
interface BlockingContext {
  country: string;
  countryName: string;
  periodStart: string;
  periodEnd: string;
}

/** The reports' own date range (`YYYY-MM-DD ~ YYYY-MM-DD`), from the files' min/max dates, or `''`. */
function reportDates(result: Pick<VatResult, 'files'>): string {
  const from = result.files.map((f) => f.period.from).filter((x): x is string => !!x).sort()[0];
  const to = result.files.map((f) => f.period.to).filter((x): x is string => !!x).sort().reverse()[0];
  return from && to ? `${from} 至 ${to}` : '';
}

/**
 * The blocking problems of a calculation for a declaration (see the file docstring), in the order
 * the seller should fix them; `[]` = none. Counts come from `result.counts` (`inPeriod`,
 * `outOfPeriod`: rows whose date could not be read are neither).
 */
export function blockingProblems(result: Pick<VatResult, 'counts' | 'files' | 'returns'> & Partial<Pick<VatResult, 'errors'>>, ctx: BlockingContext): BlockingProblem[] {
  const out: BlockingProblem[] = [];
  const { inPeriod, outOfPeriod } = result.counts;
  const dated = inPeriod + outOfPeriod;
  const dates = reportDates(result);
  const period = `${ctx.periodStart} 至 ${ctx.periodEnd}`;
  if (dated > 0 && inPeriod === 0) {
    out.push({
      code: 'NO_ROWS_IN_PERIOD',
      message: `上传的报告没有任何交易落在申报期间 ${period} 内${dates ? `（报告日期 ${dates}）` : ''}：很可能上传了其他期间的报告。请上传本期的亚马逊 VAT 交易报告后重新计算；如本期确无销售，请改用「零申报」`,
    });
  } else if (dated > 0 && outOfPeriod / dated > OUT_OF_PERIOD_SHARE) {
    out.push({
      code: 'MOSTLY_OUT_OF_PERIOD',
      message: `上传的报告中 ${outOfPeriod} 行（共 ${dated} 行）不在申报期间 ${period} 内${dates ? `（报告日期 ${dates}）` : ''}：大部分交易属于其他期间，请只上传本期的报告后重新计算`,
    });
  }
  const ret = result.returns.find((r) => r.country === ctx.country);
  if (!ret && !out.length) {
    out.push({ code: 'NO_RETURN', message: `上传的报告中没有${ctx.countryName} ${period} 的应申报交易；如本期确无销售，请改用「零申报」` });
  }
  for (const c of ret?.checks ?? []) out.push({ code: 'UK_CHECK', message: `HMRC 校验未通过（${c.code}）：${c.message}` });
  // Transfers without a cost that leave from or arrive in this country (the engine's error per file names its countries).
  // (transfers carried to the next period do not make this return incomplete: issue #32)
  const noCost = (result.errors ?? []).filter((e) => e.code === 'MOVEMENT_WITHOUT_COST' && !e.carriedForward && (e.countries ?? []).includes(ctx.country));
  if (noCost.length) {
    const rows = noCost.reduce((n, e) => n + (e.rowCount ?? 1), 0);
    const files = noCost.map((e) => e.file).join('、');
    out.push({
      code: 'MOVEMENT_WITHOUT_COST',
      message: `${files} 中有 ${rows} 笔涉及${ctx.countryName}的自有货物移库没有成本价，未计入申报，本期申报数会偏少：请在报告的「商品成本价」列补全这些 SKU 的成本（亚马逊按卖家后台登记的成本填写）后重新上传并计算`,
    });
  }
  return out;
}

// ------------------------------------------------------------------------------------- warnings

/**
 * Column names of Amazon's report as a seller reads them (the calculator's `calc.column.*` in
 * Chinese): user text never shows a raw column name (issue #19).
 */
const COLUMN_ZH: Readonly<Record<string, string>> = {
  TRANSACTION_EVENT_ID: '订单号',
  ACTIVITY_TRANSACTION_ID: '交易编号',
  TRANSACTION_COMPLETE_DATE: '交易完成日期',
  TRANSACTION_DEPART_DATE: '发货日期',
  TAX_CALCULATION_DATE: '计税日期',
  ACTIVITY_PERIOD: '报告月份',
  TRANSACTION_TYPE: '交易类型',
  TAX_REPORTING_SCHEME: '申报方案',
  TAX_COLLECTION_RESPONSIBILITY: '代扣方',
  TAXABLE_JURISDICTION: '征税国',
  BUYER_VAT_NUMBER: '买家税号',
  TRANSACTION_SELLER_VAT_NUMBER: '卖家税号',
  TRANSACTION_CURRENCY_CODE: '交易币种',
  TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: '不含税金额',
  TOTAL_ACTIVITY_VALUE_VAT_AMT: '增值税额',
  TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: '含税金额',
  PRICE_OF_ITEMS_VAT_RATE_PERCENT: '税率',
  PROMO_PRICE_OF_ITEMS_AMT_VAT_EXCL: '促销金额',
  DEPARTURE_COUNTRY: '发货国',
  ARRIVAL_COUNTRY: '收货国',
  SALE_DEPART_COUNTRY: '销售发货国',
  SALE_ARRIVAL_COUNTRY: '销售收货国',
  UNIQUE_ACCOUNT_IDENTIFIER: '卖家账户',
  SELLER_SKU: 'SKU',
  COST_PRICE_OF_ITEMS: '商品成本价',
};

const COLUMN_RE = new RegExp(`\\b(${Object.keys(COLUMN_ZH).sort((a, b) => b.length - a.length).join('|')})\\b`, 'g');

/** `message` with every known report column name replaced by its Chinese name (「订单号」). */
export function plainMessage(message: string): string {
  return message.replace(COLUMN_RE, (m) => `「${COLUMN_ZH[m]}」`);
}

/** A warning as a person reads it: title and meaning are locale keys (`calc.warn.<CODE>`, `declare.warnMeaning.<CODE>`). */
export interface ReadableWarning {
  /** The engine's code, for the support detail line only. */
  code: VatWarningCode;
  titleKey: string;
  meaningKey: string;
  /** The engine's message with column names in Chinese. */
  detail: string;
  rowCount: number;
  country?: string;
}

/** Codes with their own meaning sentence (`declare.warnMeaning.<CODE>`); others use `declare.warnMeaning.other`. */
const WARNING_MEANINGS: readonly VatWarningCode[] = [
  'PERIOD_MISMATCH',
  'OSS_NOT_REGISTERED',
  'UNCHOSEN_RETURN',
  'STOCK_WITHOUT_VAT_NUMBER',
  'B2B_INVALID_VAT',
  'VIES_PENDING',
  'BUYER_VAT_CHECK_FAILED',
  'MOVEMENT_WITHOUT_COST',
  'ROWS_SKIPPED',
  'FX_MISSING',
  'RATE_MISSING',
  'AMOUNT_INCONSISTENT',
  'UNSUPPORTED_TYPE',
  'REFUND_WITHOUT_SALE',
  'OUT_OF_SCOPE',
  'JURISDICTION_MISMATCH',
  'SCHEME_MISMATCH',
  'UNKNOWN_CODE',
  'VINE_FULL_PRICE',
  'RESPONSIBILITY_SWITCH',
  'BUYER_VAT_ENCRYPTED',
  'SELLER_VAT_ENCRYPTED',
  'EU_THRESHOLD_ASSUMED',
  'EU_THRESHOLD_UNANSWERED',
  'EU_THRESHOLD_EXCEEDED',
  'UK_RETURN_CHECK_FAILED',
  'TRANSFERS_CARRIED_FORWARD',
  'TRANSFERS_CARRIED_IN',
  'CARRIED_TO_FILED_PERIOD',
];

/** The warnings of a calculation as a person reads them (same order as the engine's). */
export function readableWarnings(warnings: readonly VatWarning[]): ReadableWarning[] {
  return warnings.map((w) => ({
    code: w.code,
    titleKey: `calc.warn.${w.code}`,
    meaningKey: WARNING_MEANINGS.includes(w.code) ? `declare.warnMeaning.${w.code}` : 'declare.warnMeaning.other',
    detail: plainMessage(w.message),
    rowCount: w.rowCount,
    ...(w.country ? { country: w.country } : {}),
  }));
}

// ---------------------------------------------------------------------------------- the period

/**
 * Whether a period can be filed on `today` (`YYYY-MM-DD`): `notEnded` while `today <= periodEnd`
 * (it can be prepared — data uploaded, calculated, confirmed — but not generated or submitted:
 * `TAX_PERIOD_NOT_ENDED` of the transition table, HMRC's own refusal), else `ready`. The start flow
 * labels an unended period with `declare.start.period.notEnded` instead of offering it as ready.
 */
export function periodReadiness(periodEnd: string, today: string): 'notEnded' | 'ready' {
  return today <= periodEnd ? 'notEnded' : 'ready';
}
