/**
 * Row references and drill-down details: a figure or warning keeps the first `cap` references of
 * its rows, and the detail of a row (date, type, countries, amounts, treatment) is formatted only
 * when a reference to it is kept and the row is shown in the result (result.rowDetails).
 */
import { intToIso } from '../dates';
import { fmt2 } from '../money';
import type { RowDetail, RowRef, Treatment } from '../types';
import type { Engine } from './engine';
import { Detail, detailIndexOf, Ref, type Agg, type MRow } from './rows';
import { DetailStore } from './stores';

/** Counts row `r` in `agg` and keeps its reference while fewer than `cap` are kept (with the row's pending detail). */
export function addRef(e: Engine, agg: Agg, r: RowRef): void {
  agg.count++;
  if (agg.refs.length < e.cap) {
    agg.refs.push(r);
    flushDetail(e, r);
  }
}

/** Sets the pending detail of the row being applied (amounts in units; built into the detail store only when one of its references is kept). */
export function setPendingDetail(e: Engine, m: MRow, net: number, vat: number, gross: number, t: Treatment, taxCountry: string | null): void {
  e.pm = m;
  e.pNet = net;
  e.pVat = vat;
  e.pGross = gross;
  e.pT = t;
  e.pTc = taxCountry;
}

/** Stores the pending detail of reference `r`'s row, once (a reference kept for the first time). */
export function flushDetail(e: Engine, r: RowRef): void {
  const m = e.pm;
  if (!m || m.ref !== r || !(r instanceof Ref) || r.detailIndex() >= 0) return;
  r.setDetailIndex(e.details.add(m, e.pNet, e.pVat, e.pGross, e.pT, e.pTc));
}

/** `intToIso`, cached (few distinct dates). */
function isoOf(e: Engine, d: number): string {
  let s = e.isoCache.get(d);
  if (s === undefined) {
    s = intToIso(d);
    e.isoCache.set(d, s);
  }
  return s;
}

/** `fmt2(u)` (units → "12.34"), cached while fewer than 100,000 distinct values are seen. */
function amountText(e: Engine, u: number): string {
  let s = e.amountTexts.get(u);
  if (s === undefined) {
    s = fmt2(u);
    if (e.amountTexts.size < 100_000) e.amountTexts.set(u, s);
  }
  return s;
}

/** The RowDetail of detail `i` of the store, the detail of reference `r` (its file, row and order id). */
function rowDetail(e: Engine, i: number, r: RowRef): RowDetail {
  const p = e.details;
  const net = p.net[i];
  const vat = p.vat[i];
  const gross = p.gross[i];
  return new Detail(
    r,
    isoOf(e, p.date[i]),
    p.strs,
    i * DetailStore.STRIDE,
    Number.isNaN(net) ? null : amountText(e, net),
    Number.isNaN(vat) ? null : amountText(e, vat),
    Number.isNaN(gross) ? null : amountText(e, gross),
  );
}

/**
 * Appends to `out` the details of the rows of `rows` not yet listed (first-reference order; a
 * pending detail is formatted once, marked `done`). An index loop (this runs once, mostly before
 * the optimising compiler has it: no iterator object per step).
 */
export function listDetails(e: Engine, rows: RowRef[], out: RowDetail[]): void {
  const done = e.details.done;
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k];
    const i = detailIndexOf(r);
    if (i >= 0 && done[i] === 0) {
      done[i] = 1;
      out.push(rowDetail(e, i, r));
    }
  }
}
