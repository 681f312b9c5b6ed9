/**
 * 一税 VAT engine — public entry. Pure TypeScript (no React/umi, no Node built-ins; the Node file
 * adapter is `./node`), so it runs in a browser Web Worker, the mock API and Node.
 *
 * Rules: /shared/design/vat-engine.md (row rules 1-6, UK nine boxes, EU domestic return, OSS).
 * Amounts in results are decimal strings in major units ("12.30"); dates `YYYY-MM-DD`.
 *
 * Drill-down: every figure carries `rows` (file, row, TRANSACTION_EVENT_ID; at most
 * `options.maxRowsPerFigure`, default 1000, with `rowCount` and `rowsTruncated`), and
 * `result.rowDetails` holds date, type, countries, amounts, currency and treatment of every row
 * referenced anywhere in the result (once each). Use {@link rowsFor} to get the details of one
 * figure, {@link rowDetailOf} for one row. For a figure with more rows than the cap, run again with a higher cap.
 *
 * Nothing is left out: `result.unchosen` lists the returns with figures that were not asked for
 * (per country, or `OSS`: net, VAT, rows), and `result.reconciliation` shows where every row went
 * (rows in = rows placed, per place). Pre-filing checks are warnings with stable codes and their
 * rows; a UK return carries HMRC's validation in `returns[].checks` (see checks.ts).
 */
import { Engine } from './engine';
import type { Figure, InspectResult, ReportInput, RowDetail, VatHooks, VatOptions, VatResult } from './types';

export * from './types';
export { fromBlob, fromBytes, fromText } from './input';
export { TableRateProvider, MOCK_FX_TABLE, MOCK_FX_SOURCE, MOCK_DAILY_SOURCE, mockDailyTable } from './fx';
export { calculateQuarter, returnsDue, parseRegistration, validateRegistration } from './quarter';
export type { Registration, QuarterResult } from './quarter';
export { VAT_RATES } from './rates';
export { FATAL_ERROR_CODES, isFatalError } from './fatal';
export { checkUkReturn, checkVatNumber, checkVatNumberJsvat, looksEncrypted, viesStatus, VIES_NOT_CHECKED } from './checks';
export type { UkBoxValues } from './checks';
export { thresholdPlan, taxedAtOrigin } from './threshold';

/**
 * Reads the reports and computes the returns.
 *
 * - `inputs`: files of the period (and, for refund linking, earlier periods: their rows are
 *   out of period but their sales give refunds their treatment — rule 3).
 * - `options`: seller profile and tax-calculation fields ({@link VatOptions}).
 * - `hooks.onProgress`: called about every MB per file with bytes and rows read;
 *   `hooks.rateProvider`: exchange rates (default: the mock month-end table).
 *
 * Never throws for bad file content (errors are in `result.files[i].errors` / `result.errors`,
 * one bad file does not stop the others; an archive entry inflating beyond the limit is refused
 * with TOO_LARGE). Throws `Error` (Chinese message) only for invalid options (dates not
 * `YYYY-MM-DD` — `startDate`, `endDate`, `oss.from`, `euThresholdCrossedOn` —, start after end,
 * unreadable cost/deduct amounts).
 *
 * The result places every row (`reconciliation`): chosen returns (`returns`, GB ones with
 * HMRC's `checks`), `oss`, `marketplaceCollected`, returns not chosen (`unchosen`), or a named
 * place without figures; Art. 59c threshold options: `euThresholdUnder`, `euThresholdCrossedOn`,
 * `euDestinationOption` (threshold.ts).
 */
export async function calculateVat(inputs: ReportInput[], options: VatOptions = {}, hooks: VatHooks = {}): Promise<VatResult> {
  const engine = new Engine(options, hooks);
  await engine.read(inputs, hooks);
  return engine.result();
}

/**
 * Local check of one or more files before upload: layout, row counts, period (min/max
 * TRANSACTION_COMPLETE_DATE and ACTIVITY_PERIOD values), counts by type and scheme, buyer VAT
 * numbers (for a VIES check), seller VAT numbers, currencies, errors and warnings (unknown codes,
 * stock without VAT number). Cheaper than {@link calculateVat}: no classification, no returns.
 */
export async function inspectReport(input: ReportInput | ReportInput[], hooks: VatHooks = {}): Promise<InspectResult> {
  const engine = new Engine({}, hooks, true);
  await engine.read(Array.isArray(input) ? input : [input], hooks);
  return engine.inspection();
}

/** `result.rowDetails` by `"<file>#<row>"`, built on first use and kept per result (the list is not changed after the engine returns it). */
const detailIndex = new WeakMap<RowDetail[], Map<string, RowDetail>>();

function indexOf(details: RowDetail[]): Map<string, RowDetail> {
  let m = detailIndex.get(details);
  if (!m) {
    m = new Map();
    for (const d of details) m.set(`${d.file}#${d.row}`, d);
    detailIndex.set(details, m);
  }
  return m;
}

/** The detail of row `row` (spreadsheet row number, header = 1) of file `file`, or undefined when the result references no such row. */
export function rowDetailOf(result: Pick<VatResult, 'rowDetails'>, file: string, row: number): RowDetail | undefined {
  return indexOf(result.rowDetails).get(`${file}#${row}`);
}

/** Details of the rows behind one figure (those referenced in `figure.rows` and present in `result.rowDetails`), in the figure's order. */
export function rowsFor(result: Pick<VatResult, 'rowDetails'>, figure: Figure): RowDetail[] {
  const idx = indexOf(result.rowDetails);
  const out: RowDetail[] = [];
  for (const r of figure.rows) {
    const d = idx.get(`${r.file}#${r.row}`);
    if (d) out.push(d);
  }
  return out;
}
