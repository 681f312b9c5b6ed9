/**
 * The next reporting deadline of an EPR registration, per register (issue #21 "the next reporting
 * deadline per register with days left"). Dates `YYYY-MM-DD`. Pure; relative imports only.
 *
 * Deadlines (day `0` = the last day of the month), with their sources (domain-facts D):
 * - German packaging (LUCID): the yearly quantity report and, above the thresholds, the completeness
 *   declaration by 15 May for the previous year (VerpackG §11; verpackungsregister.org FAQ 92, 94);
 * - German one-time plastic levy (DIVID): yearly quantity report by 15 May (Einwegkunststofffondsgesetz;
 *   recyclingmagazin.de 2025-05-05);
 * - German WEEE and batteries (stiftung ear): the yearly report by 30 April (ElektroG §27(2); BattDG
 *   yearly report) [UNVERIFIED: domain-facts D.3/D.4 give no date];
 * - French packaging, batteries and textiles: the yearly declaration by the end of February
 *   [UNVERIFIED, weak source per domain-facts D.5; textiles assumed alike];
 * - French WEEE: twice yearly, end of July and end of January [UNVERIFIED, D.5];
 * - French furniture: paid by 15 February [UNVERIFIED, D.5];
 * - Spain (all streams): the yearly report by 28 February [weak source, D.6; end of February here].
 */
import { lastDayOfMonth } from '../utils/date';
import type { EprServiceKey } from './services';

/** A yearly due day: month 1–12 and day (0 = the month's last day). */
export interface DueDay {
  month: number;
  day: number;
}

const MAY_15: DueDay = { month: 5, day: 15 };
const APR_30: DueDay = { month: 4, day: 30 };
const END_FEB: DueDay = { month: 2, day: 0 };

/** The yearly due days of each service's report (see the module comment for the sources). */
export const REPORT_DUE_DAYS: Record<EprServiceKey, readonly DueDay[]> = {
  dePack: [MAY_15],
  dePackTransfer: [MAY_15],
  dePlastic: [MAY_15],
  deWeee: [APR_30],
  deBatt: [APR_30],
  frPack: [END_FEB],
  frPackTransfer: [END_FEB],
  frWeee: [
    { month: 1, day: 0 },
    { month: 7, day: 0 },
  ],
  frBatt: [END_FEB],
  frSpin: [END_FEB],
  frFurn: [{ month: 2, day: 15 }],
  esPack: [END_FEB],
  esWeee: [END_FEB],
  esBatt: [END_FEB],
};

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
  const candidates = [year, year + 1].flatMap((y) => REPORT_DUE_DAYS[type].map((d) => dateOf(y, d))).sort();
  return candidates.find((c) => c >= today) ?? candidates[candidates.length - 1];
}

/** Whole days from `today` to `date` (both `YYYY-MM-DD`; negative when `date` is past). */
export function daysUntil(date: string, today: string): number {
  const ms = (s: string) => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));
  return Math.round((ms(date) - ms(today)) / 86_400_000);
}
