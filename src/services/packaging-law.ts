/**
 * Calls of the German packaging-law registration (issue #21; our paths, the spec names none): types
 * from the contracts of src/core/packaging-law/api.ts (types only), request options LAST.
 */
import type { BodyOf, QueryOf } from '@/core/contract';
import type { packagingLawApi } from '@/core/packaging-law/api';
import type { AppRequestOptions } from '@/request/types';
import { call } from '@/request/call';
import { packagingLawCalls } from './_generated/packaging-law.calls';

export type { PackagingLawDetail, PackagingLawRecord } from '@/core/packaging-law/api';

type Api = typeof packagingLawApi;

/** Filters of {@link listPackagingLaw}. */
export type PackagingLawQuery = QueryOf<Api['list']>;

/** `POST /api/packaging-law/create`: submits an application → the stored application (status 0). */
export function createPackagingLaw(body: BodyOf<Api['create']>, opts?: AppRequestOptions) {
  return call(packagingLawCalls.create, { body }, opts);
}

/** `GET /api/packaging-law/list`: the caller's applications, paged → `{ list, total, page, perPage }`. */
export function listPackagingLaw(params: PackagingLawQuery = {}, opts?: AppRequestOptions) {
  return call(packagingLawCalls.list, { query: params }, opts);
}

/** `GET /api/packaging-law/info?id=`: one application with everything submitted. */
export function packagingLawInfo(id: number, opts?: AppRequestOptions) {
  return call(packagingLawCalls.info, { query: { id } }, opts);
}
