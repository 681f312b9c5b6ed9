import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 波兰 JPK_V7M 与个人税务微账户（domain-facts §A.2）。 */
const article: KnowledgeArticle = {
  id: 6,
  slug: 'pl-jpk-micro-account',
  title: '波兰 VAT：JPK_V7M 申报与税务微账户（mikrorachunek）',
  summary: '波兰每月 25 日前提交 JPK_V7M 并缴税；税款汇入由 NIP 生成的个人税务微账户，每个纳税人的账号都不同。',
  country: 'PL',
  topic: 'payment',
  keywords: ['JPK_V7M', 'JPK_V7K', 'mikrorachunek', '微账户', 'NIP', 'VAT-UE'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '申报' },
    { p: 'JPK_V7M 按月提交，同时包含申报部分和明细记录；小纳税人可用 JPK_V7K：记录部分每月提交，申报部分随季度第三个月提交。截止日为次月 25 日，VAT-UE 汇总表同日截止。' },
    { h: '更正' },
    { p: '发现错误后 14 天内重新提交完整的 XML 文件；每处错误最高可罚 500 兹罗提。' },
    { h: '缴款到微账户' },
    { ul: ['自 2020 年 1 月 1 日起，税款缴入个人税务微账户（mikrorachunek podatkowy）。', '微账户由 NIP 在 podatki.gov.pl 的生成器中算出，一个纳税人一个账号，不需要另写参考号。', '一税的缴款指引按同一规则生成账号，并先校验 NIP 的校验位。'] },
  ],
  sources: [
    { title: 'podatki.gov.pl: Paying VAT', url: 'https://www.podatki.gov.pl/en/value-added-tax/paying-vat/' },
  ],
};

export default article;
