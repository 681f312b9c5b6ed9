/**
 * What each register / transfer country of the VAT service needs (spec §9 register and transfer
 * countries; domain-facts §B): the fiscal representative rule for a Chinese company, the documents,
 * the typical lead time, the first filing frequency and the service fees — declared in the country
 * packs (`src/core/countries/<cc>.ts` `registration`, issue #31) and derived here. Text is in the
 * `vat-service` locale area (`vatService.doc.<key>`, `vatService.country.<CC>.note`); this module
 * holds codes and numbers only. Shared by the console (overview cards, preview) and the mock
 * (`GET /api/vat-tax/vat-config`). Relative imports only.
 */
import { VAT_REGISTER_COUNTRIES, isOneOf } from '../../constants/countries';
import { present, vatCountry, EU_PACK_CODES, VAT_PACKS, VAT_TRANSFER_COUNTRY_CODES, type RegistrationFacts, type ServiceFees } from '../countries';
import { defaultFrequency, type Frequency } from '../vat-tax/periods';

export { VAT_REGISTER_COUNTRIES };

/**
 * The console's transfer countries: spec §9's list followed by the packs that declare `transfer:
 * true` (`VAT_TRANSFER_COUNTRY_CODES` of src/core/countries; spec §9's own list stays in
 * src/constants/countries.ts).
 */
export const VAT_TRANSFER_COUNTRIES: readonly string[] = VAT_TRANSFER_COUNTRY_CODES;

/** EU member states among the register countries (an EU VAT number / VIES applies; GB and JP are not EU), in spec §9 order. */
export const EU_REGISTER_COUNTRIES: readonly string[] = VAT_REGISTER_COUNTRIES.filter((c) => EU_PACK_CODES.includes(c));

/** `{ country: value }` of a registration fact over the packs that declare it. */
function byCountry<T>(pick: (r: RegistrationFacts) => { value: T } | { none: string }): Readonly<Record<string, T>> {
  return Object.fromEntries(
    VAT_PACKS.flatMap((p) => {
      const f = present(pick(p.registration));
      return f ? [[p.code, (f as { value: T }).value]] : [];
    }),
  );
}

/**
 * Whether a company established in mainland China must appoint a fiscal representative to register
 * in `country`, by the packs' `registration.fiscalRep` (source: domain-facts §B.1 — required in FR,
 * IT, ES, PL and BE; not in DE, CZ, GB, NL; AT and SE [UNVERIFIED]: we ask for one, the safe side;
 * JP needs a tax agent instead, asked by the Japan field `taxAgent`).
 */
const FISCAL_REP_REQUIRED: Readonly<Record<string, boolean>> = byCountry((r) => r.fiscalRep);

/** Whether `country` needs a fiscal representative for a Chinese company ({@link FISCAL_REP_REQUIRED}); unknown countries: false. */
export function needsFiscalRep(country: string): boolean {
  return FISCAL_REP_REQUIRED[country] === true;
}

/** The pack's extra documents of `country` (`registration.documents`), or none. */
function extraDocs(country: string, kind: 'register' | 'transfer'): readonly string[] {
  const pack = vatCountry(country);
  const docs = pack ? present(pack.registration.documents) : undefined;
  return docs ? docs.value[kind] : [];
}

/**
 * Documents of a registration, as keys of `vatService.doc.<key>` (domain-facts §B.2). Every country:
 * business licence, legal person's ID, store back-end screenshot; then the country's own (its pack:
 * DE the Chinese tax-residence certificate, the German questionnaire and the articles, GB the
 * employment proof, ES the articles and sworn translations, IT the articles, JP the tax-agent
 * appointment and the store information); the fiscal-representative countries add the
 * representative's mandate. Documents are apostilled (China joined the Apostille Convention on 7 Nov
 * 2023), not legalised.
 */
export function registerDocuments(country: string): string[] {
  const docs = ['licence', 'idCard', 'storeScreenshot', ...extraDocs(country, 'register')];
  if (needsFiscalRep(country)) docs.push('fiscalRepMandate');
  docs.push('apostille');
  return docs;
}

/** Documents of a transfer: the VAT certificate, the last returns and their receipts, the licence and ID, the country's own (GB the Government Gateway access), the representative's mandate where one is needed. */
export function transferDocuments(country: string): string[] {
  const docs = ['vatCertificate', 'lastReturns', 'licence', 'idCard', ...extraDocs(country, 'transfer')];
  if (needsFiscalRep(country)) docs.push('fiscalRepMandate');
  return docs;
}

/**
 * Typical lead time in weeks `[min, max]` from complete documents to the number, by the packs'
 * `registration.leadTimeWeeks` (domain-facts §B.2: "4-12 weeks depending on country", DE 6-12 weeks
 * for foreign companies (AVASK), BE 21-45 business days (vatupdate); the others are our estimates
 * within that range). A transfer takes 1-2 weeks (AVASK: "a takeover takes about a week").
 */
export const LEAD_TIME_WEEKS: Readonly<Record<string, readonly [number, number]>> = byCountry((r) => r.leadTimeWeeks);

/** Lead time of a transfer in weeks. */
const TRANSFER_LEAD_TIME_WEEKS = [1, 2] as const;

/** First filing frequency of a new registration: the pack's `frequencies.default` (JP annual, consumption tax), else the records area's {@link defaultFrequency}. */
export function firstFilingFrequency(country: string): Frequency {
  const pack = vatCountry(country);
  const f = pack ? present(pack.frequencies) : undefined;
  return f ? f.value.default : defaultFrequency(country);
}

/**
 * Service fees in CNY (our price list, the packs' `registration.fees`; decimal strings): `register`
 * once for a new number, `transfer` once for a takeover, `annual` per service year (returns and agent
 * service). `transfer: null` where no takeover is offered.
 */
export const VAT_SERVICE_FEES: Readonly<Record<string, ServiceFees>> = byCountry((r) => r.fees);

/** Whether `country` may be chosen for a new registration (spec §9). */
export function isRegisterCountry(country: string): boolean {
  return isOneOf(VAT_REGISTER_COUNTRIES, country);
}

/** Whether `country` may be chosen for a transfer ({@link VAT_TRANSFER_COUNTRIES}: spec §9's list and the packs that declare `transfer: true`). */
export function isTransferCountry(country: string): boolean {
  return VAT_TRANSFER_COUNTRIES.includes(country);
}

/** One country's configuration as `GET /api/vat-tax/vat-config` answers it. */
export interface VatCountryConfig {
  countryCode: string;
  fiscalRepRequired: boolean;
  registerDocuments: string[];
  transferDocuments: string[];
  leadTimeWeeks: readonly [number, number];
  transferLeadTimeWeeks: readonly [number, number];
  firstFrequency: Frequency;
  fees: { register: string; transfer: string | null; annual: string };
  /** The service-year options, 1-5 (spec §9 year options). */
  years: number[];
}

/** The configuration of `country` (register countries only), or `undefined`. */
export function vatCountryConfig(country: string): VatCountryConfig | undefined {
  if (!isRegisterCountry(country)) return undefined;
  return {
    countryCode: country,
    fiscalRepRequired: needsFiscalRep(country),
    registerDocuments: registerDocuments(country),
    transferDocuments: isTransferCountry(country) ? transferDocuments(country) : [],
    leadTimeWeeks: LEAD_TIME_WEEKS[country],
    transferLeadTimeWeeks: TRANSFER_LEAD_TIME_WEEKS,
    firstFrequency: firstFilingFrequency(country),
    fees: VAT_SERVICE_FEES[country],
    years: [1, 2, 3, 4, 5],
  };
}
