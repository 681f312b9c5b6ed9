import { FALLBACK_ERROR, NO_STATUS_ERROR, unwrapEnvelope } from '@/request/envelope';
import { RequestFailure } from '@/request/types';

function failureOf(fn: () => unknown): RequestFailure {
  try {
    fn();
  } catch (e) {
    if (e instanceof RequestFailure) return e;
    throw e;
  }
  throw new Error('expected a RequestFailure');
}

describe('unwrapEnvelope (spec §7 "result is the data field", §8)', () => {
  it('returns the data field of a status-200 success', () => {
    expect(unwrapEnvelope({ status: 200, success: true, data: { a: 1 } })).toEqual({ a: 1 });
    expect(unwrapEnvelope({ status: 200, data: [1, 2] })).toEqual([1, 2]);
  });

  it('401 in the body or in HTTP is unauthorized', () => {
    expect(failureOf(() => unwrapEnvelope({ status: 401, errorMessage: '请先登录' })).kind).toBe('unauthorized');
    expect(failureOf(() => unwrapEnvelope(undefined, 401)).kind).toBe('unauthorized');
  });

  it('403 carries the server message', () => {
    const f = failureOf(() => unwrapEnvelope({ status: 403, errorMessage: '账号已冻结' }, 403));
    expect(f.kind).toBe('forbidden');
    expect(f.message).toBe('账号已冻结');
  });

  it('another body status is a status failure with the server message (errorMessage or message)', () => {
    expect(failureOf(() => unwrapEnvelope({ status: 500, message: '服务器内部错误' })).message).toBe('服务器内部错误');
    expect(failureOf(() => unwrapEnvelope({ status: 422, errorMessage: '参数错误' })).kind).toBe('status');
  });

  it('a body without a status code is "无法连接服务器"', () => {
    const f = failureOf(() => unwrapEnvelope({ data: 1 }));
    expect(f.kind).toBe('noStatus');
    expect(f.message).toBe(NO_STATUS_ERROR);
    expect(failureOf(() => unwrapEnvelope('<html>')).kind).toBe('noStatus');
  });

  it('success false is a business error with errorMessage, else the fallback', () => {
    const f = failureOf(() =>
      unwrapEnvelope({ status: 200, success: false, errorMessage: '余额不足', errorCode: 'E1', showType: 1 }),
    );
    expect(f).toMatchObject({ kind: 'business', message: '余额不足', errorCode: 'E1', showType: 1 });
    expect(failureOf(() => unwrapEnvelope({ status: 200, success: false })).message).toBe(FALLBACK_ERROR);
  });

  it('an HTTP error without an envelope is an http failure', () => {
    expect(failureOf(() => unwrapEnvelope('Internal Server Error', 500)).kind).toBe('http');
  });
});
