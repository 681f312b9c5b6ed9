/**
 * One contract per call (issue #18) for the EORI area: every route of mock/eori.ts but the test-only
 * switch is declared with its contract of src/core/eori/api.ts (key = `METHOD path`), every answer of
 * the seeded mock parses against the contract's response after a JSON round trip, and a drifted shape
 * fails to parse.
 */
import * as XLSX from 'xlsx';
import routes from '../../../mock/eori';
import { issueToken, resetStore, routeMeta, storeFile } from '../../../mock/_store';
import { eoriStore } from '../../../mock/_store/eori';
import type { ApiContract } from '@/core/contract';
import { eoriApi, eoriApplication } from '@/core/eori/api';
import { FR_BATCH_COLUMNS } from '@/core/eori';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const table = routes as unknown as Record<string, unknown>;
let seller: string;
let agent: string;

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  agent = issueToken(2);
});

/** An uploaded template of the agent with one valid row. */
function template(): string {
  const wb = XLSX.utils.book_new();
  const row = ['client1', '甲公司', 'JIA CO., LTD.', 'DE136695976', '2019-07-02', '8', 'Keji Road', '518057', 'SHENZHEN', 'CHINA'];
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([FR_BATCH_COLUMNS.map((c) => c.header), row]), 'sheet1');
  const key = `eori-batch/2/contract-${Math.random()}.xlsx`;
  storeFile({ key, name: 't.xlsx', mime: 'application/octet-stream', data: Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' })), ownerId: 2 });
  return key;
}

const GB = {
  businessLicense: [{ key: 'eori-file/1/l.png', name: 'l.png' }],
  companyName: '契约测试有限公司',
  companyNameEn: 'CONTRACT TEST CO., LTD.',
  companyAddressEn: 'No. 1 Road',
  companyCityEn: 'SHENZHEN',
  companyPostalCode: '518057',
  companyFoundDate: '2018-05-01',
  sicCode: '47910',
  hasUtr: true,
  utr: '1234567890',
  vatRegistered: false,
  contactName: '王五',
  contactEmail: 'w@example.cn',
  contactPhone: '13800138000',
};
const FR = {
  companyName: '契约测试有限公司',
  companyNameEn: 'CONTRACT TEST CO., LTD.',
  otherEoriVatNumber: 'DE136695976',
  otherEoriVatCert: [{ key: 'eori-file/1/c.pdf', name: 'c.pdf' }],
  companyFoundDate: '2018-05-01',
  companyAddressNumber: '1',
  companyAddressEn: 'Keji Road',
  companyZipCode: '518057',
  companyCityEn: 'SHENZHEN',
  companyCountryEn: 'CHINA',
  businessLicense: [{ key: 'eori-file/1/l.png', name: 'l.png' }],
  legalIdFile: [{ key: 'eori-file/1/id.png', name: 'id.png' }],
  contactName: '王五',
  contactEmail: 'w@example.cn',
  contactPhone: '13800138000',
};

/** One seeded call per route: who calls and what it sends. */
const SAMPLES: Record<string, () => MockCallInput & { as?: 'agent' }> = {
  'GET /api/eori/applications': () => ({ query: { perPage: '100' } }),
  'GET /api/eori/applications/info': () => ({ query: { id: '1' } }),
  'GET /api/eori/status': () => ({ query: { id: '2' } }),
  'POST /api/eori/gb/create': () => ({ body: GB }),
  'POST /api/eori/gb/update': () => ({ as: 'agent', body: { ...GB, id: 3 } }),
  'POST /api/eori/fr/create': () => ({ body: FR }),
  'POST /api/eori/fr/update': () => ({ as: 'agent', body: { ...FR, id: 3 } }),
  'GET /api/eori/credentials': () => ({ query: { id: '1' } }),
  'GET /api/eori/fr/batch-template': () => ({ as: 'agent' }),
  'POST /api/eori/fr/batch-check': () => ({ as: 'agent', body: { key: template() } }),
  'POST /api/eori/fr/batch-submit': () => ({ as: 'agent', body: { key: template() } }),
  'POST /api/eori/check': () => ({ body: { numbers: ['GB980780684000', 'FR812345676', 'GB1'] } }),
};

const entries = Object.entries(table)
  .filter(([key]) => !key.includes('/__test__/'))
  .map(([key, handler]) => ({ key, meta: routeMeta(handler) }));

describe('the EORI contracts', () => {
  it('every route is declared with its contract, keyed by the contract’s METHOD path, one route each', () => {
    expect(entries.length).toBe(Object.keys(eoriApi).length);
    for (const { key, meta } of entries) {
      const c = meta?.contract as ApiContract | undefined;
      expect([key, c && `${c.method} ${c.path}`]).toEqual([key, key]);
    }
    expect(new Set(entries.map((e) => e.meta?.contract)).size).toBe(entries.length);
    expect(Object.keys(SAMPLES).sort()).toEqual(entries.map((e) => e.key).sort());
  });

  it.each(Object.keys(SAMPLES))('%s answers data that parses against its response schema', async (key) => {
    const { as, ...input } = SAMPLES[key]();
    if (key === 'POST /api/eori/fr/update') {
      // Make the seeded returned application a French one to resubmit it as French.
      eoriStore().applications.find((a) => a.id === 3)!.country = 'FR';
    }
    const a = await callRoute(table, key, { token: as === 'agent' ? agent : seller, ...input });
    expect([a.http, a.body.success, a.body.errorMessage]).toEqual([200, true, undefined]);
    const contract = entries.find((e) => e.key === key)!.meta!.contract!;
    const parsed = contract.response.safeParse(JSON.parse(JSON.stringify(a.body.data)));
    expect(parsed.success ? true : parsed.error.issues).toBe(true);
  });

  it('a drifted shape fails to parse', async () => {
    const row = (await callRoute(table, 'GET /api/eori/applications', { token: seller })).body.data.list[0];
    expect(eoriApplication.safeParse(row).success).toBe(true);
    expect(eoriApplication.safeParse({ ...row, status: 'done' }).success).toBe(false);
    expect(eoriApplication.safeParse({ ...row, extra: 1 }).success).toBe(false);
    const { eoriNumber: _e, ...missing } = row;
    expect(eoriApplication.safeParse(missing).success).toBe(false);
  });
});
