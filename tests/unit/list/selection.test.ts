/**
 * ListPage's row selection and empty text (src/core/list/selection.ts): the selection keeps rows of
 * other pages; a page's empty text may depend on whether filters are set.
 */
import { mergeSelection, resolveEmptyText, rowKeyOf } from '@/core/list/selection';

interface Row {
  id: number;
  name: string;
}
const r = (id: number): Row => ({ id, name: `n${id}` });

describe('mergeSelection', () => {
  it('takes the rows the table reports, in the order of the keys', () => {
    const s = mergeSelection<Row>(new Map(), [2, 1], [r(1), r(2)], 'id');
    expect([...s.keys()]).toEqual([2, 1]);
    expect([...s.values()].map((x) => x.name)).toEqual(['n2', 'n1']);
  });

  it('keeps rows of another page (the table reports them as undefined)', () => {
    const page1 = mergeSelection<Row>(new Map(), [1, 2], [r(1), r(2)], 'id');
    const page2 = mergeSelection<Row>(page1, [1, 2, 11], [undefined, undefined, r(11)], 'id');
    expect([...page2.values()].map((x) => x.id)).toEqual([1, 2, 11]);
  });

  it('drops unselected keys and keys whose row is known nowhere', () => {
    const s = mergeSelection<Row>(new Map([[1, r(1)]]), [3], [undefined], 'id');
    expect(s.size).toBe(0);
    expect(mergeSelection<Row>(new Map([[1, r(1)]]), [], [], 'id').size).toBe(0);
  });

  it('a fresh row replaces the kept one (a reload brought new values)', () => {
    const s = mergeSelection<Row>(new Map([[1, r(1)]]), [1], [{ id: 1, name: 'new' }], 'id');
    expect(s.get(1)?.name).toBe('new');
  });

  it('reads keys through a function rowKey too', () => {
    expect(rowKeyOf<Row>((x) => `k${x.id}`, r(5))).toBe('k5');
    expect([...mergeSelection<Row>(new Map(), ['k5'], [r(5)], (x) => `k${x.id}`).keys()]).toEqual(['k5']);
  });
});

describe('resolveEmptyText', () => {
  it('a value is used whatever the filters', () => {
    expect(resolveEmptyText('暂无邀请', { filtered: true })).toBe('暂无邀请');
  });

  it('a function decides by the filters; undefined falls back to the kit default', () => {
    const f = ({ filtered }: { filtered: boolean }) => (filtered ? undefined : '还没有税号');
    expect(resolveEmptyText(f, { filtered: false })).toBe('还没有税号');
    expect(resolveEmptyText(f, { filtered: true })).toBeUndefined();
    expect(resolveEmptyText(undefined, { filtered: false })).toBeUndefined();
  });
});
