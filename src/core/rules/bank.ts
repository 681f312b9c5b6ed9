/**
 * Bank identifiers through `ibantools` (MIT/MPL-2.0): IBAN with its ISO 13616 check digits and the
 * country's BBAN format, BIC (ISO 9362, 8 or 11 characters). Used for refund and payment accounts
 * (spec §9 "Tax-refund account countries: CZ, DE, GB") by the forms and the mock.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { isBlankValue, type RuleResult } from './index';

/** An IBAN as typed → its electronic form: upper case, no spaces or dashes (`'de89 3704…'` → `'DE893704…'`). */
export function normalizeIban(v: string): string {
  return electronicFormatIBAN(v) ?? v.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether `value` is a valid IBAN (country format and check digits), spaces allowed. */
export function isValidIban(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '' && isValidIBAN(normalizeIban(value));
}

/** An IBAN in groups of four for display (`'DE89 3704 0044 0532 0130 00'`); `''` for an empty value. */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(normalizeIban(value)) ?? value;
}

/** Whether `value` is a valid BIC / SWIFT code (8 or 11 characters, a known country), spaces allowed. */
export function isValidBic(value: unknown): boolean {
  return typeof value === 'string' && isValidBIC(value.replace(/\s/g, '').toUpperCase());
}

/** Rule of an IBAN: `rule.iban.required` when blank (if `required`), `rule.iban.invalid` when not valid. */
export function checkIban(value: unknown, opts: { required?: boolean } = {}): RuleResult {
  if (isBlankValue(value)) return opts.required ? 'rule.iban.required' : null;
  return isValidIban(value) ? null : 'rule.iban.invalid';
}

/** Rule of a BIC: `rule.bic.required` when blank (if `required`), `rule.bic.invalid` when not valid. */
export function checkBic(value: unknown, opts: { required?: boolean } = {}): RuleResult {
  if (isBlankValue(value)) return opts.required ? 'rule.bic.required' : null;
  return isValidBic(value) ? null : 'rule.bic.invalid';
}
