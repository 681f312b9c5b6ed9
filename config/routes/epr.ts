import type { AppRoute } from './types';
import { wizardRoutes } from '../../src/core/wizard/steps';
import { EPR_BASE, EPR_LIST_PATH, EPR_WIZARD } from '../../src/core/epr/steps';

/** The wizard's routes, generated from its one step list (src/core/epr/steps.ts). */
const wizard = wizardRoutes(EPR_WIZARD, { component: 'epr/wizard', title: 'title.epr.wizard' });

/**
 * Routes of the EPR registrations (issue #21 part A; spec §2 "EPR"): the overview `/user/epr` and the
 * wizard (company info → legal person info → EPR info → preview → finished), guarded; the list
 * `/user/epr/list` is open (spec §2 unguarded list: a guest sees the empty state and a way to log in).
 * Menu group `epr` (EPR 与包装法).
 */
export const openEprRoutes: AppRoute[] = [{ path: EPR_LIST_PATH, component: 'epr/list', title: 'title.epr.list', name: 'eprList', icon: 'UnorderedListOutlined', group: 'epr' }];

/** Guarded: the overview (menu "EPR 服务") and the wizard's steps, preview and finished page. */
export const guardedEprRoutes: AppRoute[] = [{ path: EPR_BASE, component: 'epr', title: 'title.epr.overview', name: 'epr', icon: 'AppstoreOutlined', group: 'epr' }, ...wizard.guarded];
