/**
 * The mock API's in-memory store, shared by every mock file (architecture: "one in-memory store").
 *
 * - State lives on `globalThis` so umi's mock reloading (it re-requires the files) keeps it.
 * - `resetStore()` (and `POST /api/__test__/reset`) restores the seed, for tests.
 * - Helpers answer in the spec's envelope `{ status, success, data, errorCode, errorMessage, showType }`.
 * - `guarded()` enforces `Authorization: Bearer <token>` (401 without a valid one) and applies a
 *   test fault injected with `POST /api/__test__/fault` before the handler runs.
 */
import { createHash, randomBytes } from 'crypto';
import { seedStore } from './seed';
import type { MockRequest, MockResponse, MockState, MockUser, Fault } from './types';

export * from './types';

const KEY = '__YISHUI_MOCK_STORE__';

/** The store (created from the seed on first use). */
export function db(): MockState {
  const g = globalThis as unknown as Record<string, MockState | undefined>;
  if (!g[KEY]) g[KEY] = seedStore();
  return g[KEY]!;
}

/** Restores the seed data (tests call it through `POST /api/__test__/reset`). */
export function resetStore(): MockState {
  const g = globalThis as unknown as Record<string, MockState | undefined>;
  g[KEY] = seedStore();
  return g[KEY]!;
}

/** Salted SHA-256 of a password, as the mock keeps it (`salt$hex`). */
export function hashPassword(password: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${password}`).digest('hex')}`;
}

/** Whether `password` matches a stored `salt$hex` hash. */
export function checkPassword(password: string, stored: string): boolean {
  const [salt] = stored.split('$');
  return hashPassword(password, salt) === stored;
}

/** Issues a token for `userId`. */
export function issueToken(userId: number): string {
  const token = randomBytes(24).toString('hex');
  db().tokens[token] = userId;
  return token;
}

/** The public view of a user (no password hash). */
export function publicUser(u: MockUser) {
  const { passwordHash: _ignored, ...rest } = u;
  const clients = u.role === 2 ? db().users.filter((c) => c.invitedBy === u.id).map((c) => ({ id: c.id, name: c.name, company: c.company })) : undefined;
  return { ...rest, clients };
}

/** Answers `data` in the success envelope. */
export function ok<T>(res: MockResponse, data: T): void {
  res.status(200).json({ status: 200, success: true, data });
}

/** Options of a failure answer. */
export interface FailOptions {
  /** Body status (default 200: a business error with `success: false`). */
  status?: number;
  /** HTTP status (default 200, or `status` when that is 401/403). */
  httpStatus?: number;
  errorCode?: string | number;
  /** showType of spec §4 (default 2: error message). */
  showType?: number;
  data?: unknown;
}

/** Answers a failure in the envelope: `success: false`, the Chinese `errorMessage`, and `showType`. */
export function fail(res: MockResponse, errorMessage: string, opts: FailOptions = {}): void {
  const status = opts.status ?? 200;
  const httpStatus = opts.httpStatus ?? (status === 401 || status === 403 ? status : 200);
  res.status(httpStatus).json({
    status,
    success: false,
    data: opts.data ?? null,
    errorCode: opts.errorCode ?? (status === 200 ? 'BIZ_ERROR' : status),
    errorMessage,
    showType: opts.showType ?? 2,
  });
}

/** A field validation failure (errorCode `VALIDATION`), with the field name in `data.field`. */
export function invalid(res: MockResponse, field: string, errorMessage: string): void {
  fail(res, errorMessage, { errorCode: 'VALIDATION', data: { field } });
}

/** Reads `page` / `perPage` (also `per_page`, `pageSize`, `current`) and slices `list`. Default page size 10 (spec §9). */
export function paginate<T>(list: T[], query: Record<string, unknown>) {
  const page = Math.max(1, Number(query.page ?? query.current ?? 1) || 1);
  const perPage = Math.min(100, Math.max(1, Number(query.perPage ?? query.per_page ?? query.pageSize ?? 10) || 10));
  return { list: list.slice((page - 1) * perPage, page * perPage), total: list.length, page, perPage };
}

/** The `users` filter of a request (comma-joined ids; query for GET, body otherwise). */
export function usersFilter(req: MockRequest): number[] {
  const raw = (req.method === 'GET' ? req.query?.users : req.body?.users ?? req.query?.users) as string | undefined;
  if (!raw) return [];
  return String(raw)
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

function faultFor(req: MockRequest): Fault | undefined {
  const faults = db().faults;
  const path = (req.path || req.url || '').split('?')[0];
  const idx = faults.findIndex((f) => f.path === path && (!f.method || f.method === req.method));
  if (idx < 0) return undefined;
  const f = faults[idx];
  f.times -= 1;
  if (f.times <= 0) faults.splice(idx, 1);
  return f;
}

/** Answers an injected fault. Returns true when one was answered. */
export function applyFault(req: MockRequest, res: MockResponse): boolean {
  const f = faultFor(req);
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

/** The user of a request's Bearer token, if valid. */
export function userOf(req: MockRequest): MockUser | undefined {
  const header = String(req.headers?.authorization || '');
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) return undefined;
  const id = db().tokens[m[1]];
  return db().users.find((u) => u.id === id);
}

/** A handler threw: answer a 500 envelope and log it, instead of leaving the request hanging. */
function crashed(res: MockResponse, e: unknown): void {
  // eslint-disable-next-line no-console
  console.error('[mock] handler failed:', e);
  res.status(500).json({ status: 500, success: false, errorMessage: '模拟服务内部错误', showType: 2 });
}

/** Wraps an open (no login) handler: injected faults still apply. */
export function open(handler: (req: MockRequest, res: MockResponse) => void | Promise<void>) {
  return async (req: MockRequest, res: MockResponse) => {
    try {
      if (applyFault(req, res)) return;
      await handler(req, res);
    } catch (e) {
      crashed(res, e);
    }
  };
}

/**
 * Wraps a guarded handler: 401 "请先登录" without a valid Bearer token; injected faults apply first.
 * The handler receives the logged-in user.
 */
export function guarded(handler: (req: MockRequest, res: MockResponse, user: MockUser) => void | Promise<void>) {
  return async (req: MockRequest, res: MockResponse) => {
    try {
      if (applyFault(req, res)) return;
      const user = userOf(req);
      if (!user) {
        fail(res, '请先登录', { status: 401 });
        return;
      }
      await handler(req, res, user);
    } catch (e) {
      crashed(res, e);
    }
  };
}
