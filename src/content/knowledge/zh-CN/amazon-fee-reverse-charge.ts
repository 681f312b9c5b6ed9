import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 亚马逊卢森堡佣金发票的反向征税（VAT 指令第 44、196 条）。 */
const article: KnowledgeArticle = {
  id: 16,
  slug: 'amazon-fee-reverse-charge',
  title: '亚马逊卢森堡佣金发票：为什么要在申报中自行计税（反向征税）',
  summary: '亚马逊欧洲的销售佣金、FBA 费用等由卢森堡的 Amazon EU S.à r.l. 开票且不含增值税；注册了增值税的卖家须在服务接收国的申报中自行计算销项并同时抵扣进项。',
  country: 'EU',
  topic: 'marketplace',
  keywords: ['Amazon EU S.à r.l.', '卢森堡', 'LU20260743', '反向征税', 'reverse charge', '第 196 条', '佣金发票', 'Kz 46'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '规则' },
    { p: '向企业提供服务的地点是接收方设立或注册的地方（VAT 指令第 44 条）；服务由另一成员国的供应商提供时，由接收方缴纳增值税（第 196 条）。所以亚马逊卢森堡开具的佣金发票不收增值税，发票上注明“reverse charge”。' },
    { h: '在申报中怎么写' },
    { ul: ['德国：净额填入第 46 栏（其他成员国企业提供的服务），税额填第 47 栏，同一税额作为进项在第 67 栏抵扣。', '其他国家写入各自申报表的“接受的欧盟内服务”栏目，并同时抵扣。', '结果通常为零应缴，但漏报会被视为申报不完整。'] },
    { h: '一税的做法' },
    { p: '在“卢森堡发票”中上传每月的佣金发票（PDF 或亚马逊提供的 CSV），系统按站点和月份读出净额，自动写入对应国家申报的反向征税栏目，并在申报中列出来源发票。' },
  ],
  sources: [
    { title: 'Council Directive 2006/112/EC（EUR-Lex）', url: 'https://eur-lex.europa.eu/eli/dir/2006/112/oj' },
    { title: '§ 13b UStG（gesetze-im-internet.de）', url: 'https://www.gesetze-im-internet.de/ustg_1980/__13b.html' },
  ],
};

export default article;
