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
 *
 * Where the builders are (issue #31 "Country packs"): each country's builder, with its `whole` flag
 * and the name of its recapitulative statement, is its pack's `layout` (`src/core/countries/<cc>.ts`,
 * `CountryLayout` of `./layout-kit.ts`); the shared helpers and the types are in `./layout-kit.ts`.
 * This module finds the builder through `vatCountry(country)`, so a country has a layout exactly
 * when its pack declares one. A declaration's return is built with its form once (`withLayout`,
 * issue #32: the mock's `buildReturn`); the pages show `DeclareReturn.layout` and never call
 * `returnLayout` themselves. The packs import `./layout-kit.ts`, never this module (which imports
 * the packs' index).
 */
import type { CountryReturn, LineKind } from '../vat/types';
import { codesWith, isNone, vatCountry } from '../countries';
import { Sums, type LayoutBox, type LayoutEcslLine, type LayoutInput, type ReturnLayout } from './layout-kit';

export type { LayoutEcslLine, LayoutInput, LayoutLine, ReturnLayout } from './layout-kit';

/** The layout input of an engine `CountryReturn` (EU member state; lines and ECSL as computed). */
export function layoutInputFromEngine(ret: CountryReturn): LayoutInput {
  return {
    country: ret.country,
    currency: ret.currency,
    lines: (ret.lines ?? []).map((l) => ({ kind: l.kind, rate: l.rate, net: l.net.value, vat: l.vat.value })),
    ecsl: (ret.ecsl ?? []).map((e) => ({ customerVat: e.customerVat, customerCountry: e.customerCountry, kind: e.kind, value: e.value.value })),
  };
}

/** Countries with a layout, in pack order: the packs whose `layout` is not `{ none }` (GB has its nine boxes instead). */
export const LAYOUT_COUNTRIES: string[] = codesWith((p) => p.layout);

/**
 * The country's own form filled from its computed return, or `null` (GB, or a country without a
 * layout). Totals: `payable = output − input` in the form's own units (IT: plus VP12 interest).
 */
export function returnLayout(inp: LayoutInput): ReturnLayout | null {
  const spec = vatCountry(inp.country)?.layout;
  if (!spec || isNone(spec)) return null;
  const s = new Sums(inp.lines, spec.whole);
  const b = spec.build(s, inp);
  const payable = b.payable ?? b.output.minus(b.input);
  const ecslLines = inp.ecsl ?? [];
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
    ecsl: ecslLines.length ? { zh: spec.ecsl.zh, name: spec.ecsl.name, lines: ecslLines } : null,
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

/**
 * A declaration's return with its country's form (issue #32, "the boxes of a return are computed
 * once"): `ret` (a `DeclareReturn`: its lines by kind and rate, ECSL, services received) with
 * `layout` = `returnLayout` of it for `country` over the period starting `period.periodStart` at
 * `period.frequency` (IT: the quarterly interest), or null (GB, a country without a layout, a return
 * without lines). The mock builds every return through this; pages and the amount due read
 * `layout` as it is, none computes it again.
 */
export function withLayout<R extends { currency: string; lines?: { kind?: LineKind; rate: string | null; net: string; vat: string }[]; ecsl?: LayoutEcslLine[]; servicesReceived?: { net: string; vat: string } }>(
  ret: R,
  country: string,
  period: { frequency?: LayoutInput['frequency']; periodStart?: string },
): R & { layout: ReturnLayout | null } {
  return { ...ret, layout: ret.lines ? returnLayout(layoutInputFromDeclare(ret, country, { frequency: period.frequency, periodStart: period.periodStart })) : null };
}
