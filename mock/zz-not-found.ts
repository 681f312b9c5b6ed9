/**
 * The mock API's last word: any `/api/*` call no other mock file declares answers **404 in the spec's
 * envelope** (`{ status: 404, success: false, data: null, errorCode: 'NOT_FOUND', errorMessage,
 * showType: 2 }`, HTTP 404), instead of falling through to the console's `index.html` with 200 (issue
 * #25 "Mock edges", e.g. `GET /api/calculate-tax/abc`).
 *
 * It must stay the LAST mock file: umi's mock middleware tries the files in glob order (sorted by
 * name) and answers with the first route that matches, so this file is named `zz-…`
 * (`tests/unit/mock/not-found.test.ts` checks the order). The route is open (a guest's unknown call
 * is as unknown as a user's), and the path parameter is a plain `(.*)`: a malformed percent-encoding
 * is answered 400 before it reaches here (`config/plugins/mock-edges.ts`).
 */
import { EDGE_METHODS, fail, mockEdgeContract, route, routes } from './_store';

/** The envelope of an unknown API path: names the method and path and what to do. */
const notFound = (method: (typeof EDGE_METHODS)[number]) =>
  route({
    contract: mockEdgeContract(method, '/api/(.*)'),
    handler: ({ req, res }) => {
      const path = String(req.path ?? req.url ?? '').split('?')[0].slice(0, 200);
      fail(res, `接口不存在：${req.method} ${path}，请检查地址或刷新页面后重试`, { status: 404, errorCode: 'NOT_FOUND' });
    },
  });

export default routes(EDGE_METHODS.map(notFound));
