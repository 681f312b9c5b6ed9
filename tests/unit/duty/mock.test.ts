/**
 * The 我的税款 mock (issue #22): the token, Chinese refusals of bad filters, the rows derived from
 * the seeded declarations (one failed, one voided), scope for a seller and an agent, the filters
 * narrowing the rows, the progress and the reason calls, and a payment recorded in the declaration
 * workspace showing up here (no second store).
 */
import routes from '../../../mock/duty';
import declareRoutes from '../../../mock/declare';
import { issueToken, resetStore, storeFile } from '../../../mock/_store';
import { dutyApi } from '@/core/duty/api';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);
const callDeclare = (r: string, input: MockCallInput = {}) => callRoute(declareRoutes as unknown as Record<string, unknown>, r, input);
let seller: string;
let agent: string;

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  agent = issueToken(2);
});

type Row = { id: number; userId: number; stage: number; countryCode: string; declarationId: number; amount: string; currency: string };
const list = async (token: string, query: Record<string, string> = {}) => {
  const a = await call('GET /api/me-duty-paragraph', { token, query: { per_page: '100', ...query } });
  expect(a.body.success).toBe(true);
  return a.body.data as { list: Row[]; total: number; totals: { currency: string; due: string; paid: string }[] };
};

describe('the 我的税款 mock', () => {
  it('refuses a call without a token with 401', async () => {
    for (const r of ['GET /api/me-duty-paragraph', 'GET /api/me-duty-paragraph/progress', 'GET /api/me-duty-paragraph/reason']) {
      const a = await call(r, { query: { id: '50020' } });
      expect([a.http, a.body.errorMessage]).toEqual([401, '请先登录']);
    }
  });

  it('refuses an unknown stage, a non-numeric page and a malformed country in Chinese', async () => {
    for (const query of [{ stage: '9' }, { page: 'abc' }, { per_page: '1e3' }, { country_code: 'GBR' }, { is_invalid: 'yes' }]) {
      const a = await call('GET /api/me-duty-paragraph', { token: seller, query });
      expect([a.body.success, a.body.errorCode]).toEqual([false, 'VALIDATION']);
      expect(a.body.errorMessage).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('the seller sees the GB amount booked and its earlier failed payment; totals per currency; the answer parses', async () => {
    const page = await list(seller);
    expect(page.list.map((r) => [r.id, r.stage]).sort()).toEqual([
      [50020, 2],
      [50021, 3],
    ]);
    expect(new Set(page.list.map((r) => r.userId))).toEqual(new Set([1]));
    expect(page.totals).toEqual([{ currency: 'GBP', due: '0.00', paid: '1520.40' }]);
    expect(dutyApi.list.response.safeParse(JSON.parse(JSON.stringify(page))).success).toBe(true);
  });

  it('the agent sees its clients’ amounts (a failed and a voided one among them), narrowed by users and the filters', async () => {
    const all = await list(agent);
    expect(new Set(all.list.map((r) => r.userId))).toEqual(new Set([3, 5]));
    expect(all.list.some((r) => r.stage === 3)).toBe(true);
    expect(all.list.some((r) => r.stage === 4)).toBe(true);
    const c1 = await list(agent, { users: '3' });
    expect(c1.total).toBeGreaterThan(0);
    expect(c1.total).toBeLessThan(all.total);
    expect(new Set(c1.list.map((r) => r.userId))).toEqual(new Set([3]));
    const de = await list(agent, { country_code: 'de' });
    expect(de.total).toBeGreaterThan(0);
    expect(de.list.every((r) => r.countryCode === 'DE')).toBe(true);
    const failed = await list(agent, { stage: '3' });
    expect(failed.list.map((r) => r.declarationId)).toEqual([5007]);
    expect((await list(agent, { is_invalid: '1' })).list.map((r) => r.stage)).toEqual([4]);
    expect((await list(agent, { is_invalid: '0' })).list.every((r) => r.stage !== 4)).toBe(true);
    expect((await list(agent, { users: '999' })).total).toBe(0);
    expect((await list(agent, { keyword: 'nl001041149' })).list.every((r) => r.countryCode === 'NL')).toBe(true);
    const byDue = (await list(agent, { order_by: 'dueDate' })).list.map((r) => (r as unknown as { dueDate: string }).dueDate);
    expect(byDue).toEqual([...byDue].sort());
    expect((await call('GET /api/me-duty-paragraph', { token: agent, query: { order_by: 'userId' } })).body.success).toBe(false);
  });

  it('progress: who and when; reason: the failed payment with the right reference; scope and refusals', async () => {
    const p = await call('GET /api/me-duty-paragraph/progress', { token: seller, query: { id: '50020' } });
    expect(p.body.data.events.map((e: { key: string }) => e.key)).toEqual(['filed', 'guide', 'paid', 'receipt', 'booked']);
    expect(dutyApi.progress.response.safeParse(p.body.data).success).toBe(true);
    const r = await call('GET /api/me-duty-paragraph/reason', { token: seller, query: { id: '50021' } });
    expect(r.body.data).toMatchObject({ kind: 'failed', reason: 'wrongReference', settled: true });
    expect(r.body.data.usedReference).toMatch(/^GB \d{3} \d{4} \d{2}$/);
    expect(r.body.data.guideInput.country).toBe('GB');
    expect(dutyApi.reason.response.safeParse(r.body.data).success).toBe(true);
    const none = await call('GET /api/me-duty-paragraph/reason', { token: seller, query: { id: '50020' } });
    expect([none.body.success, none.body.errorMessage]).toEqual([false, expect.stringContaining('没有失败或作废')]);
    const other = await call('GET /api/me-duty-paragraph/progress', { token: seller, query: { id: '50070' } });
    expect([other.body.success, other.body.errorCode]).toEqual([false, 'NOT_FOUND']);
    const bad = await call('GET /api/me-duty-paragraph/progress', { token: seller, query: { id: 'x' } });
    expect(bad.body.errorCode).toBe('VALIDATION');
  });

  it('a payment recorded in the declaration workspace shows here at once (no second store)', async () => {
    const before = (await list(agent, { users: '3', stage: '0' })).list.find((r) => r.declarationId === 5007)!;
    expect(before).toBeDefined();
    storeFile({ key: 'payment-proof/2/x.pdf', name: '回单.pdf', mime: 'application/pdf', ownerId: 2, data: Buffer.from('%PDF-1.4 test') });
    const pay = await callDeclare('POST /api/vat-declare/:id(\\d+)/payment', { token: agent, params: { id: '5007' }, body: { paidOn: new Date().toISOString().slice(0, 10), amount: before.amount, proof: { key: 'payment-proof/2/x.pdf', name: '回单.pdf' } } });
    expect(pay.body.success).toBe(true);
    const after = (await list(agent, { users: '3' })).list.find((r) => r.id === 50070)!;
    expect(after.stage).toBe(1);
  });
});
