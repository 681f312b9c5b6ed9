/**
 * Message handling of the reader worker, kept free of worker globals so it can be unit-tested.
 * Imports no hash library, so the reader worker stays small. Source: spec §7 (file hash helper).
 */
import { hasFile, isPort, pumpChunks } from './pipe';
import { blobChunks } from './read';
import type { ReaderWorkerRequest } from './types';

/**
 * Handles one reader request `{ file, chunkSize?, port }`: reads `file` in `chunkSize` slices
 * (default 5 MiB) and pumps the bytes into `port` for the hash worker (`./pipe.ts`). A read error
 * travels through the port, where the hash worker reports it. Never rejects.
 */
export async function handleReadRequest(data: unknown): Promise<void> {
  const port = (data as { port?: unknown } | null)?.port;
  if (!isPort(port)) return;
  if (!hasFile(data)) {
    port.postMessage({ type: 'error', message: '无效的文件读取请求' });
    return;
  }
  try {
    await pumpChunks(blobChunks(data.file, (data as Partial<ReaderWorkerRequest>).chunkSize), port);
  } catch {
    // already sent through the port
  }
}
