/**
 * Account calls (spec §7 "Account", §4 mobile change): SMS codes, registration, password reset,
 * profile updates, e-mail verification, WeChat QR login / bind / unbind, the invite list.
 * Login, logout and the current user are in `src/services/user.ts`.
 *
 * Failures are handled by the request client (spec §8) unless a call passes `skipErrorHandler` /
 * `skipErrorMessage`; a validation failure carries the field name in `err.body.data.field`
 * (see `src/pages/account/_form.ts`).
 */
import type { BodyOf, QueryOf } from '@/core/contract';
import type { accountApi } from '@/core/account/api';
import { call } from '@/request/call';
import type { AppRequestOptions } from '@/request/types';
import { accountCalls } from './_generated/account.calls';

export type { AccountUser, InvitedUser, WxQrTicket, WxScanResult } from '@/core/account/api';

type Api = typeof accountApi;

/**
 * SMS purposes (`sms_type`): 2 registration, 3 password reset (spec §7); 4 and 5 are the codes of
 * the mobile change (old and new number), sent by `POST /api/user/update` steps 0 and 2, not by
 * `POST /api/sms/send`.
 */
export const SMS_TYPE = { REGISTER: 2, RESET_PASSWORD: 3, CHANGE_OLD: 4, CHANGE_NEW: 5 } as const;

/**
 * `POST /api/sms/send` `{ mobile, sms_type }` (spec §7): sends a 6-digit code, valid 5 minutes,
 * single use. Refused within 60 s of the previous code for the same number and type
 * (`errorCode: 'SMS_TOO_FREQUENT'`, `data: { field: 'mobile', retryAfter: <seconds> }`); type 2
 * refuses a registered number ("该手机号已注册，请直接登录"), type 3 an unknown one.
 * Resolves with `{ expiresIn }` in seconds.
 */
export function sendSms(body: { mobile: string; sms_type: 2 | 3 }, opts?: AppRequestOptions) {
  return call(accountCalls.sendSms, { body }, opts);
}

/**
 * `POST /api/auth/register` (spec §7): the form fields plus `sms_type=2`. Resolves like login, with
 * a token and the new user (username `user<id>`; logs in with the mobile number too).
 */
export function register(body: { mobile: string; code: string; password: string; confirm?: string }, opts?: AppRequestOptions) {
  return call(accountCalls.register, { body: { ...body, sms_type: SMS_TYPE.REGISTER } }, opts);
}

/**
 * `POST /api/auth/reset-password` (spec §7): the form fields plus `sms_type=3`. Every session of the
 * user ends; resolves with `null`.
 */
export function resetPassword(body: { mobile: string; code: string; password: string; confirm?: string }, opts?: AppRequestOptions) {
  return call(accountCalls.resetPassword, { body: { ...body, sms_type: SMS_TYPE.RESET_PASSWORD } }, opts);
}

/**
 * Payloads of `POST /api/user/update` (spec §3 profile fields, §4 mobile change in 4 steps):
 * - `{ type: 'mobile', step: 0 }`: starts the change; a code (sms_type 4) goes to the current
 *   number. Answers `{ step: 0, mobile: '138****8000', expiresIn }`. Calling it again resends
 *   (60 s rate limit, reported at field `code`).
 * - `{ type: 'mobile', step: 1, code }`: verifies the current number; answers `{ step: 1 }`.
 * - `{ type: 'mobile', step: 2, mobile }`: submits the new number (after step 1; must be valid, not
 *   the current one, not used by another account) and sends it a code (sms_type 5); calling it again
 *   resends. Answers `{ step: 2, mobile, expiresIn }`.
 * - `{ type: 'mobile', step: 3, mobile, code }`: verifies the new number and changes it; answers the user.
 * - `{ type: 'email', email }`: records a pending e-mail and mails a link
 *   `/global/verify-email?token=…`; the e-mail changes once verified. Answers the user (`pending_email`).
 * - `{ type: 'avatar', avatar }`: `avatar` is the key of a file uploaded with `uploadFile(file, { scene: 'avatar' })`.
 * - `{ type: 'name', name }`: nickname, 2-20 characters.
 * - `{ type: 'password', old_password, password, confirm }`.
 */
type UserUpdate =
  | { type: 'mobile'; step: 0 }
  | { type: 'mobile'; step: 1; code: string }
  | { type: 'mobile'; step: 2; mobile: string }
  | { type: 'mobile'; step: 3; mobile: string; code: string }
  | { type: 'email'; email: string }
  | { type: 'avatar'; avatar: string }
  | { type: 'name'; name: string }
  | { type: 'password'; old_password: string; password: string; confirm: string };

// Each payload above is one the contract accepts (compile-time check: `UserUpdate` is the contract's body, per step).
const updateIsBody: UserUpdate extends BodyOf<Api['update']> ? true : never = true;
void updateIsBody;

/** `POST /api/user/update` (spec §7): one profile change, see {@link UserUpdate} for payloads and answers. */
export function updateUser<T = unknown>(body: UserUpdate, opts?: AppRequestOptions) {
  return call(accountCalls.update, { body }, opts) as Promise<T>;
}

/**
 * `POST /api/user/verify_email` `{ token }` (spec §7): confirms the pending e-mail of the link's
 * account. Open (no login needed). Fails with "验证链接无效或已使用" or "…已过期…".
 */
export function verifyEmail(body: { token: string }, opts?: AppRequestOptions) {
  return call(accountCalls.verifyEmail, { body }, opts);
}

/** `GET /api/wx/qrcode` (spec §7): a login QR ticket, valid 2 minutes. */
export function wxQrcode(opts?: AppRequestOptions) {
  return call(accountCalls.wxQrcode, {}, opts);
}

/** `GET /api/wx/scan?ticket=` (spec §7): the ticket's state, polled every 2 s by the QR panel. */
export function wxScan(params: { ticket: string }, opts?: AppRequestOptions) {
  return call(accountCalls.wxScan, { query: params }, opts);
}

/** `GET /api/wx/bind` (spec §7): a QR ticket that binds the scanning WeChat to the current user. */
export function wxBind(opts?: AppRequestOptions) {
  return call(accountCalls.wxBind, {}, opts);
}

/** `GET /api/wx/unbind` (spec §7): unbinds the current user's WeChat; answers the user. */
export function wxUnbind(opts?: AppRequestOptions) {
  return call(accountCalls.wxUnbind, {}, opts);
}

/**
 * `GET /api/user/invite-list` (spec §7; shown when `show_invite == 1`): paged (`page`, `perPage`,
 * default 10), `q` filters by name, company or username.
 */
export function fetchInviteList(params: QueryOf<Api['inviteList']> = {}, opts?: AppRequestOptions) {
  return call(accountCalls.inviteList, { query: params }, opts);
}
