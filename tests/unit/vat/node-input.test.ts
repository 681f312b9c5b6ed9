/**
 * The Node file input (src/core/vat/node.ts `fromPath`) read with callback fs and one chunk read
 * ahead (issue #25): every byte in order across 1 MB chunks, chunks that stay valid when kept (a
 * workbook is collected whole), `slice` at any range, an iteration left early, and read errors
 * thrown where the chunk is awaited, never as an unhandled rejection.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { fromPath } from '../../../src/core/vat/node';

let dir = '';
let file = '';
let bytes: Uint8Array;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'yishui-node-input-'));
  file = join(dir, 'big.csv');
  // 2.5 MB of a pattern that differs at every position of a chunk: three chunks, the last partial
  bytes = new Uint8Array(2.5 * 1048576);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >> 12)) & 0xff;
  writeFileSync(file, bytes);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fromPath', () => {
  it('gives every byte in order, in kept chunks that are distinct buffers', async () => {
    const input = fromPath(file);
    expect(input.size).toBe(bytes.length);
    const kept: Uint8Array[] = [];
    for await (const c of input.chunks()) kept.push(c);
    expect(kept.map((c) => c.length)).toEqual([1048576, 1048576, 524288]);
    expect(new Set(kept.map((c) => c.buffer)).size).toBe(3);
    const all = new Uint8Array(bytes.length);
    let o = 0;
    for (const c of kept) {
      all.set(c, o);
      o += c.length;
    }
    expect(Buffer.compare(Buffer.from(all), Buffer.from(bytes))).toBe(0);
  });

  it('streams again from the start on every call, and an iteration left early closes cleanly', async () => {
    const input = fromPath(file);
    for await (const c of input.chunks()) {
      expect(c[5]).toBe(bytes[5]);
      break;
    }
    let n = 0;
    for await (const c of input.chunks()) n += c.length;
    expect(n).toBe(bytes.length);
  });

  it('slices any range, shorter at the end of the file', async () => {
    const input = fromPath(file);
    const s = await input.slice!(1048570, 1048590);
    expect(Array.from(s)).toEqual(Array.from(bytes.subarray(1048570, 1048590)));
    const tail = await input.slice!(bytes.length - 10, bytes.length + 100);
    expect(Array.from(tail)).toEqual(Array.from(bytes.subarray(bytes.length - 10)));
    expect((await input.slice!(5, 5)).length).toBe(0);
  });

  it('a read error rejects the iteration (a directory given as the file), with no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown): void => {
      unhandled.push(e);
    };
    process.on('unhandledRejection', onUnhandled);
    try {
      const input = fromPath(dir);
      const read = async (): Promise<number> => {
        let n = 0;
        for await (const c of input.chunks()) n += c.length;
        return n;
      };
      await expect(read()).rejects.toThrow(/EISDIR|illegal operation/i);
      await new Promise<void>((r) => {
        setTimeout(r, 20);
      });
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
