/**
 * Country facts the VAT engine needs: EU membership (dated, for the UK's exit),
 * return currencies (dated, for euro adoptions) and the English country names
 * Amazon writes in `TAXABLE_JURISDICTION`.
 *
 * Source: vat-engine.md ("Returns" → currency), vtr_value_domains.md (TAXABLE_JURISDICTION).
 * Dates are integers `YYYYMMDD` internally (fast comparisons in the row loop). EU membership comes
 * from `src/core/countries/eu.ts`, the VAT countries' currencies from their packs (issue #31).
 */
import { euMember, EU_MEMBER_STATES, vatCountry } from '../countries';

/**
 * The 27 EU member states (ISO 3166-1 alpha-2; Greece is `GR` in the VTR, `EL` in VAT numbers): the
 * members today of the EU's membership table (`src/core/countries/eu.ts`).
 */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(EU_MEMBER_STATES);

/** Last day (YYYYMMDD) on which Great Britain was inside the EU VAT area (end of the Brexit transition; eu.ts `vatAreaTo`). */
const GB_EU_UNTIL = Number(euMember('GB')!.vatAreaTo!.replace(/-/g, ''));

/**
 * Whether `country` belonged to the EU VAT area on `date` (YYYYMMDD).
 * GB counts until 2020-12-31; `XI` (Northern Ireland) counts for goods from 2021 on.
 */
export function isEuVatArea(country: string, date: number): boolean {
  if (EU_COUNTRIES.has(country)) return true;
  if (country === 'GB') return date <= GB_EU_UNTIL;
  if (country === 'XI') return true;
  return false;
}

/**
 * The currency a country's VAT return is kept in on `date` (YYYYMMDD): the country pack's
 * `currency` (src/core/countries), else, for the countries without a pack, Northern Ireland GBP,
 * DK DKK, HU HUF, RO RON, CH CHF, Croatia HRK until it adopted the euro on 2023-01-01, Bulgaria BGN
 * until 2026-01-01, and EUR for the others.
 */
export function returnCurrency(country: string, date: number): string {
  const pack = vatCountry(country);
  if (pack) return pack.currency.value;
  switch (country) {
    case 'XI':
      return 'GBP';
    case 'DK':
      return 'DKK';
    case 'HU':
      return 'HUF';
    case 'RO':
      return 'RON';
    case 'BG':
      return date >= 20260101 ? 'EUR' : 'BGN';
    case 'HR':
      return date >= 20230101 ? 'EUR' : 'HRK';
    case 'CH':
      return 'CHF';
    default:
      return 'EUR';
  }
}

/** Upper-case English country names used in `TAXABLE_JURISDICTION`, mapped to ISO-2. */
export const JURISDICTION_NAMES: Readonly<Record<string, string>> = {
  AUSTRIA: 'AT', BELGIUM: 'BE', BULGARIA: 'BG', CYPRUS: 'CY', 'CZECH REPUBLIC': 'CZ', CZECHIA: 'CZ',
  GERMANY: 'DE', DENMARK: 'DK', ESTONIA: 'EE', SPAIN: 'ES', FINLAND: 'FI', FRANCE: 'FR', GREECE: 'GR',
  CROATIA: 'HR', HUNGARY: 'HU', IRELAND: 'IE', ITALY: 'IT', LITHUANIA: 'LT', LUXEMBOURG: 'LU',
  LATVIA: 'LV', MALTA: 'MT', NETHERLANDS: 'NL', POLAND: 'PL', PORTUGAL: 'PT', ROMANIA: 'RO',
  SWEDEN: 'SE', SLOVENIA: 'SI', SLOVAKIA: 'SK', 'UNITED KINGDOM': 'GB', 'GREAT BRITAIN': 'GB',
  SWITZERLAND: 'CH', NORWAY: 'NO',
};

/** Chinese country names for human-readable messages. */
export const COUNTRY_NAMES_ZH: Readonly<Record<string, string>> = {
  AT: '奥地利', BE: '比利时', BG: '保加利亚', CY: '塞浦路斯', CZ: '捷克', DE: '德国', DK: '丹麦',
  EE: '爱沙尼亚', ES: '西班牙', FI: '芬兰', FR: '法国', GR: '希腊', HR: '克罗地亚', HU: '匈牙利',
  IE: '爱尔兰', IT: '意大利', LT: '立陶宛', LU: '卢森堡', LV: '拉脱维亚', MT: '马耳他', NL: '荷兰',
  PL: '波兰', PT: '葡萄牙', RO: '罗马尼亚', SE: '瑞典', SI: '斯洛文尼亚', SK: '斯洛伐克', GB: '英国',
  XI: '北爱尔兰', CH: '瑞士', NO: '挪威', US: '美国', CN: '中国', TR: '土耳其',
};

/** `国家名 (XX)` for messages; falls back to the code. */
export function countryLabel(code: string): string {
  const zh = COUNTRY_NAMES_ZH[code];
  return zh ? `${zh}(${code})` : code;
}
