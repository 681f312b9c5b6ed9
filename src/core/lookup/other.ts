/**
 * Tax numbers outside the EU and UK that sellers meet (issue #24 `/other-vat-query`): format and
 * check digits through `stdnum` 1.12.0 (MIT, koblas/stdnum-js, a port of python-stdnum — the same
 * rules domain-facts §B.4 cites), and what can and cannot be verified online for each country.
 * Nothing here calls a service: the console does not hold credentials for these registers, so the
 * page says where the user can look a number up. Only the needed validators are imported (CommonJS
 * builds, one file each). Pure; relative imports only.
 *
 * Japan's qualified invoice issuer number (適格請求書発行事業者登録番号) is `T` + 13 digits; for a
 * corporation the 13 digits are its corporate number (法人番号), whose first digit is a check digit
 * (stdnum/jp/cn, python-stdnum stdnum/jp/cn.py; NTA: invoice-kohyo.nta.go.jp). For a sole trader the
 * 13 digits are assigned by the NTA and are checked the same way here [UNVERIFIED: the NTA's
 * description of individual numbers was not consulted].
 */
import { InvalidChecksum, InvalidLength, ValidationError } from 'stdnum/lib/cjs/exceptions';
import * as auAbn from 'stdnum/lib/cjs/au/abn';
import * as caBn from 'stdnum/lib/cjs/ca/bn';
import * as chVat from 'stdnum/lib/cjs/ch/vat';
import * as inGstin from 'stdnum/lib/cjs/in/gstin';
import * as jpCn from 'stdnum/lib/cjs/jp/cn';
import * as krBrn from 'stdnum/lib/cjs/kr/brn';
import * as noMva from 'stdnum/lib/cjs/no/mva';
import * as nzIrd from 'stdnum/lib/cjs/nz/ird';
import * as sgUen from 'stdnum/lib/cjs/sg/uen';
import * as trVkn from 'stdnum/lib/cjs/tr/vkn';
import * as usEin from 'stdnum/lib/cjs/us/ein';

/** A stdnum validator (the part used here). */
interface Validator {
  validate(v: string): { isValid: boolean; compact?: string; error?: Error };
  format(v: string): string;
}

/**
 * Whether a number can be verified online and how (locale `lookup.other.online.<online>`): `public`
 * a free public register shows the registration (and whether it is for VAT/GST); `account` the
 * register needs an account or an application key; `none` no public verification exists.
 */
type OnlineCheck = 'public' | 'account' | 'none';

/** One country's number: its validator, what the number is, and where it can be verified. */
interface OtherCountry {
  /** ISO alpha-2. */
  country: string;
  /** Locale key suffix of the number's name and notes (`lookup.other.<key>.name|note`). */
  key: string;
  /** Example in its usual written form (documented examples of python-stdnum's tests). */
  example: string;
  online: OnlineCheck;
  /** The register to look the number up in (its official site). */
  register: { name: string; url: string };
  validator: Validator;
  /** Strip a leading letter the validator does not take (Japan's `T`). */
  leading?: RegExp;
}

/**
 * The countries, in the order the page lists them. Registers: Norway Enhetsregisteret (brreg.no,
 * shows "registrert i Merverdiavgiftsregisteret"); Switzerland UID-Register (uid.admin.ch, shows
 * MWST status); Australia ABN Lookup (abr.business.gov.au, shows GST registration); Japan NTA
 * invoice issuer publication site (invoice-kohyo.nta.go.jp; its Web-API needs an application ID);
 * Canada CRA GST/HST Registry (needs the number, the business name and a date); Singapore IRAS GST
 * registered business search; India GST portal "Search Taxpayer"; Korea NTS business status
 * (hometax.go.kr); Turkey GİB (ivd.gib.gov.tr, login needed); New Zealand (no public GST register;
 * the NZBN register shows a GST number only when the business adds it); US (no VAT; an EIN is
 * verified only by payers through the IRS TIN matching program).
 */
export const OTHER_COUNTRIES: readonly OtherCountry[] = [
  { country: 'NO', key: 'no', example: 'NO 995 525 828 MVA', online: 'public', register: { name: 'Brønnøysundregistrene · Enhetsregisteret', url: 'https://www.brreg.no/' }, validator: noMva },
  { country: 'CH', key: 'ch', example: 'CHE-107.787.577 MWST', online: 'public', register: { name: 'UID-Register', url: 'https://www.uid.admin.ch/' }, validator: chVat },
  { country: 'AU', key: 'au', example: '51 824 753 556', online: 'public', register: { name: 'ABN Lookup', url: 'https://abr.business.gov.au/' }, validator: auAbn },
  { country: 'JP', key: 'jp', example: 'T5835678256246', online: 'public', register: { name: '国税庁 適格請求書発行事業者公表サイト', url: 'https://www.invoice-kohyo.nta.go.jp/' }, validator: jpCn, leading: /^T/i },
  { country: 'CA', key: 'ca', example: '123456782RT0001', online: 'account', register: { name: 'CRA GST/HST Registry', url: 'https://www.canada.ca/en/revenue-agency.html' }, validator: caBn },
  { country: 'SG', key: 'sg', example: '00192200M', online: 'public', register: { name: 'IRAS GST Registered Business Search', url: 'https://www.iras.gov.sg/' }, validator: sgUen },
  { country: 'IN', key: 'in', example: '27AAPFU0939F1ZV', online: 'public', register: { name: 'GST Portal · Search Taxpayer', url: 'https://www.gst.gov.in/' }, validator: inGstin },
  { country: 'KR', key: 'kr', example: '134-86-72683', online: 'public', register: { name: '국세청 홈택스 사업자등록상태 조회', url: 'https://www.hometax.go.kr/' }, validator: krBrn },
  { country: 'TR', key: 'tr', example: '4540536920', online: 'account', register: { name: 'GİB İnteraktif Vergi Dairesi', url: 'https://ivd.gib.gov.tr/' }, validator: trVkn },
  { country: 'NZ', key: 'nz', example: '49-091-850', online: 'none', register: { name: 'NZBN Register', url: 'https://www.nzbn.govt.nz/' }, validator: nzIrd },
  { country: 'US', key: 'us', example: '04-2103594', online: 'none', register: { name: 'IRS TIN Matching', url: 'https://www.irs.gov/' }, validator: usEin },
];

/** The entry of an ISO code. */
export function otherCountry(code: string): OtherCountry | undefined {
  return OTHER_COUNTRIES.find((c) => c.country === code.toUpperCase());
}

/**
 * Verdict of {@link checkOtherNumber} (locale `lookup.other.verdict.<verdict>`): `ok` format and
 * check digits pass; `length` wrong length; `checksum` the check digit is wrong; `format` other
 * characters or structure; `blank`.
 */
export type OtherVerdict = 'ok' | 'length' | 'checksum' | 'format' | 'blank';

/** The verdict on `value` for the country, with the compact and the formatted number when it passes. */
export function checkOtherNumber(c: OtherCountry, value: string): { verdict: OtherVerdict; compact?: string; formatted?: string } {
  const v = value.trim();
  if (!v) return { verdict: 'blank' };
  const body = c.leading ? v.replace(/\s+/g, '').replace(c.leading, '') : v;
  let r: ReturnType<Validator['validate']>;
  try {
    r = c.validator.validate(body);
  } catch {
    // stdnum refused to read the number: answered as a format refusal the page words in Chinese
    return { verdict: 'format' };
  }
  if (r.isValid) {
    // Japan: the invoice issuer number is always written with its T.
    const lead = c.leading ? 'T' : '';
    const compact = `${lead}${r.compact ?? body}`;
    // The T-number is written as one run of digits after the T (NTA publication site), not in groups.
    return { verdict: 'ok', compact, formatted: lead ? compact : c.validator.format(body) };
  }
  const e = r.error;
  if (e instanceof InvalidLength) return { verdict: 'length' };
  if (e instanceof InvalidChecksum) return { verdict: 'checksum' };
  if (e instanceof ValidationError) return { verdict: 'format' };
  return { verdict: 'format' };
}
