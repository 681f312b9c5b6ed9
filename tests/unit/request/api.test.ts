/**
 * The API helper (src/request/api.ts) and the one service convention: every service function takes
 * the request options LAST and passes them through to umi's request; built-in defaults
 * (`skipErrorHandler`, `skipErrorMessage`) can be overridden by the caller.
 */
import { request } from '@umijs/max';
import { api } from '@/request/api';
import * as account from '@/services/account';
import * as calc from '@/services/calc';
import * as common from '@/services/common';
import * as dashboard from '@/services/dashboard';
import * as draft from '@/services/draft';
import * as storage from '@/services/storage';
import * as upload from '@/services/upload';
import * as user from '@/services/user';

jest.mock('@umijs/max', () => ({ request: jest.fn() }));
const mockRequest = request as unknown as jest.Mock;

beforeEach(() => {
  mockRequest.mockReset();
  mockRequest.mockResolvedValue({});
});

describe('api.get / post / put / del', () => {
  it('maps each verb to umi request with params or data and the options', async () => {
    const signal = new AbortController().signal;
    await api.get('/api/a', { page: 1 }, { skipErrorMessage: true });
    await api.post('/api/b', { x: 1 }, { signal });
    await api.put('/api/c', { y: 2 });
    await api.del('/api/d', { type: 'vat' });
    expect(mockRequest.mock.calls).toEqual([
      ['/api/a', { method: 'GET', params: { page: 1 }, skipErrorMessage: true }],
      ['/api/b', { method: 'POST', data: { x: 1 }, signal }],
      ['/api/c', { method: 'PUT', data: { y: 2 } }],
      ['/api/d', { method: 'DELETE', data: { type: 'vat' } }],
    ]);
  });

  it('resolves with what the request client resolves (the envelope data)', async () => {
    mockRequest.mockResolvedValueOnce({ id: 7 });
    await expect(api.get<{ id: number }>('/api/x')).resolves.toEqual({ id: 7 });
  });
});

/** The options the cases pass (a local copy of AppRequestOptions' fields: babel's jest hoisting refuses imported types here). */
interface Opts {
  signal?: AbortSignal;
  skipErrorHandler?: boolean;
  skipErrorMessage?: boolean;
}

/** Each service call with its arguments before the options, and the expected method and path. */
const CASES: [string, (opts: Opts) => Promise<unknown>, string, string][] = [
  ['fetchInviteList', (o) => account.fetchInviteList({ page: 1 }, o), 'GET', '/api/user/invite-list'],
  ['sendSms', (o) => account.sendSms({ mobile: '13800138000', sms_type: 2 }, o), 'POST', '/api/sms/send'],
  ['wxQrcode', (o) => account.wxQrcode(o), 'GET', '/api/wx/qrcode'],
  ['wxScan', (o) => account.wxScan({ ticket: 't' }, o), 'GET', '/api/wx/scan'],
  ['updateUser', (o) => account.updateUser({ type: 'name', name: '张伟' }, o), 'POST', '/api/user/update'],
  ['listCalculations', (o) => calc.listCalculations({ page: 1 }, o), 'GET', '/api/calculate-tax'],
  ['getCalculation', (o) => calc.getCalculation(3, o), 'GET', '/api/calculate-tax/3'],
  ['deleteCalculation', (o) => calc.deleteCalculation(3, o), 'DELETE', '/api/calculate-tax/3'],
  ['createCalculation', (o) => calc.createCalculation({} as never, o), 'POST', '/api/calculate-tax'],
  ['listExchangeRates', (o) => calc.listExchangeRates({ currency: 'GBP' }, o), 'GET', '/api/exchange-rate'],
  ['startReportParse', (o) => calc.startReportParse('k', o), 'POST', '/api/calc-report/parse'],
  ['getReportParses', (o) => calc.getReportParses(['k'], o), 'GET', '/api/calc-report/parse'],
  ['fetchDistricts', (o) => common.fetchDistricts(o), 'GET', '/api/districts'],
  ['fetchClientUsers', (o) => common.fetchClientUsers({ q: 'x' }, o), 'GET', '/api/user/clients'],
  ['toPdf', (o) => common.toPdf({ html: '<p/>' }, o), 'POST', '/api/to-pdf'],
  ['fetchDashboard', (o) => dashboard.fetchDashboard(o), 'GET', '/api/dashboard'],
  ['getDraft', (o) => draft.getDraft({ type: 'vat-service' }, o), 'GET', '/api/draft'],
  ['saveDraft', (o) => draft.saveDraft({ type: 'vat-service' }, {}, o), 'POST', '/api/draft'],
  ['removeDraft', (o) => draft.removeDraft({ type: 'vat-service' }, o), 'DELETE', '/api/draft'],
  ['fetchStorageCertificate', (o) => storage.fetchStorageCertificate(o), 'GET', '/api/storage/certificate'],
  ['getUploadSign', (o) => upload.getUploadSign({ name: 'a.csv', size: 3 }, o), 'GET', '/api/upload/sign'],
  ['login', (o) => user.login({ username: 'u', password: 'p' }, o), 'POST', '/api/auth/login'],
  ['fetchCurrentUser', (o) => user.fetchCurrentUser(o), 'GET', '/api/user/info'],
  ['logout', (o) => user.logout(o), 'POST', '/api/auth/logout'],
];

describe('services take the request options last and pass them through', () => {
  it.each(CASES)('%s', async (_name, call, method, path) => {
    const signal = new AbortController().signal;
    await call({ signal, skipErrorHandler: false, skipErrorMessage: false });
    expect(mockRequest).toHaveBeenCalledTimes(1);
    const [url, options] = mockRequest.mock.calls[0];
    expect(url).toBe(path);
    expect(options).toEqual(expect.objectContaining({ method, signal, skipErrorHandler: false, skipErrorMessage: false }));
  });

  it('keeps the built-in defaults when no options are given', async () => {
    await calc.startReportParse('k');
    await calc.createCalculation({} as never);
    await storage.fetchStorageCertificate();
    await user.logout();
    expect(mockRequest.mock.calls.map((c) => [c[0], c[1].skipErrorHandler, c[1].skipErrorMessage])).toEqual([
      ['/api/calc-report/parse', true, undefined],
      ['/api/calculate-tax', undefined, true],
      ['/api/storage/certificate', true, undefined],
      ['/api/auth/logout', true, undefined],
    ]);
  });

  it('uploadFile signs, then posts the multipart body to the signed url with the same options', async () => {
    mockRequest
      .mockResolvedValueOnce({ url: '/api/upload/put/s1', key: 'report/1/a.csv', fields: { key: 'report/1/a.csv' }, expiresAt: '' })
      .mockResolvedValueOnce({ key: 'report/1/a.csv', name: 'a.csv', size: 3 });
    const seen: number[] = [];
    const file = new File(['abc'], 'a.csv');
    const stored = await upload.uploadFile(file, { scene: 'report', onProgress: (p) => seen.push(p.percent) }, { skipErrorMessage: true });
    expect(stored.key).toBe('report/1/a.csv');
    const [signCall, putCall] = mockRequest.mock.calls;
    expect(signCall).toEqual(['/api/upload/sign', expect.objectContaining({ params: { name: 'a.csv', size: 3, scene: 'report' }, skipErrorMessage: true })]);
    expect(putCall[0]).toBe('/api/upload/put/s1');
    expect(putCall[1].data).toBeInstanceOf(FormData);
    expect((putCall[1].data as FormData).get('key')).toBe('report/1/a.csv');
    expect(putCall[1].skipErrorMessage).toBe(true);
    putCall[1].onUploadProgress({ loaded: 2, total: 4 });
    expect(seen).toEqual([50]);
  });
});
