/**
 * Protocol and handler of the report Worker (local check of a sales report before upload, spec §4
 * code 10002 "local parsing"). Kept free of worker globals and `import.meta` so jest can test it.
 */
import { fromBlob, inspectReport } from '../core/vat';
import { readFailureMessage } from '../core/vat/reader';
import type { InspectResult } from '../core/vat/types';

/** Message to the worker: check `file` (a File; its name is used in messages). */
export interface ReportWorkerRequest {
  id: number;
  file: Blob & { name: string };
}

/** Messages from the worker: progress (bytes of the file, data rows so far), the result, or a Chinese error. */
export type ReportWorkerResponse =
  | { id: number; type: 'progress'; bytesRead: number; bytesTotal: number; rows: number }
  | { id: number; type: 'done'; result: InspectResult; ms: number }
  | { id: number; type: 'error'; message: string };

/**
 * Handles one request: runs the engine's `inspectReport` on the file (streamed with `fromBlob`),
 * posting progress at most every 100 ms, then `done` with the result and the elapsed ms.
 * Never rejects (failures are posted as `error`).
 */
export async function handleReportRequest(data: ReportWorkerRequest, post: (m: ReportWorkerResponse) => void): Promise<void> {
  const { id, file } = data ?? ({} as ReportWorkerRequest);
  if (typeof id !== 'number' || !file) {
    post({ id: typeof id === 'number' ? id : -1, type: 'error', message: '本地检查请求无效' });
    return;
  }
  const t0 = Date.now();
  let last = 0;
  try {
    const result = await inspectReport(fromBlob(file), {
      onProgress: (p) => {
        const t = Date.now();
        if (t - last < 100) return;
        last = t;
        post({ id, type: 'progress', bytesRead: p.bytesRead, bytesTotal: p.bytesTotal, rows: p.rows });
      },
    });
    post({ id, type: 'done', result, ms: Date.now() - t0 });
  } catch (e) {
    // never a library's English text (issue #19)
    post({ id, type: 'error', message: `本地检查失败：${readFailureMessage(file.name, e)}` });
  }
}
