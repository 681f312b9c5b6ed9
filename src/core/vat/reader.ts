/**
 * Turns {@link ReportInput}s into tables for the engine: plain text (`.csv`, `.txt`, `.tsv`,
 * streamed chunk by chunk as bytes into the byte-level {@link CsvParser}, which decodes only the
 * fields the engine reads), `.zip` (streamed
 * through fflate's `Unzip`; each csv/txt/xlsx member is its own table named `a.zip/b.csv`) and
 * `.xlsx`/`.xls` (first sheet; read whole with the lazily imported `xlsx` package — the one
 * exception to streaming). Browser-safe: no Node built-ins.
 * Source: vat-engine.md "Input"; issue "Reading".
 */
import { Unzip, UnzipInflate } from 'fflate';
import { ArrayRecord, CsvParser, type TableSink } from './csv';
import type { ReportInput, VatErrorCode } from './types';

/** Default per-file limit: 100 MB (spec §5). */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

/** What the engine provides per table. */
export interface TableHandler extends TableSink {
  /** A file-level error (empty, too large, unreadable, unsupported). */
  fileError(code: VatErrorCode, detail?: string): void;
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

/** Streams UTF-8 bytes into a CsvParser and counts bytes. */
class TextTable {
  parser: CsvParser;
  bytes = 0;
  tooLarge = false;
  constructor(
    public name: string,
    public handler: TableHandler,
    private max: number,
  ) {
    this.parser = new CsvParser(handler);
  }
  push(chunk: Uint8Array): void {
    if (this.tooLarge) return;
    this.bytes += chunk.length;
    if (this.bytes > this.max) {
      this.tooLarge = true;
      this.handler.fileError('TOO_LARGE', `解压后超过 ${Math.round(this.max / 1048576)} MB`);
      return;
    }
    if (!this.parser.isStopped) this.parser.push(chunk);
  }
  end(): void {
    if (this.tooLarge) return;
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

/** Reads the first sheet of an xlsx/xls workbook into a table (cells as text; date cells as DD-MM-YYYY). */
async function readWorkbook(name: string, bytes: Uint8Array, factory: TableFactory): Promise<void> {
  const h = factory(name);
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
      await readWorkbook(input.name, all, factory);
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
  const workbooks: { name: string; parts: Uint8Array[]; size: number; over: boolean }[] = [];
  let current: TextTable | null = null;
  const uz = new Unzip((f) => {
    const base = f.name.split('/').pop() ?? f.name;
    if (f.name.endsWith('/') || f.name.startsWith('__MACOSX') || base.startsWith('.')) return;
    const x = ext(base);
    const full = `${input.name}/${f.name}`;
    if (x === 'csv' || x === 'txt' || x === 'tsv') {
      members++;
      const h = factory(full);
      const t = new TextTable(full, h, max);
      current = t;
      f.ondata = (err, data, final) => {
        if (err) {
          h.fileError('UNREADABLE', err.message);
          return;
        }
        if (data.length) t.push(data);
        if (final) t.end();
      };
      f.start();
    } else if (x === 'xlsx' || x === 'xls') {
      members++;
      const wb = { name: full, parts: [] as Uint8Array[], size: 0, over: false };
      workbooks.push(wb);
      f.ondata = (err, data) => {
        if (err) {
          failure = err.message;
          return;
        }
        wb.size += data.length;
        if (wb.size > max) wb.over = true;
        else wb.parts.push(data);
      };
      f.start();
    }
  });
  uz.register(UnzipInflate);
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
      const h = factory(wb.name);
      h.fileError('TOO_LARGE', '解压后超过上限');
      h.finish(0, null);
      continue;
    }
    const all = new Uint8Array(wb.size);
    let o = 0;
    for (const p of wb.parts) {
      all.set(p, o);
      o += p.length;
    }
    await readWorkbook(wb.name, all, factory);
  }
  if (failure && !members) throw new Error(failure);
  if (!members) {
    const h = factory(input.name);
    h.fileError('UNSUPPORTED_FILE', '压缩包内没有 .csv、.txt 或 .xlsx 文件');
    h.finish(0, null);
  }
}
