/**
 * The declaration workspace of the mock (issue #11): declarations of the demo seller and the agent's
 * clients in every status and several countries, tied to the seeded VAT numbers of
 * `mock/_store/vat-tax.ts` (the Dutch one, client3's NL001041149B01, is the OB number of the published
 * betalingskenmerk vectors);
 * every action goes through THE transition table of `src/core/declare/status.ts` (`applyAction`)
 * and is recorded in the declaration's history (who, when). Tax calculation runs the REAL engine
 * on the declaration's uploaded files (as `mock/_store/calc.ts` does); submission stores a receipt
 * (GB: HMRC's `formBundleNumber`, `processingDate`, `chargeRefNumber`, receipt id) and, for NL, the
 * payment reference the Belastingdienst issues with the return (computed for its RSIN, year and
 * period: the mock plays the authority here). Seeded figures of declarations already past the
 * calculation stand in for earlier calculations; every new calculation is the engine's.
 */
import Big from 'big.js';
import { randomBytes } from 'crypto';
import { calculateVat, checkUkReturn, fromBytes, fromText, TableRateProvider, type VatResult } from '../../src/core/vat';
import { standardRate } from '../../src/core/vat/rates';
import { importedPurchaseDeducts, importedSalesReport, type SavedImportRow } from '../../src/core/imports/to-engine';
import { toVatOptions, countryText, type CalcBasicData } from '../../src/core/calc/model';
import { checkAction, DECLARE_STATUS, isPayable, type DeclareAction, type DeclareActor, type DeclareStatus, type DeclareType, type Refusal, allowedActions, refusalText } from '../../src/core/declare/status';
import { nlIssuedReference, nlParts, paymentGuide } from '../../src/core/declare/payment';
import { amountDue } from '../../src/core/declare/amount';
import { withLayout } from '../../src/core/declare/layouts';
import { blockingProblems } from '../../src/core/declare/checks';
import { workingDueDate } from '../../src/core/declare/holidays';
import { returnNameKey, type DeclareHistoryEntry, type DeclarePayment, type DeclareReceipt, type DeclareReturn, type DeclareRow } from '../../src/core/declare/types';
import { dutyGuideInput, type PaymentAttempt } from '../../src/core/duty/stages';
import { daysBetween, type Frequency } from '../../src/core/vat-tax/periods';
import { returnCurrency } from '../../src/core/vat-tax/types';
import zhDeclare from '../../src/locales/zh-CN/declare';
import { collection } from './collections';
import { db, isAgent, nowText } from './core';
import type { MockUser } from './types';
import { periodsOf, sellerTransferInvoice, vatTaxStore } from './vat-tax';
import { carriedInFor, filedNextPeriodWarning, registerCarrySource, type CarryWho } from './carry';

const ZH = zhDeclare as Record<string, string>;

/** Declare basic data of spec §3 as a declaration keeps it. */
interface DeclareBasic {
  isSysSellerReport: boolean;
  isZeroDeclare: boolean;
  isDeduct: boolean;
  deducts: { key: string; amount: string; note?: string }[];
  isDefer: boolean;
  defers: { key: string; vat: string; value: string; note?: string }[];
  saleFiles: { key: string; name: string; size: number }[];
}

/** One run of the engine on a declaration's files. */
export interface DeclareCalc {
  id: number;
  status: 'running' | 'done' | 'failed';
  startedAt: string;
  finishedAt?: string;
  by: string;
  result?: VatResult;
  error?: string;
  /** Blocking problems (failed HMRC checks, no return for the country), Chinese. */
  problems: string[];
}

/** A declaration as the mock keeps it. */
export interface StoredDeclaration {
  id: number;
  userId: number;
  vatTaxId: number | null;
  countryCode: string;
  vatNumber: string;
  localTaxNumber: string;
  companyName: string;
  frequency: Frequency;
  stagger?: 1 | 2 | 3;
  periodStart: string;
  periodEnd: string;
  declareType: DeclareType;
  status: DeclareStatus;
  currency: string;
  amount: string | null;
  /** Seeded declarations: the engine's payable their seeded return is built from (before the form's own rules, e.g. IT VP12 interest); `amount` is the amount due. */
  seedPayable?: string;
  basic: DeclareBasic;
  calcs: DeclareCalc[];
  vatReturn: DeclareReturn | null;
  receipt: DeclareReceipt | null;
  /** NL: the betalingskenmerk issued with the return. */
  nlReference: string | null;
  guideIssuedAt: string | null;
  payment: DeclarePayment | null;
  /** Earlier payment attempts that did not count (failed or voided; 我的税款, issue #22, src/core/duty/stages.ts). */
  paymentAttempts?: PaymentAttempt[];
  history: DeclareHistoryEntry[];
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const emptyBasic = (): DeclareBasic => ({ isSysSellerReport: false, isZeroDeclare: false, isDeduct: false, deducts: [], isDefer: false, defers: [], saleFiles: [] });

/** A Dutch OB number with a valid RSIN 11-check (weights 9..2, last digit × −1). */

interface DeclareSeed {
  vatTaxId: number;
  status: DeclareStatus;
  /** Which period: the first not filed (`open`), the last filed (`filed`), the current one (`current`). */
  period: 'open' | 'filed' | 'current';
  amount?: string;
  declareType?: DeclareType;
}

/** Seeds: every status, seller and the agent's clients, GB DE FR IT ES PL CZ NL. */
const SEEDS: DeclareSeed[] = [
  // 张伟 (seller 1): GB 1001, DE 1002, FR 1003
  { vatTaxId: 1001, status: 0, period: 'open' },
  { vatTaxId: 1001, status: 8, period: 'filed', amount: '1520.40' },
  { vatTaxId: 1002, status: 3, period: 'open', amount: '864.25' },
  { vatTaxId: 1002, status: 5, period: 'current', amount: '392.10' },
  { vatTaxId: 1003, status: 9, period: 'filed', amount: '-118.60' },
  // client1 (3): GB 1006, DE 1007, PL 1008, CZ 1009; client3's NL 1016 kept here so the ids stay as they were
  { vatTaxId: 1006, status: 6, period: 'filed', amount: '2210.00' },
  { vatTaxId: 1007, status: 7, period: 'filed', amount: '1288.90' },
  { vatTaxId: 1008, status: 3, period: 'open', amount: '5320.00' },
  { vatTaxId: 1009, status: 2, period: 'open', amount: '18400.00' },
  { vatTaxId: 1016, status: 6, period: 'filed', amount: '742.35' },
  // client2 (4): GB 1010, ES 1011, IT 1012
  { vatTaxId: 1010, status: 4, period: 'current', amount: '930.75' },
  { vatTaxId: 1011, status: 1, period: 'open' },
  { vatTaxId: 1012, status: 3, period: 'open', amount: '415.00' },
  // client3 (5): FR 1015 (and NL 1016 above)
  { vatTaxId: 1015, status: 8, period: 'filed', amount: '655.20' },
];

/** A receipt as the authority answers a submission (GB: HMRC MTD's 201 answer and headers). */
export function receiptFor(d: Pick<StoredDeclaration, 'countryCode' | 'periodEnd' | 'amount'>, by: string, at: string): DeclareReceipt {
  const hex = randomBytes(16).toString('hex');
  const digits = (n: number) =>
    Array.from(randomBytes(n))
      .map((b) => String(b % 10))
      .join('');
  return {
    receiptId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`,
    processingDate: `${at.replace(' ', 'T')}.000Z`,
    formBundleNumber: digits(12),
    chargeRefNumber: d.countryCode === 'GB' && isPayable(d.amount) ? `XM00${digits(10)}` : null,
    paymentIndicator: d.countryCode === 'GB' ? (isPayable(d.amount) ? 'BANK' : null) : null,
    returnName: ZH[returnNameKey(d.countryCode)],
    submittedBy: by,
  };
}

/** The standard rate of a seeded return (a fraction, as the engine writes it): the engine's rate table for today. */
function seedRate(country: string): string {
  return standardRate(country, Number(today().replace(/-/g, '')))?.fraction ?? '0.20';
}

/** A return built from a seeded amount (seeded declarations only; a calculation replaces it). */
function seededReturn(country: string, amount: string, at: string | null): DeclareReturn {
  const a = new Big(amount);
  const output = a.gt(0) ? a.times(1.25) : new Big('200.00');
  const input = output.minus(a);
  const currency = returnCurrency(country);
  const base: DeclareReturn = { returnName: ZH[returnNameKey(country)], currency, totals: { output: output.toFixed(2), input: input.toFixed(2), payable: a.toFixed(2) }, checks: [], generatedAt: at };
  if (country === 'GB') {
    const boxes = { box1: output.toFixed(2), box2: '0.00', box3: output.toFixed(2), box4: input.toFixed(2), box5: a.abs().toFixed(2), box6: output.times(5).round(0).toFixed(0), box7: input.times(5).round(0).toFixed(0), box8: '0', box9: '0' };
    return { ...base, boxes };
  }
  // domestic sales at the standard rate; the input VAT as import VAT deducted (seeded figures only)
  const rate = seedRate(country);
  return {
    ...base,
    lines: [
      { kind: 'domestic', rate, net: output.div(rate).toFixed(2), vat: output.toFixed(2) },
      { kind: 'importVatDeducted', rate: null, net: '0.00', vat: input.toFixed(2) },
    ],
    ecsl: [],
  };
}


function hist(d: StoredDeclaration, action: DeclareAction, actor: DeclareActor, by: string, from: DeclareStatus, to: DeclareStatus, at: string, note?: string) {
  d.history.push({ at, action, actor, by, from, to, ...(note ? { note } : {}) });
}

/** Actions replayed for a seeded status (the chain up to it). */
const CHAIN: [DeclareAction, DeclareStatus][] = [
  ['upload', 1],
  ['taxCalculate', 2],
  ['calcFinished', 3],
  ['confirm', 4],
  ['vatReturn', 5],
  ['submit', 6],
  ['paymentGuide', 7],
  ['payment', 8],
];

function seedDeclarations() {
  const list: StoredDeclaration[] = [];
  const numbers = vatTaxStore().numbers;
  SEEDS.forEach((s, i) => {
    const id = 5001 + i;
    const r = numbers.find((n) => n.id === s.vatTaxId)!;
    const record = r;
    const periods = periodsOf(r);
    const pick = s.period === 'open' ? periods.find((p) => p.state !== 'filed') : s.period === 'filed' ? [...periods].reverse().find((p) => p.state === 'filed') : periods[periods.length - 1];
    const period = { start: pick!.periodStart, end: pick!.periodEnd };
    const owner = db().users.find((u) => u.id === record.userId)!;
    const created = `${period.end} 09:00:00`;
    const amount = s.amount ?? null;
    const d: StoredDeclaration = { ...blankDeclaration(id, { ...record, vatTaxId: record.id }, period.start, period.end, created), declareType: s.declareType ?? 0 };
    // Replay the chain up to the seeded status, one day apart (history as if it happened).
    let day = 1;
    for (const [action, to] of CHAIN) {
      if (d.status >= s.status) break;
      const at = `${new Date(Date.parse(`${period.end}T10:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10)} 10:${String(10 + day).padStart(2, '0')}:00`;
      const actor: DeclareActor = action === 'calcFinished' ? 'system' : record.userId === 1 || action === 'confirm' ? 'seller' : 'agent';
      const by = actor === 'system' ? '系统' : actor === 'seller' ? owner.name : '李娜';
      if (action === 'upload') d.basic.saleFiles = [{ key: `seed/${id}/vtr.csv`, name: `VTR-${period.start.slice(0, 7)}.csv`, size: 482_113 }];
      // the amount due as the return's own form counts it (IT VP14 with the quarterly interest, NL whole euros)
      if (action === 'taxCalculate') d.seedPayable = amount ?? undefined;
      if (action === 'taxCalculate') d.amount = amount === null ? null : amountDue(d.countryCode, withLayout(seededReturn(d.countryCode, amount, null), d.countryCode, d), d);
      if (action === 'vatReturn') d.vatReturn = withLayout(seededReturn(d.countryCode, amount ?? '0.00', at), d.countryCode, d);
      if (action === 'submit') {
        d.receipt = receiptFor(d, by, at);
        d.submittedAt = at;
        if (d.countryCode === 'NL') d.nlReference = issuedNlReference(d);
      }
      if (action === 'paymentGuide' && !isPayable(d.amount)) {
        hist(d, 'ignorePayments', actor, by, d.status, DECLARE_STATUS.NO_PAYMENT_DUE, at);
        d.status = DECLARE_STATUS.NO_PAYMENT_DUE;
        break;
      }
      if (action === 'paymentGuide') d.guideIssuedAt = at;
      if (action === 'payment') d.payment = { paidOn: at.slice(0, 10), amount: d.amount!, currency: d.currency, proofKey: '', proofName: '银行回单.pdf', recordedBy: by, recordedAt: at };
      hist(d, action, actor, by, d.status, to, at);
      d.status = to;
      d.updatedAt = at;
      day += 1;
    }
    if (d.status === 2) d.calcs.push({ id: 1, status: 'done', startedAt: d.updatedAt, finishedAt: d.updatedAt, by: '李娜', problems: ['控制报表（kontrolní hlášení）A.4 部分有 3 张发票缺少客户税号，请补充后重新计算'] });
    // A submitted seed matches the records area's filed return of that period.
    if (d.vatTaxId && d.submittedAt) {
      const f = vatTaxStore().filed.find((x) => x.vatTaxId === d.vatTaxId && x.periodStart === d.periodStart);
      if (f) Object.assign(f, { amount: d.amount ?? '0.00', receiptNo: d.receipt!.formBundleNumber, paidAt: d.payment ? `${d.payment.paidOn} 12:00:00` : null });
    }
    d.paymentAttempts = seedAttempts(d);
    list.push(d);
  });
  return { list, seq: 5001 + SEEDS.length, calcSeq: 100 };
}

/**
 * Payment attempts that did not count (我的税款, issue #22), seeded on declarations whose status stays
 * as it was (no seeded count changes): the seller's GB 5002 was first paid with the VAT number
 * written "GB 123 4567 89" as the reference, which HMRC could not match and the bank returned, then
 * paid again (its current payment); client1's DE 5007 (guide issued) was paid 100 EUR short and the
 * Finanzamt sent the money back; client3's FR 5014 had a first guide voided when the return was
 * corrected.
 */
function seedAttempts(d: StoredDeclaration): PaymentAttempt[] | undefined {
  const guide = d.history.find((h) => h.action === 'paymentGuide');
  if (!guide || !d.amount) return undefined;
  const day = (n: number) => new Date(Date.parse(`${guide.at.slice(0, 10)}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  if (d.id === 5002) {
    const vrn = d.vatNumber.replace(/^GB/, '');
    return [{ n: 1, kind: 'failed', reason: 'wrongReference', amount: d.amount, currency: d.currency, reference: `GB ${vrn.slice(0, 3)} ${vrn.slice(3, 7)} ${vrn.slice(7)}`, guideAt: guide.at, paidOn: day(0), paidBy: guide.by, at: `${day(0)} 16:20:00`, by: '系统', note: '银行退回：参考号含前缀 GB 和空格，HMRC 无法匹配到该 VAT 账户' }];
  }
  if (d.id === 5007) {
    return [{ n: 1, kind: 'failed', reason: 'amountShort', amount: new Big(d.amount).minus(100).toFixed(2), currency: d.currency, reference: paymentGuide(dutyGuideInput(d, { dueDate: dueDateOf(d), today: today() })).reference, guideAt: guide.at, paidOn: day(0), paidBy: '李娜', at: `${day(0)} 17:05:00`, by: '系统', note: '少缴 100.00 EUR，税局已将款项退回付款账户' }];
  }
  if (d.id === 5014) {
    return [{ n: 1, kind: 'voided', reason: 'amended', amount: new Big(d.amount).plus('44.80').toFixed(2), currency: d.currency, reference: '', guideAt: `${day(-1)} 10:00:00`, at: guide.at, by: '李娜', note: '更正申报后金额变为 ' + d.amount + ' EUR，旧缴款指引作废' }];
  }
  return undefined;
}

/** The Dutch payment reference the Belastingdienst issues with `d`'s return (the mock plays the authority). */
export function issuedNlReference(d: Pick<StoredDeclaration, 'vatNumber' | 'periodStart' | 'frequency'>): string {
  return nlIssuedReference({ ...nlParts(d.vatNumber)!, year: Number(d.periodStart.slice(0, 4)), periodStart: d.periodStart, frequency: d.frequency });
}

/** The declarations collection (seeded on first use, restored by `resetStore()`). */
export const declareStore = collection('declare', seedDeclarations);

/** Who `user` is for the transition table. */
export function actorOf(user: MockUser): DeclareActor {
  return isAgent(user) ? 'agent' : 'seller';
}

/** The blocking problems of `d`'s last finished calculation (none for a nil return or while a calculation runs). */
function blockersOf(d: StoredDeclaration): string[] {
  if (d.declareType !== 0) return [];
  const last = d.calcs[d.calcs.length - 1];
  return last && last.status !== 'running' ? last.problems : [];
}

/** The facts of `d` for the table (its blocking problems included: issue #19). */
function factsOf(d: StoredDeclaration) {
  return { status: d.status, declareType: d.declareType, amount: d.amount, periodEnd: d.periodEnd, blockers: blockersOf(d) };
}

/** The payment due date of `d`: the statutory date moved off weekends and the country's holidays (`workingDueDate`). */
export function dueDateOf(d: Pick<StoredDeclaration, 'countryCode' | 'periodStart' | 'periodEnd' | 'frequency'>): string {
  return workingDueDate(d.countryCode, { start: d.periodStart, end: d.periodEnd }, d.frequency);
}

/** A refusal as the Chinese sentence the API answers. */
export function refusalMessage(r: Refusal): string {
  return refusalText(r, ZH);
}

/** The list row of `d` for `user` (the actions are the ones `user` may take today). */
export function declareRow(d: StoredDeclaration, user: MockUser): DeclareRow {
  const owner = db().users.find((u) => u.id === d.userId);
  const due = dueDateOf(d);
  return {
    id: d.id,
    userId: d.userId,
    userName: owner?.name ?? '',
    companyName: d.companyName,
    vatTaxId: d.vatTaxId,
    countryCode: d.countryCode,
    vatNumber: d.vatNumber,
    localTaxNumber: d.localTaxNumber,
    frequency: d.frequency,
    periodStart: d.periodStart,
    periodEnd: d.periodEnd,
    dueDate: due,
    daysLeft: daysBetween(today(), due),
    declareType: d.declareType,
    status: d.status,
    currency: d.currency,
    amount: d.amount,
    returnName: returnNameKey(d.countryCode),
    actions: allowedActions(factsOf(d), actorOf(user), today()),
    blockers: blockersOf(d),
    submittedAt: d.submittedAt,
    paidAt: d.payment ? d.payment.paidOn : null,
    receiptId: d.receipt?.receiptId ?? null,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

/**
 * Applies `action` by `user` to `d` through the transition table: the status moves, the history
 * records who and when. Returns the refusal instead when the table refuses (nothing changes then).
 * `effect` runs after the check and before the move (it may refuse too, e.g. a failed MTD check).
 */
export function applyAction(d: StoredDeclaration, action: DeclareAction, user: MockUser | 'system', effect?: (at: string, by: string) => Refusal | void, note?: string): Refusal | null {
  const actor: DeclareActor = user === 'system' ? 'system' : actorOf(user);
  const v = checkAction(factsOf(d), action, actor, today());
  if (!v.ok) return v;
  const at = nowText();
  const by = user === 'system' ? '系统' : user.name;
  const refused = effect?.(at, by);
  if (refused) return refused;
  hist(d, action, actor, by, d.status, v.to, at, note);
  d.status = v.to;
  d.updatedAt = at;
  return null;
}

/** A refusal made here (not from the table), with a `declare.refuse.*` key. */
export function refusal(code: string, key: string, values: Record<string, string> = {}): Refusal {
  return { ok: false, code, key, values };
}

/** The engine's basic data for a declaration (spec §3 declare basic data → calculator's basic data). */
function calcBasicOf(d: StoredDeclaration): CalcBasicData {
  return {
    countryCode: { key: d.countryCode, text: countryText(d.countryCode) },
    taxPeriodType: d.frequency === 'monthly' ? 'month' : d.frequency === 'annual' ? 'year' : 'quarter',
    startDate: d.periodStart,
    endDate: d.periodEnd,
    companyName: d.companyName,
    vatNumber: d.vatNumber,
    countries: [d.countryCode],
    isDeduct: d.basic.isDeduct,
    deducts: d.basic.deducts,
    isDefer: d.basic.isDefer,
    defers: d.basic.defers,
    saleFiles: d.basic.saleFiles.map((f) => ({ ...f, md5: '', crc32: '' })),
  };
}

/** Who a declaration is for, for carry-forward (issue #32): its seller, country, VAT number and company. */
function carryWho(d: StoredDeclaration): CarryWho {
  return { sellerId: d.userId, country: d.countryCode, vatNumber: d.vatNumber, companyName: d.companyName };
}

// the declarations' finished calculations are sources of carried transfers (mock/_store/carry.ts)
registerCarrySource(() =>
  declareStore().list.flatMap((d) => {
    const calc = [...d.calcs].reverse().find((c) => c.status === 'done' && c.result);
    return calc ? [{ kind: 'declaration' as const, id: d.id, sellerId: d.userId, country: d.countryCode, vatNumber: d.vatNumber, companyName: d.companyName, periodStart: d.periodStart, periodEnd: d.periodEnd, finishedAt: calc.finishedAt ?? calc.startedAt, result: calc.result!, submittedAt: d.submittedAt }] : [];
  }),
);

/** Test switch: the engine waits this long before running (ms), so a test can see "calculating". */
export const declareTest = collection('declareTest', () => ({ calcDelayMs: 200 }));

/**
 * Runs the real engine on `d`'s files (asynchronously), with the transfers carried in from the
 * seller's previous period (issue #32: `carriedInFor`). When it finishes: the return of the
 * declaration's country, its amount, HMRC's checks for GB; transfers carried to a next period
 * already filed get the warning naming them (never added to the filed return); without a blocking
 * problem the system moves the declaration on (`calcFinished` → awaiting the seller's confirmation).
 */
export function runDeclareCalc(d: StoredDeclaration, calc: DeclareCalc, imported: readonly SavedImportRow[] = []): Promise<void> {
  const files = db().files;
  return (async () => {
    await new Promise<void>((r) => {
      setTimeout(r, declareTest().calcDelayMs);
    });
    try {
      const inputs = d.basic.saleFiles
        .filter((f) => files.has(f.key))
        .map((f) => {
          const b = files.get(f.key)!.data;
          return fromBytes(f.name, new Uint8Array(b.buffer, b.byteOffset, b.length), 1 << 20);
        });
      // Rows saved from template imports (issue #12): sales as one more report, purchases as deducts.
      const sales = importedSalesReport(imported, { country: d.countryCode, vatNumber: d.vatNumber });
      if (sales) inputs.push(fromText(sales.name, sales.text));
      const carried = carriedInFor(carryWho(d), d.periodStart).rows;
      if (!inputs.length && !carried.length) throw new Error(ZH['declare.refuse.noFiles']);
      const options = toVatOptions(calcBasicOf(d));
      // the seller's transfer tax-point rule kept with its VAT records (issue #32; default: the transfer day)
      if (sellerTransferInvoice(d.userId) === 'none') options.transferInvoice = 'none';
      if (carried.length) options.carriedIn = carried;
      const purchases = importedPurchaseDeducts(imported, { country: d.countryCode, periodStart: d.periodStart, rates: new TableRateProvider() });
      if (purchases.length) {
        options.deducts = [...(options.deducts ?? []), ...purchases];
        options.isDeduct = true;
      }
      const result = await calculateVat(inputs, options);
      const filed = filedNextPeriodWarning(carryWho(d), d.periodEnd, result.carriedForward);
      if (filed) result.warnings.push(filed);
      calc.result = result;
      const ret = result.returns.find((r) => r.country === d.countryCode);
      // blocking problems (issue #19): no row in the period, most rows outside it, no return, HMRC rules
      const problems = blockingProblems(result, { country: d.countryCode, countryName: countryText(d.countryCode), periodStart: d.periodStart, periodEnd: d.periodEnd }).map((p) => p.message);
      calc.problems = problems;
      calc.status = 'done';
      if (ret) {
        d.currency = ret.currency;
        const built = buildReturn(d);
        d.amount = built ? amountDue(d.countryCode, built, { frequency: d.frequency, periodStart: d.periodStart }) : ret.totals.payable;
      }
      calc.finishedAt = nowText();
      if (!problems.length && d.status === DECLARE_STATUS.CALCULATED) applyAction(d, 'calcFinished', 'system');
    } catch (e) {
      calc.status = 'failed';
      calc.error = (e as Error).message;
      calc.problems = [(e as Error).message];
      calc.finishedAt = nowText();
    }
  })();
}

/** The return of `d` from its last calculation, else the return stored without one (GB conversion), else its seeded figures. */
/**
 * Adjustments every built return passes through (issue #24: the Luxembourg invoices area adds the
 * reverse charge on Amazon's fee invoices, mock/_store/lux-invoice.ts). Empty unless an area registers one.
 */
export const RETURN_HOOKS: ((d: StoredDeclaration, ret: DeclareReturn) => DeclareReturn)[] = [];

/**
 * The return of `d` ({@link buildReturnBase}) through {@link RETURN_HOOKS}, with its country's form
 * computed once here (issue #32: `withLayout`; the amount due and every page read it as it is).
 */
export function buildReturn(d: StoredDeclaration): DeclareReturn | null {
  const ret = buildReturnBase(d);
  return ret ? withLayout(RETURN_HOOKS.reduce((r, hook) => hook(d, r), ret), d.countryCode, d) : null;
}

function buildReturnBase(d: StoredDeclaration): DeclareReturn | null {
  const calc = [...d.calcs].reverse().find((c) => c.status === 'done' && c.result);
  const ret = calc?.result?.returns.find((r) => r.country === d.countryCode);
  if (ret) {
    const v = (f: { value: string }) => f.value;
    const boxes = ret.boxes ? (Object.fromEntries(Object.entries(ret.boxes).map(([k, f]) => [k, v(f)])) as Record<string, string>) : undefined;
    return {
      returnName: ZH[returnNameKey(d.countryCode)],
      currency: ret.currency,
      boxes,
      lines: ret.lines?.map((l) => ({ kind: l.kind, rate: l.rate, net: l.net.value, vat: l.vat.value })),
      ecsl: ret.ecsl?.map((e) => ({ customerVat: e.customerVat, customerCountry: e.customerCountry, kind: e.kind, value: e.value.value })),
      totals: { output: ret.totals.outputVat, input: ret.totals.inputVat, payable: ret.totals.payable },
      checks: boxes ? checkUkReturn(boxes as never).map((c) => ({ code: c.code, message: c.message })) : [],
      generatedAt: null,
    };
  }
  // No calculation: a return stored without one stands (a GB conversion's nine boxes, issue #12);
  // a new calculation clears it (tax-calculate), and then the calculation's return wins.
  if (d.vatReturn) return { ...d.vatReturn, checks: d.vatReturn.boxes ? checkUkReturn(d.vatReturn.boxes as never).map((c) => ({ code: c.code, message: c.message })) : d.vatReturn.checks };
  if (d.declareType === 1) return { returnName: ZH[returnNameKey(d.countryCode)], currency: d.currency, ...(d.countryCode === 'GB' ? { boxes: { box1: '0.00', box2: '0.00', box3: '0.00', box4: '0.00', box5: '0.00', box6: '0', box7: '0', box8: '0', box9: '0' } } : { lines: [] }), totals: { output: '0.00', input: '0.00', payable: '0.00' }, checks: [], generatedAt: null };
  if (d.amount !== null) return seededReturn(d.countryCode, d.seedPayable ?? d.amount, null);
  return null;
}

/** What a new declaration needs of its VAT number: owner, record id (null outside the records area), country, numbers, company, frequency. */
type DeclarationFacts = Pick<StoredDeclaration, 'userId' | 'vatTaxId' | 'countryCode' | 'vatNumber' | 'localTaxNumber' | 'companyName' | 'frequency' | 'stagger'>;

/**
 * A new declaration (status 0 待准备数据, declare type 0, no data) of the VAT number described by
 * `facts` for the period `start`–`end` (`YYYY-MM-DD`), with a fresh id; `basic` overrides the empty
 * declare basic data (e.g. `isSysSellerReport` for reports uploaded by the agent). Not stored: the
 * caller pushes it to `declareStore().list`.
 */
export function newDeclaration(facts: DeclarationFacts, start: string, end: string, basic: Partial<DeclareBasic> = {}): StoredDeclaration {
  const d = blankDeclaration(nextDeclareId(), facts, start, end, nowText());
  d.basic = { ...d.basic, ...basic };
  return d;
}

/** The empty declaration `id` of `facts` for `start`–`end`, created at `at` (`YYYY-MM-DD HH:mm:ss`): the seeds' and {@link newDeclaration}'s shape. */
function blankDeclaration(id: number, facts: DeclarationFacts, start: string, end: string, at: string): StoredDeclaration {
  return {
    id,
    userId: facts.userId,
    vatTaxId: facts.vatTaxId,
    countryCode: facts.countryCode,
    vatNumber: facts.vatNumber,
    localTaxNumber: facts.localTaxNumber,
    companyName: facts.companyName,
    frequency: facts.frequency,
    stagger: facts.stagger,
    periodStart: start,
    periodEnd: end,
    declareType: 0,
    status: 0,
    currency: returnCurrency(facts.countryCode),
    amount: null,
    basic: emptyBasic(),
    calcs: [],
    vatReturn: null,
    receipt: null,
    nlReference: null,
    guideIssuedAt: null,
    payment: null,
    history: [],
    submittedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** Next declaration id. */
function nextDeclareId(): number {
  const s = declareStore();
  s.seq += 1;
  return s.seq;
}

/** Next calculation id. */
export function nextDeclareCalcId(): number {
  const s = declareStore();
  s.calcSeq += 1;
  return s.calcSeq;
}

export { ZH as DECLARE_ZH };
