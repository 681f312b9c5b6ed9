import type { AppRoute } from './types';

/**
 * Routes of the tax knowledge base (issue #24; spec §2 unguarded `/public-service/taxation/knowledge/multiple`
 * and `/single`): open to everyone, without the console layout.
 */
export const openKnowledgeRoutes: AppRoute[] = [
  { path: '/public-service/taxation/knowledge/multiple', component: 'knowledge/multiple', title: 'title.knowledge.multiple', layout: false },
  { path: '/public-service/taxation/knowledge/single', component: 'knowledge/single', title: 'title.knowledge.single', layout: false },
];
