import type { AppRoute } from '../routes';

/**
 * Guarded developer pages (not in the side menu): `/dev/components` demonstrates the shared
 * components of the common area (CountrySelect, AgentUserFilter, BelongingUser, drafts) and is
 * driven by tests/e2e/common.e2e.test.ts.
 */
export const guardedDevRoutes: AppRoute[] = [
  { path: '/dev/components', component: 'dev/components', title: 'title.devComponents', hideInMenu: true },
];
