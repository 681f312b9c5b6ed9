/**
 * Pure logic of the tax calculation (no React, no umi): the basic data of spec §3, its checks
 * (the rules of src/core/rules/calc.ts with their spec §5 messages), the tax-period fill, and the
 * mapping to the VAT engine's options — shared by the form, the mock API (which runs the engine)
 * and the tests (which run the CLI with {@link toCliArgs} for the same options).
 */
import type { VatOptions } from '../vat/types';
import type { RuleResult } from '../rules';
import { checkCalcCountry, checkCalcVatNumber, checkEndDate, checkSaleFiles, checkStartDate } from '../rules/calc';
import { normalizeVatNumber, vatPrefix } from '../rules/vat';
import { monthEndDate } from '../utils/date';
import zhCalc from '../../locales/zh-CN/calc';
import zhCommon from '../../locales/zh-CN/common';

/** Tax period types (spec §3 `taxPeriodType`). */
export type TaxPeriodType = 'month' | 'quarter' | 'year';

/** A reclaimable import VAT entry of the `deducts` list: `key` (list key), `amount` decimal string in the return currency. */
interface DeductItem {
  key: string;
  amount: string;
  note?: string;
}

/** A postponed import VAT entry of the `defers` list: `vat` and goods `value`, decimal strings. */
interface DeferItem {
  key: string;
  vat: string;
  value: string;
  note?: string;
}

/** An uploaded report (spec §3 `saleFiles`): stored `key`, name, size in bytes, MD5/CRC32 hex. */
interface SaleFile {
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
  /**
   * EUR 10,000 threshold (VAT Directive Art. 59c), asked only of a seller established in an EU
   * member state: its EU cross-border consumer sales (distance sales of goods + telecom, broadcasting
   * and electronic services) in this and the previous calendar year stayed `under` EUR 10,000, or
   * went `over`; absent = not answered (不确定).
   */
  euThreshold?: 'under' | 'over';
  /** With `euThreshold: 'over'`: the day of the sale by which the threshold was crossed this year (optional). */
  euThresholdCrossedOn?: string;
  /** Opted for taxation in the arrival state (Art. 59c(3), binding for two calendar years). */
  euDestinationOption?: boolean;
  /**
   * The seller's tax-point rule for intra-EU transfers of own goods (VAT Directive Art. 69; issue
   * #32), kept with its VAT records: `sameDay` (default, absent) = declared in the period of the
   * transfer day; `none` = Art. 69 without an invoice, the 15th of the next month.
   */
  transferInvoice?: 'sameDay' | 'none';
  saleFiles: SaleFile[];
}

/**
 * The 27 EU member states (ISO 3166-1 alpha-2; Greece is `GR`, its VAT numbers start with `EL`),
 * with Chinese names, in the order the calculator lists them after GB: the spec §9 sort order
 * first (DE FR IT ES PL CZ NL AT SE), then the other states by code.
 */
export const EU_MEMBER_STATES: readonly { key: string; text: string }[] = [
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
  { key: 'BG', text: '保加利亚' },
  { key: 'CY', text: '塞浦路斯' },
  { key: 'DK', text: '丹麦' },
  { key: 'EE', text: '爱沙尼亚' },
  { key: 'FI', text: '芬兰' },
  { key: 'GR', text: '希腊' },
  { key: 'HR', text: '克罗地亚' },
  { key: 'HU', text: '匈牙利' },
  { key: 'IE', text: '爱尔兰' },
  { key: 'LT', text: '立陶宛' },
  { key: 'LU', text: '卢森堡' },
  { key: 'LV', text: '拉脱维亚' },
  { key: 'MT', text: '马耳他' },
  { key: 'PT', text: '葡萄牙' },
  { key: 'RO', text: '罗马尼亚' },
  { key: 'SI', text: '斯洛文尼亚' },
  { key: 'SK', text: '斯洛伐克' },
];

/** Countries offered by every country picker of the calculator: GB, then the 27 EU member states. */
export const CALC_COUNTRIES: readonly { key: string; text: string }[] = [{ key: 'GB', text: '英国' }, ...EU_MEMBER_STATES];

/** Whether `code` is an EU member state (`GR` or its VAT prefix `EL` for Greece). */
export function isEuMemberState(code: string | undefined | null): boolean {
  const c = (code ?? '').toUpperCase();
  return c === 'EL' || EU_MEMBER_STATES.some((s) => s.key === c);
}

/** Names of countries that appear in results but are not offered as returns (Amazon's other markets). */
const OTHER_NAMES: Readonly<Record<string, string>> = { XI: '北爱尔兰', CH: '瑞士', NO: '挪威', US: '美国', CN: '中国', TR: '土耳其', JP: '日本' };

/** Chinese name of an ISO-2 country code (`OSS` → "OSS 一站式申报", `EL` → 希腊); the code itself when unknown. */
export function countryText(code: string): string {
  if (code === 'OSS') return 'OSS 一站式申报';
  const c = code === 'EL' ? 'GR' : code;
  return CALC_COUNTRIES.find((x) => x.key === c)?.text ?? OTHER_NAMES[c] ?? code;
}

/**
 * A country as the calculator shows it: `法国（FR）`; Greece with both its codes, `希腊（GR / EL）`
 * (ISO `GR` in Amazon's reports, `EL` in VAT numbers and on EU forms); `OSS` → "OSS 一站式申报";
 * an unknown code alone.
 */
export function countryLabel(code: string): string {
  if (code === 'OSS') return countryText(code);
  if (code === 'GR' || code === 'EL') return '希腊（GR / EL）';
  const text = countryText(code);
  return text === code ? code : `${text}（${code}）`;
}

/**
 * The VAT number with its country's VAT prefix, normalised (as the engine and VIES expect it):
 * `('GB', '980 780 684')` → `'GB980780684'`, `('GR', '094259216')` → `'EL094259216'`. Validity is checked separately
 * ({@link isValidVatNumber} of src/core/rules/vat.ts).
 */
export function withCountryPrefix(country: string, vat: string): string {
  const v = normalizeVatNumber(vat);
  const prefix = vatPrefix(country);
  return v.startsWith(prefix) ? v : `${prefix}${v}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
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
    return { startDate: `${y}-${pad(first)}-01`, endDate: monthEndDate(y, first + 2) };
  }
  return { startDate: `${y}-${pad(mo)}-01`, endDate: monthEndDate(y, mo) };
}

/** The Chinese messages of the rules' locale keys (the mock answers in Chinese). */
const ZH_MESSAGES: Readonly<Record<string, string>> = { ...zhCommon, ...zhCalc };

/** One validation failure: the field, the rule's locale key and its Chinese message. */
interface CalcFieldError {
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

/** The threshold question as the form asks it: 未超过 / 已超过 / 不确定 (= not answered). */
export type EuThresholdAnswer = 'under' | 'over' | 'unsure';

/** The form's threshold answers (dates `YYYY-MM-DD`). */
interface ThresholdAnswers {
  establishment?: string;
  euThreshold?: EuThresholdAnswer;
  euThresholdCrossedOn?: string;
  euDestinationOption?: boolean;
}

/**
 * The threshold fields of {@link CalcBasicData} from the form's answers: nothing unless the seller
 * is established in an EU member state; 不确定 leaves `euThreshold` out (not answered); the crossing
 * date only with 已超过; the Art. 59c(3) option only when not 已超过 (over the threshold the
 * arrival state taxes anyway).
 */
export function thresholdBasicData(a: ThresholdAnswers): Pick<CalcBasicData, 'euThreshold' | 'euThresholdCrossedOn' | 'euDestinationOption'> {
  if (!isEuMemberState(a.establishment)) return {};
  const out: Pick<CalcBasicData, 'euThreshold' | 'euThresholdCrossedOn' | 'euDestinationOption'> = {};
  if (a.euThreshold === 'under' || a.euThreshold === 'over') out.euThreshold = a.euThreshold;
  if (a.euThreshold === 'over' && a.euThresholdCrossedOn) out.euThresholdCrossedOn = a.euThresholdCrossedOn;
  if (a.euThreshold !== 'over' && a.euDestinationOption) out.euDestinationOption = true;
  return out;
}

/**
 * Maps the basic data to the engine's {@link VatOptions} (the mock API runs the engine with it):
 * `countries` = `countryCode` first, then the further returns; the seller VAT number under its
 * country; OSS registration; the EUR 10,000 threshold answers (`euThreshold` under → `euThresholdUnder:
 * true`, over → `false` with the crossing date when given, `euDestinationOption`) only for a seller
 * established in an EU member state (the engine ignores them otherwise); `transferInvoice: 'none'`
 * (Art. 69 without an invoice) when the seller chose it (issue #32); deducts/defers only when
 * their switch is on (attributed to `countryCode`).
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
  // The EUR 10,000 threshold only concerns a seller established in an EU member state (Art. 59c).
  if (o.establishment && isEuMemberState(o.establishment)) {
    if (d.euThreshold === 'under') o.euThresholdUnder = true;
    if (d.euThreshold === 'over') {
      o.euThresholdUnder = false;
      if (d.euThresholdCrossedOn) o.euThresholdCrossedOn = d.euThresholdCrossedOn;
    }
    if (d.euDestinationOption) o.euDestinationOption = true;
  }
  if (d.transferInvoice === 'none') o.transferInvoice = 'none';
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
  if (o.euThresholdUnder !== undefined) a.push('--eu-threshold', o.euThresholdUnder ? 'under' : 'over');
  if (o.euThresholdCrossedOn) a.push('--eu-threshold-crossed', o.euThresholdCrossedOn);
  if (o.euDestinationOption) a.push('--eu-destination');
  if (o.transferInvoice === 'none') a.push('--transfer-invoice', 'none');
  for (const x of o.deducts ?? []) a.push('--deducts', x.amount);
  for (const x of o.defers ?? []) a.push('--defers', `${x.vat}:${x.value}`);
  if (o.isViesCheck) a.push('--vies-check');
  return a;
}
