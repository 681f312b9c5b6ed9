/**
 * Streaming delimited-text parser (hand-written state machine over decoded chunks).
 *
 * - Text arrives in pieces (`push`), never as one whole-file string; only the unfinished last
 *   record is carried over to the next piece.
 * - Delimiter detected from the header line (`,`, tab or `;`, whichever occurs most outside quotes).
 * - UTF-8 BOM stripped; CRLF / LF; RFC 4180 quotes (`""` inside quotes, delimiters and newlines inside
 *   quoted fields); ragged rows allowed (missing trailing fields read as empty).
 * - Fields are not materialised: a record exposes `get(i)`, which slices only the columns the engine
 *   asks for (the VTR has 95 columns, the engine reads about 35).
 * Source: vat-engine.md "Input", vtr_value_domains.md "File / encoding".
 */

/** A parsed record: `n` fields; `get(i)` returns field i ('' when absent or i < 0). Valid only during the callback. */
export interface RecordView {
  readonly n: number;
  get(i: number): string;
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

/** Push parser for one table. Call `push(text)` for each decoded piece and `end()` once. */
export class CsvParser implements RecordView {
  n = 0;
  private buf = '';
  private starts = new Int32Array(128);
  private ends = new Int32Array(128);
  private esc = new Uint8Array(128);
  private delim = '';
  private dcode = 0;
  private row = 0;
  private stopped = false;
  private headerDone = false;

  constructor(private sink: TableSink) {}

  /** Field `i` of the current record. */
  get(i: number): string {
    if (i < 0 || i >= this.n) return '';
    const s = this.starts[i];
    const e = this.ends[i];
    if (s === e) return '';
    const v = this.buf.slice(s, e);
    const f = this.esc[i];
    if (f === 0) return v;
    if (f === 1) return v.replace(/""/g, '"');
    return v.replace(/"/g, '');
  }

  /** Feeds a decoded piece of text. */
  push(text: string): void {
    if (this.stopped) return;
    this.buf = this.buf.length ? this.buf + text : text;
    this.run(false);
  }

  /** Signals the end of the text. */
  end(): void {
    if (this.stopped) return;
    this.run(true);
    this.buf = '';
  }

  /** Whether the sink asked to stop or a fatal parse error happened. */
  get isStopped(): boolean {
    return this.stopped;
  }

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

  private run(final: boolean): void {
    let s = this.buf;
    let p = 0;
    if (!this.headerDone) {
      if (s.charCodeAt(0) === 0xfeff) {
        s = s.slice(1);
        this.buf = s;
      }
      // skip leading blank lines
      while (p < s.length && (s.charCodeAt(p) === LF || s.charCodeAt(p) === CR)) p++;
      const nl = s.indexOf('\n', p);
      if (nl === -1 && !final) return;
      const line = s.slice(p, nl === -1 ? s.length : nl);
      if (!line.trim()) {
        this.buf = '';
        return;
      }
      this.delim = detectDelimiter(line);
      this.dcode = this.delim.charCodeAt(0);
      const q = this.parseRecord(s, p, final);
      if (q < 0) {
        if (final) {
          this.stopped = true;
          this.sink.parseError(1);
        }
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
    const len = s.length;
    while (p < len) {
      const c = s.charCodeAt(p);
      if (c === LF) {
        this.row++;
        p++;
        continue;
      }
      if (c === CR) {
        if (p + 1 < len) {
          if (s.charCodeAt(p + 1) === LF) {
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
      const q = this.parseRecord(s, p, final);
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
    this.buf = p >= len ? '' : s.slice(p);
  }

  /** Parses one record starting at p; returns the position after it, or -1 if incomplete. */
  private parseRecord(s: string, p: number, final: boolean): number {
    const len = s.length;
    const D = this.dcode;
    const delim = this.delim;
    let n = 0;
    let q = p;
    let nl = s.indexOf('\n', p);
    for (;;) {
      if (n === this.starts.length) this.grow();
      const c = s.charCodeAt(q);
      if (c === QUOTE) {
        const fieldStart = q;
        let j = q + 1;
        let esc = 0;
        for (;;) {
          j = s.indexOf('"', j);
          if (j === -1) return -1;
          if (j + 1 >= len && !final) return -1;
          if (s.charCodeAt(j + 1) === QUOTE) {
            esc = 1;
            j += 2;
            continue;
          }
          break;
        }
        this.starts[n] = q + 1;
        this.ends[n] = j;
        this.esc[n] = esc;
        n++;
        q = j + 1;
        let d = s.charCodeAt(q);
        if (d === D) {
          q++;
          continue;
        }
        if (q >= len) {
          if (!final) return -1;
          break;
        }
        if (d === CR) {
          if (q + 1 >= len && !final) return -1;
          q++;
          d = s.charCodeAt(q);
          if (q >= len) break;
        }
        if (d === LF) {
          q++;
          break;
        }
        // stray text after a closing quote: take the raw field up to the next delimiter / line end
        if (nl !== -1 && nl < q) nl = s.indexOf('\n', q);
        if (nl === -1 && !final) return -1;
        const lineEnd = nl === -1 ? len : nl;
        let k = s.indexOf(delim, q);
        if (k === -1 || k > lineEnd) k = lineEnd;
        let e = k;
        if (e === lineEnd && e > q && s.charCodeAt(e - 1) === CR) e--;
        this.starts[n - 1] = fieldStart;
        this.ends[n - 1] = e;
        this.esc[n - 1] = 2;
        if (k === lineEnd) {
          q = nl === -1 ? len : nl + 1;
          break;
        }
        q = k + 1;
        continue;
      }
      if (nl !== -1 && nl < q) nl = s.indexOf('\n', q);
      const lineEnd = nl === -1 ? len : nl;
      const j = s.indexOf(delim, q);
      if (j === -1 || j > lineEnd) {
        if (nl === -1 && !final) return -1;
        let e = lineEnd;
        if (e > q && s.charCodeAt(e - 1) === CR) e--;
        this.starts[n] = q;
        this.ends[n] = e;
        this.esc[n] = 0;
        n++;
        q = nl === -1 ? len : nl + 1;
        break;
      }
      this.starts[n] = q;
      this.ends[n] = j;
      this.esc[n] = 0;
      n++;
      q = j + 1;
    }
    this.n = n;
    return q;
  }
}

/** A record over an array of strings (xlsx rows). */
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
}
