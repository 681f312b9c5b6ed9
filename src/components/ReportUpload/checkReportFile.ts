import { hashFileInWorker, type HashResult } from '@/core/hash';
import { inspectInWorker } from '@/workers/report-client';
import type { InspectResult } from '@/core/vat/types';

/** Progress of {@link checkReportFile}: `percent` 0–99 (the mean of hashing and reading; 100 is the caller's, once done), data rows read so far. */
interface ReportCheckProgress {
  percent: number;
  rows: number;
}

/**
 * The local check of one Amazon VAT report before upload, off the main thread: its MD5 + CRC32
 * (`hashFileInWorker`, spec §7) and the engine's inspection (`inspectInWorker`: layout, rows,
 * period, seller VAT numbers…) run in parallel Workers; `onProgress` gets their mean percent.
 * Shared by `ReportUpload` and the many-report upload.
 * @throws Error (Chinese) when a Worker fails to read the file
 */
export async function checkReportFile(
  file: File,
  onProgress: (p: ReportCheckProgress) => void,
): Promise<[HashResult, { result: InspectResult; ms: number }]> {
  let hashPct = 0;
  let readPct = 0;
  let rows = 0;
  const show = () => onProgress({ percent: Math.min(99, Math.round((hashPct + readPct) / 2)), rows });
  return Promise.all([
    hashFileInWorker(file, (p) => {
      hashPct = p.percent;
      show();
    }),
    inspectInWorker(file, (p) => {
      readPct = p.bytesTotal ? Math.round((p.bytesRead / p.bytesTotal) * 100) : 0;
      rows = p.rows;
      show();
    }),
  ]);
}
