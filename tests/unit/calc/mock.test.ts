/**
 * The calc mock runs the real engine: remote parse codes advance 0 → 5 / 10, a calculation's result
 * equals `calculateVat` on the same files and options, list / users filter / delete; and the report
 * Worker's handler checks a Blob with the engine.
 */
import fs from 'fs';
import calcMock from '../../../mock/calc';
import { db, issueToken, resetStore } from '../../../mock/_store';
import { calculateVat, fromText } from '@/core/vat';
import { handleReportRequest, type ReportWorkerResponse } from '@/workers/report-protocol';
import { toVatOptions, type CalcBasicData } from '@/core/calc/model';
import { generateVtr } from '../../../scripts/gen-vtr';
import { fixture } from '../../fixtures';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (route: string, input: MockCallInput = {}) => callRoute(calcMock as unknown as Record<string, unknown>, route, input);

const LEGACY = fixture('vat/legacy_pre2021_vtr_SampleAG_2020-JAN_TM312.txt');
const current = generateVtr({ seed: 7, rows: 300 });

function store(key: string, name: string, data: Buffer, ownerId: number) {
  db().files.set(key, { key, name, size: data.length, mime: 'text/plain', data, ownerId, createdAt: '' });
}

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 15000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise<void>((r) => {
      setTimeout(r, 100);
    });
  }
}

let token: string;
beforeEach(() => {
  resetStore();
  process.env.MOCK_TEST_API = '1'; // the test switches of POST /api/__test__/calc
  token = issueToken(1);
  store('report/1/cur.csv', 'cur.csv', Buffer.from(current), 1);
  store('report/1/bad.csv', 'bad.csv', Buffer.from('a,b,c\n1,2,3\n'), 1);
  store('report/1/legacy.txt', 'legacy.txt', fs.readFileSync(LEGACY), 1);
});

describe('remote parse', () => {
  it('advances 0 → 5 for a VTR and 0 → 10 with the Chinese error for a non-VTR', async () => {
    const a = await call('POST /api/calc-report/parse', { token, body: { key: 'report/1/cur.csv' } });
    expect(a.body.data.status).toBe(0);
    await call('POST /api/calc-report/parse', { token, body: { key: 'report/1/bad.csv' } });
    const r = await until(
      () => call('GET /api/calc-report/parse', { token, query: { keys: 'report/1/cur.csv,report/1/bad.csv' } }),
      (v) => v.body.data.every((p: { status: number }) => p.status !== 0),
    );
    const [cur, bad] = r.body.data;
    expect(cur.status).toBe(5);
    expect(cur.report.layout).toBe('current');
    expect(cur.report.rows).toBe(300);
    expect(bad.status).toBe(10);
    expect(bad.errors[0]).toContain('不是亚马逊 VAT 交易报告');
  });

  it('refuses another user’s file and needs a token', async () => {
    expect((await call('POST /api/calc-report/parse', { body: { key: 'report/1/cur.csv' } })).body.status).toBe(401);
    const other = issueToken(2);
    const r = await call('POST /api/calc-report/parse', { token: other, body: { key: 'report/1/cur.csv' } });
    expect(r.body).toMatchObject({ success: false, data: { field: 'key' } });
  });
});

describe('calculations', () => {
  const basic: CalcBasicData = {
    countryCode: { key: 'GB', text: '英国' },
    taxPeriodType: 'quarter',
    startDate: '2025-01-01',
    endDate: '2025-03-31',
    countries: ['DE', 'OSS'],
    saleFiles: [
      { key: 'report/1/cur.csv', name: 'cur.csv', size: 1 },
      { key: 'report/1/bad.csv', name: 'bad.csv', size: 1 },
    ],
  };

  it('validates with the form messages', async () => {
    const r = await call('POST /api/calculate-tax', { token, body: { ...basic, startDate: '' } });
    expect(r.body).toMatchObject({ success: false, errorMessage: '未选择税期开始日期', data: { field: 'startDate' } });
  });

  it('runs the real engine: result equals calculateVat; bad file fails alone', async () => {
    const created = await call('POST /api/calculate-tax', { token, body: basic });
    const id = created.body.data.id;
    const done = await until(
      () => call('GET /api/calculate-tax/:id(\\d+)', { token, params: { id: String(id) } }),
      (v) => v.body.data.status === 'done' || v.body.data.status === 'failed',
    );
    expect(done.body.data.status).toBe('done');
    expect(done.body.data.files.map((f: { status: number }) => f.status)).toEqual([5, 10]);
    expect(done.body.data.files[0].counts).toMatchObject({ rows: 300 });
    expect(Object.keys(done.body.data.files[0].counts.byScheme).length).toBeGreaterThan(0);
    const expected = await calculateVat([fromText('cur.csv', current), fromText('bad.csv', 'a,b,c\n1,2,3\n')], toVatOptions(basic));
    expect(done.body.data.result).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(done.body.data.result.returns.map((r: { country: string }) => r.country)).toEqual(['GB', 'DE']);
    expect(done.body.data.result.oss).not.toBeNull();

    const list = await call('GET /api/calculate-tax', { token, query: {} });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ id, status: 'done', countryCode: { key: 'GB' } });
    const del = await call('DELETE /api/calculate-tax/:id(\\d+)', { token, params: { id: String(id) } });
    expect(del.body.data).toBe(true);
    expect((await call('GET /api/calculate-tax', { token, query: {} })).body.data.total).toBe(0);
  });

  it('an agent sees clients’ calculations and narrows them with users', async () => {
    const client = db().users.find((u) => u.invitedBy === 2)!;
    const ct = issueToken(client.id);
    store('report/c/cur.csv', 'cur.csv', Buffer.from(current), client.id);
    await call('POST /api/calculate-tax', { token: ct, body: { ...basic, saleFiles: [{ key: 'report/c/cur.csv', name: 'cur.csv', size: 1 }] } });
    const agent = issueToken(2);
    expect((await call('GET /api/calculate-tax', { token: agent, query: {} })).body.data.total).toBe(1);
    expect((await call('GET /api/calculate-tax', { token: agent, query: { users: String(client.id) } })).body.data.total).toBe(1);
    expect((await call('GET /api/calculate-tax', { token: agent, query: { users: '999' } })).body.data.total).toBe(0); // unknown or foreign ids match nothing (issue #9: one meaning)
    expect((await call('GET /api/calculate-tax', { token, query: {} })).body.data.total).toBe(0);
  });
});

describe('third-party rates and exchange rates', () => {
  it('serves rates, fails on the test switch', async () => {
    const ok = await call('GET /third-party/vat-rates');
    expect(ok.body.rates.find((r: { country: string }) => r.country === 'GB').standard).toBe('20');
    await call('POST /api/__test__/calc', { body: { taxRateFail: 1 } });
    expect((await call('GET /third-party/vat-rates')).http).toBe(500);
    expect((await call('GET /third-party/vat-rates')).http).toBe(200);
  });
  it('lists exchange rates by currency', async () => {
    const r = await call('GET /api/exchange-rate', { token, query: { currency: 'GBP', from: '2025-01-01', to: '2025-03-31' } });
    expect(r.body.data.list.map((x: { date: string }) => x.date)).toEqual(['2025-03-31', '2025-02-28', '2025-01-31']);
    expect(r.body.data.currencies).toContain('PLN');
  });
  it('lists the daily stand-in rates of the national rules with daily=1 (issue #20): working days only', async () => {
    const r = await call('GET /api/exchange-rate', { token, query: { currency: 'PLN', from: '2025-03-13', to: '2025-03-17', daily: '1' } });
    expect(r.body.data.list.map((x: { date: string }) => x.date)).toEqual(['2025-03-17', '2025-03-14', '2025-03-13']);
    expect(r.body.data.list[0].source).toContain('非官方');
  });
});

describe('report worker handler', () => {
  it('checks a Blob with the engine and reports progress', async () => {
    const msgs: ReportWorkerResponse[] = [];
    const file = Object.assign(new Blob([current]), { name: 'cur.csv' });
    await handleReportRequest({ id: 3, file }, (m) => msgs.push(m));
    const done = msgs.find((m) => m.type === 'done');
    expect(done && done.type === 'done' && done.result.files[0]).toMatchObject({ layout: 'current', rows: 300 });
    expect(msgs.every((m) => m.id === 3)).toBe(true);
  });
  it('posts an error for a bad request', async () => {
    const msgs: ReportWorkerResponse[] = [];
    await handleReportRequest({} as never, (m) => msgs.push(m));
    expect(msgs).toEqual([{ id: -1, type: 'error', message: '本地检查请求无效' }]);
  });
});
