/**
 * Issue #34 "The mock's edges", over HTTP through umi's own mock middleware (the one `max dev` and
 * `max preview` mount, which matches and decodes the path itself) behind each server's hook:
 * - a malformed percent-encoding in any mock address (file host, API, tax-rate stand-in; path or
 *   query) answers the plain Chinese envelope, with no stack trace and no internal path;
 * - a stored file whose name holds `%`, `#`, `?` or a space downloads from the file host through the
 *   URL the console builds (`fileUrl` of src/core/cert-cache.ts) and through the mock's signed URL.
 */
import type { AddressInfo } from 'net';
import type { Server } from 'http';
import express from '@umijs/bundler-utils/compiled/express';
import { createProxy } from '@umijs/bundler-utils';
import { createMockMiddleware } from '@umijs/preset-umi/dist/features/mock/createMockMiddleware';
import { fileUrl } from '@/core/cert-cache';
import { malformedEscapeGuard, MALFORMED_MESSAGE, mockEdgesProxy } from '../../../config/plugins/mock-edges';
import notFoundRoutes from '../../../mock/zz-not-found';
import storageRoutes from '../../../mock/storage';
import uploadRoutes from '../../../mock/upload';
import { issueToken, resetStore, signedFileUrl, storeFile } from '../../../mock/_store';

type Handler = (req: unknown, res: unknown, next: () => void) => void;

/** The routes as umi's getMockData hands them to the middleware (`{ method, path, handler }`, file order). */
function mockData(...files: Record<string, unknown>[]) {
  const data: Record<string, { method: string; path: string; handler: Handler }> = {};
  for (const routes of files)
    for (const [key, handler] of Object.entries(routes)) {
      const [method, path] = key.split(/\s+/);
      data[`${method} ${path}`] = { method, path, handler: handler as Handler };
    }
  return data;
}

const MOCK = mockData(storageRoutes, uploadRoutes, notFoundRoutes);

/** A server as `max preview` (proxy `bypass`) or `max dev` (plugin middleware) builds it, with a page fallback. */
function serve(hook: 'preview' | 'dev' | 'none'): Promise<{ base: string; close: () => void }> {
  const app = express();
  if (hook === 'preview') createProxy(mockEdgesProxy, app);
  if (hook === 'dev') app.use(malformedEscapeGuard);
  app.use(createMockMiddleware({ context: { mockData: MOCK } } as never));
  app.use((_req: unknown, res: { send: (s: string) => void }) => res.send('<!doctype html><title>一税</title>'));
  return new Promise((resolve) => {
    const server: Server = app.listen(0, '127.0.0.1', () => {
      resolve({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() });
    });
  });
}

/** Stack frames, module or file-system paths, error class names: nothing of the server's insides. */
const INTERNALS = /\bat \S+ \(|\bat \S+:\d+|node_modules|\/work\/|URIError|Error:/;

let servers: { base: string; close: () => void }[] = [];
afterAll(() => servers.forEach((s) => s.close()));
beforeEach(() => resetStore());

async function start(hook: 'preview' | 'dev' | 'none') {
  const s = await serve(hook);
  servers = [...servers, s];
  return s.base;
}

describe('without a hook', () => {
  it('umi’s mock middleware throws a URIError while decoding the path, before any handler runs (the cause)', () => {
    const middleware = createMockMiddleware({ context: { mockData: MOCK } } as never) as unknown as Handler;
    const req = { method: 'GET', path: '/mock-oss/%E0%A4%A', url: '/mock-oss/%E0%A4%A', query: {}, headers: {} };
    expect(() => middleware(req, {}, () => undefined)).toThrow(URIError);
  });
});

describe.each(['preview', 'dev'] as const)('a malformed address under max %s', (hook) => {
  let base: string;
  beforeAll(async () => {
    base = await start(hook);
  });

  it.each([
    ['GET', '/mock-oss/%E0%A4%A'],
    ['HEAD', '/mock-oss/%E0%A4%A'],
    ['GET', '/mock-oss/u1/100%.txt'],
    ['GET', '/api/x%E0%A4%A'],
    ['POST', '/api/upload/put/%E0%A4%A'],
    ['DELETE', '/api/seller-report/%zz'],
    ['GET', '/third-party/vat-rates%'],
  ])('%s %s answers the Chinese envelope, HTTP 400, no internals', async (method, path) => {
    const res = await fetch(`${base}${path}`, { method });
    expect(res.status).toBe(400);
    if (method === 'HEAD') return;
    const text = await res.text();
    expect(text).not.toMatch(INTERNALS);
    expect(JSON.parse(text)).toEqual({ status: 400, success: false, data: null, errorCode: 'MALFORMED_URI', errorMessage: MALFORMED_MESSAGE, showType: 2 });
    expect(MALFORMED_MESSAGE).toMatch(/^[\u4e00-\u9fff]/);
  });

  it.each([
    ['/mock-oss/u1/a.txt?cert=%E0%A4%A', 404],
    ['/api/upload/sign?name=%E0%A4%A&size=%zz', 401],
    ['/api/nowhere?q=%E0%A4%A', 404],
  ])('a malformed query (%s) is read as text and answered by its route in the envelope', async (path, status) => {
    const res = await fetch(`${base}${path}`);
    const text = await res.text();
    expect(text).not.toMatch(INTERNALS);
    expect(JSON.parse(text)).toMatchObject({ status, success: false, data: null, errorMessage: expect.stringMatching(/[\u4e00-\u9fff]/), showType: 2 });
  });

  it('a page address is the console’s, even malformed', async () => {
    const res = await fetch(`${base}/user/%E0%A4%A`);
    expect([res.status, await res.text()]).toEqual([200, '<!doctype html><title>一税</title>']);
  });
});

describe.each([
  ['%', 'rate 100%.txt'],
  ['#', 'invoice #12.txt'],
  ['?', 'what?.txt'],
  [' ', 'bank slip march.txt'],
])('a file named with "%s"', (_char, name) => {
  let base: string;
  let token: string;
  beforeAll(async () => {
    base = await start('preview');
  });
  beforeEach(() => {
    token = issueToken(1);
  });
  const auth = () => ({ authorization: `Bearer ${token}` });

  /** Signs and uploads `body` as `fileName` over HTTP, as the console does; answers the stored key. */
  async function upload(fileName: string, body: string): Promise<string> {
    const sign = await (await fetch(`${base}/api/upload/sign?name=${encodeURIComponent(fileName)}&size=${body.length}`, { headers: auth() })).json();
    expect(sign.success).toBe(true);
    const form = new FormData();
    form.append('file', new Blob([body], { type: 'text/plain' }), fileName);
    const put = await (await fetch(`${base}${sign.data.url}`, { method: 'POST', body: form })).json();
    expect(put).toMatchObject({ success: true, data: { name: fileName } });
    return put.data.key;
  }

  it(`uploaded as "${name}", downloads through the console’s file URL, under its name`, async () => {
    const key = await upload(name, 'VAT 20%');
    const cert = (await (await fetch(`${base}/api/storage/certificate`, { headers: auth() })).json()).data;
    const res = await fetch(`${base}${fileUrl(cert.url, key, cert.query)}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('VAT 20%');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    // with the reader's token instead of the certificate, and as HEAD
    expect((await fetch(`${base}${fileUrl(cert.url, key)}`, { headers: auth() })).status).toBe(200);
    expect((await fetch(`${base}${fileUrl(cert.url, key, cert.query)}`, { method: 'HEAD' })).status).toBe(200);
  });

  it(`stored under a key that holds "${name}" (an export), downloads through its signed URL`, async () => {
    const key = `export/1/1700000000000-t1/${name}`;
    storeFile({ key, name, mime: 'text/plain', data: Buffer.from('export'), ownerId: 1 });
    const res = await fetch(`${base}${signedFileUrl(key, 1)}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('export');
    // nobody else reads it
    expect((await fetch(`${base}${signedFileUrl(key, 3)}`)).status).toBe(403);
  });
});
