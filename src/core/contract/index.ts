/**
 * One contract per call (issue #18, #34 "every call on a contract, each path written once"): the
 * method, path, access and the request and response schemas of an API call, written ONCE with zod in
 * `src/core/<area>/api.ts` (the area's table `<area>Api`), read by both sides so neither a path nor a
 * shape can drift between them:
 *
 * - the mock declares the call with it — `routes([route({ contract: vatTaxApi.info, handler }), …])`
 *   (mock/_store/route.ts): the route's key `METHOD path` comes from the contract, params, query and
 *   body are validated with its schemas, and in tests (`MOCK_TEST_API=1`, jest) every answer's `data`
 *   is checked against `contract.response`;
 * - the service calls it through the typed client (`call(vatTaxCalls.info, { query: { id } })`,
 *   src/request/call.ts) over plain data generated from the contracts
 *   (`src/services/_generated/<module>.calls.ts`, scripts/gen-calls.ts): `{ method, path, access }`
 *   per call, typed by the contract as TYPES only (`import type`), so zod never enters the app bundle.
 *   `QueryOf<typeof vatTaxApi.list>`, `BodyOf<…>`, `ResponseOf<…>` name the shapes where a service or
 *   a page needs them.
 *
 * Relative imports only (the mock loads this file without the `@/` alias).
 */
import type { z, ZodTypeAny } from 'zod';

/** HTTP method of a call (`HEAD` and `PATCH` only for the mock's own routes: the file host, the JSON 404). */
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';

/**
 * Who may make the call: anyone, a logged-in user (Bearer token), an agent (role 2), or tests only
 * (the mock's `/api/__test__/*` calls, which answer 404 unless `MOCK_TEST_API=1`).
 */
type ContractAccess = 'open' | 'user' | 'agent' | 'test';

/**
 * One call: `METHOD path` (the mock file's key is exactly `${method} ${path}`), who may make it, the
 * zod schemas of its path parameters, query and body (each optional) and of its answer's `data`.
 */
export interface ApiContract<
  A extends ContractAccess = ContractAccess,
  P extends ZodTypeAny | undefined = ZodTypeAny | undefined,
  Q extends ZodTypeAny | undefined = ZodTypeAny | undefined,
  B extends ZodTypeAny | undefined = ZodTypeAny | undefined,
  R extends ZodTypeAny = ZodTypeAny,
> {
  method: HttpMethod;
  path: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** The envelope's `data` of a successful answer (for a `raw` call: what the body holds, for the reader). */
  response: R;
  /**
   * The answer is not the JSON envelope (a stored file of the file host, bytes of a download): the
   * mock does not check it against `response`.
   */
  raw?: true;
}

/**
 * Declares a contract (an identity function that keeps the literal types of `access` and the schemas).
 *
 * ```ts
 * export const info = defineContract({
 *   method: 'GET', path: '/api/vat-tax/info', access: 'user',
 *   query: z.object({ id: requiredId() }),
 *   response: vatTaxDetail,
 * });
 * ```
 */
export function defineContract<C extends ApiContract>(contract: C): C {
  return contract;
}

/**
 * A query value as a caller may send it: the schema's parsed value, written as text by the request
 * layer (`qInt` → a number or its digits, `qBool` → a boolean or 0 / 1, `qEnum(['0', '1'])` → the
 * text or the number; `''`, a form's empty choice, is "not given" for each). Every such value parses
 * back to the same value (the contract test checks it).
 */
type Wire<T> = T extends boolean
  ? T | 0 | 1 | ''
  : T extends number
    ? T | `${number}` | ''
    : T extends `${infer N extends number}`
      ? T | N | ''
      : T;

/** A query object as a caller may send it: every key optional, values as {@link Wire}. */
type WireQuery<T> = { [K in keyof T]?: Wire<Exclude<T[K], undefined>> };

/** The belonging-users filter every call accepts (spec §6; comma-joined user ids; read by the mock's `route()`). */
interface UsersFilter {
  users?: string;
}

type SchemaOf<C, K extends 'params' | 'query' | 'body' | 'response'> = C extends { [P in K]?: infer S } ? (S extends ZodTypeAny ? S : never) : never;

/** The query a caller sends to the call `C` (plus `users`). */
export type QueryOf<C> = [SchemaOf<C, 'query'>] extends [never] ? UsersFilter : WireQuery<z.output<SchemaOf<C, 'query'>>> & UsersFilter;

/** The JSON body a caller sends to the call `C` (`undefined` when it has none). */
export type BodyOf<C> = [SchemaOf<C, 'body'>] extends [never] ? undefined : z.input<SchemaOf<C, 'body'>>;

/** The `data` of a successful answer of the call `C`. */
export type ResponseOf<C> = z.output<SchemaOf<C, 'response'>>;

/**
 * The path parameters a caller gives the call `C` (`/api/vat-declare/:id(\\d+)` → `{ id }`), each a
 * number or a text; the client writes them into the path (URI-encoded).
 */
type PathParamsOf<C> = [SchemaOf<C, 'params'>] extends [never] ? Record<string, never> : { [K in keyof z.input<SchemaOf<C, 'params'>>]: string | number };

/**
 * A call as the browser knows it: plain data generated from its contract
 * (`src/services/_generated/<module>.calls.ts`, scripts/gen-calls.ts). `C` — the contract's type,
 * taken with `import type` — types the client's input and answer; `contract` is never set.
 */
export interface CallRef<C extends ApiContract = ApiContract> {
  readonly method: C['method'];
  /** Exactly the contract's path (parameters `:name` or `:name(regex)`, filled in by the client). */
  readonly path: string;
  readonly access: C['access'];
  /** Type only (never set at run time): the contract this call was generated from. */
  readonly contract?: C;
}

/** The generated calls of an area's contract table `T` (`typeof vatTaxApi`): one {@link CallRef} per contract, same keys. */
export type CallTable<T extends Record<string, ApiContract>> = { readonly [K in keyof T]: CallRef<T[K]> };

type HasSchema<C, K extends 'params' | 'query' | 'body'> = [SchemaOf<C, K>] extends [never] ? false : true;

/**
 * What the client sends for the call `C`: `params` (required when the path has parameters), `query`
 * (always optional: a query's fields are optional on the wire, and `users` may be given), `body`
 * (required when the contract has one; a `FormData` for a multipart upload; a call without a body
 * schema may still send `{}`, as spec §7 writes some of them).
 */
export type CallInput<C> = (HasSchema<C, 'params'> extends true ? { params: PathParamsOf<C> } : { params?: undefined }) &
  (HasSchema<C, 'query'> extends true ? { query?: QueryOf<C> } : { query?: UsersFilter }) &
  (HasSchema<C, 'body'> extends true ? { body: BodyOf<C> | FormData } : { body?: Record<string, never> });

/**
 * `true` when `A` and `B` are the same type (each assignable to the other), else `never`: keeps a
 * hand-written type of src/core and the schema of its contract the same shape at compile time
 * (`const same: Same<z.infer<typeof declareRow>, DeclareRow> = true;`).
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
