/**
 * Zip archives (a `.zip` of reports, and `.xlsx` workbooks, which are zips) read by their central
 * directory, so that a damaged archive is found out before any of its rows is read (issue #19,
 * "a damaged file contributes nothing"):
 *
 * - {@link zipDirectory} reads the end of the input: no end-of-central-directory record means the
 *   archive was cut off (or is not a zip); the directory gives each entry's CRC-32 and sizes.
 * - {@link walkZip} streams the input once from the start and hands each chosen entry's
 *   compressed bytes (exactly `csize` of them, after its local header) to a sink; an entry whose
 *   data ends early is reported as cut.
 * - {@link EntryInflater} inflates one entry in bounded steps (at most {@link INFLATE_STEP}
 *   compressed bytes per fflate call, i.e. ≤ ~8.5 MB of output at DEFLATE's maximum ratio).
 * - {@link EntryCheck} counts an entry's inflated bytes and its CRC-32 (`crc-32`) and compares both
 *   with the directory: a mismatch, a deflate stream fflate cannot inflate, an encrypted entry or an
 *   unknown compression method is a {@link ZipProblem}.
 * Only stored (0) and deflated (8) entries are read; ZIP64 directories are understood.
 * Source: PKWARE APPNOTE.TXT 6.3.10 (§4.3.6 local header, §4.3.12 central directory, §4.3.16 end
 * record, §4.3.14/§4.3.15 ZIP64, §4.4.4 flag bit 0 = encrypted, bit 3 = data descriptor).
 * Browser-safe: no Node built-ins.
 */
import { Inflate } from 'fflate';
import * as CRC32 from 'crc-32';
import type { ReportInput } from './types';

/** Compressed bytes handed to the inflater at a time (≤ ~8.5 MB of output per step at DEFLATE's maximum ratio). */
export const INFLATE_STEP = 8192;

/** One central-directory entry; sizes in bytes, `crc` unsigned, `offset` of its local header. */
export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  csize: number;
  usize: number;
  offset: number;
}

/** Why an archive cannot be read: cut off, damaged data, CRC-32 / size mismatch, encrypted, unknown method, not a zip. */
export interface ZipProblem {
  kind: 'cut' | 'damaged' | 'crc' | 'encrypted' | 'method' | 'notZip';
  /** The entry concerned (absent for the archive as a whole). */
  entry?: string;
}

/** What the local header of an entry says: its flags, and its declared inflated size (absent when streamed with a data descriptor). */
interface LocalHeader {
  flags: number;
  declared?: number;
}

/** Receives the compressed bytes of one entry; `end()` once they are all there. */
interface EntrySink {
  data(chunk: Uint8Array): void;
  end(): void;
}

const EOCD = 0x06054b50;
const EOCD64 = 0x06064b50;
const LOC64 = 0x07064b50;
const CEN = 0x02014b50;
const LOC = 0x04034b50;
const MAX32 = 0xffffffff;

function u16(b: Uint8Array, i: number): number {
  return b[i] | (b[i + 1] << 8);
}
function u32(b: Uint8Array, i: number): number {
  return (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;
}
function u64(b: Uint8Array, i: number): number {
  return u32(b, i) + u32(b, i + 4) * 2 ** 32;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const LATIN1 = new TextDecoder('latin1');

function nameOf(b: Uint8Array): string {
  try {
    return UTF8.decode(b);
  } catch {
    // a name that is not UTF-8 (written by old zip tools): read as Latin-1 rather than refused
    return LATIN1.decode(b);
  }
}

/**
 * Bytes [start, end) of an input: with `input.slice` when it has one, else by streaming it
 * (`chunks()` is called afresh). Returns fewer bytes when the input is shorter.
 */
export async function readRange(input: ReportInput, start: number, end: number): Promise<Uint8Array> {
  if (end <= start) return new Uint8Array(0);
  if (input.slice) return input.slice(start, end);
  const out = new Uint8Array(end - start);
  let pos = 0;
  let filled = 0;
  for await (const c of input.chunks()) {
    const cs = pos;
    pos += c.length;
    if (pos <= start) continue;
    const from = Math.max(start, cs);
    const to = Math.min(end, pos);
    out.set(c.subarray(from - cs, to - cs), from - start);
    filled = to - start;
    if (pos >= end) break;
  }
  return out.subarray(0, filled);
}

/**
 * Reads the central directory of a zip input. Returns the entries in the order of their local
 * headers, or the problem: `cut` when the end record is missing but the input starts like a zip
 * (a download or upload cut off), `notZip` when it does not, `damaged` when the directory does
 * not fit the file.
 */
export async function zipDirectory(input: ReportInput): Promise<{ entries: ZipEntry[] } | { problem: ZipProblem }> {
  const size = input.size;
  const tailStart = Math.max(0, size - (22 + 65535 + 20));
  const tail = await readRange(input, tailStart, size);
  let e = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (u32(tail, i) === EOCD && i + 22 + u16(tail, i + 20) <= tail.length) {
      e = i;
      break;
    }
  }
  if (e < 0) {
    const head = await readRange(input, 0, 4);
    return { problem: { kind: head.length === 4 && u32(head, 0) === LOC ? 'cut' : 'notZip' } };
  }
  let count = u16(tail, e + 10);
  let cdSize = u32(tail, e + 12);
  let cdOff = u32(tail, e + 16);
  const endAt = tailStart + e;
  if ((cdOff === MAX32 || cdSize === MAX32 || count === 0xffff) && e >= 20 && u32(tail, e - 20) === LOC64) {
    const at = u64(tail, e - 20 + 8);
    const rec = await readRange(input, at, at + 56);
    if (rec.length < 56 || u32(rec, 0) !== EOCD64) return { problem: { kind: 'damaged' } };
    count = u64(rec, 32);
    cdSize = u64(rec, 40);
    cdOff = u64(rec, 48);
  }
  if (cdOff + cdSize > endAt) return { problem: { kind: 'damaged' } };
  const cd = cdOff >= tailStart ? tail.subarray(cdOff - tailStart, cdOff - tailStart + cdSize) : await readRange(input, cdOff, cdOff + cdSize);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let k = 0; k < count; k++) {
    if (p + 46 > cd.length || u32(cd, p) !== CEN) return { problem: { kind: 'damaged' } };
    const nlen = u16(cd, p + 28);
    const xlen = u16(cd, p + 30);
    const clen = u16(cd, p + 32);
    if (p + 46 + nlen + xlen + clen > cd.length) return { problem: { kind: 'damaged' } };
    const ent: ZipEntry = {
      name: nameOf(cd.subarray(p + 46, p + 46 + nlen)),
      flags: u16(cd, p + 8),
      method: u16(cd, p + 10),
      crc: u32(cd, p + 16),
      csize: u32(cd, p + 20),
      usize: u32(cd, p + 24),
      offset: u32(cd, p + 42),
    };
    if (ent.usize === MAX32 || ent.csize === MAX32 || ent.offset === MAX32) {
      // ZIP64 extended information extra field (id 1): the fields set to 0xFFFFFFFF, in this order
      let x = p + 46 + nlen;
      const xe = x + xlen;
      while (x + 4 <= xe) {
        const id = u16(cd, x);
        const len = u16(cd, x + 2);
        if (id === 1) {
          let q = x + 4;
          const qe = x + 4 + len;
          if (ent.usize === MAX32 && q + 8 <= qe) {
            ent.usize = u64(cd, q);
            q += 8;
          }
          if (ent.csize === MAX32 && q + 8 <= qe) {
            ent.csize = u64(cd, q);
            q += 8;
          }
          if (ent.offset === MAX32 && q + 8 <= qe) ent.offset = u64(cd, q);
          break;
        }
        x += 4 + len;
      }
    }
    if (ent.offset + 30 > cdOff) return { problem: { kind: 'damaged', entry: ent.name } };
    entries.push(ent);
    p += 46 + nlen + xlen + clen;
  }
  entries.sort((a, b) => a.offset - b.offset);
  return { entries };
}

/**
 * Streams `input` once and hands the compressed bytes of each of `entries` (sorted by offset) to
 * the sink `open` returns for it (null: skip the entry). `onBytes` gets the bytes read so far.
 * Returns the first problem met: a local header that is not one (`damaged`), or data that ends
 * before the entry's compressed size (`cut`). Stops reading after the last entry.
 */
export async function walkZip(
  input: ReportInput,
  entries: ZipEntry[],
  open: (e: ZipEntry, local: LocalHeader) => EntrySink | null,
  onBytes?: (n: number) => void,
): Promise<ZipProblem | null> {
  if (!entries.length) return null;
  let idx = 0;
  let pos = 0; // absolute offset of the next byte of the stream
  let phase: 'seek' | 'header' | 'skip' | 'data' = 'seek';
  const head = new Uint8Array(30);
  let headLen = 0;
  let skip = 0;
  let left = 0;
  let sink: EntrySink | null = null;
  for await (const chunk of input.chunks()) {
    let i = 0;
    const n = chunk.length;
    while (i < n && idx < entries.length) {
      const ent = entries[idx];
      if (phase === 'seek') {
        const want = ent.offset - pos;
        if (want < 0) return { kind: 'damaged', entry: ent.name };
        const take = Math.min(want, n - i);
        i += take;
        pos += take;
        if (pos === ent.offset) {
          phase = 'header';
          headLen = 0;
        }
      } else if (phase === 'header') {
        const take = Math.min(30 - headLen, n - i);
        head.set(chunk.subarray(i, i + take), headLen);
        headLen += take;
        i += take;
        pos += take;
        if (headLen === 30) {
          if (u32(head, 0) !== LOC) return { kind: 'damaged', entry: ent.name };
          const flags = u16(head, 6);
          const declared = u32(head, 22);
          skip = u16(head, 26) + u16(head, 28);
          sink = open(ent, { flags, declared: flags & 8 || declared === MAX32 ? undefined : declared });
          left = ent.csize;
          phase = 'skip';
        }
      } else if (phase === 'skip') {
        const take = Math.min(skip, n - i);
        skip -= take;
        i += take;
        pos += take;
        if (skip === 0) phase = 'data';
      }
      if (phase === 'data') {
        const take = Math.min(left, n - i);
        if (take > 0 && sink) sink.data(chunk.subarray(i, i + take));
        left -= take;
        i += take;
        pos += take;
        if (left === 0) {
          sink?.end();
          sink = null;
          idx++;
          phase = 'seek';
        }
      }
    }
    onBytes?.(pos);
    if (idx >= entries.length) return null;
  }
  return { kind: 'cut', entry: entries[idx].name };
}

/**
 * Inflates one entry's compressed bytes (stored or deflated) in bounded steps, handing the output
 * to `out`; once `stop` is set (by the owner, e.g. over a size limit) the rest is dropped
 * uninflated. Never throws: a deflate stream fflate cannot inflate (or that is not finished when
 * its bytes end) sets `failed`.
 */
export class EntryInflater implements EntrySink {
  stop = false;
  failed = false;
  private inf: Inflate | null = null;
  private pending: Uint8Array | null = null;
  constructor(
    method: number,
    private out: (data: Uint8Array) => void,
    /** Copy stored data (the input's chunks may be reused by their source). */
    private copyStored = false,
  ) {
    if (method === 8) this.inf = new Inflate((data) => this.out(data));
  }
  data(chunk: Uint8Array): void {
    if (this.stop || this.failed) return;
    if (!this.inf) {
      for (let o = 0; o < chunk.length && !this.stop; o += 1 << 20) {
        const part = chunk.subarray(o, Math.min(chunk.length, o + (1 << 20)));
        this.out(this.copyStored ? part.slice() : part);
      }
      return;
    }
    // the last step is held back until end(), so that it can be pushed as final
    if (this.pending) this.step(this.pending, false);
    this.pending = chunk;
  }
  end(): void {
    if (!this.inf || this.stop || this.failed) return;
    this.step(this.pending ?? new Uint8Array(0), true);
    this.pending = null;
  }
  private step(data: Uint8Array, final: boolean): void {
    const inf = this.inf as Inflate;
    try {
      if (!data.length) {
        inf.push(data, final);
        return;
      }
      for (let o = 0; o < data.length && !this.stop; o += INFLATE_STEP) {
        const e = Math.min(data.length, o + INFLATE_STEP);
        inf.push(data.subarray(o, e), final && e === data.length);
      }
    } catch {
      // a damaged deflate stream: `failed` makes the reader refuse the file with a Chinese reason
      this.failed = true;
    }
  }
}

/**
 * Counts an entry's inflated bytes and computes their CRC-32, against the directory's figures.
 * `over` is set (and inflation stopped) once the output passes `max`.
 */
export class EntryCheck {
  size = 0;
  over = false;
  private crc = 0;
  readonly inflater: EntryInflater;
  constructor(
    readonly entry: ZipEntry,
    private max: number,
    /** Also receives each piece of output (e.g. to keep it), unless over the limit. */
    private also?: (data: Uint8Array) => void,
  ) {
    this.inflater = new EntryInflater(entry.method, (d) => this.take(d), true);
  }
  private take(d: Uint8Array): void {
    this.size += d.length;
    if (this.size > this.max) {
      this.over = true;
      this.inflater.stop = true;
      return;
    }
    this.crc = CRC32.buf(d, this.crc);
    this.also?.(d);
  }
  /** The entry's problem after its data ended (null when it inflated to the directory's size and CRC-32, or went over the limit). */
  problem(): ZipProblem | null {
    if (this.over) return null;
    if (this.inflater.failed) return { kind: 'damaged', entry: this.entry.name };
    if (this.size !== this.entry.usize || this.crc >>> 0 !== this.entry.crc) return { kind: 'crc', entry: this.entry.name };
    return null;
  }
}

/** The problem an entry has before inflating: encrypted (flag bit 0) or a compression method other than stored/deflated. */
export function entryRefusal(e: ZipEntry, local: LocalHeader): ZipProblem | null {
  if ((e.flags | local.flags) & 1) return { kind: 'encrypted', entry: e.name };
  if (e.method !== 0 && e.method !== 8) return { kind: 'method', entry: e.name };
  return null;
}

/**
 * The Chinese message of an archive problem. `what` names the file as the user knows it
 * (`压缩包 a.zip` or `Excel 文件 b.xlsx`); `inner` names the entry (a zip's member) when it matters.
 */
export function zipProblemMessage(what: string, p: ZipProblem, inner = true): string {
  const base = p.entry ? p.entry.split('/').pop() || p.entry : '';
  const at = inner && base ? ` 中的文件 ${base}` : '';
  const again = '整个文件未计入，请重新下载完整的文件后上传';
  switch (p.kind) {
    case 'cut':
      return `${what}${at} 不完整（文件末尾缺失，可能在下载或上传时被截断），无法读取：${again}`;
    case 'damaged':
      return `${what}${at} 数据已损坏，无法解压：${again}`;
    case 'crc':
      return `${what}${at} 校验失败（解压后的 CRC-32 校验值与压缩包记录的不符，数据已损坏），无法读取：${again}`;
    case 'encrypted':
      return `${what}${at} 已加密（设有密码），无法读取：请解除密码后重新上传`;
    case 'method':
      return `${what}${at} 使用了不支持的压缩方式，无法读取：请用系统自带的压缩工具重新压缩，或直接上传报告文件`;
    default:
      return `${what} 不是有效的压缩文件，无法读取：请上传 .csv、.txt、.xlsx 或 .zip 格式的报告`;
  }
}
