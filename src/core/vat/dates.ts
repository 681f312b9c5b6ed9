/**
 * Date helpers. Internally dates are integers `YYYYMMDD` (fast to compare in the row loop);
 * results use `YYYY-MM-DD` strings. Report dates are `DD-MM-YYYY` or `DD.MM.YYYY` (also accepted:
 * `DD/MM/YYYY`, `YYYY-MM-DD`, one-digit day/month, and a trailing time).
 */

import { lastDayOfMonth } from '../utils/date';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function dig(s: string, a: number, b: number): number {
  let v = 0;
  for (let i = a; i < b; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/** YYYYMMDD of a calendar date (years 1990-2100), or -1 when it does not exist. */
export function validDate(y: number, m: number, d: number): number {
  if (y < 1990 || y > 2100 || m < 1 || m > 12 || d < 1 || d > lastDayOfMonth(y, m)) return -1;
  return y * 10000 + m * 100 + d;
}

/** Parses a report date to YYYYMMDD; 0 for empty text, -1 when unreadable. */
export function parseReportDate(s: string): number {
  const n = s.length;
  if (n === 0) return 0;
  if (n >= 10) {
    const c2 = s.charCodeAt(2);
    if ((c2 === 45 || c2 === 46 || c2 === 47) && s.charCodeAt(5) === c2 && (n === 10 || s.charCodeAt(10) === 32 || s.charCodeAt(10) === 84)) {
      const d = dig(s, 0, 2);
      const m = dig(s, 3, 5);
      const y = dig(s, 6, 10);
      return d < 0 || m < 0 || y < 0 ? -1 : validDate(y, m, d);
    }
    if (s.charCodeAt(4) === 45 && s.charCodeAt(7) === 45 && (n === 10 || s.charCodeAt(10) === 32 || s.charCodeAt(10) === 84)) {
      const y = dig(s, 0, 4);
      const m = dig(s, 5, 7);
      const d = dig(s, 8, 10);
      return d < 0 || m < 0 || y < 0 ? -1 : validDate(y, m, d);
    }
  }
  const t = s.trim();
  const r = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})(?:[ T].*)?$/.exec(t);
  if (r) return validDate(Number(r[3]), Number(r[2]), Number(r[1]));
  return -1;
}

/** `YYYY-MM-DD` → YYYYMMDD, or -1. */
export function isoToInt(s: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s.trim());
  return m ? validDate(Number(m[1]), Number(m[2]), Number(m[3])) : -1;
}

/** YYYYMMDD → `YYYY-MM-DD`. */
export function intToIso(d: number): string {
  const y = Math.floor(d / 10000);
  const m = Math.floor(d / 100) % 100;
  const dd = d % 100;
  return `${y}-${m < 10 ? '0' : ''}${m}-${dd < 10 ? '0' : ''}${dd}`;
}

/** First day of the month of d. */
export function monthStart(d: number): number {
  return Math.floor(d / 100) * 100 + 1;
}

/** Last day of the month of d, YYYYMMDD (the integer form of `lastDayOfMonth` in `src/core/utils/date.ts`). */
export function monthEnd(d: number): number {
  const y = Math.floor(d / 10000);
  const m = Math.floor(d / 100) % 100;
  return Math.floor(d / 100) * 100 + lastDayOfMonth(y, m);
}

/** Quarter key of d: y*10+q (20251 = 2025-Q1). */
export function quarterOf(d: number): number {
  const y = Math.floor(d / 10000);
  const m = Math.floor(d / 100) % 100;
  return y * 10 + Math.floor((m - 1) / 3) + 1;
}

/** Quarter key → `YYYY-Qn`. */
export function quarterLabel(q: number): string {
  return `${Math.floor(q / 10)}-Q${q % 10}`;
}

/** Quarter key → last day YYYYMMDD. */
export function quarterEnd(q: number): number {
  const y = Math.floor(q / 10);
  const m = (q % 10) * 3;
  return monthEnd(y * 10000 + m * 100 + 1);
}

/** Quarter key → first day YYYYMMDD. */
export function quarterStart(q: number): number {
  const y = Math.floor(q / 10);
  const m = (q % 10) * 3 - 2;
  return y * 10000 + m * 100 + 1;
}

/** Parses ACTIVITY_PERIOD `YYYY-MON` (any case) to YYYYMM, or -1. */
export function parseActivityPeriod(s: string): number {
  const m = /^(\d{4})-([A-Za-z]{3})$/.exec(s.trim());
  if (!m) return -1;
  const i = MONTHS.indexOf(m[2].toUpperCase());
  return i < 0 ? -1 : Number(m[1]) * 100 + i + 1;
}
