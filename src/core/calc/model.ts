/**
 * Pure logic of the tax calculation (no React, no umi): the basic data of spec §3, its checks
 * (the rules of src/core/rules/calc.ts with their spec §5 messages), the tax-period fill, and the
 * mapping to the VAT engine's options — shared by the form, the mock API (which runs the engine)
 * and the tests (which run the CLI with {@link toCliArgs} for the same options).
 */
import type { VatOptions } from '../vat/types';
import type { RuleResult } from '../rules';
import { checkCalcCountry, checkCalcVatNumber, checkEndDate, checkSaleFiles, checkStartDate } from '../rules/calc';
import { normalizeVatNumber } from '../rules/vat';
import zhCalc from '../../locales/zh-CN/calc';
import zhCommon from '../../locales/zh-CN/common';

/** Tax period types (spec §3 `taxPeriodType`). */
export type TaxPeriodType = 'month' | 'quarter' | 'year';

/** A reclaimable import VAT entry of the `deducts` list: `key` (list key), `amount` decimal string in the return currency. */
export interface DeductItem {
  key: string;
  amount: string;
  note?: string;
}

/** A postponed import VAT entry of the `defers` list: `vat` and goods `value`, decimal strings. */
export interface DeferItem {
  key: string;
  vat: string;
  value: string;
  note?: string;
}

/** An uploaded report (spec §3 `saleFiles`): stored `key`, name, size in bytes, MD5/CRC32 hex. */
export interface SaleFile {
  key: string;
  name: string;
  size: number;
  md5?: string;
  crc32?: string;
}

/**
 * Tax-calculation basic data (spec §3) plus the seller profile the engine needs.
 * Dates `YYYY-MM-DD`. `countryCode` is `{ key, text }` (key ISO-2, text the Chinese name).
 */
export interface CalcBasicData {
  countryCode: { key: string; text: string };
  taxPeriodType: TaxPeriodType;
  startDate: string;
  endDate: string;
  companyName?: string;
  /** Seller VAT number in `countryCode.key`. */
  vatNumber?: string;
  /** Further returns to compute besides `countryCode` (ISO-2 codes and/or `OSS`). */
  countries?: string[];
  isViesCheck?: boolean;
  isDeduct?: boolean;
  deducts?: DeductItem[];
  isDefer?: boolean;
  defers?: DeferItem[];
  /** Seller establishment (ISO-2), or `NON_EU` (outside the EU and the UK). */
  establishment?: string;
  /** OSS registration: effective date and member state of identification. */
  ossRegistered?: boolean;
  ossFrom?: string;
  ossMemberState?: string;
  saleFiles: SaleFile[];
}

/** Countries offered on the form (GB first, then the EU states we calculate for), with Chinese names. */
export const CALC_COUNTRIES: readonly { key: string; text: string }[] = [
  { key: 'GB', text: '英国' },
  { key: 'DE', text: '德国' },
  { key: 'FR', text: '法国' },
  { key: 'IT', text: '意大利' },
  { key: 'ES', text: '西班牙' },
  { key: 'PL', text: '波兰' },
  { key: 'CZ', text: '捷克' },
  { key: 'NL', text: '荷兰' },
  { key: 'AT', text: '奥地利' },
  { key: 'SE', text: '瑞典' },
  { key: 'BE', text: '比利时' },
  { key: 'IE', text: '爱尔兰' },
];

/** Chinese name of an ISO-2 country code (`OSS` → "OSS 一站式申报"); the code itself when unknown. */
export function countryText(code: string): string {
  if (code === 'OSS') return 'OSS 一站式申报';
  if (code === 'XI') return '北爱尔兰';
  return CALC_COUNTRIES.find((c) => c.key === code)?.text ?? code;
}

/**
 * The VAT number with its country prefix, normalised (as the engine and VIES expect it):
 * `('GB', '980 780 684')` → `'GB980780684'`. Validity is checked separately
 * ({@link isValidVatNumber} of src/core/rules/vat.ts).
 */
export function withCountryPrefix(country: string, vat: string): string {
  const v = normalizeVatNumber(vat);
  return v.startsWith(country) ? v : `${country}${v}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function lastDay(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * The period of `type` containing `anchor` (`YYYY-MM-DD` or `YYYY-MM`): month → that month,
 * quarter → its calendar quarter, year → the calendar year. Returns `{ startDate, endDate }`.
 * @throws Error when `anchor` is not a date
 */
export function periodRange(type: TaxPeriodType, anchor: string): { startDate: string; endDate: string } {
  const m = /^(\d{4})-(\d{2})/.exec(anchor);
  if (!m) throw new Error(`日期 "${anchor}" 无法识别`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  if (type === 'year') return { startDate: `${y}-01-01`, endDate: `${y}-12-31` };
  if (type === 'quarter') {
    const first = Math.floor((mo - 1) / 3) * 3 + 1;
    return { startDate: `${y}-${pad(first)}-01`, endDate: `${y}-${pad(first + 2)}-${pad(lastDay(y, first + 2))}` };
  }
  return { startDate: `${y}-${pad(mo)}-01`, endDate: `${y}-${pad(mo)}-${pad(lastDay(y, mo))}` };
}

/** The Chinese messages of the rules' locale keys (the mock answers in Chinese). */
const ZH_MESSAGES: Readonly<Record<string, string>> = { ...zhCommon, ...zhCalc };

/** One validation failure: the field, the rule's locale key and its Chinese message. */
export interface CalcFieldError {
  field: 'vatNumber' | 'startDate' | 'endDate' | 'saleFiles' | 'countryCode';
  key: string;
  message: string;
}

/**
 * Checks the basic data with the rules of src/core/rules/calc.ts (spec §5): country chosen, VAT
 * number valid with its check digits (when given), start and end date chosen (start not after
 * end), at least one uploaded report. Returns every failure in form order, each with its Chinese
 * message (what the mock API answers at the field).
 */
export function validateBasicData(d: Partial<CalcBasicData>): CalcFieldError[] {
  const country = d.countryCode?.key;
  const checks: [CalcFieldError['field'], RuleResult][] = [
    ['countryCode', checkCalcCountry(country)],
    ['vatNumber', country ? checkCalcVatNumber(country, d.vatNumber) : null],
    ['startDate', checkStartDate(d.startDate)],
    ['endDate', checkEndDate(d.endDate, d.startDate)],
    ['saleFiles', checkSaleFiles(d.saleFiles)],
  ];
  return checks.filter(([, key]) => key !== null).map(([field, key]) => ({ field, key: key!, message: ZH_MESSAGES[key!] ?? key! }));
}

/**
 * Maps the basic data to the engine's {@link VatOptions} (the mock API runs the engine with it):
 * `countries` = `countryCode` first, then the further returns; the seller VAT number under its
 * country; OSS registration; deducts/defers only when their switch is on (attributed to `countryCode`).
 */
export function toVatOptions(d: CalcBasicData): VatOptions {
  const country = d.countryCode.key.toUpperCase();
  const countries = [country, ...(d.countries ?? []).map((c) => c.toUpperCase()).filter((c) => c !== country)];
  const o: VatOptions = {
    countries,
    countryCode: country,
    taxPeriodType: d.taxPeriodType,
    startDate: d.startDate,
    endDate: d.endDate,
    isViesCheck: !!d.isViesCheck,
  };
  if (d.establishment && d.establishment !== 'NON_EU') o.establishment = d.establishment;
  if (d.vatNumber) o.vatNumbers = { [country]: withCountryPrefix(country, d.vatNumber) };
  if (d.ossRegistered) o.oss = { registered: true, from: d.ossFrom || undefined, memberState: d.ossMemberState || undefined };
  if (d.isDeduct && d.deducts?.length) {
    o.isDeduct = true;
    o.deducts = d.deducts.filter((x) => x.amount !== '').map((x) => ({ country, amount: x.amount, note: x.note }));
  }
  if (d.isDefer && d.defers?.length) {
    o.isDefer = true;
    o.defers = d.defers.filter((x) => x.vat !== '').map((x) => ({ country, vat: x.vat, value: x.value || '0', note: x.note }));
  }
  return o;
}

/**
 * The `scripts/vat.ts` arguments computing the same result as {@link toVatOptions} (without the
 * file paths), e.g. `['--country','GB','--from','2025-01-01',…]`. Used by the tests to compare
 * the console's figures with the CLI's `--json` output.
 */
export function toCliArgs(d: CalcBasicData): string[] {
  const o = toVatOptions(d);
  const a: string[] = [];
  for (const c of o.countries ?? []) a.push('--country', c);
  if (o.startDate) a.push('--from', o.startDate);
  if (o.endDate) a.push('--to', o.endDate);
  if (o.establishment) a.push('--established', o.establishment);
  for (const [c, n] of Object.entries(o.vatNumbers ?? {})) a.push('--vat', `${c}:${n}`);
  if (o.oss?.from) a.push('--oss-from', o.oss.from);
  if (o.oss?.memberState) a.push('--oss-country', o.oss.memberState);
  for (const x of o.deducts ?? []) a.push('--deducts', x.amount);
  for (const x of o.defers ?? []) a.push('--defers', `${x.vat}:${x.value}`);
  if (o.isViesCheck) a.push('--vies-check');
  return a;
}
