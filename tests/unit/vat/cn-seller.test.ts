/**
 * Issue #20: a China-established seller's own fixture (tests/fixtures/vat/cn_seller_q1_2025_vtr.csv,
 * Amazon VTR layout, written for this test): Pan-EU DE/PL/CZ and UK stock, Amazon-collected sales and
 * refunds (one refund of a previous period's sale), B2B intra-EU and domestic, a transfer with its
 * cost, a GBP order. Monthly DE/PL/CZ returns and a quarterly UK return (stagger 1) in one run; every
 * expected figure worked out by hand with its rule and source beside it.
 */
import { join } from 'path';
import { calculateQuarter, parseRegistration, TableRateProvider, type QuarterResult } from '../../../src/core/vat';
import { fromPath } from '../../../src/core/vat/node';

const FILE = join(__dirname, '../../fixtures/vat/cn_seller_q1_2025_vtr.csv');
// test rates (units per 1 EUR) on the days the national rules name
const RATES = new TableRateProvider(
  [
    { date: '2025-02-11', currency: 'PLN', perEur: '4.2000' }, // NBP, working day before 12 Feb (art. 31a)
    { date: '2025-02-14', currency: 'PLN', perEur: '4.1500' }, // NBP, Friday before the transfer's tax point Sat 15 Feb
    { date: '2025-03-05', currency: 'CZK', perEur: '25.000' }, // ČNB of the tax-point day (§ 38 odst. 1)
  ],
  'test',
);

let q: QuarterResult;
beforeAll(async () => {
  q = await calculateQuarter(
    [fromPath(FILE)],
    ['DE:DE123456789:monthly', 'PL:PL5260250274:monthly', 'CZ:CZ699001234:monthly', 'GB:GB123456789:quarterly:1'].map(parseRegistration),
    '2025-01-01',
    // the seller's Art. 69 choice without an invoice (issue #32: not the default any more)
    { costs: [{ sku: 'CN-LAMP-01', cost: '5.00', currency: 'EUR', validFrom: '2025-01-01' }], transferInvoice: 'none' },
    { rateProvider: RATES },
  );
});

const ret = (c: string, from: string) => q.returns.find((r) => r.ret === c && r.from === from)?.country;
const ln = (c: string, from: string, kind: string) => ret(c, from)?.lines?.find((l) => l.kind === kind);

describe('China-established seller, Q1 2025 in one run', () => {
  it('produces three monthly returns for DE, PL, CZ and one quarterly UK return', () => {
    expect(q.returns.map((r) => `${r.ret} ${r.from}`)).toEqual([
      'DE 2025-01-01', 'DE 2025-02-01', 'DE 2025-03-01',
      'PL 2025-01-01', 'PL 2025-02-01', 'PL 2025-03-01',
      'CZ 2025-01-01', 'CZ 2025-02-01', 'CZ 2025-03-01',
      'GB 2025-01-01',
    ]);
  });

  it('UK: the Amazon-collected sale and its full refund cancel (s.5A, Sch. 8 Group 21, reg. 38); the GBP order is taxed', () => {
    const b = ret('GB', '2025-01-01')?.boxes;
    // box 1: the seller-collected GBP order, VAT 10.00 (Notice 700/12)
    expect(b?.box1.value).toBe('10.00');
    // box 6: deemed supply 100.00 − refund 120/1.20 = 100.00 → 0; + GBP order net 50.00 → 50 (whole pounds)
    expect(b?.box6.value).toBe('50');
    expect([b?.box3.value, b?.box4.value, b?.box5.value]).toEqual(['10.00', '0.00', '10.00']);
  });

  it('DE February: Kz 43 = deemed supply 100.00 − refund of a December sale 59.50/1.19 = 50.00; Kz 41 = the transfer 10 × 5.00', () => {
    // Art. 136a, 90 (refund without its sale: split at DE 19 %, rule 3 fallback); § 4 Nr. 4c UStG
    expect([ln('DE', '2025-02-01', 'marketplaceSupply')?.net.value, ln('DE', '2025-02-01', 'marketplaceSupply')?.box]).toEqual(['50.00', 'Kz 43']);
    // transfer of 10 Jan: tax point 15 Feb (Art. 69), cost valid on 10 Jan 5.00 EUR (Art. 76)
    expect([ln('DE', '2025-02-01', 'intraEuSupply')?.net.value, ln('DE', '2025-02-01', 'intraEuSupply')?.box]).toEqual(['50.00', 'Kz 41']);
    expect(ret('DE', '2025-01-01')?.lines).toEqual([]); // the January transfer is February's (Art. 69)
  });

  it('PL February: WDT 200 EUR × 4.20 = 840.00 (K_21); WNT 50 EUR × 4.15 = 207.50, 23 % = 47.725 → 47.73 due and deducted', () => {
    expect(ln('PL', '2025-02-01', 'intraEuSupply')?.net.value).toBe('840.00'); // NBP of 11 Feb (art. 31a)
    const acq = ln('PL', '2025-02-01', 'acquisition');
    expect([acq?.net.value, acq?.vat.value]).toEqual(['207.50', '47.73']); // base converted once, then × 23 % (Art. 91; art. 31a)
    expect(ret('PL', '2025-02-01')?.totals).toEqual({ outputVat: '47.73', inputVat: '47.73', payable: '0.00' }); // Art. 168(c)
  });

  it('CZ March: domestic B2B reverse charge 100 EUR × 25.000 = 2500.00 CZK (ř. 25, § 92a), ČNB of 5 March', () => {
    const rc = ln('CZ', '2025-03-01', 'reverseCharge');
    expect([rc?.net.value, rc?.box]).toEqual(['2500.00', 'ř. 25']);
    const run = q.runs[q.returns.find((r) => r.ret === 'CZ' && r.from === '2025-03-01')!.run];
    expect(run.result.exchangeRates.filter((x) => x.usedFor === 'CZ').map((x) => [x.date, x.rate, x.rule])).toEqual([['2025-03-05', '25', 'CNB_TAX_POINT']]);
  });

  it('marketplaceCollected nets gross and VAT both (February: 119.00 − 59.50; 19.00 − 9.50)', () => {
    const feb = q.runs.find((r) => r.from === '2025-02-01')?.result;
    expect(feb?.marketplaceCollected).toEqual([{ scheme: 'REGULAR', currency: 'EUR', gross: '59.50', vat: '9.50', rowCount: 2 }]);
  });
});
