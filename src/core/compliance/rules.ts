/**
 * The field rules of the compliance wizard's services (issue #33 "no silent correction"; spec §3
 * "Agent services each have expectValidDate, year (1-5)", §9 year options 1 to 5): ONE check per
 * rule, returning a locale key of the `compliance` area or `null`, shown at the field by the wizard
 * (`toAntdRule`) and answered in Chinese by the mock's contract (./api.ts) — a value out of range is
 * refused with a message saying why, never clamped or dropped. Pure; relative imports only.
 */
import { isBlankValue, type RuleResult } from '../rules';

/** Shortest and longest service length, whole years (spec §9 "year options 1 to 5"). */
const SERVICE_YEARS = { min: 1, max: 5 } as const;

/**
 * Rule of a service length: a whole number of years from 1 to 5 (a number or its digits). Blank →
 * `compliance.info.year.required`; 6, 0, 2.5 or text → `compliance.info.year.invalid` (says the range).
 */
export function checkServiceYears(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'compliance.info.year.required';
  const s = String(v).trim();
  if (!/^\d+$/.test(s)) return 'compliance.info.year.invalid';
  const n = Number(s);
  return n >= SERVICE_YEARS.min && n <= SERVICE_YEARS.max ? null : 'compliance.info.year.invalid';
}

/** Today as `YYYY-MM-DD` in the local time zone (the seller's calendar day; the mock runs in the same zone). */
export function localToday(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** Whether `s` is a real calendar date `YYYY-MM-DD`. */
function isRealDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * Rule of a service's expected start date `YYYY-MM-DD` (a dayjs value is formatted first): required,
 * a real date, and not before `today` (a representative's mandate starts today or later; a past
 * date is refused with that reason — `compliance.info.start.past` — never dropped).
 */
export function checkStartDate(v: unknown, today: string): RuleResult {
  if (isBlankValue(v)) return 'compliance.info.start.required';
  const s = typeof v === 'object' && v && typeof (v as { format?: unknown }).format === 'function' ? String((v as { format: (f: string) => string }).format('YYYY-MM-DD')) : String(v).trim();
  if (!isRealDate(s)) return 'compliance.info.start.invalid';
  return s < today ? 'compliance.info.start.past' : null;
}
