/**
 * Date helpers. Source: spec §9 "Date helper adds 1 day as YYYY-MM-DD".
 */
import dayjs, { type Dayjs } from 'dayjs';

/** Date format used by the API and the date helpers. Source: spec §9. */
export const DATE_FORMAT = 'YYYY-MM-DD';

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
