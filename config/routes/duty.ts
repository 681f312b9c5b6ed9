import type { AppRoute } from './types';

/**
 * Routes of 我的税款 (area `duty`, issue #22; spec §2 "Others: /user/me-duty-paragraph with
 * /view-progress, /view-reason", guarded): the list of every tax amount (menu group 申报与缴款), the
 * timeline of one amount and the reason a payment failed or was voided (both `?id=`).
 */
export const guardedDutyRoutes: AppRoute[] = [
  { path: '/user/me-duty-paragraph', component: 'duty', title: 'title.duty.list', name: 'duty', icon: 'MoneyCollectOutlined', group: 'declare' },
  { path: '/user/me-duty-paragraph/view-progress', component: 'duty/view-progress', title: 'title.duty.progress', hideInMenu: true },
  { path: '/user/me-duty-paragraph/view-reason', component: 'duty/view-reason', title: 'title.duty.reason', hideInMenu: true },
];
