import type { AppRoute } from './types';
import { wizardRoutes } from '../../src/core/wizard/steps';
import { VAT_SERVICE_WIZARD } from '../../src/core/vat-service/steps';

/** The wizard's routes, generated from its one step list (src/core/vat-service/steps.ts). */
const wizard = wizardRoutes(VAT_SERVICE_WIZARD, { component: 'vat-service/wizard', title: 'title.vatService.wizard' });

/**
 * Routes of the VAT service area (issue #10; spec §2): `/user/vat` with the three guides, the
 * registration/transfer wizard `/user/vat/service` (one route per step, all rendering
 * src/pages/vat-service/wizard), guarded; the preview `/user/vat/service/preview` and the signing page
 * `/global/signature` are open (spec §2 "Unguarded routes").
 */

/**
 * Open: the wizard's preview (a guest sees what the wizard asks and a way in; a user sees the
 * preview step, inside the console layout like the home page) and the signing page (by token, no layout).
 */
export const openVatServiceRoutes: AppRoute[] = [
  ...wizard.open,
  { path: '/global/signature', component: 'vat-service/signature', title: 'title.vatService.signature', layout: false },
];

/** Guarded: the overview (menu "VAT 服务"), the guides, the wizard's steps and its finished page. */
export const guardedVatServiceRoutes: AppRoute[] = [
  { path: '/user/vat', component: 'vat-service', title: 'title.vatService.overview', name: 'vatService', icon: 'GlobalOutlined', group: 'register' },
  { path: '/user/vat/enterprise-course', component: 'vat-service/course', title: 'title.vatService.enterpriseCourse', hideInMenu: true },
  { path: '/user/vat/es-course', component: 'vat-service/course', title: 'title.vatService.esCourse', hideInMenu: true },
  { path: '/user/vat/hk-course', component: 'vat-service/course', title: 'title.vatService.hkCourse', hideInMenu: true },
  ...wizard.guarded,
];
