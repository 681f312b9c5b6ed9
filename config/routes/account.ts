import type { AppRoute } from '../routes';

/** Open routes of the account area (no login, no console layout). */
export const openAccountRoutes: AppRoute[] = [];

/** Guarded routes of the account area (login required, console layout). */
export const guardedAccountRoutes: AppRoute[] = [];
