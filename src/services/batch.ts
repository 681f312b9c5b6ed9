/**
 * Calls of the agents' batch work (spec §7 "Seller reports and GB import" and the many-report flow;
 * issue #12). Every path, input and answer is the call's contract in src/core/batch/api.ts
 * (`batchApi`, issue #34), called through the generated calls (types only: zod stays out of the
 * bundle); the mock (`mock/batch.ts`) implements every one. The spec shows no paths for the
 * many-report flow and the board, so those are ours. Every function takes the request options LAST
 * (`opts?: AppRequestOptions`).
 */
import type { BodyOf, QueryOf } from '@/core/contract';
import type { batchApi } from '@/core/batch/api';
import { call } from '@/request/call';
import type { AppRequestOptions } from '@/request/types';
import { batchCalls } from './_generated/batch.calls';

export type { ClientCompany, CompanyImportResult, SellerReportRow } from '@/core/batch/api';

type Api = typeof batchApi;

/** `GET /api/seller-report/companies`: the agent's client companies (VAT numbers, Amazon seller account ids). */
export function listClientCompanies(opts?: AppRequestOptions) {
  return call(batchCalls.companies, {}, opts);
}

/** Filters of {@link listSellerReports} (spec §3 report list): `year` `YYYY`, `month` 1–12, `isUpload` 1 uploaded / 0 not yet, `q` company or VAT number. */
export type SellerReportQuery = QueryOf<Api['reports']>;

/** `GET /api/seller-report`: which company uploaded which month (default: last month). */
export function listSellerReports(query: SellerReportQuery, opts?: AppRequestOptions) {
  return call(batchCalls.reports, { query }, opts);
}

/** `DELETE /api/seller-report/{id}`: removes one stored report → `{ id }`. */
export function deleteSellerReport(id: number, opts?: AppRequestOptions) {
  return call(batchCalls.removeReport, { params: { id } }, opts);
}

/** `POST /api/seller-report/download`: one `.zip` of the chosen reports → its signed URL, name and file count. */
export function downloadSellerReports(ids: number[], opts?: AppRequestOptions) {
  return call(batchCalls.download, { body: { ids } }, opts);
}

/** `POST /api/seller-report/company-import` `{ key }` (an uploaded `.xlsx` of the template's columns) → counts and one line per sheet row. */
export function importClientCompanies(key: string, opts?: AppRequestOptions) {
  return call(batchCalls.importCompanies, { body: { key } }, opts);
}

/** Filters of the board: `status` 0–9, `country`, `dueWithin` days, `needsAction` `'1'`, `q`, `users`. */
export type BoardQuery = QueryOf<Api['board']>;

/** `GET /api/seller-report/board`: the agent's board, with the summary of the whole filtered board. */
export function listBoard(query: BoardQuery, opts?: AppRequestOptions) {
  return call(batchCalls.board, { query }, opts);
}

/** A report of a many-report batch: name, bytes, its stored key. */
type ManyReportInput = BodyOf<Api['startMany']>['sellerReports'][number];

/** Many-report start (spec §7: `sellerReports` → `batch_id`). */
export function startManyReports(sellerReports: ManyReportInput[], opts?: AppRequestOptions) {
  return call(batchCalls.startMany, { body: { sellerReports } }, opts);
}

/** Many-report progress (spec §7: `batchId` → `progress`, `fileProgress`), polled every 4 s. */
export function manyReportProgress(batchId: string, opts?: AppRequestOptions) {
  return call(batchCalls.manyProgress, { query: { batchId } }, opts);
}

/**
 * Per-company submit (`POST /api/seller-report/import/batch`, spec §7 `companyId`, `sellerReports`)
 * with the idempotency key `<batchId>:<companyId>`: the same key answers the stored result.
 */
export function submitCompanyReports(body: BodyOf<Api['submit']>, opts?: AppRequestOptions) {
  return call(batchCalls.submit, { body }, opts);
}

/** `GET /api/seller-report/import/batch/result?batchId`: per company, its stored reports and how many times they were stored. */
export function batchImportResult(batchId: string, opts?: AppRequestOptions) {
  return call(batchCalls.submitResult, { query: { batchId } }, opts);
}
