/**
 * THE step list of the EPR registration wizard (spec §2 "EPR: company info, legal person info, EPR
 * info, preview"; routes /user/epr/company-info, /legal-person-info, /epr-info, /preview,
 * /preview/finished, all guarded): read by `config/routes/epr.ts` (the step routes) and by the page
 * (src/pages/epr/wizard). Each step's `key` is also its finished flag in the draft
 * (`{ type: 'epr', key: <client id> }`). Relative imports only.
 */
import type { WizardDef } from '../wizard/steps';

/** The EPR area's root: the overview (`/user/epr`). */
export const EPR_BASE = '/user/epr';

/** The registrations list (open route, spec §2). */
export const EPR_LIST_PATH = `${EPR_BASE}/list`;

/** The EPR wizard's steps, preview and finished page. */
export const EPR_WIZARD: WizardDef = {
  steps: [
    { key: 'company', path: `${EPR_BASE}/company-info`, titleKey: 'epr.step.company' },
    { key: 'legal', path: `${EPR_BASE}/legal-person-info`, titleKey: 'epr.step.legal' },
    { key: 'epr', path: `${EPR_BASE}/epr-info`, titleKey: 'epr.step.epr' },
  ],
  preview: { path: `${EPR_BASE}/preview` },
  finished: { path: `${EPR_BASE}/preview/finished` },
};
