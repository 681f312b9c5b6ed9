import type { AppRoute } from './types';

/**
 * Routes of the batch packaging declaration (issue #21; spec §2 "Unguarded routes":
 * `/user/epr/list/batchDeclarationPackaging` and `/…/batch-declaration-of-packaging-law`, open:
 * a guest sees what it is and a way to log in).
 */
export const openEprDeclareRoutes: AppRoute[] = [];
