import { IMPORTED_SALES_FILE, importedPurchaseDeducts, importedSalesReport, type SavedImportRow } from '@/core/imports/to-engine';
import { calculateVat, fromText, TableRateProvider } from '@/core/vat';

const row = (p: Partial<SavedImportRow>): SavedImportRow => ({
  type: 'platform',
  vatNumber: 'GB863903310',
  date: '2026-08-15',
  ref: 'EB-1',
  source: 'eBay',
  net: '100.00',
  rate: '20',
  vat: '20.00',
  currency: 'GBP',
  note: '',
  ...p,
});
const Q3 = { startDate: '2026-07-01', endDate: '2026-09-30', countryCode: 'GB', countries: ['GB'] };

describe('template-import rows as engine input (issue #12)', () => {
  it('the sales become a report the engine reads: UK box 1 and box 6 carry them, the drill-down names the document', async () => {
    const rep = importedSalesReport(
      [row({ ref: 'EB-1' }), row({ ref: 'SHOP-7', type: 'own-site', source: '独立站', net: '50.00', vat: '10.00' }), row({ type: 'purchase', ref: 'P-1' })],
      { country: 'GB', vatNumber: 'GB863903310' },
    )!;
    expect(rep.name).toBe(IMPORTED_SALES_FILE);
    expect(rep.text.split('\n').filter(Boolean)).toHaveLength(3); // header + the two sales, not the purchase
    const r = await calculateVat([fromText(rep.name, rep.text)], Q3);
    expect(r.errors).toEqual([]);
    const gb = r.returns.find((x) => x.country === 'GB')!;
    expect(gb.boxes?.box1.value).toBe('30.00');
    expect(gb.boxes?.box6.value).toBe('150');
    const ids = gb.boxes!.box1.rows.map((x) => x.eventId);
    expect(gb.boxes!.box1.rows.every((x) => x.file === IMPORTED_SALES_FILE)).toBe(true);
    expect(ids.sort()).toEqual(['EB-1', 'SHOP-7']);
  });

  it('a negative net is a refund that lowers the output VAT; an EU return gets a rate line', async () => {
    const rep = importedSalesReport(
      [
        row({ vatNumber: 'DE136695976', currency: 'EUR', rate: '19', net: '200.00', vat: '38.00' }),
        row({ vatNumber: 'DE136695976', currency: 'EUR', rate: '19', ref: 'EB-2', net: '-100.00', vat: '-19.00' }),
      ],
      { country: 'DE', vatNumber: 'DE136695976' },
    )!;
    expect(rep.text).toContain(',REFUND,');
    const r = await calculateVat([fromText(rep.name, rep.text)], { ...Q3, countryCode: 'DE', countries: ['DE'] });
    const de = r.returns.find((x) => x.country === 'DE')!;
    expect(de.totals.outputVat).toBe('19.00');
  });

  it('no sales, no report', () => {
    expect(importedSalesReport([row({ type: 'purchase' })], { country: 'GB', vatNumber: 'GB863903310' })).toBeNull();
  });

  it('purchases become deducts in the return currency, converted at the row date', () => {
    const rates = new TableRateProvider();
    const d = importedPurchaseDeducts(
      [row({ type: 'purchase', ref: 'P-1', vat: '40.00' }), row({ type: 'purchase', ref: 'P-2', vat: '100.00', currency: 'EUR' }), row({ ref: 'S-1' })],
      { country: 'GB', periodStart: '2026-07-01', rates },
    );
    expect(d).toHaveLength(2);
    expect(d[0]).toEqual({ country: 'GB', amount: '40.00', note: 'eBay P-1（模板导入）' });
    const q = rates.rate('EUR', 'GBP', '2026-08-15')!;
    expect(d[1].amount).toBe((Math.round(100 * Number(q.rate) * 100) / 100).toFixed(2));
    expect(d[1].amount).not.toBe('100.00');
  });

  it('refuses a currency without a rate, naming the document', () => {
    expect(() =>
      importedPurchaseDeducts([row({ type: 'purchase', ref: 'P-9', currency: 'XXX' })], { country: 'GB', periodStart: '2026-07-01', rates: new TableRateProvider() }),
    ).toThrow('P-9');
  });
});
