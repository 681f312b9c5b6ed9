/**
 * EU membership with dates: a fact of the EU, not of the console's packs (the packs of EU members
 * take their `membership` from here, {@link euMembership}). ISO 3166-1 alpha-2 codes (Greece `GR`, as
 * the VTR writes it; VAT numbers use `EL`). Dates `YYYY-MM-DD`.
 *
 * Source: the EU's own list of member states and their accession years (european-union.europa.eu,
 * "EU countries"); the United Kingdom's withdrawal on 31 January 2020 and the end of the transition
 * period on 31 December 2020, after which Great Britain left the EU VAT area (Withdrawal Agreement
 * Art. 126, 127; Northern Ireland stays in it for goods under the Windsor Framework, `XI`).
 */
import type { Membership, Source } from './define';

/** One member state: accession day and, for a state that left, the day it left (last day inside) and the last day inside the EU VAT area. */
interface EuMember {
  country: string;
  from: string;
  to: string | null;
  vatAreaTo: string | null;
}

const EU_SOURCE: Source = { ref: 'european-union.europa.eu “EU countries”（成员国及加入年份）；英国脱欧：Withdrawal Agreement Art. 126–127（过渡期至 2020-12-31）', url: 'https://european-union.europa.eu/principles-countries-history/eu-countries_en' };

const m = (country: string, from: string, to: string | null = null, vatAreaTo: string | null = to): EuMember => ({ country, from, to, vatAreaTo });

/** Every state that has been a member, in accession order (the six founders, then each enlargement). */
export const EU_MEMBERSHIP: readonly EuMember[] = [
  ...['BE', 'DE', 'FR', 'IT', 'LU', 'NL'].map((c) => m(c, '1958-01-01')),
  m('DK', '1973-01-01'),
  m('IE', '1973-01-01'),
  m('GB', '1973-01-01', '2020-01-31', '2020-12-31'),
  m('GR', '1981-01-01'),
  m('ES', '1986-01-01'),
  m('PT', '1986-01-01'),
  ...['AT', 'FI', 'SE'].map((c) => m(c, '1995-01-01')),
  ...['CY', 'CZ', 'EE', 'HU', 'LT', 'LV', 'MT', 'PL', 'SI', 'SK'].map((c) => m(c, '2004-05-01')),
  m('BG', '2007-01-01'),
  m('RO', '2007-01-01'),
  m('HR', '2013-07-01'),
];

const BY_CODE: ReadonlyMap<string, EuMember> = new Map(EU_MEMBERSHIP.map((x) => [x.country, x]));

/** The member states today (no exit date), sorted by code: the EU-27. */
export const EU_MEMBER_STATES: readonly string[] = EU_MEMBERSHIP.filter((x) => x.to === null)
  .map((x) => x.country)
  .sort();

/** The membership entry of `country`, or `undefined` for a country that never was a member. */
export function euMember(country: string): EuMember | undefined {
  return BY_CODE.get(country);
}

/**
 * A pack's `membership` for an EU member state (from {@link EU_MEMBERSHIP}).
 * @throws Error when `country` is not a member state today (a pack declaring a wrong membership fails when it loads).
 */
export function euMembership(country: string): Membership {
  const x = BY_CODE.get(country);
  if (!x || x.to !== null) throw new Error(`${country} 不是欧盟成员国：请在国家包中写明其实际归属`);
  return { bloc: 'EU', from: x.from, to: null, source: EU_SOURCE };
}

/**
 * The United Kingdom's `membership`: a member from 1973-01-01 to 2020-01-31, inside the EU VAT area
 * until the end of the transition period, 2020-12-31.
 */
export function ukMembership(): Membership {
  const x = BY_CODE.get('GB')!;
  return { bloc: 'UK', euFrom: x.from, euTo: x.to!, euVatAreaTo: x.vatAreaTo!, source: EU_SOURCE };
}
