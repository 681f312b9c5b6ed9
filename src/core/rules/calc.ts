/**
 * Field rules of the tax calculation's basic data (spec §3, §5 "Tax calculation messages: the VAT
 * number format should be checked; the start date … the end date has not been chosen; the Amazon
 * sales report (VAT Transaction Report) file has not been uploaded"). Each returns `null` or a locale
 * key (`calc.rule.*`, `rule.vatNumber.*`). The form (src/pages/calc) and the mock's
 * `validateBasicData` (src/core/calc/model.ts) use them. Dates are `YYYY-MM-DD` strings.
 */
import { isBlankValue, type RuleResult } from './index';
import { checkVatNumber } from './vat';

/** `YYYY-MM-DD`. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An amount in major units: digits with at most two decimals (`"12"`, `"12.3"`, `"12.30"`). */
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** Declaring country: required. */
export function checkCalcCountry(v: unknown): RuleResult {
  return isBlankValue(v) ? 'calc.rule.countryCode' : null;
}

/** The seller's VAT number in `country`: optional; when given, valid with its check digits (jsvat). */
export function checkCalcVatNumber(country: string, v: unknown): RuleResult {
  return checkVatNumber(country, v);
}

/** Start of the tax period: a `YYYY-MM-DD` date. */
export function checkStartDate(v: unknown): RuleResult {
  return typeof v === 'string' && ISO_DATE.test(v) ? null : 'calc.rule.startDate';
}

/** End of the tax period: a `YYYY-MM-DD` date, not before `start` (when `start` is a date). */
export function checkEndDate(end: unknown, start?: unknown): RuleResult {
  if (typeof end !== 'string' || !ISO_DATE.test(end)) return 'calc.rule.endDate';
  if (typeof start === 'string' && ISO_DATE.test(start) && start > end) return 'calc.rule.startAfterEnd';
  return null;
}

/** The sales reports: at least one uploaded file. */
export function checkSaleFiles(v: unknown): RuleResult {
  return Array.isArray(v) && v.length > 0 ? null : 'calc.rule.saleFiles';
}

/** An amount (deducts, defers): required, digits with at most two decimals. */
export function checkAmount(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'calc.rule.amount';
  return AMOUNT_PATTERN.test(String(v).trim()) ? null : 'calc.rule.amount';
}

/** The OSS registration date (asked when the seller is OSS-registered): required. */
export function checkOssFrom(v: unknown): RuleResult {
  return typeof v === 'string' && ISO_DATE.test(v) ? null : 'calc.rule.ossFrom';
}
