import type { KnowledgeArticle } from '../../../core/knowledge/types';

/** 英国 VAT 申报周期、截止日与缴款（domain-facts §A.2、§A.3）。 */
const article: KnowledgeArticle = {
  id: 1,
  slug: 'uk-vat-return-deadlines',
  title: '英国 VAT：申报周期、截止日期与缴款参考号',
  summary: '英国 VAT 一般按季度申报，截止日为期末后 1 个月加 7 天；缴款时参考号只写 9 位 VAT 号，不加 GB、不留空格。',
  country: 'GB',
  topic: 'filing',
  keywords: ['MTD', 'HMRC', '季度', 'stagger', '罚分', 'VRN', '1 个月加 7 天'],
  reviewedAt: '2026-11-24',
  body: [
    { h: '申报周期' },
    { p: '非英国设立的卖家通常按季度申报，HMRC 把季度分成三组（stagger）：1 组季度末为 3、6、9、12 月；2 组为 4、7、10、1 月；3 组为 5、8、11、2 月。也可以申请按月申报。' },
    { h: '截止日期' },
    { p: '申报和缴款都在期末后 1 个日历月加 7 天内完成。例如季度截至 3 月 31 日，则 5 月 7 日截止；月度 1 月的申报 3 月 7 日截止。截止日遇周末或银行假日时，钱须在前一个工作日到账，使用 Faster Payments 除外。' },
    { p: '申报通过 MTD（Making Tax Digital）接口提交：九个栏目，第 6 至 9 栏为整数英镑；第 3 栏必须等于第 1 栏加第 2 栏，第 5 栏必须等于第 3 栏与第 4 栏之差的绝对值，否则 HMRC 拒收。' },
    { h: '缴款' },
    { ul: ['收款账户：sort code 08 32 00，账号 11963155，户名 HMRC VAT。', '参考号：9 位 VAT 号，不加 GB，不留空格。', '从境外汇款的 IBAN 以 gov.uk 最新页面为准（新旧资料给出的银行不同）。'] },
    { h: '逾期后果' },
    { p: '2023 年 1 月起逾期申报按积分计罚，零申报同样计分：季度申报累计 4 分后每次逾期罚 200 英镑。逾期缴款 15 天内不罚；自 2025 年 4 月 1 日起，第 15 天按欠款的 3% 加罚，第 30 天再加 3%，之后按年利率 10% 逐日计算。' },
  ],
  sources: [
    { title: 'GOV.UK: Pay your VAT bill', url: 'https://www.gov.uk/pay-vat' },
    { title: 'HMRC VAT (MTD) API 规范（hmrc/vat-api）', url: 'https://github.com/hmrc/vat-api' },
    { title: 'GOV.UK: VAT penalties and interest', url: 'https://www.gov.uk/guidance/vat-penalties-and-interest' },
  ],
};

export default article;
