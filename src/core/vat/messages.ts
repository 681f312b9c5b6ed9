/**
 * Chinese error texts of the VAT engine, one function per {@link VatErrorCode}.
 * Pattern: `文件 <名> 第 N 行 <列> 列：…` (row = spreadsheet row, header = 1).
 */
import type { VatError, VatErrorCode } from './types';

/**
 * Builds a {@link VatError} with its Chinese message. `value` is the offending text, `detail`
 * extra context; `message` replaces the standard text (e.g. a zip entry over the size limit).
 */
export function vatError(
  code: VatErrorCode,
  file: string,
  extra: { row?: number; column?: string; value?: string; detail?: string; message?: string } = {},
): VatError {
  const { row, column, value, detail } = extra;
  const at = row !== undefined ? ` 第 ${row} 行${column ? ` ${column} 列` : ''}` : '';
  let message: string;
  switch (code) {
    case 'EMPTY_FILE':
      message = `文件 ${file} 为空`;
      break;
    case 'HEADER_ONLY':
      message = `文件 ${file} 只有表头，没有交易数据`;
      break;
    case 'NOT_VTR':
      message = `文件 ${file} 不是亚马逊 VAT 交易报告（缺少必需列：${detail ?? ''}）`;
      break;
    case 'TOO_LARGE':
      message = `文件 ${file} 超过 100 MB 上限${detail ? `（${detail}）` : ''}`;
      break;
    case 'BAD_AMOUNT':
      message = `文件 ${file}${at}：金额 "${value ?? ''}" 无法识别`;
      break;
    case 'BAD_DATE':
      message = value
        ? `文件 ${file}${at}：日期 "${value}" 无法识别（应为 DD-MM-YYYY 或 DD.MM.YYYY）`
        : `文件 ${file}${at}：缺少日期`;
      break;
    case 'BAD_NUMBER':
      message = `文件 ${file}${at}：数值 "${value ?? ''}" 无法识别`;
      break;
    case 'UNTERMINATED_QUOTE':
      message = `文件 ${file}${at}：引号未闭合，文件可能不完整`;
      break;
    case 'UNSUPPORTED_FILE':
      message = `文件 ${file} 类型不支持${detail ? `（${detail}）` : '（请上传 .csv、.txt、.xlsx 或 .zip）'}`;
      break;
    case 'UNREADABLE':
      message = `文件 ${file} 无法读取${detail ? `：${detail}` : ''}`;
      break;
    case 'TOO_MANY_ERRORS':
      message = `文件 ${file} 错误过多，${detail ?? '其余错误已省略'}`;
      break;
    default:
      message = `文件 ${file}：${detail ?? code}`;
  }
  if (extra.message) message = extra.message;
  const e: VatError = { code, message, file };
  if (row !== undefined) e.row = row;
  if (column) e.column = column;
  return e;
}
