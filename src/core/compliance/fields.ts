/**
 * What each step of the compliance wizard asks, declared as data (issue #33 "every preview reads
 * back every step"; src/core/wizard/readback.ts), joined to the step list of ./steps.ts: the kit's
 * company and legal-person groups, and on the info step the chosen services, the label's EU office,
 * and one block per chosen service with every field of its card (src/pages/compliance/wizard/_info.tsx)
 * — the transfer fields only for a transfer, the documents only where the service needs them, the
 * end date that the start and the length give. The page passes {@link COMPLIANCE_READ_WIZARD} as its
 * `def`. Relative imports only.
 */
import { companyReadFields, legalReadFields } from '../wizard/kit-fields';
import { rf, READ_UNITS, type ReadField } from '../wizard/readback';
import { withFields, type WizardFields } from '../wizard/steps';
import { checkServiceYears } from './rules';
import { AGENT_SERVICE_KEYS, AGENT_SERVICES, EU_OFFICES, validUntil, type AgentServiceKey } from './services';
import { COMPLIANCE_WIZARD } from './steps';

const isTransfer = (s: Record<string, unknown>) => !!s.isTransfer;

/** The fields of one chosen service's card (its values under `svc.<key>`). */
function serviceFields(k: AgentServiceKey): ReadField[] {
  const svc = AGENT_SERVICES[k];
  return [
    ...(svc.transferable ? [rf.yesNo('isTransfer', 'compliance.info.transfer')] : []),
    rf.date('expectValidDate', 'compliance.info.start'),
    rf.quantity('year', 'compliance.info.year', READ_UNITS.years),
    // The end date the start and the length give (shown under the fields while typing).
    rf.date('validDate', 'compliance.readBack.validDate', {
      get: (s) => (typeof s.expectValidDate === 'string' && s.expectValidDate && !checkServiceYears(s.year) ? validUntil(s.expectValidDate, Number(s.year)) : undefined),
    }),
    rf.text('currentAgent', 'compliance.info.currentAgent', { when: isTransfer }),
    rf.date('mandateEnd', 'compliance.info.mandateEnd', { when: isTransfer }),
    rf.table('stores', 'compliance.info.stores', [rf.text('brandName', 'wizardKit.brands.name'), rf.text('link', 'wizardKit.brands.link')]),
    rf.choices('categories', 'compliance.info.categories', { key: 'compliance.cat.{value}' }),
    ...(svc.needsDocuments ? [rf.files('documents', 'compliance.info.documents')] : []),
  ];
}

/** The fields of each step, by step key. */
const COMPLIANCE_FIELDS: WizardFields = {
  company: companyReadFields(),
  legal: legalReadFields(),
  info: [
    rf.choices('services', 'compliance.info.services', { key: 'compliance.svc.{value}.name' }),
    // An agent with EU offices chose the label's address; blank is the default office (Berlin).
    rf.choice(
      'euOffice',
      'compliance.info.euOffice',
      { text: Object.values(EU_OFFICES).map((o) => ({ value: o.country, text: `${o.name}（${o.address}）` })) },
      { get: (s) => s.euOffice || 'DE', when: (s) => s.euOffice !== undefined },
    ),
    { kind: 'each', keys: 'services', name: 'svc', title: { key: 'compliance.svc.{value}.name' }, fields: Object.fromEntries(AGENT_SERVICE_KEYS.map((k) => [k, serviceFields(k)])) },
  ],
};

/** The compliance wizard's step list with every step's fields (WizardPage's `def`). */
export const COMPLIANCE_READ_WIZARD = withFields(COMPLIANCE_WIZARD, COMPLIANCE_FIELDS);
