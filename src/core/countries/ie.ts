/**
 * Ireland (IE): the VAT country pack (see `./define.ts`), added by the recipe of docs/adding-a-country.md "Adding a
 * country". design/domain-facts.md has no section on Ireland: the facts below come from Revenue's
 * own page "When VAT becomes payable" (revenue.ie, read 2026-11-28) and the EU's tables; everything
 * else is `{ none }` with the reason.
 */
import { defineVatCountry, fact } from './define';
import { euMembership } from './eu';
import { EURO, PERIOD_END_FX } from './shared';

/** Revenue: "When VAT becomes payable" (taxable periods, the 19th, the 23rd for ROS filers). */
const REVENUE_PAYABLE = {
  ref: 'Revenue “How to account for VAT – When VAT becomes payable”',
  url: 'https://www.revenue.ie/en/vat/accounting-for-vat/how-to-account-for-value-added-tax/when-vat-becomes-payable.aspx',
  checked: '2026-11-28',
};

export default defineVatCountry({
  code: 'IE',
  name: 'common.country.name.IE',
  membership: euMembership('IE'),
  currency: EURO,
  fx: PERIOD_END_FX,
  frequencies: {
    none: 'periods.ts 尚不支持双月申报：爱尔兰 VAT3 的标准申报期为自 1、3、5、7、9、11 月 1 日起的双月期；四个月、六个月、按年（直接扣款分期）及按月（长期退税者）须经 Collector-General 批准（Revenue “When VAT becomes payable”）',
  },
  due: {
    rule: fact(
      {
        text: '申报期结束后次月 19 日申报并缴款；通过 ROS 在线申报者申报期限延至 23 日（此处取 19 日）',
        due: (p, _f, cal) => cal.dayOfMonthAfter(p.end, 1, 19),
      },
      REVENUE_PAYABLE,
    ),
    shift: { none: '所查资料未载明爱尔兰截止日遇周末或公共假日是否顺延，不作顺延' },
    holidays: { none: '截止日不顺延（未核实），未收集爱尔兰公共假日' },
  },
  payment: {
    accounts: { none: 'domain-facts 未收录爱尔兰税局（Collector-General）的收款账户' },
    reference: { none: '资料未给出爱尔兰缴款参考号的格式' },
    guide: { none: '账户与参考号未核实：显示通用指南（请以税局通知为准）' },
    late: { none: '资料未收录爱尔兰逾期缴款的规则页面（Revenue 页面仅说明会产生利息和罚款）' },
  },
  registration: {
    fiscalRep: { none: 'domain-facts 未涉及爱尔兰是否要求中国企业指定财税代表' },
    documents: { none: 'domain-facts 未列出爱尔兰的注册材料' },
    leadTimeWeeks: { none: 'domain-facts 未给出爱尔兰的办理周期' },
    fees: { none: '我方价目表尚无爱尔兰报价' },
  },
  transfer: true,
  returnName: 'declare.returnName.IE',
  receipt: { none: '资料未给出 ROS 提交回执的字段：显示通用的税局回执编号' },
  layout: { none: '尚无 VAT3 的栏位版式（版式构建函数写在本文件的 layout 中，见 README「Adding a country」）' },
  filing: { none: 'VAT3 在 ROS 上在线填报，shared/filing-schemas 未收录其文件格式' },
  filer: { taxId: { none: '爱尔兰没有可离线生成的申报文件（见 filing），无需为文件填写当地税号' }, taxOffice: { none: '爱尔兰没有可离线生成的申报文件（见 filing），无需为文件填写税务局代码' } },
});
