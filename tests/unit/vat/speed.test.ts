/**
 * The pieces added for engine speed (issue #25), each against the slower form it replaced:
 * - `decodeRange` (csv.ts): Node's Latin-1 slice for short ASCII fields, TextDecoder otherwise —
 *   the same strings as TextDecoder for ASCII, multi-byte UTF-8, invalid bytes and long fields,
 *   and through the parser for quoted fields, BOM, CRLF and multi-byte characters split by chunks;
 * - the interning accessors' repeat check (the column's last value compared before hashing): key and
 *   atom of one column in turn, equal lengths, case, spaces, quotes and non-ASCII values;
 * - `fmt2` (money.ts) without padStart: the same text as the former template for every kind of value;
 * - the engine's row references (a class with a private detail slot instead of a Map keyed by
 *   object): JSON, `Object.keys` and structured clone see exactly `file`, `row`, `eventId`, and every
 *   referenced row still has its drill-down detail;
 * - the per-country bucket lists: returns, EC Sales List and OSS lines in the order the buckets came.
 */
import { calculateVat, fromBytes, rowDetailOf } from '../../../src/core/vat';
import { CsvParser, decodeRange } from '../../../src/core/vat/csv';
import { divRound, fmt2 } from '../../../src/core/vat/money';
import { calc, run, vtr } from './helpers';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const DEC = new TextDecoder('utf-8');

/** fmt2 as it was written before (the reference). */
function fmt2Before(u: number): string {
  const c = divRound(u, 100);
  const neg = c < 0;
  const a = Math.abs(c);
  const s = `${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
  return neg ? `-${s}` : s;
}

describe('decodeRange', () => {
  it('gives what TextDecoder gives: ASCII, multi-byte UTF-8, invalid bytes, empty and long ranges', () => {
    const samples: Uint8Array[] = [
      enc('302-4707819-8373374'),
      enc('SKU-Ä-ß-中文-😀'),
      enc('DE123456789'),
      new Uint8Array([0x41, 0xc3, 0x28, 0x42]), // invalid continuation byte
      new Uint8Array([0xe4, 0xb8]), // cut multi-byte character
      new Uint8Array([0x7f, 0x80, 0xff]),
      enc('x'.repeat(500)),
      enc(`${'y'.repeat(200)}é`),
      new Uint8Array(0),
    ];
    for (const b of samples) {
      for (let s = 0; s <= b.length; s++) {
        for (const e of [s, Math.min(b.length, s + 1), Math.min(b.length, s + 3), b.length]) {
          expect(decodeRange(b, s, e)).toBe(DEC.decode(b.subarray(s, e)));
        }
      }
    }
  });

  it('through the parser: quoted fields, BOM, CRLF and multi-byte characters split by every chunk border', () => {
    const text = '\uFEFFID,SKU,NAME\r\n"302-1","SKU-中","Müller, ""Ω"""\r\n303-2,  plain ,😀x\r\n"a\r\nb",é,\r\n';
    const bytes = enc(text);
    const want = [
      ['302-1', 'SKU-中', 'Müller, "Ω"'],
      ['303-2', '  plain ', '😀x'],
      ['a\r\nb', 'é', ''],
    ];
    const wantText = [
      ['302-1', 'SKU-中', 'Müller, "Ω"'],
      ['303-2', 'plain', '😀x'],
      ['a\r\nb', 'é', ''],
    ];
    for (let cut = 1; cut < bytes.length; cut++) {
      const rows: string[][] = [];
      const texts: string[][] = [];
      const atoms: string[][] = [];
      let header: string[] = [];
      const p = new CsvParser({
        header: (n) => {
          header = n;
          return true;
        },
        record: (rec) => {
          rows.push([0, 1, 2].map((i) => rec.get(i)));
          texts.push([0, 1, 2].map((i) => rec.text(i)));
          atoms.push([0, 1, 2].map((i) => rec.atom(i)));
          return true;
        },
        parseError: () => undefined,
      });
      p.push(bytes.subarray(0, cut));
      p.push(bytes.subarray(cut));
      p.end();
      expect(header).toEqual(['ID', 'SKU', 'NAME']);
      expect(rows).toEqual(want);
      expect(texts).toEqual(wantText);
      expect(atoms).toEqual(wantText);
    }
  });
});

describe('interned fields: the repeat check per column', () => {
  it('key and atom of the same column, values of equal length, case, spaces and non-ASCII values in turn', () => {
    const values = ['SALE', 'sale', ' SALE ', 'SALF', 'REFUND', 'Sale', 'SALE', 'ÄALE', 'SAL', 'SALE', '"SA""LE"', 'SALE'];
    const text = `T,U\n${values.map((v, i) => `${v},x${i % 2}`).join('\n')}\n`;
    const keys: string[] = [];
    const atoms: string[] = [];
    const others: string[] = [];
    const p = new CsvParser({
      header: () => true,
      record: (rec) => {
        // alternate the order of key / atom so each finds the other's last value in its slot's neighbour
        if (keys.length % 2) {
          atoms.push(rec.atom(0));
          keys.push(rec.key(0));
        } else {
          keys.push(rec.key(0));
          atoms.push(rec.atom(0));
        }
        others.push(rec.key(1));
        return true;
      },
      parseError: () => undefined,
    });
    p.push(enc(text));
    p.end();
    const plain = values.map((v) => (v.startsWith('"') ? 'SA"LE' : v.trim()));
    expect(atoms).toEqual(plain);
    expect(keys).toEqual(plain.map((v) => v.toUpperCase()));
    expect(others).toEqual(values.map((_, i) => `X${i % 2}`));
  });
});

describe('fmt2', () => {
  it('writes every value as the former template did', () => {
    const values = [
      0, -0, 1, 49, 50, 99, 100, 125, 150, 9_999, 10_000, 10_050, 123_456_789, -1, -49, -50, -150, -10_000, -123_456_789,
      2 ** 52, -(2 ** 52), 1e21, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
    ];
    for (let u = -30_000; u <= 30_000; u += 37) values.push(u);
    for (const u of values) expect(fmt2(u)).toBe(fmt2Before(u));
    expect(fmt2(12_3000)).toBe('12.30');
    expect(fmt2(-5_0000)).toBe('-5.00');
    expect(fmt2(700)).toBe('0.07');
  });
});

describe('row references of the result', () => {
  const text = vtr([
    calc('10.00', '1.90', '11.90', '0.19'),
    calc('20.00', '3.80', '23.80', '0.19'),
    calc('5.00', '0.00', '5.00', '0', { SALE_ARRIVAL_COUNTRY: 'FR', ARRIVAL_COUNTRY: 'FR', BUYER_VAT_NUMBER: 'FR40303265045', BUYER_VAT_NUMBER_COUNTRY: 'FR' }),
  ]);

  it('are plain {file, row, eventId} to JSON, Object.keys and structured clone, each with its row detail', async () => {
    const r = await run({ 'a.csv': text }, { countries: ['DE'] });
    const rows = r.returns[0].lines?.flatMap((l) => l.net.rows) ?? [];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const ref of rows) {
      expect(Object.keys(ref)).toEqual(['file', 'row', 'eventId']);
      expect(JSON.parse(JSON.stringify(ref))).toEqual({ file: 'a.csv', row: ref.row, eventId: ref.eventId });
      expect(Object.keys(structuredClone(ref))).toEqual(['file', 'row', 'eventId']);
      const d = rowDetailOf(r, ref.file, ref.row)!;
      expect(d).toBeDefined();
      expect(d.row).toBe(ref.row);
      expect(d.eventId).toBe(ref.eventId);
    }
    expect(r.rowDetails.map((d) => `${d.file}#${d.row}`).sort()).toEqual(['a.csv#2', 'a.csv#3', 'a.csv#4']);
    // once each, in first-reference order (the return's lines come first)
    expect(r.rowDetails.map((d) => d.row)).toEqual([...new Set(rows.map((x) => x.row))].slice(0, r.rowDetails.length));
    expect(rowDetailOf(r, 'a.csv', 99)).toBeUndefined();
    expect(rowDetailOf(r, 'a.csv', 3)!.net).toBe('20.00');
  });

  it('give the same result for any chunking, with or without a BOM and CRLF (the bucket lists keep their order)', async () => {
    const opts = { countries: ['DE', 'FR', 'OSS'], oss: { registered: true, from: '2021-07-01', memberState: 'DE' } };
    const base = JSON.stringify(await calculateVat([fromBytes('a.csv', enc(text), 1 << 20)], opts));
    for (const chunk of [1, 7, 64]) {
      expect(JSON.stringify(await calculateVat([fromBytes('a.csv', enc(text), chunk)], opts))).toBe(base);
    }
    const crlf = vtr(
      [
        calc('10.00', '1.90', '11.90', '0.19'),
        calc('20.00', '3.80', '23.80', '0.19'),
        calc('5.00', '0.00', '5.00', '0', { SALE_ARRIVAL_COUNTRY: 'FR', ARRIVAL_COUNTRY: 'FR', BUYER_VAT_NUMBER: 'FR40303265045', BUYER_VAT_NUMBER_COUNTRY: 'FR' }),
      ],
      { bom: true, crlf: true },
    );
    const r = await calculateVat([fromBytes('a.csv', enc(crlf), 5)], opts);
    expect(r.returns.find((x) => x.country === 'DE')?.totals.outputVat).toBe('5.70');
    expect(r.returns.find((x) => x.country === 'DE')?.ecsl?.map((e) => e.customerVat)).toEqual(['FR40303265045']);
  });
});
