/**
 * Issue #25 "Mock edges": an unknown `/api/*` path answers a JSON 404 in the spec's envelope (not the
 * console's HTML with 200), the catch-all is the last mock file umi loads (so it never shadows a real
 * route), and a malformed percent-encoding in a file-host or API address answers a plain 400 without
 * a stack trace (the dev server's guard, config/plugins/mock-edges.ts).
 */
import { glob } from '@umijs/utils';
import routes from '../../../mock/zz-not-found';
import { hasMalformedEscape, malformedEscapeGuard, MALFORMED_MESSAGE } from '../../../config/plugins/mock-edges';
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
    const out = { status: 0, headers: {} as Record<string, string>, body: '', next: false };
    malformedEscapeGuard(
      { url },
      {
        set statusCode(s: number) {
          out.status = s;
        },
        get statusCode() {
          return out.status;
        },
        setHeader: (n: string, v: string) => {
          out.headers[n.toLowerCase()] = v;
        },
        end: (b?: string) => {
          out.body = b ?? '';
        },
      },
      () => {
        out.next = true;
      },
    );
    return out;
  }

  it('a file-host address answers a plain-text 400 without a stack trace', () => {
    const out = run('/mock-oss/u1/%zz.txt');
    expect(out.next).toBe(false);
    expect(out.status).toBe(400);
    expect(out.headers['content-type']).toMatch(/^text\/plain/);
    expect(out.body).toBe(MALFORMED_MESSAGE);
    expect(out.body).not.toMatch(/URIError|at |node_modules/);
  });

  it('a well-formed address and other paths pass on', () => {
    expect(run('/mock-oss/u1/rate%20100_.txt').next).toBe(true);
    expect(run('/user/%zz').next).toBe(true);
  });
});
