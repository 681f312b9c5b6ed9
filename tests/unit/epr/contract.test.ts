/**
 * One contract per call (issue #18) for the EPR area: every route of mock/epr.ts is declared with its
 * contract of src/core/epr/api.ts (key = `METHOD path`), every call of spec §7 "EPR" (except the
 * declaration and WEEE calls of issue #21 part B) has one, every seeded answer parses against the
 * contract's response after a JSON round trip, and a drifted shape fails.
 */
import routes from '../../../mock/epr';
import { issueToken, resetStore, routeMeta, storeFile } from '../../../mock/_store';
import type { ApiContract } from '@/core/contract';
import { eprApi, eprRegistration } from '@/core/epr/api';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const table = routes as unknown as Record<string, unknown>;
let seller: string;

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
});

const wire = <T>(v: T): T => JSON.parse(JSON.stringify(v));
const sleep = (ms: number) => new Promise((r) => { setTimeout(r, ms); });

async function data(key: string, input: MockCallInput) {
  const a = await callRoute(table, key, { token: seller, ...input });
  expect([key, a.http, a.body?.success, a.body?.errorMessage]).toEqual([key, 200, true, undefined]);
  return wire(a.body.data);
}

async function done(start: string, result: string, input: MockCallInput): Promise<string> {
  const { taskId } = await data(start, input);
  for (let i = 0; i < 100; i += 1) {
    if ((await data(result, { query: { taskId } })).status === 'done') return taskId;
    await sleep(50);
  }
  throw new Error('task did not finish');
}

const company = { companyName: '深圳市张伟电子商务有限公司', businessNo: '91440300MA5FXXXX0X', legalFullName: '张伟', legalCertType: 'idcard', companyCity: '深圳市', isBoth: 1, enterpriseType: 2 };

const SAMPLES: Record<string, () => Promise<MockCallInput>> = {
  'GET /api/epr': async () => ({ query: { perPage: '100' } }),
  'POST /api/epr/create': async () => ({ body: { ...company, frSpin: { items: [{ name: 'T 恤', nameFr: 'T-shirt', weight: 0.2, salesNum: 500, cateId: 141 }] } } }),
  'POST /api/epr/update': async () => ({ body: { id: 7003, ...company, esPack: { datePeriod: ['2026-01-01', '2026-12-31'], hasLocalVat: 0, items: [{ name: '纸箱', materialId: 258, weight: 100, cateId: 274 }] } } }),
  'POST /api/epr/update2': async () => ({ body: { id: 7001, values: { recoveryFee: 36, servicePeriod: 1, brandName: 'ZW Home', weight: [{ type: 2, weight: 200, name: '纸箱' }] } } }),
  'POST /api/epr/read': async () => ({ body: { id: 7003 } }),
  'POST /api/epr/upload-cert': async () => {
    storeFile({ key: 'wizard-file/1/c/cert.pdf', name: 'cert.pdf', mime: 'application/pdf', data: Buffer.from('%PDF-1.4'), ownerId: 1 });
    return { body: { id: 7001, file: { key: 'wizard-file/1/c/cert.pdf', name: 'cert.pdf' } } };
  },
  'POST /api/epr/export': async () => ({ body: { status: 4 } }),
  'GET /api/epr/export-result': async () => ({ query: { taskId: await done('POST /api/epr/export', 'GET /api/epr/export-result', { body: {} }) } }),
  'GET /api/epr/info': async () => ({ query: { id: '7001' } }),
  'GET /api/epr/batch-info': async () => ({ query: { ids: '7001,7002' } }),
  'GET /api/epr/get-info': async () => ({}),
  'GET /api/epr/stop-reg': async () => ({ query: { id: '7002' } }),
  'GET /api/epr/office': async () => ({}),
  'GET /api/epr/agent-renew': async () => ({ query: { id: '7001' } }),
  'GET /api/epr/fixed-data': async () => ({}),
  'GET /api/epr/depack-account': async () => ({}),
  'GET /api/epr/batch-download': async () => ({ query: { ids: '7001' } }),
  'GET /api/epr/batch-download-result': async () => ({ query: { taskId: await done('GET /api/epr/batch-download', 'GET /api/epr/batch-download-result', { query: { ids: '7001' } }) } }),
};

describe('EPR contracts', () => {
  it('every route is declared with the contract of its key, and every contract has a route', () => {
    const contracts = Object.values(eprApi) as ApiContract[];
    for (const [key, handler] of Object.entries(table)) {
      const c = routeMeta(handler)?.contract;
      expect([key, c && `${c.method} ${c.path}`]).toEqual([key, key]);
    }
    expect(contracts.map((c) => `${c.method} ${c.path}`).sort()).toEqual(Object.keys(table).sort());
  });

  it('covers every /api/epr call of spec §7', () => {
    const spec = ['POST create', 'POST update2', 'POST update', 'POST read', 'POST upload-cert', 'POST export', 'GET ', 'GET info', 'GET batch-info', 'GET get-info', 'GET stop-reg', 'GET office', 'GET agent-renew', 'GET fixed-data', 'GET depack-account', 'GET export-result', 'GET batch-download', 'GET batch-download-result'];
    for (const s of spec) {
      const [m, p] = s.split(' ');
      expect(Object.keys(table)).toContain(`${m} /api/epr${p ? `/${p}` : ''}`);
    }
  });

  it.each(Object.keys(SAMPLES))('%s answers what its contract says', async (key) => {
    const contract = routeMeta(table[key])!.contract!;
    const answer = await data(key, await SAMPLES[key]());
    const parsed = contract.response.safeParse(answer);
    expect(parsed.success ? 'ok' : parsed.error.issues).toBe('ok');
  });

  it('a drifted shape fails to parse', async () => {
    const row = (await data('GET /api/epr', {})).list[0];
    expect(eprRegistration.safeParse(row).success).toBe(true);
    expect(eprRegistration.safeParse({ ...row, extra: 1 }).success).toBe(false);
    expect(eprRegistration.safeParse({ ...row, status: 9 }).success).toBe(false);
  });
});
