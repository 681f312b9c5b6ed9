/**
 * GB data conversion rows (src/core/imports/gb.ts): the reader (xlsx and csv, English headers), VRN
 * check digits and ownership, the number's periods (stagger), periods not ended, HMRC's MTD rules
 * (the existing `checkUkReturn`), duplicates of a declared period and repeated rows.
 */
import fs from 'fs';
import * as XLSX from 'xlsx';
import { checkGbRows, normalizeVrn, type GbContext } from '@/core/imports/gb';
import { gbSampleBytes, readGbFile } from '@/core/imports/gb-sheet';
import { fixture } from '../../fixtures';
import { gbWorkbook, goodBoxes } from '../../fixtures/imports';

const ctx: GbContext = {
  numbers: [{ vatNumber: 'GB863903310', frequency: 'quarterly', stagger: 1, effectiveDate: '2024-05-01' }],
  declared: (vrn, start) => vrn === 'GB863903310' && start === '2026-07-01',
  today: '2026-11-23',
};
const rowsOf = (buf: Uint8Array | Buffer, name = 'a.xlsx') => {
  const r = readGbFile(buf, name);
  if (!r.ok) throw new Error(r.error);
  return checkGbRows(r.rows, ctx);
};

describe('GB conversion rows', () => {
  it('a good row is accepted; its boxes kept as typed decimals', () => {
    const [r] = rowsOf(gbWorkbook([{ vrn: 'GB863903310', periodStart: '2025-01-01', periodEnd: '2025-03-31', boxes: goodBoxes() }]));
    expect(r).toMatchObject({ line: 2, vrn: 'GB863903310', status: 'accepted', reasons: [] });
    expect(r.boxes.box5).toBe('900.00');
  });

  it('box 3 ≠ box 1 + box 2 is refused with HMRC’s VAT_TOTAL_VALUE; box 5 ≠ |3 − 4| with VAT_NET_VALUE', () => {
    const [a, b] = rowsOf(
      gbWorkbook([
        { vrn: 'GB863903310', periodStart: '2025-01-01', periodEnd: '2025-03-31', boxes: ['800.00', '0.00', '900.00', '100.00', '800.00', '4000', '500', '0', '0'] },
        { vrn: 'GB863903310', periodStart: '2025-04-01', periodEnd: '2025-06-30', boxes: ['800.00', '0.00', '800.00', '100.00', '800.00', '4000', '500', '0', '0'] },
      ]),
    );
    expect(a.status).toBe('refused');
    expect(a.codes).toEqual(['VAT_TOTAL_VALUE']);
    expect(a.reasons[0]).toMatch(/^第 2 行：第 3 栏 900\.00 ≠ 第 1 栏 800\.00 \+ 第 2 栏 0\.00/);
    expect(b.codes).toEqual(['VAT_NET_VALUE']);
  });

  it('boxes 6–9 whole pounds and the ranges (INVALID_MONETARY_AMOUNT)', () => {
    const boxes = goodBoxes();
    boxes[5] = '6000.50';
    const [r] = rowsOf(gbWorkbook([{ vrn: 'GB863903310', periodStart: '2025-01-01', periodEnd: '2025-03-31', boxes }]));
    expect(r.codes).toEqual(['INVALID_MONETARY_AMOUNT']);
    expect(r.reasons[0]).toMatch(/第 6 栏/);
  });

  it('VRN: check digits, the caller’s numbers, written without GB or with spaces', () => {
    const rows = rowsOf(
      gbWorkbook([
        { vrn: 'GB123456789', periodStart: '2025-01-01', periodEnd: '2025-03-31', boxes: goodBoxes() },
        { vrn: 'GB980780684', periodStart: '2025-01-01', periodEnd: '2025-03-31', boxes: goodBoxes() },
        { vrn: '863 9033 10', periodStart: '2025-04-01', periodEnd: '2025-06-30', boxes: goodBoxes() },
      ]),
    );
    expect(rows[0].reasons[0]).toMatch(/不是有效的英国 VAT 税号/);
    expect(rows[1].reasons[0]).toMatch(/GB980780684 不是您（或您的客户）在一税的英国税号/);
    expect(rows[2]).toMatchObject({ vrn: 'GB863903310', status: 'accepted' });
    expect(normalizeVrn('gb 863903310')).toBe('GB863903310');
  });

  it('periods: dates, the number’s stagger periods, not before the effective date, ended', () => {
    const rows = rowsOf(
      gbWorkbook([
        { vrn: 'GB863903310', periodStart: '2025-02-01', periodEnd: '2025-04-30', boxes: goodBoxes() },
        { vrn: 'GB863903310', periodStart: '2025-13-01', periodEnd: '2025-03-31', boxes: goodBoxes() },
        { vrn: 'GB863903310', periodStart: '2024-01-01', periodEnd: '2024-03-31', boxes: goodBoxes() },
        { vrn: 'GB863903310', periodStart: '2026-10-01', periodEnd: '2026-12-31', boxes: goodBoxes() },
      ]),
    );
    expect(rows[0].reasons[0]).toMatch(/不是税号 GB863903310 的申报期间，应为 2025-01-01 ~ 2025-03-31（季报）/);
    expect(rows[1].reasons[0]).toMatch(/「期间开始」：值 "2025-13-01" 不是有效日期/);
    expect(rows[2].reasons[0]).toMatch(/早于税号生效日 2024-05-01/);
    expect(rows[3].reasons[0]).toMatch(/尚未结束/);
  });

  it('a declared period is a duplicate, not an error; a repeated row is refused', () => {
    const rows = rowsOf(
      gbWorkbook([
        { vrn: 'GB863903310', periodStart: '2026-07-01', periodEnd: '2026-09-30', boxes: goodBoxes() },
        { vrn: 'GB863903310', periodStart: '2025-01-01', periodEnd: '2025-03-31', boxes: goodBoxes() },
        { vrn: 'GB863903310', periodStart: '2025-01-01', periodEnd: '2025-03-31', boxes: goodBoxes() },
      ]),
    );
    expect(rows.map((r) => r.status)).toEqual(['duplicate', 'accepted', 'refused']);
    expect(rows[0].reasons).toEqual([]);
    expect(rows[2].reasons[0]).toMatch(/与第 3 行是同一税号、同一期间/);
  });

  it('reads the UTF-8 .csv fixture with English headers (another agent’s export)', () => {
    const rows = rowsOf(fs.readFileSync(fixture('imports/gb-conversion.csv')), 'gb-conversion.csv');
    expect(rows.map((r) => r.status)).toEqual(['accepted', 'refused', 'duplicate']);
    expect(rows[1].codes).toEqual(['VAT_TOTAL_VALUE']);
  });

  it('the sample file passes for its VRN; a file without the columns is refused by name', () => {
    const sample = rowsOf(gbSampleBytes('GB863903310'));
    expect(sample.map((r) => r.status)).toEqual(['accepted', 'accepted']);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['VRN', 'Period start', 'Period end', 'Box 1'], ['GB863903310', '2025-01-01', '2025-03-31', '1']]), 'S');
    expect(readGbFile(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }), 'a.xlsx')).toEqual({ ok: false, error: expect.stringMatching(/缺少列：第2栏、第3栏/) });
    expect(readGbFile(Buffer.from(''), 'a.csv')).toEqual({ ok: false, error: expect.stringMatching(/文件是空的/) });
  });
});
