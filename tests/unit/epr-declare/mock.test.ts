/**
 * The batch packaging declaration's mock: 401 without a token, the declarable registrations and their
 * scope (an agent's clients, `users`), the asynchronous template (sheet `sheet1`, one row per chosen
 * registration, a foreign id refused), and the submit: every row checked again, valid rows stored,
 * each refused row with its Chinese reason, a period declared before refused.
 */
import * as XLSX from 'xlsx';
import routes from '../../../mock/epr-declare';
import { db, issueToken, resetStore } from '../../../mock/_store';
import { eprDeclareStore } from '../../../mock/_store/epr-declare';
import { eprDeclareApi } from '@/core/epr-declare/api';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);
let seller: string;
let agent: string;

const SELLER_NO = 'DE3081472605913';
const CLIENT1_NO = 'DE5529031846207';
const CLIENT2_NO = 'DE1907364452198';
const LAST_YEAR = String(new Date().getUTCFullYear() - 1);
const zeros = { m1: '0', m2: '0', m3: '0', m4: '0', m5: '0', m6: '0', m7: '0', m8: '0' };

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  agent = issueToken(2);
});

const regs = async (token: string, query: Record<string, string> = {}) => (await call('GET /api/epr-declare/registrations', { token, query })).body.data as { id: number; registrationNo: string; lastPeriod: string | null }[];

describe('the epr-declare mock', () => {
  it('refuses every call without a token with 401', async () => {
    for (const r of ['GET /api/epr-declare/registrations', 'POST /api/epr-declare/download', 'GET /api/epr-declare/download_result', 'POST /api/epr-declare/create']) {
      expect([r, (await call(r, { query: { taskId: 'x' }, body: { ids: [1], rows: [] } })).http]).toEqual([r, 401]);
    }
  });

  it('lists only active German packaging registrations: the seller its own, the agent its clients\', narrowed by users', async () => {
    const own = await regs(seller);
    expect(own.map((r) => r.registrationNo)).toEqual([SELLER_NO]);
    expect(own[0].lastPeriod).toBe(String(new Date().getUTCFullYear() - 2));
    expect((await regs(agent)).map((r) => r.registrationNo).sort()).toEqual([CLIENT2_NO, CLIENT1_NO].sort());
    expect((await regs(agent, { users: '3' })).map((r) => r.registrationNo)).toEqual([CLIENT1_NO]);
    expect(eprDeclareApi.registrations.response.safeParse(await regs(agent)).success).toBe(true);
  });

  it('builds the template asynchronously (sheet1, a row per registration) and refuses a registration of someone else', async () => {
    const ids = (await regs(agent)).map((r) => r.id);
    const bad = await call('POST /api/epr-declare/download', { token: agent, body: { ids: [...ids, (await regs(seller))[0].id] } });
    expect([bad.body.success, bad.body.errorCode]).toEqual([false, 'NOT_DECLARABLE']);
    const started = await call('POST /api/epr-declare/download', { token: agent, body: { ids } });
    const taskId = started.body.data.taskId;
    let task = (await call('GET /api/epr-declare/download_result', { token: agent, query: { taskId } })).body.data;
    for (let i = 0; i < 50 && task.status !== 'done'; i += 1) {
      await new Promise((r) => {
        setTimeout(r, 100);
      });
      task = (await call('GET /api/epr-declare/download_result', { token: agent, query: { taskId } })).body.data;
    }
    expect(task.status).toBe('done');
    const key = decodeURIComponent(String(task.url).split('/mock-oss/')[1].split('?')[0]);
    const wb = XLSX.read(db().files.get(key)!.data, { type: 'buffer' });
    expect(wb.SheetNames).toEqual(['sheet1']);
    const aoa = XLSX.utils.sheet_to_json<string[]>(wb.Sheets.sheet1, { header: 1 });
    expect(aoa[0].slice(0, 4)).toEqual(['注册号（LUCID）', '公司名称', '申报期间', '玻璃（kg）']);
    expect(aoa.slice(1).map((r) => [r[0], r[2]]).sort()).toEqual([[CLIENT1_NO, LAST_YEAR], [CLIENT2_NO, LAST_YEAR]].sort());
    expect((await call('GET /api/epr-declare/download_result', { token: seller, query: { taskId } })).body.errorCode).toBe('EXPORT_NOT_FOUND');
  });

  it('stores the valid rows and refuses each bad one with its reason; a second submit of a period is refused', async () => {
    const before = eprDeclareStore().rows.length;
    const body = {
      rows: [
        { line: 2, registrationNo: CLIENT1_NO, period: LAST_YEAR, weights: { ...zeros, m2: '5200', m5: '940.25' } },
        { line: 3, registrationNo: CLIENT2_NO, period: LAST_YEAR, weights: { ...zeros, m5: '-5' } },
        { line: 4, registrationNo: SELLER_NO, period: LAST_YEAR, weights: zeros },
      ],
    };
    const a = (await call('POST /api/epr-declare/create', { token: agent, body })).body.data;
    expect([a.stored, a.refused]).toEqual([1, 2]);
    expect(a.results.map((r: { line: number; status: string }) => [r.line, r.status])).toEqual([[2, 'stored'], [3, 'refused'], [4, 'refused']]);
    expect(a.results[0]).toMatchObject({ totalKg: 6140.25, companyName: '深圳市星河跨境电子商务有限公司', reasons: [] });
    expect(a.results[1].reasons).toEqual(['「塑料（kg）」：-5 是负数，重量不能为负，请填写实际投放的千克数']);
    expect(a.results[2].reasons[0]).toContain('不是您（或您的客户）已生效的德国包装法注册');
    expect(eprDeclareApi.create.response.safeParse(a).success).toBe(true);
    expect(eprDeclareStore().rows.length).toBe(before + 1);
    expect(eprDeclareStore().rows.at(-1)).toMatchObject({ userId: 3, createdBy: 2, registrationNo: CLIENT1_NO, totalKg: 6140.25 });

    const again = (await call('POST /api/epr-declare/create', { token: agent, body: { rows: [body.rows[0]] } })).body.data;
    expect(again.results[0].status).toBe('refused');
    expect(again.results[0].reasons[0]).toContain('不能重复申报');
    expect((await regs(agent, { users: '3' }))[0].lastPeriod).toBe(LAST_YEAR);
  });

  it('returns the completeness flag of a year at a threshold', async () => {
    const a = (await call('POST /api/epr-declare/create', { token: seller, body: { rows: [{ line: 0, registrationNo: SELLER_NO, period: LAST_YEAR, weights: { ...zeros, m1: 80000 } }] } })).body.data;
    expect(a.results[0].flags).toEqual([{ group: 'glass', totalKg: 80000, thresholdKg: 80000 }]);
  });

  it('refuses an empty batch and a hostile body in Chinese', async () => {
    for (const body of [{ rows: [] }, {}, { rows: 'x' }, { rows: [{ line: 'a' }] }]) {
      const a = await call('POST /api/epr-declare/create', { token: seller, body });
      expect(a.body.success).toBe(false);
      expect(a.body.errorMessage).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
