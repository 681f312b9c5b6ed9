/**
 * Input schemas of the mock API (zod) and their Chinese error messages.
 *
 * Every mock route declares the schema of its path parameters, query and body (see `route()` in
 * mock/_store/route.ts); input that fails is answered with a business error naming the field
 * (`errorCode: 'VALIDATION'`, `data.field`) before anything touches the store, so nothing of the
 * wrong type, length or depth is ever stored.
 *
 * The field helpers (`text`, `qInt`, `qBool`, `paging`, `listQuery` …) live in src/core/contract/fields.ts,
 * shared with the contracts of `src/core/<area>/api.ts`; this file re-exports them and adds the Chinese
 * messages.
 */
import { z, type ZodIssue, type ZodTypeAny } from 'zod';

export { z };

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
function fieldOf(path: (string | number)[]): string {
  return path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${p}` : String(p)), '');
}

/**
 * The Chinese message of one zod issue. A message written in the schema (Chinese) is kept as it is;
 * zod's English defaults are replaced by a message naming the field, e.g. "参数 companyName 应为文本",
 * "缺少参数 startDate", "参数 countries 最多 30 项".
 */
function issueMessage(issue: ZodIssue): string {
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

// ---- body values (shared with the contracts: src/core/contract/fields.ts) ----

export { text, isoDate, qText, qInt, listQuery } from '../../src/core/contract/fields';

/** What a route declares of its input (each optional: an undeclared part must be empty or is ignored). */
export interface InputSchemas {
  params?: ZodTypeAny;
  query?: ZodTypeAny;
  body?: ZodTypeAny;
}
