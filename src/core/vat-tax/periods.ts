/**
 * Filing periods and return due dates of a VAT number, by country — one pure function for the VAT
 * records area, the declaration workspace and the mock API (issue #9; facts: shared/design
 * domain-facts.md §A.2, for a business NOT established in the country, as our sellers are).
 *
 * The country facts (due rules, default frequencies) live in the country packs
 * (`src/core/countries/<cc>.ts`, issue #31); this file keeps the generic period and calendar
 * arithmetic and applies a pack's rule.
 *
 * Dates are `YYYY-MM-DD` strings (UTC calendar dates, no time zone). Due dates are the statutory
 * ones; a deadline on a weekend or public holiday is NOT moved here (`workingDueDate` of
 * src/core/declare/holidays.ts moves it where the pack declares the shift).
 */
import { present, vatCountry, DECLARE_COUNTRY_CODES, type DueCalendar } from '../countries';
import { lastDayOfMonth } from '../utils/date';

/** How often returns are filed. */
export type Frequency = 'monthly' | 'quarterly' | 'annual';

/** A filing period: first and last day, `YYYY-MM-DD`. */
export interface Period {
  start: string;
  end: string;
}

/** Countries whose due dates {@link dueDate} knows: the packs that declare a due rule and supported frequencies (`DECLARE_COUNTRY_CODES` of src/core/countries). */
export const DUE_DATE_COUNTRIES: readonly string[] = DECLARE_COUNTRY_CODES;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

function parts(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`日期格式应为 YYYY-MM-DD：${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** `(y, m)` moved by `n` months (m 1-12). */
function addMonths(y: number, m: number, n: number): [number, number] {
  const idx = y * 12 + (m - 1) + n;
  return [Math.floor(idx / 12), (idx % 12) + 1];
}

/** The day `date` plus `days` (may be negative). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (positive when `b` is later). */
export function daysBetween(a: string, b: string): number {
  const [ya, ma, da] = parts(a);
  const [yb, mb, db] = parts(b);
  return Math.round((Date.UTC(yb, mb - 1, db) - Date.UTC(ya, ma - 1, da)) / 86_400_000);
}

/**
 * The period of `frequency` that contains `date`. Quarters are calendar quarters, except for a UK
 * number in stagger group 2 (quarters ending Apr/Jul/Oct/Jan) or 3 (May/Aug/Nov/Feb): HMRC's
 * stagger groups (gpg-accountants; domain-facts §A.2). Stagger 1 (Mar/Jun/Sep/Dec) is the default.
 */
export function periodOf(date: string, frequency: Frequency, stagger: 1 | 2 | 3 = 1): Period {
  const [y, m] = parts(date);
  if (frequency === 'monthly') return { start: iso(y, m, 1), end: iso(y, m, lastDayOfMonth(y, m)) };
  if (frequency === 'annual') return { start: iso(y, 1, 1), end: iso(y, 12, 31) };
  // A quarter starts on a month whose index (0-11) ≡ stagger - 1 (mod 3): stagger 1 → Jan/Apr/Jul/Oct.
  const offset = stagger - 1;
  const startIdx = y * 12 + (m - 1) - ((((m - 1 - offset) % 3) + 3) % 3);
  const startY = Math.floor(startIdx / 12);
  const startM = (startIdx % 12) + 1;
  const [endY, endM] = addMonths(startY, startM, 2);
  return { start: iso(startY, startM, 1), end: iso(endY, endM, lastDayOfMonth(endY, endM)) };
}

/** The period right after `p` (same frequency). */
export function nextPeriod(p: Period, frequency: Frequency, stagger: 1 | 2 | 3 = 1): Period {
  return periodOf(addDays(p.end, 1), frequency, stagger);
}

/**
 * Every period of `frequency` from the one containing `from` up to the one containing `to`
 * (inclusive), oldest first. The first period may start before `from` (a number effective mid-period
 * files for the whole period it became effective in).
 */
export function periodsBetween(from: string, to: string, frequency: Frequency, stagger: 1 | 2 | 3 = 1): Period[] {
  const out: Period[] = [];
  if (from > to) return out;
  let p = periodOf(from, frequency, stagger);
  while (p.start <= to) {
    out.push(p);
    p = nextPeriod(p, frequency, stagger);
  }
  return out;
}

/**
 * The day `day` (`'last'` = the month's last day) of the month `n` months after the month of `date`,
 * clamped to the month's last day (`2026-01-31`, 1, 30 → `2026-02-28`).
 */
function dayOfMonthAfter(date: string, n: number, day: number | 'last'): string {
  const [y, m] = parts(date);
  const [ty, tm] = addMonths(y, m, n);
  const last = lastDayOfMonth(ty, tm);
  return iso(ty, tm, day === 'last' ? last : Math.min(day, last));
}

/** The same day `n` months after `date`; a month's last day stays a month's last day (`2026-03-31`, 1 → `2026-04-30`; `2026-02-28`, 1 → `2026-03-31`). */
function sameDayMonthsAfter(date: string, n: number): string {
  const [y, m, d] = parts(date);
  const [ty, tm] = addMonths(y, m, n);
  return d === lastDayOfMonth(y, m) ? iso(ty, tm, lastDayOfMonth(ty, tm)) : iso(ty, tm, Math.min(d, lastDayOfMonth(ty, tm)));
}

/** The calendar arithmetic the packs' due rules use (src/core/countries/define.ts `DueCalendar`). */
export const DUE_CALENDAR: DueCalendar = { dayOfMonthAfter, sameDayMonthsAfter, addDays };

/**
 * The statutory due date of the return (and payment) of `period` in `country`, for a business not
 * established there, filing at `frequency`: the due rule of the country's pack
 * (`src/core/countries/<cc>.ts` `due.rule`, with its text and source there; e.g. GB 1 calendar month
 * + 7 days after the period end, DE the 10th of the next month, NL the last day of the 2nd month).
 * `YYYY-MM-DD`. @throws Error for a country not in {@link DUE_DATE_COUNTRIES}: no pack, no due rule,
 * or no frequency the period engine supports (the message names the country and the pack's reason).
 */
export function dueDate(country: string, period: Period, frequency: Frequency): string {
  const pack = vatCountry(country);
  const due = pack ? present(pack.due) : undefined;
  if (!pack || !due || !DECLARE_COUNTRY_CODES.includes(country)) {
    const why = pack && !due ? (pack.due as { none: string }).none : pack ? (pack.frequencies as { none: string }).none : '';
    throw new Error(`暂不支持计算 ${country} 的申报截止日${why ? `：${why}` : ''}`);
  }
  return due.rule.value.due(period, frequency, DUE_CALENDAR);
}

/**
 * The usual filing frequency of a new non-established registration in `country` (what the mock seeds
 * and the records area propose): the pack's `frequencies.default` for a country the declaration
 * workspace files (`DECLARE_COUNTRY_CODES`: monthly in DE — see the UNVERIFIED note in domain-facts
 * §A.2 —, FR, PL, CZ, BE; quarterly in GB, IT, ES, NL, AT, SE); quarterly for any other country (no
 * pack, or a pack without a due rule or without a frequency the period engine supports), as before
 * the packs. The VAT service's first frequency (JP annual) is `firstFilingFrequency` of
 * src/core/vat-service.
 */
export function defaultFrequency(country: string): Frequency {
  const pack = DECLARE_COUNTRY_CODES.includes(country) ? vatCountry(country) : undefined;
  const f = pack ? present(pack.frequencies) : undefined;
  return f ? f.value.default : 'quarterly';
}
