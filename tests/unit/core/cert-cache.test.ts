import {
  CERT_RECHECK_AFTER_MS,
  CERT_VALID_MS,
  createCertCache,
  fileUrl,
  withRetry,
} from '@/core/cert-cache';

describe('storage certificate cache (spec §7, §9)', () => {
  it('pins the timings: valid 115 min, re-check every 10 min after 2 h', () => {
    expect(CERT_VALID_MS).toBe(115 * 60_000);
    expect(CERT_RECHECK_AFTER_MS).toBe(120 * 60_000);
  });

  it('retries 3 times (4 attempts) then rejects with the last error', async () => {
    let n = 0;
    await expect(
      withRetry(async () => {
        n += 1;
        throw new Error(`fail ${n}`);
      }, 3),
    ).rejects.toThrow('fail 4');
    expect(n).toBe(4);
  });

  it('succeeds on a later attempt', async () => {
    let n = 0;
    const v = await withRetry(async () => {
      n += 1;
      if (n < 3) throw new Error('x');
      return 'ok';
    }, 3);
    expect(v).toBe('ok');
  });

  it('caches for 115 minutes, then fetches again', async () => {
    let now = 0;
    let fetches = 0;
    const cache = createCertCache(async () => ({ url: `/oss/${++fetches}` }), () => now);
    expect((await cache.get()).url).toBe('/oss/1');
    now = CERT_VALID_MS - 1;
    expect((await cache.get()).url).toBe('/oss/1');
    now = CERT_VALID_MS;
    expect((await cache.get()).url).toBe('/oss/2');
  });

  it('tick re-requests only once 2 hours have passed since start', async () => {
    let now = 0;
    let fetches = 0;
    const cache = createCertCache(async () => ({ url: `/oss/${++fetches}` }), () => now);
    await cache.get();
    now = CERT_RECHECK_AFTER_MS - 1;
    expect(await cache.tick()).toBeNull();
    now = CERT_RECHECK_AFTER_MS;
    expect(await cache.tick()).toEqual({ url: '/oss/2' });
  });

  it('builds file URLs under the prefix, leaving absolute URLs alone', () => {
    expect(fileUrl('/mock-oss/', '/avatars/1.png')).toBe('/mock-oss/avatars/1.png');
    expect(fileUrl('https://cdn.x', 'a.png')).toBe('https://cdn.x/a.png');
    expect(fileUrl('/p', 'https://other/a.png')).toBe('https://other/a.png');
    expect(fileUrl('/p', '')).toBe('');
    // Each key segment is encoded once (names may hold %, spaces, Chinese); the certificate query is appended.
    expect(fileUrl('/mock-oss', 'report/1/rate 100%.txt', 'cert=1.2.x')).toBe('/mock-oss/report/1/rate%20100%25.txt?cert=1.2.x');
    expect(fileUrl('/mock-oss', 'a/报告.csv')).toBe(`/mock-oss/a/${encodeURIComponent('报告.csv')}`);
  });
});
