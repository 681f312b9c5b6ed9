/**
 * What each step of the German packaging-law registration asks, declared as data (issue #33 "every
 * preview reads back every step"; src/core/wizard/readback.ts), joined to the step list of
 * ./steps.ts: step 1 the kit's company group under the draft's names (spec §3: `companyCert`,
 * `businessNo`, `companyAddressCn`), the English address, the kit's legal-person group with the
 * pinyin name parts and the gender, the phone; step 2 the Amazon store link, the brand and the
 * material table (material, kg per year). The page (src/pages/packaging-law/register) passes
 * {@link PACKAGING_LAW_READ_WIZARD} as its `def`. Relative imports only.
 */
import { companyReadFields, legalReadFields } from '../wizard/kit-fields';
import { rf, READ_UNITS } from '../wizard/readback';
import { withFields, type WizardFields } from '../wizard/steps';
import { PACKAGING_LAW_WIZARD } from './steps';

/** The kit's company fields under the names of the packaging-law draft (CompanyInfoFields `names`). */
export const PACKAGING_LAW_COMPANY_NAMES = { businessLicense: 'companyCert', registerNumber: 'businessNo', companyAddress: 'companyAddressCn' } as const;

/** The fields of each step, by step key. */
const PACKAGING_LAW_FIELDS: WizardFields = {
  company: [
    ...companyReadFields({ names: PACKAGING_LAW_COMPANY_NAMES }),
    rf.text('companyAddressEn', 'packagingLaw.field.companyAddressEn'),
    ...legalReadFields({ nameParts: true, gender: true }),
    rf.text('phone', 'packagingLaw.field.phone'),
  ],
  addition: [
    rf.text('amazonStoreUrl', 'packagingLaw.field.amazonStoreUrl'),
    rf.text('brandName', 'packagingLaw.field.brandName'),
    rf.table('materials', 'packagingLaw.field.materials', [
      rf.choice('type', 'packagingLaw.field.material', { key: 'packagingLaw.material.{value}' }),
      rf.quantity('weight', 'packagingLaw.field.weight', READ_UNITS.kg),
    ]),
  ],
};

/** The registration's step list with every step's fields (WizardPage's `def`). */
export const PACKAGING_LAW_READ_WIZARD = withFields(PACKAGING_LAW_WIZARD, PACKAGING_LAW_FIELDS);
