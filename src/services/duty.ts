/**
 * Calls of 我的税款 (area `duty`, issue #22): types from the contracts of src/core/duty/api.ts (types
 * only), request options LAST. Amounts in major units as decimal strings.
 */
import type { QueryOf, ResponseOf } from '@/core/contract';
import type { dutyApi } from '@/core/duty/api';
import type { AppRequestOptions } from '@/request/types';
import { call } from '@/request/call';
import { dutyCalls } from './_generated/duty.calls';

export type { DutyRow } from '@/core/duty/api';

type Api = typeof dutyApi;

/** Filters of {@link listDuty} (spec §3: keyword, country_code, is_invalid, stage, vat_type, order_by, users, page, per_page). */
export type DutyQuery = QueryOf<Api['list']>;
/** A page of tax amounts with `totals` per currency. */
export type DutyPage = ResponseOf<Api['list']>;

/** `GET /api/me-duty-paragraph`: the user's tax amounts, paged → `{ list, total, page, perPage, totals }`. */
export function listDuty(params: DutyQuery = {}, opts?: AppRequestOptions) {
  return call(dutyCalls.list, { query: params }, opts);
}

/** `GET /api/me-duty-paragraph/progress?id=`: the timeline (who and when) of tax amount `id`. */
export function dutyProgress(id: number, opts?: AppRequestOptions) {
  return call(dutyCalls.progress, { query: { id } }, opts);
}

/** `GET /api/me-duty-paragraph/reason?id=`: why tax amount `id` failed or was voided, and how to pay again. */
export function dutyReason(id: number, opts?: AppRequestOptions) {
  return call(dutyCalls.reason, { query: { id } }, opts);
}
