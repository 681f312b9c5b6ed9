/**
 * VAT identification numbers with their check digits (spec §5 "the VAT number format should be
 * checked"), through `jsvat` (MIT; the check-digit algorithms of the EU member states, the UK, and
 * a few others). Used by the console's forms and by the mock API (seeding and input checks).
 *
 * Input is tolerant: upper/lower case, spaces, dots and dashes, with or without the country prefix
 * (`GB980780684`, `980 7806 84`). Prefixes: the ISO code, except Greece `EL` and Switzerland `CHE`;
 * Northern Ireland (`XI`) numbers follow the UK rules.
 */
import { checkVAT, countries, type Country } from 'jsvat';
import { isBlankValue, type RuleResult } from './index';

/** jsvat's country rules by ISO alpha-2 code. */
const JSVAT_BY_CODE: ReadonlyMap<string, Country> = new Map(countries.map((c) => [c.codes[0], c]));

/** The VAT prefix of a country where it differs from the ISO code. */
const VAT_PREFIX: Readonly<Record<string, string>> = { GR: 'EL', CH: 'CHE' };

/** ISO codes whose numbers are checked with check digits ({@link isValidVatNumber}), plus `XI`. */
export const VAT_CHECKED_COUNTRIES: readonly string[] = [...JSVAT_BY_CODE.keys(), 'XI'];

/**
 * A valid VAT number of each main country (documented public examples, e.g. GB 980780684 is HMRC's
 * example), for placeholders and seed data; each passes {@link isValidVatNumber} (unit-tested).
 */
export const VAT_NUMBER_EXAMPLES: Readonly<Record<string, string>> = {
  GB: 'GB980780684',
  DE: 'DE136695976',
  FR: 'FR40303265045',
  IT: 'IT00743110157',
  ES: 'ESA28015865',
  PL: 'PL5260250995',
  CZ: 'CZ25123891',
  NL: 'NL004495445B01',
  AT: 'ATU13585627',
  SE: 'SE556188840401',
  BE: 'BE0411905847',
  IE: 'IE6388047V',
};

/** The VAT prefix of `country` (ISO alpha-2): `GR` → `EL`, `CH` → `CHE`, `XI` → `XI`, else the code. */
export function vatPrefix(country: string): string {
  const c = country.toUpperCase();
  return VAT_PREFIX[c] ?? c;
}

/** A VAT number as typed → upper case without spaces, dots, dashes or slashes. */
export function normalizeVatNumber(v: string): string {
  return v.replace(/[\s./-]/g, '').toUpperCase();
}

/**
 * The number without its country prefix, or `null` when it carries ANOTHER country's prefix
 * (two leading letters that are not the country's; UK `GD`/`HA` government numbers excepted).
 */
export function vatNumberBody(country: string, value: string): string | null {
  const c = country.toUpperCase();
  const v = normalizeVatNumber(value);
  for (const p of [vatPrefix(c), c]) if (v.startsWith(p)) return v.slice(p.length);
  if (/^[A-Z]{2}/.test(v)) {
    const ukGovernment = (c === 'GB' || c === 'XI') && /^(GD|HA)\d{3}$/.test(v);
    // Spanish, Irish, French… numbers may start with letters of their own; only a known prefix is refused.
    const otherPrefix = [...JSVAT_BY_CODE.keys(), 'EL', 'XI'].some((p) => p !== c && v.startsWith(p));
    if (!ukGovernment && otherPrefix) return null;
  }
  return v;
}

/**
 * Whether `value` is a valid VAT number of `country` (ISO alpha-2; `XI` Northern Ireland), check
 * digits included: `GB980780684` / `980780684` → true for GB, `GB123456789` → false (bad check
 * digits), `DE136695976` for GB → false (another country's prefix). Empty or non-string → false.
 * Countries without a checksum in jsvat (e.g. US, JP, CN) get a format check only: 2-14 letters or
 * digits.
 */
export function isValidVatNumber(country: string, value: unknown): boolean {
  if (typeof value !== 'string' || !country) return false;
  const c = country.toUpperCase();
  const body = vatNumberBody(c, value);
  if (!body) return false;
  const base = c === 'XI' ? 'GB' : c;
  if (!JSVAT_BY_CODE.has(base)) return /^[A-Z0-9]{2,14}$/.test(body);
  return vatCheckDigits(`${vatPrefix(base)}${body}`) === 'ok';
}

/** jsvat's country rules by VAT prefix: the ISO codes, and `EL` for Greece. */
const JSVAT_BY_PREFIX: ReadonlyMap<string, Country> = new Map([...JSVAT_BY_CODE, ['EL', JSVAT_BY_CODE.get('GR')!]]);

/** Outcome of {@link vatCheckDigits}: `ok`, `failed` (format or check digits), or `unsupported` (no rules for that country). */
type VatNumberCheck = 'ok' | 'failed' | 'unsupported';

/**
 * Format and check digits of a VAT number with its country prefix (`DE130466792`, `EL094259216`,
 * `XI…` checked as a GB number), by jsvat 2.5.4's rules: the country's `rules.regex` and its
 * check-digit function `calcFn` from jsvat's `countries` — exactly what `checkVAT(number,
 * [country]).isValid` decides (its `isVatValid`), without checkVAT's per-call result objects,
 * which cost ~20,000 instructions a call in the VAT engine's row loop (the unit tests compare both
 * on thousands of numbers). Input upper case without spaces. `unsupported` when jsvat has no rules
 * for the prefix (then no verdict). The one jsvat wrapper of the console: {@link isValidVatNumber}
 * (forms, mock) and the VAT engine's buyer-number check (src/core/vat/checks.ts) both use it.
 * Pure; never throws. Source: jsvat (python-stdnum-like rules; domain-facts §B.4).
 */
export function vatCheckDigits(v: string): VatNumberCheck {
  const code = v.slice(0, 2);
  const c = JSVAT_BY_PREFIX.get(code === 'XI' ? 'GB' : code);
  if (!c) return 'unsupported';
  const n = code === 'XI' ? `GB${v.slice(2)}` : v;
  try {
    for (const re of c.rules.regex) {
      // one exec per pattern (test + exec matched twice; the engine checks every new buyer number)
      const m = re.exec(n);
      if (!m) continue;
      return c.calcFn(m[2]) ? 'ok' : 'failed';
    }
    return 'failed';
  } catch {
    // jsvat threw on a malformed number: that is a failed check digit, which the caller shows
    return 'failed';
  }
}

/** The same verdict as {@link vatCheckDigits} through jsvat's own entry point `checkVAT(number, [country])` (reference for tests). */
export function vatCheckDigitsJsvat(v: string): VatNumberCheck {
  const code = v.slice(0, 2);
  const c = JSVAT_BY_PREFIX.get(code === 'XI' ? 'GB' : code);
  if (!c) return 'unsupported';
  return checkVAT(code === 'XI' ? `GB${v.slice(2)}` : v, [c]).isValid ? 'ok' : 'failed';
}

/** `value` with the country prefix, normalised (`'980 780 684'` → `'GB980780684'`); as typed when it has another country's prefix. */
export function withVatPrefix(country: string, value: string): string {
  const body = vatNumberBody(country, value);
  return body === null ? normalizeVatNumber(value) : `${vatPrefix(country)}${body}`;
}

/**
 * Rule of a VAT number of `country`: `rule.vatNumber.required` when blank and `required`;
 * `rule.vatNumber.invalid` ("请检查 VAT 税号格式是否正确") when not a valid number; else `null`.
 * A blank optional number passes.
 */
export function checkVatNumber(country: string, value: unknown, opts: { required?: boolean } = {}): RuleResult {
  if (isBlankValue(value)) return opts.required ? 'rule.vatNumber.required' : null;
  return isValidVatNumber(country, value) ? null : 'rule.vatNumber.invalid';
}
