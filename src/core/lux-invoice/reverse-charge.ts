/**
 * From Amazon's Luxembourg fee invoices to a declaration's reverse-charge lines (issue #24): the
 * seller self-accounts the VAT on services received from another member state (VAT Directive
 * Art. 44, 196): output VAT at the country's standard rate on the net fees, deductible as input VAT
 * in the same return (so the amount due does not change, but the return must show both). In the
 * German Umsatzsteuer-Voranmeldung: Kz 46 (base), Kz 47 (tax), Kz 67 (deductible input tax, § 13b);
 * other countries' forms name the amount in a note until their boxes are mapped
 * (`src/core/declare/layouts.ts`). Amounts decimal strings, major units. Relative imports only.
 */
import Big from 'big.js';
import { EU_PACK_CODES } from '../countries';
import { standardRate } from '../vat/rates';
import type { FeeInvoice } from './reader';

/**
 * Standard VAT rates (fractions, `"0.19"`) of the member states whose returns take the reverse charge:
 * the EU country packs (`src/core/countries`), at the engine's dated standard rates
 * (`src/core/vat/rates.ts`) on 2026-01-01.
 */
export const STANDARD_RATES: Readonly<Record<string, string>> = Object.fromEntries(
  EU_PACK_CODES.flatMap((c) => {
    const r = standardRate(c, 20260101);
    return r ? [[c, r.fraction]] : [];
  }),
);

/** One invoice fed into a return. */
interface ReverseChargeSource {
  invoiceId: number;
  invoiceNumber: string;
  marketplace: string;
  /** `YYYY-MM`. */
  month: string;
  net: string;
  currency: string;
}

/** The reverse charge of a return: net fees, VAT at `rate` (due and deductible), and the invoices it comes from. */
export interface ServicesReceived {
  net: string;
  vat: string;
  /** Fraction, `"0.19"`. */
  rate: string;
  sources: ReverseChargeSource[];
}

/** A stored invoice as the mapping reads it. */
interface StoredFeeInvoice {
  id: number;
  invoice: FeeInvoice;
}

/** What a declaration offers to be matched: its VAT number, period and return currency. */
export interface MatchTarget {
  countryCode: string;
  vatNumber: string;
  /** `YYYY-MM-DD`. */
  periodStart: string;
  periodEnd: string;
  currency: string;
}

/**
 * Whether `inv` belongs in the return of `d`: addressed to the declaration's VAT number (the number
 * the seller gave Amazon for that marketplace), its billing month inside the declaration's period,
 * and in the return's currency (a fee invoice in EUR is not converted into PLN or SEK here: see
 * {@link unmatchedReason}).
 */
export function matches(inv: FeeInvoice, d: MatchTarget): boolean {
  return inv.sellerVat === d.vatNumber.replace(/\s/g, '').toUpperCase() && inv.periodStart >= d.periodStart && inv.periodEnd <= d.periodEnd && inv.currency === d.currency;
}

/** Why `inv` went into none of `targets` (Chinese), or null when one matches. */
export function unmatchedReason(inv: FeeInvoice, targets: readonly MatchTarget[]): string | null {
  if (targets.some((d) => matches(inv, d))) return null;
  const same = targets.filter((d) => inv.sellerVat === d.vatNumber.replace(/\s/g, '').toUpperCase());
  if (!same.length) return `没有税号为 ${inv.sellerVat} 的申报：请先在“VAT 申报”中为该税号开始 ${inv.month} 所在期间的申报，系统会自动写入`;
  const inPeriod = same.filter((d) => inv.periodStart >= d.periodStart && inv.periodEnd <= d.periodEnd);
  if (!inPeriod.length) return `税号 ${inv.sellerVat} 没有包含 ${inv.month} 的未提交申报：开始该期间的申报后会自动写入`;
  return `申报币种为 ${inPeriod[0].currency}，发票币种为 ${inv.currency}：请按申报国的汇率规则换算后手工填报`;
}

/** The reverse charge of `d` from `invoices` (those that match it), or null when none matches. */
export function servicesReceivedFor(d: MatchTarget, invoices: readonly StoredFeeInvoice[]): ServicesReceived | null {
  const mine = invoices.filter((x) => matches(x.invoice, d)).sort((a, b) => a.invoice.month.localeCompare(b.invoice.month) || a.id - b.id);
  if (!mine.length) return null;
  const rate = STANDARD_RATES[d.countryCode] ?? '0.20';
  const net = mine.reduce((a, x) => a.plus(x.invoice.net), new Big(0));
  return {
    net: net.toFixed(2),
    // tax from the base, rounded half away from zero to the cent (as the engine's taxOfBase)
    vat: net.times(rate).round(2, Big.roundHalfUp).toFixed(2),
    rate,
    sources: mine.map((x) => ({ invoiceId: x.id, invoiceNumber: x.invoice.invoiceNumber, marketplace: x.invoice.marketplace, month: x.invoice.month, net: x.invoice.net, currency: x.invoice.currency })),
  };
}

/** A return's totals and reverse charge, shape shared with `DeclareReturn` (`src/core/declare/types.ts`). */
interface WithServices {
  totals: { output: string; input: string; payable: string };
  servicesReceived?: ServicesReceived;
}

/**
 * `ret` with its reverse charge replaced by `sr` (none when null): the previous one's VAT is taken
 * out of the output and input totals and the new one's added to both, so `payable` stays.
 */
export function withServicesReceived<R extends WithServices>(ret: R, sr: ServicesReceived | null): R {
  const old = new Big(ret.servicesReceived?.vat ?? '0');
  const add = new Big(sr?.vat ?? '0');
  const { servicesReceived: _drop, ...rest } = ret;
  const totals = { ...ret.totals, output: new Big(ret.totals.output).minus(old).plus(add).toFixed(2), input: new Big(ret.totals.input).minus(old).plus(add).toFixed(2) };
  return { ...(rest as R), totals, ...(sr ? { servicesReceived: sr } : {}) };
}
