/**
 * The next reporting deadline of an EPR registration, per register (issue #21 "the next reporting
 * deadline per register with days left"). Dates `YYYY-MM-DD`. Pure; relative imports only.
 *
 * The due days are declared per service (`reportDueDays` of its record, ./services/<country>.ts, which
 * give each date with its source; day `0` = the last day of the month).
 */
import { lastDayOfMonth } from '../utils/date';
import type { DueDay } from './define';
import { EPR_SERVICES, type EprServiceKey } from './services';

const pad = (n: number) => String(n).padStart(2, '0');

function dateOf(year: number, d: DueDay): string {
  const day = d.day === 0 ? lastDayOfMonth(year, d.month) : d.day;
  return `${year}-${pad(d.month)}-${pad(day)}`;
}

/**
 * The first report due date of service `type` on or after `today` (`YYYY-MM-DD`).
 * @example nextReportDeadline('dePack', '2026-11-24') → '2027-05-15'
 */
export function nextReportDeadline(type: EprServiceKey, today: string): string {
  const year = Number(today.slice(0, 4));
  const candidates = [year, year + 1].flatMap((y) => EPR_SERVICES[type].reportDueDays.map((d) => dateOf(y, d))).sort();
  return candidates.find((c) => c >= today) ?? candidates[candidates.length - 1];
}

/** Whole days from `today` to `date` (both `YYYY-MM-DD`; negative when `date` is past). */
export function daysUntil(date: string, today: string): number {
  const ms = (s: string) => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));
  return Math.round((ms(date) - ms(today)) / 86_400_000);
}
