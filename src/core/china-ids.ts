/**
 * Chinese identifiers used by the VAT, EPR and compliance flows (spec §5 "the unified social credit
 * code is wrong", OCR of business licences and identity cards in §1 and §7), checked by `stdnum`
 * (`cn.uscc`, `cn.ric`, python-stdnum's port) with our own rules and messages around it:
 *
 * - Unified social credit code (统一社会信用代码), GB 32100-2015: 18 characters, the 18th a check
 *   character. stdnum checks the length, the alphabet (no I, O, Z, S, V), 8 leading digits and the
 *   check character. Two things are ours: the input is trimmed and upper-cased first (`' 91…xg '`
 *   is accepted, inner spaces or hyphens are not), and a body whose weighted sum is 0 mod 31 has the
 *   check character `0` (GB 32100: "31 is written as 0"; stdnum 1.12.0 reads `alphabet[31]` there
 *   and refuses every such code).
 * - Resident identity card number (公民身份号码), GB 11643-1999: 17 digits (6 region, 8 birth date
 *   YYYYMMDD, 3 sequence — odd for men, even for women) and an ISO 7064 MOD 11-2 check character
 *   (`0-9` or `X`). stdnum checks the digits, the birth date (a real date, not after the clock's
 *   today) and the check character; ours are a region not starting with 0, a birth date from
 *   1900-01-01 and not after an injectable `today`, and `x` accepted for `X`.
 *
 * The check characters the mock's generators need are found by asking stdnum which candidate it
 * accepts, so the checksum rule lives in stdnum only (the guard rail
 * `tests/unit/guardrails/one-way.test.ts` refuses a hand-written one). Pure functions without React
 * or umi; used by the console's validators and by the mock API.
 */
import { InvalidChecksum } from 'stdnum/lib/cjs/exceptions';
import * as ric from 'stdnum/lib/cjs/cn/ric';
import * as uscc from 'stdnum/lib/cjs/cn/uscc';
import { lastDayOfMonth } from './utils/date';

/** Characters a check character can be: every digit and Latin capital (stdnum refuses the ones outside a code's alphabet). */
const CHECK_CANDIDATES = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a unified social credit code from its first 17 characters
 * (GB 32100-2015), the one candidate `stdnum`'s `cn.uscc` accepts (`0` when its weighted sum is
 * 0 mod 31, see the module note). Lower-case input is accepted.
 * @throws Error `统一社会信用代码前 17 位格式错误` when `body17` is not 17 characters stdnum reads
 * as the start of a code (8 digits, then characters of the code alphabet).
 */
export function usccCheckChar(body17: string): string {
  const body = body17.toUpperCase();
  if (/^[0-9A-Z]{17}$/.test(body)) {
    for (const c of CHECK_CANDIDATES) if (uscc.validate(body + c).isValid) return c;
    if (uscc.validate(`${body}0`).error instanceof InvalidChecksum) return '0';
  }
  throw new Error('统一社会信用代码前 17 位格式错误');
}

/**
 * Whether `code` is a well-formed unified social credit code with a correct check character
 * (GB 32100-2015, by `stdnum`'s `cn.uscc`). Surrounding spaces are ignored; lower-case letters are
 * accepted. The embedded organisation code (characters 9-17) is not checked separately: the
 * backend's registry is the authority on whether the code exists.
 */
export function isValidUscc(code: string | null | undefined): boolean {
  if (typeof code !== 'string') return false;
  const c = code.trim().toUpperCase();
  if (!/^[0-9A-Z]{18}$/.test(c)) return false;
  const r = uscc.validate(c);
  if (r.isValid) return true;
  return r.error instanceof InvalidChecksum && c[17] === '0' && usccCheckChar(c.slice(0, 17)) === '0';
}

/**
 * Whether `code` has the shape of a unified social credit code (18 characters, 8 leading digits,
 * then characters of the code alphabet) without verifying its check character: for forms that take
 * the code as the seller types it and leave the check to the registry (the EPR draft). Surrounding
 * spaces are ignored; lower-case letters are accepted. By `stdnum`'s `cn.uscc` (a checksum error
 * means the shape is right).
 */
export function isUsccFormat(code: string | null | undefined): boolean {
  if (typeof code !== 'string') return false;
  const c = code.trim().toUpperCase();
  if (!/^[0-9A-Z]{18}$/.test(c)) return false;
  const r = uscc.validate(c);
  return r.isValid || r.error instanceof InvalidChecksum;
}

/**
 * The check character of an identity card number from its first 17 digits (GB 11643-1999,
 * ISO 7064 MOD 11-2), the one of `0-9`, `X` that `stdnum`'s `cn.ric` accepts.
 * @throws Error `身份证号前 17 位必须是数字` when `body17` is not 17 digits, or
 * `身份证号前 17 位的出生日期不存在` when its birth date is not a real date up to today (stdnum then
 * accepts no check character).
 */
export function idCardCheckChar(body17: string): string {
  if (!/^\d{17}$/.test(body17)) throw new Error('身份证号前 17 位必须是数字');
  for (const c of '0123456789X') if (ric.validate(body17 + c).isValid) return c;
  throw new Error('身份证号前 17 位的出生日期不存在');
}

/**
 * The birth date `YYYY-MM-DD` encoded in an 18-digit identity card number, or `null` when the
 * 8 digits are not a real calendar date (e.g. 19990230).
 */
export function idCardBirthDate(id: string): string | null {
  const m = /^\d{6}(\d{4})(\d{2})(\d{2})/.exec(id);
  if (!m) return null;
  const d = Number(m[3]);
  if (!(d >= 1 && d <= lastDayOfMonth(Number(m[1]), Number(m[2])))) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/**
 * Whether `id` is a valid 18-character resident identity card number (GB 11643-1999, by `stdnum`'s
 * `cn.ric`): a region code not starting with 0, a real birth date between 1900-01-01 and `today`,
 * and a correct check character (`x` is accepted for `X`). Surrounding spaces are ignored. `today`
 * is injectable for tests.
 */
export function isValidIdCard(id: string | null | undefined, today: Date = new Date()): boolean {
  if (typeof id !== 'string') return false;
  const v = id.trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(v)) return false;
  const birth = idCardBirthDate(v);
  if (!birth || birth < '1900-01-01') return false;
  const todayIso = today.toISOString().slice(0, 10);
  if (birth > todayIso) return false;
  return ric.validate(v).isValid;
}

/** Sex encoded in an identity card number (17th digit: odd 男, even 女), or `null` when malformed. */
export function idCardSex(id: string): '男' | '女' | null {
  const v = id.trim();
  if (!/^\d{17}[\dXx]$/.test(v)) return null;
  return Number(v[16]) % 2 === 1 ? '男' : '女';
}
