/**
 * EORI numbers and the identifiers the EORI applications ask (issue #23; domain-facts §C). Pure
 * checks returning `null` or a locale key of the `eori` area (`src/locales/<lang>/eori.ts`), shown in
 * forms through `toAntdRule` and reused by the mock (which answers the zh-CN message at the field).
 * Relative imports only (the mock loads this file).
 *
 * Sources:
 * - GB EORI = `GB` + 12 digits; a UK VAT-registered business gets **GB + VRN + 000** (HMRC shortform
 *   EORIVAT: "your EORI number will be GB + Your VRN + 000, ie, GB012345678000"). HMRC's own UKIMS
 *   checker tests also use 15-digit GB EORIs (hmrc/ukim-auth-checker-api), so `GB` + 12 or 15 digits
 *   is accepted (domain-facts §C.1 [CONFLICT], resolved by accepting both).
 * - EU EORI = the member state's ISO code + a number unique in that state, at most 17 characters in
 *   all (the European Commission's EORI page; [UNVERIFIED here: not in domain-facts, checked leniently
 *   as up to 15 letters or digits after the code]);
 *   France: FR + SIREN (9 digits, the new SOPRANO form since April 2023: lexportateur.com 2023-04-17),
 *   historically FR + SIRET (14 digits; lemoci.com 2011); both carry a Luhn check digit (INSEE).
 * - VRN: 9 digits, or 12 for a VAT group / branch (HMRC check-VAT-number API v2: "Vrn parameters
 *   should be 9 or 12 digits"), check digits by the one jsvat wrapper `vatCheckDigits`.
 * - UTR: a Corporation Tax Unique Taxpayer Reference is 10 digits, written with a trailing `K` on some
 *   letters (hmrc/eori-common-component-registration-frontend, "may end in K").
 */
import { EU_MEMBER_STATES } from '../countries/eu';
import { isBlankValue, type RuleResult } from '../rules';
import { vatCheckDigits } from '../rules/vat';

/**
 * The EU member states' ISO codes (EORI prefixes; Greece uses `GR` for EORI, unlike `EL` for VAT):
 * the members today of the EU's membership table (`src/core/countries/eu.ts`), sorted by code.
 */
const EU_EORI_COUNTRIES: readonly string[] = EU_MEMBER_STATES;

/** At most this many EORI numbers in one check request (the EU EOS validation service's limit, domain-facts §C.1). */
export const EORI_CHECK_MAX = 10;

/** An EORI number as typed → upper case without spaces, dots, dashes or slashes. */
export function normalizeEori(v: string): string {
  return String(v ?? '').replace(/[\s./-]/g, '').toUpperCase();
}

/** Luhn check over a digit string (SIREN, SIRET; INSEE). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A SIRET's check: Luhn, except La Poste's establishments (SIREN 356000000), whose digit sum is a multiple of 5. */
function siretValid(d: string): boolean {
  if (d.startsWith('356000000')) return [...d].reduce((s, c) => s + Number(c), 0) % 5 === 0;
  return luhnValid(d);
}

/** What an EORI number is: its country prefix, the normalised number, and why it is refused (a locale key) or `null`. */
interface EoriFormat {
  /** The number normalised ({@link normalizeEori}). */
  number: string;
  /** The two-letter prefix (`GB`, `XI`, `FR`…), `''` when there is none. */
  country: string;
  /** `null` when well formed, else the locale key of the reason. */
  problem: RuleResult;
}

/**
 * The format of an EORI number (no network): `GB`/`XI` + 12 or 15 digits; `FR` + SIREN (9 digits) or
 * SIRET (14 digits) with their Luhn digit, or `FR` + another ISO country code + a number (a non-EU
 * operator without SIREN, e.g. `FRCN…`); another member state: its code + 1-15 letters or digits.
 * Problems: `eori.rule.eori.required`, `.prefix` (no known country code), `.gb` (GB/XI length),
 * `.fr` (French check digit), `.length` (EU body).
 */
export function eoriFormat(value: unknown): EoriFormat {
  const number = normalizeEori(typeof value === 'string' ? value : '');
  const country = /^[A-Z]{2}/.test(number) ? number.slice(0, 2) : '';
  const body = number.slice(2);
  const out = (problem: RuleResult): EoriFormat => ({ number, country, problem });
  if (!number) return out('eori.rule.eori.required');
  if (country === 'GB' || country === 'XI') return out(/^(\d{12}|\d{15})$/.test(body) ? null : 'eori.rule.eori.gb');
  if (!EU_EORI_COUNTRIES.includes(country)) return out('eori.rule.eori.prefix');
  if (!/^[A-Z0-9]{1,15}$/.test(body)) return out('eori.rule.eori.length');
  if (country === 'FR' && /^\d+$/.test(body)) {
    if (body.length === 9) return out(luhnValid(body) ? null : 'eori.rule.eori.fr');
    if (body.length === 14) return out(siretValid(body) ? null : 'eori.rule.eori.fr');
  }
  return out(null);
}

/** A VRN as typed → digits only, without a `GB` prefix (`'GB 980 7806 84'` → `'980780684'`). */
export function normalizeVrn(v: unknown): string {
  return String(v ?? '').replace(/[\s./-]/g, '').toUpperCase().replace(/^GB/, '');
}

/**
 * Rule of a UK VAT registration number: 9 or 12 digits (with or without `GB`), check digits by
 * `vatCheckDigits` (jsvat). Keys: `eori.rule.vrn.required`, `.format` (not 9 or 12 digits), `.check`
 * (wrong check digits, e.g. `GB123456789`; HMRC's example `GB980780684` passes).
 */
export function checkVrn(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'eori.rule.vrn.required';
  const d = normalizeVrn(v);
  if (!/^(\d{9}|\d{12})$/.test(d)) return 'eori.rule.vrn.format';
  return vatCheckDigits(`GB${d}`) === 'ok' ? null : 'eori.rule.vrn.check';
}

/**
 * The GB EORI a UK VAT-registered business gets: `GB` + VRN + `000` (HMRC EORIVAT), e.g.
 * `980780684` → `GB980780684000`; a 12-digit VRN gives the 15-digit form. `null` when the VRN fails
 * {@link checkVrn}.
 */
export function eoriFromVrn(v: unknown): string | null {
  return checkVrn(v) ? null : `GB${normalizeVrn(v)}000`;
}

/** A UTR as typed → digits (and a trailing `K`) without spaces. */
function normalizeUtr(v: unknown): string {
  return String(v ?? '').replace(/\s+/g, '').toUpperCase();
}

/** Rule of a Corporation Tax UTR: 10 digits, optionally ending in `K` (HMRC EORI service). Keys `eori.rule.utr.required` / `.format`. */
export function checkUtr(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'eori.rule.utr.required';
  return /^\d{10}K?$/.test(normalizeUtr(v)) ? null : 'eori.rule.utr.format';
}

/** Countries of establishment the applications offer, with the English name the forms use (spec §3 `companyCountryEn`, default CHINA). */
export const ESTABLISHMENT_COUNTRIES = [
  { code: 'CN', en: 'CHINA' },
  { code: 'HK', en: 'HONG KONG' },
] as const;

/** The ISO code of an English country name of {@link ESTABLISHMENT_COUNTRIES} (`'CHINA'` → `'CN'`), else `undefined`. */
export function countryOfEnglishName(name: unknown): string | undefined {
  const n = String(name ?? '').trim().toUpperCase();
  return ESTABLISHMENT_COUNTRIES.find((c) => c.en === n)?.code;
}

/**
 * Postal code formats by country (Universal Postal Union's addressing pages): CN 6 digits (China
 * Post), HK none (Hongkong Post uses no postcode: leave blank), GB the Royal Mail pattern, FR and DE
 * 5 digits, US ZIP or ZIP+4. Others: 3-10 letters, digits, spaces or dashes.
 */
const POSTAL: Record<string, RegExp> = {
  CN: /^\d{6}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
};

/**
 * Rule of a postal code of `country` (ISO-2). Keys: `eori.rule.postal.required` (blank where the
 * country has postcodes), `eori.rule.postal.none` (HK: must stay blank), `eori.rule.postal.cn` (not 6
 * digits), `eori.rule.postal.format` (others).
 */
export function checkPostalCode(country: string | undefined, v: unknown): RuleResult {
  const c = String(country ?? '').toUpperCase();
  const s = String(v ?? '').trim();
  if (c === 'HK') return s ? 'eori.rule.postal.none' : null;
  if (!s) return 'eori.rule.postal.required';
  if (c === 'CN') return POSTAL.CN.test(s) ? null : 'eori.rule.postal.cn';
  const re = POSTAL[c] ?? /^[A-Z0-9 -]{3,10}$/i;
  return re.test(s) ? null : 'eori.rule.postal.format';
}

/**
 * Rule of a founding date `YYYY-MM-DD` against `today` (`YYYY-MM-DD`, local): required, a real date,
 * not in the future. Keys `eori.rule.foundDate.required` / `.invalid` / `.future`.
 */
export function checkFoundDate(v: unknown, today: string): RuleResult {
  if (isBlankValue(v)) return 'eori.rule.foundDate.required';
  const s = String(v).trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(Date.parse(`${s}T00:00:00Z`)) || new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) !== s) return 'eori.rule.foundDate.invalid';
  return s > today ? 'eori.rule.foundDate.future' : null;
}

/** Rule of an e-mail address (a contact HMRC e-mails the EORI to). Keys `eori.rule.email.required` / `.invalid`. */
export function checkContactEmail(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'eori.rule.email.required';
  return /^[^\s@]{1,64}@[^\s@]+\.[A-Za-z]{2,}$/.test(String(v).trim()) ? null : 'eori.rule.email.invalid';
}

/** Rule of a contact phone: 6-20 digits, with an optional leading `+`, spaces or dashes. Keys `eori.rule.phone.required` / `.invalid`. */
export function checkContactPhone(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'eori.rule.phone.required';
  const s = String(v).trim();
  return /^\+?[\d\s-]{6,24}$/.test(s) && s.replace(/\D/g, '').length >= 6 && s.replace(/\D/g, '').length <= 20 ? null : 'eori.rule.phone.invalid';
}

/**
 * Rule of the other EU country's VAT number of a French application (spec §3 `otherEoriVatNumber`):
 * with its country prefix, an EU member state other than France (a French number would make the
 * French EORI FR + SIREN instead), check digits by `vatCheckDigits`. Keys `eori.rule.otherVat.required`,
 * `.prefix` (no EU prefix, or FR), `.check` (wrong format or check digits).
 */
export function checkOtherEuVat(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'eori.rule.otherVat.required';
  const n = String(v).replace(/[\s./-]/g, '').toUpperCase();
  const prefix = n.slice(0, 2);
  const eu = [...EU_EORI_COUNTRIES.filter((c) => c !== 'GR'), 'EL'];
  if (prefix === 'FR' || !eu.includes(prefix)) return 'eori.rule.otherVat.prefix';
  return vatCheckDigits(n) === 'ok' ? null : 'eori.rule.otherVat.check';
}
