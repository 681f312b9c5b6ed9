/**
 * The result of a calculation (= the CLI's `--json`, what the mock stores and the pages render):
 * the chosen returns (returns/), OSS (figures/oss.ts), the returns not chosen, the warnings
 * gathered while reading and the ones only the whole period tells (threshold, responsibility
 * switch, out of period, stock), the reconciliation, the rules applied (threshold and transfer
 * sentences) and the details of every row referenced anywhere. Also the inspection result.
 */
import { intToIso } from '../dates';
import { thresholdSentence } from '../threshold';
import { outOfPeriodReasons, transferRuleOf } from '../transfers';
import type { InspectResult, SkippedGroup, VatResult } from '../types';
import { listDetails } from './details';
import type { Engine } from './engine';
import { thresholdWarnings } from './figures/distance';
import { marketplaceCollectedOf } from './figures/marketplace';
import { buildOss } from './figures/oss';
import { carriedInPeriods, carriedParts, noCostErrors } from './figures/transfers';
import { periodFrom, periodTo } from './period';
import { responsibilityWarnings, stockWarnings } from './prefiling';
import { reconcile } from './reconcile';
import { buildCountry } from './returns/country';
import { buildUnchosen } from './returns/unchosen';
import type { WarnAgg } from './rows';
import { readErrorWarning, warn, warningList } from './warnings';

/** `counts` with the per-value counters copied in. */
function materialisedCounts(e: Engine): Engine['counts'] {
  e.counts.byType = e.byType.toObject();
  e.counts.byScheme = e.byScheme.toObject();
  e.counts.byTreatment = e.byTreatment.toObject();
  return e.counts;
}

/** The returns to compute: `countries` (+ `countryCode` first), else every country with figures (OSS last) and the deducts' countries. */
function chosenReturns(e: Engine): Set<string> {
  let countries = [...(e.opts.countries ?? [])].map((c) => c.toUpperCase());
  if (e.opts.countryCode && !countries.includes(e.opts.countryCode.toUpperCase())) countries.unshift(e.opts.countryCode.toUpperCase());
  if (!countries.length) {
    const set = new Set<string>();
    for (const b of e.buckets.values()) set.add(b.country);
    for (const d of e.opts.deducts ?? []) if (d.country) set.add(d.country.toUpperCase());
    countries = [...set].sort((p, q) => (p === 'OSS' ? 1 : q === 'OSS' ? -1 : p < q ? -1 : 1));
  }
  return new Set(countries.map((c) => (c === 'XI' ? 'GB' : c)));
}

/** PERIOD_MISMATCH warnings of the rows out of the period, one per true reason (issue #32: transfers.ts outOfPeriodReasons). */
function outOfPeriodWarnings(e: Engine, from: number, to: number): ReturnType<typeof outOfPeriodReasons> {
  const reasons = outOfPeriodReasons(e.oopDate, e.oopCarried, from, to);
  for (const o of reasons) {
    const k = o.reason === 'CARRIED_IN' ? 'oop-carried' : 'oop';
    warn(e, 'PERIOD_MISMATCH', k, o.message, null);
    const w = e.warns.get(`PERIOD_MISMATCH|${k}`) as WarnAgg;
    w.count = o.rowCount;
    w.refs = o.rows;
  }
  return reasons;
}

/** The full result (see the module comment). */
export function buildResult(e: Engine): VatResult {
  const from = periodFrom(e);
  const to = periodTo(e);
  const chosen = chosenReturns(e);
  const returns = [...chosen].filter((c) => c !== 'OSS').map((c) => buildCountry(e, c));
  const oss = chosen.has('OSS') ? buildOss(e) : null;
  const unchosen = buildUnchosen(e, chosen);
  thresholdWarnings(e, from, to);
  responsibilityWarnings(e);
  const oopReasons = outOfPeriodWarnings(e, from, to);
  const carried = carriedParts(e, from, to);
  readErrorWarning(e);
  stockWarnings(e);
  const warnings = warningList(e);
  const skipped: SkippedGroup[] = [...e.skipped.entries()].map(([reason, s]) => ({ reason, message: s.message, rows: s.refs, rowCount: s.count }));
  const files = e.files.map((f) => f.report);
  const res: VatResult = {
    period: { from: from ? intToIso(from) : '', to: to ? intToIso(to) : '', derived: !e.periodGiven },
    files,
    counts: materialisedCounts(e),
    returns,
    oss,
    marketplaceCollected: marketplaceCollectedOf(e),
    warnings,
    outOfPeriod: { rowCount: e.oop.count, rows: e.oop.refs, reasons: oopReasons },
    skipped,
    ratesUsed: [...e.ratesUsed.values()].sort((p, q) => (p.country < q.country ? -1 : 1)),
    exchangeRates: [...e.fxUsed.values()],
    sellerVatNumbers: Object.fromEntries([...e.sellerVat.entries()].sort()),
    unchosen,
    reconciliation: reconcile(e, chosen),
    rowDetails: [],
    errors: [...files.flatMap((f) => f.errors), ...noCostErrors(e)],
  };
  if (e.deemed.length) res.deemedSupply = e.deemed;
  const thr = thresholdSentence(e.plan, e.opts);
  if (thr) res.thresholdRule = thr;
  res.transferRule = transferRuleOf(e.transferInvoiceDay, carriedInPeriods(e));
  if (carried.forward) res.carriedForward = carried.forward;
  if (carried.carriedIn) res.carriedIn = carried.carriedIn;
  // row details for every referenced row, in first-reference order
  const details = res.rowDetails;
  for (const r of returns) {
    if (r.boxes) for (const f of Object.values(r.boxes)) listDetails(e, f.rows, details);
    for (const l of r.lines ?? []) listDetails(e, l.net.rows, details);
    const ecsl = r.ecsl ?? [];
    for (let x = 0; x < ecsl.length; x++) listDetails(e, ecsl[x].value.rows, details);
  }
  for (const l of oss?.lines ?? []) listDetails(e, l.net.rows, details);
  for (const l of oss?.corrections ?? []) listDetails(e, l.net.rows, details);
  for (const u of unchosen) listDetails(e, u.net.rows, details);
  for (const w of warnings) listDetails(e, w.rows, details);
  e.details.done.fill(0);
  return res;
}

/** The inspection result (inspectReport): files, counts, period, buyer and seller VAT numbers, currencies, errors, warnings. */
export function buildInspection(e: Engine): InspectResult {
  stockWarnings(e);
  const files = e.files.map((f) => f.report);
  const aps = new Set<string>();
  for (const f of files) for (const a of f.period.activityPeriods) aps.add(a.toUpperCase());
  return {
    files,
    counts: { rows: e.counts.rows, byType: materialisedCounts(e).byType, byScheme: e.counts.byScheme },
    period: {
      from: e.maxDate ? intToIso(e.minDate) : null,
      to: e.maxDate ? intToIso(e.maxDate) : null,
      activityPeriods: [...aps].sort(),
    },
    buyerVatNumbers: [...e.buyerVats].sort(),
    sellerVatNumbers: Object.fromEntries([...e.sellerVat.entries()].sort()),
    currencies: [...e.currencies].sort(),
    errors: files.flatMap((f) => f.errors),
    warnings: [...e.warns.values()].map((w) => ({ code: w.code, message: w.message, rows: w.refs, rowCount: w.count, ...(w.country ? { country: w.country } : {}) })),
  };
}
