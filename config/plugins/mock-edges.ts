import type { IApi } from '@umijs/max';

/** Minimal request/response shapes of the dev server's connect middleware. */
interface EdgeReq {
  url?: string;
}

/**
 * Whether the path of `url` (before `?`) holds a malformed percent-encoding: a `%` not followed by
 * two hex digits, or escapes that do not decode as UTF-8 (`%E0%A4`). `decodeURIComponent` is the
 * judge, as umi's mock middleware decodes each path parameter with it (and answers a 400 with the
 * stack trace when it throws). A malformed query is not: express reads it leniently (the raw text),
 * and the route's own checks answer it in the envelope.
 */
export function hasMalformedEscape(url: string): boolean {
  const path = url.split('?')[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The Chinese message of a malformed address (issue #34 "The mock's edges"): no stack, no path. */
export const MALFORMED_MESSAGE = '地址中的百分号编码无效（% 后应为两位十六进制数字），请检查链接或刷新页面后重新获取';

/** Where a malformed mock address is sent: the mock's answer to it (mock/storage.ts). */
export const MALFORMED_URI_PATH = '/api/__malformed-uri__';

/** The paths the mock answers (the API, the file host, the tax-rate stand-in); pages are the console's. */
const MOCK_PREFIXES = ['/api/', '/mock-oss/', '/third-party/'];

/**
 * The address a request for `url` is sent to instead: {@link MALFORMED_URI_PATH} when `url` is a mock
 * address with a malformed percent-encoding, otherwise `undefined` (the request goes on unchanged).
 */
export function malformedUriTarget(url: string): string | undefined {
  return MOCK_PREFIXES.some((p) => url.startsWith(p)) && hasMalformedEscape(url) ? MALFORMED_URI_PATH : undefined;
}

/**
 * Connect middleware of `max dev`, before the mock's router decodes the path: a malformed mock address
 * is sent to {@link MALFORMED_URI_PATH}, whose mock answers the Chinese envelope (HTTP 400, no stack).
 */
export function malformedEscapeGuard(req: EdgeReq, _res: unknown, next: () => void): void {
  const target = malformedUriTarget(req.url ?? '');
  if (target) req.url = target;
  next();
}

/**
 * The proxy config with the mock on (`.umirc.ts`): `max preview` (the end-to-end servers, `npm run
 * preview`) runs no plugin middleware, but it runs the proxy config's `bypass` before the mock. The one
 * entry forwards nothing (no `target`); its `bypass` sends a malformed mock address where
 * {@link malformedEscapeGuard} does in `max dev` (a returned path replaces `req.url`; `undefined`
 * lets the request through).
 */
export const mockEdgesProxy = {
  '/': { bypass: (req: EdgeReq) => malformedUriTarget(req.url ?? '') },
};

/** Dev server (`max dev`): {@link malformedEscapeGuard} runs before the mock middleware. */
export default (api: IApi) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  api.addBeforeMiddlewares({ fn: () => [malformedEscapeGuard as any], stage: -100 });
};
