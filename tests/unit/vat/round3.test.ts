/**
 * Issue #20 (VAT engine round 3, the seller established in China): deemed-supplier rows with
 * symmetric refunds, tax from the converted base.
 */
import { calculateVat, fromText, TableRateProvider, type VatOptions, type VatResult } from '../../../src/core/vat';
import { taxOfBase } from '../../../src/core/vat/national';
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
    const provider = new TableRateProvider([{ date: '2025-03-31', currency: 'PLN', perEur: '4.1840' }], 'test');
    const t = vtr([
      row({ TRANSACTION_TYPE: 'FC_TRANSFER', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'PL', SELLER_SKU: 'A', TRANSACTION_COMPLETE_DATE: '31-03-2025' }),
      row({ TRANSACTION_TYPE: 'FC_TRANSFER', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'PL', SELLER_SKU: 'B', TRANSACTION_COMPLETE_DATE: '31-03-2025' }),
    ]);
    const opts: VatOptions = { ...Q1, countries: ['PL'], costs: [{ sku: 'A', cost: '19.88', currency: 'EUR' }, { sku: 'B', cost: '19.89', currency: 'EUR' }] };
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
