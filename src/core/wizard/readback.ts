/**
 * The preview's read-back (issue #33 "every preview reads back every step"): a wizard step DECLARES
 * its fields as data ({@link ReadField}, in `src/core/<area>/steps.ts`, `WizardStepDef.fields`), and
 * the kit's preview (src/components/WizardPage `ReadBack`) shows every declared field of every step
 * with the value as entered — tables as tables, files by name, amounts with their currency, quantities
 * with their unit, choices by their label — built by {@link readBack}. No preview is written by hand.
 *
 * Values are shown as entered: text trimmed, numbers as typed (never rounded), dates `YYYY-MM-DD`
 * as stored; only an amount is written with two decimals (big.js, no float drift). An empty value
 * (`undefined`, `null`, `''`, an empty list) reads `-`. Labels, units and option names are locale
 * keys, translated by the caller's `t`. Pure: no React; relative imports only.
 */
import Big from 'big.js';

/** A field's place in its scope: a property name, a dotted path (`a.b`) or a path array (`['information', 'register']`). */
type FieldPath = string | readonly (string | number)[];

/**
 * How a choice's value becomes text:
 * - `{ key }`: a locale key template with `{value}` (e.g. `epr.enterpriseType.{value}` → `epr.enterpriseType.2`);
 * - `{ text }`: names given as data (not translated), e.g. the EPR categories of src/core/epr/categories.ts;
 * - `{ source }`: options the page gives at render time (`ReadContext.sources[source]`), e.g. an
 *   enumeration of the API or the countries list; without them the value is shown as it is.
 */
type ReadLabels =
  | { key: string }
  | { text: readonly { value: string | number | boolean; text: string }[] }
  | { source: string };

/** What every field has: where its value is, its label, and when it is asked. */
interface ReadBase {
  /** The value's path in the field's scope (the step's values, a group's object, a table's row). Absent with `get`. */
  name?: FieldPath;
  /** Locale key of the label (the form's label of the field). */
  label: string;
  /** Computes the value instead of reading `name` (e.g. an end date that follows a start and a length). */
  get?: (scope: Record<string, unknown>, root: Record<string, unknown>) => unknown;
  /** The field is asked only when this holds (a passport's expiry, a transfer's current agent); absent: always. */
  when?: (scope: Record<string, unknown>, root: Record<string, unknown>) => boolean;
}

/**
 * One declared field of a wizard step. Kinds and how they read back:
 * - `text`: the text, trimmed; `date`: `YYYY-MM-DD`; `dateRange`: `first ~ last`;
 * - `yesNo`: `true` / `1` 是, `false` / `0` 否;
 * - `choice` / `choices`: the label(s) of the value(s) by `labels`, joined by 、;
 * - `files`: the uploaded files' names (`{ name }[]`), joined by 、;
 * - `amount`: a sum of money, two decimals and its ISO 4217 `currency` (`36.00 EUR`), then `per`
 *   (a locale key, e.g. 每年) when given;
 * - `quantity`: the number as typed in `unit`, a locale key with `{n}` (`{n} 千克` → `35.5 千克`);
 * - `list`: a list of texts, or of objects whose `item` property is shown, joined by 、;
 * - `table`: a table of rows, one column per declared field of a row (`columns`, names relative to the row);
 * - `group`: a titled block of `fields` over the object at `name` (or the scope itself).
 */
export type ReadField =
  | (ReadBase & { kind: 'text' | 'date' | 'dateRange' | 'yesNo' | 'files' })
  | (ReadBase & { kind: 'choice' | 'choices'; labels: ReadLabels })
  | (ReadBase & { kind: 'amount'; currency: string; per?: string })
  | (ReadBase & { kind: 'quantity'; unit: string })
  | (ReadBase & { kind: 'list'; item?: string })
  | (ReadBase & { kind: 'table'; columns: readonly ReadField[] })
  | (ReadBase & { kind: 'group'; fields: readonly ReadField[] })
  | ReadEach;

/**
 * One block per chosen key (EPR: one per chosen service; compliance: per service; VAT: per country):
 * for every key in the list at `keys`, a group titled by the key's label (`title`, optionally inside
 * `titleKey`, a locale key with `{titleParam}`) over the object at `[...name, key]` (`name` absent: the
 * scope), with `fields` — the same for every key, or by key.
 */
interface ReadEach {
  kind: 'each';
  /** The path of the chosen keys (an array of strings) in the scope. */
  keys: FieldPath;
  /** The path of the object holding one sub-object per key (absent: the scope itself). */
  name?: FieldPath;
  /** The key's label (e.g. `{ key: 'epr.service.{value}' }`). */
  title: ReadLabels;
  /** A locale key with a placeholder around the key's label (e.g. `{country} · 新注册`); absent: the label alone. */
  titleKey?: string;
  /** The placeholder of `titleKey` that takes the key's label (default `name`). */
  titleParam?: string;
  /** The fields of each key's block. */
  fields: readonly ReadField[] | Readonly<Record<string, readonly ReadField[]>>;
  /** The block of a key is shown only when this holds. */
  when?: (scope: Record<string, unknown>, root: Record<string, unknown>) => boolean;
}

/** One line of the read-back: a value, a table or a titled group. `id` is the field's dotted path (`dePack.weight`), unique in its step. */
export type ReadItem =
  | { kind: 'value'; id: string; label: string; text: string }
  | { kind: 'table'; id: string; label: string; columns: string[]; rows: string[][] }
  | { kind: 'group'; id: string; label: string; items: ReadItem[] };

/** Option lists given by the page (`{ source }` labels): value → label (already translated). */
export type ReadSources = Readonly<Record<string, readonly { value: unknown; label: string }[] | undefined>>;

/** What {@link readBack} needs: the translate function and the page's option lists. */
interface ReadContext {
  /** Translates a locale key with its `{placeholders}`. */
  t: (key: string, values?: Record<string, string | number>) => string;
  sources?: ReadSources;
}

/** The text of an empty value. */
const READ_EMPTY = '-';

/** Locale keys of the kit's read-back texts (the `wizard-kit` area). */
export const READ_KEYS = { yes: 'wizardKit.readBack.yes', no: 'wizardKit.readBack.no', noRows: 'wizardKit.readBack.noRows' } as const;

/** The path as an array (`'a.b'` → `['a', 'b']`). */
function pathOf(p: FieldPath | undefined): (string | number)[] {
  if (p === undefined) return [];
  return typeof p === 'string' ? p.split('.').filter(Boolean) : [...p];
}

/** The value at `p` in `obj` (`undefined` where a step is missing). */
function valueAt(obj: unknown, p: FieldPath | undefined): unknown {
  let v: unknown = obj;
  for (const k of pathOf(p)) {
    if (v === null || v === undefined || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A date value as `YYYY-MM-DD`: a string as stored, an object with `format` (a dayjs) formatted. */
function dateText(v: unknown): string {
  if (isBlank(v)) return READ_EMPTY;
  if (typeof v === 'object' && v && typeof (v as { format?: unknown }).format === 'function') return String((v as { format: (f: string) => string }).format('YYYY-MM-DD'));
  return String(v).trim();
}

/** The label of one choice value (numbers and numeric strings compare equal), or the value itself. */
function labelOf(labels: ReadLabels, v: unknown, ctx: ReadContext): string {
  if (isBlank(v)) return READ_EMPTY;
  const same = (a: unknown) => a === v || String(a) === String(v);
  if ('key' in labels) {
    const key = labels.key.replace('{value}', String(v));
    const text = ctx.t(key);
    return text && text !== key ? text : String(v);
  }
  if ('text' in labels) return labels.text.find((o) => same(o.value))?.text ?? String(v);
  return ctx.sources?.[labels.source]?.find((o) => same(o.value))?.label ?? String(v);
}

/** The text of a scalar field's value (everything but tables, groups and blocks). */
function valueText(f: ReadField, v: unknown, ctx: ReadContext): string {
  switch (f.kind) {
    case 'text':
      return isBlank(v) ? READ_EMPTY : String(v).trim();
    case 'date':
      return dateText(v);
    case 'dateRange':
      return Array.isArray(v) && v.length === 2 && !isBlank(v[0]) && !isBlank(v[1]) ? `${dateText(v[0])} ~ ${dateText(v[1])}` : READ_EMPTY;
    case 'yesNo':
      if (v === true || v === 1 || v === '1') return ctx.t(READ_KEYS.yes);
      if (v === false || v === 0 || v === '0') return ctx.t(READ_KEYS.no);
      return READ_EMPTY;
    case 'choice':
      return labelOf(f.labels, v, ctx);
    case 'choices': {
      const list = (Array.isArray(v) ? v : isBlank(v) ? [] : [v]).filter((x) => !isBlank(x));
      return list.length ? list.map((x) => labelOf(f.labels, x, ctx)).join('、') : READ_EMPTY;
    }
    case 'files': {
      const names = (Array.isArray(v) ? v : []).map((x: unknown) => (x && typeof x === 'object' ? String((x as { name?: unknown }).name ?? '').trim() : '')).filter(Boolean);
      return names.length ? names.join('、') : READ_EMPTY;
    }
    case 'amount': {
      if (isBlank(v)) return READ_EMPTY;
      const s = String(v).trim();
      const n = /^-?\d+(\.\d+)?$/.test(s) ? new Big(s).toFixed(2) : s;
      return `${n} ${f.currency}${f.per ? ctx.t(f.per) : ''}`;
    }
    case 'quantity':
      return isBlank(v) ? READ_EMPTY : ctx.t(f.unit, { n: String(v).trim() });
    case 'list': {
      const list = (Array.isArray(v) ? v : [])
        .map((x: unknown) => (f.item && x && typeof x === 'object' ? (x as Record<string, unknown>)[f.item] : x))
        .filter((x) => !isBlank(x))
        .map((x) => String(x).trim());
      return list.length ? list.join('、') : READ_EMPTY;
    }
    default:
      return READ_EMPTY;
  }
}

const joinId = (prefix: string, p: FieldPath | undefined, label: string) => [prefix, ...pathOf(p).map(String)].filter(Boolean).join('.') || label;

/**
 * The read-back of `fields` over `values`: one item per declared field whose `when` holds, in
 * declaration order. `scope` is the object the fields' names are relative to (default `values`),
 * `prefix` the id prefix of nested fields.
 */
export function readBack(fields: readonly ReadField[], values: Record<string, unknown>, ctx: ReadContext, scope: Record<string, unknown> = values, prefix = ''): ReadItem[] {
  const out: ReadItem[] = [];
  for (const f of fields) {
    if (f.when && !f.when(scope, values)) continue;
    if (f.kind === 'each') {
      const keys = valueAt(scope, f.keys);
      const holder = f.name === undefined ? scope : ((valueAt(scope, f.name) ?? {}) as Record<string, unknown>);
      for (const k of Array.isArray(keys) ? keys : []) {
        const key = String(k);
        const sub = ((holder as Record<string, unknown>)?.[key] ?? {}) as Record<string, unknown>;
        const own = Array.isArray(f.fields) ? (f.fields as readonly ReadField[]) : ((f.fields as Readonly<Record<string, readonly ReadField[]>>)[key] ?? []);
        const name = labelOf(f.title, key, ctx);
        const id = [prefix, ...pathOf(f.name).map(String), key].filter(Boolean).join('.');
        out.push({ kind: 'group', id, label: f.titleKey ? ctx.t(f.titleKey, { [f.titleParam ?? 'name']: name }) : name, items: readBack(own, values, ctx, sub, id) });
      }
      continue;
    }
    const id = joinId(prefix, f.name, f.label);
    const v = f.get ? f.get(scope, values) : valueAt(scope, f.name);
    const label = ctx.t(f.label);
    if (f.kind === 'group') {
      const sub = (f.name === undefined ? scope : (v ?? {})) as Record<string, unknown>;
      out.push({ kind: 'group', id, label, items: readBack(f.fields, values, ctx, sub, id) });
    } else if (f.kind === 'table') {
      const rows = (Array.isArray(v) ? v : []).filter((r) => r && typeof r === 'object') as Record<string, unknown>[];
      const columns = f.columns.filter((c) => c.kind !== 'each' && c.kind !== 'group' && c.kind !== 'table');
      out.push({
        kind: 'table',
        id,
        label,
        columns: columns.map((c) => ctx.t((c as ReadBase).label)),
        rows: rows.map((r) => columns.map((c) => ((c as ReadBase).when && !(c as ReadBase).when!(r, values) ? READ_EMPTY : valueText(c, (c as ReadBase).get ? (c as ReadBase).get!(r, values) : valueAt(r, (c as ReadBase).name), ctx)))),
      });
    } else {
      out.push({ kind: 'value', id, label, text: valueText(f, v, ctx) });
    }
  }
  return out;
}

/** Every locale key `fields` name (labels, units, `per`, `{ key }` templates with `{value}` left in, block titles), for the guard test. */
export function readKeysOf(fields: readonly ReadField[] | Readonly<Record<string, readonly ReadField[]>>): string[] {
  const list = Array.isArray(fields) ? (fields as readonly ReadField[]) : Object.values(fields as Readonly<Record<string, readonly ReadField[]>>).flat();
  const keys: string[] = [];
  for (const f of list) {
    if (f.kind === 'each') {
      if ('key' in f.title) keys.push(f.title.key);
      if (f.titleKey) keys.push(f.titleKey);
      keys.push(...readKeysOf(f.fields));
      continue;
    }
    keys.push(f.label);
    if (f.kind === 'quantity') keys.push(f.unit);
    if (f.kind === 'amount' && f.per) keys.push(f.per);
    if ((f.kind === 'choice' || f.kind === 'choices') && 'key' in f.labels) keys.push(f.labels.key);
    if (f.kind === 'table') keys.push(...readKeysOf(f.columns));
    if (f.kind === 'group') keys.push(...readKeysOf(f.fields));
  }
  return [...new Set(keys)];
}

/** Builders of the usual fields (`name` is also the default path). */
export const rf = {
  text: (name: FieldPath, label: string, o: Partial<ReadBase> = {}): ReadField => ({ kind: 'text', name, label, ...o }),
  date: (name: FieldPath, label: string, o: Partial<ReadBase> = {}): ReadField => ({ kind: 'date', name, label, ...o }),
  dateRange: (name: FieldPath, label: string, o: Partial<ReadBase> = {}): ReadField => ({ kind: 'dateRange', name, label, ...o }),
  yesNo: (name: FieldPath, label: string, o: Partial<ReadBase> = {}): ReadField => ({ kind: 'yesNo', name, label, ...o }),
  files: (name: FieldPath, label: string, o: Partial<ReadBase> = {}): ReadField => ({ kind: 'files', name, label, ...o }),
  choice: (name: FieldPath, label: string, labels: ReadLabels, o: Partial<ReadBase> = {}): ReadField => ({ kind: 'choice', name, label, labels, ...o }),
  choices: (name: FieldPath, label: string, labels: ReadLabels, o: Partial<ReadBase> = {}): ReadField => ({ kind: 'choices', name, label, labels, ...o }),
  amount: (name: FieldPath, label: string, currency: string, o: Partial<ReadBase> & { per?: string } = {}): ReadField => ({ kind: 'amount', name, label, currency, ...o }),
  quantity: (name: FieldPath, label: string, unit: string, o: Partial<ReadBase> = {}): ReadField => ({ kind: 'quantity', name, label, unit, ...o }),
  list: (name: FieldPath, label: string, item?: string, o: Partial<ReadBase> = {}): ReadField => ({ kind: 'list', name, label, item, ...o }),
  table: (name: FieldPath, label: string, columns: readonly ReadField[], o: Partial<ReadBase> = {}): ReadField => ({ kind: 'table', name, label, columns, ...o }),
  group: (name: FieldPath | undefined, label: string, fields: readonly ReadField[], o: Partial<ReadBase> = {}): ReadField => ({ kind: 'group', name, label, fields, ...o }),
};

/** The kit's units (`wizard-kit` locale area, `{n}` the number as typed). */
export const READ_UNITS = { kg: 'wizardKit.unit.kg', cm: 'wizardKit.unit.cm', pieces: 'wizardKit.unit.pieces', years: 'wizardKit.unit.years' } as const;
