import {
  BATCH_DECLARE_ACTIONS,
  chunk,
  dueWithin,
  fetchAllPages,
  initialOutcomes,
  mergeAnswer,
  mergeFailure,
  needsMyAction,
  progressPercent,
  startRetry,
  summarize,
} from '../../../src/core/batch/declaration';
import { allowedActions, type DeclareFacts } from '../../../src/core/declare/status';

describe('chunk', () => {
  it('splits in order into chunks of at most size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([1, 2, 3], 20)).toEqual([[1, 2, 3]]);
    expect(chunk([], 20)).toEqual([]);
  });
  it('treats a size below 1 (or not a number) as 1', () => {
    expect(chunk([1, 2], 0)).toEqual([[1], [2]]);
    expect(chunk([1, 2], Number.NaN)).toEqual([[1], [2]]);
  });
  it('45 ids in chunks of 20 make three calls', () => {
    const ids = Array.from({ length: 45 }, (_, i) => i + 1);
    expect(chunk(ids, 20).map((c) => c.length)).toEqual([20, 20, 5]);
    expect(chunk(ids, 20).flat()).toEqual(ids);
  });
});

describe('needsMyAction', () => {
  it('without an action: any batch action the caller may take', () => {
    expect(needsMyAction({ actions: ['confirm', 'upload'] })).toBe(true);
    expect(needsMyAction({ actions: ['upload', 'zeroDeclare'] })).toBe(false);
    expect(needsMyAction({ actions: [] })).toBe(false);
    expect(needsMyAction({ actions: ['payment'] }, '')).toBe(false);
  });
  it('with an action: that action only', () => {
    expect(needsMyAction({ actions: ['confirm'] }, 'confirm')).toBe(true);
    expect(needsMyAction({ actions: ['confirm'] }, 'submit')).toBe(false);
  });
  it('agrees with the transition table for the actor (seller vs agent)', () => {
    const d: DeclareFacts = { status: 3, declareType: 0, amount: '10.00', periodEnd: '2026-01-31' };
    const agent = allowedActions(d, 'agent', '2026-03-01');
    const seller = allowedActions(d, 'seller', '2026-03-01');
    expect(needsMyAction({ actions: agent }, 'confirm')).toBe(true);
    expect(needsMyAction({ actions: seller }, 'confirm')).toBe(true);
    // A paid declaration leaves nothing to do.
    const paid = allowedActions({ ...d, status: 8 }, 'agent', '2026-03-01');
    expect(needsMyAction({ actions: paid })).toBe(false);
  });
  it('knows the five batch actions in chain order', () => {
    expect(BATCH_DECLARE_ACTIONS).toEqual(['taxCalculate', 'confirm', 'vatReturn', 'submit', 'paymentGuide']);
  });
});

describe('dueWithin', () => {
  it('counts overdue and due within N days, only before submission', () => {
    expect(dueWithin({ daysLeft: 7, status: 3 }, 7)).toBe(true);
    expect(dueWithin({ daysLeft: 8, status: 3 }, 7)).toBe(false);
    expect(dueWithin({ daysLeft: -3, status: 0 }, 7)).toBe(true);
    expect(dueWithin({ daysLeft: 2, status: 6 }, 7)).toBe(false);
  });
});

describe('fetchAllPages', () => {
  const rows = Array.from({ length: 250 }, (_, i) => i);
  const pager = jest.fn(async (page: number, perPage: number) => ({ list: rows.slice((page - 1) * perPage, page * perPage), total: rows.length }));
  beforeEach(() => pager.mockClear());
  it('reads every page of the filter', async () => {
    const r = await fetchAllPages(pager);
    expect(r.rows).toEqual(rows);
    expect(r).toMatchObject({ total: 250, capped: false });
    expect(pager).toHaveBeenCalledTimes(3);
  });
  it('stops at the cap and says so', async () => {
    const r = await fetchAllPages(pager, 120);
    expect(r.rows).toHaveLength(120);
    expect(r.capped).toBe(true);
    expect(pager).toHaveBeenCalledTimes(2);
  });
  it('stops on an empty page even when total says more', async () => {
    const r = await fetchAllPages(async () => ({ list: [], total: 9 }));
    expect(r).toEqual({ rows: [], total: 9, capped: false });
  });
});

describe('outcomes', () => {
  const start = initialOutcomes([
    { id: 1, label: 'A' },
    { id: 2, label: 'B' },
    { id: 3, label: 'C' },
    { id: 4, label: 'D' },
  ]);

  it('start pending, in order', () => {
    expect(start.map((o) => [o.id, o.outcome])).toEqual([
      [1, 'pending'],
      [2, 'pending'],
      [3, 'pending'],
      [4, 'pending'],
    ]);
    expect(progressPercent(start)).toBe(0);
  });

  it('merge a chunk answer: done, refused with the reason, an id the answer omits failed; others untouched', () => {
    const next = mergeAnswer(start, [1, 2, 3], { done: [1], refused: [{ id: 2, label: 'B', code: 'ACTION_NOT_ALLOWED', reason: '当前状态为「已计算」，不能执行「确认」' }] }, '服务器未返回结果');
    expect(next[0]).toMatchObject({ outcome: 'done', attempts: 1 });
    expect(next[1]).toMatchObject({ outcome: 'refused', code: 'ACTION_NOT_ALLOWED', message: '当前状态为「已计算」，不能执行「确认」' });
    expect(next[2]).toMatchObject({ outcome: 'failed', message: '服务器未返回结果' });
    expect(next[3]).toBe(start[3]);
    expect(summarize(next)).toMatchObject({ done: 1, refused: 1, failed: 1, pending: 1, settled: 3, total: 4 });
    expect(progressPercent(next)).toBe(75);
  });

  it('a failed chunk marks its rows failed, not refused', () => {
    const next = mergeFailure(start, [3, 4], '服务暂时不可用');
    expect(next.slice(2).map((o) => [o.outcome, o.message])).toEqual([
      ['failed', '服务暂时不可用'],
      ['failed', '服务暂时不可用'],
    ]);
    expect(next.slice(0, 2)).toEqual(start.slice(0, 2));
  });

  it('retry replaces only the failed rows', () => {
    let o = mergeAnswer(start, [1, 2], { done: [1], refused: [{ id: 2, code: 'X', reason: 'no' }] }, '?');
    o = mergeFailure(o, [3, 4], '网络错误');
    const r = startRetry(o);
    expect(r.ids).toEqual([3, 4]);
    expect(r.outcomes.map((x) => x.outcome)).toEqual(['done', 'refused', 'pending', 'pending']);
    const after = mergeAnswer(r.outcomes, r.ids, { done: [3, 4], refused: [] }, '?');
    expect(after.map((x) => x.outcome)).toEqual(['done', 'refused', 'done', 'done']);
    expect(after[2].attempts).toBe(2);
    expect(after[2].message).toBeUndefined();
    // Nothing failed: nothing to retry.
    expect(startRetry(after).ids).toEqual([]);
  });

  it('an empty run is complete', () => {
    expect(progressPercent([])).toBe(100);
  });
});
