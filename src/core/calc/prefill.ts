/**
 * Prefill of the tax-calculation form from its address (issue #9: the overdue list's "去申报" opens
 * `/user/calculate-tax?countryCode=GB&startDate=2026-01-01&endDate=2026-03-31`). Pure; what it
 * cannot trust it leaves out, so the form keeps its defaults for it. Relative imports only.
 */
import { CALC_COUNTRIES, type TaxPeriodType } from './model';
import { lastDayOfMonth } from '../utils/date';

/** What the address may preset: the return's country, the period type and the period's dates (`YYYY-MM-DD`), the company and its VAT number. */
interface CalcPrefill {
  countryCode?: string;
  taxPeriodType?: TaxPeriodType;
  startDate?: string;
  endDate?: string;
  companyName?: string;
  vatNumber?: string;
}

/** Longest company name the form takes (its field's limit). */
const COMPANY_MAX = 100;

/** `YYYY-MM-DD` of a real calendar day, else `undefined`. */
function calendarDay(v: string | null): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec((v ?? '').trim());
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? m[0] : undefined;
}


/**
 * The period type of whole months from `start` (a 1st) to `end` (a month's last day): 1 month →
 * `month`, 3 → `quarter` (also a UK stagger quarter such as Feb–Apr), 12 → `year`; otherwise `undefined`.
 */
export function periodTypeOf(start: string, end: string): TaxPeriodType | undefined {
  const [sy, sm, sd] = start.split('-').map(Number);
  const [ey, em, ed] = end.split('-').map(Number);
  if (sd !== 1 || ed !== lastDayOfMonth(ey, em)) return undefined;
  const months = ey * 12 + em - (sy * 12 + sm) + 1;
  return months === 1 ? 'month' : months === 3 ? 'quarter' : months === 12 ? 'year' : undefined;
}

/**
 * Reads `countryCode` (a country the calculator offers, any case), `startDate` and `endDate` (real
 * dates, start not after end; both or neither), `companyName` (at most 100 characters, no control
 * characters) and `vatNumber` (letters and digits, spaces dropped, upper case; the form checks its
 * digits) from a query string (`location.search`, with or without `?`, or `URLSearchParams`). The
 * period type follows from the dates when they span a month, a quarter or a year.
 * @example parseCalcPrefill('?countryCode=gb&startDate=2026-01-01&endDate=2026-03-31')
 *   // → { countryCode: 'GB', startDate: '2026-01-01', endDate: '2026-03-31', taxPeriodType: 'quarter' }
 */
export function parseCalcPrefill(search: string | URLSearchParams): CalcPrefill {
  const q = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const out: CalcPrefill = {};
  const country = (q.get('countryCode') ?? '').trim().toUpperCase();
  if (CALC_COUNTRIES.some((c) => c.key === country)) out.countryCode = country;
  const start = calendarDay(q.get('startDate'));
  const end = calendarDay(q.get('endDate'));
  if (start && end && start <= end) {
    out.startDate = start;
    out.endDate = end;
    const type = periodTypeOf(start, end);
    if (type) out.taxPeriodType = type;
  }
  const company = (q.get('companyName') ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (company && [...company].length <= COMPANY_MAX && !/[\u0000-\u001f\u007f]/.test(company)) out.companyName = company;
  const vat = (q.get('vatNumber') ?? '').replace(/\s+/g, '').toUpperCase();
  if (/^[A-Z]{2}[A-Z0-9]{2,18}$/.test(vat)) out.vatNumber = vat;
  return out;
}

/**
 * The address of the tax calculation prefilled with `p` (what {@link parseCalcPrefill} reads), e.g.
 * for an overdue period: `/user/calculate-tax?countryCode=GB&startDate=2026-01-01&endDate=2026-03-31`
 * (then `companyName` and `vatNumber` when given).
 */
export function calcPrefillUrl(p: { countryCode: string; startDate: string; endDate: string; companyName?: string; vatNumber?: string }): string {
  const q = new URLSearchParams({ countryCode: p.countryCode, startDate: p.startDate, endDate: p.endDate });
  if (p.companyName) q.set('companyName', p.companyName);
  if (p.vatNumber) q.set('vatNumber', p.vatNumber);
  return `/user/calculate-tax?${q.toString()}`;
}
