/**
 * THE step list of the VAT registration and transfer wizard (spec §2 "VAT service: store info
 * (/user/vat/service), company info, legal person, VAT info, preview"; issue #18 "one list per
 * wizard"): read by `config/routes/vat-service.ts` (the step routes) and by the page
 * (src/pages/vat-service/wizard). Each step's `key` is also its finished flag in the draft
 * (`{ type: 'vat-service' }`). The preview is open (spec §2 unguarded list): a guest sees what the
 * wizard asks. Relative imports only.
 */
import type { WizardDef } from '../wizard/steps';

/** The wizard's entry (menu, overview buttons, `?register=DE` links). */
const VAT_SERVICE_BASE = '/user/vat/service';

/** The VAT service wizard's steps, preview and finished page. */
export const VAT_SERVICE_WIZARD: WizardDef = {
  steps: [
    { key: 'store', path: VAT_SERVICE_BASE, titleKey: 'vatService.step.store' },
    { key: 'company', path: `${VAT_SERVICE_BASE}/company-info`, titleKey: 'vatService.step.company' },
    { key: 'legal', path: `${VAT_SERVICE_BASE}/legal-person`, titleKey: 'vatService.step.legal' },
    { key: 'other', path: `${VAT_SERVICE_BASE}/other-info`, titleKey: 'vatService.step.other' },
  ],
  preview: { path: `${VAT_SERVICE_BASE}/preview`, open: true },
  finished: { path: `${VAT_SERVICE_BASE}/finished` },
};
