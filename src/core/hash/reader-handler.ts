/**
 * Message handling of the reader worker, kept free of worker globals so it can be unit-tested.
 * Source: spec §7 (file hash helper).
 */
import { createCrc32Digest } from './hasher';
import { hasFile, isPort, pumpChunks } from './pipe';
import { blobChunks } from './read';
import type { ReaderWorkerRequest } from './types';

/**
 * Handles one reader request `{ file, chunkSize?, port }`: reads `file` in `chunkSize` slices
 * (default 5 MiB), computes their CRC32 and pumps the bytes into `port` for the hash worker, which
 * computes the MD5 (`./pipe.ts`); the CRC32 travels in the `end` message. A read error travels
 * through the port, where the hash worker reports it. Never rejects.
 */
export async function handleReadRequest(data: unknown): Promise<void> {
  const port = (data as { port?: unknown } | null)?.port;
  if (!isPort(port)) return;
  if (!hasFile(data)) {
    port.postMessage({ type: 'error', message: '无效的文件读取请求' });
    return;
  }
  try {
    const crc = await createCrc32Digest();
    await pumpChunks(blobChunks(data.file, (data as Partial<ReaderWorkerRequest>).chunkSize), port, {
      onChunk: (bytes) => crc.update(bytes),
      end: () => ({ crc32: crc.digest() }),
    });
  } catch {
    // already sent through the port
  }
}
