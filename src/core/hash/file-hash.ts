/**
 * MD5 + CRC32 of uploads, read chunk by chunk. Source: spec §7 "A file-hash
 * helper reads uploads in 5 MB chunks and produces MD5 and CRC32".
 *
 * Runs anywhere (main thread, Web Worker, Node ≥ 18); see `./index.ts` for the
 * worker-backed entry point used by the UI.
 */
import * as CRC32 from 'crc-32';
import SparkMD5 from 'spark-md5';
import { HASH_CHUNK_SIZE_BYTES } from '../../constants/upload';
import type { HashProgress, HashProgressCallback, HashResult } from './types';

export type { HashProgress, HashProgressCallback, HashResult } from './types';

/** Default chunk size: 5 MiB. Source: spec §7. */
export const DEFAULT_HASH_CHUNK_SIZE = HASH_CHUNK_SIZE_BYTES;

/** Unsigned 8-hex-digit form of a signed 32-bit CRC (as returned by `crc-32`). */
export function crc32ToHex(crc: number): string {
  return (crc >>> 0).toString(16).padStart(8, '0');
}

function toArrayBuffer(u8: Uint8Array): ArrayBuffer {
  if (u8.byteOffset === 0 && u8.byteLength === u8.buffer.byteLength && u8.buffer instanceof ArrayBuffer) {
    return u8.buffer;
  }
  return u8.slice().buffer as ArrayBuffer;
}

function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded * 100) / total));
}

/**
 * Hashes a stream of byte chunks (pure core, usable in Node tests).
 *
 * @param chunks bytes in order; chunk boundaries do not affect the result
 * @param total expected total size in bytes, used for `percent`; when omitted,
 *   `percent` stays 0 until the end
 * @param onProgress called after every non-empty chunk, and finally with
 *   `percent: 100` if the last call did not already report 100 (e.g. empty
 *   input); `percent` never decreases
 * @returns lower-case hex MD5 and unsigned 8-hex-digit CRC32
 */
export async function hashChunks(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  total?: number,
  onProgress?: HashProgressCallback,
): Promise<HashResult> {
  const md5 = new SparkMD5.ArrayBuffer();
  let crc = 0;
  let loaded = 0;
  let lastPercent = -1;
  const report = (p: HashProgress): void => {
    lastPercent = p.percent;
    onProgress?.(p);
  };
  for await (const chunk of chunks) {
    if (chunk.byteLength === 0) continue;
    md5.append(toArrayBuffer(chunk));
    crc = CRC32.buf(chunk, crc);
    loaded += chunk.byteLength;
    const t = total ?? 0;
    report({ loaded, total: Math.max(t, loaded), percent: Math.max(lastPercent, percentOf(loaded, t)) });
  }
  if (lastPercent !== 100) report({ loaded, total: Math.max(total ?? 0, loaded), percent: 100 });
  return { md5: md5.end(), crc32: crc32ToHex(crc) };
}

/** Reads a Blob slice as bytes (`Blob.arrayBuffer`, or `FileReader` in older browsers). */
async function readBlob(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('读取文件失败'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Yields the bytes of `blob` in slices of `chunkSize` bytes (the last may be
 * shorter). @throws RangeError if `chunkSize` is not a positive integer.
 */
export async function* blobChunks(blob: Blob, chunkSize: number = DEFAULT_HASH_CHUNK_SIZE): AsyncGenerator<Uint8Array> {
  if (!Number.isInteger(chunkSize) || chunkSize <= 0) {
    throw new RangeError(`chunkSize must be a positive integer, got ${chunkSize}`);
  }
  for (let start = 0; start < blob.size; start += chunkSize) {
    yield await readBlob(blob.slice(start, Math.min(start + chunkSize, blob.size)));
  }
}

/**
 * MD5 and CRC32 of a Blob/File, reading `chunkSize` bytes at a time (default
 * 5 MiB, spec §7) so large uploads never sit in memory whole.
 *
 * @param onProgress `{ loaded, total, percent }` in bytes / integer percent,
 *   after each chunk; ends with percent 100
 * @throws RangeError for an invalid `chunkSize`; read errors are passed on
 */
export async function hashBlob(
  blob: Blob,
  onProgress?: HashProgressCallback,
  chunkSize: number = DEFAULT_HASH_CHUNK_SIZE,
): Promise<HashResult> {
  if (!Number.isInteger(chunkSize) || chunkSize <= 0) {
    throw new RangeError(`chunkSize must be a positive integer, got ${chunkSize}`);
  }
  return hashChunks(blobChunks(blob, chunkSize), blob.size, onProgress);
}
