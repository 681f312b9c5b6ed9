import { request } from '@umijs/max';
import type { AppRequestOptions } from '@/request';
import type { CurrentUser, LoginResult } from './types';

/** `POST /api/auth/login` (spec §7 Account): username (or mobile) + password. Resolves with token and user. */
export function login(body: { username: string; password: string }, opts?: AppRequestOptions) {
  return request<LoginResult>('/api/auth/login', { method: 'POST', data: body, ...opts });
}

/** `GET /api/user/info` (spec §7 Account): the current user. */
export function fetchCurrentUser(opts?: AppRequestOptions) {
  return request<CurrentUser>('/api/user/info', { method: 'GET', ...opts });
}

/** `POST /api/auth/logout`: ends the token on the server (best effort; the session is cleared anyway). */
export function logout() {
  return request<null>('/api/auth/logout', { method: 'POST', skipErrorHandler: true });
}
