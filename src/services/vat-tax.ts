/**
 * Calls of the VAT records area (spec §7 "VAT tax registration": the list and records part; issue #9).
 * The mock (`mock/vat-tax.ts`) documents and implements every one; shapes: src/core/vat-tax/types.ts.
 * Every function takes the request options LAST (`opts?: AppRequestOptions`, src/request/api.ts).
 * An agent's calls are narrowed by the header's belonging users unless `users` is given.
 */
import { api } from '@/request/api';
import type { ExportTask } from '@/core/list/export';
import type { ReturnType, VatTaxDetail, VatTaxPeriod, VatTaxRecord, VatTaxStatus, VatTaxType } from '@/core/vat-tax/types';
import type { Frequency, Period } from '@/core/vat-tax/periods';
import type { AppRequestOptions, Paged } from '@/request/types';

/**
 * Filters of {@link listVatTax} (spec §3/§4; paging `page` + `per_page`, spec §7): `countryCode`
 * (ISO-2), `status` (`VAT_TAX_STATUS` code), `type` (0 new registration, 1 transfer of agent; spec
 * §4 register type), `q` (VAT number, local tax number or company), `tag` (one tag, exact),
 * `overdue` (1: only numbers with an overdue period), `order_by` (`countryOrder` by default,
 * `nextDueDate`, `daysLeft`, `effectiveDate`, `createdAt`, `companyName`, `overdueCount`; `-` descending),
 * `users` (an agent's clients, comma-joined ids).
 */
export interface VatTaxListQuery {
  page?: number;
  per_page?: number;
  countryCode?: string;
  status?: VatTaxStatus | string;
  type?: VatTaxType | string;
  q?: string;
  tag?: string;
  overdue?: 0 | 1 | boolean;
  order_by?: string;
  users?: string;
}

/** An entry of the all-list ({@link listAllVatTax}): enough for a select. */
export interface VatTaxOption {
  id: number;
  userId: number;
  userName: string;
  countryCode: string;
  /** `''` while not issued. */
  vatNumber: string;
  companyName: string;
  status: VatTaxStatus;
  tags: string[];
}

/**
 * Filters of {@link listVatTaxPeriods}: `id` (one VAT number's record id), `countryCode`, `state`
 * (`filed` by default, `overdue`, `open`, `all`), `from` / `to` (`YYYY-MM-DD`: periods ending on or
 * after `from` and starting on or before `to`), `returnType`, `q` (VAT number, company, receipt),
 * paging `page` + `perPage`, `order_by` (`periodStart` — default `-periodStart` —, `dueDate`,
 * `daysOverdue`, `submittedAt`, `countryCode`), `users`.
 */
export interface VatTaxPeriodQuery {
  page?: number;
  perPage?: number;
  id?: number | string;
  countryCode?: string;
  state?: VatTaxPeriod['state'] | 'all';
  from?: string;
  to?: string;
  returnType?: ReturnType;
  q?: string;
  order_by?: string;
  users?: string;
}

/** Which list an export holds: the VAT numbers, the filed periods, or the overdue periods. */
export type VatTaxExportKind = 'numbers' | 'periods' | 'overdue';

/** The filters of an export: `kind` plus the filters of that list (without paging). */
export type VatTaxExportQuery = { kind: VatTaxExportKind } & Omit<VatTaxListQuery, 'page' | 'per_page'> & Omit<VatTaxPeriodQuery, 'page' | 'perPage'>;

/** A number of a shared data set (what the read-only page shows; no ids, tags, notes or users). */
export interface SharedVatTaxRow {
  countryCode: string;
  vatNumber: string;
  companyName: string;
  status: VatTaxStatus;
  type: VatTaxType;
  effectiveDate: string | null;
  frequency: Frequency;
  nextPeriod: Period | null;
  nextDueDate: string | null;
  daysLeft: number | null;
  overdueCount: number;
}

/** `GET /api/vat-tax/shared`: a shared data set; `createdAt` `YYYY-MM-DD HH:mm:ss`, `expiresAt` ISO 8601. */
export interface SharedVatTax {
  title: string;
  /** The sharer's name and company. */
  sharedBy: string;
  company: string;
  createdAt: string;
  expiresAt: string;
  /** In spec §9 country order. */
  rows: SharedVatTaxRow[];
}

/** `POST /api/vat-tax/share`: the link (`url` a path of the console) and when it expires (ISO 8601, 7 days). */
export interface VatTaxShareLink {
  token: string;
  url: string;
  expiresAt: string;
}

/** `POST /api/vat-tax/certs/batch-download`: the zip's signed `url` on the file host, its name, the PDFs and numbers in it. */
export interface VatTaxCertZip {
  url: string;
  fileName: string;
  files: number;
  records: number;
}

/** `GET /api/vat-tax` (`page`, `per_page`, filters): the user's VAT numbers, paged → `{ list, total, page, perPage }`. */
export function listVatTax(params: VatTaxListQuery = {}, opts?: AppRequestOptions) {
  return api.get<Paged<VatTaxRecord>>('/api/vat-tax', params, opts);
}

/**
 * `GET /api/vat-tax?all=1` (the spec's separate all-list query): every visible VAT number, unpaged,
 * with the same filters (e.g. `users`) → {@link VatTaxOption}[] in spec §9 country order.
 */
export function listAllVatTax(params: Omit<VatTaxListQuery, 'page' | 'per_page'> = {}, opts?: AppRequestOptions) {
  return api.get<VatTaxOption[]>('/api/vat-tax', { ...params, all: 1 }, opts);
}

/** `GET /api/vat-tax/info?id`: one number with its certificates (signed URLs), its last 6 periods (newest first) and its status history (newest first). */
export function getVatTaxInfo(id: number, opts?: AppRequestOptions) {
  return api.get<VatTaxDetail>('/api/vat-tax/info', { id }, opts);
}

/** `GET /api/vat-tax/read?id`: the user has seen the number's status change → `{ id, unread: false }`. */
export function markVatTaxRead(id: number, opts?: AppRequestOptions) {
  return api.get<{ id: number; unread: false }>('/api/vat-tax/read', { id }, opts);
}

/** `GET /api/vat-tax/country`: the countries of the user's numbers with their counts, `[{ code, count }]` in spec §9 order. */
export function listVatTaxCountries(opts?: AppRequestOptions) {
  return api.get<{ code: string; count: number }[]>('/api/vat-tax/country', undefined, opts);
}

/** `GET /api/vat-tax/history-periods`: filing periods of the user's numbers (filed by default), paged → `{ list: VatTaxPeriod[], total, page, perPage }`. */
export function listVatTaxPeriods(params: VatTaxPeriodQuery = {}, opts?: AppRequestOptions) {
  return api.get<Paged<VatTaxPeriod>>('/api/vat-tax/history-periods', params, opts);
}

/** The query string of a POST whose parameters the spec puts in the query. */
function withQuery(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/**
 * `POST /api/vat-tax/tag?id&tags` (query, spec §7): replaces the number's tags (at most 5, each at
 * most 10 characters; sent comma-joined; `[]` removes them all) → the updated {@link VatTaxRecord}.
 * A refused tag answers a business error at the field `tags`.
 */
export function setVatTaxTags(id: number, tags: readonly string[], opts?: AppRequestOptions) {
  return api.post<VatTaxRecord>(withQuery('/api/vat-tax/tag', { id: String(id), tags: tags.join(',') }), undefined, opts);
}

/** `POST /api/vat-tax/operator` `{ id, operator?, note? }`: the person in charge (≤ 20 characters) and the note (≤ 500) → the updated record. */
export function setVatTaxOperator(body: { id: number; operator?: string; note?: string }, opts?: AppRequestOptions) {
  return api.post<VatTaxRecord>('/api/vat-tax/operator', body, opts);
}

/**
 * `POST /api/vat-tax/certs/batch-download?ids` (query, spec §7): one `.zip` of the certificates of
 * the chosen numbers (at most 100) → {@link VatTaxCertZip}. Numbers without a certificate only:
 * business error `NO_CERTIFICATES` "所选税号暂无可下载的证书…".
 */
export function downloadVatTaxCerts(ids: readonly number[], opts?: AppRequestOptions) {
  return api.post<VatTaxCertZip>(withQuery('/api/vat-tax/certs/batch-download', { ids: ids.join(',') }), undefined, opts);
}

/**
 * `GET /api/vat-tax/export-all?kind&<the list's filters>` (spec §4 asynchronous export): starts an
 * `.xlsx` export (sheet1) of the VAT numbers, the filed periods or the overdue periods → `{ taskId }`.
 */
export function exportVatTax(params: VatTaxExportQuery, opts?: AppRequestOptions) {
  return api.get<{ taskId: string }>('/api/vat-tax/export-all', params, opts);
}

/** `GET /api/vat-tax/export-result?taskId`: the export's state and progress; when done, the file's signed `url`, `fileName` and `rows`. */
export function vatTaxExportResult(taskId: string, opts?: AppRequestOptions) {
  return api.get<ExportTask>('/api/vat-tax/export-result', { taskId }, opts);
}

/** `POST /api/vat-tax/share` `{ ids, title? }`: a read-only link to the chosen numbers (at most 200), valid 7 days → {@link VatTaxShareLink}. */
export function shareVatTax(body: { ids: number[]; title?: string }, opts?: AppRequestOptions) {
  return api.post<VatTaxShareLink>('/api/vat-tax/share', body, opts);
}

/**
 * `GET /api/vat-tax/shared?token` (open, no login): the shared data set → {@link SharedVatTax}.
 * An unknown link answers `SHARE_INVALID` "分享链接无效…", an expired one `SHARE_EXPIRED` "分享链接已过期…".
 */
export function getSharedVatTax(token: string, opts?: AppRequestOptions) {
  return api.get<SharedVatTax>('/api/vat-tax/shared', { token }, opts);
}
