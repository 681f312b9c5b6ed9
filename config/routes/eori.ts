import type { AppRoute } from './types';
import { wizardRoutes } from '../../src/core/wizard/steps';
import { FR_EORI_BATCH_PATH, FR_EORI_WIZARD, GB_EORI_WIZARD } from '../../src/core/eori/steps';

/** The two wizards' routes, generated from their step lists (src/core/eori/steps.ts). */
const gb = wizardRoutes(GB_EORI_WIZARD, { component: 'eori/england', title: 'title.eori.england' });
const fr = wizardRoutes(FR_EORI_WIZARD, { component: 'eori/france', title: 'title.eori.france' });

/**
 * Routes of the EORI area (issue #23; spec §2 "Account and EORI", all guarded), pages in src/pages/eori:
 * the UK application `/england-eori` (wizard; its later steps are sub-routes), the French single
 * application `/france-eori/single` → `/single-credentials` → `/confirm` → `/finished`, the agents'
 * batch `/france-eori/batch-credentials`, the UK EORI from a VAT number `/ukcode`, the records
 * `/user/eori-records`; and from issue #24 the EORI check `/public-service/vat-eori-query/eori-query`
 * (menu group `lookup`).
 */
export const guardedEoriRoutes: AppRoute[] = [
  { ...gb.guarded[0], name: 'eoriEngland', icon: 'FlagOutlined', group: 'eori', hideInMenu: undefined },
  ...gb.guarded.slice(1),
  { ...fr.guarded[0], name: 'eoriFrance', icon: 'FlagOutlined', group: 'eori', hideInMenu: undefined },
  ...fr.guarded.slice(1),
  { path: FR_EORI_BATCH_PATH, component: 'eori/batch', title: 'title.eori.batch', name: 'eoriBatch', icon: 'TeamOutlined', group: 'eori', access: 'isAgent' },
  { path: '/ukcode', component: 'eori/ukcode', title: 'title.eori.ukcode', name: 'eoriUkcode', icon: 'KeyOutlined', group: 'eori' },
  { path: '/user/eori-records', component: 'eori/records', title: 'title.eori.records', name: 'eoriRecords', icon: 'UnorderedListOutlined', group: 'eori' },
  { path: '/public-service/vat-eori-query/eori-query', component: 'eori/query', title: 'title.eori.query', name: 'eoriQuery', icon: 'SearchOutlined', group: 'lookup' },
];
