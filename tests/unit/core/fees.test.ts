/** The one fee model (src/core/fees.ts): a line is once + perYear × years, exact; unpriced lines stay out of the total. */
import { feeLine, feeTotal } from '@/core/fees';

describe('feeLine', () => {
  it('prices once + perYear × years with two decimals, from strings or numbers', () => {
    expect(feeLine('GB', { once: '1500', perYear: '3600.00' }, 2)).toEqual({ key: 'GB', once: '1500.00', perYear: '3600.00', years: 2, amount: '8700.00' });
    expect(feeLine('dePack', { perYear: 36 }, 2)).toEqual({ key: 'dePack', once: '0.00', perYear: '36.00', years: 2, amount: '72.00' });
    expect(feeLine('frPack', { perYear: '0.1' }, 3).amount).toBe('0.30');
  });

  it('leaves a line without a yearly price unpriced', () => {
    for (const perYear of [null, undefined, '']) expect(feeLine('deWeee', { perYear }, 1)).toEqual({ key: 'deWeee', once: '0.00', perYear: null, years: 1, amount: null });
  });

  it('refuses negative fees, fractional or negative years and non-numbers', () => {
    expect(() => feeLine('a', { perYear: -1 }, 1)).toThrow('negative fee of a');
    expect(() => feeLine('a', { once: -1, perYear: 1 }, 1)).toThrow('negative fee of a');
    expect(() => feeLine('a', { perYear: 1 }, 1.5)).toThrow('whole number');
    expect(() => feeLine('a', { perYear: 1 }, -1)).toThrow('whole number');
    expect(() => feeLine('a', { perYear: 'abc' }, 1)).toThrow();
  });
});

describe('feeTotal', () => {
  it('sums the priced lines exactly (no float drift) and keeps every line', () => {
    const lines = [feeLine('a', { perYear: '0.10' }, 1), feeLine('b', { perYear: '0.20' }, 1), feeLine('c', { perYear: null }, 1)];
    expect(feeTotal(lines)).toEqual({ lines, total: '0.30' });
    expect(feeTotal([]).total).toBe('0.00');
  });
});
