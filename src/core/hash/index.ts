/**
 * File hashing entry point for the UI. Source: spec §7 "A file-hash helper
 * reads uploads in 5 MB chunks and produces MD5 and CRC32".
 *
 * NOTE: this is the only module of `src/core/hash` that uses `import.meta`
 * (for the webpack 5 worker syntax); tests and the upload benchmark import
 * `./file-hash`, `./worker-handler` and `./run-workers` instead.
 */
import { DEFAULT_HASH_CHUNK_SIZE, hashBlob } from './file-hash';
import { hashFileWithWorkers, type HashWorkerKind } from './run-workers';
import type { HashProgressCallback, HashResult } from './types';

export type { HashResult } from './types';

/** The bundled workers (webpack 5 worker syntax). */
function createBundledWorker(kind: HashWorkerKind): Worker {
  return kind === 'hash'
    ? new Worker(new URL('./hash.worker.ts', import.meta.url))
    : new Worker(new URL('./reader.worker.ts', import.meta.url));
}

/**
 * MD5 + CRC32 of `file`, computed off the main thread so large uploads do not
 * freeze the page: a reader worker streams the file in 5 MB slices to a hash
 * worker (see `./run-workers.ts`); both are terminated afterwards.
 *
 * Falls back to one worker when the reader cannot run, and to {@link hashBlob}
 * on the main thread when `Worker` is unavailable or the hash worker cannot
 * load. Progress (`{ loaded, total, percent }`, bytes and integer percent) is
 * reported as pieces are hashed, never decreases, and ends at 100.
 *
 * @param chunkSize bytes per read, default 5 MiB (spec §7)
 * @throws Error with the worker's message when hashing fails (e.g. read error)
 */
export function hashFileInWorker(
  file: Blob,
  onProgress?: HashProgressCallback,
  chunkSize: number = DEFAULT_HASH_CHUNK_SIZE,
): Promise<HashResult> {
  if (typeof Worker === 'undefined') return hashBlob(file, onProgress, chunkSize);
  return hashFileWithWorkers(file, createBundledWorker, onProgress, chunkSize);
}
