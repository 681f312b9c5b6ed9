/**
 * Austria (AT): the VAT country pack (see `./define.ts`). Facts from design/domain-facts.md §A.2
 * (UVA, deadline), §B.1 and the code's earlier docstrings; what our sources could not confirm is
 * written as `{ none }` with the reason.
 */
import { defineVatCountry, fact } from './define';
import { euMembership } from './eu';
import { EURO, PERIOD_END_FX, portalReceipt } from './shared';
import { MARKETPLACE_NOTE, OUTPUT_KINDS, section, sum, ZERO, type Built, type Sums } from '../declare/layout-kit';

/** AT Umsatzsteuervoranmeldung (BMF Formular U30, Kennzahlen). EUR to the cent. */
function at(s: Sums): Built {
  const r20 = s.pick(OUTPUT_KINDS, [20]);
  const r10 = s.pick(OUTPUT_KINDS, [10]);
  const r13 = s.pick(OUTPUT_KINDS, [13]);
  const a20 = s.pick(['acquisition'], [20]);
  const a10 = s.pick(['acquisition'], [10]);
  const acq = s.pick(['acquisition']);
  const imp = s.pick(['importVatDeducted']);
  const ig = s.pick(['intraEuSupply']);
  const exp = s.pick(['export']);
  const rc = s.pick(['reverseCharge']);
  const mkt = s.pick(['marketplaceSupply']);
  const all = s.pick(['domestic', 'distance', 'intraEuSupply', 'export', 'reverseCharge', 'marketplaceSupply']);
  const output = sum(s.pick(OUTPUT_KINDS).vat, acq.vat);
  const input = sum(imp.vat, acq.vat);
  return {
    zh: '奥地利增值税预申报',
    name: 'Umsatzsteuervoranmeldung (UVA, U30)',
    source: 'BMF Formular U30 (Umsatzsteuervoranmeldung), Kennzahlen',
    sections: [
      section(s, '销售', 'Lieferungen, sonstige Leistungen und Eigenverbrauch', [
        ['000', '销售额合计（计税基础，含免税）', 'Gesamtbetrag der Bemessungsgrundlagen für Lieferungen und sonstige Leistungen', all.net],
        ['011', '出口（免税）', 'Ausfuhrlieferungen (§ 6 Abs. 1 Z 1)', exp.net],
        ['017', '欧盟内免税供货', 'Innergemeinschaftliche Lieferungen (Art. 6 Abs. 1)', ig.net],
        ['021', '买方缴税的销售（反向征收）', 'Umsätze, für die die Steuerschuld auf den Leistungsempfänger übergeht (§ 19 Abs. 1)', rc.net],
        ['019', '其他免税销售（向平台的供货）', 'Übrige steuerfreie Umsätze mit Vorsteuerabzug', mkt.net, MARKETPLACE_NOTE],
        ['022', '20% 税率计税基础', 'Davon zu versteuern mit 20 % Normalsteuersatz', r20.net],
        ['022-USt', '20% 税率税额', 'Umsatzsteuer zu KZ 022', r20.vat],
        ['029', '10% 税率计税基础', 'Davon zu versteuern mit 10 % ermäßigtem Steuersatz', r10.net],
        ['029-USt', '10% 税率税额', 'Umsatzsteuer zu KZ 029', r10.vat],
        ['006', '13% 税率计税基础', 'Davon zu versteuern mit 13 % ermäßigtem Steuersatz', r13.net],
        ['006-USt', '13% 税率税额', 'Umsatzsteuer zu KZ 006', r13.vat],
      ]),
      section(s, '欧盟内购进', 'Innergemeinschaftliche Erwerbe', [
        ['070', '欧盟内购进计税基础合计', 'Gesamtbetrag der Bemessungsgrundlagen für innergemeinschaftliche Erwerbe', acq.net],
        ['072', '其中 20% 税率', 'Davon zu versteuern mit 20 % Normalsteuersatz', a20.net],
        ['072-USt', '20% 税率税额', 'Erwerbsteuer zu KZ 072', a20.vat],
        ['073', '其中 10% 税率', 'Davon zu versteuern mit 10 % ermäßigtem Steuersatz', a10.net],
        ['073-USt', '10% 税率税额', 'Erwerbsteuer zu KZ 073', a10.vat],
      ]),
      section(s, '进项税', 'Abziehbare Vorsteuer', [
        ['060', '进项税合计（下列单列项目除外）', 'Gesamtbetrag der Vorsteuern (ohne die nachstehend gesondert anzuführenden Beträge)', ZERO, '亚马逊报告不含进货发票；如有，请另行提供'],
        ['061', '已缴进口增值税', 'Vorsteuern betreffend die entrichtete Einfuhrumsatzsteuer (§ 12 Abs. 1 Z 2 lit. a)', imp.vat],
        ['065', '欧盟内购进的进项税', 'Vorsteuern aus dem innergemeinschaftlichen Erwerb', acq.vat],
      ]),
      section(s, '结果', 'Berechnung', [['095', '应缴税额（负数为退税）', 'Vorauszahlung / Überschuss (Zahllast)', output.minus(input)]]),
    ],
    output,
    input,
    codes: ['022+029+006+072+073 (USt)', '060+061+065', '095'],
    notes: s.has('postponedImportVat') ? ['递延进口增值税（§26 Abs 3 Z 2，记入税务账户）在 UVA 中以 KZ 083 抵扣，其应纳部分不在 UVA 中申报：未计入本表，应缴与可抵扣同额，不影响应缴税额'] : [],
  };
}

export default defineVatCountry({
  code: 'AT',
  name: 'common.country.name.AT',
  membership: euMembership('AT'),
  currency: EURO,
  fx: PERIOD_END_FX,
  frequencies: fact({ allowed: ['monthly', 'quarterly'], default: 'quarterly' }, 'domain-facts §A.2：上年营业额 > 10 万欧元按月 UVA，否则按季 [UNVERIFIED 门槛]（english.bmf.gv.at）'),
  due: {
    rule: fact({ text: '申报期结束后第 2 个月 15 日', due: (p, _f, cal) => cal.dayOfMonthAfter(p.end, 2, 15) }, { ref: 'BMF “Information on preliminary VAT returns”（domain-facts §A.2）', url: 'https://english.bmf.gv.at' }),
    shift: fact('nextWorkingDay', 'holidays.ts 原注释：奥地利关于期限的一般规则（条文未在 domain-facts 中列出）'),
    holidays: fact({ fixed: ['01-01', '01-06', '05-01', '08-15', '10-26', '11-01', '12-08', '12-25', '12-26'], easter: [1, 39, 50, 60] }, { ref: 'Feiertagsruhegesetz 1957 §1 und Arbeitsruhegesetz §7 (ris.bka.gv.at)；核对 date-holidays 3.37.0（2024–2030）', checked: '2026-11-24' }),
  },
  payment: {
    accounts: { none: '奥地利税局账户未核实：domain-facts §A.2 所列 Graz-Stadt 账户（AT70 6000 0000 0553 4681）可能早于 2021 年 Finanzamt Österreich 改组 [UNVERIFIED]，待确认（§G.3）' },
    reference: { none: '资料仅说明付款时注明税号，未给出参考号格式（domain-facts §A.2）' },
    guide: { none: '账户与参考号未核实：显示通用指南（请以税局通知为准）' },
    late: fact({ url: 'https://www.ris.bka.gv.at/NormDokument.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10003940&Paragraf=217', checked: '2026-11-24' }, { ref: '§217 BAO（Säumniszuschlag）', url: 'https://www.ris.bka.gv.at/NormDokument.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10003940&Paragraf=217', checked: '2026-11-24' }),
  },
  registration: {
    fiscalRep: fact(true, 'domain-facts §B.1：非欧盟企业“一般需要”财税代表 [UNVERIFIED]；我方按需要处理（未指定者的注册会被退回）'),
    documents: fact({ register: [], transfer: [] }, 'domain-facts §B.2：通用材料外无奥地利特有材料；财税代表委托书随财税代表要求添加'),
    leadTimeWeeks: fact([4, 8] as const, 'domain-facts §B.2：各国 4–12 周（vatontime.com），奥地利取我方估计'),
    fees: fact({ register: '3500.00', transfer: '1200.00', annual: '5400.00' }, '我方价目表（人民币）'),
  },
  transfer: true,
  returnName: 'declare.returnName.AT',
  receipt: portalReceipt('AT'),
  layout: { whole: false, build: at, ecsl: { zh: '欧盟内销售汇总申报', name: 'Zusammenfassende Meldung' } },
  filing: { none: '奥地利 UVA（FinanzOnline）的文件格式未收录于 shared/filing-schemas，尚无离线格式' },
  filer: { taxId: { none: '奥地利没有可离线生成的申报文件（见 filing），无需为文件填写当地税号' }, taxOffice: { none: '奥地利没有可离线生成的申报文件（见 filing），无需为文件填写税务局代码' } },
});
