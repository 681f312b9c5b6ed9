/**
 * An uploaded list of numbers read into lines (issue #24: "paste up to 100, one a line, or upload a
 * list"): a `.txt` or `.csv` text (the first cell of each row; `,` `;` or tab separated) or the
 * first column of an `.xlsx` sheet (rows as `xlsx`'s `sheet_to_json({ header: 1 })` gives them).
 * A first row without a digit is a header and skipped. The lines then go through `parseVatList`.
 * Pure; relative imports only.
 */

/** Largest list file read: 1 MB (100 numbers need a few KB). */
const LIST_FILE_MAX_BYTES = 1024 * 1024;

/** Extensions of a list file. */
const LIST_FILE_EXTENSIONS = ['txt', 'csv', 'xlsx'] as const;

/** Why a list file is not read (locale `lookup.file.<reason>`), or `null`. */
export function listFileProblem(name: string, size: number): 'type' | 'size' | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (!(LIST_FILE_EXTENSIONS as readonly string[]).includes(ext)) return 'type';
  if (size > LIST_FILE_MAX_BYTES) return 'size';
  return null;
}

/** The first cells of table rows as lines, a header row (no digit) skipped. */
export function linesFromRows(rows: readonly (readonly unknown[])[]): string[] {
  const cells = rows.map((r) => (r && r.length ? String(r[0] ?? '').trim() : ''));
  if (cells.length && cells[0] && !/\d/.test(cells[0])) cells.shift();
  return cells;
}

/** The lines of a `.txt` / `.csv` text (first cell of each row), a header row skipped. */
export function linesFromText(text: string): string[] {
  const clean = text.replace(/^\uFEFF/, '');
  return linesFromRows(clean.split(/\r\n|\r|\n/).map((line) => [line.split(/[,;\t]/)[0].replace(/^"|"$/g, '')]));
}
