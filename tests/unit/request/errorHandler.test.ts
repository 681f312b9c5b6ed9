import { createErrorHandler, exceptionUrl, loginUrl, type ErrorEffects } from '@/request/errorHandler';
import { RequestFailure } from '@/request/types';
import { encodeRedirect } from '@/core/utils/redirect';

type Call = [keyof ErrorEffects, ...unknown[]];

function recorder(path = '/user/info?tab=2') {
  const calls: Call[] = [];
  let modalOk: (() => void) | null = null;
  const fx: ErrorEffects = {
    warn: (t) => calls.push(['warn', t]),
    error: (t) => calls.push(['error', t]),
    notify: (title, t) => calls.push(['notify', title, t]),
    accountModal: (t, onOk) => {
      calls.push(['accountModal', t]);
      modalOk = onOk;
    },
    clearSession: () => calls.push(['clearSession']),
    currentPath: () => path,
    navigate: (to) => calls.push(['navigate', to]),
  };
  return { fx, calls, closeModal: () => modalOk?.() };
}

const toasts = (calls: Call[]) => calls.filter(([k]) => k === 'warn' || k === 'error' || k === 'notify');
const biz = (showType: number | undefined, errorMessage?: string, errorCode = 'E42') =>
  new RequestFailure('business', errorMessage || '请求错误，请重试。', {
    status: 200,
    body: { status: 200, success: false, errorMessage, errorCode, showType },
  });

describe('request error handler (spec §8)', () => {
  it('skipErrorHandler: nothing happens', () => {
    const { fx, calls } = recorder();
    const handle = createErrorHandler(fx);
    handle(new RequestFailure('unauthorized', 'x', { status: 401 }), { skipErrorHandler: true });
    handle(biz(2, 'x'), { skipErrorHandler: true });
    expect(calls).toEqual([]);
  });

  it('401 clears the session and goes to /login with the base64 redirect of the current page', () => {
    const { fx, calls } = recorder('/user/info?tab=2');
    createErrorHandler(fx)(new RequestFailure('unauthorized', '请先登录', { status: 401 }));
    expect(calls).toEqual([
      ['clearSession'],
      ['navigate', `/login?redirect=${encodeURIComponent(encodeRedirect('/user/info?tab=2'))}`],
    ]);
  });

  it('HTTP 401 from axios (error.response) is handled the same way', () => {
    const { fx, calls } = recorder();
    createErrorHandler(fx)({ response: { status: 401, data: { status: 401, success: false } } });
    expect(calls[0]).toEqual(['clearSession']);
    expect(calls[1][0]).toBe('navigate');
  });

  it('401 on the login page does not navigate again', () => {
    const { fx, calls } = recorder('/login');
    createErrorHandler(fx)(new RequestFailure('unauthorized', 'x', { status: 401 }));
    expect(calls).toEqual([['clearSession']]);
  });

  it('403 shows the account modal, and clears the session only after "我知道了"', () => {
    const { fx, calls, closeModal } = recorder('/');
    const handle = createErrorHandler(fx);
    handle(new RequestFailure('forbidden', '账号已冻结', { status: 403 }));
    handle(new RequestFailure('forbidden', '账号已冻结', { status: 403 })); // a second 403 while open
    expect(calls).toEqual([['accountModal', '账号已冻结']]);
    closeModal();
    expect(calls).toEqual([['accountModal', '账号已冻结'], ['clearSession'], ['navigate', '/login']]);
  });

  it('another body status shows the server message as an error toast, unless the call opts out', () => {
    const { fx, calls } = recorder();
    const handle = createErrorHandler(fx);
    handle(new RequestFailure('status', '服务器内部错误', { status: 500 }));
    expect(calls).toEqual([['error', '服务器内部错误']]);
    handle(new RequestFailure('status', '服务器内部错误', { status: 500 }), { skipErrorMessage: true });
    expect(calls).toHaveLength(1);
  });

  it('a missing body status shows "无法连接服务器"; a network error says to check the network', () => {
    const { fx, calls } = recorder();
    const handle = createErrorHandler(fx);
    handle(new RequestFailure('noStatus', '无法连接服务器'));
    handle(new Error('Network Error'));
    expect(calls).toEqual([
      ['error', '无法连接服务器'],
      ['error', '无法连接服务器，请检查网络后重试'],
    ]);
  });

  it.each([
    [0, []],
    [1, [['warn', '余额不足']]],
    [2, [['error', '余额不足']]],
    [4, [['notify', 'E42', '余额不足']]],
    [3, [['error', '余额不足']]],
    [undefined, [['error', '余额不足']]],
  ])('showType %p', (showType, expected) => {
    const { fx, calls } = recorder();
    createErrorHandler(fx)(biz(showType as number | undefined, '余额不足'));
    expect(calls).toEqual(expected);
  });

  it('showType 9 redirects to /exception with errorCode and errorMessage', () => {
    const { fx, calls } = recorder();
    createErrorHandler(fx)(biz(9, '服务暂停 <b>', 'E_MAINT'));
    expect(calls).toEqual([['navigate', exceptionUrl('E_MAINT', '服务暂停 <b>')]]);
    const url = new URL(calls[0][1] as string, 'http://x');
    expect(url.pathname).toBe('/exception');
    expect(url.searchParams.get('errorCode')).toBe('E_MAINT');
    expect(url.searchParams.get('errorMessage')).toBe('服务暂停 <b>');
  });

  it('a business error without a server message falls back to "请求错误，请重试。"', () => {
    const { fx, calls } = recorder();
    createErrorHandler(fx)(biz(2, undefined));
    expect(calls).toEqual([['error', '请求错误，请重试。']]);
  });

  it('shows exactly one toast per failure for every kind', () => {
    const failures = [
      new RequestFailure('status', 'a', { status: 500 }),
      new RequestFailure('noStatus', 'b'),
      new RequestFailure('http', 'c', { status: 502 }),
      biz(1, 'd'),
      biz(2, 'e'),
      biz(4, 'f'),
    ];
    for (const f of failures) {
      const { fx, calls } = recorder();
      createErrorHandler(fx)(f);
      expect(toasts(calls)).toHaveLength(1);
    }
  });

  it('loginUrl and exceptionUrl build the documented URLs', () => {
    expect(loginUrl('/login?x=1')).toBe('/login');
    expect(loginUrl('/a?b=1')).toBe(`/login?redirect=${encodeURIComponent(Buffer.from('/a?b=1').toString('base64'))}`);
    expect(exceptionUrl(undefined, 'm')).toBe('/exception?errorCode=&errorMessage=m');
  });
});
