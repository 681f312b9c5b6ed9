/**
 * The German packaging-law mock (`/api/packaging-law/create|list|info`): the token, refusals in
 * Chinese at their field (the same rules as the form), duplicates, an agent submitting for a client
 * and only its own clients, scope of the list and the details, and answers parsing against the
 * contract.
 */
import routes from '../../../mock/packaging-law';
import { db, issueToken, resetStore } from '../../../mock/_store';
import { packagingLawApi } from '@/core/packaging-law/api';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);
let seller: string;
let agent: string;
let client2: string;

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  agent = issueToken(2);
  client2 = issueToken(4);
});

const good = () => ({
  companyCert: [{ key: 'vat-licence/1/licence.png', name: 'licence.png' }],
  companyName: '深圳市张伟电子商务有限公司',
  businessNo: '91440300MA5G8XKQ24',
  companyAddressCn: '深圳市南山区科苑路 15 号',
  companyAddressEn: 'No. 15 Keyuan Road, Nanshan, Shenzhen, China',
  legalFamilyName: 'Zhang',
  legalLastName: 'Wei',
  legalGender: 'male',
  legalName: '张伟',
  phone: '13800138000',
  amazonStoreUrl: 'https://www.amazon.de/sp?seller=A1NEWBRAND',
  brandName: 'Nordlicht',
  materials: [
    { type: 2, weight: '820.5' },
    { type: 5, weight: 64 },
    { type: 7, weight: '3.25' },
  ],
});

const ids = (page: { list: { id: number }[] }) => page.list.map((r) => r.id);

describe('the packaging-law mock', () => {
  it('refuses calls without a token with 401', async () => {
    for (const r of ['GET /api/packaging-law/list', 'GET /api/packaging-law/info', 'POST /api/packaging-law/create']) {
      const a = await call(r, { query: { id: '1' }, body: good() });
      expect([r, a.http]).toEqual([r, 401]);
    }
  });

  it('stores a valid application (status 0, masses summed in kg) that the list then shows', async () => {
    const a = await call('POST /api/packaging-law/create', { token: seller, body: good() });
    expect(a.body.success).toBe(true);
    expect([a.body.data.status, a.body.data.totalKg, a.body.data.lucidNumber, a.body.data.userId]).toEqual([0, 887.75, null, 1]);
    expect(a.body.data.number).toMatch(/^DPL\d{8}\d{4}$/);
    expect(packagingLawApi.create.response.safeParse(JSON.parse(JSON.stringify(a.body.data))).success).toBe(true);
    const page = (await call('GET /api/packaging-law/list', { token: seller })).body.data;
    expect(page.list[0].brandName).toBe('Nordlicht');
    expect(page.total).toBe(3);
    expect(packagingLawApi.list.response.safeParse(JSON.parse(JSON.stringify(page))).success).toBe(true);
  });

  it.each([
    ['businessNo', { businessNo: '91440300MA5G8XKQ2T' }, '统一社会信用代码错误'],
    ['companyAddressEn', { companyAddressEn: '深圳南山' }, ''],
    ['legalFamilyName', { legalFamilyName: '张' }, ''],
    ['phone', { phone: '12345' }, '联系电话格式不正确'],
    ['amazonStoreUrl', { amazonStoreUrl: 'https://shop.example.com' }, '亚马逊'],
    ['brandName', { brandName: 'no name' }, '不能作为品牌登记'],
    ['brandName', { brandName: '  ' }, '请输入品牌名称'],
    ['materials', { materials: [] }, '请至少填写一种包装材料'],
    ['materials', { materials: [{ type: 1, weight: '0' }] }, '重量必须大于 0 kg'],
    ['materials', { materials: [{ type: 1, weight: 'abc' }] }, '重量应为数字'],
    ['materials', { materials: [{ type: 2, weight: 1 }, { type: 2, weight: 3 }] }, '同一种材料只能填写一行'],
    ['companyCert', { companyCert: [] }, '请上传营业执照'],
    ['legalGender', { legalGender: 'x' }, '请选择法人性别'],
  ])('refuses a bad %s with a Chinese message at the field and stores nothing', async (field, patch, text) => {
    const a = await call('POST /api/packaging-law/create', { token: seller, body: { ...good(), ...patch } });
    expect([a.body.success, a.body.data?.field]).toEqual([false, field]);
    expect(a.body.errorMessage).toMatch(/[\u4e00-\u9fff]/);
    expect(a.body.errorMessage).toContain(text);
    expect((await call('GET /api/packaging-law/list', { token: seller })).body.data.total).toBe(2);
  });

  it('refuses the same company and brand twice while one is pending or registered, not after a return', async () => {
    expect((await call('POST /api/packaging-law/create', { token: seller, body: good() })).body.success).toBe(true);
    const again = await call('POST /api/packaging-law/create', { token: seller, body: { ...good(), brandName: 'NORDLICHT' } });
    expect([again.body.success, again.body.errorCode]).toEqual([false, 'DUPLICATE']);
    expect(again.body.errorMessage).toContain('请勿重复提交');
    // ZW Home was returned for correction (seed): a new application of it is accepted.
    expect((await call('POST /api/packaging-law/create', { token: seller, body: { ...good(), brandName: 'ZW Home' } })).body.success).toBe(true);
  });

  it('an agent submits for its own client only; the client sees it, the seller does not', async () => {
    const bad = await call('POST /api/packaging-law/create', { token: agent, body: { ...good(), clientId: 1 } });
    expect([bad.body.success, bad.body.data.field]).toEqual([false, 'clientId']);
    const a = await call('POST /api/packaging-law/create', { token: agent, body: { ...good(), clientId: 4, businessNo: '91330782MA2EC7PL5T' } });
    expect(a.body.data.userId).toBe(4);
    expect(ids((await call('GET /api/packaging-law/list', { token: client2 })).body.data)).toContain(a.body.data.id);
    expect(ids((await call('GET /api/packaging-law/list', { token: seller })).body.data)).not.toContain(a.body.data.id);
  });

  it('scopes the list and the details: the agent sees its clients, narrowed by users and filters', async () => {
    expect(ids((await call('GET /api/packaging-law/list', { token: agent })).body.data).sort()).toEqual([3, 4]);
    expect(ids((await call('GET /api/packaging-law/list', { token: agent, query: { users: '4' } })).body.data)).toEqual([4]);
    expect(ids((await call('GET /api/packaging-law/list', { token: agent, query: { status: '2' } })).body.data)).toEqual([4]);
    // 所属用户 is the client user's name, as in every other list and the header's selector (not the company)
    const names = (await call('GET /api/packaging-law/list', { token: agent })).body.data.list.map((r: { userId: number; userName: string }) => [r.userId, r.userName]);
    expect(names.sort()).toEqual([[3, db().users.find((u) => u.id === 3)!.name], [4, db().users.find((u) => u.id === 4)!.name]]);
    expect(names.every(([, n]: [number, string]) => !/公司/.test(n))).toBe(true);
    expect(ids((await call('GET /api/packaging-law/list', { token: seller, query: { q: 'DE4082716530291' } })).body.data)).toEqual([1]);
    const returned = (await call('GET /api/packaging-law/list', { token: seller, query: { status: '3' } })).body.data.list[0];
    expect(returned.reason).toContain('英文地址');
    const own = await call('GET /api/packaging-law/info', { token: seller, query: { id: '1' } });
    expect(own.body.data.materials).toEqual([{ type: 2, weight: 1250.5 }, { type: 5, weight: 380 }]);
    expect(packagingLawApi.info.response.safeParse(JSON.parse(JSON.stringify(own.body.data))).success).toBe(true);
    const other = await call('GET /api/packaging-law/info', { token: seller, query: { id: '3' } });
    expect([other.body.success, other.body.errorMessage]).toEqual([false, '申请不存在或无权查看']);
  });
});
