/**
 * Shapes of the API envelope and of the request layer's errors (spec §3 "Error response read by the
 * client", §8 error catalogue).
 */

/** How a business error is shown (spec §4 "Error display modes by showType"). */
export enum ErrorShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 4,
  REDIRECT = 9,
}

/**
 * The envelope every API answer carries.
 * - `status`: the body status code; 200 is success, 401 logs out, 403 is an account exception.
 * - `success`: `false` marks a business error described by `errorCode`, `errorMessage`, `showType`.
 * - `data`: the payload a call resolves with.
 */
export interface ApiEnvelope<T = unknown> {
  status?: number;
  success?: boolean;
  data?: T;
  errorCode?: string | number;
  errorMessage?: string;
  /** Some backends use `message` for the server message of a non-200 status. */
  message?: string;
  showType?: number;
}

/** Paged list payload used by list calls (ProTable `request` reads `list` and `total`). */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  perPage: number;
}

/**
 * Kinds of failure the error handler distinguishes (spec §8):
 * - `unauthorized`: status 401 in the body or HTTP.
 * - `forbidden`: status 403 in the body or HTTP.
 * - `status`: any other body status not 200.
 * - `noStatus`: a body without a status code (or no body at all): "无法连接服务器".
 * - `business`: `success: false`, shown by `showType`.
 * - `http`: an HTTP error without an envelope.
 */
type FailureKind = 'unauthorized' | 'forbidden' | 'status' | 'noStatus' | 'business' | 'http';

/** The error a call rejects with when the request layer refused its answer. */
export class RequestFailure extends Error {
  readonly kind: FailureKind;
  readonly status?: number;
  readonly body?: ApiEnvelope;
  readonly errorCode?: string | number;
  readonly showType?: number;

  constructor(kind: FailureKind, message: string, opts: { status?: number; body?: ApiEnvelope } = {}) {
    super(message);
    this.name = kind === 'business' ? 'BizError' : 'RequestFailure';
    this.kind = kind;
    this.status = opts.status;
    this.body = opts.body;
    this.errorCode = opts.body?.errorCode;
    this.showType = opts.body?.showType;
  }
}

/** Upload progress as axios reports it: bytes sent so far and, when known, in total. */
interface UploadProgressEvent {
  loaded: number;
  total?: number;
}

/**
 * The request options every service function takes as its LAST argument (`opts?: AppRequestOptions`),
 * passed through {@link api} to umi's `request` (spec §7, §8):
 * - `skipErrorHandler`: the error is passed on untouched (no toast, no logout, no redirect).
 * - `skipErrorMessage`: a non-200 body status or business error is not toasted (401/403 still apply);
 *   use it when the page shows the failure itself (at a field, in a result panel).
 * - `signal`: aborts the call (an aborted call rejects with axios' `CanceledError`).
 * - `timeout`: milliseconds before the call fails (default none, spec §9).
 * - `headers`: extra request headers.
 * - `onUploadProgress`: progress of a request body (uploads), in bytes.
 * - `responseType`: `'blob'` / `'arraybuffer'` for downloads (the envelope is then not unwrapped).
 */
export interface AppRequestOptions {
  skipErrorHandler?: boolean;
  skipErrorMessage?: boolean;
  signal?: AbortSignal;
  timeout?: number;
  headers?: Record<string, string>;
  onUploadProgress?: (e: UploadProgressEvent) => void;
  responseType?: 'json' | 'blob' | 'arraybuffer' | 'text';
}
