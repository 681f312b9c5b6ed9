/**
 * The declaration status chain (src/core/declare/status.ts): every status × action × actor against
 * an independent expectation written out by hand, plus the guards (period end, amount, type,
 * duplicate submission) and the batch planner.
 */
import {
  allowedActions,
  checkAction,
  DECLARE_ACTIONS,
  DECLARE_STATUSES,
  isPayable,
  planBatch,
  refusalText,
  type DeclareAction,
  type DeclareActor,
  type DeclareFacts,
  type DeclareStatus,
} from '@/core/declare/status';
import zh from '@/locales/zh-CN/declare';

const TODAY = '2026-11-23';
const ENDED = '2026-09-30';

/** Hand-written: the statuses each action starts from (independent of the table's own data). */
const EXPECTED_FROM: Record<DeclareAction, DeclareStatus[]> = {
  upload: [0, 1, 2, 3],
  zeroDeclare: [0, 1, 2, 3],
  taxCalculate: [1, 2, 3],
  calcFinished: [2],
  confirm: [3],
  cancelConfirm: [4, 5],
  directDeclare: [3, 4, 5],
  vatReturn: [4, 5],
  submit: [5],
  paymentGuide: [6, 7],
  payment: [7],
  ignorePayments: [6],
};
const EXPECTED_TO: Record<DeclareAction, DeclareStatus> = {
  upload: 1,
  zeroDeclare: 4,
  taxCalculate: 2,
  calcFinished: 3,
  confirm: 4,
  cancelConfirm: 3,
  directDeclare: 6,
  vatReturn: 5,
  submit: 6,
  paymentGuide: 7,
  payment: 8,
  ignorePayments: 9,
};
const EXPECTED_ACTORS: Record<DeclareAction, DeclareActor[]> = {
  upload: ['seller', 'agent'],
  zeroDeclare: ['seller', 'agent'],
  taxCalculate: ['seller', 'agent'],
  calcFinished: ['system'],
  confirm: ['seller', 'agent'],
  cancelConfirm: ['seller', 'agent'],
  directDeclare: ['agent'],
  vatReturn: ['seller', 'agent'],
  submit: ['seller', 'agent'],
  paymentGuide: ['seller', 'agent'],
  payment: ['seller', 'agent'],
  ignorePayments: ['seller', 'agent'],
};
const ACTORS: DeclareActor[] = ['seller', 'agent', 'system'];

/** Facts where no guard but the status and actor matters for `action`. */
function facts(status: DeclareStatus, action: DeclareAction): DeclareFacts {
  return { status, declareType: 0, amount: action === 'ignorePayments' ? '-10.00' : '125.40', periodEnd: ENDED };
}

describe('every status × action × actor', () => {
  const cases: [DeclareStatus, DeclareAction, DeclareActor][] = [];
  for (const s of DECLARE_STATUSES) for (const a of DECLARE_ACTIONS) for (const who of ACTORS) cases.push([s, a, who]);

  it('covers 10 statuses × 12 actions × 3 actors', () => expect(cases).toHaveLength(360));

  it.each(cases)('status %i, %s by %s', (status, action, actor) => {
    const v = checkAction(facts(status, action), action, actor, TODAY);
    const statusOk = EXPECTED_FROM[action].includes(status);
    const actorOk = EXPECTED_ACTORS[action].includes(actor);
    const duplicate = (action === 'submit' || action === 'directDeclare') && status >= 6;
    const expected = statusOk && actorOk ? { ok: true, to: EXPECTED_TO[action] } : { ok: false, code: duplicate ? 'DUPLICATE_SUBMISSION' : !statusOk ? 'ACTION_NOT_ALLOWED' : 'ACTOR_NOT_ALLOWED' };
    expect(v.ok ? v : { ok: v.ok, code: v.code }).toEqual(expected);
    // Every refusal reads as a Chinese sentence without raw keys or placeholders.
    const text = v.ok ? '好' : refusalText(v, zh);
    expect(text).toMatch(/[\u4e00-\u9fa5]/);
    expect(text).not.toMatch(/[{}]|declare\./);
  });
});

describe('guards', () => {
  const d = (over: Partial<DeclareFacts>): DeclareFacts => ({ status: 5, declareType: 0, amount: '100.00', periodEnd: ENDED, ...over });

  it('submitting before the period ends: TAX_PERIOD_NOT_ENDED; on the last day too', () => {
    expect(checkAction(d({ periodEnd: '2026-11-30' }), 'submit', 'seller', TODAY)).toMatchObject({ ok: false, code: 'TAX_PERIOD_NOT_ENDED' });
    expect(checkAction(d({ periodEnd: TODAY }), 'submit', 'seller', TODAY)).toMatchObject({ ok: false, code: 'TAX_PERIOD_NOT_ENDED' });
    expect(checkAction(d({ periodEnd: '2026-11-22' }), 'submit', 'seller', TODAY)).toEqual({ ok: true, to: 6 });
    expect(checkAction(d({ status: 3, periodEnd: '2026-11-30' }), 'directDeclare', 'agent', TODAY)).toMatchObject({ ok: false, code: 'TAX_PERIOD_NOT_ENDED' });
  });

  it('a second submission: DUPLICATE_SUBMISSION in every status after submitted', () => {
    for (const status of [6, 7, 8, 9] as DeclareStatus[]) {
      expect(checkAction(d({ status }), 'submit', 'seller', TODAY)).toMatchObject({ code: 'DUPLICATE_SUBMISSION' });
      expect(checkAction(d({ status }), 'directDeclare', 'agent', TODAY)).toMatchObject({ code: 'DUPLICATE_SUBMISSION' });
    }
  });

  it('payment guide and payment only with an amount payable; ignore payments only without', () => {
    for (const amount of ['0.00', '-12.30', null]) {
      expect(checkAction(d({ status: 6, amount }), 'paymentGuide', 'seller', TODAY)).toMatchObject({ code: 'NOTHING_TO_PAY' });
      expect(checkAction(d({ status: 6, amount }), 'ignorePayments', 'seller', TODAY)).toEqual({ ok: true, to: 9 });
    }
    expect(checkAction(d({ status: 6, amount: '0.01' }), 'ignorePayments', 'agent', TODAY)).toMatchObject({ code: 'PAYMENT_DUE' });
    expect(checkAction(d({ status: 7, amount: '0.00' }), 'payment', 'seller', TODAY)).toMatchObject({ code: 'NOTHING_TO_PAY' });
  });

  it('a zero declaration is never calculated and its confirmation is not cancelled into the normal chain', () => {
    expect(checkAction(d({ status: 1, declareType: 1 }), 'taxCalculate', 'seller', TODAY)).toMatchObject({ code: 'TYPE_NOT_ALLOWED' });
    expect(checkAction(d({ status: 4, declareType: 1 }), 'cancelConfirm', 'seller', TODAY)).toMatchObject({ code: 'TYPE_NOT_ALLOWED' });
    // and goes through return, submit and "no payment due"
    expect(checkAction(d({ status: 4, declareType: 1, amount: '0.00' }), 'vatReturn', 'seller', TODAY)).toEqual({ ok: true, to: 5 });
    expect(checkAction(d({ status: 6, declareType: 1, amount: '0.00' }), 'ignorePayments', 'seller', TODAY)).toEqual({ ok: true, to: 9 });
  });

  it('isPayable reads decimal strings without floats', () => {
    expect(isPayable('0.01')).toBe(true);
    expect(isPayable('000.00')).toBe(false);
    expect(isPayable('-5')).toBe(false);
    expect(isPayable('abc')).toBe(false);
  });
});

describe('buttons and batches', () => {
  it('the actions offered follow the status and the actor', () => {
    const d: DeclareFacts = { status: 3, declareType: 0, amount: '50.00', periodEnd: ENDED };
    expect(allowedActions(d, 'seller', TODAY)).toEqual(['upload', 'zeroDeclare', 'taxCalculate', 'confirm']);
    expect(allowedActions(d, 'agent', TODAY)).toEqual(['upload', 'zeroDeclare', 'taxCalculate', 'confirm', 'directDeclare']);
    expect(allowedActions({ ...d, status: 8 }, 'agent', TODAY)).toEqual([]);
  });

  it('a batch splits allowed and refused rows with the reason', () => {
    const rows = [
      { id: 1, status: 3 as DeclareStatus, declareType: 0 as const, amount: '1.00', periodEnd: ENDED },
      { id: 2, status: 8 as DeclareStatus, declareType: 0 as const, amount: '1.00', periodEnd: ENDED },
    ];
    const plan = planBatch(rows, 'confirm', 'agent', TODAY);
    expect(plan.allowed.map((r) => r.id)).toEqual([1]);
    expect(plan.refused.map((r) => [r.row.id, r.refusal.code])).toEqual([[2, 'ACTION_NOT_ALLOWED']]);
    expect(refusalText(plan.refused[0].refusal, zh)).toBe('当前状态为「已缴款」，不能执行「确认」');
  });
});
