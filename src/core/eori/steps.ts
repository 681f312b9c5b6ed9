/**
 * THE step lists of the two EORI wizards (issue #23; docs/adding-a-screen.md "Adding a wizard"): read by
 * `config/routes/eori.ts` (the routes) and by the pages (src/pages/eori/england, src/pages/eori/france).
 * Relative imports only.
 *
 * - England (spec §2 `/england-eori`, guarded): the spec names one route; the wizard's further steps,
 *   preview and finished page are sub-routes of it (`/england-eori/hmrc`, `/contact`, `/preview`,
 *   `/finished`), because the kit gives every step its own route.
 * - France (spec §2): `/france-eori/single` (the company) → `/france-eori/single-credentials` (the
 *   documents French customs ask for) → `/france-eori/confirm` (the preview: read back, confirm) →
 *   `/france-eori/finished`. All guarded.
 */
import type { WizardDef } from '../wizard/steps';

/** The England wizard's entry (menu). */
export const GB_EORI_BASE = '/england-eori';

/** The UK EORI application: company, HMRC's questions (UTR, VAT), contact; preview; finished. */
export const GB_EORI_WIZARD: WizardDef = {
  steps: [
    { key: 'company', path: GB_EORI_BASE, titleKey: 'eori.gb.step.company' },
    { key: 'hmrc', path: `${GB_EORI_BASE}/hmrc`, titleKey: 'eori.gb.step.hmrc' },
    { key: 'contact', path: `${GB_EORI_BASE}/contact`, titleKey: 'eori.gb.step.contact' },
  ],
  preview: { path: `${GB_EORI_BASE}/preview` },
  finished: { path: `${GB_EORI_BASE}/finished` },
};

/** The French wizard's entry (menu). */
export const FR_EORI_BASE = '/france-eori/single';

/** The French EORI application of one company: company, documents; confirm; finished (spec §2 paths). */
export const FR_EORI_WIZARD: WizardDef = {
  steps: [
    { key: 'company', path: FR_EORI_BASE, titleKey: 'eori.fr.step.company' },
    { key: 'credentials', path: '/france-eori/single-credentials', titleKey: 'eori.fr.step.credentials' },
  ],
  preview: { path: '/france-eori/confirm' },
  finished: { path: '/france-eori/finished' },
};

/** The agent's batch page (spec §2 `/france-eori/batch-credentials`). */
export const FR_EORI_BATCH_PATH = '/france-eori/batch-credentials';
