import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 平台代理的数据截止日（domain-facts §A.1、§A.5）。 */
const article: KnowledgeArticle = {
  id: 15,
  slug: 'amazon-vsoa-deadlines',
  title: '亚马逊 VAT 服务与其他代理：数据截止日不是法定截止日',
  summary: '亚马逊 VAT 服务、Taxually、hellotax 都设有早于法定日期的内部截止日；过了这些日期，未改正的数据会被排除，甚至按零申报处理。',
  country: 'EU',
  topic: 'marketplace',
  keywords: ['VSOA', 'VAT Services on Amazon', 'Taxually', 'hellotax', '自动确认', '零申报', 'VTR', 'Additional VAT Report'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '亚马逊 VAT 服务（VSOA）' },
    { ul: ['上月的 VAT 交易报告（VTR）约在每月 3 日生成。', '附加 VAT 报告（非亚马逊销售、B2B 买家税号等）须在每月 6 日欧洲中部时间 23:59 前上传。', '在“申报准备期”截止前未改正的错误行会被排除，申报照常提交，之后再更正。', '其内部缴款截止日（如意大利 14 日、西班牙 23 日、英国 31 日）与法定日期不同，亚马逊也说明可能逐月变化。'] },
    { h: 'Taxually 与 hellotax' },
    { p: 'Taxually 要求在期末后第 8 个日历日 23:59（GMT）前确认申报，过期自动确认，没有数据或数据有错时按无交易处理；hellotax 要求次月 4 日前在系统中上传数据，不接受电子邮件。' },
    { h: '一税的做法' },
    { p: '一税把法定截止日和代理内部截止日分开显示；没有数据时不会自动按零申报提交，零申报只能在单独的确认页面中由卖家明确选择。' },
  ],
  sources: [
    { title: 'Amazon Seller Central 帮助：VAT 服务付款截止日（202098580）', url: 'https://sellercentral-europe.amazon.com/help/hub/reference/external/202098580' },
    { title: 'Taxually 支持中心：CrossTax 自动确认', url: 'https://support.taxually.com/support/solutions/articles/80001176343' },
    { title: 'hellotax 帮助中心：数据上传期限', url: 'https://helpdesk.hellotax.com/hc/en-us/articles/41697879799825' },
  ],
};

export default article;
