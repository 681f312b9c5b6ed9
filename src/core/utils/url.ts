/**
 * URL validation. Source: spec §5 "A URL counts as valid with an optional
 * http, https, ftp or ftps scheme, a dotted host, and a final label of 2 to 6
 * lowercase letters".
 */

/**
 * The URL rule of spec §5 as a regular expression:
 * - optional scheme `http://`, `https://`, `ftp://` or `ftps://` (scheme
 *   letters case-insensitive);
 * - a dotted host: one or more labels of letters, digits and inner hyphens
 *   (max 63 chars each), each followed by a dot;
 * - a final label (TLD) of 2 to 6 **lowercase** letters;
 * - then optionally a port `:1-5 digits` and a path / query / fragment starting
 *   with `/`, `?` or `#` and containing no whitespace.
 * The port and path parts are not mentioned by the spec; they are accepted so
 * that store links such as `https://www.amazon.de/shops/X` pass.
 */
export const URL_PATTERN =
  /^(?:(?:[hH][tT][tT][pP][sS]?|[fF][tT][pP][sS]?):\/\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[a-z]{2,6}(?::\d{1,5})?(?:[/?#]\S*)?$/;

/** Longest text {@link isValidUrl} checks: 2048 characters (longer is invalid). */
const URL_MAX_LENGTH = 2048;

/**
 * True if `s` is a valid URL per spec §5 (see {@link URL_PATTERN}).
 * Non-strings, empty strings and texts over {@link URL_MAX_LENGTH} characters
 * are invalid; surrounding whitespace is not trimmed (it makes the value invalid).
 *
 * @example isValidUrl('example.com') // true
 * @example isValidUrl('http://example.COM') // false (TLD must be lower case)
 */
export function isValidUrl(s: unknown): boolean {
  // Bounded: the pattern is linear in practice, and no URL of ours is longer than 2 KB.
  return typeof s === 'string' && s.length <= URL_MAX_LENGTH && URL_PATTERN.test(s);
}

