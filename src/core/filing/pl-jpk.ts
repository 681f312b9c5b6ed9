/**
 * Poland, JPK_VAT with declaration (issue #31): the three structures 一税 can file, their vendored
 * official schemas, and the validation shared by the builder (`./pl.ts`), the mock, the CLI and the
 * tests: `validateJpk(xml, variant?)` = MF's XSD (libxml2 in WebAssembly, `./xsd.ts`) plus the
 * rules MF writes into the schema's annotations but the XSD cannot enforce (control sums, the
 * declaration's totals, P_51 / P_53 / P_62), each refused as a Chinese `RULE` problem with the
 * Polish wording of the rule kept in `detail`.
 *
 * Structures (`./schemas/pl/*\/SOURCE.txt`, `./schemas/README.md`):
 * - `V7M3` JPK_V7M (3), schema version 1-0E, declaration VAT-7 (23), namespace
 *   `http://crd.gov.pl/wzor/2025/12/19/14090/` (MF, `http://crd.gov.pl/wzor/2025/12/19/14090/schemat.xsd`;
 *   copy from github.com/mbakalarski/ufirma @ ed3d3ac, byte for byte except sibling schemaLocations):
 *   monthly periods from 2026-02. Each evidence row carries one of the KSeF markers NrKSeF / OFF /
 *   BFK / DI (a choice the schema requires).
 * - `V7M2` JPK_V7M (2), 1-0E, VAT-7 (22), namespace `http://crd.gov.pl/wzor/2021/07/08/07081/`, and
 * - `V7K2` JPK_V7K (2), 1-0E, VAT-7K (16), namespace `http://crd.gov.pl/wzor/2021/07/08/07082/`
 *   (MF; copies from github.com/cho3ek89/JpkEdytor @ e7d35ced697c3cae46b61988cd160427dfe268c2,
 *   unmodified): periods 2022-01 … 2026-01. Their imports name `http://crd.gov.pl/...` URLs, pointed at
 *   the sibling files in memory through `validateXsd`'s `rewrite` (the files on disk are never edited).
 * Not vendored (the builder answers a PERIOD problem): JPK_V7K (3) (quarters ending from 2026-02),
 * JPK_V7M (1) / JPK_V7K (1) (2020-10 … 2021-12) and the older JPK_VAT (3) with a separate VAT-7.
 *
 * Node only (reads the schemas from disk). Amounts: the declaration part in whole złoty
 * (`etd:TKwotaC`), the evidence part in złoty with two decimals (`TKwotowy`); sums through big.js.
 */
import Big from 'big.js';
import { create } from 'xmlbuilder2';
import { validateXsd, type XsdSet } from './xsd';
import type { FilingProblem } from './types';

/** A JPK_VAT structure with declaration that 一税 builds and checks. */
export type JpkVariant = 'V7M2' | 'V7K2' | 'V7M3';

/** What distinguishes one structure from another: header codes as the schema fixes them, namespaces, the schema set. */
export interface JpkVariantSpec {
  variant: JpkVariant;
  /** Target namespace of the main schema. */
  ns: string;
  /** Namespace of MF's shared types (`etd:`), declared on the root as MF's own samples do. */
  etdNs: string;
  /** `KodFormularza/@kodSystemowy` (fixed by the schema) and `WariantFormularza`. */
  kodSystemowy: string;
  wariant: string;
  /** `KodFormularzaDekl` text, its `@kodSystemowy` and `WariantFormularzaDekl` (fixed by the schema). */
  dekl: { kod: string; kodSystemowy: string; wariant: string };
  /** JPK_V7K: the declaration is quarterly (`Deklaracja/Naglowek/Kwartal`), the evidence monthly. */
  quarterly: boolean;
  /** JPK_V7M (3): every evidence row needs one of NrKSeF / OFF / BFK / DI. */
  ksef: boolean;
  /** Short form name for file names (`JPK_V7M`). */
  form: 'JPK_V7M' | 'JPK_V7K';
  xsd: XsdSet;
}

const CHECKED_WITH = 'XSD 1.0 (xmllint-wasm, libxml2) + MF 规则（控制合计、P_37/P_38/P_48、P_51/P_53/P_62、申报部分与记录部分一致）';

const V2 = 'pl/jpk_v7m2/';
const V2_ETD = 'http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2021/06/08/eD/DefinicjeTypy/';
const V2_FILES = ['StrukturyDanych_v8-0E.xsd', 'ElementarneTypyDanych_v8-0E.xsd', 'KodyUrzedowSkarbowych_v7-0E.xsd', 'KodyKrajow_v8-0E.xsd'];
/** The (2) schemas import and include each other by URL (SOURCE.txt): each URL → the sibling file. */
const V2_REWRITE: Record<string, string> = Object.fromEntries(V2_FILES.map((f) => [`${V2_ETD}${f}`, f]));
const V2_SOURCE = 'github.com/cho3ek89/JpkEdytor @ e7d35ced697c3cae46b61988cd160427dfe268c2, JpkEdytor/Resources/XmlSchemas/（MF 官方 XSD，未修改）';

const V3 = 'pl/jpk_v7m3/';

/** The three structures, keyed by variant. Header codes as the schemas fix them (`fixed=` / enumerations). */
export const JPK_VARIANTS: Record<JpkVariant, JpkVariantSpec> = {
  V7M3: {
    variant: 'V7M3',
    ns: 'http://crd.gov.pl/wzor/2025/12/19/14090/',
    etdNs: 'http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/09/13/eD/DefinicjeTypy/',
    kodSystemowy: 'JPK_V7M (3)',
    wariant: '3',
    dekl: { kod: 'VAT-7', kodSystemowy: 'VAT-7 (23)', wariant: '23' },
    quarterly: false,
    ksef: true,
    form: 'JPK_V7M',
    xsd: {
      ref: {
        id: 'pl-jpk-v7m-3',
        name: 'JPK_V7M (3)',
        version: '1-0E',
        source: 'Ministerstwo Finansów, http://crd.gov.pl/wzor/2025/12/19/14090/schemat.xsd（副本：github.com/mbakalarski/ufirma @ ed3d3ac, src/jpk/schemas/jpk_v7m/）',
        checkedWith: CHECKED_WITH,
      },
      main: `${V3}jpk_v7m.xsd`,
      imports: ['StrukturyDanych.xsd', 'KodyUrzedowSkarbowych.xsd', 'KodyKrajow.xsd'].map((f) => V3 + f),
    },
  },
  V7M2: {
    variant: 'V7M2',
    ns: 'http://crd.gov.pl/wzor/2021/07/08/07081/',
    etdNs: V2_ETD,
    kodSystemowy: 'JPK_V7M (2)',
    wariant: '2',
    dekl: { kod: 'VAT-7', kodSystemowy: 'VAT-7 (22)', wariant: '22' },
    quarterly: false,
    ksef: false,
    form: 'JPK_V7M',
    xsd: {
      ref: { id: 'pl-jpk-v7m-2', name: 'JPK_V7M (2)', version: '1-0E', source: `Ministerstwo Finansów, http://crd.gov.pl/wzor/2021/07/08/07081/（副本：${V2_SOURCE}）`, checkedWith: CHECKED_WITH },
      main: `${V2}Schemat_JPK_V7M(2)_v1-0.xsd`,
      imports: V2_FILES.map((f) => V2 + f),
      rewrite: V2_REWRITE,
    },
  },
  V7K2: {
    variant: 'V7K2',
    ns: 'http://crd.gov.pl/wzor/2021/07/08/07082/',
    etdNs: V2_ETD,
    kodSystemowy: 'JPK_V7K (2)',
    wariant: '2',
    dekl: { kod: 'VAT-7K', kodSystemowy: 'VAT-7K (16)', wariant: '16' },
    quarterly: true,
    ksef: false,
    form: 'JPK_V7K',
    xsd: {
      ref: { id: 'pl-jpk-v7k-2', name: 'JPK_V7K (2)', version: '1-0E', source: `Ministerstwo Finansów, http://crd.gov.pl/wzor/2021/07/08/07082/（副本：${V2_SOURCE}）`, checkedWith: CHECKED_WITH },
      main: `${V2}Schemat_JPK_V7K(2)_v1-0.xsd`,
      imports: V2_FILES.map((f) => V2 + f),
      rewrite: V2_REWRITE,
    },
  },
};

/**
 * Code of Drugi Urząd Skarbowy Warszawa-Śródmieście, the office competent for taxpayers without a
 * seat in Poland: enumeration value `1436` ("DRUGI URZĄD SKARBOWY WARSZAWA-ŚRÓDMIEŚCIE") of
 * `TKodUS` in MF's list KodyUrzedowSkarbowych (`schemas/pl/jpk_v7m3/KodyUrzedowSkarbowych.xsd`,
 * v8-0E, and `schemas/pl/jpk_v7m2/KodyUrzedowSkarbowych_v7-0E.xsd`, line 928 of both).
 */
export const KOD_US_NON_RESIDENT = '1436';

/** The variant whose namespace and `kodSystemowy` the document declares, or undefined. */
function detectJpkVariant(xml: string): JpkVariant | undefined {
  for (const spec of Object.values(JPK_VARIANTS)) {
    if (xml.includes(`"${spec.ns}"`) && xml.includes(`kodSystemowy="${spec.kodSystemowy}"`)) return spec.variant;
  }
  return undefined;
}

// ------------------------------------------------------------------------------------------ rules

/** Output-tax K fields summed into `PodatekNalezny` and those subtracted (schema annotation of `SprzedazCtrl/PodatekNalezny`). */
export const K_OUTPUT_PLUS = ['K_16', 'K_18', 'K_20', 'K_24', 'K_26', 'K_28', 'K_30', 'K_32', 'K_33', 'K_34'];
export const K_OUTPUT_MINUS = ['K_35', 'K_36', 'K_360'];
/** Input-tax K fields summed into `PodatekNaliczony` (schema annotation of `ZakupCtrl/PodatekNaliczony`). */
export const K_INPUT = ['K_41', 'K_43', 'K_44', 'K_45', 'K_46', 'K_47'];

/** The declaration's sums as the schema's annotations define them (VAT-7 (22)/(23), VAT-7K (16)). */
const P37_OF = ['P_10', 'P_11', 'P_13', 'P_15', 'P_17', 'P_19', 'P_21', 'P_22', 'P_23', 'P_25', 'P_27', 'P_29', 'P_31'];
const P38_PLUS = ['P_16', 'P_18', 'P_20', 'P_24', 'P_26', 'P_28', 'P_30', 'P_32', 'P_33', 'P_34'];
const P38_MINUS = ['P_35', 'P_36', 'P_360'];
const P48_OF = ['P_39', 'P_41', 'P_43', 'P_44', 'P_45', 'P_46', 'P_47'];

/**
 * Declaration fields that have an evidence field of the same number (P_10…P_36, P_360, P_40…P_47):
 * the declaration states the period's sum of that evidence field, rounded to whole złoty.
 */
function evidenceFieldOf(p: string): string | undefined {
  const n = Number(p.slice(2));
  return (n >= 10 && n <= 36) || n === 360 || (n >= 40 && n <= 47) ? `K_${n}` : undefined;
}

interface Parsed {
  p: Map<string, Big>;
  hasDeclaration: boolean;
  sales: Map<string, Big>[];
  salesFp: boolean[];
  purchases: Map<string, Big>[];
  salesCtrl: { count?: string; tax?: string };
  purchaseCtrl: { count?: string; tax?: string };
}

type El = { localName: string | null; textContent: string | null; childNodes: ArrayLike<unknown> };

function children(el: El): El[] {
  const out: El[] = [];
  for (let i = 0; i < el.childNodes.length; i++) {
    const n = el.childNodes[i] as El & { nodeType: number };
    if (n.nodeType === 1) out.push(n);
  }
  return out;
}

function child(el: El | undefined, name: string): El | undefined {
  return el ? children(el).find((c) => c.localName === name) : undefined;
}

function amounts(el: El, prefix: string): Map<string, Big> {
  const m = new Map<string, Big>();
  for (const c of children(el)) if (c.localName?.startsWith(prefix)) m.set(c.localName, new Big((c.textContent ?? '0').trim() || '0'));
  return m;
}

/** The figures of a JPK file that passed its XSD (so every amount is a valid decimal). */
function parse(xml: string): Parsed {
  const root = create(xml).root().node as unknown as El;
  const dekl = child(root, 'Deklaracja');
  const poz = child(dekl, 'PozycjeSzczegolowe');
  const ew = child(root, 'Ewidencja');
  const rows = ew ? children(ew) : [];
  const sc = child(ew, 'SprzedazCtrl');
  const zc = child(ew, 'ZakupCtrl');
  const salesRows = rows.filter((r) => r.localName === 'SprzedazWiersz');
  return {
    p: poz ? amounts(poz, 'P_') : new Map(),
    hasDeclaration: !!dekl,
    sales: salesRows.map((r) => amounts(r, 'K_')),
    salesFp: salesRows.map((r) => child(r, 'TypDokumentu')?.textContent?.trim() === 'FP'),
    purchases: rows.filter((r) => r.localName === 'ZakupWiersz').map((r) => amounts(r, 'K_')),
    salesCtrl: { count: child(sc, 'LiczbaWierszySprzedazy')?.textContent?.trim(), tax: child(sc, 'PodatekNalezny')?.textContent?.trim() },
    purchaseCtrl: { count: child(zc, 'LiczbaWierszyZakupow')?.textContent?.trim(), tax: child(zc, 'PodatekNaliczony')?.textContent?.trim() },
  };
}

const ZERO = new Big(0);

function total(m: Map<string, Big>, codes: string[]): Big {
  return codes.reduce((a, c) => a.plus(m.get(c) ?? ZERO), ZERO);
}

/** Σ over rows of (plus fields − minus fields), rows with `skip[i]` left out. */
export function rowsTotal(rows: Map<string, Big>[], plus: string[], minus: string[] = [], skip: boolean[] = []): Big {
  return rows.reduce((a, r, i) => (skip[i] ? a : a.plus(total(r, plus)).minus(total(r, minus))), ZERO);
}

function rule(element: string, value: string, message: string, detail: string): FilingProblem {
  return { kind: 'RULE', element, value, message, detail };
}

const REBUILD = '请在一税中重新生成申报文件，不要手工修改文件';

/**
 * Tolerance between a whole-złoty declaration field and the sum of its evidence field (złoty):
 * 1 zł (the declaration rounds half-up to whole złoty), or a grosz per row when that is more
 * (per-document rounding of VAT in evidence given document by document).
 */
function crossTolerance(rowCount: number): Big {
  const perRow = new Big(rowCount).times('0.01');
  return perRow.gt(1) ? perRow : new Big(1);
}

/**
 * Declaration against evidence: each P field with an evidence field of the same number
 * (`evidenceFieldOf`) must be the period's sum of that K field, to rounding (`crossTolerance`).
 * `p` the declaration's fields, `k` the sums of the K fields over the period's rows, `rows` their count.
 */
export function crossCheck(p: Map<string, Big>, k: Map<string, Big>, rows: number): FilingProblem[] {
  const out: FilingProblem[] = [];
  const tol = crossTolerance(rows);
  const codes = new Set<string>([...p.keys()]);
  for (const kc of k.keys()) codes.add(`P_${kc.slice(2)}`);
  for (const pc of [...codes].sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)))) {
    const kc = evidenceFieldOf(pc);
    if (!kc) continue;
    const pv = p.get(pc) ?? ZERO;
    const kv = k.get(kc) ?? ZERO;
    if (pv.minus(kv).abs().gt(tol)) {
      out.push(
        rule(
          pc,
          pv.toFixed(0),
          `申报部分 ${pc}（${pv.toFixed(0)} 兹罗提）与记录部分 ${kc} 的合计（${kv.toFixed(2)} 兹罗提）不一致：两者应只差四舍五入。${REBUILD}`,
          `Kwota ${pc} w części deklaracyjnej powinna odpowiadać sumie kwot ${kc} z części ewidencyjnej (po zaokrągleniu do pełnych złotych).`,
        ),
      );
    }
  }
  return out;
}

/** Sums of every K field over rows. */
export function kSums(rows: Map<string, Big>[]): Map<string, Big> {
  const m = new Map<string, Big>();
  for (const r of rows) for (const [c, v] of r) m.set(c, (m.get(c) ?? ZERO).plus(v));
  return m;
}

/**
 * The rules of the JPK_VAT schemas' annotations that XSD cannot check, on a parsed file:
 * - `LiczbaWierszySprzedazy` / `LiczbaWierszyZakupow` = the number of rows;
 * - `PodatekNalezny` = Σ K_16, K_18, K_20, K_24, K_26, K_28, K_30, K_32, K_33, K_34 − K_35, K_36, K_360
 *   (rows marked FP left out); `PodatekNaliczony` = Σ K_41, K_43, K_44, K_45, K_46, K_47;
 * - P_37 = Σ P_10, P_11, P_13, P_15, P_17, P_19, P_21, P_22, P_23, P_25, P_27, P_29, P_31;
 * - P_38 = Σ P_16, P_18, P_20, P_24, P_26, P_28, P_30, P_32, P_33, P_34 − P_35, P_36, P_360;
 * - P_48 = Σ P_39, P_41, P_43, P_44, P_45, P_46, P_47;
 * - P_51 = P_38 − P_48 − P_49 − P_50 when P_38 > P_48, else 0; P_53 = 0 when P_51 > 0, else
 *   max(P_48 − P_38 + P_49 + P_50 + P_52, 0) (so both non-negative and never both above zero);
 *   P_62 = P_53 − P_54;
 * - JPK_V7M (one month = the declaration's period): each declaration field = its evidence field's sum.
 */
function rulesOf(x: Parsed, spec: JpkVariantSpec): FilingProblem[] {
  const out: FilingProblem[] = [];
  const nSales = String(x.sales.length);
  if (x.salesCtrl.count !== nSales) {
    out.push(rule('LiczbaWierszySprzedazy', x.salesCtrl.count ?? '', `销项记录行数（LiczbaWierszySprzedazy）应为 ${nSales}，文件中为 ${x.salesCtrl.count ?? '空'}。${REBUILD}`, 'Liczba wierszy ewidencji w zakresie rozliczenia podatku należnego w okresie, którego dotyczy JPK. Jeżeli ewidencja nie zawiera wierszy, należy wykazać 0'));
  }
  const due = rowsTotal(x.sales, K_OUTPUT_PLUS, K_OUTPUT_MINUS, x.salesFp);
  if (x.salesCtrl.tax === undefined || !new Big(x.salesCtrl.tax).eq(due)) {
    out.push(rule('PodatekNalezny', x.salesCtrl.tax ?? '', `销项税控制合计（PodatekNalezny）应为各行 K_16、K_18、K_20、K_24、K_26、K_28、K_30、K_32、K_33、K_34 之和减 K_35、K_36、K_360（${due.toFixed(2)}），文件中为 ${x.salesCtrl.tax ?? '空'}。${REBUILD}`, 'Podatek należny według ewidencji w okresie, którego dotyczy JPK - suma kwot z K_16, K_18, K_20, K_24, K_26, K_28, K_30, K_32, K_33 i K_34 pomniejszona o kwotę z K_35, K_36 i K_360, z wyłączeniem faktur oznaczonych FP.'));
  }
  const nPurch = String(x.purchases.length);
  if (x.purchaseCtrl.count !== nPurch) {
    out.push(rule('LiczbaWierszyZakupow', x.purchaseCtrl.count ?? '', `进项记录行数（LiczbaWierszyZakupow）应为 ${nPurch}，文件中为 ${x.purchaseCtrl.count ?? '空'}。${REBUILD}`, 'Liczba wierszy ewidencji w zakresie rozliczenia podatku naliczonego w okresie, którego dotyczy JPK. Jeżeli ewidencja nie zawiera wierszy, należy wykazać 0'));
  }
  const ded = rowsTotal(x.purchases, K_INPUT);
  if (x.purchaseCtrl.tax === undefined || !new Big(x.purchaseCtrl.tax).eq(ded)) {
    out.push(rule('PodatekNaliczony', x.purchaseCtrl.tax ?? '', `进项税控制合计（PodatekNaliczony）应为各行 K_41、K_43、K_44、K_45、K_46、K_47 之和（${ded.toFixed(2)}），文件中为 ${x.purchaseCtrl.tax ?? '空'}。${REBUILD}`, 'Razem wysokość podatku naliczonego do odliczenia - suma kwot z K_41, K_43, K_44, K_45, K_46, K_47.'));
  }
  if (!x.hasDeclaration) return out;

  const p = x.p;
  const v = (c: string) => p.get(c) ?? ZERO;
  const p37 = total(p, P37_OF);
  if (p.has('P_37') ? !v('P_37').eq(p37) : !p37.eq(0)) {
    out.push(rule('P_37', v('P_37').toFixed(0), `计税基础合计 P_37 应为 P_10、P_11、P_13、P_15、P_17、P_19、P_21、P_22、P_23、P_25、P_27、P_29、P_31 之和（${p37.toFixed(0)}），文件中为 ${v('P_37').toFixed(0)}。${REBUILD}`, 'Łączna wysokość podstawy opodatkowania. Suma kwot z P_10, P_11, P_13, P_15, P_17, P_19, P_21, P_22, P_23, P_25, P_27, P_29, P_31'));
  }
  const p38 = total(p, P38_PLUS).minus(total(p, P38_MINUS));
  if (!v('P_38').eq(p38)) {
    out.push(rule('P_38', v('P_38').toFixed(0), `销项税合计 P_38 应为 P_16、P_18、P_20、P_24、P_26、P_28、P_30、P_32、P_33、P_34 之和减 P_35、P_36、P_360（${p38.toFixed(0)}），文件中为 ${v('P_38').toFixed(0)}。${REBUILD}`, 'Łączna wysokość podatku należnego. Suma kwot z P_16, P_18, P_20, P_24, P_26, P_28, P_30, P_32, P_33, P_34 pomniejszona o kwotę z P_35, P_36 i P_360'));
  }
  const p48 = total(p, P48_OF);
  if (p.has('P_48') ? !v('P_48').eq(p48) : !p48.eq(0)) {
    out.push(rule('P_48', v('P_48').toFixed(0), `可抵扣进项税合计 P_48 应为 P_39、P_41、P_43、P_44、P_45、P_46、P_47 之和（${p48.toFixed(0)}），文件中为 ${v('P_48').toFixed(0)}。${REBUILD}`, 'Łączna wysokość podatku naliczonego do odliczenia. Suma kwot z P_39, P_41, P_43, P_44, P_45, P_46 i P_47'));
  }
  const diff = v('P_38').minus(v('P_48'));
  const p51 = diff.gt(0) ? diff.minus(v('P_49')).minus(v('P_50')) : ZERO;
  if (!v('P_51').eq(p51)) {
    out.push(rule('P_51', v('P_51').toFixed(0), `应缴税额 P_51 应为 ${p51.toFixed(0)}（P_38 大于 P_48 时为 P_38 − P_48 − P_49 − P_50，否则为 0），文件中为 ${v('P_51').toFixed(0)}。${REBUILD}`, 'Jeżeli różnica kwot pomiędzy P_38 i P_48 jest większa od 0, wówczas P_51 = P_38 - P_48 - P_49 - P_50, w przeciwnym wypadku należy wykazać 0.'));
  }
  const excess = v('P_48').minus(v('P_38')).plus(v('P_49')).plus(v('P_50')).plus(v('P_52'));
  const p53 = v('P_51').gt(0) ? ZERO : excess.gt(0) ? excess : ZERO;
  if (!v('P_53').eq(p53) || (v('P_51').gt(0) && v('P_53').gt(0))) {
    out.push(rule('P_53', v('P_53').toFixed(0), `进项大于销项的余额 P_53 应为 ${p53.toFixed(0)}（P_51 大于 0 时 P_53 必须为 0；否则为 P_48 − P_38 + P_49 + P_50 + P_52 与 0 中的较大者），文件中为 ${v('P_53').toFixed(0)}。${REBUILD}`, 'Jeżeli P_51 > 0 to P_53 = 0 w przeciwnym wypadku jeżeli (P_48 + P_49 + P_50 + P_52) – P_38 > 0 to P_53 = P_48 - P_38 + P_49 + P_50 + P_52 w pozostałych przypadkach P_53 = 0.'));
  }
  const p62 = v('P_53').minus(v('P_54'));
  if (!v('P_62').eq(p62.gt(0) ? p62 : ZERO)) {
    out.push(rule('P_62', v('P_62').toFixed(0), `结转下期的留抵税额 P_62 应为 P_53 − P_54（${p62.toFixed(0)}），文件中为 ${v('P_62').toFixed(0)}。${REBUILD}`, 'Wysokość nadwyżki podatku naliczonego nad należnym do przeniesienia na następny okres rozliczeniowy: od kwoty wykazanej w P_53 należy odjąć kwotę z P_54.'));
  }
  if (!spec.quarterly) out.push(...crossCheck(p, kSums([...x.sales, ...x.purchases]), x.sales.length + x.purchases.length));
  return out;
}

/**
 * Validates a JPK_V7M / JPK_V7K file (UTF-8 text) as MF would take it: the official XSD of
 * `variant` (detected from the root's namespace and `kodSystemowy` when not given), then, on a
 * schema-valid file, the annotation rules listed at `rulesOf` (Chinese `RULE` problems, the Polish
 * rule in `detail`). Answers `[]` for a valid file. Never throws for bad input: an unknown
 * structure is a `SCHEMA` problem saying which structures 一税 checks.
 */
export async function validateJpk(xml: string, variant?: JpkVariant): Promise<FilingProblem[]> {
  const v = variant ?? detectJpkVariant(xml);
  if (!v) {
    return [{ kind: 'SCHEMA', element: 'JPK', message: '无法识别文件结构：一税只校验 JPK_V7M (3)、JPK_V7M (2) 和 JPK_V7K (2)（根元素 JPK 的命名空间与 KodFormularza 的 kodSystemowy）。请确认上传的是波兰增值税 JPK 申报文件' }];
  }
  const spec = JPK_VARIANTS[v];
  const schema = await validateXsd(spec.xsd, xml);
  if (schema.length) return schema;
  return rulesOf(parse(xml), spec);
}

