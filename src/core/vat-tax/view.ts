/**
 * How the VAT records screens show a due date, an amount and a payment (issue #9, spec §2
 * `/user/vat-tax*`): pure rules shared by the list, the overdue list, the tax records, the details
 * drawer and the shared page, unit-tested in tests/unit/vat-tax/view.test.ts. Each answers a locale
 * key (with its values) and a tone the page maps to the theme's colours (`danger` → colorError,
 * `warning` → colorWarning). Relative imports only (src/core).
 */
import { lastDayOfMonth } from '../utils/date';

/** Due within this many days (today included) shows in the warning colour. */
export const DUE_SOON_DAYS = 7;

/** Tone of a text: the theme's error colour, its warning colour, or the normal text colour. */
type Tone = 'danger' | 'warning' | undefined;

/** A text to show: a locale key, its values and its tone. */
export interface ToneText {
  key: string;
  values?: Record<string, string | number>;
  tone: Tone;
}

/**
 * The days-left line under a due date (`daysLeft` = days from today to the due date, negative when
 * past): overdue → "已逾期 N 天" (danger); due today → "今天截止" (warning); 1–7 days → "剩 N 天"
 * (warning); later → "剩 N 天" (normal). `null` (no period due) → `null`.
 */
export function daysLeftText(daysLeft: number | null | undefined): ToneText | null {
  if (daysLeft === null || daysLeft === undefined || !Number.isFinite(daysLeft)) return null;
  if (daysLeft < 0) return { key: 'vatTax.due.overdue', values: { days: -daysLeft }, tone: 'danger' };
  if (daysLeft === 0) return { key: 'vatTax.due.today', tone: 'warning' };
  return { key: 'vatTax.due.left', values: { days: daysLeft }, tone: daysLeft <= DUE_SOON_DAYS ? 'warning' : undefined };
}

/** Thousands separators and two decimals of a decimal string (`"-1234.5"` → `"1,234.50"`, sign dropped). */
export function formatAmount(amount: string): string {
  const abs = amount.trim().replace(/^[-+]/, '');
  const [int, frac = ''] = abs.split('.');
  const grouped = (int.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}.${(frac + '00').slice(0, 2)}`;
}

/** Whether a decimal string is zero (`"0"`, `"0.00"`, `"-0.00"`). */
function isZero(amount: string): boolean {
  return !/[1-9]/.test(amount);
}

/**
 * The amount of a filed return in its currency: payable "1,234.50 GBP"; refundable (negative)
 * "应退 123.00 EUR" (the absolute amount); zero "0.00 EUR". `null` (not filed) → `null`.
 */
export function amountText(amount: string | null | undefined, currency: string): ToneText | null {
  if (amount === null || amount === undefined || amount.trim() === '') return null;
  const value = `${formatAmount(amount)} ${currency}`;
  if (isZero(amount)) return { key: 'vatTax.amount.zero', values: { value }, tone: undefined };
  if (amount.trim().startsWith('-')) return { key: 'vatTax.amount.refund', values: { value }, tone: undefined };
  return { key: 'vatTax.amount.payable', values: { value }, tone: undefined };
}

/**
 * The payment of a filed return: its time when paid; otherwise "无需缴款" for a zero or refundable
 * return, "未缴款" (warning) for an unpaid payable one.
 */
export function paidText(period: { amount: string | null; paidAt: string | null }): ToneText | null {
  if (period.paidAt) return { key: 'vatTax.paid.at', values: { at: period.paidAt }, tone: undefined };
  if (period.amount === null) return null;
  if (isZero(period.amount) || period.amount.trim().startsWith('-')) return { key: 'vatTax.paid.none', tone: undefined };
  return { key: 'vatTax.paid.unpaid', tone: 'warning' };
}

/** A period as "2026-01-01 ~ 2026-03-31". */
export function periodText(p: { start: string; end: string } | null | undefined): string {
  return p ? `${p.start} ~ ${p.end}` : '';
}

const MONTH_START = /^(\d{4}-\d{2})-01$/;

/** Whether `date` is the last day of its month. */
function isMonthEnd(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  return d === lastDayOfMonth(y, m);
}

/**
 * A period in few characters, for narrow cells: a whole month "2026-11", whole months
 * "2026-08 ~ 2026-10"; any other span as {@link periodText}.
 */
export function periodLabel(p: { start: string; end: string } | null | undefined): string {
  if (!p) return '';
  const start = MONTH_START.exec(p.start);
  if (!start || !isMonthEnd(p.end)) return periodText(p);
  const endMonth = p.end.slice(0, 7);
  return start[1] === endMonth ? endMonth : `${start[1]} ~ ${endMonth}`;
}
