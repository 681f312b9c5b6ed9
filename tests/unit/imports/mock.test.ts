/**
 * The imports mock (mock/imports.ts, mock/_store/imports.ts, the delegating branch of batch-save in
 * mock/declare.ts): template download, upload with per-row errors, the temporary data set saved
 * into the declarations its rows belong to (created when missing; refused while a row has an error
 * or when the declaration is confirmed), GB conversion with accepted/refused/duplicate rows and its
 * confirmation; scope (an agent sees its clients' data, a seller only its own) and refusals.
 */
import * as XLSX from 'xlsx';
import declareRoutes from '../../../mock/declare';
import importRoutes from '../../../mock/imports';
import { db, issueToken, resetStore, storeFile } from '../../../mock/_store';
import { declareStore, declareTest } from '../../../mock/_store/declare';
import { importsStore } from '../../../mock/_store/imports';
import { vatTaxStore } from '../../../mock/_store/vat-tax';
import type { ImportRowValues } from '@/core/imports/template';
import { callRoute, type MockCallInput } from '../helpers/mock-call';
import { filledTemplate, gbWorkbook, goodBoxes } from '../../fixtures/imports';

const all = { ...(declareRoutes as unknown as Record<string, unknown>), ...(importRoutes as unknown as Record<string, unknown>) };
const call = async (r: string, input: MockCallInput = {}) => (await callRoute(all, r, input)).body;
let seller: string;
let agent: string;
let client1: string;

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
  agent = issueToken(2);
  client1 = issueToken(3);
});

let n = 0;
const upload = (ownerId: number, name: string, data: Buffer) => {
  n += 1;
  const key = `upload/${ownerId}/${n}/${name}`;
  storeFile({ key, name, mime: 'application/octet-stream', data, ownerId });
  return key;
};
/** The seeded open GB declaration of the seller (status 0) and a date inside its period. */
const sellerGb = () => declareStore().list.find((d) => d.userId === 1 && d.countryCode === 'GB' && d.status === 0)!;
const mid = (start: string) => `${start.slice(0, 8)}15`;
const row = (over: Partial<ImportRowValues> = {}): ImportRowValues => ({ vatNumber: 'GB863903310', date: over.date ?? mid(sellerGb().periodStart), ref: 'EB-1', source: 'eBay', net: '100.00', rate: '20', vat: '20.00', currency: 'GBP', note: '', ...over });

describe('template', () => {
  it('lists the three import types in Chinese', async () => {
    const r = await call('GET /api/vat-declare/batch-import/type', { token: seller });
    expect(r.data).toEqual([
      { value: 'platform', label: '其他平台销售' },
      { value: 'own-site', label: '自建站销售' },
      { value: 'purchase', label: '进口增值税/采购' },
    ]);
  });

  it('gives a type’s .xlsx template on the file host, signed for the caller, with the caller’s VAT number as example', async () => {
    const r = await call('POST /api/vat-declare/tax-import-template', { token: seller, body: { type: 'purchase' } });
    expect(r.data.fileName).toBe('一税导入模板-进口增值税或采购.xlsx');
    const key = decodeURIComponent(r.data.url.split('/mock-oss/')[1].split('?')[0]);
    const file = db().files.get(key)!;
    expect(file.ownerId).toBe(1);
    const wb = XLSX.read(file.data, { type: 'buffer' });
    expect(wb.SheetNames).toEqual(['数据', '说明']);
    expect(XLSX.utils.sheet_to_json<string[]>(wb.Sheets['数据'], { header: 1 })[1][0]).toBe('GB863903310');
    expect((await call('POST /api/vat-declare/tax-import-template', { token: seller, body: { type: 'x' } })).errorMessage).toMatch(/导入类型应为 其他平台销售/);
  });
});

describe('the temporary data set', () => {
  const importFile = async (token: string, ownerId: number, rows: Partial<ImportRowValues>[], type = 'platform') =>
    call('POST /api/vat-declare/batch-import/v2', { token, body: { key: upload(ownerId, 'data.xlsx', filledTemplate(type as never, rows)), type } });

  it('an upload answers the rows with per-row Chinese errors; a file refused as a whole says why', async () => {
    const r = await importFile(seller, 1, [row(), row({ ref: 'EB-2', rate: 'abc' })]);
    expect(r.success).toBe(true);
    expect(r.data.rows).toHaveLength(2);
    expect(r.data.errorRows).toBe(1);
    expect(r.data.rows[1].errors).toEqual([{ field: 'rate', message: '第 3 行「税率（%）」：值 "abc" 不是数字，应为 0–27 之间的百分比，如 20' }]);
    const empty = await importFile(seller, 1, []);
    expect(empty).toMatchObject({ success: false, errorCode: 'FILE_INVALID', errorMessage: expect.stringMatching(/没有数据行/) });
    const other = await call('POST /api/vat-declare/batch-import/v2', { token: seller, body: { key: upload(2, 'x.xlsx', filledTemplate('platform', [row()])), type: 'platform' } });
    expect(other.errorMessage).toMatch(/文件不存在或已过期/);
  });

  it('saving is refused while a row has an error (nothing saved); the corrected rows go into their declarations', async () => {
    const d = sellerGb();
    const before = d.status;
    const imp = (await importFile(seller, 1, [row(), row({ ref: 'EB-2', rate: 'abc' }), row({ vatNumber: 'DE611124330', date: '2025-06-15', currency: 'EUR', rate: '19', vat: '19.00', ref: 'DE-1' })])).data;
    const refused = await call('POST /api/vat-declare/batch-save', { token: seller, body: { importId: imp.id } });
    expect(refused).toMatchObject({ success: false, errorCode: 'ROWS_INVALID', errorMessage: '还有 1 行有错误，请修改或删除后再保存' });
    expect(refused.data.errors[0].line).toBe(3);
    expect(d.status).toBe(before);
    expect(importsStore().imported.size).toBe(0);

    const rows = imp.rows.map((r: { line: number; values: ImportRowValues }) => ({ line: r.line, values: r.line === 3 ? { ...r.values, rate: '20' } : r.values }));
    const declarationsBefore = declareStore().list.length;
    const saved = await call('POST /api/vat-declare/batch-save', { token: seller, body: { importId: imp.id, rows } });
    expect(saved.success).toBe(true);
    expect(saved.data.savedTo).toEqual([
      { declarationId: d.id, label: `GB863903310 ${d.periodStart} ~ ${d.periodEnd}`, rows: 2, created: false },
      expect.objectContaining({ label: 'DE611124330 2025-06-01 ~ 2025-06-30', rows: 1, created: true }),
    ]);
    expect(declareStore().list.length).toBe(declarationsBefore + 1);
    const view = (await call('GET /api/vat-declare/:id(\\d+)', { token: seller, params: { id: String(d.id) } })).data;
    expect(view.status).toBe(1);
    expect(view.importedRows.map((r: { ref: string; rate: string; typeLabel: string }) => [r.ref, r.rate, r.typeLabel])).toEqual([['EB-1', '20', '其他平台销售'], ['EB-2', '20', '其他平台销售']]);
    expect(view.history[0].note).toMatch(/导入「其他平台销售」2 行/);
    const created = (await call('GET /api/vat-declare/:id(\\d+)', { token: seller, params: { id: String(saved.data.savedTo[1].declarationId) } })).data;
    expect(created).toMatchObject({ countryCode: 'DE', periodStart: '2025-06-01', status: 1 });
    expect(created.importedRows).toHaveLength(1);
    expect((await call('POST /api/vat-declare/batch-save', { token: seller, body: { importId: imp.id } })).errorCode).toBe('ALREADY_SAVED');
  });

  it('saved rows enter the declaration’s calculation: sales in box 1 and 6, purchases in box 4, without a report', async () => {
    declareTest().calcDelayMs = 0;
    const d = sellerGb();
    expect(d.basic.saleFiles).toEqual([]);
    const date = mid(d.periodStart);
    const imp = (await importFile(seller, 1, [row({ date }), row({ date, ref: 'EB-2', net: '50.00', vat: '10.00' })])).data;
    expect((await call('POST /api/vat-declare/batch-save', { token: seller, body: { importId: imp.id } })).success).toBe(true);
    const purchases = (await importFile(seller, 1, [row({ date, ref: 'P-1', source: '供应商甲', net: '40.00', vat: '8.00' })], 'purchase')).data;
    expect((await call('POST /api/vat-declare/batch-save', { token: seller, body: { importId: purchases.id } })).success).toBe(true);
    const started = await call('POST /api/vat-declare/tax-calculate/:id(\\d+)', { token: seller, params: { id: String(d.id) } });
    expect(started.success).toBe(true);
    let calc: { calcs: { status: string }[]; result: { returns: { country: string; boxes: Record<string, { value: string; rows: { eventId: string }[] }> }[] } | null } | undefined;
    for (let i = 0; i < 50; i++) {
      calc = (await call('GET /api/vat-declare/tax-calculate/:id(\\d+)', { token: seller, params: { id: String(d.id) } })).data;
      if (calc!.calcs[0].status !== 'running') break;
      await new Promise((r) => {
        setTimeout(r, 20);
      });
    }
    expect(calc!.calcs[0].status).toBe('done');
    const gb = calc!.result!.returns.find((r) => r.country === 'GB')!;
    expect(gb.boxes.box1.value).toBe('30.00');
    expect(gb.boxes.box6.value).toBe('150');
    expect(gb.boxes.box4.value).toBe('8.00');
    expect(gb.boxes.box1.rows.map((r) => r.eventId).sort()).toEqual(['EB-1', 'EB-2']);
    expect(declareStore().list.find((x) => x.id === d.id)!.amount).toBe('22.00');
  });

  it('a dropped row (left out of rows) is not saved; an unknown line is refused', async () => {
    const imp = (await importFile(seller, 1, [row(), row({ ref: 'EB-2', rate: 'abc' })])).data;
    const bad = await call('POST /api/vat-declare/batch-save', { token: seller, body: { importId: imp.id, rows: [{ line: 99, values: row() }] } });
    expect(bad.errorMessage).toMatch(/第 99 行不在该临时数据集中/);
    const ok = await call('POST /api/vat-declare/batch-save', { token: seller, body: { importId: imp.id, rows: [{ line: 2, values: imp.rows[0].values }] } });
    expect(ok.data.savedTo[0].rows).toBe(1);
  });

  it('a row of a confirmed declaration is refused with the table’s reason', async () => {
    const confirmed = declareStore().list.find((d) => d.userId === 4 && d.countryCode === 'GB' && d.status === 4)!;
    const date = mid(confirmed.periodStart) <= new Date().toISOString().slice(0, 10) ? mid(confirmed.periodStart) : confirmed.periodStart;
    const imp = (await importFile(agent, 2, [row({ vatNumber: confirmed.vatNumber, date })])).data;
    expect(imp.rows[0].errors[0].message).toMatch(/的申报不能再导入数据：/);
  });

  it('scope: the agent may import for its clients’ numbers, a seller only its own; imports are seen by owner and agent', async () => {
    const clientRow = row({ vatNumber: 'DE895466291', date: '2025-06-15', currency: 'EUR', rate: '19', vat: '19.00' });
    const agentImp = (await importFile(agent, 2, [clientRow])).data;
    expect(agentImp.errorRows).toBe(0);
    const sellerImp = (await importFile(seller, 1, [clientRow])).data;
    expect(sellerImp.rows[0].errors[0].message).toMatch(/不是您在一税已下号的 VAT 税号/);
    expect((await call('GET /api/vat-declare/batch-import/:id(\\d+)', { token: seller, params: { id: String(agentImp.id) } })).errorCode).toBe('NOT_FOUND');
    const clientImp = (await importFile(client1, 3, [clientRow])).data;
    expect((await call('GET /api/vat-declare/batch-import/:id(\\d+)', { token: agent, params: { id: String(clientImp.id) } })).data.id).toBe(clientImp.id);
    expect((await call('POST /api/vat-declare/batch-save', { token: seller, body: { importId: clientImp.id } })).errorCode).toBe('NOT_FOUND');
  });

  it('the start flow’s body still goes to the start flow', async () => {
    const r = await call('POST /api/vat-declare/batch-save', { token: seller, body: { vatTaxId: 1001, periodStart: sellerGb().periodStart, isZeroDeclare: false } });
    expect(r.errorMessage).toMatch(/报告|文件/);
    expect((await call('POST /api/vat-declare/batch-save', { token: seller, body: { importId: 'x' } })).errorCode).toBe('VALIDATION');
  });
});

describe('seeds', () => {
  it('the seller and client 1 each have an unsaved data set with one bad row and a pending GB import', async () => {
    const t = (await call('GET /api/vat-declare/batch-import/:id(\\d+)', { token: seller, params: { id: '7001' } })).data;
    expect(t).toMatchObject({ userId: 1, status: 'open', errorRows: 1 });
    expect(t.rows[2].errors[0].message).toMatch(/「税率（%）」：值 "二十" 不是数字/);
    const g = (await call('GET /api/gb-tax-import/:id(\\d+)', { token: agent, params: { id: '7004' } })).data;
    expect(g).toMatchObject({ userId: 3, accepted: 1, refused: 1, duplicate: 1, status: 'pending' });
    const c = (await call('GET /api/vat-declare/batch-import/:id(\\d+)', { token: agent, params: { id: '7003' } })).data;
    expect(c.errorRows).toBe(1);
    expect((await call('GET /api/gb-tax-import/:id(\\d+)', { token: agent, params: { id: '7002' } })).errorCode).toBe('NOT_FOUND');
  });
});

describe('GB conversion', () => {
  const gbRows = () => [
    { vrn: 'GB863903310', periodStart: '2025-01-01', periodEnd: '2025-03-31', boxes: goodBoxes() },
    { vrn: 'GB863903310', periodStart: '2025-04-01', periodEnd: '2025-06-30', boxes: ['800.00', '0.00', '900.00', '100.00', '800.00', '4000', '500', '0', '0'] as never },
    { vrn: 'GB863903310', periodStart: sellerGb().periodStart, periodEnd: sellerGb().periodEnd, boxes: goodBoxes() },
  ];

  it('an upload classifies rows: accepted, refused with the HMRC reason, duplicate of the existing declaration', async () => {
    const r = await call('POST /api/gb-tax-import', { token: seller, body: { key: upload(1, 'gb.xlsx', gbWorkbook(gbRows())) } });
    expect(r.data).toMatchObject({ fileName: 'gb.xlsx', rows: expect.any(Array), accepted: 1, refused: 1, duplicate: 1, status: 'pending' });
    expect(r.data.rows[1].reasons[0]).toMatch(/VAT_TOTAL_VALUE/);
    expect(r.data.rows[2].duplicateOf).toBe(sellerGb().id);
    const list = (await call('GET /api/gb-tax-import', { token: seller, query: {} })).data;
    expect(list.total).toBe(2); // the seed's and this one, newest first
    expect(list.list[0]).toMatchObject({ id: r.data.id, accepted: 1, refused: 1, duplicate: 1 });
    expect((await call('GET /api/gb-tax-import', { token: seller, query: { status: 'confirmed' } })).data.total).toBe(0);
    expect((await call('GET /api/gb-tax-import', { token: seller, query: { q: 'GB.XLSX' } })).data.total).toBe(1);
  });

  it('confirming creates the accepted rows’ GB declarations (待卖家确认, the boxes as the return), once', async () => {
    const imp = (await call('POST /api/gb-tax-import', { token: seller, body: { key: upload(1, 'gb.xlsx', gbWorkbook(gbRows())) } })).data;
    const r = await call('POST /api/gb-tax-import/:id(\\d+)', { token: seller, params: { id: String(imp.id) } });
    expect(r.data.created).toHaveLength(1);
    const d = (await call('GET /api/vat-declare/:id(\\d+)', { token: seller, params: { id: String(r.data.created[0]) } })).data;
    expect(d).toMatchObject({ countryCode: 'GB', vatNumber: 'GB863903310', periodStart: '2025-01-01', periodEnd: '2025-03-31', status: 3, amount: '900.00' });
    expect(d.vatReturn.boxes).toMatchObject({ box1: '1200.00', box5: '900.00' });
    expect(d.history[0].note).toMatch(/GB 数据转换：gb\.xlsx 第 2 行/);
    const again = await call('POST /api/gb-tax-import/:id(\\d+)', { token: seller, params: { id: String(imp.id) } });
    expect(again.errorCode).toBe('ALREADY_CONFIRMED');
    const detail = (await call('GET /api/gb-tax-import/:id(\\d+)', { token: seller, params: { id: String(imp.id) } })).data;
    expect(detail).toMatchObject({ status: 'confirmed' });
    expect(detail.rows[0].declarationId).toBe(r.data.created[0]);
    // the same file again: now a duplicate
    const second = (await call('POST /api/gb-tax-import', { token: seller, body: { key: upload(1, 'gb.xlsx', gbWorkbook(gbRows())) } })).data;
    expect(second.rows[0].status).toBe('duplicate');
    expect((await call('POST /api/gb-tax-import/:id(\\d+)', { token: seller, params: { id: String(second.id) } })).errorCode).toBe('NOTHING_ACCEPTED');
  });

  it('the return generated for a converted declaration keeps the imported nine boxes', async () => {
    const imp = (await call('POST /api/gb-tax-import', { token: seller, body: { key: upload(1, 'gb.xlsx', gbWorkbook(gbRows())) } })).data;
    const id = String((await call('POST /api/gb-tax-import/:id(\\d+)', { token: seller, params: { id: String(imp.id) } })).data.created[0]);
    expect((await call('PUT /api/vat-declare/confirm/:id(\\d+)', { token: seller, params: { id } })).success).toBe(true);
    const gen = await call('POST /api/vat-declare/:id(\\d+)/vat-return', { token: seller, params: { id } });
    expect(gen.errorMessage ?? 'ok').toBe('ok');
    const d = (await call('GET /api/vat-declare/:id(\\d+)', { token: seller, params: { id } })).data;
    expect(d.vatReturn.generatedAt).not.toBeNull();
    expect(d.vatReturn.boxes).toMatchObject({ box1: '1200.00', box3: '1200.00', box5: '900.00' });
    expect(d.amount).toBe('900.00');
  });

  it('scope: the agent converts its clients’ VRNs, a seller only its own; imports are seen by owner and agent only', async () => {
    const clientRow = [{ vrn: 'GB451242285', periodStart: '2025-02-01', periodEnd: '2025-04-30', boxes: goodBoxes() }];
    const byAgent = (await call('POST /api/gb-tax-import', { token: agent, body: { key: upload(2, 'c.xlsx', gbWorkbook(clientRow)) } })).data;
    expect(byAgent.rows[0]).toMatchObject({ status: 'accepted' });
    const bySeller = (await call('POST /api/gb-tax-import', { token: seller, body: { key: upload(1, 'c.xlsx', gbWorkbook(clientRow)) } })).data;
    expect(bySeller.rows[0].reasons[0]).toMatch(/不是您（或您的客户）在一税的英国税号/);
    expect((await call('GET /api/gb-tax-import/:id(\\d+)', { token: seller, params: { id: String(byAgent.id) } })).errorCode).toBe('NOT_FOUND');
    const ids = async (token: string) => (await call('GET /api/gb-tax-import', { token, query: {} })).data.list.map((x: { id: number }) => x.id);
    expect(await ids(seller)).toEqual([bySeller.id, 7002]);
    // the agent: its own and client 1's seeded import, never the seller's
    expect(await ids(agent)).toEqual([byAgent.id, 7004]);
    expect((await call('GET /api/gb-tax-import', { token: agent, query: { users: '3' } })).data.list.map((x: { id: number }) => x.id)).toEqual([7004]);
    const created = (await call('POST /api/gb-tax-import/:id(\\d+)', { token: agent, params: { id: String(byAgent.id) } })).data.created;
    expect(declareStore().list.find((d) => d.id === created[0])!.userId).toBe(3);
  });

  it('a refused file answers why; the sample is on the file host', async () => {
    const r = await call('POST /api/gb-tax-import', { token: seller, body: { key: upload(1, 'x.pdf', Buffer.from('%PDF')) } });
    expect(r).toMatchObject({ success: false, errorCode: 'FILE_INVALID' });
    const s = await call('GET /api/gb-tax-import/sample', { token: seller });
    expect(s.data.fileName).toMatch(/^GB数据转换示例/);
    expect(s.data.url).toMatch(/\/mock-oss\/.*\?cert=/);
  });

  /** The stored key of a file-host link. */
  const keyOf = (url: string) => decodeURIComponent(url.split('/mock-oss/')[1].split('?')[0]);

  it.each([
    ['stagger 1 (the seller)', 1, 1],
    ['stagger 2 (client 1, through the agent)', 2, 2],
    ['stagger 3 (client 2, through the agent)', 2, 3],
  ])('the sample of a %s number converts unchanged with no refused row (issue #25)', async (_label, userId, stagger) => {
    const token = userId === 1 ? seller : agent;
    const n = vatTaxStore().numbers.find((x) => x.countryCode === 'GB' && x.status === 3 && (x.stagger ?? 1) === stagger && (userId === 1 ? x.userId === 1 : x.userId !== 1))!;
    expect(n).toBeDefined();
    const s = await call('GET /api/gb-tax-import/sample', { token, query: { vatNumber: n.vatNumber } });
    expect(s.data.fileName).toBe(`GB数据转换示例-${n.vatNumber}.xlsx`);
    const imp = (await call('POST /api/gb-tax-import', { token, body: { key: keyOf(s.data.url) } })).data;
    expect(imp.rows.length).toBeGreaterThan(0);
    expect(imp.rows.map((r: { status: string; reasons: string[] }) => [r.status, r.reasons])).toEqual(imp.rows.map(() => ['accepted', []]));
    // The periods are quarters of the number's own stagger group (quarter ends, 1: Mar…, 2: Apr…, 3: May…).
    for (const r of imp.rows as { periodEnd: string }[]) expect(Number(r.periodEnd.slice(5, 7)) % 3).toBe(stagger - 1);
  });

  it("refuses a sample for a number that is not the caller's", async () => {
    const other = vatTaxStore().numbers.find((x) => x.countryCode === 'GB' && x.userId !== 1 && x.vatNumber)!;
    const r = await call('GET /api/gb-tax-import/sample', { token: seller, query: { vatNumber: other.vatNumber } });
    expect(r).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  });
});
