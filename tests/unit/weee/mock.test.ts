/**
 * The WEEE lookup's mock (`GET /api/weee/record`): the token, the number format enforced by the
 * mock too, searches by number / brand / company over the seeded register (expired rows included),
 * paging, and every answer parses against the contract.
 */
import routes from '../../../mock/weee';
import { issueToken, resetStore } from '../../../mock/_store';
import { weeeRegister } from '../../../mock/_store/weee';
import { weeeApi } from '@/core/weee/api';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, 'GET /api/weee/record', input);
let seller: string;

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
});

const parses = (data: unknown) => expect(weeeApi.record.response.safeParse(JSON.parse(JSON.stringify(data))).success).toBe(true);

describe('GET /api/weee/record', () => {
  it('refuses a call without a token with 401', async () => {
    const a = await call({ query: { by: 'number', q: 'DE36178245' } });
    expect([a.http, a.body.errorMessage]).toEqual([401, '请先登录']);
  });

  it('refuses a malformed number with the Chinese format message at q, before searching', async () => {
    for (const q of ['DE1234567', 'FR12345678', 'WEEE DE 123']) {
      const a = await call({ token: seller, query: { by: 'number', q } });
      expect([a.body.success, a.body.errorCode, a.body.data.field]).toEqual([false, 'VALIDATION', 'q']);
      expect(a.body.errorMessage).toContain('WEEE-Reg.-Nr. DE 加 8 位数字');
    }
    const b = await call({ token: seller, query: { by: 'serial', q: 'DE36178245' } });
    expect([b.body.success, b.body.errorMessage]).toEqual([false, '查询方式应为 注册号、品牌 或 公司']);
    const c = await call({ token: seller, query: { by: 'brand' } });
    expect(c.body.errorMessage).toBe('请输入要查询的注册号、品牌或公司名称');
  });

  it('finds a number in both written forms: every brand × device type row under it', async () => {
    const printed = (await call({ token: seller, query: { by: 'number', q: 'WEEE-Reg.-Nr. DE 36178245' } })).body.data;
    const bare = (await call({ token: seller, query: { by: 'number', q: 'de36178245' } })).body.data;
    expect(printed).toEqual(bare);
    expect(printed.list.map((r: { brand: string; category: number; status: string }) => [r.brand, r.category, r.status])).toEqual([
      ['Lumivo', 5, 'registered'],
      ['Lumivo', 3, 'registered'],
    ]);
    parses(printed);
    expect((await call({ token: seller, query: { by: 'number', q: 'DE00000001' } })).body.data.total).toBe(0);
  });

  it('shows expired and deregistered registrations with their status', async () => {
    const expired = (await call({ token: seller, query: { by: 'brand', q: 'kingstar' } })).body.data.list;
    expect(expired.map((r: { regNumber: string; status: string }) => [r.regNumber, r.status])).toEqual([['DE21984037', 'expired']]);
    const statuses = new Set(weeeRegister().rows.map((r) => r.validUntil < '2026-01-01' || r.deregistered));
    expect(statuses.has(true)).toBe(true);
    const all = (await call({ token: seller, query: { by: 'company', q: '有限公司', perPage: '100' } })).body.data;
    const counts = all.list.reduce((m: Record<string, number>, r: { status: string }) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {});
    expect(counts.expired).toBeGreaterThanOrEqual(3);
    expect(counts.deregistered).toBeGreaterThanOrEqual(1);
    expect(counts.registered).toBeGreaterThan(counts.expired);
    parses(all);
  });

  it('searches a company by its Chinese or Latin name, and pages', async () => {
    const zh = (await call({ token: seller, query: { by: 'company', q: '张伟电子商务' } })).body.data.list;
    const en = (await call({ token: seller, query: { by: 'company', q: 'zhangwei e-commerce' } })).body.data.list;
    expect(zh.map((r: { regNumber: string }) => r.regNumber)).toEqual(['DE58820416']);
    expect(en).toEqual(zh);
    const p1 = (await call({ token: seller, query: { by: 'company', q: '有限公司', page: '1', perPage: '5' } })).body.data;
    const p2 = (await call({ token: seller, query: { by: 'company', q: '有限公司', page: '2', perPage: '5' } })).body.data;
    expect([p1.list.length, p2.page, p1.total]).toEqual([5, 2, weeeRegister().rows.length]);
    expect(p2.list[0].id).not.toBe(p1.list[0].id);
  });
});
