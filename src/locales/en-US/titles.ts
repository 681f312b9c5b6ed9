/** en-US route titles (`title.*`) and menu names (`menu.*`) of the areas (same keys as zh-CN/titles.ts). */
export default {
  'title.calc': 'Tax calculation',
  'title.calc.bg': 'Tax calculator',
  'title.calc.result': 'Calculation result',
  'title.calc.record': 'Calculations',
  'title.calc.reportDetails': 'Report details',
  'title.calc.print': 'Print result',
  'title.calc.exchangeRate': 'Exchange rates',
  'menu.calc': 'Tax calculation',
  'menu.calcRecord': 'Calculations',
  'menu.exchangeRate': 'Exchange rates',
};
