/**
 * Shapes of the declaration workspace (issue #11; spec §7 "VAT declaration"), shared by the
 * console's services and pages and by the mock. Dates `YYYY-MM-DD`, timestamps
 * `YYYY-MM-DD HH:mm:ss`; amounts decimal strings in major units of `currency` (`"1234.50"`;
 * negative = refundable).
 */
import { present, vatCountry } from '../countries';
import type { ServicesReceived } from '../lux-invoice/reverse-charge';
import type { DeclareAction, DeclareActor, DeclareStatus, DeclareType } from './status';
import type { Frequency } from '../vat-tax/periods';
import type { LineKind } from '../vat/types';
import type { ReturnLayout } from './layout-kit';

/** One entry of a declaration's history: who did what, when. */
export interface DeclareHistoryEntry {
  at: string;
  action: DeclareAction;
  actor: DeclareActor;
  /** Name of the person (or "系统"). */
  by: string;
  from: DeclareStatus;
  to: DeclareStatus;
  note?: string;
}

/** The authority's receipt stored at submission (GB: HMRC MTD 201 answer, domain-facts §A.3). */
export interface DeclareReceipt {
  receiptId: string;
  processingDate: string;
  formBundleNumber: string;
  chargeRefNumber: string | null;
  paymentIndicator: 'BANK' | 'DD' | null;
  /** The return's name as the authority calls it (`VAT Return (MTD)`, `Umsatzsteuer-Voranmeldung`…). */
  returnName: string;
  submittedBy: string;
  /** The filing file(s) the submission sent (issue #31): the file's name, its SHA-256 (hex) and the official schema it passed. Absent for a country without a public format. */
  files?: { name: string; sha256: string; schema: string }[];
}

/** A recorded payment. */
export interface DeclarePayment {
  paidOn: string;
  amount: string;
  currency: string;
  proofKey: string;
  proofName: string;
  recordedBy: string;
  recordedAt: string;
}

/** A declaration as the list shows it (`GET /api/vat-declare/list`). */
export interface DeclareRow {
  id: number;
  userId: number;
  userName: string;
  companyName: string;
  vatTaxId: number | null;
  countryCode: string;
  vatNumber: string;
  localTaxNumber: string;
  frequency: Frequency;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  /** Days from today to `dueDate` (negative: overdue). */
  daysLeft: number;
  declareType: DeclareType;
  status: DeclareStatus;
  currency: string;
  /** Payable (> 0) or refundable (< 0); `null` before a calculation. */
  amount: string | null;
  /** Name of the return (`declare.returnName.<country>` locale key). */
  returnName: string;
  /** Actions the caller may take now (from the transition table). */
  actions: DeclareAction[];
  /** Blocking problems of the last calculation (Chinese sentences; `./checks`): while any, nothing can be confirmed, generated or submitted. */
  blockers?: string[];
  submittedAt: string | null;
  paidAt: string | null;
  receiptId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/vat-declare/{id}/vat-return`: the return's content as the engine computed it. */
export interface DeclareReturn {
  returnName: string;
  currency: string;
  /** GB: the nine boxes, decimal strings (boxes 6–9 whole pounds). */
  boxes?: Record<string, string>;
  /** Others: lines by kind and rate as the engine computed them (`kind` the engine's `LineKind`, `rate` a fraction `"0.19"` or null). */
  lines?: { kind?: LineKind; rate: string | null; net: string; vat: string }[];
  /** Others: the EC Sales List lines (intra-EU B2B supplies and own-goods transfers), `value` in `currency`. */
  ecsl?: { customerVat: string; customerCountry: string; kind: 'goods' | 'transfer'; value: string }[];
  /** Reverse charge on services received from another member state (Amazon's Luxembourg fee invoices, issue #24), with its source invoices; already in `totals` (output and input alike). */
  servicesReceived?: ServicesReceived;
  totals: { output: string; input: string; payable: string };
  /** HMRC MTD checks that fail (GB), `{ code, message }`; empty = passed. */
  checks: { code: string; message: string }[];
  /**
   * The country's own form filled from these lines — its boxes, totals, ECSL, extra statement —
   * computed ONCE where the return is built (issue #32: `withLayout` of ./layouts.ts, in the mock's
   * `buildReturn`), and shown as it is by every page; null for GB (its nine `boxes`) and countries
   * without a layout. Absent on returns built before it.
   */
  layout?: ReturnLayout | null;
  generatedAt: string | null;
}

/** A batch answer: what went through and what was refused, with the Chinese reason. */
export interface DeclareBatchResult {
  done: number[];
  refused: { id: number; label: string; code: string; reason: string }[];
}

/**
 * Name of the return by country: the locale key its pack declares (`returnName`, by convention
 * `declare.returnName.<country>`), else `declare.returnName.other` (no pack, or a pack without a return,
 * e.g. JP).
 */
export function returnNameKey(country: string): string {
  const pack = vatCountry(country);
  return (pack && present(pack.returnName)) || 'declare.returnName.other';
}

/** A VAT Italy record (`GET /api/vat-italy`): an Italian obligation or filing a seller tracks. */
export interface VatItalyRecord {
  id: number;
  userId: number;
  userName: string;
  /** P.IVA with `IT` prefix. */
  vatNumber: string;
  companyName: string;
  /** `liquidation` periodic settlement, `lipe`, `annual` return, `acconto` advance. */
  kind: 'liquidation' | 'lipe' | 'annual' | 'acconto';
  /** Period as `YYYY-MM` (month), `YYYY-Qn` (quarter) or `YYYY` (year). */
  period: string;
  /** Amount in EUR, decimal string. */
  amount: string;
  dueDate: string;
  /** F24 codice tributo. */
  taxCode: string;
  note: string;
  createdAt: string;
}
