import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 德国包装法的三项义务（domain-facts §D.1）。 */
const article: KnowledgeArticle = {
  id: 11,
  slug: 'de-packaging-lucid',
  title: '德国包装法（VerpackG）：LUCID 注册、系统合同与数据申报',
  summary: '向德国消费者销售带包装商品的卖家要做三件事：在 LUCID 注册、与双元系统签订参与合同、向 LUCID 申报与系统一致的包装量。',
  country: 'DE',
  topic: 'epr',
  keywords: ['LUCID', 'VerpackG', 'ZSVR', '双元系统', 'Vollständigkeitserklärung', 'Datenmeldung', '包装法'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '三项义务' },
    { ul: ['注册：在包装登记中心 ZSVR 的 LUCID 系统注册，免费且公开，注册号一般为 DE 加 13 位数字，注册不能委托代办。', '系统参与：与双元系统签订参与合同，合同中写明 LUCID 号、材料类别和重量。', '数据申报（Datenmeldung）：向 LUCID 申报的数量必须与向系统申报的完全一致，签约时申报一次，之后每次向系统申报时同步申报。'] },
    { h: '材料类别' },
    { p: '玻璃、纸与纸板、黑色金属、铝、塑料、饮料纸盒、其他复合包装、其他材料；按每年公斤数申报，可手工分离的部分按材料分别计算。' },
    { h: '完整性声明' },
    { p: '上一年度玻璃达到 80,000 公斤、纸类达到 50,000 公斤或轻包装达到 30,000 公斤的，须在 5 月 15 日前提交经审计的完整性声明（Vollständigkeitserklärung）。' },
    { p: '自 2022 年 7 月 1 日起，运输包装和 B2B 包装的生产者也须注册；平台必须核查卖家的注册。' },
  ],
  sources: [
    { title: 'Stiftung Zentrale Stelle Verpackungsregister：Bin ich verpflichtet?', url: 'https://www.verpackungsregister.org/' },
    { title: 'Lizenzero 支持中心：LUCID 注册号', url: 'https://support.lizenzero.de/' },
  ],
};

export default article;
