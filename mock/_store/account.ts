/**
 * Account helpers of the mock API (not routes): SMS codes, the test outbox, WeChat QR tickets,
 * pending e-mail verifications and mobile-change progress. Collections are created lazily on the
 * store, so `resetStore()` clears them too.
 *
 * SMS rules (issue "Accounts"): 6-digit codes, valid 5 minutes, single use; one code per number and
 * purpose (`sms_type`) at most every 60 s. Purposes: 2 register, 3 reset password,
 * 4 mobile change (old number), 5 mobile change (new number).
 */
import { randomBytes, randomInt } from 'crypto';
import { collection } from './collections';

/** SMS purposes (`sms_type`). */
export const SMS_TYPE = { REGISTER: 2, RESET_PASSWORD: 3, CHANGE_OLD: 4, CHANGE_NEW: 5 } as const;
/** Code lifetime: 5 minutes. */
export const SMS_TTL_MS = 5 * 60 * 1000;
/** Minimum interval between two codes for one number and purpose: 60 s. */
export const SMS_INTERVAL_MS = 60 * 1000;
/** WeChat QR tickets live 2 minutes. */
export const WX_TICKET_TTL_MS = 2 * 60 * 1000;
/** E-mail verification links live 24 hours. */
const EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Wrong codes after which a code is spent: 5. */
const SMS_MAX_ATTEMPTS = 5;
/** Wrong passwords within {@link PASSWORD_WINDOW_MS} after which the account waits: 5. */
const PASSWORD_MAX_FAILURES = 5;
/** The window of wrong passwords, and how long the account waits after the 5th: 15 minutes. */
const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

/** A code sent to a number; `attempts` counts wrong tries of it. */
interface SmsRecord {
  mobile: string;
  type: number;
  code: string;
  sentAt: number;
  expiresAt: number;
  attempts: number;
}

/** Something the mock "sent": an SMS code, an e-mail verification link or a deadline reminder (read by tests). */
interface OutboxEntry {
  to: string;
  kind: 'sms' | 'email' | 'wechat';
  type?: number;
  code?: string;
  link?: string;
  token?: string;
  /** A deadline reminder (mock/dashboard.ts): its text and its once-only key `<obligation>:<lead>:<channel>`. */
  text?: string;
  reminderKey?: string;
  at: string;
}

/** A WeChat QR ticket: for login, or for binding the WeChat of `userId`. */
interface WxTicket {
  ticket: string;
  purpose: 'login' | 'bind';
  userId?: number;
  status: 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'unbound';
  /** For a confirmed login: the user who logged in. */
  loginUserId?: number;
  expiresAt: number;
}

/** Account collections kept on the store (every lookup by a caller's key goes through a `Map`). */
interface AccountState {
  /** `<sms_type>:<mobile>` → the current code. */
  smsCodes: Map<string, SmsRecord>;
  outbox: OutboxEntry[];
  /** ticket → WeChat QR ticket. */
  wxTickets: Map<string, WxTicket>;
  /** token → pending e-mail verification. */
  emailTokens: Map<string, { userId: number; email: string; expiresAt: number }>;
  /** userId → stage reached in the mobile change (1 old number verified, 2 new number sent). */
  mobileChanges: Map<number, { stage: 1 | 2; newMobile?: string; expiresAt: number }>;
  /** userId → e-mail waiting for verification. */
  pendingEmails: Map<number, string>;
  /** userId → times (ms) of wrong passwords in the last 15 minutes. */
  passwordFailures: Map<number, number[]>;
}

/** The account collections of the current store (created on first use, dropped by `resetStore()`). */
export const accountState = collection<AccountState>('account', () => ({
  smsCodes: new Map(),
  outbox: [],
  wxTickets: new Map(),
  emailTokens: new Map(),
  mobileChanges: new Map(),
  pendingEmails: new Map(),
  passwordFailures: new Map(),
}));

const smsKey = (mobile: string, type: number) => `${type}:${mobile}`;

/**
 * Sends a new code to `mobile` for `type`: logs `[mock sms] <mobile> code <code>` and records it in
 * the outbox. Refused (with the seconds left) within 60 s of the previous code of that number and type.
 */
export function sendSmsCode(mobile: string, type: number, now = Date.now()): { code: string } | { retryAfter: number } {
  const st = accountState();
  const prev = st.smsCodes.get(smsKey(mobile, type));
  if (prev && now - prev.sentAt < SMS_INTERVAL_MS) {
    return { retryAfter: Math.ceil((SMS_INTERVAL_MS - (now - prev.sentAt)) / 1000) };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  st.smsCodes.set(smsKey(mobile, type), { mobile, type, code, sentAt: now, expiresAt: now + SMS_TTL_MS, attempts: 0 });
  st.outbox.push({ to: mobile, kind: 'sms', type, code, at: new Date(now).toISOString() });
  console.log(`[mock sms] ${mobile} code ${code} (sms_type ${type})`);
  return { code };
}

/** Why a code was refused. */
type CodeCheck = 'ok' | 'missing' | 'expired' | 'wrong' | 'spent';

/** Chinese messages of refused codes. */
export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  missing: '请先获取短信验证码',
  expired: '验证码已过期，请重新获取',
  wrong: '验证码错误，请重新输入',
  spent: `验证码错误次数过多（${SMS_MAX_ATTEMPTS} 次），已失效，请重新获取`,
};

/**
 * Checks `code` for `mobile` and `type`. A matching code is used up (single use); an expired one is
 * dropped. A wrong code leaves the code in place until the {@link SMS_MAX_ATTEMPTS}th wrong try,
 * which spends it (the right code no longer works: a new one must be requested).
 */
export function consumeSmsCode(mobile: string, type: number, code: unknown, now = Date.now()): CodeCheck {
  const st = accountState();
  const key = smsKey(mobile, type);
  const rec = st.smsCodes.get(key);
  if (!rec) return 'missing';
  if (now > rec.expiresAt) {
    // Keep sentAt for the rate limit but make the code unusable.
    rec.code = '';
    return 'expired';
  }
  if (!rec.code) return rec.attempts >= SMS_MAX_ATTEMPTS ? 'spent' : 'expired';
  if (String(code ?? '') !== rec.code) {
    rec.attempts += 1;
    if (rec.attempts < SMS_MAX_ATTEMPTS) return 'wrong';
    rec.code = '';
    return 'spent';
  }
  rec.code = '';
  return 'ok';
}

/** Ages the code of `mobile`/`type` past its expiry (test-only helper). Returns whether one existed. */
export function expireSmsCode(mobile: string, type?: number): boolean {
  const st = accountState();
  let found = false;
  st.smsCodes.forEach((r) => {
    if (r.mobile === mobile && (type === undefined || r.type === type)) {
      r.expiresAt = 0;
      found = true;
    }
  });
  return found;
}

/** The last outbox entry sent to `to` (a mobile or an e-mail), optionally of one `sms_type`. */
export function lastSent(to: string, type?: number): OutboxEntry | undefined {
  return [...accountState().outbox].reverse().find((e) => e.to === to && (type === undefined || e.type === type));
}

/** Creates a WeChat QR ticket; `url` is the text the QR code encodes. */
export function createWxTicket(purpose: WxTicket['purpose'], userId?: number, now = Date.now()) {
  const ticket = randomBytes(12).toString('hex');
  const t: WxTicket = { ticket, purpose, userId, status: 'waiting', expiresAt: now + WX_TICKET_TTL_MS };
  accountState().wxTickets.set(ticket, t);
  return { ticket, url: `https://open.weixin.qq.com/connect/confirm?uuid=${ticket}`, expiresIn: WX_TICKET_TTL_MS / 1000 };
}

/** The ticket, with `status` moved to `expired` once its time is over (unless already final). */
export function readWxTicket(ticket: string, now = Date.now()): WxTicket | undefined {
  const t = accountState().wxTickets.get(ticket);
  if (t && (t.status === 'waiting' || t.status === 'scanned') && now > t.expiresAt) t.status = 'expired';
  return t;
}

/** Records an e-mail verification for `userId` and returns its token and link (logged too). */
export function createEmailToken(userId: number, email: string, now = Date.now()) {
  const st = accountState();
  const token = randomBytes(16).toString('hex');
  st.emailTokens.set(token, { userId, email, expiresAt: now + EMAIL_TOKEN_TTL_MS });
  st.pendingEmails.set(userId, email);
  const link = `/global/verify-email?token=${token}`;
  st.outbox.push({ to: email, kind: 'email', link, token, at: new Date(now).toISOString() });
  console.log(`[mock email] ${email} verify link ${link}`);
  return { token, link };
}

/** Masks a mobile number as `138****8000`. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/**
 * Minutes `userId` must still wait before a password is checked again: after
 * {@link PASSWORD_MAX_FAILURES} wrong passwords within 15 minutes, until 15 minutes after the last of
 * them. 0 when the account may try.
 */
export function passwordWaitMinutes(userId: number, now = Date.now()): number {
  const recent = (accountState().passwordFailures.get(userId) ?? []).filter((t) => now - t < PASSWORD_WINDOW_MS);
  if (recent.length < PASSWORD_MAX_FAILURES) return 0;
  return Math.max(1, Math.ceil((recent[recent.length - 1] + PASSWORD_WINDOW_MS - now) / 60_000));
}

/** Records a wrong password of `userId` (keeps the last 15 minutes only). */
export function recordPasswordFailure(userId: number, now = Date.now()): void {
  const st = accountState();
  const recent = (st.passwordFailures.get(userId) ?? []).filter((t) => now - t < PASSWORD_WINDOW_MS);
  recent.push(now);
  st.passwordFailures.set(userId, recent.slice(-PASSWORD_MAX_FAILURES));
}

/** Forgets the wrong passwords of `userId` (after a correct one, or a reset by SMS). */
export function clearPasswordFailures(userId: number): void {
  accountState().passwordFailures.delete(userId);
}

/** The Chinese message of an account that must wait `minutes`. */
export function passwordWaitMessage(minutes: number): string {
  return `密码错误次数过多，账号已暂时锁定，请 ${minutes} 分钟后再试，或通过短信验证码找回密码`;
}
