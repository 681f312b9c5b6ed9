/**
 * Calls of the agents' batch work (spec §7 "Seller reports and GB import" and the many-report flow;
 * issue #12). The mock (`mock/batch.ts`) documents and implements every one; the spec shows
 * no paths for the many-report flow and the board, so those are ours. Every function takes the
 * request options LAST (`opts?: AppRequestOptions`).
 */
import { api } from '@/request/api';
import type { BoardRow, BoardSummary } from '@/core/batch/board';
import type { ManyReportProgress } from '@/core/batch/polling';
import type { AppRequestOptions, Paged } from '@/request/types';

/** A client company of the agent (what dropped reports are matched against). */
export interface ClientCompany {
  id: number;
  name: string;
  userId: number;
  /** VAT numbers with their country prefix. */
  vatNumbers: { country: string; number: string }[];
  /** Amazon seller account ids (`UNIQUE_ACCOUNT_IDENTIFIER`). */
  accountIds: string[];
}

/** `GET /api/seller-report/companies`: the agent's client companies. */
export function listClientCompanies(opts?: AppRequestOptions) {
  return api.get<ClientCompany[]>('/api/seller-report/companies', undefined, opts);
}

/** Filters of {@link listSellerReports} (spec §3 report list): `year` `YYYY`, `month` 1–12, `isUpload` 1 uploaded / 0 not yet, `q` company or VAT number. */
export interface SellerReportQuery {
  page?: number;
  perPage?: number;
  year?: number;
  month?: number;
  isUpload?: 0 | 1 | string;
  q?: string;
  users?: string;
}

/** One company and month of the report list. `fileSize` in bytes; `uploadedAt` `YYYY-MM-DD HH:mm:ss` or ISO. */
export interface SellerReportRow {
  key: string;
  companyId: number;
  companyName: string;
  userId: number;
  userName: string;
  year: number;
  month: number;
  isUpload: boolean;
  reports: { id: number; fileName: string; fileSize: number; uploadedAt: string }[];
}

/** `GET /api/seller-report`: which company uploaded which month (default: last month). */
export function listSellerReports(query: SellerReportQuery, opts?: AppRequestOptions) {
  return api.get<Paged<SellerReportRow>>('/api/seller-report', query, opts);
}

/** `DELETE /api/seller-report/{id}`: removes one stored report. */
export function deleteSellerReport(id: number, opts?: AppRequestOptions) {
  return api.del<{ id: number }>(`/api/seller-report/${id}`, undefined, opts);
}

/** `POST /api/seller-report/download`: one `.zip` of the chosen reports → its signed URL. */
export function downloadSellerReports(ids: number[], opts?: AppRequestOptions) {
  return api.post<{ url: string; fileName: string; files: number }>('/api/seller-report/download', { ids }, opts);
}

/** Result of {@link importClientCompanies}: counts and one line per sheet row (line numbers as in Excel). */
export interface CompanyImportResult {
  added: number;
  updated: number;
  failed: number;
  rows: { row: number; name: string; status: 'added' | 'updated' | 'error'; errors: string[] }[];
}

/** `POST /api/seller-report/company-import` `{ key }` (an uploaded `.xlsx` of the template's columns). */
export function importClientCompanies(key: string, opts?: AppRequestOptions) {
  return api.post<CompanyImportResult>('/api/seller-report/company-import', { key }, opts);
}

/** Filters of the board: `status` 0–9, `country`, `dueWithin` days, `needsAction` `'1'`, `q`, `users`. */
export interface BoardQuery {
  page?: number;
  perPage?: number;
  status?: number | string;
  country?: string;
  dueWithin?: number | string;
  needsAction?: '0' | '1';
  q?: string;
  users?: string;
}

/** `GET /api/seller-report/board`: the agent's board, with the summary of the whole filtered board. */
export function listBoard(query: BoardQuery, opts?: AppRequestOptions) {
  return api.get<Paged<BoardRow> & { summary: BoardSummary; countries: string[] }>('/api/seller-report/board', query, opts);
}

/** A report of a many-report batch: name, bytes, its stored key. */
export interface ManyReportInput {
  fileName: string;
  fileSize: number;
  key: string;
}

/** Many-report start (spec §7: `sellerReports` → `batch_id`). */
export function startManyReports(sellerReports: ManyReportInput[], opts?: AppRequestOptions) {
  return api.post<{ batch_id: string }>('/api/seller-report/many', { sellerReports }, opts);
}

/** Many-report progress (spec §7: `batchId` → `progress`, `fileProgress`), polled every 4 s. */
export function manyReportProgress(batchId: string, opts?: AppRequestOptions) {
  return api.get<ManyReportProgress>('/api/seller-report/many/progress', { batchId }, opts);
}

/** One report of a per-company submit: stored key, name, bytes, the month it covers. */
export interface SubmitReport {
  reportFileAddress: string;
  fileName: string;
  fileSize: number;
  year: number;
  month: number;
}

/**
 * Per-company submit (`POST /api/seller-report/import/batch`, spec §7 `companyId`, `sellerReports`)
 * with the idempotency key `<batchId>:<companyId>`: the same key answers the stored result.
 */
export function submitCompanyReports(body: { companyId: number; sellerReports: SubmitReport[]; idempotencyKey: string }, opts?: AppRequestOptions) {
  return api.post<{ companyId: number; reportIds: number[]; replayed: boolean }>('/api/seller-report/import/batch', body, opts);
}

/** `GET /api/seller-report/import/batch/result?batchId`: per company, its stored reports and how many times they were stored. */
export function batchImportResult(batchId: string, opts?: AppRequestOptions) {
  return api.get<{ companyId: number; reportIds: number[]; stored: number }[]>('/api/seller-report/import/batch/result', { batchId }, opts);
}
