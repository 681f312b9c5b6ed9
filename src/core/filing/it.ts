/**
 * Italy — Comunicazione liquidazioni periodiche IVA (LIPE), fornitura IVP18 (issue #31).
 *
 * FORMAT: XML in the namespace `urn:www.agenziaentrate.gov.it:specificheTecniche:sco:ivp`, root
 * `<Fornitura>`: `Intestazione` (`CodiceFornitura` IVP18) and one `Comunicazione`
 * (`identificativo="00001"`) with the `Frontespizio` (the taxpayer) and the `DatiContabili`: one
 * `Modulo` (quadro VP) per month for a monthly payer, one per quarter for a quarterly payer.
 * Amounts are euros with a DECIMAL COMMA and two decimals (`220,00`): `cm:DatoVP_Type` (not
 * negative) and `iv:DatoVN_Type` (may be negative).
 * VERSION / SOURCE: `schemas/it/sco/ivp/fornituraIvp_2018_v1.xsd` (Agenzia delle Entrate / Sogei,
 * "Versione 1.0", CodiceFornitura IVP18) with its imports `common/fornitura_v3.xsd`,
 * `typesDati_v3.xsd`, `typesProvincie_v3.xsd` and the W3C `xmldsig-core-schema.xsd`, copied unmodified
 * from github.com/OCA/l10n-italy (commit e8b3a578… and branch 16.0 @ 080f9b47…; `schemas/it/SOURCE.txt`).
 * VALIDATION: `./xsd.ts` flattens the preloaded files into xmllint's in-memory root, where the
 * official relative import `../../common/fornitura_v3.xsd` does not resolve (libxml2 looks for
 * `/common/fornitura_v3.xsd`: "Failed to locate a schema … Skipping the import", then the schema
 * fails to compile), and `fornitura` imports xmldsig by its W3C URL: both locations are pointed at the
 * sibling files through the `rewrite` map, in memory only.
 *
 * MAPPING (boxes of the `it()` layout of the Italian pack, ../countries/it.ts → elements of `Modulo`, schema order):
 * - VP1 → `Mese` (monthly payer, 1–12) or `Trimestre` (quarterly payer, 1–4);
 * - VP2 → `TotaleOperazioniAttive`, VP3 → `TotaleOperazioniPassive`, VP4 → `IvaEsigibile`,
 *   VP5 → `IvaDetratta` (signed `DatoVN`);
 * - VP6 (signed in the layout) → `IvaDovuta` when ≥ 0, `IvaCredito` = |VP6| when < 0 (column 1 or 2,
 *   never both, never negative);
 * - VP7–VP11 (`DebitoPrecedente`, `CreditoPeriodoPrecedente`, `CreditoAnnoPrecedente`,
 *   `VersamentiAutoUE`, `CreditiImposta`) and VP13 (`Metodo`, `Acconto`): not written — the computed
 *   return does not know them (the layout's VP14 note says so);
 * - VP12 → `InteressiDovuti` (the quarterly 1 %, art. 7 DPR 542/1999; written when > 0);
 * - VP14 (signed) → `ImportoDaVersare` when ≥ 0, `ImportoACredito` = |VP14| when < 0.
 * Frontespizio: `CodiceFiscale` = `seller.taxIds.IT` (codice fiscale, required), `AnnoImposta` = the
 * period's year, `PartitaIVA` = the IT VAT number's 11 digits (required), `FirmaDichiarazione` = 1.
 * The schema requires no other Frontespizio field; `CFDichiarante` / `CodiceCaricaDichiarante` (e.g.
 * carica 6, the fiscal representative of a non-resident) are left out because `FilingSeller` does
 * not carry them.
 *
 * PERIODS: IVP18 serves communications from 2018 (the 2017 ones were IVP17): an earlier year, an
 * annual filer (no LIPE) or a period that is not exactly one calendar month (monthly payer) or
 * quarter (quarterly payer) is a `PERIOD` problem. The LIPE is sent per quarter even by monthly
 * payers: `buildLipe([jan, feb, mar])` puts one Modulo per month of the quarter into one
 * communication; `itFiling.build(input)` of ONE monthly input answers a communication with that
 * month's Modulo alone (a later communication for the same quarter replaces it, so send the
 * quarter's last file with all its months).
 *
 * FILE NAME: `IT<codice fiscale>_LI_<progressivo>.xml`, the naming of LIPE files in Agenzia delle
 * Entrate's technical specifications of the communication as issue #31 quotes them (country code,
 * the codice fiscale, `_LI_`, a five-character progressive; the specifications themselves are not
 * vendored here). OCA l10n-italy's LIPE export (wizard/export_file.py) also names its files
 * `<codice fiscale>_LI_<5 digits>.xml`, without the `IT`. The progressive here is the 10-minute slot
 * of `createdAt` within its UTC year (00001–52704): reproducible from the input, and two files made
 * at different times do not share it. The codice fiscale is the taxpayer's (`seller.taxIds.IT`).
 */
import Big from 'big.js';
import { create } from 'xmlbuilder2';
import { layoutBox, returnLayout } from '../declare/layouts';
import { big, requireFields, vatDigits } from './common';
import type { FilingFile, FilingFormat, FilingInput, FilingOutcome, FilingProblem, FilingSchemaRef } from './types';
import { validateXsd, type XsdSet } from './xsd';
import { lastDayOfMonth } from '../utils/date';

/** Namespace of the IVP18 elements. */
export const LIPE_NS = 'urn:www.agenziaentrate.gov.it:specificheTecniche:sco:ivp';

/** Where the console asks for the identity fields (`requireFields`' `where`). */
const WHERE = '申报详情页的「申报主体信息」';

/** The schema a LIPE file is checked against. */
const LIPE_SCHEMA: FilingSchemaRef = {
  id: 'it-lipe-ivp18',
  name: 'Comunicazione liquidazioni periodiche IVA (LIPE)',
  version: 'IVP18 v1',
  source:
    'Agenzia delle Entrate / Sogei, fornituraIvp_2018_v1.xsd "Versione 1.0" (CodiceFornitura IVP18) + common/fornitura_v3.xsd; copied from github.com/OCA/l10n-italy @ e8b3a578a6c8bae6c1fa63072319539aae3f9cda (src/core/filing/schemas/it/SOURCE.txt)',
  checkedWith: 'XSD (xmllint-wasm, libxml2) + Agenzia delle Entrate rules of quadro VP (VP6, VP12, VP14, VP1, check digits)',
};

/** The IVP18 schema set: the official relative / URL imports pointed at the sibling files in memory (never on disk). */
const LIPE_XSD: XsdSet = {
  ref: LIPE_SCHEMA,
  main: 'it/sco/ivp/fornituraIvp_2018_v1.xsd',
  imports: [
    'it/sco/ivp/intestazioneIvp_2018_v1.xsd',
    'it/sco/ivp/comunicazioneIvp_2018_v1.xsd',
    'it/common/fornitura_v3.xsd',
    'it/common/typesDati_v3.xsd',
    'it/common/typesProvincie_v3.xsd',
    'it/w3c/xmldsig-core-schema.xsd',
  ],
  rewrite: {
    '../../common/fornitura_v3.xsd': 'fornitura_v3.xsd',
    'http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd': 'xmldsig-core-schema.xsd',
  },
};

/** First year served by IVP18 (2017's communications used IVP17). */
const LIPE_FIRST_YEAR = 2018;

/**
 * One Modulo (quadro VP) as the file carries it: amounts `Big` in EUR to the cent; `vp6` and `vp14`
 * signed (negative = credit, written as `IvaCredito` / `ImportoACredito`).
 */
interface LipeModule {
  /** 1–12 for a monthly payer. */
  month?: number;
  /** 1–4 for a quarterly payer. */
  quarter?: number;
  vp2: Big;
  vp3: Big;
  vp4: Big;
  vp5: Big;
  vp6: Big;
  vp12: Big;
  vp14: Big;
}

// ------------------------------------------------------------------------------------- helpers

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `Big` → `"1234,50"` (two decimals, half-up, decimal comma; `abs` for the not-negative `DatoVP` elements). */
function itAmount(b: Big): string {
  return b.round(2, Big.roundHalfUp).toFixed(2).replace('.', ',');
}

/** `"1234,50"` → `Big`; `undefined` / empty → 0. Throws on a malformed number (the XSD rejects those first). */
function parseItAmount(v: string | undefined | null): Big {
  return big((v ?? '').trim().replace(',', '.'));
}

/** The Italian check digit of 11 digits (partita IVA, numeric codice fiscale): Luhn-style over the first ten. */
function itCheckDigitOk(d: string): boolean {
  if (!/^[0-9]{11}$/.test(d)) return false;
  let s = 0;
  for (let i = 0; i < 10; i++) {
    const n = Number(d[i]);
    if (i % 2 === 0) s += n;
    else s += n * 2 > 9 ? n * 2 - 9 : n * 2;
  }
  return (10 - (s % 10)) % 10 === Number(d[10]);
}

const CF_PATTERN = /^([0-9]{11}|[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z])$/;

function ymd(date: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}


/**
 * The LIPE slot of a filing period: `{ year, month }` for a monthly payer (exactly one calendar
 * month), `{ year, quarter }` for a quarterly payer (exactly one calendar quarter), or a Chinese
 * `PERIOD` problem (annual filer, other span, year before {@link LIPE_FIRST_YEAR}).
 */
function lipePeriod(input: Pick<FilingInput, 'period' | 'frequency'>): { year: number; month?: number; quarter: number } | FilingProblem {
  const f = ymd(input.period.from);
  const t = ymd(input.period.to);
  const bad = (message: string): FilingProblem => ({ kind: 'PERIOD', element: 'period', value: `${input.period.from}…${input.period.to}`, message });
  if (!f || !t) return bad('申报期间的日期格式应为 YYYY-MM-DD：请检查申报期间');
  if (input.frequency === 'annual') return bad('意大利 LIPE 只用于按月或按季结算的纳税人，年度申报没有 LIPE 文件：请在年度增值税申报中填报');
  if (f[0] < LIPE_FIRST_YEAR) return bad(`IVP18 格式用于 ${LIPE_FIRST_YEAR} 年起的期间（2017 年使用 IVP17，本系统不提供）：请在意大利税务局网站按当年格式申报`);
  if (f[0] > 2099) return bad('申报年度超出官方格式允许的范围（1800–2099）：请检查申报期间');
  const monthly = input.frequency === 'monthly';
  const span = monthly ? 1 : 3;
  const [fy, fm, fd] = f;
  const em = fm + span - 1;
  const ok = fd === 1 && t[0] === fy && t[1] === em && t[2] === lastDayOfMonth(fy, em) && (monthly || (fm - 1) % 3 === 0);
  if (!ok) {
    return bad(monthly ? 'LIPE 的月度纳税人按自然月申报：申报期间必须是一个完整的自然月' : 'LIPE 的季度纳税人按自然季度申报：申报期间必须是一个完整的自然季度（1–3、4–6、7–9、10–12 月）');
  }
  const quarter = Math.floor((fm - 1) / 3) + 1;
  return monthly ? { year: fy, month: fm, quarter } : { year: fy, quarter };
}

/**
 * The Modulo of one input, from the `it()` layout of its computed return (the layout computed with
 * the INPUT's frequency and period start, which decide the quarterly interest of VP12). Throws when
 * the layout has no VP box (a bug: the layout and this module disagree).
 */
function lipeModuleOf(input: FilingInput, slot: { month?: number; quarter: number }): LipeModule {
  const li = input.layoutInput!;
  const layout = returnLayout({ ...li, country: 'IT', frequency: input.frequency, periodStart: input.period.from });
  if (!layout) throw new Error('IT layout missing');
  const v = (code: string) => {
    const b = layoutBox(layout, code);
    if (!b) throw new Error(`IT layout has no box ${code}`);
    return big(b.amount);
  };
  return {
    ...(slot.month ? { month: slot.month } : { quarter: slot.quarter }),
    vp2: v('VP2'),
    vp3: v('VP3'),
    vp4: v('VP4'),
    vp5: v('VP5'),
    vp6: v('VP6'),
    vp12: v('VP12'),
    vp14: v('VP14'),
  };
}

/** The IVP18 XML text of a communication (no checks: {@link validateLipe} does them). */
function lipeXml(id: { codiceFiscale: string; partitaIva: string; year: number }, modules: LipeModule[]): string {
  const el = (name: string, value: string, indent: string) => `${indent}<iv:${name}>${esc(value)}</iv:${name}>\n`;
  const i6 = '      ';
  const i8 = '        ';
  let mods = '';
  modules.forEach((m, k) => {
    let x = `${i6}<iv:Modulo>\n`;
    x += el('NumeroModulo', String(k + 1), i8);
    x += m.month ? el('Mese', String(m.month), i8) : el('Trimestre', String(m.quarter), i8);
    x += el('TotaleOperazioniAttive', itAmount(m.vp2), i8);
    x += el('TotaleOperazioniPassive', itAmount(m.vp3), i8);
    x += el('IvaEsigibile', itAmount(m.vp4), i8);
    x += el('IvaDetratta', itAmount(m.vp5), i8);
    x += m.vp6.gte(0) ? el('IvaDovuta', itAmount(m.vp6), i8) : el('IvaCredito', itAmount(m.vp6.abs()), i8);
    if (m.vp12.gt(0)) x += el('InteressiDovuti', itAmount(m.vp12), i8);
    x += m.vp14.gte(0) ? el('ImportoDaVersare', itAmount(m.vp14), i8) : el('ImportoACredito', itAmount(m.vp14.abs()), i8);
    x += `${i6}</iv:Modulo>\n`;
    mods += x;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<iv:Fornitura xmlns:iv="${LIPE_NS}">\n` +
    '  <iv:Intestazione>\n' +
    el('CodiceFornitura', 'IVP18', '    ') +
    '  </iv:Intestazione>\n' +
    '  <iv:Comunicazione identificativo="00001">\n' +
    '    <iv:Frontespizio>\n' +
    el('CodiceFiscale', id.codiceFiscale, i6) +
    el('AnnoImposta', String(id.year), i6) +
    el('PartitaIVA', id.partitaIva, i6) +
    el('FirmaDichiarazione', '1', i6) +
    '    </iv:Frontespizio>\n' +
    '    <iv:DatiContabili>\n' +
    mods +
    '    </iv:DatiContabili>\n' +
    '  </iv:Comunicazione>\n' +
    '</iv:Fornitura>\n'
  );
}

/**
 * File name by the LIPE convention `IT<codice fiscale>_LI_<progressivo>.xml` (see the module
 * docstring); `null` when `createdAt` is not an ISO timestamp.
 */
function lipeFileName(codiceFiscale: string, createdAt: string): string | null {
  const t = Date.parse(createdAt);
  if (Number.isNaN(t)) return null;
  const y = new Date(t).getUTCFullYear();
  const slot = Math.floor((t - Date.UTC(y, 0, 1)) / 600_000) + 1;
  return `IT${codiceFiscale}_LI_${pad(slot, 5)}.xml`;
}

// ------------------------------------------------------------------------------------ validation

const rule = (element: string, message: string, detail: string, value?: string): FilingProblem => ({ kind: 'RULE', element, ...(value !== undefined ? { value } : {}), message, detail });

/** Direct child of `parent` with local name `name` in the LIPE namespace. */
function child(parent: Element, name: string): Element | undefined {
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (n as Element).localName === name && (n as Element).namespaceURI === LIPE_NS) return n as Element;
  }
  return undefined;
}

/**
 * The Agenzia delle Entrate rules of quadro VP that the XSD does not enforce, on a file that passed
 * the XSD. Each failure is a `RULE` problem in Chinese; `detail` keeps the rule as the instructions
 * of the model state it (Italian, summarised): VP1 one period per module, months of one quarter;
 * VP6 = VP4 − VP5 in column 1 (debit) or 2 (credit); VP12 only for quarterly modules, 1 % of the
 * amount due; VP14 = VP6 + VP7 − VP8 − VP9 − VP10 − VP11 + VP12 − VP13 in column 1 or 2; the check
 * digit of PartitaIVA and of a numeric CodiceFiscale.
 */
function lipeRules(xml: string): FilingProblem[] {
  const doc = create(xml).node as unknown as Document;
  const out: FilingProblem[] = [];
  const text = (p: Element, name: string) => child(p, name)?.textContent?.trim();
  const amt = (p: Element, name: string) => parseItAmount(text(p, name));
  const fr = doc.getElementsByTagNameNS(LIPE_NS, 'Frontespizio')[0];
  if (fr) {
    const piva = text(fr, 'PartitaIVA') ?? '';
    if (!itCheckDigitOk(piva)) out.push(rule('PartitaIVA', `意大利增值税号（Partita IVA）${piva} 的校验位不正确：请核对 IT 增值税号`, 'Partita IVA: il carattere di controllo non è corretto', piva));
    const cf = text(fr, 'CodiceFiscale') ?? '';
    if (/^[0-9]{11}$/.test(cf) && !itCheckDigitOk(cf)) out.push(rule('CodiceFiscale', `意大利税号（codice fiscale）${cf} 的校验位不正确：请核对税号`, 'Codice fiscale numerico: il carattere di controllo non è corretto', cf));
  }
  const mods = Array.from(doc.getElementsByTagNameNS(LIPE_NS, 'Modulo'));
  const months = new Set<number>();
  const quarters = new Set<number>();
  mods.forEach((m, k) => {
    const where = `Modulo ${k + 1}`;
    if (text(m, 'NumeroModulo') !== String(k + 1)) out.push(rule('NumeroModulo', `第 ${k + 1} 个 Modulo 的编号应为 ${k + 1}：模块须按顺序编号`, 'NumeroModulo: numerazione progressiva dei moduli', text(m, 'NumeroModulo')));
    const mese = text(m, 'Mese');
    const trim = text(m, 'Trimestre');
    if ((mese === undefined) === (trim === undefined)) {
      out.push(rule('Mese', `${where}：必须且只能填写月份（Mese，月度纳税人）或季度（Trimestre，季度纳税人）之一`, 'Rigo VP1: indicare il mese (contribuenti mensili) oppure il trimestre (contribuenti trimestrali)'));
    }
    if (mese !== undefined) {
      const mm = Number(mese);
      if (months.has(mm)) out.push(rule('Mese', `${where}：月份 ${mm} 重复：每个月只能有一个 Modulo`, 'Rigo VP1: un modulo per ciascun mese', mese));
      months.add(mm);
      quarters.add(Math.floor((mm - 1) / 3) + 1);
    }
    if (trim !== undefined) {
      if (quarters.has(Number(trim))) out.push(rule('Trimestre', `${where}：季度 ${trim} 重复：每个季度只能有一个 Modulo`, 'Rigo VP1: un modulo per il trimestre', trim));
      quarters.add(Number(trim));
    }
    const vp4 = amt(m, 'IvaEsigibile');
    const vp5 = amt(m, 'IvaDetratta');
    const dov = amt(m, 'IvaDovuta');
    const cred = amt(m, 'IvaCredito');
    if (child(m, 'IvaDovuta') && child(m, 'IvaCredito')) out.push(rule('IvaCredito', `${where}：VP6 的应缴（IvaDovuta）与留抵（IvaCredito）只能填写其一`, 'Rigo VP6: le colonne 1 (IVA dovuta) e 2 (IVA a credito) sono alternative'));
    const vp6 = dov.minus(cred);
    if (!vp6.eq(vp4.minus(vp5))) {
      out.push(rule('IvaDovuta', `${where}：VP6（${vp6.toFixed(2)}）应等于 VP4 应纳税额减 VP5 已抵扣税额（${vp4.minus(vp5).toFixed(2)}），差额为正填 IvaDovuta，为负填 IvaCredito：请按计算结果重新生成`, 'Rigo VP6: IVA dovuta (col. 1) o a credito (col. 2) = differenza tra VP4 e VP5', vp6.toFixed(2)));
    }
    const carried = vp6.plus(amt(m, 'DebitoPrecedente')).minus(amt(m, 'CreditoPeriodoPrecedente')).minus(amt(m, 'CreditoAnnoPrecedente')).minus(amt(m, 'VersamentiAutoUE')).minus(amt(m, 'CreditiImposta'));
    const vp12 = amt(m, 'InteressiDovuti');
    if (child(m, 'InteressiDovuti')) {
      const due = carried.gt(0) ? carried.times('0.01').round(2, Big.roundHalfUp) : new Big(0);
      if (trim === undefined) out.push(rule('InteressiDovuti', `${where}：季度结算利息（VP12）只适用于季度纳税人，月度 Modulo 不得填写`, 'Rigo VP12: interessi dovuti dai soli contribuenti trimestrali (art. 7 DPR 542/1999)', text(m, 'InteressiDovuti')));
      else if (!vp12.eq(due)) out.push(rule('InteressiDovuti', `${where}：季度结算利息（VP12，${vp12.toFixed(2)}）应为应缴税额的 1%（${due.toFixed(2)}）：请按计算结果重新生成`, 'Rigo VP12: interessi dell’1% sull’importo dovuto (art. 7 DPR 542/1999)', vp12.toFixed(2)));
    }
    if (child(m, 'ImportoDaVersare') && child(m, 'ImportoACredito')) out.push(rule('ImportoACredito', `${where}：VP14 的应缴（ImportoDaVersare）与留抵（ImportoACredito）只能填写其一`, 'Rigo VP14: le colonne 1 (IVA da versare) e 2 (IVA a credito) sono alternative'));
    const vp14 = amt(m, 'ImportoDaVersare').minus(amt(m, 'ImportoACredito'));
    const want = carried.plus(vp12).minus(amt(m, 'Acconto'));
    if (!vp14.eq(want)) {
      out.push(rule('ImportoDaVersare', `${where}：VP14（${vp14.toFixed(2)}）应等于 VP6 + VP7 − VP8 − VP9 − VP10 − VP11 + VP12 − VP13（${want.toFixed(2)}）：请按计算结果重新生成`, 'Rigo VP14: VP6 col. 1 − VP6 col. 2 + VP7 − VP8 − VP9 − VP10 − VP11 + VP12 − VP13; col. 1 se positivo, col. 2 se negativo', vp14.toFixed(2)));
    }
  });
  if (quarters.size > 1) out.push(rule('Mese', `一份 LIPE 只能包含同一季度的月份或季度（文件中有 ${quarters.size} 个季度）：请按季度分别申报`, 'La comunicazione riguarda un solo trimestre'));
  return out;
}

/**
 * Validate a LIPE IVP18 file (built here, received or downloaded): the official XSD first (Chinese
 * `SCHEMA` problems), then, on a schema-valid file, {@link lipeRules} (`RULE` problems). `[]` = valid.
 */
export async function validateLipe(xml: string): Promise<FilingProblem[]> {
  const schema = await validateXsd(LIPE_XSD, xml);
  if (schema.length) return schema;
  return lipeRules(xml);
}

// ----------------------------------------------------------------------------------------- build

/** Identity problems of the seller for a LIPE (missing codice fiscale / VAT number, malformed or bad check digit). */
function identity(input: FilingInput): { problems: FilingProblem[]; codiceFiscale: string; partitaIva: string } {
  const problems = requireFields(input, ['taxId', 'vatNumber'], WHERE);
  const codiceFiscale = (input.seller.taxIds?.IT ?? '').replace(/\s/g, '').toUpperCase();
  const partitaIva = vatDigits(input.seller.vatNumbers?.IT ?? '', 'IT');
  if (codiceFiscale && !CF_PATTERN.test(codiceFiscale)) {
    problems.push(rule('seller.taxId', `意大利税号（codice fiscale）「${codiceFiscale}」格式不正确：公司为 11 位数字，个人为 16 位字母数字；请在${WHERE}中更正`, 'CodiceFiscale: cm:DatoCF_Type (11 cifre oppure 16 caratteri alfanumerici)', codiceFiscale));
  } else if (/^[0-9]{11}$/.test(codiceFiscale) && !itCheckDigitOk(codiceFiscale)) {
    problems.push(rule('seller.taxId', `意大利税号（codice fiscale）「${codiceFiscale}」校验位不正确：请在${WHERE}中核对`, 'Codice fiscale numerico: il carattere di controllo non è corretto', codiceFiscale));
  }
  if (partitaIva && (!/^[0-7][0-9]{10}$/.test(partitaIva) || !itCheckDigitOk(partitaIva))) {
    problems.push(rule('seller.vatNumber', `意大利增值税号「${partitaIva}」不是有效的 Partita IVA（11 位数字，首位 0–7，含校验位）：请在${WHERE}中更正`, 'PartitaIVA: cm:DatoPI_Type [0-7][0-9]{10} e carattere di controllo', partitaIva));
  }
  return { problems, codiceFiscale, partitaIva };
}

/**
 * Build one LIPE communication from the returns of ONE quarter: one input for a quarterly payer,
 * one to three monthly inputs (months of the same quarter) for a monthly payer. Order: identity of
 * the first input (MISSING_FIELD / RULE), then the periods (PERIOD), then the file, validated with
 * {@link validateLipe}; any problem answers `{ ok: false }` and no file. Never throws for bad data.
 */
export async function buildLipe(inputs: FilingInput[]): Promise<FilingOutcome> {
  if (!inputs.length) return { ok: false, problems: [{ kind: 'PERIOD', message: '没有可申报的期间：请选择要生成 LIPE 的月份或季度' }] };
  const first = inputs[0];
  const id = identity(first);
  if (id.problems.length) return { ok: false, problems: id.problems };
  const problems: FilingProblem[] = [];
  const slots: { year: number; month?: number; quarter: number }[] = [];
  for (const inp of inputs) {
    if (inp.country !== 'IT') problems.push({ kind: 'UNSUPPORTED', element: 'country', value: inp.country, message: `LIPE 只用于意大利的申报，收到的是 ${inp.country}：请选择意大利的申报` });
    if (!inp.layoutInput) problems.push(rule('layoutInput', '缺少该期间的增值税计算结果，无法生成 LIPE：请先完成计算', 'Dati contabili mancanti'));
    const p = lipePeriod(inp);
    if ('kind' in p) problems.push(p);
    else slots.push(p);
  }
  if (problems.length) return { ok: false, problems };
  const monthly = inputs.every((i) => i.frequency === 'monthly');
  const sameQuarter = slots.every((s) => s.year === slots[0].year && s.quarter === slots[0].quarter);
  const months = slots.map((s) => s.month);
  if (!sameQuarter || (!monthly && inputs.length > 1) || (monthly && new Set(months).size !== months.length)) {
    return { ok: false, problems: [{ kind: 'PERIOD', element: 'period', message: '一份 LIPE 只能包含同一季度：季度纳税人一个季度，月度纳税人该季度的各月（每月一次）：请按季度分别生成' }] };
  }
  const order = inputs.map((inp, k) => ({ inp, slot: slots[k] })).sort((a, b) => (a.slot.month ?? 0) - (b.slot.month ?? 0));
  const modules = order.map(({ inp, slot }) => lipeModuleOf(inp, slot));
  const name = lipeFileName(id.codiceFiscale, first.createdAt);
  if (!name) return { ok: false, problems: [rule('createdAt', `生成时间「${first.createdAt}」不是有效的 ISO 时间：请重试`, 'createdAt: ISO 8601', first.createdAt)] };
  const text = lipeXml({ codiceFiscale: id.codiceFiscale, partitaIva: id.partitaIva, year: slots[0].year }, modules);
  const invalid = await validateLipe(text);
  if (invalid.length) return { ok: false, problems: invalid };
  const file: FilingFile = { name, mediaType: 'application/xml', text, schema: LIPE_SCHEMA };
  return { ok: true, files: [file] };
}

/** Italy's filing format: the LIPE IVP18 communication of one period (see {@link buildLipe}). */
export const itFiling: FilingFormat = {
  country: 'IT',
  zh: '意大利 LIPE 增值税定期结算通报（IVP18）申报文件',
  build: (input) => buildLipe([input]),
};
