/**
 * Runs the file-hash helper (spec §7) over two Web Workers: a reader worker reads the file in
 * 5 MB slices, computes their CRC32 and pumps the bytes through a `MessageChannel` into the hash
 * worker, which computes the MD5 (`./pipe.ts` explains why two threads). Kept free of
 * `import.meta` so tests and the upload benchmark can drive it with their own workers;
 * `./index.ts` supplies the bundled ones.
 *
 * Degrades step by step, never losing the result:
 * - no reader worker (cannot be created, fails to load, or no `MessageChannel`) → the hash worker
 *   reads the file itself;
 * - no hash worker (cannot be created, or fails before its first message) → hashing on the
 *   calling thread (`hashBlob`).
 */
import { DEFAULT_HASH_CHUNK_SIZE, hashBlob } from './file-hash';
import type { HashProgress, HashProgressCallback, HashResult, HashWorkerRequest, HashWorkerResponse } from './types';

/** Which worker a factory is asked for. */
export type HashWorkerKind = 'hash' | 'reader';

/** The parts of `Worker` used here. */
export interface WorkerLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

/** Creates a worker of the given kind; may throw (e.g. blocked by a CSP). */
type HashWorkerFactory = (kind: HashWorkerKind) => WorkerLike;

let nextRequestId = 1;

/**
 * MD5 + CRC32 of `file` off the calling thread.
 *
 * @param createWorker makes the `hash` worker (`./hash.worker.ts`) and the `reader` worker (`./reader.worker.ts`)
 * @param onProgress `{ loaded, total, percent }` (bytes, integer percent) as pieces are hashed;
 *   `percent` never decreases, even when a fallback starts over; ends at 100
 * @param chunkSize bytes per read slice, default 5 MiB (spec §7)
 * @throws Error with the worker's message when hashing fails (e.g. the file cannot be read)
 */
export function hashFileWithWorkers(
  file: Blob,
  createWorker: HashWorkerFactory,
  onProgress?: HashProgressCallback,
  chunkSize: number = DEFAULT_HASH_CHUNK_SIZE,
): Promise<HashResult> {
  let shown = -1;
  const progress = (p: HashProgress): void => {
    if (p.percent < shown) return;
    shown = p.percent;
    onProgress?.(p);
  };

  const attempt = (withReader: boolean): Promise<HashResult> => {
    let hasher: WorkerLike;
    try {
      hasher = createWorker('hash');
    } catch {
      // no Worker in this browser: hashed on the main thread instead, same result
      return hashBlob(file, progress, chunkSize);
    }
    let reader: WorkerLike | null = null;
    let channel: MessageChannel | null = null;
    if (withReader && typeof MessageChannel === 'function') {
      try {
        reader = createWorker('reader');
        channel = new MessageChannel();
      } catch {
        // no reader Worker or MessageChannel: the hash worker reads the file itself, same result
        reader?.terminate();
        reader = null;
        channel = null;
      }
    }
    const id = nextRequestId;
    nextRequestId += 1;

    return new Promise<HashResult>((resolve, reject) => {
      let heardFromHasher = false;
      let settled = false;
      const finish = (): void => {
        settled = true;
        for (const w of [hasher, reader]) {
          if (!w) continue;
          w.onmessage = null;
          w.onerror = null;
          w.onmessageerror = null;
          w.terminate();
        }
      };

      hasher.onmessage = (event: MessageEvent<HashWorkerResponse>) => {
        const msg = event.data;
        if (!msg || msg.id !== id) return;
        heardFromHasher = true;
        if (msg.type === 'progress') {
          progress({ loaded: msg.loaded, total: msg.total, percent: msg.percent });
        } else if (msg.type === 'done') {
          finish();
          resolve({ md5: msg.md5, crc32: msg.crc32 });
        } else {
          finish();
          reject(new Error(msg.message));
        }
      };
      hasher.onerror = (event: ErrorEvent) => {
        event.preventDefault?.();
        if (settled) return;
        finish();
        if (!heardFromHasher) {
          // The worker script failed to load or crashed at once: hash on this thread.
          hashBlob(file, progress, chunkSize).then(resolve, reject);
        } else {
          reject(new Error(event.message || '文件校验失败，请重试'));
        }
      };
      hasher.onmessageerror = () => {
        if (settled) return;
        finish();
        reject(new Error('文件校验失败，请重试'));
      };

      if (reader && channel) {
        reader.onerror = (event: ErrorEvent) => {
          event.preventDefault?.();
          if (settled) return;
          // The reader failed to load or crashed: the hash worker reads the file itself.
          finish();
          attempt(false).then(resolve, reject);
        };
        reader.postMessage({ file, chunkSize, port: channel.port1 }, [channel.port1]);
        const request: HashWorkerRequest = { id, file, chunkSize, port: channel.port2 };
        hasher.postMessage(request, [channel.port2]);
      } else {
        const request: HashWorkerRequest = { id, file, chunkSize };
        hasher.postMessage(request);
      }
    });
  };

  return attempt(true);
}
