/**
 * Text helpers. Source: spec §5 "A length check passes only for non-empty
 * text up to a given maximum".
 */

/**
 * Number of characters in `text`, counting Unicode code points (so an emoji or
 * a rare CJK character outside the BMP counts as 1, not 2).
 */
export function textLength(text: string): number {
  return Array.from(text).length;
}

/**
 * Length check of spec §5: passes only when `text` is a non-empty string of at
 * most `max` characters (code points, see {@link textLength}). `null`,
 * `undefined`, non-strings and `''` fail. Whitespace counts as content (the
 * spec does not say to trim). A `max` that is not a non-negative number makes
 * every text fail.
 */
export function checkLength(text: unknown, max: number): boolean {
  if (typeof text !== 'string' || text.length === 0) return false;
  if (!(max >= 0)) return false;
  return textLength(text) <= max;
}
