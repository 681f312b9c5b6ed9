/**
 * Issue #32: no transfer lost between periods. By default an intra-EU transfer of own goods is
 * declared in the period of the report that lists it (the transfer documents are issued on the
 * transfer day: VAT Directive Art. 69, the invoice date is the tax point); the 15th of the next month
 * (Art. 69 without an invoice) is the seller's explicit choice (`transferInvoice: 'none'`), and then
 * a transfer made in March is carried forward (`carriedForward`) and placed in April's calculation
 * from March's report alone (`carriedIn`), exactly once. The out-of-period list names the true
 * reason of each row; a transfer without a cost is reported whatever its tax point; the
 * reconciliation balances in both modes and counts carried rows as placed in both periods.
 */
import { join } from 'path';
import { calculateQuarter, calculateVat, parseRegistration, type CarriedRow, type VatOptions, type VatResult } from '../../../src/core/vat';
import { carriedToFiledWarning } from '../../../src/core/vat/transfers';
import { blockingProblems } from '../../../src/core/declare/checks';
import { fromPath } from '../../../src/core/vat/node';
import { line, row, run, vtr } from './helpers';

const MAR: VatOptions = { startDate: '2025-03-01', endDate: '2025-03-31' };
const APR: VatOptions = { startDate: '2025-04-01', endDate: '2025-04-30' };
const ART69: VatOptions = { transferInvoice: 'none' };
const OLD_MESSAGE = /交易完成日期不在申报期/;

/** A DE→FR transfer of 10 items on `date` (DD-MM-YYYY), cost 5.00 EUR each (Art. 76): 50.00. */
const move = (date: string) =>
  row({ TRANSACTION_TYPE: 'FC_TRANSFER', MARKETPLACE: '', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'FR', QTY: '10', COST_PRICE_OF_ITEMS: '5.00', SELLER_SKU: 'SKU-T', TRANSACTION_CURRENCY_CODE: 'EUR', TRANSACTION_COMPLETE_DATE: date });
/** The March report of a monthly seller: one DE domestic sale (net 10.00, VAT 1.90) and the 28 March transfer. */
const marchReport = () =>
  vtr([
    row({ TAX_CALCULATION_DATE: '10-03-2025', TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: '10.00', TOTAL_ACTIVITY_VALUE_VAT_AMT: '1.90', TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: '11.90', PRICE_OF_ITEMS_VAT_RATE_PERCENT: '0.19', TRANSACTION_COMPLETE_DATE: '10-03-2025' }),
    move('28-03-2025'),
  ]);

describe('a monthly seller with a transfer on 28 March', () => {
  it('files it in March by default (the transfer day is the tax point) and says which rule applied', async () => {
    const r = await run({ 'mar.csv': marchReport() }, MAR);
    // DE: exempt intra-EU supply 10 × 5.00 = 50.00 (Art. 138(2)(c)); FR: acquisition 50.00, VAT 20 % = 10.00 (Arts. 21, 68)
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('50.00');
    expect(line(r, 'FR', 'acquisition', '0.2')?.vat.value).toBe('10.00');
    expect(r.outOfPeriod.rowCount).toBe(0);
    expect(r.outOfPeriod.reasons).toEqual([]);
    expect(r.transferRule?.invoice).toBe('sameDay');
    expect(r.transferRule?.sentence).toContain('移库日所在申报期');
    expect(r.reconciliation.balanced).toBe(true);
    expect(r.reconciliation.places.find((p) => p.place === 'movement')?.rowCount).toBe(1);
  });

  it('with the Art. 69 choice it falls after March: the March result carries it forward with its row and says why (tax point 15 April)', async () => {
    const r = await run({ 'mar.csv': marchReport() }, { ...MAR, ...ART69 });
    expect(line(r, 'DE', 'intraEuSupply')).toBeUndefined();
    expect(r.returns.find((x) => x.country === 'FR')).toBeUndefined();
    // not out of the period: this period's report, carried to the next one
    expect(r.outOfPeriod.rowCount).toBe(0);
    expect(r.carriedForward).toMatchObject({ reason: 'TAX_POINT_AFTER_PERIOD', rowCount: 1 });
    expect(r.carriedForward?.rows.map((x) => x.row)).toEqual([3]);
    expect(r.carriedForward?.entries).toEqual([
      { file: 'mar.csv', row: 3, eventId: expect.any(String), type: 'FC_TRANSFER', date: '2025-03-28', taxPoint: '2025-04-15', depart: 'DE', arrival: 'FR', sku: 'SKU-T', qty: 10, cost: '5.00', currency: 'EUR', transferInvoice: 'none', period: { from: '2025-03-01', to: '2025-03-31' } },
    ]);
    expect(r.carriedForward?.message).toContain('次月 15 日');
    expect(r.carriedForward?.message).toContain('自动结转下期');
    expect(r.carriedForward?.message).not.toMatch(OLD_MESSAGE);
    const w = r.warnings.filter((x) => x.code === 'TRANSFERS_CARRIED_FORWARD');
    expect(w.map((x) => x.rows.map((y) => y.row))).toEqual([[3]]);
    expect(r.warnings.some((x) => x.code === 'PERIOD_MISMATCH')).toBe(false);
    expect(r.transferRule?.invoice).toBe('none');
    expect(r.transferRule?.sentence).toContain('次月 15 日');
    // 2 rows in the period: the sale placed in DE's return, the transfer carried forward
    expect(r.reconciliation).toMatchObject({ rows: 2, inPeriod: 2, outOfPeriod: 0, placed: 2, balanced: true });
    expect(r.reconciliation.places.find((p) => p.place === 'carriedForward')?.rowCount).toBe(1);
  });

  it('with the Art. 69 choice the same report computed for April puts the transfer in April (tax point 15 April) and names the March sale as outside', async () => {
    const r = await run({ 'mar.csv': marchReport() }, { ...APR, ...ART69 });
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('50.00');
    expect(r.outOfPeriod.reasons?.map((o) => [o.reason, o.rowCount])).toEqual([['OUTSIDE_PERIOD', 1]]);
    expect(r.outOfPeriod.reasons?.[0].message).toMatch(OLD_MESSAGE); // the sale of 10 March: its completion date IS outside April
    expect(r.reconciliation.balanced).toBe(true);
  });

  it('a row outside the period in both modes keeps the completion-date reason', async () => {
    for (const o of [{}, ART69]) {
      // a January transfer: transfer day and tax point (15 February) both before March
      const r = await run({ 'a.csv': vtr([move('20-01-2025')]) }, { ...MAR, ...o });
      expect(r.outOfPeriod.reasons?.map((x) => x.reason)).toEqual(['OUTSIDE_PERIOD']);
      expect(r.reconciliation.balanced).toBe(true);
    }
  });
});

describe('a March 2025 report in the shape of a real VAT Transaction Report (four SK→FR transfers, no cost price)', () => {
  const FILE = join(__dirname, '../../fixtures/vat/fr_seller_mar_2025_transfers_vtr.csv');
  const NAME = 'fr_seller_mar_2025_transfers_vtr.csv';
  const OPTS: VatOptions = { ...MAR, establishment: 'FR', oss: { registered: true, from: '2021-07-01', memberState: 'FR' }, vatNumbers: { FR: 'FR40303265045', SK: 'SK4120123456' } };
  const calc = (o: VatOptions): Promise<VatResult> => calculateVat([fromPath(FILE)], { ...OPTS, ...o });
  // spreadsheet rows (header = 1) of the transfers of 4, 11, 19 and 28 March
  const TRANSFER_ROWS = [4, 6, 8, 11];

  it('by default the four transfers are in the March calculation, with the missing cost named', async () => {
    const r = await calc({});
    expect(r.counts.rows).toBe(10);
    expect(r.outOfPeriod.rowCount).toBe(0);
    const e = r.errors.find((x) => x.code === 'MOVEMENT_WITHOUT_COST');
    expect(e).toMatchObject({ file: NAME, rows: TRANSFER_ROWS, rowCount: 4, countries: ['FR', 'SK'] });
    expect(e?.message).toContain('斯洛伐克');
    expect(e?.message).toContain('LAMP-01');
    expect(e?.message).toContain('LAMP-02');
    expect(r.warnings.find((x) => x.code === 'MOVEMENT_WITHOUT_COST')?.rows.map((x) => x.row)).toEqual(TRANSFER_ROWS);
    expect(r.reconciliation.places.find((p) => p.place === 'movementWithoutCost')?.rowCount).toBe(4);
    expect(r.reconciliation).toMatchObject({ rows: 10, inPeriod: 10, outOfPeriod: 0, placed: 10, balanced: true });
  });

  it('with costs the four transfers are valued in March: SK supply 188.80, FR acquisition VAT 37.76', async () => {
    // LAMP-01: 12 + 20 items × 4.50 = 144.00; LAMP-02: 6 + 8 items × 3.20 = 44.80; together 188.80 (Art. 76)
    const r = await calc({ costs: [{ sku: 'LAMP-01', cost: '4.50', currency: 'EUR' }, { sku: 'LAMP-02', cost: '3.20', currency: 'EUR' }], countries: ['FR', 'SK'] });
    expect(r.errors).toEqual([]);
    expect(line(r, 'SK', 'intraEuSupply')?.net.value).toBe('188.80');
    // FR acquisition at 20 %: 188.80 × 0.20 = 37.76, due and deductible
    expect(line(r, 'FR', 'acquisition', '0.2')?.vat.value).toBe('37.76');
    expect(r.reconciliation.balanced).toBe(true);
  });

  it('with the Art. 69 choice they are carried to April with the missing cost still named, and April names it again until a cost is given', async () => {
    const r = await calc(ART69);
    expect(r.outOfPeriod.rowCount).toBe(0);
    expect(r.carriedForward?.rows.map((x) => x.row)).toEqual(TRANSFER_ROWS);
    expect(r.carriedForward?.entries.map((c) => [c.date, c.taxPoint, c.depart, c.arrival, c.sku, c.qty, c.cost])).toEqual([
      ['2025-03-04', '2025-04-15', 'SK', 'FR', 'LAMP-01', 12, null],
      ['2025-03-11', '2025-04-15', 'SK', 'FR', 'LAMP-02', 6, null],
      ['2025-03-19', '2025-04-15', 'SK', 'FR', 'LAMP-01', 20, null],
      ['2025-03-28', '2025-04-15', 'SK', 'FR', 'LAMP-02', 8, null],
    ]);
    const e = r.errors.find((x) => x.code === 'MOVEMENT_WITHOUT_COST');
    expect(e).toMatchObject({ rows: TRANSFER_ROWS, rowCount: 4, carriedForward: true });
    expect(e?.message).toContain('已结转下期');
    // not a blocking problem of March's declaration: March's return is complete without them
    expect(blockingProblems(r, { country: 'FR', countryName: '法国', periodStart: '2025-03-01', periodEnd: '2025-03-31' })).toEqual([]);
    // carried, not placed in March: no movementWithoutCost place, 6 sales placed, 4 rows carried forward
    expect(r.reconciliation.places.find((p) => p.place === 'movementWithoutCost')).toBeUndefined();
    expect(r.reconciliation.places.find((p) => p.place === 'carriedForward')?.rowCount).toBe(4);
    expect(r.reconciliation).toMatchObject({ rows: 10, inPeriod: 10, outOfPeriod: 0, placed: 10, balanced: true });

    // April from March's carried rows alone (no report lists them): still without a cost, named again
    const apr = await calculateVat([], { ...OPTS, ...APR, ...ART69, carriedIn: r.carriedForward!.entries });
    const e2 = apr.errors.find((x) => x.code === 'MOVEMENT_WITHOUT_COST');
    expect(e2).toMatchObject({ file: `${NAME}（上期结转）`, rows: TRANSFER_ROWS, rowCount: 4 });
    expect(e2?.carriedForward).toBeUndefined();
    // April's declaration is blocked until the cost is given (its return would lack them)
    expect(blockingProblems(apr, { country: 'FR', countryName: '法国', periodStart: '2025-04-01', periodEnd: '2025-04-30' }).map((p) => p.code)).toContain('MOVEMENT_WITHOUT_COST');
    expect(apr.reconciliation).toMatchObject({ rows: 0, carriedIn: 4, inPeriod: 4, placed: 4, balanced: true });
    expect(apr.reconciliation.places).toEqual([{ place: 'movementWithoutCost', rowCount: 4 }]);
    // with the costs known in April: valued at them (Art. 76), SK supply 188.80, FR acquisition VAT 37.76
    const valued = await calculateVat([], { ...OPTS, ...APR, ...ART69, countries: ['FR', 'SK'], carriedIn: r.carriedForward!.entries, costs: [{ sku: 'LAMP-01', cost: '4.50', currency: 'EUR' }, { sku: 'LAMP-02', cost: '3.20', currency: 'EUR' }] });
    expect(valued.errors).toEqual([]);
    expect(line(valued, 'SK', 'intraEuSupply')?.net.value).toBe('188.80');
    expect(line(valued, 'FR', 'acquisition', '0.2')?.vat.value).toBe('37.76');
  });
});

/** April's report of the monthly seller: one DE domestic sale of 20 April (net 20.00, VAT 3.80), no transfer. */
const aprilReport = () =>
  vtr([row({ TAX_CALCULATION_DATE: '20-04-2025', TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL: '20.00', TOTAL_ACTIVITY_VALUE_VAT_AMT: '3.80', TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL: '23.80', PRICE_OF_ITEMS_VAT_RATE_PERCENT: '0.19', TRANSACTION_COMPLETE_DATE: '20-04-2025', ACTIVITY_PERIOD: '2025-APR' })]);

describe('carry-forward: the 28 March transfer with the Art. 69 choice is in April exactly once', () => {
  // one March report (its order ids are the same wherever it is read again)
  const march = marchReport();
  let carried: CarriedRow[];
  beforeAll(async () => {
    carried = (await run({ 'mar.csv': march }, { ...MAR, ...ART69 })).carriedForward!.entries;
  });

  it("appears in April's return from March's report alone (April's report does not list it)", async () => {
    const r = await run({ 'apr.csv': aprilReport() }, { ...APR, ...ART69, carriedIn: carried });
    // DE: the transfer's exempt supply 50.00 (Art. 138(2)(c)); FR: acquisition 50.00, VAT 10.00 (Arts. 21, 68, 69: tax point 15 April)
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('50.00');
    expect(line(r, 'FR', 'acquisition', '0.2')?.vat.value).toBe('10.00');
    expect(line(r, 'DE', 'domestic', '0.19')?.vat.value).toBe('3.80');
    expect(r.returns.find((x) => x.country === 'DE')?.ecsl?.map((x) => [x.kind, x.value.value])).toEqual([['transfer', '50.00']]);
    expect(r.carriedIn).toMatchObject({ rowCount: 1, duplicates: 0 });
    expect(r.carriedIn?.rows.map((x) => [x.file, x.row])).toEqual([['mar.csv', 3]]);
    expect(r.carriedIn?.message).toContain('2025-03-01 至 2025-03-31');
    expect(r.warnings.find((x) => x.code === 'TRANSFERS_CARRIED_IN')?.rowCount).toBe(1);
    // drill-down: the carried row's detail (valued 50.00, its tax point)
    expect(r.rowDetails.find((d) => d.file === 'mar.csv' && d.row === 3)).toMatchObject({ treatment: 'MOVEMENT', net: '50.00', date: '2025-04-15' });
    expect(r.transferRule?.carriedIn).toEqual([{ period: { from: '2025-03-01', to: '2025-03-31' }, invoice: 'none', rowCount: 1 }]);
    // rows 1 (April's sale) + carried in 1 = in period 2 = placed 2 (the sale in DE's return, the transfer a movement)
    expect(r.reconciliation).toMatchObject({ rows: 1, carriedIn: 1, unreadable: 0, outOfPeriod: 0, inPeriod: 2, placed: 2, balanced: true });
    expect(r.reconciliation.places.find((p) => p.place === 'movement')).toEqual({ place: 'movement', country: 'DE', rowCount: 1 });
  });

  it("exactly once: April's upload listing March's report again does not count the transfer twice", async () => {
    const r = await run({ 'mar.csv': march, 'apr.csv': aprilReport() }, { ...APR, ...ART69, carriedIn: carried });
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('50.00');
    expect(line(r, 'FR', 'acquisition', '0.2')?.net.value).toBe('50.00');
    expect(r.carriedIn).toMatchObject({ rowCount: 1, duplicates: 1 });
    // the report's copy is out of the period with its true reason; March's sale is outside April
    expect(r.outOfPeriod.reasons?.map((o) => [o.reason, o.rows.map((x) => `${x.file}#${x.row}`)])).toEqual([
      ['OUTSIDE_PERIOD', ['mar.csv#2']],
      ['CARRIED_IN', ['mar.csv#3']],
    ]);
    expect(r.outOfPeriod.reasons?.[1].message).toContain('上期结转');
    expect(r.reconciliation).toMatchObject({ rows: 3, carriedIn: 1, outOfPeriod: 2, inPeriod: 2, placed: 2, balanced: true });
  });

  it('a setting changed between periods: April with the default rule places the carried transfer by March\'s rule, and the result names both', async () => {
    const r = await run({ 'apr.csv': aprilReport() }, { ...APR, carriedIn: carried });
    expect(line(r, 'DE', 'intraEuSupply')?.net.value).toBe('50.00');
    expect(r.transferRule?.invoice).toBe('sameDay');
    expect(r.transferRule?.carriedIn?.map((c) => c.invoice)).toEqual(['none']);
    expect(r.transferRule?.sentence).toContain('移库当天');
    expect(r.transferRule?.sentence).toContain('2025-03-01 至 2025-03-31');
    expect(r.transferRule?.sentence).toContain('次月 15 日（第 69 条，不开票）');
    expect(r.transferRule?.sentence).toContain('更改了移库计税规则');
    expect(r.reconciliation.balanced).toBe(true);
  });

  it('a carried transfer whose tax point is not in the calculated period is out of it (a period after the next one)', async () => {
    const r = await run({ 'apr.csv': aprilReport() }, { startDate: '2025-05-01', endDate: '2025-05-31', carriedIn: carried });
    expect(r.returns.find((x) => x.country === 'FR')).toBeUndefined();
    expect(r.outOfPeriod.reasons?.map((o) => [o.reason, o.rowCount])).toEqual([['OUTSIDE_PERIOD', 2]]);
    expect(r.reconciliation).toMatchObject({ rows: 1, carriedIn: 1, outOfPeriod: 2, inPeriod: 0, balanced: true });
  });

  it('a quarter run places a carried transfer in the month of its tax point only', async () => {
    const q = await calculateQuarter([], ['DE::monthly', 'FR::monthly'].map(parseRegistration), '2025-04-01', { ...ART69, carriedIn: carried });
    const acq = q.returns.filter((x) => x.ret === 'FR').map((x) => [x.from, x.country?.lines?.find((l) => l.kind === 'acquisition')?.net.value ?? null]);
    expect(acq).toEqual([['2025-04-01', '50.00'], ['2025-05-01', null], ['2025-06-01', null]]);
    for (const run of q.runs) expect(run.result.reconciliation.balanced).toBe(true);
  });

  it('bad carried rows are refused with a Chinese reason naming the row', async () => {
    await expect(run({}, { ...APR, carriedIn: [{ ...carried[0], taxPoint: '15-04-2025' }] })).rejects.toThrow('上期结转的移库（文件 mar.csv 第 3 行）的纳税义务发生日');
    await expect(run({}, { ...APR, carriedIn: [{ ...carried[0], arrival: 'DE' }] })).rejects.toThrow('出发国 "DE" 或到达国 "DE" 无效');
  });

  it('carried to a period already filed: a Chinese warning naming the rows and proposing a correction', () => {
    const w = carriedToFiledWarning({ rowCount: 1, rows: [{ file: 'mar.csv', row: 3, eventId: 'x' }], entries: carried }, { from: '2025-04-01', to: '2025-04-30', submittedAt: '2025-05-10 10:00:00' });
    expect(w.code).toBe('CARRIED_TO_FILED_PERIOD');
    expect(w.message).toContain('mar.csv 第 3 行（2025-03-28，DE→FR，SKU SKU-T）');
    expect(w.message).toContain('已于 2025-05-10 10:00:00 提交');
    expect(w.message).toContain('更正申报');
    expect(w.rows.map((x) => x.row)).toEqual([3]);
  });
});

describe('the CLI carries the rows too (--carry-out / --carry-in)', () => {
  it('writes March\'s carried rows and reads them back, or a previous --json result', async () => {
    const { mkdtempSync, readFileSync, writeFileSync } = jest.requireActual('fs') as typeof import('fs');
    const { tmpdir } = jest.requireActual('os') as typeof import('os');
    const { main, parseArgs } = jest.requireActual('../../../scripts/vat') as typeof import('../../../scripts/vat');
    const dir = mkdtempSync(join(tmpdir(), 'carry-'));
    const fixtureFile = join(__dirname, '../../fixtures/vat/fr_seller_mar_2025_transfers_vtr.csv');
    const out = join(dir, 'carry.json');
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      // exit 0: March's returns are complete without the carried transfers (their missing cost is named for April)
      expect(await main(['--from', '2025-03-01', '--to', '2025-03-31', '--transfer-invoice', 'none', '--carry-out', out, fixtureFile])).toBe(0);
    } finally {
      write.mockRestore();
      err.mockRestore();
    }
    const rows = JSON.parse(readFileSync(out, 'utf8')) as CarriedRow[];
    expect(rows.map((c) => c.row)).toEqual([4, 6, 8, 11]);
    expect(parseArgs(['--carry-in', out, 'a.csv']).options.carriedIn).toEqual(rows);
    const prev = join(dir, 'march.json');
    writeFileSync(prev, JSON.stringify({ carriedForward: { entries: rows } }));
    expect(parseArgs(['--carry-in', prev, 'a.csv']).options.carriedIn).toHaveLength(4);
    writeFileSync(prev, '{}');
    expect(() => parseArgs(['--carry-in', prev, 'a.csv'])).toThrow('上期结转文件');
  });
});
