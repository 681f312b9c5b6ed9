import type { AppRoute } from './types';

/**
 * Routes of the Luxembourg invoices area (issue #24; spec §2 "Invoices", guarded): the invoices with
 * their sums per country and month (menu group 申报与缴款), and the upload.
 */
export const guardedLuxInvoiceRoutes: AppRoute[] = [
  { path: '/lux-invoice', component: 'lux-invoice', title: 'title.luxInvoice.list', name: 'luxInvoice', icon: 'FileTextOutlined', group: 'declare' },
  { path: '/lux-invoice/upload-lux-invoice', component: 'lux-invoice/upload-lux-invoice', title: 'title.luxInvoice.upload', hideInMenu: true },
];
