import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as XLSX from 'xlsx';
import type { WorkBook } from 'xlsx';
import {
  EXPORT_SHEET_NAME,
  buildWorkbook,
  exportXlsx,
  toXlsxFileName,
} from '../../../src/core/utils/xlsx';

/** Writes the workbook to an xlsx buffer and reads sheet1 back as rows of arrays. */
function roundTrip(wb: WorkBook): unknown[][] {
  const buf = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const back = XLSX.read(buf, { type: 'buffer' });
  expect(back.SheetNames).toEqual(['sheet1']);
  return XLSX.utils.sheet_to_json(back.Sheets.sheet1, { header: 1, defval: null });
}

interface Row {
  company: string;
  rate: number;
  paid: boolean;
  note?: string | null;
  meta?: object;
}

const rows: Row[] = [
  { company: '一税科技', rate: 0.19, paid: true, note: null },
  { company: 'ACME GmbH', rate: 0.2, paid: false, meta: { a: 1 } },
];

describe('buildWorkbook (spec §9: one sheet named sheet1)', () => {
  it('writes headers from columns in column order, with format', () => {
    const wb = buildWorkbook(XLSX, rows, [
      { key: 'company', title: '公司名称' },
      { key: 'rate', title: '税率', format: (v) => `${Number(v) * 100}%` },
      { key: 'note', title: '备注' },
    ]);
    expect(wb.SheetNames).toEqual([EXPORT_SHEET_NAME]);
    expect(roundTrip(wb)).toEqual([
      ['公司名称', '税率', '备注'],
      ['一税科技', '19%', null],
      ['ACME GmbH', '20%', null],
    ]);
  });

  it('uses object keys as headers without columns; objects become JSON', () => {
    const wb = buildWorkbook(XLSX, rows);
    expect(roundTrip(wb)).toEqual([
      ['company', 'rate', 'paid', 'note', 'meta'],
      ['一税科技', 0.19, true, null, null],
      ['ACME GmbH', 0.2, false, null, '{"a":1}'],
    ]);
  });

  it('handles no rows', () => {
    expect(buildWorkbook(XLSX, [], [{ key: 'a', title: 'A' }]).SheetNames).toEqual(['sheet1']);
    expect(roundTrip(buildWorkbook(XLSX, [], [{ key: 'a', title: 'A' }]))).toEqual([['A']]);
    expect(buildWorkbook(XLSX, []).SheetNames).toEqual(['sheet1']);
  });
});

describe('toXlsxFileName', () => {
  it('ensures the .xlsx extension', () => {
    expect(toXlsxFileName('报表')).toBe('报表.xlsx');
    expect(toXlsxFileName('a.xlsx')).toBe('a.xlsx');
    expect(toXlsxFileName('a.XLSX')).toBe('a.XLSX');
    expect(toXlsxFileName('a.csv')).toBe('a.csv.xlsx');
    expect(toXlsxFileName('  ')).toBe('export.xlsx');
  });
});

describe('exportXlsx', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yishui-xlsx-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loads xlsx on demand and writes <name>.xlsx with sheet1', async () => {
    // In Node, XLSX.writeFile writes to disk (in the browser it downloads),
    // so an absolute temp path lets the test read the result back.
    const base = path.join(dir, '申报记录');
    const name = await exportXlsx(rows, base, [{ key: 'company', title: '公司名称' }], {
      load: async () => XLSX,
    });
    expect(name).toBe(`${base}.xlsx`);
    const wb = XLSX.read(fs.readFileSync(name), { type: 'buffer' });
    expect(wb.SheetNames).toEqual(['sheet1']);
    expect(XLSX.utils.sheet_to_json(wb.Sheets.sheet1, { header: 1 })).toEqual([
      ['公司名称'],
      ['一税科技'],
      ['ACME GmbH'],
    ]);
  });

  it('propagates loader failures', async () => {
    await expect(
      exportXlsx(rows, 'x', undefined, {
        load: () => Promise.reject(new Error('chunk load failed')),
      }),
    ).rejects.toThrow('chunk load failed');
  });
});
