/**
 * Calls of the lookup area (issue #24 part A: VAT lookups and monitoring): types from the contracts
 * of src/core/lookup/api.ts (types only), request options LAST. The mock: mock/lookup.ts.
 */
import type { BodyOf, QueryOf } from '@/core/contract';
import type { lookupApi } from '@/core/lookup/api';
import type { AppRequestOptions } from '@/request/types';
import { call } from '@/request/call';
import { lookupCalls } from './_generated/lookup.calls';

export type { AlertRow, LastGood, VatCheckRow, WatchRow } from '@/core/lookup/api';

type Api = typeof lookupApi;

/** `POST /api/lookup/vat-check` `{ numbers (≤ 100), defaultCountry? }` → `{ results }` (one per non-blank line, in order). */
export function checkVatNumbers(body: BodyOf<Api['check']>, opts?: AppRequestOptions) {
  return call(lookupCalls.check, { body }, opts);
}

/** Filters of {@link listMonitoring}. */
export type MonitoringQuery = QueryOf<Api['monitoringList']>;

/** `GET /api/lookup/monitoring`: the watch-list, paged → `{ list, total, page, perPage }`. */
export function listMonitoring(params: MonitoringQuery = {}, opts?: AppRequestOptions) {
  return call(lookupCalls.monitoringList, { query: params }, opts);
}

/** `POST /api/lookup/monitoring` `{ items, source }` → `{ added, refused }` (added numbers are checked at once). */
export function addToMonitoring(body: BodyOf<Api['monitoringAdd']>, opts?: AppRequestOptions) {
  return call(lookupCalls.monitoringAdd, { body }, opts);
}

/** `POST /api/lookup/monitoring/from-records` → `{ added, skipped }`: the user's issued VAT numbers, one click. */
export function addFromRecords(opts?: AppRequestOptions) {
  return call(lookupCalls.monitoringFromRecords, { body: {} }, opts);
}

/** `POST /api/lookup/monitoring/recheck` `{ ids? }` → `{ checked, unavailable, alerts }`. */
export function recheckMonitoring(body: BodyOf<Api['monitoringRecheck']>, opts?: AppRequestOptions) {
  return call(lookupCalls.monitoringRecheck, { body }, opts);
}

/** `POST /api/lookup/monitoring/delete` `{ ids }` → `{ removed }`. */
export function removeFromMonitoring(body: BodyOf<Api['monitoringDelete']>, opts?: AppRequestOptions) {
  return call(lookupCalls.monitoringDelete, { body }, opts);
}

/** `GET /api/lookup/monitoring/alerts?unread` → alerts, newest first. */
export function listAlerts(params: QueryOf<Api['alerts']> = {}, opts?: AppRequestOptions) {
  return call(lookupCalls.alerts, { query: params }, opts);
}

/** `POST /api/lookup/monitoring/alerts/read` `{ ids? }` → `{ read }`. */
export function markAlertsRead(body: BodyOf<Api['alertsRead']>, opts?: AppRequestOptions) {
  return call(lookupCalls.alertsRead, { body }, opts);
}

/** `GET /api/lookup/monitoring/prefs` → `{ columns, filter }`. */
export function getMonitorPrefs(opts?: AppRequestOptions) {
  return call(lookupCalls.prefsGet, {}, opts);
}

/** `POST /api/lookup/monitoring/prefs` `{ columns?, filter? }` → the saved choice. */
export function saveMonitorPrefs(body: BodyOf<Api['prefsSave']>, opts?: AppRequestOptions) {
  return call(lookupCalls.prefsSave, { body }, opts);
}
