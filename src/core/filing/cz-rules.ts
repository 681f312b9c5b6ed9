/**
 * The Czech EPO forms' own rules that their XSDs do not enforce (issue #31). The XSDs of DPHDP3,
 * DPHKH1 and DPHSHV (`./schemas/cz/`, Finanční správa EPO, see `./cz.ts`) type every code as a free
 * string of one character and every amount as a bare decimal: EPO checks the code lists and the
 * cross-line sums after upload. These functions do the same checks before a file is offered, on
 * files that passed the XSD, each failure a `RULE` problem with a Chinese message (what is wrong,
 * how to fix it) and, in `detail`, the rule in the form's own words (Czech, quoted from the XSD
 * annotations: code lists "Volby", the sums of ř. 46, 62–65, the control rows of KH section C).
 *
 * Amounts are read as `Big` (absent attribute = 0). Pure TypeScript (XML read with xmlbuilder2's DOM).
 */
import Big from 'big.js';
import { create } from 'xmlbuilder2';
import type { FilingProblem } from './types';

/** The three forms of a Czech VAT filing. */
export type CzForm = 'DPHDP3' | 'DPHKH1' | 'DPHSHV';

/** EU member states' codes as DPHSHV VetaR `k_stat` takes them (EL for Greece, XI for Northern Ireland; never CZ). */
const SHV_COUNTRIES = ['AT', 'BE', 'BG', 'CY', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI'];

/** Code lists of the attributes the builder fills, from the XSD annotations ("Volby"). */
const CZ_CODES = {
  /** DPHDP3 VetaD: B řádné, O opravné, D dodatečné, E dodatečné/opravné. */
  dapdph_forma: ['B', 'O', 'D', 'E'],
  /** DPHDP3 VetaD: P plátce (§ 6–6fa), I identifikovaná osoba, S skupina, N neplátce § 108, R neplátce § 19c, D neplátce § 19b. */
  typ_platce: ['P', 'I', 'S', 'N', 'R', 'D'],
  /** DPHKH1 VetaD: B řádné, O řádné/opravné, N následné, E následné/opravné. */
  khdph_forma: ['B', 'O', 'N', 'E'],
  /** DPHSHV VetaD: R souhrnné hlášení, N následné souhrnné hlášení. */
  shvies_forma: ['R', 'N'],
  /** VetaP (all forms): F fyzická osoba, P právnická osoba. */
  typ_ds: ['F', 'P'],
  /** DPHSHV VetaR: 0 dodání zboží (§ 13 odst. 1, 2), 1 přemístění obchodního majetku (§ 13 odst. 6), 2 třístranný obchod (§ 17), 3 služby (§ 9 odst. 1). */
  k_pln_eu: ['0', '1', '2', '3'],
  /** DPHKH1 VetaA4: 0 běžné plnění, 1 § 89, 2 § 90. */
  kod_rezim_pl: ['0', '1', '2'],
  /** DPHKH1 VetaA4 / VetaB2: N není oprava nedobytné pohledávky, P oprava § 46 a násl. / § 74b, A oprava § 44 (do 31. 3. 2019). */
  zdph_44: ['N', 'P', 'A'],
  /** DPHKH1 VetaB2 `pomer` (poměrný nárok na odpočet): ANO / NE as A / N. */
  pomer: ['A', 'N'],
};

// ------------------------------------------------------------------------------------------ DOM

/** The XML text as a DOM document (xmlbuilder2). Call on XSD-valid text only (its parser is lenient). */
function czDoc(xml: string): Document {
  return create(xml).node as unknown as Document;
}

/** Elements named `name` in document order. */
function czAll(doc: Document, name: string): Element[] {
  return Array.from(doc.getElementsByTagName(name));
}

/** An attribute as `Big` (absent or empty = 0; a leading `+` as xs:decimal allows). */
function czNum(el: Element | undefined, attr: string): Big {
  const v = el?.getAttribute(attr)?.trim();
  return new Big(v ? v.replace(/^\+/, '') : '0');
}

/** Sum of attributes over elements. */
function total(els: (Element | undefined)[], attrs: string[]): Big {
  let s = new Big(0);
  for (const e of els) for (const a of attrs) s = s.plus(czNum(e, a));
  return s;
}

const rule = (element: string, message: string, detail: string, value?: string): FilingProblem => ({ kind: 'RULE', element, ...(value !== undefined ? { value } : {}), message, detail });

function code(out: FilingProblem[], el: Element | undefined, veta: string, attr: string, list: string[], zh: string, detail: string, required = true): void {
  const v = el?.getAttribute(attr);
  if (v === null || v === undefined || v === '') {
    if (required) out.push(rule(`${veta}@${attr}`, `${veta} 缺少${zh}（${attr}）：可选值 ${list.join(' / ')}`, detail));
    return;
  }
  if (!list.includes(v)) out.push(rule(`${veta}@${attr}`, `${veta} 的${zh}（${attr}）「${v}」不在官方代码表中：可选值 ${list.join(' / ')}`, detail, v));
}

/** `mesic` xor `ctvrt` on VetaD, in range; `rok` 4 digits. */
function period(out: FilingProblem[], d: Element | undefined, detail: string): void {
  const m = d?.getAttribute('mesic');
  const q = d?.getAttribute('ctvrt');
  if ((m ? 1 : 0) + (q ? 1 : 0) !== 1) out.push(rule('VetaD@mesic', 'VetaD 必须且只能填写月份（mesic）或季度（ctvrt）之一', detail));
  if (m && !(Number(m) >= 1 && Number(m) <= 12)) out.push(rule('VetaD@mesic', `VetaD 的月份「${m}」应为 1–12`, detail, m));
  if (q && !(Number(q) >= 1 && Number(q) <= 4)) out.push(rule('VetaD@ctvrt', `VetaD 的季度「${q}」应为 1–4`, detail, q));
}

function sumRule(out: FilingProblem[], element: string, got: Big, want: Big, zh: string, detail: string): void {
  if (!got.eq(want)) out.push(rule(element, `${zh}：文件中为 ${got.toString()}，按各行计算应为 ${want.toString()}：请按计算结果重新生成，不要手工修改合计行`, detail, got.toString()));
}

function taxpayer(out: FilingProblem[], p: Element | undefined): void {
  code(out, p, 'VetaP', 'typ_ds', CZ_CODES.typ_ds, '纳税人类型', 'typ_ds: F - fyzická osoba, P - právnická osoba');
  if (p?.getAttribute('typ_ds') === 'P' && !p.getAttribute('zkrobchjm')) out.push(rule('VetaP@zkrobchjm', '法人纳税人（typ_ds=P）必须填写公司名称（zkrobchjm）：请在申报主体信息中填写公司名称', 'zkrobchjm: Obchodní jméno daňového subjektu právnické osoby.'));
  if (p?.getAttribute('typ_ds') === 'F' && !p.getAttribute('prijmeni')) out.push(rule('VetaP@prijmeni', '自然人纳税人（typ_ds=F）必须填写姓氏（prijmeni）', 'prijmeni: daňového subjektu fyzické osoby.'));
}

// ---------------------------------------------------------------------------------------- DPHDP3

/** ř. 1–13 tax on output (Veta1), the terms of ř. 62. */
const DP3_OUTPUT_TAX = ['dan23', 'dan5', 'dan_pzb23', 'dan_pzb5', 'dan_psl23_e', 'dan_psl5_e', 'dan_dzb23', 'dan_dzb5', 'dan_pdop_nrg', 'dan_rpren23', 'dan_rpren5', 'dan_psl23_z', 'dan_psl5_z'];
/** ř. 40–45, column "V plné výši" (Veta4), the terms of ř. 46. */
const DP3_DEDUCTION_FULL = ['odp_tuz23_nar', 'odp_tuz5_nar', 'odp_cu_nar', 'od_zdp23', 'od_zdp5', 'odp_rez_nar'];
/** ř. 40–45, column "Krácený odpočet" (Veta4). */
const DP3_DEDUCTION_REDUCED = ['odp_tuz23', 'odp_tuz5', 'odp_cu', 'odkr_zdp23', 'odkr_zdp5', 'odp_rezim'];

/**
 * DPHDP3 rules: VetaD code lists (dapdph_forma, typ_platce), one period; VetaP (typ_ds, the name);
 * ř. 46 = Σ ř. 40–45 per column; ř. 62 `dan_zocelk` = Σ output tax ř. 1–13 − ř. 61; ř. 63
 * `odp_zocelk` = ř. 46 + 52 + 53 + 60; ř. 64 `dano_da` / ř. 65 `dano_no` = the positive difference of
 * ř. 62 and ř. 63 (řádné / opravné), or ř. 66 `dano` = ř. 62 − ř. 63 (dodatečné).
 */
export function dp3Rules(xml: string): FilingProblem[] {
  const doc = czDoc(xml);
  const out: FilingProblem[] = [];
  const d = czAll(doc, 'VetaD')[0];
  code(out, d, 'VetaD', 'dapdph_forma', CZ_CODES.dapdph_forma, '申报类型', 'dapdph_forma — Volby: B - řádné, O - opravné, D - dodatečné, E - dodatečné/opravné');
  code(out, d, 'VetaD', 'typ_platce', CZ_CODES.typ_platce, '申报人类型', 'typ_platce — Volby: P - Plátce daně § 6 až § 6fa, I - Identifikovaná osoba § 6g až § 6l, S - Skupina § 5a, N - Neplátce dle § 108, R - Neplátce - pořízení NDP § 19c, D - Neplátce - dodání NDP § 19b');
  period(out, d, 'mesic / ctvrt: Vyplnění měsíce a roku ZO nebo čtvrtletí a roku ZO je pro další zpracování nezbytné.');
  const forma = d?.getAttribute('dapdph_forma') ?? '';
  if ((forma === 'D' || forma === 'E') && !d?.getAttribute('d_zjist')) out.push(rule('VetaD@d_zjist', '补充申报（dodatečné）必须填写发现补充申报理由的日期（d_zjist）', 'd_zjist: V tomto případě je vyplnění dne, kdy jste zjistil(a-i) důvody pro podání dodatečného daňového přiznání, pro další zpracování nezbytné.'));
  taxpayer(out, czAll(doc, 'VetaP')[0]);
  const v1 = czAll(doc, 'Veta1')[0];
  const v4 = czAll(doc, 'Veta4')[0];
  const v5 = czAll(doc, 'Veta5')[0];
  const v6 = czAll(doc, 'Veta6')[0];
  const r46full = total([v4], DP3_DEDUCTION_FULL);
  const d46 = 'odp_sum_nar / odp_sum_kr: je součtovým řádkem, ve kterém se uvede součet řádků 40 až 45 ve sloupci „V plné výši“ a řádků 40 až 45 ve sloupci „Krácený odpočet“';
  sumRule(out, 'Veta4@odp_sum_nar', czNum(v4, 'odp_sum_nar'), r46full, '第 46 行全额抵扣合计（odp_sum_nar）应等于第 40–45 行全额抵扣之和', d46);
  sumRule(out, 'Veta4@odp_sum_kr', czNum(v4, 'odp_sum_kr'), total([v4], DP3_DEDUCTION_REDUCED), '第 46 行部分抵扣合计（odp_sum_kr）应等于第 40–45 行部分抵扣之和', d46);
  const r62 = total([v1], DP3_OUTPUT_TAX).minus(czNum(v6, 'dan_vrac'));
  sumRule(out, 'Veta6@dan_zocelk', czNum(v6, 'dan_zocelk'), r62, '第 62 行销项税合计（dan_zocelk）应等于第 1–13 行销项税之和减第 61 行', 'dan_zocelk: je součtovým řádkem daně na výstupu konkrétně uvedených řádků přiznání a daně podle § 108 jinde neuvedené. (ř.62 = 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 - 61 + daň podle § 108 odst. 4 písm. g) a h).');
  const r63 = czNum(v4, 'odp_sum_nar').plus(czNum(v5, 'odp_uprav_kf')).plus(czNum(v5, 'vypor_odp')).plus(czNum(v6, 'uprav_odp'));
  sumRule(out, 'Veta6@odp_zocelk', czNum(v6, 'odp_zocelk'), r63, '第 63 行进项抵扣合计（odp_zocelk）应等于第 46 行全额抵扣 + 第 52、53、60 行', 'odp_zocelk: (ř.63 = 46 V plné výši + 52 Odpočet + 53 Změna odpočtu + 60)');
  const diff = czNum(v6, 'dan_zocelk').minus(czNum(v6, 'odp_zocelk'));
  if (forma === 'D' || forma === 'E') {
    sumRule(out, 'Veta6@dano', czNum(v6, 'dano'), diff, '补充申报的第 66 行（dano）应等于第 62 行减第 63 行', 'dano: Vyplňuje se pouze při podání dodatečného přiznání (kladná či záporná hodnota). Je rozdílem řádků: ř.62 - ř.63.');
  } else {
    const zero = new Big(0);
    sumRule(out, 'Veta6@dano_da', czNum(v6, 'dano_da'), diff.gt(0) ? diff : zero, '第 64 行应缴税额（dano_da）应等于第 62 行减第 63 行（为正时）', 'dano_da: je rozdílovým řádkem daně na výstupu a odpočtu daně (ř. 62 - ř. 63) v případě, že daň na výstupu převyšuje odpočet daně.');
    sumRule(out, 'Veta6@dano_no', czNum(v6, 'dano_no'), diff.lt(0) ? diff.abs() : zero, '第 65 行超额抵扣（dano_no）应等于第 63 行减第 62 行（为正时），且必须为正数', 'dano_no: Je rozdílovým řádkem odpočtu daně a daně na výstupu (ř.63 - ř.62) v případě, že odpočet daně převyšuje daň na výstupu. Tato hodnota musí obsahovat kladné číslo.');
  }
  return out;
}

// ---------------------------------------------------------------------------------------- DPHKH1

/**
 * DPHKH1 rules: VetaD (khdph_forma, one period, d_zjist / c_jed_vyzvy for a následné KH), VetaP;
 * the rows' code lists (A.1 `kod_pred_pl` filled and no document twice with the same code, A.4
 * `kod_rezim_pl` / `zdph_44`, B.2 `pomer` / `zdph_44`); section C = the sums of the KH's own rows
 * (obrat23 = A.4 + A.5 at the basic rate, obrat5 = at the reduced rates, pln23 / pln5 = B.2 + B.3,
 * pln_rez_pren = A.1, rez_pren23 / rez_pren5 = B.1, celk_zd_a2 = A.2), to the haléř.
 */
export function khRules(xml: string): FilingProblem[] {
  const doc = czDoc(xml);
  const out: FilingProblem[] = [];
  const d = czAll(doc, 'VetaD')[0];
  code(out, d, 'VetaD', 'khdph_forma', CZ_CODES.khdph_forma, '控制报表类型', 'khdph_forma — Volby: B - řádné, O - řádné/opravné, N - následné, E - následné/opravné');
  period(out, d, 'mesic / ctvrt: Vyplnění měsíce nebo čtvrtletí je pro další zpracování nezbytné. Pro právnickou osobu je obdobím pro podání kontrolního hlášení měsíc.');
  const forma = d?.getAttribute('khdph_forma') ?? '';
  if ((forma === 'N' || forma === 'E') && !d?.getAttribute('d_zjist') && !d?.getAttribute('c_jed_vyzvy')) {
    out.push(rule('VetaD@d_zjist', '后续控制报表（následné）必须填写发现错误的日期（d_zjist）或税务局通知编号（c_jed_vyzvy）', 'd_zjist: V tomto případě musí být vždy vyplněna buď položka "Důvody pro podání následného kontrolního hlášení zjištěny dne" anebo položka "č.j. výzvy".'));
  }
  taxpayer(out, czAll(doc, 'VetaP')[0]);
  const a1 = czAll(doc, 'VetaA1');
  const seen = new Set<string>();
  a1.forEach((r, k) => {
    const kod = r.getAttribute('kod_pred_pl') ?? '';
    if (!kod) out.push(rule('VetaA1@kod_pred_pl', `A.1 第 ${k + 1} 行缺少交易类别代码（kód předmětu plnění）：请按税务局代码表填写`, 'kod_pred_pl: Uvede se (vybere z číselníku) na základě předem vyplněného období ze stránky Záhlaví.'));
    if (!r.getAttribute('dic_odb')) out.push(rule('VetaA1@dic_odb', `A.1 第 ${k + 1} 行缺少买方 DIČ（dic_odb）`, 'dic_odb: (kmenová část bez mezer, pouze číselná část), povinný. Nesmí být uvedeno vlastní DIČ.'));
    const key = `${r.getAttribute('c_evid_dd')}|${kod}`;
    if (seen.has(key)) out.push(rule('VetaA1@c_evid_dd', `A.1 中发票号 ${r.getAttribute('c_evid_dd')} 与交易类别 ${kod} 重复：同一发票同一类别只能列一行`, 'c_evid_dd: Nepodává-li KH skupina, nesmí být duplicitní ev. č. daňového dokladu v řádcích se stejným kódem předmětu plnění.', r.getAttribute('c_evid_dd') ?? ''));
    seen.add(key);
  });
  for (const r of czAll(doc, 'VetaA4')) {
    code(out, r, 'VetaA4', 'kod_rezim_pl', CZ_CODES.kod_rezim_pl, '交易制度代码', 'kod_rezim_pl: 0 - běžné plnění, 1 - § 89 ZDPH (zvláštní režim pro cestovní službu), 2 - § 90 ZDPH (zvláštní režim pro použité zboží)');
    code(out, r, 'VetaA4', 'zdph_44', CZ_CODES.zdph_44, '坏账更正标记', 'zdph_44: N – nejedná se o opravu nedobytné pohledávky, P – jedná se o opravu podle § 46 a násl. ZDPH, A – jedná se o opravu podle § 44 ZDPH ve znění do 31.3.2019');
  }
  for (const r of czAll(doc, 'VetaB2')) {
    code(out, r, 'VetaB2', 'pomer', CZ_CODES.pomer, '按比例抵扣标记', 'pomer: ANO/NE. Specifikace poměrného nároku na odpočet daně, pokud je takto vykazován podle § 75.');
    code(out, r, 'VetaB2', 'zdph_44', CZ_CODES.zdph_44, '坏账更正标记', 'zdph_44: N – nejedná se o opravu nedobytné pohledávky, P – jedná se o opravu podle § 74b ZDPH, A – jedná se o opravu podle § 44 ZDPH ve znění do 31.3.2019');
  }
  const c = czAll(doc, 'VetaC')[0];
  const a2 = czAll(doc, 'VetaA2');
  const a4 = czAll(doc, 'VetaA4');
  const a5 = czAll(doc, 'VetaA5');
  const b1 = czAll(doc, 'VetaB1');
  const b23 = [...czAll(doc, 'VetaB2'), ...czAll(doc, 'VetaB3')];
  const checks: [string, Big, string, string][] = [
    ['obrat23', total([...a4, ...a5], ['zakl_dane1']), 'A.4 与 A.5 基本税率计税基础之和', 'obrat23: Celková hodnota základu daně A.4. a A.5. za období (nebo součet tří kontrolních hlášení u čtvrtletního plátce) odpovídá řádku 1 přiznání k DPH.'],
    ['obrat5', total([...a4, ...a5], ['zakl_dane2', 'zakl_dane3']), 'A.4 与 A.5 低税率计税基础之和', 'obrat5: Celková hodnota základu daně u snížené sazby A.4. a A.5. za období (nebo součet tří kontrolních hlášení u čtvrtletního plátce) odpovídá řádku 2 přiznání k DPH.'],
    ['pln23', total(b23, ['zakl_dane1']), 'B.2 与 B.3 基本税率计税基础之和', 'pln23: Celková hodnota základu daně (a daně) B.2. a B.3. (nebo součet tří kontrolních hlášení u čtvrtletního plátce) odpovídá součtu řádků 40 daňového přiznání k DPH.'],
    ['pln5', total(b23, ['zakl_dane2', 'zakl_dane3']), 'B.2 与 B.3 低税率计税基础之和', 'pln5: Celková hodnota základu daně u snížené sazby B.2. a B.3. (nebo součet tří kontrolních hlášení u čtvrtletního plátce) odpovídá součtu řádků 41 daňového přiznání k DPH.'],
    ['pln_rez_pren', total(a1, ['zakl_dane1']), 'A.1 计税基础之和', 'pln_rez_pren: Celková hodnota základu daně A.1. za období (nebo součet tří kontrolních hlášení u čtvrtletního plátce) odpovídá řádku 25 přiznání k DPH.'],
    ['rez_pren23', total(b1, ['zakl_dane1']), 'B.1 基本税率计税基础之和', 'rez_pren23: Celková hodnota základu daně B.1. za období (nebo součet tří kontrolních hlášení u čtvrtletního plátce) odpovídá součtu základů daně řádků 10.'],
    ['rez_pren5', total(b1, ['zakl_dane2', 'zakl_dane3']), 'B.1 低税率计税基础之和', 'rez_pren5: Celková hodnota základu daně u snížené sazby B.1. za období (nebo součet tří kontrolních hlášení u čtvrtletního plátce) odpovídá součtu základů daně řádků 11 přiznání k DPH.'],
    ['celk_zd_a2', total(a2, ['zakl_dane1', 'zakl_dane2', 'zakl_dane3']), 'A.2 计税基础之和', 'celk_zd_a2: Celková hodnota základu daně A.2. za období (nebo součet tří kontrolních hlášení u čtvrtletního plátce) odpovídá řádkům: 3, 4, 5, 6, 9, 12 a 13 přiznání k DPH.'],
  ];
  for (const [attr, want, zh, detail] of checks) sumRule(out, `VetaC@${attr}`, czNum(c, attr), want, `控制报表 C 部分 ${attr} 应等于${zh}`, detail);
  return out;
}

// ---------------------------------------------------------------------------------------- DPHSHV

const C_VAT = /^[0-9A-Z+*]{2,12}$/;

/**
 * DPHSHV rules: VetaD (shvies_forma, one period); at least one VetaR; each non-storno VetaR with
 * `k_stat` an EU member state code (EL, XI; not CZ), `c_vat` without the country code (digits and
 * capitals, 2–12), `k_pln_eu` 0–3 and `pln_hodnota`; storno rows (`k_storno` = A) only in a
 * následné SH; no VAT number twice with the same code.
 */
export function shvRules(xml: string): FilingProblem[] {
  const doc = czDoc(xml);
  const out: FilingProblem[] = [];
  const d = czAll(doc, 'VetaD')[0];
  code(out, d, 'VetaD', 'shvies_forma', CZ_CODES.shvies_forma, '汇总申报类型', 'shvies_forma: R - souhrnné hlášení, N - následné souhrnné hlášení');
  period(out, d, 'mesic / ctvrt: Vyplnění měsíce a roku ZO nebo čtvrtletí a roku ZO je povinné.');
  taxpayer(out, czAll(doc, 'VetaP')[0]);
  const rows = czAll(doc, 'VetaR');
  if (!rows.length) out.push(rule('VetaR', '欧盟内交易汇总申报没有任何行：没有欧盟内供货时不需要提交', 'VetaR: k_stat, c_vat, k_pln_eu, pln_hodnota — Povinné v řádku, který není označen jako storno řádek.'));
  const seen = new Set<string>();
  rows.forEach((r, k) => {
    const n = k + 1;
    const storno = r.getAttribute('k_storno');
    if (storno) {
      if (storno !== 'A') out.push(rule('VetaR@k_storno', `第 ${n} 行的撤销标记「${storno}」只能为 A`, 'k_storno: A - řádek označen jako storno řádek', storno));
      if (d?.getAttribute('shvies_forma') === 'R') out.push(rule('VetaR@k_storno', `第 ${n} 行为撤销行：正常汇总申报（R）中不得使用撤销行`, 'k_storno: Nesmí být uvedeno v souhrnném hlášení formy SH = R - souhrnné hlášení.'));
      return;
    }
    const st = r.getAttribute('k_stat') ?? '';
    if (!SHV_COUNTRIES.includes(st)) out.push(rule('VetaR@k_stat', `第 ${n} 行的国家代码「${st}」不是其他欧盟成员国代码（希腊为 EL，北爱尔兰为 XI）`, 'k_stat: Kód státu, který přidělil daňové identifikační číslo registrace k DPH pořizovatele. Povinné v řádku, který není označen jako storno řádek.', st));
    const vat = r.getAttribute('c_vat') ?? '';
    if (!C_VAT.test(vat)) out.push(rule('VetaR@c_vat', `第 ${n} 行的买方增值税号「${vat}」格式不正确：应去掉国家代码，只含数字和大写字母（2–12 位）`, 'c_vat: Daňové identifikační číslo registrace k DPH pořizovatele v jiném členském státu (bez kódu státu, pouze číselná část). Vyplňuje se bez mezer, čárek a teček.', vat));
    code(out, r, 'VetaR', 'k_pln_eu', CZ_CODES.k_pln_eu, '交易代码', 'k_pln_eu: 0 - dodání zboží do jiného členského státu (§ 13 odst. 1 a 2), 1 - přemístění obchodního majetku (§ 13 odst. 6), 2 - třístranný obchod (§ 17), 3 - poskytnutí služby (§ 9 odst. 1)');
    if (!r.getAttribute('pln_hodnota')) out.push(rule('VetaR@pln_hodnota', `第 ${n} 行缺少交易金额（pln_hodnota）`, 'pln_hodnota: Povinné v řádku, který není označen jako storno řádek.'));
    const key = `${st}|${vat}|${r.getAttribute('k_pln_eu')}`;
    if (seen.has(key)) out.push(rule('VetaR@c_vat', `第 ${n} 行：增值税号 ${st}${vat} 以相同交易代码出现了两次：请合并为一行`, 'c_vat: Žádné daňové identifikační číslo nesmí být v hlášení uvedeno více než jednou se stejným kódem plnění.', vat));
    seen.add(key);
  });
  return out;
}

// ----------------------------------------------------------------------------------- cross-file

/** Tolerance of the KH control rows against the DP3 lines, from the VetaC annotations. */
const KH_DP3_TOLERANCE = new Big(1000);

/** DP3 lines whose values the KH must report (ř. 1–6, 9–13, 25, 40, 41: VetaC's counterparts). */
const KH_RELEVANT: [veta: string, attr: string][] = [
  ['Veta1', 'obrat23'], ['Veta1', 'obrat5'], ['Veta1', 'p_zb23'], ['Veta1', 'p_zb5'], ['Veta1', 'p_sl23_e'], ['Veta1', 'p_sl5_e'], ['Veta1', 'p_dop_nrg'],
  ['Veta1', 'rez_pren23'], ['Veta1', 'rez_pren5'], ['Veta1', 'p_sl23_z'], ['Veta1', 'p_sl5_z'], ['Veta2', 'pln_rez_pren'], ['Veta4', 'pln23'], ['Veta4', 'pln5'],
];

/**
 * Rules across the files of one filing: the same DIČ and period in each; a KH when the DP3 has
 * lines the KH reports, its section C against the DP3 lines within ±1000 Kč (VetaC annotations;
 * monthly DP3 only: a quarterly payer's three KHs sum to it); an SH when the DP3 has intra-EU
 * supplies (ř. 20, 21, 31), its values by code against those lines (each SH value is rounded UP to
 * whole crowns, so the tolerance is one crown per SH row).
 */
export function czCrossRules(files: { dp3: string; kh?: string; shv?: string }): FilingProblem[] {
  const out: FilingProblem[] = [];
  const dp3 = czDoc(files.dp3);
  const first = (doc: Document, name: string) => czAll(doc, name)[0];
  const dd = first(dp3, 'VetaD');
  const dic = first(dp3, 'VetaP')?.getAttribute('dic');
  const line = (veta: string, attr: string) => czNum(first(dp3, veta), attr);
  const same = (doc: Document, form: CzForm) => {
    const d = first(doc, 'VetaD');
    for (const a of ['rok', 'mesic', 'ctvrt']) {
      if ((d?.getAttribute(a) ?? '') !== (dd?.getAttribute(a) ?? '')) out.push(rule(`${form}/VetaD@${a}`, `${form} 的申报期间（${a}）与增值税申报表不一致：请为同一期间生成全部文件`, `${a}`, d?.getAttribute(a) ?? ''));
    }
    if (first(doc, 'VetaP')?.getAttribute('dic') !== dic) out.push(rule(`${form}/VetaP@dic`, `${form} 的 DIČ 与增值税申报表不一致`, 'dic', first(doc, 'VetaP')?.getAttribute('dic') ?? ''));
  };
  const needsKh = KH_RELEVANT.some(([v, a]) => !line(v, a).eq(0));
  if (!files.kh) {
    if (needsKh) out.push(rule('DPHKH1', '增值税申报表中有控制报表需要申报的交易（第 1–13、25、40、41 行），但缺少控制报表（kontrolní hlášení）', 'Kontrolní hlášení: VetaC odpovídá řádkům 1, 2, 3–6, 9–13, 25, 40, 41 přiznání k DPH.'));
  } else {
    const kh = czDoc(files.kh);
    same(kh, 'DPHKH1');
    const c = first(kh, 'VetaC');
    if (dd?.getAttribute('mesic')) {
      const pairs: [string, Big, string, string][] = [
        ['obrat23', line('Veta1', 'obrat23'), '第 1 行', 'řádku 1'],
        ['obrat5', line('Veta1', 'obrat5'), '第 2 行', 'řádku 2'],
        ['pln23', line('Veta4', 'pln23'), '第 40 行', 'součtu řádků 40'],
        ['pln5', line('Veta4', 'pln5'), '第 41 行', 'součtu řádků 41'],
        ['pln_rez_pren', line('Veta2', 'pln_rez_pren'), '第 25 行', 'řádku 25'],
        ['rez_pren23', line('Veta1', 'rez_pren23'), '第 10 行', 'součtu základů daně řádků 10'],
        ['rez_pren5', line('Veta1', 'rez_pren5'), '第 11 行', 'součtu základů daně řádků 11'],
        ['celk_zd_a2', ['p_zb23', 'p_zb5', 'p_sl23_e', 'p_sl5_e', 'p_dop_nrg', 'p_sl23_z', 'p_sl5_z'].reduce((s, a) => s.plus(line('Veta1', a)), new Big(0)), '第 3–6、9、12、13 行', 'řádkům: 3, 4, 5, 6, 9, 12 a 13'],
      ];
      for (const [attr, want, zh, cs] of pairs) {
        const got = czNum(c, attr);
        if (got.minus(want).abs().gt(KH_DP3_TOLERANCE)) {
          out.push(rule(`DPHKH1/VetaC@${attr}`, `控制报表 C 部分 ${attr}（${got.toString()}）与增值税申报表${zh}（${want.toString()}）相差超过 1000 克朗：两份文件须来自同一计算结果`, `${attr}: … odpovídá ${cs} přiznání k DPH. (Výpočet s maximální tolerancí +/- 1000 Kč.)`, got.toString()));
        }
      }
    }
  }
  const needsShv = ['dod_zb', 'pln_sluzby'].some((a) => !line('Veta2', a).eq(0)) || !line('Veta3', 'tri_dozb').eq(0);
  if (!files.shv) {
    if (needsShv) out.push(rule('DPHSHV', '增值税申报表中有欧盟内供货（第 20、21、31 行），但缺少欧盟内交易汇总申报（souhrnné hlášení）', 'dod_zb: Hodnota plnění z řádku 20 se uvede v souhrnném hlášení s kódy 0 a 1.'));
  } else {
    const shv = czDoc(files.shv);
    same(shv, 'DPHSHV');
    const rows = czAll(shv, 'VetaR').filter((r) => !r.getAttribute('k_storno'));
    const groups: [string[], Big, string, string][] = [
      [['0', '1'], line('Veta2', 'dod_zb'), '第 20 行', 'dod_zb: Hodnota plnění z řádku 20 se uvede v souhrnném hlášení s kódy 0 a 1.'],
      [['3'], line('Veta2', 'pln_sluzby'), '第 21 行', 'pln_sluzby: Hodnota plnění z řádku 21 se uvede v souhrnném hlášení s kódem 3.'],
      [['2'], line('Veta3', 'tri_dozb'), '第 31 行', 'tri_dozb: Hodnota plnění z řádku 31 se uvede v souhrnném hlášení s kódem 2.'],
    ];
    for (const [codes, want, zh, detail] of groups) {
      const rs = rows.filter((r) => codes.includes(r.getAttribute('k_pln_eu') ?? ''));
      const got = total(rs, ['pln_hodnota']);
      if (got.minus(want).abs().gt(rs.length)) {
        out.push(rule('DPHSHV/VetaR@pln_hodnota', `欧盟内交易汇总申报中代码 ${codes.join('、')} 的金额合计（${got.toString()}）与增值税申报表${zh}（${want.toString()}）不一致：两份文件须来自同一计算结果`, detail, got.toString()));
      }
    }
  }
  return out;
}
