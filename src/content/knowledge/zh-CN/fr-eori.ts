import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 法国 EORI（domain-facts §C.2）。 */
const article: KnowledgeArticle = {
  id: 14,
  slug: 'fr-eori',
  title: '法国 EORI：FR + SIREN，以及没有 SIREN 的境外企业',
  summary: '法国正在统一为“一家公司一个 EORI”，格式为 FR + 9 位 SIREN；注册了法国 VAT 的中国卖家会拿到 SIREN，其 EORI 通常就是 FR + SIREN。',
  country: 'FR',
  topic: 'eori',
  keywords: ['EORI', 'SIREN', 'SIRET', 'SOPRANO', 'FRCN', '海关'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '格式' },
    { ul: ['过去常见 FR + 14 位 SIRET。', '现在统一为 FR + 9 位 SIREN，通过海关的 SOPRANO EORI 申请。', '没有 SIREN 的境外企业：FR + 设立国代码 + 海关分配的编号，中国公司即 FRCN 开头；目前没有找到真实的 FRCN 样例。', '“FR + 00000 + 编号”这种格式没有任何来源支持。'] },
    { h: '停用规则' },
    { p: '自 2023 年 11 月 20 日起，海关每年两次核查 SIREN 状态，与已停业 SIREN 或 SIRET 绑定的 EORI 会被停用；改绑 SIREN 的过渡期到 2025 年底。' },
    { h: '待确认' },
    { p: '有资料称 2023 年改革后不能再用其他欧盟国家的 VAT 号申请法国 EORI，这一点尚无官方确认，申请前请与代理核实。' },
  ],
  sources: [
    { title: 'Douane：EORI', url: 'https://www.douane.gouv.fr/' },
    { title: 'Team France Export：numéro EORI', url: 'https://www.teamfrance-export.fr/' },
  ],
};

export default article;
