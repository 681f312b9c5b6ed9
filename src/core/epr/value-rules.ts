/**
 * The value rules of the EPR sub-objects (issue #21 "Bad input"; spec §3 EPR sub-objects): weights in
 * kg, sizes in cm, counts, names, French names, WEEE brands and links. Each check returns `null` or a
 * locale key of the `epr` area (src/locales/<lang>/epr.ts): the wizard shows it through `toAntdRule`,
 * the service records' zod schemas (./define.ts) answer it in Chinese from the mock. Their own module
 * (issue #31) so the records can use them without importing ./rules (which reads the records);
 * ./rules re-exports them. Pure; relative imports only.
 */
import { isBlankValue, type RuleResult } from '../rules';

/**
 * A registration number as it is compared and checked: upper case, without spaces and the
 * "WEEE-Reg.-Nr." / "Reg.-Nr." prefixes (stiftung ear prints "WEEE-Reg.-Nr. DE 12345678").
 */
export function normalizeRegistrationNo(v: string): string {
  return v
    .toUpperCase()
    .replace(/^(WEEE|BATTG|BATTDG)?[-\s]*REG\.?[-\s]*NR\.?:?/, '')
    .replace(/\s+/g, '')
    .trim();
}

/** Largest weight accepted: 1,000,000,000 kg. */
const WEIGHT_MAX_KG = 1_000_000_000;

/** Largest size accepted: 100,000 cm (1 km: a size above it is a unit mistake). */
const SIZE_MAX_CM = 100_000;

/** Rule of a weight in kg: a number above 0 (at most 3 decimals, below {@link WEIGHT_MAX_KG}); zero, negative or text refused. */
export function checkWeightKg(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'epr.rule.weight.required';
  const s = String(v).trim();
  if (!/^-?\d+(\.\d+)?$/.test(s)) return 'epr.rule.weight.number';
  const n = Number(s);
  if (n <= 0) return 'epr.rule.weight.positive';
  if (!/^\d+(\.\d{1,3})?$/.test(s) || n >= WEIGHT_MAX_KG) return 'epr.rule.weight.format';
  return null;
}

/**
 * Rule of a size in cm (`maxSize`, the longest side: frWeee, esWeee): a number above 0 with at most
 * 3 decimals, at most {@link SIZE_MAX_CM}; its messages speak of a size in cm, not of a weight.
 */
export function checkSizeCm(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'epr.rule.size.required';
  const s = String(v).trim();
  if (!/^-?\d+(\.\d+)?$/.test(s)) return 'epr.rule.size.number';
  const n = Number(s);
  if (n <= 0) return 'epr.rule.size.positive';
  if (!/^\d+(\.\d{1,3})?$/.test(s) || n > SIZE_MAX_CM) return 'epr.rule.size.format';
  return null;
}

/** Rule of a count (items sold, units placed on the market): a whole number from 1 to 99,999,999. */
export function checkCount(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'epr.rule.count.required';
  return /^[1-9]\d{0,7}$/.test(String(v).trim()) ? null : 'epr.rule.count.invalid';
}

/**
 * Rule of the units placed on the market per year (`unit`, spec §9 default 10000): a whole number
 * from 1 to 99,999,999 — 0, 2.5 or 100,000,000 refused (`epr.rule.unit.invalid`), never clamped.
 */
export function checkUnit(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'epr.rule.unit.required';
  return /^[1-9]\d{0,7}$/.test(String(v).trim()) ? null : 'epr.rule.unit.invalid';
}

/** Rule of a product or line name: required, at most 100 characters. */
export function checkItemName(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'epr.rule.name.required';
  return String(v).trim().length > 100 ? 'epr.rule.name.tooLong' : null;
}

/** Rule of an optional link: empty, or http(s) with a host. */
export function checkLink(v: unknown): RuleResult {
  return isBlankValue(v) || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(String(v).trim()) ? null : 'epr.rule.link.invalid';
}

/** Brand names that are no brand: "no name", "noname", "generic", 无品牌, 无 (stiftung-ear.de: "no name" or type designations are not allowed as a brand). */
const NO_BRAND = /^(no[\s_-]*name|noname|generic|unbranded|none|n\/?a|无品牌|无|没有)$/i;

/** Rule of a WEEE brand name: required, at most 100 characters, not "no name" or the like (domain-facts D.3). */
export function checkWeeeBrand(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'epr.rule.brand.required';
  const s = String(v).trim();
  if (NO_BRAND.test(s)) return 'epr.rule.brand.noName';
  return s.length > 100 ? 'epr.rule.brand.tooLong' : null;
}

/** Rule of a French name of a product (frSpin, frFurn, frWeee `nameFr`): Latin letters, digits, accents and punctuation, 1–100. */
export function checkFrenchName(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'epr.rule.nameFr.required';
  return /^[A-Za-zÀ-ÖØ-öø-ÿŒœ0-9 .,'’&()/+-]{1,100}$/.test(String(v).trim()) ? null : 'epr.rule.nameFr.invalid';
}
