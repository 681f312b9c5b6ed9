/**
 * Mock of the VAT declaration calls (spec §7 "VAT declaration"; issue #11). Every action goes through
 * THE transition table (`src/core/declare/status.ts`, via `applyAction`): an action the status does
 * not allow is a business error with a Chinese message (`errorCode` ACTION_NOT_ALLOWED,
 * ACTOR_NOT_ALLOWED, BLOCKING_PROBLEM, DUPLICATE_SUBMISSION, TAX_PERIOD_NOT_ENDED, NOTHING_TO_PAY,
 * PAYMENT_DUE, TYPE_NOT_ALLOWED), never a silent no-op. A calculation's blocking problems (issue #19:
 * no row in the period, most rows outside it, no return, HMRC rules; `src/core/declare/checks.ts`)
 * refuse confirm / generate / submit / direct declare on every call, single or batch; every row
 * carries them as `blockers`; due dates are moved off weekends and the country's holidays
 * (`workingDueDate`); the amount due is the return's own box (`amountDue`: IT VP14, NL whole euros); a batch applies the action to the rows that allow it and
 * answers `{ done: id[], refused: [{ id, label, code, reason }] }`. Rows are scoped by `scopeRows`.
 *
 * - `GET /api/vat-declare/list` `page, perPage, type (exact taxDeclareStatus), status ('0' open —
 *   the default — / '1' finished / 'filed' submitted or later / 'all'), declareType, countryCode, q, startDate, endDate (period
 *   overlaps), declared_at (submission day), users, order_by` → `{ list: DeclareRow[], total, page, perPage }`.
 * - `GET /api/vat-declare/status` → `{ vatDeclareStatusData, vatDeclareTypeData: [{ value, label }] }`.
 * - `GET /api/vat-declare/:id` → `DeclareRow` + `basic`, `history`, `receipt`, `payment`, `calcs`
 *   (without results), `vatReturn` (the generated return, else the computed one).
 * - `POST /api/vat-declare/batch-save` `{ vatTaxId, periodStart, isZeroDeclare, isSysSellerReport,
 *   isDeduct, deducts, isDefer, defers, saleFiles }` → the declaration (created for the VAT number and
 *   period, or the existing one): `upload` (data) or `zeroDeclare` through the table.
 *   A body with `importId` saves a template import's temporary data set instead (mock/imports.ts).
 * - `PUT /api/vat-declare/confirm/:id`, `PUT /confirm` `{ ids }`; `PUT /confirm/cancel/:id`,
 *   `PUT /confirm/cancel` `{ ids }`; `PUT /payments/ignore` `{ ids }`; `PUT /direct-declare/:id` `{}`.
 * - `POST /api/vat-declare/tax-calculate/:id` `{}` → `{ id, calcId }` (the engine on the uploaded
 *   files, asynchronously); `GET /tax-calculate/:id` → `{ status, calcs: [{ id, status, problems,
 *   result? (last) }] }`.
 * - `GET /api/vat-declare/:id/vat-return` → `DeclareReturn`; `POST /:id/vat-return` `{}` generates
 *   it (refused with the HMRC rule names when a GB return breaks an MTD rule); `POST /vat-return` `{ ids }`.
 * - `POST /api/vat-declare/:id/vat-return/submit` `{}` → the receipt; `POST /vat-return/submit` `{ ids }`.
 * - `GET /api/vat-declare/:id/payment-guide` → `{ guideInput (with `overdueDays`), issuedAt }` (the console builds the guide
 *   with `paymentGuide()`); the first call issues it; `POST /payment-guides` `{ ids }`.
 * - `POST /api/vat-declare/:id/payment` `{ paidOn, amount, proof: { key, name } }`; `POST /payment`
 *   `{ items: [{ id, paidOn, amount, proof }] }`: the amount must equal the amount due; the proof
 *   a PDF, JPG or PNG the caller uploaded.
 * - `GET /api/vat-declare/nl/pay-remark/:id` → `{ reference, formatted, checks }` (the Dutch
 *   payment reference issued with the submitted return).
 * - `GET /api/vat-declare/export-all` (the list's filters) → `{ taskId }`; `GET /export-result?taskId`.
 * - Test-only `POST /api/__test__/declare` `{ calcDelayMs }`.
 *
 * Every call's path, input and answer: its contract in src/core/declare/api.ts (`declareApi`) and
 * ./filing-api.ts (`filingApi`); `routes([...])` keys each route by it (issue #34).
 */
import { dutyGuideInput } from '../src/core/duty/stages';
import Big from 'big.js';
import { checkNlReference, formatNlReference, nlParts, type GuideInput } from '../src/core/declare/payment';
import { DECLARE_STATUSES, DECLARE_TYPES, isFinal, type DeclareAction, type Refusal } from '../src/core/declare/status';
import type { DeclareReceipt, DeclareRow } from '../src/core/declare/types';
import type { FilingProblem } from '../src/core/filing/types';
import { periodOf } from '../src/core/vat-tax/periods';
import type { XlsxColumn } from '../src/core/utils/xlsx';
import { declareApi, declareFilters, declarePaymentBody } from '../src/core/declare/api';
import {
  exportResultRoute,
  fail,
  invalid,
  ok,
  paginate,
  route,
  routes,
  selectRows,
  startExport,
  testContract,
  visibleUserIds,
  z,
  db,
  type ListSpec,
  type MockResponse,
  type MockUser,
  type RouteContext,
} from './_store';
import {
  applyAction,
  buildReturn,
  declareRow,
  declareStore,
  declareTest,
  dueDateOf,
  DECLARE_ZH as L,
  nextDeclareCalcId,
  newDeclaration,
  receiptFor,
  issuedNlReference,
  refusal,
  refusalMessage,
  runDeclareCalc,
  type DeclareCalc,
  type StoredDeclaration,
} from './_store/declare';
import { vatTaxStore } from './_store/vat-tax';
import { importedRowsOf } from './_store/imports';
import { withImportSave } from './imports';
import { zipSync, strToU8 } from 'fflate';
import { filingApi } from '../src/core/declare/filing-api';
import { validateMtdBody } from '../src/core/filing/gb';
import { buildAndStore, dropFiles, filingInfo, fileEntry, formatOf, problemsText, saveFiler, storedFiles, tamperStoredFile, type StoredFilingFile } from './_store/filing';

const today = () => new Date().toISOString().slice(0, 10);

const filters = declareFilters;
type Filters = z.output<z.ZodObject<typeof filters>>;

/** The declarations list (and its export): spec §3 statement-list filters; default `status` "0" (open). */
const declareList: ListSpec<StoredDeclaration, DeclareRow, typeof filters> = {
  filters,
  rows: () => declareStore().list,
  where: (d, f: Filters) =>
    (f.type === undefined || d.status === f.type) &&
    (f.status === 'all' || (f.status === 'filed' ? d.status >= 6 : (f.status ?? '0') === (isFinal(d.status) ? '1' : '0'))) &&
    (f.declareType === undefined || String(d.declareType) === f.declareType) &&
    (!f.countryCode || d.countryCode === f.countryCode.toUpperCase()) &&
    (!f.startDate || d.periodEnd >= f.startDate) &&
    (!f.endDate || d.periodStart <= f.endDate) &&
    (!f.declared_at || (d.submittedAt ?? '').startsWith(f.declared_at)) &&
    (!f.q || [d.vatNumber, d.companyName, d.localTaxNumber].some((v) => v.toUpperCase().includes(f.q!.toUpperCase().replace(/\s+/g, '')))),
  view: (d, ctx) => declareRow(d, ctx.user),
  sortable: ['dueDate', 'periodStart', 'daysLeft', 'status', 'updatedAt', 'countryCode'],
  defaultOrder: 'dueDate',
};

const NOT_FOUND = () => L['declare.refuse.notFound'];

function findVisible(user: MockUser, id: number): StoredDeclaration | undefined {
  return declareStore().list.find((d) => d.id === id && visibleUserIds(user).includes(d.userId));
}


/** Answers a refusal as a business error with its code. */
function refuse(res: MockResponse, r: Refusal): void {
  fail(res, refusalMessage(r), { errorCode: r.code });
}

/** A label naming a declaration in a batch answer: 英国 GB980780684 2026-07-01~2026-09-30. */
function labelOf(d: StoredDeclaration): string {
  return `${d.vatNumber} ${d.periodStart}~${d.periodEnd}`;
}

/**
 * The filing file(s) a submission sends (issue #31): the stored ones, or built now from the return and
 * validated against the official schema; for the UK the MTD body goes to HMRC, which the mock plays
 * (`validateMtdBody`: HMRC's own schema and server rules, HMRC's codes). Answers the files for the
 * receipt, or the refusal with the problems (Chinese). A declaration the action does not apply to, or
 * a country without a public format, answers no files (the transition table or the effect decides).
 */
async function submissionFiling(d: StoredDeclaration, user: MockUser, action: 'submit' | 'directDeclare'): Promise<{ files: StoredFilingFile[] } | { refusal: Refusal; problems: FilingProblem[] }> {
  if (!declareRow(d, user).actions.includes(action) || 'none' in formatOf(d.countryCode)) return { files: [] };
  const ret = d.vatReturn ?? buildReturn(d);
  if (!ret || ret.checks.length) return { files: [] };
  let files = storedFiles(d);
  if (!files.length) {
    const built = await buildAndStore(d, ret);
    if ('problems' in built) return { refusal: refusal('FILING_REFUSED', 'declare.refuse.filing', { problems: problemsText(built.problems) }), problems: built.problems };
    files = built.files;
  }
  if (d.countryCode === 'GB' && files[0]) {
    let body: unknown;
    try {
      body = JSON.parse(files[0].text);
    } catch {
      body = null;
    }
    const problems = validateMtdBody(body);
    if (problems.length) return { refusal: refusal(`HMRC_${problems[0].code ?? 'INVALID_REQUEST'}`, 'declare.refuse.hmrc', { code: problems[0].code ?? 'INVALID_REQUEST', problems: problemsText(problems) }), problems };
  }
  return { files };
}

/** The receipt's lines for the files a submission sent: name, SHA-256, the schema it passed. */
function sentFiles(files: StoredFilingFile[]): NonNullable<DeclareReceipt['files']> {
  return files.map((f) => ({ name: f.name, sha256: f.sha256, schema: `${f.schema.name} ${f.schema.version}` }));
}

/** Effects of the actions that do more than move the status; `files` are the filing files a submission sends (`submissionFiling`). */
function effectOf(d: StoredDeclaration, action: DeclareAction, files: StoredFilingFile[] = []): ((at: string, by: string) => Refusal | void) | undefined {
  switch (action) {
    case 'vatReturn':
      return (at) => {
        const ret = buildReturn(d);
        if (!ret) return refusal('NO_RETURN', 'declare.refuse.noFiles');
        if (ret.checks.length) return refusal('MTD_RULE', 'declare.refuse.mtd', { rules: ret.checks.map((c) => c.code).join('、') });
        d.vatReturn = { ...ret, generatedAt: at };
      };
    case 'submit':
    case 'directDeclare':
      return (at, by) => {
        const ret = d.vatReturn ?? buildReturn(d);
        if (!ret) return refusal('NO_RETURN', 'declare.refuse.noFiles');
        if (ret.checks.length) return refusal('MTD_RULE', 'declare.refuse.mtd', { rules: ret.checks.map((c) => c.code).join('、') });
        d.vatReturn = { ...ret, generatedAt: ret.generatedAt ?? at };
        if (d.amount === null) d.amount = ret.totals.payable;
        d.receipt = { ...receiptFor(d, by, at), ...(files.length ? { files: sentFiles(files) } : {}) };
        d.submittedAt = at;
        if (d.countryCode === 'NL') {
          const p = nlParts(d.vatNumber);
          if (p) d.nlReference = issuedNlReference(d);
        }
        // The records area sees the period as filed.
        if (d.vatTaxId) {
          const filed = vatTaxStore().filed;
          if (!filed.some((f) => f.vatTaxId === d.vatTaxId && f.periodStart === d.periodStart)) {
            filed.push({ vatTaxId: d.vatTaxId, userId: d.userId, periodStart: d.periodStart, periodEnd: d.periodEnd, returnType: d.declareType === 1 ? 'zero' : 'normal', currency: d.currency, amount: d.amount ?? '0.00', submittedAt: at, paidAt: null, receiptNo: d.receipt.formBundleNumber });
          }
        }
      };
    case 'paymentGuide':
      return (at) => {
        d.guideIssuedAt = d.guideIssuedAt ?? at;
      };
    case 'cancelConfirm':
      return () => {
        d.vatReturn = null;
        dropFiles(d);
      };
    default:
      return undefined;
  }
}

/** One action on one declaration (the call `contract`): the row after it, or the refusal. */
function single(contract: (typeof declareApi)['confirm' | 'cancelConfirm' | 'directDeclare' | 'generateReturn'], action: DeclareAction) {
  return route({
    contract,
    handler: async ({ res, params, user }) => {
      const d = findVisible(user, params.id);
      if (!d) return fail(res, NOT_FOUND(), { errorCode: 'NOT_FOUND' });
      const r = await actOn(d, action, user);
      if (r) return refuseWithProblems(res, r);
      ok(res, declareRow(d, user));
    },
  });
}

/** Answers a refusal of {@link actOn} as a business error with its code, and the filing problems (if any) in `data.problems`. */
function refuseWithProblems(res: MockResponse, r: { refusal: Refusal; problems: FilingProblem[] }): void {
  fail(res, refusalMessage(r.refusal), { errorCode: r.refusal.code, ...(r.problems.length ? { data: { problems: r.problems } } : {}) });
}

/** One action on `d` through the table; a submission first gets its filing file (`submissionFiling`). Answers the refusal (with filing problems) or `null`. */
async function actOn(d: StoredDeclaration, action: DeclareAction, user: MockUser): Promise<{ refusal: Refusal; problems: FilingProblem[] } | null> {
  let files: StoredFilingFile[] = [];
  if (action === 'submit' || action === 'directDeclare') {
    const f = await submissionFiling(d, user, action);
    if ('refusal' in f) return f;
    files = f.files;
  }
  const r = applyAction(d, action, user, effectOf(d, action, files));
  return r ? { refusal: r, problems: [] } : null;
}

/** The same action on several declarations (the call `contract`): the allowed ones go through, the others are listed with why. */
function batch(contract: (typeof declareApi)['confirmMany' | 'cancelConfirmMany' | 'ignorePayments' | 'generateReturns' | 'submitMany' | 'issueGuides'], action: DeclareAction) {
  return route({
    contract,
    handler: async ({ res, body, user }) => {
      const done: number[] = [];
      const refused: { id: number; label: string; code: string; reason: string }[] = [];
      for (const id of [...new Set(body.ids)]) {
        const d = findVisible(user, id);
        if (!d) {
          refused.push({ id, label: String(id), code: 'NOT_FOUND', reason: NOT_FOUND() });
          continue;
        }
        const r = await actOn(d, action, user);
        if (r) refused.push({ id, label: labelOf(d), code: r.refusal.code, reason: refusalMessage(r.refusal) });
        else done.push(id);
      }
      ok(res, { done, refused });
    },
  });
}

/** What the console needs to build the payment guide of `d` (`paymentGuide()` of src/core/declare/payment): the one builder 我的税款 uses too. */
function guideInput(d: StoredDeclaration): GuideInput {
  return dutyGuideInput(d, { dueDate: dueDateOf(d), today: today() });
}

const paymentSchema = declarePaymentBody;

/** Records a payment on `d` after checking the amount and the proof; a refusal message or `null`. */
function recordPayment(d: StoredDeclaration, user: MockUser, p: z.output<typeof paymentSchema>): { field?: string; refusal?: Refusal; message?: string } | null {
  const file = db().files.get(p.proof.key);
  if (!file || file.ownerId !== user.id) return { field: 'proof', message: '缴款凭证文件不存在或已过期，请重新上传' };
  if (!/\.(pdf|jpe?g|png)$/i.test(file.name)) return { field: 'proof', message: L['declare.refuse.proofType'] };
  if (p.paidOn > today()) return { field: 'paidOn', message: '缴款日期不能晚于今天' };
  const r = applyAction(d, 'payment', user, (at, by) => {
    if (!new Big(p.amount).eq(new Big(d.amount ?? '0'))) return refusal('AMOUNT_MISMATCH', 'declare.refuse.amountMismatch', { amount: `${p.amount} ${d.currency}`, due: `${d.amount} ${d.currency}` });
    d.payment = { paidOn: p.paidOn, amount: new Big(p.amount).toFixed(2), currency: d.currency, proofKey: file.key, proofName: file.name, recordedBy: by, recordedAt: at };
    const f = vatTaxStore().filed.find((x) => x.vatTaxId === d.vatTaxId && x.periodStart === d.periodStart);
    if (f) f.paidAt = `${p.paidOn} 12:00:00`;
  });
  return r ? { refusal: r } : null;
}

const columns: XlsxColumn<DeclareRow>[] = [
  { key: 'countryCode', title: '国家' },
  { key: 'vatNumber', title: 'VAT 税号' },
  { key: 'companyName', title: '公司名称' },
  { key: 'userName', title: '所属用户' },
  { key: 'periodStart', title: '申报期间', format: (_v, r) => `${r.periodStart} ~ ${r.periodEnd}` },
  { key: 'dueDate', title: '截止日期' },
  { key: 'declareType', title: '申报类型', format: (v) => L[`declare.type.${v}`] },
  { key: 'status', title: '状态', format: (v) => L[`declare.status.${v}`] },
  { key: 'amount', title: '应缴（负数为应退）', format: (v, r) => (v === null ? '' : `${v} ${r.currency}`) },
  { key: 'submittedAt', title: '申报时间' },
  { key: 'paidAt', title: '缴款日期' },
  { key: 'receiptId', title: '回执编号' },
];

export default routes([
  route({
    contract: declareApi.list,
    handler: (ctx) => {
      const c = ctx as unknown as RouteContext<unknown, Record<string, unknown>, unknown, MockUser>;
      const views = selectRows(declareList, c);
      if (views) ok(ctx.res, paginate(views, ctx.query));
    },
  }),

  route({
    contract: declareApi.enums,
    handler: ({ res }) =>
      ok(res, {
        vatDeclareStatusData: DECLARE_STATUSES.map((v) => ({ value: v, label: L[`declare.status.${v}`] })),
        vatDeclareTypeData: DECLARE_TYPES.map((v) => ({ value: v, label: L[`declare.type.${v}`] })),
      }),
  }),

  route({
    contract: declareApi.exportAll,
    handler: (ctx) => {
      const c = ctx as unknown as RouteContext<unknown, Record<string, unknown>, unknown, MockUser>;
      const views = selectRows(declareList, c);
      if (views) ok(ctx.res, startExport(ctx.user, `VAT申报-${today()}`, views, columns));
    },
  }),
  exportResultRoute(declareApi.exportResult),

  // A body with `importId` saves a temporary data set (issue #12, mock/imports.ts).
  withImportSave(route({
    contract: declareApi.save,
    handler: ({ res, body, user }) => {
      const number = vatTaxStore().numbers.find((n) => n.id === body.vatTaxId && visibleUserIds(user).includes(n.userId));
      if (!number) return invalid(res, 'vatTaxId', '税号不存在或无权查看');
      if (!number.vatNumber || number.status !== 3) return invalid(res, 'vatTaxId', '该税号尚未下号或已注销，不能申报');
      const p = periodOf(body.periodStart, number.frequency, number.stagger);
      if (p.start !== body.periodStart) return invalid(res, 'periodStart', `申报期间应从 ${p.start} 开始（${number.frequency === 'monthly' ? '月报' : number.frequency === 'quarterly' ? '季报' : '年报'}）`);
      if (number.effectiveDate && p.end < number.effectiveDate) return invalid(res, 'periodStart', `该期间早于税号生效日 ${number.effectiveDate}`);
      const files = body.saleFiles ?? [];
      if (!body.isZeroDeclare && !files.length && !body.isSysSellerReport) return invalid(res, 'saleFiles', L['declare.refuse.noFiles']);
      const missing = files.find((f) => db().files.get(f.key)?.ownerId !== user.id);
      if (missing) return invalid(res, 'saleFiles', `文件 ${missing.name} 不存在或已过期，请重新上传`);
      const store = declareStore();
      let d = store.list.find((x) => x.vatTaxId === number.id && x.periodStart === p.start);
      if (!d) {
        d = newDeclaration({ ...number, vatTaxId: number.id }, p.start, p.end);
        store.list.push(d);
      }
      const target = d;
      const action: DeclareAction = body.isZeroDeclare ? 'zeroDeclare' : 'upload';
      const r = applyAction(target, action, user, () => {
        target.basic = {
          isSysSellerReport: !!body.isSysSellerReport,
          isZeroDeclare: !!body.isZeroDeclare,
          isDeduct: !!body.isDeduct,
          deducts: body.isDeduct ? body.deducts ?? [] : [],
          isDefer: !!body.isDefer,
          defers: body.isDefer ? body.defers ?? [] : [],
          saleFiles: body.isZeroDeclare ? [] : files,
        };
        target.declareType = body.isZeroDeclare ? 1 : 0;
        target.amount = body.isZeroDeclare ? '0.00' : null;
        target.vatReturn = null;
        dropFiles(target);
      });
      if (r) return refuse(res, r);
      ok(res, declareRow(target, user));
    },
  })),

  single(declareApi.confirm, 'confirm'),
  batch(declareApi.confirmMany, 'confirm'),
  single(declareApi.cancelConfirm, 'cancelConfirm'),
  batch(declareApi.cancelConfirmMany, 'cancelConfirm'),
  batch(declareApi.ignorePayments, 'ignorePayments'),
  single(declareApi.directDeclare, 'directDeclare'),

  route({
    contract: declareApi.startCalc,
    handler: ({ res, params, user }) => {
      const d = findVisible(user, params.id);
      if (!d) return fail(res, NOT_FOUND(), { errorCode: 'NOT_FOUND' });
      if (d.calcs.some((c) => c.status === 'running')) return refuse(res, refusal('CALC_RUNNING', 'declare.refuse.calcRunning'));
      let calc: DeclareCalc | undefined;
      const r = applyAction(d, 'taxCalculate', user, (at, by) => {
        if (!d.basic.saleFiles.some((f) => db().files.has(f.key)) && !importedRowsOf(d.id).some((r) => r.type !== 'purchase'))
          return refusal('NO_FILES', 'declare.refuse.noFiles');
        calc = { id: nextDeclareCalcId(), status: 'running', startedAt: at, by, problems: [] };
        d.calcs.push(calc);
        d.vatReturn = null;
        dropFiles(d);
      });
      if (r) return refuse(res, r);
      void runDeclareCalc(d, calc!, importedRowsOf(d.id));
      ok(res, { id: d.id, calcId: calc!.id });
    },
  }),

  route({
    contract: declareApi.calc,
    handler: ({ res, params, user }) => {
      const d = findVisible(user, params.id);
      if (!d) return fail(res, NOT_FOUND(), { errorCode: 'NOT_FOUND' });
      const last = d.calcs[d.calcs.length - 1];
      ok(res, {
        id: d.id,
        status: d.status,
        calcs: [...d.calcs].reverse().map((c) => ({ id: c.id, status: c.status, startedAt: c.startedAt, finishedAt: c.finishedAt ?? null, by: c.by, problems: c.problems, error: c.error ?? null })),
        result: last?.result ?? null,
      });
    },
  }),

  route({
    contract: declareApi.nlPayRemark,
    handler: ({ res, params, user }) => {
      const d = findVisible(user, params.id);
      if (!d || d.countryCode !== 'NL') return fail(res, NOT_FOUND(), { errorCode: 'NOT_FOUND' });
      if (!d.nlReference) return fail(res, L['declare.refuse.noNlReference'], { errorCode: 'NO_REFERENCE' });
      const parts = nlParts(d.vatNumber)!;
      const checks = checkNlReference(d.nlReference, { ...parts, year: Number(d.periodStart.slice(0, 4)), periodStart: d.periodStart, frequency: d.frequency });
      ok(res, { reference: d.nlReference, formatted: formatNlReference(d.nlReference), checks: checks.map((k) => L[k]) });
    },
  }),

  route({
    contract: declareApi.vatReturn,
    handler: ({ res, params, user }) => {
      const d = findVisible(user, params.id);
      if (!d) return fail(res, NOT_FOUND(), { errorCode: 'NOT_FOUND' });
      const ret = d.vatReturn ?? buildReturn(d);
      if (!ret) return fail(res, L['declare.refuse.noFiles'], { errorCode: 'NO_RETURN' });
      ok(res, ret);
    },
  }),
  single(declareApi.generateReturn, 'vatReturn'),
  batch(declareApi.generateReturns, 'vatReturn'),

  route({
    contract: declareApi.submit,
    handler: async ({ res, params, user }) => {
      const d = findVisible(user, params.id);
      if (!d) return fail(res, NOT_FOUND(), { errorCode: 'NOT_FOUND' });
      const r = await actOn(d, 'submit', user);
      if (r) return refuseWithProblems(res, r);
      ok(res, { ...declareRow(d, user), receipt: d.receipt });
    },
  }),
  batch(declareApi.submitMany, 'submit'),

  route({
    contract: declareApi.paymentGuide,
    handler: ({ res, params, user }) => {
      const d = findVisible(user, params.id);
      if (!d) return fail(res, NOT_FOUND(), { errorCode: 'NOT_FOUND' });
      if (d.status === 6) {
        const r = applyAction(d, 'paymentGuide', user, effectOf(d, 'paymentGuide'));
        if (r) return refuse(res, r);
      } else if (d.status !== 7 && d.status !== 8) {
        return refuse(res, { ok: false, code: 'ACTION_NOT_ALLOWED', key: 'declare.refuse.status', values: { action: 'declare.action.paymentGuide', status: `declare.status.${d.status}` } });
      }
      ok(res, { ...declareRow(d, user), guideInput: guideInput(d), issuedAt: d.guideIssuedAt });
    },
  }),
  batch(declareApi.issueGuides, 'paymentGuide'),

  route({
    contract: declareApi.payment,
    handler: ({ res, params, body, user }) => {
      const d = findVisible(user, params.id);
      if (!d) return fail(res, NOT_FOUND(), { errorCode: 'NOT_FOUND' });
      const r = recordPayment(d, user, body);
      if (r?.field) return invalid(res, r.field, r.message!);
      if (r?.refusal) return refuse(res, r.refusal);
      ok(res, declareRow(d, user));
    },
  }),
  route({
    contract: declareApi.payments,
    handler: ({ res, body, user }) => {
      const done: number[] = [];
      const refused: { id: number; label: string; code: string; reason: string }[] = [];
      for (const item of body.items) {
        const d = findVisible(user, item.id);
        if (!d) {
          refused.push({ id: item.id, label: String(item.id), code: 'NOT_FOUND', reason: NOT_FOUND() });
          continue;
        }
        const r = recordPayment(d, user, item);
        if (!r) done.push(d.id);
        else refused.push({ id: d.id, label: labelOf(d), code: r.refusal?.code ?? 'VALIDATION', reason: r.refusal ? refusalMessage(r.refusal) : r.message! });
      }
      ok(res, { done, refused });
    },
  }),

  route({
    contract: declareApi.detail,
    handler: ({ res, params, user }) => {
      const d = findVisible(user, params.id);
      if (!d) return fail(res, NOT_FOUND(), { errorCode: 'NOT_FOUND' });
      ok(res, {
        ...declareRow(d, user),
        basic: d.basic,
        history: [...d.history].reverse(),
        receipt: d.receipt,
        payment: d.payment,
        nlReference: d.nlReference,
        calcs: [...d.calcs].reverse().map((c) => ({ id: c.id, status: c.status, startedAt: c.startedAt, finishedAt: c.finishedAt ?? null, by: c.by, problems: c.problems, error: c.error ?? null })),
        vatReturn: d.vatReturn ?? buildReturn(d),
        returnGenerated: !!d.vatReturn,
        importedRows: importedRowsOf(d.id),
      });
    },
  }),

  route({
    contract: filingApi.info,
    handler: ({ res, params, user, reply }) => {
      const d = findVisible(user, params.id);
      if (!d) return fail(res, NOT_FOUND(), { errorCode: 'NOT_FOUND' });
      reply(filingInfo(d));
    },
  }),

  route({
    contract: filingApi.saveFiler,
    handler: ({ res, params, body, user, reply }) => {
      const d = findVisible(user, params.id);
      if (!d) return fail(res, NOT_FOUND(), { errorCode: 'NOT_FOUND' });
      if (d.status >= 6) return fail(res, '已提交的申报不能修改申报主体信息', { errorCode: 'ALREADY_SUBMITTED' });
      saveFiler(d, body);
      reply(filingInfo(d));
    },
  }),

  route({
    contract: filingApi.build,
    handler: async ({ res, params, user, reply }) => {
      const d = findVisible(user, params.id);
      if (!d) return fail(res, NOT_FOUND(), { errorCode: 'NOT_FOUND' });
      const fmt = formatOf(d.countryCode);
      if ('none' in fmt) return fail(res, `该国家没有可提交的官方申报文件：${fmt.none}`, { errorCode: 'NO_FILING_FORMAT' });
      if (!d.vatReturn) return fail(res, '请先生成申报表，再下载申报文件', { errorCode: 'RETURN_NOT_GENERATED' });
      if (d.status < 6) {
        const built = await buildAndStore(d, d.vatReturn);
        if ('problems' in built) return fail(res, `申报文件无法生成：${problemsText(built.problems)}`, { errorCode: 'FILING_REFUSED', data: { problems: built.problems } });
      } else if (!storedFiles(d).length) {
        return fail(res, '该申报提交时没有生成申报文件（提交早于申报文件功能上线）', { errorCode: 'NO_FILING_FILE' });
      }
      reply(filingInfo(d));
    },
  }),

  route({
    contract: filingApi.file,
    handler: ({ res, params, query, user, reply }) => {
      const d = findVisible(user, params.id);
      if (!d) return fail(res, NOT_FOUND(), { errorCode: 'NOT_FOUND' });
      const f = storedFiles(d).find((x) => x.name === query.name);
      if (!f) return fail(res, '申报文件不存在：请先点击「下载申报文件」生成', { errorCode: 'NOT_FOUND' });
      reply({ ...fileEntry(f), text: f.text });
    },
  }),

  route({
    contract: filingApi.zip,
    handler: async ({ res, body, user, reply }) => {
      const entries: Record<string, Uint8Array> = {};
      const files: { id: number; name: string; sha256: string }[] = [];
      const refused: { id: number; label: string; reason: string }[] = [];
      for (const id of [...new Set(body.ids)]) {
        const d = findVisible(user, id);
        if (!d) {
          refused.push({ id, label: String(id), reason: NOT_FOUND() });
          continue;
        }
        const fmt = formatOf(d.countryCode);
        let stored = storedFiles(d);
        if (!stored.length && 'none' in fmt) {
          refused.push({ id, label: labelOf(d), reason: `没有官方申报文件格式：${fmt.none}` });
          continue;
        }
        if (!stored.length && !d.vatReturn) {
          refused.push({ id, label: labelOf(d), reason: '尚未生成申报表' });
          continue;
        }
        if (!stored.length && d.vatReturn && d.status < 6) {
          const built = await buildAndStore(d, d.vatReturn);
          if ('problems' in built) {
            refused.push({ id, label: labelOf(d), reason: `申报文件无法生成：${problemsText(built.problems)}` });
            continue;
          }
          stored = built.files;
        }
        if (!stored.length) {
          refused.push({ id, label: labelOf(d), reason: '该申报没有保存申报文件' });
          continue;
        }
        for (const f of stored) {
          entries[`${d.countryCode}_${d.vatNumber}_${d.periodStart.slice(0, 7)}/${f.name}`] = strToU8(f.text);
          files.push({ id: d.id, name: f.name, sha256: f.sha256 });
        }
      }
      if (!files.length) return fail(res, `所选申报都没有可下载的申报文件：${refused.map((r) => `${r.label}（${r.reason}）`).join('；')}`, { errorCode: 'NO_FILING_FILE', data: { refused } });
      const zip = zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
      reply({ name: `一税申报文件_${today()}.zip`, base64: Buffer.from(zip).toString('base64'), size: zip.length, files, refused });
    },
  }),

  route({
    contract: testContract('POST', '/api/__test__/declare', {
      body: z.object({
        calcDelayMs: z.number().int().min(0).max(60_000).optional(),
        /** Overwrites fields of a stored MTD body (a body changed after it was built), so a test can see HMRC refuse it. */
        tamperFiling: z.object({ id: z.number().int().positive(), set: z.record(z.union([z.number(), z.string(), z.boolean()])) }).optional(),
      }),
    }),
    handler: ({ res, body }) => {
      if (body.calcDelayMs !== undefined) declareTest().calcDelayMs = body.calcDelayMs;
      if (body.tamperFiling) {
        const d = declareStore().list.find((x) => x.id === body.tamperFiling!.id);
        if (!d || !tamperStoredFile(d, body.tamperFiling.set)) return fail(res, '该申报没有保存的 JSON 申报文件', { errorCode: 'NOT_FOUND' });
      }
      ok(res, { ...declareTest() });
    },
  }),
]);
