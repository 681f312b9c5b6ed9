/**
 * The agents' report mock (mock/batch.ts): client companies, the many-report batch parsed by
 * the engine, the per-company submit exactly once under injected failures, the report list.
 */
import routes from '../../../mock/batch';
import { issueToken, resetStore } from '../../../mock/_store';
import { clientsStore, SEEDED_CLIENT_COMPANIES } from '../../../mock/_store/clients';
import { storeFile } from '../../../mock/_store/files';
import { generateVtr } from '../../../scripts/gen-vtr';
import { companyIndex, matchReport, type MatchCompany } from '@/core/batch/match';
import { createQueueRunner, EMPTY_QUEUE, queueReducer, type QueueAction, type QueueCompany } from '@/core/batch/queue';
import { isValidVatNumber } from '@/core/rules/vat';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);
let agent: string;
let seller: string;

beforeEach(() => {
  resetStore();
  agent = issueToken(2);
  seller = issueToken(1);
});

interface Company {
  id: number;
  name: string;
  userId: number;
  vatNumbers: { country: string; number: string }[];
  accountIds: string[];
}

const companies = async (): Promise<Company[]> => (await call('GET /api/seller-report/companies', { token: agent })).body.data;

/** Stores a generated report of `company` as the agent's upload; returns its key. */
function upload(company: Company, name: string, seed: number): { key: string; fileName: string; fileSize: number } {
  const csv = generateVtr({ seed, rows: 40, account: company.accountIds[0], sellerVat: Object.fromEntries(company.vatNumbers.map((v) => [v.country, v.number])) });
  const data = Buffer.from(csv);
  const key = `many/2/${name}`;
  storeFile({ key, name, mime: 'text/csv', data, ownerId: 2 });
  return { key, fileName: name, fileSize: data.length };
}

async function waitDone(batchId: string) {
  for (let i = 0; i < 200; i++) {
    const p = (await call('GET /api/seller-report/many/progress', { token: agent, query: { batchId } })).body.data;
    if (p.progress === 100) return p;
    await new Promise((r) => {
      setTimeout(r, 50);
    });
  }
  throw new Error('batch never finished');
}

describe('client companies', () => {
  it(`the agent has ${SEEDED_CLIENT_COMPANIES} across the seven countries, with valid VAT numbers; a seller has none`, async () => {
    const list = await companies();
    expect(list).toHaveLength(SEEDED_CLIENT_COMPANIES);
    // the seven, plus client3's own Dutch number from the records area (NL001041149B01, issue #11)
    expect(new Set(list.flatMap((c) => c.vatNumbers.map((v) => v.country)))).toEqual(new Set(['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL']));
    for (const c of list) for (const v of c.vatNumbers) expect(isValidVatNumber(v.country, v.number)).toBe(true);
    expect(new Set(list.map((c) => c.userId))).toEqual(new Set([3, 4, 5]));
    // No two companies share a VAT number or an account (a report then names one company only).
    const ids = list.flatMap((c) => [...c.vatNumbers.map((v) => v.number), ...c.accountIds]);
    expect(new Set(ids).size).toBe(ids.length);
    const refused = await call('GET /api/seller-report/companies', { token: seller });
    expect(refused.body.success).toBe(false);
  });
});

describe('a many-report batch', () => {
  it('parses the stored files with the engine; each file names its account and VAT numbers, which match its company', async () => {
    const list = await companies();
    clientsStore().switches.parseMs = 0;
    const files = [upload(list[0], 'a.csv', 1), upload(list[5], 'b.csv', 2)];
    const started = await call('POST /api/seller-report/many', { token: agent, body: { sellerReports: files } });
    expect(started.body.success).toBe(true);
    const done = await waitDone(started.body.data.batch_id);
    expect(done.fileProgress.map((f: { status: string }) => f.status)).toEqual(['parsed', 'parsed']);
    const index = companyIndex(list.map((c): MatchCompany => ({ id: c.id, name: c.name, accountIds: c.accountIds, vatNumbers: c.vatNumbers.map((v) => v.number) })));
    const matched = done.fileProgress.map((f: { accountId: string; sellerVatNumbers: Record<string, string> }) => matchReport({ accountId: f.accountId, sellerVatNumbers: f.sellerVatNumbers }, index));
    expect(matched.map((m: { status: string; companyId?: number }) => m.status === 'matched' && m.companyId)).toEqual([list[0].id, list[5].id]);
  });

  it('refuses files the agent did not upload, and answers a Chinese error for an unknown batch', async () => {
    const bad = await call('POST /api/seller-report/many', { token: agent, body: { sellerReports: [{ key: 'nope', fileName: 'x.csv', fileSize: 10 }] } });
    expect(bad.body).toMatchObject({ success: false, errorMessage: '文件 x.csv 未上传成功，请重新上传' });
    const unknown = await call('GET /api/seller-report/many/progress', { token: agent, query: { batchId: 'zzz' } });
    expect(unknown.body.errorMessage).toContain('批次不存在');
  });
});

describe('the per-company submit', () => {
  it('stores a company’s reports exactly once per idempotency key, even when the answer is lost', async () => {
    const [c] = await companies();
    const f = upload(c, 'a.csv', 3);
    const body = { companyId: c.id, idempotencyKey: `b1:${c.id}`, sellerReports: [{ reportFileAddress: f.key, fileName: f.fileName, fileSize: f.fileSize, year: 2025, month: 3 }] };
    const first = await call('POST /api/seller-report/import/batch', { token: agent, body });
    const again = await call('POST /api/seller-report/import/batch', { token: agent, body });
    expect(again.body.data).toMatchObject({ reportIds: first.body.data.reportIds, replayed: true });
    const result = (await call('GET /api/seller-report/import/batch/result', { token: agent, query: { batchId: 'b1' } })).body.data;
    expect(result).toEqual([{ companyId: c.id, reportIds: first.body.data.reportIds, stored: 1 }]);
    const rows = (await call('GET /api/seller-report', { token: agent, query: { year: '2025', month: '3', isUpload: '1' } })).body.data;
    expect(rows.list.map((r: { companyId: number }) => r.companyId)).toEqual([c.id]);
    expect(rows.list[0].reports).toHaveLength(1);
  });

  it('under 30 % injected failures the queue submits 5 companies, each exactly once', async () => {
    const list = (await companies()).slice(0, 5);
    clientsStore().switches.failRate = 0.3;
    let state = EMPTY_QUEUE;
    const store = { get: () => state, dispatch: (a: QueueAction) => (state = queueReducer(state, a)) };
    const submit = async (q: QueueCompany) => {
      const r = await call('POST /api/seller-report/import/batch', {
        token: agent,
        body: { companyId: q.companyId, idempotencyKey: q.key, sellerReports: q.files.map((x) => ({ reportFileAddress: x.address, fileName: x.name, fileSize: x.size, year: 2025, month: 2 })) },
      });
      if (!r.body.success) throw new Error(r.body.errorMessage);
    };
    const runner = createQueueRunner(store, submit, async () => undefined);
    list.forEach((c, i) => {
      const f = upload(c, `q${i}.csv`, 10 + i);
      store.dispatch({ type: 'add', batchId: 'b7', companyId: c.id, files: [{ uid: f.key, name: f.fileName, size: f.fileSize, address: f.key }] });
    });
    await runner.kick();
    const result = (await call('GET /api/seller-report/import/batch/result', { token: agent, query: { batchId: 'b7' } })).body.data;
    expect(result.map((r: { companyId: number }) => r.companyId).sort((a: number, b: number) => a - b)).toEqual(list.map((c) => c.id).sort((a, b) => a - b));
    expect(result.every((r: { stored: number }) => r.stored === 1)).toBe(true);
    expect(clientsStore().calls).toBeGreaterThan(5); // some calls failed and were retried
    expect(clientsStore().reports.filter((r) => r.month === 2)).toHaveLength(5);
  });

  it('refuses a company that is not the agent’s and a key reused for another company', async () => {
    const [a, b] = await companies();
    const f = upload(a, 'a.csv', 4);
    const reports = [{ reportFileAddress: f.key, fileName: f.fileName, fileSize: f.fileSize, year: 2025, month: 1 }];
    const foreign = await call('POST /api/seller-report/import/batch', { token: agent, body: { companyId: 9999, idempotencyKey: 'b:9999', sellerReports: reports } });
    expect(foreign.body).toMatchObject({ success: false, data: { field: 'companyId' } });
    await call('POST /api/seller-report/import/batch', { token: agent, body: { companyId: a.id, idempotencyKey: 'b:x', sellerReports: reports } });
    const reused = await call('POST /api/seller-report/import/batch', { token: agent, body: { companyId: b.id, idempotencyKey: 'b:x', sellerReports: reports } });
    expect(reused.body).toMatchObject({ success: false, data: { field: 'idempotencyKey' } });
  });
});

describe('the report list', () => {
  it('one row per company and month; isUpload and users narrow it; delete removes a report', async () => {
    const all = (await call('GET /api/seller-report', { token: agent, query: { perPage: '100' } })).body.data;
    expect(all.total).toBe(SEEDED_CLIENT_COMPANIES);
    const only3 = (await call('GET /api/seller-report', { token: agent, query: { perPage: '100', users: '3' } })).body.data;
    expect(only3.list.every((r: { userId: number }) => r.userId === 3)).toBe(true);
    expect(only3.total).toBeLessThan(all.total);
    const [c] = await companies();
    const f = upload(c, 'a.csv', 5);
    const sub = await call('POST /api/seller-report/import/batch', {
      token: agent,
      body: { companyId: c.id, idempotencyKey: 'b2:1', sellerReports: [{ reportFileAddress: f.key, fileName: f.fileName, fileSize: f.fileSize, year: 2025, month: 4 }] },
    });
    const uploaded = (await call('GET /api/seller-report', { token: agent, query: { year: '2025', month: '4', isUpload: '1' } })).body.data;
    expect(uploaded.total).toBe(1);
    const notYet = (await call('GET /api/seller-report', { token: agent, query: { year: '2025', month: '4', isUpload: '0', perPage: '100' } })).body.data;
    expect(notYet.total).toBe(SEEDED_CLIENT_COMPANIES - 1);
    const del = await call('DELETE /api/seller-report/:id', { token: agent, params: { id: String(sub.body.data.reportIds[0]) } });
    expect(del.body.success).toBe(true);
    expect((await call('GET /api/seller-report', { token: agent, query: { year: '2025', month: '4', isUpload: '1' } })).body.data.total).toBe(0);
    const sellerDel = await call('DELETE /api/seller-report/:id', { token: seller, params: { id: '1' } });
    expect(sellerDel.body.success).toBe(false);
  });
});
