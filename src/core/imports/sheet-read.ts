/**
 * The spreadsheet reader of `./sheet` (see its header for the safety rules): `readSheet` with the
 * `xlsx` library. Imported statically by the mock and tests; pages import it on demand
 * (`await import('@/core/imports/sheet-read')`) so that `xlsx` is not in their route chunk.
 */
import * as XLSX from 'xlsx';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { foldHeader, MAX_CELL_CHARS, MAX_FILE_BYTES, MAX_ROWS, type SheetColumn, type SheetRead, type SheetRow } from './sheet';

dayjs.extend(customParseFormat);

function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  // xlsx builds dates at local midnight, a few minutes early where the zone's 1900 offset was not
  // whole hours (Shanghai's LMT +8:05:43): ten minutes later is still the same day either way.
  if (cell.v instanceof Date) return dayjs(cell.v).add(10, 'minute').format('YYYY-MM-DD');
  if (cell.t === 'n' && typeof cell.v === 'number') {
    // A date typed in Excel without cellDates is a serial number with a date format.
    if (cell.z && /[ymd]/i.test(String(cell.z)) && !/[#0]/.test(String(cell.z))) {
      const d = XLSX.SSF.parse_date_code(cell.v);
      if (d) return `${String(d.y).padStart(4, '0')}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
    }
    // Binary floating point noise of a typed decimal (0.1 + 0.2) is not the user's value.
    return String(Number(cell.v.toPrecision(15)));
  }
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  return String(cell.v).trim();
}

/** The headers of the first row of `ws` that match none of `columns` (header or alias), with their column letters (A, B, …). */
function unknownHeaders<K extends string>(ws: XLSX.WorkSheet, columns: readonly SheetColumn<K>[]): { text: string; col: string }[] {
  if (!ws['!ref']) return [];
  const range = XLSX.utils.decode_range(ws['!ref']);
  const out: { text: string; col: string }[] = [];
  for (let c = range.s.c; c <= Math.min(range.e.c, range.s.c + 60); c += 1) {
    const text = cellText(ws[XLSX.utils.encode_cell({ r: range.s.r, c })]).trim();
    const h = foldHeader(text);
    if (!h || columns.some((x) => foldHeader(x.header) === h || (x.aliases ?? []).some((a) => foldHeader(a) === h))) continue;
    out.push({ text: text.slice(0, 40), col: XLSX.utils.encode_col(c) });
  }
  return out;
}

/**
 * Reads `data` (the file's bytes) as a spreadsheet of `columns`.
 *
 * - `fileName` decides the reader: `.csv` is read as UTF-8 text (a BOM is dropped), `.xlsx`/`.xls`
 *   as a workbook; anything else is refused ("请上传 .xlsx 或 .csv 文件").
 * - The data sheet is the one named `sheetName` (the template's "数据"), else the first sheet whose
 *   first row holds the required headers; a workbook without one: "找不到数据表…".
 * - Missing required columns are named ("缺少列：税率（%）、税额…"), and with them the first row's
 *   headers the format does not know, with their column letters (a renamed column: "第一行中无法识别的
 *   列名：「期间(年)」（第 C 列）"); unknown columns are otherwise ignored.
 * - Blank rows are skipped; no data row: "表格中没有数据行…"; more than {@link MAX_ROWS}: refused.
 *
 * Never throws: an unreadable file answers `{ ok: false, error }`.
 */
export function readSheet<K extends string>(data: Uint8Array | ArrayBuffer, fileName: string, columns: readonly SheetColumn<K>[], sheetName?: string): SheetRead<K> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (!bytes.length) return { ok: false, error: '文件是空的，请选择填好数据的表格' };
  if (bytes.length > MAX_FILE_BYTES) return { ok: false, error: `文件超过 ${MAX_FILE_BYTES / 1024 / 1024} MB，请拆分后再上传` };
  const csv = /\.csv$/i.test(fileName);
  if (!csv && !/\.xlsx?$/i.test(fileName)) return { ok: false, error: '请上传 .xlsx 格式的表格（GB 数据转换也可用 .csv）' };
  let wb: XLSX.WorkBook;
  try {
    const opts: XLSX.ParsingOptions = { cellFormula: true, cellHTML: false, cellStyles: false, sheetRows: MAX_ROWS + 2, dense: false };
    if (csv) {
      const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
      wb = XLSX.read(text, { ...opts, type: 'string', raw: true });
    } else {
      wb = XLSX.read(bytes, { ...opts, type: 'array', cellDates: true });
    }
  } catch {
    // the reader's own (English) error is not for the seller: this Chinese reason is shown instead
    return { ok: false, error: '文件无法读取，请确认是用 Excel 保存的 .xlsx 文件（或 UTF-8 编码的 .csv）' };
  }
  const required = columns.filter((c) => c.required);
  const headerIndex = (ws: XLSX.WorkSheet): Map<K, number> => {
    const map = new Map<K, number>();
    if (!ws['!ref']) return map;
    const range = XLSX.utils.decode_range(ws['!ref']);
    for (let c = range.s.c; c <= Math.min(range.e.c, range.s.c + 60); c += 1) {
      const h = foldHeader(cellText(ws[XLSX.utils.encode_cell({ r: range.s.r, c })]));
      if (!h) continue;
      const col = columns.find((x) => foldHeader(x.header) === h || (x.aliases ?? []).some((a) => foldHeader(a) === h));
      if (col && !map.has(col.key)) map.set(col.key, c);
    }
    return map;
  };
  let name = sheetName && wb.SheetNames.includes(sheetName) ? sheetName : undefined;
  if (!name) name = wb.SheetNames.find((n) => required.every((c) => headerIndex(wb.Sheets[n]).has(c.key)));
  if (!name) {
    const first = wb.SheetNames[0];
    const found = first ? headerIndex(wb.Sheets[first]) : new Map<K, number>();
    if (!first || found.size === 0)
      return { ok: false, error: `找不到数据表${sheetName ? `「${sheetName}」` : ''}：第一行应是列名（${columns.map((c) => c.header).join('、')}），请使用下载的模板填写` };
    name = first;
  }
  const ws = wb.Sheets[name];
  const index = headerIndex(ws);
  const missing = required.filter((c) => !index.has(c.key));
  if (missing.length) {
    // Every missing column is named, and so is every header of the first row the format does not know
    // (a renamed column shows here: 「期间(年)」 instead of 申报期间), with its column letter.
    const unknown = unknownHeaders(ws, columns);
    const renamed = unknown.length ? `第一行中无法识别的列名：${unknown.map((u) => `「${u.text}」（第 ${u.col} 列）`).join('、')}，可能是改动了列名。` : '';
    return { ok: false, error: `工作表「${name}」缺少列：${missing.map((c) => c.header).join('、')}。${renamed}请使用下载的模板，不要改动第一行的列名` };
  }
  const range = XLSX.utils.decode_range(ws['!ref']!);
  const rows: SheetRow<K>[] = [];
  for (let r = range.s.r + 1; r <= range.e.r; r += 1) {
    const values = {} as Record<K, string>;
    const cellErrors: Partial<Record<K, string>> = {};
    let blank = true;
    for (const col of columns) {
      const c = index.get(col.key);
      const cell = c === undefined ? undefined : ws[XLSX.utils.encode_cell({ r, c })];
      let text = cellText(cell);
      if (cell?.f) {
        cellErrors[col.key] = `是公式（=${String(cell.f).slice(0, 30)}），请改为直接填写数值或文字`;
        text = '';
      } else if (text.length > MAX_CELL_CHARS) {
        cellErrors[col.key] = `内容有 ${text.length} 个字符，超过 ${MAX_CELL_CHARS} 个字符的上限`;
        text = text.slice(0, 40);
      }
      if (text || cell?.f) blank = false;
      values[col.key] = text;
    }
    if (!blank) rows.push({ line: r + 1, values, cellErrors });
  }
  if (!rows.length) return { ok: false, error: `工作表「${name}」中没有数据行：请从第 2 行起填写（模板中的示例行可改写后使用）` };
  if (rows.length > MAX_ROWS || range.e.r - range.s.r > MAX_ROWS) return { ok: false, error: `一次最多导入 ${MAX_ROWS} 行，请拆分成多个文件` };
  return { ok: true, sheetName: name, rows };
}
