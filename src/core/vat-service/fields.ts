/**
 * What each step of the VAT registration and transfer wizard asks, declared as data (issue #33
 * "every preview reads back every step"; src/core/wizard/readback.ts), joined to the step list of
 * ./steps.ts: the store (spec §3 store fields, the other stores, the screenshots), the kit's company
 * group and the mainland company type, the kit's legal-person group, and the VAT info — the chosen
 * countries, then one block per register country (its register fields of
 * src/components/wizard/vat/CountryFields.tsx, only those the country asks: the EU number for EU
 * countries, the agent e-mail for GB, the fiscal representative where one is required), Japan's
 * fields when JP is chosen, and one block per transfer country. Enumerations of the API
 * (`vat_store_platform`, `vat_company_type`, `china_main_land_company_type`) and the countries'
 * names are option lists the page gives (`preview.sources`). The page passes
 * {@link VAT_SERVICE_READ_WIZARD} as its `def`. Relative imports only.
 */
import { companyReadFields, legalReadFields } from '../wizard/kit-fields';
import { rf, type ReadField } from '../wizard/readback';
import { withFields, type WizardFields } from '../wizard/steps';
import { EU_REGISTER_COUNTRIES, needsFiscalRep, VAT_REGISTER_COUNTRIES, VAT_TRANSFER_COUNTRIES } from './countries';
import { VAT_SERVICE_WIZARD } from './steps';

/** The option lists (`{ source }` labels) the page gives: the API's enumerations and the countries' names. */
export const VAT_SERVICE_SOURCES = { platform: 'vat_store_platform', companyType: 'vat_company_type', mainland: 'china_main_land_company_type', country: 'country' } as const;

const years = 'vatService.years';

/** The register fields of `country` (RegisterFields). */
function registerFields(country: string): ReadField[] {
  return [
    rf.choice('taxDeclare', 'vatService.field.taxDeclare', { key: 'vatService.field.taxDeclare.{value}' }),
    rf.yesNo('hasAbroadBankAccount', 'vatService.field.hasAbroadBankAccount'),
    rf.choice('taxPayType', 'vatService.field.taxPayType', { key: 'vatService.field.taxPayType.{value}' }),
    ...(EU_REGISTER_COUNTRIES.includes(country) ? [rf.yesNo('needEuVat', 'vatService.field.needEuVat')] : []),
    rf.choice('datePeriod', 'vatService.field.datePeriod', { key: 'vatService.field.datePeriod.{value}' }),
    rf.choice('declareMode', 'vatService.field.declareMode', { key: 'vatService.frequency.{value}' }),
    rf.date('firstDeclareDate', 'vatService.field.firstDeclareDate'),
    rf.quantity('expectValidDate', 'vatService.field.expectValidDate', years),
    ...(country === 'GB' ? [rf.text('agentEmail', 'vatService.field.agentEmail')] : []),
    ...(needsFiscalRep(country) ? [rf.choice('fiscalRepresentative', 'vatService.field.fiscalRepresentative', { key: 'vatService.field.fiscalRepresentative.{value}' })] : []),
    rf.yesNo('checkIdentifyNo', 'vatService.field.checkIdentifyNo'),
  ];
}

/** The transfer fields of `country` (TransferFields). */
function transferFields(country: string): ReadField[] {
  return [
    rf.text('localVatNumber', 'vatService.field.localVatNumber'),
    rf.choice('vatMode', 'vatService.field.vatMode', { key: 'vatService.field.vatMode.{value}' }),
    ...(country === 'GB'
      ? [rf.yesNo('hasGatewayAccount', 'vatService.field.hasGatewayAccount')]
      : [rf.yesNo('hasEuVat', 'vatService.field.hasEuVat'), rf.text('euVatNumber', 'vatService.field.euVatNumber', { when: (s) => !!s.hasEuVat })]),
    rf.choice('declareType', 'vatService.field.declareType', { key: 'vatService.field.declareType.{value}' }),
    rf.yesNo('lastYearDeclareMade', 'vatService.field.lastYearDeclareMade'),
    rf.choice('thisYearReceiptUploadType', 'vatService.field.thisYearReceiptUploadType', { key: 'vatService.field.thisYearReceiptUploadType.{value}' }),
    rf.files('receiptFiles', 'vatService.field.receiptFiles', { when: (s) => s.thisYearReceiptUploadType === 'upload' }),
    rf.yesNo('needHaiyaAuth', 'vatService.field.needHaiyaAuth'),
    rf.date('serviceBeginDate', 'vatService.field.serviceBeginDate'),
    rf.files('vatFile', 'vatService.field.vatFile'),
    rf.quantity('expectValidDate', 'vatService.field.expectValidDate', years),
  ];
}

const byCountry = (codes: readonly string[], f: (c: string) => ReadField[]) => Object.fromEntries(codes.map((c) => [c, f(c)]));

/** The fields of each step, by step key. */
const VAT_SERVICE_FIELDS: WizardFields = {
  store: [
    rf.choice('storePlatform', 'vatService.field.storePlatform', { source: VAT_SERVICE_SOURCES.platform }),
    rf.text('storePlatformName', 'vatService.field.storePlatformName', { when: (s) => String(s.storePlatform ?? '').toLowerCase() === 'other' }),
    rf.text('storeName', 'vatService.field.storeName'),
    rf.text('urlToken', 'vatService.field.urlToken'),
    rf.list('otherStores', 'vatService.field.otherStores', 'store'),
    rf.files('storeScreenshot', 'vatService.field.storeScreenshot'),
    rf.choice('companyType', 'vatService.field.companyType', { source: VAT_SERVICE_SOURCES.companyType }),
    rf.text('subCompanyType', 'vatService.field.subCompanyType'),
  ],
  company: [...companyReadFields(), rf.choice('mainlandCompanyType', 'vatService.field.mainlandCompanyType', { source: VAT_SERVICE_SOURCES.mainland })],
  legal: legalReadFields(),
  other: [
    rf.choices('registerCountry', 'vatService.field.registerCountry', { source: VAT_SERVICE_SOURCES.country }),
    rf.choices('transferCountry', 'vatService.field.transferCountry', { source: VAT_SERVICE_SOURCES.country }),
    { kind: 'each', keys: 'registerCountry', name: ['information', 'register'], title: { source: VAT_SERVICE_SOURCES.country }, titleKey: 'vatService.register.title', titleParam: 'country', fields: byCountry(VAT_REGISTER_COUNTRIES, registerFields) },
    rf.group('japan', 'vatService.japan.title', [
      rf.text('corporateNumber', 'vatService.field.corporateNumber'),
      rf.date('startSalesTime', 'vatService.field.startSalesTime'),
      rf.amount('threeYearsSalesAmount', 'vatService.field.threeYearsSalesAmount', 'JPY'),
      rf.text('jpOfficeAddress', 'vatService.field.jpOfficeAddress'),
      rf.text('taxAgent', 'vatService.field.taxAgent'),
      rf.files('storeInfoScreenshot', 'vatService.field.storeInfoScreenshot'),
    ], { when: (s) => Array.isArray(s.registerCountry) && s.registerCountry.includes('JP') }),
    { kind: 'each', keys: 'transferCountry', name: ['information', 'transfer'], title: { source: VAT_SERVICE_SOURCES.country }, titleKey: 'vatService.transfer.title', titleParam: 'country', fields: byCountry(VAT_TRANSFER_COUNTRIES, transferFields) },
  ],
};

/** The VAT service wizard's step list with every step's fields (WizardPage's `def`). */
export const VAT_SERVICE_READ_WIZARD = withFields(VAT_SERVICE_WIZARD, VAT_SERVICE_FIELDS);
