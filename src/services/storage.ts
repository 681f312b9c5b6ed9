import { call } from '@/request/call';
import type { AppRequestOptions } from '@/request/types';
import { commonCalls } from './_generated/common.calls';
import { createCertCache, fileUrl } from '@/core/cert-cache';

/**
 * `GET /api/storage/certificate` (spec §7 "Storage-certificate call"; the path is ours, the spec
 * does not name it): `{ url, query }`, the file-host prefix of stored files and the signed query
 * every file URL carries. Failures are not shown (`skipErrorHandler`; the certificate cache
 * retries), unless `opts` says otherwise.
 */
export function fetchStorageCertificate(opts?: AppRequestOptions) {
  return call(commonCalls.certificate, {}, { skipErrorHandler: true, ...opts });
}

/** The app's certificate cache (3 retries, 115 min validity, re-checked every 10 min after 2 h). */
export const certCache = createCertCache(fetchStorageCertificate);

/** Resolves a stored path to its URL under the file host. */
async function storedFileUrl(path?: string | null): Promise<string> {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  const cert = await certCache.get();
  return fileUrl(cert.url, path, cert.query);
}

/**
 * Checks that a stored file exists under the file host (spec §3: the avatar is checked and dropped
 * if missing). Resolves with its URL, or `''` when missing or unreachable. Never rejects.
 */
export async function existingFileUrl(path?: string | null): Promise<string> {
  try {
    const url = await storedFileUrl(path);
    if (!url) return '';
    const res = await fetch(url, { method: 'HEAD', credentials: 'omit' });
    return res.ok ? url : '';
  } catch {
    // A file host that cannot be reached counts as missing: the caller drops the avatar (spec §3), as documented above.
    return '';
  }
}
