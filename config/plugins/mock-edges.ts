import type { IApi } from '@umijs/max';

/** Minimal request/response shapes of the dev server's connect middleware. */
interface EdgeReq {
  url?: string;
}
interface EdgeRes {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(body?: string): void;
}

/**
 * Whether the path of `url` (before `?`) holds a malformed percent-encoding: a `%` not followed by
 * two hex digits, or escapes that do not decode as UTF-8 (`%E0%A4`). `decodeURIComponent` is the
 * judge, as umi's mock middleware decodes each path parameter with it (and answers a 400 with the
 * stack trace when it throws).
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

/** The plain answer to a malformed file-host or API address: 400, text, no stack, what to do. */
export const MALFORMED_MESSAGE = '400 地址中的百分号编码无效（% 后应为两位十六进制数字），请检查链接或刷新页面后重新获取';

/**
 * Connect middleware: a malformed percent-encoding under `/mock-oss/` (the file host) or `/api/`
 * answers 400 as plain text (issue #25 "Mock edges") before the mock's router decodes the path.
 */
export function malformedEscapeGuard(req: EdgeReq, res: EdgeRes, next: () => void): void {
  const url = req.url ?? '';
  if ((url.startsWith('/mock-oss/') || url.startsWith('/api/')) && hasMalformedEscape(url)) {
    res.statusCode = 400;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(MALFORMED_MESSAGE);
    return;
  }
  next();
}

/**
 * Dev server (`max dev`): {@link malformedEscapeGuard} runs before the mock middleware. `max preview`
 * runs no plugin middleware; there `npm run preview` sets `NODE_ENV=production`, so Express answers the
 * same case with a bare "Bad Request" (no stack trace), as the end-to-end servers do.
 */
export default (api: IApi) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  api.addBeforeMiddlewares({ fn: () => [malformedEscapeGuard as any], stage: -100 });
};
