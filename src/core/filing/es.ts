/**
 * Spain: modelo 303 (IVA, autoliquidación) as AEAT's fixed-width "fichero de presentación"
 * (issue #31), written and checked field by field against AEAT's record layout.
 *
 * FORMAT AND VERSION. AEAT publishes no schema for the 303, only a record layout (diseño de registro,
 * Excel DR303e…): one continuous ASCII record, no line breaks — a header `<T3030` + ejercicio +
 * periodo + `0000>`, an `<AUX>…</AUX>` block, page 01 (`<T30301000>…</T30301000>`: identification
 * and régimen general), page 03 (`<T30303000>…</T30303000>`: información adicional and resultado),
 * the closing `</T3030` + ejercicio + periodo + `0000>`. Vendored: OCA/l10n-spain's
 * machine-readable transcription of the 2024-10 layout (schemas/es/SOURCE.txt:
 * l10n_es_aeat_mod303/data/2024-10, branch 17.0, 1298e5f, 2024-10-11, AGPL-3), read at run time
 * by ./es-layout.ts; the writer ({@link build303}) and the checker ({@link validate303}) are both
 * driven by it: every field at its position with its length, type, padding, sign convention and
 * constants.
 *
 * MAPPING (return → file). The casillas are the boxes of `returnLayout(layoutInput)` (the `es()`
 * builder of the Spanish pack, src/core/countries/es.ts, whose codes ARE the casilla numbers): each layout box goes
 * into the field whose name carries `[NN]` (01/03, 04/06, 07/09 and 150/152, 165/167, 153/155 by
 * rate; 10/11; 27; 28/29; 32/33; 36/37; 45; 46; 59; 60; 122; 64; 66; 77; 69; 71). The rest of the
 * record as the layout defines it: tipo % constants (02, 05, 08, …), NIF = the ES VAT number
 * without `ES` (9 characters), apellidos y nombre o razón social = the seller's name (upper case,
 * no accents, cut to 80), ejercicio (4 digits) and periodo (`01`–`12` monthly, `1T`–`4T`
 * quarterly); tipo de declaración from [71]: `I` ingreso (> 0), `C` compensación (< 0: the credit
 * is carried forward; a refund `D` in the last period needs the seller's bank account, which we do
 * not hold), `N` resultado cero; [65] 100 % (territorio común: foral taxation is not supported);
 * [110]/[78]/[87]/[68]/[70] 0 (earlier periods' credits are not known here: see the layout's note
 * on [71]); not registered for monthly refunds (REDEME), not in the SII, not exonerated from the
 * annual modelo 390 (so page 04 is never written); a normal return, not a rectificativa.
 *
 * WHAT THE TRANSCRIPTION SETTLES AND WHAT IT LEAVES.
 * - The main record refers to two pages the vendored files do not contain: P04 (conditional: only
 *   for a return exonerated from the 390, never ours) and PDID (`aeat_mod303_2023_subdid_…`,
 *   "Devolución": SWIFT/IBAN for a refund or a direct debit, 800 characters, blank for `I`/`C`/`N`,
 *   defined in OCA's data/2023 transcription, not vendored). Our file omits PDID; the checker skips
 *   a page it does not know (`<T303xxxxx>…</T303xxxxx>`) without checking it. Vendoring that file
 *   into schemas/es/ makes ./es-layout.ts pick the page up with no code change.
 * - The transcription's AUX block carries OCA's own program version (`odoo`) and developer NIF
 *   (`G87846952`) as constants: they identify the software that made the file, not the taxpayer,
 *   so we write blanks there and the checker accepts any value.
 * - Validity: the configuration's `date_start` is 2024-09-01 (the layout AEAT published for filings
 *   from October 2024): a period starting earlier answers PERIOD (the older layout is not vendored).
 *   AEAT's 2026 layout (OCA data/2026, date_start 2026-01-01) is not vendored: periods from
 *   2026-01 answer PERIOD too. (SOURCE.txt says the 2026 layout adds casillas 150–155; the 2024-10
 *   transcription already has 150–155 and 165–170, so what 2026 changes is unknown here: we do
 *   not guess that a 2026 file would be the same.)
 *
 * RULES beyond the layout (RULE problems, Chinese, with the rule in `detail`): the form's sums
 * ([27] = the cuotas devengadas, [45] = the cuotas deducibles, [46] = [27] − [45], [64] = [46] + [76],
 * [66] = [64] × [65] %, and the field names' own [69] = [66] + [77] − [78] + [68],
 * [71] = [69] − [70] + [109], [87] = [110] − [78]); tipo de declaración in AEAT's list and agreeing
 * with the sign of [71]; periodo `01`–`12` / `1T`–`4T`; NIF 9 letters/digits; the header, page 01
 * and closing carrying the same ejercicio and periodo.
 *
 * FILE NAME. AEAT takes the file through "Presentación mediante fichero" on its Sede electrónica and
 * sets no naming convention: `MOD303_<NIF>_<ejercicio><periodo>.txt`. Media type `text/plain`,
 * ASCII (a subset of the ISO-8859-1 AEAT reads). `createdAt` is not written (the layout has no date
 * field), so the file is byte-for-byte reproducible.
 */
import Big from 'big.js';
import { returnLayout } from '../declare/layouts';
import { requireFields, vatDigits } from './common';
import { esLayout, evalExpression, formatField, mainConfigFor, readField, truthy, UnknownAttribute, type EsContext, type EsField, type EsLayout, type EsValue } from './es-layout';
import type { FilingFormat, FilingInput, FilingOutcome, FilingProblem, FilingSchemaRef } from './types';
import { lastDayOfMonth } from '../utils/date';

/** Where the console asks for a missing identity field (see `requireFields`). */
const WHERE = '申报详情页的「申报主体信息」';

/** First day of the periods the vendored layouts do NOT cover (AEAT's 2026 layout is not vendored). */
const NOT_VENDORED_FROM = '2026-01-01';

/** The layout the file is checked against (schemas/es/SOURCE.txt). */
const ES_303_SCHEMA: FilingSchemaRef = {
  id: 'es-303-2024-10',
  name: 'AEAT modelo 303 — diseño de registro (fichero de presentación)',
  version: '2024-10 (pages 01 and 03)',
  source: 'AEAT DR303e, as transcribed by OCA/l10n-spain l10n_es_aeat_mod303/data/2024-10 (branch 17.0, 1298e5f, AGPL-3)',
  checkedWith: 'field by field against the transcription (position, length, type, sign, constants) + the form\'s sums; page DID not vendored, not written',
};

/** AEAT's "tipo de declaración" codes (DR303; OCA's `result_type`): ingreso I/U/G, devolución D/V/X, compensación C, sin actividad / resultado cero N. */
const RESULT_TYPES: Record<string, 'pos' | 'neg' | 'zero'> = { I: 'pos', U: 'pos', G: 'pos', D: 'neg', V: 'neg', X: 'neg', C: 'neg', N: 'zero' };

/** Fields that name the software that made the file (OCA's `odoo` / `G87846952`), not the taxpayer: blank, not checked. */
const PRODUCER = /^(Versión del Programa|NIF Empresa Desarrollo)/;

/**
 * The form's sums: `target` = Σ sign × casilla (AEAT modelo 303; [69], [71], [87] as the layout's
 * field names write them). Checked when all their casillas are in the file.
 */
const SUMS: { target: number; terms: [number, 1 | -1][]; rule: string }[] = [
  { target: 27, terms: [152, 3, 155, 6, 9, 11, 13, 15, 158, 18, 21, 24, 26, 167, 170].map((c) => [c, 1] as [number, 1]), rule: '[27] Total cuota devengada = [152]+[03]+[155]+[06]+[09]+[11]+[13]+[15]+[158]+[18]+[21]+[24]+[26]+[167]+[170]' },
  { target: 45, terms: [29, 31, 33, 35, 37, 39, 41, 42, 43, 44].map((c) => [c, 1] as [number, 1]), rule: '[45] Total a deducir = [29]+[31]+[33]+[35]+[37]+[39]+[41]+[42]+[43]+[44]' },
  { target: 46, terms: [[27, 1], [45, -1]], rule: '[46] Resultado régimen general = [27] − [45]' },
  { target: 64, terms: [[46, 1], [76, 1]], rule: '[64] Suma de resultados = [46] + [76] (page 02, [58], is not in the layout)' },
  { target: 69, terms: [[66, 1], [77, 1], [78, -1], [68, 1]], rule: '[69] Resultado de la autoliquidación = [66] + [77] − [78] + [68]' },
  { target: 71, terms: [[69, 1], [70, -1], [109, 1]], rule: '[71] Resultado de la liquidación = [69] − [70] + [109]' },
  { target: 87, terms: [[110, 1], [78, -1]], rule: '[87] Cuotas a compensar pendientes = [110] − [78]' },
];

// ----------------------------------------------------------------------------------- periods

/** Periodo code of a period (`01`–`12` monthly, `1T`–`4T` quarterly) and its ejercicio, or null when it is not a calendar month/quarter. */
function aeatPeriod(period: { from: string; to: string }, frequency: FilingInput['frequency']): { year: string; code: string } | null {
  const f = /^(\d{4})-(\d{2})-01$/.exec(period.from);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(period.to);
  if (!f || !t) return null;
  const [fy, fm, ty, tm, td] = [Number(f[1]), Number(f[2]), Number(t[1]), Number(t[2]), Number(t[3])];
  if (td !== lastDayOfMonth(ty, tm)) return null;
  const months = ty * 12 + tm - (fy * 12 + fm) + 1;
  if (frequency === 'monthly' && months === 1) return { year: f[1], code: f[2] };
  if (frequency === 'quarterly' && months === 3 && (fm - 1) % 3 === 0) return { year: f[1], code: `${(fm + 2) / 3}T` };
  return null;
}

// ------------------------------------------------------------------------------- record walk

/** One field as placed in a file: its layout field, its 0-based offset, the text and the value read. */
interface Placed303 {
  field: EsField;
  /** 0-based offset in the file. */
  offset: number;
  raw: string;
  value?: EsValue;
}

function fieldLabel(f: EsField): string {
  const short = f.name.length > 60 ? `${f.name.slice(0, 57)}…` : f.name;
  return f.casilla !== null ? `第 [${String(f.casilla).padStart(2, '0')}] 栏「${short}」` : `字段「${short}」`;
}

function positionText(offset: number, size: number): string {
  return `第 ${offset + 1}–${offset + size} 位`;
}

function ruleProblem(f: EsField, offset: number, raw: string, reason: string, detail?: string): FilingProblem {
  return {
    kind: 'RULE',
    element: f.casilla !== null ? `[${String(f.casilla).padStart(2, '0')}]` : f.name,
    value: raw,
    message: `303 文件${positionText(offset, f.size)}（${fieldLabel(f)}）：${reason}`,
    detail: detail ?? `${f.id}: "${f.name}" at position ${offset + 1}, length ${f.size}, type ${f.type}${f.signed ? ' (signed)' : ''}; found "${raw}"`,
  };
}

/** The leading constants of a page (`<T` `303` `01000` `>` → `<T30301000>`), to recognise it in a file. */
function pagePrefix(layout: EsLayout, config: string): string {
  let out = '';
  for (const f of layout.fields.get(config) ?? []) {
    if (f.type !== 'string' || !f.fixed) break;
    out += f.fixed;
  }
  return out;
}

/** A page the vendored layout does not define, at `offset`: its length (through its closing tag), or 0. */
function unknownPageLength(text: string, offset: number): number {
  const m = /^<T303([A-Z0-9]{5})>/.exec(text.slice(offset, offset + 11));
  if (!m) return 0;
  const close = `</T303${m[1]}>`;
  const end = text.indexOf(close, offset);
  return end < 0 ? 0 : end + close.length - offset;
}

// ------------------------------------------------------------------------------------ checker

/** What {@link parse303} reads from a file. */
interface Parsed303 {
  /** The fields as read, in file order. */
  fields: Placed303[];
  /** Amounts by casilla number (decimal strings, 2 dp; only numeric fields that read cleanly). */
  casillas: Record<number, string>;
  /** Ejercicio and periodo of the header (empty when unreadable). */
  year: string;
  period: string;
  /** Pages skipped because the vendored layout does not define them (e.g. `<T303DID00>`). */
  skippedPages: string[];
  /** RULE / PERIOD problems; `[]` = the file fits the layout and the form's rules. */
  problems: FilingProblem[];
}

/**
 * Reads a 303 file back field by field against the vendored layout, and checks it: every field at
 * its position with its length and type (alphanumeric: printable ASCII, upper case; numeric: digits,
 * the sign mark first where the layout signs the field; boolean: the field's two marks), the
 * constants (tags, page numbers, tipo % values — including those that depend on the period, such
 * as [154]), the total length, then the rules of the file docstring. Each problem names the field,
 * its casilla and its position. The layout variant is chosen by the header's ejercicio/periodo
 * (PERIOD when none covers it). Never throws for a bad file.
 */
export function parse303(text: string): Parsed303 {
  const layout = esLayout();
  const out: Parsed303 = { fields: [], casillas: {}, year: '', period: '', skippedPages: [], problems: [] };
  const head = /^<T3030(\d{4})(\d\d|[1-4]T)0000>/.exec(text);
  out.year = head?.[1] ?? '';
  out.period = head?.[2] ?? '';
  const firstDay = head ? (/T$/.test(head[2]) ? `${head[1]}-${String((Number(head[2][0]) - 1) * 3 + 1).padStart(2, '0')}-01` : `${head[1]}-${head[2]}-01`) : '';
  const main = (firstDay && mainConfigFor(layout, firstDay)) || [...layout.configs.values()].find((c) => c.main);
  if (!main) return { ...out, problems: [{ kind: 'PERIOD', message: '未收录任何 303 记录格式，无法校验' }] };
  if (head && !mainConfigFor(layout, firstDay)) {
    out.problems.push({ kind: 'PERIOD', element: 'periodo', value: `${head[1]} ${head[2]}`, message: `303 文件的期间 ${head[1]} ${head[2]} 不在已收录的 AEAT 记录格式（${main.dateStart} 起）适用范围内，以下按该格式校验` });
  }
  const attrs: Record<string, EsValue> = {};
  const ctx: EsContext = {
    attrs,
    casilla: (n) => {
      throw new UnknownAttribute(`casilla ${n}`);
    },
  };
  let pos = 0;
  let aligned = true;
  const walk = (config: string) => {
    for (const f of layout.fields.get(config) ?? []) {
      if (f.type === 'subconfig') {
        const sub = f.subconfig;
        if (!layout.fields.has(sub)) {
          const len = pos < text.length && !text.startsWith('</T3030', pos) ? unknownPageLength(text, pos) : 0;
          if (len) {
            out.skippedPages.push(text.slice(pos, pos + 11));
            pos += len;
          }
          continue;
        }
        if (f.condition && !text.startsWith(pagePrefix(layout, sub), pos)) continue;
        walk(sub);
        continue;
      }
      if (f.size === 0) continue;
      const raw = text.slice(pos, pos + f.size);
      const placed: Placed303 = { field: f, offset: pos, raw };
      out.fields.push(placed);
      if (raw.length < f.size) {
        if (aligned) out.problems.push(ruleProblem(f, pos, raw, `文件在此处提前结束（该字段应有 ${f.size} 位，只有 ${raw.length} 位）：文件不完整或有字段缺位`));
        aligned = false;
        pos += f.size;
        continue;
      }
      const read = readField(f, raw);
      if (!read.ok) {
        out.problems.push(ruleProblem(f, pos, raw, `内容「${raw.trim() || raw}」不符合该字段的格式（${read.reason}）：可能是前面的字段多了或少了字符，导致字段错位`));
      } else placed.value = read.value;
      // constants: a fixed value, a literal, or an expression the header already decides
      if (read.ok && !PRODUCER.test(f.name)) {
        let expected: string | undefined;
        try {
          const v = f.fixed !== '' ? (f.type === 'float' || f.type === 'integer' ? new Big(f.fixed) : f.fixed) : f.expression !== '' ? evalExpression(f.expression, ctx) : undefined;
          if (v !== undefined) {
            const fm = formatField(f, v);
            expected = 'text' in fm ? fm.text : undefined;
          }
        } catch (e) {
          if (!(e instanceof UnknownAttribute)) throw e;
        }
        if (expected !== undefined && expected !== raw) out.problems.push(ruleProblem(f, pos, raw, `应为「${expected}」，实际为「${raw}」`));
      }
      // data fields the rest of the record refers to (`${object.year}`, `${object.result_type}` …)
      const attr = /^\$\{object\.([a-z_.]+)\}$/.exec(f.expression);
      if (attr && read.ok && typeof read.value === 'string') {
        const prev = attrs[attr[1]];
        if (prev !== undefined && prev !== read.value) out.problems.push(ruleProblem(f, pos, raw, `与文件前面的同一数据「${String(prev)}」不一致`));
        else attrs[attr[1]] = read.value;
      }
      if (read.ok && read.value instanceof Big && f.casilla !== null && f.type === 'float' && f.decimals === 2) out.casillas[f.casilla] = read.value.toFixed(2);
      pos += f.size;
    }
  };
  walk(main.id);
  if (aligned && pos !== text.length) {
    out.problems.push({ kind: 'RULE', element: 'length', value: String(text.length), message: `303 文件长度为 ${text.length} 位，按 AEAT 记录格式应为 ${pos} 位：有字段多了或少了字符`, detail: `expected ${pos} characters by the layout, found ${text.length}` });
  }
  out.problems.push(...formRules(out));
  return out;
}

/** The form's own rules on the parsed fields (see the file docstring). */
function formRules(p: Parsed303): FilingProblem[] {
  const problems: FilingProblem[] = [];
  const byExpr = (expr: string) => p.fields.find((x) => x.field.expression === expr);
  const c = (n: number) => (p.casillas[n] !== undefined ? new Big(p.casillas[n]) : undefined);
  const at = (n: number) => p.fields.find((x) => x.field.casilla === n && x.field.type === 'float');
  for (const s of SUMS) {
    const target = c(s.target);
    const terms = s.terms.map(([n, sign]) => [c(n), sign] as const);
    if (!target || terms.some(([v]) => v === undefined)) continue;
    const expected = terms.reduce((a, [v, sign]) => a.plus(v!.times(sign)), new Big(0));
    if (!expected.eq(target)) {
      const f = at(s.target)!;
      problems.push(ruleProblem(f.field, f.offset, f.raw, `金额 ${target.toFixed(2)} 与表内计算不符，应为 ${expected.toFixed(2)}（${s.rule}）`, `AEAT modelo 303: ${s.rule}; found ${target.toFixed(2)}, expected ${expected.toFixed(2)}`));
    }
  }
  const c64 = c(64);
  const c65 = c(65) ?? (at(65)?.value instanceof Big ? (at(65)!.value as Big) : undefined);
  const c66 = c(66);
  if (c64 && c65 && c66) {
    const expected = c64.times(c65).div(100).round(2, Big.roundHalfUp);
    if (!expected.eq(c66)) {
      const f = at(66)!;
      problems.push(ruleProblem(f.field, f.offset, f.raw, `金额 ${c66.toFixed(2)} 应为 [64] × [65]% = ${expected.toFixed(2)}`, `AEAT modelo 303: [66] Atribuible a la Administración del Estado = [64] × [65] / 100; found ${c66.toFixed(2)}`));
    }
  }
  const period = byExpr('${object.period_type}');
  if (period && typeof period.value === 'string' && !/^(0[1-9]|1[0-2]|[1-4]T)$/.test(period.value)) {
    problems.push(ruleProblem(period.field, period.offset, period.raw, '期间代码应为 01–12（月报）或 1T–4T（季报）', 'AEAT DR303: Periodo 01…12 / 1T…4T'));
  }
  const year = byExpr('${object.year}');
  if (year && typeof year.value === 'string' && !/^\d{4}$/.test(year.value)) {
    problems.push(ruleProblem(year.field, year.offset, year.raw, '年度应为 4 位数字', 'AEAT DR303: Ejercicio AAAA'));
  }
  const nif = byExpr('${object.company_vat}');
  if (nif && typeof nif.value === 'string' && !/^[A-Z0-9]{9}$/.test(nif.value)) {
    problems.push(ruleProblem(nif.field, nif.offset, nif.raw, '西班牙税号（NIF）应为 9 位字母或数字（增值税号去掉 ES 前缀）', 'AEAT DR303: NIF, 9 characters'));
  }
  const name = byExpr('${object.company_id.name}');
  if (name && name.value === '') problems.push(ruleProblem(name.field, name.offset, name.raw, '缺少纳税人名称（Apellidos y nombre o Razón social）'));
  const rt = byExpr('${object.result_type}');
  if (rt && typeof rt.value === 'string') {
    const kind = RESULT_TYPES[rt.value];
    const r71 = c(71);
    if (!kind) problems.push(ruleProblem(rt.field, rt.offset, rt.raw, `申报类型「${rt.value}」不在 AEAT 代码表中（I/U/G 应缴，D/V/X 退税，C 留抵，N 无经营/结果为零）`, 'AEAT DR303: Tipo de declaración I, U, G, D, V, X, C, N'));
    else if (r71) {
      const sign = r71.gt(0) ? 'pos' : r71.lt(0) ? 'neg' : 'zero';
      if (sign !== kind) problems.push(ruleProblem(rt.field, rt.offset, rt.raw, `申报类型「${rt.value}」与第 [71] 栏结果 ${r71.toFixed(2)} 不符（结果为正应为 I/U/G，为负应为 C/D/V/X，为零应为 N）`, 'AEAT DR303: Tipo de declaración must agree with [71]'));
    }
  }
  return problems;
}

/**
 * Validates a 303 file (the text as built or as uploaded): `[]` when every field fits the vendored
 * layout and the form's rules hold, otherwise RULE problems naming the field, its casilla and its
 * position (PERIOD when the file's period is outside the vendored layout). = `parse303(text).problems`.
 */
export function validate303(text: string): FilingProblem[] {
  return parse303(text).problems;
}

// ------------------------------------------------------------------------------------- writer

/**
 * Writes the 303 record of `casillas` (amounts by casilla number, from the layout) with `attrs`
 * (the Odoo context the transcription's expressions read). Answers the text, the problems of values
 * that do not fit their fields (a negative amount in an unsigned casilla, too many digits, a name
 * outside Latin script) and the pages omitted because they are not vendored. Throws when a
 * casilla of the return has no field in the layout (a bug: the layout codes must be casillas).
 */
function write303(layout: EsLayout, mainId: string, casillas: Map<number, Big>, attrs: Record<string, EsValue>): { text: string; problems: FilingProblem[]; omitted: string[] } {
  const ctx: EsContext = { attrs, casilla: (n) => casillas.get(n) ?? new Big(0) };
  const problems: FilingProblem[] = [];
  const omitted: string[] = [];
  const used = new Set<number>();
  let text = '';
  const walk = (config: string) => {
    for (const f of layout.fields.get(config) ?? []) {
      if (f.type === 'subconfig') {
        if (f.condition && !truthy(evalExpression(f.condition, ctx, true))) continue;
        if (!layout.fields.has(f.subconfig)) omitted.push(f.name);
        else walk(f.subconfig);
        continue;
      }
      if (f.size === 0) continue;
      let value: EsValue;
      const numeric = f.type === 'float' || f.type === 'integer';
      if (PRODUCER.test(f.name)) value = '';
      else if (f.fixed !== '') {
        value = numeric ? new Big(f.fixed) : f.fixed;
        if (numeric && f.casilla !== null && casillas.has(f.casilla) && !casillas.get(f.casilla)!.eq(value as Big)) {
          throw new Error(`303：第 ${f.casilla} 栏在记录格式中固定为 ${f.fixed}，申报表却有 ${casillas.get(f.casilla)!.toFixed(2)}`);
        }
      } else if (numeric && f.casilla !== null && casillas.has(f.casilla)) value = casillas.get(f.casilla)!;
      else if (f.expression !== '') value = evalExpression(f.expression, ctx);
      else value = numeric ? new Big(0) : f.type === 'boolean' ? false : '';
      if (numeric && f.casilla !== null && casillas.has(f.casilla)) used.add(f.casilla);
      const fm = formatField(f, value);
      if ('error' in fm) {
        const fix =
          fm.error.reason === 'negative'
            ? '：AEAT 不接受该栏为负数；以前期间销售的退款等调整应填入第 [14]/[15] 栏（Modificación bases y cuotas），请与当地税务代理核对后调整'
            : fm.error.reason === 'charset'
              ? `：请在${WHERE}中填写拉丁字母（英文或拼音）的公司名称`
              : '：请核对申报表金额';
        problems.push(ruleProblem(f, text.length, String(value instanceof Big ? value.toFixed(f.decimals) : value), `${fm.error.message}${fix}`));
        text += ' '.repeat(f.size);
      } else text += fm.text;
    }
  };
  walk(mainId);
  const unplaced = [...casillas.keys()].filter((n) => !used.has(n));
  if (unplaced.length) throw new Error(`303：申报表的栏位 ${unplaced.join(', ')} 在 AEAT 记录格式中没有对应字段`);
  return { text, problems, omitted };
}

/**
 * Builds the modelo 303 file of an ES return (see the file docstring). Order: identity (seller name
 * and ES VAT number: MISSING_FIELD naming the field), period (PERIOD when it is not a calendar month
 * or quarter, or outside the vendored layouts' validity), the computed return (`input.layoutInput`,
 * EUR), the record, then {@link validate303} on the text written. Answers the one file or the
 * problems; never throws for bad data.
 */
async function build303(input: FilingInput): Promise<FilingOutcome> {
  const missing = requireFields(input, ['name', 'vatNumber'], WHERE);
  if (missing.length) return { ok: false, problems: missing };
  const ap = aeatPeriod(input.period, input.frequency);
  if (!ap) {
    return { ok: false, problems: [{ kind: 'PERIOD', element: 'periodo', value: `${input.period.from}~${input.period.to}`, message: `期间 ${input.period.from} ~ ${input.period.to} 不是 303 表的申报期间：303 按自然月（01–12）或自然季度（1T–4T）申报，请核对申报期间和申报频率` }] };
  }
  const layout = esLayout();
  if (input.period.from >= NOT_VENDORED_FROM) {
    return { ok: false, problems: [{ kind: 'PERIOD', element: 'periodo', value: `${ap.year} ${ap.code}`, message: `${ap.year} 年第 ${ap.code} 期适用 AEAT 自 2026 年 1 月起的新版 303 记录格式，本系统尚未收录该版本，暂无法生成申报文件：请在 AEAT 网站（Sede electrónica）在线填报，或联系当地税务代理` }] };
  }
  const main = mainConfigFor(layout, input.period.from);
  if (!main) {
    const first = [...layout.configs.values()].filter((c) => c.main).map((c) => c.dateStart).sort()[0] ?? '';
    return { ok: false, problems: [{ kind: 'PERIOD', element: 'periodo', value: `${ap.year} ${ap.code}`, message: `${ap.year} 年第 ${ap.code} 期早于已收录的 AEAT 303 记录格式的适用期间（${first} 起）：更早的记录格式未收录，无法生成申报文件，请在 AEAT 网站（Sede electrónica）在线填报` }] };
  }
  const li = input.layoutInput;
  const ret = li ? returnLayout({ ...li, country: 'ES' }) : null;
  if (!li || !ret) return { ok: false, problems: [{ kind: 'RULE', element: 'layoutInput', message: '缺少西班牙申报表的计算结果，无法生成 303 文件：请先完成计算' }] };
  if (ret.currency !== 'EUR') return { ok: false, problems: [{ kind: 'RULE', element: 'currency', value: ret.currency, message: `303 表以欧元申报，申报表币种却是 ${ret.currency}：请按欧元重新计算` }] };

  const casillas = new Map<number, Big>();
  for (const sec of ret.sections) for (const b of sec.boxes) casillas.set(Number(b.code), new Big(b.amount));
  const r71 = casillas.get(71) ?? new Big(0);
  const nif = vatDigits(input.seller.vatNumbers.ES ?? '', 'ES');
  const attrs: Record<string, EsValue> = {
    result_type: r71.gt(0) ? 'I' : r71.lt(0) ? 'C' : 'N',
    company_vat: nif,
    'company_id.name': input.seller.name.trim(),
    year: ap.year,
    period_type: ap.code,
    devolucion_mensual: false,
    is_voluntary_sii: false,
    exonerated_390: '2',
    has_operation_volume: true,
    statement_type: 'N',
    previous_number: '',
    marca_sepa: '0',
    // amounts the layout computes from other casillas (OCA report fields): from the return's boxes
    total_devengado: casillas.get(27) ?? new Big(0),
    total_deducir: casillas.get(45) ?? new Big(0),
    casilla_46: casillas.get(46) ?? new Big(0),
    casilla_77: casillas.get(77) ?? new Big(0),
    casilla_69: casillas.get(69) ?? new Big(0),
    atribuible_estado: casillas.get(66) ?? new Big(0),
    porcentaje_atribuible_estado: new Big(100),
    potential_cuota_compensar: new Big(0),
    cuota_compensar: new Big(0),
    remaining_cuota_compensar: new Big(0),
    regularizacion_anual: new Big(0),
    previous_result: new Big(0),
    resultado_liquidacion: r71,
  };
  const identity: FilingProblem[] = [];
  if (!/^[A-Z0-9]{9}$/.test(nif)) {
    identity.push({ kind: 'RULE', element: 'seller.vatNumber', value: input.seller.vatNumbers.ES, message: `西班牙增值税号「${input.seller.vatNumbers.ES}」去掉 ES 前缀后应为 9 位字母或数字（NIF），请在${WHERE}中更正` });
  }
  const w = write303(layout, main.id, casillas, attrs);
  const problems = [...identity, ...w.problems];
  if (problems.length) return { ok: false, problems };
  const checked = validate303(w.text);
  if (checked.length) return { ok: false, problems: checked };
  return { ok: true, files: [{ name: `MOD303_${nif}_${ap.year}${ap.code}.txt`, mediaType: 'text/plain', text: w.text, schema: ES_303_SCHEMA }] };
}

/**
 * Spain filing format: AEAT modelo 303 fixed-width file, 2024-10 layout (periods from 2024-09 to
 * 2025-12; see the file docstring). `build` = {@link build303}.
 */
export const esFiling: FilingFormat = {
  country: 'ES',
  zh: '西班牙 303 表申报文件（AEAT 定长记录格式）',
  build: build303,
};
