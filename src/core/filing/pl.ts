/**
 * Poland: the VAT return as MF's own file, JPK_VAT with declaration (issue #31).
 *
 * Format: XML "Jednolity plik kontrolny dla ewidencji w zakresie rozliczenia podatku należnego i
 * naliczonego oraz deklaracji", root `JPK`, UTF-8. Three structures (see `./pl-jpk.ts` for their
 * namespaces, versions and sources, from `./schemas/pl/*\/SOURCE.txt`):
 * - monthly periods from 2026-02: JPK_V7M (3), schema 1-0E, declaration VAT-7 (23)
 *   (MF, http://crd.gov.pl/wzor/2025/12/19/14090/schemat.xsd);
 * - monthly periods 2022-01 … 2026-01: JPK_V7M (2), 1-0E, VAT-7 (22);
 * - quarterly periods 2022-01 … 2026-01: JPK_V7K (2), 1-0E, VAT-7K (16): the evidence is filed
 *   monthly, the quarter's declaration with the third month's evidence (one file per month that
 *   has evidence rows, always the quarter's last month with `Deklaracja`, `Kwartal` in its header);
 * - anything else (quarters ending from 2026-02 = JPK_V7K (3), periods before 2022-01): a Chinese
 *   `PERIOD` problem naming the structure that applies.
 *
 * Mapping (the return = `returnLayout(layoutInput)`, `pl()` of the Polish pack, ../countries/pl.ts):
 * - Naglowek: KodFormularza / WariantFormularza as the schema fixes them, DataWytworzeniaJPK =
 *   `createdAt` (the only time source: files are byte-for-byte reproducible), NazwaSystemu `yishui`,
 *   CelZlozenia 1 (a first filing), KodUrzedu = `seller.taxOffices.PL`, or 1436 (Drugi US
 *   Warszawa-Śródmieście, MF's KodyUrzedowSkarbowych) for a seller without a Polish seat, Rok and
 *   Miesiac of the period (V7K: of the file's month).
 * - Podmiot1/OsobaNiefizyczna: NIP (`seller.taxIds.PL`, else the PL VAT number's digits), PelnaNazwa
 *   (`seller.name`), Email (required), Telefon (optional; spaces and dashes dropped, ≤ 16 characters).
 * - Deklaracja/PozycjeSzczegolowe: every P_ box of the layout, whole złoty as it computes them; a box
 *   is written when not zero, with its pair partner where the schema pairs base and tax (P_15/P_16…
 *   P_42/P_43), and P_38 and P_51 always (required). Pouczenia 1.
 * - Ewidencja/SprzedazWiersz: one row per evidence row (`input.sales`, or `summaryRows`: one
 *   internal summary per return line, intra-EU supplies one per EC Sales List customer), amounts in
 *   złoty with grosze: domestic/distance 5 % K_15/K_16, 7/8 % K_17/K_18, 22/23 % K_19/K_20;
 *   marketplace supply K_10; domestic supply where the buyer owes the VAT K_11; intra-EU supply
 *   K_21; export K_22; intra-EU acquisition K_23/K_24; import under art. 33a K_25/K_26.
 *   ZakupWiersz: the acquisition (K_42/K_43 = its base and the deductible VAT), the art. 33a import
 *   and the import VAT deducted (K_42/K_43, marked IMP). Counterparty: a B2B row its VAT number
 *   (KodKrajuNadaniaTIN = the prefix, EL for Greece; NrKontrahenta = the number without it), a
 *   consumer or unknown buyer `brak` / `brak` (MF's broszura JPK_VAT z deklaracją), own goods (an
 *   acquisition, an import) `brak` with the seller's own name. Internal summaries (document numbers
 *   `WEW/…`) are TypDokumentu / DokumentZakupu `WEW` ("dokument wewnętrzny", the schema's
 *   TDowoduSprzedazy / TDowoduZakupu). JPK_V7M (3) adds the KSeF marker every row without a KSeF
 *   number needs: `DI` ("dowód inny niż faktura") for internal summaries and sales without an
 *   invoice, `BFK` ("faktura elektroniczna lub faktura w postaci papierowej", an invoice outside
 *   KSeF) for a B2B document of `input.sales`. SprzedazCtrl / ZakupCtrl: row counts and the sums MF
 *   defines (`./pl-jpk.ts`).
 *
 * File name: MF sets no naming convention for JPK files (the JPK gateway takes any name), so
 * `<form>_<YYYY-MM>_<NIP>.xml` (`JPK_V7M_2026-02_5262837411.xml`), the month the file reports.
 * Every file is checked with `validateJpk` (XSD + MF's rules) before it is offered; a file that
 * fails is never returned.
 */
import Big from 'big.js';
import { returnLayout } from '../declare/layouts';
import { big, dec2, requireFields, summaryRows, vatDigits } from './common';
import { crossCheck, JPK_VARIANTS, K_INPUT, K_OUTPUT_MINUS, K_OUTPUT_PLUS, KOD_US_NON_RESIDENT, kSums, rowsTotal, validateJpk, type JpkVariant, type JpkVariantSpec } from './pl-jpk';
import type { FilingFile, FilingFormat, FilingInput, FilingOutcome, FilingProblem, FilingSaleRow } from './types';
import type { XsdSet } from './xsd';
import type { Frequency } from '../vat-tax/periods';
import { monthEndDate } from '../utils/date';

export { KOD_US_NON_RESIDENT, validateJpk, type JpkVariant } from './pl-jpk';

/** Where the console asks for the filer's identity (the CLI passes its own `seller.json`). */
const WHERE = '申报详情页的「申报主体信息」';

/** `NazwaSystemu` of every file. */
const SYSTEM_NAME = 'yishui';

/** The counterparty of a row without a tax number (MF's broszura: "brak"). */
const NONE = 'brak';

// ------------------------------------------------------------------------------------ the period

/** `YYYY-MM` of a date. */
const ym = (d: string) => d.slice(0, 7);

function ymAdd(y: number, m: number, add: number): string {
  const i = y * 12 + (m - 1) + add;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

function periodProblem(message: string, value: string): FilingProblem {
  return { kind: 'PERIOD', element: 'period', value, message };
}

/**
 * The structure of a Polish return for its period: monthly 2022-01 … 2026-01 → `V7M2`, monthly from
 * 2026-02 → `V7M3`, quarterly 2022-01 … 2026-01 → `V7K2` with the quarter's months; otherwise a
 * Chinese `PERIOD` problem saying which structure would apply and what to do. `period` dates
 * `YYYY-MM-DD` (a whole month, or a whole calendar quarter for `quarterly`).
 * Sources: MF, JPK_V7M (2)/(3) and JPK_V7K (2) schemas (their `Rok` / `DataWytworzeniaJPK` lower
 * bounds 2022 / 2026-02-01) and ./schemas/README.md.
 */
export function plVariantFor(period: { from: string; to: string }, frequency: Frequency): { variant: JpkVariant; months: string[] } | { problem: FilingProblem } {
  const range = `${period.from} 至 ${period.to}`;
  const m = /^(\d{4})-(\d{2})-01$/.exec(period.from);
  if (frequency === 'annual') return { problem: periodProblem('波兰增值税没有年度申报（JPK_V7M 按月、JPK_V7K 按季）：请把申报频率改为月度或季度后重新生成', range) };
  const y = m ? Number(m[1]) : NaN;
  const mo = m ? Number(m[2]) : NaN;
  const span = frequency === 'quarterly' ? 3 : 1;
  const endYm = m ? ymAdd(y, mo, span - 1) : '';
  const endOk = m && period.to === monthEndDate(Number(endYm.slice(0, 4)), Number(endYm.slice(5)));
  if (!m || !endOk || (frequency === 'quarterly' && (mo - 1) % 3 !== 0)) {
    const what = frequency === 'quarterly' ? '一个完整的日历季度（如 2025-01-01 至 2025-03-31）' : '一个完整的自然月（如 2026-02-01 至 2026-02-28）';
    return { problem: periodProblem(`波兰${frequency === 'quarterly' ? '季度' : '月度'}申报的期间必须是${what}，收到 ${range}：请检查申报期后重新生成`, range) };
  }
  const months = Array.from({ length: span }, (_, i) => ymAdd(y, mo, i));
  const first = months[0];
  if (first < '2022-01') {
    return {
      problem: periodProblem(
        `申报期 ${range} 早于 2022 年 1 月：2020-10 至 2021-12 适用 JPK_V7M (1) / JPK_V7K (1)，更早的期间适用 JPK_VAT (3) 加单独的 VAT-7 / VAT-7K 申报表。一税未收录这些官方结构，无法生成文件：请由波兰税务代理用其软件申报或更正`,
        range,
      ),
    };
  }
  if (frequency === 'monthly') return { variant: first >= '2026-02' ? 'V7M3' : 'V7M2', months };
  if (endYm >= '2026-02') {
    return {
      problem: periodProblem(
        `季度申报期 ${range} 的申报部分随该季度最后一个月（${endYm}）的文件提交，适用 2026 年 2 月起的 JPK_V7K (3)（含 KSeF 标记）。一税尚未收录 JPK_V7K (3) 的官方结构，无法生成并校验该文件：请改按月申报（JPK_V7M (3)），或由波兰税务代理用其软件提交`,
        range,
      ),
    };
  }
  return { variant: 'V7K2', months };
}

/**
 * The official schema set a Polish return's file is checked against, by the period's first day
 * (`YYYY-MM-DD`) and frequency (a whole month, or the calendar quarter starting that day), or
 * `undefined` when no vendored structure covers it (see `plVariantFor`). For callers that validate
 * with `validateXsd` directly (the mock's tests); `validateJpk` adds MF's rules on top.
 */
export function plSchemaSet(periodStart: string, frequency: Frequency): XsdSet | undefined {
  const m = /^(\d{4})-(\d{2})-01$/.exec(periodStart);
  if (!m) return undefined;
  const end = ymAdd(Number(m[1]), Number(m[2]), frequency === 'quarterly' ? 2 : 0);
  const to = monthEndDate(Number(end.slice(0, 4)), Number(end.slice(5)));
  const v = plVariantFor({ from: periodStart, to }, frequency);
  return 'variant' in v ? JPK_VARIANTS[v.variant].xsd : undefined;
}

// ---------------------------------------------------------------------------------- the filer

/** NIP check digit (weights 6 5 7 2 3 4 5 6 7, mod 11; MF, rozporządzenie w sprawie NIP). */
export function nipValid(nip: string): boolean {
  if (!/^[1-9]((\d[1-9])|([1-9]\d))\d{7}$/.test(nip)) return false;
  const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const s = w.reduce((a, x, i) => a + x * Number(nip[i]), 0) % 11;
  return s !== 10 && s === Number(nip[9]);
}

interface Filer {
  nip: string;
  name: string;
  email: string;
  phone?: string;
  office: string;
}

/** The filer's identity, or the problems (MISSING_FIELD first, then RULE on malformed values). */
function filerOf(input: FilingInput): { filer: Filer } | { problems: FilingProblem[] } {
  const s = input.seller;
  const problems: FilingProblem[] = [...requireFields(input, ['name'], WHERE)];
  const rawNip = (s.taxIds?.PL ?? '').trim() || (s.vatNumbers?.PL ?? '').trim();
  if (!rawNip) problems.push(...requireFields(input, ['taxId'], WHERE));
  problems.push(...requireFields(input, ['email'], WHERE));
  const resident = (s.establishedIn ?? '').toUpperCase() === 'PL';
  const office = (s.taxOffices?.PL ?? '').trim();
  if (resident) problems.push(...requireFields(input, ['taxOffice'], WHERE));
  if (problems.length) return { problems };

  const nip = vatDigits(rawNip, 'PL');
  if (!nipValid(nip)) {
    problems.push({ kind: 'RULE', element: 'seller.taxId', value: rawNip, message: `NIP 税号「${rawNip}」无效：应为 10 位数字且校验位正确（如 5262837411）。请在${WHERE}中更正`, detail: 'NIP: 10 cyfr, cyfra kontrolna = (6·c1 + 5·c2 + 7·c3 + 2·c4 + 3·c5 + 4·c6 + 5·c7 + 6·c8 + 7·c9) mod 11' });
  }
  if (office && !/^\d{4}$/.test(office)) {
    problems.push({ kind: 'RULE', element: 'seller.taxOffice', value: office, message: `税务局代码（KodUrzedu）「${office}」无效：应为 4 位数字（如非波兰企业的主管局 Drugi Urząd Skarbowy Warszawa-Śródmieście 为 ${KOD_US_NON_RESIDENT}）。请在${WHERE}中更正`, detail: 'KodUrzedu: kod urzędu skarbowego ze słownika KodyUrzedowSkarbowych (TKodUS)' });
  }
  const name = s.name.trim();
  if (name.length > 240) {
    problems.push({ kind: 'RULE', element: 'seller.name', value: name, message: `公司名称超过 240 个字符（JPK 的 PelnaNazwa 上限），请在${WHERE}中缩短`, detail: 'PelnaNazwa: maxLength 240' });
  }
  const phone = (s.phone ?? '').replace(/[\s().-]/g, '');
  if (phone.length > 16) {
    problems.push({ kind: 'RULE', element: 'seller.phone', value: s.phone, message: `联系电话去掉空格和横线后超过 16 个字符（JPK 的 Telefon 上限），请在${WHERE}中更正或留空`, detail: 'Telefon: maxLength 16' });
  }
  if (problems.length) return { problems };
  return { filer: { nip, name, email: (s.email ?? '').trim(), ...(phone ? { phone } : {}), office: office || KOD_US_NON_RESIDENT } };
}

// --------------------------------------------------------------------------------- the evidence

/** One evidence row as written: counterparty, document, K fields in schema order. */
interface EvidenceRow {
  month: string;
  country?: string;
  nr: string;
  name: string;
  doc: string;
  date: string;
  /** TypDokumentu / DokumentZakupu. */
  docType?: 'WEW';
  /** JPK_V7M (3) KSeF marker. */
  ksef: 'DI' | 'BFK';
  imp?: boolean;
  k: [string, Big][];
}

/** The 5 / 8 / 23 % field pair of a domestic rate, as `pl()` of the layout groups them. */
function rateFields(rate: string | null): [string, string] | undefined {
  if (rate === null || !/^-?\d+(\.\d+)?$/.test(rate)) return undefined;
  const p = new Big(rate).times(100);
  if (p.eq(23) || p.eq(22)) return ['K_19', 'K_20'];
  if (p.eq(8) || p.eq(7)) return ['K_17', 'K_18'];
  if (p.eq(5)) return ['K_15', 'K_16'];
  return undefined;
}

const norm = (v: string) => v.replace(/[\s.-]/g, '').toUpperCase();

/** Counterparty fields of a row (see the module docstring). */
function counterparty(row: FilingSaleRow, input: FilingInput): { country?: string; nr: string; name: string } {
  const own = Object.values(input.seller.vatNumbers ?? {}).map(norm);
  if (row.buyerVat && row.buyerVat.trim()) {
    const v = norm(row.buyerVat);
    const cc = (row.buyerCountry || v.slice(0, 2)).toUpperCase();
    const code = cc === 'GR' ? 'EL' : cc;
    const nr = vatDigits(v, code === 'EL' ? 'GR' : code);
    const name = row.buyerName?.trim() || (own.includes(v) ? input.seller.name.trim() : NONE);
    return /^[A-Z]{2}$/.test(code) ? { country: code, nr, name } : { nr, name };
  }
  const ownGoods = row.kind === 'acquisition' || row.kind === 'postponedImportVat' || row.kind === 'importVatDeducted';
  return { nr: NONE, name: row.buyerName?.trim() || (ownGoods ? input.seller.name.trim() : NONE) };
}

/** Sales-side and purchase-side rows of the evidence rows, or RULE problems for rows without a JPK field. */
function evidenceOf(rows: FilingSaleRow[], input: FilingInput, months: string[]): { sales: EvidenceRow[]; purchases: EvidenceRow[] } | { problems: FilingProblem[] } {
  const sales: EvidenceRow[] = [];
  const purchases: EvidenceRow[] = [];
  const problems: FilingProblem[] = [];
  const last = months[months.length - 1];
  for (const r of rows) {
    const cp = counterparty(r, input);
    const internal = /^WEW\b/i.test(r.docId);
    const base = {
      month: months.includes(ym(r.date)) ? ym(r.date) : last,
      ...cp,
      doc: r.docId,
      date: r.date,
      ...(internal ? { docType: 'WEW' as const } : {}),
      ksef: internal || !r.buyerVat ? ('DI' as const) : ('BFK' as const),
    };
    const net = big(r.net);
    const vat = big(r.vat);
    const sale = (k: [string, Big][]) => sales.push({ ...base, k });
    const purchase = (k: [string, Big][], imp = false) => purchases.push({ ...base, ...(imp ? { imp } : {}), k });
    switch (r.kind) {
      case 'domestic':
      case 'distance': {
        const f = rateFields(r.rate);
        if (!f) {
          problems.push({ kind: 'RULE', element: 'rate', value: r.rate ?? '', message: `波兰境内销售的税率 ${r.rate ?? '（空）'} 在 JPK_V7 中没有对应字段（只有 5%、7%/8%、22%/23%），无法生成文件：请核对该销售的税率`, detail: 'JPK_V7: K_15/K_16 (5 %), K_17/K_18 (7 % albo 8 %), K_19/K_20 (22 % albo 23 %)' });
          break;
        }
        sale([[f[0], net], [f[1], vat]]);
        break;
      }
      case 'marketplaceSupply':
        sale([['K_10', net]]);
        break;
      case 'reverseCharge':
        sale([['K_11', net]]);
        break;
      case 'intraEuSupply':
        sale([['K_21', net]]);
        break;
      case 'export':
        sale([['K_22', net]]);
        break;
      case 'acquisition':
        sale([['K_23', net], ['K_24', vat]]);
        purchase([['K_42', net], ['K_43', vat]]);
        break;
      case 'postponedImportVat':
        sale([['K_25', net], ['K_26', vat]]);
        purchase([['K_42', net], ['K_43', vat]], true);
        break;
      case 'importVatDeducted':
        purchase([['K_42', net], ['K_43', vat]], true);
        break;
      default:
        problems.push({ kind: 'RULE', element: 'kind', value: String(r.kind), message: `无法识别的申报行类型「${String(r.kind)}」，无法生成 JPK 文件：请联系一税客服`, detail: String(r.kind) });
    }
  }
  return problems.length ? { problems } : { sales, purchases };
}

// ------------------------------------------------------------------------------------- the XML

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const el = (name: string, value: string) => `<${name}>${esc(value)}</${name}>`;

/** Declaration fields in schema order (PozycjeSzczegolowe; P_360 exists from VAT-7 (23) on). */
const P_ORDER = [
  ...Array.from({ length: 27 }, (_, i) => `P_${i + 10}`), // P_10 … P_36
  'P_360',
  ...Array.from({ length: 17 }, (_, i) => `P_${i + 37}`), // P_37 … P_53
  'P_62',
];
/** Base/tax pairs the schema requires together (`xsd:sequence` of both). */
const PAIR: Record<string, string> = {};
for (const [a, b] of [[15, 16], [17, 18], [19, 20], [23, 24], [25, 26], [27, 28], [29, 30], [31, 32], [40, 41], [42, 43]]) {
  PAIR[`P_${a}`] = `P_${b}`;
  PAIR[`P_${b}`] = `P_${a}`;
}
const REQUIRED = new Set(['P_38', 'P_51']);

/** Whole-złoty text without a negative zero. */
function whole0(b: Big): string {
  const s = b.toFixed(0);
  return s === '-0' ? '0' : s;
}

function declarationXml(spec: JpkVariantSpec, p: Map<string, Big>, quarter: number | undefined, ind: string): string[] {
  const nz = (c: string) => !!p.get(c) && !p.get(c)!.eq(0);
  const fields = P_ORDER.filter((c) => p.has(c) && (nz(c) || REQUIRED.has(c) || (PAIR[c] !== undefined && nz(PAIR[c]))));
  return [
    `${ind}<Deklaracja>`,
    `${ind}  <Naglowek>`,
    `${ind}    <KodFormularzaDekl kodSystemowy="${esc(spec.dekl.kodSystemowy)}" kodPodatku="VAT" rodzajZobowiazania="Z" wersjaSchemy="1-0E">${spec.dekl.kod}</KodFormularzaDekl>`,
    `${ind}    ${el('WariantFormularzaDekl', spec.dekl.wariant)}`,
    ...(quarter ? [`${ind}    ${el('Kwartal', String(quarter))}`] : []),
    `${ind}  </Naglowek>`,
    `${ind}  <PozycjeSzczegolowe>`,
    ...fields.map((c) => `${ind}    ${el(c, whole0(p.get(c)!))}`),
    `${ind}  </PozycjeSzczegolowe>`,
    `${ind}  ${el('Pouczenia', '1')}`,
    `${ind}</Deklaracja>`,
  ];
}

function rowXml(spec: JpkVariantSpec, r: EvidenceRow, lp: number, side: 'sale' | 'purchase'): string[] {
  const i = '      ';
  const sale = side === 'sale';
  return [
    `    <${sale ? 'SprzedazWiersz' : 'ZakupWiersz'}>`,
    `${i}${el(sale ? 'LpSprzedazy' : 'LpZakupu', String(lp))}`,
    ...(r.country ? [`${i}${el('KodKrajuNadaniaTIN', r.country)}`] : []),
    `${i}${el(sale ? 'NrKontrahenta' : 'NrDostawcy', r.nr)}`,
    `${i}${el(sale ? 'NazwaKontrahenta' : 'NazwaDostawcy', r.name)}`,
    `${i}${el(sale ? 'DowodSprzedazy' : 'DowodZakupu', r.doc)}`,
    `${i}${el(sale ? 'DataWystawienia' : 'DataZakupu', r.date)}`,
    ...(spec.ksef ? [`${i}${el(r.ksef, '1')}`] : []),
    ...(r.docType ? [`${i}${el(sale ? 'TypDokumentu' : 'DokumentZakupu', r.docType)}`] : []),
    ...(!sale && r.imp ? [`${i}${el('IMP', '1')}`] : []),
    ...r.k.map(([c, v]) => `${i}${el(c, dec2(v))}`),
    `    </${sale ? 'SprzedazWiersz' : 'ZakupWiersz'}>`,
  ];
}

const kMap = (r: EvidenceRow) => new Map(r.k.map(([c, v]) => [c, v.round(2, Big.roundHalfUp)]));

/** One JPK file: header, filer, the declaration (when given), the month's evidence with its control sums. */
function fileXml(spec: JpkVariantSpec, input: FilingInput, filer: Filer, month: string, decl: { p: Map<string, Big>; quarter?: number } | null, sales: EvidenceRow[], purchases: EvidenceRow[]): string {
  const due = rowsTotal(sales.map(kMap), K_OUTPUT_PLUS, K_OUTPUT_MINUS);
  const ded = rowsTotal(purchases.map(kMap), K_INPUT);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<JPK xmlns="${spec.ns}" xmlns:etd="${spec.etdNs}">`,
    '  <Naglowek>',
    `    <KodFormularza kodSystemowy="${esc(spec.kodSystemowy)}" wersjaSchemy="1-0E">JPK_VAT</KodFormularza>`,
    `    ${el('WariantFormularza', spec.wariant)}`,
    `    ${el('DataWytworzeniaJPK', input.createdAt)}`,
    `    ${el('NazwaSystemu', SYSTEM_NAME)}`,
    '    <CelZlozenia poz="P_7">1</CelZlozenia>',
    `    ${el('KodUrzedu', filer.office)}`,
    `    ${el('Rok', month.slice(0, 4))}`,
    `    ${el('Miesiac', String(Number(month.slice(5, 7))))}`,
    '  </Naglowek>',
    '  <Podmiot1 rola="Podatnik">',
    '    <OsobaNiefizyczna>',
    `      ${el('NIP', filer.nip)}`,
    `      ${el('PelnaNazwa', filer.name)}`,
    `      ${el('Email', filer.email)}`,
    ...(filer.phone ? [`      ${el('Telefon', filer.phone)}`] : []),
    '    </OsobaNiefizyczna>',
    '  </Podmiot1>',
    ...(decl ? declarationXml(spec, decl.p, decl.quarter, '  ') : []),
    '  <Ewidencja>',
    ...sales.flatMap((r, n) => rowXml(spec, r, n + 1, 'sale')),
    '    <SprzedazCtrl>',
    `      ${el('LiczbaWierszySprzedazy', String(sales.length))}`,
    `      ${el('PodatekNalezny', dec2(due))}`,
    '    </SprzedazCtrl>',
    ...purchases.flatMap((r, n) => rowXml(spec, r, n + 1, 'purchase')),
    '    <ZakupCtrl>',
    `      ${el('LiczbaWierszyZakupow', String(purchases.length))}`,
    `      ${el('PodatekNaliczony', dec2(ded))}`,
    '    </ZakupCtrl>',
    '  </Ewidencja>',
    '</JPK>',
  ];
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------- the build

/**
 * Builds the JPK file(s) of a Polish return: identity first (MISSING_FIELD / RULE, nothing built
 * half), then the structure for the period (PERIOD), the evidence rows (RULE for a line JPK has no
 * field for), the XML, and `validateJpk` on every file (SCHEMA / RULE). Answers the files (all
 * valid) or the problems; never throws for bad data. Amounts: `input.layoutInput` in PLN (major
 * units); the declaration in whole złoty as `returnLayout` computes it.
 */
async function buildPlJpk(input: FilingInput): Promise<FilingOutcome> {
  if (input.country !== 'PL') return { ok: false, problems: [{ kind: 'UNSUPPORTED', element: 'country', value: input.country, message: `波兰 JPK 文件只用于波兰申报，收到 ${input.country} 的申报` }] };
  const who = filerOf(input);
  if ('problems' in who) return { ok: false, problems: who.problems };
  const v = plVariantFor(input.period, input.frequency);
  if ('problem' in v) return { ok: false, problems: [v.problem] };
  const li = input.layoutInput;
  if (!li) return { ok: false, problems: [{ kind: 'RULE', element: 'layoutInput', message: '缺少已计算的波兰申报数据，无法生成 JPK 文件：请先完成本期申报的计算' }] };
  if (input.currency !== 'PLN' || li.currency !== 'PLN') {
    return { ok: false, problems: [{ kind: 'RULE', element: 'currency', value: li.currency, message: `波兰申报金额必须以波兰兹罗提（PLN）计，收到 ${li.currency}：请按波兰规定的汇率（art. 31a）换算后重新计算`, detail: 'Kwoty w JPK_VAT wykazuje się w złotych (art. 31a ustawy o VAT)' }] };
  }
  const layout = returnLayout({ ...li, country: 'PL' });
  if (!layout) return { ok: false, problems: [{ kind: 'UNSUPPORTED', element: 'layout', message: '波兰申报表布局不可用，请联系一税客服' }] };

  const spec = JPK_VARIANTS[v.variant];
  const endMonth = v.months[v.months.length - 1];
  const rows = summaryRows(input, `WEW/${endMonth.slice(0, 4)}/${endMonth.slice(5, 7)}`);
  const ev = evidenceOf(rows, input, v.months);
  if ('problems' in ev) return { ok: false, problems: ev.problems };

  const p = new Map<string, Big>();
  for (const s of layout.sections) for (const b of s.boxes) if (b.code.startsWith('P_')) p.set(b.code, new Big(b.amount));

  // the declaration and the whole period's evidence agree (JPK_V7K: across the quarter's files)
  const cross = crossCheck(p, kSums([...ev.sales, ...ev.purchases].map(kMap)), ev.sales.length + ev.purchases.length);
  if (cross.length) return { ok: false, problems: cross };

  const quarter = spec.quarterly ? Math.floor((Number(v.months[0].slice(5, 7)) - 1) / 3) + 1 : undefined;
  const files: FilingFile[] = [];
  const problems: FilingProblem[] = [];
  for (const month of v.months) {
    const isLast = month === endMonth;
    const sales = ev.sales.filter((r) => r.month === month);
    const purchases = ev.purchases.filter((r) => r.month === month);
    if (!isLast && !sales.length && !purchases.length) continue;
    const text = fileXml(spec, input, who.filer, month, isLast ? { p, quarter } : null, sales, purchases);
    const name = `${spec.form}_${month}_${who.filer.nip}.xml`;
    const found = await validateJpk(text, v.variant);
    problems.push(...found.map((x) => ({ ...x, message: `${name}：${x.message}` })));
    files.push({ name, mediaType: 'application/xml', text, schema: spec.xsd.ref });
  }
  return problems.length ? { ok: false, problems } : { ok: true, files };
}

/** Poland's filing format: JPK_V7M (3), JPK_V7M (2) or JPK_V7K (2) by period (see the module docstring). */
export const plFiling: FilingFormat = {
  country: 'PL',
  zh: '波兰 JPK_V7M / JPK_V7K 申报文件',
  build: buildPlJpk,
};
