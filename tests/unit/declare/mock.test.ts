/**
 * The declaration mock (mock/declare.ts) and the VAT Italy mock (mock/declare/italy.ts): scope and
 * filters, the whole GB chain from an uploaded report (the engine's own figures, not canned ones),
 * refusals with their codes, a batch where one row is refused, the NL payment reference, the
 * history of who did what; Italy records CRUD and import.
 */
import * as XLSX from 'xlsx';
import routes from '../../../mock/declare';
import italy from '../../../mock/declare/italy';
import { db, issueToken, resetStore, storeFile } from '../../../mock/_store';
import { declareStore, declareTest } from '../../../mock/_store/declare';
import { vatTaxStore } from '../../../mock/_store/vat-tax';
import { calculateVat, fromBytes } from '@/core/vat';
import { checkNlReference, nlParts } from '@/core/declare/payment';
import { DECLARE_STATUSES } from '@/core/declare/status';
import { generateVtr } from '../../../scripts/gen-vtr';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const all = { ...(routes as unknown as Record<string, unknown>), ...(italy as unknown as Record<string, unknown>) };
const call = async (r: string, input: MockCallInput = {}) => (await callRoute(all, r, input)).body;
let seller: string;
let agent: string;

beforeEach(() => {
  resetStore();
  declareTest().calcDelayMs = 0;
  seller = issueToken(1);
  agent = issueToken(2);
});

const list = async (token: string, query: Record<string, unknown> = {}) => (await call('GET /api/vat-declare/list', { token, query: { perPage: '100', ...query } })).data;
const byId = (id: number) => declareStore().list.find((d) => d.id === id)!;
const until = async (fn: () => boolean) => {
  for (let i = 0; i < 200 && !fn(); i += 1) await new Promise((r) => {
    setTimeout(r, 25);
  });
};

describe('seed and list', () => {
  it('seeds every status for the seller and the agent’s clients in several countries', () => {
    const rows = declareStore().list;
    expect(new Set(rows.map((d) => d.status))).toEqual(new Set(DECLARE_STATUSES));
    expect(new Set(rows.map((d) => d.countryCode))).toEqual(new Set(['GB', 'DE', 'FR', 'PL', 'CZ', 'NL', 'ES', 'IT']));
    // tied to the records area's VAT numbers
    for (const d of rows.filter((x) => x.vatTaxId)) expect(vatTaxStore().numbers.find((n) => n.id === d.vatTaxId)?.vatNumber).toBe(d.vatNumber);
  });

  it('a seller sees only their own; an agent the clients’, narrowed by users (unknown: none)', async () => {
    const mine = await list(seller, { status: 'all' });
    expect(new Set(mine.list.map((r: { userId: number }) => r.userId))).toEqual(new Set([1]));
    const agentAll = await list(agent, { status: 'all' });
    expect(new Set(agentAll.list.map((r: { userId: number }) => r.userId))).toEqual(new Set([3, 4, 5]));
    const only4 = await list(agent, { status: 'all', users: '4' });
    expect(only4.total).toBe(3);
    expect((await list(agent, { users: '999' })).total).toBe(0);
  });

  it('status defaults to "0" (open): finished ones appear with status=1 or all; type is the exact status', async () => {
    const open = await list(seller);
    expect(open.list.map((r: { status: number }) => r.status).sort()).toEqual([0, 3, 5]);
    expect((await list(seller, { status: '1' })).list.map((r: { status: number }) => r.status).sort()).toEqual([8, 9]);
    expect((await list(seller, { status: 'all', type: '8' })).total).toBe(1);
    expect((await list(seller, { status: 'all', countryCode: 'de' })).total).toBe(2);
  });

  it('rows carry the actions the table allows the caller', async () => {
    const rows = (await list(agent, { status: 'all' })).list as { id: number; status: number; actions: string[] }[];
    expect(rows.find((r) => r.status === 3)!.actions).toContain('directDeclare');
    const sellerRows = (await list(seller)).list as { status: number; actions: string[] }[];
    expect(sellerRows.find((r) => r.status === 3)!.actions).not.toContain('directDeclare');
  });

  it('the status call gives both enumerations in Chinese', async () => {
    const d = (await call('GET /api/vat-declare/status', { token: seller })).data;
    expect(d.vatDeclareStatusData).toHaveLength(10);
    expect(d.vatDeclareTypeData).toEqual([{ value: 0, label: '正常申报' }, { value: 1, label: '零申报' }]);
  });
});

describe('the GB chain from an uploaded report', () => {
  it('upload → engine → confirm → return → submit (receipt; second refused) → guide → payment (wrong amount refused) → paid', async () => {
    const d = byId(5001);
    expect(d.status).toBe(0);
    const csv = Buffer.from(generateVtr({ seed: 11, rows: 400, period: { from: d.periodStart, to: d.periodEnd } }));
    storeFile({ key: 'upload/1/gb.csv', name: 'gb.csv', mime: 'text/csv', data: csv, ownerId: 1 });
    const saved = await call('POST /api/vat-declare/batch-save', { token: seller, body: { vatTaxId: 1001, periodStart: d.periodStart, saleFiles: [{ key: 'upload/1/gb.csv', name: 'gb.csv', size: csv.length }] } });
    expect(saved.data).toMatchObject({ id: 5001, status: 1 });

    expect((await call('POST /api/vat-declare/tax-calculate/:id(\\d+)', { token: seller, params: { id: '5001' } })).success).toBe(true);
    await until(() => d.calcs[0]?.status !== 'running');
    // The engine's figure on the same file, not a canned one.
    const engine = await calculateVat([fromBytes('gb.csv', new Uint8Array(csv), 1 << 20)], { countries: ['GB'], period: { from: d.periodStart, to: d.periodEnd } } as never);
    const gb = engine.returns.find((r) => r.country === 'GB')!;
    expect(d.amount).toBe(gb.totals.payable);
    expect(d.status).toBe(3);

    expect((await call('PUT /api/vat-declare/confirm/:id(\\d+)', { token: seller, params: { id: '5001' } })).data.status).toBe(4);
    expect((await call('POST /api/vat-declare/:id(\\d+)/vat-return', { token: seller, params: { id: '5001' } })).data.status).toBe(5);
    const ret = (await call('GET /api/vat-declare/:id(\\d+)/vat-return', { token: seller, params: { id: '5001' } })).data;
    expect(ret.boxes.box5).toBe(gb.boxes!.box5.value);
    const sub = await call('POST /api/vat-declare/:id(\\d+)/vat-return/submit', { token: seller, params: { id: '5001' } });
    expect(sub.data.receipt).toMatchObject({ formBundleNumber: expect.stringMatching(/^\d{12}$/), receiptId: expect.any(String), processingDate: expect.any(String) });
    const again = await call('POST /api/vat-declare/:id(\\d+)/vat-return/submit', { token: seller, params: { id: '5001' } });
    expect(again).toMatchObject({ success: false, errorCode: 'DUPLICATE_SUBMISSION', errorMessage: '该期间的申报表已提交，不能重复提交' });
    // the records area now sees the period as filed
    expect(vatTaxStore().filed.some((f) => f.vatTaxId === 1001 && f.periodStart === d.periodStart)).toBe(true);

    const guide = (await call('GET /api/vat-declare/:id(\\d+)/payment-guide', { token: seller, params: { id: '5001' } })).data;
    expect(guide.status).toBe(7);
    expect(guide.guideInput).toMatchObject({ country: 'GB', vatNumber: d.vatNumber, amount: d.amount });

    storeFile({ key: 'upload/1/proof.pdf', name: 'proof.pdf', mime: 'application/pdf', data: Buffer.from('%PDF-1.4'), ownerId: 1 });
    storeFile({ key: 'upload/1/proof.exe', name: 'proof.exe', mime: 'application/octet-stream', data: Buffer.from('MZ'), ownerId: 1 });
    const pay = (amount: string, key = 'upload/1/proof.pdf') => call('POST /api/vat-declare/:id(\\d+)/payment', { token: seller, params: { id: '5001' }, body: { paidOn: '2026-11-01', amount, proof: { key, name: key.split('/').pop() } } });
    expect(await pay('1.00')).toMatchObject({ success: false, errorCode: 'AMOUNT_MISMATCH' });
    expect(await pay(d.amount!, 'upload/1/proof.exe')).toMatchObject({ success: false, errorMessage: '缴款凭证只支持 PDF、JPG、PNG 格式' });
    expect(d.status).toBe(7);
    expect((await pay(d.amount!)).data.status).toBe(8);

    // the history says who did what, when
    const info = (await call('GET /api/vat-declare/:id(\\d+)', { token: seller, params: { id: '5001' } })).data;
    expect(info.history.map((h: { action: string }) => h.action).reverse()).toEqual(['upload', 'taxCalculate', 'calcFinished', 'confirm', 'vatReturn', 'submit', 'paymentGuide', 'payment']);
    expect(info.history[0]).toMatchObject({ by: '张伟', actor: 'seller', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
  });

  it('a zero declaration for DE: confirmed, generated, submitted, payments ignored', async () => {
    const d = byId(5004 - 1); // DE open period of the seller (status 3) — zero declaration replaces the data
    const z = await call('POST /api/vat-declare/batch-save', { token: seller, body: { vatTaxId: 1002, periodStart: d.periodStart, isZeroDeclare: true } });
    expect(z.data).toMatchObject({ status: 4, declareType: 1, amount: '0.00' });
    expect((await call('POST /api/vat-declare/:id(\\d+)/vat-return', { token: seller, params: { id: String(d.id) } })).data.status).toBe(5);
    expect((await call('POST /api/vat-declare/:id(\\d+)/vat-return/submit', { token: seller, params: { id: String(d.id) } })).data.status).toBe(6);
    expect((await call('GET /api/vat-declare/:id(\\d+)/payment-guide', { token: seller, params: { id: String(d.id) } })).errorCode).toBe('NOTHING_TO_PAY');
    expect((await call('PUT /api/vat-declare/payments/ignore', { token: seller, body: { ids: [d.id] } })).data).toEqual({ done: [d.id], refused: [] });
    expect(d.status).toBe(9);
  });
});

describe('refusals', () => {
  it('an action the status does not allow is a business error, and nothing changes', async () => {
    const r = await call('PUT /api/vat-declare/confirm/:id(\\d+)', { token: seller, params: { id: '5002' } });
    expect(r).toMatchObject({ success: false, errorCode: 'ACTION_NOT_ALLOWED', errorMessage: '当前状态为「已缴款」，不能执行「确认」' });
    expect(byId(5002).status).toBe(8);
  });

  it('submitting before the period ends: TAX_PERIOD_NOT_ENDED', async () => {
    const r = await call('POST /api/vat-declare/:id(\\d+)/vat-return/submit', { token: seller, params: { id: '5004' } });
    expect(r.errorCode).toBe('TAX_PERIOD_NOT_ENDED');
    expect(r.errorMessage).toMatch(/^申报期间尚未结束/);
    expect(byId(5004).status).toBe(5);
  });

  it('a seller may not direct-declare; another user’s declaration is not found', async () => {
    expect((await call('PUT /api/vat-declare/direct-declare/:id(\\d+)', { token: seller, params: { id: '5003' } })).errorCode).toBe('ACTOR_NOT_ALLOWED');
    expect((await call('PUT /api/vat-declare/confirm/:id(\\d+)', { token: seller, params: { id: '5008' } })).errorCode).toBe('NOT_FOUND');
  });

  it('a batch applies to the allowed rows and lists the refused ones with the reason', async () => {
    const r = (await call('PUT /api/vat-declare/confirm', { token: agent, body: { ids: [5008, 5009, 5013] } })).data;
    expect(r.done).toEqual([5008, 5013]);
    // 5009's last calculation has a blocking problem (issue #19): the reason names it
    expect(r.refused).toEqual([{ id: 5009, label: expect.stringContaining('CZ'), code: 'BLOCKING_PROBLEM', reason: expect.stringContaining('本期计算有阻止申报的问题，不能执行「确认」：控制报表') }]);
    expect([byId(5008).status, byId(5009).status, byId(5013).status]).toEqual([4, 2, 4]);
    expect(byId(5008).history.at(-1)).toMatchObject({ action: 'confirm', actor: 'agent', by: '李娜' });
  });

  it('the list call without a token answers 401', async () => {
    expect((await callRoute(all, 'GET /api/vat-declare/list', {})).http).toBe(401);
  });
});

describe('NL payment reference', () => {
  it('is the one issued for the return, consistent with its tax number, year and period', async () => {
    const nl = declareStore().list.find((d) => d.countryCode === 'NL')!;
    const r = (await call('GET /api/vat-declare/nl/pay-remark/:id(\\d+)', { token: agent, params: { id: String(nl.id) } })).data;
    expect(r.reference).toMatch(/^\d{16}$/);
    expect(r.formatted).toMatch(/^\d{4}\.\d{4}\.\d{4}\.\d{4}$/);
    expect(r.checks).toEqual([]);
    expect(checkNlReference(r.reference, { ...nlParts(nl.vatNumber)!, year: Number(nl.periodStart.slice(0, 4)), periodStart: nl.periodStart, frequency: 'quarterly' })).toEqual([]);
    expect((await call('GET /api/vat-declare/nl/pay-remark/:id(\\d+)', { token: seller, params: { id: '5001' } })).errorCode).toBe('NOT_FOUND');
  });
});

describe('VAT Italy records', () => {
  const it1 = () => vatTaxStore().numbers.find((n) => n.countryCode === 'IT' && n.vatNumber)!;

  it('lists the agent’s clients’ records, adds with validation, deletes', async () => {
    const vat = it1().vatNumber;
    const before = (await call('GET /api/vat-italy', { token: agent })).data.total;
    expect(before).toBe(3);
    const bad = await call('POST /api/vat-italy/add', { token: agent, body: { vatNumber: vat, kind: 'lipe', period: '2026-05', amount: '0', dueDate: '2026-09-30' } });
    expect(bad).toMatchObject({ success: false, errorCode: 'VALIDATION', data: { field: 'period' }, errorMessage: 'LIPE 的期间应为 YYYY-Q1 至 YYYY-Q4' });
    const notMine = await call('POST /api/vat-italy/add', { token: seller, body: { vatNumber: vat, kind: 'lipe', period: '2026-Q2', amount: '0', dueDate: '2026-09-30' } });
    expect(notMine.data.field).toBe('vatNumber');
    const added = (await call('POST /api/vat-italy/add', { token: agent, body: { vatNumber: vat, kind: 'lipe', period: '2026-Q2', amount: '0', dueDate: '2026-09-30' } })).data;
    expect((await call('GET /api/vat-italy', { token: agent })).data.total).toBe(4);
    expect((await call('POST /api/vat-italy/delete', { token: agent, body: { ids: [added.id] } })).data).toEqual({ deleted: 1 });
    expect((await call('GET /api/vat-italy', { token: agent })).data.total).toBe(3);
  });

  it('imports valid rows of an .xlsx and lists the bad ones by row', async () => {
    const vat = it1().vatNumber;
    const ws = XLSX.utils.json_to_sheet([
      { 'P.IVA': vat, 事项: '定期结算（liquidazione）', 期间: '2026-Q2', '金额（EUR）': '812.40', 截止日期: '2026-08-16', 税目代码: '6032', 备注: '' },
      { 'P.IVA': vat, 事项: '年度申报（Dichiarazione IVA）', 期间: '26', '金额（EUR）': '1', 截止日期: '2026-04-30', 税目代码: '', 备注: '' },
    ]);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'sheet1');
    storeFile({ key: 'upload/2/it.xlsx', name: 'it.xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data: XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer, ownerId: 2 });
    const r = (await call('POST /api/vat-italy/import', { token: agent, body: { key: 'upload/2/it.xlsx' } })).data;
    expect(r).toEqual({ added: 1, errors: [{ row: 3, message: '年度申报的期间应为年份 YYYY' }] });
    expect(db().files.has('upload/2/it.xlsx')).toBe(true);
  });
});
