/**
 * The compliance mock (issue #22): the token, Chinese refusals of bad input with nothing stored (a
 * start date in the past, a year outside 1–5, no store, an empty brand, a store URL failing the spec
 * §5 rule, a document of a forbidden type), the seeds, scope and filters, creating, renewing,
 * stopping, the label text and the mandate.
 */
import routes from '../../../mock/compliance';
import { issueToken, resetStore, storeFile } from '../../../mock/_store';
import { complianceApi } from '@/core/compliance/api';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);
let seller: string;
let agent: string;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  agent = issueToken(2);
  storeFile({ key: 'wizard-file/1/doc.pdf', name: 'DoC.pdf', mime: 'application/pdf', ownerId: 1, data: Buffer.from('%PDF-1.4 x') });
});

type Row = { id: number; userId: number; type: string; status: number; isTransfer: number; daysLeft: number | null };
const list = async (token: string, query: Record<string, string> = {}) => {
  const a = await call('GET /api/compliance/list', { token, query: { perPage: '100', ...query } });
  expect(a.body.success).toBe(true);
  return a.body.data as { list: Row[]; total: number };
};
const service = (over: Record<string, unknown> = {}) => ({
  type: 'euAgent',
  isTransfer: false,
  expectValidDate: day(3),
  year: 2,
  stores: [{ brandName: 'NewBrand', link: 'https://www.amazon.de/stores/NewBrand' }],
  categories: ['toys'],
  documents: [{ key: 'wizard-file/1/doc.pdf', name: 'DoC.pdf' }],
  ...over,
});
const body = (services: unknown[]) => ({ companyName: '深圳市张伟电子商务有限公司', businessNo: '91440300MA5F0XXX1K', legalFullName: '张伟', services });

describe('the compliance mock', () => {
  it('refuses a call without a token with 401', async () => {
    for (const r of ['GET /api/compliance/list', 'POST /api/compliance/create', 'GET /api/compliance/info', 'GET /api/compliance/mandate', 'POST /api/compliance/renew']) {
      const a = await call(r, { query: { id: '7001' }, body: { id: 7001 } });
      expect([a.http, a.body.errorMessage]).toEqual([401, '请先登录']);
    }
  });

  it('seeds the seller an active EU service ending within 30 days, a UK one in progress and a returned US one with its reason', async () => {
    const rows = (await list(seller)).list;
    const eu = rows.find((r) => r.type === 'euAgent')!;
    expect([eu.status, eu.daysLeft! > 0 && eu.daysLeft! <= 30]).toEqual([3, true]);
    expect(rows.find((r) => r.type === 'gbAgent')!.status).toBe(1);
    const us = (await call('GET /api/compliance/info', { token: seller, query: { id: String(rows.find((r) => r.type === 'usAgent')!.id) } })).body.data;
    expect([us.status, us.returnReason]).toEqual([2, expect.stringContaining('FDA')]);
    expect(complianceApi.info.response.safeParse(JSON.parse(JSON.stringify(us))).success).toBe(true);
  });

  it('refuses bad input in Chinese and stores nothing', async () => {
    const before = (await list(seller)).total;
    const cases: [unknown, RegExp][] = [
      [body([service({ expectValidDate: day(-1) })]), /不能早于今天/],
      [body([service({ year: 6 })]), /1–5 年/],
      [body([service({ year: 0 })]), /1–5 年/],
      [body([service({ stores: [] })]), /至少填写一个店铺品牌/],
      [body([service({ stores: [{ brandName: '  ' }] })]), /品牌名称不能为空/],
      [body([service({ stores: [{ brandName: 'A', link: 'amazon' }] })]), /网址格式不正确/],
      [body([service({ documents: [{ key: 'wizard-file/1/x.exe', name: 'x.exe' }] })]), /证书文件类型不支持/],
      [body([service({ documents: [] })]), /符合性声明/],
      [body([service({ isTransfer: true })]), /当前授权代表/],
      [body([service({ type: 'usAgent', documents: [], categories: ['toys'] })]), /不适用/],
      [body([]), /至少选择一项/],
      [{ ...body([service()]), companyName: '' }, /公司名称/],
    ];
    for (const [b, m] of cases) {
      const a = await call('POST /api/compliance/create', { token: seller, body: b });
      expect([a.body.success, a.body.errorMessage]).toEqual([false, expect.stringMatching(m)]);
    }
    const ghost = await call('POST /api/compliance/create', { token: seller, body: body([service({ documents: [{ key: 'wizard-file/1/none.pdf', name: 'none.pdf' }] })]) });
    expect(ghost.body.errorMessage).toMatch(/不存在或已过期/);
    expect((await list(seller)).total).toBe(before);
  });

  it('creates an EU and a UK service in one order with the fee total; a duplicate in progress is refused', async () => {
    const a = await call('POST /api/compliance/create', { token: seller, body: body([service({ type: 'euAgentSpecial', categories: ['cosmetics'] }), service({ type: 'caAgent', documents: [], year: 1 })]) });
    expect(a.body.success).toBe(true);
    expect(a.body.data.total).toBe('10400.00');
    const rows = (await list(seller)).list;
    expect(rows.filter((r) => a.body.data.ids.includes(r.id)).map((r) => [r.type, r.status])).toEqual([
      ['euAgentSpecial', 1],
      ['caAgent', 1],
    ]);
    const dup = await call('POST /api/compliance/create', { token: seller, body: body([service({ type: 'gbAgent' })]) });
    expect([dup.body.success, dup.body.errorCode]).toEqual([false, 'DUPLICATE']);
  });

  it('scopes to the caller: the agent sees its clients’ services, narrowed by users and the filters', async () => {
    const all = await list(agent);
    expect(new Set(all.list.map((r) => r.userId))).toEqual(new Set([3, 4, 5]));
    expect((await list(agent, { users: '5' })).list.map((r) => r.userId)).toEqual([5, 5]);
    expect((await list(agent, { stage: '1' })).list.map((r) => [r.userId, r.isTransfer, r.status])).toEqual([[3, 1, 1]]);
    expect((await list(agent, { stage: '2' })).list.map((r) => r.userId)).toEqual([4]);
    expect((await list(agent, { is_transfer: '0' })).list.every((r) => r.isTransfer === 0)).toBe(true);
    expect((await list(agent, { type: '7' })).list.map((r) => r.type)).toEqual(['jpAgent']);
    expect((await list(agent, { status: '4' })).list.map((r) => r.type)).toEqual(['trAgent']);
    expect((await list(seller, { stage: 'expiring' })).list.map((r) => r.type)).toEqual(['euAgent']);
    const bad = await call('GET /api/compliance/list', { token: seller, query: { stage: 'x', page: 'a' } });
    expect([bad.body.success, bad.body.errorCode]).toEqual([false, 'VALIDATION']);
    const other = await call('GET /api/compliance/info', { token: seller, query: { id: String(all.list[0].id) } });
    expect(other.body.errorCode).toBe('NOT_FOUND');
  });

  it('renews the expiring EU service, refuses a renewal too early, stops, and serves the label text and the mandate', async () => {
    const rows = (await list(seller)).list;
    const eu = rows.find((r) => r.type === 'euAgent')!;
    const info = (await call('GET /api/compliance/info', { token: seller, query: { id: String(eu.id) } })).body.data;
    expect(info.labelText).toContain('EU Responsible Person:');
    expect(info.labelText).toContain('eu-rep@yishui.example.cn');
    const renewed = (await call('POST /api/compliance/renew', { token: seller, body: { id: eu.id, year: 1 } })).body.data;
    expect(renewed.daysLeft).toBeGreaterThan(360);
    const again = await call('POST /api/compliance/renew', { token: seller, body: { id: eu.id, year: 1 } });
    expect([again.body.success, again.body.errorMessage]).toEqual([false, expect.stringContaining('30 天内')]);
    const m = (await call('GET /api/compliance/mandate', { token: seller, query: { id: String(eu.id) } })).body.data;
    expect(m.fileName).toBe(`授权委托书-${eu.id}.txt`);
    expect(m.url).toMatch(/^\/mock-oss\//);
    const stopped = (await call('POST /api/compliance/stop', { token: seller, body: { id: eu.id } })).body.data;
    expect(stopped.status).toBe(5);
    expect((await call('GET /api/compliance/mandate', { token: seller, query: { id: String(eu.id) } })).body.success).toBe(false);
  });
});
