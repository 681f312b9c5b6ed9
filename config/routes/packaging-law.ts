import type { AppRoute } from './types';
import { wizardRoutes } from '../../src/core/wizard/steps';
import { PACKAGING_LAW_BASE, PACKAGING_LAW_RECORD, PACKAGING_LAW_WIZARD } from '../../src/core/packaging-law/steps';

/** The registration wizard's routes, from its one step list (src/core/packaging-law/steps.ts). */
const wizard = wizardRoutes(PACKAGING_LAW_WIZARD, { component: 'packaging-law/register', title: 'title.packagingLaw.wizard' });

/**
 * Routes of the German packaging-law registration (LUCID service; issue #21; spec §2 "Public
 * services: /public-service/german-packaging-law with /record, /register, /register/additionInfo
 * and /register/preview", all guarded), in the side menu's EPR group: the service page, the
 * applications, the wizard (its steps, preview and our finished page).
 */
export const guardedPackagingLawRoutes: AppRoute[] = [
  { path: PACKAGING_LAW_BASE, component: 'packaging-law', title: 'title.packagingLaw.home', name: 'packagingLaw', icon: 'GiftOutlined', group: 'epr' },
  { path: PACKAGING_LAW_RECORD, component: 'packaging-law/record', title: 'title.packagingLaw.record', hideInMenu: true },
  ...wizard.guarded,
];
