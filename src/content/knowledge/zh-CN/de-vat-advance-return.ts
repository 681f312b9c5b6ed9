import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 德国增值税预申报、延期与缴款（domain-facts §A.2、§B.2）。 */
const article: KnowledgeArticle = {
  id: 2,
  slug: 'de-vat-advance-return',
  title: '德国 VAT：预申报（UStVA）截止日、延期申报与缴款',
  summary: '德国预申报在期末后第 10 天截止并同时缴款；申请延期（Dauerfristverlängerung）可多 1 个月，月报企业需预缴上年税额的 1/11。',
  country: 'DE',
  topic: 'filing',
  keywords: ['Umsatzsteuer-Voranmeldung', 'UStVA', 'Dauerfristverlängerung', 'Sondervorauszahlung', 'Steuernummer', 'ELSTER', '柏林'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '按月还是按季度' },
    { p: '上一年度增值税超过 9,000 欧元（2025 年以前为 7,500 欧元）须按月申报，否则按季度申报；全年税额不超过 2,000 欧元的可只做年度申报。' },
    { h: '截止日期' },
    { p: '预申报在期末后第 10 天截止，税款同日缴清（《增值税法》第 18 条第 1 款）；截止日遇周末顺延至下一个工作日。年度申报于次年 7 月 31 日前提交，委托税务顾问可延后。' },
    { h: '延期申报（Dauerfristverlängerung）' },
    { ul: ['申请后每期截止日推后 1 个月，例如第一季度顺延至 5 月 10 日。', '按月申报的企业需缴纳特别预缴款（Sondervorauszahlung），金额为上一年度预缴税额合计的 1/11，在 12 月的申报中抵扣；按季度申报的企业无需缴纳。'] },
    { h: '缴款' },
    { p: '转账至税号证书上印明的税务局账户，用途栏写 Steuernummer（税号）。自 2023 年 12 月 4 日起，中国（含香港、澳门、台湾）设立的公司由柏林国际税务局（Finanzamt Berlin International，位于新克尔恩区）主管。也可以按税号签发 SEPA 直接扣款授权。' },
  ],
  sources: [
    { title: '§ 18 UStG（gesetze-im-internet.de）', url: 'https://www.gesetze-im-internet.de/ustg_1980/__18.html' },
    { title: '§ 46 UStDV Fristverlängerung', url: 'https://www.gesetze-im-internet.de/ustdv_1980/__46.html' },
    { title: 'Finanzamt Baden-Württemberg: Umsatzsteuer-Voranmeldung', url: 'https://finanzamt-bw.fv-bwl.de/,Len/5264392' },
  ],
};

export default article;
