/**
 * Faults injected by tests (`POST /api/__test__/fault`, only with `MOCK_TEST_API=1`): the next
 * `times` calls of a path answer the fault instead of running.
 */
import { db, fail } from './core';
import type { Fault, MockRequest, MockResponse } from './types';

/** Takes the next fault of `path` (and `method`, when the fault names one), counting it down. */
export function takeFault(path: string, method: string, kind?: Fault['kind']): Fault | undefined {
  const faults = db().faults;
  const idx = faults.findIndex((f) => f.path === path && (!f.method || f.method === method) && (kind ? f.kind === kind : f.kind !== 'uploadFail'));
  if (idx < 0) return undefined;
  const f = faults[idx];
  f.times -= 1;
  if (f.times <= 0) faults.splice(idx, 1);
  return f;
}

/** Answers an injected fault of the request's path. Returns true when one was answered. */
export function applyFault(req: MockRequest, res: MockResponse): boolean {
  if (!db().faults.length) return false;
  const f = takeFault((req.path || req.url || '').split('?')[0], req.method);
  if (!f) return false;
  const msg = f.message;
  switch (f.kind) {
    case 'unauthorized':
      fail(res, msg || '登录已失效，请重新登录', { status: 401 });
      break;
    case 'forbidden':
      fail(res, msg || '您的账号存在异常，已被暂停使用，请联系客服处理。', { status: 403 });
      break;
    case 'redirect':
      fail(res, msg || '服务暂时不可用', { showType: 9, errorCode: f.errorCode ?? 'E_REDIRECT' });
      break;
    case 'business':
      fail(res, msg || '业务处理失败', { showType: f.showType ?? 2, errorCode: f.errorCode ?? 'E_BIZ' });
      break;
    case 'status':
      res.status(200).json({ status: 500, success: false, message: msg || '服务器内部错误' });
      break;
    case 'noStatus':
      res.status(200).json({ data: null });
      break;
    case 'http500':
      res.status(500).send('Internal Server Error');
      break;
    default:
      return false;
  }
  return true;
}
