/**
 * Issue #19: the mock refuses what the scene does not accept — by the name and announced size at the
 * sign call, by the name, real size and first bytes at the upload (both the upload-sign flow's
 * `POST /api/upload/put/<sign>` and the VAT wizard's `POST /api/vat-tax/upload`) — with Chinese
 * messages; no token, no signature.
 */
import uploadRoutes from '../../../mock/upload';
import vatServiceRoutes from '../../../mock/vat-service';
import { db, issueToken, resetStore } from '../../../mock/_store';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const routes = { ...uploadRoutes, ...vatServiceRoutes } as Record<string, unknown>;
const call = (r: string, input: MockCallInput = {}) => callRoute(routes, r, input);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f10000000049454e44ae426082', 'hex');
const HTML = Buffer.from('<!DOCTYPE html><html><body><h1>店铺</h1><script>alert(1)</script></body></html>');
const file = (name: string, data: Buffer, mime = 'application/octet-stream') => [{ fieldname: 'file', originalname: name, mimetype: mime, size: data.length, buffer: data }];

let seller: string;
let log: jest.SpyInstance;
beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => log.mockRestore());

const sign = (name: string, size: number, scene?: string, token: string | undefined = seller) => call('GET /api/upload/sign', { token, query: { name, size: String(size), ...(scene ? { scene } : {}) } });

/** Signs for `scene`, then sends `data` as `name` through the VAT wizard's upload call. */
async function vatUpload(name: string, data: Buffer, scene = 'vat-store') {
  const s = await sign(name, data.length, scene);
  if (!s.body.success) return s;
  return call('POST /api/vat-tax/upload', { token: seller, body: { sign: s.body.data.url.split('/').pop() }, files: file(name, data) });
}

describe('the sign call', () => {
  it('answers 401 without a token', async () => {
    const a = await sign('a.png', 10, 'vat-store', '');
    expect(a.http).toBe(401);
    expect(a.body).toMatchObject({ status: 401 });
  });

  it('refuses a type outside the scene, an .html, an .svg and a file over the limit, in Chinese', async () => {
    expect((await sign('shop.docx', 10, 'vat-store')).body).toMatchObject({ success: false, errorMessage: '不支持「shop.docx」的文件类型，请上传 PNG、JPG、JPEG、PDF 格式的文件', data: { field: 'name' } });
    expect((await sign('shop.html', 10, 'vat-store')).body.errorMessage).toBe('不能上传网页或脚本文件（「shop.html」），请上传 PNG、JPG、JPEG、PDF 格式的文件');
    expect((await sign('logo.svg', 10)).body.errorMessage).toMatch(/^不支持上传 SVG 文件（「logo\.svg」）/);
    expect((await sign('big.png', 21 * 1024 * 1024, 'vat-store')).body).toMatchObject({ success: false, errorMessage: '文件「big.png」超过 20 MB 上限，请压缩或拆分后再上传', data: { field: 'size' } });
    expect(db().uploadTickets.size).toBe(0);
    expect((await sign('ok.png', 10, 'vat-store')).body.success).toBe(true);
    expect(db().uploadTickets.size).toBe(1);
  });
});

describe('the upload, by content', () => {
  it('refuses an HTML page renamed .png and an SVG named .png through the VAT wizard call, and stores a real PNG', async () => {
    expect((await vatUpload('shot.png', HTML)).body).toMatchObject({ success: false, errorMessage: '不能上传网页或脚本文件（「shot.png」），请上传 PNG、JPG、JPEG、PDF 格式的文件', data: { field: 'file' } });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await vatUpload('shot.png', svg)).body.errorMessage).toMatch(/^不支持上传 SVG 文件/);
    expect([...db().files.values()]).toHaveLength(0);
    const ok = await vatUpload('shot.png', PNG);
    expect(ok.body).toMatchObject({ success: true, data: { name: 'shot.png', size: PNG.length } });
    expect(db().files.get(ok.body.data.key)?.data.length).toBe(PNG.length);
  });

  it('refuses an HTML page named .csv on the upload-sign flow (the scene is the signature\'s)', async () => {
    const s = await sign('report.csv', HTML.length, 'report');
    const put = await call('POST /api/upload/put/:sign', { params: { sign: s.body.data.url.split('/').pop() }, files: file('report.csv', HTML) });
    expect(put.body).toMatchObject({ success: false, errorMessage: '不能上传网页或脚本文件（「report.csv」），请上传 CSV、XLSX、TXT、ZIP 格式的文件' });
    const s2 = await sign('report.csv', 10, 'report');
    const ok = await call('POST /api/upload/put/:sign', { params: { sign: s2.body.data.url.split('/').pop() }, files: file('report.csv', Buffer.from('date,amount\n1,2\n')) });
    expect(ok.body.success).toBe(true);
  });

  it('refuses a file larger than announced once it is over the scene limit', async () => {
    const s = await sign('a.png', 10, 'vat-fba');
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]);
    const put = await call('POST /api/upload/put/:sign', { params: { sign: s.body.data.url.split('/').pop() }, files: file('a.png', big) });
    expect(put.body.errorMessage).toBe('文件「a.png」超过 20 MB 上限，请压缩或拆分后再上传');
  });
});
