/**
 * The byte-level CSV parser (csv.ts): chunk borders anywhere (inside quoted fields, inside
 * multi-byte UTF-8 characters, between CR and LF, inside the BOM), the typed field accessors
 * the engine's row loop uses, and the engine giving identical results for any chunking.
 */
import { calculateVat, fromBytes, inspectReport } from '../../../src/core/vat';
import { ArrayRecord, CsvParser, type RecordView } from '../../../src/core/vat/csv';
import { generateVtr } from '../../../scripts/gen-vtr';
import { calc, line, run, vtr } from './helpers';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

interface Parsed {
  header: string[];
  rows: { row: number; cells: string[] }[];
  errors: number[];
}

/** Parses `bytes` pushed in pieces of the given sizes (cycled), collecting every field with `get`. */
function parse(bytes: Uint8Array, sizes: number[], onRecord?: (rec: RecordView) => void): Parsed {
  const out: Parsed = { header: [], rows: [], errors: [] };
  const p = new CsvParser({
    header: (n) => {
      out.header = n;
      return true;
    },
    record: (rec, row) => {
      out.rows.push({ row, cells: Array.from({ length: rec.n }, (_, i) => rec.get(i)) });
      onRecord?.(rec);
      return true;
    },
    parseError: (row) => {
      out.errors.push(row);
    },
  });
  let o = 0;
  let k = 0;
  while (o < bytes.length) {
    const n = sizes[k++ % sizes.length];
    p.push(bytes.subarray(o, Math.min(bytes.length, o + n)));
    o += n;
  }
  p.end();
  return out;
}

/** Every split of `bytes` into two chunks, plus a few uniform chunk sizes. */
function chunkings(len: number): number[][] {
  const out: number[][] = [[1], [2], [3], [5], [7], [64], [len + 1]];
  for (let cut = 1; cut < len; cut++) out.push([cut, len]);
  return out;
}

describe('byte parser: chunk borders', () => {
  it('inside quoted fields (delimiters, doubled quotes, newlines, CRLF inside quotes)', () => {
    const text = 'A,B,C\n"x, ""y""",2,\n"multi\nline","a\r\nb","z"\n"",,"end"';
    const bytes = enc(text);
    const want = parse(bytes, [bytes.length]);
    expect(want.header).toEqual(['A', 'B', 'C']);
    expect(want.rows).toEqual([
      { row: 2, cells: ['x, "y"', '2', ''] },
      { row: 3, cells: ['multi\nline', 'a\r\nb', 'z'] },
      { row: 4, cells: ['', '', 'end'] },
    ]);
    for (const sizes of chunkings(bytes.length)) expect(parse(bytes, sizes)).toEqual(want);
  });

  it('inside multi-byte UTF-8 characters (2, 3 and 4 bytes)', () => {
    const text = 'CITY,NAME,NOTE\n"Zürich","Łódź ""Ś""","東京 😀"\nMünchen,Ærø,€5\n';
    const bytes = enc(text);
    const want = parse(bytes, [bytes.length]);
    expect(want.rows.map((r) => r.cells)).toEqual([
      ['Zürich', 'Łódź "Ś"', '東京 😀'],
      ['München', 'Ærø', '€5'],
    ]);
    for (const sizes of chunkings(bytes.length)) expect(parse(bytes, sizes)).toEqual(want);
  });

  it('between CR and LF (CRLF files, unquoted and quoted last fields, blank lines counted)', () => {
    const text = 'A\tB\r\n1\t2\r\n\r\n"3"\t"4"\r\n5\t\r\n';
    const bytes = enc(text);
    const want = parse(bytes, [bytes.length]);
    expect(want.header).toEqual(['A', 'B']);
    expect(want.rows).toEqual([
      { row: 2, cells: ['1', '2'] },
      { row: 4, cells: ['3', '4'] },
      { row: 5, cells: ['5', ''] },
    ]);
    for (const sizes of chunkings(bytes.length)) expect(parse(bytes, sizes)).toEqual(want);
  });

  it('inside the BOM at the start of the first chunk', () => {
    const bytes = enc('\uFEFFTRANSACTION_TYPE;QTY\r\nSALE;1\r\n');
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    for (const sizes of [[1], [2], [1, 1, 100], [2, 100], [3, 100], [4, 100]]) {
      const r = parse(bytes, sizes);
      expect(r.header).toEqual(['TRANSACTION_TYPE', 'QTY']);
      expect(r.rows).toEqual([{ row: 2, cells: ['SALE', '1'] }]);
    }
    // a first byte 0xEF not followed by the rest of a BOM is data (invalid UTF-8: U+FFFD)
    const notBom = new Uint8Array([0xef, ...enc('A,B\n1,2\n')]);
    for (const sizes of [[1], [2], [100]]) expect(parse(notBom, sizes).header).toEqual(['\uFFFDA', 'B']);
  });

  it('stray text after a closing quote and an unterminated quote at the end', () => {
    const bytes = enc('A,B\n"ab"cd,2\n3,"open\n4,5\n');
    for (const sizes of [[1], [4], [100]]) {
      const r = parse(bytes, sizes);
      expect(r.rows).toEqual([{ row: 2, cells: ['abcd', '2'] }]);
      expect(r.errors).toEqual([3]);
    }
  });

  it('re-parses a huge unfinished record only when the buffered bytes have doubled', () => {
    const big = `A,B\n1,"${'x'.repeat(3 << 20)}`;
    const t0 = Date.now();
    const r = parse(enc(big), [4096]);
    expect(r.errors).toEqual([2]);
    expect(Date.now() - t0).toBeLessThan(5000);
  });
});

describe('byte parser: typed accessors', () => {
  function first(text: string, f: (rec: RecordView) => void): void {
    let seen = 0;
    parse(enc(text), [3], (rec) => {
      if (seen++ === 0) f(rec);
    });
    expect(seen).toBeGreaterThan(0);
  }

  it('key / atom trim, upper-case and intern; text trims; empty means blank', () => {
    const keys: string[] = [];
    parse(enc('A,B,C\n" de ",sku-1 ,""\n"DE",sku-1,x\n'), [5], (rec) => {
      keys.push(rec.key(0), rec.atom(1));
      expect(rec.empty(2)).toBe(rec.get(2) === '');
      expect(rec.key(9)).toBe('');
      expect(rec.empty(-1)).toBe(true);
    });
    expect(keys).toEqual(['DE', 'sku-1', 'DE', 'sku-1']);
    first('A,B\n"\u00A0x\u00A0"," ü "\n', (rec) => {
      expect(rec.text(0)).toBe('x'); // non-ASCII white space trimmed like String.trim
      expect(rec.key(1)).toBe('Ü');
      expect(rec.empty(0)).toBe(false);
    });
    first('A\n"\u00A0"\n', (rec) => expect(rec.empty(0)).toBe(true));
  });

  it('units, date, num and code2 read the bytes directly and fall back to the string parsers', () => {
    first('A,B,C,D,E,F,G,H,I,J\n"12.30"," -0.64 ","11.04666","12,30","1e2","""5""","abc",,"+7","-"\n', (rec) => {
      expect(rec.units(0, false)).toBe(123000);
      expect(rec.units(1, false)).toBe(-6400);
      expect(rec.units(2, false)).toBe(110467);
      expect(rec.units(3, true)).toBe(123000);
      expect(Number.isNaN(rec.units(3, false))).toBe(true);
      expect(rec.units(4, false)).toBe(1000000);
      expect(rec.units(5, false)).toBe(Number.NaN); // '"5"' is not a number
      expect(Number.isNaN(rec.units(6, false))).toBe(true);
      expect(Number.isNaN(rec.units(7, false))).toBe(true); // empty
      expect(rec.units(8, false)).toBe(70000);
      expect(Number.isNaN(rec.units(9, false))).toBe(true);
    });
    first('A,B,C,D,E,F\n"15-03-2025","31.04.2025"," 1/3/2025 ","2025-03-15",,"15-03-2025 10:00"\n', (rec) => {
      expect(rec.date(0)).toBe(20250315);
      expect(rec.date(1)).toBe(-1); // 31 April
      expect(rec.date(2)).toBe(20250301);
      expect(rec.date(3)).toBe(20250315);
      expect(rec.date(4)).toBe(0);
      expect(rec.date(5)).toBe(20250315);
    });
    first('A,B,C,D,E,F\n"2",,"1.5","x"," gb ","GBR"\n', (rec) => {
      expect(rec.num(0)).toBe(2);
      expect(rec.num(1)).toBe(0);
      expect(rec.num(2)).toBe(1.5);
      expect(Number.isNaN(rec.num(3))).toBe(true);
      expect(rec.code2(4)).toBe(71 * 256 + 66);
      expect(rec.code2(5)).toBe(-1);
      expect(rec.code2(1)).toBe(-1);
    });
  });

  it('ArrayRecord (xlsx rows) answers the same accessors from strings', () => {
    const a = new ArrayRecord().set([' de ', '12,30', '15.03.2025', '3', 'gb', '']);
    expect([a.key(0), a.atom(0), a.text(0), a.units(1, true), a.date(2), a.num(3), a.code2(4), a.empty(5), a.get(9)]).toEqual([
      'DE', 'de', 'de', 123000, 20250315, 3, 71 * 256 + 66, true, '',
    ]);
  });
});

describe('engine over bytes: any chunking gives the same result', () => {
  it('generated report with quotes, multi-byte text, CRLF and a BOM', async () => {
    const base = generateVtr({ seed: 7, rows: 300, period: { from: '2025-01-01', to: '2025-03-31' } });
    const text = `\uFEFF${base.replace(/\n/g, '\r\n').replace(/"Leipzig"/g, '"Łódź 東京 😀"')}`;
    expect(text.split('東京 😀').length).toBeGreaterThan(10);
    const bytes = enc(text);
    const opts = { startDate: '2025-01-01', endDate: '2025-03-31', countries: ['GB', 'DE', 'FR', 'PL', 'OSS'], oss: { registered: true } };
    const ref = JSON.stringify(await calculateVat([fromBytes('r.csv', bytes, bytes.length)], opts));
    for (const size of [1, 2, 3, 7, 97, 4096]) {
      expect(JSON.stringify(await calculateVat([fromBytes('r.csv', bytes, size)], opts))).toBe(ref);
    }
    const r = JSON.parse(ref);
    // no read error; the generated transfers without a cost are the one error (issue #20)
    expect(r.files[0].errors).toEqual([]);
    expect(r.errors.map((e: { code: string }) => e.code)).toEqual(['MOVEMENT_WITHOUT_COST']);
    expect(r.counts.rows).toBe(300);
    const ins = await inspectReport(fromBytes('r.csv', bytes, 5));
    expect(ins.files[0].layout).toBe('current');
    expect(ins.counts.rows).toBe(300);
  });

  it('multi-byte description split at every byte of a small report', async () => {
    const rows = [calc('100.00', '19.00', '119.00', '0.19', { ITEM_DESCRIPTION: 'Tasse „Grüße“ 東京 😀, 350 ml' })];
    const text = vtr(rows, { bom: true, crlf: true });
    for (const size of [1, 2, 3, 4, 5]) {
      const r = await run({ 'a.csv': text }, { startDate: '2025-03-01', endDate: '2025-03-31' }, size);
      expect(r.files[0].errors).toEqual([]);
      expect(line(r, 'DE', 'domestic', '0.19')?.vat.value).toBe('19.00');
    }
  });
});
