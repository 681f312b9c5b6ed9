/**
 * Issue #33 "Lookups that say what happened": every HTTP and network failure of every call reaches
 * the user as a Chinese message that says what went wrong and what to do — never a bare status such
 * as "请求失败（HTTP 500）", never axios' English. Each fault is injected into umi's `request` (what
 * `api.*` calls) and into the error handler (what shows the toast).
 */
import { request } from '@umijs/max';
import { api } from '@/request/api';
import { createErrorHandler } from '@/request/errorHandler';
import { httpStatusMessage, NETWORK_ERROR, noAnswerMessage, TIMEOUT_ERROR } from '@/request/http-messages';
import { RequestFailure } from '@/request/types';

jest.mock('@umijs/max', () => ({ request: jest.fn(), history: { push: jest.fn() } }));
const mockRequest = request as unknown as jest.Mock;

/** An axios error with an answer of `status` and body `data`. */
function httpError(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, name: 'AxiosError', code: 'ERR_BAD_RESPONSE', response: { status, data } });
}
/** An axios error with no answer. */
function noAnswer(code: string, message: string) {
  return Object.assign(new Error(message), { isAxiosError: true, name: 'AxiosError', code });
}

/** The toasts the error handler shows for `error`. */
function toastsOf(error: unknown): string[] {
  const shown: string[] = [];
  const fx = {
    warn: (t: string) => shown.push(t),
    error: (t: string) => shown.push(t),
    notify: (_title: string, t: string) => shown.push(t),
    accountModal: (t: string) => shown.push(t),
    clearSession: () => undefined,
    currentPath: () => '/',
    navigate: () => undefined,
  };
  createErrorHandler(fx)(error);
  return shown;
}

/** Chinese text with no status code, no "HTTP", no English of axios. */
function expectUserText(text: string) {
  expect(text).toMatch(/[\u4e00-\u9fff]/);
  expect(text).not.toMatch(/HTTP|\b[45]\d\d\b|Request failed|Network Error|timeout of/i);
}

beforeEach(() => mockRequest.mockReset());

describe('an HTTP error without an envelope: a Chinese message by status', () => {
  it.each([
    [500, '服务器内部出错，请稍后重试'],
    [502, '服务器网关出错，请稍后重试'],
    [503, '服务暂时不可用（可能正在维护），请稍后重试'],
    [504, '服务器响应超时，请稍后重试'],
    [404, '请求的服务不存在，请刷新页面后重试'],
    [429, '请求过于频繁，请稍候一分钟再试'],
  ])('%p (an HTML error page) rejects with and shows "%s"', async (status, text) => {
    mockRequest.mockRejectedValueOnce(httpError(status, '<html><body>Error</body></html>'));
    const e = await api.get('/api/lookup/vat-check').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RequestFailure);
    expect((e as Error).message).toBe(text);
    expect((e as { status?: number }).status).toBe(status);
    expect(toastsOf(httpError(status, 'Internal Server Error'))).toEqual([text]);
    expectUserText(text);
  });

  it('an unlisted status still reads as Chinese by its class, without the code', () => {
    expect(httpStatusMessage(418)).toBe('服务器拒绝了本次请求，请刷新页面后重试');
    expect(httpStatusMessage(507)).toBe('服务器暂时出错，请稍后重试');
    for (let s = 400; s < 600; s += 1) expectUserText(httpStatusMessage(s));
  });

  it('a server message in an envelope still wins over the status text', async () => {
    mockRequest.mockRejectedValueOnce(httpError(500, { status: 500, success: false, message: '核验服务维护中，请 10 分钟后重试' }));
    await expect(api.post('/api/x', {})).rejects.toThrow('核验服务维护中，请 10 分钟后重试');
  });
});

describe('no answer: a timeout and a network error', () => {
  it('a timeout (ECONNABORTED / ETIMEDOUT) reads 服务器响应超时', async () => {
    mockRequest.mockRejectedValueOnce(noAnswer('ECONNABORTED', 'timeout of 8000ms exceeded'));
    await expect(api.get('/api/x')).rejects.toThrow(TIMEOUT_ERROR);
    mockRequest.mockRejectedValueOnce(noAnswer('ETIMEDOUT', 'connect ETIMEDOUT'));
    await expect(api.get('/api/x')).rejects.toThrow(TIMEOUT_ERROR);
    expect(toastsOf(noAnswer('ECONNABORTED', 'timeout of 8000ms exceeded'))).toEqual([TIMEOUT_ERROR]);
  });

  it('a network error (ERR_NETWORK, connection refused) reads 无法连接服务器，请检查网络后重试', async () => {
    mockRequest.mockRejectedValueOnce(noAnswer('ERR_NETWORK', 'Network Error'));
    await expect(api.get('/api/x')).rejects.toThrow(NETWORK_ERROR);
    expect(toastsOf(noAnswer('ERR_NETWORK', 'Network Error'))).toEqual([NETWORK_ERROR]);
    expect(noAnswerMessage(noAnswer('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:8000'))).toBe(NETWORK_ERROR);
    expectUserText(NETWORK_ERROR);
    expectUserText(TIMEOUT_ERROR);
  });
});
