/**
 * Polling of a many-report batch (spec §4 "Many-report file status values", §9 "Polling: many-report
 * 4 s"; issue #12): the progress call (`batchId` → `progress`, `fileProgress[{ fileName, fileSize,
 * status, reportFileAddress }]`) is polled every 4 s while any file is parsing; polling stops at
 * progress 100, or when an error with status code 0 occurs, which also resets the state.
 */

/** Interval of the many-report progress call, ms (spec §9). */
export const MANY_REPORT_POLL_MS = 4000;

/** File statuses of a many-report batch (spec §4). */
export type ManyReportFileStatus = 'uploading' | 'parsing' | 'remoteParsing' | 'parsed' | 'failed';

/** One file of a batch as the progress call answers it. */
export interface ManyReportFile {
  fileName: string;
  /** Bytes. */
  fileSize: number;
  status: ManyReportFileStatus;
  /** The stored key once parsed ('' before). */
  reportFileAddress: string;
  /** Chinese reason when `failed`. */
  error?: string;
}

/** The progress call's answer. */
export interface ManyReportProgress {
  /** 0–100, whole percent of the batch. */
  progress: number;
  fileProgress: ManyReportFile[];
}

/** What the poller does after an answer or an error. */
type PollDecision = 'continue' | 'stop' | 'reset';

/** Statuses that keep the poller going ("while any file is parsing"). */
const PARSING: ReadonlySet<ManyReportFileStatus> = new Set(['parsing', 'remoteParsing']);

/**
 * The decision after one poll. `error.status` is the failed call's HTTP status: `0` means the call
 * never got an answer (the network or the server is gone: the batch is reset, spec §4); any other
 * error keeps polling (the next tick tries again). With an answer: `stop` at progress 100 or when no
 * file is parsing any more, else `continue`.
 */
export function pollDecision(answer: ManyReportProgress | undefined, error?: { status?: number }): PollDecision {
  if (error) return error.status === 0 ? 'reset' : 'continue';
  if (!answer) return 'continue';
  if (answer.progress >= 100) return 'stop';
  return answer.fileProgress.some((f) => PARSING.has(f.status)) ? 'continue' : 'stop';
}

/** Whether the leave-page warning is on: any file of the batch still uploading (spec §4). */
export function leaveWarningOn(files: readonly { status: ManyReportFileStatus | string }[]): boolean {
  return files.some((f) => f.status === 'uploading');
}
