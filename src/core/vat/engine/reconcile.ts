/**
 * The reconciliation (issue #13 "Nothing left out"; types.ts `Reconciliation`): rows in = rows
 * placed. Every row of the files is unreadable, out of the period, or in it; every in-period row is
 * at exactly one place — the bucket that is its place (a chosen return, OSS, or a return not
 * chosen), the marketplace-collected totals, a movement (valued or without a cost), left out for
 * want of an exchange rate, out of scope, a row without a VAT figure, skipped (with the reason), or
 * carried forward to the next period (issue #32). Transfers carried in from the previous period are
 * counted beside the files' rows (`carriedIn`) and placed like them.
 */
import type { Reconciliation, ReconciliationPlace } from '../types';
import type { Engine } from './engine';

/** The order places are listed in. */
const PLACE_ORDER: ReconciliationPlace['place'][] = ['return', 'oss', 'marketplace', 'unchosen', 'movement', 'movementWithoutCost', 'carriedForward', 'noExchangeRate', 'outOfScope', 'noVatFigure', 'skipped'];

/** Where every row went, for the returns `chosen` (ISO-2 codes and `OSS`); see the module comment. */
export function reconcile(e: Engine, chosen: Set<string>): Reconciliation {
  const places = new Map<string, ReconciliationPlace>();
  const put = (place: ReconciliationPlace['place'], n: number, country?: string): void => {
    if (n <= 0) return;
    const k = `${place}|${country ?? ''}`;
    const p = places.get(k);
    if (p) p.rowCount += n;
    else places.set(k, country === undefined ? { place, rowCount: n } : { place, country, rowCount: n });
  };
  // sales / refunds by country first (there may be a bucket per EC Sales List customer)
  const placedBy = new Map<string, number>();
  const fxBy = new Map<string, number>();
  for (const b of e.buckets.values()) {
    if (!b.prim) continue;
    const m = e.fxFailed.size && e.fxFailed.has(b) ? fxBy : placedBy;
    m.set(b.country, (m.get(b.country) ?? 0) + b.prim);
  }
  for (const [c, n] of placedBy) {
    if (c === 'OSS') put(chosen.has('OSS') ? 'oss' : 'unchosen', n, chosen.has('OSS') ? undefined : 'OSS');
    else put(chosen.has(c) ? 'return' : 'unchosen', n, c);
  }
  for (const [c, n] of fxBy) put('noExchangeRate', n, c);
  let mp = 0;
  for (const a of e.mpc.values()) mp += a.count;
  put('marketplace', mp);
  for (const [c, n] of e.movements) put('movement', n, c);
  put('movementWithoutCost', e.movementNoCost);
  put('carriedForward', e.carriedOut.length);
  put('outOfScope', e.outScope.count);
  put('noVatFigure', e.noVatFigure);
  put('skipped', e.counts.skipped - e.unreadable);
  const list = [...places.values()].sort(
    (p, q) => PLACE_ORDER.indexOf(p.place) - PLACE_ORDER.indexOf(q.place) || ((p.country ?? '') < (q.country ?? '') ? -1 : (p.country ?? '') > (q.country ?? '') ? 1 : 0),
  );
  const placed = list.reduce((n, p) => n + p.rowCount, 0);
  const { rows, inPeriod, outOfPeriod } = e.counts;
  const carriedIn = e.carriedInAgg.count;
  return {
    rows,
    ...(carriedIn ? { carriedIn } : {}),
    unreadable: e.unreadable,
    outOfPeriod,
    inPeriod,
    places: list,
    placed,
    balanced: rows + carriedIn === e.unreadable + outOfPeriod + inPeriod && placed === inPeriod,
  };
}
