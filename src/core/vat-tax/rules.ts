/**
 * Field rules of the VAT number's "标签与备注" editor (issue #9, the wizard at /user/vat-tax/tag):
 * pure checks answering a locale key or `null` (the pattern of src/core/rules, shown through
 * `toAntdRule`), and the normalisation the mock applies to the tags (`POST /api/vat-tax/tag`:
 * comma-joined, trimmed, de-duplicated). Limits: src/core/vat-tax/types.ts. Relative imports only.
 */
import type { RuleResult } from '../rules';
import { VAT_TAX_NOTE_MAX, VAT_TAX_OPERATOR_MAX, VAT_TAX_TAG_MAX, VAT_TAX_TAGS_MAX } from './types';

/** Length in characters as a person counts them (code points: "𠮷" is one). */
export function charCount(s: string): number {
  return [...s].length;
}

/**
 * Tags as the API keeps them: each trimmed, split at commas (half- or full-width; the call joins
 * them with commas), blanks dropped, duplicates dropped (first kept), in order.
 */
export function normalizeTags(tags: readonly unknown[] | null | undefined): string[] {
  const out: string[] = [];
  for (const raw of tags ?? []) {
    for (const part of String(raw ?? '').split(/[,，]/)) {
      const tag = part.trim();
      if (tag && !out.includes(tag)) out.push(tag);
    }
  }
  return out;
}

/** At most {@link VAT_TAX_TAGS_MAX} tags, each at most {@link VAT_TAX_TAG_MAX} characters; none is fine. */
export function checkVatTaxTags(value: unknown): RuleResult {
  const tags = normalizeTags(Array.isArray(value) ? value : value ? [value] : []);
  if (tags.length > VAT_TAX_TAGS_MAX) return 'vatTax.rule.tagsMax';
  if (tags.some((t) => charCount(t) > VAT_TAX_TAG_MAX)) return 'vatTax.rule.tagMax';
  return null;
}

/** The person in charge: optional, at most {@link VAT_TAX_OPERATOR_MAX} characters. */
export function checkVatTaxOperator(value: unknown): RuleResult {
  return typeof value === 'string' && charCount(value.trim()) > VAT_TAX_OPERATOR_MAX ? 'vatTax.rule.operatorMax' : null;
}

/** The note: optional, at most {@link VAT_TAX_NOTE_MAX} characters. */
export function checkVatTaxNote(value: unknown): RuleResult {
  return typeof value === 'string' && charCount(value.trim()) > VAT_TAX_NOTE_MAX ? 'vatTax.rule.noteMax' : null;
}
