/**
 * Number formatting. Source: spec §9 "Percent helper multiplies by 100 and
 * appends %".
 */

/** Strips binary floating-point noise by rounding to 12 significant digits. */
function clean(n: number): number {
  return n === 0 ? 0 : Number.parseFloat(n.toPrecision(12));
}

/**
 * Half-away-from-zero decimal rounding. Shifting through the decimal string
 * (`"1.005e2"`) avoids the binary artefacts of `Math.round(n * 100)`.
 */
function roundTo(n: number, digits: number): number {
  const abs = Math.abs(n);
  const s = String(abs);
  const shifted = s.includes('e') ? Math.round(abs * 10 ** digits) : Math.round(Number(`${s}e${digits}`));
  const r = shifted / 10 ** digits;
  return n < 0 ? -r : r;
}

/**
 * Formats a ratio as a percentage: `value × 100` followed by `%`.
 *
 * - Without `digits` the shortest exact decimal is printed:
 *   `0.19` → `'19%'`, `0.055` → `'5.5%'`, `0.2` → `'20%'`.
 *   Float noise (`0.07 * 100 = 7.000000000000001`) is removed by rounding the
 *   product to 12 significant digits.
 * - With `digits` (integer 0-20) the product is rounded half away from zero and
 *   printed with exactly that many decimals: `toPercent(0.12345, 2)` →
 *   `'12.35%'`, `toPercent(0.19, 1)` → `'19.0%'`.
 * - Numeric strings (e.g. `'0.2'` from the API) are accepted.
 * - Returns `''` for `null`, `undefined`, `''` or anything not finite.
 */
export function toPercent(value: number | string | null | undefined, digits?: number): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const pct = clean(n * 100);
  if (digits === undefined) return `${Object.is(pct, -0) ? 0 : pct}%`;
  if (!Number.isInteger(digits) || digits < 0 || digits > 20) {
    throw new RangeError(`toPercent: digits must be an integer 0-20, got ${digits}`);
  }
  const rounded = roundTo(pct, digits);
  return `${(rounded === 0 ? 0 : rounded).toFixed(digits)}%`;
}
