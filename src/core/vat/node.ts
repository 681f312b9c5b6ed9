/**
 * Node adapter (the only file under src/core/vat that uses Node built-ins): opens a file path
 * as a streamed {@link ReportInput}. Do not import from browser code; import `src/core/vat/node`
 * explicitly in scripts, the mock API and tests.
 */
import { createReadStream, promises as fsp, statSync } from 'fs';
import { basename } from 'path';
import type { ReportInput } from './types';

/** Opens `path` as an input read in 1 MB chunks (`slice` reads a range at its position); `name` defaults to the file's base name. Throws if the file does not exist. */
export function fromPath(path: string, name = basename(path)): ReportInput {
  const size = statSync(path).size;
  return {
    name,
    size,
    async *chunks(): AsyncIterable<Uint8Array> {
      const s = createReadStream(path, { highWaterMark: 1 << 20 });
      for await (const c of s) {
        const b = c as Buffer;
        yield new Uint8Array(b.buffer, b.byteOffset, b.length);
      }
    },
    async slice(start: number, end: number): Promise<Uint8Array> {
      const from = Math.max(0, start);
      const out = new Uint8Array(Math.max(0, Math.min(size, end) - from));
      const fh = await fsp.open(path, 'r');
      try {
        let got = 0;
        while (got < out.length) {
          const { bytesRead } = await fh.read(out, got, out.length - got, from + got);
          if (!bytesRead) break;
          got += bytesRead;
        }
        return out.subarray(0, got);
      } finally {
        await fh.close();
      }
    },
  };
}

/** Alias of {@link fromPath}. */
export const openFileInput = fromPath;
