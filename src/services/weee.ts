/**
 * Calls of the weee area (the WEEE lookup; issue #21): types from the contract of
 * src/core/weee/api.ts (types only), request options LAST.
 */
import type { QueryOf } from '@/core/contract';
import type { weeeApi } from '@/core/weee/api';
import type { AppRequestOptions } from '@/request/types';
import { call } from '@/request/call';
import { weeeCalls } from './_generated/weee.calls';

export type { WeeeRegistration } from '@/core/weee/api';

type Api = typeof weeeApi;

/** What {@link queryWeee} sends: `by`, `q`, `page`, `perPage`. */
type WeeeQuery = QueryOf<Api['record']>;

/** `GET /api/weee/record`: registrations of the German WEEE register matching `q` → `{ list, total, page, perPage }`. */
export function queryWeee(params: WeeeQuery, opts?: AppRequestOptions) {
  return call(weeeCalls.record, { query: params }, opts);
}
