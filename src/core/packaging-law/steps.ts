/**
 * THE step list of the German packaging-law registration (LUCID service; spec §2 "Public services:
 * /public-service/german-packaging-law with /record, /register, /register/additionInfo and
 * /register/preview", guarded): read by config/routes/packaging-law.ts and the wizard page
 * (src/pages/packaging-law/register). Step 1 the company, legal person and
 * contact; step 2 the store, brand and materials; then the preview. The finished page
 * (`/register/finished`) is ours: the spec lists no route for it. Relative imports only.
 */
import type { WizardDef } from '../wizard/steps';

/** The service's landing page (menu entry). */
export const PACKAGING_LAW_BASE = '/public-service/german-packaging-law';
/** The user's applications. */
export const PACKAGING_LAW_RECORD = `${PACKAGING_LAW_BASE}/record`;
/** The wizard's entry. */
export const PACKAGING_LAW_REGISTER = `${PACKAGING_LAW_BASE}/register`;

/** The wizard's steps, preview and finished page. */
export const PACKAGING_LAW_WIZARD: WizardDef = {
  steps: [
    { key: 'company', path: PACKAGING_LAW_REGISTER, titleKey: 'packagingLaw.step.company' },
    { key: 'addition', path: `${PACKAGING_LAW_REGISTER}/additionInfo`, titleKey: 'packagingLaw.step.addition' },
  ],
  preview: { path: `${PACKAGING_LAW_REGISTER}/preview` },
  finished: { path: `${PACKAGING_LAW_REGISTER}/finished` },
};

/** The draft type of `/api/draft` (one draft per user; an agent's per client). */
export const PACKAGING_LAW_DRAFT_TYPE = 'de-pack';
