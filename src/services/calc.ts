/**
 * Calls of the tax calculation (issue 5). The spec does not name these paths; they are ours, each
 * written once in its contract (src/core/calc/api.ts `calcApi`, issue #34) and called through the
 * generated calls (types only: zod stays out of the bundle); the mock (`mock/calc.ts`) implements
 * them with the real VAT engine. The calculator's tax-rate lookup at a third-party host is at the end
 * of this file ({@link fetchTaxRates}).
 */
import { VAT_RATES } from '@/core/vat/rates';
import type { QueryOf } from '@/core/contract';
import type { calcApi, CountryRate } from '@/core/calc/api';
import type { CalcBasicData } from '@/core/calc/model';
import type { ExternalClient } from '@/request/external';
import { call } from '@/request/call';
import type { AppRequestOptions } from '@/request/types';
import { calcCalls } from './_generated/calc.calls';

export type { ReportParse } from '@/core/calc/types';
export type { CalcDetail, CalcSummary, ExchangeRateRow } from '@/core/calc/api';

type Api = typeof calcApi;

/**
 * `POST /api/calc-report/parse` `{ key }`: asks the API to parse an uploaded report; resolves with
 * status 0. Failures are not shown (`skipErrorHandler`; the upload list shows them at the file)
 * unless `opts` says otherwise.
 */
export function startReportParse(key: string, opts?: AppRequestOptions) {
  return call(calcCalls.startParse, { body: { key } }, { skipErrorHandler: true, ...opts });
}

/** `GET /api/calc-report/parse?keys=`: remote parse states of uploaded reports (failures not shown, as above). */
export function getReportParses(keys: string[], opts?: AppRequestOptions) {
  return call(calcCalls.parses, { query: { keys: keys.join(',') } }, { skipErrorHandler: true, ...opts });
}

/**
 * `POST /api/calculate-tax`: creates a calculation from the basic data and the uploaded files;
 * resolves with its id. Validation failures reject with `body.data.field` naming the field; they
 * are not toasted (`skipErrorMessage`, the form shows them at the field) unless `opts` says otherwise.
 */
export function createCalculation(data: CalcBasicData, opts?: AppRequestOptions) {
  return call(calcCalls.create, { body: data }, { skipErrorMessage: true, ...opts });
}

/**
 * `GET /api/calculate-tax/transfer-rule?vatNumber&companyName` (issue #32): the seller's transfer
 * tax-point rule kept with its VAT records → `{ transferInvoice: 'sameDay' | 'none' }` (the seller is
 * found among the caller's records by VAT number, else company name, else the caller).
 */
export function getTransferRule(seller: QueryOf<Api['transferRule']>, opts?: AppRequestOptions) {
  return call(calcCalls.transferRule, { query: seller }, opts);
}

/** `GET /api/calculate-tax/:id`: one calculation with its result. */
export function getCalculation(id: number | string, opts?: AppRequestOptions) {
  return call(calcCalls.get, { params: { id } }, opts);
}

/** Filters of {@link listCalculations}: paging (`page` from 1, `perPage`), country, status, agent `users` (comma-joined ids). */
export type CalcListQuery = QueryOf<Api['list']>;

/**
 * `GET /api/calculate-tax`: the user's calculations, paged. An agent sees their clients', narrowed
 * by `users` (comma-joined ids; without it, the session's belonging-user filter applies).
 */
export function listCalculations(params: CalcListQuery = {}, opts?: AppRequestOptions) {
  return call(calcCalls.list, { query: params }, opts);
}

/** `DELETE /api/calculate-tax/:id`: removes one calculation; resolves `true`. */
export function deleteCalculation(id: number, opts?: AppRequestOptions) {
  return call(calcCalls.remove, { params: { id } }, opts);
}

/** Filters of {@link listExchangeRates}: currency (ISO 4217), dates `YYYY-MM-DD`, `daily`, paging. */
export type ExchangeRateQuery = QueryOf<Api['exchangeRates']>;

/** `GET /api/exchange-rate`: the exchange rates the calculations use, by currency and date range; `currencies` lists every currency. */
export function listExchangeRates(params: ExchangeRateQuery = {}, opts?: AppRequestOptions) {
  return call(calcCalls.exchangeRates, { query: params }, opts);
}

/**
 * `GET /api/calculate-tax/export-all?<the list's filters>` (our path; spec §4 asynchronous export):
 * starts an `.xlsx` export of every calculation matching the filters; resolves with `{ taskId }`.
 */
export function exportCalculations(params: Omit<CalcListQuery, 'page' | 'perPage'> = {}, opts?: AppRequestOptions) {
  return call(calcCalls.exportAll, { query: params }, opts);
}

/** `GET /api/calculate-tax/export-result?taskId=`: the export's state, progress and, when done, the file's signed `url`. */
export function calculationsExportResult(taskId: string, opts?: AppRequestOptions) {
  return call(calcCalls.exportResult, { query: { taskId } }, opts);
}

/*
 * Tax-rate lookup (spec §7 "a tax-rate lookup at a third-party host, GET, no payload, retried up to
 * 3 times"), through the third-party client `src/request/external.ts`.
 *
 * Host: {@link TAX_RATE_LOOKUP_URL} — `process.env.UMI_APP_TAX_RATE_URL` at build time (umi defines
 * `UMI_APP_*` variables), default `/third-party/vat-rates` (the contract `calcApi.vatRates`), which
 * the mock API serves so the console works offline. When the lookup fails, the dated rates shipped with the engine
 * (`src/core/vat/rates.ts`) are used and the page says so ({@link fallbackNotice}).
 */

/** URL of the third-party tax-rate service (see the module comment; the default is the contract's path, `calcApi.vatRates`). */
const TAX_RATE_LOOKUP_URL: string = process.env.UMI_APP_TAX_RATE_URL || calcCalls.vatRates.path;

/** Rates shown on the form: `source` names where they come from; `fallback` true when the built-in table is used. */
interface TaxRates {
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
