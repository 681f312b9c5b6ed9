/**
 * Routes of the mock API: every `METHOD path` of a mock file is a `route()` (or `listRoute()`), which
 * declares who may call it and the schema of its input. In order, a route:
 *
 * 1. answers 413 "请求内容过大" for a body over the limit (5 MB of JSON, the body parser's own
 *    limit; a route with `files` allows its file size plus 1 MB) instead of running on a dropped body;
 * 2. (test-only routes) answers 404 unless the server runs with `MOCK_TEST_API=1` (the end-to-end
 *    runner sets it; docs/mock-api.md);
 * 3. answers a fault injected by a test (`POST /api/__test__/fault`);
 * 4. checks access: `user` and `agent` need a valid `Authorization: Bearer <token>` (401 "请先登录"
 *    otherwise, for a missing and a forged token alike); `agent` also role 2 (a business error, not a
 *    403, which would log the user out: spec §8);
 * 5. reads the users filter of spec §6 (`users`, comma-joined ids; query for GET, body otherwise)
 *    into `ctx.users` and removes it from the input;
 * 6. validates path parameters, query and body against the route's zod schemas: the first failure
 *    is answered as a business error naming the field (`errorCode: 'VALIDATION'`, `data.field`), in
 *    Chinese; unknown keys are dropped, so the handler sees only declared, typed values;
 * 7. runs the handler; a throw answers a 500 envelope without any stack trace or path.
 *
 * Every call has a contract (`src/core/<area>/api.ts`, issue #18 "One contract per call", #34 "each
 * path written once"): `route({ contract: vatTaxApi.info, handler })` takes the access and the params
 * / query / body schemas from the contract, and the handler's `reply(data)` is typed by
 * `contract.response`. A mock file's export is built from its routes by {@link routes}, which keys
 * each one by its contract's `METHOD path`, so the path is written once, in the contract (the
 * services call the same contract through the generated calls, so the two sides cannot drift).
 *
 * 8. In tests (jest, or `MOCK_TEST_API=1`: the end-to-end runner) every successful answer's `data`
 *    is checked against `contract.response` after a JSON round trip (what the console receives): an
 *    answer that does not match is logged with the failing fields and answered as a 500 envelope
 *    (`errorCode: 'CONTRACT_MISMATCH'`), so a drifted shape fails the test that made the call.
 */
import type { z, ZodTypeAny } from 'zod';
import { applyFault } from './faults';
import { fail, invalid, isAgent, ok, paginate, userOf } from './core';
import { scopeRows } from './collections';
import { firstIssue, listQuery, z as zod, type InputSchemas } from './schema';
import { defineContract, type ApiContract } from '../../src/core/contract';
import type { MockRequest, MockResponse, MockUser } from './types';

/** Who may call a route: anyone, a logged-in user, an agent (role 2), or tests only. */
type Access = 'open' | 'user' | 'agent' | 'test';

/** Largest JSON or form body: 5 MB (the limit of umi's body parser, which drops larger bodies silently). */
const BODY_MAX_BYTES = 5 * 1024 * 1024;

/** Multipart files a route accepts: the form field and the largest file in bytes. */
interface FileRule {
  field: string;
  maxBytes: number;
}

/** What a route declares, kept on the handler for the guard-rail tests. */
interface RouteMeta {
  access: Access;
  schemas: InputSchemas;
  files?: FileRule;
  /** The call's contract, when the route was declared with one (tests parse answers against `contract.response`). */
  contract?: ApiContract;
  /** Other contracts of the same `METHOD path` this route serves (`batch-save` also saves a template import: mock/imports.ts `withImportSave`). */
  alsoServes?: ApiContract[];
}

/** An uploaded file as the multipart parser gives it. */
type UploadedFile = NonNullable<MockRequest['files']>[number];

type Out<S> = S extends ZodTypeAny ? z.output<S> : Record<string, never>;
type In<S> = S extends ZodTypeAny ? z.input<S> : unknown;
type UserOf<A extends Access> = A extends 'user' | 'agent' ? MockUser : MockUser | undefined;

/** What a handler receives: the request and response, the validated input, the user and the users filter. */
export interface RouteContext<P = unknown, Q = unknown, B = unknown, U = MockUser | undefined, R = unknown> {
  req: MockRequest;
  res: MockResponse;
  params: P;
  query: Q;
  body: B;
  /** The logged-in user (always set for `user` and `agent` routes; set when a valid token came with an open one). */
  user: U;
  /** The users filter of spec §6 as ids (empty when none was sent). */
  users: number[];
  /** The uploaded file of a route with `files`. */
  file?: UploadedFile;
  /** Answers `data` in the success envelope (`ok`), typed by the contract's response when the route has one. */
  reply: (data: R) => void;
}

/** A mock handler as umi calls it, with its declaration. */
export type MockHandler = ((req: MockRequest, res: MockResponse) => Promise<void>) & { meta: RouteMeta };

/** Whether the test-only calls answer: only with `MOCK_TEST_API=1` (set by tests/e2e/run.js and unit tests). */
function testApiEnabled(): boolean {
  return process.env.MOCK_TEST_API === '1';
}

/** The declaration of a mock handler, if it was built by `route()`. */
export function routeMeta(handler: unknown): RouteMeta | undefined {
  return typeof handler === 'function' ? (handler as Partial<MockHandler>).meta : undefined;
}

const usersSchema = zod
  .union([zod.string().trim().max(2000).regex(/^(\d{1,9})?(\s*,\s*\d{1,9})*$/, '参数 users 应为逗号分隔的用户编号'), zod.number().int().positive()])
  .optional();

function plainObject(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Record<string, unknown>) } : {};
}

function contentLength(req: MockRequest): number {
  const n = Number(req.headers?.['content-length']);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Whether answers are checked against their contract's response: in tests (jest sets `NODE_ENV=test`;
 * the end-to-end runner `MOCK_TEST_API=1`), not in `npm start`, where the check would only cost time.
 */
function answerChecksEnabled(): boolean {
  return process.env.MOCK_TEST_API === '1' || process.env.NODE_ENV === 'test';
}

/**
 * The first problems of `data` (the envelope's, after a JSON round trip) against `schema`, as
 * `field: message` lines; empty when it matches.
 */
function answerProblems(schema: ZodTypeAny, data: unknown): string[] {
  const wire = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
  const r = schema.safeParse(wire);
  if (r.success) return [];
  return r.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(data)'}: ${i.message}${i.code === 'unrecognized_keys' ? ` (${i.keys.join(', ')})` : ''}`);
}

/** `res` whose successful JSON answers are checked against `contract.response` first (see the module comment, step 8). */
function checkedResponse(res: MockResponse, contract: ApiContract): MockResponse {
  const proxy: MockResponse = new Proxy(res, {
    get(target, prop) {
      if (prop === 'status') {
        return (code: number) => {
          target.status(code);
          return proxy;
        };
      }
      if (prop === 'json') {
        return (body: unknown) => {
          const env = body as { success?: unknown; data?: unknown } | null;
          const problems = env && typeof env === 'object' && env.success === true ? answerProblems(contract.response, env.data) : [];
          if (!problems.length) return target.json(body);
          console.error(`[mock] the answer of ${contract.method} ${contract.path} does not match its contract:\n  ${problems.join('\n  ')}`);
          return target.status(500).json({ status: 500, success: false, data: null, errorCode: 'CONTRACT_MISMATCH', errorMessage: '服务暂时不可用，请稍后重试', showType: 2 });
        };
      }
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  return proxy;
}

/** A handler threw: a 500 envelope and a server log line, never the stack in the answer. */
function crashed(res: MockResponse, e: unknown): void {
  console.error('[mock] handler failed:', e);
  try {
    res.status(500).json({ status: 500, success: false, data: null, errorCode: 500, errorMessage: '服务暂时不可用，请稍后重试', showType: 2 });
  } catch {
    /* the answer was already sent */
  }
}

/**
 * Declares a mock route (see the module comment for what it checks, in order), either with the
 * call's contract (src/core/<area>/api.ts; preferred: access and schemas come from it, `reply` is
 * typed by its response) or with its access and schemas written here:
 *
 * ```ts
 * 'GET /api/vat-tax/info': route({
 *   contract: vatTaxApi.info,
 *   handler: ({ query, user, reply }) => reply(detailOf(findVisible(user, query.id))),
 * }),
 * 'GET /api/x': route({
 *   access: 'user',
 *   query: z.object({ id: qInt(1) }),
 *   handler: ({ res, query }) => ok(res, find(query.id)),
 * }),
 * ```
 */
export function route<C extends ApiContract>(spec: {
  /** The call's contract: its access and input schemas, and the type of `reply`. */
  contract: C;
  files?: FileRule;
  agentOnly?: string;
  handler: (ctx: RouteContext<Out<C['params']>, Out<C['query']>, Out<C['body']>, UserOf<C['access']>, In<C['response']>>) => void | Promise<void>;
}): MockHandler;
export function route<A extends Access, P extends ZodTypeAny | undefined = undefined, Q extends ZodTypeAny | undefined = undefined, B extends ZodTypeAny | undefined = undefined>(spec: {
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  files?: FileRule;
  /** Message of an `agent` route called by another user (default "仅代理商账号可以使用此功能"). */
  agentOnly?: string;
  handler: (ctx: RouteContext<Out<P>, Out<Q>, Out<B>, UserOf<A>>) => void | Promise<void>;
}): MockHandler;
export function route(input: {
  contract?: ApiContract;
  access?: Access;
  params?: ZodTypeAny;
  query?: ZodTypeAny;
  body?: ZodTypeAny;
  files?: FileRule;
  agentOnly?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handler: (ctx: RouteContext<any, any, any, any, any>) => void | Promise<void>;
}): MockHandler {
  const c = input.contract;
  const spec = c ? { ...input, access: c.access as Access, params: c.params, query: c.query, body: c.body } : { ...input, access: input.access! };
  const fn = async (req: MockRequest, res: MockResponse) => {
    try {
      const limit = spec.files ? spec.files.maxBytes + 1024 * 1024 : BODY_MAX_BYTES;
      if (contentLength(req) > limit) {
        fail(res, spec.files ? `文件超过 ${Math.round(spec.files.maxBytes / 1024 / 1024)} MB 上限，请拆分后再上传` : '请求内容过大', { status: 413 });
        return;
      }
      if (spec.access === 'test' && !testApiEnabled()) {
        fail(res, '接口不存在', { status: 404 });
        return;
      }
      if (spec.access !== 'test' && applyFault(req, res)) return;
      const user = userOf(req);
      if ((spec.access === 'user' || spec.access === 'agent') && !user) {
        fail(res, '请先登录', { status: 401 });
        return;
      }
      if (spec.access === 'agent' && !isAgent(user!)) {
        fail(res, spec.agentOnly ?? '仅代理商账号可以使用此功能', { errorCode: 'AGENT_ONLY' });
        return;
      }
      const isGet = req.method === 'GET' || req.method === 'HEAD';
      const query = plainObject(req.query);
      const body = isGet ? {} : plainObject(req.body);
      const usersRaw = isGet ? query.users : body.users ?? query.users;
      delete query.users;
      delete body.users;
      const users = usersSchema.safeParse(usersRaw);
      if (!users.success) return invalid(res, 'users', firstIssue(users.error).message.replace(/^参数 请求内容/, '参数 users'));
      const ids = String(users.data ?? '')
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0);

      const parsed: Record<'params' | 'query' | 'body', unknown> = { params: {}, query: {}, body: {} };
      const inputs: [keyof typeof parsed, ZodTypeAny | undefined, unknown][] = [
        ['params', spec.params, req.params ?? {}],
        ['query', spec.query, query],
        // A body that is not a JSON object is checked as sent (the schema then names the mismatch).
        ['body', spec.body, isGet || (req.body && typeof req.body === 'object' && !Array.isArray(req.body)) ? body : req.body],
      ];
      for (const [part, schema, value] of inputs) {
        if (!schema) continue;
        const r = schema.safeParse(value);
        if (!r.success) {
          const { field, message } = firstIssue(r.error);
          return invalid(res, field, message);
        }
        parsed[part] = r.data;
      }
      let file: UploadedFile | undefined;
      if (spec.files) {
        file = (req.files || []).find((f) => f.fieldname === spec.files!.field);
        if (!file) return invalid(res, spec.files.field, '没有收到文件，请重新上传');
        if (file.size > spec.files.maxBytes) return invalid(res, spec.files.field, `文件超过 ${Math.round(spec.files.maxBytes / 1024 / 1024)} MB 上限，请拆分后再上传`);
      }
      const out = c && !c.raw && answerChecksEnabled() ? checkedResponse(res, c) : res;
      await spec.handler({
        req,
        res: out,
        params: parsed.params,
        query: parsed.query,
        body: parsed.body,
        user,
        users: ids,
        file,
        reply: (data: unknown) => ok(out, data),
      });
    } catch (e) {
      crashed(res, e);
    }
  };
  return Object.assign(fn, { meta: { access: spec.access, schemas: { params: spec.params, query: spec.query, body: spec.body }, files: spec.files, contract: c } });
}

/**
 * The export object of a mock file: each route keyed by its contract's `METHOD path` (in the order
 * given, which is the order umi matches them in).
 * @throws Error when a route has no contract, or two routes have the same `METHOD path`.
 */
export function routes(list: readonly MockHandler[]): Record<string, MockHandler> {
  const out: Record<string, MockHandler> = {};
  for (const h of list) {
    const c = h.meta?.contract;
    if (!c) throw new Error('routes(): every route needs its contract (route({ contract, handler }))');
    const key = `${c.method} ${c.path}`;
    if (key in out) throw new Error(`routes(): ${key} is declared twice`);
    out[key] = h;
  }
  return out;
}

/**
 * The contract of a test-only call (`/api/__test__/*`, access `test`: 404 unless `MOCK_TEST_API=1`),
 * written beside its route in the mock file: the console never makes these calls (the end-to-end
 * tests do), so they are in no src/core contract table and no generated call. Its path and input
 * schemas are checked like any other; its answer is the store's test state, not checked (`unknown`).
 */
export function testContract<Q extends ZodTypeAny | undefined = undefined, B extends ZodTypeAny | undefined = undefined>(
  method: 'GET' | 'POST',
  path: `/api/__test__/${string}`,
  schemas: { query?: Q; body?: B } = {},
) {
  return defineContract({ method, path, access: 'test' as const, query: schemas.query as Q, body: schemas.body as B, response: zod.unknown() });
}

/** The methods of the mock's catch-all edges (the JSON 404, the malformed-URI answer): every method a browser may send. */
export const EDGE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const;

/**
 * The contract of one of the mock's own edges (not the product API: the JSON 404 of an unknown
 * `/api` path, mock/zz-not-found.ts; the answer to a malformed %-escape, mock/storage.ts), written
 * beside its route: open, no input, never a successful answer (`data` would be `null`).
 */
export function mockEdgeContract(method: (typeof EDGE_METHODS)[number], path: string) {
  return defineContract({ method, path, access: 'open' as const, response: zod.null() });
}

/** How a list route reads its rows, filters, sorts and shows them (see {@link listRoute}). */
export interface ListSpec<Row extends { userId: number }, View, F extends z.ZodRawShape> {
  access?: 'user' | 'agent';
  /** The call's contract (its query must be `listQuery(filters)`); `listRoute` then declares the route with it. */
  contract?: ApiContract;
  /** Query filters besides paging, sort and `users` (the spec's list filters). */
  filters: F;
  /** Every row of the collection (scoped to the user and the users filter by `scopeRows`). */
  rows: (ctx: RouteContext<unknown, unknown, unknown, MockUser>) => readonly Row[];
  /** Whether a row passes the filters. */
  where?: (row: Row, filters: z.output<z.ZodObject<F>>, ctx: RouteContext<unknown, unknown, unknown, MockUser>) => boolean;
  /** The row as the list shows it (default: the row). */
  view?: (row: Row, ctx: RouteContext<unknown, unknown, unknown, MockUser>) => View;
  /** Fields of the view the list may be sorted by (`order_by=field` / `-field`). */
  sortable?: readonly (keyof View & string)[];
  /** Order without `order_by`, e.g. `-createdAt`. */
  defaultOrder?: string;
  /** Extra keys of the answer besides the page (e.g. the currencies of a filter). */
  extra?: (views: View[], ctx: RouteContext<unknown, unknown, unknown, MockUser>) => Record<string, unknown>;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'zh-CN');
}

/**
 * The filtered, sorted views of a list (shared by the list call and its export). Answers an invalid
 * `order_by` itself and returns `undefined` then.
 */
export function selectRows<Row extends { userId: number }, View, F extends z.ZodRawShape>(
  spec: ListSpec<Row, View, F>,
  ctx: RouteContext<unknown, Record<string, unknown>, unknown, MockUser>,
): View[] | undefined {
  const filters = ctx.query as z.output<z.ZodObject<F>>;
  const rows = scopeRows(spec.rows(ctx), ctx.user, ctx.users).filter((r) => !spec.where || spec.where(r, filters, ctx));
  const views = rows.map((r) => (spec.view ? spec.view(r, ctx) : (r as unknown as View)));
  const order = (ctx.query.order_by as string | undefined) || spec.defaultOrder;
  if (order) {
    const desc = order.startsWith('-');
    const field = desc ? order.slice(1) : order;
    if (order !== spec.defaultOrder && !(spec.sortable ?? []).includes(field as keyof View & string)) {
      invalid(ctx.res, 'order_by', `不支持按 ${field} 排序`);
      return undefined;
    }
    views.sort((a, b) => (desc ? -1 : 1) * compare((a as Record<string, unknown>)[field], (b as Record<string, unknown>)[field]));
  }
  return views;
}

/** The query schema of a list: paging, `order_by` and the spec's filters (src/core/contract/fields.ts). */

/**
 * A guarded paged list call: rows scoped to the user (own rows plus an agent's clients, narrowed by
 * `users`), filtered, sorted, paged (default 10 per page, spec §9), answered as
 * `{ list, total, page, perPage, ...extra }`.
 */
export function listRoute<Row extends { userId: number }, View, F extends z.ZodRawShape>(spec: ListSpec<Row, View, F>): MockHandler {
  const handler = (ctx: RouteContext<unknown, unknown, unknown, MockUser | undefined>) => {
    const c = ctx as unknown as RouteContext<unknown, Record<string, unknown>, unknown, MockUser>;
    const views = selectRows(spec, c);
    if (!views) return;
    const q = c.query as { page?: number; perPage?: number; per_page?: number };
    ok(ctx.res, { ...paginate(views, q), ...(spec.extra ? spec.extra(views, c) : {}) });
  };
  if (spec.contract) return route({ contract: spec.contract, handler });
  return route({ access: spec.access ?? 'user', query: listQuery(spec.filters), handler });
}
