/**
 * Message handling of the hash worker, kept free of worker globals so it can
 * be unit-tested. Source: spec §7 (file hash helper).
 */
import { hashBlob } from './file-hash';
import type { HashWorkerRequest, HashWorkerResponse } from './types';

/** Fallback error text (user-facing) when the thrown value has no message. */
export const HASH_ERROR_MESSAGE = '文件校验失败，请重试';

function isRequest(data: unknown): data is HashWorkerRequest {
  if (typeof data !== 'object' || data === null) return false;
  const r = data as Partial<HashWorkerRequest>;
  return (
    (typeof r.id === 'number' || typeof r.id === 'string') &&
    typeof Blob !== 'undefined' &&
    r.file instanceof Blob
  );
}

/**
 * Handles one `{ id, file, chunkSize? }` request: posts
 * `{ id, type: 'progress', loaded, total, percent }` per chunk, then
 * `{ id, type: 'done', md5, crc32 }`, or `{ id, type: 'error', message }` on
 * failure (including a malformed request, reported with `id` if present,
 * else `-1`). Never rejects.
 */
export async function handleHashRequest(
  data: unknown,
  post: (message: HashWorkerResponse) => void,
  hash: typeof hashBlob = hashBlob,
): Promise<void> {
  const rawId = (data as { id?: unknown } | null)?.id;
  const id = typeof rawId === 'number' || typeof rawId === 'string' ? rawId : -1;
  if (!isRequest(data)) {
    post({ id, type: 'error', message: '无效的文件校验请求' });
    return;
  }
  try {
    const result = await hash(
      data.file,
      (p) => post({ id, type: 'progress', loaded: p.loaded, total: p.total, percent: p.percent }),
      data.chunkSize,
    );
    post({ id, type: 'done', md5: result.md5, crc32: result.crc32 });
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : HASH_ERROR_MESSAGE;
    post({ id, type: 'error', message });
  }
}
