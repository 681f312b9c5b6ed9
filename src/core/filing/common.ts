/**
 * Helpers every filing builder shares (issue #31): the seller's identity fields a format requires
 * (refused with a Chinese message naming the field and where to fill it, before anything is built),
 * summary evidence rows from the computed return, and decimal formatting of amounts.
 */
import Big from 'big.js';
import { present, vatCountry } from '../countries';
import type { FilingInput, FilingProblem, FilingSaleRow } from './types';

/** Identity fields a format may require. `taxId` and `taxOffice` are read for the return's country. */
type SellerField = 'name' | 'vatNumber' | 'taxId' | 'taxOffice' | 'email';

/** The Chinese label the pack of `country` gives its local tax identifier or tax office code, or `undefined` (no pack, or `{ none }`). */
function filerLabel(country: string, field: 'taxId' | 'taxOffice'): string | undefined {
  const label = vatCountry(country)?.filer[field];
  return label === undefined ? undefined : present(label);
}

/**
 * Chinese name of an identity field for `country` (ISO alpha-2): the local tax identifier and the
 * tax office code are named as the country's pack declares them (`filer` of
 * `src/core/countries/<cc>.ts`, e.g. `NIP 税号`), else generically (`当地税号`, `主管税务局代码`).
 */
export function sellerFieldName(field: SellerField, country: string): string {
  switch (field) {
    case 'name':
      return '公司名称';
    case 'vatNumber':
      return `${country} 增值税号`;
    case 'taxId':
      return filerLabel(country, 'taxId') ?? '当地税号';
    case 'taxOffice':
      return filerLabel(country, 'taxOffice') ?? '主管税务局代码';
    case 'email':
      return '联系邮箱';
    default:
      return field;
  }
}

/** The value of an identity field for the input's country (trimmed; `''` when absent). */
function sellerValue(input: FilingInput, field: SellerField): string {
  const s = input.seller;
  const c = input.country;
  const v = field === 'name' ? s.name : field === 'vatNumber' ? s.vatNumbers?.[c] : field === 'taxId' ? s.taxIds?.[c] : field === 'taxOffice' ? s.taxOffices?.[c] : s.email;
  return (v ?? '').trim();
}

/**
 * `MISSING_FIELD` problems for the `fields` the input lacks, each naming the field in Chinese and
 * where to fill it (`where`: `申报详情页的「申报主体信息」` in the console, `seller.json` on the CLI).
 */
export function requireFields(input: FilingInput, fields: SellerField[], where: string): FilingProblem[] {
  return fields
    .filter((f) => !sellerValue(input, f))
    .map((f) => ({ kind: 'MISSING_FIELD' as const, element: `seller.${f}`, message: `缺少${sellerFieldName(f, input.country)}，无法生成申报文件：请在${where}中填写后重试` }));
}

/** The VAT number without its country prefix and spaces (`PL 526-283-74-11` → `5262837411`). */
export function vatDigits(vat: string, country: string): string {
  const v = vat.replace(/[\s.-]/g, '').toUpperCase();
  const prefix = country === 'GR' ? 'EL' : country;
  return v.startsWith(prefix) ? v.slice(prefix.length) : v;
}

/** `Big` of a decimal string (empty = 0). Throws on a non-number (a bug upstream). */
export function big(v: string | undefined | null): Big {
  return new Big(v && v.trim() ? v : '0');
}

/** Two decimals, half-up (`"12.5"` → `"12.50"`). */
export function dec2(v: Big | string): string {
  return (typeof v === 'string' ? big(v) : v).round(2, Big.roundHalfUp).toFixed(2);
}

/**
 * Evidence rows when the input has none: one summary row per return line (the engine's figure,
 * an internal document covering its rows) and one per EC Sales List line (per customer VAT number),
 * dated the period's last day. `docPrefix` starts the document numbers (`WEW/2026/03`).
 */
export function summaryRows(input: FilingInput, docPrefix: string): FilingSaleRow[] {
  if (input.sales) return input.sales;
  const li = input.layoutInput;
  if (!li) return [];
  const rows: FilingSaleRow[] = [];
  let n = 0;
  for (const l of li.lines) {
    if (big(l.net).eq(0) && big(l.vat).eq(0)) continue;
    if (l.kind === 'intraEuSupply') continue; // per customer below, from the EC Sales List
    n += 1;
    rows.push({ docId: `${docPrefix}/${n}`, date: input.period.to, kind: l.kind, rate: l.rate, net: l.net, vat: l.vat });
  }
  for (const e of li.ecsl ?? []) {
    n += 1;
    rows.push({ docId: `${docPrefix}/${n}`, date: input.period.to, kind: 'intraEuSupply', rate: null, net: e.value, vat: '0.00', buyerVat: e.customerVat, buyerCountry: e.customerCountry });
  }
  return rows;
}
