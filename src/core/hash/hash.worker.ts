/**
 * Dedicated Web Worker computing MD5 + CRC32 of a file off the main thread.
 * Source: spec §7 (file hash helper, 5 MB chunks).
 *
 * Protocol (see `./types.ts`): receives `{ id, file, chunkSize? }`; posts
 * `{ id, type: 'progress', loaded, total, percent }` after every chunk, then
 * `{ id, type: 'done', md5, crc32 }` or `{ id, type: 'error', message }`.
 * Several requests may be in flight; they are told apart by `id`.
 *
 * Loaded by `./index.ts` via `new Worker(new URL('./hash.worker.ts', import.meta.url))`.
 */
import type { HashWorkerResponse } from './types';
import { handleHashRequest } from './worker-handler';

/** The parts of `DedicatedWorkerGlobalScope` used here (the project compiles against the DOM lib). */
interface HashWorkerScope {
  postMessage(message: HashWorkerResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

const scope = self as unknown as HashWorkerScope;

scope.addEventListener('message', (event) => {
  void handleHashRequest(event.data, (message) => scope.postMessage(message));
});

export {};
