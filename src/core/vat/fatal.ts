/**
 * Error codes that make a report file unusable: none of its rows may be used. The upload checks
 * (the browser Worker's local check, the mock's remote parse), the calculator and the CLI refuse a
 * file with one of them; the other codes are row-level and leave the file usable. Kept apart from
 * the reader so that screens can import it without the zip and CSV code.
 * Source: vat-engine.md "Input"; issue #19 (a damaged file contributes nothing).
 */
import type { VatErrorCode } from './types';

/** The fatal codes (see the module comment). */
export const FATAL_ERROR_CODES: readonly VatErrorCode[] = [
  'EMPTY_FILE',
  'HEADER_ONLY',
  'NOT_VTR',
  'TOO_LARGE',
  'UNREADABLE',
  'UNSUPPORTED_FILE',
  'UNTERMINATED_QUOTE',
];

/** Whether an error code makes its file unusable (see {@link FATAL_ERROR_CODES}). */
export function isFatalError(code: string): boolean {
  return (FATAL_ERROR_CODES as readonly string[]).includes(code);
}
