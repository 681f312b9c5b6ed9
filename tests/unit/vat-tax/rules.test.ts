/**
 * The rules of the "标签与备注" wizard (src/core/vat-tax/rules.ts): at most 5 tags of at most 10
 * characters, person in charge ≤ 20, note ≤ 500; tags normalised as the mock keeps them.
 */
import { charCount, checkVatTaxNote, checkVatTaxOperator, checkVatTaxTags, normalizeTags } from '@/core/vat-tax/rules';
import zh from '@/locales/zh-CN/vat-tax';
import en from '@/locales/en-US/vat-tax';

describe('tags', () => {
  it('are trimmed, split at half- and full-width commas, de-duplicated in order', () => {
    expect(normalizeTags([' 重点客户 ', '英国站，德国站', '重点客户', '', 'a,b'])).toEqual(['重点客户', '英国站', '德国站', 'a', 'b']);
    expect(normalizeTags(undefined)).toEqual([]);
    expect(normalizeTags([null, 3])).toEqual(['3']);
  });

  it('at most 5, each at most 10 characters (code points); none is fine', () => {
    expect(checkVatTaxTags([])).toBeNull();
    expect(checkVatTaxTags(undefined)).toBeNull();
    expect(checkVatTaxTags(['一', '二', '三', '四', '五'])).toBeNull();
    expect(checkVatTaxTags(['一', '二', '三', '四', '五', '六'])).toBe('vatTax.rule.tagsMax');
    // Duplicates count once, as the API keeps them.
    expect(checkVatTaxTags(['一', '一', '二', '三', '四', '五'])).toBeNull();
    expect(checkVatTaxTags(['一二三四五六七八九十'])).toBeNull();
    expect(checkVatTaxTags(['一二三四五六七八九十一'])).toBe('vatTax.rule.tagMax');
    expect(charCount('𠮷野家')).toBe(3);
    expect(checkVatTaxTags(['𠮷'.repeat(10)])).toBeNull();
  });
});

describe('person in charge and note', () => {
  it('the person in charge has at most 20 characters', () => {
    expect(checkVatTaxOperator(undefined)).toBeNull();
    expect(checkVatTaxOperator('王'.repeat(20))).toBeNull();
    expect(checkVatTaxOperator('王'.repeat(21))).toBe('vatTax.rule.operatorMax');
  });

  it('the note has at most 500 characters', () => {
    expect(checkVatTaxNote('')).toBeNull();
    expect(checkVatTaxNote('备'.repeat(500))).toBeNull();
    expect(checkVatTaxNote('备'.repeat(501))).toBe('vatTax.rule.noteMax');
  });

  it('every message exists in both languages', () => {
    for (const key of ['vatTax.rule.tagsMax', 'vatTax.rule.tagMax', 'vatTax.rule.operatorMax', 'vatTax.rule.noteMax']) {
      expect((zh as Record<string, string>)[key]).toBeTruthy();
      expect((en as Record<string, string>)[key]).toBeTruthy();
    }
  });
});
