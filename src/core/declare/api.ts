/**
 * The contract of every call of the declaration workspace (spec §7 "VAT declaration"; issue #11,
 * issue #34 "every call on a contract"): path, access, input and answer, written once. The mock
 * (`mock/declare.ts`) declares its routes with them and checks its answers against them in tests; the
 * services (`src/services/declare.ts`) call them through the generated calls (types only: zod stays
 * out of the app bundle). The filing-file calls are in ./filing-api.ts, VAT Italy in ./italy-api.ts.
 *
 * A refused action answers a business error whose `errorCode` names why (ACTION_NOT_ALLOWED,
 * ACTOR_NOT_ALLOWED, BLOCKING_PROBLEM, DUPLICATE_SUBMISSION, TAX_PERIOD_NOT_ENDED, NOTHING_TO_PAY,
 * PAYMENT_DUE, AMOUNT_MISMATCH, MTD_RULE, FILING_REFUSED, HMRC_<code>) with a Chinese message. Dates
 * `YYYY-MM-DD`, times `YYYY-MM-DD HH:mm:ss`; amounts decimal strings in major units of `currency`
 * (`"1234.50"`; negative = refundable). Relative imports only (the mock loads this file).
 */
import { z } from 'zod';
import { defineContract, type Same } from '../contract';
import { exportResultContract, exportStarted, paged } from '../contract/common';
import { amount, coreValue, fileKey, idParam, isoDate, listQuery, qDate, qEnum, qInt, qText, text } from '../contract/fields';
import { importedRow } from '../imports/api';
import type { VatResult } from '../vat/types';
import type { GuideInput } from './payment';
import { DECLARE_ACTIONS, type DeclareAction } from './status';
import type { DeclareBatchResult, DeclareHistoryEntry, DeclarePayment, DeclareReceipt, DeclareReturn, DeclareRow } from './types';

// ---- shapes ----------------------------------------------------------------------------------

/** A declaration status code (0-9, `DECLARE_STATUS`). */
export const declareStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7), z.literal(8), z.literal(9)]);
/** Declaration type: 0 normal, 1 zero. */
const declareType = z.union([z.literal(0), z.literal(1)]);
/** An action of the transition table. */
export const declareAction = z.enum(DECLARE_ACTIONS as unknown as [DeclareAction, ...DeclareAction[]]);
const frequency = z.enum(['monthly', 'quarterly', 'annual']);

/** A declaration as the list shows it (`GET /api/vat-declare/list`), with the actions the caller may take now. */
const declareRow = z
  .object({
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
    userName: z.string(),
    companyName: z.string(),
    vatTaxId: z.number().int().positive().nullable(),
    countryCode: z.string().length(2),
    vatNumber: z.string(),
    localTaxNumber: z.string(),
    frequency,
    periodStart: isoDate(),
    periodEnd: isoDate(),
    dueDate: isoDate(),
    /** Days from today to `dueDate` (negative: overdue). */
    daysLeft: z.number().int(),
    declareType,
    status: declareStatus,
    currency: z.string().length(3),
    /** Payable (> 0) or refundable (< 0); `null` before a calculation. */
    amount: z.string().nullable(),
    /** The return's name (locale key `declare.returnName.<country>`). */
    returnName: z.string(),
    actions: z.array(declareAction),
    /** Blocking problems of the last calculation (Chinese sentences). */
    blockers: z.array(z.string()).optional(),
    submittedAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    receiptId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();

/** One entry of a declaration's history: who did what, when. */
const declareHistoryEntry = z
  .object({
    at: z.string(),
    action: declareAction,
    actor: z.enum(['seller', 'agent', 'system']),
    by: z.string(),
    from: declareStatus,
    to: declareStatus,
    note: z.string().optional(),
  })
  .strict();

/** The authority's receipt stored at submission (GB: HMRC MTD 201 answer), with the filing files sent. */
const declareReceipt = z
  .object({
    receiptId: z.string(),
    processingDate: z.string(),
    formBundleNumber: z.string(),
    chargeRefNumber: z.string().nullable(),
    paymentIndicator: z.enum(['BANK', 'DD']).nullable(),
    returnName: z.string(),
    submittedBy: z.string(),
    files: z.array(z.object({ name: z.string(), sha256: z.string(), schema: z.string() }).strict()).optional(),
  })
  .strict();

/** A recorded payment. */
const declarePayment = z
  .object({ paidOn: z.string(), amount: z.string(), currency: z.string(), proofKey: z.string(), proofName: z.string(), recordedBy: z.string(), recordedAt: z.string() })
  .strict();

const lineKind = z.enum(['domestic', 'distance', 'reverseCharge', 'intraEuSupply', 'acquisition', 'export', 'marketplaceSupply', 'importVatDeducted', 'postponedImportVat']);

const layoutBox = z.object({ code: z.string(), zh: z.string(), name: z.string(), amount: z.string(), note: z.string().optional() }).strict();
const layoutSection = z.object({ zh: z.string(), name: z.string(), boxes: z.array(layoutBox) }).strict();
const ecslLine = z.object({ customerVat: z.string(), customerCountry: z.string(), kind: z.enum(['goods', 'transfer']), value: z.string() }).strict();

/** A country's form filled from the return (`ReturnLayout` of ./layout-kit.ts), computed once where the return is built (issue #32). */
const returnLayout = z
  .object({
    country: z.string(),
    currency: z.string(),
    zh: z.string(),
    name: z.string(),
    title: z.string(),
    source: z.string(),
    whole: z.boolean(),
    sections: z.array(layoutSection),
    totals: z.object({ output: z.string(), input: z.string(), payable: z.string(), outputCode: z.string(), inputCode: z.string(), payableCode: z.string() }).strict(),
    ecsl: z.object({ zh: z.string(), name: z.string(), lines: z.array(ecslLine) }).strict().nullable(),
    extra: z.object({ zh: z.string(), name: z.string(), sections: z.array(layoutSection) }).strict().nullable(),
    notes: z.array(z.string()),
  })
  .strict();

/** The return's content as the engine computed it (`GET /api/vat-declare/:id/vat-return`). */
const declareReturn = z
  .object({
    returnName: z.string(),
    currency: z.string(),
    /** GB: the nine boxes, decimal strings. */
    boxes: z.record(z.string()).optional(),
    /** Others: lines by kind and rate (`rate` a fraction or null). */
    lines: z.array(z.object({ kind: lineKind.optional(), rate: z.string().nullable(), net: z.string(), vat: z.string() }).strict()).optional(),
    /** Others: the EC Sales List lines. */
    ecsl: z.array(ecslLine).optional(),
    /** Reverse charge on services received from another member state, with its source invoices. */
    servicesReceived: z
      .object({
        net: z.string(),
        vat: z.string(),
        rate: z.string(),
        sources: z.array(z.object({ invoiceId: z.number(), invoiceNumber: z.string(), marketplace: z.string(), month: z.string(), net: z.string(), currency: z.string() }).strict()),
      })
      .strict()
      .optional(),
    totals: z.object({ output: z.string(), input: z.string(), payable: z.string() }).strict(),
    /** HMRC MTD checks that fail (GB); empty = passed. */
    checks: z.array(z.object({ code: z.string(), message: z.string() }).strict()),
    /** The country's form (null for GB and countries without a layout; absent on returns built before it). */
    layout: returnLayout.nullable().optional(),
    generatedAt: z.string().nullable(),
  })
  .strict();

/** A batch answer: what went through and what was refused, with the Chinese reason. */
const declareBatchResult = z
  .object({ done: z.array(z.number().int().positive()), refused: z.array(z.object({ id: z.number().int(), label: z.string(), code: z.string(), reason: z.string() }).strict()) })
  .strict();

/** One engine run of a declaration: status, who started it, blocking problems (Chinese). */
const declareCalcRun = z
  .object({
    id: z.number().int().positive(),
    status: z.enum(['running', 'done', 'failed']),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    by: z.string(),
    problems: z.array(z.string()),
    error: z.string().nullable(),
  })
  .strict();

/** A deduction line (import VAT paid and deductible) of the start flow: key, amount, note. */
const deduct = z.object({ key: z.string(), amount: z.string(), note: z.string().optional() }).strict();
/** A postponed-import-VAT line: key, VAT, value, note. */
const defer = z.object({ key: z.string(), vat: z.string(), value: z.string(), note: z.string().optional() }).strict();
/** An uploaded sales report. */
const saleFile = z.object({ key: z.string(), name: z.string(), size: z.number().int().nonnegative() }).strict();

/** `GET /api/vat-declare/:id`: the row plus its data, history (newest first), receipt, payment, runs, return and the rows saved from template imports. */
const declareDetail = declareRow
  .extend({
    basic: z
      .object({
        isSysSellerReport: z.boolean(),
        isZeroDeclare: z.boolean(),
        isDeduct: z.boolean(),
        deducts: z.array(deduct),
        isDefer: z.boolean(),
        defers: z.array(defer),
        saleFiles: z.array(saleFile),
      })
      .strict(),
    history: z.array(declareHistoryEntry),
    receipt: declareReceipt.nullable(),
    payment: declarePayment.nullable(),
    nlReference: z.string().nullable(),
    calcs: z.array(declareCalcRun),
    vatReturn: declareReturn.nullable(),
    returnGenerated: z.boolean(),
    importedRows: z.array(importedRow),
  })
  .strict();

/**
 * What the console builds the payment guide from (`paymentGuide()` of ./payment.ts): the declaration's
 * answer carries it, and so does 我的税款's reason of a failed amount (src/core/duty/api.ts).
 */
export const guideInput = z
  .object({
    country: z.string(),
    vatNumber: z.string(),
    localTaxNumber: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    frequency,
    amount: z.string(),
    currency: z.string(),
    dueDate: z.string(),
    issuedReference: z.string().optional(),
    overdueDays: z.number().int().optional(),
  })
  .strict();

/** The engine's result of a run (src/core/vat/types.ts `VatResult`; its shape is the engine's type). */
const vatResult = coreValue<VatResult>('计算结果', ['period', 'files', 'counts', 'returns', 'warnings', 'errors']);

// ---- input -----------------------------------------------------------------------------------

const NOT_FOUND = '申报记录不存在或无权查看';

/** The `:id` of a declaration in the path. */
const idParams = idParam(NOT_FOUND);

/** Several declarations at once (`{ ids }`, 1-200). */
const idsBody = z.object({ ids: z.array(z.number().int().positive(), { required_error: '请选择申报记录' }).min(1, '请选择申报记录').max(200, '一次最多处理 200 条申报') });

/**
 * Filters of the declarations list and its export (spec §3 statement list): `type` (exact status),
 * `status` (`'0'` open — the default —, `'1'` finished, `'filed'` submitted or later, `'all'`),
 * `declareType` (0 normal, 1 zero), `countryCode`, `q` (VAT number, company, local tax number),
 * `startDate` / `endDate` (periods overlapping), `declared_at` (submission day).
 */
export const declareFilters = {
  type: qInt(0, 9),
  status: qEnum(['0', '1', 'all', 'filed']),
  declareType: qEnum(['0', '1']),
  countryCode: qText(2),
  q: qText(50),
  startDate: qDate(),
  endDate: qDate(),
  declared_at: qDate(),
};

/** The period's data of the start flow (`batch-save`): the VAT number's record id, the period's first day, the data or a zero declaration. */
const declareSaveBody = z.object({
  vatTaxId: z.number({ required_error: '请选择 VAT 税号', invalid_type_error: '请选择 VAT 税号' }).int().positive(),
  periodStart: isoDate(),
  isZeroDeclare: z.boolean().optional(),
  isSysSellerReport: z.boolean().optional(),
  isDeduct: z.boolean().optional(),
  deducts: z.array(z.object({ key: text(20), amount: amount(), note: text(50).optional() })).max(50).optional(),
  isDefer: z.boolean().optional(),
  defers: z.array(z.object({ key: text(20), vat: amount(), value: amount(), note: text(50).optional() })).max(50).optional(),
  saleFiles: z.array(z.object({ key: fileKey(), name: text(255), size: z.number().int().min(0) })).max(50, '一次最多上传 50 个报告文件').optional(),
});

const proof = z.object({ key: fileKey(), name: text(255) }, { required_error: '请上传缴款凭证', invalid_type_error: '请上传缴款凭证' });

/** A payment to record: day paid, amount (must equal the amount due), the uploaded proof (PDF, JPG or PNG). */
export const declarePaymentBody = z.object({ paidOn: isoDate(), amount: amount(), proof });

// ---- calls -----------------------------------------------------------------------------------

/** `GET /api/vat-declare/list` `page, perPage, order_by` (`dueDate` default, `periodStart`, `daysLeft`, `status`, `updatedAt`, `countryCode`) and {@link declareFilters} → paged rows. */
const list = defineContract({ method: 'GET', path: '/api/vat-declare/list', access: 'user', query: listQuery(declareFilters), response: paged(declareRow) });

const enumItem = z.object({ value: z.number().int(), label: z.string() }).strict();
/** `GET /api/vat-declare/status` → the status and type enumerations `[{ value, label }]` (spec §4). */
const enums = defineContract({
  method: 'GET',
  path: '/api/vat-declare/status',
  access: 'user',
  response: z.object({ vatDeclareStatusData: z.array(enumItem), vatDeclareTypeData: z.array(enumItem) }).strict(),
});

/** `GET /api/vat-declare/export-all` (the list's filters) → `{ taskId }`. */
const exportAll = defineContract({ method: 'GET', path: '/api/vat-declare/export-all', access: 'user', query: listQuery(declareFilters), response: exportStarted });

/** `GET /api/vat-declare/export-result?taskId` → the export task. */
const exportResult = exportResultContract('/api/vat-declare/export-result');

/**
 * `POST /api/vat-declare/batch-save` {@link declareSaveBody} → the declaration's row (created for the
 * VAT number and period, or the existing one). The same path saves a template import's data set
 * (`importsApi.save`, a body with `importId`).
 */
const save = defineContract({ method: 'POST', path: '/api/vat-declare/batch-save', access: 'user', body: declareSaveBody, response: declareRow });

const one = <P extends string>(method: 'GET' | 'POST' | 'PUT', path: P) => ({ method, path, access: 'user' as const, params: idParams });

/** `PUT /api/vat-declare/confirm/:id` → the row. */
const confirm = defineContract({ ...one('PUT', '/api/vat-declare/confirm/:id(\\d+)'), response: declareRow });
/** `PUT /api/vat-declare/confirm` `{ ids }` → the batch answer. */
const confirmMany = defineContract({ method: 'PUT', path: '/api/vat-declare/confirm', access: 'user', body: idsBody, response: declareBatchResult });
/** `PUT /api/vat-declare/confirm/cancel/:id` → the row. */
const cancelConfirm = defineContract({ ...one('PUT', '/api/vat-declare/confirm/cancel/:id(\\d+)'), response: declareRow });
/** `PUT /api/vat-declare/confirm/cancel` `{ ids }` → the batch answer. */
const cancelConfirmMany = defineContract({ method: 'PUT', path: '/api/vat-declare/confirm/cancel', access: 'user', body: idsBody, response: declareBatchResult });
/** `PUT /api/vat-declare/payments/ignore` `{ ids }` (nothing to pay: zero, credit, refund) → the batch answer. */
const ignorePayments = defineContract({ method: 'PUT', path: '/api/vat-declare/payments/ignore', access: 'user', body: idsBody, response: declareBatchResult });
/** `PUT /api/vat-declare/direct-declare/:id` (agent: confirm, generate and submit at once) → the row. */
const directDeclare = defineContract({ ...one('PUT', '/api/vat-declare/direct-declare/:id(\\d+)'), response: declareRow });

/** `POST /api/vat-declare/tax-calculate/:id` → `{ id, calcId }`: the engine runs on the declaration's files (asynchronously). */
const startCalc = defineContract({
  ...one('POST', '/api/vat-declare/tax-calculate/:id(\\d+)'),
  response: z.object({ id: z.number().int().positive(), calcId: z.number().int().positive() }).strict(),
});
/** `GET /api/vat-declare/tax-calculate/:id` → the status, the runs (newest first) and the last run's engine result. */
const calc = defineContract({
  ...one('GET', '/api/vat-declare/tax-calculate/:id(\\d+)'),
  response: z.object({ id: z.number().int().positive(), status: declareStatus, calcs: z.array(declareCalcRun), result: vatResult.nullable() }).strict(),
});

/** `GET /api/vat-declare/nl/pay-remark/:id` → the Dutch payment reference issued with the return, 4×4 formatted, and failed structure checks (Chinese). */
const nlPayRemark = defineContract({
  ...one('GET', '/api/vat-declare/nl/pay-remark/:id(\\d+)'),
  response: z.object({ reference: z.string(), formatted: z.string(), checks: z.array(z.string()) }).strict(),
});

/** `GET /api/vat-declare/:id/vat-return` → the return (generated, else computed now); none: `NO_RETURN`. */
const vatReturn = defineContract({ ...one('GET', '/api/vat-declare/:id(\\d+)/vat-return'), response: declareReturn });
/** `POST /api/vat-declare/:id/vat-return` → the row (refused with MTD_RULE when a GB return breaks an HMRC rule). */
const generateReturn = defineContract({ ...one('POST', '/api/vat-declare/:id(\\d+)/vat-return'), response: declareRow });
/** `POST /api/vat-declare/vat-return` `{ ids }` → the batch answer. */
const generateReturns = defineContract({ method: 'POST', path: '/api/vat-declare/vat-return', access: 'user', body: idsBody, response: declareBatchResult });
/** `POST /api/vat-declare/:id/vat-return/submit` → the row with the authority's receipt. */
const submit = defineContract({ ...one('POST', '/api/vat-declare/:id(\\d+)/vat-return/submit'), response: declareRow.extend({ receipt: declareReceipt }).strict() });
/** `POST /api/vat-declare/vat-return/submit` `{ ids }` → the batch answer. */
const submitMany = defineContract({ method: 'POST', path: '/api/vat-declare/vat-return/submit', access: 'user', body: idsBody, response: declareBatchResult });

/** `GET /api/vat-declare/:id/payment-guide` → the row, what the guide is built from, when it was issued (the first call issues it). */
const paymentGuide = defineContract({
  ...one('GET', '/api/vat-declare/:id(\\d+)/payment-guide'),
  response: declareRow.extend({ guideInput, issuedAt: z.string().nullable() }).strict(),
});
/** `POST /api/vat-declare/payment-guides` `{ ids }` → the batch answer. */
const issueGuides = defineContract({ method: 'POST', path: '/api/vat-declare/payment-guides', access: 'user', body: idsBody, response: declareBatchResult });
/** `POST /api/vat-declare/:id/payment` {@link declarePaymentBody} → the row (paid). */
const payment = defineContract({ ...one('POST', '/api/vat-declare/:id(\\d+)/payment'), body: declarePaymentBody, response: declareRow });
/** `POST /api/vat-declare/payment` `{ items: [{ id, paidOn, amount, proof }] }` → the batch answer. */
const payments = defineContract({
  method: 'POST',
  path: '/api/vat-declare/payment',
  access: 'user',
  body: z.object({ items: z.array(declarePaymentBody.extend({ id: z.number().int().positive() })).min(1, '请选择申报记录').max(100) }),
  response: declareBatchResult,
});

/** `GET /api/vat-declare/:id` → {@link declareDetail}. */
const detail = defineContract({ ...one('GET', '/api/vat-declare/:id(\\d+)'), response: declareDetail });

/** Every call of the declaration workspace, by name (in the mock's route order: umi matches in that order). */
export const declareApi = {
  list,
  enums,
  exportAll,
  exportResult,
  save,
  confirm,
  confirmMany,
  cancelConfirm,
  cancelConfirmMany,
  ignorePayments,
  directDeclare,
  startCalc,
  calc,
  nlPayRemark,
  vatReturn,
  generateReturn,
  generateReturns,
  submit,
  submitMany,
  paymentGuide,
  issueGuides,
  payment,
  payments,
  detail,
};

// The hand-written shapes of ./types.ts and ./payment.ts and these schemas are the same (compile-time check).
const same: [
  Same<z.infer<typeof declareRow>, DeclareRow>,
  Same<z.infer<typeof declareHistoryEntry>, DeclareHistoryEntry>,
  Same<z.infer<typeof declareReceipt>, DeclareReceipt>,
  Same<z.infer<typeof declarePayment>, DeclarePayment>,
  Same<z.infer<typeof declareReturn>, DeclareReturn>,
  Same<z.infer<typeof declareBatchResult>, DeclareBatchResult>,
  Same<z.infer<typeof guideInput>, GuideInput>,
] = [true, true, true, true, true, true, true];
void same;
