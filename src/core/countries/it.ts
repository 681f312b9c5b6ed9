/**
 * Italy (IT): the VAT country pack (see `./define.ts`). Facts from design/domain-facts.md §A.2 and
 * §F.1 (F24, codici tributo, LIPE), §B (fiscal representative) and the code's earlier docstrings.
 */
import Big from 'big.js';
import { defineVatCountry, fact, type PaymentAccount } from './define';
import { euMembership } from './eu';
import { EURO, PERIOD_END_FX, portalReceipt } from './shared';
import { section, sum, ZERO, type Built, type LayoutInput, type Sums } from '../declare/layout-kit';

type Freq = 'monthly' | 'quarterly' | 'annual';

/**
 * Italian F24 tax code (codice tributo) of a periodic VAT payment (Agenzia Entrate "Paying VAT";
 * domain-facts §A.2): monthly 6001–6012 by month; quarterly Q1–Q3 6031–6033; Q4 and annual 6099
 * (the annual balance, due 16 March). `periodStart` is `YYYY-MM-DD`.
 */
export function itTaxCode(periodStart: string, frequency: Freq): string {
  const month = Number(periodStart.slice(5, 7));
  if (frequency === 'monthly') return String(6000 + month);
  if (frequency === 'quarterly' && month <= 9) return String(6030 + Math.ceil(month / 3));
  return '6099';
}

/** Italian payment reason from abroad: P.IVA + codice tributo + period `MM/AAAA` (month of the period's end; domain-facts §A.2). */
export function itCausale(vatNumber: string, periodStart: string, periodEnd: string, frequency: Freq): string {
  const piva = vatNumber.replace(/^IT/i, '');
  return `${piva} ${itTaxCode(periodStart, frequency)} ${periodEnd.slice(5, 7)}/${periodEnd.slice(0, 4)}`;
}

/** The Banca d'Italia account for VAT paid from abroad (Agenzia Entrate "Paying VAT" / "Versamenti dall'estero"; IVA scambi interni, cap. 1203 art. 01). Checked 2026-11-24. */
const BANCA_ITALIA: PaymentAccount = {
  beneficiary: "Agenzia delle Entrate (Banca d'Italia)",
  iban: 'IT64W0100003245348008120301',
  bic: 'BITAITRRENT',
  source: { ref: 'Agenzia Entrate “Paying VAT”（境外以 SWIFT MT103 汇款；domain-facts §A.2）', url: 'https://www.agenziaentrate.gov.it/portale/web/english/nse/business/vat-in-italy/paying-vat', checked: '2026-11-24' },
};

/**
 * IT Comunicazione liquidazioni periodiche IVA (LIPE), quadro VP (Agenzia Entrate, modello e
 * istruzioni). EUR to the cent. The rows are those of the LIPE file IVP18 (`Modulo` of
 * `../filing/schemas/it/sco/ivp/comunicazioneIvp_2018_v1.xsd`, elements in the model's row order,
 * which `../filing/it.ts` writes from these boxes): VP2 `TotaleOperazioniAttive`, VP3
 * `TotaleOperazioniPassive`, VP4 `IvaEsigibile`, VP5 `IvaDetratta`, VP6 `IvaDovuta` (col. 1, ≥ 0) /
 * `IvaCredito` (col. 2: the box here is signed, negative = credit), VP7–VP11 `DebitoPrecedente`,
 * `CreditoPeriodoPrecedente`, `CreditoAnnoPrecedente`, `VersamentiAutoUE`, `CreditiImposta` (not in
 * the return), VP12 `InteressiDovuti`, VP13 `Metodo` + `Acconto`, VP14 `ImportoDaVersare` /
 * `ImportoACredito` (signed here). The schema settles where the quarterly 1 % interest goes: its
 * own element `InteressiDovuti` = VP12 (after `CreditiImposta` VP11, before the acconto VP13), and
 * VP14 = VP6 + VP7 − VP8 − VP9 − VP10 − VP11 + VP12 − VP13 (art. 7 DPR 542/1999 for the 1 %).
 */
function it(s: Sums, inp: LayoutInput): Built {
  const sales = s.pick(['domestic', 'distance', 'reverseCharge', 'intraEuSupply', 'export', 'marketplaceSupply']);
  const purchases = s.pick(['acquisition', 'postponedImportVat']);
  const out = s.pick(['domestic', 'distance', 'acquisition', 'postponedImportVat']);
  const input = sum(s.pick(['acquisition', 'postponedImportVat']).vat, s.pick(['importVatDeducted']).vat);
  const vp6 = out.vat.minus(input);
  const month = Number((inp.periodStart ?? '').slice(5, 7));
  const interest = inp.frequency === 'quarterly' && month >= 1 && month <= 9 && vp6.gt(0) ? vp6.times('0.01').round(2, Big.roundHalfUp) : ZERO;
  const vp14 = vp6.plus(interest);
  return {
    zh: '意大利增值税定期结算（LIPE 季度通报）',
    name: 'Liquidazione periodica IVA — Comunicazione LIPE (quadro VP)',
    source: 'Agenzia delle Entrate, modello "Comunicazione liquidazioni periodiche IVA", istruzioni quadro VP',
    sections: [
      section(s, 'VP 栏 结算', 'Quadro VP — Liquidazione del periodo', [
        ['VP2', '销项交易总额（不含税）', 'Totale operazioni attive (al netto dell’IVA) — TotaleOperazioniAttive', sales.net],
        ['VP3', '进项交易总额（不含税，含欧盟内购进）', 'Totale operazioni passive (al netto dell’IVA) — TotaleOperazioniPassive', purchases.net, '仅含欧盟内购进与进口；其他进货发票不在亚马逊报告中'],
        ['VP4', '应纳增值税', 'IVA esigibile — IvaEsigibile', out.vat],
        ['VP5', '已抵扣增值税', 'IVA detratta — IvaDetratta', input],
        ['VP6', '本期应缴（负数为留抵）', 'IVA dovuta (IvaDovuta) / IVA a credito (IvaCredito)', vp6],
        ['VP12', '季度结算利息（1%）', 'Interessi dovuti per le liquidazioni trimestrali — InteressiDovuti', interest],
        ['VP14', '应缴税额（负数为留抵）', 'IVA da versare (ImportoDaVersare) / IVA a credito (ImportoACredito)', vp14, '未计入上期留抵（VP8）及预缴（VP13）：请按实际情况调整'],
      ]),
    ],
    output: out.vat,
    input,
    codes: ['VP4', 'VP5', 'VP14'],
    payable: vp14,
    notes: s.has('postponedImportVat') ? ['意大利无递延进口增值税机制（进口增值税由海关征收）：递延进口增值税按应纳与抵扣同额计入 VP4/VP5，请核对'] : [],
  };
}

export default defineVatCountry({
  code: 'IT',
  name: 'common.country.name.IT',
  membership: euMembership('IT'),
  currency: EURO,
  fx: PERIOD_END_FX,
  frequencies: fact({ allowed: ['monthly', 'quarterly'], default: 'quarterly' }, 'domain-facts §A.2：按月缴款（16 日）；营业额 < 80 万欧元可选按季（加 1% 利息；较早页面为 40/70 万 [CONFLICT by date]）'),
  due: {
    rule: fact(
      {
        text: '按月：次月 16 日；按季：第 1–3 季度为季度结束后第 2 个月 16 日，第 4 季度及年度为次年 3 月 16 日',
        due: (p, f, cal) => {
          if (f === 'monthly') return cal.dayOfMonthAfter(p.end, 1, 16);
          // Q4 and the annual balance: 16 March of the next year (3 months after a December end)
          if (f === 'annual' || p.end.slice(5, 7) === '12') return cal.dayOfMonthAfter(p.end, 3, 16);
          return cal.dayOfMonthAfter(p.end, 2, 16);
        },
      },
      { ref: 'Agenzia Entrate “Paying VAT” 与 “VAT – Annual payment”（domain-facts §A.2）', url: 'https://www.agenziaentrate.gov.it/portale/web/english/nse/business/vat-in-italy/paying-vat' },
    ),
    shift: fact('nextWorkingDay', 'art. 18 D.Lgs. 241/1997；art. 7(1)(h) DL 70/2011'),
    holidays: fact(
      { fixed: ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'], easter: [1], extra: (y) => (y >= 2026 ? [`${y}-10-04`] : []) },
      { ref: 'Legge 260/1949 e successive modifiche (governo.it "Festività nazionali"); Legge 151/2025: 4 ottobre festa nazionale dal 2026；核对 date-holidays 3.37.0（2024–2030）', checked: '2026-11-24' },
    ),
  },
  payment: {
    accounts: fact([BANCA_ITALIA], BANCA_ITALIA.source),
    reference: {
      what: '付款附言（causale）：P.IVA + 税目代码（codice tributo）+ 期间 MM/AAAA',
      build: (g) => itCausale(g.vatNumber, g.periodStart, g.periodEnd, g.frequency),
      validate: { none: '附言为自由文本，资料未给出税局的校验规则' },
      source: { ref: 'Agenzia Entrate “Paying VAT”；codicetributo.com（domain-facts §A.2）' },
    },
    guide: (g, common) => {
      const causale = itCausale(g.vatNumber, g.periodStart, g.periodEnd, g.frequency);
      const src = { url: BANCA_ITALIA.source.url!, checked: BANCA_ITALIA.source.checked! };
      return {
        method: 'declare.guide.method.IT',
        reference: causale,
        lines: [
          ...common,
          { key: 'declare.guide.taxCode', value: itTaxCode(g.periodStart, g.frequency), copy: true },
          { key: 'declare.guide.beneficiary', value: BANCA_ITALIA.beneficiary, source: src },
          { key: 'declare.guide.iban', value: BANCA_ITALIA.iban!, copy: true, source: src },
          { key: 'declare.guide.bic', value: BANCA_ITALIA.bic!, copy: true, source: src },
          { key: 'declare.guide.reference', value: causale, copy: true },
        ],
        notes: ['declare.guide.note.IT'],
      };
    },
    late: fact({ url: 'https://www.agenziaentrate.gov.it/portale/web/guest/schede/pagamenti/ravvedimento-operoso', checked: '2026-11-24' }, { ref: 'Agenzia Entrate “Ravvedimento operoso”', url: 'https://www.agenziaentrate.gov.it/portale/web/guest/schede/pagamenti/ravvedimento-operoso', checked: '2026-11-24' }),
  },
  registration: {
    fiscalRep: fact(true, 'domain-facts §B.1、§F.1：非欧盟企业须通过财税代表（art. 35-ter 的直接识别仅限欧盟/欧洲经济区）；2025 年起另需 5 万欧元、36 个月的担保方可进入 VIES'),
    documents: fact({ register: ['articles'], transfer: [] }, 'domain-facts §B.2：公司章程（我方清单）'),
    leadTimeWeeks: fact([2, 6] as const, 'domain-facts §B.2：各国 4–12 周（vatontime.com），意大利取我方估计'),
    fees: fact({ register: '4000.00', transfer: '1500.00', annual: '6000.00' }, '我方价目表（人民币）'),
  },
  transfer: true,
  returnName: 'declare.returnName.IT',
  receipt: portalReceipt('IT'),
  layout: { whole: false, build: it, ecsl: { zh: '欧盟内销售汇总申报', name: 'Elenchi riepilogativi Intrastat (cessioni)' } },
  filing: { format: 'it-lipe' },
  filer: { taxId: '意大利税号（codice fiscale）', taxOffice: { none: 'LIPE（IVP18）以税号（codice fiscale）与增值税号识别申报人，文件没有税务局代码' } },
});
