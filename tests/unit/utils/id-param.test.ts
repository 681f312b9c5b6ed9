import { parseIdParam } from '@/core/utils/id-param';

describe('parseIdParam (the one ?id= parser, wrapped by useIdParam)', () => {
  it('reads a positive integer id with or without the leading ?', () => {
    expect(parseIdParam('?id=12')).toBe(12);
    expect(parseIdParam('id=7&tab=2')).toBe(7);
    expect(parseIdParam('?tab=2&id=999999999')).toBe(999999999);
  });

  it('gives undefined for a missing, empty, zero, signed, decimal, mixed or too long id', () => {
    for (const search of ['', '?', '?tab=1', '?id=', '?id=0', '?id=-3', '?id=+3', '?id=1.5', '?id=12abc', '?id=abc', '?id=1000000000', '?id=%20']) {
      expect(parseIdParam(search)).toBeUndefined();
    }
  });

  it('takes the first id when the query repeats it', () => {
    expect(parseIdParam('?id=4&id=5')).toBe(4);
  });
});
