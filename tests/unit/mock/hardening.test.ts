/**
 * Issue #14 "Mock API hardening": each finding reproduced against the handlers, refused now.
 * (The HTTP-level findings — 413 bodies, URL decoding, stack traces — are also driven against the
 * running server in tests/e2e/mock-api.e2e.test.ts.)
 */
import accountRoutes from '../../../mock/account';
import calcRoutes from '../../../mock/calc';
import commonRoutes from '../../../mock/common';
import storageRoutes from '../../../mock/storage';
import uploadRoutes from '../../../mock/upload';
import testRoutes from '../../../mock/test-control';
import { db, encodeKey, issueCert, issueToken, resetStore, route } from '../../../mock/_store';
import { CERT_TTL_MS, storeFile, uploadedName } from '../../../mock/_store/files';
import { lastSent } from '../../../mock/_store/account';
import { htmlTitle } from '../../../src/core/utils/text';
import { isValidUrl } from '../../../src/core/utils/url';
import { isEmail } from '../../../src/core/utils/validators';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const routes = { ...accountRoutes, ...calcRoutes, ...commonRoutes, ...storageRoutes, ...uploadRoutes, ...testRoutes } as Record<string, unknown>;
const call = (r: string, input: MockCallInput = {}) => callRoute(routes, r, input);

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f10000000049454e44ae426082', 'hex');
const file = (name: string, data: Buffer, mime = 'application/octet-stream') => [{ fieldname: 'file', originalname: Buffer.from(name).toString('latin1'), mimetype: mime, size: data.length, buffer: data }];

let seller: string;
let agent: string;
let log: jest.SpyInstance;
beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  agent = issueToken(2);
  log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  delete process.env.MOCK_TEST_API;
});
afterEach(() => log.mockRestore());

/** Signs and uploads `data` as `name` for the user of `token`; returns the stored key (or the failed answer). */
async function upload(token: string, name: string, data: Buffer, mime?: string) {
  const sign = await call('GET /api/upload/sign', { token, query: { name, size: String(data.length) } });
  if (!sign.body.success) return { answer: sign };
  const signature = sign.body.data.url.split('/').pop();
  const put = await call('POST /api/upload/put/:sign', { params: { sign: signature }, files: file(name, data, mime) });
  return { key: put.body.success ? (put.body.data.key as string) : undefined, answer: put };
}

describe('upload without a login', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'a'.repeat(32)])('refuses the signature %s and stores nothing', async (sign) => {
    const a = await call('POST /api/upload/put/:sign', { params: { sign }, files: file('x.txt', Buffer.from('hi')) });
    expect(a.body.success).toBe(false);
    expect(a.body.errorMessage).toBe('上传签名无效或已过期，请重新上传');
    expect(db().files.size).toBe(0);
  });

  it('a signature is used once', async () => {
    const sign = await call('GET /api/upload/sign', { token: seller, query: { name: 'a.txt', size: '2' } });
    const s = sign.body.data.url.split('/').pop();
    expect((await call('POST /api/upload/put/:sign', { params: { sign: s }, files: file('a.txt', Buffer.from('hi')) })).body.success).toBe(true);
    expect((await call('POST /api/upload/put/:sign', { params: { sign: s }, files: file('a.txt', Buffer.from('hi')) })).body.success).toBe(false);
  });

  it.each(['__proto__', 'constructor', 'toString'])('enum group %s is unknown', async (g) => {
    const a = await call('GET /api/enum', { query: { group_name: g } });
    expect(a.body).toMatchObject({ success: false, errorMessage: `未知的枚举分组：${g}`, data: { field: 'group_name' } });
  });

  it('a token named like a prototype property is no session', async () => {
    const a = await call('GET /api/user/info', { token: '__proto__' });
    expect(a.http).toBe(401);
  });
});

describe('script on the console origin', () => {
  it('refuses an HTML page, whatever its name, and serves a stored one only as a sandboxed attachment', async () => {
    const page = Buffer.from('<script>alert(sessionStorage.getItem("yishui.access_token"))</script>');
    expect((await upload(agent, 'report.html', page, 'text/html')).answer.body.errorMessage).toMatch(/^不能上传网页或脚本文件（「report\.html」）/);
    expect((await upload(agent, 'report.txt', Buffer.concat([Buffer.from('<!DOCTYPE html>'), page]), 'text/plain')).answer.body.errorMessage).toMatch(/^不能上传网页或脚本文件/);
    // A file stored some other way (an export) is still never served as a page.
    const file = storeFile({ key: 'file/2/x.html', name: 'x.html', mime: 'text/html', data: page, ownerId: 2 });
    const a = await call(`GET /mock-oss/:key(.*)`, { params: { key: file.key }, token: agent });
    expect(a.http).toBe(200);
    expect(a.headers['content-disposition']).toMatch(/^attachment;/);
    expect(a.headers['content-type']).toBe('application/octet-stream');
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['content-security-policy']).toMatch(/sandbox/);
  });

  it('serves a real PNG inline as image/png', async () => {
    const { key } = await upload(seller, 'a.png', PNG, 'image/png');
    const a = await call(`GET /mock-oss/:key(.*)`, { params: { key: key! }, token: seller });
    expect(a.headers['content-type']).toBe('image/png');
    expect(a.headers['content-disposition']).toMatch(/^inline;/);
  });

  it.each([
    ['a.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
    ['avatar.png', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/png'],
  ])('refuses SVG uploads (%s), by name or content', async (name, data, mime) => {
    const { key, answer } = await upload(seller, name, data, mime);
    expect(key).toBeUndefined();
    expect(answer.body.errorMessage).toMatch(/^不支持上传 SVG 文件（「avatar\.png」|^不支持上传 SVG 文件（「a\.svg」/);
  });

  it('an avatar must be a raster image by its bytes', async () => {
    const { key } = await upload(seller, 'avatar.jpg', Buffer.from('not an image'), 'image/jpeg');
    const a = await call('POST /api/user/update', { token: seller, body: { type: 'avatar', avatar: key } });
    expect(a.body).toMatchObject({ success: false, data: { field: 'avatar' } });
    const png = await upload(seller, 'avatar.png', PNG, 'image/png');
    expect((await call('POST /api/user/update', { token: seller, body: { type: 'avatar', avatar: png.key } })).body.success).toBe(true);
  });
});

describe('file host access control', () => {
  it('only the owner (or the owner’s agent) reads a file, with a certificate or a token', async () => {
    const { key } = await upload(agent, 'agent-confidential-vtr.txt', Buffer.from('secret'));
    const get = (input: MockCallInput) => call(`GET /mock-oss/:key(.*)`, { params: { key: key! }, ...input });
    expect((await get({})).http).toBe(403);
    expect((await get({})).body.errorMessage).toBe('无权访问该文件，请登录后重试');
    expect((await get({ token: seller })).http).toBe(403);
    expect((await get({ query: { cert: issueCert(1).cert } })).http).toBe(403);
    expect((await get({ query: { cert: issueCert(2).cert } })).http).toBe(200);
    expect((await get({ token: agent })).http).toBe(200);
    // A client's file is readable by the client and by their agent.
    const client = issueToken(3);
    const own = await upload(client, 'client.txt', Buffer.from('c'));
    expect((await call(`GET /mock-oss/:key(.*)`, { params: { key: own.key! }, token: agent })).http).toBe(200);
    expect((await call(`GET /mock-oss/:key(.*)`, { params: { key: own.key! }, token: seller })).http).toBe(403);
  });

  it('an expired or forged certificate is refused with a Chinese message', async () => {
    const { key } = await upload(seller, 'a.txt', Buffer.from('a'));
    const expired = issueCert(1, Date.now() - CERT_TTL_MS - 1).cert;
    const a = await call(`GET /mock-oss/:key(.*)`, { params: { key: key! }, query: { cert: expired } });
    expect([a.http, a.body.errorMessage]).toEqual([403, '文件链接已过期，请刷新页面后重试']);
    const forged = `${issueCert(1).cert.slice(0, -2)}AA`;
    expect((await call(`GET /mock-oss/:key(.*)`, { params: { key: key! }, query: { cert: forged } })).http).toBe(403);
  });

  it('the certificate call hands out the prefix and the signed query', async () => {
    const a = await call('GET /api/storage/certificate', { token: seller });
    expect(a.body.data).toMatchObject({ url: '/mock-oss', expiresIn: CERT_TTL_MS / 1000 });
    expect(a.body.data.query).toMatch(/^cert=1\.\d+\./);
  });

  it('a file named "rate 100%.txt" downloads (its key is decoded once)', async () => {
    const { key } = await upload(seller, 'rate 100%.txt', Buffer.from('r'));
    expect(encodeKey(key!)).toContain('rate%20100_.txt');
    const a = await call(`GET /mock-oss/:key(.*)`, { params: { key: key! }, token: seller });
    expect(a.http).toBe(200);
    expect(a.headers['content-disposition']).toContain(encodeURIComponent('rate 100%.txt'));
  });

  it('keeps a Chinese file name as chosen (the parser already decoded it), and repairs one read as latin1', async () => {
    const { answer } = await upload(seller, '银行回单.pdf', Buffer.from('%PDF-1.4\n'));
    expect(answer.body.data.name).toBe('银行回单.pdf');
    expect(uploadedName(Buffer.from('回单.pdf', 'utf8').toString('latin1'))).toBe('回单.pdf');
    expect(uploadedName('café.txt')).toBe('café.txt');
  });

  it.each(['__proto__', 'constructor', 'x/../../etc/passwd'])('%s answers 404 or a validation error, without internals', async (key) => {
    const a = await call(`GET /mock-oss/:key(.*)`, { params: { key }, token: seller });
    expect([404, 200]).toContain(a.http);
    expect(a.body.success).toBe(false);
    expect(JSON.stringify(a.body)).not.toMatch(/\bat \S+:\d+|node_modules|\/work\//);
  });
});

describe('one request does not freeze the server', () => {
  it('reads the title of "<title" × 50 000 in under 100 ms', () => {
    const html = '<title'.repeat(50_000);
    const t0 = performance.now();
    expect(htmlTitle(html)).toBe('');
    expect(htmlTitle(`<html><head><TITLE data-x="1"> 税金计算结果 </TITLE></head></html>`)).toBe('税金计算结果');
    expect(performance.now() - t0).toBeLessThan(100);
  });

  it('to-pdf answers that input at once', async () => {
    const t0 = performance.now();
    const a = await call('POST /api/to-pdf', { token: seller, body: { html: '<title'.repeat(50_000) } });
    expect(a.body.success).toBe(true);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});

describe('stored data that breaks other users', () => {
  function deep(depth: number): unknown {
    let v: unknown = 'x';
    for (let i = 0; i < depth; i += 1) v = { a: v };
    return v;
  }
  const basic = () => ({
    countryCode: { key: 'GB', text: '英国' },
    taxPeriodType: 'quarter',
    startDate: '2025-01-01',
    endDate: '2025-03-31',
    saleFiles: [{ key: 'report/1/x.csv', name: 'x.csv', size: 10 }],
  });

  it.each([
    ['companyName', deep(100_000), '参数 companyName 应为文本'],
    ['taxPeriodType', deep(100_000), '参数 taxPeriodType 只能是 month / quarter / year'],
    ['vatNumber', 123456789, '请检查 VAT 税号格式是否正确'],
    ['vatNumber', { a: 1 }, '请检查 VAT 税号格式是否正确'],
    ['saleFiles', 'x.csv', '未上传亚马逊销售报告（VAT Transaction Report）文件'],
    ['countries', 'DE', '参数 countries 应为列表'],
    ['startDate', deep(50), '未选择税期开始日期'],
    ['endDate', ['2025-01-01'], '未选择税期结束日期'],
  ])('calculate-tax refuses %s = hostile value, stores nothing, and the list still answers', async (field, value, message) => {
    const a = await call('POST /api/calculate-tax', { token: agent, body: { ...basic(), [field]: value } });
    expect(a.body).toMatchObject({ success: false, errorCode: 'VALIDATION', errorMessage: message, data: { field } });
    const list = await call('GET /api/calculate-tax', { token: agent });
    expect(list.body.data.total).toBe(0);
  });

  it.each([
    ['POST /api/sms/send', { mobile: '13800000000', sms_type: deep(1000) }, 'sms_type'],
    ['POST /api/user/verify_email', { token: deep(1000) }, 'token'],
    ['POST /api/user/update', { type: 'password', old_password: deep(1000), password: 'Abc12345' }, 'old_password'],
    ['POST /api/user/update', { type: 'avatar', avatar: deep(1000) }, 'avatar'],
    ['POST /api/user/update', { type: 'mobile', step: deep(1000) }, 'step'],
    ['POST /api/calc-report/parse', { key: deep(1000) }, 'key'],
    ['POST /api/draft', { type: deep(1000), data: {} }, 'type'],
    ['POST /api/draft', { type: 'epr', key: deep(1000), data: {} }, 'key'],
    ['POST /api/ocr', { key: deep(1000) }, 'key'],
    ['POST /api/ocr', { url: deep(1000) }, 'url'],
    ['POST /api/to-pdf', { url: deep(1000) }, 'url'],
    ['POST /api/to-pdf', { html: '<p/>', fileName: deep(1000) }, 'fileName'],
  ])('%s refuses a deep %s with a Chinese business error at the field', async (r, body, field) => {
    const a = await call(r, { token: seller, body });
    expect(a.http).toBe(200);
    expect(a.body).toMatchObject({ success: false, errorCode: 'VALIDATION', data: { field } });
    expect(a.body.errorMessage).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a draft nested 4 110 levels deep is refused, and the user’s drafts still read', async () => {
    const a = await call('POST /api/draft', { token: seller, body: { type: 'vat-service', data: deep(4110) } });
    expect(a.body).toMatchObject({ success: false, errorMessage: '层级过深（最多 20 层），无法保存', data: { field: 'data' } });
    const ok = await call('POST /api/draft', { token: seller, body: { type: 'vat-service', data: deep(19) } });
    expect(ok.body.success).toBe(true);
    const read = await call('GET /api/draft', { token: seller, query: { type: 'vat-service' } });
    expect(read.body.success).toBe(true);
  });
});

describe('bodies over the limit', () => {
  it('answers 413 "请求内容过大" instead of running on a dropped body', async () => {
    const a = await call('POST /api/auth/login', { headers: { 'content-length': String(20 * 1024 * 1024) }, body: {} });
    expect([a.http, a.body.errorMessage]).toEqual([413, '请求内容过大']);
  });
});

describe('internal details', () => {
  it('a handler that throws answers 500 without stack or path', async () => {
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const boom = route({
      access: 'open',
      handler: () => {
        throw new Error('/work/main/mock/x.ts:1:1 secret');
      },
    });
    const a = await callRoute({ 'GET /x': boom }, 'GET /x');
    expect(a.http).toBe(500);
    expect(a.body.errorMessage).toBe('服务暂时不可用，请稍后重试');
    expect(JSON.stringify(a.body)).not.toContain('/work/');
    err.mockRestore();
  });
});

describe('test-only calls', () => {
  it.each([
    ['GET /api/__test__/outbox', { query: { to: '13800138000' } }],
    ['POST /api/__test__/reset', {}],
    ['POST /api/__test__/fault', { body: { path: '/api/x', kind: 'business' } }],
    ['POST /api/__test__/wx-scan', { body: { ticket: 'x' } }],
    ['POST /api/__test__/calc', { body: {} }],
  ] as [string, MockCallInput][])('%s is 404 on a normal server', async (r, input) => {
    const a = await call(r, input);
    expect(a.http).toBe(404);
  });

  it('the outbox answers with MOCK_TEST_API=1', async () => {
    await call('POST /api/sms/send', { body: { mobile: '13700001111', sms_type: 2 } });
    process.env.MOCK_TEST_API = '1';
    const a = await call('GET /api/__test__/outbox', { query: { to: '13700001111' } });
    expect(a.body.data.code).toBe(lastSent('13700001111')?.code);
  });
});

describe('guessing', () => {
  it('after 5 wrong SMS codes the code is spent', async () => {
    const mobile = '13700002222';
    await call('POST /api/sms/send', { body: { mobile, sms_type: 2 } });
    const right = lastSent(mobile)!.code!;
    const wrong = right === '000000' ? '111111' : '000000';
    const register = (code: string) => call('POST /api/auth/register', { body: { mobile, code, password: 'Abc12345', confirm: 'Abc12345', sms_type: 2 } });
    for (let i = 0; i < 4; i += 1) expect((await register(wrong)).body.errorMessage).toBe('验证码错误，请重新输入');
    expect((await register(wrong)).body.errorMessage).toBe('验证码错误次数过多（5 次），已失效，请重新获取');
    expect((await register(right)).body.success).toBe(false);
  });

  it('after 5 wrong passwords in 15 minutes the account waits, even for the right password', async () => {
    const login = (password: string) => call('POST /api/auth/login', { body: { username: 'seller', password } });
    for (let i = 0; i < 4; i += 1) expect((await login('Wrong@2026')).body.errorMessage).toBe('用户名或密码错误');
    const fifth = await login('Wrong@2026');
    expect(fifth.body.errorMessage).toBe('密码错误次数过多，账号已暂时锁定，请 15 分钟后再试，或通过短信验证码找回密码');
    expect((await login('Yishui@2026')).body.errorCode).toBe('PASSWORD_LOCKED');
    // The agent is not affected.
    expect((await call('POST /api/auth/login', { body: { username: 'agent', password: 'Yishui@2026' } })).body.success).toBe(true);
  });

  it('a password change ends the user’s other sessions', async () => {
    const other = issueToken(1);
    const a = await call('POST /api/user/update', { token: seller, body: { type: 'password', old_password: 'Yishui@2026', password: 'Newpass2026', confirm: 'Newpass2026' } });
    expect(a.body.success).toBe(true);
    expect((await call('GET /api/user/info', { token: other })).http).toBe(401);
    expect((await call('GET /api/user/info', { token: seller })).http).toBe(200);
  });
});

describe('no unbounded regular expression over user input', () => {
  it('the e-mail and URL validators answer hostile 100 KB input in under 100 ms', () => {
    const t0 = performance.now();
    expect(isEmail(`${'a.'.repeat(50_000)}@`)).toBe(false);
    expect(isValidUrl(`${'a-a.'.repeat(25_000)}!`)).toBe(false);
    expect(isValidUrl(`http://${'a.'.repeat(900)}com!`)).toBe(false);
    expect(performance.now() - t0).toBeLessThan(100);
  });
});
