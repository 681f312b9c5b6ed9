/**
 * Issue #31, Spain: the modelo 303 fixed-width file of a quarter the engine computed (ES
 * seller-collected B2C sales at 21 % and 10 %, a refund, an intra-EU B2B supply), written and
 * checked field by field against AEAT's record layout as OCA/l10n-spain transcribed it
 * (src/core/filing/schemas/es/). Positions below were worked out from the transcription's sizes
 * by hand (a Python sum over the CSV rows, independent of the code under test): header 17 +
 * AUX 311 + page 01 1581 + page 03 1017 + closing 18 = 2944 characters; page 01 starts at 329,
 * page 03 at 1910.
 */
import Big from 'big.js';
import { calc, run, vtr } from '../vat/helpers';
import { layoutInputFromEngine, returnLayout, type LayoutInput, type LayoutLine } from '../../../src/core/declare/layouts';
import { esFiling, parse303, validate303 } from '../../../src/core/filing/es';
import { esLayout } from '../../../src/core/filing/es-layout';
import type { FilingInput } from '../../../src/core/filing/types';

const ES_ROW = { SALE_DEPART_COUNTRY: 'ES', SALE_ARRIVAL_COUNTRY: 'ES', MARKETPLACE: 'amazon.es', TRANSACTION_COMPLETE_DATE: '10-02-2025', TAX_CALCULATION_DATE: '10-02-2025', ACTIVITY_PERIOD: '2025-FEB' };
const SELLER = { name: 'Shenzhen Ñandú Trading Co., Ltd.', vatNumbers: { ES: 'ESN0012345I' }, establishedIn: 'CN' };

let li: LayoutInput;
let input: FilingInput;
beforeAll(async () => {
  const r = await run(
    {
      'es.csv': vtr([
        calc('1000.00', '210.00', '1210.00', '0.21', { ...ES_ROW, TRANSACTION_EVENT_ID: '403-0000001-0000001' }),
        calc('200.00', '20.00', '220.00', '0.1', ES_ROW),
        // a partial refund of the first order (same TRANSACTION_EVENT_ID), in the same quarter
        calc('-100.00', '-21.00', '-121.00', '0.21', { ...ES_ROW, TRANSACTION_TYPE: 'REFUND', TRANSACTION_EVENT_ID: '403-0000001-0000001', TRANSACTION_COMPLETE_DATE: '20-03-2025', TAX_CALCULATION_DATE: '20-03-2025', ACTIVITY_PERIOD: '2025-MAR' }),
        // B2B to a French VAT number: exempt intra-EU supply
        calc('300.00', '0', '300.00', '0', { ...ES_ROW, SALE_ARRIVAL_COUNTRY: 'FR', BUYER_VAT_NUMBER: 'FR40303265045' }),
      ]),
    },
    { countries: ['ES'], startDate: '2025-01-01', endDate: '2025-03-31', vatNumbers: { ES: 'ESN0012345I' } },
  );
  li = layoutInputFromEngine(r.returns[0]);
  input = { country: 'ES', currency: 'EUR', period: { from: '2025-01-01', to: '2025-03-31' }, frequency: 'quarterly', seller: SELLER, layoutInput: li, createdAt: '2025-04-02T08:00:00Z' };
});

async function file(i: FilingInput = input): Promise<string> {
  const out = await esFiling.build(i);
  if (!out.ok) throw new Error(JSON.stringify(out.problems, null, 1));
  return out.files[0].text;
}

/** 1-based inclusive positions, as AEAT's layout counts them. */
const at = (text: string, from: number, to: number) => text.slice(from - 1, to);

describe('modelo 303 of an ES quarter computed by the engine (Q1 2025)', () => {
  it('the return: 21 % base 1000 − 100 refunded = 900.00 (tax 189.00), 10 % 200.00 (20.00), intra-EU 300.00, result 209.00', () => {
    const l = returnLayout(li)!;
    const box = (c: string) => l.sections.flatMap((s) => s.boxes).find((b) => b.code === c)?.amount;
    expect([box('07'), box('09'), box('04'), box('06'), box('59'), box('27'), box('46'), box('71')]).toEqual(['900.00', '189.00', '200.00', '20.00', '300.00', '209.00', '209.00', '209.00']);
  });

  it('is valid against the layout, named by NIF and period, and every field sits where the layout says', async () => {
    const out = await esFiling.build(input);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const [f] = out.files;
    expect(f.name).toBe('MOD303_N0012345I_20251T.txt');
    expect(f.mediaType).toBe('text/plain');
    const t = f.text;
    expect(validate303(t)).toEqual([]);
    expect(t).toMatch(/^[\x20-\x7E]+$/); // ASCII, one record, no line break
    expect(t.length).toBe(2944);
    expect(at(t, 1, 17)).toBe('<T303020251T0000>');
    expect(at(t, 18, 22)).toBe('<AUX>');
    expect(at(t, 323, 328)).toBe('</AUX>');
    expect(at(t, 329, 339)).toBe('<T30301000>');
    expect(at(t, 341, 341)).toBe('I'); // tipo de declaración: ingreso, [71] > 0
    expect(at(t, 342, 350)).toBe('N0012345I'); // NIF = the ES VAT number without ES
    expect(at(t, 351, 430)).toBe('SHENZHEN NANDU TRADING CO., LTD.'.padEnd(80, ' ')); // upper case, no accents
    expect(at(t, 431, 436)).toBe('20251T');
    expect(at(t, 614, 630)).toBe('00000000000090000'); // [07] 900.00, 17 digits, 2 implied decimals
    expect(at(t, 631, 635)).toBe('02100'); // [08] tipo 21 %
    expect(at(t, 636, 652)).toBe('00000000000018900'); // [09] 189.00
    expect(at(t, 945, 961)).toBe('00000000000020900'); // [27] signed: '0' for positive, then 16 digits
    expect(at(t, 1898, 1909)).toBe('</T30301000>');
    expect(at(t, 1910, 1920)).toBe('<T30303000>');
    expect(at(t, 1921, 1937)).toBe('00000000000030000'); // [59] 300.00
    expect(at(t, 2283, 2299)).toBe('00000000000020900'); // [71] 209.00
    expect(at(t, 2927, 2944)).toBe('</T303020251T0000>');
    // and the parser's own placement agrees with the layout: contiguous fields, each of its size
    const p = parse303(t);
    let pos = 0;
    for (const x of p.fields) {
      expect([x.field.id, x.offset]).toEqual([x.field.id, pos]);
      pos += x.field.size;
    }
    expect(pos).toBe(t.length);
  });

  it('parsed back, every casilla of the file equals the return layout\'s box of that number', async () => {
    const p = parse303(await file());
    const l = returnLayout(li)!;
    const boxes = l.sections.flatMap((s) => s.boxes);
    expect(boxes.length).toBeGreaterThan(20);
    for (const b of boxes) expect([b.code, p.casillas[Number(b.code)]]).toEqual([b.code, b.amount]);
    // what the layout has no box for is zero, except [65] 100 % (territorio común)
    expect([p.casillas[14], p.casillas[78], p.casillas[110], p.casillas[65]]).toEqual(['0.00', '0.00', '0.00', '100.00']);
    expect([p.year, p.period, p.skippedPages]).toEqual(['2025', '1T', []]);
  });

  it('is byte-for-byte reproducible (createdAt is not in the layout)', async () => {
    expect(await file()).toBe(await file({ ...input, createdAt: '2031-12-31T23:59:59Z' }));
  });

  it('a monthly period is written 01–12, and a fourth quarter marks "not exonerated from the 390" (2)', async () => {
    const m = await file({ ...input, period: { from: '2025-03-01', to: '2025-03-31' }, frequency: 'monthly' });
    expect(at(m, 1, 17)).toBe('<T30302025030000>');
    expect(at(m, 431, 436)).toBe('202503');
    expect(validate303(m)).toEqual([]);
    const q4 = await file({ ...input, period: { from: '2025-10-01', to: '2025-12-31' } });
    expect(validate303(q4)).toEqual([]);
    const f23 = parse303(q4).fields.find((x) => x.field.name.includes('exonerado de la Declaración-resumen anual'))!;
    expect(f23.raw).toBe('2');
    expect(parse303(await file()).fields.find((x) => x.field.id === f23.field.id)!.raw).toBe('0');
  });
});

describe('a broken file is refused, naming the field, its casilla and its position', () => {
  let ok: string;
  beforeAll(async () => {
    ok = await file();
  });

  it('a field shifted by one character', () => {
    // [07] loses its first digit and the record gets a character back at the end of page 01's reserve:
    // [07] then swallows the first character of [08], whose constant 02100 no longer matches
    const shifted = ok.slice(0, 613) + ok.slice(614, 1880) + ' ' + ok.slice(1880);
    expect(shifted.length).toBe(ok.length);
    const p = validate303(shifted);
    const tipo = p.find((x) => x.element === '[08]');
    expect(tipo?.kind).toBe('RULE');
    expect(tipo?.message).toContain('第 631–635 位');
    expect(tipo?.message).toContain('应为「02100」');
  });

  it('a letter in a numeric field', () => {
    const bad = ok.slice(0, 640) + 'A' + ok.slice(641); // inside [09] (636–652)
    const p = validate303(bad);
    expect(p.map((x) => x.element)).toContain('[09]');
    expect(p.find((x) => x.element === '[09]')!.message).toContain('第 636–652 位');
  });

  it('a wrong sum ([27] ≠ the cuotas) and a result type that contradicts [71]', () => {
    const sum = ok.slice(0, 944) + '00000000000021000' + ok.slice(961);
    const p = validate303(sum);
    expect(p.find((x) => x.element === '[27]')?.message).toContain('应为 209.00');
    const type = ok.slice(0, 340) + 'C' + ok.slice(341);
    expect(validate303(type).map((x) => x.element)).toEqual(['Tipo de declaración']);
    const unknown = ok.slice(0, 340) + 'Z' + ok.slice(341);
    expect(validate303(unknown)[0].message).toContain('不在 AEAT 代码表中');
  });

  it('a negative amount in an unsigned casilla, a bad page tag, a lower-case name, a truncated file', () => {
    const neg = ok.slice(0, 613) + 'N' + ok.slice(614);
    expect(validate303(neg).map((x) => x.element)).toContain('[07]');
    const tag = ok.replace('<T30303000>', '<T30303001>');
    expect(validate303(tag).find((x) => x.element === 'Página: 03')?.message).toContain('第 1915–1919 位');
    const lower = ok.slice(0, 350) + 's' + ok.slice(351);
    expect(validate303(lower)[0].message).toContain('小写');
    const cut = ok.slice(0, 2900);
    expect(validate303(cut).some((x) => x.message.includes('提前结束'))).toBe(true);
  });

  it('a page the vendored layout does not define (AEAT\'s DID page) is skipped unchecked, the rest still checked', () => {
    const did = `<T303DID00>${' '.repeat(777)}</T303DID00>`;
    const withDid = ok.slice(0, 2926) + did + ok.slice(2926);
    const p = parse303(withDid);
    expect(p.problems).toEqual([]);
    expect(p.skippedPages).toEqual(['<T303DID00>']);
  });
});

describe('the builder refuses what it cannot file', () => {
  it('no ES VAT number or no name → MISSING_FIELD naming the field and where to fill it', async () => {
    const noNif = await esFiling.build({ ...input, seller: { ...SELLER, vatNumbers: {} } });
    expect(noNif.ok ? [] : noNif.problems.map((p) => [p.kind, p.element])).toEqual([['MISSING_FIELD', 'seller.vatNumber']]);
    expect(noNif.ok ? '' : noNif.problems[0].message).toContain('ES 增值税号');
    expect(noNif.ok ? '' : noNif.problems[0].message).toContain('申报详情页的「申报主体信息」');
    const noName = await esFiling.build({ ...input, seller: { ...SELLER, name: ' ' } });
    expect(noName.ok ? [] : noName.problems.map((p) => [p.kind, p.element])).toEqual([['MISSING_FIELD', 'seller.name']]);
  });

  it('periods outside the vendored layout, or not a calendar month/quarter → PERIOD', async () => {
    const june = await esFiling.build({ ...input, period: { from: '2024-06-01', to: '2024-06-30' }, frequency: 'monthly' });
    expect(june.ok ? [] : june.problems.map((p) => p.kind)).toEqual(['PERIOD']);
    expect(june.ok ? '' : june.problems[0].message).toContain('2024-09-01');
    const q2024 = await esFiling.build({ ...input, period: { from: '2024-04-01', to: '2024-06-30' } });
    expect(q2024.ok ? [] : q2024.problems.map((p) => p.kind)).toEqual(['PERIOD']);
    const y2026 = await esFiling.build({ ...input, period: { from: '2026-01-01', to: '2026-03-31' } });
    expect(y2026.ok ? [] : y2026.problems.map((p) => p.kind)).toEqual(['PERIOD']);
    expect(y2026.ok ? '' : y2026.problems[0].message).toContain('2026');
    const odd = await esFiling.build({ ...input, period: { from: '2025-02-01', to: '2025-04-30' } });
    expect(odd.ok ? [] : odd.problems.map((p) => p.kind)).toEqual(['PERIOD']);
    const annual = await esFiling.build({ ...input, period: { from: '2025-01-01', to: '2025-12-31' }, frequency: 'annual' });
    expect(annual.ok ? [] : annual.problems.map((p) => p.kind)).toEqual(['PERIOD']);
  });

  it('a negative base in an unsigned casilla (more refunds than sales at 21 %) → RULE naming [07]; no file', async () => {
    const lines: LayoutLine[] = [{ kind: 'domestic', rate: '0.21', net: '-50.00', vat: '-10.50' }];
    const out = await esFiling.build({ ...input, layoutInput: { country: 'ES', currency: 'EUR', lines } });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.problems.map((p) => p.element)).toEqual(['[07]', '[09]']);
    expect(out.problems[0].message).toContain('负数');
  });

  it('a name outside Latin script, a malformed NIF, a currency other than EUR → RULE', async () => {
    const zh = await esFiling.build({ ...input, seller: { ...SELLER, name: '深圳市灯具有限公司' } });
    expect(zh.ok ? '' : zh.problems[0].message).toContain('拉丁字母');
    const nif = await esFiling.build({ ...input, seller: { ...SELLER, vatNumbers: { ES: 'ES12345' } } });
    expect(nif.ok ? [] : nif.problems.map((p) => p.element)).toEqual(['seller.vatNumber']);
    const gbp = await esFiling.build({ ...input, layoutInput: { ...li, currency: 'GBP' } });
    expect(gbp.ok ? [] : gbp.problems.map((p) => p.element)).toEqual(['currency']);
  });

  it('a negative result is a request to carry the credit forward (C), written with the sign mark N', async () => {
    const lines: LayoutLine[] = [{ kind: 'domestic', rate: '0.21', net: '100.00', vat: '21.00' }, { kind: 'importVatDeducted', rate: null, net: '0.00', vat: '50.00' }];
    const t = await file({ ...input, layoutInput: { country: 'ES', currency: 'EUR', lines } });
    expect(at(t, 341, 341)).toBe('C');
    expect(at(t, 2283, 2299)).toBe('N0000000000002900'); // [71] −29.00 = 21.00 − 50.00
    expect(parse303(t).casillas[71]).toBe('-29.00');
  });
});

describe('the es() layout against the transcription', () => {
  it('every box code of a full ES return is a casilla of the 2024-10 layout (no 61: 122 for the reverse charge)', () => {
    const lines: LayoutLine[] = [
      { kind: 'domestic', rate: '0.21', net: '100.00', vat: '21.00' },
      { kind: 'domestic', rate: '0.1', net: '100.00', vat: '10.00' },
      { kind: 'domestic', rate: '0.04', net: '100.00', vat: '4.00' },
      { kind: 'domestic', rate: '0.05', net: '100.00', vat: '5.00' },
      { kind: 'domestic', rate: '0.02', net: '100.00', vat: '2.00' },
      { kind: 'domestic', rate: '0', net: '100.00', vat: '0.00' },
      { kind: 'acquisition', rate: '0.21', net: '10.00', vat: '2.10' },
      { kind: 'intraEuSupply', rate: null, net: '5.00', vat: '0.00' },
      { kind: 'export', rate: null, net: '6.00', vat: '0.00' },
      { kind: 'reverseCharge', rate: null, net: '7.00', vat: '0.00' },
      { kind: 'postponedImportVat', rate: null, net: '50.00', vat: '10.50' },
      { kind: 'importVatDeducted', rate: null, net: '0.00', vat: '1.00' },
    ];
    const l = returnLayout({ country: 'ES', currency: 'EUR', lines })!;
    const layout = esLayout();
    const casillas = new Set([...layout.fields.values()].flat().map((f) => f.casilla).filter((c) => c !== null));
    const codes = l.sections.flatMap((s) => s.boxes).map((b) => b.code);
    for (const c of codes) expect([c, casillas.has(Number(c))]).toEqual([c, true]);
    expect(codes).not.toContain('61');
    expect(casillas.has(61)).toBe(false);
    const box = (c: string) => l.sections.flatMap((s) => s.boxes).find((b) => b.code === c)?.amount;
    expect([box('150'), box('165'), box('153'), box('155'), box('122'), box('32'), box('33'), box('36'), box('37')]).toEqual(['100.00', '100.00', '100.00', '5.00', '7.00', '50.00', '11.50', '10.00', '2.10']);
    // [27] = 21 + 10 + 4 + 5 + 2 + 0 + 2.10 acquisitions = 44.10; every rate has its casilla: no note
    expect(box('27')).toBe('44.10');
    expect(l.notes).toEqual([]);
  });

  it('that return files: the new rate casillas and the reverse charge go where the layout puts them', async () => {
    const lines: LayoutLine[] = [
      { kind: 'domestic', rate: '0.05', net: '100.00', vat: '5.00' },
      { kind: 'reverseCharge', rate: null, net: '7.00', vat: '0.00' },
    ];
    const t = await file({ ...input, layoutInput: { country: 'ES', currency: 'EUR', lines } });
    const p = parse303(t);
    expect([p.casillas[153], p.casillas[155], p.casillas[122], p.casillas[27]]).toEqual(['100.00', '5.00', '7.00', '5.00']);
    // [154]: the 5 %/7.5 % tipo the layout fixes for a 2025 period (not 3T / 09)
    expect(p.fields.find((x) => x.field.casilla === 154)!.raw).toBe('00750');
  });

  it('a rate the layout has no casilla for, and the deemed supply to the marketplace, are notes; the first keeps the file from being offered', async () => {
    const lines: LayoutLine[] = [
      { kind: 'domestic', rate: '0.12', net: '100.00', vat: '12.00' },
      { kind: 'marketplaceSupply', rate: null, net: '40.00', vat: '0.00' },
    ];
    const l = returnLayout({ country: 'ES', currency: 'EUR', lines })!;
    expect(l.notes).toHaveLength(2);
    expect(l.notes[1]).toContain('40.00');
    const out = await esFiling.build({ ...input, layoutInput: { country: 'ES', currency: 'EUR', lines } });
    expect(out.ok ? [] : out.problems.map((p) => p.element)).toContain('[27]');
    // the marketplace supply alone files (it has no casilla), with the note on the layout
    const mk = await esFiling.build({ ...input, layoutInput: { country: 'ES', currency: 'EUR', lines: [lines[1], { kind: 'domestic', rate: '0.21', net: '10.00', vat: '2.10' }] } });
    expect(mk.ok).toBe(true);
  });

  it('amounts stay decimal: 0.1 + 0.2 style sums are exact in the file', async () => {
    const lines: LayoutLine[] = [
      { kind: 'domestic', rate: '0.21', net: '0.10', vat: '0.02' },
      { kind: 'domestic', rate: '0.21', net: '0.20', vat: '0.04' },
    ];
    const p = parse303(await file({ ...input, layoutInput: { country: 'ES', currency: 'EUR', lines } }));
    expect(new Big(p.casillas[7]).eq('0.30')).toBe(true);
    expect(p.casillas[9]).toBe('0.06');
  });
});
