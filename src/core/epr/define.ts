/**
 * One EPR service as one declared record (issue #31; architecture "Country packs and filing files":
 * "EPR services the same way (`defineEprService`)"): everything the console knows of a service of
 * spec §1/§3 — its key (the spec §3 sub-object's name), country, stream, the register it files with,
 * the registration-number format, the spec §9 defaults, the sub-object's fields with their rules (the
 * zod schema the mock validates with is built from them), the wizard section that renders them, the
 * report due days and what the EPR list shows of it. The records live in ./services/<country>.ts and
 * are listed once in ./services/index.ts; every list, select, lookup and check of the EPR area derives
 * from them (nothing else spells out a service key).
 *
 * A fact a service does not have is written `{ none: '<Chinese reason>' }` (the guard test
 * tests/unit/guardrails/epr-services.test.ts refuses a record with a missing fact or an empty reason).
 *
 * Units: weights kg, sizes cm, recovery fees EUR per year (major units), service periods whole
 * years, dates `YYYY-MM-DD`. Refusals are the Chinese texts of the `epr` locale area. Pure, no React;
 * relative imports only (the mock loads this file).
 */
import { z, type RefinementCtx } from 'zod';
import zhEpr from '../../locales/zh-CN/epr';
import { isoDate } from '../contract/fields';
import { isBlankValue, type RuleCheck } from '../rules';
import { isCategoryOf, type EprCategoryGroup } from './categories';
import { checkCount, checkFrenchName, checkItemName, checkLink, checkSizeCm, checkUnit, checkWeeeBrand, checkWeightKg, normalizeRegistrationNo } from './value-rules';

// ---- facts ---------------------------------------------------------------------------------------

/** The product streams of the EPR laws (spec §1): packaging, the German one-time plastic levy, WEEE, batteries, textiles, furniture (locale `epr.stream.<stream>`). */
export const EPR_STREAMS = ['packaging', 'plastic', 'weee', 'battery', 'textile', 'furniture'] as const;
/** A product stream. */
type EprStream = (typeof EPR_STREAMS)[number];

/** A French eco-organisme office id of spec §9: 2 packaging and WEEE, 3 battery. */
type EprOfficeId = 2 | 3;

/** A fact a service does not have, with the reason in Chinese (shown where the fact would be). */
interface EprNone {
  none: string;
}

/** Whether `v` is an {@link EprNone}. */
export function isNone(v: unknown): v is EprNone {
  return !!v && typeof v === 'object' && typeof (v as EprNone).none === 'string';
}

/** A yearly due day of a register's report: month 1–12 and day (0 = the month's last day). */
export interface DueDay {
  month: number;
  day: number;
}

/** The register a service files with: `id` names it in code (`LUCID`, `ADEME-SYDEREP`, …), `name` is the proper noun shown as it is. */
interface EprRegister {
  id: string;
  name: string;
}

/**
 * A registration-number format. `pattern` is tested on the normalized number (upper case, no spaces,
 * no "WEEE-Reg.-Nr." prefix: `normalizeRegistrationNo` of ./value-rules); `example` passes it; `message` is
 * the Chinese refusal, the same text as the locale key `epr.rule.number.<id>` (guard-tested), which
 * the wizard and the mock show. Services of one register share one format (same `id`).
 */
export interface EprNumberFormat {
  id: string;
  pattern: RegExp;
  example: string;
  message: string;
}

/**
 * Spec §9 constants shared by several services: units 10000 (items placed on the market per year),
 * default weight 100 kg (the first line of a weight list), service period 1 year (spec §9 "year
 * options 1 to 5", the first offered).
 */
export const EPR_SPEC_DEFAULTS = { unit: 10000, weightKg: 100, servicePeriodYears: 1 } as const;

// ---- the sub-object's fields ---------------------------------------------------------------------

/**
 * A column of a list field (one property of each line). Kinds and their rules (./value-rules.ts):
 * `name` 1–100 characters; `nameFr` a French name; `brand` a WEEE brand (never "no name");
 * `weightKg` kg above 0; `sizeCm` cm above 0, at most 100,000; `count` a whole number 1–99,999,999;
 * `link` an optional http(s) link; `category` an id of a category group of ./categories.ts.
 * `label` is a locale key (a weight's or size's label says its unit); `width` in px.
 */
export type EprColumn =
  | { kind: 'name' | 'nameFr' | 'brand' | 'weightKg' | 'sizeCm' | 'count' | 'link'; name: string; label: string; width: number }
  | { kind: 'category'; name: string; label: string; width: number; group: EprCategoryGroup; message: string };

/**
 * A field of a sub-object (spec §3), in the spec's order (the wizard renders them in this order).
 * Kinds: `recoveryFee` EUR per year, read-only default; `servicePeriod` 1–5 years; `registerYear`
 * this year or the next; `unit` items per year; `officeId` the record's `defaults.officeId`;
 * `flag` 1 / 0 (`hasLocalVat`); `date` one `YYYY-MM-DD`; `dateRange` `[first, last]`; `text` required
 * text of at most `max` characters (`message` when empty); `lines` a table of `columns` (at least one
 * line, at most 200; `newLine` the values of an added line; `scrollX` px of a wide table); `brands` the
 * WEEE brand list `{ name, link? }[]`. `label` and `extra` are locale keys.
 */
export type EprField =
  | { kind: 'recoveryFee' | 'servicePeriod' | 'registerYear' | 'unit' | 'officeId' | 'flag' | 'date' | 'dateRange'; name: string; label: string; extra?: string }
  | { kind: 'text'; name: string; label: string; extra?: string; max: number; message: string; tooLong: string }
  | { kind: 'lines'; name: string; label: string; extra?: string; columns: readonly EprColumn[]; newLine?: Readonly<Record<string, unknown>>; scrollX?: number }
  | { kind: 'brands'; name: string; label: string; extra?: string };

/** Builders of the usual fields (spec §3 names, the wizard's labels). */
export const eprField = {
  /** `recoveryFee`: EUR per year, the record's default shown read-only. */
  recoveryFee: (): EprField => ({ kind: 'recoveryFee', name: 'recoveryFee', label: 'epr.field.recoveryFee', extra: 'epr.field.recoveryFee.extra' }),
  /** `servicePeriod`: 1–5 years. */
  servicePeriod: (): EprField => ({ kind: 'servicePeriod', name: 'servicePeriod', label: 'epr.field.servicePeriod' }),
  /** `registerYear`: this year or the next. */
  registerYear: (): EprField => ({ kind: 'registerYear', name: 'registerYear', label: 'epr.field.registerYear' }),
  /** `unit`: items placed on the market per year (spec §9 default 10000). */
  unit: (): EprField => ({ kind: 'unit', name: 'unit', label: 'epr.field.unit', extra: 'epr.field.unit.extra' }),
  /** `officeId`: the French eco-organisme office (spec §9), fixed by the record. */
  officeId: (): EprField => ({ kind: 'officeId', name: 'officeId', label: 'epr.field.officeId' }),
  /** `hasLocalVat`: 1 the company holds a Spanish NIF, 0 not. */
  hasLocalVat: (): EprField => ({ kind: 'flag', name: 'hasLocalVat', label: 'epr.field.hasLocalVat', extra: 'epr.field.hasLocalVat.extra' }),
  /** A required date `YYYY-MM-DD`. */
  date: (name: string, o: { label: string; extra?: string }): EprField => ({ kind: 'date', name, ...o }),
  /** A required period `[first, last]` (`YYYY-MM-DD`, first ≤ last). */
  dateRange: (name: string, o: { label: string; extra?: string }): EprField => ({ kind: 'dateRange', name, ...o }),
  /** Required text of at most `max` characters. */
  text: (name: string, o: { label: string; extra?: string; max: number; message: string; tooLong: string }): EprField => ({ kind: 'text', name, ...o }),
  /** A table of lines. */
  lines: (name: string, o: { label: string; columns: readonly EprColumn[]; newLine?: Record<string, unknown>; scrollX?: number }): EprField => ({ kind: 'lines', name, ...o }),
  /** The WEEE brand list `{ name, link? }[]` (stiftung ear registers per brand). */
  weeeBrands: (name: string, o: { label: string; extra?: string }): EprField => ({ kind: 'brands', name, ...o }),
};

/** Builders of the usual columns (default widths of the wizard's tables, px). */
export const eprColumn = {
  /** A product or line name (`name` by default). */
  name: (name = 'name', label = 'epr.field.itemName'): EprColumn => ({ kind: 'name', name, label, width: 150 }),
  /** A French product name. */
  nameFr: (name = 'nameFr', label = 'epr.field.nameFr'): EprColumn => ({ kind: 'nameFr', name, label, width: 150 }),
  /** A WEEE/battery brand name (never "no name"). */
  brand: (name = 'name', label = 'epr.field.brandName'): EprColumn => ({ kind: 'brand', name, label, width: 150 }),
  /** A weight in kg (the label says per item or per year). */
  weightKg: (name: string, label: string): EprColumn => ({ kind: 'weightKg', name, label, width: 110 }),
  /** A size in cm. */
  sizeCm: (name = 'maxSize', label = 'epr.field.maxSizeCm'): EprColumn => ({ kind: 'sizeCm', name, label, width: 110 }),
  /** A count of items. */
  count: (name: string, label: string): EprColumn => ({ kind: 'count', name, label, width: 110 }),
  /** An optional product link. */
  link: (name: string, label = 'epr.field.productLink'): EprColumn => ({ kind: 'link', name, label, width: 200 }),
  /** A category of `group` (refused with `message`, default 请选择类别). */
  category: (name: string, o: { label: string; group: EprCategoryGroup; width?: number; message?: string }): EprColumn => ({
    kind: 'category',
    name,
    label: o.label,
    group: o.group,
    width: o.width ?? 200,
    message: o.message ?? 'epr.rule.category.required',
  }),
};

/** The rule of a column's cell (a locale key or `null`), the same in the wizard and in the schema. */
export function columnCheck(c: EprColumn): RuleCheck {
  switch (c.kind) {
    case 'name':
      return checkItemName;
    case 'nameFr':
      return checkFrenchName;
    case 'brand':
      return checkWeeeBrand;
    case 'weightKg':
      return checkWeightKg;
    case 'sizeCm':
      return checkSizeCm;
    case 'count':
      return checkCount;
    case 'link':
      return checkLink;
    case 'category':
      return (v) => (isBlankValue(v) || !isCategoryOf(c.group, v) ? c.message : null);
    default:
      return () => null;
  }
}

// ---- the wizard section and the list -------------------------------------------------------------

/**
 * The wizard section components a record can name (the pages build their map from these ids):
 * `fields` renders the fields in order; `germanPackaging` adds the completeness-declaration hint
 * (VerpackG §11 thresholds) under the weight list named by `completeness`.
 */
export const EPR_SECTIONS = ['fields', 'germanPackaging'] as const;
/** A wizard section component id. */
export type EprSectionId = (typeof EPR_SECTIONS)[number];

/**
 * One fact the EPR list shows of a registration (its 申报内容 cell, the export and the wizard's
 * preview), read from the sub-object: `text` the value; `number` a number; `range` `[a, b]` as
 * `a ~ b`; `lines` the number of lines; `join` the `column` of each line, joined with 、;
 * `sum` the sum of the `column` of each line (big.js). `label` is a locale key saying the unit.
 */
interface EprListColumn {
  label: string;
  field: string;
  show: 'text' | 'number' | 'range' | 'lines' | 'join' | 'sum';
  column?: string;
}

// ---- the record ----------------------------------------------------------------------------------

/** The spec §9 defaults of a service. */
interface EprDefaults {
  /** The yearly recovery fee (EUR per year, major units), when the sub-object has `recoveryFee`. */
  recoveryFee: number | EprNone;
  /** The French office id (spec §9), when the sub-object has `officeId`. */
  officeId: EprOfficeId | EprNone;
  /**
   * The initial values of the other fields (`registerYear` is this year, `recoveryFee` and `officeId`
   * come from above): every `lines` and `brands` field lists its initial lines (row keys are added).
   */
  values: Readonly<Record<string, unknown>>;
}

/** What a record declares (see the module comment). `K` is the service key, `C` the country (ISO-2). */
export interface EprServiceSpec<K extends string = string, C extends string = string> {
  /** The spec §3 sub-object's name, the registration's `type` (locale keys `epr.service|duty|nonEu|next.<key>`). */
  key: K;
  /** ISO-2 (locale `epr.country.<country>`). */
  country: C;
  stream: EprStream;
  /** Moving an existing registration to us (a transfer of agent, spec §4 register type 1). */
  transfer: boolean;
  register: EprRegister;
  number: EprNumberFormat | EprNone;
  /** Whether a non-EU producer needs an authorised representative in the country (domain-facts D). */
  needsRepresentative: boolean;
  /** The register's yearly report due days (./deadlines.ts). */
  reportDueDays: readonly DueDay[];
  defaults: EprDefaults;
  /** The spec §3 sub-object, in the spec's order. */
  fields: readonly EprField[];
  /** The wizard section component that renders the fields. */
  section: EprSectionId;
  /** The German completeness declaration (VerpackG §11) applies to the materials of lines field `field`. */
  completeness: { field: string } | EprNone;
  /** What the EPR list shows of it. */
  listColumns: readonly EprListColumn[];
}

/** A declared service: its spec plus the zod schema of its sub-object (what the mock validates, built from `fields`). */
export interface EprService<K extends string = string, C extends string = string> extends EprServiceSpec<K, C> {
  schema: z.ZodObject<z.ZodRawShape>;
}

/**
 * Declares one service: checks the record's inner consistency and builds its sub-object schema.
 * @throws Error (a programming error, at load time) when a key is not camelCase, an `officeId` or
 *   `recoveryFee` field has no default, a list field has no initial lines, the number example fails
 *   its own pattern, or a list column or the completeness field names no field of the record
 */
export function defineEprService<K extends string, C extends string>(spec: EprServiceSpec<K, C>): EprService<K, C> {
  const bad = (why: string) => new Error(`EPR service ${spec.key}: ${why}`);
  if (!/^[a-z]{2}[A-Z][A-Za-z]*$/.test(spec.key)) throw bad('the key is the spec §3 sub-object name, e.g. dePack');
  if (!/^[A-Z]{2}$/.test(spec.country)) throw bad('country is ISO-2');
  const names = spec.fields.map((f) => f.name);
  if (new Set(names).size !== names.length) throw bad('a field is declared twice');
  for (const f of spec.fields) {
    if (f.kind === 'officeId' && isNone(spec.defaults.officeId)) throw bad('officeId field without defaults.officeId');
    if (f.kind === 'recoveryFee' && isNone(spec.defaults.recoveryFee)) throw bad('recoveryFee field without defaults.recoveryFee');
    if ((f.kind === 'lines' || f.kind === 'brands') && !Array.isArray(spec.defaults.values[f.name])) throw bad(`defaults.values.${f.name} lists no initial lines`);
  }
  if (!isNone(spec.number) && !spec.number.pattern.test(normalizeRegistrationNo(spec.number.example))) throw bad('the number example fails its pattern');
  for (const c of spec.listColumns) {
    const f = spec.fields.find((x) => x.name === c.field);
    if (!f) throw bad(`list column ${c.field} is no field`);
    if (c.column && !(f.kind === 'brands' ? ['name', 'link'] : f.kind === 'lines' ? f.columns.map((x) => x.name) : []).includes(c.column)) throw bad(`list column ${c.field}.${c.column} is no column`);
  }
  if (!isNone(spec.completeness) && spec.fields.find((f) => f.name === (spec.completeness as { field: string }).field)?.kind !== 'lines') throw bad('completeness names no lines field');
  const officeId = isNone(spec.defaults.officeId) ? undefined : spec.defaults.officeId;
  const schema = z.object(Object.fromEntries(spec.fields.map((f) => [f.name, fieldSchema(spec.key, f, officeId)])));
  return Object.freeze({ ...spec, schema });
}

// ---- zod schemas of the fields -------------------------------------------------------------------

const zh = zhEpr as Record<string, string>;
const say = (key: string) => zh[key] ?? key;

/**
 * "德国包装法注册（LUCID）第 2 行「年重量（千克）」：" for service `key` and the issue's path: the row
 * (from 1) when in a list, and the column's label (a locale key) when the value is a table cell —
 * a table error names the row and the column (issue #33), as the wizard's table does.
 */
function where(key: string, ctx: RefinementCtx, column?: string): string {
  const row = ctx.path.find((p) => typeof p === 'number') as number | undefined;
  const at = row === undefined ? '' : column ? say('epr.rule.cell').replace('{n}', String(row + 1)).replace('{column}', say(column)) : say('epr.rule.row').replace('{n}', String(row + 1));
  return `${say(`epr.service.${key}`)}${at}：`;
}

/** A value checked by `check` (its Chinese message, prefixed with the service, row and column `column`), then converted by `to`. */
function checked<T>(key: string, check: RuleCheck, to: (v: unknown) => T, column?: string) {
  return z
    .any()
    .superRefine((v, ctx) => {
      const k = check(v);
      if (k) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${where(key, ctx, column)}${say(k)}` });
    })
    .transform((v) => to(v));
}

const toNumber = (v: unknown) => Number(String(v).trim());
const toText = (v: unknown) => String(v).trim();

/** A non-empty list of `item` (at most 200 lines), refused with the stream's message when empty. */
function lines(key: string, item: z.ZodTypeAny) {
  return z
    .array(item, { required_error: say('epr.rule.items.required'), invalid_type_error: say('epr.rule.items.required') })
    .max(200, say('epr.rule.items.tooMany'))
    .superRefine((a, ctx) => {
      if (!a.length) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${where(key, ctx)}${say('epr.rule.items.required')}` });
    });
}

/** An optional link (http/https), trimmed. */
const link = () => z.string().trim().max(2048, say('epr.rule.link.invalid')).refine((s) => !checkLink(s), say('epr.rule.link.invalid')).optional();

/** The schema of one column's cell. */
function columnSchema(key: string, c: EprColumn): z.ZodTypeAny {
  switch (c.kind) {
    case 'name':
    case 'nameFr':
    case 'brand':
      return checked(key, columnCheck(c), toText, c.label);
    case 'link':
      return link();
    case 'category':
      return checked(key, columnCheck(c), (v) => Number(v), c.label);
    default:
      return checked(key, columnCheck(c), toNumber, c.label);
  }
}

/** The schema of one field of service `key` (`officeId`: the record's office id). */
function fieldSchema(key: string, f: EprField, officeId: EprOfficeId | undefined): z.ZodTypeAny {
  const num = (required: string) => ({ required_error: say(required), invalid_type_error: say(required) });
  switch (f.kind) {
    case 'recoveryFee':
      return z.number(num('epr.rule.fee.required')).min(0, say('epr.rule.fee.required')).max(100_000, say('epr.rule.fee.range')).multipleOf(0.01, say('epr.rule.fee.range'));
    case 'servicePeriod':
      return z.number(num('epr.rule.period.required')).int(say('epr.rule.period.required')).min(1, say('epr.rule.period.required')).max(5, say('epr.rule.period.required'));
    case 'registerYear':
      return z.number(num('epr.rule.year.required')).int(say('epr.rule.year.required')).min(2020, say('epr.rule.year.required')).max(2100, say('epr.rule.year.required'));
    case 'unit':
      // The wizard's rule (./value-rules.ts `checkUnit`): out of range is refused with the same message.
      return z.number(num('epr.rule.unit.required')).superRefine((v, ctx) => {
        const k = checkUnit(v);
        if (k) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${where(key, ctx)}${say(k)}` });
      });
    case 'officeId':
      return z.literal(officeId as EprOfficeId, { errorMap: () => ({ message: say('epr.rule.office') }) });
    case 'flag':
      return z.union([z.literal(0), z.literal(1)], { errorMap: () => ({ message: say(`epr.rule.${f.name}.required`) }) });
    case 'date':
      return checked(key, (v) => (typeof v === 'string' && isoDate().safeParse(v).success ? null : 'epr.rule.date.required'), toText);
    case 'dateRange':
      return z.tuple([isoDate(), isoDate()], { errorMap: () => ({ message: say('epr.rule.datePeriod') }) }).refine(([a, b]) => a <= b, say('epr.rule.datePeriod'));
    case 'text':
      return z.string({ required_error: say(f.message), invalid_type_error: say(f.message) }).trim().min(1, say(f.message)).max(f.max, say(f.tooLong));
    case 'lines':
      return lines(key, z.object(Object.fromEntries(f.columns.map((c) => [c.name, columnSchema(key, c)]))));
    case 'brands':
      return lines(key, z.object({ name: checked(key, checkWeeeBrand, toText, 'epr.field.brandName'), link: link() }));
    default:
      return z.never();
  }
}

/** The locale keys a record needs in zh-CN and en-US (guard-tested): its names, texts, field labels, list labels and number message. */
export function localeKeysOf(s: EprServiceSpec): string[] {
  const keys = [`epr.service.${s.key}`, `epr.duty.${s.key}`, `epr.nonEu.${s.key}`, `epr.next.${s.key}`, `epr.country.${s.country}`, `epr.stream.${s.stream}`];
  if (!isNone(s.number)) keys.push(`epr.rule.number.${s.number.id}`);
  for (const f of s.fields) {
    keys.push(f.label);
    if (f.extra) keys.push(f.extra);
    if (f.kind === 'text') keys.push(f.message, f.tooLong);
    if (f.kind === 'flag') keys.push(`epr.rule.${f.name}.required`);
    if (f.kind === 'lines') for (const c of f.columns) keys.push(c.label, ...(c.kind === 'category' ? [c.message] : []));
  }
  for (const c of s.listColumns) keys.push(c.label);
  return [...new Set(keys)];
}
