/** retry (src/core/utils/retry.ts, over p-retry): attempts, pause, shouldRetry, non-Error rejections. */
import { retry } from '@/core/utils/retry';

describe('retry', () => {
  it('retries until the call resolves, telling each attempt its number and whether it is the last', async () => {
    const seen: [number, boolean][] = [];
    const value = await retry(
      async ({ attemptNumber, isLast }) => {
        seen.push([attemptNumber, isLast]);
        if (attemptNumber < 3) throw new Error(`fail ${attemptNumber}`);
        return 'ok';
      },
      { retries: 3 },
    );
    expect(value).toBe('ok');
    expect(seen).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);
  });

  it('makes retries + 1 attempts, then rejects with the last error itself', async () => {
    const errors = [new Error('a'), new Error('b'), new Error('c')];
    const attempt = jest.fn(async ({ attemptNumber }: { attemptNumber: number }) => {
      throw errors[attemptNumber - 1];
    });
    await expect(retry(attempt, { retries: 2 })).rejects.toBe(errors[2]);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(attempt.mock.calls.map(([a]) => a)).toEqual([
      { attemptNumber: 1, isLast: false },
      { attemptNumber: 2, isLast: false },
      { attemptNumber: 3, isLast: true },
    ]);
  });

  it('stops at once when shouldRetry says no, and passes non-Error rejections through unchanged', async () => {
    const final = { kind: 'unauthorized', message: '登录已失效' };
    const attempt = jest.fn(() => Promise.reject(final));
    await expect(retry(attempt, { retries: 3, shouldRetry: (e) => (e as { kind?: string }).kind !== 'unauthorized' })).rejects.toBe(final);
    expect(attempt).toHaveBeenCalledTimes(1);
    const plain = jest.fn(() => Promise.reject('text'));
    await expect(retry(plain, { retries: 2 })).rejects.toBe('text');
    expect(plain).toHaveBeenCalledTimes(3);
  });

  it('waits delayMs between attempts', async () => {
    jest.useFakeTimers();
    try {
      const times: number[] = [];
      const start = Date.now();
      const p = retry(
        async ({ attemptNumber }) => {
          times.push(Date.now() - start);
          if (attemptNumber < 3) throw new Error('again');
          return attemptNumber;
        },
        { retries: 3, delayMs: 300 },
      );
      await jest.advanceTimersByTimeAsync(1000);
      await expect(p).resolves.toBe(3);
      expect(times).toEqual([0, 300, 600]);
    } finally {
      jest.useRealTimers();
    }
  });
});
