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
import { getToken } from '@/core/storage';
import { API_BASE } from './base';
import { toFailure } from './errorHandler';
import { noAnswerMessage } from './http-messages';
import { RequestFailure, type AppRequestOptions } from './types';

/**
 * What a failed call rejects with: a {@link RequestFailure} carrying the server's Chinese message
 * (also for an HTTP error such as 413, whose envelope says "文件超过 20 MB 上限…"), the Chinese
 * message of the status when the answer has no envelope (a 502 page: "服务器网关出错，请稍后重试"),
 * "无法连接服务器，请检查网络后重试" when no answer came, "服务器响应超时…" on a timeout
 * (src/request/http-messages.ts) — never the HTTP library's English text ("Request failed with
 * status code 413", "Network Error") nor a bare status code. An aborted call still rejects with axios' `CanceledError` (callers tell an
 * abort from a failure by it), and an error that is already ours passes unchanged.
 */
export function asFailure(error: unknown): unknown {
  if (error instanceof RequestFailure) return error;
  const e = error as { name?: string; code?: string } | undefined;
  if (e?.name === 'CanceledError' || e?.code === 'ERR_CANCELED') return error;
  const failure = toFailure(error);
  if (failure) return failure;
  if (e && typeof e === 'object' && 'isAxiosError' in e) return new RequestFailure('noStatus', noAnswerMessage(error));
  return error;
}

/** `request` with its rejection passed through {@link asFailure}. */
function call<T>(url: string, options: Record<string, unknown>): Promise<T> {
  return Promise.resolve(request<T>(url, options)).catch((e: unknown) => {
    throw asFailure(e);
  });
}

/** Largest keepalive body we send, in UTF-16 characters: Chromium allows 64 KiB of bytes in flight; a Chinese character is 3 UTF-8 bytes. */
const KEEPALIVE_MAX_CHARS = 20_000;

/** Query parameters of a GET (serialised by axios; `undefined` values are left out). */
type QueryParams = object;

/** The four verbs of the API client; see the module comment. */
export const api = {
  /** `GET url?params`: `params` go to the query string (the session's users filter is added there). */
  get<T>(url: string, params?: QueryParams, opts?: AppRequestOptions): Promise<T> {
    return call<T>(url, { method: 'GET', params, ...opts });
  },
  /** `POST url` with a JSON (or FormData) body `data` (the session's users filter is added to it). */
  post<T>(url: string, data?: unknown, opts?: AppRequestOptions): Promise<T> {
    return call<T>(url, { method: 'POST', data, ...opts });
  },
  /** `PUT url` with a JSON body `data`. */
  put<T>(url: string, data?: unknown, opts?: AppRequestOptions): Promise<T> {
    return call<T>(url, { method: 'PUT', data, ...opts });
  },
  /** `DELETE url`, with an optional JSON body `data` (spec §7: `DELETE /api/draft` takes a body). */
  del<T>(url: string, data?: unknown, opts?: AppRequestOptions): Promise<T> {
    return call<T>(url, { method: 'DELETE', data, ...opts });
  },
  /**
   * `POST url` with the JSON body `data` as the page goes away (a reload, a typed address, the tab
   * closed): `fetch` with `keepalive`, which the browser completes after the document is gone — an
   * axios call would be cancelled with it. Fire and forget: nobody is left to show an answer, so
   * none is read. Returns false when it could not be sent: no `fetch`, or a body over the 64 KB the
   * browser allows a keepalive request (the caller's normal save is then the only attempt). Carries
   * the Bearer token like every call; base URL `API_BASE`.
   */
  postOnLeave(url: string, data: unknown): boolean {
    const body = JSON.stringify(data);
    if (typeof fetch !== 'function' || body.length > KEEPALIVE_MAX_CHARS) return false;
    const token = getToken();
    // A failed send has no page left to tell: the draft's next save (on return) is the retry.
    fetch(`${API_BASE}${url}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body,
    }).catch(() => undefined);
    return true;
  },
};

