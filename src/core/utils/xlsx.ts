/**
 * Spreadsheet export. Source: spec §9 "Exports are .xlsx with a sheet named
 * sheet1". The `xlsx` library is loaded on demand so it stays out of the
 * main bundle.
 */
import type * as XLSXNamespace from 'xlsx';

/** The subset of the `xlsx` module used here (so tests can pass the real module). */
type XlsxModule = Pick<typeof XLSXNamespace, 'utils' | 'writeFile'>;

/** A workbook as produced by `xlsx`. */
type XlsxWorkBook = XLSXNamespace.WorkBook;

/** Name of the single sheet of every export. Source: spec §9. */
export const EXPORT_SHEET_NAME = 'sheet1';

/** Cell values written as they are; other objects are JSON-encoded. */
type XlsxCellValue = string | number | boolean | Date | null | undefined;

/**
 * Column definition for {@link buildWorkbook} / {@link exportXlsx}:
 * `title` becomes the header cell, `key` picks the row property, and the
 * optional `format` maps the raw value (and row) to the cell value.
 */
export interface XlsxColumn<T extends object = Record<string, unknown>> {
  /** Property of the row to read. */
  key: keyof T & string;
  /** Header text (user-facing, usually Chinese). */
  title: string;
  /** Optional value mapper; its result is written as the cell. */
  format?: (value: T[keyof T & string], row: T) => XlsxCellValue;
}

function toCell(value: unknown): XlsxCellValue {
  if (value === null || value === undefined) return undefined;
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  ) {
    return value;
  }
  if (typeof value === 'bigint') return value.toString();
  try {
    return JSON.stringify(value);
  } catch {
    // a value JSON cannot write (a cycle, a BigInt inside): its String() form goes in the cell
    return String(value);
  }
}

/**
 * Builds a workbook with one sheet named `sheet1` (pure; no I/O).
 *
 * - With `columns`: the first row holds the column titles, then one row per
 *   item with the `key` values (through `format` when given), in column order.
 * - Without `columns` (or with an empty array): the row objects are written with
 *   `json_to_sheet`, whose header row is the union of the object keys.
 *
 * `null`/`undefined` become empty cells; objects other than `Date` are written
 * as JSON text.
 *
 * @param XLSX the `xlsx` module (pass `await import('xlsx')` or the test import)
 */
export function buildWorkbook<T extends object>(
  XLSX: Pick<XlsxModule, 'utils'>,
  rows: readonly T[],
  columns?: readonly XlsxColumn<T>[],
): XlsxWorkBook {
  let sheet: XLSXNamespace.WorkSheet;
  if (columns && columns.length > 0) {
    const aoa: XlsxCellValue[][] = [columns.map((c) => c.title)];
    for (const row of rows) {
      aoa.push(
        columns.map((c) => {
          const raw = row[c.key];
          return toCell(c.format ? c.format(raw, row) : raw);
        }),
      );
    }
    sheet = XLSX.utils.aoa_to_sheet(aoa);
  } else {
    const plain = rows.map((row) => {
      const out: Record<string, XlsxCellValue> = {};
      for (const [k, v] of Object.entries(row)) out[k] = toCell(v);
      return out;
    });
    sheet = XLSX.utils.json_to_sheet(plain);
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, sheet, EXPORT_SHEET_NAME);
  return wb;
}

/**
 * Export file name ending in `.xlsx` (case-insensitive check; appended when
 * missing). Blank names become `export.xlsx`.
 */
export function toXlsxFileName(fileName: string): string {
  const name = fileName.trim() || 'export';
  return /\.xlsx$/i.test(name) ? name : `${name}.xlsx`;
}

/** Loads `xlsx` on demand, tolerating ESM (named) and CJS (`default`) interop. */
export async function loadXlsx(): Promise<XlsxModule> {
  const mod = (await import('xlsx')) as unknown as XlsxModule & { default?: XlsxModule };
  return mod.utils ? mod : (mod.default as XlsxModule);
}

/** Options of {@link exportXlsx}. */
interface ExportXlsxOptions {
  /**
   * Loader of the `xlsx` module; defaults to {@link loadXlsx} (a lazy
   * `import('xlsx')`). Tests inject the statically imported module here,
   * because jest without `--experimental-vm-modules` cannot run `import()`.
   */
  load?: () => Promise<XlsxModule>;
}

/**
 * Exports rows as an .xlsx download (browser; in Node `writeFile` writes to
 * disk) with one sheet named `sheet1`. Loads `xlsx` lazily; see
 * {@link buildWorkbook} for how rows and columns are written and
 * {@link toXlsxFileName} for the file name.
 *
 * @returns the file name actually used
 * @throws if the `xlsx` chunk cannot be loaded or writing fails
 */
export async function exportXlsx<T extends object>(
  rows: readonly T[],
  fileName: string,
  columns?: readonly XlsxColumn<T>[],
  options: ExportXlsxOptions = {},
): Promise<string> {
  const XLSX = await (options.load ?? loadXlsx)();
  const wb = buildWorkbook(XLSX, rows, columns);
  const name = toXlsxFileName(fileName);
  XLSX.writeFile(wb, name, { bookType: 'xlsx', compression: true });
  return name;
}
