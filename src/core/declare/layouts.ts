/**
 * Per-country VAT return layouts (issue #11 "VAT return per country, as the engine computes it,
 * under the return's own name"): from the engine's computed return of one EU member state (its
 * lines by kind and rate, its EC Sales List; `CountryReturn` in `../vat/types`, or the
 * declaration's `DeclareReturn` that carries the same lines) to the boxes of that country's own
 * form — DE Umsatzsteuer-Voranmeldung, FR CA3, IT LIPE (quadro VP), ES modelo 303, PL JPK_V7M
 * (declaration part), CZ přiznání k DPH + kontrolní hlášení, NL OB-aangifte, AT UVA (U30),
 * SE momsdeklaration, BE periodieke btw-aangifte. GB keeps its nine boxes (`../vat/checks.ts`);
 * `returnLayout` answers `null` for it and for a country without a layout.
 *
 * Every box has its official code (`code`), a Chinese label (`zh`) and the form's own wording
 * (`name`, original language). AMOUNTS are decimal strings in MAJOR units of the return currency
 * (EUR, PLN, CZK, SEK): two decimals (`"1234.50"`), except where the form itself takes whole units
 * (`whole: true` on the layout: FR CA3, PL JPK_V7M declaration part, CZ, NL, SE; DE bases — Kz 81,
 * 86, 89… — are whole euros with the tax to the cent). Whole amounts are rounded half-up box by box
 * and the form's totals are summed from the rounded boxes (as the authority's own form computes
 * them), so a whole-unit payable may differ from the engine's `totals.payable` by rounding only.
 *
 * The engine's line kinds (vat-engine.md; `LineKind` in `../vat/types`) map as follows:
 * `domestic` and `distance` (taxed in the country) → the rate boxes; `acquisition` (intra-EU
 * acquisitions incl. own-goods transfers; VAT due AND deductible) → the acquisition boxes and the
 * input VAT on acquisitions; `intraEuSupply` → the exempt intra-EU supplies box and the ECSL;
 * `export` → exports; `reverseCharge` (domestic B2B supply, the buyer owes the VAT) → the
 * supplier-side reverse-charge box; `marketplaceSupply` (deemed supply to the marketplace, VAT 0)
 * → an "other exempt / not taxed" box (UNCERTAIN in every country: marked with a `note`);
 * `importVatDeducted` → the import-VAT input box; `postponedImportVat` → the postponed-import
 * boxes where the country has the mechanism (FR autoliquidation, ES diferimiento, PL art. 33a,
 * CZ §23, NL art. 23, SE ruta 50, BE ET14000) and else a layout `note` (DE, AT, IT: due and
 * deductible in the same amount, so the payable is unchanged).
 *
 * Sources: the authorities' forms as named in each builder (BMF Vordruckmuster USt 1 A 2025;
 * DGFiP formulaire 3310-CA3-SD; Agenzia Entrate modello "Comunicazione liquidazioni periodiche
 * IVA" istruzioni; AEAT modelo 303 diseño de registro; MF JPK_V7M(2/3) broszura informacyjna;
 * Finanční správa tiskopis 25 5401 + DPH KH1; Belastingdienst "Aangifte omzetbelasting" rubrieken;
 * BMF Formular U30; Skatteverket SKV 4700 rutor; SPF Finances grilles de la déclaration
 * périodique). Facts on frequencies and deadlines: shared/design/domain-facts.md §A.2, §F. The
 * codes were written from those form names as we know them; none of the form PDFs is in our design
 * folder, so a mapping we are not sure of carries a Chinese `note` saying so (never a guess shown
 * as certain). Pure TypeScript, relative imports only; arithmetic through big.js.
 */
import Big from 'big.js';
import type { CountryReturn, LineKind } from '../vat/types';

/** One line of the computed return: `kind` as the engine names it, `rate` a fraction (`"0.19"`) or null, `net`/`vat` decimal strings. */
export interface LayoutLine {
  kind: LineKind;
  rate: string | null;
  net: string;
  vat: string;
}

/** One EC Sales List line of the computed return (`value` decimal string, return currency). */
export interface LayoutEcslLine {
  customerVat: string;
  customerCountry: string;
  kind: 'goods' | 'transfer';
  value: string;
}

/** What a layout is built from: one member state's computed return. */
export interface LayoutInput {
  country: string;
  currency: string;
  lines: LayoutLine[];
  ecsl?: LayoutEcslLine[];
  /** IT: quarterly payers add 1 % interest (VP12) to Q1–Q3 settlements. */
  frequency?: 'monthly' | 'quarterly' | 'annual';
  /** `YYYY-MM-DD`, for the IT quarter. */
  periodStart?: string;
  /** Reverse charge on services received from another member state (issue #24: Amazon's Luxembourg fee invoices): net and VAT, both owed and deductible. */
  servicesReceived?: { net: string; vat: string };
}

/** One box of a form: official code, Chinese label, original wording, amount (see file docstring for units). */
export interface LayoutBox {
  code: string;
  zh: string;
  name: string;
  amount: string;
  /** A Chinese note: a mapping we are unsure of, or what the return cannot know. */
  note?: string;
}

/** A part of a form (cadre, oddíl, rubriek…). */
export interface LayoutSection {
  zh: string;
  name: string;
  boxes: LayoutBox[];
}

/** A country's form filled from the computed return. */
export interface ReturnLayout {
  country: string;
  currency: string;
  /** Chinese name of the return. */
  zh: string;
  /** The return's own name (`Umsatzsteuer-Voranmeldung`). */
  name: string;
  /** Title as shown: `德国增值税预申报（Umsatzsteuer-Voranmeldung）`. */
  title: string;
  /** Where the form's official wording comes from. */
  source: string;
  /** Whole units (see file docstring). */
  whole: boolean;
  sections: LayoutSection[];
  /** The form's own totals: output tax, deductible input tax, payable (> 0) or refundable (< 0); `payable = output − input`. */
  totals: { output: string; input: string; payable: string; outputCode: string; inputCode: string; payableCode: string };
  /** The recapitulative statement (ECSL) where the return has intra-EU B2B supplies or transfers. */
  ecsl: { zh: string; name: string; lines: LayoutEcslLine[] } | null;
  /** Extra statements the country asks with the return (CZ kontrolní hlášení). */
  extra: { zh: string; name: string; sections: LayoutSection[] } | null;
  /** Chinese notes on the whole layout (lines without a box, uncertain mappings). */
  notes: string[];
}

/** The layout input of an engine `CountryReturn` (EU member state; lines and ECSL as computed). */
export function layoutInputFromEngine(ret: CountryReturn): LayoutInput {
  return {
    country: ret.country,
    currency: ret.currency,
    lines: (ret.lines ?? []).map((l) => ({ kind: l.kind, rate: l.rate, net: l.net.value, vat: l.vat.value })),
    ecsl: (ret.ecsl ?? []).map((e) => ({ customerVat: e.customerVat, customerCountry: e.customerCountry, kind: e.kind, value: e.value.value })),
  };
}

// -------------------------------------------------------------------------------------- helpers

const ZERO = new Big(0);
const OUTPUT_KINDS: LineKind[] = ['domestic', 'distance'];

/** Percent of a fraction rate string (`"0.19"` → 19, `"0.055"` → 5.5); NaN for null. */
function pct(rate: string | null): number {
  return rate === null ? Number.NaN : Math.round(Number(rate) * 1000) / 10;
}

class Sums {
  constructor(
    private readonly lines: LayoutLine[],
    readonly whole: boolean,
  ) {}

  /** Net and VAT of the lines of `kinds` (and rate in `rates` percent, if given; `rates === 'other'` = none of `known`). */
  pick(kinds: LineKind[], rates?: number[] | { other: number[] }): { net: Big; vat: Big } {
    let net = ZERO;
    let vat = ZERO;
    for (const l of this.lines) {
      if (!kinds.includes(l.kind)) continue;
      if (rates) {
        const p = pct(l.rate);
        if (Array.isArray(rates) ? !rates.includes(p) : rates.other.includes(p)) continue;
      }
      net = net.plus(l.net || '0');
      vat = vat.plus(l.vat || '0');
    }
    return { net: this.r(net), vat: this.r(vat) };
  }

  /** Rounded as the form takes it. */
  r(b: Big): Big {
    return this.whole ? b.round(0, Big.roundHalfUp) : b.round(2, Big.roundHalfUp);
  }

  fmt(b: Big): string {
    return this.whole ? b.toFixed(0) : b.toFixed(2);
  }

  has(kind: LineKind): boolean {
    return this.lines.some((l) => l.kind === kind && (Number(l.net) !== 0 || Number(l.vat) !== 0));
  }
}

type BoxSpec = [code: string, zh: string, name: string, amount: Big, note?: string];

function section(s: Sums, zh: string, name: string, boxes: BoxSpec[]): LayoutSection {
  return { zh, name, boxes: boxes.map(([code, bzh, bname, amount, note]) => ({ code, zh: bzh, name: bname, amount: s.fmt(amount), ...(note ? { note } : {}) })) };
}

function sum(...xs: Big[]): Big {
  return xs.reduce((a, b) => a.plus(b), ZERO);
}

const WHOLE_EUR_DOWN = (b: Big) => b.round(0, Big.roundDown);

const ECSL_NAMES: Record<string, [string, string]> = {
  DE: ['欧盟内销售汇总申报', 'Zusammenfassende Meldung'],
  FR: ['欧盟内销售汇总申报', 'État récapitulatif TVA'],
  IT: ['欧盟内销售汇总申报', 'Elenchi riepilogativi Intrastat (cessioni)'],
  ES: ['欧盟内交易汇总申报', 'Modelo 349'],
  PL: ['欧盟内交易汇总申报', 'VAT-UE'],
  CZ: ['欧盟内交易汇总申报', 'Souhrnné hlášení'],
  NL: ['欧盟内供货申报', 'Opgaaf intracommunautaire prestaties (ICP)'],
  AT: ['欧盟内销售汇总申报', 'Zusammenfassende Meldung'],
  SE: ['欧盟内销售汇总申报', 'Periodisk sammanställning'],
  BE: ['欧盟内交易汇总申报', 'Relevé intracommunautaire / Intracommunautaire opgave'],
};

const MARKETPLACE_NOTE = '向平台（视同供应商）的供货在该表中的栏位我们未能从官方说明确认，请与当地税务代理核对';

interface Built {
  zh: string;
  name: string;
  source: string;
  sections: LayoutSection[];
  output: Big;
  input: Big;
  codes: [output: string, input: string, payable: string];
  notes?: string[];
  extra?: ReturnLayout['extra'];
  /** The payable box's value when it is not simply output − input (IT VP12 interest). */
  payable?: Big;
}

// ------------------------------------------------------------------------------------ countries

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

/** IT Comunicazione liquidazioni periodiche IVA (LIPE), quadro VP (Agenzia Entrate, modello e istruzioni). EUR to the cent. */
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
        ['VP2', '销项交易总额（不含税）', 'Totale operazioni attive (al netto dell’IVA)', sales.net],
        ['VP3', '进项交易总额（不含税，含欧盟内购进）', 'Totale operazioni passive (al netto dell’IVA)', purchases.net, '仅含欧盟内购进与进口；其他进货发票不在亚马逊报告中'],
        ['VP4', '应纳增值税', 'IVA esigibile', out.vat],
        ['VP5', '已抵扣增值税', 'IVA detratta', input],
        ['VP6', '本期应缴（负数为留抵）', 'IVA dovuta / IVA a credito', vp6],
        ['VP12', '季度结算利息（1%）', 'Interessi dovuti per le liquidazioni trimestrali', interest],
        ['VP14', '应缴税额（负数为留抵）', 'IVA da versare / IVA a credito', vp14, '未计入上期留抵（VP8）及预缴（VP13）：请按实际情况调整'],
      ]),
    ],
    output: out.vat,
    input,
    codes: ['VP4', 'VP5', 'VP14'],
    payable: vp14,
    notes: s.has('postponedImportVat') ? ['意大利无递延进口增值税机制（进口增值税由海关征收）：递延进口增值税按应纳与抵扣同额计入 VP4/VP5，请核对'] : [],
  };
}

/** ES modelo 303 (AEAT, Impuesto sobre el Valor Añadido — Autoliquidación). EUR to the cent. */
function es(s: Sums): Built {
  const r4 = s.pick(OUTPUT_KINDS, [4]);
  const r10 = s.pick(OUTPUT_KINDS, [10]);
  const r21 = s.pick(OUTPUT_KINDS, [21]);
  const rOther = s.pick(OUTPUT_KINDS, { other: [4, 10, 21] });
  const acq = s.pick(['acquisition']);
  const imp = s.pick(['importVatDeducted']);
  const post = s.pick(['postponedImportVat']);
  const c27 = sum(r4.vat, r10.vat, r21.vat, rOther.vat, acq.vat);
  const c45 = sum(acq.vat, imp.vat, post.vat);
  const c46 = c27.minus(c45);
  const c69 = c46.plus(post.vat);
  const notes = rOther.net.eq(0) && rOther.vat.eq(0) ? [] : ['有 4%/10%/21% 以外税率的销售：其税额已计入 27 栏，但在 01–09 栏中没有单独显示，请与当地税务代理核对'];
  return {
    zh: '西班牙增值税申报表',
    name: 'Modelo 303 — IVA Autoliquidación',
    source: 'AEAT modelo 303, casillas del régimen general',
    sections: [
      section(s, '应纳增值税（一般制度）', 'IVA devengado — Régimen general', [
        ['01', '4% 税率计税基础', 'Base imponible 4 %', r4.net],
        ['03', '4% 税率税额', 'Cuota 4 %', r4.vat],
        ['04', '10% 税率计税基础', 'Base imponible 10 %', r10.net],
        ['06', '10% 税率税额', 'Cuota 10 %', r10.vat],
        ['07', '21% 税率计税基础', 'Base imponible 21 %', r21.net],
        ['09', '21% 税率税额', 'Cuota 21 %', r21.vat],
        ['10', '欧盟内购进计税基础', 'Adquisiciones intracomunitarias de bienes y servicios — base imponible', acq.net],
        ['11', '欧盟内购进税额', 'Adquisiciones intracomunitarias de bienes y servicios — cuota', acq.vat],
        ['27', '应纳税额合计', 'Total cuota devengada', c27],
      ]),
      section(s, '可抵扣增值税', 'IVA deducible', [
        ['28', '境内采购计税基础', 'Por cuotas soportadas en operaciones interiores corrientes — base', ZERO, '亚马逊报告不含进货发票；如有，请另行提供'],
        ['29', '境内采购进项税额', 'Por cuotas soportadas en operaciones interiores corrientes — cuota', ZERO],
        ['33', '进口增值税（含递延）', 'Por cuotas devengadas en las importaciones de bienes corrientes — cuota', sum(imp.vat, post.vat)],
        ['37', '欧盟内购进可抵扣税额', 'En adquisiciones intracomunitarias de bienes corrientes — cuota', acq.vat],
        ['45', '可抵扣合计', 'Total a deducir', c45],
        ['46', '一般制度结果', 'Resultado régimen general (27 − 45)', c46],
      ]),
      section(s, '补充信息', 'Información adicional', [
        ['59', '欧盟内供货', 'Entregas intracomunitarias de bienes y servicios', s.pick(['intraEuSupply']).net],
        ['60', '出口及类似交易', 'Exportaciones y operaciones asimiladas', s.pick(['export']).net],
        ['61', '不征税或买方缴税且可抵扣的交易', 'Operaciones no sujetas o con inversión del sujeto pasivo que originan derecho a deducción', s.pick(['reverseCharge', 'marketplaceSupply']).net, MARKETPLACE_NOTE],
      ]),
      section(s, '结果', 'Resultado', [
        ['77', '海关核定、递延缴纳的进口增值税', 'IVA a la importación liquidado por la Aduana pendiente de ingreso', post.vat],
        ['69', '结果', 'Resultado', c69],
        ['71', '申报结果（应缴，负数为可退/留抵）', 'Resultado de la liquidación', c69, '未计入以前期间待抵扣额（70/110）'],
      ]),
    ],
    output: sum(c27, post.vat),
    input: c45,
    codes: ['27+77', '45', '71'],
    notes,
  };
}

/** PL JPK_V7M, declaration part (MF struktura JPK_V7M; pola K_… / P_…). Whole złoty. */
function pl(s: Sums): Built {
  const r23 = s.pick(OUTPUT_KINDS, [23, 22]);
  const r8 = s.pick(OUTPUT_KINDS, [8, 7]);
  const r5 = s.pick(OUTPUT_KINDS, [5]);
  const acq = s.pick(['acquisition']);
  const post = s.pick(['postponedImportVat']);
  const imp = s.pick(['importVatDeducted']);
  const ig = s.pick(['intraEuSupply']);
  const exp = s.pick(['export']);
  const out11 = s.pick(['reverseCharge', 'marketplaceSupply']);
  const p37 = sum(out11.net, r5.net, r8.net, r23.net, ig.net, exp.net, acq.net, post.net);
  const p38 = sum(r5.vat, r8.vat, r23.vat, acq.vat, post.vat);
  const p43 = sum(acq.vat, post.vat, imp.vat);
  const p48 = p43;
  const diff = p38.minus(p48);
  return {
    zh: '波兰增值税申报（JPK_V7M 申报部分）',
    name: 'JPK_V7M — część deklaracyjna (VAT-7)',
    source: 'Ministerstwo Finansów, struktura logiczna JPK_V7M, część deklaracyjna (pola K_10–K_36, P_37–P_62)',
    sections: [
      section(s, '销项', 'Podatek należny', [
        ['K_11', '境外销售 / 买方缴税的销售', 'Dostawa towarów oraz świadczenie usług poza terytorium kraju', out11.net, '买方缴税的境内销售及向平台的供货放在 K_11 是我们的理解，请与波兰税务代理核对'],
        ['K_15', '5% 税率计税基础', 'Podstawa opodatkowania — stawka 5 %', r5.net],
        ['K_16', '5% 税率税额', 'Podatek należny — stawka 5 %', r5.vat],
        ['K_17', '8% 税率计税基础', 'Podstawa opodatkowania — stawka 7 % albo 8 %', r8.net],
        ['K_18', '8% 税率税额', 'Podatek należny — stawka 7 % albo 8 %', r8.vat],
        ['K_19', '23% 税率计税基础', 'Podstawa opodatkowania — stawka 22 % albo 23 %', r23.net],
        ['K_20', '23% 税率税额', 'Podatek należny — stawka 22 % albo 23 %', r23.vat],
        ['K_21', '欧盟内供货', 'Wewnątrzwspólnotowa dostawa towarów', ig.net],
        ['K_22', '出口', 'Eksport towarów', exp.net],
        ['K_23', '欧盟内购进计税基础', 'Wewnątrzwspólnotowe nabycie towarów — podstawa', acq.net],
        ['K_24', '欧盟内购进税额', 'Wewnątrzwspólnotowe nabycie towarów — podatek', acq.vat],
        ['K_25', '按第 33a 条清算的进口计税基础', 'Import towarów rozliczany zgodnie z art. 33a ustawy — podstawa', post.net],
        ['K_26', '按第 33a 条清算的进口税额', 'Import towarów rozliczany zgodnie z art. 33a ustawy — podatek', post.vat],
        ['P_37', '计税基础合计', 'Łączna wysokość podstawy opodatkowania', p37],
        ['P_38', '销项税合计', 'Łączna wysokość podatku należnego', p38],
      ]),
      section(s, '进项', 'Podatek naliczony', [
        ['K_42', '其他采购的计税基础', 'Nabycie towarów i usług pozostałych — wartość netto', sum(acq.net, post.net), '进口（非 33a）的计税基础不在报告中'],
        ['K_43', '其他采购的进项税（欧盟内购进、进口）', 'Nabycie towarów i usług pozostałych — podatek naliczony', p43],
        ['P_48', '可抵扣进项税合计', 'Łączna wysokość podatku naliczonego do odliczenia', p48],
      ]),
      section(s, '结果', 'Rozliczenie', [
        ['P_51', '应缴税额', 'Kwota podatku podlegająca wpłacie do urzędu skarbowego', diff.gt(0) ? diff : ZERO],
        ['P_53', '进项大于销项的余额', 'Nadwyżka podatku naliczonego nad należnym', diff.lt(0) ? diff.abs() : ZERO, '未计入上期结转（P_39）'],
      ]),
    ],
    output: p38,
    input: p48,
    codes: ['P_38', 'P_48', 'P_51 / P_53'],
  };
}

/** CZ přiznání k DPH (Finanční správa, tiskopis 25 5401) and kontrolní hlášení (DPH KH1). Whole CZK. */
function cz(s: Sums): Built {
  const r21 = s.pick(OUTPUT_KINDS, [21]);
  const rRed = s.pick(OUTPUT_KINDS, { other: [21] });
  const a21 = s.pick(['acquisition'], [21]);
  const aRed = s.pick(['acquisition'], { other: [21] });
  const post = s.pick(['postponedImportVat']);
  const imp = s.pick(['importVatDeducted']);
  const ig = s.pick(['intraEuSupply']);
  const exp = s.pick(['export']);
  const rc = s.pick(['reverseCharge']);
  const mkt = s.pick(['marketplaceSupply']);
  const r62 = sum(r21.vat, rRed.vat, a21.vat, aRed.vat, post.vat);
  const r43 = sum(a21.vat, aRed.vat, post.vat);
  const r46 = sum(imp.vat, r43);
  const diff = r62.minus(r46);
  const dom = s.pick(OUTPUT_KINDS);
  const acq = s.pick(['acquisition']);
  return {
    zh: '捷克增值税申报表',
    name: 'Přiznání k dani z přidané hodnoty',
    source: 'Finanční správa ČR, tiskopis 25 5401 (přiznání k DPH) a DPH KH1 (kontrolní hlášení)',
    sections: [
      section(s, 'I 部分 境内应税交易及欧盟内购进', 'I. Zdanitelná plnění', [
        ['1', '境内销售（基本税率 21%）计税基础', 'Dodání zboží / poskytnutí služeb s místem plnění v tuzemsku — základní sazba: základ daně', r21.net],
        ['1-daň', '境内销售（基本税率）税额', 'Dodání zboží / služeb v tuzemsku — základní sazba: daň na výstupu', r21.vat],
        ['2', '境内销售（低税率）计税基础', 'Dodání zboží / poskytnutí služeb v tuzemsku — snížená sazba: základ daně', rRed.net],
        ['2-daň', '境内销售（低税率）税额', 'Dodání zboží / služeb v tuzemsku — snížená sazba: daň na výstupu', rRed.vat],
        ['3', '自其他成员国购进货物（基本税率）计税基础', 'Pořízení zboží z jiného členského státu — základní sazba: základ daně', a21.net],
        ['3-daň', '自其他成员国购进货物（基本税率）税额', 'Pořízení zboží z jiného členského státu — základní sazba: daň', a21.vat],
        ['4', '自其他成员国购进货物（低税率）计税基础', 'Pořízení zboží z jiného členského státu — snížená sazba: základ daně', aRed.net],
        ['4-daň', '自其他成员国购进货物（低税率）税额', 'Pořízení zboží z jiného členského státu — snížená sazba: daň', aRed.vat],
        ['7', '自行核定税额的进口（§23）', 'Dovoz zboží, jehož vyměření daně provádí plátce (§ 23) — základ daně', post.net],
        ['7-daň', '自行核定的进口税额', 'Dovoz zboží (§ 23) — daň', post.vat],
      ]),
      section(s, 'II 部分 其他交易', 'II. Ostatní plnění a plnění s místem plnění mimo tuzemsko s nárokem na odpočet', [
        ['20', '向其他成员国供货', 'Dodání zboží do jiného členského státu', ig.net],
        ['22', '出口', 'Vývoz zboží', exp.net],
        ['25', '反向征收（供货方）', 'Plnění v režimu přenesení daňové povinnosti — dodavatel', rc.net],
        ['26', '其他可抵扣的交易（向平台的供货）', 'Ostatní uskutečněná plnění s nárokem na odpočet daně', mkt.net, MARKETPLACE_NOTE],
      ]),
      section(s, 'IV 部分 进项抵扣', 'IV. Nárok na odpočet daně', [
        ['40', '境内采购进项税（全额）', 'Z přijatých zdanitelných plnění od plátců — v plné výši', ZERO, '亚马逊报告不含进货发票；如有，请另行提供'],
        ['42', '海关征收的进口增值税', 'Při dovozu zboží, kdy je správcem daně celní úřad', imp.vat],
        ['43', '欧盟内购进及自行核定进口的进项税', 'Z pořízení zboží a přijetí služeb (ř. 3–13)', r43],
        ['46', '可抵扣合计', 'Odpočet daně celkem v plné výši', r46],
      ]),
      section(s, 'VI 部分 税额计算', 'VI. Výpočet daně', [
        ['62', '销项税', 'Daň na výstupu', r62],
        ['63', '进项抵扣', 'Odpočet daně', r46],
        ['64', '应缴税额', 'Vlastní daňová povinnost', diff.gt(0) ? diff : ZERO],
        ['65', '超额抵扣（可退）', 'Nadměrný odpočet', diff.lt(0) ? diff.abs() : ZERO],
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
          ['A.1', '反向征收的销售（供货方）', 'Uskutečněná plnění v režimu přenesení daňové povinnosti', rc.net],
          ['A.2', '自其他成员国购进（计税基础）', 'Přijatá plnění — pořízení zboží / služby z jiného členského státu', acq.net],
          ['A.4', '含税超过 10,000 克朗的单张发票销售（逐张列出）', 'Uskutečněná plnění nad 10 000 Kč vč. DPH', ZERO, '需逐张 B2B 发票明细，亚马逊汇总数据无法区分，请按发票另行填写'],
          ['A.5', '其他销售（汇总，计税基础）', 'Ostatní uskutečněná plnění — základ daně', dom.net],
          ['A.5-daň', '其他销售（汇总，税额）', 'Ostatní uskutečněná plnění — daň', dom.vat],
        ]),
        section(s, 'B 部分 进项', 'Oddíl B — přijatá plnění', [
          ['B.2', '含税超过 10,000 克朗的单张进货发票（逐张列出）', 'Přijatá plnění nad 10 000 Kč vč. DPH', ZERO, '进货发票不在亚马逊报告中'],
          ['B.3', '其他进货（汇总）', 'Ostatní přijatá plnění', ZERO, '进货发票不在亚马逊报告中'],
        ]),
      ],
    },
  };
}

/** NL aangifte omzetbelasting (Belastingdienst, rubrieken 1a–5g). Whole euros. */
function nl(s: Sums): Built {
  const r21 = s.pick(OUTPUT_KINDS, [21]);
  const r9 = s.pick(OUTPUT_KINDS, [9]);
  const rOther = s.pick(OUTPUT_KINDS, { other: [21, 9] });
  const zeroRc = s.pick(['reverseCharge', 'marketplaceSupply']);
  const post = s.pick(['postponedImportVat']);
  const acq = s.pick(['acquisition']);
  const imp = s.pick(['importVatDeducted']);
  const r5a = sum(r21.vat, r9.vat, rOther.vat, post.vat, acq.vat);
  const r5b = sum(acq.vat, post.vat, imp.vat);
  return {
    zh: '荷兰增值税申报表',
    name: 'Aangifte omzetbelasting (OB)',
    source: 'Belastingdienst, aangifte omzetbelasting, rubrieken 1 t/m 5',
    sections: [
      section(s, '1 在荷兰境内的供货/服务', 'Rubriek 1: Prestaties binnenland', [
        ['1a-omzet', '高税率（21%）销售额', 'Leveringen/diensten belast met hoog tarief — omzet', r21.net],
        ['1a', '高税率（21%）税额', 'Leveringen/diensten belast met hoog tarief — omzetbelasting', r21.vat],
        ['1b-omzet', '低税率（9%）销售额', 'Leveringen/diensten belast met laag tarief — omzet', r9.net],
        ['1b', '低税率（9%）税额', 'Leveringen/diensten belast met laag tarief — omzetbelasting', r9.vat],
        ['1c', '其他税率（0% 除外）税额', 'Leveringen/diensten belast met overige tarieven, behalve 0%', rOther.vat],
        ['1e', '0% 税率或非由您缴税的供货（反向征收、向平台供货）', 'Leveringen/diensten belast met 0% of niet bij u belast', zeroRc.net, MARKETPLACE_NOTE],
      ]),
      section(s, '3 向境外的供货', 'Rubriek 3: Prestaties naar of in het buitenland', [
        ['3a', '向欧盟外供货（出口）', 'Leveringen naar landen buiten de EU (uitvoer)', s.pick(['export']).net],
        ['3b', '向欧盟内其他国家供货', 'Leveringen naar of diensten in landen binnen de EU', s.pick(['intraEuSupply']).net],
      ]),
      section(s, '4 来自境外的供货', 'Rubriek 4: Prestaties vanuit het buitenland aan u verricht', [
        ['4a-omzet', '来自欧盟外（第 23 条进口）计税基础', 'Leveringen/diensten uit landen buiten de EU — omzet', post.net],
        ['4a', '来自欧盟外（第 23 条进口）税额', 'Leveringen/diensten uit landen buiten de EU — omzetbelasting', post.vat],
        ['4b-omzet', '来自欧盟内（欧盟内购进）计税基础', 'Leveringen/diensten uit landen binnen de EU — omzet', acq.net],
        ['4b', '来自欧盟内（欧盟内购进）税额', 'Leveringen/diensten uit landen binnen de EU — omzetbelasting', acq.vat],
      ]),
      section(s, '5 税额计算', 'Rubriek 5: Voorbelasting en totaal', [
        ['5a', '应纳增值税（1 至 4 栏小计）', 'Verschuldigde omzetbelasting (rubrieken 1 t/m 4)', r5a],
        ['5b', '进项税', 'Voorbelasting', r5b],
        ['5c', '小计（5a − 5b）', 'Subtotaal', r5a.minus(r5b)],
        ['5d', '小企业减免', 'Vermindering volgens de kleineondernemersregeling', ZERO, '非荷兰企业不适用'],
        ['5e', '以前申报的估算', 'Schatting vorige aangifte(n)', ZERO],
        ['5f', '本期估算', 'Schatting deze aangifte', ZERO],
        ['5g', '应缴或应退总额', 'Totaal te betalen / terug te vragen', r5a.minus(r5b)],
      ]),
    ],
    output: r5a,
    input: r5b,
    codes: ['5a', '5b', '5g'],
  };
}

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

/** SE momsdeklaration (Skatteverket SKV 4700, rutor 05–62). Whole kronor. */
function se(s: Sums): Built {
  const r25 = s.pick(OUTPUT_KINDS, [25]);
  const r12 = s.pick(OUTPUT_KINDS, [12]);
  const r6 = s.pick(OUTPUT_KINDS, [6]);
  const dom = s.pick(OUTPUT_KINDS);
  const acq = s.pick(['acquisition']);
  const a25 = s.pick(['acquisition'], [25]);
  const aRed = s.pick(['acquisition'], { other: [25] });
  const post = s.pick(['postponedImportVat']);
  const imp = s.pick(['importVatDeducted']);
  const output = sum(r25.vat, r12.vat, r6.vat, a25.vat, aRed.vat, post.vat);
  const input = sum(acq.vat, post.vat, imp.vat);
  return {
    zh: '瑞典增值税申报表',
    name: 'Momsdeklaration (SKV 4700)',
    source: 'Skatteverket, momsdeklaration SKV 4700, rutor 05–62',
    sections: [
      section(s, 'A 应税销售', 'A. Momspliktig försäljning eller uttag', [['05', '应税销售额（不含 06–08）', 'Momspliktig försäljning som inte ingår i ruta 06, 07 eller 08', dom.net]]),
      section(s, 'B 销项税', 'B. Utgående moms på försäljning eller uttag i fält 05–08', [
        ['10', '25% 销项税', 'Utgående moms 25 %', r25.vat],
        ['11', '12% 销项税', 'Utgående moms 12 %', r12.vat],
        ['12', '6% 销项税', 'Utgående moms 6 %', r6.vat],
      ]),
      section(s, 'C 买方缴税的采购（计税基础）', 'C. Momspliktiga inköp vid omvänd skattskyldighet', [['20', '自其他欧盟国家购进货物', 'Inköp av varor från ett annat EU-land', acq.net]]),
      section(s, 'D 反向征收的销项税', 'D. Utgående moms på inköp i fält 20–24', [
        ['30', '25% 销项税', 'Utgående moms 25 %', a25.vat],
        ['31', '其他税率销项税', 'Utgående moms 12 % / 6 %', aRed.vat, '12% 与 6% 分列于 31、32 栏，此处合计'],
      ]),
      section(s, 'E 免税销售', 'E. Försäljning m.m. som är undantagen från moms', [
        ['35', '向其他欧盟国家销售货物', 'Försäljning av varor till ett annat EU-land', s.pick(['intraEuSupply']).net],
        ['36', '向欧盟外销售货物（出口）', 'Försäljning av varor utanför EU', s.pick(['export']).net],
        ['41', '买方在瑞典缴税的销售', 'Försäljning när köparen är skattskyldig i Sverige', s.pick(['reverseCharge']).net],
        ['42', '其他销售（向平台的供货）', 'Övrig försäljning m.m.', s.pick(['marketplaceSupply']).net, MARKETPLACE_NOTE],
      ]),
      section(s, 'H 进口', 'H. Import', [
        ['50', '进口计税基础', 'Beskattningsunderlag vid import', post.net],
        ['60', '进口销项税', 'Utgående moms 25 % (import)', post.vat],
      ]),
      section(s, 'F 进项税', 'F. Ingående moms', [['48', '可抵扣进项税', 'Ingående moms att dra av', input]]),
      section(s, 'G 结果', 'G. Moms att betala eller få tillbaka', [['49', '应缴或应退增值税', 'Moms att betala eller få tillbaka', output.minus(input)]]),
    ],
    output,
    input,
    codes: ['10+11+12+30+31+60', '48', '49'],
  };
}

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

const BUILDERS: Record<string, { whole: boolean; build: (s: Sums, inp: LayoutInput) => Built }> = {
  DE: { whole: false, build: de },
  FR: { whole: true, build: fr },
  IT: { whole: false, build: it },
  ES: { whole: false, build: es },
  PL: { whole: true, build: pl },
  CZ: { whole: true, build: cz },
  NL: { whole: true, build: nl },
  AT: { whole: false, build: at },
  SE: { whole: true, build: se },
  BE: { whole: false, build: be },
};

/** Countries with a layout (GB has its nine boxes instead). */
export const LAYOUT_COUNTRIES = Object.keys(BUILDERS);

/**
 * The country's own form filled from its computed return, or `null` (GB, or a country without a
 * layout). Totals: `payable = output − input` in the form's own units (IT: plus VP12 interest).
 */
export function returnLayout(inp: LayoutInput): ReturnLayout | null {
  const spec = BUILDERS[inp.country];
  if (!spec) return null;
  const s = new Sums(inp.lines, spec.whole);
  const b = spec.build(s, inp);
  const payable = b.payable ?? b.output.minus(b.input);
  const ecslLines = inp.ecsl ?? [];
  const [ecslZh, ecslName] = ECSL_NAMES[inp.country];
  return {
    country: inp.country,
    currency: inp.currency,
    zh: b.zh,
    name: b.name,
    title: `${b.zh}（${b.name}）`,
    source: b.source,
    whole: spec.whole,
    sections: b.sections,
    totals: { output: s.fmt(b.output), input: s.fmt(b.input), payable: s.fmt(payable), outputCode: b.codes[0], inputCode: b.codes[1], payableCode: b.codes[2] },
    ecsl: ecslLines.length ? { zh: ecslZh, name: ecslName, lines: ecslLines } : null,
    extra: b.extra ?? null,
    notes: [...(b.notes ?? []), ...servicesNote(inp)],
  };
}

/** Outside DE the reverse charge on services received has no box in our layouts yet: a note with the amounts (issue #24). */
function servicesNote(inp: LayoutInput): string[] {
  const sr = inp.servicesReceived;
  if (!sr || inp.country === 'DE' || (Number(sr.net) === 0 && Number(sr.vat) === 0)) return [];
  return [`接受其他成员国服务的反向征税（亚马逊卢森堡佣金发票）：净额 ${sr.net} ${inp.currency}，税额 ${sr.vat} ${inp.currency}，应缴与可抵扣金额相同。本表尚未映射对应栏位，请与当地税务代理核对后填报`];
}

/**
 * The layout input of a declaration's return (`DeclareReturn`, see `./types`): its lines carry the
 * engine's `kind` (a line without one — none are stored that way — counts as `domestic`).
 */
export function layoutInputFromDeclare(
  ret: { currency: string; lines?: { kind?: LineKind; rate: string | null; net: string; vat: string }[]; ecsl?: LayoutEcslLine[]; servicesReceived?: { net: string; vat: string } },
  country: string,
  period?: { frequency?: LayoutInput['frequency']; periodStart?: string },
): LayoutInput {
  return {
    country,
    currency: ret.currency,
    lines: (ret.lines ?? []).map((l) => ({ kind: l.kind ?? 'domestic', rate: l.rate, net: l.net, vat: l.vat })),
    ecsl: ret.ecsl ?? [],
    ...(ret.servicesReceived ? { servicesReceived: { net: ret.servicesReceived.net, vat: ret.servicesReceived.vat } } : {}),
    ...period,
  };
}

/** A box of a layout by code (in the return, then in the extra statement), or `undefined`. */
export function layoutBox(l: ReturnLayout, code: string): LayoutBox | undefined {
  for (const sec of [...l.sections, ...(l.extra?.sections ?? [])]) {
    const b = sec.boxes.find((x) => x.code === code);
    if (b) return b;
  }
  return undefined;
}
