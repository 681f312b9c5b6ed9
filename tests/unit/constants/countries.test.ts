import {
  AGENT_COUNTRY_FLAGS,
  AMERICAS_COUNTRIES,
  COUNTRY_SORT_ORDER,
  DEFAULT_TAX_DECLARE_CODES,
  MIDDLE_EAST_COUNTRIES,
  TAX_REFUND_ACCOUNT_COUNTRIES,
  VAT_REGISTER_COUNTRIES,
  VAT_TRANSFER_COUNTRIES,
  countrySortIndex,
  getDefaultTaxDeclareCode,
  isOneOf,
  sortCountries,
  sortCountriesBy,
} from '../../../src/constants/countries';

describe('country lists (spec §9)', () => {
  it('has the exact sort order', () => {
    expect(COUNTRY_SORT_ORDER.join(',')).toBe(
      'GB,DE,FR,IT,ES,PL,CZ,NL,AT,SE,EU,US,JP,AE,CA,CH,CN,HK,MO,KR,IN,MX,MY,PH,SA,SG,TH,VN,TR',
    );
    expect(new Set(COUNTRY_SORT_ORDER).size).toBe(COUNTRY_SORT_ORDER.length);
  });

  it('has the exact country groups', () => {
    expect(VAT_REGISTER_COUNTRIES).toEqual(['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'JP', 'AT', 'SE', 'BE']);
    expect(VAT_TRANSFER_COUNTRIES).toEqual(['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'AT']);
    expect(TAX_REFUND_ACCOUNT_COUNTRIES).toEqual(['CZ', 'DE', 'GB']);
    expect(MIDDLE_EAST_COUNTRIES).toEqual(['AE', 'SA', 'EG']);
    expect(AMERICAS_COUNTRIES).toEqual(['US', 'CA']);
    expect(AGENT_COUNTRY_FLAGS).toEqual(['DE', 'FR', 'GB', 'EU', 'ES', 'US', 'TR', 'JP', 'CA']);
  });
});

describe('sortCountries', () => {
  it('orders known codes by the spec order and puts unknown ones last, stably', () => {
    expect(sortCountries(['US', 'XX', 'DE', 'BE', 'GB', 'TR', 'AA'])).toEqual(['GB', 'DE', 'US', 'TR', 'XX', 'BE', 'AA']);
  });

  it('does not mutate the input and handles empty input', () => {
    const input = ['FR', 'GB'];
    expect(sortCountries(input)).toEqual(['GB', 'FR']);
    expect(input).toEqual(['FR', 'GB']);
    expect(sortCountries([])).toEqual([]);
  });

  it('sorts a shuffled full list back to the spec order', () => {
    const shuffled = [...COUNTRY_SORT_ORDER].reverse();
    expect(sortCountries(shuffled)).toEqual([...COUNTRY_SORT_ORDER]);
  });

  it('is case-insensitive in ranking and keeps the original items', () => {
    expect(sortCountries(['de', 'gb'])).toEqual(['gb', 'de']);
    expect(countrySortIndex('gb')).toBe(0);
    expect(countrySortIndex('ZZ')).toBe(COUNTRY_SORT_ORDER.length);
  });

  it('sortCountriesBy reads codes through the accessor', () => {
    const items = [{ code: 'JP' }, { code: 'GB' }, { code: 'CN' }];
    expect(sortCountriesBy(items, (i) => i.code).map((i) => i.code)).toEqual(['GB', 'JP', 'CN']);
  });
});

describe('default tax declaration codes', () => {
  it('Japan defaults to 3, the rest to 1', () => {
    expect(DEFAULT_TAX_DECLARE_CODES.JP).toBe(3);
    expect(getDefaultTaxDeclareCode('JP')).toBe(3);
    expect(getDefaultTaxDeclareCode('GB')).toBe(1);
    expect(getDefaultTaxDeclareCode('XX')).toBe(1);
    for (const c of VAT_REGISTER_COUNTRIES) expect([1, 2, 3]).toContain(DEFAULT_TAX_DECLARE_CODES[c]);
  });

  it('isOneOf narrows membership', () => {
    expect(isOneOf(VAT_REGISTER_COUNTRIES, 'BE')).toBe(true);
    expect(isOneOf(VAT_TRANSFER_COUNTRIES, 'BE')).toBe(false);
    expect(isOneOf(VAT_REGISTER_COUNTRIES, undefined)).toBe(false);
    expect(isOneOf(VAT_REGISTER_COUNTRIES, 'gb')).toBe(false);
  });
});
