/**
 * Calls of the compliance area (issue #22): types from the contracts of src/core/compliance/api.ts
 * (types only), request options LAST. Fees CNY in major units as decimal strings.
 */
import type { BodyOf, QueryOf, ResponseOf } from '@/core/contract';
import type { complianceApi } from '@/core/compliance/api';
import type { AppRequestOptions } from '@/request/types';
import { call } from '@/request/call';
import { complianceCalls } from './_generated/compliance.calls';

export type { ComplianceRecord, ComplianceServiceInput } from '@/core/compliance/api';

type Api = typeof complianceApi;

/** Filters of {@link listCompliance} (spec §3: type, status, is_transfer, users, page, perPage; §4 stage). */
export type ComplianceQuery = QueryOf<Api['list']>;
/** The body of {@link createCompliance}. */
export type ComplianceCreate = BodyOf<Api['create']>;
/** A service with its history and label text. */
export type ComplianceInfo = ResponseOf<Api['info']>;

/** `GET /api/compliance/list`: the services, paged. */
export function listCompliance(params: ComplianceQuery = {}, opts?: AppRequestOptions) {
  return call(complianceCalls.list, { query: params }, opts);
}

/** `POST /api/compliance/create`: orders the chosen services → `{ ids, total }`. */
export function createCompliance(body: ComplianceCreate, opts?: AppRequestOptions) {
  return call(complianceCalls.create, { body }, opts);
}

/** `POST /api/compliance/update` `{ id, service }`: corrects a returned service. */
export function updateCompliance(body: BodyOf<Api['update']>, opts?: AppRequestOptions) {
  return call(complianceCalls.update, { body }, opts);
}

/** `GET /api/compliance/info?id=`: one service with its history and label text. */
export function complianceInfo(id: number, opts?: AppRequestOptions) {
  return call(complianceCalls.info, { query: { id } }, opts);
}

/** `POST /api/compliance/renew` `{ id, year }`. */
export function renewCompliance(id: number, year: number, opts?: AppRequestOptions) {
  return call(complianceCalls.renew, { body: { id, year } }, opts);
}

/** `POST /api/compliance/stop` `{ id }`. */
export function stopCompliance(id: number, opts?: AppRequestOptions) {
  return call(complianceCalls.stop, { body: { id } }, opts);
}

/** `GET /api/compliance/export` (the list's filters) → `{ taskId }`. */
export function exportCompliance(params: ComplianceQuery = {}, opts?: AppRequestOptions) {
  return call(complianceCalls.export, { query: params }, opts);
}

/** `GET /api/compliance/export-result?taskId=` → the export task. */
export function complianceExportResult(taskId: string, opts?: AppRequestOptions) {
  return call(complianceCalls.exportResult, { query: { taskId } }, opts);
}

/** `GET /api/compliance/mandate?id=` → `{ url, fileName }` of the mandate. */
export function complianceMandate(id: number, opts?: AppRequestOptions) {
  return call(complianceCalls.mandate, { query: { id } }, opts);
}
