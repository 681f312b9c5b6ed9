/**
 * United Kingdom (GB): the VAT country pack (see `./define.ts`). Facts from design/domain-facts.md
 * §A.2 (frequencies, deadline, payment), §A.3 (HMRC MTD receipt), §B (registration) and the code's
 * earlier docstrings (periods.ts, holidays.ts, payment.ts, vat-service/countries.ts).
 */
import { fact, defineVatCountry, type PaymentAccount } from './define';
import { ukMembership } from './eu';

/**
 * GB: the reference of a VAT payment is the 9-digit VAT registration number, no spaces, no "GB"
 * (HMRC "Pay your VAT bill"; domain-facts §A.2). Returns `null` when `vatNumber` holds no 9 digits
 * (a 12-digit branch number keeps its first 9).
 */
export function gbPaymentReference(vatNumber: string): string | null {
  const v = vatNumber.replace(/[\s.-]/g, '').toUpperCase().replace(/^GB/, '');
  if (!/^\d{9}(\d{3})?$/.test(v)) return null;
  return v.slice(0, 9);
}

/** HMRC's VAT account (domain-facts §A.2; the overseas IBAN/BIC are a CONFLICT in our sources, §A.2 and §G.2: the newer gov.uk copies give Citi). */
const HMRC: PaymentAccount = {
  beneficiary: 'HMRC VAT',
  sortCode: '08 32 00',
  accountNumber: '11963155',
  iban: 'GB25CITI08320011963155',
  bic: 'CITIGB2L',
  unverified: { fields: ['iban', 'bic'], why: '资料冲突：较新的 gov.uk 页面为 Citi，旧页面及中文指南为 Barclays GB36BARC20051773152391 / BARCGB22（domain-facts §A.2、§G.2）' },
  source: { ref: 'HMRC “Pay your VAT bill”（cwgrowthhub.co.uk/gov/pay-your-vat-bill 副本）；domain-facts §A.2' },
};

const SECTION_A2 = 'domain-facts §A.2';

export default defineVatCountry({
  code: 'GB',
  name: 'common.country.name.GB',
  membership: ukMembership(),
  currency: fact('GBP', 'HMRC：VAT 申报以英镑计'),
  fx: fact({ rule: 'HMRC_MONTHLY' as const }, { ref: 'VAT Notice 700 §7.7；gov.uk “HMRC exchange rates … monthly”（src/core/vat/fx-rules.ts）' }),
  frequencies: fact(
    { allowed: ['quarterly', 'monthly'] as const, default: 'quarterly' as const },
    { ref: `${SECTION_A2}：按季度申报，分三个错开组（3/6/9/12 月、4/7/10/1 月、5/8/11/2 月），可申请按月；错开组见 gpg-accountants` },
  ),
  due: {
    rule: fact(
      {
        text: '申报期结束后 1 个日历月加 7 天（3 月 31 日结束的季度 → 5 月 7 日）',
        // "1 month + 7 days": the same day next month (a month end stays a month end), then 7 days.
        due: (p, _f, cal) => cal.addDays(cal.sameDayMonthsAfter(p.end, 1), 7),
      },
      { ref: 'HMRC MTD obligations（hmrc/vat-api application.yaml：季度 2017-01-01..03-31 截止 05-07）', url: 'https://github.com/hmrc/vat-api' },
    ),
    shift: { none: '英国截止日不顺延：遇周末或银行假日，HMRC 要求在此前最后一个工作日到账，Faster Payments 当日到账者除外（domain-facts §A.2），缴税指南的说明已提示' },
    holidays: { none: '英国截止日不顺延，无需假日表' },
  },
  payment: {
    accounts: fact([HMRC], HMRC.source),
    reference: {
      what: '9 位 VAT 登记号（VRN），不含空格和 GB 前缀',
      build: (g) => gbPaymentReference(g.vatNumber),
      validate: (ref) => /^\d{9}$/.test(ref),
      source: { ref: `HMRC “Pay your VAT bill”；${SECTION_A2}` },
    },
    guide: (g, common) => {
      const ref = gbPaymentReference(g.vatNumber) ?? '';
      return {
        method: 'declare.guide.method.GB',
        reference: ref,
        lines: [
          ...common,
          { key: 'declare.guide.beneficiary', value: HMRC.beneficiary },
          { key: 'declare.guide.sortCode', value: HMRC.sortCode!, copy: true },
          { key: 'declare.guide.account', value: HMRC.accountNumber!, copy: true },
          { key: 'declare.guide.iban', value: HMRC.iban!, copy: true, unverified: true },
          { key: 'declare.guide.bic', value: HMRC.bic!, copy: true, unverified: true },
          { key: 'declare.guide.reference', value: ref, copy: true },
        ],
        notes: ['declare.guide.note.GB'],
      };
    },
    late: fact({ url: 'https://www.gov.uk/guidance/vat-penalties-and-interest', checked: '2026-11-24' }, { ref: 'gov.uk “VAT penalties and interest”（2023-01-01 起积分制）', url: 'https://www.gov.uk/guidance/vat-penalties-and-interest', checked: '2026-11-24' }, '2023-01-01'),
  },
  registration: {
    fiscalRep: fact(false, 'domain-facts §B.1：英国不要求财税代表（fiscalsolutions）'),
    documents: fact({ register: ['employment'], transfer: ['gatewayAccess'] }, 'domain-facts §B.2（itaxs 手册：营业执照、身份证、店铺后台截图、雇佣证明）；转代理需 Government Gateway 账户'),
    leadTimeWeeks: fact([4, 8] as const, 'domain-facts §B.2：各国 4–12 周（vatontime.com），英国取我方估计'),
    fees: fact({ register: '1500.00', transfer: '800.00', annual: '3600.00' }, '我方价目表（人民币）'),
  },
  transfer: true,
  returnName: 'declare.returnName.GB',
  receipt: [
    { key: 'declare.receipt.processingDate', from: 'processingDate', id: 'receipt-time', time: true },
    { key: 'declare.receipt.formBundleNumber', from: 'formBundleNumber', id: 'form-bundle' },
    { key: 'declare.receipt.chargeRefNumber', from: 'chargeRefNumber', id: 'charge-ref', optional: true },
    { key: 'declare.receipt.paymentIndicator', from: 'paymentIndicator', id: 'payment-indicator', optional: true },
    { key: 'declare.receipt.receiptId', from: 'receiptId', id: 'receipt-id' },
  ],
  layout: { none: '英国使用 HMRC 九栏申报（vat/checks.ts），不用 declare/layouts.ts 的 returnLayout 版式' },
  filing: { format: 'gb-mtd' },
  filer: { taxId: { none: 'HMRC 的 MTD 申报只以增值税号（VRN）识别申报人，不需要其他当地税号' }, taxOffice: { none: 'HMRC 不按主管税务局区分纳税人，MTD 申报没有税务局代码' } },
});
