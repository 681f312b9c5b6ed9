/**
 * What each step of the two EORI wizards asks, declared as data (issue #33 "every preview reads back
 * every step": the UK preview shows the address, city, founding date, store link and licence, which
 * HMRC matches against its records; src/core/wizard/readback.ts), joined to the step lists of
 * ./steps.ts. The pages (src/pages/eori/england, src/pages/eori/france) pass
 * {@link GB_EORI_READ_WIZARD} / {@link FR_EORI_READ_WIZARD} as their `def`. Relative imports only.
 */
import { companyReadFields } from '../wizard/kit-fields';
import { rf } from '../wizard/readback';
import { withFields, type WizardFields } from '../wizard/steps';
import { sicDescription } from './sic';
import { FR_EORI_WIZARD, GB_EORI_WIZARD } from './steps';

/** The contact HMRC and French customs write to. */
const contact = [rf.text('contactName', 'eori.field.contactName'), rf.text('contactEmail', 'eori.field.contactEmail'), rf.text('contactPhone', 'eori.field.contactPhone')];

/** The UK application's steps: company (the kit's company group with `companyFoundDate`, then the English address and HMRC's codes), HMRC's questions, contact. */
const GB_EORI_FIELDS: WizardFields = {
  company: [
    ...companyReadFields({ foundDateName: 'companyFoundDate' }),
    rf.text('companyNameEn', 'eori.field.companyNameEn'),
    rf.text('companyAddressEn', 'eori.field.companyAddressEn'),
    rf.text('companyCityEn', 'eori.field.companyCityEn'),
    rf.text('companyCountryEn', 'eori.field.companyCountryEn'),
    rf.text('companyPostalCode', 'eori.field.companyPostalCode'),
    // The code and what it means (the SIC list of src/core/eori/sic-data.ts).
    rf.text('sicCode', 'eori.field.sicCode', { get: (s) => (s.sicCode ? [s.sicCode, sicDescription(s.sicCode)].filter(Boolean).join(' ') : undefined) }),
    rf.text('amazonStoreLink', 'eori.field.amazonStoreLink'),
  ],
  hmrc: [
    rf.yesNo('hasUtr', 'eori.field.hasUtr'),
    rf.text('utr', 'eori.field.utr', { when: (s) => s.hasUtr === true }),
    rf.yesNo('vatRegistered', 'eori.field.vatRegistered'),
    rf.text('vrn', 'eori.field.vrn', { when: (s) => s.vatRegistered === true }),
    rf.date('vatEffectiveDate', 'eori.field.vatEffectiveDate', { when: (s) => s.vatRegistered === true }),
  ],
  contact,
};

/** The French application's steps: the company (spec §3 France draft), the documents and the contact. */
const FR_EORI_FIELDS: WizardFields = {
  company: [
    rf.text('companyName', 'eori.field.companyName'),
    rf.text('companyNameEn', 'eori.field.companyNameEn'),
    rf.text('otherEoriVatNumber', 'eori.field.otherEoriVatNumber'),
    rf.files('otherEoriVatCert', 'eori.field.otherEoriVatCert'),
    rf.date('companyFoundDate', 'eori.field.companyFoundDate'),
    rf.text('companyAddressNumber', 'eori.field.companyAddressNumber'),
    rf.text('companyAddressEn', 'eori.field.companyAddressEn'),
    rf.text('companyCityEn', 'eori.field.companyCityEn'),
    rf.text('companyCountryEn', 'eori.field.companyCountryEn'),
    rf.text('companyZipCode', 'eori.field.companyZipCode'),
  ],
  credentials: [rf.files('businessLicense', 'eori.field.businessLicense'), rf.files('licenceTranslation', 'eori.field.licenceTranslation'), rf.files('legalIdFile', 'eori.field.legalIdFile'), ...contact],
};

/** The UK EORI wizard's step list with every step's fields (WizardPage's `def`). */
export const GB_EORI_READ_WIZARD = withFields(GB_EORI_WIZARD, GB_EORI_FIELDS);

/** The French EORI wizard's step list with every step's fields (WizardPage's `def`). */
export const FR_EORI_READ_WIZARD = withFields(FR_EORI_WIZARD, FR_EORI_FIELDS);
