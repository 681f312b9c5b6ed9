/**
 * Mock of the file host: the storage certificate (`GET /api/storage/certificate`, our path; spec §7)
 * whose `url` prefixes stored files, and the file host itself under `/mock-oss/<key>`.
 */
import { db, guarded, ok } from './_store';
import type { MockRequest, MockResponse } from './_store';

/** The file-host prefix the mock hands out. */
export const FILE_HOST = '/mock-oss';

function serve(req: MockRequest, res: MockResponse) {
  const key = decodeURIComponent((req.params as Record<string, string>).key || '');
  const file = db().files[key];
  if (!file) {
    res.status(404).end();
    return;
  }
  res.setHeader('Content-Type', file.mime || 'application/octet-stream');
  res.setHeader('Content-Length', file.size);
  res.setHeader('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  if (req.method === 'HEAD') res.status(200).end();
  else res.status(200).end(file.data);
}

export default {
  'GET /api/storage/certificate': guarded((_req, res) => ok(res, { url: FILE_HOST, expiresIn: 115 * 60 })),
  'GET /mock-oss/:key(.*)': serve,
  'HEAD /mock-oss/:key(.*)': serve,
};
