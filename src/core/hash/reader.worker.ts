/**
 * Dedicated Web Worker that reads a file in 5 MB slices and pumps the bytes to the hash worker
 * through a `MessagePort` (see `./pipe.ts`), so reading and hashing run on two threads.
 * Source: spec §7 (file hash helper, 5 MB chunks).
 *
 * Protocol: receives `{ file, chunkSize?, port }` (`ReaderWorkerRequest`); posts nothing to its
 * creator; everything goes through `port`.
 */
import { handleReadRequest } from './reader-handler';

/** The part of `DedicatedWorkerGlobalScope` used here (the project compiles against the DOM lib). */
interface ReaderWorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

(self as unknown as ReaderWorkerScope).addEventListener('message', (event) => {
  void handleReadRequest(event.data);
});

export {};
