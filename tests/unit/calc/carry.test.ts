/**
 * Issue #32, carry-forward in the mock: with the seller's Art. 69 choice (no invoice) a transfer made
 * on 28 March is kept with March's calculation (`result.carriedForward`) and added to the seller's
 * April calculation automatically (`result.carriedIn`) — the calculator's and the declarations'
 * alike, from whichever March calculation finished last — exactly once; a March recalculated with
 * the default rule carries nothing. A carried transfer whose next period was already filed is never
 * added to the filed return: March's result warns, naming the rows and proposing a correction.
 */
import calcMock from '../../../mock/calc';
import { db, issueToken, resetStore } from '../../../mock/_store';
import { carriedInFor } from '../../../mock/_store/carry';
import { declareStore, declareTest, newDeclaration, nextDeclareCalcId, runDeclareCalc, type DeclareCalc, type StoredDeclaration } from '../../../mock/_store/declare';
import { setSellerTransferInvoice, vatTaxStore } from '../../../mock/_store/vat-tax';
import type { CalcBasicData } from '@/core/calc/model';
import type { VatResult } from '@/core/vat/types';
import { calc as money, row, vtr } from '../vat/helpers';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (route: string, input: MockCallInput = {}) => callRoute(calcMock as unknown as Record<string, unknown>, route, input);

/** The seller's (user 1) French VAT record. */
const frRecord = () => vatTaxStore().numbers.find((r) => r.userId === 1 && r.countryCode === 'FR')!;

/** March: a French sale (net 100.00, VAT 20.00) and a DE→FR transfer of 10 items at 5.00 EUR on 28 March. April: one French sale. */
const MARCH = vtr([
  money('100.00', '20.00', '120.00', '0.2', { SALE_DEPART_COUNTRY: 'FR', SALE_ARRIVAL_COUNTRY: 'FR', TRANSACTION_COMPLETE_DATE: '10-03-2025', TAX_CALCULATION_DATE: '10-03-2025' }),
  row({ TRANSACTION_TYPE: 'FC_TRANSFER', MARKETPLACE: '', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'FR', QTY: '10', COST_PRICE_OF_ITEMS: '5.00', SELLER_SKU: 'SKU-T', TRANSACTION_COMPLETE_DATE: '28-03-2025' }),
]);
const APRIL = vtr([money('50.00', '10.00', '60.00', '0.2', { ACTIVITY_PERIOD: '2025-APR', SALE_DEPART_COUNTRY: 'FR', SALE_ARRIVAL_COUNTRY: 'FR', TRANSACTION_COMPLETE_DATE: '12-04-2025', TAX_CALCULATION_DATE: '12-04-2025' })]);

/** Stores `text` as the seller's uploaded file `key`. */
function upload(key: string, text: string): { key: string; name: string; size: number } {
  const data = Buffer.from(text);
  const name = key.split('/').pop()!;
  db().files.set(key, { key, name, size: data.length, mime: 'text/csv', data, ownerId: 1, createdAt: '' });
  return { key, name, size: data.length };
}

/** A monthly calculator calculation of the seller's French return. */
function basicOf(start: string, end: string, file: { key: string; name: string; size: number }): CalcBasicData {
  return { countryCode: { key: 'FR', text: '法国' }, taxPeriodType: 'month', startDate: start, endDate: end, vatNumber: frRecord().vatNumber, countries: ['DE'], saleFiles: [{ ...file, md5: '', crc32: '' }] };
}

async function calculate(token: string, basic: CalcBasicData & { transferInvoice?: 'none' | 'sameDay' }): Promise<VatResult> {
  const created = await call('POST /api/calculate-tax', { token, body: basic });
  expect(created.body.success).toBe(true);
  for (let i = 0; i < 150; i++) {
    const r = await call('GET /api/calculate-tax/:id(\\d+)', { token, params: { id: String(created.body.data.id) } });
    if (r.body.data.status === 'done') return r.body.data.result as VatResult;
    if (r.body.data.status === 'failed') throw new Error(r.body.data.error);
    await new Promise<void>((res) => {
      setTimeout(res, 50);
    });
  }
  throw new Error('the calculation did not finish');
}

const acquisition = (r: VatResult) => r.returns.find((x) => x.country === 'FR')?.lines?.find((l) => l.kind === 'acquisition');

let token: string;
beforeEach(() => {
  resetStore();
  declareTest().calcDelayMs = 0;
  token = issueToken(1);
});

describe('the calculator carries the transfers of March into April', () => {
  it("April's calculation includes the 28 March transfer from March's calculation, once; a March recalculated with the default rule carries none", async () => {
    const mar = upload('report/1/mar.csv', MARCH);
    const apr = upload('report/1/apr.csv', APRIL);
    const march = await calculate(token, { ...basicOf('2025-03-01', '2025-03-31', mar), transferInvoice: 'none' });
    expect(march.carriedForward?.entries.map((c) => [c.file, c.row, c.taxPoint, c.cost])).toEqual([['mar.csv', 3, '2025-04-15', '5.00']]);
    expect(acquisition(march)).toBeUndefined();

    const april = await calculate(token, basicOf('2025-04-01', '2025-04-30', apr));
    expect(april.carriedIn?.rows.map((x) => [x.file, x.row])).toEqual([['mar.csv', 3]]);
    // FR acquisition 10 × 5.00 = 50.00, VAT 20 % = 10.00 (Arts. 21, 68, 69); DE's supply in the unchosen DE return
    expect([acquisition(april)?.net.value, acquisition(april)?.vat.value]).toEqual(['50.00', '10.00']);
    expect(april.reconciliation).toMatchObject({ rows: 1, carriedIn: 1, balanced: true });

    // April's upload with March's report again: still once
    const twice = await calculate(token, { ...basicOf('2025-04-01', '2025-04-30', apr), saleFiles: [{ ...mar, md5: '', crc32: '' }, { ...apr, md5: '', crc32: '' }] });
    expect(acquisition(twice)?.net.value).toBe('50.00');
    expect(twice.outOfPeriod.reasons?.map((o) => o.reason)).toEqual(['OUTSIDE_PERIOD', 'CARRIED_IN']);

    // March again with the default rule (the transfer is March's now): April takes nothing in
    const again = await calculate(token, { ...basicOf('2025-03-01', '2025-03-31', mar), transferInvoice: 'sameDay' });
    expect(again.carriedForward).toBeUndefined();
    expect(acquisition(again)?.net.value).toBe('50.00');
    const april2 = await calculate(token, basicOf('2025-04-01', '2025-04-30', apr));
    expect(april2.carriedIn).toBeUndefined();
    expect(acquisition(april2)).toBeUndefined();
  });
});

/** A declaration of the seller's French record for `start`–`end` with `file`, stored. */
function declaration(start: string, end: string, file: { key: string; name: string; size: number }): StoredDeclaration {
  const r = frRecord();
  const d = newDeclaration({ ...r, vatTaxId: r.id, frequency: 'monthly' }, start, end, { saleFiles: [file] });
  declareStore().list.push(d);
  return d;
}

/** Runs the engine on `d` as `POST /tax-calculate` does (status left as it is). */
async function calcOf(d: StoredDeclaration): Promise<VatResult> {
  const c: DeclareCalc = { id: nextDeclareCalcId(), status: 'running', startedAt: '2026-01-01 10:00:00', by: '张伟', problems: [] };
  d.calcs.push(c);
  await runDeclareCalc(d, c);
  expect(c.status).toBe('done');
  return c.result!;
}

describe('the declarations carry the transfers of March into April', () => {
  it("April's declaration includes the carried transfer; the rule and the rows are said", async () => {
    setSellerTransferInvoice(1, 'none', '张伟');
    const march = await calcOf(declaration('2025-03-01', '2025-03-31', upload('report/1/mar.csv', MARCH)));
    expect(march.carriedForward?.rowCount).toBe(1);
    expect(march.transferRule?.invoice).toBe('none');
    const who = { sellerId: 1, country: 'FR', vatNumber: frRecord().vatNumber };
    expect(carriedInFor(who, '2025-04-01').from?.kind).toBe('declaration');
    const april = await calcOf(declaration('2025-04-01', '2025-04-30', upload('report/1/apr.csv', APRIL)));
    expect(acquisition(april)?.vat.value).toBe('10.00');
    expect(april.carriedIn?.rowCount).toBe(1);
    expect(april.warnings.find((w) => w.code === 'TRANSFERS_CARRIED_IN')?.message).toContain('2025-03-01 至 2025-03-31');
  });

  it('a carried transfer whose next period is already filed: a warning on March naming the row and proposing a correction, the filed return unchanged', async () => {
    const aprilDecl = declaration('2025-04-01', '2025-04-30', upload('report/1/apr.csv', APRIL));
    await calcOf(aprilDecl); // April computed and filed before March carried anything
    aprilDecl.status = 6;
    aprilDecl.submittedAt = '2025-05-12 09:30:00';
    const filedAmount = aprilDecl.amount;
    setSellerTransferInvoice(1, 'none', '张伟');
    const march = await calcOf(declaration('2025-03-01', '2025-03-31', upload('report/1/mar.csv', MARCH)));
    const w = march.warnings.find((x) => x.code === 'CARRIED_TO_FILED_PERIOD');
    expect(w?.message).toContain('mar.csv 第 3 行（2025-03-28，DE→FR，SKU SKU-T）');
    expect(w?.message).toContain('2025-04-01 至 2025-04-30');
    expect(w?.message).toContain('更正申报');
    expect(w?.rows.map((x) => x.row)).toEqual([3]);
    expect(aprilDecl.amount).toBe(filedAmount);
    expect(aprilDecl.calcs).toHaveLength(1);
  });

  it('no warning when the filed next period already took the transfer in', async () => {
    setSellerTransferInvoice(1, 'none', '张伟');
    const marchDecl = declaration('2025-03-01', '2025-03-31', upload('report/1/mar.csv', MARCH));
    await calcOf(marchDecl);
    const aprilDecl = declaration('2025-04-01', '2025-04-30', upload('report/1/apr.csv', APRIL));
    expect((await calcOf(aprilDecl)).carriedIn?.rowCount).toBe(1);
    aprilDecl.status = 6;
    aprilDecl.submittedAt = '2025-05-12 09:30:00';
    const again = await calcOf(marchDecl);
    expect(again.carriedForward?.rowCount).toBe(1);
    expect(again.warnings.some((x) => x.code === 'CARRIED_TO_FILED_PERIOD')).toBe(false);
  });
});
