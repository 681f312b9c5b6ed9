/**
 * Exchange rates for the VAT engine.
 *
 * The engine asks an {@link ExchangeRateProvider} for every conversion and names the rate, its
 * date and its source in the result (vat-engine.md "Currency"). The platform's exchange-rate call
 * implements the interface in production; the mock API and the CLI use {@link TableRateProvider}
 * over {@link MOCK_FX_TABLE}.
 *
 * MOCK TABLE — NOT OFFICIAL RATES. Month-end, ECB-style reference rates (units of the currency per
 * 1 EUR), 2019-01 … 2026-12, built from approximate quarter-end ECB values (from memory) and
 * interpolated linearly for the months in between; 2026 repeats the last known quarter. Realistic
 * enough for demos and tests, not for filing.
 */
import Big from 'big.js';
import { monthEndDate } from '../utils/date';

/** Publisher of each national rule's rates (fx-rules.ts), for source labels. */
const FX_RULE_PUBLISHER: Record<string, string> = {
  ECB_PERIOD_END: '欧洲央行',
  NBP_PREV_WORKDAY: '波兰国家银行 NBP',
  CNB_TAX_POINT: '捷克国家银行 ČNB',
  RIKSBANK_TAX_POINT: '瑞典央行 Riksbank',
  MNB_TAX_POINT: '匈牙利央行 MNB',
  BNR_TAX_POINT: '罗马尼亚央行 BNR',
  NATIONALBANKEN_TAX_POINT: '丹麦央行 Nationalbanken',
  HMRC_MONTHLY: 'HMRC 月度汇率',
};

/** A rate the provider returns: `rate` is a decimal string, 1 `from` = `rate` `to`; `date` is the table date `YYYY-MM-DD`. */
export interface FxQuote {
  rate: string;
  date: string;
  source: string;
}

/**
 * Pluggable exchange-rate source. `date` is `YYYY-MM-DD`; return the rate valid on that date
 * (for a month-end table: the latest entry on or before it), or `undefined` when unknown.
 *
 * `rateByRule` (optional; issue #20) answers for a national conversion rule (fx-rules.ts `FxRule`):
 * the rate the rule's source PUBLISHED for `date` exactly (the engine has already moved `date` to
 * the day the rule names, e.g. the NBP working day before the tax point), with `date` = the
 * publication date and `source` = the publisher; `undefined` when the source has no rate for that
 * day. Without it the engine accepts `rate()` only when its quote carries exactly the asked date.
 */
export interface ExchangeRateProvider {
  rate(from: string, to: string, date: string): FxQuote | undefined;
  rateByRule?(from: string, to: string, date: string, rule: string): FxQuote | undefined;
}

/** Quarter-end anchors per currency (per 1 EUR), index 0 = 2019-Q1 … 31 = 2026-Q4. */
const ANCHORS: Record<string, number[]> = {
  GBP: [0.8583, 0.8965, 0.8857, 0.8508, 0.8864, 0.9124, 0.9124, 0.899, 0.8521, 0.8581, 0.8605, 0.8403, 0.8459, 0.8582, 0.883, 0.8869, 0.8792, 0.8583, 0.8646, 0.8691, 0.8551, 0.8464, 0.8354, 0.8292, 0.8353, 0.8555, 0.8734, 0.876, 0.876, 0.876, 0.876, 0.876],
  PLN: [4.3006, 4.2496, 4.3782, 4.2568, 4.5506, 4.456, 4.5462, 4.5597, 4.6508, 4.5201, 4.6197, 4.5969, 4.6531, 4.6904, 4.8483, 4.6808, 4.67, 4.4388, 4.6283, 4.3395, 4.3123, 4.309, 4.2788, 4.275, 4.184, 4.2423, 4.2705, 4.22, 4.22, 4.22, 4.22, 4.22],
  SEK: [10.398, 10.5633, 10.7287, 10.4468, 11.0613, 10.4948, 10.5713, 10.0343, 10.2383, 10.111, 10.1683, 10.2503, 10.337, 10.73, 10.9335, 11.1218, 11.2805, 11.8055, 11.5325, 11.096, 11.525, 11.3595, 11.3, 11.459, 10.849, 11.1465, 11.0, 10.9, 10.9, 10.9, 10.9, 10.9],
  CZK: [25.802, 25.447, 25.731, 25.408, 27.312, 26.74, 27.233, 26.242, 26.143, 25.488, 25.495, 24.858, 24.375, 24.739, 24.549, 24.116, 23.485, 23.742, 24.387, 24.724, 25.305, 24.97, 25.14, 25.185, 25.0, 24.7, 24.3, 24.3, 24.3, 24.3, 24.3, 24.3],
  HUF: [320.7, 323.4, 334.7, 330.5, 359.1, 356.6, 365.1, 363.9, 363.7, 351.7, 360.2, 369.2, 369.6, 397.0, 422.3, 400.9, 381.0, 371.9, 390.0, 382.8, 395.6, 395.3, 398.6, 411.4, 403.0, 400.0, 392.0, 388.0, 388.0, 388.0, 388.0, 388.0],
  RON: [4.7608, 4.7343, 4.7496, 4.783, 4.8283, 4.8397, 4.8733, 4.8683, 4.922, 4.928, 4.9475, 4.949, 4.949, 4.9464, 4.949, 4.9495, 4.949, 4.9634, 4.9695, 4.9756, 4.9735, 4.9773, 4.9756, 4.9743, 4.977, 5.07, 5.08, 5.09, 5.09, 5.09, 5.09, 5.09],
  CHF: [1.1181, 1.1105, 1.0847, 1.0854, 1.0565, 1.0651, 1.0804, 1.0802, 1.107, 1.098, 1.083, 1.0331, 1.0267, 0.996, 0.9561, 0.9847, 0.9972, 0.9788, 0.9669, 0.926, 0.9766, 0.9634, 0.9439, 0.9412, 0.9531, 0.9347, 0.936, 0.93, 0.93, 0.93, 0.93, 0.93],
  USD: [1.1235, 1.138, 1.0889, 1.1234, 1.0956, 1.1198, 1.1708, 1.2271, 1.1725, 1.1884, 1.1579, 1.1326, 1.1101, 1.0387, 0.9748, 1.0666, 1.0875, 1.0866, 1.0594, 1.105, 1.0811, 1.0705, 1.1196, 1.0389, 1.0815, 1.172, 1.17, 1.16, 1.16, 1.16, 1.16, 1.16],
  DKK: [7.4652, 7.4636, 7.4662, 7.4715, 7.4606, 7.4526, 7.4423, 7.4409, 7.4373, 7.4362, 7.4357, 7.4364, 7.4378, 7.4392, 7.4365, 7.4365, 7.4485, 7.4474, 7.4564, 7.4529, 7.4582, 7.4573, 7.4565, 7.4578, 7.4605, 7.4609, 7.4628, 7.4685, 7.4685, 7.4685, 7.4685, 7.4685],
  NOK: [9.6590, 9.6938, 9.8953, 9.8638, 11.5100, 10.912, 11.0940, 10.4703, 9.9955, 10.1717, 10.1650, 9.9888, 9.7049, 10.3485, 10.5838, 10.5138, 11.3940, 11.7040, 11.2535, 11.2405, 11.6990, 11.3965, 11.7645, 11.7950, 11.4130, 11.8345, 11.70, 11.80, 11.80, 11.80, 11.80, 11.80],
  BGN: Array(32).fill(1.95583),
  HRK: Array(32).fill(7.5345),
};

const DECIMALS: Record<string, number> = { HUF: 2, BGN: 5 };

/** One table entry: month-end date `YYYY-MM-DD` and units of `currency` per 1 EUR. */
interface FxTableRow {
  date: string;
  currency: string;
  perEur: string;
}

function buildTable(): FxTableRow[] {
  const rows: FxTableRow[] = [];
  for (const [cur, q] of Object.entries(ANCHORS)) {
    for (let i = 0; i < 32; i++) {
      const y = 2019 + Math.floor(i / 4);
      const prev = i === 0 ? q[0] : q[i - 1];
      for (let k = 1; k <= 3; k++) {
        const m = (i % 4) * 3 + k;
        if (cur === 'HRK' && y >= 2023) continue;
        const v = prev + ((q[i] - prev) * k) / 3;
        rows.push({ date: monthEndDate(y, m), currency: cur, perEur: v.toFixed(DECIMALS[cur] ?? 4) });
      }
    }
  }
  return rows;
}

/** The mock/CLI month-end table (EUR base). Labelled mock: see the module comment. */
export const MOCK_FX_TABLE: readonly FxTableRow[] = buildTable();

/** First and last day (inclusive) of the mock's daily rates: the test periods (2024 and 2025). */
const MOCK_DAILY_RANGE = { from: '2024-01-01', to: '2025-12-31' } as const;

let daily: FxTableRow[] | null = null;

/**
 * MOCK DAILY TABLE — NOT OFFICIAL RATES (a stand-in like {@link MOCK_FX_TABLE}): a rate for every
 * working day (Monday to Friday) of {@link MOCK_DAILY_RANGE}, per currency, interpolated linearly
 * between the month-end values of {@link MOCK_FX_TABLE} (a month end that falls on a weekday has
 * exactly the month-end value). Central banks publish nothing on Saturdays and Sundays, so neither
 * does this table; national holidays are not left out (a rule that skips them never asks for them).
 * Built on first use.
 */
export function mockDailyTable(): readonly FxTableRow[] {
  if (daily) return daily;
  const out: FxTableRow[] = [];
  const byCur = new Map<string, FxTableRow[]>();
  for (const r of MOCK_FX_TABLE) {
    let l = byCur.get(r.currency);
    if (!l) byCur.set(r.currency, (l = []));
    l.push(r);
  }
  const start = Date.parse(`${MOCK_DAILY_RANGE.from}T00:00:00Z`);
  const end = Date.parse(`${MOCK_DAILY_RANGE.to}T00:00:00Z`);
  for (const [cur, list] of byCur) {
    list.sort((a, b) => (a.date < b.date ? -1 : 1));
    let k = 0;
    for (let t = start; t <= end; t += 86400000) {
      const dow = new Date(t).getUTCDay();
      if (dow === 0 || dow === 6) continue;
      const iso = new Date(t).toISOString().slice(0, 10);
      while (k < list.length - 1 && list[k + 1].date < iso) k++;
      const a = list[k];
      const b = list[k + 1];
      if (!a || !b || a.date > iso) continue;
      const ta = Date.parse(`${a.date}T00:00:00Z`);
      const tb = Date.parse(`${b.date}T00:00:00Z`);
      const v = Number(a.perEur) + ((Number(b.perEur) - Number(a.perEur)) * (t - ta)) / (tb - ta);
      out.push({ date: iso, currency: cur, perEur: v.toFixed(DECIMALS[cur] ?? 4) });
    }
  }
  daily = out;
  return out;
}

/** Source label of the mock daily rates per rule's publisher (stand-ins named as such). */
export const MOCK_DAILY_SOURCE = '一税模拟日汇率表（按各国规则取日，非官方；代替 {publisher}）';

/** Source label of the mock's stand-in for HMRC's monthly rates (fx-rules.ts HMRC_MONTHLY). */
const MOCK_HMRC_SOURCE = '一税模拟汇率表（代替 HMRC 月度汇率，取上月末汇率，非官方）';

/** Source label written into results for rates from {@link MOCK_FX_TABLE}. */
export const MOCK_FX_SOURCE = '一税模拟汇率表（欧洲央行式月末参考汇率，非官方）';

/**
 * Exchange-rate provider over a dated EUR-based table: the quote for `date` is the latest table
 * date on or before it (not older than 45 days); cross rates go through EUR and are rounded to 6 dp.
 */
export class TableRateProvider implements ExchangeRateProvider {
  private byCur = new Map<string, { date: string; perEur: string }[]>();

  /** `rows` defaults to {@link MOCK_FX_TABLE}; `source` names the table in results. */
  constructor(rows: readonly FxTableRow[] = MOCK_FX_TABLE, private source = MOCK_FX_SOURCE) {
    for (const r of rows) {
      let list = this.byCur.get(r.currency);
      if (!list) this.byCur.set(r.currency, (list = []));
      list.push({ date: r.date, perEur: r.perEur });
    }
    for (const l of this.byCur.values()) l.sort((a, b) => (a.date < b.date ? -1 : 1));
  }

  private find(cur: string, date: string): { date: string; perEur: string } | undefined {
    if (cur === 'EUR') return { date, perEur: '1' };
    const list = this.byCur.get(cur);
    if (!list) return undefined;
    let best: { date: string; perEur: string } | undefined;
    for (const e of list) {
      if (e.date <= date) best = e;
      else break;
    }
    if (!best) return undefined;
    const age = (Date.parse(date) - Date.parse(best.date)) / 86400000;
    return age > 45 ? undefined : best;
  }

  private dailyByCur: Map<string, Map<string, string>> | null = null;

  /**
   * See {@link ExchangeRateProvider.rateByRule}: the daily table's rate of exactly `date` (for the
   * mock: {@link mockDailyTable}; for a table given to the constructor: its rows of that date),
   * cross rates through EUR rounded to 6 dp; `source` names the rule's publisher as a stand-in.
   */
  rateByRule(from: string, to: string, date: string, rule: string): FxQuote | undefined {
    if (rule === 'HMRC_MONTHLY') return this.hmrcMonthly(from, to, date);
    if (!this.dailyByCur) {
      this.dailyByCur = new Map();
      const rows = this.source === MOCK_FX_SOURCE ? mockDailyTable() : [...this.byCur.entries()].flatMap(([currency, l]) => l.map((e) => ({ currency, date: e.date, perEur: e.perEur })));
      for (const r of rows) {
        let m = this.dailyByCur.get(r.currency);
        if (!m) this.dailyByCur.set(r.currency, (m = new Map()));
        m.set(r.date, r.perEur);
      }
    }
    const get = (c: string): string | undefined => (c === 'EUR' ? '1' : this.dailyByCur?.get(c)?.get(date));
    const a = get(from);
    const b = get(to);
    if (!a || !b) return undefined;
    const publisher = FX_RULE_PUBLISHER[rule] ?? rule;
    const source = this.source === MOCK_FX_SOURCE ? MOCK_DAILY_SOURCE.replace('{publisher}', publisher) : `${this.source}（${publisher}）`;
    return { rate: from === to ? '1' : new Big(b).div(a).round(6, Big.roundHalfUp).toString(), date, source };
  }

  /**
   * HMRC's monthly rate for the month starting `date` (`YYYY-MM-01`; issue #20, fx-rules.ts
   * HMRC_MONTHLY). HMRC sets each month's rates from the market rates of the penultimate Thursday
   * of the month before; this stand-in takes the table's month-end rate of the month before (the
   * mock's is {@link MOCK_FX_TABLE}, not official) and labels it as such. `date` = the month's first
   * day (from which the rate is valid); undefined when `date` is not a month's first day or the
   * table has no rate for the month before.
   */
  private hmrcMonthly(from: string, to: string, date: string): FxQuote | undefined {
    const m = /^(\d{4})-(\d{2})-01$/.exec(date);
    if (!m) return undefined;
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const prev = mo === 1 ? monthEndDate(y - 1, 12) : monthEndDate(y, mo - 1);
    const q = this.rate(from, to, prev);
    if (!q) return undefined;
    const source = this.source === MOCK_FX_SOURCE ? MOCK_HMRC_SOURCE : `${this.source}（HMRC 月度汇率）`;
    return { rate: q.rate, date, source };
  }

  /** See {@link ExchangeRateProvider.rate}. */
  rate(from: string, to: string, date: string): FxQuote | undefined {
    if (from === to) return { rate: '1', date, source: this.source };
    const a = this.find(from, date);
    const b = this.find(to, date);
    if (!a || !b) return undefined;
    const r = new Big(b.perEur).div(a.perEur).round(6, Big.roundHalfUp);
    const d = from === 'EUR' ? b.date : to === 'EUR' ? a.date : a.date < b.date ? a.date : b.date;
    return { rate: r.toString(), date: d, source: this.source };
  }
}
