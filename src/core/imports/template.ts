/**
 * The platform's import template (issue #12; spec §7 `tax-import-template`, `batch-import/v2`,
 * `batch-save`, `batch-import/type`): data that does not come from Amazon's VAT Transactions Report
 * — sales on other marketplaces, sales of the seller's own shop, purchases and import VAT — typed
 * into one `.xlsx` per import type, read back with `xlsx` (`./template-sheet`: `readTemplate`,
 * `templateBytes`, apart so that pages showing the columns do not load `xlsx`) and checked row by row
 * by {@link checkImportRow}. The console (the temporary data set re-checks an edited row) and the
 * mock (upload and save) run the same rules.
 *
 * A row belongs to the declaration of its VAT number and of the period of that number (frequency,
 * UK stagger: `periodOf` of the records area) that contains its transaction date.
 *
 * Messages are Chinese sentences naming the line, the column, the value and what is expected, e.g.
 * `第 3 行「税率（%）」：值 "abc" 不是数字，应为 0–27 之间的百分比，如 20`.
 */
import Big from 'big.js';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { isValidVatNumber } from '../rules/vat';
import { periodOf, type Frequency, type Period } from '../vat-tax/periods';
import { looksLikeFormula, type SheetColumn } from './sheet';

dayjs.extend(customParseFormat);

/** Import types (`GET /api/vat-declare/batch-import/type`). */
export const IMPORT_TYPES = ['platform', 'own-site', 'purchase'] as const;
/** An import type: sales on another marketplace, sales of the own shop, purchases / import VAT. */
export type ImportType = (typeof IMPORT_TYPES)[number];

/** The Chinese name of each type (the mock answers it as `label`). */
export const IMPORT_TYPE_LABEL: Record<ImportType, string> = {
  platform: '其他平台销售',
  'own-site': '自建站销售',
  purchase: '进口增值税/采购',
};

/** The template's data sheet and explanation sheet. */
export const TEMPLATE_SHEET = '数据';
export const TEMPLATE_HELP_SHEET = '说明';

/** Fields of a template row, all as text (as typed; amounts in the row's currency, rate in %). */
export type ImportField = 'vatNumber' | 'date' | 'ref' | 'source' | 'net' | 'rate' | 'vat' | 'currency' | 'note';

/** One row of a template import, as text (the temporary data set edits these). */
export type ImportRowValues = Record<ImportField, string>;

/** A row of the temporary data set: its line in the file, its values, its errors (empty: fine). */
export interface ImportRow {
  /** Line of the row in the uploaded sheet (1-based; the header is line 1). Stable id of the row. */
  line: number;
  values: ImportRowValues;
  errors: ImportRowError[];
}

/** One problem of a row: the column at fault (or `row`) and the Chinese sentence. */
interface ImportRowError {
  field: ImportField | 'row';
  message: string;
}

/** A VAT number the rows may name: what decides the period a date falls in. */
export interface ImportNumber {
  vatNumber: string;
  countryCode: string;
  frequency: Frequency;
  stagger?: 1 | 2 | 3;
  /** First day the number is valid (`YYYY-MM-DD`); `null` when unknown. */
  effectiveDate: string | null;
}

/** Currencies a row may be in (ISO 4217; the EU/UK return currencies plus USD and CNY). */
const CURRENCIES = ['EUR', 'GBP', 'PLN', 'CZK', 'SEK', 'DKK', 'HUF', 'USD', 'CNY'] as const;
/** Highest VAT rate in the EU/UK, in %: Hungary's 27 %. */
const MAX_RATE = 27;
/** Largest absolute net amount of one row. */
const MAX_AMOUNT = new Big('100000000');
/** Rounding allowed between the VAT typed and net × rate, in the row's currency. */
const VAT_TOLERANCE = new Big('0.05');

const SOURCE_HEADER: Record<ImportType, { header: string; meaning: string; example: string }> = {
  platform: { header: '平台名称', meaning: '销售发生的平台（亚马逊以外），如 eBay、Cdiscount、Allegro', example: 'eBay' },
  'own-site': { header: '网站或店铺', meaning: '自建站或独立店铺的网址/名称，如 Shopify 店铺', example: 'shop.example.com' },
  purchase: { header: '供应商或报关单号', meaning: '采购的供应商名称，或进口报关单（海关 C88/MRN）号', example: '23GB1A2B3C4D5E6F7' },
};

/** The columns of a type's template, in order, with what the 说明 sheet says of each. */
export function templateColumns(type: ImportType): (SheetColumn<ImportField> & { meaning: string; format: string; example: string })[] {
  const src = SOURCE_HEADER[type];
  const purchase = type === 'purchase';
  return [
    { key: 'vatNumber', header: '税号', required: true, meaning: '您（或客户）在一税登记的 VAT 税号，含国家代码', format: '国家代码 + 号码，不含空格', example: 'GB863903310' },
    { key: 'date', header: '交易日期', required: true, meaning: purchase ? '发票日期或进口日期，决定数据归入哪个申报期间' : '销售（发货）日期，决定数据归入哪个申报期间', format: 'YYYY-MM-DD，不晚于今天', example: '2026-08-15' },
    { key: 'ref', header: '单据号', required: true, meaning: purchase ? '发票号或进口单据号' : '订单号或发票号', format: '文字，最多 50 个字符', example: purchase ? 'INV-2026-0815' : 'EB-20260815-001' },
    { key: 'source', header: src.header, required: true, meaning: src.meaning, format: '文字，最多 50 个字符', example: src.example },
    { key: 'net', header: purchase ? '净额（不含税）' : '销售净额（不含税）', aliases: ['净额', '销售净额', 'net'], required: true, meaning: purchase ? '采购或进口的完税价格（不含增值税）；退货为负数' : '不含增值税的销售额；退款为负数', format: '数字，最多 2 位小数，绝对值不超过 1 亿', example: '100.00' },
    { key: 'rate', header: '税率（%）', aliases: ['税率', 'rate'], required: true, meaning: '适用的增值税税率（百分比）', format: `0–${MAX_RATE} 之间的数字，如 20 表示 20 %`, example: '20' },
    { key: 'vat', header: purchase ? '进项税额' : '销项税额', aliases: ['税额', 'vat'], required: true, meaning: purchase ? '可抵扣的进项税或已缴的进口增值税' : '应缴的销项税', format: '数字，最多 2 位小数；应等于 净额 × 税率（允许 ±0.05 的舍入差）', example: '20.00' },
    { key: 'currency', header: '币种', required: true, meaning: '金额的币种', format: CURRENCIES.join(' / '), example: 'GBP' },
    { key: 'note', header: '备注', required: false, meaning: '可选的说明', format: '文字，最多 200 个字符', example: '' },
  ];
}

/** An example row of a type (the template's second line; `vatNumber` of the caller when given). */
export function exampleRow(type: ImportType, vatNumber?: string): ImportRowValues {
  const values = Object.fromEntries(templateColumns(type).map((c) => [c.key, c.example])) as ImportRowValues;
  if (vatNumber) values.vatNumber = vatNumber;
  return values;
}

/** The file name of a type's template (`一税导入模板-其他平台销售.xlsx`). */
export function templateFileName(type: ImportType): string {
  return `一税导入模板-${IMPORT_TYPE_LABEL[type].replace('/', '或')}.xlsx`;
}

const TWO_DP = /^-?\d+(\.\d{1,2})?$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A number as typed, thousands separators and spaces dropped (`"1,234.50"` → `"1234.50"`). */
function plainNumber(v: string): string {
  return v.replace(/[,\s]/g, '');
}

/** The number a VAT number names (`GB863903310` → GB), or `undefined` when the prefix is no country. */
function countryOf(vat: string): string | undefined {
  const m = /^([A-Z]{2})/.exec(vat);
  if (!m) return undefined;
  return m[1] === 'EL' ? 'GR' : m[1] === 'XI' ? 'GB' : m[1];
}

/** A VAT number as the rows compare it: upper case, no spaces, dots or dashes. */
function normalizeVat(v: string): string {
  return v.toUpperCase().replace(/[\s.-]/g, '');
}

/**
 * The period (of `numbers`' matching number) a row belongs to, or `undefined` when the number is
 * not one of them or the date is not a date.
 */
export function periodOfRow(values: Pick<ImportRowValues, 'vatNumber' | 'date'>, numbers: readonly ImportNumber[]): { number: ImportNumber; period: Period } | undefined {
  const number = numbers.find((n) => normalizeVat(n.vatNumber) === normalizeVat(values.vatNumber));
  if (!number || !dayjs(values.date, 'YYYY-MM-DD', true).isValid()) return undefined;
  return { number, period: periodOf(values.date, number.frequency, number.stagger) };
}

/**
 * The problems of one row (empty: fine), in column order, each a Chinese sentence
 * `第 <line> 行「<列名>」：值 "<value>" <what is wrong>，应为 <what is expected>`:
 *
 * - 税号: required, a valid VAT number of its country (check digits, `isValidVatNumber`), one of
 *   `numbers` (the caller's issued numbers; an agent's include the clients'), and the period the
 *   date falls in not before the number's effective date;
 * - 交易日期: `YYYY-MM-DD` (a real day), not after `today`;
 * - 单据号, source column: required, at most 50 characters; 备注 at most 200;
 * - 净额: a number with at most 2 decimals, |net| ≤ 100,000,000;
 * - 税率（%）: a number 0–27 with at most 2 decimals;
 * - 税额: a number with at most 2 decimals, equal to net × rate / 100 within ±0.05;
 * - 币种: one of {@link CURRENCIES};
 * - every text cell: no leading `=`, `+`, `@` (formula injection), no cell refused by the reader.
 *
 * `cellErrors` are the reader's refusals (formula, too long) by column. Arithmetic is decimal (big.js).
 */
export function checkImportRow(
  line: number,
  values: ImportRowValues,
  type: ImportType,
  ctx: { numbers: readonly ImportNumber[]; today: string },
  cellErrors: Partial<Record<ImportField, string>> = {},
): ImportRowError[] {
  const cols = templateColumns(type);
  const name = (f: ImportField) => cols.find((c) => c.key === f)!.header;
  const out: ImportRowError[] = [];
  const err = (f: ImportField, what: string) => out.push({ field: f, message: `第 ${line} 行「${name(f)}」：${what}` });
  const val = (f: ImportField) => `值 "${values[f]}"`;
  const refused = new Set<ImportField>();
  for (const c of cols) {
    const ce = cellErrors[c.key];
    if (ce) {
      err(c.key, ce);
      refused.add(c.key);
    } else if (values[c.key] && looksLikeFormula(values[c.key]) && !NUMBER.test(plainNumber(values[c.key]))) {
      err(c.key, `${val(c.key)} 以 ${values[c.key][0] === '\t' ? '制表符' : values[c.key][0]} 开头，会被表格软件当作公式，请去掉开头的符号`);
      refused.add(c.key);
    }
  }
  const present = (f: ImportField) => {
    if (refused.has(f)) return false;
    if (!values[f]?.trim()) {
      err(f, `未填写，应为${cols.find((c) => c.key === f)!.format}，如 ${cols.find((c) => c.key === f)!.example}`);
      return false;
    }
    return true;
  };

  // 税号
  if (present('vatNumber')) {
    const vat = normalizeVat(values.vatNumber);
    const country = countryOf(vat);
    if (!country || !isValidVatNumber(country, vat)) err('vatNumber', `${val('vatNumber')} 不是有效的 VAT 税号，应为国家代码加号码且校验位正确，如 GB863903310`);
    else if (!ctx.numbers.some((n) => normalizeVat(n.vatNumber) === vat)) err('vatNumber', `${val('vatNumber')} 不是您在一税已下号的 VAT 税号，应为「VAT 税号」列表中的税号`);
  }
  // 交易日期
  let dateOk = false;
  if (present('date')) {
    const d = dayjs(values.date, 'YYYY-MM-DD', true);
    if (!d.isValid()) err('date', `${val('date')} 不是有效日期，应为 YYYY-MM-DD 格式，如 2026-08-15`);
    else if (values.date > ctx.today) err('date', `${val('date')} 晚于今天（${ctx.today}），应为已发生的交易日期`);
    else dateOk = true;
  }
  if (dateOk && !out.some((e) => e.field === 'vatNumber')) {
    const hit = periodOfRow(values, ctx.numbers);
    if (hit && hit.number.effectiveDate && hit.period.end < hit.number.effectiveDate)
      err('date', `${val('date')} 所在期间 ${hit.period.start} ~ ${hit.period.end} 早于税号 ${hit.number.vatNumber} 的生效日 ${hit.number.effectiveDate}，应为生效日之后的日期`);
  }
  // texts
  for (const [f, max] of [['ref', 50], ['source', 50]] as const) {
    if (present(f) && values[f].length > max) err(f, `有 ${values[f].length} 个字符，应不超过 ${max} 个字符`);
  }
  if (!refused.has('note') && values.note && values.note.length > 200) err('note', `有 ${values.note.length} 个字符，应不超过 200 个字符`);
  // amounts
  const amount = (f: 'net' | 'vat'): Big | undefined => {
    if (!present(f)) return undefined;
    const t = plainNumber(values[f]);
    if (!NUMBER.test(t)) return void err(f, `${val(f)} 不是数字，应为金额，如 ${f === 'net' ? '100.00' : '20.00'}`);
    if (!TWO_DP.test(t)) return void err(f, `${val(f)} 超过 2 位小数，应精确到分，如 ${new Big(t).toFixed(2)}`);
    const b = new Big(t);
    if (b.abs().gt(MAX_AMOUNT)) return void err(f, `${val(f)} 超出范围，应在 −100,000,000 到 100,000,000 之间`);
    return b;
  };
  const net = amount('net');
  let rate: Big | undefined;
  if (present('rate')) {
    const t = plainNumber(values.rate).replace(/%$/, '');
    if (!NUMBER.test(t)) err('rate', `${val('rate')} 不是数字，应为 0–${MAX_RATE} 之间的百分比，如 20`);
    else if (!TWO_DP.test(t) || new Big(t).lt(0) || new Big(t).gt(MAX_RATE)) err('rate', `${val('rate')} 超出范围，应为 0–${MAX_RATE} 之间的百分比（最多 2 位小数），如 20`);
    else rate = new Big(t);
  }
  const vat = amount('vat');
  if (net && rate && vat) {
    const expected = net.times(rate).div(100).round(2, Big.roundHalfUp);
    if (vat.minus(expected).abs().gt(VAT_TOLERANCE))
      err('vat', `${val('vat')} 与 净额 ${net.toFixed(2)} × 税率 ${rate.toString()}% = ${expected.toFixed(2)} 不符，应为 ${expected.toFixed(2)}（允许 ±0.05 的舍入差）`);
  }
  if (present('currency') && !(CURRENCIES as readonly string[]).includes(values.currency.toUpperCase()))
    err('currency', `${val('currency')} 不是支持的币种，应为 ${CURRENCIES.join('、')} 之一`);
  return out;
}

/** A row as saved: numbers normalised (`net`, `vat` with 2 decimals, `rate` plain, `currency` upper case, VAT number folded). */
export function normalizeRow(values: ImportRowValues): ImportRowValues {
  const two = (v: string) => new Big(plainNumber(v)).toFixed(2);
  return {
    ...values,
    vatNumber: normalizeVat(values.vatNumber),
    net: two(values.net),
    vat: two(values.vat),
    rate: new Big(plainNumber(values.rate).replace(/%$/, '')).toString(),
    currency: values.currency.toUpperCase(),
    ref: values.ref.trim(),
    source: values.source.trim(),
    note: values.note.trim(),
  };
}

