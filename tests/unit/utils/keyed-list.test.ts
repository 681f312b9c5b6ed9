import { KeyedList } from '@/core/utils/keyed-list';

interface Item {
  uid: string;
  n: number;
}

describe('KeyedList', () => {
  it('gives the same snapshot while nothing changed, a new one after a change', () => {
    const l = new KeyedList<Item>();
    l.append({ uid: 'a', n: 1 }, { uid: 'b', n: 2 });
    const s1 = l.snapshot();
    expect(s1.map((x) => x.n)).toEqual([1, 2]);
    expect(l.snapshot()).toBe(s1);
    expect(l.changed).toBe(false);
    l.patch('b', { n: 3 });
    expect(l.changed).toBe(true);
    const s2 = l.snapshot();
    expect(s2).not.toBe(s1);
    expect(s2.map((x) => x.n)).toEqual([1, 3]);
  });

  it('keeps the identity of unchanged items and replaces changed ones', () => {
    const l = new KeyedList<Item>();
    l.append({ uid: 'a', n: 1 }, { uid: 'b', n: 2 }, { uid: 'c', n: 3 });
    const [a, b, c] = l.snapshot();
    l.patch('b', { n: 20 });
    const [a2, b2, c2] = l.snapshot();
    expect(a2).toBe(a);
    expect(c2).toBe(c);
    expect(b2).not.toBe(b);
    expect(b).toEqual({ uid: 'b', n: 2 });
  });

  it('reads the current item before any snapshot, and refuses patches of unknown uids', () => {
    const l = new KeyedList<Item>();
    l.append({ uid: 'a', n: 1 });
    l.patch('a', { n: 5 });
    expect(l.get('a')?.n).toBe(5);
    expect(l.patch('zz', { n: 1 })).toBe(false);
    expect(l.has('zz')).toBe(false);
  });

  it('removes items and keeps the positions of the rest right', () => {
    const l = new KeyedList<Item>();
    l.append({ uid: 'a', n: 1 }, { uid: 'b', n: 2 }, { uid: 'c', n: 3 });
    expect(l.remove('a', 'nope')).toBe(1);
    l.patch('c', { n: 30 });
    expect(l.snapshot().map((x) => [x.uid, x.n])).toEqual([
      ['b', 2],
      ['c', 30],
    ]);
    expect(l.size).toBe(2);
    expect(l.remove('nope')).toBe(0);
  });

  it('updates only the items fn changes, and refuses a changed uid or a duplicate', () => {
    const l = new KeyedList<Item>();
    l.append({ uid: 'a', n: 1 }, { uid: 'b', n: 2 });
    const s = l.snapshot();
    l.update((x) => x);
    expect(l.changed).toBe(false);
    l.update((x) => (x.uid === 'b' ? { ...x, n: 9 } : x));
    const s2 = l.snapshot();
    expect(s2[0]).toBe(s[0]);
    expect(s2[1].n).toBe(9);
    expect(() => l.update((x) => ({ ...x, uid: `${x.uid}!` }))).toThrow('changed its uid');
    expect(() => l.append({ uid: 'a', n: 0 })).toThrow('already listed');
  });

  it('calls onChange after every change and not for a no-op', () => {
    const onChange = jest.fn();
    const l = new KeyedList<Item>(onChange);
    l.append({ uid: 'a', n: 1 });
    l.patch('a', { n: 2 });
    l.patch('x', { n: 2 });
    l.update((x) => x);
    l.remove('x');
    l.remove('a');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
