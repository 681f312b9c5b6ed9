/**
 * Calls of the German packaging-law registration (issue #21; our paths, the spec names none): types
 * from the contracts of src/core/packaging-law/api.ts (types only), request options LAST.
 */
import { api } from '@/request/api';
import type { BodyOf, QueryOf, ResponseOf } from '@/core/contract';
import type { packagingLawApi } from '@/core/packaging-law/api';
import type { AppRequestOptions } from '@/request/types';

export type { PackagingLawDetail, PackagingLawRecord } from '@/core/packaging-law/api';

type Api = typeof packagingLawApi;

/** Filters of {@link listPackagingLaw}. */
export type PackagingLawQuery = QueryOf<Api['list']>;

/** `POST /api/packaging-law/create`: submits an application → the stored application (status 0). */
export function createPackagingLaw(body: BodyOf<Api['create']>, opts?: AppRequestOptions) {
  return api.post<ResponseOf<Api['create']>>('/api/packaging-law/create', body, opts);
}

/** `GET /api/packaging-law/list`: the caller's applications, paged → `{ list, total, page, perPage }`. */
export function listPackagingLaw(params: PackagingLawQuery = {}, opts?: AppRequestOptions) {
  return api.get<ResponseOf<Api['list']>>('/api/packaging-law/list', params, opts);
}

/** `GET /api/packaging-law/info?id=`: one application with everything submitted. */
export function packagingLawInfo(id: number, opts?: AppRequestOptions) {
  return api.get<ResponseOf<Api['info']>>('/api/packaging-law/info', { id }, opts);
}
