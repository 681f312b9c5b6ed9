/**
 * Engine bug found by the calc screens (issue #13), fixed in engine.ts `money()`:
 *
 * A seller established in France and under the EUR 10,000 threshold (`euThresholdUnder: true`,
 * no OSS registration) sells from France to a consumer in the Netherlands; Amazon flagged the row
 * UNION-OSS. The engine rightly taxes it at origin, in the French return (Art. 59c), but also
 * raises OSS_NOT_REGISTERED saying "这些行已计入 OSS 申报（UNION-OSS 行不进入各国本地申报）" — the row
 * is NOT in OSS (there is no OSS return at all), so the seller reads a false statement next to the
 * right figures. engine.ts `money()`: the condition is `m.scheme === 'UNION-OSS' && !this.ossReg &&
 * cls.t === 'T5'` now also requires `cls.oss` (the row actually went to OSS).
 */
import { calc, run, vtr } from './helpers';

const row = calc('50.00', '10.50', '60.50', '0.21', {
  TRANSACTION_EVENT_ID: 'C',
  SALE_DEPART_COUNTRY: 'FR',
  SALE_ARRIVAL_COUNTRY: 'NL',
  MARKETPLACE: 'amazon.fr',
  TAXABLE_JURISDICTION: 'NETHERLANDS',
  TAX_REPORTING_SCHEME: 'UNION-OSS',
  TRANSACTION_COMPLETE_DATE: '30-03-2025',
});

describe('OSS_NOT_REGISTERED when the UNION-OSS row was taxed at origin', () => {
  it('the row is in the French return, not in OSS', async () => {
    const r = await run({ 'fr.csv': vtr([row]) }, { startDate: '2025-03-01', endDate: '2025-03-31', establishment: 'FR', euThresholdUnder: true });
    expect(r.oss).toBeNull();
    expect(r.returns.find((x) => x.country === 'FR')?.lines?.map((l) => l.kind)).toEqual(['domestic']);
  });

  it('does not claim the row went to OSS', async () => {
    const r = await run({ 'fr.csv': vtr([row]) }, { startDate: '2025-03-01', endDate: '2025-03-31', establishment: 'FR', euThresholdUnder: true });
    const w = r.warnings.find((x) => x.code === 'OSS_NOT_REGISTERED');
    // Either no such warning, or one that does not say the rows were put in OSS.
    expect(w?.message ?? '').not.toContain('已计入 OSS 申报');
  });
});
