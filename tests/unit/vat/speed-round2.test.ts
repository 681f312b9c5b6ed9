/**
 * The second round of engine-speed pieces (issue #25, 2026-11-27), each against the plain form it
 * replaced or against the values it must keep:
 * - the CSV parser's quoted-field scan (the closing quote from the SWAR word's lowest flagged bit,
 *   two words a step): every field length and every position of the quote within the words, escaped
 *   quotes, and every chunk border;
 * - interning with a byte copy of each table slot and a column's last slot: values that collide in
 *   the table, slots overwritten while a column still points at them, key / atom, case, and
 *   two-character values through their own table (ASCII only; other bytes decoded as UTF-8);
 * - the column map built as one object literal: the same positions as the former loop;
 * - standard rates as integer periods: the same rate, fraction, valid-from and source as the former
 *   per-date search for every country of the table and every day of 2019–2026, one object per period.
 */
import { CsvParser } from '../../../src/core/vat/csv';
import { columnName, mapHeader, VTR_COLUMNS, LEGACY_COLUMNS, type ColumnMap } from '../../../src/core/vat/columns';
import { VAT_RATES, bpToFraction, percentToBp, standardRate } from '../../../src/core/vat/rates';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

/** Parses `text` pushed in two pieces cut at `cut`; returns each record's fields through `read`. */
function parse<T>(text: string, cut: number, read: (rec: CsvParser) => T): T[] {
  const out: T[] = [];
  const bytes = enc(text);
  const p = new CsvParser({
    header: () => true,
    record: (rec) => {
      out.push(read(rec as CsvParser));
      return true;
    },
    parseError: () => {
      throw new Error('parse error');
    },
  });
  p.push(bytes.subarray(0, cut));
  p.push(bytes.subarray(cut));
  p.end();
  return out;
}

describe('quoted fields: the closing quote found word by word', () => {
  it('every length 0–40, each with a neighbour that moves the quote through the words, at every chunk border', () => {
    const values: string[] = [];
    for (let n = 0; n <= 40; n++) values.push('abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'.slice(0, n));
    // a leading field of 0–7 bytes shifts where each value's closing quote falls in a 4-byte word
    const lines = values.flatMap((v, i) => [0, 1, 2, 3, 5, 7].map((s) => `"${'x'.repeat(s)}","${v}",${i}`));
    const text = `A,B,C\n${lines.join('\n')}\n`;
    const want = values.flatMap((v, i) => [0, 1, 2, 3, 5, 7].map((s) => ['x'.repeat(s), v, String(i)]));
    for (const cut of [1, 2, 3, 4, 5, 17, 100, 1001, text.length - 3]) {
      expect(parse(text, cut, (r) => [r.get(0), r.get(1), r.get(2)])).toEqual(want);
    }
  });

  it('escaped quotes next to word borders and a quote as the last byte before the line end', () => {
    const raw = ['"', '""', 'a"', '"a', 'ab"c', 'abc"', 'abcd"', 'abcde"f', '"abcdefgh"', 'x'.repeat(11) + '"'];
    const text = `A,B\n${raw.map((v, i) => `"${v.replace(/"/g, '""')}",${i}`).join('\r\n')}\r\n`;
    for (let cut = 1; cut < text.length; cut += 3) {
      expect(parse(text, cut, (r) => r.get(0))).toEqual(raw);
    }
  });
});

describe('interning through byte copies of the table slots', () => {
  it('returns the plain value for 5,000 distinct values of two columns read in turn (table slots collide and are overwritten)', () => {
    const vals: string[] = [];
    for (let i = 0; i < 5000; i++) vals.push(`v${(i * 7919) % 100003}-${i % 3 ? 'ab' : 'AB'}`);
    // column 0 repeats each value twice (the last-slot path), column 1 walks the list backwards
    const lines = vals.flatMap((v, i) => [`${v},${vals[vals.length - 1 - i]}`, `${v},${vals[(i * 31) % vals.length]}`]);
    const got = parse(`A,B\n${lines.join('\n')}\n`, 7, (r) => [r.atom(0), r.key(0), r.atom(1), r.key(1)]);
    const want = vals.flatMap((v, i) => [
      [v, v.toUpperCase(), vals[vals.length - 1 - i], vals[vals.length - 1 - i].toUpperCase()],
      [v, v.toUpperCase(), vals[(i * 31) % vals.length], vals[(i * 31) % vals.length].toUpperCase()],
    ]);
    expect(got).toEqual(want);
  });

  it('a column whose last slot was overwritten by a value of the same length gets its own value back', () => {
    // find two values of equal length that share a slot: probe with the parser itself (a repeat of the
    // first value after the second must still read as the first)
    const a = 'DE-1000';
    const lines: string[] = [];
    for (let i = 0; i < 3000; i++) lines.push(`${a},DE-${String(2000 + i).padStart(4, '0')}`, `DE-${String(2000 + i).padStart(4, '0')},${a}`);
    const got = parse(`A,B\n${lines.join('\n')}\n`, 11, (r) => [r.key(0), r.key(1)]);
    expect(got).toEqual(lines.map((l) => l.split(',')));
  });

  it('two-character values: key upper-cases, atom keeps the case, spaces are trimmed, non-ASCII bytes are decoded', () => {
    const vals = ['de', 'DE', 'De', ' fr ', 'é', 'ü1', '1a', '  ', 'xx', 'XX', 'de'];
    const got = parse(`A\n${vals.map((v) => `"${v}"`).join('\n')}\n`, 3, (r) => [r.key(0), r.atom(0), r.text(0)]);
    expect(got).toEqual(vals.map((v) => [v.trim().toUpperCase(), v.trim(), v.trim()]));
  });
});

describe('the column map', () => {
  it('has the positions the former key-by-key loop gave, for the current and the legacy layout and a shuffled header', () => {
    const keys: (keyof ColumnMap)[] = [
      'AP', 'CHANNEL', 'TYPE', 'EVENT', 'TAXCALC', 'DEPART_DATE', 'ARRIVAL_DATE', 'COMPLETE', 'SKU', 'QTY', 'COST', 'EXCL', 'RATE',
      'VAT', 'INCL', 'CUR', 'DEP', 'ARR', 'SDEP', 'SARR', 'SDVC', 'SDVN', 'SAVC', 'SAVN', 'TSVC', 'TSVN', 'BVC', 'BVN', 'JUR', 'CONV',
      'CONVCUR', 'CONVRATE', 'EXPORT', 'SCHEME', 'RESP', 'ACCT', 'PRICE_INCL', 'PROMO_INCL', 'PROMO_EXCL',
    ];
    const shuffled = [...VTR_COLUMNS].reverse().filter((c) => c !== 'COST_PRICE_OF_ITEMS');
    for (const header of [[...VTR_COLUMNS], [...LEGACY_COLUMNS], shuffled]) {
      const { map } = mapHeader(header);
      const want: Record<string, number> = {};
      for (const k of keys) want[k] = header.indexOf(columnName(k));
      expect(map).toEqual(want);
      expect(Object.keys(map)).toEqual(keys);
    }
  });
});

describe('standard rates as integer periods', () => {
  /** The former search: every row of the table, the last standard row valid on the day wins. */
  function before(country: string, date: number): { bp: number; fraction: string; validFrom: string; source: string } | undefined {
    const toInt = (d: string, dflt: number): number => (d ? Number(d.replace(/-/g, '')) : dflt);
    let found: { bp: number; fraction: string; validFrom: string; source: string } | undefined;
    for (const r of VAT_RATES) {
      if (r.country !== country || r.type !== 'standard') continue;
      if (toInt(r.validFrom, 0) <= date && date <= toInt(r.validTo, 99999999)) {
        const bp = percentToBp(r.percent);
        found = { bp, fraction: bpToFraction(bp), validFrom: r.validFrom, source: r.source };
      }
    }
    return found;
  }

  it('gives the former rate for every country and every day of 2019–2026, and one object per period', () => {
    const countries = [...new Set(VAT_RATES.map((r) => r.country)), 'US', 'OSS', ''];
    const got: unknown[] = [];
    const want: unknown[] = [];
    // per period, the objects returned: all the same one
    const objects = new Map<string, Set<unknown>>();
    for (const c of countries) {
      for (let y = 2019; y <= 2026; y++) {
        for (let m = 1; m <= 12; m++) {
          for (let d = 1; d <= 31; d += 3) {
            const date = y * 10000 + m * 100 + d;
            const g = standardRate(c, date);
            const w = before(c, date);
            got.push(g);
            want.push(w ? { country: c, ...w } : undefined);
            if (g) {
              const k = `${c}|${g.validFrom}|${g.bp}`;
              objects.set(k, (objects.get(k) ?? new Set()).add(g));
            }
          }
        }
      }
    }
    expect(got).toEqual(want);
    expect(got.filter(Boolean).length).toBeGreaterThan(10000);
    expect([...objects.values()].map((o) => o.size)).toEqual([...objects.values()].map(() => 1));
    expect(standardRate('DE', 20200801)?.fraction).toBe('0.16');
    expect(standardRate('FI', 20240901)?.fraction).toBe('0.255');
  });
});
