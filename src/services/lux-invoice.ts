/**
 * Calls of the Luxembourg invoices area (issue #24): types from the contracts of
 * src/core/lux-invoice/api.ts (types only), request options LAST.
 */
import type { BodyOf, QueryOf } from '@/core/contract';
import type { luxInvoiceApi } from '@/core/lux-invoice/api';
import type { AppRequestOptions } from '@/request/types';
import { call } from '@/request/call';
import { luxInvoiceCalls } from './_generated/lux-invoice.calls';

export type { LuxInvoiceRow, LuxSummaryRow } from '@/core/lux-invoice/api';

type Api = typeof luxInvoiceApi;

/** Filters of {@link listLuxInvoices}. */
export type LuxInvoiceQuery = QueryOf<Api['list']>;

/** `GET /api/lux-invoice`: the stored fee invoices, paged, each with the declaration it feeds. */
export function listLuxInvoices(params: LuxInvoiceQuery = {}, opts?: AppRequestOptions) {
  return call(luxInvoiceCalls.list, { query: params }, opts);
}

/** `GET /api/lux-invoice/summary`: net fees per country and month. */
export function luxInvoiceSummary(opts?: AppRequestOptions) {
  return call(luxInvoiceCalls.summary, {}, opts);
}

/** `POST /api/lux-invoice/upload` `{ key, name }` of a file uploaded with scene `lux-invoice` → the invoices read and stored. */
export function uploadLuxInvoice(body: BodyOf<Api['upload']>, opts?: AppRequestOptions) {
  return call(luxInvoiceCalls.upload, { body }, opts);
}

/** `POST /api/lux-invoice/delete` `{ id }`. */
export function deleteLuxInvoice(id: number, opts?: AppRequestOptions) {
  return call(luxInvoiceCalls.remove, { body: { id } }, opts);
}
