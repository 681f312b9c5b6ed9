import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 捷克 DPH 申报、控制报表与缴款符号（domain-facts §A.2）。 */
const article: KnowledgeArticle = {
  id: 7,
  slug: 'cz-dph-control-statement',
  title: '捷克 VAT：DPH 申报、控制报表（kontrolní hlášení）与缴款符号',
  summary: '捷克每月 25 日前申报并缴税；法人即使按季度申报，控制报表也必须每月提交。缴款时可变符号写 DIČ 去掉 CZ 的数字。',
  country: 'CZ',
  topic: 'filing',
  keywords: ['DPH', 'kontrolní hlášení', '控制报表', 'DIČ', 'variabilní symbol', '1148', '0710'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '申报与控制报表' },
    { ul: ['增值税申报一般按月提交，截止日为次月 25 日。', '控制报表（kontrolní hlášení）：法人每月 25 日前提交，即使其申报为季度。', '发现错误后 5 个工作日内提交补充控制报表。', '未按时提交控制报表的罚款为 1,000、10,000、30,000、50,000 克朗不等，最高可达 500,000 克朗。'] },
    { h: '缴款' },
    { p: '账户由前缀 705（增值税）、主管税务局的账号和银行代码 0710（捷克国家银行）组成。可变符号（variabilní symbol）写 DIČ 的数字部分（不带 CZ），常量符号写 1148。' },
    { p: '不同资料对中国卖家的主管税务局说法不一（布拉格第一税务局或摩拉维亚-西里西亚州税务局），请以注册证书上的主管税务局为准。' },
  ],
  sources: [
    { title: 'Finanční správa（捷克税务局）', url: 'https://www.financnisprava.cz/en/' },
    { title: 'Avalara VATlive：Czech control statement', url: 'https://www.avalara.com/vatlive/en/country-guides/europe/czech-republic.html' },
  ],
};

export default article;
