/**
 * The VAT service's fee lines and total (issue #10 preview: "the countries with service fee per
 * year and the total for the chosen years, money summed with big.js, never floats"). Amounts are
 * decimal strings in CNY with 2 decimals. Relative imports only.
 */
import Big from 'big.js';
import { VAT_SERVICE_FEES } from './countries';
import type { VatServiceValues } from './types';

/** One country's fees: the one-off fee (registration or transfer), the fee per year, the years, the subtotal. */
export interface FeeLine {
  countryCode: string;
  kind: 'register' | 'transfer';
  once: string;
  perYear: string;
  years: number;
  subtotal: string;
}

/** Service years of a country: the chosen `expectValidDate` (1-5), default 1; out of range → 1. */
export function serviceYears(v: unknown): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : 1;
}

/** A fee line: `once + perYear × years`, exact (big.js). */
export function feeLine(countryCode: string, kind: 'register' | 'transfer', years: number): FeeLine | undefined {
  const fees = VAT_SERVICE_FEES[countryCode];
  const once = fees ? fees[kind] : null;
  if (!fees || once === null) return undefined;
  const y = serviceYears(years);
  return { countryCode, kind, once, perYear: fees.annual, years: y, subtotal: new Big(once).plus(new Big(fees.annual).times(y)).toFixed(2) };
}

/** The fee lines of a draft: its register countries, then its transfer countries (unknown countries left out). */
export function feeLines(values: Pick<VatServiceValues, 'registerCountry' | 'transferCountry' | 'information'>): FeeLine[] {
  const out: FeeLine[] = [];
  for (const c of values.registerCountry ?? []) {
    const l = feeLine(c, 'register', serviceYears(values.information?.register?.[c]?.expectValidDate));
    if (l) out.push(l);
  }
  for (const c of values.transferCountry ?? []) {
    const l = feeLine(c, 'transfer', serviceYears(values.information?.transfer?.[c]?.expectValidDate));
    if (l) out.push(l);
  }
  return out;
}

/** The sum of decimal amounts, exact, with 2 decimals (`['0.10', '0.20']` → `'0.30'`). @throws on a non-numeric string (big.js). */
export function sumAmounts(amounts: readonly string[]): string {
  return amounts.reduce((acc, a) => acc.plus(new Big(a)), new Big(0)).toFixed(2);
}

/** The total of the fee lines (CNY, 2 decimals). */
export function feeTotal(lines: readonly FeeLine[]): string {
  return sumAmounts(lines.map((l) => l.subtotal));
}
