/**
 * Storage-certificate cache (spec §7 "Storage-certificate call", §9 timings):
 * fetched with up to 3 retries, assumed valid for 115 minutes, and once 2 hours have passed since
 * the app started the certificate is re-requested every 10 minutes.
 */

import {
  CERTIFICATE_RECHECK_AFTER_MS,
  CERTIFICATE_RETRIES,
  CERTIFICATE_VALID_MS,
} from '../constants/timing';
import { retry } from './utils/retry';

/** Certificate validity assumed by the client: 115 minutes (spec §9). */
export const CERT_VALID_MS = CERTIFICATE_VALID_MS;
/** Re-requests start once this much time has passed: 2 hours (spec §9). */
export const CERT_RECHECK_AFTER_MS = CERTIFICATE_RECHECK_AFTER_MS;
/** Retries of the certificate call (spec §7: retried 3 times). */
const CERT_RETRIES = CERTIFICATE_RETRIES;

/**
 * A storage certificate: `url` is the file-host prefix of every stored file; `query` (e.g.
 * `cert=…`), when present, is the short-lived credential appended to every file URL (the file host
 * serves a file only to its owner or the owner's agent: issue #14).
 */
interface StorageCertificate {
  url: string;
  query?: string;
}

/** Calls `fn`, retrying up to `retries` more times at once on rejection (p-retry via `retry`); rejects with the last error. */
export function withRetry<T>(fn: () => Promise<T>, retries: number): Promise<T> {
  return retry(() => fn(), { retries });
}

/**
 * A certificate cache over `fetcher`. `now` is injectable for tests.
 * - `get()` returns the cached certificate while younger than 115 min, else fetches (3 retries).
 * - `tick()` is called every 10 min by the app; once 2 h have passed since `startedAt` it re-requests.
 */
export function createCertCache(fetcher: () => Promise<StorageCertificate>, now: () => number = Date.now) {
  let cert: StorageCertificate | null = null;
  let fetchedAt = 0;
  let inflight: Promise<StorageCertificate> | null = null;
  const startedAt = now();

  function refresh(): Promise<StorageCertificate> {
    if (!inflight) {
      inflight = withRetry(fetcher, CERT_RETRIES)
        .then((c) => {
          cert = c;
          fetchedAt = now();
          return c;
        })
        .finally(() => {
          inflight = null;
        });
    }
    return inflight;
  }

  return {
    get(): Promise<StorageCertificate> {
      if (cert && now() - fetchedAt < CERT_VALID_MS) return Promise.resolve(cert);
      return refresh();
    },
    async tick(): Promise<StorageCertificate | null> {
      if (now() - startedAt < CERT_RECHECK_AFTER_MS) return null;
      return refresh();
    },
    peek: (): StorageCertificate | null => cert,
  };
}

/**
 * The full URL of a stored file: `path` (a stored key such as `avatar/1/x y%.png`) prefixed with the
 * certificate url, each path segment percent-encoded once, and the certificate's `query` appended —
 * unless `path` is already absolute (`http(s)://`, `data:`, `blob:`) or empty.
 */
export function fileUrl(prefix: string, path?: string | null, query?: string): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  const encoded = path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${prefix.replace(/\/+$/, '')}/${encoded}${query ? `?${query}` : ''}`;
}
