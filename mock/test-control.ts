/**
 * Test-only controls of the mock API (documented in the README):
 * - `POST /api/__test__/reset`: restore the seed data.
 * - `POST /api/__test__/fault` `{ path, method?, kind, message?, errorCode?, showType?, times? }`:
 *   the next `times` (default 1) calls of `path` answer the fault instead
 *   (`unauthorized` 401, `forbidden` 403, `redirect` showType 9, `business`, `status` 500 in body,
 *   `noStatus`, `http500`, `uploadFail` for the signed upload target).
 */
import { db, fail, ok, resetStore } from './_store';
import type { Fault, MockRequest, MockResponse } from './_store';

const KINDS: Fault['kind'][] = ['unauthorized', 'forbidden', 'redirect', 'business', 'status', 'noStatus', 'http500', 'uploadFail'];

export default {
  'GET /api/__test__/ping': (_req: MockRequest, res: MockResponse) => ok(res, 'pong'),
  'POST /api/__test__/reset': (_req: MockRequest, res: MockResponse) => {
    resetStore();
    ok(res, true);
  },
  'POST /api/__test__/fault': (req: MockRequest, res: MockResponse) => {
    const { path, method, kind, message, errorCode, showType, times } = req.body || {};
    if (typeof path !== 'string' || !path.startsWith('/')) return fail(res, 'path 必须以 / 开头');
    if (!KINDS.includes(kind)) return fail(res, `kind 只能是 ${KINDS.join(' / ')}`);
    db().faults.push({
      path,
      method: method ? String(method).toUpperCase() : undefined,
      kind,
      message,
      errorCode,
      showType,
      times: Math.max(1, Number(times) || 1),
    });
    ok(res, db().faults.length);
  },
};
