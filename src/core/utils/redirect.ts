/**
 * Login redirect encoding. Source: spec §2 "Otherwise it redirects to /login
 * with a query parameter redirect holding the requested route path encoded as
 * base64".
 *
 * Base64 and UTF-8 are implemented here (no `btoa`/`atob`/`TextEncoder`) so
 * the helpers behave the same in browsers, Web Workers, Node and every jest
 * environment.
 */

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  [...B64].map((ch, i) => [ch, i]),
);

/** UTF-8 bytes of `s`. @throws URIError for lone surrogates. */
function utf8Encode(s: string): number[] {
  const escaped = encodeURIComponent(s);
  const bytes: number[] = [];
  for (let i = 0; i < escaped.length; i += 1) {
    if (escaped[i] === '%') {
      bytes.push(Number.parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(escaped.charCodeAt(i));
    }
  }
  return bytes;
}

/** Strict UTF-8 decoding. @throws URIError for malformed byte sequences. */
function utf8Decode(bytes: readonly number[]): string {
  let escaped = '';
  for (const b of bytes) escaped += `%${b.toString(16).padStart(2, '0')}`;
  return decodeURIComponent(escaped);
}

function base64Encode(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i];
    const b1 = i + 1 < bytes.length ? bytes[i + 1] : 0;
    const b2 = i + 2 < bytes.length ? bytes[i + 2] : 0;
    const n = (b0 << 16) | (b1 << 8) | b2;
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? B64[n & 63] : '=';
  }
  return out;
}

/**
 * Lenient base64 decoding: accepts the URL-safe alphabet (`-` `_`), spaces
 * where a query parser turned `+` into a space, and missing padding.
 * Returns `null` for anything else.
 */
function base64Decode(input: string): number[] | null {
  let s = input.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  s = s.replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(s) || s.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of s) {
    buffer = (buffer << 6) | B64_INDEX[ch];
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  // Non-canonical trailing bits (e.g. "QR==") mean the input was not produced by an encoder.
  if (bits > 0 && (buffer & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}

/**
 * Encodes a route (path + query + hash, e.g. `'/user/info?tab=邮箱'`) as
 * standard base64 of its UTF-8 bytes. The result may contain `+`, `/` and `=`,
 * so put it in a URL with `URLSearchParams` or `encodeURIComponent` (see
 * {@link buildLoginPath}).
 *
 * @throws URIError if `target` contains a lone UTF-16 surrogate
 */
export function encodeRedirect(target: string): string {
  return base64Encode(utf8Encode(target));
}

/**
 * Decodes a value produced by {@link encodeRedirect} (also tolerating
 * URL-safe base64, `+` turned into spaces and missing padding). Returns
 * `null` instead of throwing for empty input, invalid base64 or invalid UTF-8.
 * The result is NOT validated; use {@link safeRedirectTarget} before navigating.
 */
export function decodeRedirect(encoded: string | null | undefined): string | null {
  if (typeof encoded !== 'string' || encoded.trim() === '') return null;
  const bytes = base64Decode(encoded.trim());
  if (!bytes || bytes.length === 0) return null;
  try {
    return utf8Decode(bytes);
  } catch {
    // not valid UTF-8: not a target this console encoded, so no redirect
    return null;
  }
}

/**
 * True if `target` is a same-origin, root-relative route: it starts with
 * exactly one `/` (not `//`, not `/\`), contains no backslash anywhere, no
 * control characters (C0, DEL, C1, U+2028/U+2029 — so no tab or newline), and
 * resolves to the same origin as a fixed base URL. No scheme is possible since
 * the first character must be `/`.
 */
export function isSafeRedirectPath(target: string): boolean {
  if (!target.startsWith('/')) return false;
  if (target.startsWith('//')) return false;
  if (target.includes('\\')) return false;
  // C0 controls, DEL, C1 controls, and Unicode line/paragraph separators.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(target)) return false;
  try {
    const base = 'https://redirect-check.invalid';
    return new URL(target, base).origin === base;
  } catch {
    // not a URL: not a safe target, the caller goes to the default page
    return false;
  }
}

/**
 * Decodes the `redirect` query value of the login page and returns the
 * target route only when it is a same-origin path (see
 * {@link isSafeRedirectPath}); otherwise `null`. Never throws: bad base64,
 * garbage, `null`/`undefined` and `''` all give `null`.
 *
 * @example safeRedirectTarget(encodeRedirect('/user/info?x=1')) // '/user/info?x=1'
 * @example safeRedirectTarget(encodeRedirect('//evil.example')) // null
 */
export function safeRedirectTarget(encoded: string | null | undefined): string | null {
  try {
    const target = decodeRedirect(encoded);
    return target !== null && isSafeRedirectPath(target) ? target : null;
  } catch {
    // an undecodable target: no redirect, the caller goes to the default page
    return null;
  }
}

/**
 * Login path carrying `target` as the base64 `redirect` parameter, e.g.
 * `'/login?redirect=L3VzZXIvaW5mbw%3D%3D'`. Source: spec §2.
 */
export function buildLoginPath(target: string, loginPath = '/login'): string {
  return `${loginPath}?redirect=${encodeURIComponent(encodeRedirect(target))}`;
}
