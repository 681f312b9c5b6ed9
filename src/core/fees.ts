/**
 * The one fee model of the console's service orders: the VAT service (registration and transfer per
 * country, issue #10), the compliance representatives (issue #27) and EPR (spec §3/§9). Each chosen
 * item is priced as a one-off fee plus a fee per year times the years, exact with big.js (decimal
 * strings with 2 decimals, never floats); an item without a price yet (quoted after review) has the
 * amount `null` and is left out of the total. The area decides the prices (its own tables and rules)
 * and the currency (CNY for the VAT service and compliance, EUR for EPR); the guard rail
 * `tests/unit/guardrails/one-way.test.ts` refuses a second `FeeLine` or `feeTotal`. Pure, relative
 * imports only (the mock loads it).
 */
import Big from 'big.js';

/** A decimal amount as the areas' tables and forms give it (`'1800'`, `36`, `'0.1'`). */
type FeeAmount = string | number;

/** One priced item of an order. Amounts are decimal strings with 2 decimals in the area's currency. */
export interface FeeLine<K extends string = string> {
  /** What is priced: a country code (VAT service), a service key (compliance, EPR). */
  key: K;
  /** The one-off fee (registration, transfer), `'0.00'` when there is none. */
  once: string;
  /** The fee per year; `null` when the item has no price yet. */
  perYear: string | null;
  /** Service years (a whole number ≥ 0; the areas default to 1). */
  years: number;
  /** `once + perYear × years`; `null` when the item has no price yet (then left out of the total). */
  amount: string | null;
}

/** The priced lines of an order and their total (2 decimals, `'0.00'` for no line). */
interface FeeSummary<L extends FeeLine = FeeLine> {
  lines: L[];
  total: string;
}

/**
 * The line of `key` at `price` for `years` years: `once + perYear × years` (big.js). A `perYear` of
 * `null` or `undefined` (or `''`) means no price yet: `perYear` and `amount` are `null`.
 * @throws Error when an amount is not a decimal number (big.js) or is negative, or `years` is not a
 * whole number ≥ 0
 */
export function feeLine<K extends string>(key: K, price: { once?: FeeAmount | null; perYear?: FeeAmount | null }, years: number): FeeLine<K> {
  if (!Number.isInteger(years) || years < 0) throw new Error(`service years of ${key} must be a whole number ≥ 0: ${years}`);
  const once = new Big(String(price.once ?? 0));
  if (once.lt(0)) throw new Error(`negative fee of ${key}`);
  if (price.perYear === null || price.perYear === undefined || price.perYear === '') return { key, once: once.toFixed(2), perYear: null, years, amount: null };
  const perYear = new Big(String(price.perYear));
  if (perYear.lt(0)) throw new Error(`negative fee of ${key}`);
  return { key, once: once.toFixed(2), perYear: perYear.toFixed(2), years, amount: once.plus(perYear.times(years)).toFixed(2) };
}

/** The sum of decimal amounts, exact, with 2 decimals (`['0.10', '0.20']` → `'0.30'`). @throws on a non-numeric string (big.js). */
function sumAmounts(amounts: readonly string[]): string {
  return amounts.reduce((acc, a) => acc.plus(new Big(a)), new Big(0)).toFixed(2);
}

/** The lines and the total of their amounts (lines without a price left out), 2 decimals. */
export function feeTotal<L extends FeeLine>(lines: readonly L[]): FeeSummary<L> {
  return { lines: [...lines], total: sumAmounts(lines.flatMap((l) => (l.amount === null ? [] : [l.amount]))) };
}
