import { createHash } from 'crypto';
import { crc32 as zlibCrc32 } from 'zlib';
import { portChunks, pumpChunks } from '../../../src/core/hash/pipe';
import { hashFileWithWorkers, type HashWorkerKind, type WorkerLike } from '../../../src/core/hash/run-workers';
import type { HashProgress } from '../../../src/core/hash/types';
import { handleReadRequest } from '../../../src/core/hash/reader-handler';
import type { HashWorkerResponse } from '../../../src/core/hash/types';
import { HASH_ERROR_MESSAGE, handleHashRequest } from '../../../src/core/hash/worker-handler';
import { noise } from '../helpers/noise';

/**
 * An in-process stand-in for a dedicated worker: messages go to the real handler of its kind,
 * asynchronously; `failToLoad` makes it report a load error instead, as a blocked script would.
 */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  terminated = false;
  constructor(
    readonly kind: HashWorkerKind,
    private readonly failToLoad = false,
  ) {}
  postMessage(message: unknown): void {
    setTimeout(() => {
      if (this.terminated) return;
      if (this.failToLoad) {
        this.onerror?.({ message: 'load failed', preventDefault: () => undefined } as unknown as ErrorEvent);
        return;
      }
      if (this.kind === 'hash') {
        void handleHashRequest(message, (m) => {
          if (!this.terminated) this.onmessage?.({ data: m } as MessageEvent);
        });
      } else {
        void handleReadRequest(message);
      }
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

function factory(options: { readerFails?: boolean; readerThrows?: boolean; hashThrows?: boolean } = {}) {
  const made: FakeWorker[] = [];
  const create = (kind: HashWorkerKind): WorkerLike => {
    if (kind === 'reader' && options.readerThrows) throw new Error('blocked');
    if (kind === 'hash' && options.hashThrows) throw new Error('blocked');
    const w = new FakeWorker(kind, kind === 'reader' && options.readerFails);
    made.push(w);
    return w;
  };
  return { create, made };
}

describe('hashFileWithWorkers (reader worker → hash worker, spec §7)', () => {
  const bytes = noise(700_001);
  const md5 = createHash('md5').update(bytes).digest('hex');
  const crc32 = (zlibCrc32(bytes) >>> 0).toString(16).padStart(8, '0');

  it('hashes through the two workers, with monotone progress ending at 100, then ends both', async () => {
    const { create, made } = factory();
    const seen: HashProgress[] = [];
    const result = await hashFileWithWorkers(new Blob([bytes]), create, (p) => seen.push(p), 100_000);
    // MD5 from the hash worker, CRC32 from the reader worker
    expect(result).toEqual({ md5, crc32 });
    expect(made.map((w) => w.kind)).toEqual(['hash', 'reader']);
    expect(made.every((w) => w.terminated)).toBe(true);
    expect(seen.length).toBeGreaterThanOrEqual(7);
    for (let i = 1; i < seen.length; i += 1) expect(seen[i].percent).toBeGreaterThanOrEqual(seen[i - 1].percent);
    expect(seen[seen.length - 1]).toEqual({ loaded: bytes.length, total: bytes.length, percent: 100 });
  });

  it('falls back to the hash worker alone when the reader cannot be created', async () => {
    const { create, made } = factory({ readerThrows: true });
    await expect(hashFileWithWorkers(new Blob([bytes]), create, undefined, 100_000)).resolves.toMatchObject({ md5 });
    expect(made.map((w) => w.kind)).toEqual(['hash']);
  });

  it('starts over with the hash worker alone when the reader fails to load, progress never going back', async () => {
    const { create, made } = factory({ readerFails: true });
    const seen: number[] = [];
    await expect(
      hashFileWithWorkers(new Blob([bytes]), create, (p) => seen.push(p.percent), 100_000),
    ).resolves.toMatchObject({ md5 });
    expect(made.map((w) => w.kind)).toEqual(['hash', 'reader', 'hash']);
    expect(made.every((w) => w.terminated)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('hashes on the calling thread when no worker can be created', async () => {
    const { create, made } = factory({ hashThrows: true });
    await expect(hashFileWithWorkers(new Blob([bytes]), create)).resolves.toMatchObject({ md5 });
    expect(made).toHaveLength(0);
  });

  it("rejects with the reader's message when the file cannot be read", async () => {
    const broken = new Blob([bytes]);
    broken.slice = () => {
      const b = new Blob(['x']);
      b.stream = () => new ReadableStream({ pull: (c) => c.error(new Error('文件读取失败，请重新选择文件')) });
      return b;
    };
    const { create, made } = factory();
    await expect(hashFileWithWorkers(broken, create)).rejects.toThrow('文件读取失败，请重新选择文件');
    expect(made.every((w) => w.terminated)).toBe(true);
  });
});

describe('pipe (pumpChunks → portChunks)', () => {
  it('delivers every chunk in order, transferring buffers, and never has more than the bound in flight', async () => {
    const { port1, port2 } = new MessageChannel();
    const pieces = [noise(10), noise(30).subarray(5, 25), noise(40), noise(7)];
    const expected = Buffer.concat(pieces.map((p) => Buffer.from(p)));
    let maxInFlight = 0;
    let sent = 0;
    let received = 0;
    const realPost = port1.postMessage.bind(port1);
    port1.postMessage = ((message: { type: string; bytes?: Uint8Array }, transfer?: Transferable[]) => {
      if (message.type === 'chunk') sent += message.bytes!.byteLength;
      maxInFlight = Math.max(maxInFlight, sent - received);
      realPost(message, transfer as Transferable[]);
    }) as typeof port1.postMessage;
    async function* source() {
      yield* pieces;
    }
    const pumping = pumpChunks(source(), port1, { maxInFlightBytes: 15 });
    const got: Uint8Array[] = [];
    for await (const c of portChunks(port2)) {
      got.push(c);
      received += c.byteLength;
      await new Promise((r) => {
        setTimeout(r, 5);
      });
    }
    await pumping;
    port1.close();
    expect(Buffer.concat(got)).toEqual(expected);
    // whole buffers were transferred (detached here); the view into a larger buffer was copied
    expect(pieces.map((p) => p.byteLength)).toEqual([0, 20, 0, 0]);
    expect(maxInFlight).toBeLessThanOrEqual(40); // unbounded, all 77 bytes would be in flight at once
    expect(got.map((c) => c.byteLength)).toEqual([10, 20, 40, 7]);
  });

  it('lets the reader see each chunk before it is transferred and hands its end fields to the hasher', async () => {
    const { port1, port2 } = new MessageChannel();
    const seen: number[] = [];
    async function* source() {
      yield noise(3);
      yield noise(4);
    }
    const pumping = pumpChunks(source(), port1, {
      onChunk: (b) => seen.push(b.byteLength),
      end: () => ({ crc32: '0000abcd' }),
    });
    let end: unknown;
    const sizes: number[] = [];
    for await (const c of portChunks(port2, (e) => (end = e))) sizes.push(c.byteLength);
    await pumping;
    port1.close();
    expect(seen).toEqual([3, 4]);
    expect(sizes).toEqual([3, 4]);
    expect(end).toEqual({ type: 'end', crc32: '0000abcd' });
  });

  it('the hash worker reports an error when the reader ends without a CRC32', async () => {
    const { port1, port2 } = new MessageChannel();
    const posted: HashWorkerResponse[] = [];
    const hashing = handleHashRequest({ id: 5, file: new Blob(['abc']), port: port2 }, (m) => posted.push(m));
    async function* source() {
      yield new TextEncoder().encode('abc');
    }
    await pumpChunks(source(), port1);
    await hashing;
    port1.close();
    expect(posted[posted.length - 1]).toEqual({ id: 5, type: 'error', message: HASH_ERROR_MESSAGE });
  });

  it('passes a read error on as an error of the hasher end', async () => {
    const { port1, port2 } = new MessageChannel();
    async function* source(): AsyncGenerator<Uint8Array> {
      yield noise(5);
      throw new Error('读取失败');
    }
    const pumping = pumpChunks(source(), port1).catch((e: Error) => e.message);
    const got: number[] = [];
    await expect(
      (async () => {
        for await (const c of portChunks(port2)) got.push(c.byteLength);
      })(),
    ).rejects.toThrow('读取失败');
    await expect(pumping).resolves.toBe('读取失败');
    expect(got).toEqual([5]);
    port1.close();
  });
});

describe('handleReadRequest (reader worker protocol)', () => {
  it('answers a request without a file with an error on the port, and ignores one without a port', async () => {
    const sent: unknown[] = [];
    const port = { postMessage: (m: unknown) => sent.push(m), onmessage: null };
    await handleReadRequest({ port, file: 'nope' });
    await handleReadRequest({ file: new Blob(['x']) });
    await handleReadRequest(null);
    expect(sent).toEqual([{ type: 'error', message: '无效的文件读取请求' }]);
  });

  it('reader.worker.ts wires the message listener of the worker scope to the handler', async () => {
    const listeners: Array<(e: { data: unknown }) => void> = [];
    const g = globalThis as unknown as { self?: unknown };
    const previous = g.self;
    g.self = { addEventListener: (_type: string, l: (e: { data: unknown }) => void) => listeners.push(l) };
    try {
      jest.isolateModules(() => {
        require('../../../src/core/hash/reader.worker');
      });
      expect(listeners).toHaveLength(1);
      const { port1, port2 } = new MessageChannel();
      listeners[0]({ data: { file: new Blob(['abc']), port: port1 } });
      const got: string[] = [];
      for await (const c of portChunks(port2)) got.push(new TextDecoder().decode(c));
      expect(got.join('')).toBe('abc');
      port1.close();
    } finally {
      g.self = previous;
    }
  });
});
