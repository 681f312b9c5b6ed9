import type { AppRoute } from './types';

/**
 * Routes of the tax knowledge base (issue #24; spec §2 unguarded `/public-service/taxation/knowledge/multiple`
 * and `/single`): open to everyone, without the console layout.
 */
export const openKnowledgeRoutes: AppRoute[] = [
  { path: '/public-service/taxation/knowledge/multiple', component: 'public-service/taxation/knowledge/multiple', title: 'title.knowledge.multiple', layout: false },
  { path: '/public-service/taxation/knowledge/single', component: 'public-service/taxation/knowledge/single', title: 'title.knowledge.single', layout: false },
];
