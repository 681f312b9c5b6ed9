/**
 * Node adapter (the only file under src/core/vat that uses Node built-ins): opens a file path
 * as a streamed {@link ReportInput}. Do not import from browser code; import `src/core/vat/node`
 * explicitly in scripts, the mock API and tests.
 */
import { close, open, read, statSync } from 'fs';
import { basename } from 'path';
import type { ReportInput } from './types';

/** `fs.open(path, 'r')` as a promise (callback fs: neither fs/promises nor streams, which Node loads on first use). */
function openFd(path: string): Promise<number> {
  return new Promise((res, rej) => {
    open(path, 'r', (e, fd) => (e ? rej(e) : res(fd)));
  });
}

/** `fs.read` of `length` bytes at file position `pos` into `buf[offset…]`; resolves to the bytes read (0 at the end). */
function readAt(fd: number, buf: Uint8Array, offset: number, length: number, pos: number): Promise<number> {
  return new Promise((res, rej) => {
    read(fd, buf, offset, length, pos, (e, n) => (e ? rej(e) : res(n)));
  });
}

/** Bytes per chunk of {@link fromPath}. */
const CHUNK = 1 << 20;

/** Opens `path` as an input read in 1 MB chunks (`slice` reads a range at its position); `name` defaults to the file's base name. Throws if the file does not exist. */
export function fromPath(path: string, name = basename(path)): ReportInput {
  const size = statSync(path).size;
  return {
    name,
    size,
    async *chunks(): AsyncIterable<Uint8Array> {
      // callback fs.open / fs.read, one chunk read ahead while the last is worked on (issue #25: a
      // read stream cost about 30 ms of the 100 MB bench: loading Node's stream and fs/promises
      // modules on first use, and the stream machinery per chunk). Each chunk is a new buffer: a
      // reader may keep it (a workbook is collected whole).
      const fd = await openFd(path);
      const next = (pos: number): Promise<Uint8Array> => {
        const b = Buffer.allocUnsafe(CHUNK);
        const p = readAt(fd, b, 0, CHUNK, pos).then((n) => new Uint8Array(b.buffer, b.byteOffset, n));
        // handled now (the error is thrown where the chunk is awaited): a read failing while the
        // last chunk is still being worked on is not an unhandled rejection
        p.catch(() => undefined);
        return p;
      };
      let pending: Promise<Uint8Array> | null = null;
      try {
        let pos = 0;
        pending = next(pos);
        for (;;) {
          const c = await pending;
          pending = null;
          if (c.length === 0) break;
          pos += c.length;
          pending = next(pos);
          yield c;
        }
      } finally {
        // a read still under way finishes before the descriptor closes
        if (pending) await pending.catch(() => undefined);
        close(fd, () => undefined);
      }
    },
    async slice(start: number, end: number): Promise<Uint8Array> {
      const from = Math.max(0, start);
      const out = new Uint8Array(Math.max(0, Math.min(size, end) - from));
      const fd = await openFd(path);
      try {
        let got = 0;
        while (got < out.length) {
          const n = await readAt(fd, out, got, out.length - got, from + got);
          if (!n) break;
          got += n;
        }
        return out.subarray(0, got);
      } finally {
        close(fd, () => undefined);
      }
    },
  };
}
