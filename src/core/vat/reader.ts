/**
 * Turns {@link ReportInput}s into tables for the engine: plain text (`.csv`, `.txt`, `.tsv`,
 * streamed chunk by chunk as bytes into the byte-level {@link CsvParser}, which decodes only the
 * fields the engine reads), `.zip` (streamed
 * through fflate's `Unzip`; each csv/txt/xlsx member is its own table named `a.zip/b.csv`) and
 * `.xlsx`/`.xls` (first sheet; read whole with the lazily imported `xlsx` package — the one
 * exception to streaming). Browser-safe: no Node built-ins.
 *
 * Archives are inflated under a bound (zip bombs, issue #13): every entry is inflated through
 * {@link BoundedInflate}, which hands the inflater at most {@link INFLATE_STEP} compressed bytes
 * at a time (DEFLATE expands at most about 1032:1, so one step yields at most ~8.5 MB) and stops
 * inflating an entry as soon as its output passes the per-file limit (100 MB) — whatever its
 * header declares; an entry whose header already declares more is refused without inflating it.
 * An archive's entries together may inflate to at most {@link MAX_ARCHIVE_FACTOR} × the limit.
 * Workbooks (`.xlsx`, itself a zip) are measured the same way before SheetJS sees them. Memory
 * stays bounded (< 256 MB) for any archive.
 * Source: vat-engine.md "Input"; issue "Reading"; issue #13 (zip archives inflated under a bound).
 */
import { Inflate, Unzip, type UnzipDecoder, type UnzipFile } from 'fflate';
import { ArrayRecord, CsvParser, type TableSink } from './csv';
import type { ReportInput, VatErrorCode } from './types';

/** Default per-file limit: 100 MB (spec §5). */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

/** Compressed bytes handed to the inflater at a time (≤ ~8.5 MB of output per step at DEFLATE's maximum ratio). */
export const INFLATE_STEP = 8192;

/** The entries of one archive may inflate to at most this many times the per-file limit in total. */
export const MAX_ARCHIVE_FACTOR = 10;

/** What the engine provides per table. */
export interface TableHandler extends TableSink {
  /** A file-level error (empty, too large, unreadable, unsupported); `message` replaces the standard Chinese text. */
  fileError(code: VatErrorCode, detail?: string, message?: string): void;
  /** End of the table; `bytes` = bytes of this table (uncompressed). */
  finish(bytes: number, delimiter: string | null): void;
  /** Data rows read so far (for progress). */
  rows(): number;
}

/** Opens a handler for a table named `name`. */
export type TableFactory = (name: string) => TableHandler;

/** Options of {@link readInput}. */
export interface ReadOptions {
  maxBytes?: number;
  onProgress?(p: { file: string; bytesRead: number; bytesTotal: number; rows: number }): void;
}

const PROGRESS_STEP = 1 << 18;

function ext(name: string): string {
  const m = /\.([a-z0-9]+)$/i.exec(name);
  return m ? m[1].toLowerCase() : '';
}

function mbOf(bytes: number): string {
  return `${Math.round(bytes / 1048576)} MB`;
}

/** The Chinese message of an archive entry over the limit (issue #13). */
export function entryTooLargeMessage(archive: string, entry: string, max: number, declared?: number): string {
  const base = entry.split('/').pop() || entry;
  return declared !== undefined
    ? `压缩包 ${archive} 中的文件 ${base} 解压后为 ${(declared / 1048576).toFixed(1)} MB，超过 ${mbOf(max)} 上限，请解压后分开上传`
    : `压缩包 ${archive} 中的文件 ${base} 解压后超过 ${mbOf(max)} 上限，请解压后分开上传`;
}

/** Streams UTF-8 bytes into a CsvParser and counts bytes. */
class TextTable {
  parser: CsvParser;
  bytes = 0;
  tooLarge = false;
  private ended = false;
  constructor(
    public name: string,
    public handler: TableHandler,
    private max: number,
    /** For a zip member: the archive's name (the too-large message names both). */
    private archive?: string,
  ) {
    this.parser = new CsvParser(handler);
  }
  push(chunk: Uint8Array): void {
    if (this.tooLarge || this.ended) return;
    this.bytes += chunk.length;
    if (this.bytes > this.max) {
      this.refuse();
      return;
    }
    if (!this.parser.isStopped) this.parser.push(chunk);
  }
  /** Marks the table too large (once): rows read so far stay (the engine warns that the file is incomplete). */
  refuse(declared?: number): void {
    if (this.tooLarge || this.ended) return;
    this.tooLarge = true;
    const entry = this.archive ? this.name.slice(this.archive.length + 1) : this.name;
    this.handler.fileError(
      'TOO_LARGE',
      `解压后超过 ${mbOf(this.max)}`,
      this.archive ? entryTooLargeMessage(this.archive, entry, this.max, declared) : undefined,
    );
  }
  end(): void {
    if (this.tooLarge || this.ended) return;
    this.ended = true;
    this.parser.end();
    this.handler.finish(this.bytes, null);
  }
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * Loads the `xlsx` package on demand (a separate chunk in the browser bundle). Where dynamic
 * import is unavailable (jest's CommonJS VM) falls back to the module's own `require`, hidden from
 * bundlers so they keep the lazy chunk.
 */
async function loadXlsx(): Promise<typeof import('xlsx')> {
  try {
    return await import('xlsx');
  } catch (e) {
    // eslint-disable-next-line no-eval
    const req = eval('typeof require === "function" ? require : undefined') as ((m: string) => unknown) | undefined;
    if (req) return req('xlsx') as typeof import('xlsx');
    throw e;
  }
}

/**
 * Reads the first sheet of an xlsx/xls workbook into a table (cells as text; date cells as
 * DD-MM-YYYY). An xlsx whose parts inflate to more than `max` (one part or all together) is
 * refused before SheetJS inflates it whole (TOO_LARGE: save it as CSV instead).
 */
async function readWorkbook(name: string, bytes: Uint8Array, factory: TableFactory, max: number): Promise<void> {
  const h = factory(name);
  if (isZip(bytes)) {
    const over = measureZip(bytes, max);
    if (over) {
      h.fileError('TOO_LARGE', '解压后超过上限', `Excel 文件 ${name} 解压后超过 ${mbOf(max)} 上限（${over}）：请另存为 CSV（逗号分隔）后上传`);
      h.finish(0, null);
      return;
    }
  }
  let XLSX: typeof import('xlsx');
  try {
    XLSX = await loadXlsx();
  } catch (e) {
    h.fileError('UNREADABLE', `无法加载 Excel 读取组件（${(e as Error).message}）`);
    h.finish(bytes.length, null);
    return;
  }
  let rows: unknown[][];
  try {
    const wb = XLSX.read(bytes, { type: 'array', cellDates: false, cellText: false, cellNF: true, sheets: 0 });
    const ws = wb.Sheets[wb.SheetNames[0]];
    if (!ws) throw new Error('没有工作表');
    const ref = ws['!ref'];
    rows = [];
    if (ref) {
      const range = XLSX.utils.decode_range(ref);
      for (let r = range.s.r; r <= range.e.r; r++) {
        const out: string[] = [];
        for (let c = range.s.c; c <= range.e.c; c++) {
          const cell = ws[XLSX.utils.encode_cell({ r, c })] as { t: string; v: unknown; z?: string } | undefined;
          if (!cell || cell.v === undefined || cell.v === null) {
            out.push('');
            continue;
          }
          if (cell.t === 'n' && typeof cell.v === 'number') {
            if (cell.z && XLSX.SSF.is_date(cell.z)) {
              const d = XLSX.SSF.parse_date_code(cell.v);
              out.push(`${pad2(d.d)}-${pad2(d.m)}-${d.y}`);
            } else out.push(String(cell.v));
          } else if (cell.t === 'd' && cell.v instanceof Date) {
            const d = cell.v;
            out.push(`${pad2(d.getUTCDate())}-${pad2(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`);
          } else out.push(String(cell.v));
        }
        rows.push(out);
      }
    }
  } catch (e) {
    h.fileError('UNREADABLE', `Excel 文件损坏或格式不正确（${(e as Error).message}）`);
    h.finish(bytes.length, null);
    return;
  }
  // drop fully empty leading rows
  while (rows.length && (rows[0] as string[]).every((c) => c === '')) rows.shift();
  if (!rows.length) {
    h.finish(0, null);
    return;
  }
  const header = (rows[0] as string[]).map((s) => s.replace(/^\uFEFF/, '').trim());
  while (header.length && header[header.length - 1] === '') header.pop();
  if (h.header(header, 'xlsx')) {
    const rec = new ArrayRecord();
    for (let i = 1; i < rows.length; i++) {
      const cells = rows[i] as string[];
      if (cells.every((c) => c === '')) continue;
      if (!h.record(rec.set(cells), i + 1)) break;
    }
  }
  h.finish(bytes.length, 'xlsx');
}

function isZip(b: Uint8Array): boolean {
  return b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && (b[2] === 3 || b[2] === 5) && (b[3] === 4 || b[3] === 6);
}
function isOle(b: Uint8Array): boolean {
  return b.length >= 4 && b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;
}

async function collect(first: Uint8Array, it: AsyncIterator<Uint8Array>, max: number): Promise<Uint8Array | null> {
  const parts: Uint8Array[] = [first];
  let total = first.length;
  for (;;) {
    const r = await it.next();
    if (r.done) break;
    total += r.value.length;
    if (total > max) return null;
    parts.push(r.value);
  }
  const out = new Uint8Array(total);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/**
 * Reads one input, creating one table per readable file (a zip gives one per member).
 * Never throws for bad content: errors go to the handlers (`fileError`).
 */
export async function readInput(input: ReportInput, factory: TableFactory, opts: ReadOptions = {}): Promise<void> {
  const max = opts.maxBytes ?? MAX_FILE_BYTES;
  const e = ext(input.name);
  if (input.size > max) {
    const h = factory(input.name);
    h.fileError('TOO_LARGE', `${(input.size / 1048576).toFixed(1)} MB`);
    h.finish(0, null);
    return;
  }
  const it = input.chunks()[Symbol.asyncIterator]();
  let bytesRead = 0;
  let nextReport = PROGRESS_STEP;
  let rowsOf: () => number = () => 0;
  const report = (force = false): void => {
    if (!opts.onProgress) return;
    if (force || bytesRead >= nextReport) {
      nextReport = bytesRead + PROGRESS_STEP;
      opts.onProgress({ file: input.name, bytesRead, bytesTotal: input.size, rows: rowsOf() });
    }
  };
  let first: Uint8Array | undefined;
  try {
    // first non-empty chunk decides the kind
    for (;;) {
      const r = await it.next();
      if (r.done) break;
      if (r.value.length) {
        first = r.value;
        break;
      }
    }
  } catch (err) {
    const h = factory(input.name);
    h.fileError('UNREADABLE', (err as Error).message);
    h.finish(0, null);
    return;
  }
  if (!first) {
    const h = factory(input.name);
    h.fileError('EMPTY_FILE');
    h.finish(0, null);
    return;
  }
  bytesRead = first.length;

  try {
    if (isOle(first) || (isZip(first) && (e === 'xlsx' || e === 'xlsm' || e === 'xls'))) {
      const all = await collect(first, it, max);
      if (!all) {
        const h = factory(input.name);
        h.fileError('TOO_LARGE');
        h.finish(0, null);
        return;
      }
      bytesRead = all.length;
      await readWorkbook(input.name, all, factory, max);
      report(true);
      return;
    }
    if (isZip(first)) {
      await readZip(input, first, it, factory, max, (n, rows) => {
        bytesRead = n;
        rowsOf = rows;
        report();
      });
      report(true);
      return;
    }
    if (e === 'xlsx' || e === 'xls' || e === 'pdf' || e === 'doc' || e === 'docx') {
      const h = factory(input.name);
      h.fileError(e === 'xlsx' || e === 'xls' ? 'UNREADABLE' : 'UNSUPPORTED_FILE', e === 'xlsx' || e === 'xls' ? 'Excel 文件损坏或格式不正确' : undefined);
      h.finish(0, null);
      return;
    }
    const h = factory(input.name);
    const t = new TextTable(input.name, h, max);
    rowsOf = () => h.rows();
    t.push(first);
    report();
    for (;;) {
      const r = await it.next();
      if (r.done) break;
      bytesRead += r.value.length;
      t.push(r.value);
      if (t.tooLarge) break;
      report();
    }
    t.end();
    report(true);
  } catch (err) {
    const h = factory(input.name);
    h.fileError('UNREADABLE', (err as Error).message);
    h.finish(0, null);
  }
}

/** Shared by an archive entry's decoder and its handler: `stop` makes the decoder drop the entry's remaining data uninflated. */
interface EntryState {
  stop: boolean;
}

/**
 * Decoders for fflate's `Unzip` (stored = 0, deflated = 8) that never produce more than one
 * step's output at a time and drop an entry's data once its state says `stop`. Each decoder takes
 * its {@link EntryState} from `take()` when fflate constructs it (synchronously, in `file.start()`).
 */
function boundedDecoders(take: () => EntryState): { Inflated: new (name: string) => UnzipDecoder; Stored: new (name: string) => UnzipDecoder } {
  class BoundedInflate implements UnzipDecoder {
    static compression = 8;
    ondata: UnzipDecoder['ondata'] = () => undefined;
    private st = take();
    private inf = new Inflate((data, final) => this.ondata(null, data, final));
    push(data: Uint8Array, final: boolean): void {
      const st = this.st;
      if (st.stop) return;
      try {
        if (!data.length) {
          this.inf.push(data, final);
          return;
        }
        // at most INFLATE_STEP compressed bytes per inflate call: output ≤ ~8.5 MB per call
        for (let o = 0; o < data.length && !st.stop; o += INFLATE_STEP) {
          const e = Math.min(data.length, o + INFLATE_STEP);
          this.inf.push(data.subarray(o, e), final && e === data.length);
        }
      } catch (err) {
        st.stop = true;
        this.ondata(err as Parameters<UnzipDecoder["ondata"]>[0], new Uint8Array(0), true);
      }
    }
  }
  class BoundedStored implements UnzipDecoder {
    static compression = 0;
    ondata: UnzipDecoder['ondata'] = () => undefined;
    private st = take();
    push(data: Uint8Array, final: boolean): void {
      if (this.st.stop) return;
      if (!data.length) {
        this.ondata(null, data, final);
        return;
      }
      for (let o = 0; o < data.length && !this.st.stop; o += 1 << 20) {
        const e = Math.min(data.length, o + (1 << 20));
        this.ondata(null, data.subarray(o, e), final && e === data.length);
      }
    }
  }
  return { Inflated: BoundedInflate, Stored: BoundedStored };
}

/** `file.start()`, which throws for an unknown compression method (fflate 0.8 reports it and then constructs `undefined`). */
function startEntry(f: UnzipFile): void {
  try {
    f.start();
  } catch {
    // reported through f.ondata already (unknown compression type)
  }
}

/**
 * Measures a workbook (an xlsx is a zip) under the bound before SheetJS inflates it whole:
 * returns the first entry whose inflated size passes `max`, or `'(合计)'` when all entries
 * together do, or null when it fits. Inflates in bounded steps and keeps no output.
 */
export function measureZip(bytes: Uint8Array, max: number): string | null {
  let pending: EntryState | null = null;
  const all: EntryState[] = [];
  const { Inflated, Stored } = boundedDecoders(() => {
    const s = pending ?? { stop: true };
    pending = null;
    return s;
  });
  let total = 0;
  let over: string | null = null;
  const stopAll = (why: string): void => {
    if (!over) over = why;
    for (const s of all) s.stop = true;
  };
  const uz = new Unzip((f) => {
    const st: EntryState = { stop: over !== null };
    all.push(st);
    if (f.originalSize !== undefined && f.originalSize > max) stopAll(f.name);
    let n = 0;
    f.ondata = (err, data) => {
      if (err || !data) {
        st.stop = true;
        return;
      }
      n += data.length;
      total += data.length;
      if (n > max) stopAll(f.name);
      else if (total > max) stopAll('(合计)');
    };
    pending = st;
    startEntry(f);
  });
  uz.register(Inflated as unknown as Parameters<Unzip['register']>[0]);
  uz.register(Stored as unknown as Parameters<Unzip['register']>[0]);
  try {
    for (let o = 0; o < bytes.length && !over; o += 1 << 20) uz.push(bytes.subarray(o, Math.min(bytes.length, o + (1 << 20))), false);
  } catch {
    return over; // damaged: SheetJS reports it
  }
  return over;
}

async function readZip(
  input: ReportInput,
  first: Uint8Array,
  it: AsyncIterator<Uint8Array>,
  factory: TableFactory,
  max: number,
  progress: (bytes: number, rows: () => number) => void,
): Promise<void> {
  let members = 0;
  let failure: string | null = null;
  const workbooks: { name: string; parts: Uint8Array[]; size: number; over: boolean; declared?: number }[] = [];
  let current: TextTable | null = null;
  const archiveMax = MAX_ARCHIVE_FACTOR * max;
  let total = 0; // inflated bytes of all entries
  let pending: EntryState | null = null;
  const { Inflated, Stored } = boundedDecoders(() => {
    const st = pending ?? { stop: true };
    pending = null;
    return st;
  });
  const refuse = (full: string, message: string): void => {
    const h = factory(full);
    h.fileError('TOO_LARGE', '解压后超过上限', message);
    h.finish(0, null);
  };
  const uz = new Unzip((f) => {
    const st: EntryState = { stop: false };
    const base = f.name.split('/').pop() ?? f.name;
    const x = ext(base);
    const full = `${input.name}/${f.name}`;
    const wanted = !(f.name.endsWith('/') || f.name.startsWith('__MACOSX') || base.startsWith('.')) && ['csv', 'txt', 'tsv', 'xlsx', 'xls'].includes(x);
    if (!wanted) {
      // other members are dropped uninflated (started, so fflate buffers none of their bytes)
      st.stop = true;
      f.ondata = () => undefined;
    } else if (f.originalSize !== undefined && f.originalSize > max) {
      // the header declares too much: refused without inflating
      members++;
      st.stop = true;
      f.ondata = () => undefined;
      refuse(full, entryTooLargeMessage(input.name, f.name, max, f.originalSize));
    } else if (total > archiveMax) {
      members++;
      st.stop = true;
      f.ondata = () => undefined;
      refuse(full, `压缩包 ${input.name} 解压后合计超过 ${mbOf(archiveMax)} 上限：其中的文件 ${base} 未读取，请分开上传`);
    } else if (x === 'csv' || x === 'txt' || x === 'tsv') {
      members++;
      const h = factory(full);
      const t = new TextTable(full, h, max, input.name);
      current = t;
      f.ondata = (err, data, final) => {
        if (err) {
          st.stop = true;
          h.fileError('UNREADABLE', err.message);
          return;
        }
        total += data.length;
        if (data.length) t.push(data);
        // the actual size counts, whatever the header said
        if (t.tooLarge) st.stop = true;
        else if (final) t.end();
      };
    } else {
      members++;
      const wb = { name: full, parts: [] as Uint8Array[], size: 0, over: false };
      workbooks.push(wb);
      f.ondata = (err, data) => {
        if (err) {
          st.stop = true;
          failure = err.message;
          return;
        }
        total += data.length;
        wb.size += data.length;
        if (wb.size > max) {
          wb.over = true;
          wb.parts = [];
          st.stop = true;
        } else wb.parts.push(data);
      };
    }
    pending = st;
    startEntry(f);
  });
  uz.register(Inflated as unknown as Parameters<Unzip['register']>[0]);
  uz.register(Stored as unknown as Parameters<Unzip['register']>[0]);
  let read = first.length;
  const rows = (): number => (current ? current.handler.rows() : 0);
  uz.push(first, false);
  progress(read, rows);
  for (;;) {
    const r = await it.next();
    if (r.done) break;
    read += r.value.length;
    uz.push(r.value, false);
    progress(read, rows);
  }
  uz.push(new Uint8Array(0), true);
  for (const wb of workbooks) {
    if (wb.over) {
      refuse(wb.name, entryTooLargeMessage(input.name, wb.name.slice(input.name.length + 1), max));
      continue;
    }
    const all = new Uint8Array(wb.size);
    let o = 0;
    for (const p of wb.parts) {
      all.set(p, o);
      o += p.length;
    }
    wb.parts = [];
    await readWorkbook(wb.name, all, factory, max);
  }
  if (failure && !members) throw new Error(failure);
  if (!members) {
    const h = factory(input.name);
    h.fileError('UNSUPPORTED_FILE', '压缩包内没有 .csv、.txt 或 .xlsx 文件');
    h.finish(0, null);
  }
}
