import type { AppRoute } from './types';

/**
 * Routes of the imports (issue #12; spec §2 `/upload-tax-template`, `/temporaryDataSet`,
 * `/gb-data-conversion`, `/import-results`): data from outside Amazon imported with the platform's
 * template and reviewed as a temporary data set, and UK returns kept elsewhere converted into GB
 * declarations. The open ones explain themselves to a guest and offer login.
 */

/**
 * Open (spec §2 unguarded list): the template upload, the temporary data set, a GB import's results.
 * Issue #25: they render inside the console layout for a logged-in user (menu and header) and as
 * open pages for a guest — the layout is `pure` for a guest on these paths (src/app.tsx, the list
 * `OPEN_IN_CONSOLE` of src/constants/ui.ts), so no `layout: false` here.
 */
export const openImportsRoutes: AppRoute[] = [
  { path: '/user/declare/my-declare/upload-tax-template', component: 'imports/upload-tax-template', title: 'title.imports.template', hideInMenu: true },
  { path: '/user/declare/my-declare/temporaryDataSet', component: 'imports/temporary-data-set', title: 'title.imports.dataSet', hideInMenu: true },
  { path: '/user/declare/gb-data-conversion/import-results', component: 'imports/gb-data-conversion/import-results', title: 'title.imports.gbResults', hideInMenu: true },
];

/** Guarded, in the side menu's job groups (issue #25): the GB data conversion. */
export const guardedImportsRoutes: AppRoute[] = [
  { path: '/user/declare/gb-data-conversion', component: 'imports/gb-data-conversion', title: 'title.imports.gb', name: 'gbConversion', icon: 'SwapOutlined', group: 'declare' },
];
