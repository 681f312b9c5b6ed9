/**
 * The route type of `config/routes.ts` for the area route files (`import type { AppRoute } from './types'`).
 * Issue #18 moves `AppRoute`'s definition here; until then this re-exports it (type only).
 */
export type { AppRoute } from '../routes';
