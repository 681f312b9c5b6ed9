/**
 * Nothing left out (issue #13, item 2): every in-period row lands in exactly one place — a return
 * that was asked for, the OSS return, what the marketplace collected, the returns NOT chosen
 * (`result.unchosen`), or a named place without figures — and `result.reconciliation` adds up.
 *
 * Checked on a generated report (scripts/gen-vtr.ts: T1-T6, own-goods movements, RETURN rows,
 * refunds) plus a hand-made file with every other treatment and path the engine knows
 * (distance sales kept at origin under the threshold, exports from outside the EU, movements
 * with and without cost, imports, domestic transfers, unknown and unsupported types, rows
 * without any amount, unreadable rows, rows out of period, a refund without its sale, a row
 * without exchange rate), with and without a country filter. The places are compared with the
 * rows actually behind each part of the result (all row references kept: maxRowsPerFigure high).
 */
import { calculateVat, fromText, rowDetailOf, TableRateProvider, MOCK_FX_TABLE, type Figure, type RowRef, type VatOptions, type VatResult } from '../../../src/core/vat';
import { generateVtr } from '../../../scripts/gen-vtr';
import { calc, incl, row, vtr } from './helpers';

const generated = generateVtr({ seed: 11, rows: 2500 });
const move = (p = {}) => row({ TRANSACTION_TYPE: 'FC_TRANSFER', MARKETPLACE: 'N/A', QTY: '2', COST_PRICE_OF_ITEMS: '0.0', TRANSACTION_CURRENCY_CODE: '', ...p });
const extra = vtr([
  // T5 kept at origin (DE-established seller under the threshold) and sent to the arrival state
  incl('119.00', { SALE_DEPART_COUNTRY: 'DE', SALE_ARRIVAL_COUNTRY: 'AT', TRANSACTION_COMPLETE_DATE: '05-02-2025', ACTIVITY_PERIOD: '2025-FEB' }),
  incl('60.00', { SALE_DEPART_COUNTRY: 'PL', SALE_ARRIVAL_COUNTRY: 'FR', TRANSACTION_CURRENCY_CODE: 'PLN', TRANSACTION_COMPLETE_DATE: '06-02-2025', ACTIVITY_PERIOD: '2025-FEB' }),
  // T2 export from outside the EU and the UK: no return (out of scope)
  incl('30.00', { SALE_DEPART_COUNTRY: 'US', SALE_ARRIVAL_COUNTRY: 'CA', EXPORT_OUTSIDE_EU: 'YES', TRANSACTION_CURRENCY_CODE: 'USD' }),
  // movements: with cost (cost list), without cost, import from outside, inside one country
  move({ DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'PL', SELLER_SKU: 'COSTED' }),
  move({ DEPARTURE_COUNTRY: 'CZ', ARRIVAL_COUNTRY: 'DE', SELLER_SKU: 'NO-COST' }),
  move({ TRANSACTION_TYPE: 'INBOUND', DEPARTURE_COUNTRY: 'CN', ARRIVAL_COUNTRY: 'DE', SELLER_SKU: 'COSTED' }),
  move({ DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'DE', SELLER_SKU: 'COSTED' }),
  // unknown and unsupported types, a sale without any amount, a RETURN
  row({ TRANSACTION_TYPE: 'SHIPMENT' }),
  row({ TRANSACTION_TYPE: 'CREDIT_NOTE', SALES_CHANNEL: 'AMAZON_FEE' }),
  row({ TRANSACTION_TYPE: 'SALE' }),
  row({ TRANSACTION_TYPE: 'RETURN' }),
  // unreadable amount and date (their period is unknown), a row outside the period
  calc('abc', '1.90', '11.90', '0.19'),
  calc('10.00', '1.90', '11.90', '0.19', { TRANSACTION_COMPLETE_DATE: '31-02-2025' }),
  calc('10.00', '1.90', '11.90', '0.19', { TRANSACTION_COMPLETE_DATE: '01-04-2025', ACTIVITY_PERIOD: '2025-APR' }),
  // a refund whose sale is in no file
  incl('-11.90', { TRANSACTION_TYPE: 'REFUND', TRANSACTION_EVENT_ID: '999-NO-SALE', SALE_DEPART_COUNTRY: 'FR', SALE_ARRIVAL_COUNTRY: 'FR' }),
  // a currency without exchange rate in the table: left out of its return (place noExchangeRate)
  incl('100.00', { SALE_DEPART_COUNTRY: 'DE', SALE_ARRIVAL_COUNTRY: 'DE', TRANSACTION_CURRENCY_CODE: 'JPY' }),
]);

const BASE: VatOptions = {
  startDate: '2025-01-01',
  endDate: '2025-03-31',
  establishment: 'DE',
  euThresholdUnder: true,
  costs: [{ sku: 'COSTED', cost: '5.00', currency: 'EUR' }, { sku: 'SKU-MUG-2', cost: '3.00', currency: 'EUR' }],
  // the seller invoices its transfers on the day (Art. 69, issue #20): transfers stay in the quarter they happen in
  transferInvoice: 'sameDay',
  maxRowsPerFigure: 1_000_000,
};

async function compute(countries?: string[]): Promise<VatResult> {
  return calculateVat([fromText('gen.csv', generated), fromText('extra.csv', extra)], { ...BASE, countries }, { rateProvider: new TableRateProvider(MOCK_FX_TABLE) });
}

const key = (r: RowRef): string => `${r.file}#${r.row}`;

/** Rows behind a part of the result that are placed there (sales / refunds other than T1). */
function placedRows(res: VatResult, refs: RowRef[]): Set<string> {
  const out = new Set<string>();
  for (const r of refs) {
    const d = rowDetailOf(res, r.file, r.row);
    if (d && d.treatment !== 'T1' && d.treatment !== 'MOVEMENT' && d.treatment !== 'NONE') out.add(key(r));
  }
  return out;
}

function returnRefs(res: VatResult, country: string): RowRef[] {
  const ret = res.returns.find((x) => x.country === country)!;
  const refs: RowRef[] = [];
  if (ret.boxes) for (const f of Object.values(ret.boxes)) refs.push(...f.rows);
  for (const l of ret.lines ?? []) refs.push(...l.net.rows, ...l.vat.rows);
  for (const e of ret.ecsl ?? []) refs.push(...e.value.rows);
  return refs;
}

const count = (res: VatResult, place: string, country?: string): number =>
  res.reconciliation.places.filter((p) => p.place === place && (country === undefined || p.country === country)).reduce((n, p) => n + p.rowCount, 0);

describe.each([
  ['no country filter', undefined],
  ['DE only', ['DE']],
  ['GB and OSS', ['GB', 'OSS']],
  ['FR, PL and OSS', ['FR', 'PL', 'OSS']],
  ['XI (= GB) only', ['XI']],
])('reconciliation: %s', (_label, countries) => {
  let res: VatResult;
  beforeAll(async () => {
    res = await compute(countries);
  });

  it('the fixture holds every treatment the engine knows', () => {
    for (const t of ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'MOVEMENT', 'NONE']) expect(res.counts.byTreatment[t]).toBeGreaterThan(0);
    const details = res.rowDetails;
    expect(details.some((d) => d.treatment === 'T5' && d.taxCountry === d.depart)).toBe(true); // kept at origin
    expect(details.some((d) => d.treatment === 'T5' && d.taxCountry === d.arrival)).toBe(true);
  });

  it('rows in = rows placed', () => {
    const x = res.reconciliation;
    expect(x.rows).toBe(res.counts.rows);
    expect(x.rows).toBe(x.unreadable + x.outOfPeriod + x.inPeriod);
    expect(x.placed).toBe(x.inPeriod);
    expect(x.places.reduce((n, p) => n + p.rowCount, 0)).toBe(res.counts.inPeriod);
    expect(x.balanced).toBe(true);
    expect(x.unreadable).toBe(2);
    expect(x.outOfPeriod).toBe(1);
  });

  it('each place holds exactly the rows of its part of the result, and no row is in two places', () => {
    const seen = new Map<string, string>();
    const claim = (rows: Set<string>, where: string): void => {
      for (const k of rows) {
        expect([k, seen.get(k)]).toEqual([k, undefined]);
        seen.set(k, where);
      }
    };
    for (const ret of res.returns) {
      const rows = placedRows(res, returnRefs(res, ret.country));
      expect(rows.size).toBe(count(res, 'return', ret.country));
      claim(rows, ret.country);
    }
    const ossRows = placedRows(res, res.oss ? [...res.oss.lines.flatMap((l) => l.net.rows), ...res.oss.corrections.flatMap((l) => l.net.rows)] : []);
    expect(ossRows.size).toBe(count(res, 'oss'));
    claim(ossRows, 'OSS');
    for (const u of res.unchosen) {
      const rows = placedRows(res, u.net.rows);
      expect(rows.size).toBe(count(res, 'unchosen', u.country));
      expect(u.rowCount).toBe(u.net.rowCount);
      expect(u.net.rows.length).toBe(u.rowCount);
      claim(rows, `unchosen ${u.country}`);
    }
    expect(count(res, 'marketplace')).toBe(res.marketplaceCollected.reduce((n, m) => n + m.rowCount, 0));
    const warned = (code: string) => res.warnings.filter((w) => w.code === code).reduce((n, w) => n + w.rowCount, 0);
    // transfers without a cost: an error of the result naming its rows (issue #20), not a warning
    expect(count(res, 'movementWithoutCost')).toBe(res.errors.filter((e) => e.code === 'MOVEMENT_WITHOUT_COST').reduce((n, e) => n + (e.rowCount ?? 0), 0));
    expect(count(res, 'movementWithoutCost')).toBeGreaterThan(0);
    expect(warned('MOVEMENT_WITHOUT_COST')).toBe(count(res, 'movementWithoutCost'));
    expect(count(res, 'outOfScope')).toBe(warned('OUT_OF_SCOPE'));
    expect(count(res, 'outOfScope')).toBe(1);
    expect(count(res, 'skipped') + res.reconciliation.unreadable).toBe(res.skipped.reduce((n, s) => n + s.rowCount, 0));
    expect(count(res, 'noExchangeRate')).toBe(1);
    expect(count(res, 'movement')).toBeGreaterThan(0);
    expect(count(res, 'noVatFigure')).toBe((res.counts.byTreatment.NONE ?? 0) + 1); // + the import from CN (MOVEMENT without a return)
  });

  it('every figure lists each of its rows once, and each figure is built afresh from its buckets', () => {
    const figures: Figure[] = [];
    for (const r of res.returns) {
      if (r.boxes) figures.push(...Object.values(r.boxes));
      for (const l of r.lines ?? []) figures.push(l.net, l.vat);
      for (const e of r.ecsl ?? []) figures.push(e.value);
    }
    for (const l of res.oss?.lines ?? []) figures.push(l.net, l.vat);
    for (const u of res.unchosen) figures.push(u.net, u.vat);
    expect(figures.some((f) => f.rows.length > 1)).toBe(true);
    for (const f of figures) {
      expect(new Set(f.rows.map(key)).size).toBe(f.rows.length);
      // the cap is 1,000,000 here: a figure lists all its rows (a row counted in two of its buckets is listed once)
      expect(f.rows.length).toBeLessThanOrEqual(f.rowCount);
      expect(f.rowCount === 0 || f.rows.length > 0).toBe(true);
    }
    const gb = res.returns.find((r) => r.country === 'GB');
    // box 3 and box 5 are built from the same buckets: the second lists the same rows as the first
    const boxes = gb?.boxes;
    expect(boxes?.box5.rows.map(key)).toEqual(boxes?.box3.rows.map(key));
    expect(!countries || !countries.includes('GB') || (boxes?.box3.rows.length ?? 0) > 0).toBe(true);
  });

  it('row details: one per referenced row, each findable by file and row', () => {
    const keys = res.rowDetails.map((d) => `${d.file}#${d.row}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const d of res.rowDetails.slice(0, 200)) expect(rowDetailOf(res, d.file, d.row)).toBe(d);
  });

  it('a return not chosen is listed (with a warning), and a chosen one never is', () => {
    const chosen = new Set((countries ?? []).map((c) => (c === 'XI' ? 'GB' : c)));
    // without a filter every return with figures is computed: nothing is unchosen
    expect(countries !== undefined || res.unchosen.length === 0).toBe(true);
    for (const u of res.unchosen) {
      expect(chosen.has(u.country)).toBe(false);
      expect(res.warnings.find((w) => w.code === 'UNCHOSEN_RETURN' && w.country === u.country)?.rowCount).toBe(u.rowCount);
    }
    // the places name exactly the chosen returns with rows and the unchosen entries
    const placedIn = new Set(res.reconciliation.places.filter((p) => p.place === 'unchosen').map((p) => p.country));
    for (const c of placedIn) expect(res.unchosen.some((u) => u.country === c)).toBe(true);
    for (const p of res.reconciliation.places.filter((x) => x.place === 'return')) expect(countries ? chosen.has(p.country!) : true).toBe(true);
  });
});

describe('unchosen figures', () => {
  it('are those the return would show (same net and VAT as computing it)', async () => {
    const only = await compute(['DE']);
    const all = await compute(undefined);
    for (const u of only.unchosen.filter((x) => x.country !== 'OSS' && x.country !== 'GB')) {
      const ret = all.returns.find((x) => x.country === u.country)!;
      const lines = ret.lines!.filter((l) => l.kind !== 'importVatDeducted' && l.kind !== 'postponedImportVat');
      const cents = (s: string) => Math.round(Number(s) * 100);
      expect(cents(u.net.value)).toBe(lines.reduce((n, l) => n + cents(l.net.value), 0));
      expect(cents(u.vat.value)).toBe(lines.reduce((n, l) => n + cents(l.vat.value), 0));
    }
    const oss = only.unchosen.find((u) => u.country === 'OSS');
    expect(oss?.vat.value).toBe(all.oss ? (Number(all.oss.totals.vat) + Number(all.oss.totals.correctionsVat)).toFixed(2) : undefined);
  });
});
