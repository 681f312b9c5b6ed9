/**
 * Calls of the VAT records area (spec §7 "VAT tax registration": the list and records part; issue #9).
 * The mock (`mock/vat-tax.ts`) documents and implements every one; every parameter and result type
 * comes from the call's contract in src/core/vat-tax/api.ts (`vatTaxApi`, issue #18), imported as
 * types only (zod stays out of the bundle), so the mock and the console cannot drift apart.
 * Every function takes the request options LAST (`opts?: AppRequestOptions`, src/request/api.ts).
 * An agent's calls are narrowed by the header's belonging users unless `users` is given.
 */
import { api } from '@/request/api';
import type { BodyOf, QueryOf, ResponseOf } from '@/core/contract';
import type { vatTaxApi, VatTaxOption, VatTaxRecord } from '@/core/vat-tax/api';
import type { AppRequestOptions, Paged } from '@/request/types';

export type { SharedVatTax, SharedVatTaxRow, VatTaxCertZip, VatTaxOption, VatTaxShareLink } from '@/core/vat-tax/api';

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
export type VatTaxExportQuery = QueryOf<Api['exportAll']>;

/** Which list an export holds: the VAT numbers, the filed periods, or the overdue periods. */
export type VatTaxExportKind = NonNullable<VatTaxExportQuery['kind']>;

/** `GET /api/vat-tax` (`page`, `per_page`, filters): the user's VAT numbers, paged → `{ list, total, page, perPage }`. */
export function listVatTax(params: VatTaxListQuery = {}, opts?: AppRequestOptions) {
  return api.get<Paged<VatTaxRecord>>('/api/vat-tax', params, opts);
}

/**
 * `GET /api/vat-tax?all=1` (the spec's separate all-list query): every visible VAT number, unpaged,
 * with the same filters (e.g. `users`) → {@link VatTaxOption}[] in spec §9 country order.
 */
export function listAllVatTax(params: Omit<VatTaxListQuery, 'page' | 'per_page'> = {}, opts?: AppRequestOptions) {
  return api.get<VatTaxOption[]>('/api/vat-tax', { ...params, all: 1 } satisfies QueryOf<Api['list']>, opts);
}

/** `GET /api/vat-tax/info?id`: one number with its certificates (signed URLs), its last 6 periods (newest first) and its status history (newest first). */
export function getVatTaxInfo(id: number, opts?: AppRequestOptions) {
  return api.get<ResponseOf<Api['info']>>('/api/vat-tax/info', { id } satisfies QueryOf<Api['info']>, opts);
}

/** `GET /api/vat-tax/read?id`: the user has seen the number's status change → `{ id, unread: false }`. */
export function markVatTaxRead(id: number, opts?: AppRequestOptions) {
  return api.get<ResponseOf<Api['read']>>('/api/vat-tax/read', { id } satisfies QueryOf<Api['read']>, opts);
}

/** `GET /api/vat-tax/country`: the countries of the user's numbers with their counts, `[{ code, count }]` in spec §9 order. */
export function listVatTaxCountries(opts?: AppRequestOptions) {
  return api.get<ResponseOf<Api['countries']>>('/api/vat-tax/country', undefined, opts);
}

/** `GET /api/vat-tax/history-periods`: filing periods of the user's numbers (filed by default), paged → `{ list: VatTaxPeriod[], total, page, perPage }`. */
export function listVatTaxPeriods(params: VatTaxPeriodQuery = {}, opts?: AppRequestOptions) {
  return api.get<ResponseOf<Api['periods']>>('/api/vat-tax/history-periods', params, opts);
}

/** The query string of a POST whose parameters the spec puts in the query. */
function withQuery(path: string, params: Record<string, string | number>): string {
  return `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
}

/**
 * `POST /api/vat-tax/tag?id&tags` (query, spec §7): replaces the number's tags (at most 5, each at
 * most 10 characters; sent comma-joined; `[]` removes them all) → the updated {@link VatTaxRecord}.
 * A refused tag answers a business error at the field `tags`.
 */
export function setVatTaxTags(id: number, tags: readonly string[], opts?: AppRequestOptions) {
  return api.post<ResponseOf<Api['tag']>>(withQuery('/api/vat-tax/tag', { id, tags: tags.join(',') } satisfies QueryOf<Api['tag']>), undefined, opts);
}

/** `POST /api/vat-tax/operator` `{ id, operator?, note? }`: the person in charge (≤ 20 characters) and the note (≤ 500) → the updated record. */
export function setVatTaxOperator(body: BodyOf<Api['operator']>, opts?: AppRequestOptions) {
  return api.post<ResponseOf<Api['operator']>>('/api/vat-tax/operator', body, opts);
}

/**
 * `POST /api/vat-tax/certs/batch-download?ids` (query, spec §7): one `.zip` of the certificates of
 * the chosen numbers (at most 100) → {@link VatTaxCertZip}. Numbers without a certificate only:
 * business error `NO_CERTIFICATES` "所选税号暂无可下载的证书…".
 */
export function downloadVatTaxCerts(ids: readonly number[], opts?: AppRequestOptions) {
  return api.post<ResponseOf<Api['certs']>>(withQuery('/api/vat-tax/certs/batch-download', { ids: ids.join(',') } satisfies QueryOf<Api['certs']>), undefined, opts);
}

/**
 * `GET /api/vat-tax/export-all?kind&<the list's filters>` (spec §4 asynchronous export): starts an
 * `.xlsx` export (sheet1) of the VAT numbers, the filed periods or the overdue periods → `{ taskId }`.
 */
export function exportVatTax(params: VatTaxExportQuery, opts?: AppRequestOptions) {
  return api.get<ResponseOf<Api['exportAll']>>('/api/vat-tax/export-all', params, opts);
}

/** `GET /api/vat-tax/export-result?taskId`: the export's state and progress; when done, the file's signed `url`, `fileName` and `rows`. */
export function vatTaxExportResult(taskId: string, opts?: AppRequestOptions) {
  return api.get<ResponseOf<Api['exportResult']>>('/api/vat-tax/export-result', { taskId } satisfies QueryOf<Api['exportResult']>, opts);
}

/** `POST /api/vat-tax/share` `{ ids, title? }`: a read-only link to the chosen numbers (at most 200), valid 7 days → {@link VatTaxShareLink}. */
export function shareVatTax(body: BodyOf<Api['share']>, opts?: AppRequestOptions) {
  return api.post<ResponseOf<Api['share']>>('/api/vat-tax/share', body, opts);
}

/**
 * `GET /api/vat-tax/shared?token` (open, no login): the shared data set → {@link SharedVatTax}.
 * An unknown link answers `SHARE_INVALID` "分享链接无效…", an expired one `SHARE_EXPIRED` "分享链接已过期…".
 */
export function getSharedVatTax(token: string, opts?: AppRequestOptions) {
  return api.get<ResponseOf<Api['shared']>>('/api/vat-tax/shared', { token } satisfies QueryOf<Api['shared']>, opts);
}
