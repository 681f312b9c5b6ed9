import { createHash } from 'crypto';
import { crc32 as zlibCrc32 } from 'zlib';
import { blobChunks } from '../../../src/core/hash/file-hash';
import {
  createCrc32Digest,
  createFileHasher,
  createJsHasher,
  createMd5Digest,
  createWasmHasher,
} from '../../../src/core/hash/hasher';
import { noise } from '../helpers/noise';


function feed(h: { update(b: Uint8Array): void }, bytes: Uint8Array, cuts: number[]): void {
  let at = 0;
  for (const cut of [...cuts, bytes.length]) {
    h.update(bytes.subarray(at, cut));
    at = cut;
  }
}

describe('file hasher engines (spec §7: MD5 + CRC32)', () => {
  const bytes = noise(300_001);
  const expected = {
    md5: createHash('md5').update(bytes).digest('hex'),
    crc32: (zlibCrc32(bytes) >>> 0).toString(16).padStart(8, '0'),
  };

  it('the WebAssembly and JavaScript engines give the digests of Node crypto and zlib, whatever the chunking', async () => {
    const wasm = await createWasmHasher();
    const js = createJsHasher();
    feed(wasm, bytes, [1, 63, 64, 65, 4096, 200_000]);
    feed(js, bytes, [7, 100_000]);
    expect(wasm.engine).toBe('wasm');
    expect(js.engine).toBe('js');
    expect(wasm.digest()).toEqual(expected);
    expect(js.digest()).toEqual(expected);
  });

  it('zero-pads a small CRC32 in both engines', async () => {
    const text = new TextEncoder().encode('yishui353'); // CRC32 0x005ab26e
    const md5 = createHash('md5').update(text).digest('hex');
    for (const h of [await createWasmHasher(), createJsHasher()]) {
      h.update(text);
      expect(h.digest()).toEqual({ md5, crc32: '005ab26e' });
    }
    expect((await createWasmHasher()).digest()).toEqual({ md5: 'd41d8cd98f00b204e9800998ecf8427e', crc32: '00000000' });
  });

  it('single digests (MD5 for the hash worker, CRC32 for the reader) give the same results in both engines', async () => {
    for (const engine of ['wasm', 'js'] as const) {
      const md5 = await createMd5Digest(engine);
      const crc = await createCrc32Digest(engine);
      expect([md5.engine, crc.engine]).toEqual([engine, engine]);
      feed(md5, bytes, [5, 70_000]);
      feed(crc, bytes, [99]);
      expect({ md5: md5.digest(), crc32: crc.digest() }).toEqual(expected);
    }
  });

  it('prefers WebAssembly and can be told to use JavaScript', async () => {
    expect((await createFileHasher()).engine).toBe('wasm');
    expect((await createFileHasher('js')).engine).toBe('js');
  });

  it('falls back to JavaScript where WebAssembly is missing', async () => {
    const saved = globalThis.WebAssembly;
    try {
      // @ts-expect-error simulating a runtime without WebAssembly
      delete globalThis.WebAssembly;
      const h = await createFileHasher();
      expect(h.engine).toBe('js');
      h.update(bytes);
      expect(h.digest()).toEqual(expected);
      expect((await createMd5Digest()).engine).toBe('js');
      expect((await createCrc32Digest()).engine).toBe('js');
    } finally {
      globalThis.WebAssembly = saved;
    }
  });

  it('falls back to JavaScript when compiling WebAssembly is refused (e.g. by a CSP)', async () => {
    const spy = jest.spyOn(WebAssembly, 'compile').mockRejectedValue(new EvalError('wasm-unsafe-eval'));
    const inst = jest.spyOn(WebAssembly, 'instantiate').mockRejectedValue(new EvalError('wasm-unsafe-eval'));
    try {
      // a fresh hash-wasm, so no module compiled by the tests above is reused
      let fresh: typeof import('../../../src/core/hash/hasher') | undefined;
      jest.isolateModules(() => {
        fresh = require('../../../src/core/hash/hasher');
      });
      const h = await fresh!.createFileHasher();
      expect(spy.mock.calls.length + inst.mock.calls.length).toBeGreaterThan(0);
      expect(h.engine).toBe('js');
    } finally {
      spy.mockRestore();
      inst.mockRestore();
    }
  });
});

describe('blobChunks (spec §7: 5 MB slices, each streamed)', () => {
  function spiedBlob(bytes: Uint8Array<ArrayBuffer>, withStream = true) {
    const blob = new Blob([bytes]);
    const starts: number[] = [];
    const cancels: number[] = [];
    const realSlice = blob.slice.bind(blob);
    blob.slice = (start?: number, end?: number) => {
      starts.push(start ?? 0);
      const part = realSlice(start, end);
      if (!withStream) {
        Object.defineProperty(part, 'stream', { value: undefined });
      } else {
        const realStream = part.stream.bind(part);
        part.stream = () => {
          const s = realStream();
          const realGetReader = s.getReader.bind(s);
          s.getReader = (() => {
            const reader = realGetReader();
            const realCancel = reader.cancel.bind(reader);
            reader.cancel = (reason?: unknown) => {
              cancels.push(start ?? 0);
              return realCancel(reason);
            };
            return reader;
          }) as typeof s.getReader;
          return s;
        };
      }
      return part;
    };
    return { blob, starts, cancels };
  }

  it('reads slice after slice, in order, the pieces adding up to the file', async () => {
    const bytes = noise(10_000);
    const { blob, starts } = spiedBlob(bytes);
    const pieces: Uint8Array[] = [];
    for await (const piece of blobChunks(blob, 4000)) pieces.push(piece);
    expect(starts).toEqual([0, 4000, 8000]);
    expect(pieces.every((p) => p.byteLength > 0 && p.byteLength <= 4000)).toBe(true);
    expect(Buffer.concat(pieces)).toEqual(Buffer.from(bytes));
  });

  it('reads each slice whole where Blob.stream is missing', async () => {
    const bytes = noise(10_000);
    const { blob, starts } = spiedBlob(bytes, false);
    const pieces: Uint8Array[] = [];
    for await (const piece of blobChunks(blob, 4000)) pieces.push(piece);
    expect(starts).toEqual([0, 4000, 8000]);
    expect(pieces.map((p) => p.byteLength)).toEqual([4000, 4000, 2000]);
    expect(Buffer.concat(pieces)).toEqual(Buffer.from(bytes));
  });

  it('cancels the read when the caller stops early', async () => {
    const { blob, starts, cancels } = spiedBlob(noise(10_000));
    const it = blobChunks(blob, 4000);
    await it.next();
    await it.return(undefined);
    expect(starts).toEqual([0]);
    expect(cancels).toEqual([0]);
  });
});
