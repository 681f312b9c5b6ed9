import { getToken, getUsersFilter } from '@/core/storage';
import { unwrapEnvelope } from './envelope';

/** Minimal shape of the axios request config the interceptor touches. */
interface OutgoingRequest {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  params?: Record<string, unknown>;
  data?: unknown;
  withCredentials?: boolean;
  [key: string]: unknown;
}

/** Whether `v` is a plain JSON-like object (not an array, FormData, Blob, URLSearchParams…). */
function isPlainObject(v: unknown): v is Record<string, unknown> {
  return Object.prototype.toString.call(v) === '[object Object]';
}

/** Whether a `users` value given by a caller is blank: `undefined`, `null` or `''` (after trimming). */
export function isBlankUsers(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/**
 * Merges the session's users filter into a parameter or body object (spec §6): a caller's
 * non-empty `users` wins; a blank one (`undefined`, `null`, `''`) never removes the session's
 * filter. Without a session filter a blank `users` is dropped rather than sent empty.
 * Returns a new object; `obj` is not changed.
 */
export function withUsers(obj: Record<string, unknown> | undefined, sessionUsers: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(obj || {}) };
  if (!isBlankUsers(out.users)) return out;
  if (sessionUsers) out.users = sessionUsers;
  else delete out.users;
  return out;
}

/**
 * Request interceptor (spec §6, §7): no cookies; `Authorization: Bearer <token>` when a token is in
 * session storage; the session's user-identifier filter as `users` — the query for GET, the body
 * otherwise (JSON object or FormData). A caller's non-empty `users` wins; `undefined`, `null` or
 * `''` never removes the session's filter (see {@link withUsers}).
 */
export function authInterceptor(config: OutgoingRequest): OutgoingRequest {
  const next: OutgoingRequest = { ...config, withCredentials: false, headers: { ...(config.headers || {}) } };
  const token = getToken();
  if (token) next.headers!.Authorization = `Bearer ${token}`;
  const users = getUsersFilter();
  const method = (config.method || 'get').toLowerCase();
  if (method === 'get') {
    if (users || (config.params && 'users' in config.params)) next.params = withUsers(config.params, users);
  } else if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    const own = config.data.get('users');
    if (users && (own === null || isBlankUsers(own))) config.data.set('users', users);
  } else if (config.data === undefined || isPlainObject(config.data)) {
    const data = config.data as Record<string, unknown> | undefined;
    if (users || (data && 'users' in data)) next.data = withUsers(data, users);
  }
  return next;
}

/**
 * Response interceptor: checks the envelope (spec §8) and replaces the response's `data` with the
 * envelope's `data`, so a call resolves with the payload. Throws {@link RequestFailure} otherwise.
 * Non-JSON downloads (`responseType: 'blob' | 'arraybuffer'`) pass through untouched.
 */
export function envelopeInterceptor<R extends { data: unknown; status: number; config?: { responseType?: string } }>(
  response: R,
): R {
  const type = response.config?.responseType;
  if (type === 'blob' || type === 'arraybuffer') return response;
  return { ...response, data: unwrapEnvelope(response.data, response.status) };
}
