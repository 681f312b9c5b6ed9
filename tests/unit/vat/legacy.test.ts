/**
 * The real legacy (pre-2021, 92-column, tab, CRLF, ragged) files read without error and give
 * stable totals. Hand check: Amazon's own VAT per TAXABLE_JURISDICTION (Python Decimal over the
 * file) equals the engine's per-country output VAT, except where the engine derives a refund
 * Amazon did not calculate (documented per figure below).
 */
import { readFileSync } from 'fs';
import { fixture } from '../../fixtures';
import { calculateVat, fromBytes } from '../../../src/core/vat';
import { line } from './helpers';

const FIX = fixture('vat/legacy_pre2021_vtr_TestCompany_TM312.txt');
const SAMPLE = fixture('vat/legacy_pre2021_vtr_SampleAG_2020-JAN_TM312.txt');

describe('legacy TestCompany file (fixture copy)', () => {
  it('reads and gives the hand-checked totals', async () => {
    const r = await calculateVat([fromBytes('tc.txt', readFileSync(FIX), 4096)], {});
    expect(r.files[0]).toMatchObject({ layout: 'legacy', rows: 11, errors: [], delimiter: '\t' });
    expect(r.period).toEqual({ from: '2020-01-01', to: '2020-01-31', derived: true });
    expect(r.counts.byType).toEqual({ SALE: 9, REFUND: 1, RETURN: 1 });
    // DE 19 %: domestic rows 33.61 − 33.61 (refund) + 33.61 + 33.61 = 67.22 net; 6.38 − 6.38 + 8.45 + 6.38 = 14.83 VAT
    expect([line(r, 'DE', 'domestic', '0.19')?.net.value, line(r, 'DE', 'domestic', '0.19')?.vat.value]).toEqual(['67.22', '14.83']);
    expect(line(r, 'DE', 'domestic', '0.07')?.vat.value).toBe('4.00');
    // FR→DE and PL→DE distance sales taxed in DE: 33.61 + 35.28 = 68.89; 6.38 + 7.34 = 13.72
    // (Amazon's GERMANY 19 % VAT = 14.83 + 13.72 = 28.55 ✓)
    expect([line(r, 'DE', 'distance', '0.19')?.net.value, line(r, 'DE', 'distance', '0.19')?.vat.value]).toEqual(['68.89', '13.72']);
    // two B2B sales to Italy: 32.78 + 31.28 = 64.06 with an ECSL line each
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('64.06');
    expect(r.returns.find((x) => x.country === 'DE')?.ecsl?.map((e) => e.customerVat)).toEqual(['IT04735631212', 'IT12523540156']);
    // PL→AT sale taxed in POLAND in 2020 (under the distance-selling threshold): PL 23 % in PLN with
    // Amazon's rate 4.2715: net 37.39 × 4.2715 = 159.71; VAT as converted by Amazon 36.74
    expect([line(r, 'PL', 'domestic', '0.23')?.net.value, line(r, 'PL', 'domestic', '0.23')?.vat.value]).toEqual(['159.71', '36.74']);
    expect(r.returns.find((x) => x.country === 'DE')?.totals.outputVat).toBe('32.55');
    // two rows where net + VAT ≠ gross in Amazon's own data
    expect(r.warnings.find((w) => w.code === 'AMOUNT_INCONSISTENT')?.rowCount).toBe(4);
  });
});

describe('legacy SampleAG file (fixture copy)', () => {
  it('reads 285 ragged rows and gives the hand-checked totals', async () => {
    const r = await calculateVat([fromBytes('s.txt', readFileSync(SAMPLE), 8192)], {});
    expect(r.files[0]).toMatchObject({ layout: 'legacy', rows: 285, errors: [] });
    expect(r.counts.byType).toEqual({ SALE: 209, REFUND: 32, RETURN: 29, FC_TRANSFER: 15 });
    const tot = Object.fromEntries(r.returns.map((x) => [x.country, `${x.currency} ${x.totals.outputVat}`]));
    // Amazon's VAT by jurisdiction: GERMANY 527.88, FRANCE 97.20, ITALY 31.05, SPAIN 15.43.
    // DE = 527.88 − 4.77: one DE→DE refund of −29.90 without Amazon calculation, derived at 19 %
    // (29.90 / 1.19 = 25.13, VAT 4.77).
    // PL: Σ VAT_INV_CONVERTED_AMT of the 18 taxed POLAND rows = 308.18 PLN;
    // CZ: 152.63 + 127.48 + 258.15 + 258.15 − 127.48 = 668.93 CZK (Amazon's conversions as given).
    expect(tot).toEqual({ CZ: 'CZK 668.93', DE: 'EUR 523.11', ES: 'EUR 15.43', FR: 'EUR 97.20', IT: 'EUR 31.05', PL: 'PLN 308.18' });
    // PL intra-EU B2B to ATU58004634: Σ round(24.79 × rate) = 953.76 PLN
    expect(r.returns.find((x) => x.country === 'PL')?.ecsl?.map((e) => [e.customerVat, e.value.value])).toEqual([['ATU58004634', '953.76']]);
    // 15 FC transfers without cost: warned, never valued at zero
    expect(r.errors.filter((e) => e.code === 'MOVEMENT_WITHOUT_COST').reduce((s, e) => s + (e.rowCount ?? 0), 0)).toBe(15);
    expect(r.warnings.find((w) => w.code === 'STOCK_WITHOUT_VAT_NUMBER')?.country).toBe('SK');
  });
});
