/**
 * Node adapter (the only file under src/core/vat that uses Node built-ins): opens a file path
 * as a streamed {@link ReportInput}. Do not import from browser code; import `src/core/vat/node`
 * explicitly in scripts, the mock API and tests.
 */
import { createReadStream, statSync } from 'fs';
import { basename } from 'path';
import type { ReportInput } from './types';

/** Opens `path` as an input read in 1 MB chunks; `name` defaults to the file's base name. Throws if the file does not exist. */
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
  };
}

/** Alias of {@link fromPath}. */
export const openFileInput = fromPath;
