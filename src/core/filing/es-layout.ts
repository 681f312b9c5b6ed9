/**
 * Spain modelo 303: AEAT's record layout ("diseño de registro" of the fichero de presentación) read
 * at run time from OCA/l10n-spain's machine-readable transcription vendored in `./schemas/es/`
 * (`oca_mod303_<version>_aeat.model.export.config.csv` = the configurations: the main record and
 * its pages, with their validity dates; `…config.line.csv` = per field: sequence, name with the
 * casilla number `[NN]`, type, size, decimals, alignment, sign handling, boolean marks, the
 * Odoo expression or constant, the condition of a page). Source: schemas/es/SOURCE.txt
 * (l10n_es_aeat_mod303/data/2024-10, branch 17.0, 1298e5f, AGPL-3).
 *
 * One layout drives both the writer and the checker of src/core/filing/es.ts: {@link formatField}
 * and {@link readField} implement OCA's fixed-width conventions (l10n_es_aeat
 * `_formatString` / `_formatNumber`, which quote AEAT's rule for these files): alphanumeric fields
 * left-aligned, blank-padded, UPPER CASE without accents (ISO-8859-1; we only write ASCII);
 * numeric fields right-aligned, zero-padded, no decimal point (`decimal_size` implied decimals);
 * a field with `apply_sign` carries its sign in its first position (`N` negative, `0` positive:
 * the file's `negative_sign` / `positive_sign`); a field without it cannot hold a negative amount;
 * booleans are the field's `bool_yes` / `bool_no` marks.
 *
 * Expressions (`${object.…}` in Odoo's report context) are evaluated by a small evaluator of the
 * Python subset the file uses (attribute paths, literals, tuples, `==`, `!=`, `in`, `not in`,
 * `and`, `or`, `not`, `x if c else y`, `int()`); the `tax_line_ids.filtered(field_number==N)`
 * lookups become casilla N. An attribute the caller's context does not define throws
 * {@link UnknownAttribute} (the checker uses that to tell a constant from a data field).
 */
import Big from 'big.js';
import { readdirSync } from 'fs';
import { join } from 'path';
import { schemaText } from './xsd';

// ---------------------------------------------------------------------------------------- CSV

/** Rows of a CSV text (RFC 4180 quoting, `""` escapes), header row included. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const t = text.replace(/^\uFEFF/, '');
  while (i < t.length) {
    const c = t[i];
    if (quoted) {
      if (c === '"' && t[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else cell += c;
      i++;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && t[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
    i++;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || r[0] !== '');
}

// ------------------------------------------------------------------------------------- layout

/** One field of the record layout (one row of `…config.line.csv`). */
export interface EsField {
  /** Row id (`aeat_mod303_2024_10_sub01_export_line_28`). */
  id: string;
  /** Configuration (record page) it belongs to. */
  config: string;
  sequence: number;
  /** The transcription's name, with the casilla number in brackets where it has one. */
  name: string;
  type: 'string' | 'boolean' | 'integer' | 'float' | 'subconfig';
  /** Width in characters (0: an omitted page or a sub-record). */
  size: number;
  /** Implied decimals of a numeric field. */
  decimals: number;
  align: 'left' | 'right';
  /** Whether the first position carries the sign. */
  signed: boolean;
  negativeSign: string;
  positiveSign: string;
  boolNo: string;
  boolYes: string;
  /** Odoo expression (`${object.year}`), a literal (`02100`) or empty. */
  expression: string;
  /** Constant value, or empty. */
  fixed: string;
  /** Condition of a sub-record (Python expression without `${}`), or empty. */
  condition: string;
  /** Sub-record configuration id for `type === 'subconfig'`. */
  subconfig: string;
  /** Casilla number of the field (the last `[NN]` of its name), or null. */
  casilla: number | null;
}

/** One configuration of `…config.csv`: the main record (with model and validity) or a page. */
interface EsConfig {
  id: string;
  name: string;
  /** Validity of a main record, `YYYY-MM-DD` (empty for pages). */
  dateStart: string;
  dateEnd: string;
  /** Whether it is a main record (has a model), not a page. */
  main: boolean;
}

/** The vendored layout: every configuration and its fields, by configuration id. */
export interface EsLayout {
  configs: Map<string, EsConfig>;
  fields: Map<string, EsField[]>;
  /** The vendored files read (relative to `./schemas/`). */
  files: string[];
}

const ES_DIR = 'es';
let cached: EsLayout | undefined;

/** Casilla of a field name: the last `[NN]` (`… ([66] + [77] - [78] + [68]) [69]` → 69). */
function casillaOf(name: string): number | null {
  const all = [...name.matchAll(/\[(\d+)\]/g)];
  return all.length ? Number(all[all.length - 1][1]) : null;
}

function byHeader(rows: string[][]): { header: string[]; rows: string[][] } {
  return { header: rows[0], rows: rows.slice(1) };
}

/**
 * The record layout vendored in `./schemas/es/` (every `oca_mod303_*` transcription, so that a page
 * vendored later — e.g. the DID page of `data/2023` — is picked up without code change). Cached.
 * Throws on a malformed file (a packaging bug).
 */
export function esLayout(): EsLayout {
  if (cached) return cached;
  const names = readdirSync(join(__dirname, 'schemas', ES_DIR)).filter((n) => /^oca_mod303_.+\.csv$/.test(n)).sort();
  const configs = new Map<string, EsConfig>();
  const fields = new Map<string, EsField[]>();
  for (const n of names.filter((x) => x.endsWith('.config.csv'))) {
    const { header, rows } = byHeader(parseCsv(schemaText(`${ES_DIR}/${n}`)));
    const col = (h: string) => header.indexOf(h);
    // the file's header names date_end twice (columns 3 and 7): either may carry the date
    const ends = header.map((h, i) => (h === 'date_end' ? i : -1)).filter((i) => i >= 0);
    for (const r of rows) {
      const model = r[col('model_id:id')] ?? '';
      configs.set(r[col('id')], {
        id: r[col('id')],
        name: r[col('name')],
        dateStart: r[col('date_start')] ?? '',
        dateEnd: ends.map((i) => r[i] ?? '').find((v) => v) ?? '',
        main: model !== '' && model !== '0',
      });
    }
  }
  for (const n of names.filter((x) => x.endsWith('.config.line.csv'))) {
    const { header, rows } = byHeader(parseCsv(schemaText(`${ES_DIR}/${n}`)));
    const get = (r: string[], h: string) => {
      const i = header.indexOf(h);
      return i >= 0 ? (r[i] ?? '') : '';
    };
    for (const r of rows) {
      const type = get(r, 'export_type') as EsField['type'];
      if (!['string', 'boolean', 'integer', 'float', 'subconfig'].includes(type)) throw new Error(`303 记录格式：未知字段类型 ${type}（${get(r, 'id')}）`);
      const f: EsField = {
        id: get(r, 'id'),
        config: get(r, 'export_config_id:id'),
        sequence: Number(get(r, 'sequence')),
        name: get(r, 'name'),
        type,
        size: Number(get(r, 'size') || 0),
        decimals: Number(get(r, 'decimal_size') || 0),
        align: get(r, 'alignment') === 'right' ? 'right' : 'left',
        signed: get(r, 'apply_sign') === '1',
        negativeSign: get(r, 'negative_sign') || 'N',
        positiveSign: get(r, 'positive_sign') || ' ',
        boolNo: get(r, 'bool_no'),
        boolYes: get(r, 'bool_yes'),
        expression: get(r, 'expression'),
        fixed: get(r, 'fixed_value'),
        condition: get(r, 'conditional_expression'),
        subconfig: get(r, 'subconfig_id/id') || get(r, 'sub_config:id'),
        casilla: casillaOf(get(r, 'name')),
      };
      const list = fields.get(f.config) ?? [];
      list.push(f);
      fields.set(f.config, list);
    }
  }
  for (const list of fields.values()) list.sort((a, b) => a.sequence - b.sequence);
  cached = { configs, fields, files: names.map((n) => `${ES_DIR}/${n}`) };
  return cached;
}

/** The main record whose validity covers a period starting `from` (`YYYY-MM-DD`), or undefined. */
export function mainConfigFor(layout: EsLayout, from: string): EsConfig | undefined {
  return [...layout.configs.values()].find((c) => c.main && c.dateStart && c.dateStart <= from && (!c.dateEnd || c.dateEnd >= from));
}

// -------------------------------------------------------------------------------- expressions

/** A value of the expression subset: text, decimal, boolean, None, tuple. */
export type EsValue = string | Big | boolean | null | EsValue[];

/** Thrown when an expression reads an attribute the context does not define. */
export class UnknownAttribute extends Error {
  constructor(readonly attribute: string) {
    super(`303 记录格式：表达式引用了未定义的属性 ${attribute}`);
  }
}

/**
 * What expressions read: `attrs` by path after `object.` (`year`, `company_id.name`), and the casilla
 * amounts (`casilla(n)`, from `tax_line_ids.filtered(field_number==n)`; may throw UnknownAttribute).
 */
export interface EsContext {
  attrs: Record<string, EsValue>;
  casilla: (n: number) => Big;
}

type Tok = { t: 'str' | 'num' | 'name' | 'op'; v: string };

function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === "'" || c === '"') {
      const j = src.indexOf(c, i + 1);
      if (j < 0) throw new Error(`303 记录格式：表达式字符串未结束：${src}`);
      out.push({ t: 'str', v: src.slice(i + 1, j) });
      i = j + 1;
      continue;
    }
    const num = /^\d+(\.\d+)?/.exec(src.slice(i));
    if (num) {
      out.push({ t: 'num', v: num[0] });
      i += num[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*/.exec(src.slice(i));
    if (name) {
      out.push({ t: 'name', v: name[0] });
      i += name[0].length;
      continue;
    }
    const op = /^(==|!=|[(),])/.exec(src.slice(i));
    if (!op) throw new Error(`303 记录格式：表达式中无法识别「${src.slice(i, i + 10)}」：${src}`);
    out.push({ t: 'op', v: op[0] });
    i += op[0].length;
  }
  return out;
}

/** Python truthiness of a value (`''`, 0, None, False and empty tuples are false). */
export function truthy(v: EsValue): boolean {
  if (v === null || v === false || v === '') return false;
  if (v instanceof Big) return !v.eq(0);
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

function equal(a: EsValue, b: EsValue): boolean {
  if (a instanceof Big && b instanceof Big) return a.eq(b);
  if (a instanceof Big && typeof b === 'boolean') return a.eq(b ? 1 : 0);
  if (b instanceof Big && typeof a === 'boolean') return b.eq(a ? 1 : 0);
  return a === b;
}

type Node =
  | { k: 'lit'; v: EsValue }
  | { k: 'attr'; path: string }
  | { k: 'call'; fn: string; arg: Node }
  | { k: 'tuple'; items: Node[] }
  | { k: 'not'; a: Node }
  | { k: 'bin'; op: 'and' | 'or' | '==' | '!=' | 'in' | 'not in'; a: Node; b: Node }
  | { k: 'if'; then: Node; cond: Node; else: Node };

/** Parses one Python expression of the subset (see the file docstring) into a tree. */
function parse(src: string): Node {
  const toks = tokenize(src);
  let p = 0;
  const isOp = (v: string) => p < toks.length && toks[p].t === 'op' && toks[p].v === v;
  const isKw = (v: string, at = p) => at < toks.length && toks[at].t === 'name' && toks[at].v === v;
  const expect = (v: string) => {
    if (!isOp(v)) throw new Error(`303 记录格式：表达式缺少「${v}」：${src}`);
    p++;
  };
  function ternary(): Node {
    const then = orExpr();
    if (!isKw('if')) return then;
    p++;
    const cond = orExpr();
    if (!isKw('else')) throw new Error(`303 记录格式：表达式缺少 else：${src}`);
    p++;
    return { k: 'if', then, cond, else: ternary() };
  }
  function orExpr(): Node {
    let a = andExpr();
    while (isKw('or')) {
      p++;
      a = { k: 'bin', op: 'or', a, b: andExpr() };
    }
    return a;
  }
  function andExpr(): Node {
    let a = notExpr();
    while (isKw('and')) {
      p++;
      a = { k: 'bin', op: 'and', a, b: notExpr() };
    }
    return a;
  }
  function notExpr(): Node {
    if (isKw('not') && !isKw('in', p + 1)) {
      p++;
      return { k: 'not', a: notExpr() };
    }
    return comparison();
  }
  function comparison(): Node {
    const a = primary();
    if (isOp('==') || isOp('!=')) {
      const op = toks[p++].v as '==' | '!=';
      return { k: 'bin', op, a, b: primary() };
    }
    if (isKw('in')) {
      p++;
      return { k: 'bin', op: 'in', a, b: primary() };
    }
    if (isKw('not') && isKw('in', p + 1)) {
      p += 2;
      return { k: 'bin', op: 'not in', a, b: primary() };
    }
    return a;
  }
  function primary(): Node {
    const tk = toks[p];
    if (!tk) throw new Error(`303 记录格式：表达式不完整：${src}`);
    p++;
    if (tk.t === 'str') return { k: 'lit', v: tk.v };
    if (tk.t === 'num') return { k: 'lit', v: new Big(tk.v) };
    if (tk.t === 'op' && tk.v === '(') {
      const items: Node[] = [];
      let tuple = false;
      while (!isOp(')')) {
        items.push(ternary());
        if (isOp(',')) {
          p++;
          tuple = true;
        } else if (!isOp(')')) throw new Error(`303 记录格式：表达式缺少「)」：${src}`);
      }
      expect(')');
      return tuple || items.length !== 1 ? { k: 'tuple', items } : items[0];
    }
    if (tk.t === 'name') {
      if (tk.v === 'True') return { k: 'lit', v: true };
      if (tk.v === 'False') return { k: 'lit', v: false };
      if (tk.v === 'None') return { k: 'lit', v: null };
      if (isOp('(')) {
        p++;
        const arg = ternary();
        expect(')');
        return { k: 'call', fn: tk.v, arg };
      }
      return { k: 'attr', path: tk.v };
    }
    throw new Error(`303 记录格式：表达式中意外的「${tk.v}」：${src}`);
  }
  const node = ternary();
  if (p !== toks.length) throw new Error(`303 记录格式：表达式未读完：${src}`);
  return node;
}

/** Evaluates a tree as Python would: `and`/`or`/`if` only evaluate the operands they need. */
function run(n: Node, ctx: EsContext): EsValue {
  switch (n.k) {
    case 'lit':
      return n.v;
    case 'attr': {
      if (!n.path.startsWith('object.')) throw new UnknownAttribute(n.path);
      const path = n.path.slice('object.'.length);
      if (!Object.prototype.hasOwnProperty.call(ctx.attrs, path)) throw new UnknownAttribute(path);
      return ctx.attrs[path];
    }
    case 'call': {
      const arg = run(n.arg, ctx);
      if (n.fn === 'int') return arg instanceof Big ? arg.round(0, Big.roundDown) : typeof arg === 'boolean' ? new Big(arg ? 1 : 0) : new Big(text(arg).trim() || '0').round(0, Big.roundDown);
      if (n.fn === 'casilla') return ctx.casilla(Number(text(arg)));
      // the rate of the recargo de equivalencia tax behind a casilla: a regime of Spanish retailers, never ours
      if (n.fn === 'recargo_rate') return new Big(0);
      throw new Error(`303 记录格式：表达式中未知函数 ${n.fn}`);
    }
    case 'tuple':
      return n.items.map((x) => run(x, ctx));
    case 'not':
      return !truthy(run(n.a, ctx));
    case 'if':
      return truthy(run(n.cond, ctx)) ? run(n.then, ctx) : run(n.else, ctx);
    case 'bin': {
      const a = run(n.a, ctx);
      if (n.op === 'and') return truthy(a) ? run(n.b, ctx) : a;
      if (n.op === 'or') return truthy(a) ? a : run(n.b, ctx);
      const b = run(n.b, ctx);
      if (n.op === '==') return equal(a, b);
      if (n.op === '!=') return !equal(a, b);
      const found = Array.isArray(b) ? b.some((x) => equal(a, x)) : typeof a === 'string' && typeof b === 'string' ? b.includes(a) : false;
      return n.op === 'in' ? found : !found;
    }
    default:
      throw new Error('303 记录格式：表达式节点未知');
  }
}

function evaluate(src: string, ctx: EsContext): EsValue {
  return run(parse(src), ctx);
}

/** Odoo's `tax_line_ids` lookups of the transcription, as calls of the evaluator. */
function normalise(src: string): string {
  const filtered = String.raw`object\.tax_line_ids\.filtered\(lambda r: r\.field_number\s*==\s*(\d+)\)`;
  return src
    .replace(new RegExp(String.raw`sum\(${filtered}\.mapped\('amount'\)\)`, 'g'), 'casilla($1)')
    .replace(new RegExp(String.raw`${filtered}\.move_line_ids\.tax_line_id\[:1\]\.amount`, 'g'), 'recargo_rate($1)')
    .replace(new RegExp(String.raw`${filtered}\.amount`, 'g'), 'casilla($1)');
}

/**
 * The value of a field's `expression` or a page's `condition`: a literal (no `${`), one `${…}` (its
 * typed value) or a template (`</T3030${object.year}${object.period_type}0000>`, text). `bare`:
 * the source is a Python expression without `${}` (a `conditional_expression`). Throws
 * {@link UnknownAttribute} for an attribute `ctx` lacks, Error for an expression outside the subset.
 */
export function evalExpression(src: string, ctx: EsContext, bare = false): EsValue {
  if (bare) return evaluate(normalise(src), ctx);
  const parts = [...src.matchAll(/\$\{([^}]*)\}/g)];
  if (!parts.length) return src;
  if (parts.length === 1 && parts[0][0] === src) return evaluate(normalise(parts[0][1]), ctx);
  let out = '';
  let last = 0;
  for (const m of parts) {
    out += src.slice(last, m.index) + text(evaluate(normalise(m[1]), ctx));
    last = (m.index ?? 0) + m[0].length;
  }
  return out + src.slice(last);
}

function text(v: EsValue): string {
  if (v === null || v === false) return '';
  if (v === true) return 'True';
  if (v instanceof Big) return v.toString();
  if (Array.isArray(v)) return v.map(text).join(',');
  return v;
}

// ------------------------------------------------------------------------------ field format

/** Why a value cannot be written into a field (the writer turns it into a RULE problem). */
interface FieldError {
  reason: 'negative' | 'overflow' | 'decimals' | 'charset' | 'notNumber';
  message: string;
}

/**
 * ASCII UPPER CASE without accents, as AEAT wants alphanumeric fields of these files (quoted in
 * OCA l10n_es_aeat `_formatString`: "en mayúsculas sin caracteres especiales, y sin vocales
 * acentuadas"; Ñ → N, Ç → C as OCA's unidecode does). Characters with no Latin equivalent stay and
 * are refused by {@link formatField}.
 */
function aeatText(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
}

const PRINTABLE = /^[\x20-\x7E]*$/;

/**
 * The text of `value` in `field` (exactly `field.size` characters), or a {@link FieldError}:
 * strings UPPER CASE without accents, padded with blanks on the side opposite to the alignment and
 * cut to the size; booleans `bool_yes` / `bool_no`; numbers zero-padded digits with
 * `decimals` implied decimals, the sign mark first when `signed` (`N` / `0`).
 */
export function formatField(field: EsField, value: EsValue): { text: string } | { error: FieldError } {
  const n = field.size;
  if (field.type === 'boolean') return { text: (truthy(value) ? field.boolYes : field.boolNo).padEnd(n, ' ').slice(0, n) };
  if (field.type === 'string') {
    const s = aeatText(text(value));
    if (!PRINTABLE.test(s)) return { error: { reason: 'charset', message: `含有 AEAT 文件不接受的字符（只能用拉丁字母、数字和常用符号）：${s}` } };
    const cut = s.slice(0, n);
    return { text: field.align === 'right' ? cut.padStart(n, ' ') : cut.padEnd(n, ' ') };
  }
  // integer / float
  let b: Big;
  try {
    b = value instanceof Big ? value : typeof value === 'boolean' ? new Big(value ? 1 : 0) : new Big(text(value).trim() || '0');
  } catch {
    // not a number: returned as the field error the filing check names in Chinese
    return { error: { reason: 'notNumber', message: `不是数字：${text(value)}` } };
  }
  const dec = field.type === 'integer' ? 0 : field.decimals;
  if (!b.round(dec, Big.roundDown).eq(b)) return { error: { reason: 'decimals', message: `金额 ${b.toString()} 超过 ${dec} 位小数` } };
  if (b.lt(0) && !field.signed) return { error: { reason: 'negative', message: `金额 ${b.toFixed(dec)} 为负数，而该栏在 AEAT 记录格式中不带符号` } };
  const width = n - (field.signed ? 1 : 0);
  const digits = b.abs().times(new Big(10).pow(dec)).toFixed(0);
  if (digits.length > width) return { error: { reason: 'overflow', message: `金额 ${b.toFixed(dec)} 超出该栏 ${width} 位数字的长度` } };
  const body = digits.padStart(width, '0');
  return { text: field.signed ? (b.lt(0) ? field.negativeSign : field.positiveSign) + body : body };
}

/**
 * Reads a field's text back: `ok` with the value (string trimmed on its padding side, boolean,
 * Big for numbers with the implied decimals and the sign applied) or the reason it does not fit the
 * field's type (`N`/digits for a signed number, digits only for an unsigned one, one of the two
 * marks for a boolean, printable ASCII for a string).
 */
export function readField(field: EsField, raw: string): { ok: true; value: EsValue } | { ok: false; reason: string } {
  if (raw.length !== field.size) return { ok: false, reason: `长度 ${raw.length}，应为 ${field.size}` };
  if (field.type === 'boolean') {
    const yes = field.boolYes.padEnd(field.size, ' ');
    const no = field.boolNo.padEnd(field.size, ' ');
    if (raw === yes) return { ok: true, value: true };
    if (raw === no) return { ok: true, value: false };
    return { ok: false, reason: `应为「${field.boolYes}」或「${field.boolNo === ' ' ? '空格' : field.boolNo}」` };
  }
  if (field.type === 'string') {
    if (!PRINTABLE.test(raw)) return { ok: false, reason: '含有非 ASCII 可打印字符' };
    if (raw !== raw.toUpperCase()) return { ok: false, reason: '含有小写字母（AEAT 要求大写）' };
    return { ok: true, value: field.align === 'right' ? raw.trimStart() : raw.trimEnd() };
  }
  const dec = field.type === 'integer' ? 0 : field.decimals;
  const m = field.signed ? new RegExp(`^([${field.negativeSign}${field.positiveSign}])(\\d+)$`).exec(raw) : /^()(\d+)$/.exec(raw);
  if (!m) return { ok: false, reason: field.signed ? `应为符号位（${field.negativeSign} 负数 / ${field.positiveSign} 正数）加 ${field.size - 1} 位数字` : `应为 ${field.size} 位数字（不带符号、不带小数点）` };
  const neg = field.signed && m[1] === field.negativeSign && field.negativeSign !== field.positiveSign;
  const digits = field.signed && /\d/.test(field.positiveSign) && m[1] === field.positiveSign ? m[1] + m[2] : m[2];
  const v = new Big(digits).div(new Big(10).pow(dec));
  return { ok: true, value: neg ? v.times(-1) : v };
}
