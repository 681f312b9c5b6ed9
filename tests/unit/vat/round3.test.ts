/**
 * Issue #20 (VAT engine round 3, the seller established in China): deemed-supplier rows with
 * symmetric refunds, tax from the converted base.
 */
import { calculateQuarter, calculateVat, fromText, parseRegistration, returnsDue, TableRateProvider, type VatOptions, type VatResult } from '../../../src/core/vat';
import { taxOfBase } from '../../../src/core/vat/national';
import { mockDailyTable, MOCK_FX_TABLE } from '../../../src/core/vat/fx';
import { plPrevWorkday, rateDays } from '../../../src/core/vat/fx-rules';
import { unitsOf, fmt2 } from '../../../src/core/vat/money';
import { parseArgs } from '../../../scripts/vat';
import { calc, incl, line, row, run, vtr } from './helpers';

const Q1 = { startDate: '2025-01-01', endDate: '2025-03-31' };

/** Every rated line of every return: vat = round(net × rate) to the cent (Art. 91; national.ts taxOfBase). */
function expectTaxFromBase(r: VatResult, countries: string[]): void {
  for (const ret of r.returns) {
    if (!countries.includes(ret.country)) continue;
    for (const l of ret.lines ?? []) {
      if (!l.rate || !['domestic', 'distance', 'acquisition'].includes(l.kind)) continue;
      expect(`${ret.country} ${l.kind} ${l.rate}: ${l.vat.value}`).toBe(`${ret.country} ${l.kind} ${l.rate}: ${fmt2(taxOfBase(unitsOf(l.net.value), l.rate))}`);
    }
  }
}

describe('deemed supplier (Art. 14a(2), 136a; VATA 1994 s.5A, Sch. 8 Group 21): sales and refunds alike', () => {
  const mkt = { TAX_COLLECTION_RESPONSIBILITY: 'MARKETPLACE', TAX_REPORTING_SCHEME: 'UK_VOEC-DOMESTIC' };

  it('a refund without a VAT figure is taken off net of the marketplace VAT (Art. 90; reg. 38): a full refund leaves nothing', async () => {
    const r = await run({
      'a.csv': vtr([
        calc('100.00', '20.00', '120.00', '0.20', { ...mkt, TRANSACTION_EVENT_ID: 'O-1', SALE_DEPART_COUNTRY: 'GB', SALE_ARRIVAL_COUNTRY: 'GB', TRANSACTION_CURRENCY_CODE: 'GBP' }),
        incl('-120.00', { ...mkt, TRANSACTION_TYPE: 'REFUND', TRANSACTION_EVENT_ID: 'O-1', SALE_DEPART_COUNTRY: 'GB', SALE_ARRIVAL_COUNTRY: 'GB', TRANSACTION_CURRENCY_CODE: 'GBP' }),
        calc('50.00', '10.00', '60.00', '0.20', { ...mkt, TRANSACTION_EVENT_ID: 'O-2', SALE_DEPART_COUNTRY: 'GB', SALE_ARRIVAL_COUNTRY: 'GB', TRANSACTION_CURRENCY_CODE: 'GBP' }),
      ]),
    }, { ...Q1, countries: ['GB'] });
    const gb = r.returns[0];
    // box 6: 100 − 100 + 50 = 50 (was 100 − 120 + 50 = 30 when the refund went in gross)
    expect(gb.boxes?.box6.value).toBe('50');
    expect(gb.boxes?.box6.rowCount).toBe(3);
    // marketplaceCollected nets gross AND VAT: 120 − 120 + 60 = 60; 20 − 20 + 10 = 10
    expect(r.marketplaceCollected).toEqual([{ scheme: 'UK_VOEC-DOMESTIC', currency: 'GBP', gross: '60.00', vat: '10.00', rowCount: 3 }]);
    expect(r.deemedSupply).toEqual([expect.objectContaining({ country: 'GB', included: true, optional: true })]);
    expect(r.deemedSupply?.[0].note).toContain('--deemed-supply GB:omit');
  });

  it('an unlinked refund is split at the standard rate of the taxing country; DE shows the line as Kz 43 with its note', async () => {
    const r = await run({
      'a.csv': vtr([
        calc('100.00', '19.00', '119.00', '0.19', { TAX_COLLECTION_RESPONSIBILITY: 'MARKETPLACE', TAX_REPORTING_SCHEME: 'REGULAR', TRANSACTION_EVENT_ID: 'D-1' }),
        incl('-119.00', { TAX_COLLECTION_RESPONSIBILITY: 'MARKETPLACE', TRANSACTION_TYPE: 'REFUND', TRANSACTION_EVENT_ID: 'D-9' }),
      ]),
    }, { ...Q1, countries: ['DE'] });
    const l = line(r, 'DE', 'marketplaceSupply');
    expect(l?.net.value).toBe('0.00'); // 100 − 119/1.19
    expect(l?.box).toBe('Kz 43');
    expect(l?.note).toContain('§ 4 Nr. 4c UStG');
    expect(r.marketplaceCollected[0]).toMatchObject({ gross: '0.00', vat: '0.00' });
    expect(r.deemedSupply).toEqual([expect.objectContaining({ country: 'DE', included: true, optional: false })]);
  });

  it('the seller may leave them out of the UK return (choice named), not out of the German one', async () => {
    const rows = [
      calc('100.00', '20.00', '120.00', '0.20', { ...mkt, SALE_DEPART_COUNTRY: 'GB', SALE_ARRIVAL_COUNTRY: 'GB', TRANSACTION_CURRENCY_CODE: 'GBP' }),
      calc('10.00', '1.90', '11.90', '0.19', { TAX_COLLECTION_RESPONSIBILITY: 'MARKETPLACE' }),
    ];
    const r = await run({ 'a.csv': vtr(rows) }, { ...Q1, countries: ['GB', 'DE'], deemedSupplyOmit: ['GB', 'DE'] });
    expect(r.returns.find((x) => x.country === 'GB')?.boxes?.box6.value).toBe('0');
    expect(line(r, 'DE', 'marketplaceSupply')?.net.value).toBe('10.00');
    const gb = r.deemedSupply?.find((c) => c.country === 'GB');
    const de = r.deemedSupply?.find((c) => c.country === 'DE');
    expect(gb).toMatchObject({ included: false, optional: true });
    expect(gb?.note).toContain('去掉 --deemed-supply GB:omit');
    expect(de).toMatchObject({ included: true, optional: false });
    expect(de?.note).toContain('不允许省略');
  });
});

describe('tax from the converted base (Art. 91; PL art. 31a; CZ §§ 37–38)', () => {
  it('PL acquisition: 23 % of the base converted once (166.40 PLN → 38.27), not Σ per-row EUR VAT converted (38.24)', async () => {
    // NBP rule: tax point 2025-03-31 (Monday) → the rate of Friday 2025-03-28 (art. 31a ust. 1)
    const provider = new TableRateProvider([{ date: '2025-03-28', currency: 'PLN', perEur: '4.1840' }], 'test');
    const t = vtr([
      row({ TRANSACTION_TYPE: 'FC_TRANSFER', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'PL', SELLER_SKU: 'A', TRANSACTION_COMPLETE_DATE: '31-03-2025' }),
      row({ TRANSACTION_TYPE: 'FC_TRANSFER', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'PL', SELLER_SKU: 'B', TRANSACTION_COMPLETE_DATE: '31-03-2025' }),
    ]);
    const opts: VatOptions = { ...Q1, countries: ['PL'], transferInvoice: 'sameDay', costs: [{ sku: 'A', cost: '19.88', currency: 'EUR' }, { sku: 'B', cost: '19.89', currency: 'EUR' }] };
    const r = await calculateVat([fromText('a.csv', t)], opts, { rateProvider: provider });
    const acq = line(r, 'PL', 'acquisition', '0.23');
    // 39.77 EUR × 4.1840 = 166.40 PLN; × 0.23 = 38.272 → 38.27 (per row: 4.57 + 4.57 EUR = 9.14 × 4.184 = 38.24)
    expect([acq?.net.value, acq?.vat.value, acq?.box]).toEqual(['166.40', '38.27', 'K_23 / K_24（进项 K_42 / K_43）']);
    // the deduction equals the tax due (Art. 168(c)): payable 0
    expect(r.returns[0].totals).toEqual({ outputVat: '38.27', inputVat: '38.27', payable: '0.00' });
    expectTaxFromBase(r, ['PL']);
  });

  it('taxOfBase rounds half away from zero on the cent, also for big and negative bases', () => {
    expect(fmt2(taxOfBase(unitsOf('166.40'), '0.23'))).toBe('38.27');
    expect(fmt2(taxOfBase(unitsOf('-166.40'), '0.23'))).toBe('-38.27');
    expect(fmt2(taxOfBase(unitsOf('0.50'), '0.21'))).toBe('0.11'); // 0.105 → 0.11
    expect(fmt2(taxOfBase(unitsOf('123456789012.34'), '0.1875'))).toBe('23148147939.81');
    expect(taxOfBase(unitsOf('10'), '0')).toBe(0);
  });
});

describe('CLI: --deemed-supply', () => {
  it('sets the omit list and refuses a bad value in Chinese', () => {
    expect(parseArgs(['--deemed-supply', 'gb:omit', 'a.csv']).options.deemedSupplyOmit).toEqual(['GB']);
    expect(parseArgs(['--deemed-supply', 'GB:omit', '--deemed-supply', 'GB:include', 'a.csv']).options.deemedSupplyOmit).toEqual([]);
    expect(() => parseArgs(['--deemed-supply', 'GB:maybe'])).toThrow('--deemed-supply 应为 XX:omit 或 XX:include');
  });
});

describe('exchange rates by national rule (fx-rules.ts)', () => {
  it('PL: the last Polish working day before the tax point (art. 31a ust. 1), skipping weekends and holidays', () => {
    expect(plPrevWorkday(20250317)).toBe(20250314); // Monday → Friday
    expect(plPrevWorkday(20250107)).toBe(20250103); // Tue after Epiphany (Mon 6 Jan) and a weekend → Fri 3 Jan
    expect(plPrevWorkday(20250502)).toBe(20250430); // 1 May holiday
    expect(rateDays('ECB_PERIOD_END', 20250315, 20250331)[0]).toBe(20250331); // OSS: the period's last day (Art. 366(2))
    expect(rateDays('CNB_TAX_POINT', 20250315, 20250331).slice(0, 2)).toEqual([20250315, 20250314]); // CZ: the day itself, else the last fixing
  });

  const cz = { SALE_DEPART_COUNTRY: 'CZ', SALE_ARRIVAL_COUNTRY: 'CZ' };
  const czRows = vtr([
    calc('100.00', '21.00', '121.00', '0.21', { ...cz, TRANSACTION_COMPLETE_DATE: '12-03-2025', TAX_CALCULATION_DATE: '12-03-2025' }), // Wednesday
    calc('10.00', '2.10', '12.10', '0.21', { ...cz, TRANSACTION_COMPLETE_DATE: '15-03-2025', TAX_CALCULATION_DATE: '15-03-2025' }), // Saturday
  ]);
  const czTable = new TableRateProvider(
    [
      { date: '2025-03-12', currency: 'CZK', perEur: '25.00' },
      { date: '2025-03-14', currency: 'CZK', perEur: '25.10' },
      { date: '2025-03-31', currency: 'CZK', perEur: '24.00' },
    ],
    'test',
  );

  it('CZ: the ČNB rate of each row\'s tax point (§ 38 odst. 1); a Saturday takes Friday\'s fixing; each rate lists its rows', async () => {
    const r = await calculateVat([fromText('cz.csv', czRows)], { ...Q1, countries: ['CZ'] }, { rateProvider: czTable });
    const l = line(r, 'CZ', 'domestic', '0.21');
    // 100.00 × 25.00 = 2500.00; 10.00 × 25.10 = 251.00; base 2751.00 × 21 % = 577.71 (ř. 1)
    expect([l?.net.value, l?.vat.value, l?.box]).toEqual(['2751.00', '577.71', 'ř. 1']);
    expect(r.exchangeRates.map((x) => [x.date, x.rate, x.rule, x.rowCount, x.rows?.map((q) => q.row)])).toEqual([
      ['2025-03-12', '25', 'CNB_TAX_POINT', 1, [2]],
      ['2025-03-14', '25.1', 'CNB_TAX_POINT', 1, [3]],
    ]);
    expectTaxFromBase(r, ['CZ']);
  });

  it('CZ with the seller\'s fixed annual rate (§ 38 odst. 2)', async () => {
    const r = await calculateVat([fromText('cz.csv', czRows)], { ...Q1, countries: ['CZ'], fxFixed: { CZ: { EUR: '25.50' } } }, { rateProvider: czTable });
    expect(line(r, 'CZ', 'domestic', '0.21')?.net.value).toBe('2805.00'); // 110.00 × 25.50
    expect(r.exchangeRates.map((x) => [x.rate, x.rule, x.date])).toEqual([['25.50', 'CNB_FIXED_ANNUAL', '2025-01-01']]);
  });

  it('a missing rate: a Chinese warning naming currency, date and rule; the amounts stay out (no guessed rate)', async () => {
    // Wednesday's fixing is there, Friday's is not: Saturday's row is never converted at Wednesday's rate
    const only12 = new TableRateProvider([{ date: '2025-03-12', currency: 'CZK', perEur: '25.00' }], 'test');
    const sat = vtr([calc('10.00', '2.10', '12.10', '0.21', { ...cz, TRANSACTION_COMPLETE_DATE: '15-03-2025', TAX_CALCULATION_DATE: '15-03-2025' })]);
    const r = await calculateVat([fromText('cz.csv', sat)], { ...Q1, countries: ['CZ'] }, { rateProvider: only12 });
    expect(r.returns[0].lines).toEqual([]);
    const w = r.warnings.find((x) => x.code === 'FX_MISSING');
    expect(w?.message).toContain('EUR→CZK 在 2025-03-15');
    expect(w?.message).toContain('ČNB');
    expect(r.reconciliation.places).toEqual([{ place: 'noExchangeRate', country: 'CZ', rowCount: 1 }]);
  });

  it('the mock table has a stand-in rate for every working day of the test periods, none on weekends', () => {
    const pln = mockDailyTable().filter((x) => x.currency === 'PLN');
    expect(pln.find((x) => x.date === '2025-03-14')).toBeDefined();
    expect(pln.find((x) => x.date === '2025-03-15')).toBeUndefined();
    // a weekday month end has exactly the month-end value
    expect(pln.find((x) => x.date === '2025-03-31')?.perEur).toBe(MOCK_FX_TABLE.find((x) => x.currency === 'PLN' && x.date === '2025-03-31')?.perEur);
    const q = new TableRateProvider().rateByRule('EUR', 'PLN', '2025-03-14', 'NBP_PREV_WORKDAY');
    expect(q?.source).toContain('非官方');
    expect(q?.source).toContain('NBP');
  });
});

describe('stock transfers (Art. 17, 69, 76)', () => {
  const move = (date: string, p = {}) =>
    row({ TRANSACTION_TYPE: 'FC_TRANSFER', MARKETPLACE: 'N/A', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'FR', QTY: '10', COST_PRICE_OF_ITEMS: '0.0', SELLER_SKU: 'S', TRANSACTION_CURRENCY_CODE: '', TRANSACTION_COMPLETE_DATE: date, ...p });
  const costs = [
    { sku: 'S', cost: '4.00', currency: 'EUR', validFrom: '2025-01-01' },
    { sku: 'S', cost: '5.00', currency: 'EUR', validFrom: '2025-02-20' },
  ];
  const MAR = { startDate: '2025-03-01', endDate: '2025-03-31' };

  it('tax point: the 15th of the following month (no invoice) — a February transfer is in March, a March one in April', async () => {
    const { transferTaxPoint } = jest.requireActual('../../../src/core/vat/transfers') as typeof import('../../../src/core/vat/transfers');
    expect(transferTaxPoint(20250210)).toBe(20250315);
    expect(transferTaxPoint(20251231)).toBe(20260115);
    expect(transferTaxPoint(20250210, true)).toBe(20250210);
    // the seller's Art. 69 choice without an invoice (default since issue #32: the transfer day)
    const r = await run({ 'a.csv': vtr([move('10-02-2025'), move('25-02-2025'), move('05-03-2025')]) }, { ...MAR, costs, countries: ['DE', 'FR'], transferInvoice: 'none' });
    // Feb 10 at 4.00 (cost valid then, Art. 76) + Feb 25 at 5.00: 40.00 + 50.00 = 90.00; the 5 March transfer is April's
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('90.00');
    // the 5 March transfer: carried forward to April (issue #32), not out of the period
    expect(r.outOfPeriod.rowCount).toBe(0);
    expect(r.carriedForward?.entries.map((c) => [c.date, c.taxPoint, c.cost])).toEqual([['2025-03-05', '2025-04-15', '5.00']]);
    // FR acquisition 90.00 × 20 % = 18.00, due and deductible alike
    expect(line(r, 'FR', 'acquisition', '0.2')?.vat.value).toBe('18.00');
    expect(r.returns.find((x) => x.country === 'FR')?.totals).toEqual({ outputVat: '18.00', inputVat: '18.00', payable: '0.00' });
  });

  it('with the seller\'s invoice on the transfer day the tax point is that day', async () => {
    const r = await run({ 'a.csv': vtr([move('10-02-2025'), move('05-03-2025')]) }, { ...MAR, costs, countries: ['DE'], transferInvoice: 'sameDay' });
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('50.00'); // only 5 March, at 5.00
  });

  it('overlapping cost validity is a Chinese error; a transfer before any cost is warned, never valued at zero', async () => {
    await expect(run({ 'a.csv': vtr([move('10-02-2025')]) }, { ...MAR, costs: [costs[0], { ...costs[1], validFrom: '2025-01-01' }] })).rejects.toThrow('有效期重叠');
    await expect(run({ 'a.csv': vtr([move('10-02-2025')]) }, { ...MAR, costs: [{ ...costs[0], validTo: '2025-03-01' }, costs[1]] })).rejects.toThrow('SKU S 有两条成本的有效期重叠');
    const r = await run({ 'a.csv': vtr([move('10-02-2025')]) }, { ...MAR, costs: [costs[1]], transferInvoice: 'none' });
    expect(r.returns).toEqual([]);
    const e = r.errors.find((x) => x.code === 'MOVEMENT_WITHOUT_COST');
    expect([e?.rowCount, e?.rows]).toEqual([1, [2]]);
  });
});

describe('CLI: --transfer-invoice and dated costs', () => {
  it('parses the option and the validFrom / validTo columns', () => {
    expect(parseArgs(['--transfer-invoice', 'same-day', 'a.csv']).options.transferInvoice).toBe('sameDay');
    expect(() => parseArgs(['--transfer-invoice', 'later'])).toThrow('--transfer-invoice 应为 same-day');
    const { datedCost } = jest.requireActual('../../../scripts/vat') as typeof import('../../../scripts/vat');
    expect(datedCost('S,4.00,EUR,2025-01-01')).toEqual({ validFrom: '2025-01-01' });
    expect(datedCost('S,4.00,EUR,2025-01-01,2025-02-19')).toEqual({ validFrom: '2025-01-01', validTo: '2025-02-19' });
  });
});

describe('every return of a quarter in one run', () => {
  it('splits the quarter: three monthly returns per monthly country, one quarterly, GB by stagger, OSS', () => {
    const due = returnsDue(
      [parseRegistration('DE:DE123456789:monthly'), parseRegistration('GB:GB123456789:quarterly:2'), parseRegistration('FR::quarterly'), parseRegistration('OSS::quarterly')],
      '2025-01-01',
    );
    expect(due.map((d) => [d.ret, d.from, d.to])).toEqual([
      ['DE', '2025-01-01', '2025-01-31'],
      ['DE', '2025-02-01', '2025-02-28'],
      ['DE', '2025-03-01', '2025-03-31'],
      ['GB', '2024-11-01', '2025-01-31'], // stagger 2: quarters ending Jan / Apr / Jul / Oct
      ['FR', '2025-01-01', '2025-03-31'],
      ['OSS', '2025-01-01', '2025-03-31'],
    ]);
    expect(due[3].note).toContain('早于本季度开始');
    expect(returnsDue([parseRegistration('GB:GB1:quarterly:1')], '2025-04-01')[0]).toMatchObject({ from: '2025-04-01', to: '2025-06-30' });
    expect(returnsDue([parseRegistration('GB:GB1:quarterly:3')], '2025-04-01')[0]).toMatchObject({ from: '2025-03-01', to: '2025-05-31' });
  });

  it('refuses an unknown frequency or a stagger outside 1–3 in Chinese', () => {
    expect(() => parseRegistration('DE:DE1:weekly')).toThrow('申报频率 "weekly" 无法识别');
    expect(() => parseRegistration('GB:GB1:quarterly:4')).toThrow('stagger）"4" 无效');
    expect(() => parseRegistration('DE:DE1:monthly:1')).toThrow('只适用于英国季报');
    expect(() => parseRegistration('DE')).toThrow('应为 国家:VAT号:频率');
    expect(() => returnsDue([], '2025-02-01')).toThrow('应为某季度的第一天');
  });

  it('one calculation gives the monthly DE returns and the quarterly UK return', async () => {
    const t = vtr([
      calc('10.00', '1.90', '11.90', '0.19', { TRANSACTION_COMPLETE_DATE: '10-01-2025', TAX_CALCULATION_DATE: '10-01-2025', ACTIVITY_PERIOD: '2025-JAN' }),
      calc('20.00', '3.80', '23.80', '0.19', { TRANSACTION_COMPLETE_DATE: '10-03-2025', TAX_CALCULATION_DATE: '10-03-2025' }),
      calc('100.00', '20.00', '120.00', '0.20', { SALE_DEPART_COUNTRY: 'GB', SALE_ARRIVAL_COUNTRY: 'GB', TRANSACTION_CURRENCY_CODE: 'GBP', TRANSACTION_COMPLETE_DATE: '10-02-2025', TAX_CALCULATION_DATE: '10-02-2025', ACTIVITY_PERIOD: '2025-FEB' }),
    ]);
    const q = await calculateQuarter([fromText('q.csv', t)], [parseRegistration('DE:DE123456789:monthly'), parseRegistration('GB:GB123456789:quarterly:1')], '2025-01-01');
    expect(q.returns.map((x) => [x.ret, x.from, x.country?.totals.outputVat])).toEqual([
      ['DE', '2025-01-01', '1.90'],
      ['DE', '2025-02-01', '0.00'],
      ['DE', '2025-03-01', '3.80'],
      ['GB', '2025-01-01', '20.00'],
    ]);
    expect(q.runs.length).toBe(4);
    expect(q.runs[3].result.sellerVatNumbers.GB).toBe('GB123456789');
  });
});

describe('CLI: the quarter in one run', () => {
  it('parses --quarter with --registration, and needs both', () => {
    const a = parseArgs(['--quarter', '2025-q1', '--registration', 'DE:DE123456789:monthly', '--registration', 'GB:GB123456789:quarterly:1', 'a.csv']);
    expect(a.quarter).toEqual({ start: '2025-01-01', registrations: [{ country: 'DE', vatNumber: 'DE123456789', frequency: 'monthly' }, { country: 'GB', vatNumber: 'GB123456789', frequency: 'quarterly', stagger: 1 }] });
    expect(() => parseArgs(['--quarter', '2025-Q1', 'a.csv'])).toThrow('需一起使用');
    expect(() => parseArgs(['--quarter', '2025-05', 'a.csv'])).toThrow('--quarter 应为 YYYY-Qn');
    expect(() => parseArgs(['--quarter', '2025-Q1', '--registration', 'GB:GB1:quarterly:0'])).toThrow('stagger');
  });
});

describe('threshold answer and OSS option together (Art. 59c(3))', () => {
  // FR-established seller, FR → DE consumer sales on 10 Feb and 10 Mar; OSS from 1 March
  const t = vtr([
    calc('10.00', '1.90', '11.90', '0.19', { SALE_DEPART_COUNTRY: 'FR', SALE_ARRIVAL_COUNTRY: 'DE', TAX_REPORTING_SCHEME: 'REGULAR', TRANSACTION_COMPLETE_DATE: '10-02-2025', TAX_CALCULATION_DATE: '10-02-2025', TAXABLE_JURISDICTION: 'GERMANY' }),
    calc('20.00', '3.80', '23.80', '0.19', { SALE_DEPART_COUNTRY: 'FR', SALE_ARRIVAL_COUNTRY: 'DE', TAX_REPORTING_SCHEME: 'UNION-OSS', TRANSACTION_COMPLETE_DATE: '10-03-2025', TAX_CALCULATION_DATE: '10-03-2025', TAXABLE_JURISDICTION: 'GERMANY' }),
  ]);
  const base: VatOptions = { ...Q1, establishment: 'FR', countries: ['FR', 'DE', 'OSS'] };
  const oss = { registered: true, from: '2025-03-01', memberState: 'FR' };
  const place = (r: VatResult) => [line(r, 'FR', 'domestic')?.net.rowCount ?? 0, r.oss?.lines.reduce((n, l) => n + l.net.rowCount, 0) ?? 0, line(r, 'DE', 'distance')?.net.rowCount ?? 0];

  it.each([
    ['under, no OSS: both at origin (59c(1))', { euThresholdUnder: true }, [2, 0, 0], '未超过'],
    ['under + OSS from 1 March: opted from that date (59c(3))', { euThresholdUnder: true, oss }, [1, 1, 0], '视为自该日起选择在到达国纳税'],
    // the row Amazon reported under UNION-OSS stays in OSS (vat-engine.md: never in a domestic return; warning OSS_NOT_REGISTERED)
    ['over, no OSS: DE return (the UNION-OSS row in OSS)', { euThresholdUnder: false }, [0, 1, 1], '已超过'],
    ['over + OSS from 1 March: DE before, OSS after', { euThresholdUnder: false, oss }, [0, 1, 1], '已超过'],
    ['not answered, no OSS: Amazon\'s jurisdiction', {}, [0, 1, 1], '未填写'],
    ['not answered + OSS from 1 March: presumed crossed on that date', { oss }, [1, 1, 0], '推定阈值在该日被超过'],
  ] as [string, VatOptions, number[], string][])('%s', async (_name, o, expected, phrase) => {
    const r = await run({ 'a.csv': t }, { ...base, ...o });
    expect(place(r)).toEqual(expected);
    expect(r.thresholdRule).toContain(phrase);
  });
});
