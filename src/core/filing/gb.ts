/**
 * UK: the body of HMRC's Making Tax Digital VAT API "Submit VAT return for period" (issue #31).
 *
 * FORMAT. HMRC takes no file: the return is a JSON body POSTed to
 * `/organisations/vat/{vrn}/returns` (MTD VAT API v1.0). We hand it over as a JSON file named
 * `MTD-VAT-<VRN>-<periodKey>.json` (our name: HMRC has no file-name convention because it has no
 * file) whose text is exactly the body the mock (playing HMRC) or an MTD bridge sends:
 *
 * | box (input.boxes) | body field | type (application.yaml) |
 * |---|---|---|
 * | box1 | vatDueSales | number, 2 dp, ±9,999,999,999,999.99 |
 * | box2 | vatDueAcquisitions | idem |
 * | box3 | totalVatDue (= box1 + box2) | idem |
 * | box4 | vatReclaimedCurrPeriod | idem |
 * | box5 | netVatDue (= abs(box3 − box4)) | number, 2 dp, 0 … 99,999,999,999.99 |
 * | box6 | totalValueSalesExVAT | number, whole pounds, ±9,999,999,999,999 |
 * | box7 | totalValuePurchasesExVAT | idem |
 * | box8 | totalValueGoodsSuppliedExVAT | idem |
 * | box9 | totalAcquisitionsExVAT | idem |
 * | — | periodKey | string `^[#0-9A-Z]{4}$` (the obligation's key) |
 * | — | finalised | boolean, must be `true` |
 *
 * Numbers are written into the JSON text from the boxes' decimal strings (`2000.00`, `370`), never
 * through binary floating point; a reader (JSON.parse) gets the same value back exactly, since no
 * amount in range has more than 15 significant digits.
 *
 * VERSION AND SOURCE (schemas/gb/SOURCE.txt): github.com/hmrc/vat-api @ 8ddd80d (2026-05-26),
 * `resources/public/api/conf/1.0/application.yaml` (OpenAPI 3.0.3, info.version 1.0, title
 * "VAT (MTD)"), `components.schemas.VATReturnDeclaration`; the server rules
 * `app/v1/controllers/requestParsers/validators/{SubmitReturnValidator.scala, validations/*.scala}`;
 * the standalone draft-04 file `VatReturnDeclaration.legacy-draft04.json` (deleted upstream in
 * 5bc2010, 2023-03-20). Error codes and messages: application.yaml's 400/403 examples, and
 * hmrc/vat-api `app/v1/models/errors/submitReturnErrors.scala` (not vendored) for the messages the
 * yaml does not spell out.
 *
 * WHICH SCHEMA. We validate against the yaml's `VATReturnDeclaration` (read as text from the
 * vendored application.yaml): it is HMRC's current publication, the draft-04 file was deleted in
 * 2023. The two agree on every field, type, range, `multipleOf`, length and the required list
 * (tests/unit/filing/gb.test.ts compares them); the only difference is the legacy file's
 * `additionalProperties: false`, which the yaml dropped (HMRC's server reads the fields it knows and
 * ignores others), so an extra field is accepted here as HMRC accepts it.
 *
 * RULES. HMRC's server does not run the JSON schema, it runs the Scala validators; both are applied:
 * the amount and sum rules through `checkUkReturn` of src/core/vat/checks.ts (the one
 * implementation, which the engine also runs on every UK return), the period key and `finalised`
 * rules here. A field that breaks a server rule answers the server's code (`INVALID_MONETARY_AMOUNT`,
 * `VAT_TOTAL_VALUE`, `VAT_NET_VALUE`, `PERIOD_KEY_INVALID`, `NOT_FINALISED`); what only the schema
 * catches (a missing field, a string for a number) answers `INVALID_REQUEST`, HMRC's code for a body
 * that fails validation, with HMRC's inner code (`MANDATORY_FIELD_MISSING`, `INVALID_NUMERIC_VALUE`,
 * `INVALID_STRING_VALUE`) in `detail`. The schema's `multipleOf: 0.01` is left to the decimal rule
 * (HMRC's `scale > 2`): on binary floats ajv's multipleOf is inexact near the range limits.
 *
 * PERIOD KEY. HMRC's period keys are opaque: the real key of an obligation comes from the
 * obligations API (`GET /organisations/vat/{vrn}/obligations`) and is passed as `input.periodKey`.
 * Without one, {@link mtdPeriodKey} derives the key that the mock, playing HMRC, issues in its
 * obligations for the period: `YY` (year of the period's last day) + `A` + one character:
 * quarters of stagger 1 (ending Mar/Jun/Sep/Dec) `1`–`4`, of stagger 2 (ending Jan/Apr/Jul/Oct)
 * `M N P Q`, of stagger 3 (ending Feb/May/Aug/Nov) `R S T U`; months January–December `A`–`L`;
 * an annual-accounting year `Y`. So the quarter ending March 2025 in stagger 1 is `25A1`, January
 * 2025 monthly `25AA`. Every derived key matches `^[#0-9A-Z]{4}$`.
 */
import Big from 'big.js';
import Ajv04 from 'ajv-draft-04';
import type { ErrorObject, ValidateFunction } from 'ajv-draft-04';
import type { UkBoxes } from '../vat/types';
import { checkUkReturn, UK_BOX_FIELDS } from '../vat/checks';
import type { Frequency } from '../vat-tax/periods';
import { requireFields, vatDigits } from './common';
import { schemaText } from './xsd';
import type { FilingFormat, FilingInput, FilingOutcome, FilingProblem, FilingSchemaRef } from './types';
import { lastDayOfMonth } from '../utils/date';

/** Where the console asks for a missing identity field (see `requireFields`). */
const WHERE = '申报详情页的「申报主体信息」';

/** The schema the body is checked against (schemas/gb/SOURCE.txt). */
const GB_MTD_SCHEMA: FilingSchemaRef = {
  id: 'gb-mtd-vat-return-1.0',
  name: 'HMRC MTD VAT API — Submit VAT return for period (VATReturnDeclaration)',
  version: 'API 1.0, application.yaml @ hmrc/vat-api 8ddd80d (2026-05-26)',
  source: 'https://github.com/hmrc/vat-api resources/public/api/conf/1.0/application.yaml; app/v1/controllers/requestParsers/validators/*.scala',
  checkedWith: 'JSON Schema draft-04 (ajv 8 + ajv-draft-04) on components.schemas.VATReturnDeclaration + HMRC server rules (validators/*.scala)',
};

const BOX_KEYS = Object.keys(UK_BOX_FIELDS) as (keyof UkBoxes)[];

/** HMRC's server rule for the period key (BodyPeriodKeyValidation.scala). */
const PERIOD_KEY = /^[#0-9A-Z]{4}$/;

// ------------------------------------------------------------------------------------ schema

type Yaml = string | number | boolean | null | Yaml[] | { [k: string]: Yaml };

function yamlScalar(raw: string): Yaml {
  const v = raw.trim();
  if (v === '' || v === '~' || v === 'null') return null;
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(v)) return Number(v);
  if ((v.startsWith("'") && v.endsWith("'")) || (v.startsWith('"') && v.endsWith('"'))) return v.slice(1, -1).replace(/''/g, "'");
  return v;
}

/**
 * The block of a YAML mapping that starts at `lines[start]` (`indent` spaces deep), as plain values:
 * the subset application.yaml's `VATReturnDeclaration` uses (nested mappings, `- item` lists,
 * `|` block scalars, plain and quoted scalars). Not a general YAML parser.
 */
function yamlBlock(lines: string[], start: number, indent: number): { value: Yaml; next: number } {
  const ind = (l: string) => l.length - l.trimStart().length;
  let i = start;
  const skipBlank = () => {
    while (i < lines.length && lines[i].trim() === '') i++;
  };
  skipBlank();
  if (i < lines.length && lines[i].trimStart().startsWith('- ') && ind(lines[i]) === indent) {
    const arr: Yaml[] = [];
    while (i < lines.length && ind(lines[i]) === indent && lines[i].trimStart().startsWith('- ')) {
      arr.push(yamlScalar(lines[i].trimStart().slice(2)));
      i++;
      skipBlank();
    }
    return { value: arr, next: i };
  }
  const obj: { [k: string]: Yaml } = {};
  while (i < lines.length) {
    skipBlank();
    if (i >= lines.length || ind(lines[i]) < indent) break;
    const line = lines[i];
    const m = /^(\s*)([^:#]+):(?:\s+(.*))?$/.exec(line);
    if (!m || ind(line) !== indent) throw new Error(`application.yaml：无法读取第 ${i + 1} 行（${line.trim()}）`);
    const key = m[2].trim();
    const rest = (m[3] ?? '').trim();
    i++;
    if (rest === '|' || rest === '>' || rest === '|-' || rest === '>-') {
      const body: string[] = [];
      while (i < lines.length && (lines[i].trim() === '' || ind(lines[i]) > indent)) body.push(lines[i++].trim());
      obj[key] = body.join('\n').trim();
    } else if (rest === '') {
      skipBlank();
      const childIndent = i < lines.length ? ind(lines[i]) : indent;
      if (childIndent > indent || (childIndent === indent && lines[i]?.trimStart().startsWith('- '))) {
        const sub = yamlBlock(lines, i, childIndent);
        obj[key] = sub.value;
        i = sub.next;
      } else obj[key] = null;
    } else obj[key] = yamlScalar(rest);
  }
  return { value: obj, next: i };
}

let yamlSchemaCache: Record<string, unknown> | undefined;

/**
 * `components.schemas.VATReturnDeclaration` of the vendored application.yaml, read as text (cached).
 * Throws if the yaml no longer has it (a packaging bug).
 */
export function mtdBodySchema(): Record<string, unknown> {
  if (yamlSchemaCache) return yamlSchemaCache;
  const lines = schemaText('gb/application.yaml').split(/\r?\n/);
  const at = lines.findIndex((l) => /^ {4}VATReturnDeclaration:\s*$/.test(l));
  if (at < 0) throw new Error('application.yaml 中没有 components.schemas.VATReturnDeclaration');
  yamlSchemaCache = yamlBlock(lines, at + 1, 6).value as Record<string, unknown>;
  return yamlSchemaCache;
}

/** The legacy standalone draft-04 schema (schemas/gb/VatReturnDeclaration.legacy-draft04.json), parsed. */
export function legacyMtdBodySchema(): Record<string, unknown> {
  return JSON.parse(schemaText('gb/VatReturnDeclaration.legacy-draft04.json')) as Record<string, unknown>;
}

const validators = new Map<string, ValidateFunction>();

/** The compiled ajv draft-04 validator of `which` schema (the yaml's by default). */
function compiled(which: 'yaml' | 'legacy'): ValidateFunction {
  let v = validators.get(which);
  if (!v) {
    // strict: false — the OpenAPI schema carries `example`/`title`, which draft-04 does not define
    const ajv = new Ajv04({ allErrors: true, strict: false });
    v = ajv.compile(which === 'yaml' ? mtdBodySchema() : legacyMtdBodySchema());
    validators.set(which, v);
  }
  return v;
}

// ------------------------------------------------------------------------------------- rules

const FIELD_ZH: Record<string, string> = {
  periodKey: '期间代码（periodKey）',
  finalised: '最终申报确认（finalised）',
  ...Object.fromEntries(BOX_KEYS.map((k) => [UK_BOX_FIELDS[k], `${UK_BOX_FIELDS[k]}（第 ${k.slice(3)} 栏）`])),
};

function shown(v: unknown): string {
  if (v === undefined) return '';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** HMRC's inner code and message for a schema failure (submitReturnErrors.scala), by ajv keyword. */
function innerError(e: ErrorObject, field: string): { code: string; message: string } {
  if (e.keyword === 'required') return { code: 'MANDATORY_FIELD_MISSING', message: 'a mandatory field is missing' };
  if (e.keyword === 'type' && field === 'periodKey') return { code: 'INVALID_STRING_VALUE', message: 'please provide a string field' };
  if (e.keyword === 'type' && field === 'finalised') return { code: 'UNMAPPED_PLAY_ERROR', message: 'error.expected.jsboolean' };
  if (e.keyword === 'type') return { code: 'INVALID_NUMERIC_VALUE', message: 'please provide a numeric field' };
  return { code: 'INVALID_REQUEST', message: `Invalid request (${e.keyword}: ${e.message ?? ''})` };
}

const TYPE_ZH: Record<string, string> = { string: '字符串', boolean: '布尔值 true/false', number: '数字' };

/** Chinese: what the schema refuses in `field` (ajv error `e`). */
function schemaWhat(e: ErrorObject, field: string, value: unknown): string {
  const zh = FIELD_ZH[field] ?? field;
  if (e.keyword === 'required') return `缺少字段 ${zh}`;
  const expected = e.keyword === 'type' ? `应为${TYPE_ZH[String((e.params as { type?: string }).type)] ?? '正确类型'}` : `JSON Schema：${e.message ?? e.keyword}`;
  return `字段 ${zh} 的值「${shown(value)}」不符合 HMRC 的格式（${expected}）`;
}

/**
 * HMRC's validation of an MTD "Submit VAT return for period" body, as the mock receives it (parsed
 * JSON) or as the builder wrote it: `[]` when HMRC would accept it, otherwise one problem per
 * failure, each with HMRC's code (`code`), the JSON field (`element`), the value as sent (`value`),
 * a Chinese `message` saying what to fix and HMRC's English message in `detail`:
 *
 * - `INVALID_REQUEST` (kind SCHEMA) — the body is not a JSON object, or fails the schema
 *   `VATReturnDeclaration` of application.yaml (a missing field: `MANDATORY_FIELD_MISSING`, a
 *   string for a number: `INVALID_NUMERIC_VALUE`, … in `detail`);
 * - `PERIOD_KEY_INVALID` — periodKey does not match `^[#0-9A-Z]{4}$` (BodyPeriodKeyValidation);
 * - `INVALID_MONETARY_AMOUNT`, `VAT_TOTAL_VALUE`, `VAT_NET_VALUE` — `checkUkReturn` of
 *   src/core/vat/checks.ts on the nine amounts (boxes 1–4 2 dp in ±9,999,999,999,999.99, netVatDue
 *   0 … 99,999,999,999.99, boxes 6–9 whole pounds, totalVatDue = vatDueSales + vatDueAcquisitions,
 *   netVatDue = abs(totalVatDue − vatReclaimedCurrPeriod));
 * - `NOT_FINALISED` — `finalised` is false (FinalisedValueValidation; HTTP 403 at HMRC).
 *
 * A field a server rule already refuses is not reported again for the schema. Never throws.
 */
export function validateMtdBody(body: unknown): FilingProblem[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [{ kind: 'SCHEMA', code: 'INVALID_REQUEST', value: shown(body), message: 'HMRC 拒收（INVALID_REQUEST）：申报内容不是 JSON 对象，请重新生成申报文件', detail: 'Invalid request: the body must be a JSON object (VATReturnDeclaration)' }];
  }
  const b = body as Record<string, unknown>;
  const rules: FilingProblem[] = [];

  // periodKey: BodyPeriodKeyValidation.scala (only when it is a string; a non-string is the schema's)
  const pk = b.periodKey;
  if (typeof pk === 'string' && !PERIOD_KEY.test(pk)) {
    rules.push({
      kind: 'RULE',
      code: 'PERIOD_KEY_INVALID',
      element: 'periodKey',
      value: pk,
      message: `HMRC 拒收（PERIOD_KEY_INVALID）：期间代码「${pk}」无效，应为 4 位大写字母、数字或 #（如 25A1、#001），请使用 HMRC 申报义务中该期间的代码`,
      detail: 'PERIOD_KEY_INVALID: Invalid period key (periodKey must match ^[#0-9A-Z]{4}$)',
    });
  }

  // amounts and sums: the one rule set of checks.ts, on the fields that are numbers
  const present = new Set(BOX_KEYS.filter((k) => typeof b[UK_BOX_FIELDS[k]] === 'number' && Number.isFinite(b[UK_BOX_FIELDS[k]] as number)));
  const boxes = Object.fromEntries(BOX_KEYS.map((k) => [k, present.has(k) ? String(b[UK_BOX_FIELDS[k]]) : ''])) as Record<keyof UkBoxes, string>;
  for (const c of checkUkReturn(boxes)) {
    if (c.code === 'INVALID_MONETARY_AMOUNT' && !present.has(c.box)) continue; // missing / not a number: the schema reports it
    const field = UK_BOX_FIELDS[c.box];
    rules.push({
      kind: 'RULE',
      code: c.code,
      element: field,
      value: shown(b[field]),
      message: `HMRC 拒收（${c.code}）：${field}：${c.message}`,
      detail: `${c.code}: ${c.rule} (path /${field})`,
    });
  }

  // finalised: FinalisedValueValidation.scala
  if (b.finalised === false) {
    rules.push({
      kind: 'RULE',
      code: 'NOT_FINALISED',
      element: 'finalised',
      value: 'false',
      message: 'HMRC 拒收（NOT_FINALISED）：申报未声明为最终版本（finalised 应为 true），请确认申报内容后再提交',
      detail: 'NOT_FINALISED: User has not declared VAT return as final',
    });
  }

  // the schema (application.yaml), for what no server rule above has reported
  const flagged = new Set(rules.map((r) => r.element));
  const validate = compiled('yaml');
  const schema: FilingProblem[] = [];
  if (!validate(b)) {
    for (const e of validate.errors ?? []) {
      if (e.keyword === 'multipleOf') continue; // the decimal 2-dp rule above decides (see file docstring)
      const field = e.keyword === 'required' ? String((e.params as { missingProperty?: string }).missingProperty ?? '') : e.instancePath.replace(/^\//, '');
      if (flagged.has(field)) continue;
      flagged.add(field);
      const inner = innerError(e, field);
      const what = schemaWhat(e, field, b[field]);
      schema.push({
        kind: 'SCHEMA',
        code: 'INVALID_REQUEST',
        element: field,
        ...(e.keyword === 'required' ? {} : { value: shown(b[field]) }),
        message: `HMRC 拒收（INVALID_REQUEST）：${what}，请重新生成申报文件`,
        detail: `INVALID_REQUEST: Invalid request — ${inner.code}: ${inner.message} (path /${field}; schema ${e.schemaPath})`,
      });
    }
  }
  return [...schema, ...rules];
}

// -------------------------------------------------------------------------------- period key

const MONTH_KEYS = 'ABCDEFGHIJKL';
const STAGGER2_KEYS = 'MNPQ'; // quarters ending Jan, Apr, Jul, Oct
const STAGGER3_KEYS = 'RSTU'; // quarters ending Feb, May, Aug, Nov

function ymd(d: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/**
 * The period key the mock (playing HMRC) issues for a period, see the file docstring: `YY` + `A` +
 * a character for the month (`A`–`L`), the quarter (`1`–`4` stagger 1, `M N P Q` stagger 2,
 * `R S T U` stagger 3) or `Y` for an annual-accounting year. `period` dates `YYYY-MM-DD`; answers
 * `null` when the dates are not a whole calendar month, quarter (any stagger) or year of `frequency`.
 * Never throws.
 */
export function mtdPeriodKey(period: { from: string; to: string }, frequency: Frequency): string | null {
  const f = ymd(period.from);
  const t = ymd(period.to);
  if (!f || !t || f[2] !== 1 || t[2] !== lastDayOfMonth(t[0], t[1])) return null;
  const months = t[0] * 12 + t[1] - (f[0] * 12 + f[1]) + 1;
  const yy = String(t[0] % 100).padStart(2, '0');
  const m = t[1];
  if (frequency === 'monthly' && months === 1) return `${yy}A${MONTH_KEYS[m - 1]}`;
  if (frequency === 'quarterly' && months === 3) {
    // the quarter's place in the calendar year by its end month: 0 … 3
    if (m % 3 === 0) return `${yy}A${m / 3}`; // Mar 1, Jun 2, Sep 3, Dec 4
    if (m % 3 === 1) return `${yy}A${STAGGER2_KEYS[Math.floor(m / 3)]}`; // Jan M, Apr N, Jul P, Oct Q
    return `${yy}A${STAGGER3_KEYS[Math.floor(m / 3)]}`; // Feb R, May S, Aug T, Nov U
  }
  if (frequency === 'annual' && months === 12) return `${yy}AY`;
  return null;
}

// ----------------------------------------------------------------------------------- builder

/** A box's decimal text as it goes into the JSON body: 2 dp for boxes 1–5, whole pounds for 6–9 (exact, no rounding). */
function jsonNumber(k: keyof UkBoxes, v: string): string {
  const whole = k === 'box6' || k === 'box7' || k === 'box8' || k === 'box9';
  return new Big(v.trim()).toFixed(whole ? 0 : 2);
}

/**
 * Builds the MTD body of a GB return (`input.boxes` box1…box9, decimal strings in GBP, boxes 6–9
 * whole pounds) and validates it with {@link validateMtdBody}. Steps: the VRN (`seller.vatNumbers.GB`,
 * MISSING_FIELD when absent; 9 digits after `GB`, else RULE `VRN_INVALID` as HMRC's VrnValidation),
 * the period key (`input.periodKey`, else {@link mtdPeriodKey}; PERIOD when the period is not a whole
 * month/quarter/year), the boxes through `checkUkReturn` on their decimal text (so `1.230` is
 * refused as HMRC refuses a scale of 3), then the body text, parsed back and validated. Answers
 * the one file `MTD-VAT-<VRN>-<periodKey>.json` (`application/json`) or the problems. Never throws
 * for bad data.
 */
async function buildMtdBody(input: FilingInput): Promise<FilingOutcome> {
  const missing = requireFields(input, ['vatNumber'], WHERE);
  if (missing.length) return { ok: false, problems: missing };
  const vrn = vatDigits(input.seller.vatNumbers.GB ?? '', 'GB');
  if (!/^\d{9}$/.test(vrn)) {
    return { ok: false, problems: [{ kind: 'RULE', code: 'VRN_INVALID', element: 'seller.vatNumber', value: input.seller.vatNumbers.GB, message: `英国增值税号「${input.seller.vatNumbers.GB}」无效：HMRC 要求 9 位数字（可带 GB 前缀），请在${WHERE}中更正`, detail: 'VRN_INVALID: The provided VRN is invalid (VrnValidation: ^\\d{9}$)' }] };
  }
  const periodKey = input.periodKey?.trim() || mtdPeriodKey(input.period, input.frequency);
  if (!periodKey) {
    return { ok: false, problems: [{ kind: 'PERIOD', element: 'periodKey', value: `${input.period.from}~${input.period.to}`, message: `期间 ${input.period.from} ~ ${input.period.to} 不是完整的${input.frequency === 'monthly' ? '月' : input.frequency === 'quarterly' ? '季度' : '年度'}申报期间，无法确定 HMRC 期间代码：请核对申报期间，或填写 HMRC 申报义务中的期间代码（periodKey）` }] };
  }
  const boxes = input.boxes;
  if (!boxes || BOX_KEYS.some((k) => typeof boxes[k] !== 'string' || !boxes[k].trim())) {
    const absent = BOX_KEYS.filter((k) => !boxes || typeof boxes[k] !== 'string' || !boxes[k].trim());
    return { ok: false, problems: absent.map((k) => ({ kind: 'RULE' as const, element: k, message: `缺少英国申报第 ${k.slice(3)} 栏的金额，无法生成 MTD 申报内容：请先完成计算` })) };
  }
  // the boxes as text: checkUkReturn sees the decimals as written (a number in JSON would lose "1.230")
  const textChecks = checkUkReturn(Object.fromEntries(BOX_KEYS.map((k) => [k, boxes[k]])) as Record<keyof UkBoxes, string>);
  if (textChecks.length) {
    return {
      ok: false,
      problems: textChecks.map((c) => ({ kind: 'RULE' as const, code: c.code, element: UK_BOX_FIELDS[c.box], value: boxes[c.box], message: `HMRC 拒收（${c.code}）：${UK_BOX_FIELDS[c.box]}：${c.message}`, detail: `${c.code}: ${c.rule} (path /${UK_BOX_FIELDS[c.box]})` })),
    };
  }
  const members = [`  "periodKey": ${JSON.stringify(periodKey)}`, ...BOX_KEYS.map((k) => `  "${UK_BOX_FIELDS[k]}": ${jsonNumber(k, boxes[k])}`), '  "finalised": true'];
  const text = `{\n${members.join(',\n')}\n}\n`;
  const problems = validateMtdBody(JSON.parse(text));
  if (problems.length) return { ok: false, problems };
  return { ok: true, files: [{ name: `MTD-VAT-${vrn}-${periodKey}.json`, mediaType: 'application/json', text, schema: GB_MTD_SCHEMA }] };
}

/**
 * UK filing format: HMRC MTD VAT "Submit VAT return for period" body (see the file docstring).
 * Covers every period (MTD API v1.0 has one body shape). `build` = {@link buildMtdBody}.
 */
export const gbFiling: FilingFormat = {
  country: 'GB',
  zh: '英国 MTD 增值税申报内容（HMRC 九栏 JSON）',
  build: buildMtdBody,
};
