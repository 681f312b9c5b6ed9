/**
 * Row rules 1-6 of vat-engine.md, one small hand-made report each. The expected figures are
 * worked out in the comments.
 */
import { calc, incl, line, row, run, vtr } from './helpers';
import { rowDetailOf } from '../../../src/core/vat';

const Q1 = { startDate: '2025-03-01', endDate: '2025-03-31' };

describe('rule 1: period by TRANSACTION_COMPLETE_DATE', () => {
  it('counts rows outside the period and leaves them out of the figures', async () => {
    const r = await run({
      'a.csv': vtr([
        calc('100.00', '19.00', '119.00', '0.19'),
        // completed 01-04-2025: outside March even though ACTIVITY_PERIOD says MAR
        calc('50.00', '9.50', '59.50', '0.19', { TRANSACTION_COMPLETE_DATE: '01-04-2025' }),
      ]),
    }, Q1);
    expect(r.counts.inPeriod).toBe(1);
    expect(r.counts.outOfPeriod).toBe(1);
    expect(r.outOfPeriod.rows[0].row).toBe(3); // header = row 1
    // only the 100.00 / 19.00 row counts
    expect(line(r, 'DE', 'domestic', '0.19')?.net.value).toBe('100.00');
    expect(line(r, 'DE', 'domestic', '0.19')?.vat.value).toBe('19.00');
    const w = r.warnings.filter((x) => x.code === 'PERIOD_MISMATCH');
    expect(w.some((x) => x.rowCount === 1 && x.message.includes('不在申报期'))).toBe(true);
    // ACTIVITY_PERIOD (MAR) ≠ completion month (APR) is warned too
    expect(w.some((x) => x.message.includes('ACTIVITY_PERIOD'))).toBe(true);
  });

  it('derives the period from the data when none is given', async () => {
    const r = await run({ 'a.csv': vtr([calc('1.00', '0.19', '1.19', '0.19', { TRANSACTION_COMPLETE_DATE: '03-02-2025' })]) });
    expect(r.period).toEqual({ from: '2025-02-01', to: '2025-02-28', derived: true });
  });
});

describe('rule 2: amounts', () => {
  it('takes Amazon amounts as given when calculated', async () => {
    // 33.61 + 6.38 = 39.99, as in the legacy file
    const r = await run({ 'a.csv': vtr([calc('33.61', '6.38', '39.99', '0.19')]) }, Q1);
    expect(line(r, 'DE', 'domestic', '0.19')?.vat.value).toBe('6.38');
  });

  it('derives per unit with the dated rate: net = round(gross/(1+rate), 2), VAT = gross − net, × QTY', async () => {
    // DE 19 %: 2 units, 59.50 gross → unit 29.75 → net 29.75/1.19 = 25.00, VAT 4.75 → × 2 = 50.00 / 9.50
    // FR 20 %: 1 unit 10.00 → 10/1.2 = 8.3333 → 8.33, VAT 1.67
    const r = await run({
      'a.csv': vtr([
        incl('59.50', { QTY: '2' }),
        incl('10.00', { SALE_DEPART_COUNTRY: 'FR', SALE_ARRIVAL_COUNTRY: 'FR' }),
      ]),
    }, Q1);
    expect(line(r, 'DE', 'domestic', '0.19')?.net.value).toBe('50.00');
    expect(line(r, 'DE', 'domestic', '0.19')?.vat.value).toBe('9.50');
    expect(line(r, 'FR', 'domestic', '0.2')?.net.value).toBe('8.33');
    expect(line(r, 'FR', 'domestic', '0.2')?.vat.value).toBe('1.67');
    expect(r.ratesUsed.map((x) => `${x.country}:${x.rate}`).sort()).toEqual(['DE:0.19', 'FR:0.2']);
  });

  it('uses the rate valid on the date (DE 16 % in 2020-H2)', async () => {
    // 11.60 / 1.16 = 10.00, VAT 1.60
    const r = await run({ 'a.csv': vtr([incl('11.60', { TRANSACTION_COMPLETE_DATE: '15.08.2020', ACTIVITY_PERIOD: '2020-AUG' })]) });
    expect(line(r, 'DE', 'domestic', '0.16')?.vat.value).toBe('1.60');
  });
});

describe('rule 3: refunds', () => {
  it('take the treatment of the sale with the same TRANSACTION_EVENT_ID, even from another file', async () => {
    // sale DE→FR to a business (T3, exempt) in February (earlier upload); the refund in March has
    // no buyer VAT number of its own but must stay an intra-EU supply: DE intraEuSupply −40.00
    const sale = calc('40.00', '0', '40.00', '0', {
      TRANSACTION_EVENT_ID: '305-1',
      TRANSACTION_COMPLETE_DATE: '10-02-2025',
      SALE_DEPART_COUNTRY: 'DE',
      SALE_ARRIVAL_COUNTRY: 'FR',
      BUYER_VAT_NUMBER_COUNTRY: 'FR',
      BUYER_VAT_NUMBER: 'FR12345678901',
    });
    const refund = incl('-40.00', {
      TRANSACTION_TYPE: 'REFUND',
      TRANSACTION_EVENT_ID: '305-1',
      DEPARTURE_COUNTRY: '',
      ARRIVAL_COUNTRY: '',
      SALE_DEPART_COUNTRY: 'DE',
      SALE_ARRIVAL_COUNTRY: 'FR',
    });
    const r = await run({ 'feb.csv': vtr([sale]), 'mar.csv': vtr([refund]) }, Q1);
    expect(r.counts.outOfPeriod).toBe(1);
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('-40.00');
    expect(r.returns.find((x) => x.country === 'FR')).toBeUndefined();
    expect(rowDetailOf(r, 'mar.csv', 2)!.treatment).toBe('T3');
  });

  it('without a sale, classify from SALE_* columns (not DEPARTURE_*/ARRIVAL_*)', async () => {
    // unlinked refund, SALE_DEPART DE → SALE_ARRIVAL DE, DEPARTURE/ARRIVAL blank as Amazon writes them:
    // domestic DE 19 %: −11.90 → net −10.00, VAT −1.90
    const r = await run({
      'a.csv': vtr([incl('-11.90', { TRANSACTION_TYPE: 'REFUND', DEPARTURE_COUNTRY: '', ARRIVAL_COUNTRY: 'FR' })]),
    }, Q1);
    expect(line(r, 'DE', 'domestic', '0.19')?.net.value).toBe('-10.00');
    expect(line(r, 'DE', 'domestic', '0.19')?.vat.value).toBe('-1.90');
  });
});

describe('rule 4: RETURN and movements', () => {
  it('RETURN rows carry no money; a domestic FC_TRANSFER is not a movement', async () => {
    const r = await run({
      'a.csv': vtr([
        row({ TRANSACTION_TYPE: 'RETURN' }),
        row({ TRANSACTION_TYPE: 'FC_TRANSFER', MARKETPLACE: 'N/A', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'DE' }),
      ]),
    }, Q1);
    expect(r.counts.byTreatment).toEqual({ NONE: 2 });
    expect(r.returns).toEqual([]);
  });
});

describe('rule 5: treatments', () => {
  it('T1 marketplace collects: no output VAT; the supply to the marketplace goes to box 6 / departure country', async () => {
    const r = await run({
      'a.csv': vtr([
        calc('50.00', '10.00', '60.00', '0.2', {
          SALE_DEPART_COUNTRY: 'GB', SALE_ARRIVAL_COUNTRY: 'GB', TRANSACTION_CURRENCY_CODE: 'GBP',
          TAX_REPORTING_SCHEME: 'UK_VOEC-DOMESTIC', TAX_COLLECTION_RESPONSIBILITY: 'MARKETPLACE',
        }),
      ]),
    }, { ...Q1, countries: ['GB'] });
    const gb = r.returns[0];
    expect(gb.boxes?.box1.value).toBe('0.00');
    expect(gb.boxes?.box6.value).toBe('50');
    expect(r.marketplaceCollected).toEqual([{ scheme: 'UK_VOEC-DOMESTIC', currency: 'GBP', gross: '60.00', vat: '10.00', rowCount: 1 }]);
    expect(r.counts.byTreatment.T1).toBe(1);
  });

  it('T1 for a seller established in the EU reports no supply line', async () => {
    const r = await run({
      'a.csv': vtr([calc('50.00', '9.50', '59.50', '0.19', { TAX_REPORTING_SCHEME: 'DEEMED_RESELLER-IOSS', TAX_COLLECTION_RESPONSIBILITY: 'MARKETPLACE' })]),
    }, { ...Q1, establishment: 'DE' });
    expect(r.returns).toEqual([]);
  });

  it('T2 export: zero-rated in the departure country', async () => {
    // DE → CH, 100.00 gross, no VAT calculation → export 100.00, VAT 0
    const r = await run({ 'a.csv': vtr([incl('100.00', { SALE_ARRIVAL_COUNTRY: 'CH', EXPORT_OUTSIDE_EU: 'YES' })]) }, Q1);
    expect(line(r, 'DE', 'export')?.net.value).toBe('100.00');
    expect(line(r, 'DE', 'export')?.vat.value).toBe('0.00');
    expect(r.counts.byTreatment.T2).toBe(1);
  });

  it('T3 intra-EU B2B: exempt in the departure country with an EC Sales List line per buyer', async () => {
    // two sales to FR12345678901 (200.00 + 50.00 = 250.00) and one to an Italian number without prefix (B2B ID)
    const b2b = { SALE_ARRIVAL_COUNTRY: 'FR', BUYER_VAT_NUMBER_COUNTRY: 'FR', BUYER_VAT_NUMBER: 'FR12345678901' };
    const r = await run({
      'a.csv': vtr([
        calc('200.00', '0', '200.00', '0', b2b),
        calc('50.00', '0.0', '50.00', '0.0', b2b),
        calc('30.00', '0', '30.00', '0', { SALE_ARRIVAL_COUNTRY: 'IT', BUYER_VAT_NUMBER_COUNTRY: 'IT', BUYER_VAT_NUMBER: '04735631212' }),
      ]),
    }, Q1);
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('280.00');
    const de = r.returns.find((x) => x.country === 'DE');
    expect(de?.ecsl?.map((e) => [e.customerVat, e.kind, e.value.value])).toEqual([
      ['FR12345678901', 'goods', '250.00'],
      ['IT04735631212', 'goods', '30.00'],
    ]);
  });

  it('T4 domestic B2B: reverse charge when VAT is 0 and the seller is not established; taxed otherwise', async () => {
    const b2b = { SALE_DEPART_COUNTRY: 'FR', SALE_ARRIVAL_COUNTRY: 'FR', BUYER_VAT_NUMBER_COUNTRY: 'FR', BUYER_VAT_NUMBER: 'FR12345678901' };
    const r = await run({
      'a.csv': vtr([calc('80.00', '0', '80.00', '0', b2b), calc('100.00', '20.00', '120.00', '0.2', b2b)]),
    }, Q1);
    expect(line(r, 'FR', 'reverseCharge')?.net.value).toBe('80.00');
    expect(line(r, 'FR', 'domestic', '0.2')?.vat.value).toBe('20.00');
    expect(r.counts.byTreatment.T4).toBe(2);
  });

  it('T5 distance sale: arrival country when not in OSS, OSS line when registered', async () => {
    const rowPLDE = (): ReturnType<typeof calc> =>
      calc('100.00', '19.00', '119.00', '0.19', { SALE_DEPART_COUNTRY: 'PL', SALE_ARRIVAL_COUNTRY: 'DE', TRANSACTION_CURRENCY_CODE: 'EUR' });
    const notOss = await run({ 'a.csv': vtr([rowPLDE()]) }, Q1);
    expect(line(notOss, 'DE', 'distance', '0.19')?.vat.value).toBe('19.00');
    const oss = await run({ 'a.csv': vtr([rowPLDE()]) }, { ...Q1, oss: { registered: true, from: '2024-01-01', memberState: 'PL' }, countries: ['OSS', 'DE'] });
    expect(oss.oss?.lines.map((l) => [l.consumptionCountry, l.dispatchCountry, l.rate, l.net.value, l.vat.value])).toEqual([['DE', 'PL', '0.19', '100.00', '19.00']]);
    expect(line(oss, 'DE', 'distance')).toBeUndefined();
    // Amazon said REGULAR while the engine puts it in OSS: scheme mismatch warned
    expect(oss.warnings.some((w) => w.code === 'SCHEME_MISMATCH')).toBe(true);
  });

  it('T5 UNION-OSS rows never go to a domestic return, even without an OSS profile (warned)', async () => {
    const r = await run({
      'a.csv': vtr([calc('10.00', '2.20', '12.20', '0.22', { SALE_DEPART_COUNTRY: 'DE', SALE_ARRIVAL_COUNTRY: 'IT', TAX_REPORTING_SCHEME: 'UNION-OSS' })]),
    }, Q1);
    expect(r.returns.find((x) => x.country === 'IT')).toBeUndefined();
    expect(r.oss?.lines[0].vat.value).toBe('2.20');
    expect(r.warnings.some((w) => w.code === 'OSS_NOT_REGISTERED')).toBe(true);
  });

  it('T6 domestic consumer sale', async () => {
    const r = await run({ 'a.csv': vtr([calc('10.00', '2.00', '12.00', '0.2', { SALE_DEPART_COUNTRY: 'FR', SALE_ARRIVAL_COUNTRY: 'FR' })]) }, Q1);
    expect(line(r, 'FR', 'domestic', '0.2')?.net.value).toBe('10.00');
    expect(r.counts.byTreatment).toEqual({ T6: 1 });
  });

  it('an invalid buyer VAT number makes the sale a consumer sale, with a warning', async () => {
    // DE→FR "B2B" with number "123" (bad format) → T5 distance sale FR 20 %: 60.00 gross → 50.00 + 10.00
    const r = await run({ 'a.csv': vtr([incl('60.00', { SALE_ARRIVAL_COUNTRY: 'FR', BUYER_VAT_NUMBER: '123' })]) }, Q1);
    expect(line(r, 'FR', 'distance', '0.2')?.vat.value).toBe('10.00');
    expect(r.warnings.find((w) => w.code === 'B2B_INVALID_VAT')?.rowCount).toBe(1);
  });

  it('isViesCheck: invalid → consumer, pending → kept B2B with a warning', async () => {
    const mk = (n: string) => incl('60.00', { SALE_ARRIVAL_COUNTRY: 'FR', BUYER_VAT_NUMBER_COUNTRY: 'FR', BUYER_VAT_NUMBER: n });
    // FR40303265045 has valid check digits (jsvat), so no BUYER_VAT_CHECK_FAILED warning joins in
    const r = await run({ 'a.csv': vtr([mk('FR11111111111'), mk('FR40303265045')]) }, {
      ...Q1, vatNumbers: { DE: 'DE322467841' }, isViesCheck: true, viesResults: { FR11111111111: 'invalid', FR40303265045: 'pending' },
    });
    expect(line(r, 'FR', 'distance', '0.2')?.net.value).toBe('50.00');
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('60.00');
    expect(r.warnings.map((w) => w.code).sort()).toEqual(['B2B_INVALID_VAT', 'VIES_PENDING']);
  });
});

describe('rule 6: own-goods movements', () => {
  // Issue #20: an intra-EU transfer without an invoice is taxed on the 15th of the FOLLOWING month
  // (VAT Directive Art. 69), so a transfer of 15 February belongs to the March return (these rows
  // were dated 15 March before, which Art. 69 puts in April).
  const move = (p = {}) =>
    row({ TRANSACTION_TYPE: 'FC_TRANSFER', MARKETPLACE: 'N/A', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'FR', QTY: '10', COST_PRICE_OF_ITEMS: '0.0', SELLER_SKU: 'SKU-9', TRANSACTION_CURRENCY_CODE: '', TRANSACTION_COMPLETE_DATE: '15-02-2025', ACTIVITY_PERIOD: '2025-FEB', ...p });
  // these February transfers are March's under the seller's Art. 69 choice without an invoice
  // (issue #32: the default is now the transfer day, which would put them in February)
  const ART69 = { transferInvoice: 'none' as const };

  it('exempt supply in A + acquisition in B at cost (cost list); ECSL with own VAT number', async () => {
    // 10 × 5.00 = 50.00; FR acquisition VAT 20 % = 10.00, due and deductible
    const r = await run({ 'a.csv': vtr([move()]) }, { ...Q1, ...ART69, costs: [{ sku: 'SKU-9', cost: '5.00', currency: 'EUR' }], vatNumbers: { FR: 'FR93853250439' } });
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('50.00');
    const de = r.returns.find((x) => x.country === 'DE');
    expect(de?.ecsl).toEqual([expect.objectContaining({ customerVat: 'FR93853250439', kind: 'transfer', customerCountry: 'FR' })]);
    const fr = r.returns.find((x) => x.country === 'FR');
    expect(line(r, 'FR', 'acquisition', '0.2')?.net.value).toBe('50.00');
    expect(fr?.totals).toEqual({ outputVat: '10.00', inputVat: '10.00', payable: '0.00' });
  });

  it('uses COST_PRICE_OF_ITEMS × QTY when the report has it', async () => {
    // 10 × 2.50 = 25.00
    const r = await run({ 'a.csv': vtr([move({ COST_PRICE_OF_ITEMS: '2.50' })]) }, { ...Q1, ...ART69 });
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('25.00');
  });

  it('never values a movement without cost at zero silently', async () => {
    const r = await run({ 'a.csv': vtr([move()]) }, { ...Q1, ...ART69 });
    expect(r.returns).toEqual([]);
    // issue #20: an error naming the file, the row, the SKU and how to fix it (the warning keeps the drill-down rows)
    expect(r.warnings.find((x) => x.code === 'MOVEMENT_WITHOUT_COST')?.rows).toEqual([{ file: 'a.csv', row: 2, eventId: expect.any(String) }]);
    const e = r.errors.find((x) => x.code === 'MOVEMENT_WITHOUT_COST');
    expect(e).toMatchObject({ file: 'a.csv', row: 2, rows: [2], rowCount: 1 });
    expect(e?.message).toMatch(/^文件 a\.csv 第 2 行：1 笔跨国自有货物移库（.+）没有成本价/);
    expect(e?.message).toContain('--costs');
    expect(e?.message).toContain('COST_PRICE_OF_ITEMS');
    expect(r.files[0].errors).toEqual([]);
  });

  it('stock in a country without a seller VAT number is a registration duty warning', async () => {
    // stock moved into IT; seller numbers only for DE (read from the report)
    const r = await run({
      'a.csv': vtr([move({ ARRIVAL_COUNTRY: 'IT', SELLER_DEPART_VAT_NUMBER_COUNTRY: 'DE', SELLER_DEPART_COUNTRY_VAT_NUMBER: 'DE322467841' })]),
    }, Q1);
    expect(r.sellerVatNumbers).toEqual({ DE: 'DE322467841' });
    const w = r.warnings.filter((x) => x.code === 'STOCK_WITHOUT_VAT_NUMBER');
    expect(w.map((x) => x.country)).toEqual(['IT']);
  });
});

describe('warnings for codes', () => {
  it('unknown transaction types and schemes, unsupported fee rows', async () => {
    const r = await run({
      'a.csv': vtr([
        row({ TRANSACTION_TYPE: 'SHIPMENT' }),
        calc('1.00', '0.19', '1.19', '0.19', { TAX_REPORTING_SCHEME: 'FOO' }),
        row({ TRANSACTION_TYPE: 'INVOICE', SALES_CHANNEL: 'AMAZON_FEE' }),
      ]),
    }, Q1);
    expect(r.warnings.filter((w) => w.code === 'UNKNOWN_CODE').length).toBe(2);
    expect(r.warnings.some((w) => w.code === 'UNSUPPORTED_TYPE')).toBe(true);
    expect(r.skipped.map((s) => s.reason).sort()).toEqual(['TYPE_INVOICE', 'UNKNOWN_TYPE']);
  });
});
