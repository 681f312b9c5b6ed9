import { selectedMenuKeys } from '@/components/menu';

const paths = ['/', '/user/calculate-tax', '/user/calculate-tax/record', '/user/exchange-rate', '/user/info'];

describe('side menu highlight', () => {
  it('highlights the exact entry only, not every prefix', () => {
    expect(selectedMenuKeys('/user/calculate-tax/record', paths)).toEqual(['/user/calculate-tax/record']);
    expect(selectedMenuKeys('/user/calculate-tax', paths)).toEqual(['/user/calculate-tax']);
  });

  it('highlights the nearest parent entry of a hidden sub-page', () => {
    expect(selectedMenuKeys('/user/calculate-tax/result', paths)).toEqual(['/user/calculate-tax']);
    expect(selectedMenuKeys('/user/info/mobile', paths)).toEqual(['/user/info']);
  });

  it('does not treat / as the parent of everything, nor match on a partial segment', () => {
    expect(selectedMenuKeys('/', paths)).toEqual(['/']);
    expect(selectedMenuKeys('/user/calculate-taxes', paths)).toBeUndefined();
    expect(selectedMenuKeys('/no/such', paths)).toBeUndefined();
  });
});
