/**
 * File hashing entry point for the UI. Source: spec §7 "A file-hash helper
 * reads uploads in 5 MB chunks and produces MD5 and CRC32".
 *
 * NOTE: this is the only module of `src/core/hash` that uses `import.meta`
 * (for the webpack 5 worker syntax); tests import `./file-hash` and
 * `./worker-handler` instead.
 */
import { DEFAULT_HASH_CHUNK_SIZE, hashBlob } from './file-hash';
import type { HashProgressCallback, HashResult, HashWorkerRequest, HashWorkerResponse } from './types';

export { DEFAULT_HASH_CHUNK_SIZE, blobChunks, crc32ToHex, hashBlob, hashChunks } from './file-hash';
export type {
  HashProgress,
  HashProgressCallback,
  HashResult,
  HashWorkerDoneMessage,
  HashWorkerErrorMessage,
  HashWorkerProgressMessage,
  HashWorkerRequest,
  HashWorkerResponse,
} from './types';

let nextRequestId = 1;

/**
 * MD5 + CRC32 of `file`, computed in a dedicated Web Worker (one worker per
 * call, terminated afterwards) so large uploads do not freeze the page.
 *
 * Falls back to {@link hashBlob} on the main thread when `Worker` is
 * unavailable, when the worker cannot be constructed, or when it fails to load
 * before sending any message. Progress (`{ loaded, total, percent }`, bytes and
 * integer percent) is reported per chunk and ends at 100.
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

  let worker: Worker;
  try {
    worker = new Worker(new URL('./hash.worker.ts', import.meta.url));
  } catch {
    return hashBlob(file, onProgress, chunkSize);
  }

  const id = nextRequestId;
  nextRequestId += 1;

  return new Promise<HashResult>((resolve, reject) => {
    let heardFromWorker = false;
    const finish = (): void => {
      worker.onmessage = null;
      worker.onerror = null;
      worker.onmessageerror = null;
      worker.terminate();
    };

    worker.onmessage = (event: MessageEvent<HashWorkerResponse>) => {
      const msg = event.data;
      if (!msg || msg.id !== id) return;
      heardFromWorker = true;
      if (msg.type === 'progress') {
        onProgress?.({ loaded: msg.loaded, total: msg.total, percent: msg.percent });
      } else if (msg.type === 'done') {
        finish();
        resolve({ md5: msg.md5, crc32: msg.crc32 });
      } else {
        finish();
        reject(new Error(msg.message));
      }
    };

    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      finish();
      if (!heardFromWorker) {
        // Worker script failed to load or crashed immediately: hash on the main thread.
        hashBlob(file, onProgress, chunkSize).then(resolve, reject);
      } else {
        reject(new Error(event.message || '文件校验失败，请重试'));
      }
    };

    worker.onmessageerror = () => {
      finish();
      reject(new Error('文件校验失败，请重试'));
    };

    const request: HashWorkerRequest = { id, file, chunkSize };
    worker.postMessage(request);
  });
}
