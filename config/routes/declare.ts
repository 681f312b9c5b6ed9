import type { AppRoute } from './types';

/**
 * Routes of the declaration workspace (issue #11; spec §2 "Declare" and `/italy-local`). The start
 * flow's steps all render src/pages/declare/my-declare; the spec lists some of them among the
 * unguarded routes: opened by a guest they explain themselves and offer login.
 */

/** Open: the start flow's open steps (spec §2 unguarded list) and the Italy page. */
export const openDeclareRoutes: AppRoute[] = [
  { path: '/user/declare/my-declare/choose-the-country', component: 'declare/my-declare', title: 'title.declare.start', layout: false },
  { path: '/user/declare/my-declare/all-company-information', component: 'declare/my-declare', title: 'title.declare.start', layout: false },
  { path: '/user/declare/my-declare/begins-to-calculate/confirmZeroDeclaration', component: 'declare/my-declare', title: 'title.declare.zero', layout: false },
  { path: '/italy-local', component: 'declare/italy-local', title: 'title.italyLocal', layout: false },
];

/** Guarded, in the side menu's job groups (issue #25): the declarations, the start, the filed declarations; hidden: one declaration's pages. */
export const guardedDeclareRoutes: AppRoute[] = [
  { path: '/user/declare', component: 'declare', title: 'title.declare.list', name: 'declare', icon: 'AuditOutlined', group: 'declare' },
  { path: '/user/declare/my-declare', component: 'declare/my-declare', title: 'title.declare.start', name: 'declareStart', icon: 'FormOutlined', group: 'declare' },
  { path: '/user/declare/my-declare/upload-data', component: 'declare/my-declare', title: 'title.declare.start', hideInMenu: true },
  { path: '/user/declare/all-company-information/finished', component: 'declare/my-declare', title: 'title.declare.finished', hideInMenu: true },
  { path: '/user/declare/declaration-record', component: 'declare/declaration-record', title: 'title.declare.record', name: 'declareRecord', icon: 'FileProtectOutlined', group: 'records' },
  { path: '/user/declare/begins-to-calculate', component: 'declare/begins-to-calculate', title: 'title.declare.calc', hideInMenu: true },
  { path: '/user/declare/begins-to-calculate/result', component: 'declare/begins-to-calculate', title: 'title.declare.calc', hideInMenu: true },
  { path: '/user/declare/begins-to-calculate/record', component: 'declare/begins-to-calculate', title: 'title.declare.calcRecord', hideInMenu: true },
  { path: '/user/declare/begins-to-calculate/download-the-report-tutorial', component: 'declare/tutorial', title: 'title.declare.tutorial', hideInMenu: true },
  { path: '/user/download-the-report-tutorial', component: 'declare/tutorial', title: 'title.declare.tutorial', name: 'declareTutorial', icon: 'ReadOutlined', group: 'declare' },
  { path: '/user/declare/view-data', component: 'declare/view-data', title: 'title.declare.view', hideInMenu: true },
  { path: '/user/declare/view-certificate', component: 'declare/view-certificate', title: 'title.declare.receipt', hideInMenu: true },
  { path: '/user/declare/view-error', component: 'declare/view-error', title: 'title.declare.error', hideInMenu: true },
  { path: '/user/declare/payment', component: 'declare/payment', title: 'title.declare.payment', hideInMenu: true },
];
