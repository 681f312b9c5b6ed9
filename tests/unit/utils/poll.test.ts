/**
 * pollUntil / delay (src/core/utils/poll.ts) with jest's fake timers: the pause before each
 * attempt, the answer, failures in a row, the time limit and the abort signal.
 */
import { delay, pollUntil, PollTimeoutError } from '@/core/utils/poll';

/** Lets pending promise callbacks run. */
async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Advances the fake clock by `ms` and lets the answers settle. */
async function tick(ms: number) {
  jest.advanceTimersByTime(ms);
  await flush();
}

/** A check answering the scripted values in order (`Error`s reject; the last one repeats). */
function scripted<T>(answers: (T | undefined | Error)[]) {
  const calls: number[] = [];
  let i = 0;
  const check = () => {
    calls.push(Date.now());
    const a = answers[Math.min(i, answers.length - 1)];
    i += 1;
    return a instanceof Error ? Promise.reject(a) : Promise.resolve(a);
  };
  return { check, calls };
}

/** Settles `p` into `{ value }` or `{ error }` so a test can look at it after ticking. */
function settle<T>(p: Promise<T>) {
  const out: { value?: T; error?: unknown; done: boolean } = { done: false };
  p.then(
    (value) => Object.assign(out, { value, done: true }),
    (error) => Object.assign(out, { error, done: true }),
  );
  return out;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('pollUntil', () => {
  it('waits the interval before each attempt and resolves with the first answer that is not undefined', async () => {
    const { check, calls } = scripted<string>([undefined, undefined, 'done']);
    const start = Date.now();
    const r = settle(pollUntil(check, { intervalMs: 1000 }));
    await tick(999);
    expect(calls).toHaveLength(0);
    await tick(1);
    expect(calls).toEqual([start + 1000]);
    await tick(1000);
    expect(r.done).toBe(false);
    await tick(1000);
    expect(calls).toEqual([start + 1000, start + 2000, start + 3000]);
    expect(r).toEqual({ value: 'done', done: true });
    await tick(5000);
    expect(calls).toHaveLength(3);
  });

  it('immediate: the first attempt runs at once', async () => {
    const { check, calls } = scripted([7]);
    const r = settle(pollUntil(check, { intervalMs: 1000, immediate: true }));
    await flush();
    expect(calls).toHaveLength(1);
    expect(r.value).toBe(7);
  });

  it('tolerates failures below maxFailures (a success resets the count), then rejects with the last error', async () => {
    const boom = new Error('网络异常');
    const ok = scripted<number>([boom, undefined, boom, boom, 5]);
    const r1 = settle(pollUntil(ok.check, { intervalMs: 100, maxFailures: 3 }));
    for (let i = 0; i < 5; i++) await tick(100);
    expect(r1).toEqual({ value: 5, done: true });

    const last = new Error('third');
    const bad = scripted<number>([new Error('first'), new Error('second'), last]);
    const r2 = settle(pollUntil(bad.check, { intervalMs: 100, maxFailures: 3 }));
    for (let i = 0; i < 3; i++) await tick(100);
    expect(r2.error).toBe(last);
    expect(bad.calls).toHaveLength(3);
  });

  it('rejects with PollTimeoutError once timeoutMs has passed without an answer, and stops calling', async () => {
    const { check, calls } = scripted<number>([undefined]);
    const r = settle(pollUntil(check, { intervalMs: 1000, timeoutMs: 3500 }));
    for (let i = 0; i < 3; i++) await tick(1000);
    expect(r.done).toBe(false);
    await tick(1000);
    expect(r.error).toBeInstanceOf(PollTimeoutError);
    expect((r.error as PollTimeoutError).attempts).toBe(4);
    await tick(5000);
    expect(calls).toHaveLength(4);
  });

  it('an abort during the pause rejects with the reason and makes no more calls', async () => {
    const { check, calls } = scripted<number>([undefined]);
    const ac = new AbortController();
    const r = settle(pollUntil(check, { intervalMs: 1000, signal: ac.signal }));
    await tick(1000);
    expect(calls).toHaveLength(1);
    ac.abort(new Error('stopped'));
    await flush();
    expect((r.error as Error).message).toBe('stopped');
    await tick(5000);
    expect(calls).toHaveLength(1);
  });

  it('an answer that arrives after an abort is ignored; an already aborted signal never calls', async () => {
    let release: (v: number) => void = () => undefined;
    const ac = new AbortController();
    const r = settle(
      pollUntil(
        () =>
          new Promise<number>((res) => {
            release = res;
          }),
        { intervalMs: 10, signal: ac.signal },
      ),
    );
    await tick(10);
    ac.abort();
    release(1);
    await flush();
    expect(r.value).toBeUndefined();
    expect((r.error as Error).name).toBe('AbortError');

    const check = jest.fn(() => Promise.resolve(1));
    const r2 = settle(pollUntil(check, { intervalMs: 10, signal: AbortSignal.abort() }));
    await tick(100);
    expect(r2.done).toBe(true);
    expect(check).not.toHaveBeenCalled();
  });

  it('passes its own signal to the check, aborted with the caller', async () => {
    const ac = new AbortController();
    let seen: AbortSignal | undefined;
    settle(pollUntil((s) => ((seen = s), Promise.resolve(undefined)), { intervalMs: 10, signal: ac.signal }));
    await tick(10);
    expect(seen?.aborted).toBe(false);
    ac.abort();
    expect(seen?.aborted).toBe(true);
  });
});

describe('delay', () => {
  it('resolves after the time, or rejects at once on abort', async () => {
    const a = settle(delay(500));
    await tick(499);
    expect(a.done).toBe(false);
    await tick(1);
    expect(a.done).toBe(true);

    const ac = new AbortController();
    const b = settle(delay(500, ac.signal));
    ac.abort();
    await flush();
    expect((b.error as Error).name).toBe('AbortError');
  });
});
