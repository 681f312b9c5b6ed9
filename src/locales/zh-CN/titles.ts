/** zh-CN route titles (`title.*`) and menu names (`menu.*`) of the areas: in the first bundle, since the document title and the side menu need them on every page. */
export default {
  'title.calc': '税金计算',
  'title.calc.bg': '税金计算器',
  'title.calc.result': '计算结果',
  'title.calc.record': '计算记录',
  'title.calc.reportDetails': '报告详情',
  'title.calc.print': '打印计算结果',
  'title.calc.exchangeRate': '汇率',
  'menu.calc': '税金计算',
  'menu.calcRecord': '计算记录',
  'menu.exchangeRate': '汇率',
};
