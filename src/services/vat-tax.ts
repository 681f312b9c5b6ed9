/**
 * Calls of the VAT records area (spec §7 "VAT tax registration": the list and records part; issue #9).
 * The mock (`mock/vat-tax.ts`) documents and implements every one; every path, parameter and result
 * type comes from the call's contract in src/core/vat-tax/api.ts (`vatTaxApi`, issue #18, #34),
 * through the generated calls (`vatTaxCalls`) and the typed client `call()` (types only: zod stays
 * out of the bundle), so the mock and the console cannot drift apart.
 * Every function takes the request options LAST (`opts?: AppRequestOptions`, src/request/api.ts).
 * An agent's calls are narrowed by the header's belonging users unless `users` is given.
 */
import { call } from '@/request/call';
import type { BodyOf, QueryOf } from '@/core/contract';
import type { vatTaxApi, VatTaxOption, VatTaxRecord } from '@/core/vat-tax/api';
import type { AppRequestOptions, Paged } from '@/request/types';
import { vatTaxCalls } from './_generated/vat-tax.calls';

export type { SharedVatTaxRow, VatTaxShareLink } from '@/core/vat-tax/api';

type Api = typeof vatTaxApi;

/**
 * Filters of {@link listVatTax} (contract `vatTaxApi.list`; spec §3/§4; paging `page` + `per_page`,
 * spec §7): `countryCode` (ISO-2), `status` (`VAT_TAX_STATUS` code), `type` (0 new registration, 1
 * transfer of agent), `q` (VAT number, local tax number or company), `tag` (one tag, exact),
 * `overdue` (only numbers with an overdue period), `order_by` (`countryOrder` by default,
 * `nextDueDate`, `daysLeft`, `effectiveDate`, `createdAt`, `companyName`, `overdueCount`; `-`
 * descending), `users` (an agent's clients, comma-joined ids).
 */
export type VatTaxListQuery = Omit<QueryOf<Api['list']>, 'all'>;

/**
 * Filters of {@link listVatTaxPeriods} (contract `vatTaxApi.periods`): `id` (one VAT number's record
 * id), `countryCode`, `state` (`filed` by default, `overdue`, `open`, `all`), `from` / `to`
 * (`YYYY-MM-DD`), `returnType`, `q` (VAT number, company, receipt), paging `page` + `perPage`,
 * `order_by` (`periodStart` — default `-periodStart` —, `dueDate`, `daysOverdue`, `submittedAt`,
 * `countryCode`), `users`.
 */
export type VatTaxPeriodQuery = QueryOf<Api['periods']>;

/** The filters of an export (contract `vatTaxApi.exportAll`): `kind` plus the filters of that list (without paging). */
type VatTaxExportQuery = QueryOf<Api['exportAll']>;

/** `GET /api/vat-tax` (`page`, `per_page`, filters): the user's VAT numbers, paged → `{ list, total, page, perPage }`. */
export function listVatTax(params: VatTaxListQuery = {}, opts?: AppRequestOptions) {
  return call(vatTaxCalls.list, { query: params }, opts) as Promise<Paged<VatTaxRecord>>;
}

/**
 * `GET /api/vat-tax?all=1` (the spec's separate all-list query): every visible VAT number, unpaged,
 * with the same filters (e.g. `users`) → {@link VatTaxOption}[] in spec §9 country order.
 */
export function listAllVatTax(params: Omit<VatTaxListQuery, 'page' | 'per_page'> = {}, opts?: AppRequestOptions) {
  return call(vatTaxCalls.list, { query: { ...params, all: 1 } }, opts) as Promise<VatTaxOption[]>;
}

/** `GET /api/vat-tax/info?id`: one number with its certificates (signed URLs), its last 6 periods (newest first) and its status history (newest first). */
export function getVatTaxInfo(id: number, opts?: AppRequestOptions) {
  return call(vatTaxCalls.info, { query: { id } }, opts);
}

/** `GET /api/vat-tax/read?id`: the user has seen the number's status change → `{ id, unread: false }`. */
export function markVatTaxRead(id: number, opts?: AppRequestOptions) {
  return call(vatTaxCalls.read, { query: { id } }, opts);
}

/** `GET /api/vat-tax/country`: the countries of the user's numbers with their counts, `[{ code, count }]` in spec §9 order. */
export function listVatTaxCountries(opts?: AppRequestOptions) {
  return call(vatTaxCalls.countries, {}, opts);
}

/** `GET /api/vat-tax/history-periods`: filing periods of the user's numbers (filed by default), paged → `{ list: VatTaxPeriod[], total, page, perPage }`. */
export function listVatTaxPeriods(params: VatTaxPeriodQuery = {}, opts?: AppRequestOptions) {
  return call(vatTaxCalls.periods, { query: params }, opts);
}

/**
 * `POST /api/vat-tax/tag?id&tags` (query, spec §7): replaces the number's tags (at most 5, each at
 * most 10 characters; sent comma-joined; `[]` removes them all) → the updated {@link VatTaxRecord}.
 * A refused tag answers a business error at the field `tags`.
 */
export function setVatTaxTags(id: number, tags: readonly string[], opts?: AppRequestOptions) {
  return call(vatTaxCalls.tag, { query: { id, tags: tags.join(',') } }, opts);
}

/** `POST /api/vat-tax/operator` `{ id, operator?, note? }`: the person in charge (≤ 20 characters) and the note (≤ 500) → the updated record. */
export function setVatTaxOperator(body: BodyOf<Api['operator']>, opts?: AppRequestOptions) {
  return call(vatTaxCalls.operator, { body }, opts);
}

/**
 * `POST /api/vat-tax/certs/batch-download?ids` (query, spec §7): one `.zip` of the certificates of
 * the chosen numbers (at most 100) → {@link VatTaxCertZip}. Numbers without a certificate only:
 * business error `NO_CERTIFICATES` "所选税号暂无可下载的证书…".
 */
export function downloadVatTaxCerts(ids: readonly number[], opts?: AppRequestOptions) {
  return call(vatTaxCalls.certs, { query: { ids: ids.join(',') } }, opts);
}

/**
 * `GET /api/vat-tax/export-all?kind&<the list's filters>` (spec §4 asynchronous export): starts an
 * `.xlsx` export (sheet1) of the VAT numbers, the filed periods or the overdue periods → `{ taskId }`.
 */
export function exportVatTax(params: VatTaxExportQuery, opts?: AppRequestOptions) {
  return call(vatTaxCalls.exportAll, { query: params }, opts);
}

/** `GET /api/vat-tax/export-result?taskId`: the export's state and progress; when done, the file's signed `url`, `fileName` and `rows`. */
export function vatTaxExportResult(taskId: string, opts?: AppRequestOptions) {
  return call(vatTaxCalls.exportResult, { query: { taskId } }, opts);
}

/** `POST /api/vat-tax/share` `{ ids, title? }`: a read-only link to the chosen numbers (at most 200), valid 7 days → {@link VatTaxShareLink}. */
export function shareVatTax(body: BodyOf<Api['share']>, opts?: AppRequestOptions) {
  return call(vatTaxCalls.share, { body }, opts);
}

/**
 * `GET /api/vat-tax/shared?token` (open, no login): the shared data set → {@link SharedVatTax}.
 * An unknown link answers `SHARE_INVALID` "分享链接无效…", an expired one `SHARE_EXPIRED` "分享链接已过期…".
 */
export function getSharedVatTax(token: string, opts?: AppRequestOptions) {
  return call(vatTaxCalls.shared, { query: { token } }, opts);
}
