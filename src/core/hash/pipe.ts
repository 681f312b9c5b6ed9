/**
 * A byte pipe between two Web Workers over a `MessagePort`, so one worker reads a file while
 * another hashes it (spec §7 file hashing; issue 5's `bench:upload` target). In Chromium, reading
 * a `File` costs the reading thread about as much as hashing it, so splitting the two over two
 * threads brings 100 MB from ~410 ms to ~320–360 ms on two cores (`npm run bench:upload`).
 *
 * Messages on the port:
 * - reader → hasher: `{ type: 'chunk', bytes }` (the bytes' buffer is transferred, not copied),
 *   `{ type: 'end' }`, or `{ type: 'error', message }`;
 * - hasher → reader: `{ type: 'ack', bytes }` after it has consumed a chunk of `bytes` bytes.
 * The reader keeps at most `maxInFlightBytes` unacknowledged, so a fast reader never piles a whole
 * file up in the hasher's queue.
 */

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

/** Messages the reader sends. */
export type PipeMessage = { type: 'chunk'; bytes: Uint8Array } | { type: 'end' } | { type: 'error'; message: string };

/** The hasher's acknowledgement of one consumed chunk. */
export interface PipeAck {
  type: 'ack';
  bytes: number;
}

/** Default bound on unacknowledged bytes: four 5 MB slices. */
export const DEFAULT_MAX_IN_FLIGHT_BYTES = 20 * 1024 * 1024;

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

/** A view that owns its whole buffer can be transferred; a view into a larger buffer is copied first. */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) {
    return bytes as Uint8Array<ArrayBuffer>;
  }
  return bytes.slice();
}

/**
 * Reader end: sends every chunk of `chunks` through `port`, then `end`. Waits for
 * acknowledgements whenever `maxInFlightBytes` are outstanding. A failure of `chunks` is sent as
 * `{ type: 'error', message }` (and also rethrown) so the hasher can report it.
 *
 * @param maxInFlightBytes bytes sent but not yet acknowledged before waiting (default 20 MiB)
 */
export async function pumpChunks(
  chunks: AsyncIterable<Uint8Array>,
  port: PortLike,
  maxInFlightBytes: number = DEFAULT_MAX_IN_FLIGHT_BYTES,
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
      const bytes = ownBuffer(chunk);
      inFlight += bytes.byteLength;
      port.postMessage({ type: 'chunk', bytes } satisfies PipeMessage, [bytes.buffer]);
    }
    port.postMessage({ type: 'end' } satisfies PipeMessage);
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
 * acknowledged once the consumer asks for the next one. Ends at `end`; @throws Error with the
 * reader's message at `error`.
 */
export async function* portChunks(port: PortLike): AsyncGenerator<Uint8Array> {
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
      if (msg.type === 'end') return;
      if (msg.type === 'error') throw new Error(msg.message);
      yield msg.bytes;
      port.postMessage({ type: 'ack', bytes: msg.bytes.byteLength } satisfies PipeAck);
    }
  } finally {
    port.onmessage = null;
  }
}
