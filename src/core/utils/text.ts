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

/** Part of an HTML document {@link htmlTitle} looks at for the title: the first 64 KB. */
const HTML_TITLE_SCAN_CHARS = 64 * 1024;

/**
 * The text of the first `<title>` element of `html` (trimmed, at most 200 characters), or `''`.
 * A bounded linear scan with `indexOf` over the first {@link HTML_TITLE_SCAN_CHARS} characters — no
 * regular expression, so a hostile document (e.g. `<title` repeated 50 000 times) costs linear time
 * (a backtracking pattern such as `/<title[^>]*>([^<]*)<\/title>/` took 10 s on 300 KB).
 */
export function htmlTitle(html: string): string {
  const head = html.slice(0, HTML_TITLE_SCAN_CHARS);
  const lower = head.toLowerCase();
  const open = lower.indexOf('<title');
  if (open < 0) return '';
  const gt = lower.indexOf('>', open + 6);
  if (gt < 0) return '';
  const close = lower.indexOf('</title', gt + 1);
  if (close < 0) return '';
  return head.slice(gt + 1, close).trim().slice(0, 200);
}
