import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 法国 EPR 与 UID（domain-facts §D.5）。 */
const article: KnowledgeArticle = {
  id: 12,
  slug: 'fr-epr-uid',
  title: '法国 EPR：每个品类一个生态组织与 UID 注册号',
  summary: '在法国销售包装、电子电器、电池、纺织品或家具，需要按品类加入生态组织并取得 ADEME 发放的 UID；没有 UID 时亚马逊会代缴并从账户扣费。',
  country: 'FR',
  topic: 'epr',
  keywords: ['UID', 'IDU', 'ADEME', 'SYDEREP', 'Citeo', 'Léko', 'ecosystem', 'Corepile', 'Refashion', 'Ecomaison', 'AGEC', 'Triman'],
  reviewedAt: '2026-11-24',
  body: [
    { h: 'UID 怎么来' },
    { p: '生产者先按品类加入生态组织（eco-organisme），再由 ADEME 的 SYDEREP 系统发放唯一识别号（UID/IDU），一个品类一个 UID，通常需要 1 至 3 周。常见格式为 FR 加 6 位数字、下划线、2 位数字和 4 位字母数字，例如 FR123456_78ZZZZ。' },
    { h: '各品类的生态组织' },
    { ul: ['包装：Citeo、Léko。', '电子电器（WEEE）：ecosystem、Ecologic。', '电池：Corepile、Screlec。', '纺织品：Refashion。', '家具：Ecomaison（原 Eco-mobilier）。'] },
    { h: '平台要求' },
    { p: '自 2022 年 1 月 1 日起平台收集卖家的 UID，违规罚款最高 3 万欧元。没有 UID 的卖家会被亚马逊纳入“代缴”（Pay on Behalf），费用从卖家账户扣除。2024 年 3 月 18 日起印刷纸品并入包装类，旧的纸品 UID 失效。' },
  ],
  sources: [
    { title: 'ADEME SYDEREP', url: 'https://www.syderep.ademe.fr/' },
    { title: 'Légifrance：loi AGEC n° 2020-105', url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000041553759' },
  ],
};

export default article;
