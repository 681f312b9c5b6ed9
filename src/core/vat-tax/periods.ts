/**
 * Filing periods and return due dates of a VAT number, by country — one pure function for the VAT
 * records area, the declaration workspace and the mock API (issue #9; facts: shared/design
 * domain-facts.md §A.2, for a business NOT established in the country, as our sellers are).
 *
 * Dates are `YYYY-MM-DD` strings (UTC calendar dates, no time zone). Due dates are the statutory
 * ones; a deadline on a weekend or public holiday is NOT moved here (DE moves it to the next working
 * day, §108(3) AO; the UK wants cleared funds by the last working day before unless paid by Faster
 * Payments) — the declaration workspace shows the statutory date and warns near weekends.
 */
import { lastDayOfMonth } from '../utils/date';

/** How often returns are filed. */
export type Frequency = 'monthly' | 'quarterly' | 'annual';

/** A filing period: first and last day, `YYYY-MM-DD`. */
export interface Period {
  start: string;
  end: string;
}

/** Countries whose due dates {@link dueDate} knows (the register and transfer countries of spec §9). */
export const DUE_DATE_COUNTRIES = ['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'AT', 'SE', 'BE'] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const lastDay = lastDayOfMonth;

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
  if (frequency === 'monthly') return { start: iso(y, m, 1), end: iso(y, m, lastDay(y, m)) };
  if (frequency === 'annual') return { start: iso(y, 1, 1), end: iso(y, 12, 31) };
  // A quarter starts on a month whose index (0-11) ≡ stagger - 1 (mod 3): stagger 1 → Jan/Apr/Jul/Oct.
  const offset = stagger - 1;
  const startIdx = y * 12 + (m - 1) - ((((m - 1 - offset) % 3) + 3) % 3);
  const startY = Math.floor(startIdx / 12);
  const startM = (startIdx % 12) + 1;
  const [endY, endM] = addMonths(startY, startM, 2);
  return { start: iso(startY, startM, 1), end: iso(endY, endM, lastDay(endY, endM)) };
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

/** The day `day` of the month `n` months after the month of `date` (clamped to the month's last day). */
function dayOfMonthAfter(date: string, n: number, day: number | 'last'): string {
  const [y, m] = parts(date);
  const [ty, tm] = addMonths(y, m, n);
  const last = lastDay(ty, tm);
  return iso(ty, tm, day === 'last' ? last : Math.min(day, last));
}

/**
 * The statutory due date of the return (and payment) of `period` in `country`, for a business not
 * established there, filing at `frequency`:
 *
 * | country | rule | source (domain-facts §A.2) |
 * |---|---|---|
 * | GB | 1 calendar month + 7 days after the period end | HMRC MTD obligations (hmrc/vat-api) |
 * | DE | the 10th of the month after the period | §18(1) UStG; Finanzamt BW |
 * | FR | the 19th of the month after the period | Avalara VATlive (non-resident CA3) |
 * | IT | monthly: the 16th of the next month; Q1–Q3: the 16th of the 2nd month after the quarter; Q4 and annual: 16 March | Agenzia Entrate "Paying VAT" |
 * | ES | quarterly: the 20th of the month after the quarter, Q4 on 30 January; monthly: the 30th of the next month (January's 30 for December) | AEAT modelo 303 instructions |
 * | PL, CZ | the 25th of the month after the period | podatki.gov.pl; financnisprava.cz |
 * | NL | the last day of the 2nd month after the period (non-established) | Belastingdienst, entrepreneurs not based in NL |
 * | AT | the 15th of the 2nd month after the period | BMF "preliminary VAT returns" |
 * | SE | the 12th of the 2nd month after the period (17th when that month is January or August) | Skatteverket |
 * | BE | monthly: the 20th of the next month; quarterly: the 25th of the month after the quarter (from 2025) | vatupdate 2025-02-07 |
 *
 * Annual returns (where a country allows them) use the same rule on the year as the period, except
 * IT (16 March). @throws Error for a country without a rule (the message names it).
 */
export function dueDate(country: string, period: Period, frequency: Frequency): string {
  const end = period.end;
  switch (country) {
    case 'GB': {
      const [y, m, d] = parts(end);
      const [ty, tm] = addMonths(y, m, 1);
      // "1 month + 7 days": the same day next month (clamped), then 7 days; a period ending on a
      // month end is due 7 days after the next month end (31 Mar → 7 May).
      const base = d === lastDay(y, m) ? iso(ty, tm, lastDay(ty, tm)) : iso(ty, tm, Math.min(d, lastDay(ty, tm)));
      return addDays(base, 7);
    }
    case 'DE':
      return dayOfMonthAfter(end, 1, 10);
    case 'FR':
      return dayOfMonthAfter(end, 1, 19);
    case 'IT': {
      if (frequency === 'monthly') return dayOfMonthAfter(end, 1, 16);
      const [y, m] = parts(end);
      if (frequency === 'annual' || m === 12) return iso(y + 1, 3, 16);
      return dayOfMonthAfter(end, 2, 16);
    }
    case 'ES': {
      if (frequency === 'monthly') return dayOfMonthAfter(end, 1, 30);
      const [y, m] = parts(end);
      if (m === 12) return iso(y + 1, 1, 30);
      return dayOfMonthAfter(end, 1, 20);
    }
    case 'PL':
    case 'CZ':
      return dayOfMonthAfter(end, 1, 25);
    case 'NL':
      return dayOfMonthAfter(end, 2, 'last');
    case 'AT':
      return dayOfMonthAfter(end, 2, 15);
    case 'SE': {
      const due = dayOfMonthAfter(end, 2, 12);
      const month = parts(due)[1];
      return month === 1 || month === 8 ? `${due.slice(0, 8)}17` : due;
    }
    case 'BE':
      return frequency === 'monthly' ? dayOfMonthAfter(end, 1, 20) : dayOfMonthAfter(end, 1, 25);
    default:
      throw new Error(`暂不支持计算 ${country} 的申报截止日`);
  }
}

/**
 * The usual filing frequency of a new non-established registration in `country` (what the mock seeds
 * and the registration wizard proposes): monthly in DE (new businesses; see the UNVERIFIED note in
 * domain-facts §A.2), FR, PL, CZ, BE; quarterly in GB, IT, ES, NL, AT, SE.
 */
export function defaultFrequency(country: string): Frequency {
  return ['DE', 'FR', 'PL', 'CZ', 'BE'].includes(country) ? 'monthly' : 'quarterly';
}
