/**
 * Shared types of the file-hash helper and its Web Worker protocol.
 * Source: spec §7 "A file-hash helper reads uploads in 5 MB chunks and
 * produces MD5 and CRC32".
 */

/** Result of hashing a file. */
export interface HashResult {
  /** MD5 digest, 32 lower-case hex characters. */
  md5: string;
  /** CRC-32 (IEEE, as zlib/PNG), unsigned, 8 lower-case hex characters, zero-padded. */
  crc32: string;
}

/** Progress of a hash run; `loaded`/`total` in bytes, `percent` integer 0-100. */
export interface HashProgress {
  loaded: number;
  total: number;
  percent: number;
}

/** Progress callback; called after every chunk and once more with percent 100 at the end if needed. */
export type HashProgressCallback = (progress: HashProgress) => void;

/**
 * Message sent to the hash worker. `chunkSize` in bytes (default 5 MiB). With `port`, the bytes
 * arrive on it from the reader worker (see `./pipe.ts`) and the worker does not read `file`
 * itself (it still uses `file.size` for progress).
 */
export interface HashWorkerRequest {
  id: number | string;
  file: Blob;
  chunkSize?: number;
  port?: MessagePort;
}

/** Message sent to the reader worker: read `file` in `chunkSize` slices and pump them into `port`. */
export interface ReaderWorkerRequest {
  file: Blob;
  chunkSize?: number;
  port: MessagePort;
}

/** Progress message posted by the hash worker. */
interface HashWorkerProgressMessage extends HashProgress {
  id: number | string;
  type: 'progress';
}

/** Success message posted by the hash worker. */
interface HashWorkerDoneMessage extends HashResult {
  id: number | string;
  type: 'done';
}

/** Failure message posted by the hash worker; `message` is the error text. */
interface HashWorkerErrorMessage {
  id: number | string;
  type: 'error';
  message: string;
}

/** Any message posted by the hash worker. */
export type HashWorkerResponse = HashWorkerProgressMessage | HashWorkerDoneMessage | HashWorkerErrorMessage;
