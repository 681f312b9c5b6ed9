/**
 * 我的税款 (issue #22): the payment stages derived from declarations, the row ids, the timeline and
 * the totals per currency (src/core/duty/stages.ts).
 */
import { BOOKING_DAYS, DUTY_STAGE, bookingDate, currentStage, dutyRowsOf, dutyTimeline, dutyTotals, splitDutyId, type DutyDeclaration } from '@/core/duty/stages';

const base: DutyDeclaration = {
  id: 5100,
  userId: 1,
  countryCode: 'GB',
  vatNumber: 'GB980780684',
  localTaxNumber: '',
  companyName: '深圳市张伟电子商务有限公司',
  frequency: 'quarterly',
  periodStart: '2026-04-01',
  periodEnd: '2026-06-30',
  status: 6,
  amount: '1520.40',
  currency: 'GBP',
  nlReference: null,
  guideIssuedAt: null,
  payment: null,
  history: [{ at: '2026-07-02 10:11:00', action: 'submit', actor: 'seller', by: '张伟', from: 5, to: 6 }],
  submittedAt: '2026-07-02 10:11:00',
};
const ctx = { dueDate: '2026-08-07', today: '2026-08-01', userName: '张伟', vatType: 0 };
const paid = (paidOn: string) => ({ paidOn, amount: '1520.40', currency: 'GBP', proofKey: '', proofName: '回单.pdf', recordedBy: '张伟', recordedAt: `${paidOn} 12:00:00` });

describe('payment stages derived from a declaration', () => {
  it('a submitted return with an amount due is 待缴款 with its days left and the HMRC reference (9-digit VRN)', () => {
    const [row] = dutyRowsOf(base, ctx);
    expect(row).toMatchObject({ id: 51000, declarationId: 5100, stage: DUTY_STAGE.PENDING, daysLeft: 6, reference: '980780684', amount: '1520.40' });
  });

  it('nothing to pay (a refund, a zero return, not yet submitted) gives no row', () => {
    expect(dutyRowsOf({ ...base, amount: '-118.60', status: 9 }, ctx)).toEqual([]);
    expect(dutyRowsOf({ ...base, amount: '0.00' }, ctx)).toEqual([]);
    expect(dutyRowsOf({ ...base, status: 5 }, ctx)).toEqual([]);
  });

  it(`a recorded payment is 已缴款待确认, then 税局已入账 ${BOOKING_DAYS} days after the payment date`, () => {
    const d = { ...base, status: 8, payment: paid('2026-07-30') };
    expect(currentStage(d, '2026-08-03')).toBe(DUTY_STAGE.PAID);
    expect(currentStage(d, bookingDate('2026-07-30'))).toBe(DUTY_STAGE.BOOKED);
    expect(bookingDate('2026-07-30')).toBe('2026-08-04');
    expect(dutyRowsOf(d, { ...ctx, today: '2026-08-03' })[0]).toMatchObject({ stage: DUTY_STAGE.PAID, daysLeft: null, paidOn: '2026-07-30' });
  });

  it('failed and voided attempts are rows of their own (id = declaration × 10 + n) before the current amount', () => {
    const d: DutyDeclaration = {
      ...base,
      status: 7,
      paymentAttempts: [
        { n: 1, kind: 'failed', reason: 'wrongReference', amount: '1520.40', currency: 'GBP', reference: 'GB 980 7806 84', guideAt: '2026-07-03 10:00:00', paidOn: '2026-07-04', paidBy: '张伟', at: '2026-07-06 16:00:00', by: '系统' },
        { n: 2, kind: 'voided', reason: 'amended', amount: '1600.00', currency: 'GBP', reference: '', guideAt: '2026-07-01 10:00:00', at: '2026-07-03 10:00:00', by: '李娜' },
      ],
    };
    const rows = dutyRowsOf(d, ctx);
    expect(rows.map((r) => [r.id, r.stage, r.reason])).toEqual([
      [51001, DUTY_STAGE.FAILED, 'wrongReference'],
      [51002, DUTY_STAGE.VOIDED, 'amended'],
      [51000, DUTY_STAGE.PENDING, null],
    ]);
    expect(splitDutyId(51002)).toEqual({ declarationId: 5100, n: 2 });
    expect(dutyTimeline(d, 1, ctx.today, '税局').map((e) => e.key)).toEqual(['filed', 'guide', 'paid', 'failed']);
  });

  it('the timeline of a paid amount says who and when, and when the tax office books it', () => {
    const d = { ...base, status: 8, payment: paid('2026-07-30'), history: [...base.history, { at: '2026-07-03 10:00:00', action: 'paymentGuide' as const, actor: 'seller' as const, by: '张伟', from: 6 as const, to: 7 as const }] };
    const before = dutyTimeline(d, 0, '2026-08-01', '税局');
    expect(before.map((e) => [e.key, e.by, e.done])).toEqual([
      ['filed', '张伟', true],
      ['guide', '张伟', true],
      ['paid', '张伟', true],
      ['receipt', '张伟', true],
      ['awaitBooking', '税局', false],
    ]);
    expect(dutyTimeline(d, 0, '2026-08-10', '税局').at(-1)).toMatchObject({ key: 'booked', at: '2026-08-04', done: true });
    expect(dutyTimeline(base, 0, '2026-08-10', '税局').at(-1)).toMatchObject({ key: 'awaitPayment', done: false });
  });
});

describe('totals per currency', () => {
  it('sums due and paid per currency exactly (big.js), leaving out failed and voided amounts', () => {
    const rows = [
      { amount: '0.10', currency: 'EUR', stage: DUTY_STAGE.PENDING },
      { amount: '0.20', currency: 'EUR', stage: DUTY_STAGE.PENDING },
      { amount: '1520.40', currency: 'GBP', stage: DUTY_STAGE.BOOKED },
      { amount: '99.60', currency: 'GBP', stage: DUTY_STAGE.PAID },
      { amount: '500.00', currency: 'EUR', stage: DUTY_STAGE.FAILED },
      { amount: '700.00', currency: 'EUR', stage: DUTY_STAGE.VOIDED },
    ] as const;
    expect(dutyTotals(rows)).toEqual([
      { currency: 'EUR', due: '0.30', paid: '0.00' },
      { currency: 'GBP', due: '0.00', paid: '1620.00' },
    ]);
    expect(dutyTotals([])).toEqual([]);
  });
});
