/**
 * Poland (PL): the VAT country pack (see `./define.ts`). Facts from design/domain-facts.md §A.2
 * (JPK_V7M, deadline, the tax micro-account), §B.1 and the code's earlier docstrings.
 */
import { composeIBAN, isValidIBAN } from 'ibantools';
import { defineVatCountry, fact } from './define';
import { euMembership } from './eu';
import { formatIban, portalReceipt } from './shared';
import { OUTPUT_KINDS, section, sum, ZERO, type Built, type Sums } from '../declare/layout-kit';

/** Whether `nip` is a Polish NIP: 10 digits, check digit = Σ digit × (6, 5, 7, 2, 3, 4, 5, 6, 7) mod 11 (never 10). Spaces, dashes and a `PL` prefix are ignored. */
export function isPlNip(nip: string): boolean {
  const v = nip.replace(/[\s-]/g, '').toUpperCase().replace(/^PL/, '');
  if (!/^\d{10}$/.test(v) || /^0+$/.test(v)) return false;
  const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const c = w.reduce((a, x, i) => a + x * Number(v[i]), 0) % 11;
  return c !== 10 && c === Number(v[9]);
}

/**
 * PL: the individual tax micro-account (mikrorachunek podatkowy) of a NIP, to which VAT is paid
 * since 1 Jan 2020 (podatki.gov.pl "Paying VAT", domain-facts §A.2): a Polish IBAN whose BBAN is the
 * NBP sort code `10100071`, the fixed `222`, the identifier type `2` (NIP; `1` would be PESEL), the
 * 10-digit NIP and `00`; the two IBAN check digits by ISO 13616 mod 97 (ibantools). Structure as the
 * Ministry of Finance publishes it for its generator on podatki.gov.pl; our test vector (NIP
 * 7831916366 → PL56 1010 0071 2222 7831 9163 6600) comes from a public repository's tests, a
 * SECONDARY source: the guide still tells the payer to compare with the podatki.gov.pl generator.
 * Returns the electronic form `PL56101000712222783191636600`, or `null` when `nip` is not a valid NIP.
 */
export function plMicroAccount(nip: string): string | null {
  if (!isPlNip(nip)) return null;
  const v = nip.replace(/[\s-]/g, '').toUpperCase().replace(/^PL/, '');
  const iban = composeIBAN({ countryCode: 'PL', bban: `101000712222${v}00` });
  return iban && isValidIBAN(iban) ? iban : null;
}

/** The NIP of a return: the local tax number when it is a NIP, else the VAT number (PL + NIP). */
function nipOf(g: { localTaxNumber: string; vatNumber: string }): string {
  return isPlNip(g.localTaxNumber) ? g.localTaxNumber : g.vatNumber;
}

/**
 * PL VAT-7 declaration part of JPK_V7M / JPK_V7K (`Deklaracja/PozycjeSzczegolowe` of MF's schemas
 * JPK_V7M (2) `http://crd.gov.pl/wzor/2021/07/08/07081/` and JPK_V7M (3)
 * `http://crd.gov.pl/wzor/2025/12/19/14090/`, vendored in `../filing/schemas/pl/`). Whole złoty
 * (`etd:TKwotaC`, an integer), rounded half-up box by box. The codes are the schema's own element
 * names (the K_ fields belong to the evidence part, `Ewidencja/SprzedazWiersz` and `ZakupWiersz`,
 * which `../filing/pl.ts` writes): P_10 exempt domestic supplies (the deemed supply to the
 * marketplace: it is made in Poland, so not P_11, whose schema wording is "poza terytorium kraju"),
 * P_11 supplies outside Poland (here the domestic B2B supply where the buyer owes the VAT: doubtful,
 * noted), P_15–P_20 the 5 %, 7/8 % and 22/23 % rates, P_21 intra-EU supplies, P_22 exports,
 * P_23/P_24 intra-EU acquisitions, P_25/P_26 import under art. 33a, P_37 = P_10 + P_11 + P_13 +
 * P_15 + P_17 + P_19 + P_21 + P_22 + P_23 + P_25 + P_27 + P_29 + P_31 and P_38 = P_16 + P_18 +
 * P_20 + P_24 + P_26 + P_28 + P_30 + P_32 + P_33 + P_34 − P_35 − P_36 − P_360 (the schema's
 * annotations of P_37 / P_38), P_42/P_43 other purchases with their input VAT (acquisitions, import
 * VAT, art. 33a), P_48 = P_39 + P_41 + P_43 + P_44 + P_45 + P_46 + P_47, P_51 payable when P_38 >
 * P_48, P_53 the excess of input tax otherwise, P_62 = P_53 − P_54 carried forward (no refund asked).
 */
function pl(s: Sums): Built {
  const r23 = s.pick(OUTPUT_KINDS, [23, 22]);
  const r8 = s.pick(OUTPUT_KINDS, [8, 7]);
  const r5 = s.pick(OUTPUT_KINDS, [5]);
  const acq = s.pick(['acquisition']);
  const post = s.pick(['postponedImportVat']);
  const imp = s.pick(['importVatDeducted']);
  const ig = s.pick(['intraEuSupply']);
  const exp = s.pick(['export']);
  const mkt = s.pick(['marketplaceSupply']);
  const rc = s.pick(['reverseCharge']);
  const p37 = sum(mkt.net, rc.net, r5.net, r8.net, r23.net, ig.net, exp.net, acq.net, post.net);
  const p38 = sum(r5.vat, r8.vat, r23.vat, acq.vat, post.vat);
  const p43 = sum(acq.vat, post.vat, imp.vat);
  const p48 = p43;
  const diff = p38.minus(p48);
  const p53 = diff.lt(0) ? diff.abs() : ZERO;
  return {
    zh: '波兰增值税申报（JPK_V7M 申报部分）',
    name: 'JPK_V7M — część deklaracyjna (VAT-7)',
    source: 'Ministerstwo Finansów, schemat JPK_V7M (2) / JPK_V7M (3), część deklaracyjna VAT-7 (22) / VAT-7 (23): Deklaracja/PozycjeSzczegolowe, pola P_10–P_62',
    sections: [
      section(s, '销项', 'Podatek należny', [
        ['P_10', '境内免税销售（向平台的视同供货）', 'Dostawa towarów oraz świadczenie usług na terytorium kraju, zwolnione od podatku', mkt.net, '向平台（视同供应商）的供货按指令第 136a 条免税，填入境内免税销售 P_10 是我们的理解，请与波兰税务代理核对'],
        ['P_11', '境外销售 / 买方缴税的销售', 'Dostawa towarów oraz świadczenie usług poza terytorium kraju', rc.net, '买方缴税（art. 17 ust. 1 pkt 5）的境内销售由卖方填入 P_11 是我们的理解，请与波兰税务代理核对'],
        ['P_15', '5% 税率计税基础', 'Podstawa opodatkowania — stawka 5 %', r5.net],
        ['P_16', '5% 税率税额', 'Podatek należny — stawka 5 %', r5.vat],
        ['P_17', '8% 税率计税基础', 'Podstawa opodatkowania — stawka 7 % albo 8 %', r8.net],
        ['P_18', '8% 税率税额', 'Podatek należny — stawka 7 % albo 8 %', r8.vat],
        ['P_19', '23% 税率计税基础', 'Podstawa opodatkowania — stawka 22 % albo 23 %', r23.net],
        ['P_20', '23% 税率税额', 'Podatek należny — stawka 22 % albo 23 %', r23.vat],
        ['P_21', '欧盟内供货', 'Wewnątrzwspólnotowa dostawa towarów', ig.net],
        ['P_22', '出口', 'Eksport towarów', exp.net],
        ['P_23', '欧盟内购进计税基础', 'Wewnątrzwspólnotowe nabycie towarów — podstawa', acq.net],
        ['P_24', '欧盟内购进税额', 'Wewnątrzwspólnotowe nabycie towarów — podatek', acq.vat],
        ['P_25', '按第 33a 条清算的进口计税基础', 'Import towarów rozliczany zgodnie z art. 33a ustawy — podstawa', post.net],
        ['P_26', '按第 33a 条清算的进口税额', 'Import towarów rozliczany zgodnie z art. 33a ustawy — podatek', post.vat],
        ['P_37', '计税基础合计', 'Łączna wysokość podstawy opodatkowania', p37],
        ['P_38', '销项税合计', 'Łączna wysokość podatku należnego', p38],
      ]),
      section(s, '进项', 'Podatek naliczony', [
        ['P_42', '其他采购的计税基础', 'Nabycie towarów i usług pozostałych — wartość netto', sum(acq.net, post.net), '进口（非 33a）的计税基础不在报告中'],
        ['P_43', '其他采购的进项税（欧盟内购进、进口）', 'Nabycie towarów i usług pozostałych — podatek naliczony', p43],
        ['P_48', '可抵扣进项税合计', 'Łączna wysokość podatku naliczonego do odliczenia', p48],
      ]),
      section(s, '结果', 'Rozliczenie', [
        ['P_51', '应缴税额', 'Wysokość podatku podlegająca wpłacie do urzędu skarbowego', diff.gt(0) ? diff : ZERO],
        ['P_53', '进项大于销项的余额', 'Wysokość nadwyżki podatku naliczonego nad należnym', p53, '未计入上期结转（P_39）'],
        ['P_62', '结转下期的留抵税额', 'Wysokość nadwyżki podatku naliczonego nad należnym do przeniesienia na następny okres rozliczeniowy', p53, '按全部结转下期填写（P_62 = P_53 − P_54）；如需退税（P_54 及退税期限），请与波兰税务代理确认后在申报前修改'],
      ]),
    ],
    output: p38,
    input: p48,
    codes: ['P_38', 'P_48', 'P_51 / P_53'],
  };
}

export default defineVatCountry({
  code: 'PL',
  name: 'common.country.name.PL',
  membership: euMembership('PL'),
  currency: fact('PLN', 'ustawa o VAT art. 31a（外币金额换算为兹罗提申报）'),
  fx: fact({ rule: 'NBP_PREV_WORKDAY' }, 'ustawa o VAT art. 31a ust. 1：纳税义务发生日前最后一个工作日的 NBP 平均汇率（src/core/vat/fx-rules.ts）'),
  frequencies: fact({ allowed: ['monthly', 'quarterly'], default: 'monthly' }, 'domain-facts §A.2：按月 JPK_V7M；小纳税人可按季 JPK_V7K（记录部分仍按月）'),
  due: {
    rule: fact({ text: '申报期结束后次月 25 日', due: (p, _f, cal) => cal.dayOfMonthAfter(p.end, 1, 25) }, { ref: 'podatki.gov.pl “Paying VAT”（domain-facts §A.2）', url: 'https://www.podatki.gov.pl/en/value-added-tax/paying-vat/' }),
    shift: fact('nextWorkingDay', 'holidays.ts 原注释：波兰关于期限的一般规则（条文未在 domain-facts 中列出）'),
    holidays: fact(
      { fixed: ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26'], easter: [0, 1, 49, 60], extra: (y) => (y >= 2025 ? [`${y}-12-24`] : []) },
      { ref: 'Ustawa o dniach wolnych od pracy (Dz.U. 1951 nr 4 poz. 28, z 2024 r. poz. 1965: Wigilia od 2025)；核对 date-holidays 3.37.0（2024–2030）', checked: '2026-11-24' },
    ),
  },
  payment: {
    accounts: { none: '波兰增值税缴入按 NIP 生成的个人税务微账户（mikrorachunek），没有统一的税局账户：见付款参考' },
    reference: {
      what: '个人税务微账户（mikrorachunek podatkowy），由 NIP 按财政部公布的结构生成',
      build: (g) => plMicroAccount(nipOf(g)),
      validate: (ref, g) => ref.replace(/\s/g, '').toUpperCase() === plMicroAccount(nipOf(g)),
      source: { ref: 'podatki.gov.pl “Paying VAT” 与微账户生成器（2020-01-01 起；测试向量为二手来源）', url: 'https://www.podatki.gov.pl/en/value-added-tax/paying-vat/' },
    },
    guide: (g, common) => {
      const nip = nipOf(g);
      const micro = plMicroAccount(nip);
      const nipDigits = nip.replace(/[\s-]/g, '').toUpperCase().replace(/^PL/, '');
      return {
        method: 'declare.guide.method.PL',
        reference: micro ?? '',
        lines: [
          ...common,
          { key: 'declare.guide.nip', value: nipDigits, copy: true },
          // generated from the NIP by the published structure; the payer compares it with the podatki.gov.pl generator
          { key: 'declare.guide.microAccount', value: micro ? formatIban(micro) : '', copy: true },
          { key: 'declare.guide.bic', value: 'NBPLPLPW', copy: true, unverified: true },
          { key: 'declare.guide.title', value: `${nipDigits} VAT-7 ${g.periodEnd.slice(2, 4)}M${g.periodEnd.slice(5, 7)}`, copy: true, unverified: true },
        ],
        notes: micro ? ['declare.guide.note.PL'] : ['declare.guide.note.PL', 'declare.guide.note.PLnoNip'],
      };
    },
    late: fact({ url: 'https://www.podatki.gov.pl/zaplac-podatek/odsetki-za-zwloke/', checked: '2026-11-24' }, { ref: 'podatki.gov.pl “Odsetki za zwłokę”', url: 'https://www.podatki.gov.pl/zaplac-podatek/odsetki-za-zwloke/', checked: '2026-11-24' }),
  },
  registration: {
    fiscalRep: fact(true, 'domain-facts §B.1：波兰要求财税代表（fiscalsolutions）'),
    documents: fact({ register: [], transfer: [] }, 'domain-facts §B.2：通用材料外无波兰特有材料；财税代表委托书随财税代表要求添加'),
    leadTimeWeeks: fact([4, 8] as const, 'domain-facts §B.2：各国 4–12 周（vatontime.com），波兰取我方估计'),
    fees: fact({ register: '3500.00', transfer: '1200.00', annual: '4800.00' }, '我方价目表（人民币）'),
  },
  transfer: true,
  returnName: 'declare.returnName.PL',
  receipt: portalReceipt('PL'),
  layout: { whole: true, build: pl, ecsl: { zh: '欧盟内交易汇总申报', name: 'VAT-UE' } },
  filing: { format: 'pl-jpk' },
  filer: { taxId: 'NIP 税号', taxOffice: '税务局代码（KodUrzedu）' },
});
