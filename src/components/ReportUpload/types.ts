/**
 * Types of the shared report upload component (issue 5; reused by the declaration screens).
 */
import type { HashResult } from '@/core/hash/types';
import type { InspectResult } from '@/core/vat/types';
import type { ReportParse } from '@/services/calc';

/** One chosen file and where it stands. `status` is the spec §4 processing code (10002, 10000, 10001, 0, 5, 10). */
export interface ReportItem {
  uid: string;
  file: File;
  name: string;
  size: number;
  status: number;
  /** Progress 0-100 of the current step (local check: hash and read together; upload: bytes sent). */
  percent: number;
  /** Waiting in line for its local check (see `LOCAL_CHECK_CONCURRENCY`). */
  queued?: boolean;
  /** What the local check is doing now (for the line under the bar). */
  step?: 'hash' | 'read' | 'upload' | 'remote';
  hash?: HashResult;
  /** Rows read so far by the local check. */
  rowsRead?: number;
  inspect?: InspectResult;
  /** Local check time in ms. */
  inspectMs?: number;
  key?: string;
  parse?: ReportParse;
  /** Chinese error lines (local check, upload or remote parse). */
  errors: string[];
}

/** A file ready for the calculation: stored `key`, name, size, digests. */
export interface ReadyReport {
  key: string;
  name: string;
  size: number;
  md5?: string;
  crc32?: string;
}
