/**
 * A list of items keyed by `uid`, changed in place many times a second and read as an immutable
 * snapshot at most as often as the screen is redrawn (used by `useBufferedList`, issue #12: a drop
 * of 200 reports gets several progress ticks per file per second).
 *
 * - `patch`, `append`, `remove` and `update` change the working copy in O(1) per item (the uid →
 *   position index is rebuilt only on removal) and mark it dirty;
 * - `snapshot()` returns a new array only when something changed since the last snapshot; every
 *   changed item is a new object and every unchanged item keeps its identity, so a row memoised on
 *   its record (antd Table `shouldCellUpdate: (a, b) => a !== b`) redraws only when it changed.
 * No React, no timers: `onChange` (optional) is called after every change, and the caller decides
 * when to take a snapshot.
 */
export class KeyedList<T extends { uid: string }> {
  constructor(private readonly onChange: () => void = () => undefined) {}

  private items: T[] = [];
  private index = new Map<string, number>();
  private last: readonly T[] = [];
  private dirty = false;

  /** The item with `uid`, current (not the last snapshot's), or `undefined`. */
  get(uid: string): T | undefined {
    const i = this.index.get(uid);
    return i === undefined ? undefined : this.items[i];
  }

  /** Whether `uid` is still listed (a removed file's late callbacks check this). */
  has(uid: string): boolean {
    return this.index.has(uid);
  }

  /** The current items in order (a copy; prefer `get` for one item). */
  all(): T[] {
    return this.items.slice();
  }

  /** Number of items. */
  get size(): number {
    return this.items.length;
  }

  /** Adds items at the end. Throws `Error` when a uid is already listed (a programming error). */
  append(...items: T[]): void {
    for (const it of items) {
      if (this.index.has(it.uid)) throw new Error(`KeyedList: uid ${it.uid} already listed`);
      this.index.set(it.uid, this.items.length);
      this.items.push(it);
    }
    if (items.length) this.touch();
  }

  /** Merges `p` into the item with `uid` (a new object); false when `uid` is not listed. */
  patch(uid: string, p: Partial<T>): boolean {
    const i = this.index.get(uid);
    if (i === undefined) return false;
    this.items[i] = { ...this.items[i], ...p };
    this.touch();
    return true;
  }

  /** Replaces every item for which `fn` returns a different object (`fn` returns the item itself to keep it). */
  update(fn: (item: T) => T): void {
    let any = false;
    for (let i = 0; i < this.items.length; i++) {
      const next = fn(this.items[i]);
      if (next !== this.items[i]) {
        if (next.uid !== this.items[i].uid) throw new Error('KeyedList.update: an item changed its uid');
        this.items[i] = next;
        any = true;
      }
    }
    if (any) this.touch();
  }

  /** Removes the items whose uid is in `uids`; returns how many were removed. */
  remove(...uids: string[]): number {
    const drop = new Set(uids.filter((u) => this.index.has(u)));
    if (!drop.size) return 0;
    this.items = this.items.filter((it) => !drop.has(it.uid));
    this.index = new Map(this.items.map((it, i) => [it.uid, i]));
    this.touch();
    return drop.size;
  }

  private touch() {
    this.dirty = true;
    this.onChange();
  }

  /** Whether something changed since the last snapshot. */
  get changed(): boolean {
    return this.dirty;
  }

  /** The items as an immutable array: the same array as last time when nothing changed. */
  snapshot(): readonly T[] {
    if (this.dirty) {
      this.last = Object.freeze(this.items.slice());
      this.dirty = false;
    }
    return this.last;
  }
}
