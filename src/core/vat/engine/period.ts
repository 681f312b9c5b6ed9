/**
 * The period of a calculation (vat-engine.md rule 1: a row belongs to the period of its
 * TRANSACTION_COMPLETE_DATE; an intra-EU transfer to that of its tax point, transfers.ts) and the
 * rows left out of it. Dates are YYYYMMDD integers.
 */
import { monthEnd, monthStart } from '../dates';
import type { RowRef } from '../types';
import { addRef } from './details';
import type { Engine } from './engine';
import type { FileState } from './rows';

/** The period's first day: the given start date, else the first day of the month of the earliest row (0 = no row). */
export function periodFrom(e: Engine): number {
  if (e.from > 0) return e.from;
  return e.maxDate ? monthStart(e.minDate) : 0;
}

/** The period's last day: the given end date, else the last day of the month of the latest row (0 = no row). */
export function periodTo(e: Engine): number {
  if (e.to < 99999999) return e.to;
  return e.maxDate ? monthEnd(e.maxDate) : 0;
}

/** Counts a row in the period (its file's and the calculation's in-period counts). */
export function countInPeriod(e: Engine, fs: FileState): void {
  fs.inPeriod++;
  e.counts.inPeriod++;
}

/**
 * Counts a row out of the period (result.outOfPeriod, by reason): `carriedAgain` = a transfer of the
 * reports already carried in from the previous period (issue #32: placed once, as carried in), else
 * a row whose transaction is outside the period. Returns true (the row is done with).
 */
export function countOutOfPeriod(e: Engine, fs: FileState, r: RowRef, carriedAgain = false): boolean {
  e.counts.outOfPeriod++;
  addRef(e, e.oop, r);
  const agg = carriedAgain ? e.oopCarried : e.oopDate;
  agg.count++;
  if (agg.refs.length < e.cap) agg.refs.push(r);
  return true;
}
