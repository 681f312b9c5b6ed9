/**
 * Date helpers. Source: spec §9 "Date helper adds 1 day as YYYY-MM-DD".
 */
import dayjs, { type Dayjs } from 'dayjs';

/** Date format used by the API and the date helpers. Source: spec §9. */
const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * The day after `date`, formatted `YYYY-MM-DD` (local time). Accepts a Dayjs,
 * Date, timestamp (ms) or a date string dayjs can parse (e.g. `'2024-02-28'`
 * → `'2024-02-29'`). Returns `''` for an invalid or missing date instead of
 * dayjs's `'Invalid Date'`.
 */
export function addOneDay(date: Dayjs | Date | string | number | null | undefined): string {
  if (date === null || date === undefined || date === '') return '';
  const d = dayjs(date);
  return d.isValid() ? d.add(1, 'day').format(DATE_FORMAT) : '';
}

const LAST_DAYS = new Map<number, number>();

/**
 * The last day (28–31) of month `month` (1–12) of `year` (0–9999), by dayjs's `daysInMonth`:
 * `lastDayOfMonth(2024, 2)` → 29, `lastDayOfMonth(2023, 2)` → 28, `lastDayOfMonth(2026, 4)` → 30.
 * The one month-end helper of the console (calculator periods, VAT due dates, the FX table's month
 * ends, the VAT engine's date check, EPR and invoice periods, service end dates); the guard rail
 * `tests/unit/guardrails/one-way.test.ts` refuses a second one. `NaN` for a month outside 1–12 or a
 * year outside 0–9999 (not integers included), so a comparison with a day of the month is false
 * rather than a wrong date. Answers are remembered per month (the VAT engine asks once per row).
 */
export function lastDayOfMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 0 || year > 9999) return NaN;
  const key = year * 100 + month;
  let day = LAST_DAYS.get(key);
  if (day === undefined) {
    day = dayjs(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`).daysInMonth();
    LAST_DAYS.set(key, day);
  }
  return day;
}

/**
 * The last date of month `month` (1–12) of `year` as `YYYY-MM-DD` (`monthEndDate(2024, 2)` →
 * `'2024-02-29'`), from {@link lastDayOfMonth}; `''` for a month or year it refuses.
 */
export function monthEndDate(year: number, month: number): string {
  const day = lastDayOfMonth(year, month);
  if (Number.isNaN(day)) return '';
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
