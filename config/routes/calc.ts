import type { AppRoute } from './types';

/**
 * Open routes of the calc area (no login, no console layout): the calculator's introduction
 * (spec §2 `/user/calculate-tax/bg`) and the A4 print layout of a result (`/print/calc-tax-result?id=`,
 * which loads the result with the session's token).
 */
export const openCalcRoutes: AppRoute[] = [
  { path: '/user/calculate-tax/bg', component: 'calc/bg', title: 'title.calc.bg', layout: false },
  { path: '/print/calc-tax-result', component: 'calc/print', title: 'title.calc.print', layout: false },
];

/**
 * Guarded routes of the calc area (login required, console layout), in the side menu's job groups (issue #25):
 * the calculation form, its records and the exchange rates; result and report details are sub-pages.
 */
export const guardedCalcRoutes: AppRoute[] = [
  { path: '/user/calculate-tax', component: 'calc', title: 'title.calc', name: 'calc', icon: 'CalculatorOutlined', group: 'calc' },
  { path: '/user/calculate-tax/result', component: 'calc/result', title: 'title.calc.result', hideInMenu: true },
  { path: '/user/calculate-tax/report-details', component: 'calc/report-details', title: 'title.calc.reportDetails', hideInMenu: true },
  { path: '/user/calculate-tax/record', component: 'calc/record', title: 'title.calc.record', name: 'calcRecord', icon: 'HistoryOutlined', group: 'calc' },
  { path: '/user/exchange-rate', component: 'calc/exchange-rate', title: 'title.calc.exchangeRate', name: 'exchangeRate', icon: 'TransactionOutlined', group: 'calc' },
];
