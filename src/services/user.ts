/**
 * The session calls of the first load (login, logout, current user: src/app.tsx, the login page, the
 * header), kept apart from the account pages' calls so those stay out of the first bundle. Paths
 * and shapes: the contracts `accountApi.login` / `logout` / `info` (src/core/account/api.ts, issue
 * #34), called through the generated calls.
 */
import type { ResponseOf } from '@/core/contract';
import type { accountApi } from '@/core/account/api';
import { call } from '@/request/call';
import type { AppRequestOptions } from '@/request/types';
import { accountCalls } from './_generated/account.calls';
import type { CurrentUser, LoginResult } from './types';

// The console's CurrentUser / LoginResult (./types.ts, the fields the first load reads) are what the
// contract's answers carry (compile-time check: every answer is one).
const answersFit: [ResponseOf<typeof accountApi.info> extends CurrentUser ? true : never, ResponseOf<typeof accountApi.login> extends LoginResult ? true : never] = [true, true];
void answersFit;

/** `POST /api/auth/login` (spec §7 Account): username (or mobile) + password. Resolves with token and user. */
export function login(body: { username: string; password: string }, opts?: AppRequestOptions): Promise<LoginResult> {
  return call(accountCalls.login, { body }, opts);
}

/** `GET /api/user/info` (spec §7 Account): the current user. */
export function fetchCurrentUser(opts?: AppRequestOptions): Promise<CurrentUser> {
  return call(accountCalls.info, {}, opts);
}

/**
 * `POST /api/auth/logout`: ends the token on the server (best effort; the session is cleared anyway).
 * Failures are not shown (`skipErrorHandler` unless `opts` says otherwise).
 */
export function logout(opts?: AppRequestOptions) {
  return call(accountCalls.logout, {}, { skipErrorHandler: true, ...opts });
}
