/**
 * The agent's board (src/core/batch/board.ts, `GET /api/seller-report/board`), the client-company
 * import from `.xlsx` (src/core/batch/companies.ts, `POST /api/seller-report/company-import`), the
 * reports' zip download, and what the per-company submit does to the declarations.
 */
import * as XLSX from 'xlsx';
import { unzipSync } from 'fflate';
import routes from '../../../mock/batch';
import { issueToken, resetStore } from '../../../mock/_store';
import { clientsStore, lastMonthStart } from '../../../mock/_store/clients';
import { declareStore } from '../../../mock/_store/declare';
import { db } from '../../../mock/_store/core';
import { storeFile } from '../../../mock/_store/files';
import { generateVtr } from '../../../scripts/gen-vtr';
import { boardSummary, cellMatches, isLate, monthsOf, needsAgentAction, rowMatches, type BoardCell, type BoardRow } from '@/core/batch/board';
import { checkCompanyRow, COMPANY_IMPORT_COLUMNS, COMPANY_IMPORT_EXAMPLE } from '@/core/batch/companies';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);
let agent: string;
let seller: string;
const TODAY = new Date().toISOString().slice(0, 10);

beforeEach(() => {
  resetStore();
  agent = issueToken(2);
  seller = issueToken(1);
});

const cell = (p: Partial<BoardCell>): BoardCell => ({
  country: 'DE',
  vatNumber: 'DE136695976',
  declareId: null,
  status: 0,
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  dueDate: '2026-12-10',
  daysLeft: 10,
  actions: [],
  needsAction: false,
  reports: 0,
  ...p,
});

describe('board rules', () => {
  it('the agent has work on a prepared, calculated or confirmed declaration, none on a paid one or one waiting for the seller only', () => {
    expect(needsAgentAction({ status: 0, declareType: 0, amount: null, periodEnd: '2026-10-31' }, TODAY).needsAction).toBe(true);
    expect(needsAgentAction({ status: 4, declareType: 0, amount: '10.00', periodEnd: '2026-10-31' }, TODAY).needsAction).toBe(true);
    expect(needsAgentAction({ status: 8, declareType: 0, amount: '10.00', periodEnd: '2026-10-31' }, TODAY).needsAction).toBe(false);
  });

  it('a row passes when one of its cells passes every cell filter; overdue cells count as due within N days; final ones never', () => {
    const row: BoardRow = { companyId: 1, companyName: 'A', userId: 3, userName: 'x', cells: [cell({ country: 'DE', status: 3, daysLeft: -2 }), cell({ country: 'FR', status: 8, daysLeft: -40 })] };
    expect(rowMatches(row, {})).toBe(true);
    expect(rowMatches(row, { country: 'FR', status: 3 })).toBe(false);
    expect(rowMatches(row, { country: 'DE', status: 3 })).toBe(true);
    expect(cellMatches(row.cells[0], { dueWithin: 7 })).toBe(true);
    expect(cellMatches(row.cells[1], { dueWithin: 7 })).toBe(false);
    expect(boardSummary([row])).toEqual({ companies: 1, cells: 2, overdue: 1, dueSoon: 0, needsAction: 0 });
  });

  it('a submitted return waiting for its payment is not a late return; an unsubmitted one past its due date is', () => {
    expect(isLate({ status: 6, daysLeft: -30 })).toBe(false);
    expect(isLate({ status: 5, daysLeft: -1 })).toBe(true);
    expect(isLate({ status: 0, daysLeft: 0 })).toBe(false);
    const row: BoardRow = { companyId: 1, companyName: 'A', userId: 3, userName: 'x', cells: [cell({ status: 7, daysLeft: -5 })] };
    expect(boardSummary([row]).overdue).toBe(0);
  });

  it('months of a period', () => {
    expect(monthsOf('2026-07-01', '2026-09-30')).toEqual(['2026-07', '2026-08', '2026-09']);
    expect(monthsOf('2025-12-01', '2026-02-28')).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});

describe('GET /api/seller-report/board', () => {
  const board = async (query: Record<string, string> = {}) => (await call('GET /api/seller-report/board', { token: agent, query: { perPage: '100', ...query } })).body.data;

  it('one row per client company, a cell per VAT number; filters narrow the rows; a seller is refused', async () => {
    const all = await board();
    expect(all.total).toBe(clientsStore().companies.length);
    const withCells = all.list.reduce((n: number, r: BoardRow) => n + r.cells.length, 0);
    expect(all.summary.cells).toBe(withCells);
    const pl = await board({ country: 'PL' });
    expect(pl.total).toBeGreaterThan(0);
    expect(pl.total).toBeLessThan(all.total);
    for (const r of pl.list as BoardRow[]) expect(r.cells.some((c) => c.country === 'PL')).toBe(true);
    const awaiting = await board({ status: '3' });
    for (const r of awaiting.list as BoardRow[]) expect(r.cells.some((c) => c.status === 3)).toBe(true);
    expect(awaiting.total).toBeGreaterThan(0);
    const refused = await call('GET /api/seller-report/board', { token: seller });
    expect(refused.body.success).toBe(false);
  });

  it('the seeded declarations show in their company’s cells (PL 待卖家确认 for client1)', async () => {
    const all = await board({ q: '' });
    const client1 = (all.list as BoardRow[]).find((r) => r.companyId === 1)!;
    const pl = client1.cells.find((c) => c.country === 'PL')!;
    expect(pl.status).toBe(3);
    expect(pl.declareId).toBe(declareStore().list.find((d) => d.countryCode === 'PL')!.id);
  });

  it('the per-company submit feeds the period’s declarations: the board shows 数据已上传 with the report counted', async () => {
    const companies = clientsStore().companies;
    const c = companies.find((x) => x.id > 3 && x.vatNumbers.length > 0)!;
    const month = lastMonthStart();
    const csv = generateVtr({ seed: 5, rows: 30, account: c.accountIds[0], sellerVat: Object.fromEntries(c.vatNumbers.map((v) => [v.country, v.number])), period: { from: month, to: month.slice(0, 8) + '28' } });
    storeFile({ key: 'many/2/x.csv', name: 'x.csv', mime: 'text/csv', data: Buffer.from(csv), ownerId: 2 });
    const before = (await board({ q: c.name })).list[0] as BoardRow;
    expect(before.cells.every((x) => x.status === 0 && x.declareId === null)).toBe(true);
    const body = { companyId: c.id, idempotencyKey: `bX:${c.id}`, sellerReports: [{ reportFileAddress: 'many/2/x.csv', fileName: 'x.csv', fileSize: csv.length, year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) }] };
    expect((await call('POST /api/seller-report/import/batch', { token: agent, body })).body.success).toBe(true);
    const after = (await board({ q: c.name })).list[0] as BoardRow;
    for (const x of after.cells) {
      expect(x.status).toBe(1);
      expect(x.declareId).not.toBeNull();
      expect(x.reports).toBe(1);
    }
    // the replay of the same key changes nothing more
    await call('POST /api/seller-report/import/batch', { token: agent, body });
    const d = declareStore().list.find((x) => x.id === after.cells[0].declareId)!;
    expect(d.basic.saleFiles).toHaveLength(1);
    expect(d.history.at(-1)).toMatchObject({ action: 'upload' });
  });
});

function workbook(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'sheet1');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('client companies from .xlsx', () => {
  it('the row check names the column, the value and what is expected', () => {
    expect(checkCompanyRow({ name: COMPANY_IMPORT_EXAMPLE[0], user: 'client1', vatNumbers: COMPANY_IMPORT_EXAMPLE[2], accountIds: COMPANY_IMPORT_EXAMPLE[3] }).ok).toBe(true);
    const bad = checkCompanyRow({ name: '', user: 'client1', vatNumbers: 'GB123456789, 12345', accountIds: 'B12' });
    expect(bad.ok ? [] : bad.errors).toEqual([
        '「公司名称」为空：请填写客户公司的中文全称',
        '「VAT 税号」GB123456789：不是有效的 GB 税号（格式或校验位不正确），请核对',
        '「VAT 税号」12345：应以国家代码开头，如 GB980780684、DE136695976',
        '「亚马逊卖家编号」B12：应为 A 开头的 10–16 位字母或数字（卖家后台“账户信息 → 卖家记号”）',
    ]);
    const none = checkCompanyRow({ name: 'X 公司', user: 'client1', vatNumbers: '', accountIds: '' });
    expect(none.ok).toBe(false);
  });

  it('adds new companies, updates one of the same name, and answers each bad row with its line; nothing of a bad row is stored', async () => {
    const before = clientsStore().companies.length;
    const existing = clientsStore().companies[5];
    const data = workbook([
      [...COMPANY_IMPORT_COLUMNS],
      ['杭州新客户贸易有限公司', 'client1', 'GB980780684', 'A1NEWCLIENT0001'],
      [existing.name, 'client2', '', 'A1EXTRAACCOUNT9'],
      ['坏行公司', 'nobody', 'DE136695976', ''],
      ['', 'client1', 'GB123456789', ''],
    ]);
    storeFile({ key: 'import/2/c.xlsx', name: 'c.xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data, ownerId: 2 });
    const r = (await call('POST /api/seller-report/company-import', { token: agent, body: { key: 'import/2/c.xlsx' } })).body.data;
    expect(r).toMatchObject({ added: 1, updated: 1, failed: 2 });
    expect(r.rows.map((x: { row: number; status: string }) => [x.row, x.status])).toEqual([[2, 'added'], [3, 'updated'], [4, 'error'], [5, 'error']]);
    expect(r.rows[2].errors[0]).toContain('nobody');
    expect(clientsStore().companies).toHaveLength(before + 1);
    expect(clientsStore().companies.find((c) => c.name === existing.name)!.accountIds).toContain('A1EXTRAACCOUNT9');
    expect(clientsStore().companies.some((c) => c.name === '坏行公司')).toBe(false);
  });

  it('refuses a wrong header, a file of another user and a seller', async () => {
    storeFile({ key: 'import/2/h.xlsx', name: 'h.xlsx', mime: 'x', data: workbook([['名称', '用户'], ['a', 'b']]), ownerId: 2 });
    const head = await call('POST /api/seller-report/company-import', { token: agent, body: { key: 'import/2/h.xlsx' } });
    expect(head.body.errorMessage).toContain('表头不符');
    storeFile({ key: 'import/1/o.xlsx', name: 'o.xlsx', mime: 'x', data: workbook([[...COMPANY_IMPORT_COLUMNS]]), ownerId: 1 });
    expect((await call('POST /api/seller-report/company-import', { token: agent, body: { key: 'import/1/o.xlsx' } })).body.success).toBe(false);
    expect((await call('POST /api/seller-report/company-import', { token: seller, body: { key: 'import/1/o.xlsx' } })).body.success).toBe(false);
  });
});

describe('POST /api/seller-report/download', () => {
  it('one zip of the chosen reports by company and month; an unknown id is refused', async () => {
    const c = clientsStore().companies[0];
    storeFile({ key: 'many/2/r1.csv', name: 'r1.csv', mime: 'text/csv', data: Buffer.from('a,b\n1,2\n'), ownerId: 2 });
    const body = { companyId: c.id, idempotencyKey: `bD:${c.id}`, sellerReports: [{ reportFileAddress: 'many/2/r1.csv', fileName: 'r1.csv', fileSize: 8, year: 2026, month: 9 }] };
    const ids = (await call('POST /api/seller-report/import/batch', { token: agent, body })).body.data.reportIds as number[];
    const r = (await call('POST /api/seller-report/download', { token: agent, body: { ids } })).body.data;
    expect(r.files).toBe(1);
    const key = decodeURIComponent(new URL(r.url, 'http://x').pathname.replace(/^\/mock-oss\//, ''));
    const zip = db().files.get(key) ?? [...db().files.values()].find((f) => f.name === r.fileName)!;
    const entries = Object.keys(unzipSync(new Uint8Array(zip.data)));
    expect(entries).toEqual([`${c.name}/2026-09/${ids[0]}-r1.csv`]);
    const missing = await call('POST /api/seller-report/download', { token: agent, body: { ids: [999999] } });
    expect(missing.body.errorMessage).toContain('不存在');
  });
});
