/**
 * The VAT records mock (mock/vat-tax.ts): scoped lists and filters, periods and due dates from the
 * core function, tags, notes, certificates as a zip, exports to xlsx, share links.
 */
import { unzipSync } from 'fflate';
import * as XLSX from 'xlsx';
import routes from '../../../mock/vat-tax';
import { db, issueToken, resetStore } from '../../../mock/_store';
import { vatTaxStore } from '../../../mock/_store/vat-tax';
import { dueDate } from '@/core/vat-tax/periods';
import { isValidVatNumber } from '@/core/rules/vat';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);
let seller: string;
let agent: string;

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  agent = issueToken(2);
});

const list = async (token: string, query: Record<string, unknown> = {}) => (await call('GET /api/vat-tax', { token, query: { per_page: '100', ...query } })).body.data;

describe('the VAT numbers list', () => {
  it('a seller sees their own numbers, in spec §9 country order', async () => {
    const d = await list(seller);
    expect(d.total).toBe(5);
    expect(d.list.map((r: { countryCode: string }) => r.countryCode)).toEqual(['GB', 'DE', 'FR', 'IT', 'ES']);
    expect(new Set(d.list.map((r: { userId: number }) => r.userId))).toEqual(new Set([1]));
  });

  it('an agent sees the clients’ numbers; users narrows them; unknown ids match nothing', async () => {
    expect((await list(agent)).total).toBe(11);
    const only3 = await list(agent, { users: '3' });
    expect(only3.total).toBe(4);
    expect(new Set(only3.list.map((r: { userId: number }) => r.userId))).toEqual(new Set([3]));
    expect((await list(agent, { users: '3,5' })).total).toBe(7);
    expect((await list(agent, { users: '999' })).total).toBe(0);
    expect((await list(agent, { users: '1' })).total).toBe(0); // the seller is not the agent's client
  });

  it('filters by country, status, type, tag, keyword and overdue; pages with per_page', async () => {
    expect((await list(agent, { countryCode: 'GB' })).total).toBe(2);
    expect((await list(agent, { status: '3' })).list.every((r: { status: number }) => r.status === 3)).toBe(true);
    expect((await list(agent, { type: '1' })).list.map((r: { countryCode: string }) => r.countryCode)).toEqual(['GB']);
    expect((await list(agent, { tag: '需补资料' })).total).toBe(2);
    const one = (await list(seller)).list[0];
    expect((await list(seller, { q: one.vatNumber.slice(2, 8) })).list.map((r: { id: number }) => r.id)).toEqual([one.id]);
    const paged = (await call('GET /api/vat-tax', { token: agent, query: { page: '2', per_page: '5' } })).body.data;
    expect([paged.page, paged.perPage, paged.list.length, paged.total]).toEqual([2, 5, 5, 11]);
  });

  it('every issued number passes its check digits (jsvat) and its next due date comes from the core rule', async () => {
    const d = await list(agent, { status: '3' });
    for (const r of d.list) {
      expect(isValidVatNumber(r.countryCode, r.vatNumber)).toBe(true);
      expect(r.nextDueDate).toBe(dueDate(r.countryCode, r.nextPeriod, r.frequency));
    }
  });

  it('the all-list answers every visible number unpaged', async () => {
    const all = (await call('GET /api/vat-tax', { token: agent, query: { all: '1' } })).body.data;
    expect(all).toHaveLength(11);
    expect(Object.keys(all[0]).sort()).toEqual(['companyName', 'countryCode', 'id', 'status', 'tags', 'userId', 'userName', 'vatNumber']);
    // The same filters as the list (the tag filter and the tags editor offer the tags in use).
    const c1 = (await call('GET /api/vat-tax', { token: agent, query: { all: '1', users: '3' } })).body.data;
    expect(c1).toHaveLength(4);
    expect(new Set(c1.map((r: { userId: number; userName: string }) => `${r.userId}:${r.userName}`))).toEqual(new Set([`3:${db().users.find((u) => u.id === 3)!.name}`]));
    expect([...new Set(c1.flatMap((r: { tags: string[] }) => r.tags))]).toEqual(['重点客户']);
  });

  it('overdue=1 keeps the numbers with an overdue period (the list\'s "仅看逾期")', async () => {
    const overdue = await list(agent, { overdue: '1' });
    expect(overdue.total).toBe(4); // client1 PL, CZ; client2 ES, IT
    expect(overdue.list.every((r: { overdueCount: number }) => r.overdueCount > 0)).toBe(true);
    expect(overdue.list.map((r: { countryCode: string }) => r.countryCode)).toEqual(['IT', 'ES', 'PL', 'CZ']);
    expect((await list(agent, { overdue: '0' })).total).toBe(11);
    const mine = await list(seller, { overdue: 'true' });
    expect(mine.list.map((r: { countryCode: string }) => r.countryCode)).toEqual(['GB', 'DE']);
  });

  it('refuses a bad filter at its field', async () => {
    const a = await call('GET /api/vat-tax', { token: seller, query: { status: 'x' } });
    expect(a.body).toMatchObject({ success: false, data: { field: 'status' } });
    const b = await call('GET /api/vat-tax', { token: seller, query: { order_by: 'passwordHash' } });
    expect(b.body.errorMessage).toBe('不支持按 passwordHash 排序');
  });
});

describe('details, periods and countries', () => {
  it('details carry certificates with signed URLs and the status history; read clears unread', async () => {
    const it = vatTaxStore().numbers.find((r) => r.userId === 1 && r.countryCode === 'IT')!;
    expect(it.unread).toBe(true);
    const gb = vatTaxStore().numbers.find((r) => r.userId === 1 && r.countryCode === 'GB')!;
    const info = (await call('GET /api/vat-tax/info', { token: seller, query: { id: String(gb.id) } })).body.data;
    expect(info.certificates[0].url).toMatch(/^\/mock-oss\/cert\/1\/.*\?cert=1\./);
    expect(info.history[0].status).toBe(3);
    await call('GET /api/vat-tax/read', { token: seller, query: { id: String(it.id) } });
    expect(it.unread).toBe(false);
    expect((await call('GET /api/vat-tax/info', { token: agent, query: { id: String(gb.id) } })).body.errorMessage).toBe('税号记录不存在或无权查看');
  });

  it('overdue periods are past their due date without a return, oldest first on request', async () => {
    const d = (await call('GET /api/vat-tax/history-periods', { token: agent, query: { state: 'overdue', order_by: '-daysOverdue', perPage: '50' } })).body.data;
    expect(d.total).toBe(5); // client1 PL 1 + CZ 1, client2 ES 1 + IT 2
    const today = new Date().toISOString().slice(0, 10);
    for (const p of d.list) {
      expect(p.state).toBe('overdue');
      expect(p.dueDate < today).toBe(true);
      expect(p.daysOverdue).toBeGreaterThan(0);
    }
    const days = d.list.map((p: { daysOverdue: number }) => p.daysOverdue);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  it('filed periods carry the amount, receipt and submission time', async () => {
    const d = (await call('GET /api/vat-tax/history-periods', { token: seller, query: { countryCode: 'FR', perPage: '100' } })).body.data;
    expect(d.total).toBeGreaterThan(10);
    for (const p of d.list) {
      expect(p.state).toBe('filed');
      expect(p.amount).toMatch(/^-?\d+\.\d{2}$/);
      expect(p.receiptNo).toMatch(/^FR-/);
      expect(p.submittedAt.slice(0, 10) <= p.dueDate).toBe(true);
    }
  });

  it('countries of the user, counted, in spec order', async () => {
    expect((await call('GET /api/vat-tax/country', { token: agent, query: { users: '4' } })).body.data).toEqual([
      { code: 'GB', count: 1 },
      { code: 'FR', count: 1 },
      { code: 'IT', count: 1 },
      { code: 'ES', count: 1 },
    ]);
  });
});

describe('tags, notes, certificates, exports, shares', () => {
  const gbId = () => String(vatTaxStore().numbers.find((r) => r.userId === 1 && r.countryCode === 'GB')!.id);

  it('sets tags (query call), refusing more than 5 or a long one', async () => {
    const a = await call('POST /api/vat-tax/tag', { token: seller, query: { id: gbId(), tags: '重点, 英国站,重点' } });
    expect(a.body.data.tags).toEqual(['重点', '英国站']);
    expect((await call('POST /api/vat-tax/tag', { token: seller, query: { id: gbId(), tags: 'a,b,c,d,e,f' } })).body.errorMessage).toBe('最多 5 个标签');
    expect((await call('POST /api/vat-tax/tag', { token: seller, query: { id: gbId(), tags: '一二三四五六七八九十一' } })).body.data.field).toBe('tags');
  });

  it('sets the operator and the note; a note over 500 characters is refused', async () => {
    const a = await call('POST /api/vat-tax/operator', { token: seller, body: { id: Number(gbId()), operator: '王静', note: '下季度起改为月报' } });
    expect(a.body.data).toMatchObject({ operator: '王静', note: '下季度起改为月报' });
    const b = await call('POST /api/vat-tax/operator', { token: seller, body: { id: Number(gbId()), note: 'x'.repeat(501) } });
    expect(b.body).toMatchObject({ success: false, data: { field: 'note' } });
  });

  it('zips the certificates of the chosen numbers', async () => {
    const ids = vatTaxStore().numbers.filter((r) => r.userId === 1).map((r) => r.id).join(',');
    const a = (await call('POST /api/vat-tax/certs/batch-download', { token: seller, query: { ids } })).body.data;
    expect(a.records).toBe(5);
    const key = decodeURIComponent(a.url.split('?')[0].replace('/mock-oss/', ''));
    const zip = unzipSync(new Uint8Array(db().files.get(key)!.data));
    const names = Object.keys(zip);
    expect(names).toHaveLength(a.files);
    expect(names.some((n) => n.startsWith('DE-') && n.endsWith('Steuernummer.pdf'))).toBe(true);
    expect(Buffer.from(zip[names[0]].subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const none = vatTaxStore().numbers.find((r) => r.userId === 1 && r.countryCode === 'ES')!.id;
    expect((await call('POST /api/vat-tax/certs/batch-download', { token: seller, query: { ids: String(none) } })).body.errorCode).toBe('NO_CERTIFICATES');
  });

  it('exports the filtered list to an xlsx whose sheet1 holds those rows', async () => {
    const start = (await call('GET /api/vat-tax/export-all', { token: agent, query: { users: '3', status: '3' } })).body.data;
    let r = (await call('GET /api/vat-tax/export-result', { token: agent, query: { taskId: start.taskId } })).body.data;
    for (let i = 0; i < 50 && r.status !== 'done'; i += 1) {
      await new Promise((ok) => {
        setTimeout(ok, 100);
      });
      r = (await call('GET /api/vat-tax/export-result', { token: agent, query: { taskId: start.taskId } })).body.data;
    }
    expect(r).toMatchObject({ status: 'done', progress: 100, rows: 4 });
    const key = decodeURIComponent(r.url.split('?')[0].replace('/mock-oss/', ''));
    const wb = XLSX.read(db().files.get(key)!.data);
    expect(wb.SheetNames).toEqual(['sheet1']);
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(wb.Sheets.sheet1);
    expect(rows.map((x) => x['国家'])).toEqual(['GB', 'DE', 'PL', 'CZ']);
    expect(rows.every((x) => x['状态'] === '已下号')).toBe(true);
    // Another user cannot read the task.
    expect((await call('GET /api/vat-tax/export-result', { token: seller, query: { taskId: start.taskId } })).body.errorCode).toBe('EXPORT_NOT_FOUND');
  });

  it('shares numbers read-only by a link; an expired link is refused', async () => {
    const ids = vatTaxStore().numbers.filter((r) => r.userId === 1 && r.status === 3).map((r) => r.id);
    const s = (await call('POST /api/vat-tax/share', { token: seller, body: { ids } })).body.data;
    expect(s.url).toBe(`/user/vat-tax/temporaryDataSet?token=${s.token}`);
    const shared = (await call('GET /api/vat-tax/shared', { query: { token: s.token } })).body.data;
    expect(shared.rows.map((r: { countryCode: string }) => r.countryCode)).toEqual(['GB', 'DE', 'FR']);
    expect(shared.sharedBy).toBe('张伟');
    vatTaxStore().shares.get(s.token)!.expiresAt = Date.now() - 1;
    expect((await call('GET /api/vat-tax/shared', { query: { token: s.token } })).body.errorMessage).toBe('分享链接已过期，请联系分享人重新分享');
    expect((await call('GET /api/vat-tax/shared', { query: { token: 'x' } })).body.errorMessage).toBe('分享链接无效，请向分享人确认链接是否完整');
    const foreign = vatTaxStore().numbers.find((r) => r.userId === 3)!.id;
    expect((await call('POST /api/vat-tax/share', { token: seller, body: { ids: [foreign] } })).body.errorCode).toBe('NOT_FOUND');
  });
});
