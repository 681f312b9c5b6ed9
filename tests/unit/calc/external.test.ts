/**
 * The third-party request client (src/request/external.ts) against a real local HTTP server:
 * JSON answers, 3 retries, and each generic error (Timeout, HttpError, ParseError) as a Chinese message.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { createExternalClient, ExternalRequestError, toExternalError } from '@/request/external';
import { builtInRates, builtInRatesDate, fallbackNotice, fetchTaxRates } from '@/services/calc';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
let server: http.Server;
let base: string;
let handler: Handler;
let hits: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits += 1;
    handler(req, res);
  });
  await new Promise<void>((r) => {
    server.listen(0, '127.0.0.1', () => r());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => {
    setTimeout(r, 500);
  });
  server.closeAllConnections?.();
  await new Promise<void>((r) => {
    server.close(() => r());
  });
});
beforeEach(() => {
  hits = 0;
});

/** umi-request leaves its timeout timer running after an answer: short enough for jest to exit soon, long enough that a loaded host (the local server answering late) is not a timeout. */
const mk = (o: Parameters<typeof createExternalClient>[0]) => createExternalClient({ timeout: 3000, retryDelay: 0, ...o });

const json = (status: number, body: unknown): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('createExternalClient', () => {
  it('GETs and parses JSON on the first attempt', async () => {
    handler = json(200, { ok: 1 });
    const c = mk({ retries: 3 });
    await expect(c.get(`${base}/a`)).resolves.toEqual({ ok: 1 });
    expect(hits).toBe(1);
  });

  it('retries up to 3 times and succeeds when a retry answers', async () => {
    let n = 0;
    handler = (req, res) => {
      n += 1;
      if (n < 3) json(503, { e: 1 })(req, res);
      else json(200, { ok: n })(req, res);
    };
    const c = mk({ retries: 3 });
    await expect(c.get(`${base}/b`)).resolves.toEqual({ ok: 3 });
    expect(hits).toBe(3);
  });

  it('HttpError: after 1 + 3 attempts rejects with 第三方服务返回错误（HTTP n）', async () => {
    handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad Gateway');
    };
    const c = mk({ retries: 3 });
    const e = (await c.get(`${base}/c`).catch((x) => x)) as ExternalRequestError;
    expect(e).toBeInstanceOf(ExternalRequestError);
    expect(e.kind).toBe('http');
    expect(e.status).toBe(502);
    expect(e.message).toBe('第三方服务返回错误（HTTP 502）');
    expect(e.attempts).toBe(4);
    expect(hits).toBe(4);
  });

  it('HttpError with a JSON body is also an http error', async () => {
    handler = json(404, { message: 'nope' });
    const c = mk({ retries: 0 });
    await expect(c.get(`${base}/d`)).rejects.toMatchObject({ kind: 'http', message: '第三方服务返回错误（HTTP 404）' });
  });

  it('ParseError: a 200 answer that is not JSON → 第三方服务返回的数据无法解析', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>not json</html>');
    };
    const c = mk({ retries: 1 });
    await expect(c.get(`${base}/e`)).rejects.toMatchObject({ kind: 'parse', message: '第三方服务返回的数据无法解析', attempts: 2 });
    expect(hits).toBe(2);
  });

  it('Timeout: a server that does not answer in time → 请求超时（{n}ms）', async () => {
    handler = (_req, res) => {
      setTimeout(() => json(200, { late: true })(_req, res), 400);
    };
    const c = mk({ timeout: 50, retries: 2 });
    await expect(c.get(`${base}/f`)).rejects.toMatchObject({ kind: 'timeout', message: '请求超时（50ms）', attempts: 3 });
    expect(hits).toBe(3);
  });

  it('network failure (nothing listening) → 无法连接第三方服务', async () => {
    const c = mk({ retries: 0 });
    await expect(c.get('http://127.0.0.1:1/x')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('toExternalError', () => {
  it('maps umi-request error types', () => {
    expect(toExternalError({ type: 'Timeout', message: 'timeout of 10ms exceeded' }, 10).message).toBe('请求超时（10ms）');
    expect(toExternalError({ type: 'HttpError', response: { status: 500 } }, 10).message).toBe('第三方服务返回错误（HTTP 500）');
    expect(toExternalError({ type: 'ParseError', response: { status: 200 } }, 10).kind).toBe('parse');
    expect(toExternalError({ type: 'ParseError', response: { status: 503 } }, 10).kind).toBe('http');
    expect(toExternalError(new Error('boom'), 10).kind).toBe('network');
  });
});

describe('fetchTaxRates', () => {
  it('uses the third-party rates when they answer', async () => {
    handler = json(200, { updatedAt: '2026-11-01', source: 'TEDB', rates: [{ country: 'GB', standard: '20', reduced: ['5'] }] });
    const r = await fetchTaxRates(mk({ retries: 0 }), `${base}/rates`);
    expect(r).toEqual({ rates: [{ country: 'GB', standard: '20', reduced: ['5'] }], updatedAt: '2026-11-01', source: 'TEDB', fallback: false });
  });

  it('falls back to the built-in dated rates after 3 retries and says so', async () => {
    handler = json(500, {});
    const r = await fetchTaxRates(mk({ retries: 3 }), `${base}/rates`);
    expect(hits).toBe(4);
    expect(r.fallback).toBe(true);
    expect(r.error).toBe('第三方服务返回错误（HTTP 500）');
    expect(r.rates.find((x) => x.country === 'DE')?.standard).toBe('19');
    expect(r.updatedAt).toBe(builtInRatesDate());
    expect(fallbackNotice(r.updatedAt)).toBe(`税率服务暂不可用，已使用系统内置的税率（截至 ${builtInRatesDate()}）`);
  });

  it('falls back when the answer has the wrong shape', async () => {
    handler = json(200, { foo: 1 });
    const r = await fetchTaxRates(mk({ retries: 0 }), `${base}/rates`);
    expect(r.fallback).toBe(true);
    expect(r.error).toBe('第三方服务返回的数据无法解析');
  });

  it('built-in rates follow the dates (DE 16 % in 2020-H2)', () => {
    expect(builtInRates('2020-08-01').find((x) => x.country === 'DE')?.standard).toBe('16');
    expect(builtInRates('2025-08-01').find((x) => x.country === 'FI')?.standard).toBe('25.5');
  });
});
