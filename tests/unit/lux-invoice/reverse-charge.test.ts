/**
 * The reverse-charge mapping of Amazon's Luxembourg fee invoices (issue #24; VAT Directive Art. 44,
 * 196): which declaration an invoice feeds, why not, the VAT at the country's rate, and the totals
 * that move together so the amount due stays.
 */
import type { FeeInvoice } from '@/core/lux-invoice/reader';
import { matches, servicesReceivedFor, unmatchedReason, withServicesReceived, type MatchTarget } from '@/core/lux-invoice/reverse-charge';

const inv = (over: Partial<FeeInvoice> = {}): FeeInvoice => ({
  invoiceNumber: 'DE-1',
  invoiceDate: '2026-10-03',
  periodStart: '2026-09-01',
  periodEnd: '2026-09-30',
  month: '2026-09',
  marketplace: 'amazon.de',
  country: 'DE',
  sellerName: 'x',
  sellerVat: 'DE611124330',
  currency: 'EUR',
  net: '100.05',
  lines: [{ description: 'Referral fees', net: '100.05' }],
  source: 'csv',
  ...over,
});
const de: MatchTarget = { countryCode: 'DE', vatNumber: 'DE611124330', periodStart: '2026-09-01', periodEnd: '2026-09-30', currency: 'EUR' };

describe('reverse charge of the fee invoices', () => {
  it('matches by VAT number, period and currency, and says why not', () => {
    expect(matches(inv(), de)).toBe(true);
    expect(matches(inv({ periodStart: '2026-10-01', periodEnd: '2026-10-31', month: '2026-10' }), de)).toBe(false);
    expect(unmatchedReason(inv({ sellerVat: 'DE000000000' }), [de])).toContain('没有税号为 DE000000000 的申报');
    expect(unmatchedReason(inv({ periodStart: '2026-10-01', periodEnd: '2026-10-31', month: '2026-10' }), [de])).toContain('2026-10');
    expect(unmatchedReason(inv({ currency: 'PLN' }), [de])).toContain('PLN');
    expect(unmatchedReason(inv(), [de])).toBeNull();
    // a quarterly declaration takes each month of the quarter
    expect(matches(inv(), { ...de, periodStart: '2026-07-01' })).toBe(true);
  });

  it('sums the matching invoices and taxes the base at the standard rate, rounded to the cent', () => {
    const sr = servicesReceivedFor(de, [
      { id: 2, invoice: inv({ invoiceNumber: 'DE-2', net: '0.05' }) },
      { id: 1, invoice: inv() },
      { id: 3, invoice: inv({ sellerVat: 'FR40852314715' }) },
    ])!;
    expect([sr.net, sr.vat, sr.rate]).toEqual(['100.10', '19.02', '0.19']);
    expect(sr.sources.map((x) => x.invoiceId)).toEqual([1, 2]);
    expect(servicesReceivedFor(de, [])).toBeNull();
  });

  it('moves output and input together and replaces a previous reverse charge', () => {
    const ret = { totals: { output: '500.00', input: '100.00', payable: '400.00' } };
    const sr = servicesReceivedFor(de, [{ id: 1, invoice: inv() }])!;
    const once = withServicesReceived(ret, sr);
    expect(once.totals).toEqual({ output: '519.01', input: '119.01', payable: '400.00' });
    const twice = withServicesReceived(once, sr);
    expect(twice.totals).toEqual(once.totals);
    const removed = withServicesReceived(twice, null);
    expect(removed).toEqual(ret);
  });
});
