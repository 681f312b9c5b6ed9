/**
 * Mock of the account calls (spec §7 "Account", issue "Accounts"): login, logout, current user,
 * registration and password reset with SMS codes, profile edits (mobile in 4 steps, e-mail with a
 * verification link, avatar, nickname, password), WeChat QR login / bind / unbind, invite list.
 *
 * Input is typed by each route's schema, then checked with the console's own rules
 * (src/core/rules/account.ts), answering the same
 * Chinese messages, at the field (`data.field`) where one is concerned.
 *
 * Guessing is limited: after 5 wrong SMS codes the code is spent; after 5 wrong passwords within 15
 * minutes the account waits 15 minutes (the message says how long); a password change ends the
 * user's other sessions, a reset by SMS all of them.
 *
 * Test-only calls (docs/mock-api.md "Accounts"; only with `MOCK_TEST_API=1`):
 * - `GET /api/__test__/outbox?to=<mobile|email>[&type=<sms_type>]`: the last SMS code or e-mail link sent.
 * - `POST /api/__test__/sms-expire { mobile, sms_type? }`: makes the current code(s) of a number expire.
 * - `POST /api/__test__/wx-scan { ticket, username?, status? }` (`username` or mobile): simulates the WeChat scan of a QR
 *   ticket (`status` `scanned` or `confirmed`, default `confirmed`; `expired` expires it). A login
 *   ticket logs in `username` if that user's WeChat is bound (else the ticket answers `unbound`); a
 *   bind ticket binds the scanning WeChat to the ticket's owner.
 *
 * Every call's path, input and answer: its contract in src/core/account/api.ts (`accountApi`, issue #34).
 */
import { accountApi, smsType as accountSmsType, type userUpdate } from '../src/core/account/api';
import { bearerOf, checkPassword, db, endSessions, fail, hashPassword, invalid, issueToken, ok, paginate, publicUser, qInt, qText, route, routes, testContract, z } from './_store';
import type { MockResponse, MockUser } from './_store';
import { rasterType } from './_store/files';
import {
  accountState,
  clearPasswordFailures,
  CODE_MESSAGES,
  consumeSmsCode,
  createEmailToken,
  createWxTicket,
  expireSmsCode,
  lastSent,
  maskMobile,
  passwordWaitMessage,
  passwordWaitMinutes,
  readWxTicket,
  recordPasswordFailure,
  sendSmsCode,
  SMS_TTL_MS,
  SMS_TYPE,
} from './_store/account';
import zhAccount from '../src/locales/zh-CN/account';
import {
  checkConfirm,
  checkEmail,
  checkMobile,
  checkNickname,
  checkPassword as checkPasswordRule,
  checkSmsCode,
  type RuleResult,
} from '../src/core/rules/account';

const MESSAGES = zhAccount as Record<string, string>;
const msg = (key: string) => MESSAGES[key] ?? key;

/** `sms_type` as a number or digits (the contract's). */
const smsType = accountSmsType;

/** Answers the first failed rule at its field; returns true when one failed. */
function failRules(res: MockResponse, checks: [string, RuleResult][]): boolean {
  const bad = checks.find(([, r]) => r);
  if (!bad) return false;
  invalid(res, bad[0], msg(bad[1]!));
  return true;
}

/** Checks an SMS code at field `code`; answers the failure and returns false when refused. */
function codeAccepted(res: MockResponse, mobile: string, type: number, code: unknown): boolean {
  if (failRules(res, [['code', checkSmsCode(code)]])) return false;
  const r = consumeSmsCode(mobile, type, code);
  if (r === 'ok') return true;
  invalid(res, 'code', CODE_MESSAGES[r]);
  return false;
}

/** Sends a code; answers the rate-limit failure (with `retryAfter` seconds) and returns false when refused. */
function sent(res: MockResponse, mobile: string, type: number, at = 'mobile'): boolean {
  const r = sendSmsCode(mobile, type);
  if ('retryAfter' in r) {
    fail(res, `验证码发送过于频繁，请 ${r.retryAfter} 秒后再试`, {
      errorCode: 'SMS_TOO_FREQUENT',
      data: { field: at, retryAfter: r.retryAfter },
    });
    return false;
  }
  return true;
}

/**
 * Checks `password` of `user` with the guessing limit: refused while the account waits; a wrong one
 * is counted (the 5th within 15 minutes makes the account wait). Answers the refusal at `at` with
 * `wrong` and returns false when refused.
 */
function passwordAccepted(res: MockResponse, user: MockUser, password: string, at: string, wrong: string, errorCode: string): boolean {
  const wait = passwordWaitMinutes(user.id);
  if (wait) {
    fail(res, passwordWaitMessage(wait), { errorCode: 'PASSWORD_LOCKED', data: { field: at, retryAfter: wait * 60 } });
    return false;
  }
  if (checkPassword(password, user.passwordHash)) {
    clearPasswordFailures(user.id);
    return true;
  }
  recordPasswordFailure(user.id);
  const now = passwordWaitMinutes(user.id);
  if (now) fail(res, passwordWaitMessage(now), { errorCode: 'PASSWORD_LOCKED', data: { field: at, retryAfter: now * 60 } });
  else fail(res, wrong, { errorCode, data: { field: at } });
  return false;
}

const byMobile = (mobile: string) => db().users.find((u) => u.mobile === mobile);

/** The user as `GET /api/user/info` answers it: public fields plus a pending e-mail, if any. */
function userView(u: MockUser) {
  return { ...publicUser(u), wx_bound: !!u.wx_bound, pending_email: accountState().pendingEmails.get(u.id) || undefined };
}

type MobileUpdate = Extract<z.output<typeof userUpdate>, { type: 'mobile' }>;

/** `POST /api/user/update` with `type: 'mobile'`, steps 0-3 (see src/services/account.ts). */
function updateMobile(res: MockResponse, user: MockUser, body: MobileUpdate) {
  const st = accountState();
  const { step, code, mobile } = body;
  const change = st.mobileChanges.get(user.id);
  const live = change && change.expiresAt > Date.now() ? change : undefined;
  switch (step) {
    case 0:
      if (!sent(res, user.mobile, SMS_TYPE.CHANGE_OLD, 'code')) return;
      return ok(res, { step: 0, mobile: maskMobile(user.mobile), expiresIn: SMS_TTL_MS / 1000 });
    case 1:
      if (!codeAccepted(res, user.mobile, SMS_TYPE.CHANGE_OLD, code)) return;
      st.mobileChanges.set(user.id, { stage: 1, expiresAt: Date.now() + 30 * 60 * 1000 });
      return ok(res, { step: 1 });
    case 2: {
      if (!live) return fail(res, '请先验证原手机号', { errorCode: 'MOBILE_STEP' });
      if (failRules(res, [['mobile', checkMobile(mobile)]])) return;
      if (mobile === user.mobile) return invalid(res, 'mobile', '新手机号不能与原手机号相同');
      if (byMobile(mobile!)) return invalid(res, 'mobile', '该手机号已被其他账号使用');
      if (!sent(res, mobile!, SMS_TYPE.CHANGE_NEW)) return;
      st.mobileChanges.set(user.id, { ...live, stage: 2, newMobile: mobile });
      return ok(res, { step: 2, mobile, expiresIn: SMS_TTL_MS / 1000 });
    }
    case 3: {
      if (!live || live.stage !== 2 || !live.newMobile) return fail(res, '请先填写新手机号', { errorCode: 'MOBILE_STEP' });
      if (mobile !== undefined && mobile !== live.newMobile) return invalid(res, 'mobile', '手机号与接收验证码的号码不一致');
      if (!codeAccepted(res, live.newMobile, SMS_TYPE.CHANGE_NEW, code)) return;
      if (byMobile(live.newMobile)) return invalid(res, 'mobile', '该手机号已被其他账号使用');
      user.mobile = live.newMobile;
      st.mobileChanges.delete(user.id);
      return ok(res, userView(user));
    }
    default:
      return invalid(res, 'step', '步骤无效');
  }
}

/**
 * The field rules shared by registration and password reset (mobile, SMS code, password, its
 * confirmation when sent). Answers the first failure at its field; true when one was answered.
 */
function failMobileCodePassword(res: MockResponse, b: { mobile?: string; code?: string; password?: string; confirm?: string }): boolean {
  return failRules(res, [
    ['mobile', checkMobile(b.mobile)],
    ['code', checkSmsCode(b.code)],
    ['password', checkPasswordRule(b.password)],
    ['confirm', b.confirm === undefined ? null : checkConfirm(b.password, b.confirm)],
  ]);
}

export default routes([
  route({
    contract: accountApi.login,
    handler: ({ res, body }) => {
      const user = db().users.find((u) => u.username === body.username || u.mobile === body.username);
      if (!user) return fail(res, '用户名或密码错误', { errorCode: 'LOGIN_FAILED', data: { field: 'password' } });
      if (!passwordAccepted(res, user, body.password, 'password', '用户名或密码错误', 'LOGIN_FAILED')) return;
      ok(res, { token: issueToken(user.id), user: userView(user) });
    },
  }),

  route({
    contract: accountApi.logout,
    handler: ({ req, res }) => {
      db().tokens.delete(bearerOf(req.headers));
      ok(res, null);
    },
  }),

  route({ contract: accountApi.info, handler: ({ res, user }) => ok(res, userView(user)) }),

  /** `{ mobile, sms_type }`: 2 register (number must be new), 3 reset password (number must exist). */
  route({
    contract: accountApi.sendSms,
    handler: ({ res, body }) => {
      const { mobile, sms_type: t } = body;
      if (failRules(res, [['mobile', checkMobile(mobile)]])) return;
      if (t === SMS_TYPE.REGISTER && byMobile(mobile!)) return invalid(res, 'mobile', '该手机号已注册，请直接登录');
      if (t === SMS_TYPE.RESET_PASSWORD && !byMobile(mobile!)) return invalid(res, 'mobile', '该手机号尚未注册');
      if (t !== SMS_TYPE.REGISTER && t !== SMS_TYPE.RESET_PASSWORD) return invalid(res, 'sms_type', '短信类型无效');
      if (!sent(res, mobile!, t)) return;
      ok(res, { expiresIn: SMS_TTL_MS / 1000 });
    },
  }),

  route({
    contract: accountApi.register,
    handler: ({ res, body }) => {
      if (body.sms_type !== SMS_TYPE.REGISTER) return invalid(res, 'sms_type', '短信类型无效');
      if (failMobileCodePassword(res, body)) return;
      const mobile = body.mobile!;
      if (byMobile(mobile)) return invalid(res, 'mobile', '该手机号已注册，请直接登录');
      if (!codeAccepted(res, mobile, SMS_TYPE.REGISTER, body.code)) return;
      const s = db();
      const id = Math.max(0, ...s.users.map((u) => u.id)) + 1;
      const user: MockUser = {
        id,
        username: `user${id}`,
        name: `用户${mobile.slice(-4)}`,
        mobile,
        role: 1,
        show_invite: 0,
        passwordHash: hashPassword(body.password!),
        createdAt: new Date().toISOString().slice(0, 19).replace('T', ' '),
        other_settings: { default_eu_agent_offices: [] },
      };
      s.users.push(user);
      ok(res, { token: issueToken(id), user: userView(user) });
    },
  }),

  route({
    contract: accountApi.resetPassword,
    handler: ({ res, body }) => {
      if (body.sms_type !== SMS_TYPE.RESET_PASSWORD) return invalid(res, 'sms_type', '短信类型无效');
      if (failMobileCodePassword(res, body)) return;
      const user = byMobile(body.mobile!);
      if (!user) return invalid(res, 'mobile', '该手机号尚未注册');
      if (!codeAccepted(res, user.mobile, SMS_TYPE.RESET_PASSWORD, body.code)) return;
      user.passwordHash = hashPassword(body.password!);
      clearPasswordFailures(user.id);
      // Every session of the user ends with the old password.
      endSessions(user.id);
      ok(res, null);
    },
  }),

  route({
    contract: accountApi.update,
    handler: ({ req, res, body, user }) => {
      switch (body.type) {
        case 'mobile':
          return updateMobile(res, user, body);
        case 'name': {
          if (failRules(res, [['name', checkNickname(body.name)]])) return;
          user.name = body.name!.trim();
          return ok(res, userView(user));
        }
        case 'email': {
          if (failRules(res, [['email', checkEmail(body.email)]])) return;
          const email = body.email!.trim().toLowerCase();
          if (email === (user.email || '').toLowerCase()) return invalid(res, 'email', '新邮箱与当前邮箱相同');
          if (db().users.some((u) => u.id !== user.id && (u.email || '').toLowerCase() === email)) {
            return invalid(res, 'email', '该邮箱已被其他账号使用');
          }
          createEmailToken(user.id, email);
          return ok(res, userView(user));
        }
        case 'avatar': {
          const file = db().files.get(body.avatar);
          if (!file || file.ownerId !== user.id) return invalid(res, 'avatar', '头像文件不存在，请重新上传');
          // Avatars are raster images, checked by their bytes (never SVG: it is a document that runs script).
          if (!rasterType(file.data)) return invalid(res, 'avatar', '请上传 JPG、PNG、GIF、WebP 或 BMP 格式的图片');
          if (file.size > 2 * 1024 * 1024) return invalid(res, 'avatar', '头像图片不能超过 2 MB');
          user.avatar = file.key;
          return ok(res, userView(user));
        }
        case 'password': {
          const { old_password: old, password, confirm } = body;
          if (!old) return invalid(res, 'old_password', '请输入原密码');
          if (
            failRules(res, [
              ['password', checkPasswordRule(password)],
              ['confirm', confirm === undefined ? null : checkConfirm(password, confirm)],
            ])
          )
            return;
          if (!passwordAccepted(res, user, old, 'old_password', '原密码不正确', 'VALIDATION')) return;
          if (old === password) return invalid(res, 'password', '新密码不能与原密码相同');
          user.passwordHash = hashPassword(password!);
          // The other sessions end with the old password; this one goes on.
          endSessions(user.id, bearerOf(req.headers));
          return ok(res, null);
        }
        default:
          return invalid(res, 'type', '不支持的修改类型');
      }
    },
  }),

  /** `{ token }` from the e-mailed link; open, since the link may be opened in another browser. */
  route({
    contract: accountApi.verifyEmail,
    handler: ({ res, body }) => {
      const st = accountState();
      const rec = st.emailTokens.get(body.token);
      if (!rec) return fail(res, '验证链接无效或已使用', { errorCode: 'EMAIL_TOKEN_INVALID' });
      if (rec.expiresAt < Date.now()) return fail(res, '验证链接已过期，请重新发送验证邮件', { errorCode: 'EMAIL_TOKEN_EXPIRED' });
      const user = db().users.find((u) => u.id === rec.userId);
      if (!user) return fail(res, '账号不存在', { errorCode: 'EMAIL_TOKEN_INVALID' });
      if (db().users.some((u) => u.id !== user.id && (u.email || '').toLowerCase() === rec.email)) {
        return fail(res, '该邮箱已被其他账号使用', { errorCode: 'EMAIL_IN_USE' });
      }
      user.email = rec.email;
      st.emailTokens.delete(body.token);
      if (st.pendingEmails.get(user.id) === rec.email) st.pendingEmails.delete(user.id);
      ok(res, { email: rec.email });
    },
  }),

  route({ contract: accountApi.wxQrcode, handler: ({ res }) => ok(res, createWxTicket('login')) }),

  route({
    contract: accountApi.wxScan,
    handler: ({ res, query }) => {
      const t = readWxTicket(query.ticket ?? '');
      if (!t) return ok(res, { status: 'expired' });
      if (t.purpose === 'login' && t.status === 'confirmed' && t.loginUserId) {
        const user = db().users.find((u) => u.id === t.loginUserId);
        // A confirmed ticket is used once.
        accountState().wxTickets.delete(t.ticket);
        if (!user) return ok(res, { status: 'expired' });
        return ok(res, { status: 'confirmed', token: issueToken(user.id), user: userView(user) });
      }
      if (t.status === 'unbound') {
        return ok(res, { status: 'unbound', message: '该微信尚未绑定一税账号，请先用密码登录，在个人资料中绑定微信' });
      }
      ok(res, { status: t.status });
    },
  }),

  route({
    contract: accountApi.wxBind,
    handler: ({ res, user }) => {
      if (user.wx_bound) return fail(res, '您已绑定微信，如需更换请先解绑', { errorCode: 'WX_BOUND' });
      ok(res, createWxTicket('bind', user.id));
    },
  }),

  route({
    contract: accountApi.wxUnbind,
    handler: ({ res, user }) => {
      if (!user.wx_bound) return fail(res, '您尚未绑定微信', { errorCode: 'WX_NOT_BOUND' });
      user.wx_bound = false;
      delete user.wx_openid;
      ok(res, userView(user));
    },
  }),

  route({
    contract: accountApi.inviteList,
    handler: ({ res, query, user }) => {
      if (Number(user.show_invite) !== 1) return fail(res, '您的账号没有邀请列表', { errorCode: 'NO_INVITE' });
      const q = query.q ?? '';
      const rows = db()
        .users.filter((u) => u.invitedBy === user.id)
        .filter((u) => !q || [u.name, u.company, u.username, u.mobile].some((f) => (f || '').includes(q)))
        .map((u) => ({ id: u.id, username: u.username, name: u.name, mobile: maskMobile(u.mobile), company: u.company || '', createdAt: u.createdAt }));
      ok(res, paginate(rows, query));
    },
  }),

  // ---- test-only (MOCK_TEST_API=1) ----
  route({
    contract: testContract('GET', '/api/__test__/outbox', { query: z.object({ to: qText(120), type: qInt(0, 99) }) }),
    handler: ({ res, query }) => {
      const to = (query.to ?? '').toLowerCase();
      const entry = lastSent(to, query.type);
      if (!entry) return fail(res, `没有发往 ${to} 的消息`);
      ok(res, entry);
    },
  }),
  route({
    contract: testContract('POST', '/api/__test__/sms-expire', { body: z.object({ mobile: z.string().max(20), sms_type: smsType.optional() }) }),
    handler: ({ res, body }) => ok(res, expireSmsCode(body.mobile, body.sms_type)),
  }),
  route({
    contract: testContract('POST', '/api/__test__/wx-scan', {
      body: z.object({ ticket: z.string().max(64), username: z.string().max(50).optional(), status: z.enum(['scanned', 'confirmed', 'expired']).optional() }),
    }),
    handler: ({ res, body }) => {
      const { username, status = 'confirmed' } = body;
      const t = readWxTicket(body.ticket);
      if (!t) return fail(res, '二维码不存在');
      if (t.status === 'expired' || t.status === 'confirmed') return fail(res, `二维码状态为 ${t.status}`);
      if (status === 'expired') {
        t.expiresAt = 0;
        t.status = 'expired';
        return ok(res, t);
      }
      if (status === 'scanned') {
        t.status = 'scanned';
        return ok(res, t);
      }
      if (t.purpose === 'login') {
        const user = db().users.find((u) => u.username === username || u.mobile === username);
        if (user?.wx_bound) {
          t.status = 'confirmed';
          t.loginUserId = user.id;
        } else {
          t.status = 'unbound';
        }
        return ok(res, t);
      }
      const owner = db().users.find((u) => u.id === t.userId);
      if (!owner) return fail(res, '账号不存在');
      owner.wx_bound = true;
      owner.wx_openid = `wx-${t.ticket.slice(0, 12)}`;
      t.status = 'confirmed';
      ok(res, t);
    },
  }),
]);
