/**
 * The Common mock handlers called directly with fake requests and a recording response.
 */
import fs from 'fs';
import path from 'path';
import routes from '../../../mock/common';
import { db, encodeKey, issueToken, resetStore } from '../../../mock/_store';
import { callRoute, type MockCallInput } from '../helpers/mock-call';
import { companyRegistry } from '../../../mock/_store/common-data';
import { isValidIdCard, isValidUscc, usccCheckChar } from '@/core/china-ids';

const call = (route: string, input: MockCallInput = {}) => callRoute(routes, route, input);

let seller: string;
let agent: string;
beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  agent = issueToken(2);
});

describe('enum', () => {
  it('answers every group with Chinese labels, open', async () => {
    const r = await call('GET /api/enum', { query: { group_name: 'vat_company_type' } });
    expect(r.body.success).toBe(true);
    expect(r.body.data.map((i: any) => i.label)).toEqual(['中国大陆公司', '香港公司', '海外公司', '个人']);
    for (const g of ['he_gui_type', 'epr_status', 'epr_type', 'ver_pack_type', 'vat_store_platform', 'vat_overseas_areas', 'china_main_land_company_type']) {
      const x = await call('GET /api/enum', { query: { group_name: g } });
      expect(x.body.data.length).toBeGreaterThan(3);
    }
  });

  it('validates group_name', async () => {
    expect((await call('GET /api/enum')).body).toMatchObject({ success: false, errorMessage: '缺少参数 group_name', data: { field: 'group_name' } });
    expect((await call('GET /api/enum', { query: { group_name: 'foo' } })).body.errorMessage).toBe('未知的枚举分组：foo');
  });
});

describe('areas, countries, settings', () => {
  it('has 34 level-1 divisions with pinyin and level-2 cities with zip codes', async () => {
    const l1 = (await call('GET /api/area', { query: { level: '1' } })).body.data;
    expect(l1).toHaveLength(34);
    expect(l1.find((a: any) => a.code === '440000')).toMatchObject({ name: '广东省', pinyin: 'guangdong' });
    const gd = (await call('GET /api/area', { query: { parent_code: '440000' } })).body.data;
    expect(gd.find((a: any) => a.name === '深圳市')).toMatchObject({ code: '440300', pinyin: 'shenzhen', zip_code: '518000', level: 2 });
    const q = (await call('GET /api/area', { query: { q: 'hang' } })).body.data;
    expect(q.map((a: any) => a.name)).toEqual(['杭州市']);
    expect((await call('GET /api/area', { query: { level: '3' } })).body.errorMessage).toBe('层级只能是 1 或 2');
    const tree = (await call('GET /api/districts')).body.data;
    expect(tree).toHaveLength(34);
    expect(tree.find((n: any) => n.value === '310000').children.length).toBe(16);
  });

  it('countries info carries rate and currency', async () => {
    const r = (await call('GET /api/countries-info', { query: { code: 'GB,DE,PL' } })).body.data;
    expect(r).toEqual([
      { code: 'DE', tax_rate: 19, currency: 'EUR' },
      { code: 'GB', tax_rate: 20, currency: 'GBP' },
      { code: 'PL', tax_rate: 23, currency: 'PLN' },
    ]);
    expect((await call('GET /api/countries-info', { query: { code: 'XX' } })).body.errorMessage).toBe('不支持的国家：XX');
    const countries = (await call('GET /api/countries')).body.data;
    expect(countries.find((c: any) => c.code === 'JP')).toEqual({ code: 'JP', name: '日本', nameEn: 'Japan', currency: 'JPY' });
  });

  it('settings include the default UK tax-agent email', async () => {
    const r = (await call('GET /api/settings', { query: { key: 'default_gb_tax_agent_email' } })).body.data;
    expect(r).toEqual([{ key: 'default_gb_tax_agent_email', value: 'gb-agent@yishui.example.cn' }]);
  });

  it('valid dates are guarded, 1-5 years per country', async () => {
    expect((await call('GET /api/valid-dates')).http).toBe(401);
    const r = (await call('GET /api/valid-dates', { query: { countryCode: 'de' }, token: seller })).body.data;
    expect(r).toHaveLength(5);
    expect(r[0].countryCode).toBe('DE');
    expect(r[0].validText).toContain('1 年');
    expect(r[4].validDate > r[0].validDate).toBe(true);
  });
});

describe('drafts', () => {
  it('saves, reads, replaces and removes per user, type and key', async () => {
    expect((await call('GET /api/draft', { query: { type: 'epr' } })).http).toBe(401);
    await call('POST /api/draft', { token: seller, body: { type: 'epr', data: { companyName: '深圳市张伟电子商务有限公司' } } });
    await call('POST /api/draft', { token: seller, body: { type: 'epr', key: '7', data: { step: 2 } } });
    const got = (await call('GET /api/draft', { token: seller, query: { type: 'epr' } })).body.data;
    expect(got.data).toEqual({ companyName: '深圳市张伟电子商务有限公司' });
    expect(typeof got.updatedAt).toBe('string');
    // another user sees nothing
    expect((await call('GET /api/draft', { token: agent, query: { type: 'epr' } })).body.data).toBeNull();
    await call('POST /api/draft', { token: seller, body: { type: 'epr', data: { companyName: '改' } } });
    expect(db().drafts.filter((d) => d.userId === 1)).toHaveLength(2);
    expect((await call('DELETE /api/draft', { token: seller, body: { type: 'epr' } })).body.data).toEqual({ removed: true });
    expect((await call('GET /api/draft', { token: seller, query: { type: 'epr' } })).body.data).toBeNull();
    expect((await call('GET /api/draft', { token: seller, query: { type: 'epr', key: '7' } })).body.data.data).toEqual({ step: 2 });
  });

  it('validates type and data', async () => {
    expect((await call('GET /api/draft', { token: seller })).body.errorMessage).toBe('缺少草稿类型 type');
    expect((await call('POST /api/draft', { token: seller, body: { data: {} } })).body.errorMessage).toBe('缺少草稿类型 type');
    expect((await call('DELETE /api/draft', { token: seller, body: {} })).body.errorMessage).toBe('缺少草稿类型 type');
    expect((await call('POST /api/draft', { token: seller, body: { type: 'epr' } })).body.errorMessage).toBe('缺少草稿内容 data');
  });
});

describe('ocr', () => {
  function store(key: string, name: string, mime = 'image/jpeg', ownerId = 1, data: Buffer = Buffer.alloc(2048)) {
    db().files.set(key, { key, name, size: data.length, mime, data, ownerId, createdAt: '2026-11-20' });
  }
  const sample = (file: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/ocr', file));

  it('reads a sample identity card as the table says, with a valid number, by key or by its file-host URL', async () => {
    store('ocr/1/a.png', '身份证正面.png', 'image/png', 1, sample('idcard.png'));
    const a = (await call('POST /api/ocr', { token: seller, body: { key: 'ocr/1/a.png' } })).body.data;
    expect(a).toMatchObject({ type: 'idcard', name: '王芳', sex: '女', birth: '1988-06-15', nation: '汉' });
    expect(isValidIdCard(a.idNumber)).toBe(true);
    expect(a.idNumber.slice(6, 14)).toBe(a.birth.replace(/-/g, ''));
    const b = (await call('POST /api/ocr', { token: seller, body: { url: '/mock-oss/ocr/1/a.png', options: { type: 'idcard' } } })).body.data;
    expect(b).toEqual(a);
  });

  it('reads a sample licence (PNG or PDF) as its registered company, and a sample passport', async () => {
    store('ocr/1/lic.png', '营业执照.png', 'image/png', 1, sample('licence.png'));
    const lic = (await call('POST /api/ocr', { token: seller, body: { key: 'ocr/1/lic.png', options: { type: 'bizlicense' } } })).body.data;
    const zhang = companyRegistry().find((c) => c.companyName === '深圳市张伟电子商务有限公司')!;
    expect(lic).toMatchObject({ type: 'bizlicense', companyName: zhang.companyName, registerNo: zhang.registerNo, legalName: '张伟', address: zhang.address, foundDate: zhang.foundDate });
    expect(isValidUscc(lic.registerNo)).toBe(true);
    store('ocr/1/lic.pdf', '营业执照.pdf', 'application/pdf', 1, sample('licence-baichuan.pdf'));
    const pdf = (await call('POST /api/ocr', { token: seller, body: { key: 'ocr/1/lic.pdf', options: { type: 'bizlicense' } } })).body.data;
    expect(pdf.companyName).toBe('义乌市百川贸易有限公司');
    store('ocr/1/pp.png', '护照.png', 'image/png', 1, sample('passport.png'));
    const pp = (await call('POST /api/ocr', { token: seller, body: { key: 'ocr/1/pp.png', options: { type: 'passport' } } })).body.data;
    expect(pp).toMatchObject({ name: '张伟', nameEn: 'ZHANG WEI', nationality: 'CHN' });
    expect(pp.expiryDate > pp.issueDate).toBe(true);
  });

  it('never invents: an unknown file, a sample asked as another kind, an outside URL are "未能识别，请手动填写" and nothing is stored', async () => {
    const filesBefore = db().files.size;
    const draftsBefore = db().drafts.length;
    store('ocr/1/unknown.png', '营业执照.png', 'image/png');
    store('ocr/1/id.png', '身份证.png', 'image/png', 1, sample('idcard.png'));
    const unrecognised = { success: false, errorCode: 'OCR_UNRECOGNISED', errorMessage: '未能识别，请手动填写', data: { field: 'url' } };
    for (const body of [
      { key: 'ocr/1/unknown.png', options: { type: 'bizlicense' } },
      { key: 'ocr/1/unknown.png', options: { type: 'idcard' } },
      { key: 'ocr/1/unknown.png', options: { type: 'passport' } },
      { key: 'ocr/1/id.png', options: { type: 'bizlicense' } },
      { url: 'https://cdn.example.cn/p/passport.jpg', options: { type: 'passport' } },
    ]) {
      const r = (await call('POST /api/ocr', { token: seller, body })).body;
      expect([body, r]).toEqual([body, expect.objectContaining(unrecognised)]);
    }
    // Only the two files stored by the test; no draft or company record appeared.
    expect(db().files.size).toBe(filesBefore + 2);
    expect(db().drafts.length).toBe(draftsBefore);
  });

  it('refuses unknown types, missing, foreign, unreadable and blurred files in Chinese', async () => {
    expect((await call('POST /api/ocr', { token: seller, body: { key: 'x', options: { type: 'visa' } } })).body.errorMessage).toBe(
      '不支持的识别类型：visa，可选 bizlicense / idcard / passport',
    );
    expect((await call('POST /api/ocr', { token: seller, body: {} })).body.errorMessage).toBe('请先上传需要识别的证件照片');
    expect((await call('POST /api/ocr', { token: seller, body: { key: 'nope' } })).body.errorMessage).toBe('文件不存在或已过期，请重新上传');
    store('ocr/2/x.jpg', 'x.jpg', 'image/jpeg', 2);
    expect((await call('POST /api/ocr', { token: seller, body: { key: 'ocr/2/x.jpg' } })).body.errorMessage).toBe('文件不存在或已过期，请重新上传');
    store('ocr/1/r.xlsx', '报告.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await call('POST /api/ocr', { token: seller, body: { key: 'ocr/1/r.xlsx' } })).body.errorMessage).toContain('无法识别该文件');
    store('ocr/1/b.jpg', '模糊.jpg');
    expect((await call('POST /api/ocr', { token: seller, body: { key: 'ocr/1/b.jpg' } })).body.errorMessage).toContain('图片模糊');
  });
});

describe('company verification', () => {
  it('answers the spec codes with the spec messages', async () => {
    const c = companyRegistry()[3];
    const q = (over: Record<string, string>) => call('GET /api/company/verify', { token: seller, query: { registerNo: c.registerNo, companyName: c.companyName, legalName: c.legalName, ...over } });
    expect((await q({})).body.data).toEqual({ status: 1, legalName: c.legalName, message: null });
    expect((await q({ companyName: '别的公司' })).body.data).toMatchObject({ status: 2, message: '公司名称不一致' });
    expect((await q({ legalName: '路人甲' })).body.data).toEqual({ status: 3, legalName: c.legalName, message: `法人应为「${c.legalName}」，与上传的不一致，请重新上传` });
    const wrong = c.registerNo.slice(0, 17) + (c.registerNo[17] === '0' ? '1' : '0');
    expect((await q({ registerNo: wrong })).body.data).toMatchObject({ status: 0, message: '统一社会信用代码错误' });
    const body = '00000000000000000';
    expect((await q({ registerNo: body + usccCheckChar(body) })).body.data).toMatchObject({ status: -1, message: '查询失败，请稍后重试' });
    // Valid check character but not registered.
    const other = '91440300MA5FAKE01'.replace(/[^0-9A-HJ-NPQRTUWXY]/g, '0');
    expect((await q({ registerNo: other + usccCheckChar(other) })).body.data.status).toBe(0);
  });

  it('validates the three fields and requires a token', async () => {
    expect((await call('GET /api/company/verify', { query: {} })).http).toBe(401);
    const r = await call('GET /api/company/verify', { token: seller, query: { companyName: 'a', legalName: 'b' } });
    expect(r.body).toMatchObject({ success: false, errorMessage: '请输入统一社会信用代码', data: { field: 'registerNo' } });
    expect((await call('GET /api/company/verify', { token: seller, query: { registerNo: 'x', legalName: 'b' } })).body.errorMessage).toBe('请输入公司名称');
    expect((await call('GET /api/company/verify', { token: seller, query: { registerNo: 'x', companyName: 'a' } })).body.errorMessage).toBe('请输入法人姓名');
  });
});

describe('to-pdf', () => {
  it('stores a valid PDF under the file host', async () => {
    const r = (await call('POST /api/to-pdf', { token: seller, body: { html: '<html><title>税金计算结果</title><body>x</body></html>', fileName: '计算结果' } })).body.data;
    expect(r.name).toBe('计算结果.pdf');
    expect(r.url.startsWith(`/mock-oss/${encodeKey(r.key)}?cert=`)).toBe(true);
    const file = db().files.get(r.key)!;
    expect(file.mime).toBe('application/pdf');
    const text = file.data.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The xref offsets point at the objects.
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(text.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it('validates input', async () => {
    expect((await call('POST /api/to-pdf', { body: { url: '/x' } })).http).toBe(401);
    expect((await call('POST /api/to-pdf', { token: seller, body: {} })).body.errorMessage).toBe('缺少参数 url 或 html');
    expect((await call('POST /api/to-pdf', { token: seller, body: { url: 'javascript:alert(1)' } })).body.errorMessage).toBe('页面地址无效');
  });
});

describe('client users', () => {
  it('lists the agent clients, filtered by users and paged', async () => {
    const all = (await call('GET /api/user/clients', { token: agent })).body.data;
    expect(all.total).toBe(3);
    const some = (await call('GET /api/user/clients', { token: agent, query: { users: '3,5' } })).body.data;
    expect(some.list.map((u: any) => u.id)).toEqual([3, 5]);
    const page2 = (await call('GET /api/user/clients', { token: agent, query: { perPage: '2', page: '2' } })).body.data;
    expect(page2).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(page2.list).toHaveLength(1);
    expect((await call('GET /api/user/clients', { token: seller })).body.errorMessage).toBe('仅代理商账号可以查看客户用户');
  });
});
