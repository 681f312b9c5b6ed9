import type { AppRoute } from './types';

/**
 * Guarded developer pages (not in the side menu), spread into config/routes.ts only when
 * `NODE_ENV === 'development'` (`npm start`): never in a production build (`max build`), nor in the
 * unit tests or the route sweep. `/dev/components` demonstrates the shared components of the common
 * area (CountrySelect, AgentUserFilter, BelongingUser, drafts) for developers; the browser tests
 * check those components on real pages (tests/e2e/common.e2e.test.ts, vat-tax.e2e.test.ts).
 */
export const guardedDevRoutes: AppRoute[] = [
  { path: '/dev/components', component: 'dev/components', title: 'title.devComponents', hideInMenu: true },
];
