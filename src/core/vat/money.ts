/**
 * Exact money arithmetic for the row loop.
 *
 * Amounts are held as integer numbers of 1/10000 of the major unit ("units", 12.30 → 123000):
 * legacy reports carry up to 4 decimals, and JS numbers are exact integers up to 2^53, i.e. about
 * 9 × 10^11 major units — far beyond any seller's period. No binary fractions are ever summed.
 * big.js is used only outside the hot loop (exchange-rate conversion).
 * Source: vat-engine.md "Money is decimal: never binary floating point for sums".
 */
import Big from 'big.js';

/** Units per major unit (1/10000). */
export const SCALE = 10000;

/** Sentinel returned by {@link parseUnits} for text that is not a number. */
const BAD = Number.NaN;

/**
 * Parses a decimal amount ("12.3", "-0.64", "11.0466", "1e-7", decimal comma "12,30" when
 * `comma`) into units. Empty text must be handled by the caller (empty means null, not zero).
 * More than 4 decimals are rounded half away from zero. Returns NaN when unreadable.
 */
export function parseUnits(s: string, comma = false): number {
  const n = s.length;
  let i = 0;
  let neg = false;
  let c = s.charCodeAt(0);
  if (c === 45 /* - */) {
    neg = true;
    i = 1;
  } else if (c === 43 /* + */) i = 1;
  let int = 0;
  let digits = 0;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      int = int * 10 + (c - 48);
      digits++;
    } else break;
  }
  let frac = 0;
  let fd = 0;
  if (i < n && (c === 46 || (comma && c === 44))) {
    i++;
    for (; i < n; i++) {
      c = s.charCodeAt(i);
      if (c < 48 || c > 57) break;
      if (fd < 4) {
        frac = frac * 10 + (c - 48);
        fd++;
      } else if (fd === 4) {
        if (c >= 53) frac++;
        fd++;
      }
      digits++;
    }
  }
  if (i < n || digits === 0 || digits > 15) return parseSlow(s, comma);
  while (fd < 4) {
    frac *= 10;
    fd++;
  }
  const v = int * SCALE + frac;
  return neg ? -v : v;
}

function parseSlow(s: string, comma: boolean): number {
  const t = (comma ? s.replace(',', '.') : s).trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) return BAD;
  try {
    const v = Number(new Big(t).times(SCALE).round(0, Big.roundHalfUp).toString());
    return Number.isSafeInteger(v) ? v : BAD;
  } catch {
    // big.js refused the text: BAD, which the reader reports as an unreadable amount
    return BAD;
  }
}

/** Divides integers rounding half away from zero ("half-up" on the magnitude, as tax rounding does). */
export function divRound(n: number, d: number): number {
  if (d < 0) {
    n = -n;
    d = -d;
  }
  // one path for both signs (issue #25: the first negative amount, a refund's, reached a branch the
  // optimised callers had never taken and threw their code away)
  const sign = n < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(n) + d) / (2 * d));
}

/** Rounds units to whole cents (still in units), half away from zero. */
export function roundCents(u: number): number {
  return divRound(u, 100) * 100;
}

/** `.00` … `.99` (fmt2: one number turned into text per amount, not two). */
const CENTS: readonly string[] = Array.from({ length: 100 }, (_, f) => (f < 10 ? `.0${f}` : `.${f}`));

/** Units → decimal string with 2 decimals in major units ("12.30"), rounding half away from zero. */
export function fmt2(u: number): string {
  const c = divRound(u, 100);
  const a = Math.abs(c);
  const f = a % 100;
  const s = Math.floor(a / 100) + (CENTS[f] ?? (f < 10 ? '.0' : '.') + f); // NaN keeps its former text
  return c < 0 ? `-${s}` : s;
}

/** Units → whole major units, pence dropped (truncated toward zero), as a decimal string ("12"). HMRC boxes 6-9. */
export function fmtWhole(u: number): string {
  const w = Math.trunc(u / SCALE);
  return String(w === 0 ? 0 : w);
}

/** Decimal string (major units) → units; throws on unreadable text (used for option inputs). */
export function unitsOf(s: string): number {
  const v = parseUnits(String(s).trim());
  if (Number.isNaN(v)) throw new Error(`金额 "${s}" 无法识别`);
  return v;
}

/** Converts units at a decimal `rate` (string), rounding to whole cents half-up; result in units. */
export function convertUnits(u: number, rate: string): number {
  if (rate === '1') return u;
  const cents = new Big(u).times(rate).div(100).round(0, Big.roundHalfUp);
  return Number(cents.toString()) * 100;
}

/**
 * Units as an exact decimal string with two to four decimals (`45000` → `"4.50"`, `12345` →
 * `"1.2345"`, `-5` → `"-0.0005"`): a unit cost kept in a carried-forward transfer (transfers.ts),
 * read back with {@link unitsOf}.
 */
export function fmtUnits(u: number): string {
  const neg = u < 0;
  const a = Math.abs(Math.round(u));
  let frac = String(a % SCALE).padStart(4, '0');
  while (frac.length > 2 && frac.endsWith('0')) frac = frac.slice(0, -1);
  return `${neg ? '-' : ''}${Math.floor(a / SCALE)}.${frac}`;
}
