import type { AppRoute } from './types';
import { wizardRoutes } from '../../src/core/wizard/steps';
import { COMPLIANCE_WIZARD } from '../../src/core/compliance/steps';

/** The wizard's routes, generated from its one step list (src/core/compliance/steps.ts). */
const wizard = wizardRoutes(COMPLIANCE_WIZARD, { component: 'compliance/wizard', title: 'title.compliance.wizard' });

/**
 * Routes of the compliance area (issue #22; spec §2): open — the services list
 * `/user/compliance/list` (a guest sees what it is and a way to log in) and the wizard's company step
 * `/user/compliance/company-info` (both readings of spec §2 stand: open, and a guest logs in before
 * saving), inside the console layout like the other open console pages.
 */
export const openComplianceRoutes: AppRoute[] = [
  { path: '/user/compliance/list', component: 'compliance/list', title: 'title.compliance.list', name: 'complianceList', icon: 'UnorderedListOutlined', group: 'compliance' },
  ...wizard.open,
];

/** Guarded: the overview (menu 授权代表服务), the wizard's other steps, its preview and finished page. */
export const guardedComplianceRoutes: AppRoute[] = [
  { path: '/user/compliance', component: 'compliance', title: 'title.compliance.overview', name: 'compliance', icon: 'SafetyOutlined', group: 'compliance' },
  ...wizard.guarded,
];
