/**
 * Contact-field validators (account registration and profile edits, spec §1/§3).
 */

/** Mainland China mobile number: 11 digits, `1` then `3`-`9`, then 9 digits. */
const MOBILE_CN_PATTERN = /^1[3-9]\d{9}$/;

/**
 * True if `s` is a mainland China mobile number (see {@link MOBILE_CN_PATTERN}).
 * No spaces, dashes or `+86` prefix are accepted.
 */
export function isMobileCN(s: unknown): boolean {
  return typeof s === 'string' && MOBILE_CN_PATTERN.test(s);
}

/**
 * Pragmatic e-mail pattern: a local part of letters, digits and `._%+-`
 * (not starting/ending with a dot, no `..`), `@`, then dot-separated domain
 * labels (letters, digits, inner hyphens) ending in a TLD of 2+ letters.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** True if `s` is an e-mail address (see {@link EMAIL_PATTERN}); max 254 chars. */
export function isEmail(s: unknown): boolean {
  return typeof s === 'string' && s.length <= 254 && EMAIL_PATTERN.test(s);
}
