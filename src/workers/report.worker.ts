/**
 * Web Worker running the VAT engine's local check (`inspectReport`) on a chosen report, so the
 * page never freezes (architecture "Files"). Protocol: `./report-protocol.ts`. Loaded by
 * `./report-client.ts` with `new Worker(new URL('./report.worker.ts', import.meta.url))`.
 */
import { handleReportRequest, type ReportWorkerRequest, type ReportWorkerResponse } from './report-protocol';

const scope = self as unknown as {
  postMessage(m: ReportWorkerResponse): void;
  addEventListener(type: 'message', l: (e: MessageEvent<ReportWorkerRequest>) => void): void;
};

scope.addEventListener('message', (e) => {
  void handleReportRequest(e.data, (m) => scope.postMessage(m));
});

export {};
