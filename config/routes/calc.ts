import type { AppRoute } from '../routes';

/** Open routes of the calc area (no login, no console layout). */
export const openCalcRoutes: AppRoute[] = [];

/** Guarded routes of the calc area (login required, console layout). */
export const guardedCalcRoutes: AppRoute[] = [];
