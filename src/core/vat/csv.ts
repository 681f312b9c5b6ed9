/**
 * Streaming delimited-text parser: a hand-written state machine over UTF-8 BYTES.
 *
 * - Bytes arrive in chunks (`push`), never as one whole-file buffer; only the unfinished last
 *   record is carried over (copied into a reused work buffer) to the next chunk. Nothing is decoded
 *   to text up front: a record only records field offsets, and a field is decoded when the engine
 *   asks for it (the VTR has 95 columns, the engine reads about 35). Because fields are decoded
 *   whole, multi-byte UTF-8 characters, CRLF pairs and the BOM may be split across chunks freely.
 * - Delimiter detected from the header line (`,`, tab or `;`, whichever occurs most outside quotes).
 * - UTF-8 BOM stripped; CRLF / LF; RFC 4180 quotes (`""` inside quotes, delimiters and newlines inside
 *   quoted fields); ragged rows allowed (missing trailing fields read as empty).
 * - Every chunk is appended to one reused work buffer followed by a sentinel quote, so the scan for
 *   a closing quote needs no bounds check and reads 4 bytes at a time. An unfinished record larger
 *   than 1 MB (e.g. an unterminated quote) is re-parsed only when the buffered bytes have doubled.
 * - Typed accessors avoid strings in the hot loop: `key` / `atom` return interned strings for short
 *   codes (countries, currencies, types), `units` parses amounts straight from the bytes to integer
 *   1/10000 units, `date` parses `DD-MM-YYYY` straight to `YYYYMMDD`.
 * Source: vat-engine.md "Input", vtr_value_domains.md "File / encoding"; issue 4 (benchmark targets).
 */
import { parseReportDate, validDate } from './dates';
import { parseUnits, SCALE } from './money';

/**
 * A parsed record: `n` fields. Every accessor takes a field index and treats an index out of range
 * (or < 0, an absent column) as an empty field. Valid only during the `record` callback.
 */
export interface RecordView {
  readonly n: number;
  /** Field i exactly as written (quotes removed, `""` unescaped); '' when absent. */
  get(i: number): string;
  /** Whether field i is empty after trimming white space. */
  empty(i: number): boolean;
  /** Field i trimmed (a fresh string). */
  text(i: number): string;
  /** Field i trimmed and upper-cased; short values are interned (codes: country, currency, type…). */
  key(i: number): string;
  /** Field i trimmed, case kept; short values are interned (SKU, activity period, VAT numbers). */
  atom(i: number): string;
  /** Field i as an amount in 1/10000 units (see money.ts `parseUnits`); NaN when empty or unreadable. */
  units(i: number, comma: boolean): number;
  /** Field i as a report date YYYYMMDD (see dates.ts `parseReportDate`): 0 when empty, -1 when unreadable. */
  date(i: number): number;
  /** Field i as a number (`Number(text)`; plain digits read directly). 0 when empty. */
  num(i: number): number;
  /** Field i, when it is exactly two ASCII letters (after trimming), as `A*256+B` of the upper-cased letters; else -1. */
  code2(i: number): number;
}

/** Receives the header and the records of one table. */
export interface TableSink {
  /** Header names (BOM stripped, trimmed); return false to stop reading this table. */
  header(names: string[], delimiter: string): boolean;
  /** One record; `row` is the spreadsheet row number (header = 1, blank lines counted). Return false to stop. */
  record(rec: RecordView, row: number): boolean;
  /** A parse error (unterminated quote) at `row`. */
  parseError(row: number): void;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;
const EMPTY = new Uint8Array(0);
const DEC = new TextDecoder('utf-8');
const ENC = new TextEncoder();
/** Interning: direct-mapped table of this many slots per parser (key and atom each: strings, lengths, bytes — 160 KB); values up to MAX_INTERN bytes. */
const INTERN_SLOTS = 4096;
const MAX_INTERN = 40;
/** Columns (× 2: atom / key) whose last interned value is remembered (a VTR has 95 columns). */
const LAST_SLOTS = 512;
/** An incomplete record larger than this is re-parsed only when the buffered bytes have doubled. */
const BIG_CARRY = 1 << 20;
/**
 * A header line longer than this is not looked for further: the first MAX_HEADER bytes are taken
 * as the header (a VTR header is ~2.5 KB), so the engine reports NOT_VTR instead of buffering, say,
 * a whole inflated file of zeros (issue #13).
 */
const MAX_HEADER = 1 << 20;
/**
 * An unfinished record (in practice an unterminated quote) is not buffered beyond this: the
 * parser stops with a parse error (memory stays bounded whatever the input).
 */
const MAX_RECORD = 16 << 20;

/**
 * Node's `Buffer.prototype.latin1Slice` (a one-byte string made straight from the bytes, without a
 * view object or a decoder call), or null outside Node (browser Worker: TextDecoder only). Used only
 * on all-ASCII ranges, where Latin-1 and UTF-8 decoding give the same string.
 */
const LATIN1: ((this: Uint8Array, start: number, end: number) => string) | null = (() => {
  const g = globalThis as { Buffer?: { prototype?: { latin1Slice?: unknown } }; process?: { versions?: { node?: string } } };
  const f = g.process?.versions?.node ? g.Buffer?.prototype?.latin1Slice : undefined;
  return typeof f === 'function' ? (f as (this: Uint8Array, start: number, end: number) => string) : null;
})();
/** Ranges up to this many bytes are checked for ASCII and sliced with {@link LATIN1}. */
const FAST_ASCII = 96;

/**
 * The UTF-8 text of bytes `b[s, e)`: identical to `new TextDecoder().decode(b.subarray(s, e))`
 * (invalid sequences become U+FFFD), faster for short ASCII ranges in Node (the fields the engine
 * reads per row: order ids, SKUs, VAT numbers).
 */
export function decodeRange(b: Uint8Array, s: number, e: number): string {
  if (LATIN1 !== null && e - s <= FAST_ASCII) {
    let k = s;
    while (k < e && b[k] < 0x80) k++;
    if (k === e) return LATIN1.call(b, s, e);
  }
  return DEC.decode(b.subarray(s, e));
}

function isWs(b: number): boolean {
  return b === 32 || (b >= 9 && b <= 13);
}

/** Picks the delimiter of a header line: the most frequent of `,` `\t` `;` outside quotes (`,` on ties). */
export function detectDelimiter(line: string): string {
  let comma = 0;
  let tab = 0;
  let semi = 0;
  let inQ = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === QUOTE) inQ = !inQ;
    else if (!inQ) {
      if (c === 44) comma++;
      else if (c === 9) tab++;
      else if (c === 59) semi++;
    }
  }
  if (tab > comma && tab >= semi) return '\t';
  if (semi > comma && semi > tab) return ';';
  return ',';
}

/**
 * Push parser for one table. Call `push(bytes)` for each chunk of UTF-8 bytes (a string is also
 * accepted and encoded, for tests) and `end()` once. Implements {@link RecordView} for the record
 * being delivered.
 */
export class CsvParser implements RecordView {
  n = 0;
  private buf: Uint8Array = EMPTY;
  private work: Uint8Array = EMPTY;
  /** The work buffer as a DataView (4-byte reads in the quoted-field scan). */
  private view = new DataView(new ArrayBuffer(8));
  private wlen = 0;
  private retryAt = 0;
  private starts = new Int32Array(128);
  private ends = new Int32Array(128);
  private esc = new Uint8Array(128);
  private delim = '';
  private dcode = 0;
  private row = 0;
  private stopped = false;
  private headerDone = false;
  private bomDone = false;
  private keys: (string | undefined)[] = new Array<string | undefined>(INTERN_SLOTS);
  private atoms: (string | undefined)[] = new Array<string | undefined>(INTERN_SLOTS);
  /** Two-character ASCII values by `c0 << 7 | c1` (key: upper-cased; atom: as written), made on first use. */
  private keys2: (string | undefined)[] | null = null;
  private atoms2: (string | undefined)[] | null = null;
  /** Length of each slot's value (0 = empty slot) and its bytes at `slot × MAX_INTERN` (keys upper-cased). */
  private keyLens = new Int32Array(INTERN_SLOTS);
  private keyPool = new Uint8Array(INTERN_SLOTS * MAX_INTERN);
  private atomLens = new Int32Array(INTERN_SLOTS);
  private atomPool = new Uint8Array(INTERN_SLOTS * MAX_INTERN);
  /** Slot + 1 of each column's last interned value (`2 × column`: atom, `+1`: key; 0 = none), for {@link intern}'s repeat check. */
  private lastSlot = new Int32Array(LAST_SLOTS);

  constructor(private sink: TableSink) {}

  /** Whether the sink asked to stop or a fatal parse error happened. */
  get isStopped(): boolean {
    return this.stopped;
  }

  /** Feeds a chunk of bytes (or text, encoded as UTF-8); the chunk is copied, not kept. */
  push(chunk: Uint8Array | string): void {
    if (this.stopped) return;
    const bytes = typeof chunk === 'string' ? ENC.encode(chunk) : chunk;
    if (!bytes.length) return;
    // every chunk is appended to the work buffer (after the carried-over unfinished record), so
    // that a sentinel quote can follow the data: the quoted-field scan then needs no bounds check
    const need = this.wlen + bytes.length;
    if (this.work.length < need + 8) {
      const w = new Uint8Array((Math.max(need + 8, this.work.length * 2) + 7) & ~7);
      w.set(this.work.subarray(0, this.wlen));
      this.work = w;
      this.view = new DataView(w.buffer);
    }
    this.work.set(bytes, this.wlen);
    this.wlen = need;
    this.work[need] = QUOTE;
    if (need < this.retryAt) return;
    this.run(this.work, need, false);
  }

  /** Signals the end of the bytes. */
  end(): void {
    if (!this.stopped) this.run(this.work, this.wlen, true);
    this.buf = EMPTY;
    this.work = EMPTY;
    this.wlen = 0;
  }

  // ------------------------------------------------------------------ field access

  /** Field `i` of the current record, exactly as written. */
  get(i: number): string {
    if (i < 0 || i >= this.n) return '';
    const s = this.starts[i];
    const e = this.ends[i];
    if (s === e) return '';
    const v = decodeRange(this.buf, s, e);
    const f = this.esc[i];
    if (f === 0) return v;
    if (f === 1) return v.replace(/""/g, '"');
    return v.replace(/"/g, '');
  }

  /** Whether field `i` is empty after trimming. */
  empty(i: number): boolean {
    if (i < 0 || i >= this.n) return true;
    const b = this.buf;
    let s = this.starts[i];
    const e = this.ends[i];
    while (s < e && isWs(b[s])) s++;
    if (s === e) return true;
    if (b[s] < 0x80) return false;
    return this.get(i).trim() === '';
  }

  /** Field `i` trimmed. */
  text(i: number): string {
    if (i < 0 || i >= this.n) return '';
    if (this.esc[i] !== 0) return this.get(i).trim();
    const b = this.buf;
    let s = this.starts[i];
    let e = this.ends[i];
    while (s < e && isWs(b[s])) s++;
    while (e > s && isWs(b[e - 1])) e--;
    if (s === e) return '';
    const v = decodeRange(b, s, e);
    return b[s] >= 0x80 || b[e - 1] >= 0x80 ? v.trim() : v;
  }

  /** Field `i` trimmed and upper-cased (interned when short ASCII). */
  key(i: number): string {
    return this.intern(i, true);
  }

  /** Field `i` trimmed (interned when short ASCII). */
  atom(i: number): string {
    return this.intern(i, false);
  }

  private intern(i: number, upper: boolean): string {
    if (i < 0 || i >= this.n) return '';
    if (this.esc[i] !== 0) return upper ? this.get(i).trim().toUpperCase() : this.get(i).trim();
    const b = this.buf;
    let s = this.starts[i];
    let e = this.ends[i];
    while (s < e && isWs(b[s])) s++;
    while (e > s && isWs(b[e - 1])) e--;
    const len = e - s;
    if (len === 0) return '';
    if (len > MAX_INTERN) return upper ? this.text(i).toUpperCase() : this.text(i);
    if (len === 2) {
      // two ASCII characters (country codes, the commonest short values): a table by their codes
      let c0 = b[s];
      let c1 = b[s + 1];
      if (c0 < 0x80 && c1 < 0x80) {
        if (upper) {
          if (c0 >= 97 && c0 <= 122) c0 -= 32;
          if (c1 >= 97 && c1 <= 122) c1 -= 32;
        }
        const t = upper ? (this.keys2 ??= new Array<string | undefined>(16384)) : (this.atoms2 ??= new Array<string | undefined>(16384));
        const k = (c0 << 7) | c1;
        let v = t[k];
        if (v === undefined) t[k] = v = String.fromCharCode(c0, c1);
        return v;
      }
    }
    // the table of this accessor: strings by slot, and each slot's bytes (key: upper-cased) in one
    // typed array, so that a comparison reads bytes next to each other, not a string object
    const table = upper ? this.keys : this.atoms;
    const lens = upper ? this.keyLens : this.atomLens;
    const pool = upper ? this.keyPool : this.atomPool;
    // the slot this column's value had last time (most columns repeat: type, currency, countries…):
    // one comparison instead of hashing and probing the table
    const li = i * 2 + (upper ? 1 : 0);
    const ls = li < LAST_SLOTS ? this.lastSlot[li] - 1 : -1;
    if (ls >= 0 && lens[ls] === len && slotHolds(pool, ls * MAX_INTERN, b, s, len, upper)) return table[ls] as string;
    let h = len;
    let lower = false;
    for (let k = s; k < e; k++) {
      let c = b[k];
      if (c >= 0x80) return upper ? this.text(i).toUpperCase() : this.text(i);
      if (upper && c >= 97 && c <= 122) {
        c -= 32;
        lower = true;
      }
      h = Math.imul(h ^ c, 0x01000193);
    }
    const slot = (h ^ (h >>> 15)) & (INTERN_SLOTS - 1);
    const o = slot * MAX_INTERN;
    if (lens[slot] === len && slotHolds(pool, o, b, s, len, upper)) {
      if (li < LAST_SLOTS) this.lastSlot[li] = slot + 1;
      return table[slot] as string;
    }
    let v = decodeRange(b, s, e);
    if (lower) v = v.toUpperCase();
    table[slot] = v;
    lens[slot] = len;
    for (let k = 0; k < len; k++) {
      let c = b[s + k];
      if (upper && c >= 97 && c <= 122) c -= 32;
      pool[o + k] = c;
    }
    if (li < LAST_SLOTS) this.lastSlot[li] = slot + 1;
    return v;
  }

  /** Field `i` as 1/10000 units; NaN when empty or unreadable. */
  units(i: number, comma: boolean): number {
    if (i < 0 || i >= this.n) return Number.NaN;
    const b = this.buf;
    let s = this.starts[i];
    let e = this.ends[i];
    if (this.esc[i] === 0) {
      while (s < e && isWs(b[s])) s++;
      while (e > s && isWs(b[e - 1])) e--;
      if (s === e) return Number.NaN;
      let k = s;
      let neg = false;
      let c = b[k];
      if (c === 45) {
        neg = true;
        k++;
      } else if (c === 43) k++;
      let int = 0;
      let digits = 0;
      for (; k < e; k++) {
        c = b[k];
        if (c < 48 || c > 57) break;
        int = int * 10 + (c - 48);
        digits++;
      }
      let frac = 0;
      let fd = 0;
      if (k < e && (c === 46 || (comma && c === 44))) {
        k++;
        for (; k < e; k++) {
          c = b[k];
          if (c < 48 || c > 57) break;
          if (fd < 4) {
            frac = frac * 10 + (c - 48);
            fd++;
          } else if (fd === 4) {
            if (c >= 53) frac++;
            fd++;
          }
          digits++;
        }
      }
      if (k === e && digits > 0 && digits <= 15) {
        while (fd < 4) {
          frac *= 10;
          fd++;
        }
        const v = int * SCALE + frac;
        return neg ? -v : v;
      }
    }
    const t = this.get(i).trim();
    return t === '' ? Number.NaN : parseUnits(t, comma);
  }

  /** Field `i` as YYYYMMDD; 0 when empty, -1 when unreadable. */
  date(i: number): number {
    if (i < 0 || i >= this.n) return 0;
    const b = this.buf;
    let s = this.starts[i];
    let e = this.ends[i];
    if (this.esc[i] === 0) {
      while (s < e && isWs(b[s])) s++;
      while (e > s && isWs(b[e - 1])) e--;
      if (s === e) return 0;
      const sep = b[s + 2];
      if (e - s === 10 && (sep === 45 || sep === 46 || sep === 47) && b[s + 5] === sep) {
        const d = dig2(b, s);
        const m = dig2(b, s + 3);
        const y1 = dig2(b, s + 6);
        const y2 = dig2(b, s + 8);
        if (d >= 0 && m >= 0 && y1 >= 0 && y2 >= 0) return validDate(y1 * 100 + y2, m, d);
        return -1;
      }
    }
    return parseReportDate(this.get(i).trim());
  }

  /** Field `i` as a number; 0 when empty. */
  num(i: number): number {
    if (i < 0 || i >= this.n) return 0;
    const b = this.buf;
    let s = this.starts[i];
    let e = this.ends[i];
    while (s < e && isWs(b[s])) s++;
    while (e > s && isWs(b[e - 1])) e--;
    if (this.esc[i] === 0 && e - s > 0 && e - s < 10) {
      let v = 0;
      let k = s;
      for (; k < e; k++) {
        const c = b[k];
        if (c < 48 || c > 57) break;
        v = v * 10 + (c - 48);
      }
      if (k === e) return v;
    }
    return Number(this.text(i));
  }

  /** Field `i` as a two-letter code number, or -1. */
  code2(i: number): number {
    if (i < 0 || i >= this.n) return -1;
    const b = this.buf;
    let s = this.starts[i];
    let e = this.ends[i];
    if (e - s !== 2) {
      while (s < e && isWs(b[s])) s++;
      while (e > s && isWs(b[e - 1])) e--;
      if (e - s !== 2 || this.esc[i] !== 0) return -1;
    }
    const x = upperLetter(b[s]);
    const y = upperLetter(b[s + 1]);
    return x < 0 || y < 0 ? -1 : x * 256 + y;
  }

  // ------------------------------------------------------------------ parsing

  private grow(): void {
    const n = this.starts.length * 2;
    const s = new Int32Array(n);
    s.set(this.starts);
    this.starts = s;
    const e = new Int32Array(n);
    e.set(this.ends);
    this.ends = e;
    const q = new Uint8Array(n);
    q.set(this.esc);
    this.esc = q;
  }

  /** Keeps bytes [p, len) of the work buffer for the next chunk. */
  private carry(p: number, len: number): void {
    const rest = len - p;
    if (rest > MAX_RECORD && this.headerDone) {
      this.stopped = true;
      this.wlen = 0;
      this.work = EMPTY;
      this.sink.parseError(this.row + 1);
      return;
    }
    if (p > 0 && rest > 0) this.work.copyWithin(0, p, len);
    this.wlen = rest;
    if (rest < this.work.length) this.work[rest] = QUOTE;
    // a huge unfinished record (e.g. an unterminated quote) is retried only when the buffered bytes doubled
    this.retryAt = rest > BIG_CARRY ? rest * 2 : 0;
  }

  /** Parses work[0, len) (followed by a sentinel quote); keeps the unfinished rest. */
  private run(buf: Uint8Array, len: number, final: boolean): void {
    this.buf = buf;
    let p = 0;
    if (!this.bomDone) {
      if (len < 3 && !final && (len < 1 || buf[0] === 0xef) && (len < 2 || buf[1] === 0xbb)) {
        this.carry(0, len);
        return;
      }
      if (len >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) p = 3;
      this.bomDone = true;
    }
    if (!this.headerDone) {
      for (;;) {
        while (p < len && (buf[p] === LF || buf[p] === CR)) p++;
        let nl = buf.indexOf(LF, p);
        if (nl >= len) nl = -1; // the work buffer holds stale bytes after len
        if (nl === -1 && !final && len - p > MAX_HEADER) {
          // no line end within MAX_HEADER bytes: not a report; its start is the "header"
          const line = DEC.decode(buf.subarray(p, p + MAX_HEADER));
          const d = detectDelimiter(line);
          this.stopped = true;
          this.headerDone = true;
          this.wlen = 0;
          this.work = EMPTY;
          this.sink.header(line.split(d, 200).map((x) => x.trim().slice(0, 64)), d);
          return;
        }
        if (nl === -1 && !final) {
          this.carry(p, len);
          return;
        }
        if (nl === -1) nl = len;
        if (p >= len) {
          this.wlen = 0;
          return;
        }
        const line = DEC.decode(buf.subarray(p, nl));
        if (line.trim()) {
          this.delim = detectDelimiter(line);
          break;
        }
        p = nl;
      }
      this.dcode = this.delim.charCodeAt(0);
      const q = this.parseRecord(buf, p, len, final);
      if (q < 0) {
        if (final) {
          this.stopped = true;
          this.sink.parseError(1);
        } else this.carry(p, len);
        return;
      }
      this.row = 1;
      this.headerDone = true;
      const names: string[] = [];
      for (let i = 0; i < this.n; i++) names.push(this.get(i).trim());
      if (!this.sink.header(names, this.delim)) {
        this.stopped = true;
        return;
      }
      p = q;
    }
    while (p < len) {
      const c = buf[p];
      if (c === LF) {
        this.row++;
        p++;
        continue;
      }
      if (c === CR) {
        if (p + 1 < len) {
          if (buf[p + 1] === LF) {
            this.row++;
            p += 2;
            continue;
          }
        } else if (!final) break;
        else {
          p++;
          continue;
        }
      }
      const q = this.parseRecord(buf, p, len, final);
      if (q < 0) {
        if (final) {
          this.stopped = true;
          this.sink.parseError(this.row + 1);
          return;
        }
        break;
      }
      this.row++;
      if (!this.sink.record(this, this.row)) {
        this.stopped = true;
        return;
      }
      p = q;
    }
    this.carry(p, len);
  }

  /** Parses one record starting at p; returns the position after it, or -1 if incomplete (or an unterminated quote). */
  private parseRecord(b: Uint8Array, p: number, len: number, final: boolean): number {
    const D = this.dcode;
    const V = this.view;
    let st = this.starts;
    let en = this.ends;
    let es = this.esc;
    let n = 0;
    let q = p;
    for (;;) {
      if (n === st.length) {
        this.grow();
        st = this.starts;
        en = this.ends;
        es = this.esc;
      }
      if (q >= len) {
        if (!final) return -1;
        st[n] = q;
        en[n] = q;
        es[n] = 0;
        n++;
        break;
      }
      let c = b[q];
      if (c === QUOTE) {
        const open = q;
        let j = q + 1;
        let esc = 0;
        for (;;) {
          // to the next quote: 4 bytes at a time (SWAR: a word holding a 0x22 byte), the quote's
          // place in the word from its lowest flagged bit (the flag of the first 0x22 byte is exact);
          // stops at the sentinel quote at b[len] at the latest (the buffer has 8 spare bytes)
          for (;;) {
            const w = V.getInt32(j, true) ^ 0x22222222;
            const z = (w - 0x01010101) & ~w & 0x80808080;
            if (z !== 0) {
              // the lowest flagged byte is the first quote (little-endian word)
              j += (31 - Math.clz32(z & -z)) >> 3;
              break;
            }
            const w2 = V.getInt32(j + 4, true) ^ 0x22222222;
            const z2 = (w2 - 0x01010101) & ~w2 & 0x80808080;
            if (z2 !== 0) {
              j += 4 + ((31 - Math.clz32(z2 & -z2)) >> 3);
              break;
            }
            j += 8;
          }
          if (j >= len) return -1;
          if (j + 1 >= len) {
            if (!final) return -1;
            break;
          }
          if (b[j + 1] === QUOTE) {
            esc = 1;
            j += 2;
            continue;
          }
          break;
        }
        st[n] = q + 1;
        en[n] = j;
        es[n] = esc;
        n++;
        q = j + 1;
        if (q >= len) break; // final (else returned above): record ends at the end of the text
        c = b[q];
        if (c === D) {
          q++;
          continue;
        }
        if (c === LF) {
          q++;
          break;
        }
        if (c === CR) {
          if (q + 1 >= len) {
            if (!final) return -1;
            q++;
            break;
          }
          if (b[q + 1] === LF) {
            q += 2;
            break;
          }
        }
        // stray text after a closing quote: the raw field from the opening quote to the next
        // delimiter / line end, quotes removed
        let k = q;
        while (k < len && b[k] !== D && b[k] !== LF) k++;
        if (k >= len && !final) return -1;
        let fe = k;
        if ((k >= len || b[k] === LF) && fe > q && b[fe - 1] === CR) fe--;
        st[n - 1] = open;
        en[n - 1] = fe;
        es[n - 1] = 2;
        if (k >= len) {
          q = len;
          break;
        }
        q = k + 1;
        if (b[k] === LF) break;
        continue;
      }
      let j = q;
      while (j < len) {
        c = b[j];
        if (c === D || c === LF) break;
        j++;
      }
      if (j < len && c === D) {
        st[n] = q;
        en[n] = j;
        es[n] = 0;
        n++;
        q = j + 1;
        continue;
      }
      if (j >= len && !final) return -1;
      let e = j;
      if (e > q && b[e - 1] === CR) e--;
      st[n] = q;
      en[n] = e;
      es[n] = 0;
      n++;
      q = j >= len ? len : j + 1;
      break;
    }
    this.n = n;
    return q;
  }
}

/** Whether the `len` bytes at `pool[o]` are `b[s, s + len)` (upper-cased when `upper`): an interning slot's value. */
function slotHolds(pool: Uint8Array, o: number, b: Uint8Array, s: number, len: number, upper: boolean): boolean {
  for (let k = 0; k < len; k++) {
    let c = b[s + k];
    if (upper && c >= 97 && c <= 122) c -= 32;
    if (pool[o + k] !== c) return false;
  }
  return true;
}

function upperLetter(c: number): number {
  if (c >= 65 && c <= 90) return c;
  if (c >= 97 && c <= 122) return c - 32;
  return -1;
}

function dig2(b: Uint8Array, k: number): number {
  const x = b[k] - 48;
  const y = b[k + 1] - 48;
  return x >= 0 && x <= 9 && y >= 0 && y <= 9 ? x * 10 + y : -1;
}

/** A record over an array of strings (xlsx rows), with the same accessors as the byte parser. */
export class ArrayRecord implements RecordView {
  n = 0;
  private cells: string[] = [];
  /** Points the view at `cells`. */
  set(cells: string[]): this {
    this.cells = cells;
    this.n = cells.length;
    return this;
  }
  /** Field i or ''. */
  get(i: number): string {
    return i >= 0 && i < this.n ? this.cells[i] ?? '' : '';
  }
  /** Whether field i is empty after trimming. */
  empty(i: number): boolean {
    return this.get(i).trim() === '';
  }
  /** Field i trimmed. */
  text(i: number): string {
    return this.get(i).trim();
  }
  /** Field i trimmed and upper-cased. */
  key(i: number): string {
    return this.get(i).trim().toUpperCase();
  }
  /** Field i trimmed. */
  atom(i: number): string {
    return this.get(i).trim();
  }
  /** Field i as 1/10000 units; NaN when empty or unreadable. */
  units(i: number, comma: boolean): number {
    const t = this.get(i).trim();
    return t === '' ? Number.NaN : parseUnits(t, comma);
  }
  /** Field i as YYYYMMDD; 0 when empty, -1 when unreadable. */
  date(i: number): number {
    return parseReportDate(this.get(i).trim());
  }
  /** Field i as a number; 0 when empty. */
  num(i: number): number {
    return Number(this.get(i).trim());
  }
  /** Field i as a two-letter code number, or -1. */
  code2(i: number): number {
    const t = this.get(i).trim();
    if (t.length !== 2) return -1;
    const x = upperLetter(t.charCodeAt(0));
    const y = upperLetter(t.charCodeAt(1));
    return x < 0 || y < 0 ? -1 : x * 256 + y;
  }
}
