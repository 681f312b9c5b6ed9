/**
 * One contract per call (issue #18), the VAT records area as the worked example: every route of
 * mock/vat-tax.ts is declared with its contract of src/core/vat-tax/api.ts (key = `METHOD path`),
 * every answer of the seeded mock parses against the contract's response schema (after a JSON round
 * trip, as the console receives it), a drifted shape fails to parse, and the values a service may
 * send (`QueryOf`) parse back through the mock's input schemas.
 */
import type { ZodTypeAny } from 'zod';
import routes from '../../../mock/vat-tax';
import { issueToken, resetStore, routeMeta } from '../../../mock/_store';
import type { ApiContract, QueryOf, ResponseOf } from '@/core/contract';
import { vatTaxApi, vatTaxOption, vatTaxPage, vatTaxRecord } from '@/core/vat-tax/api';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const table = routes as unknown as Record<string, unknown>;
let seller: string;

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
});

const wire = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/** A successful call's `data`, after a JSON round trip. */
async function data(key: string, input: MockCallInput) {
  const a = await callRoute(table, key, { token: seller, ...input });
  expect([a.http, a.body?.success, a.body?.errorMessage]).toEqual([200, true, undefined]);
  return wire(a.body.data);
}

/** One seeded call per route: what to send (`waitExport` polls the export until done). */
const SAMPLES: Record<string, () => Promise<MockCallInput>> = {
  'GET /api/vat-tax': async () => ({ query: { per_page: '100' } }),
  'GET /api/vat-tax/info': async () => ({ query: { id: '1001' } }),
  'GET /api/vat-tax/read': async () => ({ query: { id: '1001' } }),
  'GET /api/vat-tax/country': async () => ({}),
  'GET /api/vat-tax/history-periods': async () => ({ query: { state: 'all', perPage: '100' } }),
  'POST /api/vat-tax/tag': async () => ({ query: { id: '1001', tags: '主力站点,英国站' } }),
  'POST /api/vat-tax/operator': async () => ({ body: { id: 1001, operator: '王静', note: '季度前核对' } }),
  'POST /api/vat-tax/certs/batch-download': async () => ({ query: { ids: '1001,1002,1003' } }),
  'GET /api/vat-tax/export-all': async () => ({ query: { kind: 'numbers', countryCode: 'ZZ' } }),
  'GET /api/vat-tax/export-result': async () => ({ query: { taskId: await finishedExport() } }),
  'POST /api/vat-tax/share': async () => ({ body: { ids: [1001, 1002], title: '给财务看' } }),
  'GET /api/vat-tax/shared': async () => ({ query: { token: (await data('POST /api/vat-tax/share', { body: { ids: [1001] } })).token } }),
};

/** Starts an export of the periods and waits until the task is done (so the answer has its `url`). */
async function finishedExport(): Promise<string> {
  const { taskId } = await data('GET /api/vat-tax/export-all', { query: { kind: 'periods' } });
  for (let i = 0; i < 100; i += 1) {
    const t = await data('GET /api/vat-tax/export-result', { query: { taskId } });
    if (t.status === 'done') return taskId;
    await new Promise((r) => {
      setTimeout(r, 50);
    });
  }
  throw new Error('the export did not finish');
}

const entries = Object.entries(table).map(([key, handler]) => ({ key, meta: routeMeta(handler) }));

describe('the VAT records contracts', () => {
  it('every route of mock/vat-tax.ts is declared with its contract, keyed by the contract’s METHOD path', () => {
    expect(entries.length).toBe(Object.keys(vatTaxApi).length);
    for (const { key, meta } of entries) {
      const c = meta?.contract as ApiContract | undefined;
      expect([key, c && `${c.method} ${c.path}`, c && meta!.access]).toEqual([key, key, c?.access]);
    }
    // Each contract serves exactly one route.
    expect(new Set(entries.map((e) => e.meta?.contract)).size).toBe(Object.keys(vatTaxApi).length);
  });

  it('every route has a seeded sample here (a new route without one fails)', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(entries.map((e) => e.key).sort());
  });

  it.each(Object.keys(SAMPLES))('%s answers data that parses against its response schema', async (key) => {
    const input = await SAMPLES[key]();
    const out = await data(key, input);
    const schema = (routeMeta(table[key])!.contract as ApiContract).response as ZodTypeAny;
    const parsed = schema.safeParse(out);
    expect(parsed.success ? 'ok' : parsed.error.issues.slice(0, 3)).toBe('ok');
  });

  it('the list answers both shapes of its contract: a page, and the all-list with all=1', async () => {
    expect(vatTaxPage.safeParse(await data('GET /api/vat-tax', {})).success).toBe(true);
    const all = await data('GET /api/vat-tax', { query: { all: '1' } });
    expect(all.length).toBeGreaterThan(0);
    expect(vatTaxOption.array().safeParse(all).success).toBe(true);
    expect(vatTaxPage.safeParse(all).success).toBe(false);
  });

  it('a drifted shape fails: a renamed, a missing, a retyped and an extra field', async () => {
    const record = (await data('GET /api/vat-tax', {})).list[0] as ResponseOf<typeof vatTaxApi.tag>;
    expect(vatTaxRecord.safeParse(record).success).toBe(true);
    const { companyName, ...missing } = record;
    const drifts: [string, unknown][] = [
      ['renamed', { ...missing, company: companyName }],
      ['missing', missing],
      ['retyped', { ...record, status: String(record.status) }],
      ['extra', { ...record, internalNote: 'x' }],
      ['wrong date', { ...record, nextDueDate: '2026/01/31' }],
    ];
    for (const [what, value] of drifts) {
      const r = vatTaxRecord.safeParse(value);
      expect([what, r.success]).toEqual([what, false]);
    }
    // And the page around it.
    expect(vatTaxPage.safeParse({ list: [record], total: 1, page: 1, per_page: 10 }).success).toBe(false);
  });

  it('what a service may send (QueryOf) parses back through the mock’s input schema', () => {
    const sent: QueryOf<typeof vatTaxApi.list> = { page: 2, per_page: 10, countryCode: 'GB', status: 3, type: 1, overdue: true, order_by: '-daysLeft', all: false };
    const asText = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, String(v)]));
    const parsed = vatTaxApi.list.query.parse(asText);
    expect(parsed).toEqual({ page: 2, per_page: 10, countryCode: 'GB', status: 3, type: '1', overdue: true, order_by: '-daysLeft', all: false });
    const periods: QueryOf<typeof vatTaxApi.periods> = { id: 1001, state: 'overdue', from: '2025-01-01', returnType: 'zero', perPage: 20 };
    expect(vatTaxApi.periods.query.parse(Object.fromEntries(Object.entries(periods).map(([k, v]) => [k, String(v)])))).toEqual(periods);
    // @ts-expect-error a state the contract does not know is refused at compile time
    const wrong: QueryOf<typeof vatTaxApi.periods> = { state: 'late' };
    expect(vatTaxApi.periods.query.safeParse(wrong).success).toBe(false);
  });

  it('the mock refuses input outside the contract with the contract’s Chinese message', async () => {
    const a = await callRoute(table, 'POST /api/vat-tax/share', { token: seller, body: { ids: [] } });
    expect([a.body.success, a.body.errorCode, a.body.errorMessage]).toEqual([false, 'VALIDATION', '请选择要分享的税号']);
    const b = await callRoute(table, 'GET /api/vat-tax/info', { token: seller, query: {} });
    expect(b.body.errorMessage).toBe('缺少参数 id');
  });
});
