import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 哪些国家要求中国公司委任税务代表（domain-facts §B.1、§B.3）。 */
const article: KnowledgeArticle = {
  id: 9,
  slug: 'eu-fiscal-representative',
  title: '中国公司注册 VAT：哪些国家必须委任税务代表',
  summary: '法国、意大利、西班牙、波兰要求中国公司委任当地税务代表，代表承担连带责任并常要求担保；德国、捷克、英国、荷兰不要求。',
  country: 'EU',
  topic: 'registration',
  keywords: ['税务代表', 'fiscal representative', '担保', '连带责任', 'VIES', '5 万欧元'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '必须委任' },
    { ul: ['法国：非欧盟企业须委任，中国不在豁免名单内。', '意大利：非欧盟、非欧洲经济区企业只能通过税务代表注册。', '西班牙：税务代表与企业承担连带责任。', '波兰：须委任税务代表。', '比利时：非欧盟企业须委任（挪威、英国除外），注册约需 6 至 8 周。'] },
    { h: '不要求委任' },
    { p: '德国、捷克、英国、荷兰不要求委任税务代表。' },
    { h: '担保与 VIES' },
    { p: '税务代表通常要求银行保函或现金押金。意大利自 2025 年起，非欧盟纳税人还须提供至少 5 万欧元、期限至少 36 个月的担保（国债或银行保函），否则其税号不能进入 VIES。' },
    { h: '注册了不等于 VIES 有效' },
    { p: '西班牙税号要通过 036 表（第 582 栏申请、第 584 栏首次欧盟内交易日期）加入 ROI 才在 VIES 有效，税局三个月未答复即视为拒绝；意大利连续 4 个季度未报 Intrastat 会被自动移出 VIES。此时应显示“不可用于欧盟内交易”，而不是“已注销”。' },
  ],
  sources: [
    { title: 'Avalara VATlive：Fiscal representative France', url: 'https://www.avalara.com/vatlive/en/country-guides/europe/france/fiscal-representative-france.html' },
    { title: 'AEAT：ROI, VIES, NIF-IVA', url: 'https://sede.agenciatributaria.gob.es/' },
    { title: 'SimplyVAT：What is a fiscal representative', url: 'https://www.simplyvat.com/what-is-a-fiscal-representative/' },
  ],
};

export default article;
