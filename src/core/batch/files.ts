/**
 * The files of a many-report upload as the page tracks them (issue #12, spec §4): the pure parts —
 * the month a report covers, the whole batch's progress, which files may start the batch — so they
 * are unit-tested without a browser.
 */
import type { ManyReportFileStatus } from './polling';

/** Where one dropped file stands on the agent's side. */
export type ManyFilePhase =
  /** Waiting for or in the local check (hash and read in Workers). */
  | 'checking'
  /** Not a VAT transactions report, or unreadable: stays listed with its reason, never sent. */
  | 'invalid'
  /** Being sent to the file host. */
  | 'uploading'
  /** Upload failed: a retry button, the other files go on. */
  | 'uploadFailed'
  /** Stored (has a key), waiting for the batch to start. */
  | 'uploaded'
  /** Part of a started batch: see `remote`. */
  | 'batch';

/** What the page needs of a file to decide (a subset of its state). */
export interface ManyFileLike {
  phase: ManyFilePhase;
  /** Percent of the current local step (check or upload), 0–100. */
  percent: number;
  companyId?: number;
  /** The month the report covers, when the local check found it. */
  month?: { year: number; month: number };
  remote?: ManyReportFileStatus;
}

/**
 * The month a report covers, from the period its rows span (`YYYY-MM-DD`): the month of the first
 * day; `undefined` when the report has no dates. An Amazon VAT transactions report is monthly; one
 * spanning several months is filed under its first month (the page says so).
 */
export function reportMonth(period: { from: string | null; to: string | null } | undefined): { year: number; month: number; spansMonths: boolean } | undefined {
  if (!period?.from) return undefined;
  const year = Number(period.from.slice(0, 4));
  const month = Number(period.from.slice(5, 7));
  if (!year || !month) return undefined;
  return { year, month, spansMonths: !!period.to && period.to.slice(0, 7) !== period.from.slice(0, 7) };
}

/** Whole percent of the batch: the local phases' percent until the batch starts, then the server's. */
function overallProgress(files: readonly ManyFileLike[], serverProgress?: number): number {
  const live = files.filter((f) => f.phase !== 'invalid');
  if (!live.length) return 0;
  if (serverProgress !== undefined && live.every((f) => f.phase === 'batch')) return serverProgress;
  const sum = live.reduce((n, f) => n + (f.phase === 'uploaded' || f.phase === 'batch' ? 100 : f.phase === 'uploading' ? 50 + f.percent / 2 : f.phase === 'checking' ? f.percent / 2 : 0), 0);
  return Math.floor(sum / live.length);
}

/** Why the batch cannot start yet, as a reason code (or `null`: it can). */
type StartBlock = 'noFiles' | 'busy' | 'unassigned' | 'noMonth' | 'uploadFailed' | null;

/**
 * Whether the stored files can start the batch: at least one uploaded, none still being checked or
 * uploaded, none whose upload failed (retry or remove it), each with a company (matched or picked)
 * and a month.
 */
export function startBlock(files: readonly ManyFileLike[]): StartBlock {
  const waiting = files.filter((f) => f.phase === 'uploaded');
  if (files.some((f) => f.phase === 'checking' || f.phase === 'uploading')) return 'busy';
  if (files.some((f) => f.phase === 'uploadFailed')) return 'uploadFailed';
  if (!waiting.length) return 'noFiles';
  if (waiting.some((f) => f.companyId === undefined)) return 'unassigned';
  if (waiting.some((f) => !f.month)) return 'noMonth';
  return null;
}

/** The overall bar of a many-report upload (issue #25 "tells the truth"). */
interface OverallState {
  /** Whole percent shown. */
  percent: number;
  /** `success` (green) only once every usable file is stored by the server; `normal` otherwise. */
  status: 'normal' | 'success';
  /** Usable files (checked, not invalid) still without a company: the bar says "N 个文件待选择公司". */
  waitingCompany: number;
}

/**
 * The overall state: {@link overallProgress}, but never 100 % nor green while a file waits for a
 * company (it caps at 99 %), and green only when every usable file is in the batch and parsed by the
 * server (stored) — a bar at 100 % with files still waiting was the lie of issue #25.
 */
export function overallState(files: readonly ManyFileLike[], serverProgress?: number): OverallState {
  const live = files.filter((f) => f.phase !== 'invalid');
  const waitingCompany = live.filter((f) => f.phase !== 'checking' && f.companyId === undefined).length;
  const raw = overallProgress(files, serverProgress);
  const stored = live.length > 0 && live.every((f) => f.phase === 'batch' && f.remote === 'parsed');
  return {
    percent: waitingCompany > 0 ? Math.min(raw, 99) : raw,
    status: stored && waitingCompany === 0 ? 'success' : 'normal',
    waitingCompany,
  };
}
