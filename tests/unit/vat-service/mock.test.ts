/**
 * The VAT service mock (mock/vat-service.ts): company lookup, blacklist, existing registrations, the
 * legal-person check with its normalised query, per-country config, VAT number checks, FBA
 * recognition, e-signature states, create/update feeding the VAT records list, uploads.
 */
import routes from '../../../mock/vat-service';
import vatTaxRoutes from '../../../mock/vat-tax';
import { db, issueToken, resetStore } from '../../../mock/_store';
import { companyRegistry, makeIdCard } from '../../../mock/_store/common-data';
import { vatServiceStore } from '../../../mock/_store/vat-service';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);
let seller: string;
let agent: string;
const zhang = () => companyRegistry()[0];

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  agent = issueToken(2);
  process.env.MOCK_TEST_API = '1';
});

/** Signs a new agreement for the token's user; answers the signId. */
async function signed(token: string): Promise<string> {
  const { signId, url } = (await call('GET /api/vat-tax/sign-url', { token })).body.data;
  const t = new URL(url, 'http://x').searchParams.get('token');
  const r = await call('POST /api/vat-tax/sign', { body: { token: t, signerName: '张伟', mode: 'typed', signature: '张伟' } });
  expect(r.body.success).toBe(true);
  return signId;
}

const application = (signId: string, extra: Record<string, unknown> = {}) => ({
  storeName: 'ZW Home EU',
  storePlatform: 'amazon',
  companyName: zhang().companyName,
  registerNumber: zhang().registerNo,
  legalName: '张伟',
  legalIdCardType: 'idcard',
  legalCertFileNum: makeIdCard('440305', '1985-03-12', '男'),
  registerCountry: ['GB', 'DE'],
  transferCountry: ['FR'],
  information: { register: { GB: { expectValidDate: 2 }, DE: {} }, transfer: { FR: { localVatNumber: 'FR40303265045', expectValidDate: 1 } } },
  signId,
  ...extra,
});

describe('company lookups', () => {
  it('qcc finds registry companies by name or code fragment', async () => {
    const r = (await call('GET /api/vat-tax/qcc', { token: seller, query: { keyword: '张伟电子' } })).body.data;
    expect(r).toEqual([expect.objectContaining({ companyName: '深圳市张伟电子商务有限公司', legalName: '张伟', registerNo: zhang().registerNo })]);
    expect((await call('GET /api/vat-tax/qcc', { token: seller, query: { keyword: '不存在的公司' } })).body.data).toEqual([]);
  });

  it('is_black refuses the seeded blacklisted company only', async () => {
    const black = companyRegistry().find((c) => c.companyName === '东莞市锐拓电子科技有限公司')!;
    const r = (await call('GET /api/vat-tax/is_black', { token: seller, query: { registerNumber: black.registerNo } })).body.data;
    expect(r.black).toBe(true);
    expect(r.reason).toMatch(/欠款/);
    expect((await call('GET /api/vat-tax/is_black', { token: seller, query: { registerNumber: zhang().registerNo } })).body.data.black).toBe(false);
  });

  it('exists is true for the demo seller’s existing GB registration, false elsewhere', async () => {
    const r = (await call('GET /api/vat-tax/exists', { token: seller, query: { companyName: zhang().companyName, countryCode: 'GB,NL' } })).body.data;
    expect(r).toEqual({ exists: true, countries: ['GB'] });
    expect((await call('GET /api/vat-tax/exists', { token: seller, query: { companyName: zhang().companyName, countryCode: 'NL' } })).body.data.exists).toBe(false);
  });
});

describe('legal-person check (codes -1/0/2/3, query normalised)', () => {
  const check = async (q: Record<string, string>) => (await call('GET /api/vat-tax/valid-register-legal', { token: seller, query: q })).body.data;
  it('passes with full-width parentheses and stray spaces', async () => {
    const r = await check({ companyName: ` ${zhang().companyName.replace('电子', '电子 ')} `, registerNumber: ` ${zhang().registerNo.toLowerCase()} `, legalName: ' 张伟\u3000' });
    expect(r.status).toBe(1);
  });
  it('answers each failure code with its message', async () => {
    expect((await check({ companyName: 'x', registerNumber: '00' + zhang().registerNo.slice(2), legalName: '张伟' })).status).toBe(-1);
    const wrong = zhang().registerNo.slice(0, 17) + (zhang().registerNo[17] === '0' ? '1' : '0');
    expect(await check({ companyName: zhang().companyName, registerNumber: wrong, legalName: '张伟' })).toEqual({ status: 0, legalName: '', message: '统一社会信用代码错误' });
    expect((await check({ companyName: '深圳市别的公司', registerNumber: zhang().registerNo, legalName: '张伟' })).message).toBe('公司名称不一致');
    const r = await check({ companyName: zhang().companyName, registerNumber: zhang().registerNo, legalName: '李四' });
    expect(r).toEqual({ status: 3, legalName: '张伟', message: '法人应为「张伟」，与上传的不一致，请重新上传' });
  });
  it('refuses a missing value at its field', async () => {
    const r = await call('GET /api/vat-tax/valid-register-legal', { token: seller, query: { companyName: 'x', registerNumber: zhang().registerNo } });
    expect([r.body.success, r.body.data.field]).toEqual([false, 'legalName']);
  });
});

describe('per-country data', () => {
  it('vat-config: fees, documents, fiscal representative, lead time', async () => {
    const fr = (await call('GET /api/vat-tax/vat-config', { token: seller, query: { countryCode: 'FR' } })).body.data;
    expect(fr).toEqual(expect.objectContaining({ countryCode: 'FR', fiscalRepRequired: true, leadTimeWeeks: [4, 8], fees: { register: '4000.00', transfer: '1500.00', annual: '6000.00' } }));
    expect(fr.documentLabels.fiscalRepMandate).toBe('财税代表委托书');
    const all = (await call('GET /api/vat-tax/vat-config', { token: seller })).body.data;
    expect(all.map((c: { countryCode: string }) => c.countryCode)).toEqual(['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'JP', 'AT', 'SE', 'BE']);
    expect((await call('GET /api/vat-tax/vat-config', { token: seller, query: { countryCode: 'US' } })).body.success).toBe(false);
  });
  it('eu-country lists the 27 member states; valid-date 1 to 5 years', async () => {
    expect((await call('GET /api/vat-tax/eu-country', { token: seller })).body.data).toHaveLength(27);
    const d = (await call('GET /api/vat-tax/valid-date', { token: seller, query: { countryCode: 'DE' } })).body.data;
    expect(d.map((x: { year: number }) => x.year)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('VAT number checks', () => {
  const check = async (countryCode: string, vatNumber: string) => (await call('GET /api/vat-tax/vat-check', { token: seller, query: { countryCode, vatNumber } })).body.data;
  it('valid, invalid (check digits), and "could not check" while the service is down', async () => {
    expect((await check('FR', 'FR40303265045')).status).toBe('valid');
    expect((await check('FR', 'FR41303265045')).status).toBe('invalid');
    await call('POST /api/__test__/vat-service', { body: { checkDown: ['FR'] } });
    const down = await check('FR', 'FR40303265045');
    expect(down.status).toBe('unavailable');
    expect(down.message).toMatch(/稍后/);
  });
  it('mtd-info for GB and number-info for FR', async () => {
    const m = (await call('GET /api/vat-tax/mtd-info', { token: seller, query: { vatNumber: '980780684' } })).body.data;
    expect(m.vatNumber).toBe('GB980780684');
    expect([1, 2, 3]).toContain(m.stagger);
    const f = (await call('GET /api/fr/number-info', { token: seller, query: { vatNumber: 'FR40303265045' } })).body.data;
    expect(f.siren).toBe('303265045');
    expect((await call('GET /api/fr/number-info', { token: seller, query: { vatNumber: 'FR41303265045' } })).body.success).toBe(false);
  });
});

describe('FBA screenshot recognition', () => {
  it('is pending, then lists the warehouses’ countries; a blurred file is refused', async () => {
    db().files.set('fba/1/a.png', { key: 'fba/1/a.png', name: 'inventory.png', size: 10, mime: 'image/png', data: Buffer.from('x'), ownerId: 1, createdAt: '' });
    db().files.set('fba/1/b.png', { key: 'fba/1/b.png', name: '库存-模糊.png', size: 10, mime: 'image/png', data: Buffer.from('x'), ownerId: 1, createdAt: '' });
    const { taskId } = (await call('GET /api/vat-tax/fba-ocr', { token: seller, query: { key: 'fba/1/a.png' } })).body.data;
    expect((await call('GET /api/vat-tax/fba-ocr-result', { token: seller, query: { taskId } })).body.data.status).toBe('pending');
    vatServiceStore().fbaTasks.get(taskId)!.startedAt -= 5000;
    const done = (await call('GET /api/vat-tax/fba-ocr-result', { token: seller, query: { taskId } })).body.data;
    expect(done.status).toBe('done');
    expect(done.countries[0]).toBe('GB');
    expect((await call('GET /api/vat-tax/fba-ocr', { token: seller, query: { key: 'fba/1/b.png' } })).body.errorMessage).toMatch(/模糊/);
    expect((await call('GET /api/vat-tax/fba-ocr', { token: agent, query: { key: 'fba/1/a.png' } })).body.success).toBe(false);
  });
});

describe('e-signature', () => {
  it('pending → signed; a second signing and an expired link get their messages', async () => {
    const { signId, url } = (await call('GET /api/vat-tax/sign-url', { token: seller })).body.data;
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    expect((await call('GET /api/vat-tax/sign-result', { token: seller, query: { signId } })).body.data.status).toBe('pending');
    const info = (await call('GET /api/vat-tax/sign-info', { query: { token } })).body.data;
    expect(info.agreement).toMatch(/服务协议/);
    const mismatch = await call('POST /api/vat-tax/sign', { body: { token, signerName: '张伟', mode: 'typed', signature: '李四' } });
    expect(mismatch.body.data.field).toBe('signature');
    expect((await call('POST /api/vat-tax/sign', { body: { token, signerName: '张伟', mode: 'typed', signature: '张伟' } })).body.success).toBe(true);
    expect((await call('GET /api/vat-tax/sign-result', { token: seller, query: { signId } })).body.data).toEqual(expect.objectContaining({ status: 'signed', signerName: '张伟' }));
    expect((await call('GET /api/vat-tax/sign-info', { query: { token } })).body.errorMessage).toMatch(/无需重复签署/);
    expect((await call('GET /api/vat-tax/sign-result', { token: agent, query: { signId } })).body.success).toBe(false);

    const other = (await call('GET /api/vat-tax/sign-url', { token: seller })).body.data;
    await call('POST /api/__test__/vat-service', { body: { expireSign: other.signId } });
    expect((await call('GET /api/vat-tax/sign-result', { token: seller, query: { signId: other.signId } })).body.data.status).toBe('expired');
    const t2 = new URL(other.url, 'http://x').searchParams.get('token')!;
    expect((await call('GET /api/vat-tax/sign-info', { query: { token: t2 } })).body.errorMessage).toMatch(/已过期/);
  });
});

describe('create and update', () => {
  it('stores the application (stage submitted) and adds its records to the VAT list', async () => {
    const signId = await signed(seller);
    const r = await call('POST /api/vat-tax/create', { token: seller, body: application(signId) });
    expect(r.body.success).toBe(true);
    const app = r.body.data;
    expect(app).toEqual(expect.objectContaining({ stage: 'submitted', registerCountry: ['GB', 'DE'], transferCountry: ['FR'], total: '24000.00' }));
    expect(app.number).toMatch(/^VS\d{8}-\d{4}$/);
    const list = (await call('GET /api/vat-tax/applications', { token: seller })).body.data;
    expect(list.map((a: { id: number }) => a.id)).toEqual([app.id]);
    const records = (await callRoute(vatTaxRoutes as unknown as Record<string, unknown>, 'GET /api/vat-tax', { token: seller, query: { per_page: '100', status: '1' } })).body.data;
    const added = records.list.filter((x: { id: number }) => app.recordIds.includes(x.id));
    expect(added.map((x: { countryCode: string; type: number }) => `${x.countryCode}${x.type}`).sort()).toEqual(['DE0', 'FR1', 'GB0']);
    expect(added.find((x: { type: number }) => x.type === 1).vatNumber).toBe('FR40303265045');
    // update: FR becomes a register country instead
    const u = await call('POST /api/vat-tax/update', {
      token: seller,
      body: { ...application(signId, { transferCountry: [], registerCountry: ['GB'] }), id: app.id },
    });
    expect(u.body.data.registerCountry).toEqual(['GB']);
    expect(u.body.data.recordIds).toHaveLength(1);
  });

  it('a returned application shows its reason, reopens with its values and is updated in place (same id, records replaced)', async () => {
    const signId = await signed(seller);
    const app = (await call('POST /api/vat-tax/create', { token: seller, body: application(signId) })).body.data;
    // Only the test API returns an application.
    const back = await call('POST /api/__test__/vat-service', { body: { returnApp: { id: app.id, reason: '营业执照照片不完整，请重新上传' } } });
    expect(back.body.success).toBe(true);
    const list = (await call('GET /api/vat-tax/applications', { token: seller })).body.data;
    expect(list).toEqual([expect.objectContaining({ id: app.id, stage: 'needsAction', returnReason: '营业执照照片不完整，请重新上传' })]);
    const detail = (await call('GET /api/vat-tax/applications/:id(\\d+)', { token: seller, params: { id: String(app.id) } })).body.data;
    expect(detail.values).toEqual(expect.objectContaining({ storeName: 'ZW Home EU', registerCountry: ['GB', 'DE'] }));
    expect(detail.values.signId).toBeUndefined();
    // Another user sees nothing of it.
    expect((await call('GET /api/vat-tax/applications/:id(\\d+)', { token: issueToken(3), params: { id: String(app.id) } })).body.errorCode).toBe('NOT_FOUND');
    const signId2 = await signed(seller);
    const u = await call('POST /api/vat-tax/update', { token: seller, body: { ...application(signId2, { storeName: 'ZW Home EU 2' }), id: app.id } });
    expect(u.body.data).toEqual(expect.objectContaining({ id: app.id, number: app.number, stage: 'submitted' }));
    expect(u.body.data.returnReason).toBeUndefined();
    const after = (await call('GET /api/vat-tax/applications', { token: seller })).body.data;
    expect(after).toHaveLength(1);
    expect(after[0]).toEqual(expect.objectContaining({ id: app.id, stage: 'submitted' }));
    expect(after[0].returnReason).toBeUndefined();
    expect(vatServiceStore().applications[0].values.storeName).toBe('ZW Home EU 2');
  });

  it('accepts cleared form fields (null) as absent', async () => {
    const signId = await signed(seller);
    const r = await call('POST /api/vat-tax/create', { token: seller, body: application(signId, { foundDate: null, urlToken: null, companyType: 1, mainlandCompanyType: 2, storePlatform: 'amazon', information: { register: { GB: { firstDeclareDate: null, agentEmail: null }, DE: {} }, transfer: { FR: { localVatNumber: 'FR40303265045', vatFile: null } } } }) });
    expect(r.body.success).toBe(true);
  });

  it('refuses each bad input at its field', async () => {
    const signId = await signed(seller);
    const bad = async (extra: Record<string, unknown>) => (await call('POST /api/vat-tax/create', { token: seller, body: application(signId, extra) })).body;
    const black = companyRegistry().find((c) => c.companyName === '东莞市锐拓电子科技有限公司')!;
    expect((await bad({ registerNumber: black.registerNo })).errorMessage).toMatch(/无法办理/);
    expect((await bad({ registerNumber: zhang().registerNo.slice(0, 17) + 'Z' })).data.field).toBe('registerNumber');
    expect((await bad({ registerCountry: ['FR'], transferCountry: [] })).data.field).toBe('information.register.FR.fiscalRepresentative');
    const vat = await bad({ information: { transfer: { FR: { localVatNumber: 'FR41303265045' } } } });
    expect([vat.data.field, vat.errorMessage]).toEqual(['information.transfer.FR.localVatNumber', 'VAT 税号格式或校验位不正确，请核对']);
    expect((await bad({ legalIdCardType: 'passport', legalCertFileNum: 'E12345678', legalCertExpiry: '2020-01-01' })).errorMessage).toBe('护照已过期，请上传有效期内的护照');
    expect((await bad({ registerCountry: ['JP'], transferCountry: [], japan: { corporateNumber: '6835678256246' } })).data.field).toBe('japan.corporateNumber');
    expect((await bad({ registerCountry: [], transferCountry: [] })).errorMessage).toBe('请至少选择一个注册国家或转代理国家');
    const unsigned = (await call('GET /api/vat-tax/sign-url', { token: seller })).body.data.signId;
    expect((await bad({ signId: unsigned })).data.field).toBe('signId');
    // other stores (kit StoresField): the URL rule and no store twice, as in the form
    const store = await bad({ otherStores: [{ store: 'https://shop.example.c0m' }] });
    expect([store.data.field, store.errorMessage]).toEqual(['otherStores', '店铺网址格式有误，应为网址，例如 https://www.amazon.de/shops/xxx']);
    expect((await bad({ otherStores: [{ store: 'ZW Shop' }, { store: 'zw shop ' }] })).errorMessage).toBe('店铺重复了，请删除重复的一行');
    expect(vatServiceStore().applications).toHaveLength(0);
  });

  it('keeps the other stores of an application', async () => {
    const signId = await signed(seller);
    const r = await call('POST /api/vat-tax/create', { token: seller, body: application(signId, { otherStores: [{ store: 'https://www.zwhome.com' }, { store: 'ZW Home eBay' }] }) });
    expect(r.body.success).toBe(true);
    expect(vatServiceStore().applications[0].values.otherStores).toEqual([{ store: 'https://www.zwhome.com' }, { store: 'ZW Home eBay' }]);
  });

  it('an agent submits for a client (the records belong to the client), never for a stranger', async () => {
    const signId = await signed(agent);
    const r = await call('POST /api/vat-tax/create', { token: agent, body: application(signId, { clientId: 3 }) });
    expect(r.body.data.userId).toBe(3);
    expect((await call('GET /api/vat-tax/applications', { token: issueToken(3) })).body.data).toHaveLength(1);
    expect((await call('GET /api/vat-tax/applications', { token: agent, query: { users: '4' } })).body.data).toHaveLength(0);
    const s2 = await signed(seller);
    expect((await call('POST /api/vat-tax/create', { token: seller, body: application(s2, { clientId: 3 }) })).body.data.field).toBe('clientId');
  });
});

describe('upload', () => {
  it('stores a file under a valid sign once; a bad sign is refused', async () => {
    const ticket = { sign: 'a'.repeat(32), key: 'vat/1/x.png', userId: 1, expiresAt: Date.now() + 60_000 };
    db().uploadTickets.set(ticket.sign, ticket);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const file = { fieldname: 'file', originalname: 'licence.png', mimetype: 'image/png', size: png.length, buffer: png };
    const r = await call('POST /api/vat-tax/upload', { token: seller, body: { sign: ticket.sign }, files: [file] });
    expect(r.body.data).toEqual({ key: 'vat/1/x.png', name: 'licence.png', size: png.length });
    expect((await call('POST /api/vat-tax/upload', { token: seller, body: { sign: ticket.sign }, files: [file] })).body.data.field).toBe('sign');
  });
});
