/**
 * VAT date rules: Japan first declare date default, Spain / Italy annual
 * report deadlines, next-year option.
 *
 * Source: spec §5 "Validation rules" and §9 "Business constants and limits".
 * Dates are evaluated in the browser's local time zone.
 */
import dayjs, { type Dayjs } from 'dayjs';

/** Accepted date inputs of the helpers below. */
type DateInput = Dayjs | Date;

function toDayjs(date?: DateInput): Dayjs {
  return date === undefined ? dayjs() : dayjs(date);
}

/**
 * Month (1-12) and day of the Japan first declare date default (28 Feb).
 * Source: spec §9 "Japan first declare date default: 28 February of next year".
 */
const JAPAN_FIRST_DECLARE_MONTH_DAY = { month: 2, day: 28 } as const;

/**
 * Default `firstDeclareDate` for Japan: 28 February of the year after `today`,
 * formatted `YYYY-MM-DD` (e.g. today 2024-06-01 → `'2025-02-28'`).
 * `today` defaults to now. Source: spec §9.
 */
export function japanFirstDeclareDefault(today?: DateInput): string {
  const year = toDayjs(today).year() + 1;
  const { month, day } = JAPAN_FIRST_DECLARE_MONTH_DAY;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Annual report deadlines (month 1-12, day): Spain 30 Jan, Italy 30 Apr of the
 * current year. Source: spec §5.
 */
const ANNUAL_REPORT_DEADLINES = {
  ES: { month: 1, day: 30 },
  IT: { month: 4, day: 30 },
} as const;

/** Country with an annual report deadline. Source: spec §5. */
type AnnualReportCountry = keyof typeof ANNUAL_REPORT_DEADLINES;

/**
 * True if the annual report of `country` may still be filed on `date`
 * (default now), i.e. the calendar day is strictly before the deadline of that
 * year. DOUBT: spec §5 says "allowed only before 30 Jan / 30 Apr"; the
 * deadline day itself is treated as NOT allowed.
 */
export function isAnnualReportAllowed(country: AnnualReportCountry, date?: DateInput): boolean {
  const d = toDayjs(date);
  const { month, day } = ANNUAL_REPORT_DEADLINES[country];
  const m = d.month() + 1;
  return m < month || (m === month && d.date() < day);
}

/** Spain annual report allowed (before 30 Jan of the current year). Source: spec §5. */
export function isSpainAnnualReportAllowed(date?: DateInput): boolean {
  return isAnnualReportAllowed('ES', date);
}

/** Italy annual report allowed (before 30 Apr of the current year). Source: spec §5. */
export function isItalyAnnualReportAllowed(date?: DateInput): boolean {
  return isAnnualReportAllowed('IT', date);
}

/** Year value for which the next-year option is disabled (current year + 1). Source: spec §5. */
const NEXT_YEAR_OPTION_DISABLED_YEAR = 2025;

/**
 * True if the "next year" option is disabled: `currentYear + 1 === 2025`.
 * `currentYear` defaults to the current calendar year. Source: spec §5.
 */
export function isNextYearOptionDisabled(currentYear: number = dayjs().year()): boolean {
  return currentYear + 1 === NEXT_YEAR_OPTION_DISABLED_YEAR;
}

