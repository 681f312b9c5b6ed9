/**
 * Czech Republic — the files of a monthly VAT filing for the EPO portal (issue #31): přiznání k DPH
 * (DPHDP3), kontrolní hlášení (DPHKH1) and, when the month has intra-EU supplies, souhrnné hlášení
 * (DPHSHV).
 *
 * FORMAT: EPO XML, UTF-8, no namespace, root `<Pisemnost nazevSW verzeSW>` holding one form element
 * (`<DPHDP3 verzePis>` …) whose records ("věty") are elements carrying every value as an ATTRIBUTE:
 * VetaD (the filing: k_uladis "DPH", dokument DP3 / KH1 / SHV as the schemas fix them, its type,
 * rok + mesic or ctvrt, d_poddp `DD.MM.RRRR`), VetaP (the taxpayer: c_ufo, c_pracufo, dic, typ_ds,
 * zkrobchjm, email), then the form's lines. DPHDP3 amounts are whole CZK (xs:decimal
 * fractionDigits 0); DPHKH1 amounts up to the haléř (fractionDigits 2); DPHSHV `pln_hodnota` whole
 * CZK "zaokrouhlí na celé koruny nahoru" (rounded UP, per its annotation).
 * VERSION / SOURCE: `schemas/cz/dphdp3_epo2.xsd`, `dphkh1_epo2.xsd`, `dphshv_epo2.xsd`, Finanční
 * správa's EPO schemas (adisspr.mfcr.cz/adis/jepo/schema/, downloaded 2026-04-30), copied unmodified
 * from github.com/zajca/zfaktury @ 52190cd1 (`schemas/cz/SOURCE.txt`). The XSDs carry no version;
 * `verzePis` is written as SOURCE.txt names the current structures (DPHDP3 03.01.03, DPHKH1
 * 03.01.14) and left out of DPHSHV (no version found; the attribute is optional).
 * VALIDATION: the XSD (loose: one-character strings for every code, bare decimals), then the EPO
 * rules of `./cz-rules.ts` (code lists, ř. 46 / 62–65, KH section C, SH rows) and the rules across
 * the files (KH section C against the DP3 lines within ±1000 Kč; SH against ř. 20/21/31).
 *
 * MAPPING (boxes of the `cz()` layout of the Czech pack, ../countries/cz.ts → attributes; a zero is left out):
 * - DPHDP3 Veta1: ř. 1 `obrat23`/`dan23`, ř. 2 `obrat5`/`dan5`, ř. 3 `p_zb23`/`dan_pzb23`, ř. 4
 *   `p_zb5`/`dan_pzb5`, ř. 7 `dov_zb23`/`dan_dzb23`, ř. 8 `dov_zb5`/`dan_dzb5`; Veta2: ř. 20 `dod_zb`,
 *   ř. 22 `pln_vyvoz`, ř. 25 `pln_rez_pren`, ř. 26 `pln_ost`; Veta4: ř. 40 `odp_tuz23_nar`, ř. 42
 *   `odp_cu_nar`, ř. 43 `nar_zdp23` (základ) / `od_zdp23`, ř. 44 `nar_zdp5` / `od_zdp5`, ř. 46
 *   `odp_sum_nar`; Veta6 (always): ř. 62 `dan_zocelk`, ř. 63 `odp_zocelk`, ř. 64 `dano_da` / ř. 65
 *   `dano_no` (the one that is not zero). VetaD `dapdph_forma` B (řádné), `typ_platce` P (plátce).
 * - DPHKH1 (`khdph_forma` B): A.1 `VetaA1` one row per reverse-charge document (buyer's DIČ, document,
 *   DUZP, base, `kod_pred_pl`); A.2 `VetaA2` acquisitions (from the layout: one summary row with ř. 3
 *   at `zakl_dane1`/`dan1` and ř. 4 at `zakl_dane2`/`dan2`, DPPD = the period's last day, supplier
 *   left empty as the annotation allows for transfers of own goods § 16); A.4 `VetaA4` documents over
 *   10 000 Kč incl. VAT to a Czech VAT payer; A.5 `VetaA5` the rest (B2C summaries): `zakl_dane1`/`dan1`
 *   = layout A.5-1, `zakl_dane2`/`dan2` = A.5-2; C `VetaC` the sums (obrat23, obrat5, pln_rez_pren,
 *   celk_zd_a2). Without evidence rows (`input.sales`) the KH is made of the layout's own figures
 *   (whole CZK, so that section C equals the DP3 exactly); with them, of the documents (to the haléř).
 *   A.1 needs per-document data Amazon's report lacks (the buyer's DIČ and the subject code of
 *   § 92a, číselník k_pred_pl): without `sales` rows carrying both, a month with ř. 25 is a RULE problem.
 *   B (purchases): none — the engine has no purchase invoices (the layout's B.2 / B.3 notes).
 *   The KH is built only when it has a row: a month with nothing the KH reports has no KH
 *   obligation (§ 101c ZDPH; the schema's `vyzva_odp` annotation: "kdy plátci nevznikla povinnost
 *   podat kontrolní hlášení"), e.g. a nil return answers the DP3 alone.
 * - DPHSHV (`shvies_forma` R): one VetaR per customer VAT number and code, from the layout's EC Sales
 *   List: `k_stat` (GR → EL), `c_vat` without the country code, `k_pln_eu` 0 (goods) or 1 (transfer of
 *   own goods, § 13 odst. 6), `pln_hodnota` rounded up to whole CZK.
 *
 * IDENTITY: DIČ = `seller.taxIds.CZ` or the CZ VAT number's digits (MISSING_FIELD when neither);
 * `c_ufo` / `c_pracufo` = `seller.taxOffices.CZ` as `"451/2001"` (or `"451"`). REQUIRED: the office
 * competent for a company without a Czech seat is not named in the schemas' annotations (only the
 * číselníky ufo / pracufo by link) and our sources disagree (domain-facts §A.2: Praha 1 vs
 * Moravskoslezský kraj), so it is asked, never guessed. `typ_ds` P (právnická osoba: our sellers are
 * companies; `FilingSeller` has no flag for a natural person), `zkrobchjm` = `seller.name`.
 *
 * PERIODS: the structures as vendored, for periods from 2024-01 (one reduced rate, 12 %, mapped to
 * the "snížená sazba" attributes). A period before, an annual frequency, or a span that is not one
 * calendar month / quarter is a `PERIOD` problem. A quarterly DP3 is built (`ctvrt`), but a legal
 * person's KH is monthly ("Pro právnickou osobu je obdobím pro podání kontrolního hlášení měsíc")
 * and an SH with goods is monthly (§ 102 ZDPH): a quarter with KH rows or EC Sales List lines is a
 * `PERIOD` problem (compute the months).
 *
 * FILE NAMES: EPO imposes none (the portal reads the form from the XML); ours name the form, the DIČ
 * and the period: `DPHDP3-<DIČ>-<YYYY>-<MM>.xml` (`-Q<n>` for a quarter), `DPHKH1-…`, `DPHSHV-…`.
 */
import Big from 'big.js';
import { layoutBox, returnLayout, type ReturnLayout } from '../declare/layouts';
import { big, requireFields, sellerFieldName, vatDigits } from './common';
import { czCrossRules, dp3Rules, khRules, shvRules, type CzForm } from './cz-rules';
import type { FilingFile, FilingFormat, FilingInput, FilingOutcome, FilingProblem, FilingSaleRow, FilingSchemaRef } from './types';
import { validateXsd, type XsdSet } from './xsd';
import { lastDayOfMonth } from '../utils/date';


/** Where the console asks for the identity fields (`requireFields`' `where`). */
const WHERE = '申报详情页的「申报主体信息」';

const SOURCE = 'Finanční správa ČR, EPO XML schemas (adisspr.mfcr.cz/adis/jepo/schema/, downloaded 2026-04-30), copied from github.com/zajca/zfaktury @ 52190cd112ee9f6b57188d27a40163200f34c38f (src/core/filing/schemas/cz/SOURCE.txt)';

/** The schema each Czech form is checked against. */
const CZ_SCHEMAS: Record<CzForm, FilingSchemaRef> = {
  DPHDP3: { id: 'cz-dphdp3-epo2', name: 'Přiznání k dani z přidané hodnoty (DPHDP3)', version: 'DPHDP3 EPO2 (verzePis 03.01.03)', source: `${SOURCE}: dphdp3_epo2.xsd`, checkedWith: 'XSD (xmllint-wasm, libxml2) + EPO rules (číselníky, ř. 46, 62–65, KH/SH vs. DP3)' },
  DPHKH1: { id: 'cz-dphkh1-epo2', name: 'Kontrolní hlášení DPH (DPHKH1)', version: 'DPHKH1 EPO2 (verzePis 03.01.14)', source: `${SOURCE}: dphkh1_epo2.xsd`, checkedWith: 'XSD (xmllint-wasm, libxml2) + EPO rules (číselníky, oddíl C = A/B, C vs. DP3 ±1000 Kč)' },
  DPHSHV: { id: 'cz-dphshv-epo2', name: 'Souhrnné hlášení VIES (DPHSHV)', version: 'DPHSHV EPO2', source: `${SOURCE}: dphshv_epo2.xsd`, checkedWith: 'XSD (xmllint-wasm, libxml2) + EPO rules (k_pln_eu, k_stat, c_vat, SH vs. DP3 ř. 20/21/31)' },
};

/** Self-contained schemas (no imports). */
const CZ_XSD: Record<CzForm, XsdSet> = {
  DPHDP3: { ref: CZ_SCHEMAS.DPHDP3, main: 'cz/dphdp3_epo2.xsd', imports: [] },
  DPHKH1: { ref: CZ_SCHEMAS.DPHKH1, main: 'cz/dphkh1_epo2.xsd', imports: [] },
  DPHSHV: { ref: CZ_SCHEMAS.DPHSHV, main: 'cz/dphshv_epo2.xsd', imports: [] },
};

/** `verzePis` written per form (SOURCE.txt: the current structure versions); none known for DPHSHV. */
const CZ_VERZE_PIS: Partial<Record<CzForm, string>> = { DPHDP3: '03.01.03', DPHKH1: '03.01.14' };

/** First period day served by this variant (rates 21 % / 12 % from 2024, zákon 349/2023 Sb.). */
const CZ_FIRST_PERIOD = '2024-01-01';

/**
 * An evidence row as the Czech KH needs it: A.1 (reverse charge, § 92a) asks for the subject code
 * of the číselník k_pred_pl per document, which `FilingSaleRow` does not carry. Proposed as a field
 * of `FilingSaleRow`; until then a caller passes rows of this shape in `input.sales`.
 */
export interface CzSaleRow extends FilingSaleRow {
  /** Kód předmětu plnění (DPHKH1 VetaA1 `kod_pred_pl`, číselník k_pred_pl), e.g. from the invoice. */
  subjectCode?: string;
}

// ------------------------------------------------------------------------------------- helpers

const pad = (n: number) => String(n).padStart(2, '0');

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `YYYY-MM-DD` → `DD.MM.YYYY` (the schemas' `dateInMultiFormat`). */
function czDate(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

/** Whole CZK as written, `undefined` for zero (left out). */
const whole = (b: Big): string | undefined => (b.eq(0) ? undefined : b.round(0, Big.roundHalfUp).toFixed(0));

/** CZK to the haléř (`"2500"`, `"10.40"`), always written. */
function hal(b: Big): string {
  const s = b.round(2, Big.roundHalfUp).toFixed(2);
  return s.endsWith('.00') ? s.slice(0, -3) : s;
}
const halOpt = (b: Big): string | undefined => (b.eq(0) ? undefined : hal(b));

/** Round up to whole crowns (toward +∞), as DPHSHV `pln_hodnota` asks. */
function ceilCzk(b: Big): Big {
  return b.round(0, b.gte(0) ? Big.roundUp : Big.roundDown);
}

type Attrs = [string, string | undefined][];

function tag(name: string, attrs: Attrs): string {
  const a = attrs
    .filter((x): x is [string, string] => x[1] !== undefined && x[1] !== '')
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join('');
  return `    <${name}${a}/>\n`;
}

function pisemnost(form: CzForm, body: string): string {
  const v = CZ_VERZE_PIS[form];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Pisemnost nazevSW="yishui" verzeSW="1">\n  <${form}${v ? ` verzePis="${v}"` : ''}>\n${body}  </${form}>\n</Pisemnost>\n`;
}

const rule = (element: string, message: string, detail: string, value?: string): FilingProblem => ({ kind: 'RULE', element, ...(value !== undefined ? { value } : {}), message, detail });

// -------------------------------------------------------------------------------- identity, period

/** The seller's Czech identity: DIČ digits, office codes, name, e-mail / phone as the forms take them. */
interface CzIdentity {
  dic: string;
  ufo: string;
  pracufo?: string;
  name: string;
  email?: string;
  phone?: string;
}

/** The identity or its problems (MISSING_FIELD for absent fields, RULE for malformed ones). */
function czIdentity(input: FilingInput): { identity: CzIdentity } | { problems: FilingProblem[] } {
  const problems = requireFields(input, ['name'], WHERE);
  const fromTaxId = vatDigits(input.seller.taxIds?.CZ ?? '', 'CZ');
  const dic = fromTaxId || vatDigits(input.seller.vatNumbers?.CZ ?? '', 'CZ');
  if (!dic) {
    problems.push({ kind: 'MISSING_FIELD', element: 'seller.taxId', message: `缺少${sellerFieldName('taxId', 'CZ')}（或 CZ 增值税号），无法生成申报文件：请在${WHERE}中填写后重试` });
  } else if (!/^[0-9]{1,10}$/.test(dic)) {
    problems.push(rule('seller.taxId', `DIČ「${dic}」格式不正确：应为去掉 CZ 前缀后的 1–10 位数字；请在${WHERE}中更正`, 'dic: Kmenová část daňového identifikačního čísla (pouze číselná část) — pattern [0-9]{1,10}', dic));
  }
  problems.push(...requireFields(input, ['taxOffice'], WHERE));
  const office = (input.seller.taxOffices?.CZ ?? '').replace(/\s/g, '');
  const m = /^([0-9]{1,3})(?:\/([0-9]{1,4}))?$/.exec(office);
  if (office && !m) {
    problems.push(rule('seller.taxOffice', `主管税务局代码「${office}」格式不正确：应为「税务局/工作地点」，如 451/2001；请在${WHERE}中更正`, 'c_ufo: Číslo finančního úřadu (3 číslice); c_pracufo: územní pracoviště (4 číslice)', office));
  }
  const name = input.seller.name.trim();
  if (name.length > 255) problems.push(rule('seller.name', `公司名称超过 255 个字符，EPO 不接受：请在${WHERE}中缩短`, 'zkrobchjm: maxLength 255', name));
  if (problems.length) return { problems };
  const email = input.seller.email?.trim();
  const phone = input.seller.phone?.replace(/[\s-]/g, '');
  return {
    identity: {
      dic,
      ufo: m![1],
      ...(m![2] ? { pracufo: m![2] } : {}),
      name,
      ...(email && email.length <= 255 ? { email } : {}),
      ...(phone && phone.length <= 14 ? { phone } : {}),
    },
  };
}

const ymd = (d: string) => /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);

/** The filing slot `{ year, month }` / `{ year, quarter }` of a CZ period, or a Chinese `PERIOD` problem. */
function czPeriod(input: Pick<FilingInput, 'period' | 'frequency'>): { year: number; month?: number; quarter?: number } | FilingProblem {
  const bad = (message: string): FilingProblem => ({ kind: 'PERIOD', element: 'period', value: `${input.period.from}…${input.period.to}`, message });
  const f = ymd(input.period.from);
  const t = ymd(input.period.to);
  if (!f || !t) return bad('申报期间的日期格式应为 YYYY-MM-DD：请检查申报期间');
  if (input.frequency === 'annual') return bad('捷克增值税按月或按季申报，没有年度申报文件：请按月或按季生成');
  if (input.period.from < CZ_FIRST_PERIOD) return bad('本格式用于 2024 年 1 月起的期间（2024 年起低税率统一为 12%）：更早的期间请在 EPO 网站按当时的表格申报');
  const [y, m, d] = [Number(f[1]), Number(f[2]), Number(f[3])];
  const span = input.frequency === 'monthly' ? 1 : 3;
  const em = m + span - 1;
  const ok = d === 1 && Number(t[1]) === y && Number(t[2]) === em && Number(t[3]) === lastDayOfMonth(y, em) && (span === 1 || (m - 1) % 3 === 0);
  if (!ok) return bad(span === 1 ? '月度申报的期间必须是一个完整的自然月' : '季度申报的期间必须是一个完整的自然季度（1–3、4–6、7–9、10–12 月）');
  return span === 1 ? { year: y, month: m } : { year: y, quarter: Math.floor((m - 1) / 3) + 1 };
}

// --------------------------------------------------------------------------------------- DPHDP3

/** DPHDP3 attributes ← layout boxes (see the module docstring), by record. */
const DP3_FROM_LAYOUT: Record<'Veta1' | 'Veta2' | 'Veta4' | 'Veta6', [attr: string, box: string][]> = {
  Veta1: [['obrat23', '1'], ['dan23', '1-daň'], ['obrat5', '2'], ['dan5', '2-daň'], ['p_zb23', '3'], ['dan_pzb23', '3-daň'], ['p_zb5', '4'], ['dan_pzb5', '4-daň'], ['dov_zb23', '7'], ['dan_dzb23', '7-daň'], ['dov_zb5', '8'], ['dan_dzb5', '8-daň']],
  Veta2: [['dod_zb', '20'], ['pln_vyvoz', '22'], ['pln_rez_pren', '25'], ['pln_ost', '26']],
  Veta4: [['odp_tuz23_nar', '40'], ['odp_cu_nar', '42'], ['nar_zdp23', '43-základ'], ['od_zdp23', '43'], ['nar_zdp5', '44-základ'], ['od_zdp5', '44'], ['odp_sum_nar', '46']],
  Veta6: [['dan_zocelk', '62'], ['odp_zocelk', '63'], ['dano_da', '64'], ['dano_no', '65']],
};

type Slot = { year: number; month?: number; quarter?: number };

function vetaD(dokument: string, slot: Slot, extra: Attrs, createdAt: string): string {
  return tag('VetaD', [['k_uladis', 'DPH'], ['dokument', dokument], ...extra, ['rok', String(slot.year)], ['mesic', slot.month ? String(slot.month) : undefined], ['ctvrt', slot.quarter ? String(slot.quarter) : undefined], ['d_poddp', createdAt ? czDate(createdAt) : undefined]]);
}

function vetaP(id: CzIdentity, contact: boolean): string {
  return tag('VetaP', [['c_ufo', id.ufo], ['c_pracufo', id.pracufo], ['dic', id.dic], ['typ_ds', 'P'], ['zkrobchjm', id.name], ...(contact ? ([['email', id.email], ['c_telef', id.phone]] as Attrs) : [])]);
}

/** The DPHDP3 XML of a computed return's layout (whole CZK). */
function dp3Xml(id: CzIdentity, slot: Slot, layout: ReturnLayout, createdAt: string): string {
  const box = (code: string) => {
    const b = layoutBox(layout, code);
    if (!b) throw new Error(`CZ layout has no box ${code}`);
    return big(b.amount);
  };
  let body = vetaD('DP3', slot, [['dapdph_forma', 'B'], ['typ_platce', 'P']], createdAt) + vetaP(id, true);
  for (const veta of ['Veta1', 'Veta2', 'Veta4'] as const) {
    const attrs: Attrs = DP3_FROM_LAYOUT[veta].map(([a, code]) => [a, whole(box(code))]);
    if (attrs.some(([, v]) => v !== undefined)) body += tag(veta, attrs);
  }
  body += tag(
    'Veta6',
    DP3_FROM_LAYOUT.Veta6.map(([a, code]) => [a, a === 'dan_zocelk' || a === 'odp_zocelk' ? box(code).toFixed(0) : whole(box(code))]),
  );
  return pisemnost('DPHDP3', body);
}

// --------------------------------------------------------------------------------------- DPHKH1

/** Base / tax at the basic (1) and reduced (2) rate. */
interface RateAmounts {
  z1: Big;
  d1: Big;
  z2: Big;
  d2: Big;
}
const ZERO = new Big(0);
const noAmounts = (): RateAmounts => ({ z1: ZERO, d1: ZERO, z2: ZERO, d2: ZERO });

/** The KH's rows: A.1 documents, A.2 / A.4 rows, A.5 sums. */
interface KhData {
  a1: { dic: string; doc: string; date: string; base: Big; code: string }[];
  a2: ({ country?: string; vat?: string; doc?: string; date: string } & RateAmounts)[];
  a4: ({ dic: string; doc: string; date: string } & RateAmounts)[];
  a5: RateAmounts;
}

const isBasic = (rate: string | null) => rate === null || Math.round(Number(rate) * 1000) === 210;

function addRate(t: RateAmounts, rate: string | null, net: Big, vat: Big): RateAmounts {
  return isBasic(rate) ? { ...t, z1: t.z1.plus(net), d1: t.d1.plus(vat) } : { ...t, z2: t.z2.plus(net), d2: t.d2.plus(vat) };
}

const czVat = (vat: string | undefined, country: string | undefined) => {
  if (!vat) return '';
  const v = vat.replace(/[\s.-]/g, '').toUpperCase();
  return v.startsWith('CZ') || country === 'CZ' ? vatDigits(v, 'CZ') : '';
};

/**
 * The KH rows of a return: from the evidence rows when `input.sales` is given (documents, to the
 * haléř), else from the layout's own boxes (see the module docstring). Problems: A.1 rows without the
 * buyer's DIČ or the subject code.
 */
function khData(input: FilingInput, layout: ReturnLayout): { data: KhData; problems: FilingProblem[] } {
  const problems: FilingProblem[] = [];
  const box = (code: string) => big(layoutBox(layout, code)?.amount);
  const data: KhData = { a1: [], a2: [], a4: [], a5: noAmounts() };
  const a1Problem = (what: string) =>
    problems.push(rule('VetaA1', `控制报表 A.1（反向征收的销售，第 25 行 ${box('25').toString()} 克朗）需逐张发票填写${what}：亚马逊报告不含这些信息，请提供发票明细后重新生成，或在 EPO 中手工填写`, 'VetaA1: dic_odb (povinný), c_evid_dd, duzp, zakl_dane1, kod_pred_pl — Uvede se (vybere z číselníku) … Pokud bude na jednom daňovém dokladu uvedeno více druhů plnění, je nutno rozepsat každý kód plnění na samostatný řádek.'));
  if (!input.sales) {
    if (!box('25').eq(0)) a1Problem('买方 DIČ 和交易类别代码（kód předmětu plnění）');
    const a2: RateAmounts = { z1: box('3'), d1: box('3-daň'), z2: box('4'), d2: box('4-daň') };
    if (![a2.z1, a2.d1, a2.z2, a2.d2].every((b) => b.eq(0))) data.a2.push({ doc: `KH/${input.period.to.slice(0, 7)}/A2`, date: input.period.to, ...a2 });
    data.a5 = { z1: box('A.5-1'), d1: box('A.5-1-daň'), z2: box('A.5-2'), d2: box('A.5-2-daň') };
    return { data, problems };
  }
  const rows = input.sales as CzSaleRow[];
  for (const r of rows) {
    const net = big(r.net);
    const vat = big(r.vat);
    if (r.kind === 'reverseCharge') {
      const dic = czVat(r.buyerVat, r.buyerCountry);
      if (!dic || !r.subjectCode) {
        a1Problem(`（发票 ${r.docId} 缺少${!dic ? '买方捷克 DIČ' : ''}${!dic && !r.subjectCode ? '和' : ''}${!r.subjectCode ? '交易类别代码 kód předmětu plnění' : ''}）`);
        continue;
      }
      data.a1.push({ dic, doc: r.docId, date: r.date, base: net, code: r.subjectCode });
    } else if (r.kind === 'domestic' || r.kind === 'distance') {
      const dic = czVat(r.buyerVat, r.buyerCountry);
      if (dic && net.plus(vat).abs().gt(10000)) data.a4.push({ dic, doc: r.docId, date: r.date, ...addRate(noAmounts(), r.rate, net, vat) });
      else data.a5 = addRate(data.a5, r.rate, net, vat);
    } else if (r.kind === 'acquisition') {
      const country = r.buyerCountry === 'GR' ? 'EL' : r.buyerCountry;
      data.a2.push({ ...(country && r.buyerVat ? { country, vat: vatDigits(r.buyerVat, r.buyerCountry!) } : {}), doc: r.docId, date: r.date, ...addRate(noAmounts(), r.rate, net, vat) });
    }
  }
  return { data, problems };
}

/** Whether the KH has anything to report. */
function khNeeded(d: KhData): boolean {
  return d.a1.length > 0 || d.a2.length > 0 || d.a4.length > 0 || ![d.a5.z1, d.a5.d1, d.a5.z2, d.a5.d2].every((b) => b.eq(0));
}

/** The DPHKH1 XML of the rows (section C summed from them). */
function khXml(id: CzIdentity, slot: Slot, d: KhData, createdAt: string): string {
  const rates = (t: RateAmounts): Attrs => [['zakl_dane1', halOpt(t.z1)], ['dan1', halOpt(t.d1)], ['zakl_dane2', halOpt(t.z2)], ['dan2', halOpt(t.d2)]];
  let body = vetaD('KH1', slot, [['khdph_forma', 'B']], createdAt) + vetaP(id, true);
  d.a1.forEach((r, k) => (body += tag('VetaA1', [['c_radku', String(k + 1)], ['dic_odb', r.dic], ['c_evid_dd', r.doc], ['duzp', czDate(r.date)], ['zakl_dane1', hal(r.base)], ['kod_pred_pl', r.code]])));
  d.a2.forEach((r, k) => (body += tag('VetaA2', [['c_radku', String(k + 1)], ['k_stat', r.country], ['vatid_dod', r.vat], ['c_evid_dd', r.doc], ['dppd', czDate(r.date)], ...rates(r)])));
  d.a4.forEach((r, k) => (body += tag('VetaA4', [['c_radku', String(k + 1)], ['dic_odb', r.dic], ['c_evid_dd', r.doc], ['dppd', czDate(r.date)], ...rates(r), ['kod_rezim_pl', '0'], ['zdph_44', 'N']])));
  if (![d.a5.z1, d.a5.d1, d.a5.z2, d.a5.d2].every((b) => b.eq(0))) body += tag('VetaA5', rates(d.a5));
  const sumOf = (xs: Big[]) => xs.reduce((a, b) => a.plus(b), ZERO);
  body += tag('VetaC', [
    ['obrat23', halOpt(sumOf([...d.a4.map((r) => r.z1), d.a5.z1]))],
    ['obrat5', halOpt(sumOf([...d.a4.map((r) => r.z2), d.a5.z2]))],
    ['pln_rez_pren', halOpt(sumOf(d.a1.map((r) => r.base)))],
    ['celk_zd_a2', halOpt(sumOf(d.a2.map((r) => r.z1.plus(r.z2))))],
  ]);
  return pisemnost('DPHKH1', body);
}

// --------------------------------------------------------------------------------------- DPHSHV

/** One DPHSHV line: customer (or own) VAT number by member state and code, value in whole CZK (rounded up). */
interface ShvLine {
  country: string;
  vat: string;
  code: '0' | '1';
  value: Big;
}

/** The SH lines of the layout's EC Sales List: grouped by country, VAT number and code, each sum rounded up to whole CZK. */
function shvLines(ecsl: NonNullable<ReturnLayout['ecsl']>['lines']): ShvLine[] {
  const by = new Map<string, ShvLine>();
  for (const e of ecsl) {
    const country = e.customerCountry === 'GR' ? 'EL' : e.customerCountry.toUpperCase();
    const vat = vatDigits(e.customerVat, e.customerCountry.toUpperCase() === 'EL' ? 'GR' : e.customerCountry.toUpperCase());
    const code = e.kind === 'transfer' ? '1' : '0';
    const key = `${country}|${vat}|${code}`;
    const cur = by.get(key);
    by.set(key, { country, vat, code, value: (cur?.value ?? ZERO).plus(big(e.value)) });
  }
  return [...by.values()].map((l) => ({ ...l, value: ceilCzk(l.value) }));
}

/** The DPHSHV XML of the lines. */
function shvXml(id: CzIdentity, slot: Slot, lines: ShvLine[]): string {
  let body = vetaD('SHV', slot, [['shvies_forma', 'R']], '') + vetaP(id, false);
  for (const l of lines) body += tag('VetaR', [['k_stat', l.country], ['c_vat', l.vat], ['k_pln_eu', l.code], ['pln_hodnota', l.value.toFixed(0)]]);
  return pisemnost('DPHSHV', body);
}

// ------------------------------------------------------------------------------------ validation

const RULES: Record<CzForm, (xml: string) => FilingProblem[]> = { DPHDP3: dp3Rules, DPHKH1: khRules, DPHSHV: shvRules };

/**
 * Validate one Czech file (built here, received or downloaded) against its form's XSD (Chinese
 * `SCHEMA` problems) and, when schema-valid, the form's EPO rules (`RULE`). `[]` = valid.
 */
export async function validateCzXml(xml: string, form: CzForm): Promise<FilingProblem[]> {
  const schema = await validateXsd(CZ_XSD[form], xml);
  if (schema.length) return schema;
  return RULES[form](xml);
}

/**
 * Validate the files of one filing: each file ({@link validateCzXml}, `element` prefixed with the
 * form) and, when all are valid on their own, the rules across them (`czCrossRules`: same DIČ and
 * period, KH section C vs. the DP3 lines, SH vs. ř. 20/21/31, a KH / SH present where the DP3 needs it).
 */
export async function validateCzFiling(files: { dp3: string; kh?: string; shv?: string }): Promise<FilingProblem[]> {
  const each: [CzForm, string | undefined][] = [['DPHDP3', files.dp3], ['DPHKH1', files.kh], ['DPHSHV', files.shv]];
  const out: FilingProblem[] = [];
  for (const [form, xml] of each) {
    if (xml === undefined) continue;
    for (const p of await validateCzXml(xml, form)) out.push({ ...p, element: `${form}/${p.element ?? ''}` });
  }
  if (out.length) return out;
  return czCrossRules(files);
}

// ----------------------------------------------------------------------------------------- build

/**
 * Build the Czech files of one period: DPHDP3 always, DPHKH1 when the month has KH rows, DPHSHV when
 * it has EC Sales List lines. Order: identity (MISSING_FIELD / RULE), country and return, period
 * (PERIOD), KH rows (RULE for A.1 without per-document data), then the files, validated with
 * {@link validateCzFiling}; any problem answers `{ ok: false }` and no file. Never throws for bad data.
 */
async function buildCz(input: FilingInput): Promise<FilingOutcome> {
  const idr = czIdentity(input);
  if ('problems' in idr) return { ok: false, problems: idr.problems };
  const id = idr.identity;
  if (input.country !== 'CZ') return { ok: false, problems: [{ kind: 'UNSUPPORTED', element: 'country', value: input.country, message: `捷克申报文件只用于捷克的申报，收到的是 ${input.country}：请选择捷克的申报` }] };
  if (!input.layoutInput) return { ok: false, problems: [rule('layoutInput', '缺少该期间的增值税计算结果，无法生成申报文件：请先完成计算', 'layoutInput')] };
  const slot = czPeriod(input);
  if ('kind' in slot) return { ok: false, problems: [slot] };
  if (Number.isNaN(Date.parse(input.createdAt))) return { ok: false, problems: [rule('createdAt', `生成时间「${input.createdAt}」不是有效的 ISO 时间：请重试`, 'd_poddp: dateInMultiFormat', input.createdAt)] };
  const createdDay = new Date(Date.parse(input.createdAt)).toISOString().slice(0, 10);
  const layout = returnLayout({ ...input.layoutInput, country: 'CZ' });
  if (!layout) throw new Error('CZ layout missing');
  const kh = khData(input, layout);
  if (kh.problems.length) return { ok: false, problems: kh.problems };
  const withKh = khNeeded(kh.data);
  const ecsl = layout.ecsl?.lines ?? [];
  if (slot.quarter && (withKh || ecsl.length)) {
    return {
      ok: false,
      problems: [{ kind: 'PERIOD', element: withKh ? 'DPHKH1' : 'DPHSHV', value: `${input.period.from}…${input.period.to}`, message: `${withKh ? '法人的控制报表（kontrolní hlášení）' : '含货物的欧盟内交易汇总申报（souhrnné hlášení）'}按月申报，即使增值税申报为季度：请按月计算并生成该季度各月的文件` }],
    };
  }
  const per = slot.month ? `${slot.year}-${pad(slot.month)}` : `${slot.year}-Q${slot.quarter}`;
  const dp3 = dp3Xml(id, slot, layout, createdDay);
  const khText = withKh ? khXml(id, slot, kh.data, createdDay) : undefined;
  const shvText = ecsl.length ? shvXml(id, slot, shvLines(ecsl)) : undefined;
  const problems = await validateCzFiling({ dp3, kh: khText, shv: shvText });
  if (problems.length) return { ok: false, problems };
  const file = (form: CzForm, text: string): FilingFile => ({ name: `${form}-${id.dic}-${per}.xml`, mediaType: 'application/xml', text, schema: CZ_SCHEMAS[form] });
  const files = [file('DPHDP3', dp3)];
  if (khText) files.push(file('DPHKH1', khText));
  if (shvText) files.push(file('DPHSHV', shvText));
  return { ok: true, files };
}

/** Czech Republic's filing format: DPHDP3 + DPHKH1 (+ DPHSHV) for the EPO portal (see {@link buildCz}). */
export const czFiling: FilingFormat = {
  country: 'CZ',
  zh: '捷克增值税申报文件（EPO：DPHDP3 申报表、DPHKH1 控制报表、DPHSHV 欧盟内交易汇总申报）',
  build: buildCz,
};
