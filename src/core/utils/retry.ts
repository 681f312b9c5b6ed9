/**
 * Retries of a failing call, through p-retry (one well-kept library for every retry of the console:
 * the third-party client, the enum lookup, the storage certificate). No React or umi imports;
 * relative imports only.
 */
import pRetry from 'p-retry';

/** Options of {@link retry}. Durations in milliseconds. */
interface RetryOptions {
  /** Retries after the first attempt (so at most `retries + 1` attempts). */
  retries: number;
  /** Constant pause before each retry (default 0: at once). */
  delayMs?: number;
  /** Whether an error is worth another attempt (default: every error). A `false` rejects at once with it. */
  shouldRetry?: (error: unknown) => boolean;
  /** Stops retrying: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** What {@link retry} tells each attempt: its number (1-based) and whether no retry follows a failure. */
interface RetryAttempt {
  attemptNumber: number;
  isLast: boolean;
}

/** Carries a rejection that is not an `Error` through p-retry (which only retries `Error`s). */
class NonErrorRejection extends Error {
  constructor(readonly value: unknown) {
    super('non-error rejection');
  }
}

/**
 * Calls `attempt` until it resolves, at most `retries + 1` times, with `delayMs` between attempts
 * (p-retry with `factor: 1`, no randomisation); rejects with the last rejection, exactly as thrown
 * (also when it is not an `Error`). An error for which `shouldRetry` says `false` ends the retries at
 * once. A `TypeError` that is not a network failure (a bug, not a flaky network) is not retried
 * (p-retry's rule). `isLast` lets the caller show only the last failure to the user.
 */
export async function retry<T>(attempt: (a: RetryAttempt) => Promise<T>, opts: RetryOptions): Promise<T> {
  const { retries, delayMs = 0, shouldRetry } = opts;
  try {
    return await pRetry(
      async (attemptNumber) => {
        try {
          return await attempt({ attemptNumber, isLast: attemptNumber > retries });
        } catch (e) {
          throw e instanceof Error ? e : new NonErrorRejection(e);
        }
      },
      {
        retries,
        factor: 1,
        minTimeout: delayMs,
        maxTimeout: delayMs,
        randomize: false,
        signal: opts.signal,
        shouldRetry: shouldRetry ? ({ error }) => shouldRetry(error instanceof NonErrorRejection ? error.value : error) : undefined,
      },
    );
  } catch (e) {
    throw e instanceof NonErrorRejection ? e.value : e;
  }
}
