/**
 * The third round of engine-speed pieces (issue #25, 2026-11-28), each against what it must keep:
 * - row details made by a class, not a literal: the same own fields in the same order (what JSON,
 *   structured clone and `Object.keys` see), nothing else enumerable;
 * - a return line's VAT figure takes the net figure's rows as a copy (the same rows, two arrays);
 * - the EC Sales List built in one pass by kind: one entry per kind and customer number (the same
 *   number in several buckets summed, a transfer to the seller's own number apart from goods),
 *   sorted by customer number;
 * - the sale store and the refund list emptied in place after linking: refunds in a second file
 *   still find their sales in the first, and a second calculation starts from nothing.
 */
import { calculateVat, fromText, MOCK_FX_TABLE, TableRateProvider } from '../../../src/core/vat';
import { calc, line, row, run, vtr } from './helpers';

const Q1 = { startDate: '2025-01-01', endDate: '2025-03-31', countries: ['DE', 'FR'] };

describe('row details made by a class', () => {
  it('carry exactly the RowDetail fields, in order, as plain JSON and through structured clone', async () => {
    const r = await run({ 'a.csv': vtr([calc('10.00', '1.90', '11.90', '0.19'), calc('20.00', '3.80', '23.80', '0.19')]) }, Q1);
    expect(r.rowDetails).toHaveLength(2);
    const keys = ['file', 'row', 'eventId', 'date', 'type', 'depart', 'arrival', 'net', 'vat', 'gross', 'currency', 'treatment', 'scheme', 'taxCountry'];
    for (const d of r.rowDetails) {
      expect(Object.keys(d)).toEqual(keys);
      expect(Object.keys(JSON.parse(JSON.stringify(d)))).toEqual(keys);
      expect(structuredClone(d)).toEqual({ ...d });
    }
    expect(r.rowDetails.map((d) => [d.row, d.net, d.vat, d.gross, d.treatment, d.taxCountry])).toEqual([
      [2, '10.00', '1.90', '11.90', 'T6', 'DE'],
      [3, '20.00', '3.80', '23.80', 'T6', 'DE'],
    ]);
  });
});

describe('a line\'s VAT figure from its net figure', () => {
  it('lists the same rows in its own array', async () => {
    const r = await run({ 'a.csv': vtr([calc('10.00', '1.90', '11.90', '0.19'), calc('20.00', '3.80', '23.80', '0.19', { TRANSACTION_CURRENCY_CODE: 'EUR' })]) }, Q1);
    const l = line(r, 'DE', 'domestic', '0.19');
    expect(l?.vat.value).toBe('5.70');
    expect(l?.vat.rows).toEqual(l?.net.rows);
    expect(l?.vat.rows).not.toBe(l?.net.rows);
    expect(l?.vat.rowCount).toBe(2);
    // truncation carries over: three rows, two listed
    const capped = await run({ 'a.csv': vtr([calc('1.00', '0.19', '1.19', '0.19'), calc('2.00', '0.38', '2.38', '0.19'), calc('3.00', '0.57', '3.57', '0.19')]) }, { ...Q1, maxRowsPerFigure: 2 });
    const c = line(capped, 'DE', 'domestic', '0.19');
    expect(c?.net.rows).toHaveLength(2);
    expect(c?.vat.rows).toHaveLength(2);
    expect([c?.net.rowsTruncated, c?.vat.rowsTruncated, c?.vat.rowCount]).toEqual([true, true, 3]);
  });
});

describe('the EC Sales List in one pass', () => {
  it('one entry per kind and customer number, summed across buckets, sorted by number', async () => {
    const fr = { SALE_ARRIVAL_COUNTRY: 'FR', ARRIVAL_COUNTRY: 'FR', BUYER_VAT_NUMBER_COUNTRY: 'FR', BUYER_VAT_NUMBER: 'FR40303265045' };
    const it = { SALE_ARRIVAL_COUNTRY: 'IT', ARRIVAL_COUNTRY: 'IT', BUYER_VAT_NUMBER_COUNTRY: 'IT', BUYER_VAT_NUMBER: 'IT04735631212' };
    const text = vtr([
      calc('30.00', '0', '30.00', '0', it),
      calc('200.00', '0', '200.00', '0', fr),
      // the same customer in pounds: another bucket (converted at the period's rate), one EC Sales List entry
      calc('50.00', '0', '50.00', '0', { ...fr, TRANSACTION_CURRENCY_CODE: 'GBP' }),
      calc('20.00', '0', '20.00', '0', fr),
    ]);
    const r = await calculateVat([fromText('a.csv', text, 61)], Q1, { rateProvider: new TableRateProvider(MOCK_FX_TABLE) });
    const de = r.returns.find((x) => x.country === 'DE');
    expect(de?.ecsl?.map((e) => [e.customerVat, e.customerCountry, e.kind, e.value.rowCount])).toEqual([
      ['FR40303265045', 'FR', 'goods', 3],
      ['IT04735631212', 'IT', 'goods', 1],
    ]);
    const [frE, itE] = de?.ecsl ?? [];
    const gbp = r.exchangeRates.find((x) => x.from === 'GBP' && x.to === 'EUR');
    expect(gbp).toBeDefined();
    // 220.00 EUR + 50.00 GBP at the rate used, to the cent
    expect(frE.value.value).toBe((220 + Math.round(50 * Number(gbp?.rate) * 100) / 100).toFixed(2));
    expect(itE.value.value).toBe('30.00');
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe((Number(frE.value.value) + 30).toFixed(2));
    expect(line(r, 'DE', 'intraEuSupply')?.net.rowCount).toBe(4);
  });
});

describe('the sale store and the refund list emptied in place', () => {
  it('refunds in a later file link to sales in an earlier one; a second calculation starts from nothing', async () => {
    const sale = calc('100.00', '0', '100.00', '0', { SALE_ARRIVAL_COUNTRY: 'FR', ARRIVAL_COUNTRY: 'FR', BUYER_VAT_NUMBER_COUNTRY: 'FR', BUYER_VAT_NUMBER: 'FR40303265045' });
    // the refund row names no buyer number: rule 3 takes the sale's treatment (T3, intra-EU supply)
    const refund = row({
      TRANSACTION_TYPE: 'REFUND',
      TRANSACTION_EVENT_ID: sale.TRANSACTION_EVENT_ID,
      SALE_ARRIVAL_COUNTRY: 'FR',
      ARRIVAL_COUNTRY: 'FR',
      TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: '-40.00',
      TOTAL_ACTIVITY_VALUE_VAT_AMT: '0',
      TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: '-40.00',
      PRICE_OF_ITEMS_VAT_RATE_PERCENT: '0',
      TAX_CALCULATION_DATE: '16-03-2025',
      TRANSACTION_COMPLETE_DATE: '16-03-2025',
    });
    const files = () => [fromText('sales.csv', vtr([sale]), 53), fromText('refunds.csv', vtr([refund]), 53)];
    const a = await calculateVat(files(), Q1);
    expect(line(a, 'DE', 'intraEuSupply')?.net.value).toBe('60.00');
    expect(a.warnings.find((w) => w.code === 'REFUND_WITHOUT_SALE')).toBeUndefined();
    const b = await calculateVat(files(), Q1);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    // the refund alone finds no sale: nothing carried over from the calculations before
    const alone = await calculateVat([fromText('refunds.csv', vtr([refund]), 53)], Q1);
    expect(alone.warnings.find((w) => w.code === 'REFUND_WITHOUT_SALE')?.rowCount).toBe(1);
  });
});
