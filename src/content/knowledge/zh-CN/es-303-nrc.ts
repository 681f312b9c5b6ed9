import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 西班牙 303 申报与 NRC（domain-facts §A.2）。 */
const article: KnowledgeArticle = {
  id: 5,
  slug: 'es-303-nrc',
  title: '西班牙 VAT：303 季度申报、390 年报与 NRC 缴款编号',
  summary: '西班牙 303 表按季度在 4、7、10 月的 1 至 20 日申报，第四季度延至 1 月 30 日；应缴税款需先取得 22 位 NRC，或改用直接扣款。',
  country: 'ES',
  topic: 'filing',
  keywords: ['modelo 303', 'modelo 390', 'NRC', 'AEAT', '直接扣款', 'SEPA'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '申报期限' },
    { ul: ['季度 303：4 月、7 月、10 月的 1 至 20 日；第四季度为次年 1 月 1 至 30 日。', '按月申报（营业额超过 6,010,121.04 欧元、REDEME、SII 等）：次月 30 日前。', '年度汇总 390：次年 1 月 30 日前（SII 申报人等除外）。', '只能电子申报；选择直接扣款时须在 1 至 15 日（第四季度 1 至 25 日）内提交。'] },
    { h: 'NRC 是什么' },
    { p: 'NRC（Número de Referencia Completo）是由合作银行或 AEAT 缴款网关生成的 22 位字母数字编号，包含税号、金额、表号、年度和期间。有应缴税额的 303 在提交时必须填入 NRC，除非选择直接扣款。取得 NRC 只代表已缴款，并不等于已申报。' },
    { h: '境外账户扣款' },
    { p: '自 2024 年 2 月起，AEAT 接受境外 SEPA 账户直接扣款。' },
  ],
  sources: [
    { title: 'AEAT：¿Qué es un NRC?', url: 'https://sede.agenciatributaria.gob.es/' },
    { title: 'Avalara VATlive：Spain VAT returns', url: 'https://www.avalara.com/vatlive/en/country-guides/europe/spain.html' },
  ],
};

export default article;
