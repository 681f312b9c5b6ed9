/**
 * Issue #14 against the running server (`max preview` with the mock API, as developers and the other
 * suites use it): bodies over the limit, URL decoding, stack traces, the file host's headers and
 * access control, and the console's error boundary on data a page cannot show.
 */
import type { Browser } from 'puppeteer';
import { api, BASE, launch, resetMock, DEMO_PASSWORD } from './helpers';

async function login(username: string): Promise<string> {
  const r = await api<{ data: { token: string } }>('POST', '/api/auth/login', { username, password: DEMO_PASSWORD });
  return r.data.token;
}

/** Uploads `data` as `name` through the upload-sign flow; returns the stored key. */
async function upload(token: string, name: string, data: string, type = 'text/plain'): Promise<string> {
  const sign = await api<{ data: { url: string; key: string } }>('GET', `/api/upload/sign?name=${encodeURIComponent(name)}&size=${Buffer.byteLength(data)}`, undefined, token);
  const form = new FormData();
  form.append('file', new Blob([data], { type }), name);
  const put = await (await fetch(`${BASE}${sign.data.url}`, { method: 'POST', body: form })).json();
  expect(put.success).toBe(true);
  return sign.data.key;
}

/** The signed URL of `key` for the holder of `token` (as the console builds it from the certificate). */
async function signedUrl(token: string, key: string): Promise<string> {
  const cert = await api<{ data: { url: string; query: string } }>('GET', '/api/storage/certificate', undefined, token);
  return `${BASE}${cert.data.url}/${key.split('/').map(encodeURIComponent).join('/')}?${cert.data.query}`;
}

const NO_INTERNALS = /\bat \S+ \(|node_modules|\/work\/|Error: /;

beforeEach(resetMock);

describe('mock API over HTTP', () => {
  it('answers a 20 MB JSON body with 413 "请求内容过大"', async () => {
    const res = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(20 * 1024 * 1024), password: 'x' }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).errorMessage).toBe('请求内容过大');
  });

  it('answers malformed and prototype-named file URLs without a stack trace or a path', async () => {
    for (const p of ['/mock-oss/%E0%A4%A', '/mock-oss/__proto__', '/mock-oss/constructor', '/api/upload/put/__proto__']) {
      const res = await fetch(`${BASE}${p}`, { method: p.includes('upload') ? 'POST' : 'GET' });
      expect(res.status).not.toBe(500);
      expect(await res.text()).not.toMatch(NO_INTERNALS);
    }
  });

  it('stores "rate 100%.txt" and serves it back through its signed URL; nobody else reads it', async () => {
    const seller = await login('seller');
    const key = await upload(seller, 'rate 100%.txt', 'VAT 20%');
    const url = await signedUrl(seller, key);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('VAT 20%');
    const bare = url.split('?')[0];
    const anonymous = await fetch(bare);
    expect(anonymous.status).toBe(403);
    expect((await anonymous.json()).errorMessage).toBe('无权访问该文件，请登录后重试');
    const agent = await login('agent');
    expect((await fetch(await signedUrl(agent, key))).status).toBe(403);
  });

  it('refuses an HTML page at upload (by name, and by content under another name); serves other files as sandboxed attachments', async () => {
    const agent = await login('agent');
    const page = '<script>document.title = sessionStorage.getItem("yishui.access_token")</script>';
    const signed = await api<{ success: boolean; errorMessage: string }>('GET', `/api/upload/sign?name=report.html&size=${page.length}`, undefined, agent);
    expect(signed).toMatchObject({ success: false, errorMessage: expect.stringMatching(/^不能上传网页或脚本文件（「report\.html」）/) });
    const sign = await api<{ data: { url: string } }>('GET', `/api/upload/sign?name=report.txt&size=${page.length}`, undefined, agent);
    const form = new FormData();
    form.append('file', new Blob([page], { type: 'text/plain' }), 'report.txt');
    const put = await (await fetch(`${BASE}${sign.data.url}`, { method: 'POST', body: form })).json();
    expect(put).toMatchObject({ success: false, errorMessage: expect.stringMatching(/^不能上传网页或脚本文件（「report\.txt」）/) });
    const key = await upload(agent, 'notes.txt', 'VAT 20% 备注');
    const res = await fetch(await signedUrl(agent, key));
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
  });
});

describe('error boundary', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a result the page cannot show gives a Chinese error state with a way back, inside the console', async () => {
    const token = await login('seller');
    const page = await browser.newPage();
    await page.evaluateOnNewDocument((t: string) => sessionStorage.setItem('yishui.access_token', JSON.stringify(t)), token);
    await page.setRequestInterception(true);
    page.on('request', (req) => {
      if (/\/api\/calculate-tax\/\d+$/.test(new URL(req.url()).pathname)) {
        // Data the mock now refuses to store (an object as companyName), served as a broken backend might.
        void req.respond({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            status: 200,
            success: true,
            data: { id: 1, status: 'done', companyName: { a: 1 }, countryCode: { key: 'GB', text: '英国' }, basic: {}, files: [], result: { broken: true } },
          }),
        });
      } else void req.continue();
    });
    await page.goto(`${BASE}/user/calculate-tax/result?id=1`);
    await page.waitForSelector('[data-testid="error-boundary"]', { timeout: 15_000 });
    const text = await page.$eval('[data-testid="error-boundary"]', (el) => (el as HTMLElement).innerText);
    expect(text).toContain('页面出错了');
    expect(text).toContain('返回首页');
    expect(text).not.toMatch(/Minified React error/);
    // The console's menu is still there: the error stays inside the page.
    expect(await page.$('.ant-pro-sider-menu, .ant-pro-base-menu-inline')).not.toBeNull();
    await page.close();
  });
});
