import { httpStatusMessage } from './http-messages';
import { RequestFailure, type ApiEnvelope } from './types';

/** Fallback text of a business error with no server message (spec §8 "Request error, please retry."). */
export const FALLBACK_ERROR = '请求错误，请重试。';
/** Text shown when an answer carries no status code (spec §8 "Unable to connect to the server"). */
export const NO_STATUS_ERROR = '无法连接服务器';

/** The server's message of an envelope: `errorMessage`, else `message`, else `''`. */
function serverMessage(body: ApiEnvelope | undefined): string {
  if (!body || typeof body !== 'object') return '';
  return String(body.errorMessage || body.message || '');
}

/**
 * Checks an API answer against the rules of spec §8 and returns its `data` field.
 *
 * @param body   the parsed response body
 * @param httpStatus the HTTP status of the response (used when the body has no envelope)
 * @returns `body.data` when `status` is 200 and `success` is not `false`
 * @throws {RequestFailure} `noStatus` when the body has no numeric `status`;
 *   `unauthorized` for 401; `forbidden` for 403; `http` for a non-2xx HTTP status without an
 *   envelope (its Chinese message, src/request/http-messages.ts — never the bare code);
 *   `status` for any other status not 200;
 *   `business` for `success: false` (message = `errorMessage`, or the fallback text).
 */
export function unwrapEnvelope<T>(body: unknown, httpStatus = 200): T {
  const env = (body && typeof body === 'object' ? body : undefined) as ApiEnvelope<T> | undefined;
  if (httpStatus === 401 || env?.status === 401) {
    throw new RequestFailure('unauthorized', serverMessage(env) || '登录已失效，请重新登录', { status: 401, body: env });
  }
  if (httpStatus === 403 || env?.status === 403) {
    throw new RequestFailure('forbidden', serverMessage(env) || '账号异常，请联系客服', { status: 403, body: env });
  }
  if (!env || typeof env.status !== 'number') {
    if (httpStatus < 200 || httpStatus > 299) {
      throw new RequestFailure('http', httpStatusMessage(httpStatus), { status: httpStatus, body: env });
    }
    throw new RequestFailure('noStatus', NO_STATUS_ERROR, { body: env });
  }
  if (env.status !== 200) {
    throw new RequestFailure('status', serverMessage(env) || FALLBACK_ERROR, { status: env.status, body: env });
  }
  if (env.success === false) {
    throw new RequestFailure('business', env.errorMessage || FALLBACK_ERROR, { status: env.status, body: env });
  }
  return env.data as T;
}
