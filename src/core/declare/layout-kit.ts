/**
 * The kit the return-layout builders are written with (issue #31 "Country packs": each country's
 * builder lives in its pack, `src/core/countries/<cc>.ts`, under `layout`): the layout types, the
 * line sums (`Sums`), a form section from box specs (`section`), and the phrases several forms share.
 * `./layouts.ts` (`returnLayout`) finds a country's builder through its pack and turns the
 * builder's {@link Built} into a {@link ReturnLayout}; see its module comment for the units (major
 * units of the return currency as decimal strings, two decimals or whole units per form) and for how
 * the engine's line kinds map to boxes.
 *
 * Imports nothing but big.js and types: the packs import this module, and `./layouts.ts` imports the
 * packs, so this module importing `./layouts.ts` or a pack would be an import cycle. Pure
 * TypeScript, relative imports only (loaded by the mock); arithmetic through big.js.
 */
import Big from 'big.js';
import type { LineKind } from '../vat/types';

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

/** One box of a form: official code, Chinese label, original wording, amount (units: see the module comment of `./layouts.ts`). */
export interface LayoutBox {
  code: string;
  zh: string;
  name: string;
  amount: string;
  /** A Chinese note: a mapping we are unsure of, or what the return cannot know. */
  note?: string;
}

/** A part of a form (cadre, oddíl, rubriek…). */
interface LayoutSection {
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
  /** Whole units (see the module comment of `./layouts.ts`). */
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
// -------------------------------------------------------------------------------------- helpers

/** Zero (`Big`), for boxes the return cannot fill. */
export const ZERO = new Big(0);

/** The line kinds taxed in the country at its own rates (`domestic` and `distance`): the rate boxes of every form. */
export const OUTPUT_KINDS: LineKind[] = ['domestic', 'distance'];

/** Percent of a fraction rate string (`"0.19"` → 19, `"0.055"` → 5.5); NaN for null. */
function pct(rate: string | null): number {
  return rate === null ? Number.NaN : Math.round(Number(rate) * 1000) / 10;
}

/**
 * Sums of a return's lines as one form takes them: `whole` forms round each sum half-up to whole
 * units, the others to the cent (major units of the return currency). A builder gets one from
 * `returnLayout`, made with its pack's `layout.whole`.
 */
export class Sums {
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

  /** The amount as the form writes it: `"1235"` (whole) or `"1234.50"`. */
  fmt(b: Big): string {
    return this.whole ? b.toFixed(0) : b.toFixed(2);
  }

  /** Whether the return has a non-zero line of `kind`. */
  has(kind: LineKind): boolean {
    return this.lines.some((l) => l.kind === kind && (Number(l.net) !== 0 || Number(l.vat) !== 0));
  }
}

/** One box as a builder writes it: official code, Chinese label, the form's wording, amount (`Big`, major units), optional Chinese note. */
export type BoxSpec = [code: string, zh: string, name: string, amount: Big, note?: string];

/** A form section (`zh`, original `name`) of `boxes`, the amounts formatted as the form takes them ({@link Sums.fmt}). */
export function section(s: Sums, zh: string, name: string, boxes: BoxSpec[]): LayoutSection {
  return { zh, name, boxes: boxes.map(([code, bzh, bname, amount, note]) => ({ code, zh: bzh, name: bname, amount: s.fmt(amount), ...(note ? { note } : {}) })) };
}

/** The sum of `xs` (0 for none). */
export function sum(...xs: Big[]): Big {
  return xs.reduce((a, b) => a.plus(b), ZERO);
}

/** Whole euros with the cents dropped (rounded down; DE bases, Kz 81, 86, 89…). */
export const WHOLE_EUR_DOWN = (b: Big) => b.round(0, Big.roundDown);

/** The note on the box of the deemed supply to the marketplace (Art. 14a / 136a): where it goes is unconfirmed in every form. */
export const MARKETPLACE_NOTE = '向平台（视同供应商）的供货在该表中的栏位我们未能从官方说明确认，请与当地税务代理核对';

/**
 * What a builder returns: the return's names and source, its sections, the form's own output and
 * input tax (`Big`, as the form rounds them), the codes of its output / input / payable boxes, notes
 * (Chinese), the extra statement (CZ kontrolní hlášení) and the payable when it is not output −
 * input.
 */
export interface Built {
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

/**
 * A country's return layout, as its pack declares it (`VatCountryPack.layout`): whether the form
 * takes whole units (`whole`), the builder (`build`: from the line sums and the input to the form's
 * boxes), and the Chinese and own name of the country's recapitulative statement (`ecsl`, shown with
 * the EC Sales List lines when the return has some).
 */
export interface CountryLayout {
  whole: boolean;
  build: (s: Sums, inp: LayoutInput) => Built;
  ecsl: { zh: string; name: string };
}
