/**
 * Calls of the EPR registrations (spec §7 "EPR", every `/api/epr/*` call; issue #21). The mock
 * (`mock/epr.ts`) documents and implements each; every parameter and result type comes from the
 * call's contract in src/core/epr/api.ts (`eprApi`), imported as types only. Request options LAST.
 * An agent's calls are narrowed by the header's belonging users unless `users` is given.
 */
import type { BodyOf, QueryOf } from '@/core/contract';
import type { eprApi, EprOption, EprRegistration } from '@/core/epr/api';
import type { AppRequestOptions, Paged } from '@/request/types';
import { call } from '@/request/call';
import { eprCalls } from './_generated/epr.calls';


type Api = typeof eprApi;

/** Filters of {@link listEpr}: `type`, `status`, `is_transfer` (0/1), `stage` (spec §4: a key, or 1 / 2), `country`, `q`, `page`, `perPage`, `order_by`, `users`. */
export type EprQuery = Omit<QueryOf<Api['list']>, 'all'>;

/** `GET /api/epr`: the registrations, paged → `{ list, total, page, perPage }`. */
export function listEpr(params: EprQuery = {}, opts?: AppRequestOptions) {
  return call(eprCalls.list, { query: params }, opts) as Promise<Paged<EprRegistration>>;
}

/** `GET /api/epr?all=1`: every visible registration matching the filters, unpaged (the spec's all-items list). */
export function listAllEpr(params: Omit<EprQuery, 'page' | 'perPage'> = {}, opts?: AppRequestOptions) {
  return call(eprCalls.list, { query: { ...params, all: 1 } }, opts) as Promise<EprOption[]>;
}

/** `POST /api/epr/create`: the wizard's draft → one registration per chosen service. */
export function createEpr(body: BodyOf<Api['create']>, opts?: AppRequestOptions) {
  return call(eprCalls.create, { body }, opts);
}

/** `POST /api/epr/update`: a registration returned for correction, resubmitted with its company part and sub-object. */
export function updateEpr(body: BodyOf<Api['update']>, opts?: AppRequestOptions) {
  return call(eprCalls.update, { body }, opts);
}

/** `POST /api/epr/update2` `{ id, values }`: only the sub-object of a registration changed (status unchanged). */
export function updateEprValues(body: BodyOf<Api['update2']>, opts?: AppRequestOptions) {
  return call(eprCalls.update2, { body }, opts);
}

/** `POST /api/epr/read` `{ id }`: the status change was seen. */
export function readEpr(id: number, opts?: AppRequestOptions) {
  return call(eprCalls.read, { body: { id } satisfies BodyOf<Api['read']> }, opts);
}

/** `POST /api/epr/upload-cert` `{ id, file, registrationNo?, validTo? }`. */
export function uploadEprCert(body: BodyOf<Api['uploadCert']>, opts?: AppRequestOptions) {
  return call(eprCalls.uploadCert, { body }, opts);
}

/** `POST /api/epr/export` (the list's filters) → `{ taskId }`. */
export function startEprExport(body: BodyOf<Api['exportStart']>, opts?: AppRequestOptions) {
  return call(eprCalls.exportStart, { body }, opts);
}

/** `GET /api/epr/export-result?taskId`. */
export function eprExportResult(taskId: string, opts?: AppRequestOptions) {
  return call(eprCalls.exportResult, { query: { taskId } }, opts);
}

/** `GET /api/epr/info?id`. */
export function getEprInfo(id: number, opts?: AppRequestOptions) {
  return call(eprCalls.info, { query: { id } satisfies QueryOf<Api['info']> }, opts);
}

/** `GET /api/epr/batch-info?ids` (comma-joined). */
export function getEprBatchInfo(ids: number[], opts?: AppRequestOptions) {
  return call(eprCalls.batchInfo, { query: { ids: ids.join(',') } }, opts);
}

/** `GET /api/epr/get-info`: the company part of the latest registration (prefill), or `null`. */
export function getEprCompanyInfo(params: QueryOf<Api['getInfo']> = {}, opts?: AppRequestOptions) {
  return call(eprCalls.getInfo, { query: params }, opts);
}

/** `GET /api/epr/stop-reg?id&reason?`: stops a registration (已注销). */
export function stopEpr(id: number, reason?: string, opts?: AppRequestOptions) {
  return call(eprCalls.stopReg, { query: { id, reason } satisfies QueryOf<Api['stopReg']> }, opts);
}

/** `GET /api/epr/office?officeId?`: the French eco-organismes. */
export function listEprOffices(officeId?: 2 | 3, opts?: AppRequestOptions) {
  return call(eprCalls.office, { query: officeId ? { officeId: String(officeId) as '2' | '3' } : {} }, opts);
}

/** `GET /api/epr/agent-renew?id&years?`: renews the service by whole years. */
export function renewEpr(id: number, years = 1, opts?: AppRequestOptions) {
  return call(eprCalls.agentRenew, { query: { id, years } satisfies QueryOf<Api['agentRenew']> }, opts);
}

/** `GET /api/epr/fixed-data`: categories, materials, default fees. */
export function getEprFixedData(opts?: AppRequestOptions) {
  return call(eprCalls.fixedData, {}, opts);
}

/** `GET /api/epr/depack-account?id?`: the LUCID account data, or `null`. */
export function getDepackAccount(id?: number, opts?: AppRequestOptions) {
  return call(eprCalls.depackAccount, { query: id ? { id } : {} }, opts);
}

/** `GET /api/epr/batch-download?ids` → `{ taskId }` of a `.zip` of certificates. */
export function startEprBatchDownload(ids: number[], opts?: AppRequestOptions) {
  return call(eprCalls.batchDownload, { query: { ids: ids.join(',') } }, opts);
}

/** `GET /api/epr/batch-download-result?taskId`. */
export function eprBatchDownloadResult(taskId: string, opts?: AppRequestOptions) {
  return call(eprCalls.batchDownloadResult, { query: { taskId } }, opts);
}
