/**
 * Carry-forward of transfers between periods in the mock (issue #32; the rule is the engine's,
 * src/core/vat/transfers.ts). A calculation whose seller chose Art. 69 without an invoice keeps the
 * transfers made in its period and taxable in the next one in its result (`carriedForward`: stored
 * with the calculation or the declaration); the calculation of the next period of the same seller
 * and VAT number gets them as `carriedIn` from the newest finished calculation of the period ending
 * the day before its start — the calculator's or a declaration's, whichever finished last (a newer
 * one without carried rows, e.g. recalculated with the default rule, carries none).
 *
 * The calculator (`_store/calc.ts`) and the declarations (`_store/declare.ts`) register their
 * finished calculations here as sources ({@link registerCarrySource}), so neither store imports
 * the other.
 */
import { carryKey, carriedToFiledWarning } from '../../src/core/vat/transfers';
import { isoToInt } from '../../src/core/vat/dates';
import type { CarriedForward, CarriedRow, VatResult, VatWarning } from '../../src/core/vat/types';

/** A finished calculation of one seller's VAT number and period, as carry-forward reads it. */
interface CarrySource {
  kind: 'calculation' | 'declaration';
  id: number;
  /** The seller (user id) the VAT number belongs to. */
  sellerId: number;
  country: string;
  vatNumber: string;
  companyName: string;
  periodStart: string;
  periodEnd: string;
  /** When its calculation finished (`YYYY-MM-DD HH:mm:ss`). */
  finishedAt: string;
  result: VatResult;
  /** A declaration's submission (`YYYY-MM-DD HH:mm:ss`), null while not filed; calculations: null. */
  submittedAt: string | null;
}

/** What a calculation is, for finding its neighbours: the seller, the return's country, VAT number and company, the period. */
export interface CarryWho {
  sellerId: number;
  country: string;
  vatNumber?: string;
  companyName?: string;
}

const sources: (() => CarrySource[])[] = [];

/** Registers a store's finished calculations as carry sources (called once per store module). */
export function registerCarrySource(list: () => CarrySource[]): void {
  sources.push(list);
}

/** `YYYY-MM-DD` moved by `days`. */
function shifted(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A VAT number without separators, upper case, with or without its country prefix matched alike. */
function sameVat(a: string, b: string): boolean {
  const n = (v: string) => v.replace(/[\s.-]/g, '').toUpperCase();
  const x = n(a);
  const y = n(b);
  return x === y || x.slice(2) === y || x === y.slice(2);
}

/** Whether `s` is a calculation of `who`: same seller and country, same VAT number (or, without one, the same company). */
function isOf(s: CarrySource, who: CarryWho): boolean {
  if (s.sellerId !== who.sellerId || s.country !== who.country) return false;
  if (who.vatNumber && s.vatNumber) return sameVat(s.vatNumber, who.vatNumber);
  return !!who.companyName && s.companyName === who.companyName;
}

/** The finished calculations of `who` whose period ends on `periodEnd` (or starts on `periodStart`), newest first. */
function neighbours(who: CarryWho, at: { periodEnd?: string; periodStart?: string }): CarrySource[] {
  return sources
    .flatMap((l) => l())
    .filter((s) => isOf(s, who) && (at.periodEnd === undefined || s.periodEnd === at.periodEnd) && (at.periodStart === undefined || s.periodStart === at.periodStart))
    .sort((p, q) => (p.finishedAt < q.finishedAt ? 1 : p.finishedAt > q.finishedAt ? -1 : 0));
}

/**
 * The transfers carried into the period starting `start` (`YYYY-MM-DD`) for `who`: the
 * `carriedForward` rows of the newest finished calculation of the period ending the day before
 * (empty when there is none, or when the newest carries none), and that source.
 */
export function carriedInFor(who: CarryWho, start: string): { rows: CarriedRow[]; from: CarrySource | null } {
  const prev = neighbours(who, { periodEnd: shifted(start, -1) })[0];
  return { rows: prev?.result.carriedForward?.entries ?? [], from: prev ?? null };
}

/** The key of a carried row (engine transfers.ts carryKey). */
function keyOf(c: CarriedRow): string {
  return carryKey(c.type, c.eventId, isoToInt(c.date), c.sku, c.qty, c.depart, c.arrival);
}

/**
 * Bad input (issue #32): the rows of `carried` (a result's carriedForward, period ending `end`)
 * that belong to a next period already FILED for `who` and are not in that filed return (its
 * calculation did not carry them in) — never added to it in silence: the warning names them and
 * proposes a correction (transfers.ts carriedToFiledWarning). Null when there is nothing to say.
 */
export function filedNextPeriodWarning(who: CarryWho, end: string, carried: CarriedForward | undefined): VatWarning | null {
  if (!carried?.entries.length) return null;
  const filed = neighbours(who, { periodStart: shifted(end, 1) }).find((s) => s.submittedAt);
  if (!filed) return null;
  const inFiled = new Set((filed.result.carriedIn?.entries ?? []).map(keyOf));
  const missing = carried.entries.filter((c) => !inFiled.has(keyOf(c)));
  if (!missing.length) return null;
  const keys = new Set(missing.map(keyOf));
  const rows = carried.rows.filter((r) => missing.some((c) => c.file === r.file && c.row === r.row && keys.has(keyOf(c))));
  return carriedToFiledWarning({ rowCount: missing.length, rows, entries: missing }, { from: filed.periodStart, to: filed.periodEnd, submittedAt: filed.submittedAt! });
}
