/**
 * Compact stores of one calculation (issue #25): the sales kept for refund linking (rule 3), the
 * inputs of the row details, a set of integers, counts by value. Typed arrays and parallel arrays
 * instead of an object per row, so that the young-generation collector has little to copy.
 */
import { decodeRange } from '../csv';
import type { Cls, MRow, SaleLink } from './rows';
import type { Treatment } from '../types';

/** A copy of `a` twice as long (the rest zero). */
function doubled<T extends Int32Array | Float64Array | Uint8Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/** `a`, or a copy twice as long when index `n` does not fit. */
function grown(a: Int32Array, n: number): Int32Array {
  return n < a.length ? a : doubled(a);
}

/** A 30-bit FNV-style hash of a string (a small integer, cheap to keep per row). */
export function strHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h & 0x3fffffff;
}

/**
 * A set of non-negative 32-bit integers (order-id hashes) in one open-addressing typed array
 * sized for `capacity` values: a probe is a few array reads, no Set lookup (issue #25).
 */
export class IntSet {
  private table: Int32Array;
  private mask: number;

  constructor(capacity: number) {
    let size = 16;
    while (size < capacity * 4) size *= 2;
    this.mask = size - 1;
    this.table = new Int32Array(size).fill(-1);
  }

  /** The slot holding `h`, or the empty slot where it would go. */
  private slot(h: number): number {
    const t = this.table;
    let j = h & this.mask;
    while (t[j] !== -1 && t[j] !== h) j = (j + 1) & this.mask;
    return j;
  }

  /** Adds `h`. */
  add(h: number): void {
    this.table[this.slot(h)] = h;
  }

  /** Whether `h` was added. */
  has(h: number): boolean {
    return this.table[this.slot(h)] !== -1;
  }
}

/**
 * The sales of a calculation, kept compactly for rule 3 (refund linking after reading): order
 * ids as bytes in one buffer (no string per sale kept alive), their hashes, the shared treatment
 * object, rate, date and SKU. A SaleLink object is built only for the orders refunds ask for.
 */
export class SaleStore {
  n = 0;
  hash: Int32Array = new Int32Array(1024);
  private start: Int32Array = new Int32Array(1025);
  private bytes = new Uint8Array(1 << 16);
  private used = 0;
  private wide = new Map<number, string>(); // ids with non-ASCII characters
  private cls: Cls[] = [];
  private rate: Int32Array = new Int32Array(1024);
  private date: Int32Array = new Int32Array(1024);
  private sku: string[] = [];

  /** Keeps sale `id` (order id) with its treatment, rate (basis points, -1 = none), date (YYYYMMDD) and SKU. */
  add(id: string, cls: Cls, rateBp: number, date: number, sku: string): void {
    const i = this.n++;
    if (i === this.rate.length) {
      // the per-sale arrays grow together (start keeps one slot more than the others)
      this.hash = doubled(this.hash);
      this.rate = doubled(this.rate);
      this.date = doubled(this.date);
      this.start = doubled(this.start);
    }
    this.rate[i] = rateBp;
    this.date[i] = date;
    this.cls.push(cls);
    this.sku.push(sku);
    let o = this.used;
    const len = id.length;
    if (o + len > this.bytes.length) {
      const b = new Uint8Array(Math.max(this.bytes.length * 2, o + len));
      b.set(this.bytes.subarray(0, o));
      this.bytes = b;
    }
    // the hash (strHash's, inline) and the ASCII copy in one pass over the id (issue #25)
    const bytes = this.bytes;
    let h = 0x811c9dc5;
    let ascii = true;
    for (let k = 0; k < len; k++) {
      const c = id.charCodeAt(k);
      h = Math.imul(h ^ c, 0x01000193);
      if (c > 127) ascii = false;
      else bytes[o + k] = c;
    }
    this.hash[i] = h & 0x3fffffff;
    if (ascii) o += len;
    else this.wide.set(i, id);
    this.used = o;
    this.start[i + 1] = o;
  }

  /**
   * Empties the store, releasing its memory, and keeps the object (issue #25): a new store in
   * the engine's `sales` would turn that field from constant to mutable in V8's view and throw away
   * the optimised row code that inlined {@link add} (`--trace-deopt` "code dependencies"), just
   * before the refunds run through it. Typed arrays already replaced on growth, the other
   * containers emptied in place for the same reason.
   */
  clear(): void {
    this.n = 0;
    this.used = 0;
    this.hash = new Int32Array(1024);
    this.start = new Int32Array(1025);
    this.bytes = new Uint8Array(1 << 16);
    this.rate = new Int32Array(1024);
    this.date = new Int32Array(1024);
    this.wide.clear();
    this.cls.length = 0;
    this.sku.length = 0;
  }

  /** Order id of sale i. */
  id(i: number): string {
    if (this.wide.size > 0) {
      const w = this.wide.get(i);
      if (w !== undefined) return w;
    }
    // ASCII bytes (ids with other characters are kept whole in `wide`)
    return decodeRange(this.bytes, this.start[i], this.start[i + 1]);
  }

  /**
   * Indexes of the sales whose order-id hash is in `wanted`, in reading order: `[indexes, count]`.
   * One small loop over the hashes (issue #25: run once per calculation, it is compiled soon after
   * it starts).
   */
  hashHits(wanted: IntSet): [Int32Array, number] {
    const hash = this.hash;
    let out: Int32Array = new Int32Array(1024);
    let k = 0;
    for (let i = 0; i < this.n; i++) {
      if (!wanted.has(hash[i])) continue;
      out = grown(out, k);
      out[k++] = i;
    }
    return [out, k];
  }

  /** The link of sale i (a new object). */
  link(i: number): SaleLink {
    const c = this.cls[i];
    return {
      t: c.t, taxCountry: c.taxCountry, d: c.d, a: c.a, buyer: c.buyer, buyerCountry: c.buyerCountry, origin: c.origin, oss: c.oss,
      rateBp: this.rate[i], date: this.date[i], sku: this.sku[i],
    };
  }
}

/**
 * What the RowDetails are formatted from, one entry per referenced row, as parallel arrays (copied
 * out of the MRow so that the row itself is not retained; no object and no boxed amounts per row,
 * which the young-generation collector would copy twice: issue #25). Amounts in units. The file,
 * row and order id are the row's reference's own (a detail is kept for exactly one Ref).
 */
export class DetailStore {
  n = 0;
  /** Per detail, {@link STRIDE} strings: type, departure, arrival, currency, scheme, treatment, tax country (or null). */
  strs: (string | null)[] = [];
  date: Int32Array = new Int32Array(1024);
  net: Float64Array = new Float64Array(1024);
  vat: Float64Array = new Float64Array(1024);
  gross: Float64Array = new Float64Array(1024);
  /** Result building: the detail is in rowDetails already. */
  done: Uint8Array = new Uint8Array(1024);

  /** Strings per detail in {@link strs}. */
  static readonly STRIDE = 7;

  /** Adds the detail of row `m` (amounts in units); returns its index. */
  add(m: MRow, net: number, vat: number, gross: number, t: Treatment, taxCountry: string | null): number {
    const i = this.n++;
    if (i === this.date.length) this.grow();
    // one push of the seven (one inlined push where the compiler inlines this, not seven)
    this.strs.push(m.type, m.d, m.a, m.cur, m.scheme, t, taxCountry);
    this.date[i] = m.date;
    this.net[i] = net;
    this.vat[i] = vat;
    this.gross[i] = gross;
    return i;
  }

  private grow(): void {
    this.date = doubled(this.date);
    this.net = doubled(this.net);
    this.vat = doubled(this.vat);
    this.gross = doubled(this.gross);
    this.done = doubled(this.done);
  }
}

/**
 * Counts by value (result.counts.byType, byScheme, byTreatment) in first-seen order: a box per
 * value and the last value's box kept, so a run of equal values costs no map lookup (issue #25:
 * the row loop bumped three counters a row with a get and a set each).
 */
export class Tally {
  private boxes = new Map<string, { n: number }>();
  private lastKey: string | null = null;
  private lastBox = { n: 0 };

  /** Adds one to `k`'s count. */
  bump(k: string): void {
    if (k === this.lastKey) {
      this.lastBox.n++;
      return;
    }
    let b = this.boxes.get(k);
    if (!b) this.boxes.set(k, (b = { n: 0 }));
    b.n++;
    this.lastKey = k;
    this.lastBox = b;
  }

  /** The counts as a plain object, keys in first-seen order. */
  toObject(): Record<string, number> {
    const o: Record<string, number> = {};
    for (const [k, b] of this.boxes) o[k] = b.n;
    return o;
  }
}
