/**
 * One contract per call (issue #18): the request and response schemas of an API call, written once
 * with zod in `src/core/<area>/api.ts`, read by both sides so a shape cannot drift between them:
 *
 * - the mock declares the call with it — `route({ contract: vatTaxApi.info, handler })`
 *   (mock/_store/route.ts) validates params, query and body with the contract's schemas and hands the
 *   handler a `reply(data)` typed by the response; a unit test parses every answer against
 *   `contract.response` (tests/unit/vat-tax/contract.test.ts);
 * - the service takes its types from it, as TYPES only (`import type`), so zod never enters the app
 *   bundle: `QueryOf<typeof vatTaxApi.list>`, `BodyOf<…>`, `ResponseOf<…>` (src/services/vat-tax.ts).
 *
 * Relative imports only (the mock loads this file without the `@/` alias).
 */
import type { z, ZodTypeAny } from 'zod';

/** HTTP method of a call. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may make the call: anyone, a logged-in user (Bearer token), an agent (role 2). */
export type ContractAccess = 'open' | 'user' | 'agent';

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
  /** The envelope's `data` of a successful answer. */
  response: R;
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
 * text or the number). Every such value parses back to the same value (the contract test checks it).
 */
export type Wire<T> = T extends boolean
  ? T | 0 | 1
  : T extends number
    ? T | `${number}`
    : T extends `${infer N extends number}`
      ? T | N
      : T;

/** A query object as a caller may send it: every key optional, values as {@link Wire}. */
export type WireQuery<T> = { [K in keyof T]?: Wire<Exclude<T[K], undefined>> };

/** The belonging-users filter every call accepts (spec §6; comma-joined user ids; read by the mock's `route()`). */
export interface UsersFilter {
  users?: string;
}

type SchemaOf<C, K extends 'params' | 'query' | 'body' | 'response'> = C extends { [P in K]?: infer S } ? (S extends ZodTypeAny ? S : never) : never;

/** The query a caller sends to the call `C` (plus `users`). */
export type QueryOf<C> = [SchemaOf<C, 'query'>] extends [never] ? UsersFilter : WireQuery<z.output<SchemaOf<C, 'query'>>> & UsersFilter;

/** The JSON body a caller sends to the call `C` (`undefined` when it has none). */
export type BodyOf<C> = [SchemaOf<C, 'body'>] extends [never] ? undefined : z.input<SchemaOf<C, 'body'>>;

/** The path parameters of the call `C`. */
export type ParamsOf<C> = [SchemaOf<C, 'params'>] extends [never] ? Record<string, never> : z.input<SchemaOf<C, 'params'>>;

/** The `data` of a successful answer of the call `C`. */
export type ResponseOf<C> = z.output<SchemaOf<C, 'response'>>;
