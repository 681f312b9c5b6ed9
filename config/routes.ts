/**
 * The route table of the 一税 console (spec §2).
 *
 * Two groups:
 * - `openRoutes`: reachable without login; most render without the console layout (`layout: false`).
 *   Those without `layout: false` (the import pages of issue #25, the open wizard preview and company
 *   steps, the compliance and EPR lists) render inside the console layout for a logged-in user and
 *   as an open page for a guest (`OPEN_IN_CONSOLE` and `pure` in src/app.tsx).
 * - `guardedRoutes`: wrapped by `@/wrappers/auth`, which sends a guest to
 *   `/login?redirect=<base64(path + query)>`; they render inside the console layout (ProLayout).
 * The last route is the 404 fallback.
 *
 * Route props used by the app:
 * - `title`: locale key of the page title; the document title becomes `<title> - 一税`.
 * - `name` + `icon`: shown in the side menu (locale key `menu.<name>`); `group` puts it under a
 *   business-area heading (locale key `menu.group.<group>`); `hideInMenu` keeps it out.
 * Each business area keeps its routes in `config/routes/<area>.ts` (open and guarded lists), spread
 * into the two groups here. The route type `AppRoute` lives in `config/routes/types.ts` (imported by
 * this file and every area file, so no area file imports this one back).
 */
export type { AppRoute } from './routes/types';
import type { AppRoute } from './routes/types';

import { guardedAccountRoutes, openAccountRoutes } from './routes/account';
import { guardedCalcRoutes, openCalcRoutes } from './routes/calc';
import { guardedDeclareRoutes, openDeclareRoutes } from './routes/declare';
import { guardedBatchRoutes, openBatchRoutes } from './routes/batch';
import { guardedDevRoutes } from './routes/dev';
import { guardedImportsRoutes, openImportsRoutes } from './routes/imports';
import { guardedBatchDeclarationRoutes } from './routes/batch-declaration';
import { guardedVatServiceRoutes, openVatServiceRoutes } from './routes/vat-service';
import { guardedVatTaxRoutes, openVatTaxRoutes } from './routes/vat-tax';
import { openKnowledgeRoutes } from './routes/knowledge';
import { openEnRoutes } from './routes/en';
import { guardedLuxInvoiceRoutes } from './routes/lux-invoice';
import { guardedEoriRoutes } from './routes/eori';
import { guardedLookupRoutes, openLookupRoutes } from './routes/lookup';
import { guardedComplianceRoutes, openComplianceRoutes } from './routes/compliance';
import { guardedDutyRoutes } from './routes/duty';
import { guardedWeeeRoutes } from './routes/weee';
import { guardedPackagingLawRoutes } from './routes/packaging-law';
import { openEprDeclareRoutes } from './routes/epr-declare';
import { guardedEprRoutes, openEprRoutes } from './routes/epr';

const AUTH = ['@/wrappers/auth'];

/** Open pages (spec §2 "Unguarded routes"), without the console layout. */
export const openRoutes: AppRoute[] = [
  { path: '/login', component: 'login', title: 'title.login', layout: false },
  { path: '/404', component: '404', title: 'title.notFound', layout: false },
  { path: '/exception', component: 'exception', title: 'title.exception', layout: false },
  { path: '/global/in-maint', component: 'global/in-maint', title: 'title.inMaint', layout: false },
  ...openAccountRoutes,
  ...openCalcRoutes,
  ...openVatTaxRoutes,
  ...openDeclareRoutes,
  ...openBatchRoutes,
  ...openImportsRoutes,
  ...openVatServiceRoutes,
  ...openKnowledgeRoutes,
  ...openEnRoutes,
  ...openLookupRoutes,
  ...openComplianceRoutes,
  ...openEprDeclareRoutes,
  ...openEprRoutes,
];

/** Guarded console pages (spec §2 "Guarded routes"), inside the console layout. */
export const guardedRoutes: AppRoute[] = [
  ...guardedEoriRoutes,
  ...guardedDutyRoutes,
  ...guardedComplianceRoutes,
  ...guardedCalcRoutes,
  ...guardedVatServiceRoutes,
  ...guardedVatTaxRoutes,
  ...guardedDeclareRoutes,
  ...guardedBatchRoutes,
  ...guardedImportsRoutes,
  ...guardedBatchDeclarationRoutes,
  ...guardedLuxInvoiceRoutes,
  ...guardedLookupRoutes,
  ...guardedEprRoutes,
  ...guardedAccountRoutes,
  ...guardedWeeeRoutes,
  ...guardedPackagingLawRoutes,
  // Developer pages exist only in `max dev` (NODE_ENV development): never in a production build,
  // nor in the unit tests and the route sweep (which see the production table).
  ...(process.env.NODE_ENV === 'development' ? guardedDevRoutes : []),
];

const routes: AppRoute[] = [
  ...openRoutes,
  // Home: landing page for a guest, console overview for a logged-in user (see src/pages/home).
  { path: '/', key: '/', component: 'home', title: 'title.home', name: 'home', icon: 'DashboardOutlined' },
  ...guardedRoutes.map((r) => ({ ...r, wrappers: AUTH })),
  { path: '/*', component: '404', title: 'title.notFound', layout: false },
];

export default routes;
