import type { AppRoute } from './types';

/**
 * Routes of the account area (issue "Accounts"; spec §2). `access` is umi's access-plugin route
 * prop (a flag of src/access.ts).
 */
type AccountRoute = AppRoute;

/** Open routes of the account area (no login, no console layout). */
const open: AccountRoute[] = [
  { path: '/account/register', component: 'account/register', title: 'title.register', layout: false },
  { path: '/account/forget-password', component: 'account/forget-password', title: 'title.forgetPassword', layout: false },
  { path: '/account/protocol/serve', component: 'account/protocol/serve', title: 'title.protocolServe', layout: false },
  { path: '/account/protocol/privacy', component: 'account/protocol/privacy', title: 'title.protocolPrivacy', layout: false },
  { path: '/global/verify-email', component: 'account/verify-email', title: 'title.verifyEmail', layout: false },
];

/** Guarded routes of the account area (login required; console layout unless `layout: false`). */
const guarded: AccountRoute[] = [
  { path: '/user/info', component: 'account/info', title: 'title.userInfo', name: 'userInfo', icon: 'UserOutlined', group: 'account' },
  { path: '/account/register/finished', component: 'account/register/finished', title: 'title.registerFinished', layout: false, hideInMenu: true },
  { path: '/user/info/mobile', component: 'account/info/mobile', title: 'title.userMobile', hideInMenu: true },
  { path: '/user/info/email', component: 'account/info/email', title: 'title.userEmail', hideInMenu: true },
  { path: '/user/info/waiting-vaild-email', component: 'account/info/waiting-vaild-email', title: 'title.userWaitingEmail', hideInMenu: true },
  { path: '/user/info/nick-name', component: 'account/info/nick-name', title: 'title.userNickName', hideInMenu: true },
  { path: '/user/info/password', component: 'account/info/password', title: 'title.userPassword', hideInMenu: true },
  { path: '/user/info/wx', component: 'account/info/wx', title: 'title.userWx', hideInMenu: true },
  { path: '/user/invite', component: 'account/invite', title: 'title.userInvite', name: 'invite', icon: 'TeamOutlined', group: 'account', access: 'showInvite' },
];

export const openAccountRoutes: AppRoute[] = open;
export const guardedAccountRoutes: AppRoute[] = guarded;
