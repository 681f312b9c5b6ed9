/**
 * Working days by country, for payment due dates (issue #19 "Amounts and dates as the tax office
 * counts them"): a deadline that falls on a Saturday, a Sunday or a public holiday of the country
 * moves to the next working day — where the country's pack declares that shift.
 *
 * The facts live in the country packs (`src/core/countries/<cc>.ts`, issue #31): `due.holidays`, the
 * official lists of public holidays written as rules (fixed dates and days counted from Easter
 * Sunday, Gregorian computus) so that any year works, each with its source (checked 2026-11-24
 * against the official pages and, for 2024–2030, the `date-holidays` 3.37.0 data set; where the tax
 * office serving a company established in China sits in a region with its own holidays, that
 * region's list: DE Berlin, ES Madrid), and `due.shift`, the legal basis of the shift (GB: none —
 * HMRC wants cleared funds by the last working day BEFORE a weekend or bank holiday unless paid by
 * Faster Payments, domain-facts §A.2). This file keeps the generic algorithms.
 */
import { present, vatCountry, VAT_PACKS, type HolidayCalendar } from '../countries';
import { addDays, dueDate, type Frequency, type Period } from '../vat-tax/periods';

/** Easter Sunday of `year` (`YYYY-MM-DD`), anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A country's holidays as its pack declares them, with the source (`src/core/countries/define.ts` `HolidayCalendar`). */
interface Calendar extends HolidayCalendar {
  source: string;
}

/** Official holiday lists by country (national, or the tax office's region), from the packs that declare them. */
const CALENDARS: Readonly<Record<string, Calendar>> = Object.fromEntries(
  VAT_PACKS.flatMap((p) => {
    const due = present(p.due);
    const cal = due ? present(due.holidays) : undefined;
    return cal ? [[p.code, { ...cal.value, source: cal.source.ref }]] : [];
  }),
);

const cache = new Map<string, Set<string>>();

/** Public holidays of `country` in `year` as `YYYY-MM-DD` (empty for a country without a calendar here). */
function publicHolidays(country: string, year: number): Set<string> {
  const key = `${country}:${year}`;
  let set = cache.get(key);
  if (!set) {
    const cal = CALENDARS[country];
    const easter = easterSunday(year);
    set = new Set(cal ? [...cal.fixed.map((md) => `${year}-${md}`), ...cal.easter.map((n) => addDays(easter, n)), ...(cal.extra?.(year) ?? [])] : []);
    cache.set(key, set);
  }
  return set;
}

/** Whether `date` (`YYYY-MM-DD`) is a working day in `country`: not a Saturday, a Sunday or one of its public holidays. */
export function isWorkingDay(country: string, date: string): boolean {
  const w = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (w === 0 || w === 6) return false;
  return !publicHolidays(country, Number(date.slice(0, 4))).has(date);
}

/** `date` itself when it is a working day in `country`, else the next working day (`YYYY-MM-DD`). */
export function nextWorkingDay(country: string, date: string): string {
  let d = date;
  for (let i = 0; i < 14 && !isWorkingDay(country, d); i += 1) d = addDays(d, 1);
  return d;
}

/**
 * The due date of a return's payment as the tax office counts it: the statutory date of
 * `dueDate()` (`src/core/vat-tax/periods.ts`), moved to the next working day of the country when it
 * falls on a weekend or public holiday and the country's pack declares that shift (`due.shift`; GB
 * does not: see the file docstring). `YYYY-MM-DD`.
 * @throws Error for a country `dueDate()` does not know.
 */
export function workingDueDate(country: string, period: Period, frequency: Frequency): string {
  const statutory = dueDate(country, period, frequency);
  const pack = vatCountry(country);
  const due = pack ? present(pack.due) : undefined;
  return due && present(due.shift) ? nextWorkingDay(country, statutory) : statutory;
}
