/**
 * The GB data conversion's files (`./gb`): reading an uploaded conversion file and building the
 * sample workbook, with `xlsx`. Apart from `./gb` so that the conversion pages, which show the
 * boxes and statuses, do not carry `xlsx` in their route chunk (issue #25); the mock reads and
 * builds the files.
 */
import * as XLSX from 'xlsx';
import type { Period } from '../vat-tax/periods';
import type { SheetRead } from './sheet';
import { readSheet } from './sheet-read';
import { GB_COLUMNS, type GbField } from './gb';

/** Reads a GB conversion file (see {@link readSheet}). */
export function readGbFile(data: Uint8Array | ArrayBuffer, fileName: string): SheetRead<GbField> {
  return readSheet(data, fileName, GB_COLUMNS);
}

/**
 * The sample workbook of the GB conversion: sheet `GB` with two example rows of VAT number `vrn`
 * (valid boxes by HMRC's MTD rules) for `periods` (default: calendar quarters Q1 and Q2 2025; pass
 * {@link gbSamplePeriods} of the chosen number so its stagger's periods are used), and sheet 说明 with
 * each column's meaning and the rules, including what the stagger is.
 */
export function gbSampleBytes(vrn = 'GB863903310', periods: readonly Period[] = [{ start: '2025-01-01', end: '2025-03-31' }, { start: '2025-04-01', end: '2025-06-30' }]): Uint8Array {
  const head = GB_COLUMNS.map((c) => c.header);
  const figures = [
    ['1200.00', '0.00', '1200.00', '300.00', '900.00', '6000', '1500', '0', '0'],
    ['800.50', '0.00', '800.50', '1000.00', '199.50', '4003', '5000', '0', '0'],
  ];
  const rows = periods.map((p, i) => [vrn, p.start, p.end, ...figures[i % figures.length]]);
  const data = XLSX.utils.aoa_to_sheet([head, ...rows]);
  const help = XLSX.utils.aoa_to_sheet([
    ['列名', '含义'],
    ...GB_COLUMNS.map((c) => [`${c.header}${c.aliases?.length ? `（也可写 ${c.aliases[0]}）` : ''}`, c.meaning]),
    [],
    ['规则', 'HMRC MTD：第 3 栏 = 第 1 栏 + 第 2 栏（VAT_TOTAL_VALUE）；第 5 栏 = |第 3 栏 − 第 4 栏|（VAT_NET_VALUE）；第 1–5 栏最多 2 位小数；第 6–9 栏为整镑。'],
    ['', '期间应为该税号的申报期间（季报按 HMRC 分组）；已有申报的期间记为「重复」，不会重复创建。也可上传 UTF-8 编码的 .csv。'],
    ['HMRC 分组（stagger）', '英国季报按税号所属分组划分季度：第 1 组季度截止于 3、6、9、12 月末；第 2 组截止于 4、7、10、1 月末；第 3 组截止于 5、8、11、2 月末。本示例使用所选税号所属分组中最近的、尚未申报的期间。'],
  ]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, data, 'GB');
  XLSX.utils.book_append_sheet(wb, help, '说明');
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}
