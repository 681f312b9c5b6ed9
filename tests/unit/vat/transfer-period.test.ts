/**
 * Issue #32 part 1: transfers stay in the month. By default an intra-EU transfer of own goods is
 * declared in the period of the report that lists it (the transfer documents are issued on the
 * transfer day: VAT Directive Art. 69, the invoice date is the tax point); the 15th of the next month
 * (Art. 69 without an invoice) is the seller's explicit choice (`transferInvoice: 'none'`). The
 * out-of-period list names the true reason of each row; a transfer without a cost is reported
 * whatever its tax point; the reconciliation balances in both modes.
 */
import { join } from 'path';
import { calculateVat, type VatOptions, type VatResult } from '../../../src/core/vat';
import { fromPath } from '../../../src/core/vat/node';
import { line, row, run, vtr } from './helpers';

const MAR: VatOptions = { startDate: '2025-03-01', endDate: '2025-03-31' };
const APR: VatOptions = { startDate: '2025-04-01', endDate: '2025-04-30' };
const ART69: VatOptions = { transferInvoice: 'none' };
const OLD_MESSAGE = /交易完成日期不在申报期/;

/** A DE→FR transfer of 10 items on `date` (DD-MM-YYYY), cost 5.00 EUR each (Art. 76): 50.00. */
const move = (date: string) =>
  row({ TRANSACTION_TYPE: 'FC_TRANSFER', MARKETPLACE: '', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'FR', QTY: '10', COST_PRICE_OF_ITEMS: '5.00', SELLER_SKU: 'SKU-T', TRANSACTION_CURRENCY_CODE: 'EUR', TRANSACTION_COMPLETE_DATE: date });
/** The March report of a monthly seller: one DE domestic sale (net 10.00, VAT 1.90) and the 28 March transfer. */
const marchReport = () =>
  vtr([
    row({ TAX_CALCULATION_DATE: '10-03-2025', TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: '10.00', TOTAL_ACTIVITY_VALUE_VAT_AMT: '1.90', TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: '11.90', PRICE_OF_ITEMS_VAT_RATE_PERCENT: '0.19', TRANSACTION_COMPLETE_DATE: '10-03-2025' }),
    move('28-03-2025'),
  ]);

describe('a monthly seller with a transfer on 28 March', () => {
  it('files it in March by default (the transfer day is the tax point) and says which rule applied', async () => {
    const r = await run({ 'mar.csv': marchReport() }, MAR);
    // DE: exempt intra-EU supply 10 × 5.00 = 50.00 (Art. 138(2)(c)); FR: acquisition 50.00, VAT 20 % = 10.00 (Arts. 21, 68)
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('50.00');
    expect(line(r, 'FR', 'acquisition', '0.2')?.vat.value).toBe('10.00');
    expect(r.outOfPeriod.rowCount).toBe(0);
    expect(r.outOfPeriod.reasons).toEqual([]);
    expect(r.transferRule?.invoice).toBe('sameDay');
    expect(r.transferRule?.sentence).toContain('移库日所在申报期');
    expect(r.reconciliation.balanced).toBe(true);
    expect(r.reconciliation.places.find((p) => p.place === 'movement')?.rowCount).toBe(1);
  });

  it('with the Art. 69 choice it falls after March, and the March result says why (tax point 15 April), not "completion date outside"', async () => {
    const r = await run({ 'mar.csv': marchReport() }, { ...MAR, ...ART69 });
    expect(line(r, 'DE', 'intraEuSupply')).toBeUndefined();
    expect(r.returns.find((x) => x.country === 'FR')).toBeUndefined();
    expect(r.outOfPeriod.rowCount).toBe(1);
    expect(r.outOfPeriod.reasons?.map((o) => [o.reason, o.rowCount, o.rows.map((x) => x.row)])).toEqual([['TAX_POINT_AFTER_PERIOD', 1, [3]]]);
    const w = r.warnings.filter((x) => x.code === 'PERIOD_MISMATCH');
    expect(w).toHaveLength(1);
    expect(w[0].message).toContain('次月 15 日');
    expect(w[0].message).toContain('下一期');
    expect(w[0].message).not.toMatch(OLD_MESSAGE);
    expect(w[0].rows.map((x) => x.row)).toEqual([3]);
    expect(r.transferRule?.invoice).toBe('none');
    expect(r.transferRule?.sentence).toContain('次月 15 日');
    // 2 rows = 1 in the period (the sale, placed in DE's return) + 1 out of it
    expect(r.reconciliation).toMatchObject({ rows: 2, inPeriod: 1, outOfPeriod: 1, placed: 1, balanced: true });
  });

  it('with the Art. 69 choice the same report computed for April puts the transfer in April (tax point 15 April) and names the March sale as outside', async () => {
    const r = await run({ 'mar.csv': marchReport() }, { ...APR, ...ART69 });
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('50.00');
    expect(r.outOfPeriod.reasons?.map((o) => [o.reason, o.rowCount])).toEqual([['OUTSIDE_PERIOD', 1]]);
    expect(r.outOfPeriod.reasons?.[0].message).toMatch(OLD_MESSAGE); // the sale of 10 March: its completion date IS outside April
    expect(r.reconciliation.balanced).toBe(true);
  });

  it('a row outside the period in both modes keeps the completion-date reason', async () => {
    for (const o of [{}, ART69]) {
      // a January transfer: transfer day and tax point (15 February) both before March
      const r = await run({ 'a.csv': vtr([move('20-01-2025')]) }, { ...MAR, ...o });
      expect(r.outOfPeriod.reasons?.map((x) => x.reason)).toEqual(['OUTSIDE_PERIOD']);
      expect(r.reconciliation.balanced).toBe(true);
    }
  });
});

describe('a March 2025 report in the shape of a real VAT Transaction Report (four SK→FR transfers, no cost price)', () => {
  const FILE = join(__dirname, '../../fixtures/vat/fr_seller_mar_2025_transfers_vtr.csv');
  const NAME = 'fr_seller_mar_2025_transfers_vtr.csv';
  const OPTS: VatOptions = { ...MAR, establishment: 'FR', oss: { registered: true, from: '2021-07-01', memberState: 'FR' }, vatNumbers: { FR: 'FR40303265045', SK: 'SK4120123456' } };
  const calc = (o: VatOptions): Promise<VatResult> => calculateVat([fromPath(FILE)], { ...OPTS, ...o });
  // spreadsheet rows (header = 1) of the transfers of 4, 11, 19 and 28 March
  const TRANSFER_ROWS = [4, 6, 8, 11];

  it('by default the four transfers are in the March calculation, with the missing cost named', async () => {
    const r = await calc({});
    expect(r.counts.rows).toBe(10);
    expect(r.outOfPeriod.rowCount).toBe(0);
    const e = r.errors.find((x) => x.code === 'MOVEMENT_WITHOUT_COST');
    expect(e).toMatchObject({ file: NAME, rows: TRANSFER_ROWS, rowCount: 4, countries: ['FR', 'SK'] });
    expect(e?.message).toContain('斯洛伐克');
    expect(e?.message).toContain('LAMP-01');
    expect(e?.message).toContain('LAMP-02');
    expect(r.warnings.find((x) => x.code === 'MOVEMENT_WITHOUT_COST')?.rows.map((x) => x.row)).toEqual(TRANSFER_ROWS);
    expect(r.reconciliation.places.find((p) => p.place === 'movementWithoutCost')?.rowCount).toBe(4);
    expect(r.reconciliation).toMatchObject({ rows: 10, inPeriod: 10, outOfPeriod: 0, placed: 10, balanced: true });
  });

  it('with costs the four transfers are valued in March: SK supply 188.80, FR acquisition VAT 37.76', async () => {
    // LAMP-01: 12 + 20 items × 4.50 = 144.00; LAMP-02: 6 + 8 items × 3.20 = 44.80; together 188.80 (Art. 76)
    const r = await calc({ costs: [{ sku: 'LAMP-01', cost: '4.50', currency: 'EUR' }, { sku: 'LAMP-02', cost: '3.20', currency: 'EUR' }], countries: ['FR', 'SK'] });
    expect(r.errors).toEqual([]);
    expect(line(r, 'SK', 'intraEuSupply')?.net.value).toBe('188.80');
    // FR acquisition at 20 %: 188.80 × 0.20 = 37.76, due and deductible
    expect(line(r, 'FR', 'acquisition', '0.2')?.vat.value).toBe('37.76');
    expect(r.reconciliation.balanced).toBe(true);
  });

  it('with the Art. 69 choice they fall after March with the true reason, and the missing cost is still named', async () => {
    const r = await calc(ART69);
    expect(r.outOfPeriod.rowCount).toBe(4);
    expect(r.outOfPeriod.reasons?.map((o) => [o.reason, o.rows.map((x) => x.row)])).toEqual([['TAX_POINT_AFTER_PERIOD', TRANSFER_ROWS]]);
    for (const w of r.warnings.filter((x) => x.code === 'PERIOD_MISMATCH')) expect(w.message).not.toMatch(OLD_MESSAGE);
    const e = r.errors.find((x) => x.code === 'MOVEMENT_WITHOUT_COST');
    expect(e).toMatchObject({ rows: TRANSFER_ROWS, rowCount: 4 });
    // not placed in March: no movementWithoutCost place, 6 sales placed, 4 rows out of the period
    expect(r.reconciliation.places.find((p) => p.place === 'movementWithoutCost')).toBeUndefined();
    expect(r.reconciliation).toMatchObject({ rows: 10, inPeriod: 6, outOfPeriod: 4, placed: 6, balanced: true });
  });
});
