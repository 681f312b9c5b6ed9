import { encodeRedirect } from '@/core/utils/redirect';
import { unwrapEnvelope, FALLBACK_ERROR, NO_STATUS_ERROR } from './envelope';
import { httpStatusMessage, noAnswerMessage } from './http-messages';
import { ErrorShowType, RequestFailure, type AppRequestOptions } from './types';

/**
 * What the error handler may do to the page. In the app these come from antd's `App` context and
 * umi's `history` (see `src/request/feedback.ts`); unit tests pass recorders.
 */
export interface ErrorEffects {
  warn(text: string): void;
  error(text: string): void;
  notify(title: string, text: string): void;
  /** Modal "账号异常提示" with the server message and a "我知道了" button; `onOk` runs after it is closed. */
  accountModal(text: string, onOk: () => void): void;
  clearSession(): void;
  /** The current in-app location (path + query), used for the login redirect. */
  currentPath(): string;
  navigate(to: string): void;
}

/** The login URL carrying the base64 `redirect` of `path` (spec §2). */
export function loginUrl(path: string): string {
  if (!path || path === '/' || path.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(encodeRedirect(path))}`;
}

/** The exception page URL for a showType 9 answer (spec §2, §8). */
export function exceptionUrl(errorCode: string | number | undefined, errorMessage: string): string {
  const q = new URLSearchParams({ errorCode: String(errorCode ?? ''), errorMessage });
  return `/exception?${q.toString()}`;
}

/**
 * Turns any rejection of the HTTP client into a {@link RequestFailure} (or `null` for a network error
 * or timeout: no answer came). An HTTP error without an envelope carries the Chinese message of its
 * status (src/request/http-messages.ts), never "HTTP 500".
 */
export function toFailure(error: unknown): RequestFailure | null {
  if (error instanceof RequestFailure) return error;
  const e = error as { response?: { status: number; data: unknown } } | undefined;
  if (e?.response) {
    try {
      unwrapEnvelope(e.response.data, e.response.status);
    } catch (f) {
      if (f instanceof RequestFailure) return f;
    }
    // A non-2xx answer whose body claims success: still an HTTP error.
    return new RequestFailure('http', httpStatusMessage(e.response.status), { status: e.response.status });
  }
  return null;
}

/**
 * Builds the request error handler (spec §8), called once per failed call, so a failure shows at
 * most one message:
 * - `skipErrorHandler`: nothing happens; the caller gets the error untouched.
 * - 401 (body or HTTP): session cleared, user sent to `/login?redirect=…` of the current page.
 * - 403: modal "账号异常提示" with the server message and "我知道了"; then session cleared and login.
 * - other body status not 200: the server message as an error toast, unless `skipErrorMessage`.
 * - no status: "无法连接服务器"; no answer: "无法连接服务器，请检查网络后重试", or a timeout's
 *   "服务器响应超时…" (src/request/http-messages.ts); an HTTP error without an envelope: its Chinese
 *   message by status, never the bare code.
 * - `success: false`: shown by `showType` — 0 silent, 1 warning, 2 error, 4 notification,
 *   9 redirect to `/exception?errorCode=..&errorMessage=..`, other values error — with the server
 *   message, else the error text, else "请求错误，请重试。".
 * The call still rejects with the error after the handler ran (umi's request does that).
 */
export function createErrorHandler(fx: ErrorEffects) {
  let accountModalOpen = false;
  return function errorHandler(error: unknown, opts?: AppRequestOptions): void {
    if (opts?.skipErrorHandler) return;
    const failure = toFailure(error);
    if (!failure) {
      fx.error(noAnswerMessage(error));
      return;
    }
    const quiet = !!opts?.skipErrorMessage;
    switch (failure.kind) {
      case 'unauthorized': {
        const back = fx.currentPath();
        fx.clearSession();
        if (!back.startsWith('/login')) fx.navigate(loginUrl(back));
        return;
      }
      case 'forbidden': {
        if (accountModalOpen) return;
        accountModalOpen = true;
        fx.accountModal(failure.message, () => {
          accountModalOpen = false;
          fx.clearSession();
          fx.navigate(loginUrl(fx.currentPath()));
        });
        return;
      }
      case 'noStatus':
        fx.error(failure.message || NO_STATUS_ERROR);
        return;
      case 'status':
      case 'http':
        if (!quiet) fx.error(failure.message || FALLBACK_ERROR);
        return;
      case 'business': {
        const text = failure.message || FALLBACK_ERROR;
        switch (failure.showType) {
          case ErrorShowType.SILENT:
            return;
          case ErrorShowType.WARN_MESSAGE:
            if (!quiet) fx.warn(text);
            return;
          case ErrorShowType.NOTIFICATION:
            if (!quiet) fx.notify(String(failure.errorCode ?? '提示'), text);
            return;
          case ErrorShowType.REDIRECT:
            fx.navigate(exceptionUrl(failure.errorCode, text));
            return;
          case ErrorShowType.ERROR_MESSAGE:
          default:
            if (!quiet) fx.error(text);
        }
      }
    }
  };
}
