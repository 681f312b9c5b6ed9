/** The UK SIC 2007 code list and its lookup (issue #23: "the 5-digit SIC code (searchable list)"). */
import { checkSicCode, searchSic, sicDescription, SIC_COUNT } from '@/core/eori';
import { SIC_2007 } from '@/core/eori/sic-data';

describe('SIC 2007 codes', () => {
  it('holds the Companies House list: 731 distinct 5-digit codes in order', () => {
    expect(SIC_COUNT).toBe(731);
    const codes = SIC_2007.map(([c]) => c);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^\d{5}$/.test(c))).toBe(true);
    expect([...codes].sort()).toEqual(codes);
    expect(sicDescription('47910')).toBe('Retail sale via mail order houses or via Internet');
    expect(sicDescription('99999')).toBe('Dormant Company');
  });

  it('checks a code: required, 5 digits, existing', () => {
    expect(checkSicCode('47910')).toBeNull();
    expect(checkSicCode('')).toBe('eori.rule.sic.required');
    expect(checkSicCode('4791')).toBe('eori.rule.sic.format');
    expect(checkSicCode('47911')).toBe('eori.rule.sic.unknown');
  });

  it('searches by code prefix, English words and Chinese words', () => {
    expect(searchSic('4791').map((s) => s.code)).toEqual(['47910']);
    expect(searchSic('internet retail').map((s) => s.code)).toContain('47910');
    expect(searchSic('网上零售').map((s) => s.code)).toEqual(['47910']);
    expect(searchSic('toys').map((s) => s.code)).toEqual(expect.arrayContaining(['32401', '32409', '47650']));
    expect(searchSic('zzzz')).toEqual([]);
    expect(searchSic('', 5)).toHaveLength(5);
  });
});
