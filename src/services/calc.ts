/**
 * Calls of the tax calculation (issue 5). The spec does not name these paths; they are ours and
 * the mock (`mock/calc.ts`) implements them with the real VAT engine. The calculator's tax-rate
 * lookup at a third-party host is at the end of this file ({@link fetchTaxRates}).
 */
import { api } from '@/request/api';
import { VAT_RATES } from '@/core/vat/rates';
import type { ExternalClient } from '@/request/external';
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

/*
 * Tax-rate lookup (spec §7 "a tax-rate lookup at a third-party host, GET, no payload, retried up to
 * 3 times"), through the third-party client `src/request/external.ts`.
 *
 * Host: {@link TAX_RATE_LOOKUP_URL} — `process.env.UMI_APP_TAX_RATE_URL` at build time (umi defines
 * `UMI_APP_*` variables), default `/third-party/vat-rates`, which the mock API serves so the
 * console works offline. When the lookup fails, the dated rates shipped with the engine
 * (`src/core/vat/rates.ts`) are used and the page says so ({@link fallbackNotice}).
 */

/** URL of the third-party tax-rate service (see the module comment). */
export const TAX_RATE_LOOKUP_URL: string = process.env.UMI_APP_TAX_RATE_URL || '/third-party/vat-rates';

/** Current rates of one country: `standard` and `reduced` in percent (decimal strings, "20", "25.5"). */
export interface CountryRate {
  country: string;
  standard: string;
  reduced: string[];
}

/** Rates shown on the form: `source` names where they come from; `fallback` true when the built-in table is used. */
export interface TaxRates {
  rates: CountryRate[];
  updatedAt: string;
  source: string;
  fallback: boolean;
  /** Chinese reason of the lookup failure (only when `fallback`). */
  error?: string;
}

/** Newest date in the built-in table (the "as of" date of the fallback rates). */
export function builtInRatesDate(): string {
  return VAT_RATES.reduce((d, r) => (r.validFrom > d ? r.validFrom : d), '');
}

/** Rates valid on `date` (`YYYY-MM-DD`) from the engine's dated table. */
export function builtInRates(date = new Date().toISOString().slice(0, 10)): CountryRate[] {
  const by = new Map<string, CountryRate>();
  for (const r of VAT_RATES) {
    if ((r.validFrom && r.validFrom > date) || (r.validTo && r.validTo < date)) continue;
    const e = by.get(r.country) ?? { country: r.country, standard: '', reduced: [] };
    if (r.type === 'standard') e.standard = r.percent;
    else e.reduced.push(r.percent);
    by.set(r.country, e);
  }
  return [...by.values()].filter((r) => r.standard);
}

/** The notice shown when the built-in rates are used: "税率服务暂不可用，已使用系统内置的税率（截至 YYYY-MM-DD）". */
export function fallbackNotice(asOf = builtInRatesDate()): string {
  return `税率服务暂不可用，已使用系统内置的税率（截至 ${asOf}）`;
}

function isRates(v: unknown): v is { rates: CountryRate[]; updatedAt?: string; source?: string } {
  const o = v as { rates?: unknown };
  return !!o && Array.isArray(o.rates) && o.rates.every((r: CountryRate) => r && typeof r.country === 'string' && typeof r.standard === 'string');
}

/**
 * Looks up the current VAT rates (GET, 3 retries). Never rejects: on any failure (timeout, HTTP
 * error, unreadable answer) resolves with the built-in rates, `fallback: true` and the reason.
 * Without `client`, the third-party client (`src/request/external.ts`, over umi-request) is loaded
 * on first use, so the other pages importing this module do not carry it.
 */
export async function fetchTaxRates(client?: ExternalClient, url = TAX_RATE_LOOKUP_URL): Promise<TaxRates> {
  try {
    const c = client ?? (await import('@/request/external')).externalClient;
    const data = await c.get<unknown>(url);
    if (!isRates(data)) throw new Error('第三方服务返回的数据无法解析');
    return {
      rates: data.rates.map((r) => ({ country: r.country, standard: r.standard, reduced: Array.isArray(r.reduced) ? r.reduced : [] })),
      updatedAt: data.updatedAt ?? '',
      source: data.source ?? url,
      fallback: false,
    };
  } catch (e) {
    return { rates: builtInRates(), updatedAt: builtInRatesDate(), source: '系统内置税率表', fallback: true, error: (e as Error).message };
  }
}
