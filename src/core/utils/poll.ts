/**
 * Polling and waiting outside React (the one hand-written poll of the console; React pages use
 * `usePolling` of src/hooks/usePolling.ts, ahooks' polling). No React or umi imports; relative
 * imports only (src/core is loaded by the mock too).
 */

/** Rejection of {@link pollUntil} when `timeoutMs` passed without an answer (`elapsedMs`, `attempts`). */
export class PollTimeoutError extends Error {
  constructor(
    readonly elapsedMs: number,
    readonly attempts: number,
  ) {
    super(`polling timed out after ${elapsedMs} ms (${attempts} attempts)`);
    this.name = 'PollTimeoutError';
  }
}

/** The reason of an aborted signal as an Error (the signal's own reason when it is one). */
function abortReason(signal: AbortSignal): Error {
  const r: unknown = signal.reason;
  if (r instanceof Error) return r;
  const e = new Error(typeof r === 'string' && r ? r : 'aborted');
  e.name = 'AbortError';
  return e;
}

/**
 * Resolves after `ms` milliseconds (a `setTimeout`); rejects with the signal's reason (an `Error`
 * named `AbortError` unless the signal carries its own) as soon as `signal` aborts, clearing the timer.
 */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Options of {@link pollUntil}. Durations in milliseconds. */
interface PollOptions {
  /** Pause before each attempt (before the first too, unless `immediate`). */
  intervalMs: number;
  /** Overall limit from the call of `pollUntil`: checked after each attempt that gave no answer; default none. */
  timeoutMs?: number;
  /** Stops the polling: the promise rejects with the signal's reason, a late answer is ignored. */
  signal?: AbortSignal;
  /** First attempt at once instead of after `intervalMs` (default false). */
  immediate?: boolean;
  /** Failed attempts (rejections of `check`) tolerated in a row; the next one rejects with its error (default 3; `Infinity`: never). */
  maxFailures?: number;
}

/**
 * Calls `check(signal)` every `intervalMs` until it resolves with a value other than `undefined`,
 * and resolves with that value. `undefined` means "not yet" (e.g. a job still `running`); `check`
 * may report progress meanwhile. A rejection of `check` counts as a failed attempt: polling goes on
 * until `maxFailures` rejections in a row (default 3), then rejects with the last error. Rejects with
 * {@link PollTimeoutError} when `timeoutMs` has passed after an attempt without an answer, and with
 * the signal's reason when `signal` aborts (during a pause or while an attempt runs). Attempts never
 * overlap: the next pause starts when the previous attempt has settled.
 *
 * @example
 * const calc = await pollUntil(async () => {
 *   const last = (await getDeclareCalc(id)).calcs[0];
 *   return last && last.status !== 'running' ? last : undefined;
 * }, { intervalMs: 2000, timeoutMs: 180_000 });
 */
export async function pollUntil<T>(check: (signal: AbortSignal) => Promise<T | undefined>, opts: PollOptions): Promise<T> {
  const { intervalMs, timeoutMs = Infinity, immediate = false, maxFailures = 3 } = opts;
  const controller = new AbortController();
  const signal = controller.signal;
  const forward = () => controller.abort(opts.signal?.reason);
  if (opts.signal?.aborted) forward();
  else opts.signal?.addEventListener('abort', forward, { once: true });
  const startedAt = Date.now();
  let failures = 0;
  let attempts = 0;
  try {
    for (;;) {
      if (attempts > 0 || !immediate) await delay(intervalMs, signal);
      attempts += 1;
      let answer: T | undefined;
      try {
        answer = await check(signal);
        failures = 0;
      } catch (e) {
        if (signal.aborted) throw abortReason(signal);
        failures += 1;
        if (failures >= maxFailures) throw e;
      }
      if (signal.aborted) throw abortReason(signal);
      if (answer !== undefined) return answer;
      const elapsed = Date.now() - startedAt;
      if (elapsed >= timeoutMs) throw new PollTimeoutError(elapsed, attempts);
    }
  } finally {
    opts.signal?.removeEventListener('abort', forward);
  }
}
