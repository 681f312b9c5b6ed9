/**
 * The import template as a workbook (`./template`): building the `.xlsx` a user downloads and
 * reading the one they upload, with `xlsx`. Apart from `./template` so that the pages that show the
 * template's columns do not carry `xlsx` in their route chunk (issue #25); the mock builds and reads
 * the files.
 */
import * as XLSX from 'xlsx';
import type { SheetRead } from './sheet';
import { readSheet } from './sheet-read';
import { exampleRow, IMPORT_TYPE_LABEL, TEMPLATE_HELP_SHEET, TEMPLATE_SHEET, templateColumns, type ImportField, type ImportType } from './template';

/**
 * The template workbook of `type`: sheet "数据" (the header row and one example row) and sheet
 * "说明" (each column's meaning, format and allowed values, plus how rows become declarations).
 */
export function buildTemplate(type: ImportType, vatNumber?: string): XLSX.WorkBook {
  const cols = templateColumns(type);
  const ex = exampleRow(type, vatNumber);
  const data = XLSX.utils.aoa_to_sheet([cols.map((c) => c.header), cols.map((c) => ex[c.key])]);
  data['!cols'] = cols.map((c) => ({ wch: Math.max(12, c.header.length * 2 + 4) }));
  const help = XLSX.utils.aoa_to_sheet([
    ['列名', '是否必填', '含义', '格式与允许的值', '示例'],
    ...cols.map((c) => [c.header, c.required ? '必填' : '选填', c.meaning, c.format, c.example]),
    [],
    ['说明', `本模板用于「${IMPORT_TYPE_LABEL[type]}」的数据。请在「${TEMPLATE_SHEET}」表第 2 行起每行填写一笔交易，不要改动第一行的列名。`],
    ['', '每行按「税号」和「交易日期」归入该税号对应申报期间（月报/季报）的申报；该期间尚无申报的，保存时自动创建。'],
    ['', '金额请直接填写数值，不要使用公式；以 =、+、@ 开头的文字会被拒绝。一次最多 2000 行。'],
  ]);
  help['!cols'] = [{ wch: 18 }, { wch: 10 }, { wch: 48 }, { wch: 48 }, { wch: 20 }];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, data, TEMPLATE_SHEET);
  XLSX.utils.book_append_sheet(wb, help, TEMPLATE_HELP_SHEET);
  return wb;
}

/** The template of `type` as `.xlsx` bytes. */
export function templateBytes(type: ImportType, vatNumber?: string): Uint8Array {
  return new Uint8Array(XLSX.write(buildTemplate(type, vatNumber), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/** Reads an uploaded template file of `type` (see {@link readSheet}). */
export function readTemplate(data: Uint8Array | ArrayBuffer, fileName: string, type: ImportType): SheetRead<ImportField> {
  if (/\.csv$/i.test(fileName)) return { ok: false, error: '模板导入请上传 .xlsx 文件（先下载模板再填写）' };
  return readSheet(data, fileName, templateColumns(type), TEMPLATE_SHEET);
}
