import {
  createQueueRunner,
  EMPTY_QUEUE,
  nextToSubmit,
  QUEUE_DELAY_MS,
  QUEUE_MAX_ATTEMPTS,
  queueReducer,
  type QueueAction,
  type QueueCompany,
  type QueueState,
} from '../../../src/core/batch/queue';

const file = (uid: string) => ({ uid, name: `${uid}.csv`, size: 100 });
const reduce = (actions: QueueAction[], from: QueueState = EMPTY_QUEUE) => actions.reduce(queueReducer, from);
const status = (s: QueueState) => Object.fromEntries(s.companies.map((c) => [c.companyId, c.status]));

describe('queueReducer', () => {
  it('a dropped file leaves its collecting company: queued once the rest have addresses, gone when none is left', () => {
    const s = reduce([
      { type: 'add', batchId: 'b', companyId: 1, files: [file('a'), file('b')] },
      { type: 'add', batchId: 'b', companyId: 2, files: [file('c')] },
      { type: 'addressed', uid: 'a', address: 'k/a' },
    ]);
    expect(status(s)).toEqual({ 1: 'collecting', 2: 'collecting' });
    const dropped = reduce([{ type: 'dropped', uid: 'b' }, { type: 'dropped', uid: 'c' }], s);
    expect(status(dropped)).toEqual({ 1: 'queued' });
    expect(dropped.companies[0].files.map((f) => f.uid)).toEqual(['a']);
    // a file of a company already queued is not dropped (its submit is decided)
    expect(reduce([{ type: 'dropped', uid: 'a' }], dropped)).toBe(dropped);
  });

  it('a company joins the queue once all its files have an address, in the order they became ready', () => {
    let s = reduce([
      { type: 'add', batchId: 'b1', companyId: 1, files: [file('a'), file('b')] },
      { type: 'add', batchId: 'b1', companyId: 2, files: [file('c')] },
      { type: 'addressed', uid: 'a', address: 'k/a' },
    ]);
    expect(status(s)).toEqual({ 1: 'collecting', 2: 'collecting' });
    s = reduce([{ type: 'addressed', uid: 'c', address: 'k/c' }, { type: 'addressed', uid: 'b', address: 'k/b' }], s);
    expect(status(s)).toEqual({ 1: 'queued', 2: 'queued' });
    // Company 2 was ready first, so it goes first.
    expect(nextToSubmit(s)?.companyId).toBe(2);
  });

  it('one company at a time: nothing else starts while one is submitting or waiting for its retry', () => {
    let s = reduce([
      { type: 'add', batchId: 'b1', companyId: 1, files: [{ ...file('a'), address: 'k/a' }] },
      { type: 'add', batchId: 'b1', companyId: 2, files: [{ ...file('b'), address: 'k/b' }] },
      { type: 'started', companyId: 1 },
    ]);
    expect(nextToSubmit(s)).toBeUndefined();
    s = queueReducer(s, { type: 'failed', companyId: 1, error: '网络错误' });
    expect(status(s)[1]).toBe('failed');
    expect(nextToSubmit(s)).toBeUndefined();
    s = queueReducer(s, { type: 'retry', companyId: 1 });
    // The retried company goes before company 2, which waited.
    expect(nextToSubmit(s)?.companyId).toBe(1);
  });

  it('the idempotency key is the same on every attempt', () => {
    let s = reduce([{ type: 'add', batchId: 'b9', companyId: 5, files: [{ ...file('a'), address: 'k' }] }, { type: 'started', companyId: 5 }]);
    const key = s.companies[0].key;
    s = reduce([{ type: 'failed', companyId: 5, error: 'x' }, { type: 'retry', companyId: 5 }, { type: 'started', companyId: 5 }], s);
    expect(s.companies[0]).toMatchObject({ key, attempts: 2 });
    expect(key).toBe('b9:5');
  });

  it('a late answer for a company already removed changes nothing', () => {
    let s = reduce([{ type: 'add', batchId: 'b', companyId: 1, files: [{ ...file('a'), address: 'k' }] }, { type: 'started', companyId: 1 }, { type: 'succeeded', companyId: 1 }, { type: 'removed', companyId: 1 }]);
    expect(s.companies).toEqual([]);
    const before = s;
    s = reduce([{ type: 'failed', companyId: 1, error: 'late' }, { type: 'succeeded', companyId: 1 }], s);
    expect(s).toBe(before);
  });

  it('files added to a queued company send it back to collecting until they are uploaded', () => {
    let s = reduce([{ type: 'add', batchId: 'b', companyId: 1, files: [{ ...file('a'), address: 'k' }] }]);
    expect(status(s)[1]).toBe('queued');
    s = queueReducer(s, { type: 'add', batchId: 'b', companyId: 1, files: [file('b')] });
    expect(status(s)[1]).toBe('collecting');
    expect(nextToSubmit(s)).toBeUndefined();
    s = queueReducer(s, { type: 'addressed', uid: 'b', address: 'k2' });
    expect(status(s)[1]).toBe('queued');
    expect(s.companies[0].files.map((f) => f.uid)).toEqual(['a', 'b']);
  });

  it(`stops retrying by itself after ${QUEUE_MAX_ATTEMPTS} attempts; a hand retry starts again`, () => {
    let s = reduce([{ type: 'add', batchId: 'b', companyId: 1, files: [{ ...file('a'), address: 'k' }] }]);
    for (let i = 0; i < QUEUE_MAX_ATTEMPTS; i++) {
      s = reduce([{ type: 'started', companyId: 1 }, { type: 'failed', companyId: 1, error: 'x' }], s);
      if (i < QUEUE_MAX_ATTEMPTS - 1) s = queueReducer(s, { type: 'retry', companyId: 1 });
    }
    expect(status(s)[1]).toBe('stopped');
    s = queueReducer(s, { type: 'retry', companyId: 1 });
    expect(s.companies[0]).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

describe('the runner, with fake timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(fail: (c: QueueCompany, attempt: number) => boolean) {
    let state = EMPTY_QUEUE;
    const log: string[] = [];
    const store = { get: () => state, dispatch: (a: QueueAction) => (state = queueReducer(state, a)) };
    const attempts = new Map<number, number>();
    const submit = async (c: QueueCompany) => {
      const n = (attempts.get(c.companyId) ?? 0) + 1;
      attempts.set(c.companyId, n);
      log.push(`${c.companyId}#${n}`);
      if (fail(c, n)) throw new Error('提交失败');
    };
    const delay = (ms: number) =>
      new Promise<void>((r) => {
        setTimeout(r, ms);
      });
    const runner = createQueueRunner(store, submit, delay);
    return { store, log, runner, state: () => state };
  }

  it('removes a submitted company after 1 s and submits the next at once', async () => {
    const t = setup(() => false);
    t.store.dispatch({ type: 'add', batchId: 'b', companyId: 1, files: [{ ...file('a'), address: 'k' }] });
    t.store.dispatch({ type: 'add', batchId: 'b', companyId: 2, files: [{ ...file('b'), address: 'k' }] });
    await t.runner.kick();
    expect(t.log).toEqual(['1#1', '2#1']);
    expect(status(t.state())).toEqual({ 1: 'done', 2: 'done' });
    await jest.advanceTimersByTimeAsync(QUEUE_DELAY_MS - 1);
    expect(t.state().companies).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(t.state().companies).toHaveLength(0);
  });

  it('retries a failed company after 1 s, before the others', async () => {
    const t = setup((c, n) => c.companyId === 1 && n === 1);
    t.store.dispatch({ type: 'add', batchId: 'b', companyId: 1, files: [{ ...file('a'), address: 'k' }] });
    t.store.dispatch({ type: 'add', batchId: 'b', companyId: 2, files: [{ ...file('b'), address: 'k' }] });
    const run = t.runner.kick();
    await jest.advanceTimersByTimeAsync(0);
    expect(t.log).toEqual(['1#1']);
    expect(status(t.state())[1]).toBe('failed');
    await jest.advanceTimersByTimeAsync(QUEUE_DELAY_MS - 1);
    expect(t.log).toEqual(['1#1']);
    await jest.advanceTimersByTimeAsync(1);
    await run;
    expect(t.log).toEqual(['1#1', '1#2', '2#1']);
  });

  it('a company that becomes ready while the runner works is picked up by the same run', async () => {
    const t = setup(() => false);
    t.store.dispatch({ type: 'add', batchId: 'b', companyId: 1, files: [{ ...file('a'), address: 'k' }] });
    t.store.dispatch({ type: 'add', batchId: 'b', companyId: 2, files: [file('b')] });
    const run = t.runner.kick();
    t.store.dispatch({ type: 'addressed', uid: 'b', address: 'k/b' });
    void t.runner.kick();
    await run;
    expect(t.log).toEqual(['1#1', '2#1']);
  });
});
