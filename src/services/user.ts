import { api } from '@/request/api';
import type { AppRequestOptions } from '@/request/types';
import type { CurrentUser, LoginResult } from './types';

/** `POST /api/auth/login` (spec §7 Account): username (or mobile) + password. Resolves with token and user. */
export function login(body: { username: string; password: string }, opts?: AppRequestOptions) {
  return api.post<LoginResult>('/api/auth/login', body, opts);
}

/** `GET /api/user/info` (spec §7 Account): the current user. */
export function fetchCurrentUser(opts?: AppRequestOptions) {
  return api.get<CurrentUser>('/api/user/info', undefined, opts);
}

/**
 * `POST /api/auth/logout`: ends the token on the server (best effort; the session is cleared anyway).
 * Failures are not shown (`skipErrorHandler` unless `opts` says otherwise).
 */
export function logout(opts?: AppRequestOptions) {
  return api.post<null>('/api/auth/logout', undefined, { skipErrorHandler: true, ...opts });
}
