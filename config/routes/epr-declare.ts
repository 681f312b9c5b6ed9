import type { AppRoute } from './types';

/**
 * Routes of the batch packaging declaration (issue #21; spec §2 "Unguarded routes":
 * `/user/epr/list/batchDeclarationPackaging` and `/…/batch-declaration-of-packaging-law`): open,
 * without the console layout (like the other open pages); a guest sees what it is and a way to log
 * in. First the registrations and the template, then the declaration itself.
 */
export const openEprDeclareRoutes: AppRoute[] = [
  { path: '/user/epr/list/batchDeclarationPackaging', component: 'epr-declare', title: 'title.eprDeclare.batch', layout: false },
  {
    path: '/user/epr/list/batchDeclarationPackaging/batch-declaration-of-packaging-law',
    component: 'epr-declare/batch-declaration-of-packaging-law',
    title: 'title.eprDeclare.run',
    layout: false,
  },
];
