/**
 * Amounts into a return's currency and the tax of a rated line (issue #20).
 *
 * - Exchange rates by national rule (fx-rules.ts): OSS — the ECB rate of the period's last day
 *   (Art. 366(2)); PL — NBP, last Polish working day before the tax point (art. 31a ust. 1); CZ — ČNB
 *   of the tax-point day (§ 38 odst. 1) or the seller's fixed annual rate (§ 38 odst. 2); GB —
 *   HMRC's monthly rate of the tax point's month (VAT Notice 700 § 7.7); SE, HU, RO, DK their
 *   central banks at the tax point; the euro states one consistent period-end rate. A missing rate
 *   leaves the amounts out (FX_MISSING), never a neighbouring day's rate.
 * - Tax from the converted base (Art. 83, 91(1); PL art. 31a, art. 106e ust. 11; CZ §§ 37–38;
 *   DE § 12 UStG): national.ts `taxOfBase`.
 */
import { intToIso } from '../dates';
import type { FxQuote } from '../fx';
import { FX_RULE_ZH, fxRuleFor, perTaxPoint, rateDays, type FxRule } from '../fx-rules';
import { convertUnits, roundCents } from '../money';
import { taxOfBase } from '../national';
import type { RowRef } from '../types';
import type { Engine } from './engine';
import type { Bucket, ConvBucket } from './rows';

/** The exchange-rate rule of return `ret` (fx-rules.ts; CZ with `fxFixed.CZ` → the fixed annual rate), cached. */
export function fxRuleOf(e: Engine, ret: string): FxRule {
  let r = e.rules.get(ret);
  if (r === undefined) {
    r = fxRuleFor(ret, !!e.opts.fxFixed?.[ret]);
    e.rules.set(ret, r);
  }
  return r;
}

/** Whether amounts of return `ret` in another currency are converted row by row at their tax point's rate. */
export function convertsPerTaxPoint(e: Engine, ret: string): boolean {
  return perTaxPoint(fxRuleOf(e, ret));
}

/** `@YYYYMMDD`: the tax-point tag of a bucket converted at its own day's rate (cached per date). */
export function taxPointTag(e: Engine, d: number): string {
  let t = e.tags.get(d);
  if (t === undefined) e.tags.set(d, (t = `@${d}`));
  return t;
}

/** The rate source's quote converting `from` into `to` under `rule` (see {@link exchangeRate}); `asked` = the day named in a missing-rate warning. */
function quoteFor(e: Engine, from: string, to: string, date: number, usedFor: string, rule: FxRule, taxPoint: number): { q: FxQuote | undefined; asked: string } {
  let q: FxQuote | undefined;
  let asked = intToIso(date);
  if (rule === 'PERIOD_END' || rule === 'ECB_PERIOD_END') {
    q = e.provider.rate(from, to, asked);
  } else if (rule === 'CNB_FIXED_ANNUAL') {
    asked = intToIso(taxPoint);
    const fixed = e.opts.fxFixed?.[usedFor]?.[from];
    if (fixed) q = { rate: fixed, date: `${String(taxPoint).slice(0, 4)}-01-01`, source: '卖家选定的全年固定汇率（ZDPH § 38 odst. 2）' };
  } else {
    const days = rateDays(rule, taxPoint, date);
    asked = intToIso(days[0]);
    for (const d of days) {
      const ds = intToIso(d);
      const p = e.provider.rateByRule ? e.provider.rateByRule(from, to, ds, rule) : e.provider.rate(from, to, ds);
      if (p && p.date === ds) {
        q = p;
        break;
      }
    }
  }
  return { q, asked };
}

/**
 * The rate converting `from` into `to` for `usedFor` under `rule` (fx-rules.ts): period rules at
 * `date` (the period's / quarter's last day), tax-point rules at the days `rateDays` names for the
 * tax point `taxPoint`, the fixed annual rate from `VatOptions.fxFixed`. Records the rate with the
 * rows it served (result.exchangeRates); null with an FX_MISSING warning naming currency, date and
 * rule when the source has no rate for the day (the amounts are left out, never converted at a guessed rate).
 */
function exchangeRate(e: Engine, from: string, to: string, date: number, usedFor: string, refs: RowRef[], count: number, rule: FxRule = 'PERIOD_END', taxPoint = 0): string | null {
  if (from === to) return '1';
  const { q, asked } = quoteFor(e, from, to, date, usedFor, rule, taxPoint);
  if (!q) {
    const k = `FX_MISSING|${from}>${to}|${asked}|${rule}`;
    let w = e.warns.get(k);
    if (!w) {
      const tp = taxPoint ? `（纳税义务发生日 ${intToIso(taxPoint)}）` : '';
      w = { code: 'FX_MISSING', message: `没有 ${from}→${to} 在 ${asked} 的汇率${tp}，汇率规则：${FX_RULE_ZH[rule]}：相关金额未计入 ${usedFor} 申报（不按估计汇率计算），请补充该日汇率后重新计算`, count: 0, refs: [] };
      e.warns.set(k, w);
    }
    w.count += count;
    for (const r of refs) if (w.refs.length < e.cap) w.refs.push(r);
    return null;
  }
  const k = `${from}|${to}|${q.date}|${usedFor}|${rule}`;
  let u = e.fxUsed.get(k);
  if (!u) e.fxUsed.set(k, (u = { from, to, rate: q.rate, date: q.date, source: q.source, usedFor, rule, rows: [], rowCount: 0 }));
  u.rowCount = (u.rowCount ?? 0) + count;
  const rows = u.rows ?? [];
  // a row is in one bucket per return, so the rows of one rate and return are distinct
  for (const r of refs) {
    if (rows.length >= e.cap) break;
    rows.push(r);
  }
  return q.rate;
}

/**
 * A bucket's amounts in `to` (units) for return `usedFor` (`OSS…` for the OSS return and its
 * corrections), or null when there is no rate (the bucket is then counted at `noExchangeRate`).
 * A bucket tagged with its tax point (`@YYYYMMDD`, buckets.ts emit) is converted at that day's
 * rate; the others at `date` (the period's or quarter's last day).
 */
export function convertBucket(e: Engine, b: Bucket, to: string, date: number, usedFor: string): { net: number; vat: number } | null {
  // already in the return's currency (the rate would be 1, nothing recorded): most buckets
  if (b.currency === to) return { net: b.net, vat: b.vat };
  const rule = fxRuleOf(e, usedFor.startsWith('OSS') ? 'OSS' : usedFor);
  const at = b.extra.lastIndexOf('@');
  const taxPoint = at >= 0 ? Number(b.extra.slice(at + 1)) : date;
  const rate = exchangeRate(e, b.currency, to, date, usedFor, b.refs, b.count, at >= 0 || rule === 'CNB_FIXED_ANNUAL' || rule === 'ECB_PERIOD_END' ? rule : 'PERIOD_END', taxPoint);
  if (rate === null) {
    e.fxFailed.add(b);
    return null;
  }
  return { net: convertUnits(b.net, rate), vat: convertUnits(b.vat, rate) };
}

/**
 * VAT of a rated line (units) from its buckets. Tax from the base (issue #20; Art. 91(1) and
 * Art. 83: the taxable amount is converted into the national currency, then the rate applies;
 * PL art. 31a, CZ §§ 37–38): the self-assessed acquisitions always, and every line with amounts the
 * ENGINE converted (a bucket still in another currency than the return's) — the net converted once,
 * × rate, rounded to the cent (national.ts taxOfBase). Lines made only of amounts in the return
 * currency (the invoice's own VAT, or Amazon's VAT_INV_CONVERTED_AMT, the tax the invoice states
 * in the national currency: Art. 230) keep the invoices' VAT sum, as rule 2 takes it.
 */
export function lineVat(g: ConvBucket[], rate: string, kind: string, cur: string): number {
  const fromBase = rate !== '' && (kind === 'acquisition' || g.some((c) => c.b.currency !== cur));
  if (!fromBase) return g.reduce((s, c) => s + c.vat, 0);
  return taxOfBase(roundCents(g.reduce((s, c) => s + c.net, 0)), rate);
}

/** Σ over rates of {@link lineVat} (units) of the buckets of `kinds` (UK box 1 / box 2). */
export function taxByRate(conv: ConvBucket[], kinds: string[], cur: string): number {
  const by = new Map<string, ConvBucket[]>();
  for (const c of conv) {
    if (!kinds.includes(c.b.kind)) continue;
    let g = by.get(c.b.rate);
    if (!g) by.set(c.b.rate, (g = []));
    g.push(c);
  }
  let v = 0;
  for (const [rate, g] of by) v += lineVat(g, rate, g[0].b.kind === 'acquisition' ? 'acquisition' : 'domestic', cur);
  return v;
}
