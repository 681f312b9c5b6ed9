/**
 * The contract of every account call (spec §7 "Account", issue "Accounts", issue #34): login, logout,
 * current user, registration and password reset with SMS codes, profile edits, WeChat QR login /
 * bind / unbind, the invite list: path, access, input and answer, written once. The mock
 * (`mock/account.ts`) declares its routes with them (input typed and bounded here, then checked with
 * the console's own rules, src/core/rules/account.ts); the services (`src/services/account.ts`,
 * `user.ts`) call them through the generated calls (types only: zod stays out of the bundle).
 *
 * SMS purposes (`sms_type`): 2 register, 3 reset password, 4 / 5 mobile change (old / new number).
 * Times: `createdAt` `YYYY-MM-DD HH:mm:ss`; `expiresIn` seconds. Relative imports only.
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { fileKey, paging, qText } from '../contract/fields';

/** Text fields of the account forms: typed as strings and bounded here; their rules give the messages. */
const field = (max: number) => z.string().max(max).optional();
/** `sms_type` as a number or digits. */
export const smsType = z.union([z.number().int(), z.string().regex(/^\d{1,2}$/).transform(Number)], { errorMap: () => ({ message: '短信类型无效' }) });

// ---- shapes ----------------------------------------------------------------------------------

/**
 * The current user as the account calls answer it (spec §3 "Current user"): `avatar` a storage path
 * of the file host (or a full URL), `role` 2 an agent, `show_invite` 1 shows the belonging-user
 * display, an agent's `clients`, a WeChat binding, an e-mail waiting for its link (`pending_email`).
 */
const accountUser = z
  .object({
    id: z.number().int().positive(),
    username: z.string(),
    name: z.string(),
    mobile: z.string(),
    email: z.string().optional(),
    avatar: z.string().optional(),
    role: z.number().int(),
    show_invite: z.number().int(),
    wx_bound: z.boolean(),
    wx_openid: z.string().optional(),
    invitedBy: z.number().int().positive().optional(),
    company: z.string().optional(),
    createdAt: z.string(),
    other_settings: z.object({ default_eu_agent_offices: z.array(z.string()) }).strict(),
    clients: z.array(z.object({ id: z.number().int().positive(), name: z.string(), company: z.string().optional() }).strict()).optional(),
    pending_email: z.string().optional(),
  })
  .strict();

/** A login: the session token and the user. */
const loginResult = z.object({ token: z.string().min(1), user: accountUser }).strict();

/** A WeChat QR ticket: `url` is the text the QR code encodes; `expiresIn` in seconds. */
const wxTicket = z.object({ ticket: z.string(), url: z.string(), expiresIn: z.number().int().positive() }).strict();

/** The state of a QR ticket; a confirmed login carries the session (`token`, `user`), an unbound WeChat the Chinese `message`. */
const wxScanResult = z
  .object({ status: z.enum(['waiting', 'scanned', 'confirmed', 'expired', 'unbound']), token: z.string().optional(), user: accountUser.optional(), message: z.string().optional() })
  .strict();

/** A user invited by the current user (mobile masked). */
const invitedUser = z.object({ id: z.number().int().positive(), username: z.string(), name: z.string(), mobile: z.string(), company: z.string(), createdAt: z.string() }).strict();

/** A step of the mobile change: 0 and 2 say where the code went (`mobile`, masked for 0) and how long it is valid. */
const mobileStep = z.object({ step: z.number().int().min(0).max(2), mobile: z.string().optional(), expiresIn: z.number().int().positive().optional() }).strict();

// ---- input -----------------------------------------------------------------------------------

const mobileUpdate = z.object({
  type: z.literal('mobile'),
  step: z.union([z.number().int(), z.string().regex(/^\d$/).transform(Number)], { errorMap: () => ({ message: '步骤无效' }) }),
  code: field(10),
  mobile: field(20),
});

/** One profile change of `POST /api/user/update`, by `type`. */
export const userUpdate = z.discriminatedUnion(
  'type',
  [
    mobileUpdate,
    z.object({ type: z.literal('name'), name: field(60) }),
    z.object({ type: z.literal('email'), email: field(120) }),
    z.object({ type: z.literal('avatar'), avatar: fileKey({ message: '头像文件不存在，请重新上传' }) }),
    z.object({ type: z.literal('password'), old_password: field(50), password: field(50), confirm: field(50) }),
  ],
  { errorMap: (issue, ctx) => (issue.code === 'invalid_union_discriminator' ? { message: '不支持的修改类型' } : { message: ctx.defaultError }) },
);

/** Registration and reset: mobile, SMS code, password (and its confirmation), the code's purpose. */
const registerBody = z.object({ mobile: field(20), code: field(10), password: field(50), confirm: field(50), sms_type: smsType });

// ---- calls -----------------------------------------------------------------------------------

/** Open. `POST /api/auth/login` `{ username (or mobile), password }` → the session; wrong: `LOGIN_FAILED`, 5 wrong in 15 minutes: `PASSWORD_LOCKED`. */
const login = defineContract({
  method: 'POST',
  path: '/api/auth/login',
  access: 'open',
  body: z.object({
    username: z.string({ required_error: '请输入用户名或手机号', invalid_type_error: '请输入用户名或手机号' }).trim().min(1, '请输入用户名或手机号').max(50),
    password: z.string({ required_error: '请输入密码', invalid_type_error: '请输入密码' }).min(1, '请输入密码').max(50),
  }),
  response: loginResult,
});

/** `POST /api/auth/logout` → `null`: the token ends. */
const logout = defineContract({ method: 'POST', path: '/api/auth/logout', access: 'user', response: z.null() });

/** `GET /api/user/info` → the current user. */
const info = defineContract({ method: 'GET', path: '/api/user/info', access: 'user', response: accountUser });

/** Open. `POST /api/sms/send` `{ mobile, sms_type }` (2 register: a new number; 3 reset: a known one) → `{ expiresIn }`; again within 60 s: `SMS_TOO_FREQUENT`. */
const sendSms = defineContract({
  method: 'POST',
  path: '/api/sms/send',
  access: 'open',
  body: z.object({ mobile: field(20), sms_type: smsType }),
  response: z.object({ expiresIn: z.number().int().positive() }).strict(),
});

/** Open. `POST /api/auth/register` `{ mobile, code, password, confirm?, sms_type: 2 }` → the session of the new user. */
const register = defineContract({ method: 'POST', path: '/api/auth/register', access: 'open', body: registerBody, response: loginResult });

/** Open. `POST /api/auth/reset-password` `{ mobile, code, password, confirm?, sms_type: 3 }` → `null`; every session of the user ends. */
const resetPassword = defineContract({ method: 'POST', path: '/api/auth/reset-password', access: 'open', body: registerBody, response: z.null() });

/**
 * `POST /api/user/update` one change by `type`: `mobile` in 4 steps (0 send to the old number, 1
 * verify it, 2 send to the new one, 3 verify and change → the user), `name`, `email` (a verification
 * link is sent → the user with `pending_email`), `avatar` (a stored raster image ≤ 2 MB) → the user;
 * `password` → `null` (the other sessions end).
 */
const update = defineContract({ method: 'POST', path: '/api/user/update', access: 'user', body: userUpdate, response: z.union([accountUser, mobileStep, z.null()]) });

/** Open. `POST /api/user/verify_email` `{ token }` (the e-mailed link, which may be opened in another browser) → `{ email }`. */
const verifyEmail = defineContract({
  method: 'POST',
  path: '/api/user/verify_email',
  access: 'open',
  body: z.object({ token: z.string({ errorMap: () => ({ message: '验证链接无效或已使用' }) }).max(64) }),
  response: z.object({ email: z.string() }).strict(),
});

/** Open. `GET /api/wx/qrcode` → a login QR ticket, valid 2 minutes. */
const wxQrcode = defineContract({ method: 'GET', path: '/api/wx/qrcode', access: 'open', response: wxTicket });

/** Open. `GET /api/wx/scan?ticket` → the ticket's state (polled every 2 s); a confirmed login ticket is used once. */
const wxScan = defineContract({ method: 'GET', path: '/api/wx/scan', access: 'open', query: z.object({ ticket: qText(64) }), response: wxScanResult });

/** `GET /api/wx/bind` → a QR ticket that binds the scanning WeChat to the current user; already bound: `WX_BOUND`. */
const wxBind = defineContract({ method: 'GET', path: '/api/wx/bind', access: 'user', response: wxTicket });

/** `GET /api/wx/unbind` → the user without the binding; none: `WX_NOT_BOUND`. */
const wxUnbind = defineContract({ method: 'GET', path: '/api/wx/unbind', access: 'user', response: accountUser });

/** `GET /api/user/invite-list` `page, perPage, q` → the users invited by the current user (mobile masked); without an invite list: `NO_INVITE`. */
const inviteList = defineContract({
  method: 'GET',
  path: '/api/user/invite-list',
  access: 'user',
  query: z.object({ ...paging, q: qText(50) }),
  response: z.object({ list: z.array(invitedUser), total: z.number().int().nonnegative(), page: z.number().int().positive(), perPage: z.number().int().positive() }).strict(),
});

/** Every account call, by name. */
export const accountApi = { login, logout, info, sendSms, register, resetPassword, update, verifyEmail, wxQrcode, wxScan, wxBind, wxUnbind, inviteList };

// ---- types -----------------------------------------------------------------------------------

/** The current user with its account extras. */
export type AccountUser = z.infer<typeof accountUser>;
/** A WeChat QR ticket. */
export type WxQrTicket = z.infer<typeof wxTicket>;
/** The state of a QR ticket. */
export type WxScanResult = z.infer<typeof wxScanResult>;
/** A user invited by the current user. */
export type InvitedUser = z.infer<typeof invitedUser>;
