/**
 * Turns {@link ReportInput}s into tables for the engine: plain text (`.csv`, `.txt`, `.tsv`,
 * streamed chunk by chunk as bytes into the byte-level {@link CsvParser}, which decodes only the
 * fields the engine reads), `.zip` (read by its central directory, see zip.ts; each csv/txt/xlsx
 * member is its own table named `a.zip/b.csv`) and `.xlsx`/`.xls` (first sheet; read whole with the
 * lazily imported `xlsx` package — the one exception to streaming). Browser-safe: no Node built-ins.
 *
 * A damaged file contributes nothing (issue #19): before any row reaches the engine,
 * - a zip is checked whole: its end record must be there (else it was cut off), and every report
 *   member is inflated once and must give the directory's size and CRC-32 — a member cut short, one
 *   fflate cannot inflate, a CRC mismatch, an encrypted member or an unknown compression method makes
 *   the whole archive unreadable (one UNREADABLE error naming the archive and the member). Members up
 *   to {@link KEEP_BYTES} in all are kept from that pass; larger archives are inflated a second time
 *   to be read (memory stays bounded);
 * - a workbook (an xlsx is a zip) is checked the same way before SheetJS sees it;
 * - a text file's end is looked at first ({@link ReportInput.slice}): when its last line has no line
 *   end and either an odd number of quotes or fewer fields than the header, the file is parsed
 *   without handing rows over, and if the parser confirms it (unterminated quote, or a last record
 *   short of fields) the file is refused whole with a Chinese message naming the row.
 * Every message is Chinese, whatever fflate or SheetJS threw ({@link readFailureMessage}).
 *
 * Archives are inflated under a bound (zip bombs, issue #13): every entry is inflated in steps of
 * at most {@link INFLATE_STEP} compressed bytes (DEFLATE expands at most about 1032:1, so one step
 * yields at most ~8.5 MB) and stops as soon as its output passes the per-file limit (100 MB) —
 * whatever its header declares; an entry whose local header already declares more is refused without
 * inflating it. An archive's entries together may inflate to at most {@link MAX_ARCHIVE_FACTOR} × the
 * limit. An entry over a limit is refused whole (TOO_LARGE): none of its rows is read. Memory stays
 * bounded (< 256 MB) for any archive.
 * Source: vat-engine.md "Input"; issue "Reading"; issue #13 (zip archives inflated under a bound);
 * issue #19 (damaged files); PKWARE APPNOTE.TXT (zip format).
 */
import { ArrayRecord, CsvParser, detectDelimiter, type RecordView, type TableSink } from './csv';
import type { ReportInput, VatErrorCode } from './types';
import {
  EntryCheck,
  EntryInflater,
  entryRefusal,
  readRange,
  walkZip,
  zipDirectory,
  zipProblemMessage,
  type ZipEntry,
  type ZipProblem,
} from './zip';

export { INFLATE_STEP } from './zip';


/** Inflated bytes of an archive's report members kept from the checking pass (above this they are inflated again to be read). */
export const KEEP_BYTES = 16 * 1024 * 1024;

/** Bytes at the end of a text file looked at for a cut last line. */
const TAIL_BYTES = 65536;

/** Default per-file limit: 100 MB (spec §5). */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

/** The entries of one archive may inflate to at most this many times the per-file limit in total. */
const MAX_ARCHIVE_FACTOR = 10;

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
type TableFactory = (name: string) => TableHandler;

/** Options of {@link readInput}. */
interface ReadOptions {
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
function entryTooLargeMessage(archive: string, entry: string, max: number, declared?: number): string {
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
  /** Marks the table too large (once): rows read so far stay (the engine warns that the file is incomplete; zip members never get here: they are measured before they are read). */
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
    const c = await checkWorkbookZip(bytes, max);
    if (c && 'over' in c) {
      h.fileError('TOO_LARGE', '解压后超过上限', `Excel 文件 ${name} 解压后超过 ${mbOf(max)} 上限（${c.over}）：请另存为 CSV（逗号分隔）后上传`);
      h.finish(0, null);
      return;
    }
    if (c) {
      h.fileError('UNREADABLE', undefined, zipProblemMessage(`Excel 文件 ${name}`, c.problem, false));
      h.finish(0, null);
      return;
    }
  }
  let XLSX: typeof import('xlsx');
  try {
    XLSX = await loadXlsx();
  } catch (e) {
    // the chunk loader failed: the seller gets this Chinese reason with what to do
    h.fileError('UNREADABLE', undefined, `文件 ${name} 无法读取：Excel 读取组件加载失败（可能是网络中断），请刷新页面后重试，或另存为 CSV 后上传`);
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
    h.fileError('UNREADABLE', undefined, workbookFailureMessage(name, e));
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
 * The Chinese message of a workbook SheetJS could not read: encrypted (password), else damaged or
 * not an Excel file. SheetJS's own (English) text is never shown.
 */
export function workbookFailureMessage(name: string, err: unknown): string {
  const m = String((err as Error)?.message ?? err);
  if (/password|encrypt/i.test(m)) return `Excel 文件 ${name} 已加密（设有密码），无法读取：请在 Excel 中取消密码后另存，再上传`;
  return `Excel 文件 ${name} 已损坏或不是有效的 Excel 文件，无法读取：请在 Excel 中打开后另存为 .xlsx 或 CSV（逗号分隔），再上传`;
}

/**
 * The Chinese message of a file that failed while being read (the source's stream broke, or a
 * library threw): never the library's English text. A failure fflate or SheetJS reports about the
 * data is named as damage; others as a read failure.
 */
export function readFailureMessage(name: string, err: unknown): string {
  const m = String((err as Error)?.message ?? err);
  if (/unexpected EOF|invalid zip|invalid (block|length|distance)|stream finish/i.test(m)) {
    return `文件 ${name} 数据已损坏或不完整，无法读取：整个文件未计入，请重新下载完整的文件后上传`;
  }
  return `文件 ${name} 读取失败（文件可能已被移动、修改或损坏）：请重新选择文件后上传`;
}

/**
 * Checks a workbook's zip before SheetJS inflates it whole: every part is inflated in bounded
 * steps (no output kept) and must give the directory's size and CRC-32. Returns the first part
 * whose inflated size passes `max` (or `'(合计)'` when all together do) as `over`, the problem of
 * a damaged or cut workbook, or null when it is sound.
 */
async function checkWorkbookZip(bytes: Uint8Array, max: number): Promise<{ over: string } | { problem: ZipProblem } | null> {
  const input: ReportInput = { name: 'workbook', size: bytes.length, chunks: async function* () { yield bytes; }, slice: async (a, b) => bytes.subarray(a, b) };
  const dir = await zipDirectory(input);
  if ('problem' in dir) return { problem: dir.problem };
  let total = 0;
  let over: string | null = null;
  let problem: ZipProblem | null = null;
  const checks: EntryCheck[] = [];
  const walked = await walkZip(input, dir.entries, (e, local) => {
    if (over || problem) return null;
    if (local.declared !== undefined && local.declared > max) {
      over = e.name;
      return null;
    }
    problem = entryRefusal(e, local);
    if (problem) return null;
    const c = new EntryCheck(e, max, (d) => {
      total += d.length;
      if (total > max && !over) {
        over = '(合计)';
        c.inflater.stop = true;
      }
    });
    checks.push(c);
    return {
      data: (d) => c.inflater.data(d),
      end: () => {
        c.inflater.end();
        if (c.over && !over) over = e.name;
        if (!over && !problem) problem = c.problem();
      },
    };
  });
  if (over) return { over };
  if (problem) return { problem };
  if (walked) return { problem: walked };
  return null;
}

/**
 * Reads one input, creating one table per readable file (a zip gives one per member).
 * Never throws for bad content: errors go to the handlers (`fileError`), in Chinese.
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
  let it = input.chunks()[Symbol.asyncIterator]();
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
  const unreadable = (err: unknown): void => {
    const h = factory(input.name);
    h.fileError('UNREADABLE', undefined, readFailureMessage(input.name, err));
    h.finish(0, null);
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
    unreadable(err);
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
      await it.return?.();
      await readZip(input, factory, max, (n, rows) => {
        bytesRead = n;
        rowsOf = rows;
        report();
      });
      report(true);
      return;
    }
    if (e === 'xlsx' || e === 'xls' || e === 'pdf' || e === 'doc' || e === 'docx') {
      const h = factory(input.name);
      if (e === 'xlsx' || e === 'xls') h.fileError('UNREADABLE', undefined, workbookFailureMessage(input.name, null));
      else h.fileError('UNSUPPORTED_FILE');
      h.finish(0, null);
      return;
    }
    // a text file: is its last line cut off? (looked at before any row reaches the engine)
    const whole = input.size <= first.length;
    const tail = whole ? first : await readRange(input, Math.max(0, input.size - TAIL_BYTES), input.size);
    const head = whole || first.length >= TAIL_BYTES ? first : await readRange(input, 0, TAIL_BYTES);
    if (suspectCut(head, tail, whole)) {
      const cut = await probeCut(first, it, tail, max);
      if (cut) {
        const h = factory(input.name);
        h.fileError(cut.quote ? 'UNTERMINATED_QUOTE' : 'UNREADABLE', undefined, cutMessage(input.name, cut));
        h.finish(0, null);
        bytesRead = input.size;
        report(true);
        return;
      }
      // a false alarm (e.g. a quoted field holding line breaks): read it from the start
      it = input.chunks()[Symbol.asyncIterator]();
      first = undefined;
      for (;;) {
        const r = await it.next();
        if (r.done) break;
        if (r.value.length) {
          first = r.value;
          break;
        }
      }
      if (!first) throw new Error('文件在读取过程中发生了变化');
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
    unreadable(err);
  }
}

/** A text file's cut last line: the row number, its fields against the header's, or an unterminated quote. */
interface CutLine {
  row: number;
  quote: boolean;
  fields: number;
  expected: number;
}

/** The Chinese message of a cut text file (issue #19): names the file and the row; the whole file is left out. */
function cutMessage(name: string, c: CutLine): string {
  const again = '整个文件未计入，请重新下载完整的报告后上传';
  return c.quote
    ? `文件 ${name} 第 ${c.row} 行：引号未闭合，最后一行在字段中间被截断，文件不完整：${again}`
    : `文件 ${name} 不完整：最后一行（第 ${c.row} 行）只有 ${c.fields} 列，表头有 ${c.expected} 列，且没有换行结尾，文件在下载或上传时被截断：${again}`;
}

const LF_ = 10;
const CR_ = 13;
const QUOTE_ = 34;

/** Fields of one line outside quotes (`d` the delimiter's code) and whether a quote is left open. */
function countFields(b: Uint8Array, s: number, e: number, d: number): { fields: number; open: boolean } {
  let fields = 1;
  let inQ = false;
  for (let i = s; i < e; i++) {
    const c = b[i];
    if (c === QUOTE_) inQ = !inQ;
    else if (c === d && !inQ) fields++;
  }
  return { fields, open: inQ };
}

/**
 * A quick look at a text file's two ends: true when the file does not end with a line end and its
 * last line has an open quote or fewer fields than the header line. Only a suspicion: the parser
 * confirms it ({@link probeCut}); a file ending with a line end is never suspected.
 */
function suspectCut(first: Uint8Array, tail: Uint8Array, whole: boolean): boolean {
  const last = tail[tail.length - 1];
  if (!tail.length || last === LF_ || last === CR_) return false;
  let p = first.length >= 3 && first[0] === 0xef && first[1] === 0xbb && first[2] === 0xbf ? 3 : 0;
  while (p < first.length && (first[p] === LF_ || first[p] === CR_)) p++;
  const nl = first.indexOf(LF_, p);
  if (nl < 0) return false; // one line only, or a header longer than the first chunk: the parser decides
  let he = nl;
  if (he > p && first[he - 1] === CR_) he--;
  const d = detectDelimiter(new TextDecoder().decode(first.subarray(p, he))).charCodeAt(0);
  const expected = countFields(first, p, he, d).fields;
  const lastNl = tail.lastIndexOf(LF_);
  if (lastNl < 0) return !whole; // a last line longer than the tail: let the parser look
  const ls = lastNl + 1;
  if (whole && ls <= nl) return false; // the header is the only line
  const line = countFields(tail, ls, tail.length, d);
  return line.open || line.fields < expected;
}

/**
 * Parses a suspected text file without handing its rows to anyone, and says whether its last
 * record is really cut: an unterminated quote at the end, or a last record without a line end and
 * fewer fields than the header. `verdict()` is null when the file is sound after all (or over
 * `max`: the real read refuses it).
 */
class CutProbe {
  private expected = 0;
  private lastRow = 0;
  private lastFields = 0;
  private quoteRow = 0;
  private bytes = 0;
  private over = false;
  private p: CsvParser;
  constructor(private max: number) {
    this.p = new CsvParser({
      header: (names: string[]): boolean => {
        this.expected = names.length;
        return true;
      },
      record: (rec: RecordView, row: number): boolean => {
        this.lastRow = row;
        this.lastFields = rec.n;
        return true;
      },
      parseError: (row: number): void => {
        this.quoteRow = row;
      },
    });
  }
  push(d: Uint8Array): void {
    if (this.over) return;
    this.bytes += d.length;
    if (this.bytes > this.max) this.over = true;
    else this.p.push(d);
  }
  /** After the last push; `tail` = the file's last bytes (its last byte tells whether it ends with a line end). */
  verdict(tail: Uint8Array): CutLine | null {
    if (this.over) return null;
    this.p.end();
    if (this.quoteRow) return { row: this.quoteRow, quote: true, fields: 0, expected: this.expected };
    const last = tail[tail.length - 1];
    if (last !== LF_ && last !== CR_ && this.lastRow > 1 && this.lastFields < this.expected) {
      return { row: this.lastRow, quote: false, fields: this.lastFields, expected: this.expected };
    }
    return null;
  }
}

async function probeCut(first: Uint8Array, it: AsyncIterator<Uint8Array>, tail: Uint8Array, max: number): Promise<CutLine | null> {
  const probe = new CutProbe(max);
  let bytes = first.length;
  probe.push(first);
  for (;;) {
    const r = await it.next();
    if (r.done) break;
    bytes += r.value.length;
    if (bytes > max) {
      await it.return?.();
      return null;
    }
    probe.push(r.value);
  }
  return probe.verdict(tail);
}

/** Keeps the first and the last {@link TAIL_BYTES} (at least) of a stream of chunks, for {@link suspectCut}. */
class Ends {
  private head: Uint8Array[] = [];
  private headLen = 0;
  private tail: Uint8Array[] = [];
  private tailLen = 0;
  size = 0;
  push(d: Uint8Array): void {
    this.size += d.length;
    if (this.headLen < TAIL_BYTES) {
      this.head.push(d);
      this.headLen += d.length;
    }
    this.tail.push(d);
    this.tailLen += d.length;
    while (this.tail.length > 1 && this.tailLen - this.tail[0].length >= TAIL_BYTES) this.tailLen -= this.tail.shift()!.length;
  }
  /** Whether the text's last line looks cut. */
  suspect(): boolean {
    if (!this.size) return false;
    const head = concat(this.head);
    return suspectCut(head, concat(this.tail), this.size <= head.length);
  }
  lastBytes(): Uint8Array {
    return concat(this.tail);
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/**
 * Reads a zip archive (see the module comment): the directory, then a checking pass over every
 * report member (size, CRC-32, bounds), then — only when nothing is damaged — the members into
 * tables, from the kept output or by inflating them again.
 */
async function readZip(input: ReportInput, factory: TableFactory, max: number, progress: (bytes: number, rows: () => number) => void): Promise<void> {
  const damaged = (p: ZipProblem): void => {
    const h = factory(input.name);
    h.fileError('UNREADABLE', undefined, zipProblemMessage(`压缩包 ${input.name}`, p));
    h.finish(0, null);
  };
  const dir = await zipDirectory(input);
  if ('problem' in dir) {
    damaged(dir.problem);
    return;
  }
  const wanted = dir.entries.filter((f) => {
    const base = f.name.split('/').pop() ?? f.name;
    return !(f.name.endsWith('/') || f.name.startsWith('__MACOSX') || base.startsWith('.')) && ['csv', 'txt', 'tsv', 'xlsx', 'xls'].includes(ext(base));
  });
  if (!wanted.length) {
    const h = factory(input.name);
    h.fileError('UNSUPPORTED_FILE', '压缩包内没有 .csv、.txt 或 .xlsx 文件');
    h.finish(0, null);
    return;
  }
  const archiveMax = MAX_ARCHIVE_FACTOR * max;
  // pass 1: check every report member; keep its output while all of it fits in KEEP_BYTES
  interface Member {
    entry: ZipEntry;
    refused?: string;
    problem?: ZipProblem;
    kept: Uint8Array[];
    /** A text member's two ends (a cut last line, checked after the pass). */
    ends?: Ends;
  }
  const members = new Map<ZipEntry, Member>();
  let total = 0;
  let keptBytes = 0;
  let keepAll = true;
  const rowsNone = (): number => 0;
  const walked = await walkZip(
    input,
    wanted,
    (entry, local) => {
      const m: Member = { entry, kept: [] };
      members.set(entry, m);
      const refusal = entryRefusal(entry, local);
      if (refusal) {
        m.problem = refusal;
        return null;
      }
      if (local.declared !== undefined && local.declared > max) {
        m.refused = entryTooLargeMessage(input.name, entry.name, max, local.declared);
        return null;
      }
      if (total > archiveMax) {
        const base = entry.name.split('/').pop() || entry.name;
        m.refused = `压缩包 ${input.name} 解压后合计超过 ${mbOf(archiveMax)} 上限：其中的文件 ${base} 未读取，请分开上传`;
        return null;
      }
      const x = ext(entry.name);
      if (x === 'csv' || x === 'txt' || x === 'tsv') m.ends = new Ends();
      const c = new EntryCheck(entry, max, (d) => {
        total += d.length;
        m.ends?.push(d);
        if (!keepAll) return;
        keptBytes += d.length;
        if (keptBytes > KEEP_BYTES) {
          keepAll = false;
          for (const x of members.values()) x.kept = [];
          return;
        }
        m.kept.push(d);
      });
      return {
        data: (d) => c.inflater.data(d),
        end: () => {
          c.inflater.end();
          if (c.over) {
            m.refused = entryTooLargeMessage(input.name, entry.name, max);
            m.kept = [];
          } else {
            const p = c.problem();
            if (p) m.problem = p;
          }
        },
      };
    },
    (n) => progress(n, rowsNone),
  );
  if (walked) {
    damaged(walked);
    return;
  }
  for (const m of members.values()) {
    if (m.problem) {
      damaged(m.problem);
      return;
    }
  }
  // a text member whose last line looks cut: parsed without handing rows over (from the kept
  // output, or inflated once more); a confirmed cut makes the whole archive unreadable
  const suspects = [...members.values()].filter((m) => !m.refused && m.ends?.suspect());
  if (suspects.length) {
    const probes = new Map<ZipEntry, CutProbe>();
    for (const m of suspects) probes.set(m.entry, new CutProbe(max));
    if (keepAll) {
      for (const m of suspects) for (const d of m.kept) probes.get(m.entry)!.push(d);
    } else {
      await walkZip(
        input,
        suspects.map((m) => m.entry),
        (entry) => {
          const probe = probes.get(entry)!;
          return new EntryInflater(entry.method, (d) => probe.push(d), true);
        },
      );
    }
    for (const m of suspects) {
      const cut = probes.get(m.entry)!.verdict(m.ends!.lastBytes());
      if (cut) {
        const h = factory(input.name);
        h.fileError(cut.quote ? 'UNTERMINATED_QUOTE' : 'UNREADABLE', undefined, cutMessage(`${input.name}/${m.entry.name}`, cut));
        h.finish(0, null);
        return;
      }
    }
  }
  for (const m of members.values()) m.ends = undefined;
  // pass 2: the members into tables, in archive order (workbooks after the text members, as SheetJS reads them whole)
  const workbooks: { name: string; parts: Uint8Array[] }[] = [];
  let current: TextTable | null = null;
  const rows = (): number => (current ? current.handler.rows() : 0);
  const refuse = (full: string, message: string): void => {
    const h = factory(full);
    h.fileError('TOO_LARGE', '解压后超过上限', message);
    h.finish(0, null);
  };
  /** Opens the consumer of a sound member: a text table, or a workbook's parts. */
  const consumer = (entry: ZipEntry): { push(d: Uint8Array): void; end(): void } => {
    const full = `${input.name}/${entry.name}`;
    const x = ext(entry.name);
    if (x === 'xlsx' || x === 'xls') {
      const wb = { name: full, parts: [] as Uint8Array[] };
      workbooks.push(wb);
      return { push: (d) => wb.parts.push(d), end: () => undefined };
    }
    const t = new TextTable(full, factory(full), max, input.name);
    current = t;
    return { push: (d) => t.push(d), end: () => t.end() };
  };
  if (keepAll) {
    for (const entry of wanted) {
      const m = members.get(entry);
      if (!m) continue;
      if (m.refused) {
        refuse(`${input.name}/${entry.name}`, m.refused);
        continue;
      }
      const c = consumer(entry);
      for (const d of m.kept) c.push(d);
      m.kept = [];
      c.end();
      progress(input.size, rows);
    }
  } else {
    const again = await walkZip(
      input,
      wanted,
      (entry) => {
        const m = members.get(entry);
        if (!m) return null;
        if (m.refused) {
          refuse(`${input.name}/${entry.name}`, m.refused);
          return null;
        }
        const c = consumer(entry);
        const inf = new EntryInflater(entry.method, (d) => c.push(d), true);
        return {
          data: (d) => inf.data(d),
          end: () => {
            inf.end();
            c.end();
          },
        };
      },
      (n) => progress(n, rows),
    );
    if (again) throw new Error('压缩包在读取过程中发生了变化');
  }
  for (const wb of workbooks) {
    const all = new Uint8Array(wb.parts.reduce((n, p) => n + p.length, 0));
    let o = 0;
    for (const p of wb.parts) {
      all.set(p, o);
      o += p.length;
    }
    wb.parts = [];
    await readWorkbook(wb.name, all, factory, max);
  }
}
