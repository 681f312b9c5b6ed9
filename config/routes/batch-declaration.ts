import type { AppRoute } from './types';

/**
 * Routes of the batch-declaration area, the agents' public service (spec §2 public services; issue #12): the batch declaration
 * (`/service/batch-declaration`, 批量申报): pick many declarations, run one action on all of them,
 * see each one's outcome. Guarded, in the side menu's job groups (issue #25).
 */
export const guardedBatchDeclarationRoutes: AppRoute[] = [
  { path: '/service/batch-declaration', component: 'batch-declaration', title: 'title.service.batchDeclaration', name: 'batchDeclaration', icon: 'ThunderboltOutlined', group: 'declare' },
];
