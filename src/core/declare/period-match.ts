/**
 * Does an uploaded report belong to the declaration's period? (issue #19 "the upload step says at
 * once that the file's dates do not match the period, before the calculation".) Compares the
 * report's first and last transaction dates (min/max TRANSACTION_COMPLETE_DATE, `YYYY-MM-DD`, as
 * the local check `inspectReport` or the remote parse's `FileReport.period` give them) with the
 * period's first and last day (inclusive). Pure, relative imports only.
 */

/** An inclusive date range, both ends `YYYY-MM-DD`. */
interface DateRange {
  from: string;
  to: string;
}

/**
 * How a report's dates sit against the period:
 * - `inside`: every date within the period;
 * - `partial`: some within, some outside (rows outside are not the period's: the engine leaves them out);
 * - `outside`: no date within the period (the report is for another period: it adds nothing to this return);
 * - `unknown`: the report gave no dates (nothing to compare; the calculation will say more).
 */
export type PeriodMatch = 'inside' | 'partial' | 'outside' | 'unknown';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Compares `report` (its dates may be `null` when the file had none) with `period`. Dates compare
 * as `YYYY-MM-DD` strings (same order as the calendar).
 * @throws Error when the period is not two `YYYY-MM-DD` dates with `from` ≤ `to`
 */
export function matchReportPeriod(report: { from: string | null | undefined; to: string | null | undefined }, period: DateRange): PeriodMatch {
  if (!DATE.test(period.from) || !DATE.test(period.to) || period.from > period.to) throw new Error(`period-match: bad period ${period.from} ~ ${period.to}`);
  const from = report.from && DATE.test(report.from) ? report.from : undefined;
  const to = report.to && DATE.test(report.to) ? report.to : from;
  const start = from ?? to;
  if (!start || !to) return 'unknown';
  const [lo, hi] = start <= to ? [start, to] : [to, start];
  if (hi < period.from || lo > period.to) return 'outside';
  return lo >= period.from && hi <= period.to ? 'inside' : 'partial';
}
