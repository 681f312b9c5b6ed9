import { deferredApi, FEEDBACK_METHODS } from '@/request/deferred-feedback';

type Api = Record<'message' | 'notification' | 'modal', Record<string, (...a: unknown[]) => unknown>>;

/** A recording stand-in for antd's `App.useApp()` API. */
function recordingApi(calls: string[]): Api {
  const api: Api = { message: {}, notification: {}, modal: {} };
  (Object.keys(FEEDBACK_METHODS) as (keyof typeof FEEDBACK_METHODS)[]).forEach((part) => {
    FEEDBACK_METHODS[part].forEach((m) => {
      api[part][m] = (...args: unknown[]) => {
        calls.push(`${part}.${m}(${args.map((a) => JSON.stringify(a)).join(',')})`);
        return `${part}.${m}-result`;
      };
    });
  });
  return api;
}

describe('src/request/deferred-feedback (messages before antd’s holders have loaded, issue #25)', () => {
  it('has every method of antd 5’s message, notification and modal hooks used by the console and the request layer', () => {
    expect(FEEDBACK_METHODS.message).toEqual(expect.arrayContaining(['success', 'error', 'warning', 'info', 'loading']));
    expect(FEEDBACK_METHODS.notification).toEqual(expect.arrayContaining(['error', 'open']));
    expect(FEEDBACK_METHODS.modal).toEqual(expect.arrayContaining(['confirm', 'warning', 'error', 'success']));
  });

  it('queues calls made before the real API exists and runs them in order once it does; later calls pass through with their result', () => {
    const calls: string[] = [];
    let real: Api | null = null;
    const queue: ((a: Api) => void)[] = [];
    const requested = jest.fn((run: (a: Api) => void) => queue.push(run));
    const api = deferredApi<Api>(() => real, requested);
    expect(api.message.success('登录成功')).toBeUndefined();
    api.modal.warning({ title: '账号异常提示' });
    api.notification.error({ message: 'E1' });
    expect(requested).toHaveBeenCalledTimes(3);
    expect(calls).toEqual([]);
    real = recordingApi(calls);
    queue.splice(0).forEach((run) => run(real!));
    expect(calls).toEqual(['message.success("登录成功")', 'modal.warning({"title":"账号异常提示"})', 'notification.error({"message":"E1"})']);
    expect(api.message.error('x')).toBe('message.error-result');
    expect(requested).toHaveBeenCalledTimes(3);
    expect(calls[calls.length - 1]).toBe('message.error("x")');
  });
});
