/**
 * What each register / transfer country of the VAT service needs (spec §9 register and transfer
 * countries; domain-facts §B): the fiscal representative rule for a Chinese company, the documents,
 * the typical lead time, the first filing frequency and the service fees. Text is in the
 * `vat-service` locale area (`vatService.doc.<key>`, `vatService.country.<CC>.note`); this module
 * holds codes and numbers only. Shared by the console (overview cards, preview) and the mock
 * (`GET /api/vat-tax/vat-config`). Relative imports only.
 */
import { VAT_REGISTER_COUNTRIES, VAT_TRANSFER_COUNTRIES, isOneOf } from '../../constants/countries';
import { defaultFrequency, type Frequency } from '../vat-tax/periods';

export { VAT_REGISTER_COUNTRIES, VAT_TRANSFER_COUNTRIES };

/** EU member states among the register countries (an EU VAT number / VIES applies; GB and JP are not EU). */
export const EU_REGISTER_COUNTRIES = ['DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'AT', 'SE', 'BE'] as const;

/**
 * Whether a company established in mainland China must appoint a fiscal representative to register
 * in `country`. Source: domain-facts §B.1 — required in FR, IT, ES, PL (fiscalsolutions; Avalara:
 * China is not on France's exempt list) and BE (non-EU except NO/UK); not required in DE, CZ, GB, NL
 * (fiscalsolutions; AVASK's DE checklist says otherwise, German law does not: [CONFLICT], law wins).
 * AT and SE: "generally required for non-EU" is [UNVERIFIED] in the facts; we ask for one (the safe
 * side: a registration filed without one is refused). JP needs a tax agent (納税管理人), asked by
 * the Japan field `taxAgent`, not here.
 */
export const FISCAL_REP_REQUIRED: Readonly<Record<string, boolean>> = {
  GB: false,
  DE: false,
  FR: true,
  IT: true,
  ES: true,
  PL: true,
  CZ: false,
  NL: false,
  JP: false,
  AT: true,
  SE: true,
  BE: true,
};

/** Whether `country` needs a fiscal representative for a Chinese company ({@link FISCAL_REP_REQUIRED}); unknown countries: false. */
export function needsFiscalRep(country: string): boolean {
  return FISCAL_REP_REQUIRED[country] === true;
}

/**
 * Documents of a registration, as keys of `vatService.doc.<key>` (domain-facts §B.2). Every country:
 * business licence, legal person's ID, store back-end screenshot; Germany adds the Chinese
 * tax-residence certificate and the German questionnaire; the fiscal-representative countries add
 * the representative's mandate; Spain the sworn translations; Japan the tax-agent appointment.
 * Documents are apostilled (China joined the Apostille Convention on 7 Nov 2023), not legalised.
 */
export function registerDocuments(country: string): string[] {
  const docs = ['licence', 'idCard', 'storeScreenshot'];
  if (country === 'DE') docs.push('taxResidence', 'deQuestionnaire', 'articles');
  if (country === 'GB') docs.push('employment');
  if (country === 'ES') docs.push('articles', 'swornTranslation');
  if (country === 'IT') docs.push('articles');
  if (needsFiscalRep(country)) docs.push('fiscalRepMandate');
  if (country === 'JP') docs.push('taxAgentAppointment', 'jpStoreInfo');
  docs.push('apostille');
  return docs;
}

/** Documents of a transfer: the VAT certificate, the last returns and their receipts, the tax-account access, the licence and ID. */
export function transferDocuments(country: string): string[] {
  const docs = ['vatCertificate', 'lastReturns', 'licence', 'idCard'];
  if (country === 'GB') docs.push('gatewayAccess');
  if (needsFiscalRep(country)) docs.push('fiscalRepMandate');
  return docs;
}

/**
 * Typical lead time in weeks `[min, max]` from complete documents to the number (domain-facts §B.2:
 * "4-12 weeks depending on country", DE 6-12 weeks for foreign companies (AVASK), BE 21-45 business
 * days (vatupdate); the others are our estimates within that range). A transfer takes 1-2 weeks
 * (AVASK: "a takeover takes about a week").
 */
export const LEAD_TIME_WEEKS: Readonly<Record<string, readonly [number, number]>> = {
  GB: [4, 8],
  DE: [6, 12],
  FR: [4, 8],
  IT: [2, 6],
  ES: [4, 10],
  PL: [4, 8],
  CZ: [4, 8],
  NL: [4, 8],
  JP: [4, 8],
  AT: [4, 8],
  SE: [4, 10],
  BE: [4, 9],
};

/** Lead time of a transfer in weeks. */
export const TRANSFER_LEAD_TIME_WEEKS = [1, 2] as const;

/** First filing frequency of a new registration: the records area's {@link defaultFrequency}, Japan annual (consumption tax). */
export function firstFilingFrequency(country: string): Frequency {
  return country === 'JP' ? 'annual' : defaultFrequency(country);
}

/**
 * Service fees in CNY (our price list; decimal strings): `register` once for a new number,
 * `transfer` once for a takeover, `annual` per service year (returns and agent service).
 * Transfer is offered only in spec §9's transfer countries (`transfer: null` elsewhere).
 */
export const VAT_SERVICE_FEES: Readonly<Record<string, { register: string; transfer: string | null; annual: string }>> = {
  GB: { register: '1500.00', transfer: '800.00', annual: '3600.00' },
  DE: { register: '3000.00', transfer: '1000.00', annual: '4800.00' },
  FR: { register: '4000.00', transfer: '1500.00', annual: '6000.00' },
  IT: { register: '4000.00', transfer: '1500.00', annual: '6000.00' },
  ES: { register: '3500.00', transfer: '1200.00', annual: '5400.00' },
  PL: { register: '3500.00', transfer: '1200.00', annual: '4800.00' },
  CZ: { register: '3000.00', transfer: '1000.00', annual: '4200.00' },
  NL: { register: '3000.00', transfer: '1000.00', annual: '4800.00' },
  JP: { register: '3500.00', transfer: null, annual: '6000.00' },
  AT: { register: '3500.00', transfer: '1200.00', annual: '5400.00' },
  SE: { register: '4000.00', transfer: null, annual: '6000.00' },
  BE: { register: '4500.00', transfer: null, annual: '6600.00' },
};

/** Whether `country` may be chosen for a new registration (spec §9). */
export function isRegisterCountry(country: string): boolean {
  return isOneOf(VAT_REGISTER_COUNTRIES, country);
}

/** Whether `country` may be chosen for a transfer (spec §9; the "others, not shown" are left out). */
export function isTransferCountry(country: string): boolean {
  return isOneOf(VAT_TRANSFER_COUNTRIES, country);
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
