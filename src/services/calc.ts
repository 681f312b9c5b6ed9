/**
 * Calls of the tax calculation (issue 5). The spec does not name these paths; they are ours and
 * the mock (`mock/calc.ts`) implements them with the real VAT engine.
 */
import { api } from '@/request/api';
import type { VatResult } from '@/core/vat/types';
import type { ReportParse } from '@/core/calc/types';
import type { CalcBasicData } from '@/core/calc/model';
import type { CalcFiling, CalcRegistration } from '@/core/calc/registrations';
import type { AppRequestOptions, Paged } from '@/request/types';
import type { ExportTask } from '@/core/list/export';

export type { ReportParse };

/** Status of a calculation. */
export type CalcStatus = 'pending' | 'running' | 'done' | 'failed';

/** A calculation in the list (`payable` of the main country's return, decimal string, in `currency`). */
export interface CalcSummary {
  id: number;
  userId: number;
  userName: string;
  countryCode: { key: string; text: string };
  taxPeriodType: string;
  startDate: string;
  endDate: string;
  companyName: string;
  status: CalcStatus;
  fileCount: number;
  payable: string | null;
  currency: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** A calculation with its basic data, per-file parse codes and the engine's result (when `done`). */
export interface CalcDetail extends CalcSummary {
  basic: CalcBasicData;
  /** Per file: parse code (spec §4), Chinese errors, counts by type and scheme (when parsed). */
  files: { key: string; name: string; size: number; status: number; errors: string[]; counts?: { rows: number; byType: Record<string, number>; byScheme: Record<string, number> } }[];
  result: VatResult | null;
  error: string | null;
  /** Issue #20: each return's filing frequency with its source (VAT records / the country's usual frequency / OSS by law). */
  registrations?: CalcRegistration[];
  /** Issue #20: over a calendar quarter, each return due in it per registration; null otherwise. */
  filings?: CalcFiling[] | null;
}

/** An exchange rate row: 1 EUR = `perEur` `currency` on `date` (month end). */
export interface ExchangeRateRow {
  date: string;
  currency: string;
  perEur: string;
  base: string;
  source: string;
}

/**
 * `POST /api/calc-report/parse` `{ key }`: asks the API to parse an uploaded report; resolves with
 * status 0. Failures are not shown (`skipErrorHandler`; the upload list shows them at the file)
 * unless `opts` says otherwise.
 */
export function startReportParse(key: string, opts?: AppRequestOptions) {
  return api.post<ReportParse>('/api/calc-report/parse', { key }, { skipErrorHandler: true, ...opts });
}

/** `GET /api/calc-report/parse?keys=`: remote parse states of uploaded reports (failures not shown, as above). */
export function getReportParses(keys: string[], opts?: AppRequestOptions) {
  return api.get<ReportParse[]>('/api/calc-report/parse', { keys: keys.join(',') }, { skipErrorHandler: true, ...opts });
}

/**
 * `POST /api/calculate-tax`: creates a calculation from the basic data and the uploaded files;
 * resolves with its id. Validation failures reject with `body.data.field` naming the field; they
 * are not toasted (`skipErrorMessage`, the form shows them at the field) unless `opts` says otherwise.
 */
export function createCalculation(data: CalcBasicData, opts?: AppRequestOptions) {
  return api.post<{ id: number; status: CalcStatus }>('/api/calculate-tax', data, { skipErrorMessage: true, ...opts });
}

/** `GET /api/calculate-tax/:id`: one calculation with its result. */
export function getCalculation(id: number | string, opts?: AppRequestOptions) {
  return api.get<CalcDetail>(`/api/calculate-tax/${id}`, undefined, opts);
}

/** Filters of {@link listCalculations}: paging (`page` from 1, `perPage`), country, status, agent `users` (comma-joined ids). */
export interface CalcListQuery {
  page?: number;
  perPage?: number;
  countryCode?: string;
  status?: string;
  users?: string;
}

/**
 * `GET /api/calculate-tax`: the user's calculations, paged. An agent sees their clients', narrowed
 * by `users` (comma-joined ids; without it, the session's belonging-user filter applies).
 */
export function listCalculations(params: CalcListQuery = {}, opts?: AppRequestOptions) {
  return api.get<Paged<CalcSummary>>('/api/calculate-tax', params, opts);
}

/** `DELETE /api/calculate-tax/:id`: removes one calculation; resolves `true`. */
export function deleteCalculation(id: number, opts?: AppRequestOptions) {
  return api.del<boolean>(`/api/calculate-tax/${id}`, undefined, opts);
}

/** Filters of {@link listExchangeRates}: currency (ISO 4217), dates `YYYY-MM-DD`, paging. */
export interface ExchangeRateQuery {
  currency?: string;
  from?: string;
  to?: string;
  page?: number;
  perPage?: number;
}

/** `GET /api/exchange-rate`: the exchange rates the calculations use, by currency and date range; `currencies` lists every currency. */
export function listExchangeRates(params: ExchangeRateQuery = {}, opts?: AppRequestOptions) {
  return api.get<Paged<ExchangeRateRow> & { currencies: string[] }>('/api/exchange-rate', params, opts);
}

/**
 * `GET /api/calculate-tax/export-all?<the list's filters>` (our path; spec §4 asynchronous export):
 * starts an `.xlsx` export of every calculation matching the filters; resolves with `{ taskId }`.
 */
export function exportCalculations(params: Omit<CalcListQuery, 'page' | 'perPage'> = {}, opts?: AppRequestOptions) {
  return api.get<{ taskId: string }>('/api/calculate-tax/export-all', params, opts);
}

/** `GET /api/calculate-tax/export-result?taskId=`: the export's state, progress and, when done, the file's signed `url`. */
export function calculationsExportResult(taskId: string, opts?: AppRequestOptions) {
  return api.get<ExportTask>('/api/calculate-tax/export-result', { taskId }, opts);
}
