/**
 * Payment guides by country (issue #11; domain-facts §A.2 table "Payment reference / method" and
 * §F.2 for the Netherlands). Pure TypeScript, relative imports only.
 *
 * The country facts — the tax offices' accounts, the payment reference's builder and validator, the
 * guide's lines, the late-payment rule — live in the country packs (`src/core/countries/<cc>.ts`,
 * issue #31; `payment`). This file keeps the generic parts (the guide's shape, the generic guide of
 * a country without one, the late-payment part) and re-exports the packs' reference functions for
 * their existing importers.
 *
 * Where our sources could not confirm a bank detail, the guide marks it `unverified` and the console
 * shows "请以税局通知为准" next to it. Amounts are decimal strings in major units; arithmetic through
 * big.js, never floats.
 */
import { present, vatCountry, VAT_PACKS } from '../countries';
import type { NlFrequency } from '../countries/nl';

export { gbPaymentReference } from '../countries/gb';
export { czVariableSymbol } from '../countries/cz';
export { isEsNrc } from '../countries/es';
export { isSeOcr } from '../countries/se';
export { isPlNip, plMicroAccount } from '../countries/pl';
export { formatIban } from '../countries/shared';
export { nlPeriodCode, nlCheckDigit, nlParts, nlIssuedReference, formatNlReference, checkNlReference } from '../countries/nl';
export { itTaxCode, itCausale } from '../countries/it';
export { frManualTransferSurcharge } from '../countries/fr';

// --------------------------------------------------------------------------------------- guides

/** Where a bank detail comes from: the official page and the day we checked it (`YYYY-MM-DD`). */
interface GuideSource {
  url: string;
  checked: string;
}

/** A line of a payment guide: a locale key and its value; `unverified` shows "请以税局通知为准". */
export interface GuideLine {
  key: string;
  value: string;
  unverified?: boolean;
  /** Monospace and copyable (references, account numbers). */
  copy?: boolean;
  /** The official source of the value (bank accounts), shown beside it. */
  source?: GuideSource;
}

/** A tax office's bank account as the guides show it: beneficiary, IBAN, BIC and the official page with the day it was checked. */
interface TaxOfficeAccount {
  beneficiary: string;
  iban: string;
  bic: string;
  source: GuideSource;
}

/**
 * Bank accounts of the tax offices that serve a company established in China, with their official
 * sources (issue #19; domain-facts §A.2): from the packs, each pack's first account that has an
 * IBAN, a BIC and an official page, and nothing unverified (today DE — Finanzamt Neukölln — and IT —
 * Banca d'Italia for VAT paid from abroad; checked 2026-11-24).
 */
export const TAX_OFFICE_ACCOUNTS: Readonly<Record<string, TaxOfficeAccount>> = Object.fromEntries(
  VAT_PACKS.flatMap((p) => {
    const a = present(p.payment.accounts)?.value.find((x) => x.iban && x.bic && x.source.url && x.source.checked && !x.unverified);
    return a ? [[p.code, { beneficiary: a.beneficiary, iban: a.iban!, bic: a.bic!, source: { url: a.source.url!, checked: a.source.checked! } }]] : [];
  }),
);

/**
 * Late payment by country (issue #19): the official page of the rule (locale key
 * `declare.late.<country>`), from the packs' `payment.late`. Shown on the guide of an overdue period.
 * Checked 2026-11-24; where a rate changes every year the text says where it is published instead of
 * a figure.
 */
const LATE_PAYMENT_RULES: Readonly<Record<string, GuideSource>> = Object.fromEntries(
  VAT_PACKS.flatMap((p) => {
    const late = present(p.payment.late);
    return late ? [[p.code, { url: late.value.url, checked: late.value.checked }]] : [];
  }),
);

/** The late-payment rule of `country`: its locale key and source, or `null` when we have none. */
export function lateRule(country: string): { key: string; source: GuideSource } | null {
  const source = LATE_PAYMENT_RULES[country];
  return source ? { key: `declare.late.${country}`, source } : null;
}

/** What a payment guide is built from. */
export interface GuideInput {
  country: string;
  vatNumber: string;
  localTaxNumber: string;
  periodStart: string;
  periodEnd: string;
  frequency: NlFrequency;
  /** Amount due, decimal string > 0. */
  amount: string;
  currency: string;
  dueDate: string;
  /** NL: the reference issued with the return (pay-remark), SE: the OCR, ES: the NRC; `''` when not issued yet. */
  issuedReference?: string;
  /** Days past the due date today (> 0: overdue; the guide then shows the late-payment rule). */
  overdueDays?: number;
}

/** A payment guide: method (locale key), the reference (or `''` when the authority issues it later), lines. */
export interface PaymentGuide {
  method: string;
  reference: string;
  lines: GuideLine[];
  /** Locale keys of notes to show under the guide. */
  notes: string[];
  /** An overdue period: the late-payment rule (locale key) with its source and the days overdue; else `null`. */
  late?: { key: string; source: GuideSource; days: number } | null;
}

/**
 * The payment guide of a return by country (domain-facts §A.2 and §F): the method, the beneficiary
 * and the reference, from the country's pack (`payment.guide`), else the generic guide; plus the
 * late-payment rule when `overdueDays` > 0. Beneficiary details our sources could not confirm are `unverified`.
 */
export function paymentGuide(g: GuideInput): PaymentGuide {
  const guide = countryGuide(g);
  const rule = g.overdueDays && g.overdueDays > 0 ? lateRule(g.country) : null;
  return { ...guide, late: rule ? { ...rule, days: g.overdueDays! } : null };
}

function countryGuide(g: GuideInput): PaymentGuide {
  const common: GuideLine[] = [
    { key: 'declare.guide.amount', value: `${g.amount} ${g.currency}` },
    { key: 'declare.guide.dueDate', value: g.dueDate },
  ];
  const pack = vatCountry(g.country);
  const guide = pack ? present(pack.payment.guide) : undefined;
  if (guide) return guide(g, common);
  // No guide of its own (AT, BE: accounts and reference not verified; a country without a pack): the tax office's notice decides.
  return {
    method: 'declare.guide.method.other',
    reference: g.localTaxNumber || g.vatNumber,
    lines: [...common, { key: 'declare.guide.beneficiary', value: '', unverified: true }, { key: 'declare.guide.reference', value: g.localTaxNumber || g.vatNumber, copy: true, unverified: true }],
    notes: [],
  };
}
