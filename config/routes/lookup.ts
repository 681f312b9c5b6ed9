import type { AppRoute } from './types';

/**
 * Routes of the lookup area (issue #24 part A; spec §2 `/public-service/vat-eori-query/vat-query`,
 * `/other-vat-query`, `/public-service/vat-monitoring` guarded, `/vat-monitoring/columns` and
 * `/filter-box` open), in the side menu's 查询与监控 group.
 */

/** Open (spec §2 unguarded list): the monitoring table's column chooser and filter panel (a guest sees sample data and a way to log in). */
export const openLookupRoutes: AppRoute[] = [
  { path: '/public-service/vat-monitoring/columns', component: 'lookup/vat-monitoring/columns', title: 'title.lookup.columns', layout: false },
  { path: '/public-service/vat-monitoring/filter-box', component: 'lookup/vat-monitoring/filter-box', title: 'title.lookup.filterBox', layout: false },
];

/** Guarded: the EU/UK check, the other countries' check, the monitoring list. */
export const guardedLookupRoutes: AppRoute[] = [
  { path: '/public-service/vat-eori-query/vat-query', component: 'lookup/vat-query', title: 'title.lookup.vatQuery', name: 'lookupVatQuery', icon: 'SearchOutlined', group: 'lookup' },
  { path: '/public-service/vat-eori-query/other-vat-query', component: 'lookup/other-vat-query', title: 'title.lookup.otherVatQuery', name: 'lookupOtherVatQuery', icon: 'GlobalOutlined', group: 'lookup' },
  { path: '/public-service/vat-monitoring', component: 'lookup/vat-monitoring', title: 'title.lookup.monitoring', name: 'lookupMonitoring', icon: 'AlertOutlined', group: 'lookup' },
];
