/**
 * Test-only controls of the mock API (docs/mock-api.md). They answer only when the server runs with
 * `MOCK_TEST_API=1` (tests/e2e/run.js sets it); otherwise 404 like any unknown call.
 * - `GET /api/__test__/ping`: the server is up.
 * - `POST /api/__test__/reset`: restore the seed data.
 * - `POST /api/__test__/fault` `{ path, method?, kind, message?, errorCode?, showType?, times? }`:
 *   the next `times` (default 1) calls of `path` answer the fault instead
 *   (`unauthorized` 401, `forbidden` 403, `redirect` showType 9, `business`, `status` 500 in body,
 *   `noStatus`, `http500`, `uploadFail` for the signed upload target).
 * - `POST /api/__test__/export` `{ stepMs }`: delay between the progress steps of asynchronous exports
 *   (default 150 ms; 3 steps), so a test can watch the progress.
 */
import { db, ok, resetStore, route, routes, testContract, text, z } from './_store';
import { exportSwitches } from './_store/export';
import type { Fault } from './_store';

const KINDS = [
  'unauthorized',
  'forbidden',
  'redirect',
  'business',
  'status',
  'noStatus',
  'http500',
  'uploadFail',
] as const satisfies readonly Fault['kind'][];

export default routes([
  route({ contract: testContract('GET', '/api/__test__/ping'), handler: ({ res }) => ok(res, 'pong') }),
  route({
    contract: testContract('POST', '/api/__test__/reset'),
    handler: ({ res }) => {
      resetStore();
      ok(res, true);
    },
  }),
  route({
    contract: testContract('POST', '/api/__test__/fault', {
      body: z.object({
        path: z.string().max(300).regex(/^\//, 'path 必须以 / 开头'),
        method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'get', 'post', 'put', 'delete', 'head']).optional(),
        kind: z.enum(KINDS),
        message: text().optional(),
        errorCode: z.union([text(60), z.number()]).optional(),
        showType: z.number().int().min(0).max(9).optional(),
        times: z.number().int().min(1).max(1000).optional(),
      }),
    }),
    handler: ({ res, body }) => {
      db().faults.push({
        ...body,
        errorCode: body.errorCode === undefined ? undefined : String(body.errorCode),
        method: body.method?.toUpperCase(),
        times: body.times ?? 1,
      });
      ok(res, db().faults.length);
    },
  }),
  route({
    contract: testContract('POST', '/api/__test__/export', { body: z.object({ stepMs: z.number().int().min(0).max(10_000) }) }),
    handler: ({ res, body }) => {
      exportSwitches().stepMs = body.stepMs;
      ok(res, exportSwitches());
    },
  }),
]);
