/**
 * Main-thread side of the report Worker: {@link inspectInWorker}. The only module of
 * `src/workers` using `import.meta` (webpack 5 worker syntax); tests import `./report-protocol`.
 */
import type { InspectResult } from '../core/vat/types';
import type { ReportWorkerRequest, ReportWorkerResponse } from './report-protocol';

/** Progress of a local check: bytes read of `bytesTotal`, data rows so far. */
interface InspectProgress {
  bytesRead: number;
  bytesTotal: number;
  rows: number;
}

let seq = 1;

/**
 * Checks `file` locally with the VAT engine in a dedicated Worker (one per call, terminated after).
 * Resolves with the engine's InspectResult and the elapsed ms; rejects with a Chinese Error when the
 * worker fails or `signal` aborts. Falls back to the main thread when Workers are unavailable.
 */
export function inspectInWorker(
  file: File,
  onProgress?: (p: InspectProgress) => void,
  signal?: AbortSignal,
): Promise<{ result: InspectResult; ms: number }> {
  if (typeof Worker === 'undefined') {
    return import('./report-protocol').then(
      ({ handleReportRequest }) =>
        new Promise((resolve, reject) => {
          void handleReportRequest({ id: 0, file }, (m) => {
            if (m.type === 'progress') onProgress?.(m);
            else if (m.type === 'done') resolve({ result: m.result, ms: m.ms });
            else reject(new Error(m.message));
          });
        }),
    );
  }
  const worker = new Worker(new URL('./report.worker.ts', import.meta.url));
  const id = seq++;
  return new Promise((resolve, reject) => {
    function stop() {
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    }
    function onAbort() {
      stop();
      reject(new Error('本地检查已取消'));
    }
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (e: MessageEvent<ReportWorkerResponse>) => {
      const m = e.data;
      if (!m || m.id !== id) return;
      if (m.type === 'progress') onProgress?.({ bytesRead: m.bytesRead, bytesTotal: m.bytesTotal, rows: m.rows });
      else if (m.type === 'done') {
        stop();
        resolve({ result: m.result, ms: m.ms });
      } else {
        stop();
        reject(new Error(m.message));
      }
    };
    worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      stop();
      reject(new Error(`文件 ${file.name} 本地检查失败：${e.message || '检查程序加载失败'}`));
    };
    const req: ReportWorkerRequest = { id, file };
    worker.postMessage(req);
  });
}
