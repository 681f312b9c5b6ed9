/**
 * Seller report processing codes, labels and progress-bar status mappings.
 *
 * Source: spec §4 "States and transitions" (report file processing codes,
 * many-report file statuses).
 */

/**
 * Report file processing codes. Codes 0/5/10 come from the server ("remote");
 * 10000-10002 are client-side states. Source: spec §4.
 */
export const REPORT_FILE_STATUS = {
  /** Remote parsing in progress. */
  REMOTE_PARSING: 0,
  /** Remote parsing succeeded. */
  SUCCEEDED: 5,
  /** Remote parsing failed. */
  FAILED: 10,
  /** Uploading (client). */
  UPLOADING: 10000,
  /** Upload failed (client). */
  UPLOAD_FAILED: 10001,
  /** Local parsing (client). */
  LOCAL_PARSING: 10002,
} as const;

/** A report file processing code. Source: spec §4. */
type ReportFileStatus = (typeof REPORT_FILE_STATUS)[keyof typeof REPORT_FILE_STATUS];

/**
 * User-facing label per processing code. Source: spec §4 "Labels: report
 * uploading, upload failed, parsing, parsing succeeded, parsing failed".
 * DOUBT: the spec has five labels for six codes; both remote parsing (0) and
 * local parsing (10002) are labelled 解析中 here.
 */
export const REPORT_FILE_STATUS_LABELS: Readonly<Record<ReportFileStatus, string>> = {
  [REPORT_FILE_STATUS.UPLOADING]: '报告上传中',
  [REPORT_FILE_STATUS.UPLOAD_FAILED]: '上传失败',
  [REPORT_FILE_STATUS.REMOTE_PARSING]: '解析中',
  [REPORT_FILE_STATUS.LOCAL_PARSING]: '解析中',
  [REPORT_FILE_STATUS.SUCCEEDED]: '解析成功',
  [REPORT_FILE_STATUS.FAILED]: '解析失败',
};

/** antd `Progress` statuses used by the report progress bars. Source: spec §4. */
type ReportProgressStatus = 'normal' | 'success' | 'exception';

/**
 * Progress-bar status mapping A: uploading and remote parsing → normal;
 * succeeded and local parsing → success; failed and upload failed → exception.
 * Source: spec §4 "Progress bar: …".
 */
export const REPORT_PROGRESS_STATUS_A: Readonly<Record<ReportFileStatus, ReportProgressStatus>> = {
  [REPORT_FILE_STATUS.UPLOADING]: 'normal',
  [REPORT_FILE_STATUS.REMOTE_PARSING]: 'normal',
  [REPORT_FILE_STATUS.SUCCEEDED]: 'success',
  [REPORT_FILE_STATUS.LOCAL_PARSING]: 'success',
  [REPORT_FILE_STATUS.FAILED]: 'exception',
  [REPORT_FILE_STATUS.UPLOAD_FAILED]: 'exception',
};

/**
 * Progress-bar status mapping B: same as {@link REPORT_PROGRESS_STATUS_A}
 * except that local parsing → normal. Source: spec §4 "A second mapping is the
 * same except that local parsing is normal". Which screen uses which mapping
 * is not shown.
 */
export const REPORT_PROGRESS_STATUS_B: Readonly<Record<ReportFileStatus, ReportProgressStatus>> = {
  ...REPORT_PROGRESS_STATUS_A,
  [REPORT_FILE_STATUS.LOCAL_PARSING]: 'normal',
};

/** True if `code` is a known report file processing code. Source: spec §4. */
export function isReportFileStatus(code: unknown): code is ReportFileStatus {
  return (
    typeof code === 'number' &&
    (Object.values(REPORT_FILE_STATUS) as number[]).includes(code)
  );
}

/**
 * Label for a processing code; `''` for unknown codes (so it can be rendered
 * directly). Source: spec §4.
 */
export function reportFileStatusLabel(code: number | null | undefined): string {
  return isReportFileStatus(code) ? REPORT_FILE_STATUS_LABELS[code] : '';
}

/**
 * antd Progress status for a processing code with mapping A (default) or B;
 * unknown codes map to `'normal'`. Source: spec §4.
 */
export function reportProgressStatus(
  code: number | null | undefined,
  mapping: 'A' | 'B' = 'A',
): ReportProgressStatus {
  if (!isReportFileStatus(code)) return 'normal';
  return (mapping === 'A' ? REPORT_PROGRESS_STATUS_A : REPORT_PROGRESS_STATUS_B)[code];
}

/**
 * Many-report (batch) file status values. Polling runs while any file is
 * parsing; the leave-page warning is active while any file is uploading.
 * Source: spec §4 "Many-report file status values: uploading, parsing, remoteParsing".
 */
export const MANY_REPORT_FILE_STATUS = {
  UPLOADING: 'uploading',
  PARSING: 'parsing',
  REMOTE_PARSING: 'remoteParsing',
} as const;

