/**
 * THE step list of the compliance wizard (spec §2 "Compliance: company info, legal person info,
 * product compliance info, preview"; routes /user/compliance/company-info, /legal-person-info,
 * /info, /preview, /preview/finished): read by config/routes/compliance.ts and the page
 * (src/pages/compliance/wizard). The company step is open (spec §2 lists it among the
 * unguarded routes while also naming it guarded: a guest sees the step and logs in before anything
 * is saved). Each step's `key` is its finished flag in the draft `{ type: 'compliance' }`.
 * Relative imports only.
 */
import type { WizardDef } from '../wizard/steps';

/** The area's base path (the overview). */
const COMPLIANCE_BASE = '/user/compliance';

/** The draft type of the wizard (`/api/draft`). */
export const COMPLIANCE_DRAFT_TYPE = 'compliance';

/** The wizard's steps, preview and finished page. */
export const COMPLIANCE_WIZARD: WizardDef = {
  steps: [
    { key: 'company', path: `${COMPLIANCE_BASE}/company-info`, titleKey: 'compliance.step.company', open: true },
    { key: 'legal', path: `${COMPLIANCE_BASE}/legal-person-info`, titleKey: 'compliance.step.legal' },
    { key: 'info', path: `${COMPLIANCE_BASE}/info`, titleKey: 'compliance.step.info' },
  ],
  preview: { path: `${COMPLIANCE_BASE}/preview` },
  finished: { path: `${COMPLIANCE_BASE}/preview/finished` },
};
