import type { AppRoute } from './types';

/**
 * Routes of the weee area (issue #21; spec §2 "EPR: /user/epr with … /weee-query", guarded): the
 * lookup in the German WEEE register, in the side menu's EPR group.
 */
export const guardedWeeeRoutes: AppRoute[] = [
  { path: '/user/epr/weee-query', component: 'weee', title: 'title.weee.query', name: 'weeeQuery', icon: 'SearchOutlined', group: 'epr' },
];
