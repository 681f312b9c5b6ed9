/**
 * The core of the mock API's in-memory store, shared by every mock file (architecture: "one in-memory store").
 *
 * - State lives on `globalThis` so umi's mock reloading (it re-requires the files) keeps it.
 * - `resetStore()` (and `POST /api/__test__/reset`) restores the seed, for tests.
 * - Answers use the spec's envelope `{ status, success, data, errorCode, errorMessage, showType }`
 *   (`ok`, `fail`, `invalid`).
 * - Routes are declared with `route()` (mock/_store/route.ts): access (open, user, agent, test),
 *   input schemas, the users filter, faults injected by tests; collections of an area with
 *   `collection()`; list calls with `listRoute()`; exports with `startExport()`.
 */
import { createHash, randomBytes, timingSafeEqual } from 'crypto';
import { seedStore } from './seed';
import type { MockResponse, MockState, MockUser } from './types';

const KEY = '__YISHUI_MOCK_STORE__';

/** The store (created from the seed on first use). */
export function db(): MockState {
  const g = globalThis as unknown as Record<string, MockState | undefined>;
  if (!g[KEY]) g[KEY] = seedStore();
  return g[KEY]!;
}

/** Restores the seed data (tests call it through `POST /api/__test__/reset`); area collections start over. */
export function resetStore(): MockState {
  const g = globalThis as unknown as Record<string, MockState | undefined>;
  g[KEY] = seedStore();
  return g[KEY]!;
}

/**
 * The 所属用户 of a record owned by user `id`: the user's name (spec §6 `name`), as every list and the
 * header's selector show it; '' for an unknown user.
 */
export function userNameOf(id: number): string {
  return db().users.find((u) => u.id === id)?.name ?? '';
}

/** Role of an agent (spec §6: role 2). */
const ROLE_AGENT = 2;

/** Whether `user` is an agent (spec §6). */
export function isAgent(user: MockUser): boolean {
  return user.role === ROLE_AGENT;
}

/** Salted SHA-256 of a password, as the mock keeps it (`salt$hex`). */
export function hashPassword(password: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${password}`).digest('hex')}`;
}

/** Whether `password` matches a stored `salt$hex` hash (constant-time comparison). */
export function checkPassword(password: string, stored: string): boolean {
  const [salt] = stored.split('$');
  const a = Buffer.from(hashPassword(password, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Issues a token for `userId`. */
export function issueToken(userId: number): string {
  const token = randomBytes(24).toString('hex');
  db().tokens.set(token, userId);
  return token;
}

/** Ends every session of `userId` except the token `keep` (password change or reset). */
export function endSessions(userId: number, keep?: string): void {
  const tokens = db().tokens;
  for (const [t, uid] of [...tokens]) if (uid === userId && t !== keep) tokens.delete(t);
}

/** The bearer token of a request (`''` when none). */
export function bearerOf(headers: Record<string, string | string[] | undefined>): string {
  const m = /^Bearer\s+(\S{1,200})$/i.exec(String(headers?.authorization || ''));
  return m ? m[1] : '';
}

/** The user of a request's Bearer token, if valid. */
export function userOf(req: { headers: Record<string, string | string[] | undefined> }): MockUser | undefined {
  const token = bearerOf(req.headers);
  const id = token ? db().tokens.get(token) : undefined;
  return id === undefined ? undefined : db().users.find((u) => u.id === id);
}

/** The public view of a user (no password hash), with an agent's clients. */
export function publicUser(u: MockUser) {
  const { passwordHash: _ignored, ...rest } = u;
  const clients = isAgent(u) ? clientsOf(u).map((c) => ({ id: c.id, name: c.name, company: c.company })) : undefined;
  return { ...rest, clients };
}

/** The client users of an agent (none for other users). */
export function clientsOf(user: MockUser): MockUser[] {
  return isAgent(user) ? db().users.filter((c) => c.invitedBy === user.id) : [];
}

/** Answers `data` in the success envelope. */
export function ok<T>(res: MockResponse, data: T): void {
  res.status(200).json({ status: 200, success: true, data });
}

/** Options of a failure answer. */
interface FailOptions {
  /** Body status (default 200: a business error with `success: false`). */
  status?: number;
  /** HTTP status (default 200, or `status` when that is 401/403/413). */
  httpStatus?: number;
  errorCode?: string | number;
  /** showType of spec §4 (default 2: error message). */
  showType?: number;
  data?: unknown;
}

/** Answers a failure in the envelope: `success: false`, the Chinese `errorMessage`, and `showType`. */
export function fail(res: MockResponse, errorMessage: string, opts: FailOptions = {}): void {
  const status = opts.status ?? 200;
  const httpStatus = opts.httpStatus ?? ([401, 403, 404, 413].includes(status) ? status : 200);
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

/** Reads `page` / `perPage` (or `per_page`) and slices `list`. Default page size 10 (spec §9), at most 100. */
export function paginate<T>(list: T[], q: { page?: number; perPage?: number; per_page?: number }) {
  const page = Math.max(1, q.page ?? 1);
  const perPage = Math.min(100, Math.max(1, q.perPage ?? q.per_page ?? 10));
  return { list: list.slice((page - 1) * perPage, page * perPage), total: list.length, page, perPage };
}

/** The current time as `YYYY-MM-DD HH:mm:ss` (UTC), as list rows show it. */
export function nowText(): string {
  return new Date().toISOString().replace('T', ' ').slice(0, 19);
}

