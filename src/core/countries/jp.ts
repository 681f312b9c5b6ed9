/**
 * Japan (JP): the pack of Japanese consumption tax, which the VAT service registers (spec §9 "VAT
 * register countries … JP"; spec §3 "Japan" fields) but the declaration workspace does not file:
 * its return, deadlines and payment are `{ none }` with the reason. See `./define.ts`.
 */
import { defineVatCountry, fact } from './define';
import { PERIOD_END_FX } from './shared';

export default defineVatCountry({
  code: 'JP',
  name: 'common.country.name.JP',
  membership: { bloc: 'other', note: '日本不属于欧盟或英国增值税体系，征收消费税（JCT）' },
  currency: fact('JPY', '日本消费税以日元申报缴纳'),
  fx: PERIOD_END_FX,
  frequencies: fact({ allowed: ['annual'], default: 'annual' }, 'vat-service 原注释：日本消费税按年申报；规格 §9：首次申报日默认为次年 2 月 28 日'),
  due: { none: '日本消费税的申报截止日尚未建模：申报工作台不办理日本申报（首次申报日见规格 §9 的默认值）' },
  payment: {
    accounts: { none: '申报工作台不办理日本消费税缴纳' },
    reference: { none: '申报工作台不办理日本消费税缴纳' },
    guide: { none: '申报工作台不办理日本消费税缴纳' },
    late: { none: '资料未涉及日本消费税的滞纳规则' },
  },
  registration: {
    fiscalRep: fact(false, 'vat-service 原注释：日本需要纳税管理人（納税管理人），由日本字段 taxAgent 询问，不按财税代表处理'),
    documents: fact({ register: ['taxAgentAppointment', 'jpStoreInfo'], transfer: [] }, '规格 §3 “Japan” 字段：纳税管理人委任、日本店铺信息'),
    leadTimeWeeks: fact([4, 8] as const, '我方估计'),
    fees: fact({ register: '3500.00', transfer: null, annual: '6000.00' }, '我方价目表（人民币；不办理转代理）'),
  },
  transfer: { none: '规格 §9 的转代理国家未列出日本，我方不办理日本税号转代理' },
  returnName: { none: '申报工作台不办理日本消费税申报' },
  receipt: { none: '申报工作台不办理日本消费税申报，没有回执' },
  layout: { none: '申报工作台不办理日本消费税申报，没有日本消费税申报表的栏位版式' },
  filing: { none: '日本消费税（e-Tax）的文件格式未收录于 shared/filing-schemas' },
  filer: { taxId: { none: '申报工作台不办理日本消费税申报，没有申报文件' }, taxOffice: { none: '申报工作台不办理日本消费税申报，没有申报文件' } },
});
