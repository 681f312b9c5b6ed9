/**
 * Mock of the file host: the storage certificate (`GET /api/storage/certificate`, our path; spec §7)
 * and the file host itself under `/mock-oss/<key>` (rules in mock/_store/files.ts).
 *
 * - `GET /api/storage/certificate` → `{ url, query, expiresIn }`: `url` prefixes stored files and
 *   `query` (`cert=…`, valid 2 hours) is appended to every file URL.
 * - `GET|HEAD /mock-oss/<key>?cert=…` (or with the reader's Bearer token): the file, to its owner or
 *   the owner's agent only; 403 with a Chinese message when the link expired or the reader may not
 *   read it; 404 when unknown. The key is percent-encoded once per segment (`encodeKey`), so a name
 *   with `%`, `#`, `?` or spaces downloads (tests/unit/common/mock-edges.test.ts).
 * - `* /api/__malformed-uri__` (every method): the answer to an address with a malformed
 *   percent-encoding (issue #34 "The mock's edges", e.g. `GET /mock-oss/%E0%A4%A`): HTTP 400, the
 *   plain Chinese envelope (`errorCode: 'MALFORMED_URI'`), no stack trace, no path. umi's mock
 *   middleware decodes the path parameters itself and throws a `URIError` before any handler runs,
 *   so such a request never reaches its own route: `config/plugins/mock-edges.ts` sends it here first
 *   (`max dev`: a middleware before the mock; `max preview`: the proxy config's `bypass`, `.umirc.ts`).
 *   A malformed query is read leniently (the raw text) and answered by its own route.
 */
import { commonApi } from '../src/core/common/api';
import { uploadApi } from '../src/core/upload/api';
import { bearerOf, db, EDGE_METHODS, fail, mockEdgeContract, ok, route, routes, userOf } from './_store';
import type { MockRequest, MockResponse } from './_store';
import { canRead, CERT_TTL_MS, FILE_HOST, issueCert, readCert, servedHeaders } from './_store/files';
import { MALFORMED_MESSAGE, MALFORMED_URI_PATH } from '../config/plugins/mock-edges';

function serve(req: MockRequest, res: MockResponse, key: string, cert: string | undefined): void {
  const file = db().files.get(key);
  if (!file) return fail(res, '文件不存在或已删除', { status: 404 });
  const fromCert = cert ? readCert(cert) : undefined;
  if (fromCert === 'expired') return fail(res, '文件链接已过期，请刷新页面后重试', { status: 403, errorCode: 'FILE_LINK_EXPIRED' });
  const certUser = typeof fromCert === 'number' ? db().users.find((u) => u.id === fromCert) : undefined;
  const reader = canRead(certUser, file) ? certUser : bearerOf(req.headers) ? userOf(req) : undefined;
  if (!canRead(reader, file)) return fail(res, '无权访问该文件，请登录后重试', { status: 403, errorCode: 'FILE_FORBIDDEN' });
  for (const [name, value] of Object.entries(servedHeaders(file))) res.setHeader(name, value);
  if (req.method === 'HEAD') res.status(200).end();
  else res.status(200).end(file.data);
}

/** The file host's GET or HEAD route (the same handler: HEAD answers the headers only). */
const fileRoute = (contract: typeof uploadApi.fileGet | typeof uploadApi.fileHead) =>
  route({
    contract,
    handler: ({ req, res, params, query }) => serve(req, res, params.key, query.cert),
  });

const malformedUri = (method: (typeof EDGE_METHODS)[number]) =>
  route({
    contract: mockEdgeContract(method, MALFORMED_URI_PATH),
    handler: ({ res }) => fail(res, MALFORMED_MESSAGE, { status: 400, httpStatus: 400, errorCode: 'MALFORMED_URI' }),
  });

export default routes([
  route({
    contract: commonApi.certificate,
    handler: ({ res, user }) => {
      const { cert } = issueCert(user.id);
      ok(res, { url: FILE_HOST, query: `cert=${cert}`, expiresIn: CERT_TTL_MS / 1000 });
    },
  }),
  fileRoute(uploadApi.fileGet),
  fileRoute(uploadApi.fileHead),
  ...EDGE_METHODS.map(malformedUri),
]);
