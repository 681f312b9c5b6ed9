/**
 * The VAT service (registration and transfer) wizard's draft and its parts (spec §3 "VAT service
 * draft"; issue #10). One object holds every step's values; it is saved through `/api/draft` as
 * `{ type: 'vat-service' }` (key: the client's user id when an agent works for a client) and sent
 * as the body of `POST /api/vat-tax/create` / `update`. Dates are `YYYY-MM-DD`; files are keys of
 * the file host (`/mock-oss/<key>`); amounts are decimal strings in major units (`"1234.50"`).
 * Shared by the console and the mock (relative imports only).
 */

/** The draft type of the wizard (spec §9 draft types: `vat-service`). */
export const VAT_SERVICE_DRAFT_TYPE = 'vat-service';

/** Identity document of the legal person (spec §3 `legalIdCardType`; OCR type `idcard` default / `passport`). */
type LegalIdCardType = 'idcard' | 'passport';

/** How a register country's fiscal representative is provided: by us (our partner firm), or one the seller already has. */
type FiscalRepChoice = 'ours' | 'own';

/** A stored file of the wizard (business licence, ID card, screenshots, receipts). */
interface VatServiceFile {
  /** Key on the file host. */
  key: string;
  /** The name as uploaded. */
  name: string;
}

/**
 * Register fields of one country (spec §3 "Register fields per country"). `taxDeclare` is the
 * declaration code 1/2/3 (spec §9, Japan 3); `expectValidDate` is the service length in years
 * (1-5, `GET /api/vat-tax/valid-date`); `agentEmail` is GB only (default: the settings' UK
 * tax-agent e-mail); `fiscalRepresentative` is asked where a Chinese company needs one (our field,
 * domain-facts §B.1).
 */
interface RegisterInfo {
  taxDeclare?: 1 | 2 | 3;
  hasAbroadBankAccount?: boolean;
  /** `self` (the seller pays the tax office) or `agent` (through us). */
  taxPayType?: 'self' | 'agent';
  /** Also wants the EU (intra-community) VAT number, e.g. ES ROI/modelo 036. */
  needEuVat?: boolean;
  /** The number on the identity document was checked by the seller (our flag). */
  checkIdentifyNo?: boolean;
  /** When the service starts: this year or next year (spec §5 next-year rule). */
  datePeriod?: 'thisYear' | 'nextYear';
  mainlandCompanyType?: string | number;
  /** First period to declare, YYYY-MM-DD (Japan default 28 Feb of next year, spec §9). */
  firstDeclareDate?: string;
  /** `monthly` / `quarterly` / `annual`. */
  declareMode?: string;
  /** Service years, 1-5. */
  expectValidDate?: number;
  agentEmail?: string;
  fiscalRepresentative?: FiscalRepChoice;
}

/** Transfer fields of one country (spec §3 "Transfer fields per country"). */
interface TransferInfo {
  /** `standard` or `flatRate` (GB flat-rate scheme); our values. */
  vatMode?: string;
  /** GB: the seller holds a Government Gateway account. */
  hasGatewayAccount?: boolean;
  /** Which returns we take over: `periodic` or `annual` (ES/IT annual only before their deadline, spec §5). */
  declareType?: 'periodic' | 'annual';
  /** Last year's returns were all filed. */
  lastYearDeclareMade?: boolean;
  /** How this year's filed-return receipts come: `upload` now or `later`. */
  thisYearReceiptUploadType?: 'upload' | 'later';
  receiptFiles?: VatServiceFile[];
  euVatNumber?: string;
  /** The VAT number being transferred (with or without prefix), checked by jsvat then `vat-check`. */
  localVatNumber?: string;
  hasEuVat?: boolean;
  /** Authorise us to read the tax account (our agent authorisation). */
  needHaiyaAuth?: boolean;
  /** When we take over, YYYY-MM-DD. */
  serviceBeginDate?: string;
  /** The VAT certificate. */
  vatFile?: VatServiceFile[];
  /** Service years, 1-5. */
  expectValidDate?: number;
}

/** Japan's extra fields (spec §3 "Japan"). `corporateNumber`: 13 digits with a check digit (法人番号). */
interface JapanInfo {
  /** First sale in Japan, YYYY-MM-DD. */
  startSalesTime?: string;
  /** Sales of the last three years in JPY, a decimal string. */
  threeYearsSalesAmount?: string;
  storeInfoScreenshot?: VatServiceFile[];
  jpOfficeAddress?: string;
  /** The tax agent (納税管理人) appointed: `ours` or the name of the seller's own. */
  taxAgent?: string;
  corporateNumber?: string;
}

/**
 * The whole draft (spec §3 "VAT service draft"). Step 1 store: `storePlatform` (enum
 * `vat_store_platform`), `storePlatformName` (when the platform is "other"), `storeName`, `urlToken`
 * (Amazon merchant token), `storeScreenshot`, `companyType` (enum `vat_company_type`),
 * `subCompanyType`, `otherStores` (ours: other stores or web shops). Step 2 company: `businessLicense`, `companyName`, `registerNumber` (unified
 * social credit code), `companyAddress`, `foundDate`, `mainlandCompanyType`. Step 3 legal person:
 * `legalIdCardType`, `legalCertFile`, `legalName`, `legalCertFileNum`, `legalCertExpiry` (passport).
 * Step 4: `registerCountry`, `transferCountry` and `information.register|transfer[country]`, `japan`.
 */
export interface VatServiceValues {
  /** An agent's client (the belonging user chosen first); absent for a seller. */
  clientId?: number;
  storePlatform?: string | number;
  storePlatformName?: string;
  storeName?: string;
  urlToken?: string;
  /** Other stores or web shops, each a name or a URL (spec §5 URL rule; src/core/rules/wizard `checkStores`), optional. */
  otherStores?: Array<{ store?: string }>;
  storeScreenshot?: VatServiceFile[];
  companyType?: string | number;
  subCompanyType?: string | number;
  businessLicense?: VatServiceFile[];
  companyName?: string;
  registerNumber?: string;
  companyAddress?: string;
  foundDate?: string;
  mainlandCompanyType?: string | number;
  legalIdCardType?: LegalIdCardType;
  legalCertFile?: VatServiceFile[];
  legalName?: string;
  legalCertFileNum?: string;
  legalCertExpiry?: string;
  registerCountry?: string[];
  transferCountry?: string[];
  information?: { register?: Record<string, RegisterInfo>; transfer?: Record<string, TransferInfo> };
  japan?: JapanInfo;
  /** The signed agreement's id (`GET /api/vat-tax/sign-url`), once signed. */
  signId?: string;
  /**
   * The application being corrected (one returned by ops, stage `needsAction`): the wizard then
   * submits `POST /api/vat-tax/update` for it instead of creating a new one. Never sent to the API.
   */
  applicationId?: number;
}

/** Stage of an application as `/user/vat` shows it (ours; the record's `status` in the records list). */
export type ApplicationStage = 'submitted' | 'reviewing' | 'filed' | 'issued' | 'needsAction';

/** An application as `POST /api/vat-tax/create` answers it and `GET /api/vat-tax/applications` lists it. */
export interface VatApplication {
  id: number;
  /** The application number shown to the seller, e.g. `VS20261123-0001`. */
  number: string;
  userId: number;
  userName: string;
  companyName: string;
  registerCountry: string[];
  transferCountry: string[];
  stage: ApplicationStage;
  /** The VAT records created (one per country, `GET /api/vat-tax`). */
  recordIds: number[];
  /** Total service fee in CNY, decimal string. */
  total: string;
  /** Why ops returned the application for correction (stage `needsAction`); absent otherwise. */
  returnReason?: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * A copy of `v` without `null` and `undefined` members (recursively in objects and arrays, at most
 * 32 levels deep: deeper parts are kept as they are, for the schema to refuse): the wizard's forms
 * keep a cleared field as `null` (so the draft clears it too), the create / update calls send only
 * what was given.
 */
export function withoutNulls<T>(v: T, depth = 0): T {
  if (depth > 32) return v;
  if (Array.isArray(v)) return v.filter((x) => x !== null && x !== undefined).map((x) => withoutNulls(x, depth + 1)) as unknown as T;
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (x !== null && x !== undefined) out[k] = withoutNulls(x, depth + 1);
    return out as T;
  }
  return v;
}
