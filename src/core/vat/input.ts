/**
 * Browser-safe {@link ReportInput} helpers: `fromBlob` for a browser `File` (streams with
 * `blob.stream()`, falling back to slices), `fromBytes` / `fromText` for data in memory (tests,
 * mock API). No Node built-ins.
 */
import type { ReportInput } from './types';

const SLICE = 1 << 20;

/** Wraps a Blob/File (`name` required) as a streamed input; chunks of the browser's choosing (or 1 MB slices); `slice` reads a range with `Blob.slice`. */
export function fromBlob(file: Blob & { name: string }): ReportInput {
  return {
    name: file.name,
    size: file.size,
    async *chunks(): AsyncIterable<Uint8Array> {
      const s = (file as Blob & { stream?: () => ReadableStream<Uint8Array> }).stream;
      if (typeof s === 'function') {
        const reader = s.call(file).getReader();
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) return;
            if (value) yield value;
          }
        } finally {
          reader.releaseLock();
        }
      }
      for (let o = 0; o < file.size; o += SLICE) {
        yield new Uint8Array(await file.slice(o, o + SLICE).arrayBuffer());
      }
    },
    async slice(start: number, end: number): Promise<Uint8Array> {
      return new Uint8Array(await file.slice(start, end).arrayBuffer());
    },
  };
}

/** Wraps bytes in memory as an input, yielding `chunkSize`-byte pieces (default 64 KB; small sizes exercise chunk borders). */
export function fromBytes(name: string, bytes: Uint8Array, chunkSize = 65536): ReportInput {
  return {
    name,
    size: bytes.length,
    async *chunks(): AsyncIterable<Uint8Array> {
      for (let o = 0; o < bytes.length; o += chunkSize) yield bytes.subarray(o, Math.min(bytes.length, o + chunkSize));
    },
    async slice(start: number, end: number): Promise<Uint8Array> {
      return bytes.subarray(Math.max(0, start), Math.min(bytes.length, end));
    },
  };
}

/** Wraps text (encoded as UTF-8) as an input. */
export function fromText(name: string, text: string, chunkSize = 65536): ReportInput {
  return fromBytes(name, new TextEncoder().encode(text), chunkSize);
}
