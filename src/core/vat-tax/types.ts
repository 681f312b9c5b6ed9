/**
 * The VAT records area (spec §2 `/user/vat-tax`, §7 "VAT tax registration"; the spec shows no
 * fields: "Other entity fields (VAT tax records …): not shown"): a user's VAT numbers and
 * registrations by country, their filing periods and the returns filed. Shared by the console's
 * services and pages and by the mock API. Dates `YYYY-MM-DD`; amounts decimal strings in major units
 * of `currency` (`"1234.50"`; negative = refundable).
 */
import type { z } from 'zod';
import { VAT_PACKS } from '../countries';
import type { returnType } from './api';

/** Registration status of a VAT number (our codes; the spec leaves them to us). */
export const VAT_TAX_STATUS = {
  /** Documents awaited from the seller. */
  PENDING_DOCUMENTS: 0,
  /** Our staff review the documents. */
  REVIEWING: 1,
  /** Filed with the tax office, waiting for the number. */
  SUBMITTED: 2,
  /** Number issued and in use: returns are due. */
  ACTIVE: 3,
  /** Deregistration requested. */
  DEREGISTERING: 4,
  /** Deregistered: no more returns. */
  DEREGISTERED: 5,
  /** The tax office asked for more or refused: the seller must act. */
  REJECTED: 6,
} as const;
export type VatTaxStatus = (typeof VAT_TAX_STATUS)[keyof typeof VAT_TAX_STATUS];

/** Statuses in list order, each with its locale key (`vatTax.status.<code>`) and tag colour. */
export const VAT_TAX_STATUS_MAP: Record<VatTaxStatus, { label: string; color: string }> = {
  0: { label: 'vatTax.status.0', color: 'default' },
  1: { label: 'vatTax.status.1', color: 'processing' },
  2: { label: 'vatTax.status.2', color: 'blue' },
  3: { label: 'vatTax.status.3', color: 'success' },
  4: { label: 'vatTax.status.4', color: 'warning' },
  5: { label: 'vatTax.status.5', color: 'default' },
  6: { label: 'vatTax.status.6', color: 'error' },
};

/** Register type (spec §4 "Register type filter: all, new registration (0), transfer agent (1)"). */
export const VAT_TAX_TYPE = { REGISTER: 0, TRANSFER: 1 } as const;
export type VatTaxType = (typeof VAT_TAX_TYPE)[keyof typeof VAT_TAX_TYPE];

/** Kinds of a filed return. */
export type ReturnType = z.infer<typeof returnType>;

/** At most this many tags per VAT number, each at most {@link VAT_TAX_TAG_MAX} characters. */
export const VAT_TAX_TAGS_MAX = 5;
export const VAT_TAX_TAG_MAX = 10;
/** Longest note on a VAT number: 500 characters. */
export const VAT_TAX_NOTE_MAX = 500;
/** Longest operator (the staff member in charge) name: 20 characters. */
export const VAT_TAX_OPERATOR_MAX = 20;

// The shapes of the calls (record, certificate, period, detail) are written once, as zod schemas, in
// ./api.ts (issue #18 "One contract per call"); their types are re-exported here for the existing importers.
export type { VatTaxPeriod, VatTaxRecord } from './api';

/** Return currency by country (the currency the authority collects in), where it is not the euro: from the country packs' `currency` (src/core/countries). */
const RETURN_CURRENCY: Readonly<Record<string, string>> = Object.fromEntries(VAT_PACKS.filter((p) => p.currency.value !== 'EUR').map((p) => [p.code, p.currency.value]));

/** The return currency of `country` (EUR unless listed in {@link RETURN_CURRENCY}). */
export function returnCurrency(country: string): string {
  return RETURN_CURRENCY[country] ?? 'EUR';
}
