/**
 * Rules of the wizard kit's list fields (src/components/wizard): brands, stores and product lines, as
 * the EPR, packaging-law and compliance wizards ask them (spec §3 drafts: `stores` as a list of
 * `brandName`; `dePack` weight list (type, weight, name); German packaging law `brandName`,
 * `amazonStoreUrl`, material list). Each check returns `null` or a locale key of the `wizard` area
 * (`src/locales/zh-CN/wizard.ts`), shown with `toAntdRule` and reusable by the mock. Relative imports only.
 */
import { isValidUrl } from '../utils/url';
import { isBlankValue, type RuleResult } from './index';

/** Longest brand name: 100 characters. */
const BRAND_NAME_MAX = 100;

/** One brand: its name and an optional link (a URL by the spec §5 URL rule). */
interface BrandEntry {
  brandName?: string;
  link?: string;
}

/** One store: its name, or its URL (checked by the spec §5 URL rule when it looks like one). */
interface StoreEntry {
  store?: string;
}

/** Weight units of a product line: grams or kilograms. */
export const WEIGHT_UNITS = ['g', 'kg'] as const;
/** A weight unit. */
type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Categories of a product line (packaging materials of the German packaging law's register, simplified). */
export const ITEM_CATEGORIES = ['paper', 'plastic', 'glass', 'metal', 'wood', 'other'] as const;
/** A product line's category. */
type ItemCategory = (typeof ITEM_CATEGORIES)[number];

/** One product line: name, category, weight of one item in `unit`, quantity (whole items). `id` keys the table row. */
export interface ItemLine {
  id: string;
  name?: string;
  category?: ItemCategory;
  weight?: number | string;
  unit?: WeightUnit;
  quantity?: number | string;
}

const key = (v: unknown) => String(v ?? '').trim().toLowerCase();

/** Rule of a brand name: required, at most {@link BRAND_NAME_MAX} characters. */
export function checkBrandName(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'wizardKit.brands.name.required';
  return String(v).trim().length > BRAND_NAME_MAX ? 'wizardKit.brands.name.tooLong' : null;
}

/** Rule of a brand's optional link: blank passes, else a URL by the spec §5 rule (`isValidUrl`). */
export function checkBrandLink(v: unknown): RuleResult {
  return isBlankValue(v) || isValidUrl(String(v).trim()) ? null : 'wizardKit.brands.link.invalid';
}

/** Rule of the brand list: at least one when `required`; each name and link valid; no name twice (case and spaces ignored). */
export function checkBrands(list: unknown, required = true): RuleResult {
  const rows = Array.isArray(list) ? (list as BrandEntry[]) : [];
  if (!rows.length) return required ? 'wizardKit.brands.required' : null;
  for (const r of rows) {
    const bad = checkBrandName(r?.brandName) ?? checkBrandLink(r?.link);
    if (bad) return bad;
  }
  return new Set(rows.map((r) => key(r.brandName))).size < rows.length ? 'wizardKit.brands.duplicate' : null;
}

/** Whether a store entry is meant as a URL: it has a scheme, a slash or a dot. */
function looksLikeUrl(v: string): boolean {
  return /:\/\/|[./]/.test(v);
}

/** Rule of one store: required; a name, or a URL valid by the spec §5 URL rule when it looks like one. */
export function checkStore(v: unknown): RuleResult {
  if (isBlankValue(v)) return 'wizardKit.stores.name.required';
  const s = String(v).trim();
  return looksLikeUrl(s) && !isValidUrl(s) ? 'wizardKit.stores.url.invalid' : null;
}

/** Rule of the store list: at least one when `required`; each valid; none twice. */
export function checkStores(list: unknown, required = true): RuleResult {
  const rows = Array.isArray(list) ? (list as StoreEntry[]) : [];
  if (!rows.length) return required ? 'wizardKit.stores.required' : null;
  for (const r of rows) {
    const bad = checkStore(r?.store);
    if (bad) return bad;
  }
  return new Set(rows.map((r) => key(r.store))).size < rows.length ? 'wizardKit.stores.duplicate' : null;
}

/** Rule of a product line's name: required. */
export function checkItemName(v: unknown): RuleResult {
  return isBlankValue(v) ? 'wizardKit.items.name.required' : null;
}

/** Rule of a product line's category: one of {@link ITEM_CATEGORIES}. */
export function checkItemCategory(v: unknown): RuleResult {
  return (ITEM_CATEGORIES as readonly unknown[]).includes(v) ? null : 'wizardKit.items.category.required';
}

/** Rule of a weight: a number above 0 and below 1,000,000 with at most 3 decimals (in its unit). */
export function checkItemWeight(v: unknown): RuleResult {
  const s = String(v ?? '').trim();
  return /^\d{1,6}(\.\d{1,3})?$/.test(s) && Number(s) > 0 ? null : 'wizardKit.items.weight.invalid';
}

/** Rule of a quantity: a whole number from 1 to 99,999,999. */
export function checkItemQuantity(v: unknown): RuleResult {
  const s = String(v ?? '').trim();
  return /^[1-9]\d{0,7}$/.test(s) ? null : 'wizardKit.items.quantity.invalid';
}

/** The checks of the product lines' columns, in column order. */
export const ITEM_CHECKS: readonly (readonly [keyof ItemLine & string, (v: unknown) => RuleResult])[] = [
  ['name', checkItemName],
  ['category', checkItemCategory],
  ['weight', checkItemWeight],
  ['quantity', checkItemQuantity],
];

/** Rule of the product lines: at least one when `required`; the first failing check of the first bad line. */
export function checkItems(list: unknown, required = true): RuleResult {
  return rowProblem(list, ITEM_CHECKS, required)?.key ?? null;
}

/** A line's total weight in grams (weight × quantity, `kg` × 1000); `NaN` when either is not a number. */
export function lineGrams(line: Pick<ItemLine, 'weight' | 'unit' | 'quantity'>): number {
  const w = Number(line.weight);
  const q = Number(line.quantity);
  return w * (line.unit === 'kg' ? 1000 : 1) * q;
}

/** Rule of a name part in pinyin (family or given name as on a passport): letters, spaces, `-` and `'`, 1–40; blank passes (required is the form's). */
export function checkPinyinName(v: unknown): RuleResult {
  return isBlankValue(v) || /^[A-Za-z][A-Za-z '-]{0,39}$/.test(String(v).trim()) ? null : 'wizardKit.legal.pinyin.invalid';
}

/** Rule of an English name or address: printable ASCII letters, digits and punctuation, up to 200; blank passes. */
export function checkEnglishText(v: unknown): RuleResult {
  return isBlankValue(v) || /^[A-Za-z0-9 .,'&()#/-]{1,200}$/.test(String(v).trim()) ? null : 'wizardKit.company.en.invalid';
}

/**
 * What is wrong with a table of lines and WHERE (issue #33: a table error names the row and the
 * column): `key` the locale key of the first failing check, `row` the line's number from 1 and
 * `column` its column key — both absent when the table has no line but needs one. `null` when every
 * line passes. Order: the first bad line, then its first bad column (ItemTableField's `columns`; the EPR
 * sub-objects' item lists; at least one line when `required`).
 */
export function rowProblem(list: unknown, checks: readonly (readonly [string, (v: unknown) => RuleResult])[], required = true): { key: string; row?: number; column?: string } | null {
  const rows = Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
  if (!rows.length) return required ? { key: 'wizardKit.items.required' } : null;
  for (let i = 0; i < rows.length; i += 1) {
    for (const [k, check] of checks) {
      const bad = check(rows[i]?.[k]);
      if (bad) return { key: bad, row: i + 1, column: k };
    }
  }
  return null;
}
