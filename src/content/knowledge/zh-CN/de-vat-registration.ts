import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 德国 VAT 注册材料与时限（domain-facts §B.2）。 */
const article: KnowledgeArticle = {
  id: 10,
  slug: 'de-vat-registration',
  title: '德国 VAT 注册：材料清单、主管税务局与办理时间',
  summary: '中国公司在德国注册由柏林国际税务局主管，需要中文、德文、英文三语问卷和中国税收居民证明；办理通常需要 6 至 12 周。',
  country: 'DE',
  topic: 'registration',
  keywords: ['Fragebogen', '税收居民证明', 'Finanzamt Berlin International', '海牙认证', 'apostille', 'Steuernummer', 'USt-IdNr'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '主管税务局' },
    { p: '自 2023 年 12 月 4 日起，在中国（含香港、澳门、台湾）等 100 多个国家和地区设立的公司，其增值税由柏林国际税务局（Finanzamt Berlin International）主管。注册完成后会同时拿到税号（Steuernummer）和增值税识别号（USt-IdNr）。' },
    { h: '材料' },
    { ul: ['《境外企业增值税登记问卷》（有中德英三语版本）并签字。', '中国税务机关出具的税收居民证明。', '营业执照及德文翻译、公司章程及翻译、法人身份证件。', '首年营业额预估、银行账户、亚马逊店铺信息（店铺链接、已开通德国 FBA 的截图、商户编号等）。', '税务局可能要求手写签名的文件、仓储合同或产品说明。'] },
    { h: '认证' },
    { p: '中国自 2023 年 11 月 7 日起加入《海牙认证公约》，中国文件由外交部出具附加证明书（apostille）即可，不再需要“公证加双认证”。' },
    { h: '时间' },
    { p: '新注册一般 6 至 12 周，境外公司有时更长；转代理约一周。' },
  ],
  sources: [
    { title: 'Berlin.de：Finanzämter', url: 'https://www.berlin.de/sen/finanzen/steuern/finanzaemter/artikel.9060.php' },
    { title: 'HCCH：Apostille Convention status table', url: 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=41' },
  ],
};

export default article;
