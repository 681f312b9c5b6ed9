/**
 * A byte pipe between two Web Workers over a `MessagePort`, so one worker reads a file while
 * another hashes it (spec §7 file hashing; issue 5's `bench:upload` target). In Chromium, reading
 * a `File` costs the reading thread about as much as hashing it, so splitting the two over two
 * threads brings 100 MB from ~410 ms to ~320–360 ms on two cores; computing the CRC32 on the
 * reader's side as well brings it to ~290–320 ms (`npm run bench:upload`, native `md5sum` ~165 ms).
 *
 * The reader also computes the CRC32 of what it sends, so the hasher only computes MD5: the two
 * digests run on two threads too.
 *
 * Messages on the port:
 * - reader → hasher: `{ type: 'chunk', bytes }` (the bytes' buffer is transferred, not copied),
 *   `{ type: 'end', crc32? }`, or `{ type: 'error', message }`;
 * - hasher → reader: `{ type: 'ack', bytes }` after it has consumed a chunk of `bytes` bytes.
 * The reader keeps at most `maxInFlightBytes` unacknowledged, so a fast reader never piles a whole
 * file up in the hasher's queue.
 */

import { ownedBytes } from '../utils/bytes';

/** What either end needs of a `MessagePort` (a `MessagePort`, or a test double). */
export interface PortLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close?(): void;
}

/** Whether `value` can serve as a port end (has `postMessage`). */
export function isPort(value: unknown): value is PortLike {
  return typeof value === 'object' && value !== null && typeof (value as PortLike).postMessage === 'function';
}

/** Whether `data` is an object carrying a `file` Blob. */
export function hasFile(data: unknown): data is { file: Blob } {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof Blob !== 'undefined' &&
    (data as { file?: unknown }).file instanceof Blob
  );
}

/** What the reader says at the end: the digests it computed on its side (CRC32, 8 hex digits). */
interface PipeEnd {
  type: 'end';
  crc32?: string;
}

/** Messages the reader sends. */
type PipeMessage = { type: 'chunk'; bytes: Uint8Array } | PipeEnd | { type: 'error'; message: string };

/** Options of {@link pumpChunks}. */
interface PumpOptions {
  /** Bytes sent but not yet acknowledged before the reader waits (default 20 MiB). */
  maxInFlightBytes?: number;
  /** Sees every chunk before its buffer is transferred away (e.g. to compute a CRC32). */
  onChunk?: (bytes: Uint8Array) => void;
  /** Extra fields of the `end` message, asked for once every chunk is sent. */
  end?: () => Omit<PipeEnd, 'type'>;
}

/** The hasher's acknowledgement of one consumed chunk. */
interface PipeAck {
  type: 'ack';
  bytes: number;
}

/** Default bound on unacknowledged bytes: four 5 MB slices. */
const DEFAULT_MAX_IN_FLIGHT_BYTES = 20 * 1024 * 1024;

/** One waiter at a time: `wait()` resolves at the next `notify()`. */
function createSignal(): { wait: () => Promise<void>; notify: () => void } {
  let wake: (() => void) | null = null;
  return {
    wait: () =>
      new Promise<void>((resolve) => {
        wake = resolve;
      }),
    notify: () => {
      const w = wake;
      wake = null;
      w?.();
    },
  };
}

/**
 * Reader end: sends every chunk of `chunks` through `port`, then `end` (with `options.end()`'s
 * fields). Waits for acknowledgements whenever `maxInFlightBytes` are outstanding. A failure of
 * `chunks` (or of `onChunk`) is sent as `{ type: 'error', message }` (and also rethrown) so the
 * hasher can report it.
 */
export async function pumpChunks(
  chunks: AsyncIterable<Uint8Array>,
  port: PortLike,
  { maxInFlightBytes = DEFAULT_MAX_IN_FLIGHT_BYTES, onChunk, end }: PumpOptions = {},
): Promise<void> {
  let inFlight = 0;
  const acked = createSignal();
  port.onmessage = (event: MessageEvent) => {
    const ack = event.data as PipeAck | null;
    if (ack?.type !== 'ack') return;
    inFlight -= ack.bytes;
    acked.notify();
  };
  try {
    for await (const chunk of chunks) {
      if (chunk.byteLength === 0) continue;
      while (inFlight >= maxInFlightBytes) await acked.wait();
      onChunk?.(chunk);
      const bytes = ownedBytes(chunk); // a view into a larger buffer is copied, not transferred
      inFlight += bytes.byteLength;
      port.postMessage({ type: 'chunk', bytes } satisfies PipeMessage, [bytes.buffer]);
    }
    port.postMessage({ ...end?.(), type: 'end' } satisfies PipeMessage);
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : '读取文件失败';
    port.postMessage({ type: 'error', message } satisfies PipeMessage);
    throw error;
  } finally {
    port.onmessage = null;
  }
}

/**
 * Hasher end: the chunks arriving on `port`, in order, as an async iterable; each chunk is
 * acknowledged once the consumer asks for the next one. Ends at `end`, handing that message to
 * `onEnd` first; @throws Error with the reader's message at `error`.
 */
export async function* portChunks(port: PortLike, onEnd?: (end: PipeEnd) => void): AsyncGenerator<Uint8Array> {
  const queue: PipeMessage[] = [];
  const arrived = createSignal();
  port.onmessage = (event: MessageEvent) => {
    queue.push(event.data as PipeMessage);
    arrived.notify();
  };
  try {
    for (;;) {
      while (queue.length === 0) await arrived.wait();
      const msg = queue.shift()!;
      if (msg.type === 'end') {
        onEnd?.(msg);
        return;
      }
      if (msg.type === 'error') throw new Error(msg.message);
      yield msg.bytes;
      port.postMessage({ type: 'ack', bytes: msg.bytes.byteLength } satisfies PipeAck);
    }
  } finally {
    port.onmessage = null;
  }
}
