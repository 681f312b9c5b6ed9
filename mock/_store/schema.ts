/**
 * Input schemas of the mock API (zod) and their Chinese error messages.
 *
 * Every mock route declares the schema of its path parameters, query and body (see `route()` in
 * mock/_store/route.ts); input that fails is answered with a business error naming the field
 * (`errorCode: 'VALIDATION'`, `data.field`) before anything touches the store, so nothing of the
 * wrong type, length or depth is ever stored.
 *
 * Query values arrive as strings (or arrays / objects from `a[]=` / `a[b]=`): the `q*` helpers accept
 * exactly one string and convert it. Body helpers take JSON values as they are.
 */
import { z, type ZodIssue, type ZodTypeAny } from 'zod';

export { z };

/** Longest text accepted where a schema gives no other bound: 200 characters. */
export const TEXT_MAX = 200;
/** Deepest JSON accepted in free-form values (drafts): 20 levels. */
export const JSON_MAX_DEPTH = 20;

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  integer: '整数',
  boolean: '布尔值（true / false）',
  array: '列表',
  object: '对象',
  date: '日期',
};

const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s);

/** `a.b[0].c` for a zod issue path (the form field the message is about). */
export function fieldOf(path: (string | number)[]): string {
  return path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${p}` : String(p)), '');
}

/**
 * The Chinese message of one zod issue. A message written in the schema (Chinese) is kept as it is;
 * zod's English defaults are replaced by a message naming the field, e.g. "参数 companyName 应为文本",
 * "缺少参数 startDate", "参数 countries 最多 30 项".
 */
export function issueMessage(issue: ZodIssue): string {
  if (hasChinese(issue.message)) return issue.message;
  const field = fieldOf(issue.path) || '请求内容';
  const name = `参数 ${field}`;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined') return `缺少参数 ${field}`;
      // An enum given a non-string: zod's `expected` is "'a' | 'b'".
      if (String(issue.expected).includes(' | ')) return `${name} 只能是 ${String(issue.expected).replace(/'/g, '').split(' | ').join(' / ')}`;
      return `${name} 应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_big':
      if (issue.type === 'string') return `${name} 不能超过 ${issue.maximum} 个字符`;
      if (issue.type === 'array') return `${name} 最多 ${issue.maximum} 项`;
      return `${name} 不能大于 ${issue.maximum}`;
    case 'too_small':
      if (issue.type === 'string') return Number(issue.minimum) <= 1 ? `${name} 不能为空` : `${name} 至少 ${issue.minimum} 个字符`;
      if (issue.type === 'array') return Number(issue.minimum) <= 1 ? `${name} 不能为空` : `${name} 至少 ${issue.minimum} 项`;
      return `${name} 不能小于 ${issue.minimum}`;
    case 'invalid_enum_value':
      return `${name} 只能是 ${issue.options.join(' / ')}`;
    case 'invalid_union_discriminator':
      return `${name} 只能是 ${issue.options.map(String).join(' / ')}`;
    case 'invalid_literal':
      return `${name} 只能是 ${String(issue.expected)}`;
    case 'not_finite':
    case 'invalid_date':
    case 'invalid_string':
    default:
      return `${name} 格式不正确`;
  }
}

/** The first issue of a failed parse as `{ field, message }`. */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: fieldOf(issue?.path ?? []), message: issue ? issueMessage(issue) : '请求内容格式不正确' };
}

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
    if (Buffer.byteLength(JSON.stringify(value)) > maxBytes) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `内容超过 ${Math.round(maxBytes / 1024 / 1024)} MB，无法保存` });
    }
  });
}

/**
 * Nesting depth of a JSON value (a scalar is 0, `{}` or `[]` is 1), counted without recursion;
 * stops as soon as `limit` is exceeded (returns `limit + 1`).
 */
export function jsonDepth(value: unknown, limit = Infinity): number {
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
export const qEnum = <T extends [string, ...string[]]>(values: T) =>
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

/** An object schema of query fields (unknown keys are dropped). */
export const query = <T extends z.ZodRawShape>(shape: T) => z.object(shape);

/** What a route declares of its input (each optional: an undeclared part must be empty or is ignored). */
export interface InputSchemas {
  params?: ZodTypeAny;
  query?: ZodTypeAny;
  body?: ZodTypeAny;
}
