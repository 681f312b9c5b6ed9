/**
 * The typed client over the contracts (issue #34 "each path written once"): a service function names
 * the call by its generated reference and gives the input; the path, the method and every shape come
 * from the call's contract in `src/core/<area>/api.ts`, never from the service.
 *
 * ```ts
 * // src/services/vat-tax.ts
 * import { vatTaxCalls } from './_generated/vat-tax.calls';
 * export function getVatTaxInfo(id: number, opts?: AppRequestOptions) {
 *   return call(vatTaxCalls.info, { query: { id } }, opts);
 * }
 * ```
 *
 * The references (`{ method, path, access }`) are plain data written by scripts/gen-calls.ts from the
 * contracts, and typed by them with `import type`: zod never enters the app bundle.
 *
 * How the input goes on the wire (the conventions the services followed by hand before):
 * - `params` fill the path's parameters (`/api/vat-declare/:id(\\d+)` → `/api/vat-declare/7`),
 *   URI-encoded; a missing one throws (a programming error, not a user's);
 * - `query` of a GET goes to umi's `request` as `params` (axios writes the query string; the session's
 *   users filter is added there by the request interceptor); the query of any other method is written
 *   into the URL (`?id=1&tags=a%2Cb`, `undefined` values left out), the way spec §7 puts the
 *   parameters of some POSTs;
 * - `body` is the JSON body (or a `FormData`) of a POST, PUT or DELETE.
 * Every call resolves with the envelope's `data` and rejects as `api` does (src/request/api.ts).
 */
import type { ApiContract, CallInput, CallRef, ResponseOf } from '@/core/contract';
import { api } from './api';
import type { AppRequestOptions } from './types';

/** The path of `ref` with its parameters filled in from `params` (each URI-encoded). */
function callPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]\w*)(\([^)]*\))?/g, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === '') throw new Error(`call ${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}

/** `path?k=v&…` of the defined values of `query` (the query of a non-GET call), or `path` when none. */
function withQueryString(path: string, query?: object): string {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined);
  if (!entries.length) return path;
  return `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

/**
 * Makes the call `ref` with `input` (see the module comment) and resolves with its answer's `data`,
 * typed by the contract's response.
 * @throws Error when a path parameter is missing (before anything is sent).
 */
export function call<C extends ApiContract>(ref: CallRef<C>, input: CallInput<C>, opts?: AppRequestOptions): Promise<ResponseOf<C>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: object; body?: unknown };
  const path = callPath(ref.path, params);
  switch (ref.method) {
    case 'GET':
      return api.get<ResponseOf<C>>(path, query, opts);
    case 'POST':
      return api.post<ResponseOf<C>>(withQueryString(path, query), body, opts);
    case 'PUT':
      return api.put<ResponseOf<C>>(withQueryString(path, query), body, opts);
    case 'DELETE':
      return api.del<ResponseOf<C>>(withQueryString(path, query), body, opts);
    default:
      throw new Error(`call ${ref.method} ${ref.path}: the console makes no ${ref.method} calls`);
  }
}
