/**
 * File-name helpers. Source: spec §5 "Image extensions" and report upload types.
 */
import {
  IMAGE_EXTENSIONS,
  REPORT_UPLOAD_EXTENSIONS,
  REPORT_UPLOAD_EXTENSIONS_WITH_ZIP,
  UPLOAD_IMAGE_EXTENSIONS,
} from '../../constants/upload';

export { IMAGE_EXTENSIONS };

/**
 * Lower-cased extension of a file name or URL without the dot, or `''` when
 * there is none. Query strings and fragments of URLs are ignored
 * (`'a/b.PNG?x=1'` → `'png'`); a leading dot alone (`'.env'`) is not an extension.
 */
export function getExtension(name: string | null | undefined): string {
  if (!name) return '';
  const clean = name.split(/[?#]/, 1)[0];
  const base = clean.slice(Math.max(clean.lastIndexOf('/'), clean.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * True if the file name (or URL) has an image extension of spec §5: png, jpg,
 * jpeg, bmp, gif, webp, psd, svg, tiff (case-insensitive).
 */
export function isImageFile(name: string | null | undefined): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(getExtension(name));
}

/** True if the file name has an image extension a user may upload ({@link UPLOAD_IMAGE_EXTENSIONS}: raster, no SVG). */
export function isUploadableImage(name: string | null | undefined): boolean {
  return (UPLOAD_IMAGE_EXTENSIONS as readonly string[]).includes(getExtension(name));
}

/**
 * True if the file name has a report upload extension (csv, xlsx, txt; plus
 * zip when `allowZip`). Case-insensitive. Source: spec §5.
 */
export function isReportFile(name: string | null | undefined, allowZip = false): boolean {
  const list: readonly string[] = allowZip ? REPORT_UPLOAD_EXTENSIONS_WITH_ZIP : REPORT_UPLOAD_EXTENSIONS;
  return list.includes(getExtension(name));
}
