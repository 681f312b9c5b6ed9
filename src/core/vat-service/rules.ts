/**
 * Rules of the VAT service wizard (spec §5, §9; issue #10): pure functions, shared by the console and
 * the mock. Field checks return a locale key of the `vat-service` area (`vatService.rule.*`) or
 * `null` (the pattern of src/core/rules, shown through `toAntdRule`). Dates `YYYY-MM-DD`, evaluated
 * in the caller's calendar (`today` parameters default to now). Relative imports only.
 */
import { isValidIdCard, isValidUscc } from '../china-ids';
import { canAutoCheckLegalPerson, COMPANY_CHECK_CODE } from '../../constants/company-check';
import { getDefaultTaxDeclareCode, type TaxDeclareCode } from '../../constants/countries';
import { isAnnualReportAllowed, isNextYearOptionDisabled, japanFirstDeclareDefault } from '../../constants/vat';
import { isBlankValue, type RuleResult } from '../rules';
import { isValidVatNumber } from '../rules/vat';
import { needsFiscalRep } from './countries';

export { japanFirstDeclareDefault };

/** Default declaration code of a register country (spec §9: 1, 2 or 3, Japan 3; see the doubt in constants/countries). */
export function defaultTaxDeclare(country: string): TaxDeclareCode {
  return getDefaultTaxDeclareCode(country);
}

/**
 * Whether the annual-report option is offered for `country` on `today` (spec §5): Spain only before
 * 30 January, Italy only before 30 April of the current year (the deadline day itself is closed);
 * other countries have no such option (false).
 */
export function isAnnualReportOffered(country: string, today: Date = new Date()): boolean {
  if (country !== 'ES' && country !== 'IT') return false;
  return isAnnualReportAllowed(country, today);
}

/** The `datePeriod` options: this year, and next year disabled when the current year + 1 equals 2025 (spec §5). */
export function datePeriodOptions(today: Date = new Date()): { value: 'thisYear' | 'nextYear'; disabled: boolean }[] {
  return [
    { value: 'thisYear', disabled: false },
    { value: 'nextYear', disabled: isNextYearOptionDisabled(today.getFullYear()) },
  ];
}

/**
 * Whether the additional-information flags count as empty (spec §5 "VAT draft additional-information
 * flags count as empty when all their relevant strings are empty"): every string among `values`
 * (of `keys` when given) is blank after trimming; non-strings are not considered. `{}` is empty.
 */
export function isAdditionalInfoEmpty(values: Record<string, unknown> | null | undefined, keys?: readonly string[]): boolean {
  if (!values) return true;
  const picked = keys ? keys.map((k) => values[k]) : Object.values(values);
  return picked.every((v) => typeof v !== 'string' || v.trim() === '');
}

/**
 * Normalises one value of the legal-person query (spec §7 "valid-register-legal (query, normalised
 * first)"): trimmed; full-width parentheses `（）` → `()`; full-width spaces (U+3000) and runs of
 * whitespace folded to one space; spaces next to a CJK character or a parenthesis removed
 * (`' 深圳市 张伟（电子）有限公司 '` → `'深圳市张伟(电子)有限公司'`; `'Hong  Kong Ltd'` → `'Hong Kong Ltd'`).
 */
export function normaliseLegalText(v: unknown): string {
  if (typeof v !== 'string') return '';
  const cjk = '\\u3400-\\u9fff\\uf900-\\ufaff()';
  return v
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/[\s\u3000]+/g, ' ')
    .trim()
    .replace(new RegExp(`([${cjk}]) (?=.)`, 'g'), '$1')
    .replace(new RegExp(` (?=[${cjk}])`, 'g'), '');
}

/** The legal-person query, normalised ({@link normaliseLegalText}); the credit code also upper-cased. */
export function normaliseLegalQuery(q: { companyName?: unknown; registerNumber?: unknown; legalName?: unknown }): { companyName: string; registerNumber: string; legalName: string } {
  return {
    companyName: normaliseLegalText(q.companyName),
    registerNumber: normaliseLegalText(q.registerNumber).replace(/ /g, '').toUpperCase(),
    legalName: normaliseLegalText(q.legalName),
  };
}

/** Whether the automatic legal-person check may run: the three values present after normalisation (spec §5). */
export function shouldAutoCheckLegal(v: { companyName?: unknown; registerNumber?: unknown; legalName?: unknown }): boolean {
  const q = normaliseLegalQuery(v);
  return canAutoCheckLegalPerson(q.companyName, q.registerNumber, q.legalName);
}

/**
 * The locale key of a legal-person check result (spec §4 codes, §5 messages): -1 query failed,
 * 0 credit code wrong, 2 company name inconsistent, 3 the legal person should be `{legalName}`
 * (re-upload); `null` for a pass (1) or an unknown code.
 */
export function legalResultKey(code: unknown): string | null {
  switch (code) {
    case COMPANY_CHECK_CODE.QUERY_FAILED:
      return 'vatService.legal.code.queryFailed';
    case COMPANY_CHECK_CODE.CREDIT_CODE_WRONG:
      return 'vatService.legal.code.creditCode';
    case COMPANY_CHECK_CODE.COMPANY_NAME_MISMATCH:
      return 'vatService.legal.code.companyName';
    case COMPANY_CHECK_CODE.LEGAL_PERSON_MISMATCH:
      return 'vatService.legal.code.legalPerson';
    default:
      return null;
  }
}

/** Weights of the Japanese corporate number's check digit, from the rightmost of the 12 base digits: 1, 2, 1, 2… */
const JP_CN_WEIGHTS = [1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2] as const;

/**
 * Whether `v` is a Japanese corporate number (法人番号): 13 digits whose FIRST digit is the check
 * digit `9 - (Σ digit × weight mod 9)` over the other 12 read from the right with weights 1, 2, 1, 2…
 * (National Tax Agency; python-stdnum `stdnum/jp/cn.py`, domain-facts §B.4). Spaces and dashes are
 * ignored (`5-8356-7825-6246` is valid). Source of the rule: NTA 法人番号の指定等に関する省令.
 */
export function isValidJpCorporateNumber(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  const n = v.replace(/[\s-]/g, '');
  if (!/^\d{13}$/.test(n)) return false;
  const base = n.slice(1).split('').reverse();
  const s = base.reduce((acc, d, i) => acc + Number(d) * JP_CN_WEIGHTS[i], 0) % 9;
  return Number(n[0]) === 9 - s;
}

/** Rule of the Japanese corporate number: required, 13 digits, check digit. */
export function checkJpCorporateNumber(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'vatService.rule.corporateNumber.required';
  const n = String(v).replace(/[\s-]/g, '');
  if (!/^\d{13}$/.test(n)) return 'vatService.rule.corporateNumber.format';
  return isValidJpCorporateNumber(n) ? null : 'vatService.rule.corporateNumber.check';
}

/** Rule of the unified social credit code (GB 32100-2015 check character). */
export function checkRegisterNumber(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'vatService.rule.registerNumber.required';
  return isValidUscc(String(v).trim().toUpperCase()) ? null : 'vatService.rule.registerNumber.invalid';
}

/** Rule of the legal person's document number: an ID card (GB 11643 check character) or a passport (letter(s) + digits, 5-20). */
export function checkLegalCertNumber(type: string | undefined, v: unknown): RuleResult {
  if (isBlankValue(v)) return 'vatService.rule.certNumber.required';
  const s = String(v).trim().toUpperCase();
  if (type === 'passport') return /^[A-Z0-9]{5,20}$/.test(s) ? null : 'vatService.rule.passport.invalid';
  return isValidIdCard(s) ? null : 'vatService.rule.idCard.invalid';
}

/** Rule of a passport's expiry date (YYYY-MM-DD): not before `today`. Blank passes (the OCR fills it). */
export function checkPassportExpiry(v: unknown, today: string = new Date().toISOString().slice(0, 10)): RuleResult {
  if (isBlankValue(v)) return null;
  // A date picker's value is a dayjs object (String() of it is "Wed, 01 Jan 2020 …", never comparable): format it first.
  const f = (v as { format?: (p: string) => string }).format;
  const s = typeof f === 'function' ? f.call(v, 'YYYY-MM-DD') : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
  return s < today ? 'vatService.rule.passport.expired' : null;
}

/** Rule of the fiscal representative of `country`: required (a choice) where a Chinese company needs one (domain-facts §B.1). */
export function checkFiscalRep(country: string, v: unknown): RuleResult {
  return needsFiscalRep(country) && isBlankValue(v) ? 'vatService.rule.fiscalRep.required' : null;
}

/** Rule of a transferred VAT number of `country`: required, then format and check digits (jsvat). */
export function checkTransferVatNumber(country: string, v: unknown): RuleResult {
  if (isBlankValue(v)) return 'vatService.rule.vatNumber.required';
  return isValidVatNumber(country, v) ? null : 'vatService.rule.vatNumber.invalid';
}

/** Rule of the countries chosen: at least one register or transfer country, and none in both lists. */
export function checkCountries(register: readonly string[] | undefined, transfer: readonly string[] | undefined): RuleResult {
  const r = register ?? [];
  const t = transfer ?? [];
  if (!r.length && !t.length) return 'vatService.rule.countries.required';
  return r.some((c) => t.includes(c)) ? 'vatService.rule.countries.both' : null;
}

/**
 * The register fields of `country` (spec §3 register fields), in form order: every country asks
 * `taxDeclare`, `hasAbroadBankAccount`, `taxPayType`, `checkIdentifyNo`, `datePeriod`,
 * `mainlandCompanyType`, `firstDeclareDate`, `declareMode`, `expectValidDate`; EU countries add
 * `needEuVat`; GB adds `agentEmail`; a fiscal-representative country adds `fiscalRepresentative`.
 */
export function registerFieldSet(country: string): string[] {
  const f = ['taxDeclare', 'hasAbroadBankAccount', 'taxPayType'];
  if (country !== 'GB' && country !== 'JP') f.push('needEuVat');
  f.push('checkIdentifyNo', 'datePeriod', 'mainlandCompanyType', 'firstDeclareDate', 'declareMode', 'expectValidDate');
  if (country === 'GB') f.push('agentEmail');
  if (needsFiscalRep(country)) f.push('fiscalRepresentative');
  return f;
}

/**
 * The transfer fields of `country` (spec §3 transfer fields): every country asks `localVatNumber`,
 * `vatMode`, `declareType`, `lastYearDeclareMade`, `thisYearReceiptUploadType` (+ `receiptFiles`),
 * `needHaiyaAuth`, `serviceBeginDate`, `vatFile`, `expectValidDate`; GB adds `hasGatewayAccount`;
 * EU countries add `hasEuVat` and `euVatNumber`.
 */
export function transferFieldSet(country: string): string[] {
  const f = ['localVatNumber', 'vatMode'];
  if (country === 'GB') f.push('hasGatewayAccount');
  else f.push('hasEuVat', 'euVatNumber');
  f.push('declareType', 'lastYearDeclareMade', 'thisYearReceiptUploadType', 'receiptFiles', 'needHaiyaAuth', 'serviceBeginDate', 'vatFile', 'expectValidDate');
  return f;
}

/** The `declareType` options of a transfer to `country` on `today`: periodic always; annual for ES/IT only before their deadline. */
export function declareTypeOptions(country: string, today: Date = new Date()): ('periodic' | 'annual')[] {
  return isAnnualReportOffered(country, today) ? ['periodic', 'annual'] : ['periodic'];
}

/** Default register values of `country`: its declaration code, this year, 1 year, the Japan first declare date. */
export function defaultRegisterInfo(country: string, today: Date = new Date()): { taxDeclare: TaxDeclareCode; datePeriod: 'thisYear'; expectValidDate: number; firstDeclareDate?: string } {
  return {
    taxDeclare: defaultTaxDeclare(country),
    datePeriod: 'thisYear',
    expectValidDate: 1,
    ...(country === 'JP' ? { firstDeclareDate: japanFirstDeclareDefault(today) } : {}),
  };
}

// ------------------------------------------------------------------ spec §5 date rules (issue #19)

/** A `YYYY-MM-DD` day as a local `Date` (the rules of `../../constants/vat` read the local calendar). */
function localDay(today: string): Date {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}

/** Chinese names of the countries the date rules name (spec §5: ES and IT annual reports). */
const DATE_RULE_COUNTRY_ZH: Record<string, string> = { ES: '西班牙', IT: '意大利' };

/** One broken spec §5 date rule of a VAT service draft or application. */
interface VatServiceDateProblem {
  /** The draft path of the field (`information.transfer.IT.declareType`). */
  field: string;
  /** Locale key of the `vat-service` area (`vatService.rule.annualClosed`, `vatService.rule.nextYearClosed`). */
  key: string;
  values: Record<string, string>;
  /** The value the field is corrected to. */
  fix: string;
}

/** The shape of the values these rules read (a draft or an application; other fields untouched). */
interface VatServiceDateValues {
  registerCountry?: string[];
  transferCountry?: string[];
  information?: {
    register?: Record<string, { datePeriod?: string }>;
    transfer?: Record<string, { declareType?: string }>;
  };
}

/**
 * The spec §5 date rules a draft or application breaks on `today` (`YYYY-MM-DD`), in country order:
 * the Spanish and Italian annual report chosen (`information.transfer.<ES|IT>.declareType ===
 * 'annual'`) on or after 30 January / 30 April of the current year ({@link isAnnualReportOffered});
 * the next-year option (`information.register.<C>.datePeriod === 'nextYear'`) when the current year
 * + 1 equals 2025 ({@link datePeriodOptions}). Empty = none. Used by the mock (refusal) and by
 * {@link normalizeVatServiceDraft} (correction).
 */
export function vatServiceDateProblems(values: VatServiceDateValues, today: string): VatServiceDateProblem[] {
  const out: VatServiceDateProblem[] = [];
  const day = localDay(today);
  for (const [c, info] of Object.entries(values.information?.transfer ?? {})) {
    if (info?.declareType === 'annual' && !isAnnualReportOffered(c, day)) {
      out.push({ field: `information.transfer.${c}.declareType`, key: 'vatService.rule.annualClosed', values: { country: DATE_RULE_COUNTRY_ZH[c] ?? c, date: c === 'ES' ? '1 月 30 日' : c === 'IT' ? '4 月 30 日' : '' }, fix: 'periodic' });
    }
  }
  const nextYearOff = datePeriodOptions(day).find((o) => o.value === 'nextYear')?.disabled;
  for (const [c, info] of Object.entries(values.information?.register ?? {})) {
    if (info?.datePeriod === 'nextYear' && nextYearOff) out.push({ field: `information.register.${c}.datePeriod`, key: 'vatService.rule.nextYearClosed', values: { year: String(day.getFullYear() + 1) }, fix: 'thisYear' });
  }
  return out;
}

/** Fills a `vat-service` message template (`{name}` placeholders). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, k: string) => values[k] ?? '');
}

/**
 * Corrects a restored VAT service draft that breaks a spec §5 date rule on `today` (`YYYY-MM-DD`;
 * issue #19: "a restored draft that breaks one is corrected with a Chinese notice, never carried
 * forward"): an annual report chosen after its window becomes `periodic`, a next-year option that is
 * closed becomes `thisYear`. Returns new values (the input is not changed) and one Chinese notice
 * per correction (`messages` = the `vat-service` area's texts, zh-CN by default at the call site),
 * empty when nothing changed. Wired into WizardPage's `normalizeDraft` option.
 */
export function normalizeVatServiceDraft<V extends VatServiceDateValues>(values: V, today: string, messages: Record<string, string> = {}): { values: V; notices: string[] } {
  const problems = vatServiceDateProblems(values, today);
  if (!problems.length) return { values, notices: [] };
  const next = JSON.parse(JSON.stringify(values)) as V;
  const notices: string[] = [];
  for (const p of problems) {
    const [, side, country, field] = p.field.split('.');
    const bag = (next.information as Record<string, Record<string, Record<string, unknown>>>)[side][country];
    bag[field] = p.fix;
    notices.push(fill(messages[`${p.key}.fixed`] ?? messages[p.key] ?? p.key, p.values));
  }
  return { values: next, notices };
}
