/**
 * Calls of the declaration workspace (spec §7 "VAT declaration" and "VAT Italy"; issue #11). The
 * mocks (`mock/declare.ts`, `mock/declare/italy.ts`) document and implement every one; shapes:
 * src/core/declare/types.ts. Every function takes the request options LAST (`opts?: AppRequestOptions`).
 * An agent's list calls are narrowed by the header's belonging users unless `users` is given.
 * A refused action answers a business error whose `errorCode` names why (ACTION_NOT_ALLOWED,
 * ACTOR_NOT_ALLOWED, DUPLICATE_SUBMISSION, TAX_PERIOD_NOT_ENDED, NOTHING_TO_PAY, PAYMENT_DUE,
 * AMOUNT_MISMATCH, MTD_RULE) and a Chinese `errorMessage`.
 */
import { api } from '@/request/api';
import type { ExportTask } from '@/core/list/export';
import type { GuideInput } from '@/core/declare/payment';
import type { DeclareStatus } from '@/core/declare/status';
import type { DeclareBatchResult, DeclareHistoryEntry, DeclarePayment, DeclareReceipt, DeclareReturn, DeclareRow, VatItalyRecord } from '@/core/declare/types';
import type { VatResult } from '@/core/vat/types';
import type { AppRequestOptions, Paged } from '@/request/types';
import type { BodyOf, ResponseOf } from '@/core/contract';
import type { filingApi } from '@/core/declare/filing-api';

type FilingApi = typeof filingApi;

/**
 * Filters of {@link listDeclarations} (spec §3 statement list): `type` (exact `taxDeclareStatus`),
 * `status` (`'0'` open — the spec's default —, `'1'` finished, `'filed'` submitted or later, `'all'`), `declareType` (0 normal, 1
 * zero), `countryCode`, `q` (VAT number, company), `startDate` / `endDate` (`YYYY-MM-DD`, periods
 * overlapping), `declared_at` (submission day), `users`, `order_by` (`dueDate` default), `page`, `perPage`.
 */
export interface DeclareListQuery {
  page?: number;
  perPage?: number;
  type?: DeclareStatus | string;
  status?: '0' | '1' | 'all' | 'filed';
  declareType?: string;
  countryCode?: string;
  q?: string;
  startDate?: string;
  endDate?: string;
  declared_at?: string;
  users?: string;
  order_by?: string;
}

/** One engine run of a declaration: status, who started it, blocking problems (Chinese). */
export interface DeclareCalcRun {
  id: number;
  status: 'running' | 'done' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  by: string;
  problems: string[];
  error: string | null;
}

/** `GET /api/vat-declare/:id`: the row plus its data, history (newest first), receipt, payment, runs and return. */
export interface DeclareDetail extends DeclareRow {
  basic: {
    isSysSellerReport: boolean;
    isZeroDeclare: boolean;
    isDeduct: boolean;
    deducts: { key: string; amount: string; note?: string }[];
    isDefer: boolean;
    defers: { key: string; vat: string; value: string; note?: string }[];
    saleFiles: { key: string; name: string; size: number }[];
  };
  history: DeclareHistoryEntry[];
  receipt: DeclareReceipt | null;
  payment: DeclarePayment | null;
  nlReference: string | null;
  calcs: DeclareCalcRun[];
  vatReturn: DeclareReturn | null;
  returnGenerated: boolean;
}

/** Declare basic data of spec §3 for {@link saveDeclaration}: the VAT number's record id and the period's first day. */
export interface DeclareSaveBody {
  vatTaxId: number;
  periodStart: string;
  isZeroDeclare?: boolean;
  isSysSellerReport?: boolean;
  isDeduct?: boolean;
  deducts?: { key: string; amount: string; note?: string }[];
  isDefer?: boolean;
  defers?: { key: string; vat: string; value: string; note?: string }[];
  saleFiles?: { key: string; name: string; size: number }[];
}

/** A payment to record: day paid (`YYYY-MM-DD`), amount (decimal string, must equal the amount due), the uploaded proof. */
export interface DeclarePaymentBody {
  paidOn: string;
  amount: string;
  proof: { key: string; name: string };
}

/** `GET /api/vat-declare/list` → `{ list: DeclareRow[], total, page, perPage }`. */
export function listDeclarations(params: DeclareListQuery = {}, opts?: AppRequestOptions) {
  return api.get<Paged<DeclareRow>>('/api/vat-declare/list', params, opts);
}

/** `GET /api/vat-declare/status` → the status and type enumerations `[{ value, label }]` (spec §4). */
export function getDeclareEnums(opts?: AppRequestOptions) {
  return api.get<{ vatDeclareStatusData: { value: number; label: string }[]; vatDeclareTypeData: { value: number; label: string }[] }>('/api/vat-declare/status', undefined, opts);
}

/** `GET /api/vat-declare/:id` → {@link DeclareDetail}. */
export function getDeclaration(id: number, opts?: AppRequestOptions) {
  return api.get<DeclareDetail>(`/api/vat-declare/${id}`, undefined, opts);
}

/** `POST /api/vat-declare/batch-save`: the period's data (or a zero declaration) for a VAT number → the declaration's row. */
export function saveDeclaration(body: DeclareSaveBody, opts?: AppRequestOptions) {
  return api.post<DeclareRow>('/api/vat-declare/batch-save', body, opts);
}

/** `PUT /api/vat-declare/confirm/:id` → the row. */
export function confirmDeclaration(id: number, opts?: AppRequestOptions) {
  return api.put<DeclareRow>(`/api/vat-declare/confirm/${id}`, {}, opts);
}
/** `PUT /api/vat-declare/confirm` `{ ids }` → {@link DeclareBatchResult}. */
export function confirmDeclarations(ids: number[], opts?: AppRequestOptions) {
  return api.put<DeclareBatchResult>('/api/vat-declare/confirm', { ids }, opts);
}
/** `PUT /api/vat-declare/confirm/cancel/:id` → the row. */
export function cancelConfirmation(id: number, opts?: AppRequestOptions) {
  return api.put<DeclareRow>(`/api/vat-declare/confirm/cancel/${id}`, {}, opts);
}
/** `PUT /api/vat-declare/confirm/cancel` `{ ids }` → {@link DeclareBatchResult}. */
export function cancelConfirmations(ids: number[], opts?: AppRequestOptions) {
  return api.put<DeclareBatchResult>('/api/vat-declare/confirm/cancel', { ids }, opts);
}
/** `PUT /api/vat-declare/payments/ignore` `{ ids }` (nothing to pay: zero, credit, refund) → {@link DeclareBatchResult}. */
export function ignorePayments(ids: number[], opts?: AppRequestOptions) {
  return api.put<DeclareBatchResult>('/api/vat-declare/payments/ignore', { ids }, opts);
}
/** `PUT /api/vat-declare/direct-declare/:id` (agent: confirm, generate and submit at once) → the row. */
export function directDeclare(id: number, opts?: AppRequestOptions) {
  return api.put<DeclareRow>(`/api/vat-declare/direct-declare/${id}`, {}, opts);
}

/** `POST /api/vat-declare/tax-calculate/:id` → `{ id, calcId }`: the engine runs on the declaration's files. */
export function startDeclareCalc(id: number, opts?: AppRequestOptions) {
  return api.post<{ id: number; calcId: number }>(`/api/vat-declare/tax-calculate/${id}`, {}, opts);
}
/** `GET /api/vat-declare/tax-calculate/:id` → the status, the runs (newest first) and the last run's engine result. */
export function getDeclareCalc(id: number, opts?: AppRequestOptions) {
  return api.get<{ id: number; status: DeclareStatus; calcs: DeclareCalcRun[]; result: VatResult | null }>(`/api/vat-declare/tax-calculate/${id}`, undefined, opts);
}

/** `GET /api/vat-declare/:id/vat-return` → {@link DeclareReturn}. */
export function getVatReturn(id: number, opts?: AppRequestOptions) {
  return api.get<DeclareReturn>(`/api/vat-declare/${id}/vat-return`, undefined, opts);
}
/** `POST /api/vat-declare/:id/vat-return` → the row (refused with MTD_RULE when a GB return breaks an HMRC rule). */
export function generateVatReturn(id: number, opts?: AppRequestOptions) {
  return api.post<DeclareRow>(`/api/vat-declare/${id}/vat-return`, {}, opts);
}
/** `POST /api/vat-declare/vat-return` `{ ids }` → {@link DeclareBatchResult}. */
export function generateVatReturns(ids: number[], opts?: AppRequestOptions) {
  return api.post<DeclareBatchResult>('/api/vat-declare/vat-return', { ids }, opts);
}
/** `POST /api/vat-declare/:id/vat-return/submit` → the row with the authority's receipt. */
export function submitVatReturn(id: number, opts?: AppRequestOptions) {
  return api.post<DeclareRow & { receipt: DeclareReceipt }>(`/api/vat-declare/${id}/vat-return/submit`, {}, opts);
}
/** `POST /api/vat-declare/vat-return/submit` `{ ids }` → {@link DeclareBatchResult}. */
export function submitVatReturns(ids: number[], opts?: AppRequestOptions) {
  return api.post<DeclareBatchResult>('/api/vat-declare/vat-return/submit', { ids }, opts);
}

/** `GET /api/vat-declare/:id/payment-guide` → the row, what the guide is built from (`paymentGuide()`), when it was issued (the first call issues it). */
export function getPaymentGuide(id: number, opts?: AppRequestOptions) {
  return api.get<DeclareRow & { guideInput: GuideInput; issuedAt: string | null }>(`/api/vat-declare/${id}/payment-guide`, undefined, opts);
}
/** `POST /api/vat-declare/payment-guides` `{ ids }` → {@link DeclareBatchResult}. */
export function issuePaymentGuides(ids: number[], opts?: AppRequestOptions) {
  return api.post<DeclareBatchResult>('/api/vat-declare/payment-guides', { ids }, opts);
}
/** `POST /api/vat-declare/:id/payment` {@link DeclarePaymentBody} → the row (paid). */
export function recordPayment(id: number, body: DeclarePaymentBody, opts?: AppRequestOptions) {
  return api.post<DeclareRow>(`/api/vat-declare/${id}/payment`, body, opts);
}
/** `POST /api/vat-declare/payment` `{ items }` → {@link DeclareBatchResult}. */
export function recordPayments(items: (DeclarePaymentBody & { id: number })[], opts?: AppRequestOptions) {
  return api.post<DeclareBatchResult>('/api/vat-declare/payment', { items }, opts);
}

/** `GET /api/vat-declare/nl/pay-remark/:id` → the Dutch payment reference issued with the return, 4×4 formatted, and failed structure checks (Chinese). */
export function getNlPayRemark(id: number, opts?: AppRequestOptions) {
  return api.get<{ reference: string; formatted: string; checks: string[] }>(`/api/vat-declare/nl/pay-remark/${id}`, undefined, opts);
}

/** `GET /api/vat-declare/export-all` (the list's filters) → `{ taskId }`. */
export function exportDeclarations(params: DeclareListQuery, opts?: AppRequestOptions) {
  return api.get<{ taskId: string }>('/api/vat-declare/export-all', params, opts);
}
/** `GET /api/vat-declare/export-result?taskId` → the export task. */
export function declareExportResult(taskId: string, opts?: AppRequestOptions) {
  return api.get<ExportTask>('/api/vat-declare/export-result', { taskId }, opts);
}

// ------------------------------------------------------------------------------------ VAT Italy

/** Filters of {@link listVatItaly}: `kind`, `q` (P.IVA, company, note), `page`, `perPage`, `users`. */
export interface VatItalyQuery {
  page?: number;
  perPage?: number;
  kind?: string;
  q?: string;
  users?: string;
}

/** Fields of a VAT Italy record for add/update (see `checkItalyRecord`). */
export interface VatItalyBody {
  vatNumber: string;
  kind: VatItalyRecord['kind'];
  period: string;
  amount: string;
  dueDate: string;
  taxCode?: string;
  note?: string;
}

/** `GET /api/vat-italy` → `{ list: VatItalyRecord[], total, page, perPage }`. */
export function listVatItaly(params: VatItalyQuery = {}, opts?: AppRequestOptions) {
  return api.get<Paged<VatItalyRecord>>('/api/vat-italy', params, opts);
}
/** `POST /api/vat-italy/add` → the record. */
export function addVatItaly(body: VatItalyBody, opts?: AppRequestOptions) {
  return api.post<VatItalyRecord>('/api/vat-italy/add', body, opts);
}
/** `POST /api/vat-italy/update` `{ id, … }` → the record. */
export function updateVatItaly(body: VatItalyBody & { id: number }, opts?: AppRequestOptions) {
  return api.post<VatItalyRecord>('/api/vat-italy/update', body, opts);
}
/** `POST /api/vat-italy/delete` `{ ids }` → `{ deleted }`. */
export function deleteVatItaly(ids: number[], opts?: AppRequestOptions) {
  return api.post<{ deleted: number }>('/api/vat-italy/delete', { ids }, opts);
}
/** `POST /api/vat-italy/import` `{ key }` (uploaded `.xlsx`) → `{ added, errors: [{ row, message }] }`. */
export function importVatItaly(key: string, opts?: AppRequestOptions) {
  return api.post<{ added: number; errors: { row: number; message: string }[] }>('/api/vat-italy/import', { key }, opts);
}
/** `POST /api/vat-italy/export` `{ kind?, q? }` → `{ taskId }`. */
export function exportVatItaly(params: Omit<VatItalyQuery, 'page' | 'perPage'>, opts?: AppRequestOptions) {
  return api.post<{ taskId: string }>('/api/vat-italy/export', params, opts);
}
/** `GET /api/vat-italy/export-result?taskId` → the export task. */
export function vatItalyExportResult(taskId: string, opts?: AppRequestOptions) {
  return api.get<ExportTask>('/api/vat-italy/export-result', { taskId }, opts);
}

// ------------------------------------------------------------------ filing files (issue #31)
// Types from the contracts of src/core/declare/filing-api.ts (types only: zod stays out of the bundle).

/** The declaration's 申报文件 card: format id (or why none), the filer's identity, the stored files. */
export type DeclareFilingInfo = ResponseOf<FilingApi['info']>;
/** The filer's identity the authority's file needs beyond the VAT number. */
export type DeclareFiler = BodyOf<FilingApi['saveFiler']>;
/** A stored file with its text. */
export type DeclareFilingText = ResponseOf<FilingApi['file']>;
/** The agent's zip of several declarations' files (base64), and the declarations left out with why. */
export type DeclareFilingZip = ResponseOf<FilingApi['zip']>;

/** `GET /api/vat-declare/:id/filing` → {@link DeclareFilingInfo}. */
export function getFilingInfo(id: number, opts?: AppRequestOptions) {
  return api.get<DeclareFilingInfo>(`/api/vat-declare/${id}/filing`, undefined, opts);
}
/** `POST /api/vat-declare/:id/filer` {@link DeclareFiler} → {@link DeclareFilingInfo} (a built file is dropped: it named the old identity). */
export function saveFiler(id: number, body: DeclareFiler, opts?: AppRequestOptions) {
  return api.post<DeclareFilingInfo>(`/api/vat-declare/${id}/filer`, body, opts);
}
/** `POST /api/vat-declare/:id/filing` → {@link DeclareFilingInfo} with the file(s) built and checked against the official schema; refused (`FILING_REFUSED`, `data.problems`) otherwise. */
export function buildFilingFile(id: number, opts?: AppRequestOptions) {
  return api.post<DeclareFilingInfo>(`/api/vat-declare/${id}/filing`, {}, opts);
}
/** `GET /api/vat-declare/:id/filing/file?name=` → the stored file with its text. */
export function getFilingFile(id: number, name: string, opts?: AppRequestOptions) {
  return api.get<DeclareFilingText>(`/api/vat-declare/${id}/filing/file`, { name }, opts);
}
/** `POST /api/vat-declare/filing/zip` `{ ids }` → {@link DeclareFilingZip}. */
export function zipFilingFiles(ids: number[], opts?: AppRequestOptions) {
  return api.post<DeclareFilingZip>('/api/vat-declare/filing/zip', { ids }, opts);
}
