/**
 * What each step of the EPR wizard asks, declared as data (issue #33 "every preview reads back every
 * step"; src/core/wizard/readback.ts), joined to the step list of ./steps.ts: the kit's company and
 * legal-person groups plus the EPR company facts, and on the EPR-info step the chosen services with
 * one block per service DERIVED from its declared record (./readback.ts: every field of all 14
 * sub-objects of spec §3, tables with every column, kg / cm / items / years / EUR per year). The page
 * (src/pages/epr/wizard) passes {@link EPR_READ_WIZARD} as its `def`. Relative imports only.
 */
import { companyReadFields, legalReadFields } from '../wizard/kit-fields';
import { rf } from '../wizard/readback';
import { withFields, type WizardFields } from '../wizard/steps';
import { EPR_READ_FIELDS } from './readback';
import { EPR_WIZARD } from './steps';

/** The fields of each step, by step key. */
const EPR_FIELDS: WizardFields = {
  company: [...companyReadFields(), rf.text('companyCity', 'epr.field.companyCity'), rf.choice('enterpriseType', 'epr.field.enterpriseType', { key: 'epr.enterpriseType.{value}' })],
  legal: [...legalReadFields(), rf.yesNo('isBoth', 'epr.field.isBoth')],
  epr: [rf.choices('services', 'epr.field.services', { key: 'epr.service.{value}' }), { kind: 'each', keys: 'services', title: { key: 'epr.service.{value}' }, fields: EPR_READ_FIELDS }],
};

/** The EPR wizard's step list with every step's fields (WizardPage's `def`). */
export const EPR_READ_WIZARD = withFields(EPR_WIZARD, EPR_FIELDS);
