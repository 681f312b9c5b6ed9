/**
 * Calls of the tax calculation (issue 5). The spec does not name these paths; they are ours and
 * the mock (`mock/calc.ts`) implements them with the real VAT engine.
 */
import { request } from '@umijs/max';
import type { FileReport, VatResult } from '@/core/vat/types';
import type { CalcBasicData } from '@/core/calc/model';
import type { Paged } from '@/request/types';

/** Remote parse of one uploaded report: `status` 0 parsing, 5 succeeded, 10 failed (spec §4); `errors` Chinese. */
export interface ReportParse {
  key: string;
  name: string;
  size: number;
  status: number;
  report?: FileReport;
  counts?: { rows: number; byType: Record<string, number>; byScheme: Record<string, number> };
  errors: string[];
  warnings: string[];
  createdAt: string;
}

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
}

/** An exchange rate row: 1 EUR = `perEur` `currency` on `date` (month end). */
export interface ExchangeRateRow {
  date: string;
  currency: string;
  perEur: string;
  base: string;
  source: string;
}

/** `POST /api/calc-report/parse` `{ key }`: asks the API to parse an uploaded report; resolves with status 0. */
export function startReportParse(key: string) {
  return request<ReportParse>('/api/calc-report/parse', { method: 'POST', data: { key }, skipErrorHandler: true });
}

/** `GET /api/calc-report/parse?keys=`: remote parse states of uploaded reports. */
export function getReportParses(keys: string[]) {
  return request<ReportParse[]>('/api/calc-report/parse', { method: 'GET', params: { keys: keys.join(',') }, skipErrorHandler: true });
}

/**
 * `POST /api/calculate-tax`: creates a calculation from the basic data and the uploaded files;
 * resolves with its id. Validation failures reject with `body.data.field` naming the field.
 */
export function createCalculation(data: CalcBasicData) {
  return request<{ id: number; status: CalcStatus }>('/api/calculate-tax', { method: 'POST', data, skipErrorMessage: true });
}

/** `GET /api/calculate-tax/:id`: one calculation with its result. */
export function getCalculation(id: number | string, opts: { quiet?: boolean } = {}) {
  return request<CalcDetail>(`/api/calculate-tax/${id}`, { method: 'GET', skipErrorMessage: opts.quiet });
}

/** `GET /api/calculate-tax`: the user's calculations, paged (`page`, `perPage`; agent: `users` comma-joined). */
export function listCalculations(params: { page?: number; perPage?: number; countryCode?: string; status?: string; users?: string }) {
  return request<Paged<CalcSummary>>('/api/calculate-tax', { method: 'GET', params });
}

/** `DELETE /api/calculate-tax/:id`. */
export function deleteCalculation(id: number) {
  return request<boolean>(`/api/calculate-tax/${id}`, { method: 'DELETE' });
}

/** `GET /api/exchange-rate`: the exchange rates the calculations use, by currency and date range. */
export function listExchangeRates(params: { currency?: string; from?: string; to?: string; page?: number; perPage?: number }) {
  return request<Paged<ExchangeRateRow> & { currencies: string[] }>('/api/exchange-rate', { method: 'GET', params });
}
