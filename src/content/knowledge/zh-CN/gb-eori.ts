import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 英国 EORI（domain-facts §C.1）。 */
const article: KnowledgeArticle = {
  id: 13,
  slug: 'gb-eori',
  title: '英国 EORI：号码格式、申请路径与办理时间',
  summary: '已注册英国 VAT 的企业，EORI 为 GB + 9 位 VAT 号 + 000；中国公司按“第三国组织”在线申请，通常即时发放，最长 5 个工作日。',
  country: 'GB',
  topic: 'eori',
  keywords: ['EORI', 'GB', 'XI', 'SIC', 'UTR', 'HMRC', '第三国组织'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '号码格式' },
    { ul: ['有英国 VAT 的企业：GB + VAT 号 + 000，例如 GB012345678000；一旦绑定 VAT 号，直到注销都不变。', '没有英国 VAT 的企业：GB + HMRC 分配的 12 位数字。', 'HMRC 自己的测试数据中也有 15 位数字的 EORI，一税同时接受 12 位和 15 位。', '北爱尔兰的 XI EORI 必须先有 GB EORI。'] },
    { h: '申请时要准备' },
    { p: '组织设立地选“世界其他地区”，组织类型为“第三国组织”；之后依次填写是否有英国公司税 UTR、注册名称、六行地址和邮编、成立日期、5 位 SIC 行业代码、英国 VAT 信息、欧盟 VAT、联系人和邮箱。VAT 注册地址必须与 HMRC 记录一致，否则申请会被延误。' },
    { h: '办理时间' },
    { p: '在线申请约需 5 至 10 分钟，多数即时发放，需要人工核查时最长 2 个工作日，处理中状态最长 5 个工作日；发放后约 2 小时内可用。' },
  ],
  sources: [
    { title: 'GOV.UK：Get an EORI number', url: 'https://www.gov.uk/eori' },
    { title: 'HMRC：eori-common-component-registration-frontend', url: 'https://github.com/hmrc/eori-common-component-registration-frontend' },
  ],
};

export default article;
