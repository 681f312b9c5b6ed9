/**
 * A pasted or uploaded list of EU / UK VAT numbers, one a line, normalised before anything is sent
 * (issue #24 "Bad input": blank lines, spaces, lower case, a missing country prefix, duplicates —
 * each line normalised or refused with its reason, the rest still checked; more than
 * {@link VAT_QUERY_MAX} numbers refused as a whole). Format and check digits go through the console's
 * one jsvat wrapper (`vatCheckDigits`, src/core/rules/vat.ts), so a number with a wrong check digit
 * is refused here, before any call (domain-facts §E.4 "Format invalid → reject immediately, no
 * network call"). Run by the page (before the call) and by the mock (where the rule is enforced).
 * Pure; relative imports only.
 */
import { normalizeVatNumber, vatCheckDigits, VAT_NUMBER_EXAMPLES } from '../rules/vat';

/** Most numbers one check takes (issue #24: "paste up to 100"). */
export const VAT_QUERY_MAX = 100;

/**
 * VAT prefixes of the numbers this check takes: the 27 member states as VIES spells them (Greece
 * `EL`, domain-facts §B.4 "VIES uses EL for Greece and XI for Northern Ireland"), Northern Ireland
 * `XI` (checked in VIES) and the UK `GB` (checked with HMRC, domain-facts §E.2).
 */
export const EU_UK_VAT_PREFIXES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
  'XI', 'GB',
] as const;

/** One of {@link EU_UK_VAT_PREFIXES}. */
type EuUkVatPrefix = (typeof EU_UK_VAT_PREFIXES)[number];

const PREFIXES: ReadonlySet<string> = new Set(EU_UK_VAT_PREFIXES);

/** Whether `p` is a VAT prefix this check takes. */
export function isEuUkVatPrefix(p: string): p is EuUkVatPrefix {
  return PREFIXES.has(p);
}

/** The ISO alpha-2 code of a VAT prefix (`EL` → `GR`; `XI` stays `XI`, Northern Ireland). */
export function isoOfVatPrefix(prefix: string): string {
  return prefix === 'EL' ? 'GR' : prefix;
}

/** Which service answers for a prefix: HMRC for `GB` (domain-facts §E.2), VIES for the rest (XI included, §E.1). */
export function serviceOf(prefix: string): 'HMRC' | 'VIES' {
  return prefix === 'GB' ? 'HMRC' : 'VIES';
}

/**
 * What was done to a line on the way (locale `lookup.note.<note>`): `cleaned` spaces, dots, dashes
 * removed; `upperCased`; `prefixAdded` the chosen default country's prefix put in front;
 * `prefixGuessed` the only country whose rules accept the digits put in front; `greece` `GR` written
 * as VIES's `EL`.
 */
type LineNote = 'cleaned' | 'upperCased' | 'prefixAdded' | 'prefixGuessed' | 'greece';

/**
 * Why a line is not checked (locale `lookup.refused.<reason>`): `noPrefix` no country prefix and no
 * single country fits (choose a default country or type the prefix); `notEuUk` another country's
 * prefix (use the other-countries lookup); `checkDigits` the country's format or check digits fail;
 * `duplicate` the same number as an earlier line (`duplicateOf`).
 */
type LineRefusal = 'noPrefix' | 'notEuUk' | 'checkDigits' | 'duplicate';

/** One non-blank line of the list. */
export interface ParsedLine {
  /** 1-based line number in the text as pasted (blank lines counted). */
  line: number;
  /** The line as typed, trimmed. */
  raw: string;
  /** The normalised number with its prefix (`DE136695976`); for a `noPrefix` refusal the cleaned text. */
  vatNumber: string;
  /** Its VAT prefix (`DE`, `EL`, `XI`, `GB`…); `''` when unknown. */
  prefix: string;
  notes: LineNote[];
  /** Set when the line is not checked. */
  refused?: { reason: LineRefusal; duplicateOf?: number; example?: string };
}

/** The whole list. */
interface ParsedList {
  /** The non-blank lines, in order. */
  lines: ParsedLine[];
  /** Blank lines skipped. */
  blank: number;
  /** More than {@link VAT_QUERY_MAX} non-blank lines: nothing is checked. */
  tooMany: boolean;
}

/** Options of {@link parseVatList}. */
interface ParseOptions {
  /** ISO code or VAT prefix put in front of a number typed without one (`DE`; `GR` becomes `EL`). */
  defaultCountry?: string;
}

/** The prefixes whose rules accept `body` (digits typed without a prefix). */
function prefixesAccepting(body: string): string[] {
  return EU_UK_VAT_PREFIXES.filter((p) => p !== 'XI' && vatCheckDigits(`${p}${body}`) === 'ok');
}

/** The example number of a prefix (for a refusal's hint), from `VAT_NUMBER_EXAMPLES`. */
function exampleOf(prefix: string): string | undefined {
  return VAT_NUMBER_EXAMPLES[isoOfVatPrefix(prefix)];
}

/**
 * Normalises one line (not blank): cleans it, adds or corrects the prefix, checks format and check
 * digits. Duplicates are found by {@link parseVatList}.
 */
export function parseVatLine(raw: string, line: number, opts: ParseOptions = {}): ParsedLine {
  const trimmed = raw.trim();
  const notes: LineNote[] = [];
  const compact = trimmed.replace(/[\s./\-_,;:]/g, '');
  if (compact !== trimmed) notes.push('cleaned');
  let v = normalizeVatNumber(compact);
  if (v !== compact) notes.push('upperCased');
  if (v.startsWith('GR')) {
    v = `EL${v.slice(2)}`;
    notes.push('greece');
  }
  const out = (prefix: string, refused?: ParsedLine['refused']): ParsedLine => ({ line, raw: trimmed, vatNumber: v, prefix, notes, ...(refused ? { refused } : {}) });

  let prefix = /^[A-Z]{2}/.test(v) ? v.slice(0, 2) : '';
  // Spanish and Irish numbers may start with letters of their own, but never with a country's code
  // followed by a digit-only body; anything that starts with two letters is read as a prefix.
  if (!prefix) {
    const def = opts.defaultCountry ? (opts.defaultCountry.toUpperCase() === 'GR' ? 'EL' : opts.defaultCountry.toUpperCase()) : '';
    if (def && isEuUkVatPrefix(def)) {
      v = `${def}${v}`;
      prefix = def;
      notes.push('prefixAdded');
    } else {
      const fits = prefixesAccepting(v);
      if (fits.length !== 1) return out('', { reason: 'noPrefix' });
      v = `${fits[0]}${v}`;
      prefix = fits[0];
      notes.push('prefixGuessed');
    }
  }
  if (!isEuUkVatPrefix(prefix)) return out(prefix, { reason: 'notEuUk' });
  if (vatCheckDigits(v) !== 'ok') return out(prefix, { reason: 'checkDigits', example: exampleOf(prefix) });
  return out(prefix);
}

/**
 * Splits `input` (the pasted text, or the lines of an uploaded list) into lines and normalises each
 * ({@link parseVatLine}); blank lines are skipped and counted; a number seen on an earlier line is
 * refused as `duplicate` (the first one is checked). More than {@link VAT_QUERY_MAX} non-blank lines
 * set `tooMany` (the caller refuses the whole list and keeps the text). Never throws.
 */
export function parseVatList(input: string | readonly string[], opts: ParseOptions = {}): ParsedList {
  const rows = typeof input === 'string' ? input.split(/\r\n|\r|\n/) : input;
  const lines: ParsedLine[] = [];
  const firstLine = new Map<string, number>();
  let blank = 0;
  rows.forEach((row, i) => {
    if (typeof row !== 'string' || !row.trim()) {
      blank += 1;
      return;
    }
    const p = parseVatLine(row, i + 1, opts);
    if (!p.refused) {
      const first = firstLine.get(p.vatNumber);
      if (first !== undefined) p.refused = { reason: 'duplicate', duplicateOf: first };
      else firstLine.set(p.vatNumber, p.line);
    }
    lines.push(p);
  });
  return { lines, blank, tooMany: lines.length > VAT_QUERY_MAX };
}

/** The numbers of a parsed list that go to the check call (not refused), in order. */
export function numbersToCheck(list: ParsedList): string[] {
  return list.lines.filter((l) => !l.refused).map((l) => l.vatNumber);
}
