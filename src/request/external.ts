/**
 * The second request client, for THIRD-PARTY hosts (spec §7 "a tax-rate lookup at a third-party
 * host, GET, no payload, retried up to 3 times"): `umi-request` (fetch), not the app's API client —
 * no token, no envelope, no users filter. umi-request has no retry, so {@link createExternalClient}
 * wraps it in `retry` (src/core/utils/retry.ts, p-retry). Its generic errors (spec §8: Timeout, HttpError, ParseError) surface as
 * {@link ExternalRequestError} with a Chinese message.
 */
import { extend, type RequestOptionsInit } from 'umi-request';
import { TAX_LOOKUP_RETRIES } from '@/constants/timing';
import { retry } from '@/core/utils/retry';

/** Kinds of third-party failure. */
export type ExternalErrorKind = 'timeout' | 'http' | 'parse' | 'network';

/** A third-party call failed; `message` is Chinese, `status` the HTTP status for `http`. */
export class ExternalRequestError extends Error {
  readonly kind: ExternalErrorKind;
  readonly status?: number;
  /** Attempts made (1 + retries). */
  attempts = 1;

  constructor(kind: ExternalErrorKind, message: string, status?: number) {
    super(message);
    this.name = 'ExternalRequestError';
    this.kind = kind;
    this.status = status;
  }
}

/** Chinese messages of the generic errors. */
export const EXTERNAL_MESSAGES = {
  timeout: (ms: number) => `请求超时（${ms}ms）`,
  http: (status: number) => `第三方服务返回错误（HTTP ${status}）`,
  parse: '第三方服务返回的数据无法解析',
  network: '无法连接第三方服务，请检查网络',
};

/**
 * Maps an error thrown by umi-request to {@link ExternalRequestError}: `RequestError` with
 * "timeout of n ms exceeded" → timeout; `ResponseError` (status outside 200-299) → http;
 * `SyntaxError`/ParseError → parse; anything else → network.
 */
export function toExternalError(e: unknown, timeout: number): ExternalRequestError {
  if (e instanceof ExternalRequestError) return e;
  const err = e as { name?: string; type?: string; message?: string; response?: { status?: number } };
  const status = err?.response?.status;
  if (err?.type === 'Timeout' || /timeout of \d+ms exceeded/i.test(err?.message ?? '')) {
    return new ExternalRequestError('timeout', EXTERNAL_MESSAGES.timeout(timeout));
  }
  // A non-JSON error page gives umi-request's ParseError before its HttpError: the status decides.
  if (err?.type === 'HttpError' || (status !== undefined && status !== 0 && (status < 200 || status > 299))) {
    return new ExternalRequestError('http', EXTERNAL_MESSAGES.http(status ?? 0), status);
  }
  if (err?.type === 'ParseError' || err?.name === 'SyntaxError') {
    return new ExternalRequestError('parse', EXTERNAL_MESSAGES.parse);
  }
  return new ExternalRequestError('network', EXTERNAL_MESSAGES.network);
}

/** Options of {@link createExternalClient}. `timeout` ms per attempt; `retries` after the first attempt; `retryDelay` ms between. */
export interface ExternalClientOptions {
  timeout?: number;
  retries?: number;
  retryDelay?: number;
}

/** A third-party GET client returned by {@link createExternalClient}. */
export interface ExternalClient {
  /** GETs `url` and parses JSON; retries on any failure; rejects with {@link ExternalRequestError} after the last attempt. */
  get<T>(url: string, options?: RequestOptionsInit): Promise<T>;
}

/**
 * Builds a umi-request client (`extend({ timeout, errorHandler })`) for third-party hosts, with
 * `retries` retries (default 3, spec §7/§9) and no credentials.
 */
export function createExternalClient(opts: ExternalClientOptions = {}): ExternalClient {
  const timeout = opts.timeout ?? 8000;
  const retries = opts.retries ?? TAX_LOOKUP_RETRIES;
  const retryDelay = opts.retryDelay ?? 300;
  const client = extend({
    timeout,
    credentials: 'omit',
    responseType: 'json',
    parseResponse: true,
    throwErrIfParseFail: true,
    errorHandler: (error) => {
      throw toExternalError(error, timeout);
    },
  });
  return {
    async get<T>(url: string, options: RequestOptionsInit = {}): Promise<T> {
      return retry(
        async ({ attemptNumber }) => {
          try {
            return (await client.get(url, { ...options, getResponse: false })) as T;
          } catch (e) {
            const err = toExternalError(e, timeout);
            err.attempts = attemptNumber;
            throw err;
          }
        },
        { retries, delayMs: retryDelay },
      );
    },
  };
}

/** The app's third-party client (8 s per attempt, 3 retries). */
export const externalClient = createExternalClient();
