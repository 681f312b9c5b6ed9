/**
 * Upload limits and accepted file types.
 *
 * Source: spec §5 "Validation rules" (report uploads, image extensions),
 * spec §7 (file hash chunk size) and spec §9 (upload limit).
 */

/**
 * Upload size limit value as written in the product: 100. The spec says the
 * unit is "presumably MB"; this module treats it as MiB (see
 * {@link UPLOAD_LIMIT_BYTES}). Source: spec §5, §9.
 */
export const UPLOAD_LIMIT_MB = 100;

/** {@link UPLOAD_LIMIT_MB} in bytes (100 × 1024 × 1024). Source: spec §5, §9. */
export const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 * 1024;

/** True if a file of `size` bytes is within {@link UPLOAD_LIMIT_BYTES}. Source: spec §5, §9. */
export function isWithinUploadLimit(size: number): boolean {
  return Number.isFinite(size) && size >= 0 && size <= UPLOAD_LIMIT_BYTES;
}

/** Image file extensions (lower case, no dot). Source: spec §5 "Image extensions". */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff'] as const;

/**
 * Image extensions a user may UPLOAD (avatars, licence and identity photos): the raster formats every
 * browser shows, i.e. {@link IMAGE_EXTENSIONS} without `svg` (an SVG is a document that can run
 * script on the file host's origin: issue #14), `psd` and `tiff` (browsers cannot show them).
 */
export const UPLOAD_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp'] as const;

/**
 * Seller report upload extensions (csv, xlsx, txt). Source: spec §5
 * "Report uploads accept csv, xlsx, txt (and zip in one place)".
 */
export const REPORT_UPLOAD_EXTENSIONS = ['csv', 'xlsx', 'txt'] as const;

/**
 * Report upload extensions for the one place that also accepts zip.
 * Source: spec §5 (the spec does not say which screen; DOUBT).
 */
export const REPORT_UPLOAD_EXTENSIONS_WITH_ZIP = ['csv', 'xlsx', 'txt', 'zip'] as const;

/**
 * MIME types for the report upload `accept` attribute (csv, zip, xlsx, plain
 * text). Source: spec §5 "Upload accept list covers csv, zip, xlsx and plain
 * text mime types".
 */
export const REPORT_UPLOAD_ACCEPT_MIME = [
  'text/csv',
  'application/zip',
  'application/x-zip-compressed',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
] as const;

/**
 * `accept` attribute value for report uploads: the MIME list joined with
 * commas, plus the dotted extensions (browsers often report an empty or
 * different MIME type for .csv on Windows). Source: spec §5.
 */
export const REPORT_UPLOAD_ACCEPT = [
  ...REPORT_UPLOAD_ACCEPT_MIME,
  ...REPORT_UPLOAD_EXTENSIONS_WITH_ZIP.map((ext) => `.${ext}`),
].join(',');

/** Chunk size of the file-hash helper: 5 MiB. Source: spec §7. */
export const HASH_CHUNK_SIZE_BYTES = 5 * 1024 * 1024;

/**
 * How many chosen reports are checked locally at the same time (hash + read). Each check runs three
 * Workers (file reader, hasher, report reader) and holds up to ~30 MB of slices, so a batch of dozens
 * of files (agents' declaration uploads) waits its turn instead of starting 3 × N threads at once.
 * Uploads are not limited by this. A product choice for two-core machines, not a spec value.
 */
export const LOCAL_CHECK_CONCURRENCY = 2;
