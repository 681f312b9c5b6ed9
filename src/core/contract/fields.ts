/**
 * Field schemas (zod) of the API's input, shared by the contracts of `src/core/<area>/api.ts` and the
 * mock (`mock/_store/schema.ts` re-exports them; docs/mock-api.md). The Chinese message of a failed
 * field is made by the mock (`issueMessage`), unless the schema carries its own Chinese message.
 *
 * Query values arrive as strings (or arrays / objects from `a[]=` / `a[b]=`): the `q*` helpers accept
 * exactly one string and convert it (`qInt` → number, `qBool` → boolean). A caller sends the converted
 * value and the request layer writes it as text (see `QueryOf` in ./index.ts). Body helpers take JSON
 * values as they are. Relative imports only (the mock loads this file without the `@/` alias).
 */
import { z } from 'zod';

/** Longest text accepted where a schema gives no other bound: 200 characters. */
const TEXT_MAX = 200;

// ---- body values ----

/** Text of at most `max` characters (default {@link TEXT_MAX}), trimmed. */
export const text = (max = TEXT_MAX) => z.string().trim().max(max);
/** Non-empty text of at most `max` characters, trimmed; `required` is the Chinese message when empty. */
export const requiredText = (required: string, max = TEXT_MAX) => z.string({ required_error: required }).trim().min(1, required).max(max);
/** A date `YYYY-MM-DD` that exists on the calendar. */
export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s);
/** A positive integer id. */
export const id = () => z.number().int().positive();
/** A stored file key as the upload sign hands out (`scene/userId/…`, printable, no `..`). */
export const fileKey = (opts: { message?: string } = {}) =>
  z
    .string({ errorMap: opts.message ? () => ({ message: opts.message! }) : undefined })
    .min(1)
    .max(300)
    .refine((s) => !s.includes('..') && !/[\u0000-\u001f\\]/.test(s) && !s.startsWith('/'), opts.message ? { message: opts.message } : undefined);
/** A decimal amount in major units as a string (`"12.30"`), up to 2 decimals, optionally negative. */
export const amount = () => z.string().trim().regex(/^-?\d{1,13}(\.\d{1,2})?$/);

// ---- query values (strings) ----

/** One query string (not an array / object), trimmed, at most `max` characters; missing → undefined. */
export const qText = (max = TEXT_MAX) => z.string().trim().max(max).optional();
/** A required query string. */
export const qRequired = (required: string, max = TEXT_MAX) => z.string({ required_error: required }).trim().min(1, required).max(max);
/** A query integer in `[min, max]` given as digits; `''` and missing → undefined. */
export const qInt = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,15}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .or(z.literal('').transform(() => undefined))
    .optional();
/** A query flag: `1`/`true` or `0`/`false`. */
export const qBool = () =>
  z
    .enum(['1', '0', 'true', 'false', ''])
    .transform((v) => (v === '' ? undefined : v === '1' || v === 'true'))
    .optional();
/** A query date `YYYY-MM-DD`. */
export const qDate = () => isoDate().or(z.literal('').transform(() => undefined)).optional();
/** A query value out of `values` (`''` → undefined). */
export const qEnum = <U extends string, T extends [U, ...U[]]>(values: T) =>
  z
    .enum(values)
    .or(z.literal('').transform(() => undefined))
    .optional();

/** Paging of list calls (spec §9 default page size 10): `page`, `perPage` or `per_page` (max 100). */
export const paging = {
  page: qInt(1, 100000),
  perPage: qInt(1, 100),
  per_page: qInt(1, 100),
  /** `field` ascending, `-field` descending (ProTable sort, via the list adapter). */
  order_by: qText(60),
};

/** The query schema of a list call: paging, `order_by` and the spec's filters (unknown keys dropped). */
export function listQuery<F extends z.ZodRawShape>(filters: F) {
  return z.object({ ...paging, ...filters, order_by: qText(60) });
}

/** A path parameter `:id` of digits (at most 9) as a number; `message` (Chinese) when it is not one. */
export const idParam = (message: string) => z.object({ id: z.string().regex(/^\d{1,9}$/, message).transform(Number) });

/**
 * A value src/core computes on both sides (the engine's result, a payment guide's input), typed as
 * `T` by its TypeScript type there and checked only as an object carrying `keys`: its full shape is
 * that type's, not written a second time as a schema (issue #34: one place per shape).
 */
export const coreValue = <T>(what: string, keys: readonly string[]) =>
  z.custom<T>((v) => !!v && typeof v === 'object' && !Array.isArray(v) && keys.every((k) => k in (v as object)), { message: `${what} 的结构不正确` });

/** Deepest JSON accepted in free-form values (drafts): 20 levels. */
const JSON_MAX_DEPTH = 20;

/**
 * Any JSON value no deeper than `maxDepth` levels and no larger than `maxBytes` when serialised
 * (drafts). The depth check is iterative, so a hostile 100 000-level value is refused without
 * recursion.
 */
export function boundedJson(opts: { maxDepth?: number; maxBytes?: number; required?: string } = {}) {
  const maxDepth = opts.maxDepth ?? JSON_MAX_DEPTH;
  const maxBytes = opts.maxBytes ?? 1024 * 1024;
  return z.unknown().superRefine((value, ctx) => {
    if (value === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.invalid_type, expected: 'object', received: 'undefined', message: opts.required });
      return;
    }
    if (jsonDepth(value, maxDepth) > maxDepth) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `层级过深（最多 ${maxDepth} 层），无法保存` });
      return;
    }
    if (new TextEncoder().encode(JSON.stringify(value)).length > maxBytes) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `内容超过 ${Math.round(maxBytes / 1024 / 1024)} MB，无法保存` });
    }
  });
}

/**
 * Nesting depth of a JSON value (a scalar is 0, `{}` or `[]` is 1), counted without recursion;
 * stops as soon as `limit` is exceeded (returns `limit + 1`).
 */
function jsonDepth(value: unknown, limit = Infinity): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const depth = d + 1;
    if (depth > max) max = depth;
    if (max > limit) return limit + 1;
    for (const child of Array.isArray(v) ? v : Object.values(v as object)) stack.push([child, depth]);
  }
  return max;
}
