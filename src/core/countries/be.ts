/**
 * Belgium (BE): the VAT country pack (see `./define.ts`). Facts from design/domain-facts.md §A.2
 * (frequencies, deadlines from 2025), §B.1 and the code's earlier docstrings; what our sources
 * could not confirm is written as `{ none }` with the reason.
 */
import { defineVatCountry, fact } from './define';
import { euMembership } from './eu';
import { EURO, PERIOD_END_FX, portalReceipt } from './shared';
import { MARKETPLACE_NOTE, OUTPUT_KINDS, section, sum, ZERO, type Built, type Sums } from '../declare/layout-kit';

/** BE déclaration périodique à la TVA / periodieke btw-aangifte (SPF Finances, grilles 00–91). EUR to the cent. */
function be(s: Sums): Built {
  const r6 = s.pick(OUTPUT_KINDS, [6]);
  const r12 = s.pick(OUTPUT_KINDS, [12]);
  const r21 = s.pick(OUTPUT_KINDS, [21]);
  const acq = s.pick(['acquisition']);
  const post = s.pick(['postponedImportVat']);
  const imp = s.pick(['importVatDeducted']);
  const g54 = sum(r6.vat, r12.vat, r21.vat);
  const g55 = acq.vat;
  const g57 = post.vat;
  const g59 = sum(acq.vat, post.vat, imp.vat);
  const xx = sum(g54, g55, g57);
  const diff = xx.minus(g59);
  return {
    zh: '比利时增值税定期申报表',
    name: 'Déclaration périodique à la TVA / Periodieke btw-aangifte',
    source: 'SPF Finances / FOD Financiën, grilles de la déclaration périodique (00–91)',
    sections: [
      section(s, 'II 销售（计税基础）', 'II. Opérations à la sortie', [
        ['00', '0% 税率交易', 'Opérations soumises à un régime particulier / taux 0 %', ZERO],
        ['01', '6% 税率交易', 'Opérations pour lesquelles la TVA est due — taux 6 %', r6.net],
        ['02', '12% 税率交易', 'Opérations pour lesquelles la TVA est due — taux 12 %', r12.net],
        ['03', '21% 税率交易', 'Opérations pour lesquelles la TVA est due — taux 21 %', r21.net],
        ['45', '由买方缴税的交易', 'Opérations pour lesquelles la TVA est due par le cocontractant', s.pick(['reverseCharge']).net],
        ['46', '欧盟内免税供货', 'Livraisons intracommunautaires exemptées', s.pick(['intraEuSupply']).net],
        ['47', '其他免税交易及出口', 'Autres opérations exemptées et opérations effectuées à l’étranger', s.pick(['export', 'marketplaceSupply']).net, MARKETPLACE_NOTE],
      ]),
      section(s, 'III 购进（计税基础）', 'III. Opérations à l’entrée', [
        ['86', '欧盟内购进货物', 'Acquisitions intracommunautaires de biens', acq.net],
        ['87', '其他由申报人缴税的购进（ET14000 进口）', 'Autres opérations à l’entrée pour lesquelles la TVA est due par le déclarant', post.net],
      ]),
      section(s, 'IV 应纳税额', 'IV. Taxes dues', [
        ['54', '01、02、03 栏交易的税额', 'TVA relative aux opérations déclarées en grilles 01, 02 et 03', g54],
        ['55', '欧盟内购进的税额', 'TVA relative aux opérations déclarées en grilles 86 et 88', g55],
        ['57', '持 ET14000 许可证进口的税额', 'TVA relative aux importations avec report de perception', g57],
      ]),
      section(s, 'V 可抵扣税额', 'V. Taxes déductibles', [['59', '可抵扣税额', 'Taxes déductibles', g59]]),
      section(s, 'VI 结果', 'VI. Solde', [
        ['71', '应缴国家税额', 'Taxe due à l’État', diff.gt(0) ? diff : ZERO],
        ['72', '国家应退税额', 'Sommes dues par l’État', diff.lt(0) ? diff.abs() : ZERO],
      ]),
    ],
    output: xx,
    input: g59,
    codes: ['54+55+57', '59', '71 / 72'],
  };
}

export default defineVatCountry({
  code: 'BE',
  name: 'common.country.name.BE',
  membership: euMembership('BE'),
  currency: EURO,
  fx: PERIOD_END_FX,
  frequencies: fact({ allowed: ['monthly', 'quarterly'], default: 'monthly' }, 'domain-facts §A.2：默认按月；营业额 < 250 万欧元可按季（vatsquare；Avalara BE）'),
  due: {
    rule: fact(
      { text: '按月：次月 20 日；按季：季度结束后次月 25 日（2025 年起，过渡期至 2025-10-01）', due: (p, f, cal) => (f === 'monthly' ? cal.dayOfMonthAfter(p.end, 1, 20) : cal.dayOfMonthAfter(p.end, 1, 25)) },
      { ref: 'vatupdate.com 2025-02-07（taxathand；domain-facts §A.2）' },
      '2025-01-01',
    ),
    shift: fact('nextWorkingDay', 'holidays.ts 原注释：比利时关于期限的一般规则（条文未在 domain-facts 中列出）'),
    holidays: fact({ fixed: ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'], easter: [1, 39, 50] }, { ref: 'Arrêté royal du 18 avril 1974 (emploi.belgique.be "Jours fériés")；核对 date-holidays 3.37.0（2024–2030）', checked: '2026-11-24' }),
  },
  payment: {
    accounts: { none: '比利时税局账户未在资料中找到（domain-facts §G.4）' },
    reference: { none: '比利时结构化付款附言（structured communication）的格式未找到 [UNVERIFIED]（domain-facts §A.2、§G.4）' },
    guide: { none: '账户与参考号未核实：显示通用指南（请以税局通知为准）' },
    late: fact({ url: 'https://finances.belgium.be/fr/entreprises/tva/paiement-remboursement/paiement', checked: '2026-11-24' }, { ref: 'SPF Finances “Paiement de la TVA”', url: 'https://finances.belgium.be/fr/entreprises/tva/paiement-remboursement/paiement', checked: '2026-11-24' }),
  },
  registration: {
    fiscalRep: fact(true, 'domain-facts §B.1：非欧盟企业（挪威、英国除外）须指定财税代表（vatsquare；vatupdate 2024-03-07）'),
    documents: fact({ register: [], transfer: [] }, 'domain-facts §B.2：通用材料外无比利时特有材料；财税代表委托书随财税代表要求添加'),
    leadTimeWeeks: fact([4, 9] as const, 'domain-facts §B.1：21–45 个工作日（vatupdate 2024-03-07）'),
    fees: fact({ register: '4500.00', transfer: null, annual: '6600.00' }, '我方价目表（人民币；不办理转代理）'),
  },
  transfer: { none: '规格 §9 的转代理国家未列出比利时，我方不办理比利时税号转代理（无转代理报价）' },
  returnName: 'declare.returnName.BE',
  receipt: portalReceipt('BE'),
  layout: { whole: false, build: be, ecsl: { zh: '欧盟内交易汇总申报', name: 'Relevé intracommunautaire / Intracommunautaire opgave' } },
  filing: { none: '比利时 Intervat 的 XML 格式未收录于 shared/filing-schemas，尚无离线格式' },
  filer: { taxId: { none: '比利时没有可离线生成的申报文件（见 filing），无需为文件填写当地税号' }, taxOffice: { none: '比利时没有可离线生成的申报文件（见 filing），无需为文件填写税务局代码' } },
});
