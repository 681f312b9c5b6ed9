/**
 * MD5 + CRC32 of uploads, read chunk by chunk. Source: spec §7 "A file-hash
 * helper reads uploads in 5 MB chunks and produces MD5 and CRC32".
 *
 * Runs anywhere (main thread, Web Worker, Node ≥ 18); see `./index.ts` for the
 * worker-backed entry point used by the UI.
 */
import { createFileHasher, type FileHasher, type HashEngine } from './hasher';
import { DEFAULT_HASH_CHUNK_SIZE, blobChunks } from './read';
import type { HashProgress, HashProgressCallback, HashResult } from './types';


export { crc32ToHex } from './hasher';
export { DEFAULT_HASH_CHUNK_SIZE, blobChunks } from './read';

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
 * @param hasher `'wasm'` (default: hash-wasm, falling back to spark-md5 +
 *   crc-32 where WebAssembly is unavailable), `'js'` (spark-md5 + crc-32), or
 *   a ready {@link FileHasher}; see `./hasher.ts`
 * @returns lower-case hex MD5 and unsigned 8-hex-digit CRC32
 */
export async function hashChunks(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  total?: number,
  onProgress?: HashProgressCallback,
  hasher: HashEngine | FileHasher = 'wasm',
): Promise<HashResult> {
  const h = typeof hasher === 'string' ? await createFileHasher(hasher) : hasher;
  let loaded = 0;
  let lastPercent = -1;
  const report = (p: HashProgress): void => {
    lastPercent = p.percent;
    onProgress?.(p);
  };
  for await (const chunk of chunks) {
    if (chunk.byteLength === 0) continue;
    h.update(chunk);
    loaded += chunk.byteLength;
    const t = total ?? 0;
    report({ loaded, total: Math.max(t, loaded), percent: Math.max(lastPercent, percentOf(loaded, t)) });
  }
  if (lastPercent !== 100) report({ loaded, total: Math.max(total ?? 0, loaded), percent: 100 });
  return h.digest();
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
