/**
 * Chinese identifiers used by the VAT, EPR and compliance flows (spec §5 "the unified social credit
 * code is wrong", OCR of business licences and identity cards in §1 and §7):
 *
 * - Unified social credit code (统一社会信用代码), GB 32100-2015: 18 characters over the 31-character
 *   alphabet `0-9 A-H J-N P-R T-U W-Y` (no I, O, Z, S, V); the 18th character is a check character.
 * - Resident identity card number (公民身份号码), GB 11643-1999: 17 digits (6 region, 8 birth date
 *   YYYYMMDD, 3 sequence — odd for men, even for women) and an ISO 7064 MOD 11-2 check character
 *   (`0-9` or `X`).
 *
 * Pure functions without React or umi; used by the console's validators and by the mock API.
 */

/** The 31 characters of a unified social credit code, in value order (index = value). GB 32100-2015. */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** Weights of the first 17 characters of a unified social credit code: 3^i mod 31. GB 32100-2015. */
export const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** Weights of the first 17 digits of an identity card number: 2^(17-i) mod 11. GB 11643-1999. */
export const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;

/** Check characters of an identity card number, indexed by (weighted sum mod 11). GB 11643-1999. */
export const ID_CARD_CHECK_CHARS = '10X98765432';

const USCC_BODY = /^[0-9A-HJ-NPQRTUWXY]{17}$/;
const USCC_FULL = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/**
 * The check character of a unified social credit code from its first 17 characters
 * (GB 32100-2015): `c = 31 - (Σ value(i) × weight(i) mod 31)`, with 31 written as `0`.
 * Lower-case input is accepted.
 * @throws Error when `body17` is not 17 characters of the code alphabet.
 */
export function usccCheckChar(body17: string): string {
  const body = body17.toUpperCase();
  if (!USCC_BODY.test(body)) throw new Error('统一社会信用代码前 17 位格式错误');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += USCC_ALPHABET.indexOf(body[i]) * USCC_WEIGHTS[i];
  const c = 31 - (sum % 31);
  return USCC_ALPHABET[c === 31 ? 0 : c];
}

/**
 * Whether `code` is a well-formed unified social credit code with a correct check character
 * (GB 32100-2015). Surrounding spaces are ignored; lower-case letters are accepted. The embedded
 * organisation code (characters 9-17) is not checked separately: the backend's registry is the
 * authority on whether the code exists.
 */
export function isValidUscc(code: string | null | undefined): boolean {
  if (typeof code !== 'string') return false;
  const c = code.trim().toUpperCase();
  if (!USCC_FULL.test(c)) return false;
  return usccCheckChar(c.slice(0, 17)) === c[17];
}

/**
 * The check character of an identity card number from its first 17 digits (GB 11643-1999,
 * ISO 7064 MOD 11-2): `ID_CARD_CHECK_CHARS[Σ digit(i) × weight(i) mod 11]`.
 * @throws Error when `body17` is not 17 digits.
 */
export function idCardCheckChar(body17: string): string {
  if (!/^\d{17}$/.test(body17)) throw new Error('身份证号前 17 位必须是数字');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(body17[i]) * ID_CARD_WEIGHTS[i];
  return ID_CARD_CHECK_CHARS[sum % 11];
}

/**
 * The birth date `YYYY-MM-DD` encoded in an 18-digit identity card number, or `null` when the
 * 8 digits are not a real calendar date (e.g. 19990230).
 */
export function idCardBirthDate(id: string): string | null {
  const m = /^\d{6}(\d{4})(\d{2})(\d{2})/.exec(id);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/**
 * Whether `id` is a valid 18-character resident identity card number (GB 11643-1999): a region code
 * not starting with 0, a real birth date between 1900-01-01 and `today`, and a correct check
 * character (`x` is accepted for `X`). Surrounding spaces are ignored. `today` is injectable for tests.
 */
export function isValidIdCard(id: string | null | undefined, today: Date = new Date()): boolean {
  if (typeof id !== 'string') return false;
  const v = id.trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(v)) return false;
  const birth = idCardBirthDate(v);
  if (!birth || birth < '1900-01-01') return false;
  const todayIso = today.toISOString().slice(0, 10);
  if (birth > todayIso) return false;
  return idCardCheckChar(v.slice(0, 17)) === v[17];
}

/** Sex encoded in an identity card number (17th digit: odd 男, even 女), or `null` when malformed. */
export function idCardSex(id: string): '男' | '女' | null {
  const v = id.trim();
  if (!/^\d{17}[\dXx]$/.test(v)) return null;
  return Number(v[16]) % 2 === 1 ? '男' : '女';
}
