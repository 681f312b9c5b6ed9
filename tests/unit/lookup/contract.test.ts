/**
 * One contract per call for the lookup area (pattern: tests/unit/vat-tax/contract.test.ts): every
 * route of mock/lookup.ts is declared with its contract of src/core/lookup/api.ts, every seeded
 * answer parses against the response schema after a JSON round trip, and a drifted shape fails.
 */
import type { ZodTypeAny } from 'zod';
import routes from '../../../mock/lookup';
import { issueToken, resetStore, routeMeta } from '../../../mock/_store';
import type { ApiContract } from '@/core/contract';
import { lookupApi, vatCheckRow, watchRow } from '@/core/lookup/api';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const table = routes as unknown as Record<string, unknown>;
let seller: string;
beforeEach(() => {
  resetStore();
  seller = issueToken(1);
});
const wire = <T>(v: T): T => JSON.parse(JSON.stringify(v));

const SAMPLES: Record<string, MockCallInput> = {
  'POST /api/lookup/vat-check': { body: { numbers: ['DE136695976', 'GB980780684', 'DE100001101', 'DE100008301', 'ESB12349700'] } },
  'GET /api/lookup/monitoring': { query: { perPage: '100' } },
  'POST /api/lookup/monitoring': { body: { items: [{ vatNumber: 'IT01234601100', relation: 'client' }, { vatNumber: 'x', relation: 'own' }] } },
  'POST /api/lookup/monitoring/from-records': { body: {} },
  'POST /api/lookup/monitoring/recheck': { body: {} },
  'POST /api/lookup/monitoring/delete': { body: { ids: [1] } },
  'GET /api/lookup/monitoring/alerts': { query: {} },
  'POST /api/lookup/monitoring/alerts/read': { body: {} },
  'GET /api/lookup/monitoring/prefs': {},
  'POST /api/lookup/monitoring/prefs': { body: { columns: ['status'] } },
};

const entries = Object.entries(table)
  .filter(([key]) => !key.includes('__test__'))
  .map(([key, handler]) => ({ key, meta: routeMeta(handler) }));

describe('the lookup contracts', () => {
  it('every route is declared with its contract, keyed by METHOD path, one route per contract', () => {
    expect(entries.length).toBe(Object.keys(lookupApi).length);
    for (const { key, meta } of entries) {
      const c = meta?.contract as ApiContract | undefined;
      expect([key, c && `${c.method} ${c.path}`]).toEqual([key, key]);
    }
    expect(Object.keys(SAMPLES).sort()).toEqual(entries.map((e) => e.key).sort());
  });

  it.each(Object.keys(SAMPLES))('%s answers data that parses against its response schema', async (key) => {
    // Alerts exist only after a re-check.
    await callRoute(table, 'POST /api/lookup/monitoring/recheck', { token: seller, body: {} });
    const a = await callRoute(table, key, { token: seller, ...SAMPLES[key] });
    expect([a.http, a.body.success, a.body.errorMessage]).toEqual([200, true, undefined]);
    const schema = (routeMeta(table[key])!.contract as ApiContract).response as ZodTypeAny;
    const parsed = schema.safeParse(wire(a.body.data));
    expect(parsed.success ? 'ok' : parsed.error.issues.slice(0, 3)).toBe('ok');
  });

  it('a drifted shape fails', async () => {
    const results = wire((await callRoute(table, 'POST /api/lookup/vat-check', { token: seller, body: { numbers: ['DE136695976'] } })).body.data.results);
    const row = results[0];
    expect(vatCheckRow.safeParse(row).success).toBe(true);
    const { kind, ...missing } = row;
    for (const v of [missing, { ...row, status: kind }, { ...row, kind: 'maybe' }, { ...row, checkedAt: '2026/01/01' }, { ...row, extra: 1 }]) expect(vatCheckRow.safeParse(v).success).toBe(false);
    const w = wire((await callRoute(table, 'GET /api/lookup/monitoring', { token: seller })).body.data.list[0]);
    expect(watchRow.safeParse(w).success).toBe(true);
    expect(watchRow.safeParse({ ...w, relation: 'boss' }).success).toBe(false);
  });
});
