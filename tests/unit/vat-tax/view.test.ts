/**
 * How the VAT records screens show due dates, amounts and payments (src/core/vat-tax/view.ts): the
 * days-left colour rule (overdue → error colour, due within 7 days → warning colour), refunds as
 * "应退" with the absolute amount, unpaid / nothing to pay.
 */
import { amountText, daysLeftText, DUE_SOON_DAYS, formatAmount, paidText, periodLabel, periodText } from '@/core/vat-tax/view';
import zh from '@/locales/zh-CN/vat-tax';

/** The Chinese text of a ToneText, as the page shows it. */
function zhText(x: { key: string; values?: Record<string, string | number> } | null): string | null {
  if (!x) return null;
  const msg = (zh as Record<string, string>)[x.key];
  if (!msg) throw new Error(`no zh-CN message ${x.key}`);
  return msg.replace(/\{(\w+)\}/g, (_, k: string) => String(x.values?.[k]));
}

describe('days left under a due date', () => {
  it('overdue: "已逾期 N 天" in the error colour', () => {
    expect(daysLeftText(-1)).toEqual({ key: 'vatTax.due.overdue', values: { days: 1 }, tone: 'danger' });
    expect(zhText(daysLeftText(-45))).toBe('已逾期 45 天');
    expect(daysLeftText(-45)?.tone).toBe('danger');
  });

  it('due today and within 7 days: the warning colour', () => {
    expect(zhText(daysLeftText(0))).toBe('今天截止');
    expect(daysLeftText(0)?.tone).toBe('warning');
    expect(DUE_SOON_DAYS).toBe(7);
    for (const d of [1, 3, 7]) {
      expect(daysLeftText(d)).toEqual({ key: 'vatTax.due.left', values: { days: d }, tone: 'warning' });
    }
    expect(zhText(daysLeftText(7))).toBe('剩 7 天');
  });

  it('later: the normal colour', () => {
    expect(daysLeftText(8)?.tone).toBeUndefined();
    expect(zhText(daysLeftText(30))).toBe('剩 30 天');
  });

  it('nothing due: nothing shown', () => {
    expect(daysLeftText(null)).toBeNull();
    expect(daysLeftText(undefined)).toBeNull();
    expect(daysLeftText(Number.NaN)).toBeNull();
  });
});

describe('amounts of filed returns', () => {
  it('groups thousands and keeps two decimals, without the sign', () => {
    expect(formatAmount('1234.5')).toBe('1,234.50');
    expect(formatAmount('-1234567.891')).toBe('1,234,567.89');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('007.10')).toBe('7.10');
    expect(formatAmount('999')).toBe('999.00');
  });

  it('payable as the amount and currency; a refund as 应退 with the absolute amount; zero as 0.00', () => {
    expect(zhText(amountText('1234.50', 'GBP'))).toBe('1,234.50 GBP');
    expect(zhText(amountText('-86.20', 'EUR'))).toBe('应退 86.20 EUR');
    expect(amountText('-86.20', 'EUR')?.key).toBe('vatTax.amount.refund');
    expect(zhText(amountText('0.00', 'PLN'))).toBe('0.00 PLN');
    expect(amountText('-0.00', 'PLN')?.key).toBe('vatTax.amount.zero');
    expect(amountText(null, 'EUR')).toBeNull();
  });
});

describe('payment of a filed return', () => {
  it('the time when paid', () => {
    expect(zhText(paidText({ amount: '10.00', paidAt: '2026-01-05 09:00:00' }))).toBe('2026-01-05 09:00:00');
  });

  it('未缴款 (warning) for an unpaid payable return; 无需缴款 for a zero or refund return', () => {
    expect(paidText({ amount: '10.00', paidAt: null })).toEqual({ key: 'vatTax.paid.unpaid', tone: 'warning' });
    expect(zhText(paidText({ amount: '10.00', paidAt: null }))).toBe('未缴款');
    expect(zhText(paidText({ amount: '0.00', paidAt: null }))).toBe('无需缴款');
    expect(zhText(paidText({ amount: '-5.00', paidAt: null }))).toBe('无需缴款');
    expect(paidText({ amount: null, paidAt: null })).toBeNull();
  });
});

it('periods read "start ~ end"', () => {
  expect(periodText({ start: '2026-01-01', end: '2026-03-31' })).toBe('2026-01-01 ~ 2026-03-31');
  expect(periodText(null)).toBe('');
});

it('periods in few characters for narrow cells: whole months by month', () => {
  expect(periodLabel({ start: '2026-11-01', end: '2026-11-30' })).toBe('2026-11');
  expect(periodLabel({ start: '2026-08-01', end: '2026-10-31' })).toBe('2026-08 ~ 2026-10');
  expect(periodLabel({ start: '2025-11-01', end: '2026-01-31' })).toBe('2025-11 ~ 2026-01');
  expect(periodLabel({ start: '2024-02-01', end: '2024-02-29' })).toBe('2024-02');
  expect(periodLabel({ start: '2024-02-01', end: '2024-02-28' })).toBe('2024-02-01 ~ 2024-02-28');
  expect(periodLabel({ start: '2026-01-15', end: '2026-03-31' })).toBe('2026-01-15 ~ 2026-03-31');
  expect(periodLabel(null)).toBe('');
});
