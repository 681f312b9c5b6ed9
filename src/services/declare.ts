/**
 * Calls of the declaration workspace (spec §7 "VAT declaration" and "VAT Italy"; issue #11). Every
 * path, input and answer is the call's contract — src/core/declare/api.ts (`declareApi`),
 * ./filing-api.ts (`filingApi`), ./italy-api.ts (`vatItalyApi`); issue #34 — called through the
 * generated calls with the typed client (types only: zod stays out of the bundle); the mocks
 * (`mock/declare.ts`, `mock/declare/italy.ts`) implement every one. Every function takes the request
 * options LAST (`opts?: AppRequestOptions`). An agent's list calls are narrowed by the header's
 * belonging users unless `users` is given. A refused action answers a business error whose
 * `errorCode` names why (ACTION_NOT_ALLOWED, ACTOR_NOT_ALLOWED, DUPLICATE_SUBMISSION,
 * TAX_PERIOD_NOT_ENDED, NOTHING_TO_PAY, PAYMENT_DUE, AMOUNT_MISMATCH, MTD_RULE) and a Chinese
 * `errorMessage`.
 */
import type { BodyOf, QueryOf, ResponseOf } from '@/core/contract';
import type { declareApi } from '@/core/declare/api';
import type { filingApi } from '@/core/declare/filing-api';
import type { vatItalyApi } from '@/core/declare/italy-api';
import { call } from '@/request/call';
import type { AppRequestOptions } from '@/request/types';
import { declareCalls } from './_generated/declare.calls';
import { filingCalls } from './_generated/declare-filing.calls';
import { vatItalyCalls } from './_generated/declare-italy.calls';

type Api = typeof declareApi;
type FilingApi = typeof filingApi;
type ItalyApi = typeof vatItalyApi;

/**
 * Filters of {@link listDeclarations} (spec §3 statement list): `type` (exact `taxDeclareStatus`),
 * `status` (`'0'` open — the spec's default —, `'1'` finished, `'filed'` submitted or later, `'all'`),
 * `declareType` (0 normal, 1 zero), `countryCode`, `q` (VAT number, company), `startDate` / `endDate`
 * (`YYYY-MM-DD`, periods overlapping), `declared_at` (submission day), `users`, `order_by` (`dueDate`
 * default), `page`, `perPage`.
 */
export type DeclareListQuery = Omit<QueryOf<Api['list']>, 'page' | 'perPage'> & { page?: number; perPage?: number };

/** Declare basic data of spec §3 for {@link saveDeclaration}: the VAT number's record id and the period's first day, the data or a zero declaration. */
type DeclareSaveBody = BodyOf<Api['save']>;

/** A payment to record: day paid (`YYYY-MM-DD`), amount (decimal string, must equal the amount due), the uploaded proof. */
type DeclarePaymentBody = BodyOf<Api['payment']>;

/** `GET /api/vat-declare/list` → `{ list: DeclareRow[], total, page, perPage }`. */
export function listDeclarations(params: DeclareListQuery = {}, opts?: AppRequestOptions) {
  return call(declareCalls.list, { query: params }, opts);
}

/** `GET /api/vat-declare/:id` → the row plus its data, history (newest first), receipt, payment, runs, return and imported rows. */
export function getDeclaration(id: number, opts?: AppRequestOptions) {
  return call(declareCalls.detail, { params: { id } }, opts);
}

/** `POST /api/vat-declare/batch-save`: the period's data (or a zero declaration) for a VAT number → the declaration's row. */
export function saveDeclaration(body: DeclareSaveBody, opts?: AppRequestOptions) {
  return call(declareCalls.save, { body }, opts);
}

/** `PUT /api/vat-declare/confirm/:id` → the row. */
export function confirmDeclaration(id: number, opts?: AppRequestOptions) {
  return call(declareCalls.confirm, { params: { id }, body: {} }, opts);
}
/** `PUT /api/vat-declare/confirm` `{ ids }` → the batch answer `{ done, refused }`. */
export function confirmDeclarations(ids: number[], opts?: AppRequestOptions) {
  return call(declareCalls.confirmMany, { body: { ids } }, opts);
}
/** `PUT /api/vat-declare/confirm/cancel/:id` → the row. */
export function cancelConfirmation(id: number, opts?: AppRequestOptions) {
  return call(declareCalls.cancelConfirm, { params: { id }, body: {} }, opts);
}
/** `PUT /api/vat-declare/confirm/cancel` `{ ids }` → the batch answer. */
export function cancelConfirmations(ids: number[], opts?: AppRequestOptions) {
  return call(declareCalls.cancelConfirmMany, { body: { ids } }, opts);
}
/** `PUT /api/vat-declare/payments/ignore` `{ ids }` (nothing to pay: zero, credit, refund) → the batch answer. */
export function ignorePayments(ids: number[], opts?: AppRequestOptions) {
  return call(declareCalls.ignorePayments, { body: { ids } }, opts);
}
/** `PUT /api/vat-declare/direct-declare/:id` (agent: confirm, generate and submit at once) → the row. */
export function directDeclare(id: number, opts?: AppRequestOptions) {
  return call(declareCalls.directDeclare, { params: { id }, body: {} }, opts);
}

/** `POST /api/vat-declare/tax-calculate/:id` → `{ id, calcId }`: the engine runs on the declaration's files. */
export function startDeclareCalc(id: number, opts?: AppRequestOptions) {
  return call(declareCalls.startCalc, { params: { id }, body: {} }, opts);
}
/** `GET /api/vat-declare/tax-calculate/:id` → the status, the runs (newest first) and the last run's engine result. */
export function getDeclareCalc(id: number, opts?: AppRequestOptions) {
  return call(declareCalls.calc, { params: { id } }, opts);
}
/** `POST /api/vat-declare/:id/vat-return` → the row (refused with MTD_RULE when a GB return breaks an HMRC rule). */
export function generateVatReturn(id: number, opts?: AppRequestOptions) {
  return call(declareCalls.generateReturn, { params: { id }, body: {} }, opts);
}
/** `POST /api/vat-declare/vat-return` `{ ids }` → the batch answer. */
export function generateVatReturns(ids: number[], opts?: AppRequestOptions) {
  return call(declareCalls.generateReturns, { body: { ids } }, opts);
}
/** `POST /api/vat-declare/:id/vat-return/submit` → the row with the authority's receipt. */
export function submitVatReturn(id: number, opts?: AppRequestOptions) {
  return call(declareCalls.submit, { params: { id }, body: {} }, opts);
}
/** `POST /api/vat-declare/vat-return/submit` `{ ids }` → the batch answer. */
export function submitVatReturns(ids: number[], opts?: AppRequestOptions) {
  return call(declareCalls.submitMany, { body: { ids } }, opts);
}

/** `GET /api/vat-declare/:id/payment-guide` → the row, what the guide is built from (`paymentGuide()`), when it was issued (the first call issues it). */
export function getPaymentGuide(id: number, opts?: AppRequestOptions) {
  return call(declareCalls.paymentGuide, { params: { id } }, opts);
}
/** `POST /api/vat-declare/payment-guides` `{ ids }` → the batch answer. */
export function issuePaymentGuides(ids: number[], opts?: AppRequestOptions) {
  return call(declareCalls.issueGuides, { body: { ids } }, opts);
}
/** `POST /api/vat-declare/:id/payment` {@link DeclarePaymentBody} → the row (paid). */
export function recordPayment(id: number, body: DeclarePaymentBody, opts?: AppRequestOptions) {
  return call(declareCalls.payment, { params: { id }, body }, opts);
}

/** `GET /api/vat-declare/nl/pay-remark/:id` → the Dutch payment reference issued with the return, 4×4 formatted, and failed structure checks (Chinese). */
export function getNlPayRemark(id: number, opts?: AppRequestOptions) {
  return call(declareCalls.nlPayRemark, { params: { id } }, opts);
}

/** `GET /api/vat-declare/export-all` (the list's filters) → `{ taskId }`. */
export function exportDeclarations(params: DeclareListQuery, opts?: AppRequestOptions) {
  return call(declareCalls.exportAll, { query: params }, opts);
}
/** `GET /api/vat-declare/export-result?taskId` → the export task. */
export function declareExportResult(taskId: string, opts?: AppRequestOptions) {
  return call(declareCalls.exportResult, { query: { taskId } }, opts);
}

// ------------------------------------------------------------------------------------ VAT Italy

/** Filters of {@link listVatItaly}: `kind`, `q` (P.IVA, company, note), `page`, `perPage`, `users`. */
export type VatItalyQuery = QueryOf<ItalyApi['list']>;

/** Fields of a VAT Italy record for add/update (see `checkItalyRecord`). */
export type VatItalyBody = BodyOf<ItalyApi['add']>;

/** `GET /api/vat-italy` → `{ list: VatItalyRecord[], total, page, perPage }`. */
export function listVatItaly(params: VatItalyQuery = {}, opts?: AppRequestOptions) {
  return call(vatItalyCalls.list, { query: params }, opts);
}
/** `POST /api/vat-italy/add` → the record. */
export function addVatItaly(body: VatItalyBody, opts?: AppRequestOptions) {
  return call(vatItalyCalls.add, { body }, opts);
}
/** `POST /api/vat-italy/update` `{ id, … }` → the record. */
export function updateVatItaly(body: VatItalyBody & { id: number }, opts?: AppRequestOptions) {
  return call(vatItalyCalls.update, { body }, opts);
}
/** `POST /api/vat-italy/delete` `{ ids }` → `{ deleted }`. */
export function deleteVatItaly(ids: number[], opts?: AppRequestOptions) {
  return call(vatItalyCalls.remove, { body: { ids } }, opts);
}
/** `POST /api/vat-italy/import` `{ key }` (uploaded `.xlsx`) → `{ added, errors: [{ row, message }] }`. */
export function importVatItaly(key: string, opts?: AppRequestOptions) {
  return call(vatItalyCalls.importRows, { body: { key } }, opts);
}
/** `POST /api/vat-italy/export` `{ kind?, q? }` → `{ taskId }`. */
export function exportVatItaly(params: Omit<VatItalyQuery, 'page' | 'perPage'>, opts?: AppRequestOptions) {
  return call(vatItalyCalls.exportStart, { body: params as BodyOf<ItalyApi['exportStart']> }, opts);
}
/** `GET /api/vat-italy/export-result?taskId` → the export task. */
export function vatItalyExportResult(taskId: string, opts?: AppRequestOptions) {
  return call(vatItalyCalls.exportResult, { query: { taskId } }, opts);
}

// ------------------------------------------------------------------ filing files (issue #31)

/** The declaration's 申报文件 card: format id (or why none), the filer's identity, the stored files. */
export type DeclareFilingInfo = ResponseOf<FilingApi['info']>;
/** The filer's identity the authority's file needs beyond the VAT number. */
export type DeclareFiler = BodyOf<FilingApi['saveFiler']>;

/** `GET /api/vat-declare/:id/filing` → {@link DeclareFilingInfo}. */
export function getFilingInfo(id: number, opts?: AppRequestOptions) {
  return call(filingCalls.info, { params: { id } }, opts);
}
/** `POST /api/vat-declare/:id/filer` {@link DeclareFiler} → {@link DeclareFilingInfo} (a built file is dropped: it named the old identity). */
export function saveFiler(id: number, body: DeclareFiler, opts?: AppRequestOptions) {
  return call(filingCalls.saveFiler, { params: { id }, body }, opts);
}
/** `POST /api/vat-declare/:id/filing` → {@link DeclareFilingInfo} with the file(s) built and checked against the official schema; refused (`FILING_REFUSED`, `data.problems`) otherwise. */
export function buildFilingFile(id: number, opts?: AppRequestOptions) {
  return call(filingCalls.build, { params: { id }, body: {} }, opts);
}
/** `GET /api/vat-declare/:id/filing/file?name=` → the stored file with its text. */
export function getFilingFile(id: number, name: string, opts?: AppRequestOptions) {
  return call(filingCalls.file, { params: { id }, query: { name } }, opts);
}
/** `POST /api/vat-declare/filing/zip` `{ ids }` → {@link DeclareFilingZip}. */
export function zipFilingFiles(ids: number[], opts?: AppRequestOptions) {
  return call(filingCalls.zip, { body: { ids } }, opts);
}
