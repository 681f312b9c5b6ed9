/**
 * Field rules of the German packaging-law registration (spec §3 "German packaging law draft"; issue
 * #21), run by the wizard's fields (through `toAntdRule`) and by the mock's create call. Each returns
 * `null` or the locale key of its message (`packagingLaw.rule.*`). Relative imports only.
 *
 * Sources: LUCID numbers are "DE + a 13-digit sequence (in der Regel)" (domain-facts D.1,
 * modelgroup.com); a brand must be a real name ("no name" is refused as a brand by stiftung ear for
 * WEEE, D.3, and LUCID asks for the brand names under which packaging is placed on the market); the
 * store link follows the spec §5 URL rule.
 */
import { isBlankValue, type RuleResult } from '../rules';
import { isValidUrl } from '../utils/url';
import { isPackMaterialCode, type MaterialQuantity } from './materials';

/** A LUCID registration number: `DE` + 13 digits (case and spaces ignored on input). */
const LUCID_NUMBER = /^DE\d{13}$/;

/** The LUCID number `v` in its stored form (`DE1234567890123`), or `null` when it is not one. */
export function normalizeLucidNumber(v: unknown): string | null {
  const s = String(v ?? '').replace(/\s+/g, '').toUpperCase();
  return LUCID_NUMBER.test(s) ? s : null;
}

/** Largest mass of one material line: 99,999,999.999 kg. */
const MATERIAL_KG_MAX = 99_999_999.999;

/** A mass in kg: a number above 0, at most {@link MATERIAL_KG_MAX}, at most 3 decimals (grams). */
export function checkMaterialWeight(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'packagingLaw.rule.weight.required';
  const s = String(v).trim();
  if (!/^-?\d+(\.\d+)?$/.test(s)) return 'packagingLaw.rule.weight.number';
  const n = Number(s);
  if (n <= 0) return 'packagingLaw.rule.weight.positive';
  if (!/^\d+(\.\d{1,3})?$/.test(s)) return 'packagingLaw.rule.weight.decimals';
  return n > MATERIAL_KG_MAX ? 'packagingLaw.rule.weight.max' : null;
}

/** The material list: at least one line; each a known material with a valid mass; no material twice. */
export function checkMaterials(list: unknown): RuleResult {
  const rows = Array.isArray(list) ? (list as Partial<MaterialQuantity>[]) : [];
  if (!rows.length) return 'packagingLaw.rule.materials.required';
  for (const r of rows) {
    if (!isPackMaterialCode(r?.type)) return 'packagingLaw.rule.material.type';
    const bad = checkMaterialWeight(r?.weight);
    if (bad) return bad;
  }
  return new Set(rows.map((r) => Number(r.type))).size < rows.length ? 'packagingLaw.rule.materials.duplicate' : null;
}

/** A contact phone: a mainland mobile (11 digits, 13–19), a landline with its area code (`0755-12345678`), or `+` and 7–15 digits. */
export function checkPhone(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'packagingLaw.rule.phone.required';
  const s = String(v).trim().replace(/[\s()]/g, '');
  return /^1[3-9]\d{9}$/.test(s) || /^0\d{2,3}-?\d{7,8}$/.test(s) || /^\+\d{7,15}$/.test(s) ? null : 'packagingLaw.rule.phone.invalid';
}

const NO_NAME = /^(no[\s-]?name|noname|none|n\/a|无品牌|无)$/i;

/** The brand: required, at most 100 characters, not a "no name". */
export function checkPackBrand(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'packagingLaw.rule.brand.required';
  const s = String(v).trim();
  if (NO_NAME.test(s)) return 'packagingLaw.rule.brand.noName';
  return s.length > 100 ? 'packagingLaw.rule.brand.long' : null;
}

/** The Amazon store link: required, a URL by the spec §5 rule, on an Amazon domain. */
export function checkAmazonStoreUrl(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'packagingLaw.rule.storeUrl.required';
  const s = String(v).trim();
  if (!isValidUrl(s)) return 'packagingLaw.rule.storeUrl.invalid';
  return /^(?:[a-z]+:\/\/)?(?:[\w-]+\.)*amazon\.[a-z.]{2,9}(?:[/?#]|$)/i.test(s) ? null : 'packagingLaw.rule.storeUrl.amazon';
}
