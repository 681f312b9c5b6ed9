/**
 * One contract per call (issue #18) for the areas of issue #22: every route of mock/compliance.ts and
 * mock/duty.ts is declared with its contract (key = `METHOD path`), and a seeded answer of each
 * parses against the contract's response after a JSON round trip.
 */
import complianceRoutes from '../../../mock/compliance';
import dutyRoutes from '../../../mock/duty';
import { issueToken, resetStore, routeMeta, storeFile } from '../../../mock/_store';
import type { ApiContract } from '@/core/contract';
import { complianceApi } from '@/core/compliance/api';
import { dutyApi } from '@/core/duty/api';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

let seller: string;
beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  storeFile({ key: 'wizard-file/1/doc.pdf', name: 'DoC.pdf', mime: 'application/pdf', ownerId: 1, data: Buffer.from('%PDF-1.4 x') });
});
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function waitExport(table: Record<string, unknown>): Promise<string> {
  const { taskId } = (await callRoute(table, 'GET /api/compliance/export', { token: seller })).body.data;
  for (let i = 0; i < 100; i += 1) {
    const t = (await callRoute(table, 'GET /api/compliance/export-result', { token: seller, query: { taskId } })).body.data;
    if (t.status === 'done') return taskId;
    await new Promise((r) => {
      setTimeout(r, 50);
    });
  }
  throw new Error('the export did not finish');
}

const AREAS: { name: string; table: Record<string, unknown>; api: Record<string, ApiContract>; samples: Record<string, (table: Record<string, unknown>) => Promise<MockCallInput>> }[] = [
  {
    name: 'compliance',
    table: complianceRoutes as unknown as Record<string, unknown>,
    api: complianceApi as unknown as Record<string, ApiContract>,
    samples: {
      'POST /api/compliance/create': async () => ({ body: { companyName: '公司', businessNo: '91440300MA5F0XXX1K', legalFullName: '张伟', services: [{ type: 'caAgent', expectValidDate: day(1), year: 1, stores: [{ brandName: 'B' }], categories: ['toys'] }] } }),
      'POST /api/compliance/update': async () => ({ body: { id: 7003, service: { type: 'usAgent', expectValidDate: day(2), year: 1, stores: [{ brandName: 'ZW-Home' }], categories: ['food'] } } }),
      'GET /api/compliance/list': async () => ({ query: { perPage: '100' } }),
      'GET /api/compliance/info': async () => ({ query: { id: '7001' } }),
      'POST /api/compliance/renew': async () => ({ body: { id: 7001, year: 1 } }),
      'POST /api/compliance/stop': async () => ({ body: { id: 7002 } }),
      'GET /api/compliance/export': async () => ({}),
      'GET /api/compliance/export-result': async (t) => ({ query: { taskId: await waitExport(t) } }),
      'GET /api/compliance/mandate': async () => ({ query: { id: '7001' } }),
    },
  },
  {
    name: 'duty',
    table: dutyRoutes as unknown as Record<string, unknown>,
    api: dutyApi as unknown as Record<string, ApiContract>,
    samples: {
      'GET /api/me-duty-paragraph': async () => ({ query: { per_page: '100' } }),
      'GET /api/me-duty-paragraph/progress': async () => ({ query: { id: '50020' } }),
      'GET /api/me-duty-paragraph/reason': async () => ({ query: { id: '50021' } }),
    },
  },
];

describe.each(AREAS)('the $name contracts', ({ table, api, samples }) => {
  const entries = Object.entries(table).map(([key, handler]) => ({ key, meta: routeMeta(handler) }));

  it('every route is declared with its own contract, keyed by METHOD path, and has a sample here', () => {
    expect(entries.length).toBe(Object.keys(api).length);
    for (const { key, meta } of entries) {
      const c = meta?.contract as ApiContract | undefined;
      expect([key, c && `${c.method} ${c.path}`]).toEqual([key, key]);
    }
    expect(Object.keys(samples).sort()).toEqual(entries.map((e) => e.key).sort());
  });

  it.each(Object.keys(samples))('%s answers data that parses against its response schema', async (key) => {
    const a = await callRoute(table, key, { token: seller, ...(await samples[key](table)) });
    expect([a.http, a.body?.success, a.body?.errorMessage]).toEqual([200, true, undefined]);
    const contract = entries.find((e) => e.key === key)!.meta!.contract as ApiContract;
    const parsed = contract.response.safeParse(JSON.parse(JSON.stringify(a.body.data)));
    expect(parsed.success ? 'ok' : parsed.error.message).toBe('ok');
  });
});
