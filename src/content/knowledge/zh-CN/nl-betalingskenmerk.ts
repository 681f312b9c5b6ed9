import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 荷兰非居民申报期限与 betalingskenmerk（domain-facts §A.2、§F.2）。 */
const article: KnowledgeArticle = {
  id: 8,
  slug: 'nl-betalingskenmerk',
  title: '荷兰 VAT：非居民的截止日期与缴款参考号（betalingskenmerk）',
  summary: '荷兰对非居民企业的截止日是期末后第二个月月底，且税款必须在当天到账；每期申报都有自己的 16 位 betalingskenmerk，不能自己编。',
  country: 'NL',
  topic: 'payment',
  keywords: ['betalingskenmerk', 'Belastingdienst', 'OB', 'btw-id', '16 位', '4×4'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '截止日期' },
    { p: '非荷兰设立的企业在期末后第二个月月底前申报并缴款，且税款须在当天到账：2025 年第一季度为 5 月 30 日，第二季度为 8 月 31 日，第四季度为 2026 年 2 月 28 日；月报 2025 年 1 月为 3 月 31 日。“次月月底”是居民企业的规则。' },
    { h: 'betalingskenmerk' },
    { ul: ['16 位数字，通常写成 4×4，例如 4001.0411.4130.1240。', '每份申报、每个期间都不同，随申报由税务局给出。', '结构：第 1 位校验位；第 2 至 9 位为 RSIN 的前 8 位；第 10 位税种（1 为增值税申报）；第 11 位年份末位；第 12、13 位子编号；第 14、15 位期间代码（00 全年，01 至 12 月份，21、24、27、30 为四个季度）；第 16 位为 0。', '参考号错误或自拟时，款项无法自动匹配到申报。'] },
    { h: '税号的区别' },
    { p: '对外使用的 btw-id（NL…B..）不同于申报和参考号使用的 OB 号码（RSIN 加 B01 等）。' },
  ],
  sources: [
    { title: 'Belastingdienst：非荷兰企业的申报与缴款截止日', url: 'https://www.belastingdienst.nl/' },
    { title: 'Belastingdienst：btw te laat betalen', url: 'https://www.belastingdienst.nl/wps/wcm/connect/nl/btw/content/btw-te-laat-betalen' },
  ],
};

export default article;
