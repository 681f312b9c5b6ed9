import { getToken, getUsersFilter } from '@/core/storage';
import { unwrapEnvelope } from './envelope';

/** Minimal shape of the axios request config the interceptor touches. */
export interface OutgoingRequest {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  params?: Record<string, unknown>;
  data?: unknown;
  withCredentials?: boolean;
  [key: string]: unknown;
}

/**
 * Request interceptor (spec §6, §7): no cookies; `Authorization: Bearer <token>` when a token is in
 * session storage; the session's user-identifier filter as `users` (query for GET/DELETE-less reads,
 * body otherwise; an explicit `users` given by the caller wins). FormData bodies get the field appended.
 */
export function authInterceptor(config: OutgoingRequest): OutgoingRequest {
  const next: OutgoingRequest = { ...config, withCredentials: false, headers: { ...(config.headers || {}) } };
  const token = getToken();
  if (token) next.headers!.Authorization = `Bearer ${token}`;
  const users = getUsersFilter();
  if (users) {
    const method = (config.method || 'get').toLowerCase();
    if (method === 'get') {
      next.params = { users, ...(config.params || {}) };
    } else if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
      if (!config.data.has('users')) config.data.append('users', users);
    } else if (config.data === undefined || (config.data && typeof config.data === 'object' && !Array.isArray(config.data))) {
      next.data = { users, ...((config.data as object) || {}) };
    }
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
