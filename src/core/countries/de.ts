/**
 * Germany (DE): the VAT country pack (see `./define.ts`). Facts from design/domain-facts.md §A.2
 * (frequencies, deadline, payment reference), §B (registration) and the code's earlier docstrings.
 */
import Big from 'big.js';
import { defineVatCountry, fact, type PaymentAccount } from './define';
import { euMembership } from './eu';
import { EURO, PERIOD_END_FX, portalReceipt } from './shared';
import { MARKETPLACE_NOTE, OUTPUT_KINDS, section, sum, WHOLE_EUR_DOWN, ZERO, type Built, type LayoutInput, type Sums } from '../declare/layout-kit';

/**
 * The Finanzamt serving a company established in China: Finanzamt Neukölln (Berlin; §21 AO and the
 * Umsatzsteuerzuständigkeitsverordnung §1(1) Nr. 23: "Volksrepublik China: Finanzamt Neukölln"). The
 * Berlin tax offices share two accounts; berlin.de lists the Berliner Sparkasse one first. Checked
 * 2026-11-24. (domain-facts §B.2: since 4 Dec 2023 the Finanzamt Berlin International in Neukölln
 * took the VAT of China-based companies over; its account was not found there.)
 */
const FINANZAMT: PaymentAccount = {
  beneficiary: 'Finanzamt Neukölln',
  iban: 'DE94100500006600046463',
  bic: 'BELADEBEXXX',
  source: { ref: 'berlin.de “Bankverbindungen der Berliner Finanzämter”；§21 AO, UStZustV §1(1) Nr. 23', url: 'https://www.berlin.de/sen/finanzen/steuern/finanzaemter/artikel.9060.php', checked: '2026-11-24' },
};

/**
 * DE: the payment reference the Berlin tax offices match: the Steuernummer, the tax type and the
 * period ("Bei allen Einzahlungen geben Sie bitte als Verwendungszweck die 10-stellige Steuernummer,
 * die Steuerart und den Zeitraum an", berlin.de, see {@link FINANZAMT}): `37/123/45678 USt 10/2026`
 * for a month, `USt IV/2026` for a quarter, `USt 2026` for a year.
 */
function dePaymentReference(steuernummer: string, periodStart: string, frequency: 'monthly' | 'quarterly' | 'annual'): string {
  const y = periodStart.slice(0, 4);
  const m = Number(periodStart.slice(5, 7));
  const period = frequency === 'monthly' ? `${String(m).padStart(2, '0')}/${y}` : frequency === 'quarterly' ? `${['I', 'II', 'III', 'IV'][Math.ceil(m / 3) - 1]}/${y}` : y;
  return `${steuernummer.trim()} USt ${period}`.trim();
}

/** DE Umsatzsteuer-Voranmeldung (BMF Vordruckmuster USt 1 A; ELSTER Kennzahlen). Bases whole euros (cents dropped), tax to the cent. */
function de(s: Sums, inp: LayoutInput): Built {
  const base = (x: { net: Big }) => WHOLE_EUR_DOWN(x.net);
  const r19 = s.pick(OUTPUT_KINDS, [19]);
  const r7 = s.pick(OUTPUT_KINDS, [7]);
  const rOther = s.pick(OUTPUT_KINDS, { other: [19, 7] });
  const a19 = s.pick(['acquisition'], [19]);
  const a7 = s.pick(['acquisition'], [7]);
  const aOther = s.pick(['acquisition'], { other: [19, 7] });
  const ig = s.pick(['intraEuSupply']);
  const exp = s.pick(['export']);
  const mkt = s.pick(['marketplaceSupply']);
  const rc = s.pick(['reverseCharge']);
  const imp = s.pick(['importVatDeducted']);
  const acq = sum(a19.vat, a7.vat, aOther.vat);
  const svcNet = new Big(inp.servicesReceived?.net ?? '0');
  const svcVat = new Big(inp.servicesReceived?.vat ?? '0');
  const output = sum(r19.vat, r7.vat, rOther.vat, acq, svcVat);
  const input = sum(acq, imp.vat, svcVat);
  const notes = s.has('postponedImportVat') ? ['递延进口增值税：德国没有对应的申报栏（进口增值税由海关征收或延期），应缴与可抵扣金额相同，未计入本表，不影响应缴税额'] : [];
  return {
    zh: '德国增值税预申报',
    name: 'Umsatzsteuer-Voranmeldung',
    source: 'BMF Vordruckmuster USt 1 A (Umsatzsteuer-Voranmeldung), Kennzahlen laut ELSTER',
    sections: [
      section(s, '应税销售（计税基础为整欧元，税额到分）', 'Lieferungen und sonstige Leistungen', [
        ['81', '19% 税率销售额（计税基础）', 'Steuerpflichtige Umsätze zum Steuersatz von 19 %', base(r19)],
        ['81-Steuer', '19% 税率税额', 'Steuer zu Kz. 81', r19.vat],
        ['86', '7% 税率销售额（计税基础）', 'Steuerpflichtige Umsätze zum Steuersatz von 7 %', base(r7)],
        ['86-Steuer', '7% 税率税额', 'Steuer zu Kz. 86', r7.vat],
        ['35', '其他税率销售额（计税基础）', 'Umsätze, die anderen Steuersätzen unterliegen', base(rOther)],
        ['36', '其他税率税额', 'Steuer zu Kz. 35', rOther.vat],
      ]),
      section(s, '免税及买方缴税的销售', 'Steuerfreie Umsätze / Leistungsempfänger als Steuerschuldner', [
        ['41', '欧盟内免税供货（买方有增值税号，含移库）', 'Innergemeinschaftliche Lieferungen an Abnehmer mit USt-IdNr.', base(ig)],
        ['43', '其他可抵扣进项的免税销售（出口等）', 'Weitere steuerfreie Umsätze mit Vorsteuerabzug (z. B. Ausfuhrlieferungen)', base(exp)],
        ['43-Plattform', '向平台（视同供应商）的供货', 'Lieferungen an den Betreiber einer elektronischen Schnittstelle', base(mkt), MARKETPLACE_NOTE],
        ['60', '买方缴税的境内销售（反向征收）', 'Steuerpflichtige Umsätze, für die der Leistungsempfänger die Steuer nach § 13b UStG schuldet', base(rc)],
      ]),
      section(s, '欧盟内购进（移库入境）', 'Innergemeinschaftliche Erwerbe', [
        ['89', '19% 税率欧盟内购进（计税基础）', 'Steuerpflichtige innergemeinschaftliche Erwerbe zum Steuersatz von 19 %', base(a19)],
        ['89-Steuer', '19% 税率欧盟内购进税额', 'Steuer zu Kz. 89', a19.vat],
        ['93', '7% 税率欧盟内购进（计税基础）', 'Steuerpflichtige innergemeinschaftliche Erwerbe zum Steuersatz von 7 %', base(a7)],
        ['93-Steuer', '7% 税率欧盟内购进税额', 'Steuer zu Kz. 93', a7.vat],
        ['95', '其他税率欧盟内购进（计税基础）', 'Innergemeinschaftliche Erwerbe zu anderen Steuersätzen', base(aOther)],
        ['98', '其他税率欧盟内购进税额', 'Steuer zu Kz. 95', aOther.vat],
      ]),
      section(s, '接受服务的反向征税（亚马逊卢森堡佣金等）', 'Leistungsempfänger als Steuerschuldner (§ 13b UStG)', [
        ['46', '其他成员国企业提供的服务（计税基础）', 'Sonstige Leistungen nach § 3a Abs. 2 UStG eines im übrigen Gemeinschaftsgebiet ansässigen Unternehmers (§ 13b Abs. 1 UStG)', WHOLE_EUR_DOWN(svcNet)],
        ['47', '其他成员国企业提供服务的税额', 'Steuer zu Kz. 46', svcVat],
      ]),
      section(s, '进项税（可抵扣）', 'Abziehbare Vorsteuerbeträge', [
        ['66', '供应商发票上的进项税', 'Vorsteuerbeträge aus Rechnungen von anderen Unternehmern', ZERO, '亚马逊报告不含进货发票；如有进项发票，请另行提供后重新计算'],
        ['67', '按 § 13b 自行缴纳、可抵扣的税额', 'Vorsteuerbeträge aus Leistungen im Sinne des § 13b Abs. 1 bis 5 UStG', svcVat],
        ['61', '欧盟内购进的进项税', 'Vorsteuerbeträge aus dem innergemeinschaftlichen Erwerb von Gegenständen', acq],
        ['62', '已缴进口增值税', 'Entstandene Einfuhrumsatzsteuer', imp.vat],
      ]),
      section(s, '结果', 'Berechnung', [['83', '应缴预缴税额（负数为退税）', 'Verbleibende Umsatzsteuer-Vorauszahlung / Verbleibender Überschuss', output.minus(input)]]),
    ],
    output,
    input,
    codes: ['81+86+36+89+93+98+47', '66+61+62+67', '83'],
    notes,
  };
}

export default defineVatCountry({
  code: 'DE',
  name: 'common.country.name.DE',
  membership: euMembership('DE'),
  currency: EURO,
  fx: PERIOD_END_FX,
  frequencies: fact(
    { allowed: ['monthly', 'quarterly', 'annual'], default: 'monthly' },
    { ref: 'domain-facts §A.2：上年税额 > 9,000 欧元按月（2025 年前 7,500），否则按季，≤ 2,000 欧元按年；新设企业前两年按月（Marosa，[UNVERIFIED]：§18(2) UStG 的新设企业规则 2021–2026 暂停），故新注册默认按月' },
    '2025-01-01',
  ),
  due: {
    rule: fact({ text: '申报期结束后次月 10 日（申报与缴款同日）', due: (p, _f, cal) => cal.dayOfMonthAfter(p.end, 1, 10) }, { ref: '§18(1) UStG；Finanzamt BW（domain-facts §A.2）', url: 'https://www.gesetze-im-internet.de/ustg_1980/__18.html' }),
    shift: fact('nextWorkingDay', { ref: '§108(3) AO', url: 'https://www.gesetze-im-internet.de/ao_1977/__108.html' }),
    holidays: fact(
      // Berlin (Finanzamt Neukölln): Frauentag 8 March since 2019; 8 May 2025 once (80th anniversary of the end of the war)
      { fixed: ['01-01', '03-08', '05-01', '10-03', '12-25', '12-26'], easter: [-2, 1, 39, 50], extra: (y) => (y === 2025 ? ['2025-05-08'] : []) },
      { ref: 'Berliner Feiertagsgesetz §1 (berlin.de/sen/inneres, Frauentag 8 März seit 2019); Einigungsvertrag Art. 2 (3. Oktober)；核对 date-holidays 3.37.0（2024–2030）', checked: '2026-11-24' },
    ),
  },
  payment: {
    accounts: fact([FINANZAMT], FINANZAMT.source),
    reference: {
      what: '税号（Steuernummer）+ 税种 USt + 期间',
      build: (g) => (g.localTaxNumber ? dePaymentReference(g.localTaxNumber, g.periodStart, g.frequency) : null),
      validate: { none: '德国付款用途为自由文本，税局按税号、税种和期间人工匹配，没有可校验的格式' },
      source: FINANZAMT.source,
    },
    guide: (g, common) => {
      const ref = g.localTaxNumber ? dePaymentReference(g.localTaxNumber, g.periodStart, g.frequency) : '';
      const src = { url: FINANZAMT.source.url!, checked: FINANZAMT.source.checked! };
      return {
        method: 'declare.guide.method.DE',
        reference: ref,
        lines: [
          ...common,
          { key: 'declare.guide.beneficiary', value: FINANZAMT.beneficiary, source: src },
          { key: 'declare.guide.iban', value: FINANZAMT.iban!, copy: true, source: src },
          { key: 'declare.guide.bic', value: FINANZAMT.bic!, copy: true, source: src },
          { key: 'declare.guide.reference', value: ref, copy: true },
        ],
        notes: ['declare.guide.note.DE'],
      };
    },
    late: fact({ url: 'https://www.gesetze-im-internet.de/ao_1977/__240.html', checked: '2026-11-24' }, { ref: '§240 AO（Säumniszuschläge）', url: 'https://www.gesetze-im-internet.de/ao_1977/__240.html', checked: '2026-11-24' }),
  },
  registration: {
    fiscalRep: fact(false, 'domain-facts §B.1：德国不要求财税代表（fiscalsolutions；AVASK 清单另有说法 [CONFLICT]，以德国法律为准）'),
    documents: fact({ register: ['taxResidence', 'deQuestionnaire', 'articles'], transfer: [] }, 'domain-facts §B.2：德国问卷（Fragebogen … mit Sitz im Ausland）要求中国税收居民身份证明；Ecovis 清单含公司章程'),
    leadTimeWeeks: fact([6, 12] as const, 'domain-facts §B.2：外国公司 6–12 周（AVASK）'),
    fees: fact({ register: '3000.00', transfer: '1000.00', annual: '4800.00' }, '我方价目表（人民币）'),
  },
  transfer: true,
  returnName: 'declare.returnName.DE',
  receipt: portalReceipt('DE'),
  layout: { whole: false, build: de, ecsl: { zh: '欧盟内销售汇总申报', name: 'Zusammenfassende Meldung' } },
  filing: { none: '德国 UStVA 没有可离线生成的公开格式（XML 与发送库只随 ELSTER 开发包提供）：Kennzahlen 按 ELSTER 的顺序在 Mein ELSTER 中手工填写（shared/filing-schemas/README）' },
  filer: { taxId: { none: '德国没有可离线生成的申报文件（见 filing），无需为文件填写当地税号（付款用途中的 Steuernummer 另由申报资料提供）' }, taxOffice: { none: '德国没有可离线生成的申报文件（见 filing），无需为文件填写税务局代码' } },
});
