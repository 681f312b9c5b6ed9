/**
 * France (FR): the VAT country pack (see `./define.ts`). Facts from design/domain-facts.md §A.2
 * (CA3, deadline, SEPA B2B direct debit), §B.1 (fiscal representative) and the code's earlier docstrings.
 */
import Big from 'big.js';
import { defineVatCountry, fact } from './define';
import { euMembership } from './eu';
import { EURO, PERIOD_END_FX, portalReceipt } from './shared';
import { OUTPUT_KINDS, section, sum, ZERO, type Built, type Sums } from '../declare/layout-kit';

/**
 * Surcharge of paying French VAT by manual transfer instead of the mandatory SEPA B2B direct debit:
 * 1 % of the amount, at least EUR 60 (Taxdoo 360010540699; domain-facts §A.2). `amount` decimal
 * string in EUR (sign ignored); returns a decimal string with 2 decimals. @throws on a non-numeric amount (big.js).
 */
export function frManualTransferSurcharge(amount: string): string {
  const one = new Big(amount).abs().times('0.01').round(2, Big.roundHalfUp);
  return (one.lt(60) ? new Big(60) : one).toFixed(2);
}

/** FR CA3 (DGFiP formulaire n° 3310-CA3-SD, TVA et taxes assimilées, régime réel normal). Whole euros. */
function fr(s: Sums): Built {
  const r20 = s.pick(OUTPUT_KINDS, [20]);
  const r10 = s.pick(OUTPUT_KINDS, [10]);
  const r55 = s.pick(OUTPUT_KINDS, [5.5]);
  const rOther = s.pick(OUTPUT_KINDS, { other: [20, 10, 5.5] });
  const a20 = s.pick(['acquisition'], [20]);
  const a10 = s.pick(['acquisition'], [10]);
  const a55 = s.pick(['acquisition'], [5.5]);
  const aOther = s.pick(['acquisition'], { other: [20, 10, 5.5] });
  const acq = s.pick(['acquisition']);
  const post = s.pick(['postponedImportVat']);
  const ig = s.pick(['intraEuSupply']);
  const exp = s.pick(['export']);
  const other = s.pick(['reverseCharge', 'marketplaceSupply']);
  const imp = s.pick(['importVatDeducted']);
  // lines 08/09/9B carry the bases and tax of sales AND acquisitions at that rate; import autoliquidation adds to 08 (standard rate assumed, see note)
  const l08 = { net: sum(r20.net, a20.net, post.net), vat: sum(r20.vat, a20.vat, post.vat) };
  const l9B = { net: sum(r10.net, a10.net), vat: sum(r10.vat, a10.vat) };
  const l09 = { net: sum(r55.net, a55.net), vat: sum(r55.vat, a55.vat) };
  const lOther = { net: sum(rOther.net, aOther.net), vat: sum(rOther.vat, aOther.vat) };
  const l16 = sum(l08.vat, l9B.vat, l09.vat, lOther.vat);
  const l17 = sum(a20.vat, a10.vat, a55.vat, aOther.vat);
  const l20 = sum(l17, imp.vat, post.vat);
  const l23 = l20;
  const net = l16.minus(l23);
  return {
    zh: '法国增值税申报表',
    name: 'Déclaration CA3 (3310-CA3-SD)',
    source: 'DGFiP formulaire n° 3310-CA3-SD, cadres A et B',
    sections: [
      section(s, 'A 栏 交易额（不含税）', 'A. Montant des opérations réalisées', [
        ['A1', '销售及服务', 'Ventes, prestations de services', sum(r20.net, r10.net, r55.net, rOther.net)],
        ['A4', '进口（自行清算进口增值税）', 'Importations', post.net],
        ['B2', '欧盟内购进', 'Acquisitions intracommunautaires', acq.net],
        ['E1', '出口（欧盟外）', 'Exportations hors UE', exp.net],
        ['E2', '其他不征税交易（含买方缴税的境内销售、向平台的供货）', 'Autres opérations non imposables', other.net, '买方缴税的境内销售及向平台的供货放在 E2 是我们的理解，请与当地税务代理核对'],
        ['F2', '欧盟内免税供货（向有税号的企业）', 'Livraisons intracommunautaires à destination d’une personne assujettie', ig.net],
      ]),
      section(s, 'B 栏 应纳税额（按税率）', 'B. Décompte de la TVA à payer — TVA brute', [
        ['08-base', '20% 标准税率计税基础', 'Taux normal 20 % — base hors taxe', l08.net],
        ['08', '20% 标准税率税额', 'Taux normal 20 % — taxe due', l08.vat],
        ['9B-base', '10% 税率计税基础', 'Taux réduit 10 % — base hors taxe', l9B.net],
        ['9B', '10% 税率税额', 'Taux réduit 10 % — taxe due', l9B.vat],
        ['09-base', '5.5% 税率计税基础', 'Taux réduit 5,5 % — base hors taxe', l09.net],
        ['09', '5.5% 税率税额', 'Taux réduit 5,5 % — taxe due', l09.vat],
        ['T-autres', '其他税率税额', 'Autres taux — taxe due', lOther.vat, '其他税率（如 2.1%）在 CA3 上各有专栏，此处合计显示'],
        ['16', '应纳税额合计', 'Total de la TVA brute due', l16],
        ['17', '其中：欧盟内购进的税额', 'Dont TVA sur acquisitions intracommunautaires', l17],
      ]),
      section(s, 'B 栏 可抵扣税额', 'B. TVA déductible', [
        ['20', '其他可抵扣税额（欧盟内购进、进口）', 'Autre TVA à déduire', l20],
        ['23', '可抵扣税额合计', 'Total TVA déductible', l23],
      ]),
      section(s, '结果', 'Crédit / Taxe à payer', [
        ['25', '留抵税额（可抵扣大于应纳）', 'Crédit de TVA (ligne 23 − ligne 16)', net.lt(0) ? net.abs() : ZERO],
        ['28', '应纳增值税净额', 'TVA nette due (ligne 16 − ligne 23)', net.gt(0) ? net : ZERO],
        ['TD', '应缴总额', 'Taxe due / Total à payer', net.gt(0) ? net : ZERO],
      ]),
    ],
    output: l16,
    input: l23,
    codes: ['16', '23', '28 / 25'],
    notes: s.has('postponedImportVat') ? ['自行清算的进口增值税按 20% 标准税率放入 08 行并在 20 行抵扣（2022 年起进口增值税强制自行清算）'] : [],
  };
}

export default defineVatCountry({
  code: 'FR',
  name: 'common.country.name.FR',
  membership: euMembership('FR'),
  currency: EURO,
  fx: PERIOD_END_FX,
  frequencies: fact({ allowed: ['monthly', 'quarterly'], default: 'monthly' }, 'domain-facts §A.2：按月申报 CA3（3310-CA3-SD）；年税额 < 4,000 欧元可按季（按滚动四个季度判断，Conseil d’État）'),
  due: {
    rule: fact({ text: '申报期结束后次月 19 日（非居民企业）', due: (p, _f, cal) => cal.dayOfMonthAfter(p.end, 1, 19) }, 'Avalara VATlive（非居民 CA3）；VSOA 亦为 19 日（domain-facts §A.2）'),
    shift: fact('nextWorkingDay', 'holidays.ts 原注释：法国关于期限的一般规则（条文未在 domain-facts 中列出）'),
    holidays: fact({ fixed: ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'], easter: [1, 39, 50] }, { ref: 'Code du travail art. L3133-1 (service-public.fr "Jours fériés")；核对 date-holidays 3.37.0（2024–2030）', checked: '2026-11-24' }),
  },
  payment: {
    accounts: { none: '法国增值税强制以 SEPA B2B 直接扣款（télérèglement）缴纳，扣款与申报表绑定，不向税局账户转账（Marosa；domain-facts §A.2）' },
    reference: { none: '直接扣款与申报表绑定，无需付款参考号（Marosa；domain-facts §A.2）' },
    guide: (g, common) => ({
      method: 'declare.guide.method.FR',
      reference: '',
      lines: [...common, { key: 'declare.guide.surcharge', value: `${frManualTransferSurcharge(g.amount)} EUR` }],
      notes: ['declare.guide.note.FR', 'declare.guide.where.FR'],
    }),
    late: fact({ url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000037545722', checked: '2026-11-24' }, { ref: 'Légifrance：逾期缴纳的规则（payment.ts 原出处）', url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000037545722', checked: '2026-11-24' }),
  },
  registration: {
    fiscalRep: fact(true, 'domain-facts §B.1：法国要求非欧盟企业指定财税代表，豁免名单不含中国（fiscalsolutions；Avalara “fiscal-representative-france”）'),
    documents: fact({ register: [], transfer: [] }, 'domain-facts §B.2：通用材料（营业执照、法人身份证、店铺后台截图、海牙认证）外无法国特有材料；财税代表委托书随财税代表要求添加'),
    leadTimeWeeks: fact([4, 8] as const, 'domain-facts §B.2：各国 4–12 周（vatontime.com），法国取我方估计'),
    fees: fact({ register: '4000.00', transfer: '1500.00', annual: '6000.00' }, '我方价目表（人民币）'),
  },
  transfer: true,
  returnName: 'declare.returnName.FR',
  receipt: portalReceipt('FR'),
  layout: { whole: true, build: fr, ecsl: { zh: '欧盟内销售汇总申报', name: 'État récapitulatif TVA' } },
  filing: { none: '法国 CA3 的 EDI-TVA 格式不公开（shared/filing-schemas/README：不可离线取得）' },
  filer: { taxId: { none: '法国没有可离线生成的申报文件（见 filing），无需为文件填写当地税号' }, taxOffice: { none: '法国没有可离线生成的申报文件（见 filing），无需为文件填写税务局代码' } },
});
