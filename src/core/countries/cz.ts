/**
 * Czech Republic (CZ): the VAT country pack (see `./define.ts`). Facts from design/domain-facts.md
 * §A.2 (monthly return and control statement, deadline, payment order), §B.1 and the code's earlier
 * docstrings.
 */
import { defineVatCountry, fact, type PaymentAccount } from './define';
import { euMembership } from './eu';
import { portalReceipt } from './shared';
import { MARKETPLACE_NOTE, OUTPUT_KINDS, section, sum, ZERO, type Built, type LayoutInput, type Sums } from '../declare/layout-kit';

/**
 * CZ: the variable symbol of a VAT payment is the DIČ without the "CZ" prefix (8–10 digits;
 * financnisprava.cz payment order, domain-facts §A.2). `null` when not such a number.
 */
export function czVariableSymbol(dic: string): string | null {
  const v = dic.replace(/\s/g, '').toUpperCase().replace(/^CZ/, '');
  return /^\d{8,10}$/.test(v) ? v : null;
}

/** The VAT account of the Prague office: prefix 705 (VAT) – office registry number / ČNB bank code 0710 (domain-facts §A.2). */
const FU_PRAHA: PaymentAccount = {
  beneficiary: 'Finanční úřad',
  accountNumber: '705-77628031/0710',
  unverified: { fields: ['accountNumber'], why: '主管税局存在冲突：evat.cz 指向 FÚ pro Moravskoslezský kraj（IBAN CZ0207100007050077621761），布拉格税局为 705-77628031/0710，须按税号证书确认（domain-facts §A.2、§G.5）' },
  source: { ref: 'financnisprava.cz（付款指令、网上银行、FAQ）；evat.cz（domain-facts §A.2）' },
};

/**
 * CZ přiznání k DPH (Finanční správa, tiskopis 25 5401) and kontrolní hlášení (DPH KH1). Whole CZK.
 * Codes are the form's řádky (`1` základ daně, `1-daň` daň …; KH sections `A.1` …); each box's
 * `name` ends with the EPO attribute that carries it in the filing file (`../filing/cz.ts`), as the
 * attributes' annotations in `../filing/schemas/cz/dphdp3_epo2.xsd` / `dphkh1_epo2.xsd` settle them:
 * ř. 1 `obrat23`/`dan23` (základní sazba), ř. 2 `obrat5`/`dan5` (snížená), ř. 3/4 `p_zb23`/`p_zb5`
 * (pořízení zboží z jiného členského státu "dle § 16", incl. the transfer of own goods § 16 odst. 4),
 * ř. 7/8 `dov_zb23`/`dov_zb5` (dovoz zboží § 23), ř. 20 `dod_zb` ("Hodnota plnění z řádku 20 se
 * uvede v souhrnném hlášení s kódy 0 a 1": supplies AND own-goods transfers), ř. 22 `pln_vyvoz`,
 * ř. 25 `pln_rez_pren`, ř. 26 `pln_ost`, ř. 40 `pln23`/`odp_tuz23_nar`, ř. 42 `odp_cu_nar`, ř. 43/44
 * `nar_zdp23`/`od_zdp23` and `nar_zdp5`/`od_zdp5` (input tax on "řádcích 3 až 13", by rate), ř. 46
 * `odp_sum_nar` ("součet řádků 40 až 45"), ř. 62 `dan_zocelk` (= 1 + … + 13 − 61), ř. 63 `odp_zocelk`,
 * ř. 64 `dano_da`, ř. 65 `dano_no`; KH A.1 `VetaA1` (= ř. 25, VetaC `pln_rez_pren`), A.2 `VetaA2`
 * (= ř. 3–6, 9, 12, 13, VetaC `celk_zd_a2`), A.5 `VetaA5` `zakl_dane1`/`dan1` (základní) and
 * `zakl_dane2`/`dan2` (snížená) (A.4 + A.5 = ř. 1 / ř. 2, VetaC `obrat23` / `obrat5`).
 * Rates: 21 % základní, 12 % snížená (15 % / 10 % before 2024). Postponed import VAT (§ 23) by the
 * line's rate; a line without a rate counts at the basic rate (ř. 7, with a note).
 */
function cz(s: Sums, inp: LayoutInput): Built {
  const REDUCED = [12, 15, 10];
  const r21 = s.pick(OUTPUT_KINDS, [21]);
  const rRed = s.pick(OUTPUT_KINDS, { other: [21] });
  const a21 = s.pick(['acquisition'], [21]);
  const aRed = s.pick(['acquisition'], { other: [21] });
  const p21 = s.pick(['postponedImportVat'], { other: REDUCED });
  const pRed = s.pick(['postponedImportVat'], REDUCED);
  const imp = s.pick(['importVatDeducted']);
  const ig = s.pick(['intraEuSupply']);
  const exp = s.pick(['export']);
  const rc = s.pick(['reverseCharge']);
  const mkt = s.pick(['marketplaceSupply']);
  const r62 = sum(r21.vat, rRed.vat, a21.vat, aRed.vat, p21.vat, pRed.vat);
  const r43 = sum(a21.vat, p21.vat);
  const r44 = sum(aRed.vat, pRed.vat);
  const r46 = sum(imp.vat, r43, r44);
  const diff = r62.minus(r46);
  const acq = s.pick(['acquisition']);
  const noRate = inp.lines.some((l) => l.kind === 'postponedImportVat' && l.rate === null && (Number(l.net) !== 0 || Number(l.vat) !== 0));
  return {
    zh: '捷克增值税申报表',
    name: 'Přiznání k dani z přidané hodnoty',
    source: 'Finanční správa ČR, tiskopis 25 5401 (přiznání k DPH) a DPH KH1 (kontrolní hlášení); EPO XML DPHDP3 / DPHKH1 (dphdp3_epo2.xsd, dphkh1_epo2.xsd)',
    sections: [
      section(s, 'I 部分 境内应税交易及欧盟内购进', 'I. Zdanitelná plnění', [
        ['1', '境内销售（基本税率 21%）计税基础', 'Dodání zboží / poskytnutí služeb s místem plnění v tuzemsku — základní sazba: základ daně (obrat23)', r21.net],
        ['1-daň', '境内销售（基本税率）税额', 'Dodání zboží / služeb v tuzemsku — základní sazba: daň na výstupu (dan23)', r21.vat],
        ['2', '境内销售（低税率）计税基础', 'Dodání zboží / poskytnutí služeb v tuzemsku — snížená sazba: základ daně (obrat5)', rRed.net],
        ['2-daň', '境内销售（低税率）税额', 'Dodání zboží / služeb v tuzemsku — snížená sazba: daň na výstupu (dan5)', rRed.vat],
        ['3', '自其他成员国购进货物（基本税率）计税基础', 'Pořízení zboží z jiného členského státu — základní sazba: základ daně (p_zb23)', a21.net],
        ['3-daň', '自其他成员国购进货物（基本税率）税额', 'Pořízení zboží z jiného členského státu — základní sazba: daň (dan_pzb23)', a21.vat],
        ['4', '自其他成员国购进货物（低税率）计税基础', 'Pořízení zboží z jiného členského státu — snížená sazba: základ daně (p_zb5)', aRed.net],
        ['4-daň', '自其他成员国购进货物（低税率）税额', 'Pořízení zboží z jiného členského státu — snížená sazba: daň (dan_pzb5)', aRed.vat],
        ['7', '自行核定税额的进口（§23，基本税率）计税基础', 'Dovoz zboží, jehož vyměření daně provádí plátce (§ 23) — základní sazba: základ daně (dov_zb23)', p21.net, noRate ? '递延进口增值税行没有税率：已按基本税率列入第 7 行；如为低税率，请改列第 8 行' : undefined],
        ['7-daň', '自行核定的进口税额（基本税率）', 'Dovoz zboží (§ 23) — základní sazba: daň (dan_dzb23)', p21.vat],
        ['8', '自行核定税额的进口（§23，低税率）计税基础', 'Dovoz zboží (§ 23) — snížená sazba: základ daně (dov_zb5)', pRed.net],
        ['8-daň', '自行核定的进口税额（低税率）', 'Dovoz zboží (§ 23) — snížená sazba: daň (dan_dzb5)', pRed.vat],
      ]),
      section(s, 'II 部分 其他交易', 'II. Ostatní plnění a plnění s místem plnění mimo tuzemsko s nárokem na odpočet', [
        ['20', '向其他成员国供货（含自有货物移库）', 'Dodání zboží do jiného členského státu (dod_zb)', ig.net],
        ['22', '出口', 'Vývoz zboží (pln_vyvoz)', exp.net],
        ['25', '反向征收（供货方）', 'Plnění v režimu přenesení daňové povinnosti — dodavatel (pln_rez_pren)', rc.net],
        ['26', '其他可抵扣的交易（向平台的供货）', 'Ostatní uskutečněná plnění s nárokem na odpočet daně (pln_ost)', mkt.net, MARKETPLACE_NOTE],
      ]),
      section(s, 'IV 部分 进项抵扣', 'IV. Nárok na odpočet daně', [
        ['40', '境内采购进项税（全额）', 'Z přijatých zdanitelných plnění od plátců — základní sazba, v plné výši (odp_tuz23_nar)', ZERO, '亚马逊报告不含进货发票；如有，请另行提供'],
        ['42', '海关征收的进口增值税', 'Při dovozu zboží, kdy je správcem daně celní úřad — v plné výši (odp_cu_nar)', imp.vat],
        ['43-základ', '欧盟内购进及自行核定进口（基本税率）计税基础', 'Z pořízení zboží a přijetí služeb (ř. 3–13) — základní sazba: základ daně (nar_zdp23)', sum(a21.net, p21.net)],
        ['43', '欧盟内购进及自行核定进口的进项税（基本税率）', 'Z pořízení zboží a přijetí služeb (ř. 3–13) — základní sazba: v plné výši (od_zdp23)', r43],
        ['44-základ', '欧盟内购进及自行核定进口（低税率）计税基础', 'Z pořízení zboží a přijetí služeb (ř. 3–13) — snížená sazba: základ daně (nar_zdp5)', sum(aRed.net, pRed.net)],
        ['44', '欧盟内购进及自行核定进口的进项税（低税率）', 'Z pořízení zboží a přijetí služeb (ř. 3–13) — snížená sazba: v plné výši (od_zdp5)', r44],
        ['46', '可抵扣合计', 'Odpočet daně celkem v plné výši (odp_sum_nar)', r46],
      ]),
      section(s, 'VI 部分 税额计算', 'VI. Výpočet daně', [
        ['62', '销项税', 'Daň na výstupu (dan_zocelk)', r62],
        ['63', '进项抵扣', 'Odpočet daně (odp_zocelk)', r46],
        ['64', '应缴税额', 'Vlastní daňová povinnost (dano_da)', diff.gt(0) ? diff : ZERO],
        ['65', '超额抵扣（可退）', 'Nadměrný odpočet (dano_no)', diff.lt(0) ? diff.abs() : ZERO],
      ]),
    ],
    output: r62,
    input: r46,
    codes: ['62', '63', '64 / 65'],
    extra: {
      zh: '控制报表（法人每月申报）',
      name: 'Kontrolní hlášení DPH (KH1)',
      sections: [
        section(s, 'A 部分 销项', 'Oddíl A — uskutečněná plnění', [
          ['A.1', '反向征收的销售（供货方）', 'Uskutečněná plnění v režimu přenesení daňové povinnosti (VetaA1 zakl_dane1)', rc.net, rc.net.eq(0) ? undefined : '需逐张发票列出买方 DIČ 及交易类别代码（kód předmětu plnění），亚马逊数据不含交易类别代码，生成申报文件时请按发票提供'],
          ['A.2', '自其他成员国购进（计税基础）', 'Přijatá plnění — pořízení zboží / služby z jiného členského státu (VetaA2 zakl_dane1 + zakl_dane2)', acq.net],
          ['A.4', '含税超过 10,000 克朗的单张发票销售（逐张列出）', 'Uskutečněná plnění nad 10 000 Kč vč. DPH (VetaA4)', ZERO, '需逐张 B2B 发票明细，亚马逊汇总数据无法区分，请按发票另行填写'],
          ['A.5-1', '其他销售（汇总，基本税率）计税基础', 'Ostatní uskutečněná plnění — základní sazba: základ daně (VetaA5 zakl_dane1)', r21.net],
          ['A.5-1-daň', '其他销售（汇总，基本税率）税额', 'Ostatní uskutečněná plnění — základní sazba: daň (VetaA5 dan1)', r21.vat],
          ['A.5-2', '其他销售（汇总，低税率）计税基础', 'Ostatní uskutečněná plnění — snížená sazba: základ daně (VetaA5 zakl_dane2)', rRed.net],
          ['A.5-2-daň', '其他销售（汇总，低税率）税额', 'Ostatní uskutečněná plnění — snížená sazba: daň (VetaA5 dan2)', rRed.vat],
        ]),
        section(s, 'B 部分 进项', 'Oddíl B — přijatá plnění', [
          ['B.2', '含税超过 10,000 克朗的单张进货发票（逐张列出）', 'Přijatá plnění nad 10 000 Kč vč. DPH (VetaB2)', ZERO, '进货发票不在亚马逊报告中'],
          ['B.3', '其他进货（汇总）', 'Ostatní přijatá plnění (VetaB3)', ZERO, '进货发票不在亚马逊报告中'],
        ]),
      ],
    },
  };
}

export default defineVatCountry({
  code: 'CZ',
  name: 'common.country.name.CZ',
  membership: euMembership('CZ'),
  currency: fact('CZK', 'ZDPH § 38（外币金额换算为捷克克朗）'),
  fx: fact({ rule: 'CNB_TAX_POINT', fixed: 'CNB_FIXED_ANNUAL' }, 'ZDPH § 38 odst. 1：纳税义务发生日的 ČNB 汇率；odst. 2：卖家选定的全年固定汇率（src/core/vat/fx-rules.ts）'),
  frequencies: fact({ allowed: ['monthly', 'quarterly'], default: 'monthly' }, 'domain-facts §A.2：按月申报（按季仅限有限情形）；法人的控制报表（kontrolní hlášení）无论如何按月'),
  due: {
    rule: fact({ text: '申报期结束后次月 25 日', due: (p, _f, cal) => cal.dayOfMonthAfter(p.end, 1, 25) }, { ref: 'financnisprava.cz（domain-facts §A.2）', url: 'https://www.financnisprava.cz' }),
    shift: fact('nextWorkingDay', 'holidays.ts 原注释：捷克关于期限的一般规则（条文未在 domain-facts 中列出）'),
    holidays: fact(
      { fixed: ['01-01', '05-01', '05-08', '07-05', '07-06', '09-28', '10-28', '11-17', '12-24', '12-25', '12-26'], easter: [-2, 1] },
      { ref: 'Zákon č. 245/2000 Sb., o státních svátcích (mpsv.cz)；核对 date-holidays 3.37.0（2024–2030）', checked: '2026-11-24' },
    ),
  },
  payment: {
    accounts: fact([FU_PRAHA], FU_PRAHA.source),
    reference: {
      what: '可变符号（variabilní symbol）= DIČ 去掉 CZ 前缀；固定符号 1148（非现金）',
      build: (g) => czVariableSymbol(g.vatNumber),
      validate: (ref) => /^\d{8,10}$/.test(ref.replace(/\s/g, '')),
      source: { ref: 'financnisprava.cz 付款指令（domain-facts §A.2）' },
    },
    guide: (g, common) => {
      const vs = czVariableSymbol(g.vatNumber) ?? '';
      return {
        method: 'declare.guide.method.CZ',
        reference: vs,
        lines: [
          ...common,
          // Office CONFLICT (Prague vs Moravskoslezský kraj, domain-facts §A.2 / §G.5): confirm per certificate.
          { key: 'declare.guide.account', value: FU_PRAHA.accountNumber!, copy: true, unverified: true },
          { key: 'declare.guide.variableSymbol', value: vs, copy: true },
          { key: 'declare.guide.constantSymbol', value: '1148', copy: true },
        ],
        notes: ['declare.guide.note.CZ', 'declare.guide.where.CZ'],
      };
    },
    late: fact({ url: 'https://www.financnisprava.cz/cs/dane/placeni-dani/urok-z-prodleni', checked: '2026-11-24' }, { ref: 'financnisprava.cz “Úrok z prodlení”', url: 'https://www.financnisprava.cz/cs/dane/placeni-dani/urok-z-prodleni', checked: '2026-11-24' }),
  },
  registration: {
    fiscalRep: fact(false, 'domain-facts §B.1：捷克不要求财税代表（fiscalsolutions）'),
    documents: fact({ register: [], transfer: [] }, 'domain-facts §B.2：通用材料外无捷克特有材料'),
    leadTimeWeeks: fact([4, 8] as const, 'domain-facts §B.2：各国 4–12 周（vatontime.com），捷克取我方估计'),
    fees: fact({ register: '3000.00', transfer: '1000.00', annual: '4200.00' }, '我方价目表（人民币）'),
  },
  transfer: true,
  returnName: 'declare.returnName.CZ',
  receipt: portalReceipt('CZ'),
  layout: { whole: true, build: cz, ecsl: { zh: '欧盟内交易汇总申报', name: 'Souhrnné hlášení' } },
  filing: { format: 'cz-epo' },
  filer: { taxId: 'DIČ 税号', taxOffice: '主管税务局代码（c_ufo）' },
});
