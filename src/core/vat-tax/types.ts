/**
 * The VAT records area (spec §2 `/user/vat-tax`, §7 "VAT tax registration"; the spec shows no
 * fields: "Other entity fields (VAT tax records …): not shown"): a user's VAT numbers and
 * registrations by country, their filing periods and the returns filed. Shared by the console's
 * services and pages and by the mock API. Dates `YYYY-MM-DD`; amounts decimal strings in major units
 * of `currency` (`"1234.50"`; negative = refundable).
 */
import type { Frequency, Period } from './periods';

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
export type ReturnType = 'normal' | 'zero' | 'correction';

/** At most this many tags per VAT number, each at most {@link VAT_TAX_TAG_MAX} characters. */
export const VAT_TAX_TAGS_MAX = 5;
export const VAT_TAX_TAG_MAX = 10;
/** Longest note on a VAT number: 500 characters. */
export const VAT_TAX_NOTE_MAX = 500;
/** Longest operator (the staff member in charge) name: 20 characters. */
export const VAT_TAX_OPERATOR_MAX = 20;

/** A VAT number or registration as the list shows it (`GET /api/vat-tax`). */
export interface VatTaxRecord {
  id: number;
  userId: number;
  /** The owner's name (an agent sees whose client it is). */
  userName: string;
  companyName: string;
  countryCode: string;
  /** With its country prefix; `''` while not issued. */
  vatNumber: string;
  /** The local tax number where one exists (DE Steuernummer, IT codice fiscale, ES NIF); `''` otherwise. */
  localTaxNumber: string;
  type: VatTaxType;
  status: VatTaxStatus;
  /** Effective date of the registration; `null` while not issued. */
  effectiveDate: string | null;
  frequency: Frequency;
  /** UK stagger group (1: quarters ending Mar/Jun/Sep/Dec; 2: Apr/…; 3: May/…). */
  stagger?: 1 | 2 | 3;
  /** The oldest period without a filed return (may be overdue); `null` when none is due (not active). */
  nextPeriod: Period | null;
  /** Its due date (see `dueDate`); `null` with `nextPeriod`. */
  nextDueDate: string | null;
  /** Days from today to `nextDueDate` (negative: overdue). */
  daysLeft: number | null;
  /** Periods past their due date without a filed return. */
  overdueCount: number;
  tags: string[];
  /** Staff member in charge (free text). */
  operator: string;
  note: string;
  /** A status change the user has not opened yet (cleared by `GET /api/vat-tax/read`). */
  unread: boolean;
  /** Number of stored certificates. */
  certificateCount: number;
  /** Position of the country in spec §9's order (lists sort by it by default). */
  countryOrder: number;
  createdAt: string;
  updatedAt: string;
}

/** A stored certificate of a VAT number (`url` signed for the reader). */
export interface VatTaxCertificate {
  key: string;
  name: string;
  kind: 'vat' | 'local' | 'transfer';
  url: string;
}

/** A filing period of a VAT number (`GET /api/vat-tax/history-periods`). */
export interface VatTaxPeriod {
  /** `<vatTaxId>:<periodStart>`. */
  id: string;
  vatTaxId: number;
  userId: number;
  userName: string;
  companyName: string;
  countryCode: string;
  vatNumber: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  /** `filed`: a return was submitted; `overdue`: due date passed without one; `open`: not due yet. */
  state: 'filed' | 'overdue' | 'open';
  /** Days past the due date (overdue), else 0. */
  daysOverdue: number;
  returnType: ReturnType | null;
  currency: string;
  /** Payable (positive) or refundable (negative) in `currency`; `null` when not filed. */
  amount: string | null;
  submittedAt: string | null;
  paidAt: string | null;
  receiptNo: string | null;
}

/** `GET /api/vat-tax/info`: the record with its certificates, its last periods and its status history. */
export interface VatTaxDetail extends VatTaxRecord {
  certificates: VatTaxCertificate[];
  recentPeriods: VatTaxPeriod[];
  history: { at: string; status: VatTaxStatus; text: string }[];
}

/** Return currency by country (the currency the authority collects in). */
export const RETURN_CURRENCY: Record<string, string> = {
  GB: 'GBP',
  PL: 'PLN',
  CZ: 'CZK',
  SE: 'SEK',
};

/** The return currency of `country` (EUR unless listed in {@link RETURN_CURRENCY}). */
export function returnCurrency(country: string): string {
  return RETURN_CURRENCY[country] ?? 'EUR';
}
