/**
 * The VAT service's fee lines and total (issue #10 preview: "the countries with service fee per
 * year and the total for the chosen years, money summed with big.js, never floats"). Amounts are
 * decimal strings in CNY with 2 decimals. Relative imports only.
 */
import { feeLine as priceLine, type FeeLine } from '../fees';
import { VAT_SERVICE_FEES } from './countries';
import type { VatServiceValues } from './types';

/**
 * One country's fees in the one fee model (src/core/fees.ts): `key` the country code, `once` the
 * registration or transfer fee, `perYear` the annual fee, `years`, `amount` the subtotal (never
 * `null` here: a country without a price is left out).
 */
interface VatServiceFeeLine extends FeeLine<string> {
  kind: 'register' | 'transfer';
  perYear: string;
  amount: string;
}

/** Service years of a country: the chosen `expectValidDate` (1-5), default 1; out of range → 1. */
function serviceYears(v: unknown): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : 1;
}

/** A fee line: `once + perYear × years`, exact (big.js); `undefined` for a country or kind without a price. */
export function feeLine(countryCode: string, kind: 'register' | 'transfer', years: number): VatServiceFeeLine | undefined {
  const fees = VAT_SERVICE_FEES[countryCode];
  const once = fees ? fees[kind] : null;
  if (!fees || once === null) return undefined;
  return { ...priceLine(countryCode, { once, perYear: fees.annual }, serviceYears(years)), kind } as VatServiceFeeLine;
}

/** The fee lines of a draft: its register countries, then its transfer countries (unknown countries left out); total them with `feeTotal` of src/core/fees.ts. */
export function feeLines(values: Pick<VatServiceValues, 'registerCountry' | 'transferCountry' | 'information'>): VatServiceFeeLine[] {
  const out: VatServiceFeeLine[] = [];
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
