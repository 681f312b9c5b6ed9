/**
 * The three return kinds: UK nine boxes, an EU member state's domestic return (lines, ECSL,
 * acquisitions, deducts/defers, currency conversion) and OSS (lines + corrections).
 */
import { TableRateProvider, calculateVat, fromText, rowsFor } from '../../../src/core/vat';
import { calc, incl, row, run, vtr } from './helpers';

describe('UK (GB) nine boxes', () => {
  const gb = { SALE_DEPART_COUNTRY: 'GB', SALE_ARRIVAL_COUNTRY: 'GB', TRANSACTION_CURRENCY_CODE: 'GBP', MARKETPLACE: 'amazon.co.uk' };
  const rows = [
    // S1 seller-collected B2C: 100.00 + 20.00
    calc('100.00', '20.00', '120.00', '0.2', { ...gb, TRANSACTION_EVENT_ID: '202-S1', SELLER_SKU: 'A' }),
    // S2 seller-collected B2B (UK_VOEC-DOMESTIC, SELLER): 250.50 + 50.10
    calc('250.50', '50.10', '300.60', '0.2', { ...gb, TAX_REPORTING_SCHEME: 'UK_VOEC-DOMESTIC', BUYER_VAT_NUMBER_COUNTRY: 'GB', BUYER_VAT_NUMBER: 'GB123456789' }),
    // R1 refund of S1, VAT-inclusive only: −60.00 at 20 % → −50.00 / −10.00
    incl('-60.00', { ...gb, TRANSACTION_TYPE: 'REFUND', TRANSACTION_EVENT_ID: '202-S1', SELLER_SKU: 'A', DEPARTURE_COUNTRY: '', ARRIVAL_COUNTRY: '' }),
    // M1 marketplace-collected B2C (deemed supply): box 6 +40.00, no output VAT
    calc('40.00', '8.00', '48.00', '0.2', { ...gb, TAX_REPORTING_SCHEME: 'UK_VOEC-DOMESTIC', TAX_COLLECTION_RESPONSIBILITY: 'MARKETPLACE' }),
    // E1 export GB → DE (after Brexit): box 6 +30.00
    incl('30.00', { ...gb, SALE_ARRIVAL_COUNTRY: 'DE' }),
    // V1 UK_VOEC-IMPORT from DE: stays out of the UK return
    calc('20.00', '0', '20.00', '0', { SALE_DEPART_COUNTRY: 'DE', SALE_ARRIVAL_COUNTRY: 'GB', TRANSACTION_CURRENCY_CODE: 'GBP', EXPORT_OUTSIDE_EU: 'YES', TAX_REPORTING_SCHEME: 'UK_VOEC-IMPORT', TAX_COLLECTION_RESPONSIBILITY: 'MARKETPLACE' }),
  ];

  it('computes boxes 1-9 with deducts and postponed import VAT', async () => {
    const r = await run({ 'uk.csv': vtr(rows) }, {
      startDate: '2025-03-01', endDate: '2025-03-31', countries: ['GB'],
      isDeduct: true, deducts: [{ amount: '12.34' }], isDefer: true, defers: [{ vat: '100.00', value: '500.00' }],
    });
    const b = r.returns[0].boxes!;
    // box 1 = 20.00 + 50.10 − 10.00 + 100.00 (postponed) = 160.10
    expect(b.box1.value).toBe('160.10');
    expect(b.box1.rowCount).toBe(3);
    expect(b.box2.value).toBe('0.00');
    expect(b.box3.value).toBe('160.10');
    // box 4 = 12.34 (C79) + 100.00 (postponed) = 112.34
    expect(b.box4.value).toBe('112.34');
    // box 5 = |160.10 − 112.34| = 47.76
    expect(b.box5.value).toBe('47.76');
    // box 6 = 100.00 + 250.50 − 50.00 + 40.00 + 30.00 = 370.50 → whole pounds 370
    expect(b.box6.value).toBe('370');
    expect(b.box6.rowCount).toBe(5);
    // box 7 = postponed-VAT goods value 500
    expect(b.box7.value).toBe('500');
    expect(b.box8.value).toBe('0');
    expect(b.box9.value).toBe('0');
    expect(r.returns[0].currency).toBe('GBP');
    // drill-down: box 1 rows resolve to details
    const det = rowsFor(r, b.box1);
    expect(det.map((d) => d.row).sort()).toEqual([2, 3, 4]);
    expect(det.find((d) => d.row === 4)).toMatchObject({ type: 'REFUND', net: '-50.00', vat: '-10.00', currency: 'GBP', treatment: 'T6' });
  });

  it('box 5 is the absolute difference when input exceeds output', async () => {
    const r = await run({ 'uk.csv': vtr([rows[0]]) }, { countries: ['GB'], deducts: [{ amount: '50.00' }] });
    // |20.00 − 50.00| = 30.00; payable −30.00 (refund)
    expect(r.returns[0].boxes!.box5.value).toBe('30.00');
    expect(r.returns[0].totals.payable).toBe('-30.00');
  });

  it('before 2021 GB is in the EU: boxes 8 and 9 hold EU supplies and acquisitions', async () => {
    const d = { TRANSACTION_COMPLETE_DATE: '15-06-2020', ACTIVITY_PERIOD: '2020-JUN', TRANSACTION_CURRENCY_CODE: 'GBP' };
    const r = await run({
      'uk.csv': vtr([
        // GB → DE to a business: box 8 = 75.40 → 75, box 6 too
        calc('75.40', '0', '75.40', '0', { ...d, SALE_DEPART_COUNTRY: 'GB', SALE_ARRIVAL_COUNTRY: 'DE', BUYER_VAT_NUMBER: 'DE130466792' }),
        // own goods DE → GB, 4 × 10.00 GBP (cost list): box 9 = 40, box 2 = box 4 share = 8.00
        row({ ...d, TRANSACTION_TYPE: 'FC_TRANSFER', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'GB', QTY: '4', SELLER_SKU: 'C' }),
      ]),
    }, { countries: ['GB'], costs: [{ sku: 'C', cost: '10', currency: 'GBP' }] });
    const b = r.returns[0].boxes!;
    expect([b.box2.value, b.box4.value, b.box6.value, b.box7.value, b.box8.value, b.box9.value]).toEqual(['8.00', '8.00', '75', '40', '75', '40']);
  });
});

describe('EU member state domestic return', () => {
  it('lines by kind and rate, ECSL, acquisitions, exports, deducts and totals (DE, EUR)', async () => {
    const r = await run({
      'de.csv': vtr([
        calc('100.00', '19.00', '119.00', '0.19'), // domestic 19 %
        calc('10.00', '0.70', '10.70', '0.07'), // domestic 7 %
        calc('200.00', '0', '200.00', '0', { SALE_ARRIVAL_COUNTRY: 'AT', BUYER_VAT_NUMBER: 'ATU58004634' }), // T3
        incl('100.00', { SALE_ARRIVAL_COUNTRY: 'CH', EXPORT_OUTSIDE_EU: 'YES' }), // T2
        calc('50.00', '9.50', '59.50', '0.19', { SALE_DEPART_COUNTRY: 'PL', SALE_ARRIVAL_COUNTRY: 'DE' }), // T5 into DE
        row({ TRANSACTION_TYPE: 'FC_TRANSFER', DEPARTURE_COUNTRY: 'FR', ARRIVAL_COUNTRY: 'DE', QTY: '3', SELLER_SKU: 'M' }), // acquisition 3 × 20 = 60
      ]),
    }, { countries: ['DE'], costs: [{ sku: 'M', cost: '20.00', currency: 'EUR' }], deducts: [{ amount: '5.00' }] });
    const de = r.returns[0];
    expect(de.lines!.map((l) => [l.kind, l.rate, l.net.value, l.vat.value])).toEqual([
      ['domestic', '0.19', '100.00', '19.00'],
      ['domestic', '0.07', '10.00', '0.70'],
      ['distance', '0.19', '50.00', '9.50'],
      ['intraEuSupply', null, '200.00', '0.00'],
      // 60.00 × 19 % = 11.40
      ['acquisition', '0.19', '60.00', '11.40'],
      ['export', null, '100.00', '0.00'],
      ['importVatDeducted', null, '0.00', '5.00'],
    ]);
    expect(de.ecsl!.map((e) => [e.customerVat, e.value.value])).toEqual([['ATU58004634', '200.00']]);
    // output = 19.00 + 0.70 + 9.50 + 11.40 = 40.60; input = 11.40 + 5.00 = 16.40; payable 24.20
    expect(de.totals).toEqual({ outputVat: '40.60', inputVat: '16.40', payable: '24.20' });
  });

  it('converts other currencies with the named exchange rate, or with VAT_INV_* when in the return currency', async () => {
    // Issue #20: PL converts at the NBP rate of the last working day BEFORE the tax point (ustawa o
    // VAT art. 31a ust. 1), not at the period's last day (the OSS rule, Art. 366(2)): rows of
    // Saturday 2025-03-15 take Friday 2025-03-14's rate (this test used 2025-03-31 before).
    const provider = new TableRateProvider([{ date: '2025-03-14', currency: 'PLN', perEur: '4.00' }], 'test table');
    const pl = { SALE_DEPART_COUNTRY: 'PL', SALE_ARRIVAL_COUNTRY: 'PL' };
    const r = await calculateVat([
      fromText('pl.csv', vtr([
        // EUR row in the PL return: 100.00 / 23.00 EUR × 4.00 = 400.00 / 92.00 PLN
        calc('100.00', '23.00', '123.00', '0.23', pl),
        // EUR row with Amazon's conversion to PLN: rate 4.2 → net 42.00, VAT as converted 9.66
        calc('10.00', '2.30', '12.30', '0.23', { ...pl, VAT_INV_CONVERTED_AMT: '9.66', VAT_INV_CURRENCY_CODE: 'PLN', VAT_INV_EXCHANGE_RATE: '4.2' }),
      ])),
    ], { countries: ['PL'], startDate: '2025-03-01', endDate: '2025-03-31' }, { rateProvider: provider });
    const l = r.returns[0].lines![0];
    expect(r.returns[0].currency).toBe('PLN');
    // 400.00 + 42.00 = 442.00; 92.00 + 9.66 = 101.66
    expect([l.net.value, l.vat.value]).toEqual(['442.00', '101.66']);
    expect(r.exchangeRates).toEqual([
      { from: 'EUR', to: 'PLN', rate: '4', date: '2025-03-14', source: 'test table（波兰国家银行 NBP）', usedFor: 'PL', rule: 'NBP_PREV_WORKDAY', rows: [expect.objectContaining({ row: 2 })], rowCount: 1 },
    ]);
  });

  it('warns and leaves out amounts without an exchange rate', async () => {
    const provider = new TableRateProvider([], 'empty');
    const r = await calculateVat([fromText('a.csv', vtr([calc('10.00', '2.30', '12.30', '0.23', { SALE_DEPART_COUNTRY: 'PL', SALE_ARRIVAL_COUNTRY: 'PL' })]))], { countries: ['PL'] }, { rateProvider: provider });
    expect(r.returns[0].lines).toEqual([]);
    expect(r.warnings.find((w) => w.code === 'FX_MISSING')?.rowCount).toBe(1);
  });
});

describe('OSS return', () => {
  const oss = { registered: true, from: '2024-01-01', memberState: 'FR' };
  const u = (p = {}) => ({ SALE_DEPART_COUNTRY: 'FR', TAX_REPORTING_SCHEME: 'UNION-OSS', ...p });

  it('lines per consumption country, dispatch country and rate, with corrections for an earlier quarter', async () => {
    const provider = new TableRateProvider([{ date: '2025-03-31', currency: 'PLN', perEur: '4.00' }], 'test table');
    const earlier = calc('50.00', '9.50', '59.50', '0.19', u({ TRANSACTION_EVENT_ID: 'Q4-1', SELLER_SKU: 'Z', SALE_ARRIVAL_COUNTRY: 'DE', TRANSACTION_COMPLETE_DATE: '10-12-2024', ACTIVITY_PERIOD: '2024-DEC' }));
    const r = await calculateVat([
      fromText('q4.csv', vtr([earlier])),
      fromText('q1.csv', vtr([
        // the design page's March 2025 example, dispatched from FR
        calc('12.11', '2.30', '14.41', '0.19', u({ SALE_ARRIVAL_COUNTRY: 'DE' })),
        calc('24.22', '5.32', '29.54', '0.22', u({ SALE_ARRIVAL_COUNTRY: 'IT' })),
        calc('9.83', '2.07', '11.90', '0.21', u({ SALE_ARRIVAL_COUNTRY: 'NL' })),
        // PLN sale PL → DE: 100.00 / 19.00 PLN ÷ 4 = 25.00 / 4.75 EUR
        calc('100.00', '19.00', '119.00', '0.19', u({ SALE_DEPART_COUNTRY: 'PL', SALE_ARRIVAL_COUNTRY: 'DE', TRANSACTION_CURRENCY_CODE: 'PLN' })),
        // refund in Q1 of the Q4 sale: −59.50 at 19 % → −50.00 / −9.50, correction for 2024-Q4
        incl('-59.50', u({ TRANSACTION_TYPE: 'REFUND', TRANSACTION_EVENT_ID: 'Q4-1', SELLER_SKU: 'Z', SALE_ARRIVAL_COUNTRY: 'DE', TRANSACTION_COMPLETE_DATE: '15-01-2025', ACTIVITY_PERIOD: '2025-JAN' })),
      ])),
    ], { countries: ['OSS'], startDate: '2025-01-01', endDate: '2025-03-31', oss }, { rateProvider: provider });
    const o = r.oss!;
    expect(o.memberStateOfIdentification).toBe('FR');
    expect(o.lines.map((l) => [l.consumptionCountry, l.dispatchCountry, l.rate, l.net.value, l.vat.value])).toEqual([
      ['DE', 'FR', '0.19', '12.11', '2.30'],
      ['DE', 'PL', '0.19', '25.00', '4.75'],
      ['IT', 'FR', '0.22', '24.22', '5.32'],
      ['NL', 'FR', '0.21', '9.83', '2.07'],
    ]);
    expect(o.corrections.map((c) => [c.period, c.consumptionCountry, c.net.value, c.vat.value])).toEqual([['2024-Q4', 'DE', '-50.00', '-9.50']]);
    // 2.30 + 4.75 + 5.32 + 2.07 = 14.44; corrections −9.50; payable 4.94
    expect(o.totals).toEqual({ vat: '14.44', correctionsVat: '-9.50', payable: '4.94' });
    expect(r.returns).toEqual([]);
    expect(r.warnings.some((w) => w.code === 'PERIOD_MISMATCH' && w.message.includes('季度'))).toBe(false);
  });

  it('warns when the period is not a calendar quarter', async () => {
    const r = await run({ 'a.csv': vtr([calc('1.00', '0.19', '1.19', '0.19', u({ SALE_ARRIVAL_COUNTRY: 'DE' }))]) }, { countries: ['OSS'], oss, startDate: '2025-03-01', endDate: '2025-03-31' });
    expect(r.warnings.some((w) => w.code === 'PERIOD_MISMATCH' && w.message.includes('季度'))).toBe(true);
  });
});
