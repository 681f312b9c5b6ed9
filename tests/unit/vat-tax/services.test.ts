/**
 * The typed calls of the VAT records area (src/services/vat-tax.ts): each function's method, path,
 * query or body — the spec's query-parameter POSTs (`/tag?id&tags`, `/certs/batch-download?ids`)
 * included — and the request options passed last.
 */
import fs from 'fs';
import path from 'path';
import { request } from '@umijs/max';
import mockRoutes from '../../../mock/vat-tax';
import { routeMeta } from '../../../mock/_store';
import { vatTaxApi } from '@/core/vat-tax/api';
import {
  downloadVatTaxCerts,
  exportVatTax,
  getSharedVatTax,
  getVatTaxInfo,
  listAllVatTax,
  listVatTax,
  listVatTaxCountries,
  listVatTaxPeriods,
  markVatTaxRead,
  setVatTaxOperator,
  setVatTaxTags,
  shareVatTax,
  vatTaxExportResult,
} from '@/services/vat-tax';

jest.mock('@umijs/max', () => ({ request: jest.fn() }));
const mockRequest = request as unknown as jest.Mock;

beforeEach(() => {
  mockRequest.mockReset();
  mockRequest.mockResolvedValue('answer');
});

/** The last call as `[url, { method, params, data, ...opts }]`. */
const last = () => mockRequest.mock.calls[mockRequest.mock.calls.length - 1];

describe('VAT records services', () => {
  it('lists with page / per_page and filters; the all-list adds all=1', async () => {
    await expect(listVatTax({ page: 2, per_page: 10, countryCode: 'GB', type: 1, overdue: 1 })).resolves.toBe('answer');
    expect(last()).toEqual(['/api/vat-tax', { method: 'GET', params: { page: 2, per_page: 10, countryCode: 'GB', type: 1, overdue: 1 } }]);
    await listAllVatTax({ users: '3' });
    expect(last()).toEqual(['/api/vat-tax', { method: 'GET', params: { users: '3', all: 1 } }]);
  });

  it('info, read, countries, periods', async () => {
    await getVatTaxInfo(1001, { skipErrorMessage: true });
    expect(last()).toEqual(['/api/vat-tax/info', { method: 'GET', params: { id: 1001 }, skipErrorMessage: true }]);
    await markVatTaxRead(1004);
    expect(last()).toEqual(['/api/vat-tax/read', { method: 'GET', params: { id: 1004 } }]);
    await listVatTaxCountries();
    expect(last()).toEqual(['/api/vat-tax/country', { method: 'GET', params: undefined }]);
    await listVatTaxPeriods({ state: 'overdue', order_by: '-daysOverdue', page: 1, perPage: 10 });
    expect(last()).toEqual(['/api/vat-tax/history-periods', { method: 'GET', params: { state: 'overdue', order_by: '-daysOverdue', page: 1, perPage: 10 } }]);
  });

  it('tags and certificates go in the query of a POST (spec §7); the operator in the body', async () => {
    await setVatTaxTags(1001, ['主力站点', '英国站']);
    expect(last()[0]).toBe(`/api/vat-tax/tag?id=1001&tags=${encodeURIComponent('主力站点,英国站')}`);
    expect(last()[1]).toEqual({ method: 'POST', data: undefined });
    await setVatTaxTags(1001, []);
    expect(last()[0]).toBe('/api/vat-tax/tag?id=1001&tags=');
    await downloadVatTaxCerts([1001, 1002]);
    expect(last()).toEqual([`/api/vat-tax/certs/batch-download?ids=${encodeURIComponent('1001,1002')}`, { method: 'POST', data: undefined }]);
    await setVatTaxOperator({ id: 1001, operator: '王静', note: '' }, { skipErrorMessage: true });
    expect(last()).toEqual(['/api/vat-tax/operator', { method: 'POST', data: { id: 1001, operator: '王静', note: '' }, skipErrorMessage: true }]);
  });

  it('export (with its kind), export result, share and the shared data set', async () => {
    await exportVatTax({ kind: 'overdue', countryCode: 'PL' });
    expect(last()).toEqual(['/api/vat-tax/export-all', { method: 'GET', params: { kind: 'overdue', countryCode: 'PL' } }]);
    await vatTaxExportResult('t1');
    expect(last()).toEqual(['/api/vat-tax/export-result', { method: 'GET', params: { taskId: 't1' } }]);
    await shareVatTax({ ids: [1001, 1002] });
    expect(last()).toEqual(['/api/vat-tax/share', { method: 'POST', data: { ids: [1001, 1002] } }]);
    await getSharedVatTax('abc', { skipErrorMessage: true });
    expect(last()).toEqual(['/api/vat-tax/shared', { method: 'GET', params: { token: 'abc' }, skipErrorMessage: true }]);
  });

  it('every call of the mock has a service (each route’s contract is called by a service function)', () => {
    // Issue #34: the path is written once, in the contract; the mock keys its routes by it and the
    // service names the generated call `vatTaxCalls.<key>` instead of writing the path again.
    const keys = Object.values(mockRoutes).map((h) => Object.entries(vatTaxApi).find(([, c]) => c === routeMeta(h)?.contract)?.[0]);
    const services = fs.readFileSync(path.resolve(__dirname, '../../../src/services/vat-tax.ts'), 'utf8');
    expect(keys.length).toBeGreaterThanOrEqual(12);
    expect(keys.filter((k) => !k || !services.includes(`vatTaxCalls.${k},`))).toEqual([]);
  });
});
