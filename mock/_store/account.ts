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
import { db } from './index';
import type { MockState } from './types';

/** SMS purposes (`sms_type`). */
export const SMS_TYPE = { REGISTER: 2, RESET_PASSWORD: 3, CHANGE_OLD: 4, CHANGE_NEW: 5 } as const;
/** Code lifetime: 5 minutes. */
export const SMS_TTL_MS = 5 * 60 * 1000;
/** Minimum interval between two codes for one number and purpose: 60 s. */
export const SMS_INTERVAL_MS = 60 * 1000;
/** WeChat QR tickets live 2 minutes. */
export const WX_TICKET_TTL_MS = 2 * 60 * 1000;
/** E-mail verification links live 24 hours. */
export const EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** A code sent to a number. */
export interface SmsRecord {
  mobile: string;
  type: number;
  code: string;
  sentAt: number;
  expiresAt: number;
}

/** Something the mock "sent": an SMS code or an e-mail verification link (read by tests). */
export interface OutboxEntry {
  to: string;
  kind: 'sms' | 'email';
  type?: number;
  code?: string;
  link?: string;
  token?: string;
  at: string;
}

/** A WeChat QR ticket: for login, or for binding the WeChat of `userId`. */
export interface WxTicket {
  ticket: string;
  purpose: 'login' | 'bind';
  userId?: number;
  status: 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'unbound';
  /** For a confirmed login: the user who logged in. */
  loginUserId?: number;
  expiresAt: number;
}

/** Account collections kept on the store. */
export interface AccountState {
  smsCodes: Record<string, SmsRecord>;
  outbox: OutboxEntry[];
  wxTickets: Record<string, WxTicket>;
  emailTokens: Record<string, { userId: number; email: string; expiresAt: number }>;
  /** userId → stage reached in the mobile change (1 old number verified, 2 new number sent). */
  mobileChanges: Record<number, { stage: 1 | 2; newMobile?: string; expiresAt: number }>;
  /** userId → e-mail waiting for verification. */
  pendingEmails: Record<number, string>;
}

/** The account collections of the current store (created on first use). */
export function accountState(): AccountState {
  const s = db() as MockState & { account?: AccountState };
  s.account ??= { smsCodes: {}, outbox: [], wxTickets: {}, emailTokens: {}, mobileChanges: {}, pendingEmails: {} };
  return s.account;
}

const smsKey = (mobile: string, type: number) => `${type}:${mobile}`;

/**
 * Sends a new code to `mobile` for `type`: logs `[mock sms] <mobile> code <code>` and records it in
 * the outbox. Refused (with the seconds left) within 60 s of the previous code of that number and type.
 */
export function sendSmsCode(mobile: string, type: number, now = Date.now()): { code: string } | { retryAfter: number } {
  const st = accountState();
  const prev = st.smsCodes[smsKey(mobile, type)];
  if (prev && now - prev.sentAt < SMS_INTERVAL_MS) {
    return { retryAfter: Math.ceil((SMS_INTERVAL_MS - (now - prev.sentAt)) / 1000) };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  st.smsCodes[smsKey(mobile, type)] = { mobile, type, code, sentAt: now, expiresAt: now + SMS_TTL_MS };
  st.outbox.push({ to: mobile, kind: 'sms', type, code, at: new Date(now).toISOString() });
  console.log(`[mock sms] ${mobile} code ${code} (sms_type ${type})`);
  return { code };
}

/** Why a code was refused. */
export type CodeCheck = 'ok' | 'missing' | 'expired' | 'wrong';

/** Chinese messages of refused codes. */
export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  missing: '请先获取短信验证码',
  expired: '验证码已过期，请重新获取',
  wrong: '验证码错误，请重新输入',
};

/**
 * Checks `code` for `mobile` and `type`. A matching code is used up (single use); an expired one is
 * dropped. A wrong code leaves the code in place.
 */
export function consumeSmsCode(mobile: string, type: number, code: unknown, now = Date.now()): CodeCheck {
  const st = accountState();
  const key = smsKey(mobile, type);
  const rec = st.smsCodes[key];
  if (!rec) return 'missing';
  if (now > rec.expiresAt) {
    // Keep sentAt for the rate limit but make the code unusable.
    rec.code = '';
    return 'expired';
  }
  if (!rec.code) return 'expired';
  if (String(code ?? '') !== rec.code) return 'wrong';
  rec.code = '';
  return 'ok';
}

/** Ages the code of `mobile`/`type` past its expiry (test-only helper). Returns whether one existed. */
export function expireSmsCode(mobile: string, type?: number): boolean {
  const st = accountState();
  let found = false;
  Object.values(st.smsCodes).forEach((r) => {
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
  accountState().wxTickets[ticket] = t;
  return { ticket, url: `https://open.weixin.qq.com/connect/confirm?uuid=${ticket}`, expiresIn: WX_TICKET_TTL_MS / 1000 };
}

/** The ticket, with `status` moved to `expired` once its time is over (unless already final). */
export function readWxTicket(ticket: string, now = Date.now()): WxTicket | undefined {
  const t = accountState().wxTickets[ticket];
  if (t && (t.status === 'waiting' || t.status === 'scanned') && now > t.expiresAt) t.status = 'expired';
  return t;
}

/** Records an e-mail verification for `userId` and returns its token and link (logged too). */
export function createEmailToken(userId: number, email: string, now = Date.now()) {
  const st = accountState();
  const token = randomBytes(16).toString('hex');
  st.emailTokens[token] = { userId, email, expiresAt: now + EMAIL_TOKEN_TTL_MS };
  st.pendingEmails[userId] = email;
  const link = `/global/verify-email?token=${token}`;
  st.outbox.push({ to: email, kind: 'email', link, token, at: new Date(now).toISOString() });
  console.log(`[mock email] ${email} verify link ${link}`);
  return { token, link };
}

/** Masks a mobile number as `138****8000`. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
