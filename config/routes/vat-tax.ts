import type { AppRoute } from './types';

/**
 * Routes of the VAT records area (issue #9; spec §2 `/user/vat-tax` with `/overdue-tax` and
 * `/tax-records` guarded, `/user/vat-tax/temporaryDataSet` unguarded).
 */

/**
 * Open: the read-only data set shared by a link (`?token=`), for a colleague or boss without an
 * account — no login, no console layout (the product's header only).
 */
export const openVatTaxRoutes: AppRoute[] = [
  { path: '/user/vat-tax/temporaryDataSet', component: 'vat-tax/temporaryDataSet', title: 'title.vatTax.shared', layout: false },
];

/**
 * Guarded, in the side menu's job groups (issue #25): the VAT numbers, the overdue periods, the filed returns.
 * Hidden: the "标签与备注" wizard of one number (`?id=`), one route per step (all render
 * src/pages/vat-tax/tag): tags, person in charge and note, preview, finished.
 */
export const guardedVatTaxRoutes: AppRoute[] = [
  { path: '/user/vat-tax', component: 'vat-tax', title: 'title.vatTax.list', name: 'vatTax', icon: 'SafetyCertificateOutlined', group: 'records' },
  { path: '/user/vat-tax/overdue-tax', component: 'vat-tax/overdue-tax', title: 'title.vatTax.overdue', name: 'vatTaxOverdue', icon: 'FieldTimeOutlined', group: 'declare' },
  { path: '/user/vat-tax/tax-records', component: 'vat-tax/tax-records', title: 'title.vatTax.records', name: 'vatTaxRecords', icon: 'FileDoneOutlined', group: 'records' },
  { path: '/user/vat-tax/tag', component: 'vat-tax/tag', title: 'title.vatTax.tag', hideInMenu: true },
  { path: '/user/vat-tax/tag/note', component: 'vat-tax/tag', title: 'title.vatTax.tag', hideInMenu: true },
  { path: '/user/vat-tax/tag/preview', component: 'vat-tax/tag', title: 'title.vatTax.tag', hideInMenu: true },
  { path: '/user/vat-tax/tag/finished', component: 'vat-tax/tag', title: 'title.vatTax.tag', hideInMenu: true },
];
