/**
 * The EORI applications' drafts, statuses and rules (issue #23; spec §3 "France EORI draft" and
 * "England EORI draft", domain-facts §C). Shared by the console and the mock (relative imports only).
 * Dates `YYYY-MM-DD`; files are keys of the file host (`/mock-oss/<key>`) with their names.
 */
import { checkEnglishText } from '../rules/wizard';
import { isBlankValue, type RuleResult } from '../rules';
import type { StatusMap } from '../list/status';
import { checkContactEmail, checkContactPhone, checkFoundDate, checkOtherEuVat, checkPostalCode, checkUtr, checkVrn, countryOfEnglishName } from './formats';
import { checkSicCode } from './sic';

/** Draft type of the England wizard (`/api/draft` `{ type: 'gb-eori' }`, docs/adding-a-screen.md "Drafts"). */
export const GB_EORI_DRAFT_TYPE = 'gb-eori';
/** Draft type of the French wizard (`{ type: 'fr-eori' }`). */
export const FR_EORI_DRAFT_TYPE = 'fr-eori';

/** A stored file of an application. */
interface EoriFile {
  key: string;
  name: string;
}

/**
 * The England EORI application (spec §3 England draft: companyName, companyNameEn, companyAddress,
 * companyAddressEn, companyCityEn, companyFoundDate, amazonStoreLink, businessLicense) plus what
 * HMRC's online service asks a "third country organisation" and the draft lacks (domain-facts §C.1):
 * the postal code, the 5-digit SIC code, whether it holds a Corporation Tax UTR (then the UTR),
 * whether it is UK VAT-registered (then the VRN and its effective date: the EORI is GB + VRN + 000),
 * the contact's name, e-mail and phone. `registerNumber` is the unified social credit code the
 * licence OCR reads (offered to HMRC as a third-country unique ID).
 */
export interface GbEoriValues {
  /** A returned application being corrected (its id); absent for a new one. */
  applicationId?: number;
  businessLicense?: EoriFile[];
  companyName?: string;
  registerNumber?: string;
  companyNameEn?: string;
  companyAddress?: string;
  companyAddressEn?: string;
  companyCityEn?: string;
  /** English name of the country of establishment (default CHINA). */
  companyCountryEn?: string;
  companyPostalCode?: string;
  companyFoundDate?: string;
  amazonStoreLink?: string;
  sicCode?: string;
  hasUtr?: boolean;
  utr?: string;
  vatRegistered?: boolean;
  vrn?: string;
  /** Effective date of the UK VAT registration, YYYY-MM-DD. */
  vatEffectiveDate?: string;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
}

/**
 * The French EORI application of one company: spec §3 France draft (companyName, companyNameEn,
 * otherEoriVatCert, otherEoriVatNumber, companyFoundDate, companyAddressNumber, companyAddressEn,
 * companyZipCode, companyCityEn, companyCountryEn default CHINA) and the documents step (the
 * registration certificate, the legal representative's identity document, the contact person the
 * SOPRANO form requires since April 2023: lexportateur.com 2023-04-17).
 */
export interface FrEoriValues {
  applicationId?: number;
  companyName?: string;
  companyNameEn?: string;
  otherEoriVatCert?: EoriFile[];
  otherEoriVatNumber?: string;
  companyFoundDate?: string;
  companyAddressNumber?: string;
  companyAddressEn?: string;
  companyZipCode?: string;
  companyCityEn?: string;
  companyCountryEn?: string;
  businessLicense?: EoriFile[];
  licenceTranslation?: EoriFile[];
  legalIdFile?: EoriFile[];
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
}

/**
 * Status of an application (HMRC's outcomes, domain-facts §C.1, plus ours):
 * `submitted` 已提交 (answered immediately in most cases), `review` 审核中 (HMRC: up to 2 working days
 * when more checks are needed; "in progress" up to 5), `granted` 已获得 (EORI issued), `rejected`
 * 被拒绝 (with the reason), `exists` 已有 EORI (the company already has one: its number),
 * `returned` 需补充资料 (our staff returned it for correction, with the reason; can be resubmitted).
 */
export const EORI_STATUSES = ['submitted', 'review', 'granted', 'rejected', 'exists', 'returned'] as const;
/** A status code. */
export type EoriStatus = (typeof EORI_STATUSES)[number];

/** ONE map of the statuses (labels `eori.status.<code>`). */
export const EORI_STATUS_MAP: StatusMap<EoriStatus> = {
  submitted: { label: 'eori.status.submitted', color: 'processing' },
  review: { label: 'eori.status.review', color: 'warning' },
  granted: { label: 'eori.status.granted', color: 'success' },
  rejected: { label: 'eori.status.rejected', color: 'error' },
  exists: { label: 'eori.status.exists', color: 'default' },
  returned: { label: 'eori.status.returned', color: 'error' },
};

/** The two countries of the applications. */
export const EORI_COUNTRIES = ['GB', 'FR'] as const;
/** A country of an application. */
export type EoriCountry = (typeof EORI_COUNTRIES)[number];

/** A refused field: its name and the locale key of the reason. */
export interface FieldProblem {
  field: string;
  key: string;
}

const need = (v: unknown, key: string): RuleResult => (isBlankValue(v) ? key : null);
const files = (v: unknown) => Array.isArray(v) && v.length > 0;
/** Chinese characters where English is required. */
const english = (v: unknown, requiredKey: string): RuleResult => need(v, requiredKey) ?? (checkEnglishText(v) ? 'eori.rule.english' : null);

/** The first problem per field of `checks` (`[field, verdict]` in form order). */
function problems(checks: [string, RuleResult][]): FieldProblem[] {
  return checks.filter(([, r]) => r !== null).map(([field, key]) => ({ field, key: key! }));
}

/** Every rule of the England application (what the mock holds at create/update), in form order; `today` `YYYY-MM-DD`. */
export function gbEoriProblems(v: GbEoriValues, today: string): FieldProblem[] {
  const country = countryOfEnglishName(v.companyCountryEn ?? 'CHINA');
  return problems([
    ['businessLicense', files(v.businessLicense) ? null : 'eori.rule.licence.required'],
    ['companyName', need(v.companyName, 'eori.rule.companyName.required')],
    ['companyNameEn', english(v.companyNameEn, 'eori.rule.companyNameEn.required')],
    ['companyAddressEn', english(v.companyAddressEn, 'eori.rule.addressEn.required')],
    ['companyCityEn', english(v.companyCityEn, 'eori.rule.cityEn.required')],
    ['companyCountryEn', country ? null : 'eori.rule.country.invalid'],
    ['companyPostalCode', checkPostalCode(country, v.companyPostalCode)],
    ['companyFoundDate', checkFoundDate(v.companyFoundDate, today)],
    ['sicCode', checkSicCode(v.sicCode)],
    ['hasUtr', typeof v.hasUtr === 'boolean' ? null : 'eori.rule.choose'],
    ['utr', v.hasUtr ? checkUtr(v.utr) : null],
    ['vatRegistered', typeof v.vatRegistered === 'boolean' ? null : 'eori.rule.choose'],
    ['vrn', v.vatRegistered ? checkVrn(v.vrn) : null],
    ['vatEffectiveDate', v.vatRegistered ? (checkFoundDate(v.vatEffectiveDate, today) ? 'eori.rule.vatDate.invalid' : null) : null],
    ['contactName', need(v.contactName, 'eori.rule.contactName.required')],
    ['contactEmail', checkContactEmail(v.contactEmail)],
    ['contactPhone', checkContactPhone(v.contactPhone)],
  ]);
}

/** The rules of the French application's company step (also each batch row's), in form order. */
export function frCompanyProblems(v: FrEoriValues, today: string): FieldProblem[] {
  const country = countryOfEnglishName(v.companyCountryEn ?? 'CHINA');
  return problems([
    ['companyName', need(v.companyName, 'eori.rule.companyName.required')],
    ['companyNameEn', english(v.companyNameEn, 'eori.rule.companyNameEn.required')],
    ['otherEoriVatNumber', checkOtherEuVat(v.otherEoriVatNumber)],
    ['companyFoundDate', checkFoundDate(v.companyFoundDate, today)],
    ['companyAddressNumber', english(v.companyAddressNumber, 'eori.rule.addressNumber.required')],
    ['companyAddressEn', english(v.companyAddressEn, 'eori.rule.addressEn.required')],
    ['companyZipCode', checkPostalCode(country, v.companyZipCode)],
    ['companyCityEn', english(v.companyCityEn, 'eori.rule.cityEn.required')],
    ['companyCountryEn', country ? null : 'eori.rule.country.invalid'],
  ]);
}

/** Every rule of the French single application (company step, the VAT certificate and the documents step). */
export function frEoriProblems(v: FrEoriValues, today: string): FieldProblem[] {
  return [
    ...frCompanyProblems(v, today),
    ...problems([
      ['otherEoriVatCert', files(v.otherEoriVatCert) ? null : 'eori.rule.vatCert.required'],
      ['businessLicense', files(v.businessLicense) ? null : 'eori.rule.licence.required'],
      ['legalIdFile', files(v.legalIdFile) ? null : 'eori.rule.legalId.required'],
      ['contactName', need(v.contactName, 'eori.rule.contactName.required')],
      ['contactEmail', checkContactEmail(v.contactEmail)],
      ['contactPhone', checkContactPhone(v.contactPhone)],
    ]),
  ];
}
