/**
 * The EUR 10,000 threshold of VAT Directive Art. 59c (issue #13, item 1), for a seller
 * established in France, March 2025. Each branch on the same small report, figures worked out by
 * hand (rule 2: net = round half-up(gross / (1 + rate), 2), VAT = gross − net):
 *
 *   A  FR→DE consumer, Amazon charged DE 19 %: 100.00 + 19.00 = 119.00, 10-03-2025
 *   B  FR→IT consumer, no VAT calculation (gross only): 61.00, 20-03-2025
 *   C  FR→NL consumer, Amazon UNION-OSS at NL 21 %: 50.00 + 10.50 = 60.50, 30-03-2025
 *   D  FR→FR consumer: 10.00 + 2.00 = 12.00 (always the French domestic line)
 *   E  DE→IT consumer from stock in Germany, gross only 12.20, 12-03-2025: the threshold never
 *      applies to goods dispatched from another state than the establishment state → IT 22 %:
 *      12.20 / 1.22 = 10.00, VAT 2.20
 *
 * Taxed in France (FR 20 %, re-derived from the gross when Amazon charged another country):
 *   A 119.00 / 1.2 = 99.1666… → 99.17, VAT 19.83;  B 61.00 / 1.2 = 50.8333… → 50.83, VAT 10.17;
 *   C 60.50 / 1.2 = 50.4166… → 50.42, VAT 10.08.
 * Taxed in the arrival state: A DE 100.00 / 19.00 (as Amazon gave); B IT 61.00 / 1.22 = 50.00,
 *   VAT 11.00; C OSS NL 50.00 / 10.50.
 */
import { rowDetailOf, thresholdPlan, taxedAtOrigin } from '../../../src/core/vat';
import { calc, incl, run, vtr, type Row } from './helpers';

const M = { startDate: '2025-03-01', endDate: '2025-03-31', establishment: 'FR' };
const fr = (p: Row): Row => ({ SALE_DEPART_COUNTRY: 'FR', MARKETPLACE: 'amazon.fr', ...p });
const A = calc('100.00', '19.00', '119.00', '0.19', fr({ TRANSACTION_EVENT_ID: 'A', SALE_ARRIVAL_COUNTRY: 'DE', TAXABLE_JURISDICTION: 'GERMANY', TRANSACTION_COMPLETE_DATE: '10-03-2025' }));
const B = incl('61.00', fr({ TRANSACTION_EVENT_ID: 'B', SALE_ARRIVAL_COUNTRY: 'IT', TRANSACTION_COMPLETE_DATE: '20-03-2025' }));
const C = calc('50.00', '10.50', '60.50', '0.21', fr({
  TRANSACTION_EVENT_ID: 'C', SALE_ARRIVAL_COUNTRY: 'NL', TAXABLE_JURISDICTION: 'NETHERLANDS', TAX_REPORTING_SCHEME: 'UNION-OSS', TRANSACTION_COMPLETE_DATE: '30-03-2025',
}));
const D = calc('10.00', '2.00', '12.00', '0.2', fr({ TRANSACTION_EVENT_ID: 'D', SALE_ARRIVAL_COUNTRY: 'FR' }));
const E = incl('12.20', { TRANSACTION_EVENT_ID: 'E', SALE_DEPART_COUNTRY: 'DE', SALE_ARRIVAL_COUNTRY: 'IT', TRANSACTION_COMPLETE_DATE: '12-03-2025' });
const report = { 'fr-2025-03.csv': vtr([A, B, C, D, E]) };
const lines = (r: Awaited<ReturnType<typeof run>>, c: string) =>
  r.returns.find((x) => x.country === c)?.lines?.map((l) => [l.kind, l.rate, l.net.value, l.vat.value]);
const codes = (r: Awaited<ReturnType<typeof run>>) => r.warnings.map((w) => w.code);

describe('Art. 59c threshold: where distance sales from the establishment state are taxed', () => {
  it('under the threshold, not opted: taxed in France at French rates, in the French return', async () => {
    const r = await run(report, { ...M, euThresholdUnder: true });
    // FR 20 %: net 99.17 + 50.83 + 50.42 + 10.00 = 210.42; VAT 19.83 + 10.17 + 10.08 + 2.00 = 42.08
    expect(lines(r, 'FR')).toEqual([['domestic', '0.2', '210.42', '42.08']]);
    // E is dispatched from Germany: taxed in Italy whatever the answer
    expect(lines(r, 'IT')).toEqual([['distance', '0.22', '10.00', '2.20']]);
    expect(r.returns.find((x) => x.country === 'DE')).toBeUndefined();
    expect(r.oss).toBeNull();
    expect(rowDetailOf(r, 'fr-2025-03.csv', 2)!).toMatchObject({ treatment: 'T5', taxCountry: 'FR', net: '99.17', vat: '19.83' });
    // Amazon charged Germany for A: warned, and the VAT was derived again at the French rate
    expect(r.warnings.find((w) => w.code === 'JURISDICTION_MISMATCH' && w.message.includes('重新计算'))?.rowCount).toBe(1);
    expect(codes(r)).not.toContain('EU_THRESHOLD_UNANSWERED');
  });

  it('over the threshold (not in OSS): taxed in the arrival states, in their local returns; UNION-OSS rows in OSS', async () => {
    const r = await run(report, { ...M, euThresholdUnder: false });
    expect(lines(r, 'FR')).toEqual([['domestic', '0.2', '10.00', '2.00']]);
    expect(lines(r, 'DE')).toEqual([['distance', '0.19', '100.00', '19.00']]);
    // IT 22 %: B 50.00 / 11.00 + E 10.00 / 2.20 = 60.00 / 13.20
    expect(lines(r, 'IT')).toEqual([['distance', '0.22', '60.00', '13.20']]);
    expect(r.oss?.lines.map((l) => [l.consumptionCountry, l.dispatchCountry, l.net.value, l.vat.value])).toEqual([['NL', 'FR', '50.00', '10.50']]);
  });

  it('opted for destination taxation (Art. 59c(3)) even though under the threshold: as over the threshold', async () => {
    const over = await run(report, { ...M, euThresholdUnder: false });
    const opted = await run(report, { ...M, euThresholdUnder: true, euDestinationOption: true });
    expect(opted.returns).toEqual(over.returns);
    expect(opted.oss).toEqual(over.oss);
  });

  it('crossed on a given date: establishment state before it, arrival state from it', async () => {
    const r = await run(report, { ...M, euThresholdUnder: false, euThresholdCrossedOn: '2025-03-15' });
    // A (10 March) stays in France: 99.17 + D 10.00 = 109.17; 19.83 + 2.00 = 21.83
    expect(lines(r, 'FR')).toEqual([['domestic', '0.2', '109.17', '21.83']]);
    // B (20 March) goes to Italy with E: 60.00 / 13.20; C (30 March) to OSS
    expect(lines(r, 'IT')).toEqual([['distance', '0.22', '60.00', '13.20']]);
    expect(r.oss?.totals.vat).toBe('10.50');
  });

  it('not answered, OSS from 29 March inside the period: threshold assumed crossed on 29 March, said in Chinese', async () => {
    // the case: French-established seller, March 2025 report, OSS from 29 March, FR + OSS chosen
    const r = await run(report, { ...M, countries: ['FR', 'OSS'], oss: { registered: true, from: '2025-03-29', memberState: 'FR' } });
    // A and B (before 29 March) in France: 99.17 + 50.83 + D 10.00 = 160.00; 19.83 + 10.17 + 2.00 = 32.00
    expect(lines(r, 'FR')).toEqual([['domestic', '0.2', '160.00', '32.00']]);
    // C (30 March) in OSS
    expect(r.oss?.lines.map((l) => [l.consumptionCountry, l.net.value, l.vat.value])).toEqual([['NL', '50.00', '10.50']]);
    const w = r.warnings.find((x) => x.code === 'EU_THRESHOLD_ASSUMED');
    expect(w?.message).toContain('假定阈值在 2025-03-29 被超过');
    expect(w?.rows.map((x) => x.eventId)).toEqual(['A', 'B']);
    // E (from Germany, before the OSS start) belongs to a local Italian return that was not chosen
    expect(r.unchosen.map((u) => [u.country, u.rowCount, u.net.value, u.vat.value])).toEqual([['IT', 1, '10.00', '2.20']]);
    expect(r.reconciliation.balanced).toBe(true);
  });

  it('not answered, no OSS date to go by: rows follow Amazon\'s taxable jurisdiction, with a warning', async () => {
    const r = await run(report, M);
    // A: Amazon taxed Germany → DE; B: no calculation → arrival IT; C: UNION-OSS → OSS
    expect(lines(r, 'DE')).toEqual([['distance', '0.19', '100.00', '19.00']]);
    expect(lines(r, 'IT')).toEqual([['distance', '0.22', '60.00', '13.20']]);
    const w = r.warnings.find((x) => x.code === 'EU_THRESHOLD_UNANSWERED');
    expect(w?.rowCount).toBe(3);
    expect(w?.country).toBe('FR');
  });

  it('a seller established outside the EU: no threshold at all (arrival states), no threshold warning', async () => {
    const r = await run(report, { ...M, establishment: undefined, euThresholdUnder: true });
    expect(lines(r, 'DE')).toEqual([['distance', '0.19', '100.00', '19.00']]);
    expect(codes(r).filter((c) => c.startsWith('EU_THRESHOLD'))).toEqual([]);
  });

  it('a refund of a sale kept in France is refunded at the French rate (rule 3)', async () => {
    // refund of A, gross only: −119.00 / 1.2 = −99.17, VAT −19.83 → FR line back to B + C + D:
    // 210.42 − 99.17 = 111.25; 42.08 − 19.83 = 22.25
    const refund = incl('-119.00', fr({ TRANSACTION_TYPE: 'REFUND', TRANSACTION_EVENT_ID: 'A', SALE_ARRIVAL_COUNTRY: 'DE', TAX_CALCULATION_DATE: '10-03-2025', DEPARTURE_COUNTRY: '', ARRIVAL_COUNTRY: '' }));
    const r = await run({ 'fr.csv': vtr([A, B, C, D, refund]) }, { ...M, euThresholdUnder: true });
    expect(lines(r, 'FR')).toEqual([['domestic', '0.2', '111.25', '22.25']]);
  });

  it('warns when the sales kept in France this period alone pass EUR 10,000', async () => {
    // 12,001.20 / 1.2 = 10,001.00 net > 10,000.00
    const big = incl('12001.20', fr({ SALE_ARRIVAL_COUNTRY: 'DE' }));
    const r = await run({ 'a.csv': vtr([big]) }, { ...M, euThresholdUnder: true });
    expect(lines(r, 'FR')).toEqual([['domestic', '0.2', '10001.00', '2000.20']]);
    expect(r.warnings.find((w) => w.code === 'EU_THRESHOLD_EXCEEDED')?.message).toContain('10001.00 EUR');
    // 11,998.80 / 1.2 = 9,999.00: under, no warning
    const small = await run({ 'a.csv': vtr([incl('11998.80', fr({ SALE_ARRIVAL_COUNTRY: 'DE' }))]) }, { ...M, euThresholdUnder: true });
    expect(codes(small)).not.toContain('EU_THRESHOLD_EXCEEDED');
  });
});

describe('thresholdPlan / taxedAtOrigin (pure)', () => {
  const base = { establishment: 'FR', startDate: '2025-03-01', endDate: '2025-03-31' };
  it('resolves the answers, and the OSS start date when not answered', () => {
    expect(thresholdPlan({ establishment: 'NON_EU' }).mode).toBe('none');
    expect(thresholdPlan({ ...base, euThresholdUnder: true }).mode).toBe('origin');
    expect(thresholdPlan({ ...base, euThresholdUnder: false }).mode).toBe('destination');
    expect(thresholdPlan({ ...base, euThresholdUnder: true, euDestinationOption: true }).mode).toBe('destination');
    expect(thresholdPlan({ ...base, euThresholdCrossedOn: '2025-03-15' })).toMatchObject({ mode: 'crossing', since: 20250315, assumed: false });
    expect(thresholdPlan({ ...base, oss: { registered: true, from: '2025-03-29' } })).toMatchObject({ mode: 'crossing', since: 20250329, assumed: true });
    // OSS before the period: registered for destination taxation; after it: nothing to go by
    expect(thresholdPlan({ ...base, oss: { registered: true, from: '2024-07-01' } }).mode).toBe('destination');
    expect(thresholdPlan({ ...base, oss: { registered: true, from: '2025-06-01' } }).mode).toBe('amazon');
    expect(thresholdPlan(base).mode).toBe('amazon');
    expect(() => thresholdPlan({ ...base, euThresholdCrossedOn: '15.03.2025' })).toThrow('无法识别');
  });

  it('only goods dispatched from the establishment state, and only from 2021-07-01, can stay at origin', () => {
    const p = thresholdPlan({ establishment: 'FR', euThresholdUnder: true });
    expect(taxedAtOrigin(p, 'FR', 20250310, 'DE')).toBe(true);
    expect(taxedAtOrigin(p, 'DE', 20250310, 'DE')).toBe(false);
    // before the e-commerce package: Amazon's jurisdiction (per-country thresholds then)
    expect(taxedAtOrigin(p, 'FR', 20210630, 'DE')).toBe(false);
    expect(taxedAtOrigin(p, 'FR', 20210630, 'FR')).toBe(true);
  });
});
