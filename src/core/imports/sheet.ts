/**
 * Reading an uploaded spreadsheet (`.xlsx`, or `.csv` for the GB conversion) into rows of text by
 * column, with the `xlsx` library (never by hand), shared by the console (which reads the file the
 * user picked for a preview) and the mock (which parses the stored upload). Pure apart from `xlsx`.
 *
 * Safety (issue #12 "formula/huge cell safety"): the workbook is read with `cellFormula: true` only
 * to REFUSE formula cells (a pasted `=HYPERLINK(…)` or `=1+1` must be typed as a value: a formula's
 * cached result is not what the user sees in every program, and re-exporting it would carry the
 * formula on); no cell may hold more than {@link MAX_CELL_CHARS} characters; at most
 * {@link MAX_ROWS} data rows are read (`sheetRows`, so a sheet of a million rows is not expanded);
 * a text value starting with `=`, `+`, `@` or a tab (spreadsheet formula injection, OWASP "CSV
 * injection") is refused by the row rules of the callers through {@link looksLikeFormula}.
 *
 * This module holds the limits, types and header rules only (no `xlsx`: pages that show a format's
 * columns stay light); the reader itself is `./sheet-read` (`readSheet`), which pages load on
 * demand when the user picks a file (issue #25: route chunks).
 */
/** Largest number of data rows read from one file. */
export const MAX_ROWS = 2000;
/** Largest number of characters in one cell. */
export const MAX_CELL_CHARS = 500;
/** Largest file the parsers accept, in bytes (5 MB). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** A column of a file format: the key of the row field, the header in the template, accepted aliases. */
export interface SheetColumn<K extends string = string> {
  key: K;
  /** Header as the template writes it (Chinese). */
  header: string;
  /** Other headers accepted for this column (another agent's spreadsheet, English headers). */
  aliases?: readonly string[];
  /** Whether the file must have this column. */
  required: boolean;
}

/** One data row: its line in the sheet (1-based, as Excel numbers it; the header is line 1) and its cells as text. */
export interface SheetRow<K extends string = string> {
  line: number;
  values: Record<K, string>;
  /** Cells refused while reading (formula, too long), by column key, Chinese. */
  cellErrors: Partial<Record<K, string>>;
}

/** The outcome of reading: rows, or one Chinese message saying why the whole file is refused. */
export type SheetRead<K extends string = string> = { ok: true; sheetName: string; rows: SheetRow<K>[] } | { ok: false; error: string };

/** Folds a header for matching: no spaces, brackets, punctuation or case (`"税率（%）"` → `"税率%"`). */
export function foldHeader(h: string): string {
  return h
    .toLowerCase()
    .replace(/[\s_\-.:：()（）[\]【】]/g, '');
}

/** Whether a text looks like a spreadsheet formula (OWASP CSV injection: leading `=`, `+`, `@`, tab, CR). */
export function looksLikeFormula(v: string): boolean {
  return /^[=+@\t\r]/.test(v);
}
