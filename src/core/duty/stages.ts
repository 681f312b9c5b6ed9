/**
 * 我的税款 (`/user/me-duty-paragraph`, issue #22): every tax amount a user owes or has paid, derived
 * from the declaration workspace (`mock/_store/declare.ts`: the return's amount due, the payment guide,
 * the recorded payment) — never kept in a second store. Pure, relative imports only (the mock runs it).
 *
 * Read `me-duty-paragraph` as 我的税款: 款 is "paragraph" in legal Chinese and "payment" in 税款.
 *
 * One row per tax amount:
 * - the declaration's current amount (a submitted return with an amount due, status 6 已申报 and
 *   later): 待缴款 until a payment is recorded, then 已缴款待确认, then 税局已入账 once the tax office
 *   has booked it ({@link BOOKING_DAYS} after the payment date — the mock plays the tax office);
 * - each earlier attempt that did not count ({@link PaymentAttempt}): a payment that failed (wrong
 *   reference, amount short, returned by the bank) or a guide that was voided (the return was
 *   corrected and a new guide replaced it, or a duplicate payment was refunded).
 * Row ids: `declarationId × 10` for the current amount, `declarationId × 10 + n` for attempt `n`
 * (1–9), so `?id=` names one row and its declaration without a lookup table.
 */
import Big from 'big.js';
import { isPayable } from '../declare/status';
import { paymentGuide, type GuideInput } from '../declare/payment';
import type { DeclareHistoryEntry, DeclarePayment } from '../declare/types';
import type { StatusMap } from '../list/status';
import { daysBetween, type Frequency } from '../vat-tax/periods';

/** Stage of a tax amount (filter `stage`, locale `duty.stage.<code>`). */
export const DUTY_STAGE = { PENDING: 0, PAID: 1, BOOKED: 2, FAILED: 3, VOIDED: 4 } as const;
/** A stage code 0–4. */
type DutyStage = (typeof DUTY_STAGE)[keyof typeof DUTY_STAGE];
/** The stage codes as the filter sends them. */
export const DUTY_STAGE_CODES = ['0', '1', '2', '3', '4'] as const;

/** THE stage map of the list (label locale key and tag colour): 待缴款 / 已缴款待确认 / 税局已入账 / 缴款失败 / 已作废. */
export const DUTY_STAGE_MAP: StatusMap<DutyStage> = {
  0: { label: 'duty.stage.0', color: 'warning' },
  1: { label: 'duty.stage.1', color: 'processing' },
  2: { label: 'duty.stage.2', color: 'success' },
  3: { label: 'duty.stage.3', color: 'error' },
  4: { label: 'duty.stage.4', color: 'default' },
};

/**
 * Days from the payment date to the tax office's booking in the mock (calendar days). HMRC says an
 * electronic payment "usually reaches HMRC the same or next day" by Faster Payments and 3 working
 * days by Bacs (gov.uk/pay-vat); a SEPA transfer reaches the beneficiary bank by the next business
 * day (Regulation (EU) No 260/2012 and PSD2 Art. 83), and the tax office books it after matching the
 * reference: 5 calendar days covers both.
 */
export const BOOKING_DAYS = 5;

/** Why an attempt did not count (locale `duty.reason.<code>.title|what|todo`). */
export const DUTY_REASONS = ['wrongReference', 'amountShort', 'bankReturned', 'amended', 'duplicate'] as const;
/** A reason code. */
type DutyReason = (typeof DUTY_REASONS)[number];

/**
 * An earlier payment attempt of a declaration that did not count, kept on the declaration
 * (`StoredDeclaration.paymentAttempts`, seeded in mock/_store/declare.ts).
 */
export interface PaymentAttempt {
  /** 1–9: the row id is `declarationId × 10 + n`. */
  n: number;
  /** `failed`: the money did not reach the tax office's account; `voided`: the guide no longer applies. */
  kind: 'failed' | 'voided';
  reason: DutyReason;
  /** Amount of that guide or payment, major units (`"1520.40"`). */
  amount: string;
  currency: string;
  /** The reference the payer used (failed) or the voided guide's reference; `''` when none. */
  reference: string;
  /** When that guide was issued (`YYYY-MM-DD HH:mm:ss`, Beijing time). */
  guideAt: string;
  /** Failed: the payment date the payer recorded (`YYYY-MM-DD`). */
  paidOn?: string;
  /** Who recorded the payment (failed). */
  paidBy?: string;
  /** When the failure or the voiding was recorded, and by whom (`系统` for the tax office's notice). */
  at: string;
  by: string;
  /** A Chinese note of the case (e.g. the bank's return code). */
  note?: string;
}

/** What the derivation needs of a declaration (the fields of `StoredDeclaration`). */
export interface DutyDeclaration {
  id: number;
  userId: number;
  countryCode: string;
  vatNumber: string;
  localTaxNumber: string;
  companyName: string;
  frequency: Frequency;
  periodStart: string;
  periodEnd: string;
  /** taxDeclareStatus 0–9 (src/core/declare/status.ts). */
  status: number;
  amount: string | null;
  currency: string;
  nlReference: string | null;
  guideIssuedAt: string | null;
  payment: DeclarePayment | null;
  history: DeclareHistoryEntry[];
  submittedAt: string | null;
  paymentAttempts?: PaymentAttempt[];
}

/** Context of the derivation: the declaration's payment due date (`YYYY-MM-DD`, holidays applied), today, the owner's name, the VAT number's type (0 新注册, 1 转代理). */
export interface DutyContext {
  dueDate: string;
  today: string;
  userName: string;
  vatType: number;
}

/** One tax amount as the list shows it (see the module comment for `id`). */
interface DutyRowData {
  id: number;
  declarationId: number;
  userId: number;
  userName: string;
  companyName: string;
  countryCode: string;
  vatNumber: string;
  /** 0 新注册, 1 转代理 (the VAT number's type; filter `vat_type`). */
  vatType: number;
  periodStart: string;
  periodEnd: string;
  /** Major units as a decimal string. */
  amount: string;
  currency: string;
  /** Payment due date `YYYY-MM-DD`. */
  dueDate: string;
  /** Days from today to the due date (negative: overdue); `null` once paid, failed or voided. */
  daysLeft: number | null;
  /** The payment reference (`''` when the authority issues none: FR direct debit, ES NRC not yet). */
  reference: string;
  stage: DutyStage;
  /** Failed or voided: the reason code; else `null`. */
  reason: DutyReason | null;
  /** Paid or booked: the payment date `YYYY-MM-DD`; else `null`. */
  paidOn: string | null;
}

/** The payment-guide input of a declaration (the same facts the declaration's own payment page uses). */
export function dutyGuideInput(d: DutyDeclaration, ctx: Pick<DutyContext, 'dueDate' | 'today'>): GuideInput {
  return {
    country: d.countryCode,
    vatNumber: d.vatNumber,
    localTaxNumber: d.localTaxNumber,
    periodStart: d.periodStart,
    periodEnd: d.periodEnd,
    frequency: d.frequency,
    amount: d.amount ?? '0.00',
    currency: d.currency,
    dueDate: ctx.dueDate,
    issuedReference: d.nlReference ?? '',
    overdueDays: Math.max(0, daysBetween(ctx.dueDate, d.payment?.paidOn ?? ctx.today)),
  };
}

/** Whether a payment made on `paidOn` (`YYYY-MM-DD`) has been booked by the tax office by `today` ({@link BOOKING_DAYS}). */
function isBooked(paidOn: string, today: string): boolean {
  return daysBetween(paidOn, today) >= BOOKING_DAYS;
}

/** The date the tax office books (or is expected to book) a payment made on `paidOn`. */
export function bookingDate(paidOn: string): string {
  const t = Date.parse(`${paidOn}T00:00:00Z`) + BOOKING_DAYS * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The stage of a declaration's current amount: 待缴款 (status 6/7), 已缴款待确认 / 税局已入账 (status 8). */
export function currentStage(d: Pick<DutyDeclaration, 'status' | 'payment'>, today: string): DutyStage {
  if (d.status === 8 && d.payment) return isBooked(d.payment.paidOn, today) ? DUTY_STAGE.BOOKED : DUTY_STAGE.PAID;
  return DUTY_STAGE.PENDING;
}

/** Whether a declaration has a current tax amount: a submitted return (status 6 已申报, 7 已出缴款指引, 8 已缴款) with an amount due > 0. */
function hasCurrentAmount(d: Pick<DutyDeclaration, 'status' | 'amount'>): boolean {
  return d.status >= 6 && d.status <= 8 && isPayable(d.amount);
}

/** The tax amounts of declaration `d` (see the module comment): its attempts in order, then its current amount. */
export function dutyRowsOf(d: DutyDeclaration, ctx: DutyContext): DutyRowData[] {
  const base = {
    declarationId: d.id,
    userId: d.userId,
    userName: ctx.userName,
    companyName: d.companyName,
    countryCode: d.countryCode,
    vatNumber: d.vatNumber,
    vatType: ctx.vatType,
    periodStart: d.periodStart,
    periodEnd: d.periodEnd,
    dueDate: ctx.dueDate,
  };
  const rows: DutyRowData[] = (d.paymentAttempts ?? []).map((a) => ({
    ...base,
    id: d.id * 10 + a.n,
    amount: a.amount,
    currency: a.currency,
    daysLeft: null,
    reference: a.reference,
    stage: a.kind === 'failed' ? DUTY_STAGE.FAILED : DUTY_STAGE.VOIDED,
    reason: a.reason,
    paidOn: null,
  }));
  if (hasCurrentAmount(d)) {
    const stage = currentStage(d, ctx.today);
    rows.push({
      ...base,
      id: d.id * 10,
      amount: d.amount!,
      currency: d.currency,
      daysLeft: stage === DUTY_STAGE.PENDING ? daysBetween(ctx.today, ctx.dueDate) : null,
      reference: paymentGuide(dutyGuideInput(d, ctx)).reference,
      stage,
      reason: null,
      paidOn: d.payment?.paidOn ?? null,
    });
  }
  return rows;
}

/** The declaration id and attempt number of a row id (`n` 0 = the current amount). */
export function splitDutyId(id: number): { declarationId: number; n: number } {
  return { declarationId: Math.floor(id / 10), n: id % 10 };
}

/** One event of a tax amount's timeline (`key` → locale `duty.event.<key>`; `done: false` = expected, not yet). */
interface DutyEvent {
  key: 'filed' | 'guide' | 'paid' | 'receipt' | 'booked' | 'failed' | 'voided' | 'awaitBooking' | 'awaitPayment';
  /** `YYYY-MM-DD HH:mm:ss` or `YYYY-MM-DD` (Beijing time). */
  at: string;
  /** Who: a person's name, or 系统 / 税局. */
  by: string;
  done: boolean;
  /** A detail line (the file name of the receipt, the amount paid…). */
  detail?: string;
}

/**
 * The timeline of row `n` of `d` (who and when): the return filed, the guide created, the payment
 * recorded with its receipt, booked by the tax office (or expected), or the failure / voiding.
 * `officeName` is how the tax office is named (`税局`).
 */
export function dutyTimeline(d: DutyDeclaration, n: number, today: string, officeName: string): DutyEvent[] {
  const events: DutyEvent[] = [];
  const submit = d.history.find((h) => h.action === 'submit');
  if (submit) events.push({ key: 'filed', at: submit.at, by: submit.by, done: true });
  if (n > 0) {
    const a = (d.paymentAttempts ?? []).find((x) => x.n === n);
    if (!a) return events;
    events.push({ key: 'guide', at: a.guideAt, by: '系统', done: true, detail: `${a.amount} ${a.currency}` });
    if (a.paidOn) events.push({ key: 'paid', at: a.paidOn, by: a.paidBy ?? '', done: true, detail: `${a.amount} ${a.currency}` });
    events.push({ key: a.kind, at: a.at, by: a.by, done: true, detail: a.note });
    return events;
  }
  const guide = [...d.history].reverse().find((h) => h.action === 'paymentGuide');
  if (guide) events.push({ key: 'guide', at: guide.at, by: guide.by, done: true, detail: `${d.amount} ${d.currency}` });
  if (d.payment) {
    const p = d.payment;
    events.push({ key: 'paid', at: p.paidOn, by: p.recordedBy, done: true, detail: `${p.amount} ${p.currency}` });
    events.push({ key: 'receipt', at: p.recordedAt, by: p.recordedBy, done: true, detail: p.proofName });
    const booked = isBooked(p.paidOn, today);
    events.push({ key: booked ? 'booked' : 'awaitBooking', at: bookingDate(p.paidOn), by: officeName, done: booked });
  } else {
    events.push({ key: 'awaitPayment', at: '', by: '', done: false });
  }
  return events;
}

/**
 * Totals of rows per currency, major units with 2 decimals: `due` = 待缴款 amounts, `paid` = 已缴款待确认
 * and 税局已入账 amounts. A failed attempt is not added (its amount is still owed through the
 * declaration's current row, counted in `due`), nor a voided one.
 */
interface DutyTotal {
  currency: string;
  due: string;
  paid: string;
}

/** {@link DutyTotal}s of `rows`, one per currency in alphabetical order (big.js, no float sums). */
export function dutyTotals(rows: readonly Pick<DutyRowData, 'amount' | 'currency' | 'stage'>[]): DutyTotal[] {
  const by = new Map<string, { due: Big; paid: Big }>();
  for (const r of rows) {
    if (r.stage === DUTY_STAGE.FAILED || r.stage === DUTY_STAGE.VOIDED) continue;
    const t = by.get(r.currency) ?? { due: new Big(0), paid: new Big(0) };
    if (r.stage === DUTY_STAGE.PENDING) t.due = t.due.plus(r.amount);
    else t.paid = t.paid.plus(r.amount);
    by.set(r.currency, t);
  }
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, t]) => ({ currency, due: t.due.toFixed(2), paid: t.paid.toFixed(2) }));
}
