/** Pure helpers of {@link CountrySelect} (no React), shared with the unit tests. */
import { sortCountriesBy } from '@/constants/countries';
import type { Country } from '@/services/common';

/** Search text of a country: code, Chinese and English name (lower case). */
export function countrySearchText(c: Country): string {
  return `${c.code} ${c.name} ${c.nameEn}`.toLowerCase();
}

/**
 * The options of the country select: `countries` restricted to `codes` (when given), in the spec §9
 * country sort order (unlisted countries last, in their original order).
 */
export function countryOptions(countries: readonly Country[], codes?: readonly string[]): Country[] {
  const wanted = codes ? countries.filter((c) => codes.includes(c.code)) : [...countries];
  return sortCountriesBy(wanted, (c) => c.code);
}

/** The Chinese name of `code` among `countries` (any case), or `''` when unknown. */
export function countryName(countries: readonly Country[], code: string | null | undefined): string {
  const c = (code ?? '').toUpperCase();
  return countries.find((x) => x.code === c)?.name ?? '';
}
