import { createHash } from 'crypto';
import {
  DEFAULT_HASH_CHUNK_SIZE,
  blobChunks,
  crc32ToHex,
  hashBlob,
  hashChunks,
} from '../../../src/core/hash/file-hash';
import type { HashProgress } from '../../../src/core/hash/types';
import { noise } from '../helpers/noise';

const enc = (s: string) => new TextEncoder().encode(s);
const FOX = 'The quick brown fox jumps over the lazy dog';

/** ~1 MB of deterministic pseudo-random bytes. */
const bigData = (size = 1_000_003) => noise(size);

describe('hashChunks', () => {
  it('hashes the empty input', async () => {
    await expect(hashChunks([])).resolves.toEqual({ md5: 'd41d8cd98f00b204e9800998ecf8427e', crc32: '00000000' });
  });

  it('hashes a known string', async () => {
    await expect(hashChunks([enc(FOX)])).resolves.toEqual({
      md5: '9e107d9d372bb6826bd81d3542a419d6',
      crc32: '414fa339',
    });
  });

  it('is independent of chunk boundaries (sync and async iterables, sub-views)', async () => {
    const bytes = enc(FOX);
    async function* parts() {
      yield bytes.subarray(0, 3);
      yield bytes.subarray(3, 3);
      yield bytes.subarray(3, 20);
      yield bytes.subarray(20);
    }
    const expected = { md5: '9e107d9d372bb6826bd81d3542a419d6', crc32: '414fa339' };
    await expect(hashChunks(parts())).resolves.toEqual(expected);
    await expect(hashChunks([bytes.subarray(0, 10), bytes.subarray(10)])).resolves.toEqual(expected);
  });

  it('reports percent 0 until the end when the total is unknown', async () => {
    const seen: HashProgress[] = [];
    await hashChunks([enc('ab'), enc('cd')], undefined, (p) => seen.push(p));
    expect(seen.map((p) => p.percent)).toEqual([0, 0, 100]);
    expect(seen[seen.length - 1]).toEqual({ loaded: 4, total: 4, percent: 100 });
  });
});

describe('crc32ToHex', () => {
  it('renders unsigned, zero-padded hex', () => {
    expect(crc32ToHex(0)).toBe('00000000');
    expect(crc32ToHex(-1)).toBe('ffffffff');
    expect(crc32ToHex(0x414fa339)).toBe('414fa339');
    expect(crc32ToHex(0xabc)).toBe('00000abc');
  });
});

describe('hashBlob (spec §7)', () => {
  it('uses 5 MiB chunks by default', () => {
    expect(DEFAULT_HASH_CHUNK_SIZE).toBe(5 * 1024 * 1024);
  });

  it('hashes known strings', async () => {
    await expect(hashBlob(new Blob([]))).resolves.toEqual({
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
      crc32: '00000000',
    });
    await expect(hashBlob(new Blob([FOX]))).resolves.toEqual({
      md5: '9e107d9d372bb6826bd81d3542a419d6',
      crc32: '414fa339',
    });
    await expect(hashBlob(new Blob([FOX]), undefined, 7)).resolves.toEqual({
      md5: '9e107d9d372bb6826bd81d3542a419d6',
      crc32: '414fa339',
    });
  });

  it('multi-chunk equals single-chunk and matches Node crypto md5', async () => {
    const data = bigData();
    const blob = new Blob([data]);
    const single = await hashBlob(blob);
    const multi = await hashBlob(blob, undefined, 64 * 1024 + 1);
    expect(multi).toEqual(single);
    expect(single.md5).toBe(createHash('md5').update(data).digest('hex'));
    expect(single.crc32).toMatch(/^[0-9a-f]{8}$/);
  });

  it('reports monotone progress per piece read ending at 100', async () => {
    const data = bigData(300_000);
    const seen: HashProgress[] = [];
    await hashBlob(new Blob([data]), (p) => seen.push(p), 64 * 1024);
    expect(seen.length).toBeGreaterThanOrEqual(Math.ceil(300_000 / (64 * 1024)));
    for (let i = 1; i < seen.length; i += 1) {
      expect(seen[i].percent).toBeGreaterThanOrEqual(seen[i - 1].percent);
      expect(seen[i].loaded).toBeGreaterThan(seen[i - 1].loaded);
    }
    expect(seen.every((p) => p.total === 300_000)).toBe(true);
    expect(seen[seen.length - 1]).toEqual({ loaded: 300_000, total: 300_000, percent: 100 });
    expect(seen.slice(0, -1).every((p) => p.percent < 100)).toBe(true);
  });

  it('reports 100 once for an empty blob', async () => {
    const seen: HashProgress[] = [];
    await hashBlob(new Blob([]), (p) => seen.push(p));
    expect(seen).toEqual([{ loaded: 0, total: 0, percent: 100 }]);
  });

  it('rejects invalid chunk sizes', async () => {
    await expect(hashBlob(new Blob(['x']), undefined, 0)).rejects.toThrow(RangeError);
    await expect(hashBlob(new Blob(['x']), undefined, 1.5)).rejects.toThrow(RangeError);
    const it = blobChunks(new Blob(['x']), -1);
    await expect(it.next()).rejects.toThrow(RangeError);
  });

  it('passes read errors on (streamed and whole-slice reads)', async () => {
    const streamed = new Blob(['abc']);
    streamed.slice = () => {
      const b = new Blob(['x']);
      b.stream = () =>
        new ReadableStream({
          pull: (c) => c.error(new Error('读取失败')),
        });
      return b;
    };
    await expect(hashBlob(streamed)).rejects.toThrow('读取失败');
    const whole = new Blob(['abc']);
    whole.slice = () => {
      const b = new Blob(['x']);
      Object.defineProperty(b, 'stream', { value: undefined });
      b.arrayBuffer = () => Promise.reject(new Error('读取失败'));
      return b;
    };
    await expect(hashBlob(whole)).rejects.toThrow('读取失败');
  });
});
