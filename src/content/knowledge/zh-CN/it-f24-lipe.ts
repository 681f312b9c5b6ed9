import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 意大利 F24 缴款、LIPE 与年度申报（domain-facts §A.2、§F.1）。 */
const article: KnowledgeArticle = {
  id: 4,
  slug: 'it-f24-lipe',
  title: '意大利 VAT：F24 缴款、税目代码与 LIPE 季度通报',
  summary: '意大利按月在次月 16 日缴税（可选季度并加 1% 利息），用 F24 缴款并写明税目代码；LIPE 是季度信息通报，不是缴款。',
  country: 'IT',
  topic: 'payment',
  keywords: ['F24', 'LIPE', 'codice tributo', '6001', '6031', '6099', 'acconto', 'BITAITRRENT', '税务代表'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '缴款期限' },
    { ul: ['按月：次月 16 日前缴纳。', '按季度（营业额低于 80 万欧元可选）：第一至三季度在季后第二个月的 16 日前缴纳，并加计 1% 利息。', '年度预缴（acconto）12 月 27 日前缴纳；年度余额 3 月 16 日前缴纳。', '单期税额低于 25.82 欧元时结转下期。'] },
    { h: 'F24 与税目代码' },
    { p: '税款通过意大利银行以 F24 在线缴纳。月度税目代码 6001 至 6012，季度 6031 至 6033，年度预缴 6013，年度余额 6099。从境外汇款可用 SWIFT MT103 汇至意大利央行：BIC BITAITRRENT，IBAN IT64W0100003245348008120301，附言写明税号、税目代码和期间（MM/AAAA）。' },
    { h: 'LIPE 与年度申报' },
    { p: 'LIPE（定期结算通报）按季度提交，月报企业每月一栏：截止日为 5 月 31 日、9 月 30 日、11 月 30 日和次年 2 月底。它只是信息通报，不代替缴款。年度 IVA 申报在 2 月 1 日至 4 月 30 日之间提交。' },
    { h: '税务代表' },
    { p: '中国等非欧盟企业必须通过税务代表注册；自 2025 年起还须提供至少 5 万欧元、期限至少 36 个月的担保，才能进入 VIES。' },
  ],
  sources: [
    { title: 'Agenzia Entrate: Paying VAT', url: 'https://www.agenziaentrate.gov.it/portale/web/english/nse/business/vat-in-italy/paying-vat' },
    { title: 'Agenzia Entrate（英文入口）', url: 'https://www.agenziaentrate.gov.it/portale/web/english' },
  ],
};

export default article;
