/**
 * Message handling of the hash worker, kept free of worker globals so it can be unit-tested
 * (the reader worker's is in `./reader-handler.ts`). Source: spec §7 (file hash helper).
 */
import { hashBlob, hashChunks } from './file-hash';
import { createMd5Digest, type FileHasher } from './hasher';
import { hasFile, isPort, portChunks, type PortLike } from './pipe';
import type { HashProgress, HashWorkerRequest, HashWorkerResponse } from './types';

/** Fallback error text (user-facing) when the thrown value has no message. */
export const HASH_ERROR_MESSAGE = '文件校验失败，请重试';

/**
 * MD5 of the bytes arriving from the reader worker, with the CRC32 the reader computed and sent in
 * its `end` message (`./pipe.ts`). @throws Error with the reader's message, or
 * {@link HASH_ERROR_MESSAGE} when the reader ended without a CRC32.
 */
async function hashFromReader(port: PortLike, total: number, onProgress: (p: HashProgress) => void) {
  const md5 = await createMd5Digest();
  let crc32: string | undefined;
  const hasher: FileHasher = {
    engine: md5.engine,
    update: (bytes) => md5.update(bytes),
    digest: () => {
      if (!crc32) throw new Error(HASH_ERROR_MESSAGE);
      return { md5: md5.digest(), crc32 };
    },
  };
  const chunks = portChunks(port, (end) => {
    crc32 = end.crc32;
  });
  return hashChunks(chunks, total, onProgress, hasher);
}

function isRequest(data: unknown): data is HashWorkerRequest {
  if (!hasFile(data)) return false;
  const r = data as Partial<HashWorkerRequest>;
  return (typeof r.id === 'number' || typeof r.id === 'string') && (r.port === undefined || isPort(r.port));
}

/**
 * Handles one hash request `{ id, file, chunkSize?, port? }`: posts
 * `{ id, type: 'progress', loaded, total, percent }` per piece hashed, then
 * `{ id, type: 'done', md5, crc32 }`, or `{ id, type: 'error', message }` on
 * failure (including a malformed request, reported with `id` if present,
 * else `-1`). With `port`, the bytes come from the reader worker through it
 * (this worker computes the MD5, the reader the CRC32); without, `hash` reads
 * `file` here and computes both. Never rejects.
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
  const onProgress = (p: HashProgress) =>
    post({ id, type: 'progress', loaded: p.loaded, total: p.total, percent: p.percent });
  try {
    const result = data.port
      ? await hashFromReader(data.port, data.file.size, onProgress)
      : await hash(data.file, onProgress, data.chunkSize);
    post({ id, type: 'done', md5: result.md5, crc32: result.crc32 });
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : HASH_ERROR_MESSAGE;
    post({ id, type: 'error', message });
  }
}
