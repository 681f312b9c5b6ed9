/**
 * Issue #25 "Mock edges": an unknown `/api/*` path answers a JSON 404 in the spec's envelope (not the
 * console's HTML with 200), the catch-all is the last mock file umi loads (so it never shadows a real
 * route), and a malformed percent-encoding in a file-host or API address is sent to the mock's
 * 400 envelope (the dev server's guard, config/plugins/mock-edges.ts; answered in
 * tests/unit/common/mock-edges.test.ts).
 */
import { glob } from '@umijs/utils';
import routes from '../../../mock/zz-not-found';
import { hasMalformedEscape, malformedEscapeGuard, MALFORMED_URI_PATH } from '../../../config/plugins/mock-edges';
import { callRoute } from '../helpers/mock-call';

const table = routes as unknown as Record<string, unknown>;

describe('unknown /api paths', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('%s /api/calculate-tax/abc answers 404 in the envelope', async (method) => {
    const a = await callRoute(table, `${method} /api/(.*)`);
    expect(a.http).toBe(404);
    expect(a.body).toMatchObject({ status: 404, success: false, data: null, errorCode: 'NOT_FOUND', showType: 2 });
  });

  it('names the method and the path in Chinese', async () => {
    const handler = table['GET /api/(.*)'] as (req: unknown, res: unknown) => Promise<void>;
    let body: { errorMessage?: string } = {};
    let status = 0;
    const res = { status: (s: number) => ((status = s), res), json: (b: typeof body) => (body = b), setHeader: () => undefined, end: () => undefined, send: () => undefined };
    await handler({ method: 'GET', url: '/api/calculate-tax/abc?x=1', path: '/api/calculate-tax/abc', params: {}, query: {}, headers: {} }, res);
    expect(status).toBe(404);
    expect(body.errorMessage).toContain('接口不存在：GET /api/calculate-tax/abc');
  });

  it('is the last mock file umi loads (glob order), so every declared route matches first', () => {
    const files = glob.sync('mock/**/*.[jt]s', { cwd: process.cwd(), ignore: ['**/*.d.ts', 'mock/_store/**'] });
    expect(files.length).toBeGreaterThan(5);
    expect(files[files.length - 1]).toBe('mock/zz-not-found.ts');
  });
});

describe('malformed percent-encoding', () => {
  it.each(['/mock-oss/%zz', '/mock-oss/a%E0%A4%A', '/mock-oss/100%.txt', '/api/x%'])('%s is malformed', (url) => {
    expect(hasMalformedEscape(url)).toBe(true);
  });

  it.each(['/mock-oss/u1/rate%20100_.txt', '/mock-oss/%E9%93%B6.pdf?cert=a%zz', '/api/dashboard'])('%s is not', (url) => {
    expect(hasMalformedEscape(url)).toBe(false);
  });

  function run(url: string) {
    const req = { url };
    let next = false;
    malformedEscapeGuard(req, undefined, () => {
      next = true;
    });
    return { url: req.url, next };
  }

  it('a malformed file-host or API address is sent to the mock\'s 400 envelope (mock/storage.ts)', () => {
    expect(run('/mock-oss/u1/%zz.txt')).toEqual({ url: MALFORMED_URI_PATH, next: true });
    expect(run('/api/x%E0%A4%A?y=1')).toEqual({ url: MALFORMED_URI_PATH, next: true });
  });

  it('a well-formed address and page paths pass on unchanged', () => {
    expect(run('/mock-oss/u1/rate%20100_.txt')).toEqual({ url: '/mock-oss/u1/rate%20100_.txt', next: true });
    expect(run('/user/%zz')).toEqual({ url: '/user/%zz', next: true });
  });
});
