/**
 * Country lists and ordering used across VAT, EPR and agent screens.
 *
 * Source: spec §9 "Business constants and limits" (country sort order, VAT
 * register / transfer countries, tax-refund account, Middle East, Americas,
 * agent country flags, default tax declaration codes).
 */

/**
 * Display order for countries (ISO 3166-1 alpha-2, plus the pseudo-code `EU`).
 * Countries not in this list sort after all listed ones.
 *
 * Source: spec §9 "Country sort order".
 */
export const COUNTRY_SORT_ORDER = [
  'GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'AT', 'SE',
  'EU', 'US', 'JP', 'AE', 'CA', 'CH', 'CN', 'HK', 'MO', 'KR',
  'IN', 'MX', 'MY', 'PH', 'SA', 'SG', 'TH', 'VN', 'TR',
] as const;

const SORT_INDEX: ReadonlyMap<string, number> = new Map(
  COUNTRY_SORT_ORDER.map((code, index) => [code, index]),
);

/**
 * Position of a country code in {@link COUNTRY_SORT_ORDER}; codes not listed
 * get `COUNTRY_SORT_ORDER.length` (i.e. they sort last). Comparison is
 * case-insensitive (`'gb'` ranks like `'GB'`).
 *
 * Source: spec §9 "Country sort order".
 */
export function countrySortIndex(code: string): number {
  return SORT_INDEX.get(code.toUpperCase()) ?? COUNTRY_SORT_ORDER.length;
}

/**
 * Returns a new array with the codes in the spec §9 display order.
 * Unknown codes keep their relative input order and come after known ones
 * (the sort is stable). The input array is not modified.
 *
 * @example sortCountries(['US', 'XX', 'DE', 'GB']) // ['GB', 'DE', 'US', 'XX']
 * Source: spec §9 "Country sort order".
 */
export function sortCountries<T extends string>(codes: readonly T[]): T[] {
  return sortCountriesBy(codes, (code) => code);
}

/**
 * Like {@link sortCountries} but for arbitrary items, reading the country code
 * of each item through `getCode` (e.g. `(c) => c.code` for countries-info
 * entries). Stable; does not modify the input.
 *
 * Source: spec §9 "Country sort order".
 */
export function sortCountriesBy<T>(items: readonly T[], getCode: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, rank: countrySortIndex(getCode(item)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}

/**
 * Countries offered for a new VAT registration.
 * Source: spec §9 "VAT register countries".
 */
export const VAT_REGISTER_COUNTRIES = [
  'GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'JP', 'AT', 'SE', 'BE',
] as const;

/** A VAT register country code. Source: spec §9. */
type VatRegisterCountry = (typeof VAT_REGISTER_COUNTRIES)[number];

/**
 * Countries offered for a VAT transfer (moving an existing VAT number to this
 * agent). The spec notes "plus others, not shown"; only the listed ones are here.
 * The console offers this list followed by the country packs that declare
 * `transfer: true` (`VAT_TRANSFER_COUNTRY_CODES` of src/core/countries).
 * Source: spec §9 "Transfer countries".
 */
export const VAT_TRANSFER_COUNTRIES = ['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'AT'] as const;

/**
 * Countries whose VAT registration asks for a tax-refund bank account.
 * Source: spec §9 "Tax-refund account countries".
 */
export const TAX_REFUND_ACCOUNT_COUNTRIES = ['CZ', 'DE', 'GB'] as const;

/** Middle East country group. Source: spec §9 "Middle East". */
export const MIDDLE_EAST_COUNTRIES = ['AE', 'SA', 'EG'] as const;

/** Americas country group. Source: spec §9 "Americas". */
export const AMERICAS_COUNTRIES = ['US', 'CA'] as const;

/**
 * Countries (plus `EU`) for which an agent-service flag icon exists.
 * Source: spec §9 "Agent country flags".
 */
export const AGENT_COUNTRY_FLAGS = ['DE', 'FR', 'GB', 'EU', 'ES', 'US', 'TR', 'JP', 'CA'] as const;

/**
 * Type-safe membership test for the readonly tuples above, e.g.
 * `isOneOf(VAT_REGISTER_COUNTRIES, code)` narrows `code` to `VatRegisterCountry`.
 * Case-sensitive (country codes are upper case throughout the API).
 */
export function isOneOf<T extends string>(list: readonly T[], value: string | null | undefined): value is T {
  return value !== null && value !== undefined && (list as readonly string[]).includes(value);
}

/**
 * Tax declaration code (register field `taxDeclare`). The spec only says the
 * values are 1, 2 or 3. Source: spec §9 "Default tax declaration codes".
 */
export type TaxDeclareCode = 1 | 2 | 3;

/**
 * Default `taxDeclare` code per VAT register country.
 *
 * Source: spec §9 "Default tax declaration codes per country are 1, 2 or 3
 * (Japan 3)". DOUBT: the spec gives the value only for Japan (3). All other
 * countries default to 1 here; which countries (if any) default to 2 is not
 * shown in the spec — adjust this table when the real values are known.
 */
export const DEFAULT_TAX_DECLARE_CODES: Readonly<Record<VatRegisterCountry, TaxDeclareCode>> = {
  GB: 1,
  DE: 1,
  FR: 1,
  IT: 1,
  ES: 1,
  PL: 1,
  CZ: 1,
  NL: 1,
  JP: 3,
  AT: 1,
  SE: 1,
  BE: 1,
};

/**
 * Default `taxDeclare` code for a country; 1 for countries not in
 * {@link DEFAULT_TAX_DECLARE_CODES}. Source: spec §9 (see doubt there).
 */
export function getDefaultTaxDeclareCode(country: string): TaxDeclareCode {
  return isOneOf(VAT_REGISTER_COUNTRIES, country) ? DEFAULT_TAX_DECLARE_CODES[country] : 1;
}

/**
 * Default country of the tax-calculation basic data (`countryCode`).
 * Source: spec §3 "Tax-calculation basic data … countryCode (default GB)".
 */
export const DEFAULT_TAX_CALC_COUNTRY = 'GB' as const;

