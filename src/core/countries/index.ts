/**
 * THE list of VAT country packs (issue #31 "Country packs"; see `./define.ts`), the lookups and the
 * lists derived from it. Adding a country: one pack file `./<cc>.ts` and its locale entries (docs/adding-a-country.md); the list itself, `./packs.generated.ts`, is generated from the pack files by
 * `scripts/gen-country-index.ts` (on `npm install`, `npm start`, `npm run build`, `npm test`), so
 * there is no line to add here. Every list below and every module that reads them (due dates,
 * holidays, payment guides, receipts, return names, return layouts, filing labels, the VAT service,
 * the batch board, EU membership) follows. Order: spec §9's country order, then the packs added
 * after it (see the script). Relative imports only (loaded by the mock).
 */
import { VAT_TRANSFER_COUNTRIES } from '../../constants/countries';
import { present, type Maybe, type VatCountryPack } from './define';
import { PACKS } from './packs.generated';

export * from './define';
export { EU_MEMBERSHIP, EU_MEMBER_STATES, euMember } from './eu';

/** Every VAT country pack, in display order. */
export const VAT_PACKS: readonly VatCountryPack[] = PACKS;

const BY_CODE: ReadonlyMap<string, VatCountryPack> = new Map(VAT_PACKS.map((p) => [p.code, p]));

/** The pack of `country` (ISO alpha-2, upper case), or `undefined` when the console has none. */
export function vatCountry(country: string): VatCountryPack | undefined {
  return BY_CODE.get(country);
}

/** The codes of every pack, in {@link VAT_PACKS} order. */
export const VAT_COUNTRY_CODES: readonly string[] = VAT_PACKS.map((p) => p.code);

/** The codes of the packs where `pick(pack)` is a fact (not `{ none }`), in pack order. */
export function codesWith(pick: (p: VatCountryPack) => Maybe<unknown>): string[] {
  return VAT_PACKS.filter((p) => present(pick(p)) !== undefined).map((p) => p.code);
}

/**
 * Countries whose return due dates the console computes and whose returns the declaration workspace
 * files: a due rule AND filing frequencies the period engine supports (`dueDate` of
 * src/core/vat-tax/periods.ts, the batch board's columns, the seeds of declarations). A pack with a
 * due rule but `frequencies: { none }` (IE: bi-monthly periods) is not among them: its periods
 * cannot be computed, so no due date is made up.
 */
export const DECLARE_COUNTRY_CODES: readonly string[] = VAT_PACKS.filter((p) => present(p.due) && present(p.frequencies)).map((p) => p.code);

/** Packs of EU member states (today). */
export const EU_PACK_CODES: readonly string[] = VAT_PACKS.filter((p) => p.membership.bloc === 'EU' && p.membership.to === null).map((p) => p.code);

/**
 * The console's transfer (takeover) countries: spec §9's list ("GB, DE, FR, IT, ES, PL, CZ, NL, AT
 * (plus others, not shown)", `src/constants/countries.ts`) followed by the packs that declare
 * `transfer: true` and are not in it.
 */
export const VAT_TRANSFER_COUNTRY_CODES: readonly string[] = [...VAT_TRANSFER_COUNTRIES, ...VAT_PACKS.filter((p) => p.transfer === true && !(VAT_TRANSFER_COUNTRIES as readonly string[]).includes(p.code)).map((p) => p.code)];
