/**
 * The one way service functions call the API: `api.get / post / put / del` over umi's `request`
 * (the client configured in `src/request/index.ts`: token, users filter, envelope, errors of spec §8).
 *
 * Every call resolves with the envelope's `data` (typed `T`) and rejects with a `RequestFailure`
 * that the request layer has already shown, unless `opts.skipErrorHandler` / `opts.skipErrorMessage`
 * says otherwise. Paths are absolute (`/api/...`); the base URL is the request client's.
 *
 * @example
 * // src/services/<area>.ts — the request options are always the LAST argument:
 * export function listThings(params: ThingQuery, opts?: AppRequestOptions) {
 *   return api.get<Paged<Thing>>('/api/things', params, opts);
 * }
 * export function removeThing(id: number, opts?: AppRequestOptions) {
 *   return api.del<boolean>(`/api/things/${id}`, undefined, opts);
 * }
 */
import { request } from '@umijs/max';
import type { AppRequestOptions } from './types';

/** Query parameters of a GET (serialised by axios; `undefined` values are left out). */
export type QueryParams = object;

/** The four verbs of the API client; see the module comment. */
export const api = {
  /** `GET url?params`: `params` go to the query string (the session's users filter is added there). */
  get<T>(url: string, params?: QueryParams, opts?: AppRequestOptions): Promise<T> {
    return request<T>(url, { method: 'GET', params, ...opts });
  },
  /** `POST url` with a JSON (or FormData) body `data` (the session's users filter is added to it). */
  post<T>(url: string, data?: unknown, opts?: AppRequestOptions): Promise<T> {
    return request<T>(url, { method: 'POST', data, ...opts });
  },
  /** `PUT url` with a JSON body `data`. */
  put<T>(url: string, data?: unknown, opts?: AppRequestOptions): Promise<T> {
    return request<T>(url, { method: 'PUT', data, ...opts });
  },
  /** `DELETE url`, with an optional JSON body `data` (spec §7: `DELETE /api/draft` takes a body). */
  del<T>(url: string, data?: unknown, opts?: AppRequestOptions): Promise<T> {
    return request<T>(url, { method: 'DELETE', data, ...opts });
  },
};
