import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 法国 CA3 申报与 SEPA B2B 直接扣款（domain-facts §A.2、§A.5）。 */
const article: KnowledgeArticle = {
  id: 3,
  slug: 'fr-ca3-sepa',
  title: '法国 VAT：CA3 月报与强制 SEPA B2B 直接扣款',
  summary: '非居民卖家每月 19 日前提交 CA3；税款必须通过 SEPA B2B 直接扣款缴纳，手工转账加收 1%（每次至少 60 欧元）。',
  country: 'FR',
  topic: 'payment',
  keywords: ['CA3', '3310-CA3-SD', 'télérèglement', 'SEPA', '直接扣款', 'SIEE', '1%', '60 欧元'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '申报' },
    { p: '法国申报表为 CA3（3310-CA3-SD），一般按月申报；滚动 4 个季度的年度税额低于 4,000 欧元时可按季度申报。非居民企业的截止日为次月 19 日。' },
    { h: '缴款方式' },
    { ul: ['税款必须通过 SEPA B2B 直接扣款（télérèglement）缴纳，非居民企业也不例外；扣款与申报绑定，无需填写参考号。', '开户行必须支持 SEPA B2B 扣款，英国银行账户不被接受。', '没有扣款授权而手工转账时，每次申报加收 1% 的附加费，最低 60 欧元。'] },
    { h: '建议' },
    { p: '注册完成后尽早在税务局网站为缴税账户签发 B2B 扣款授权，并把授权编号告知开户银行，避免第一次扣款被银行拒付。' },
  ],
  sources: [
    { title: 'impots.gouv.fr：非居民企业（SIEE）', url: 'https://www.impots.gouv.fr/international-professionnel' },
    { title: 'Taxdoo 支持中心：法国直接扣款与手工转账附加费', url: 'https://support.taxdoo.com/hc/en-us/articles/360010540699' },
  ],
};

export default article;
