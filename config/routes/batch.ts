import type { AppRoute } from './types';

/**
 * Routes of the agents' batch work (issue #12; spec §2 `/user/declare/management` and its open
 * `/many-upload`). The board is an agent's (`access: 'isAgent'`: a seller gets the 403 page); the
 * many-report upload is open: a guest is invited to log in, a seller is pointed to 开始申报.
 */

/** Open: the many-report upload. */
export const openBatchRoutes: AppRoute[] = [
  { path: '/user/declare/management/many-upload', component: 'batch/many-upload', title: 'title.batch.manyUpload', layout: false },
];

/** Guarded, in the 代理工具 group: the agent's board with the seller-report list. */
export const guardedBatchRoutes: AppRoute[] = [
  { path: '/user/declare/management', component: 'batch', title: 'title.batch.management', name: 'declareManagement', icon: 'TeamOutlined', group: 'agent', access: 'isAgent' },
];
