/**
 * The agents' batch work end to end in Chromium (issue #12 "Done when"), clicking and typing as the
 * agent:
 * - client companies imported from `.xlsx` (one refused row shown with its reason), the board then
 *   finds the new company;
 * - reports dropped for three companies, one file unmatched and assigned by hand; leaving while a file
 *   uploads asks first; the 4 s progress polled to 100; the queue submits each company exactly once
 *   (the mock counts); the board shows 数据已上传 for those companies;
 * - a start the server refuses (an injected fault) shows its Chinese message with 重试 and keeps the
 *   files; 重试 starts the batch with them;
 * - under 30 % injected failures and late answers, five companies' reports are each submitted exactly once;
 * - the report list: filtered by month and upload state, a report deleted (confirmed).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { HTTPRequest, Page } from 'puppeteer';
import * as XLSX from 'xlsx';
import { generateVtr } from '../../scripts/gen-vtr';
import { api, clickSettled, fill, injectFault, okPopconfirm, openAs, pagePerTest, shot, waitForText } from './helpers';
import { apiLogin, fieldByLabel, pickOption, uploadAs } from './kit-pages';
import { apiData, tokenOf } from './vat-pages';

let page: Page;
pagePerTest((p) => {
  page = p;
});
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'batch-e2e-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface Company {
  id: number;
  name: string;
  vatNumbers: { country: string; number: string }[];
  accountIds: string[];
}

const lastMonth = (() => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  const ym = d.toISOString().slice(0, 7);
  return { from: `${ym}-01`, to: `${ym}-28`, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
})();

/** Writes a generated report of `company` (or of nobody) to the temp dir; returns its path. */
function report(name: string, seed: number, who: { account?: string; sellerVat?: Record<string, string> }): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, generateVtr({ seed, rows: 30, period: { from: lastMonth.from, to: lastMonth.to }, account: who.account ?? 'A9NOBODYATALL01', sellerVat: who.sellerVat ?? {} }));
  return file;
}

async function companies(token: string): Promise<Company[]> {
  return apiData<Company[]>('/api/seller-report/companies', token);
}

/** Chooses files in the many-upload drop zone. */
async function drop(...files: string[]) {
  const input = await page.waitForSelector('[data-testid="many-drop"] input[type=file]');
  await input!.uploadFile(...files);
}

/** Waits until every file row is in `phase` (and, for the batch, `remote`). */
async function waitFiles(n: number, phase: string, remote?: string, timeout = 30_000) {
  await page.waitForFunction(
    (count: number, ph: string, rm: string | null) => {
      const rows = [...document.querySelectorAll('[data-testid="many-file"]')];
      return rows.length === count && rows.every((r) => r.getAttribute('data-phase') === ph && (rm === null || r.getAttribute('data-remote') === rm));
    },
    { timeout },
    n,
    phase,
    remote ?? null,
  );
}

const START_CALL = '/api/seller-report/many';

/**
 * Records the batch start calls of the page (`POST /api/seller-report/many`): each request's body and
 * its answer (HTTP status and body), or that it failed. Issue #34: two full runs once saw "no batch
 * after 开始" while the suite passed alone; printed only when a start fails, to find that flake.
 */
function recordStarts(p: Page): { bodies: string[]; dump: () => string } {
  const log: string[] = [];
  const bodies: string[] = [];
  const at = () => new Date().toISOString().slice(11, 23);
  const isStart = (url: string) => new URL(url).pathname === START_CALL;
  p.on('request', (req) => {
    if (!isStart(req.url())) return;
    bodies.push(req.postData() ?? '');
    log.push(`${at()} → ${req.method()} ${START_CALL} ${(req.postData() ?? '').slice(0, 2000)}`);
  });
  p.on('requestfailed', (req) => {
    if (isStart(req.url())) log.push(`${at()} ✕ ${req.method()} ${START_CALL}: ${req.failure()?.errorText ?? 'failed'}`);
  });
  p.on('response', (res) => {
    if (!isStart(res.url()) || res.request().method() !== 'POST') return;
    res.text().then(
      (body) => log.push(`${at()} ← ${res.status()} ${body.slice(0, 2000)}`),
      (e: Error) => log.push(`${at()} ← ${res.status()} (body unreadable: ${e.message})`),
    );
  });
  return { bodies, dump: () => (log.length ? log.join('\n') : 'no start request was sent') };
}

/** What the page shows around the start button and per file, for a failure message. */
function pageState(): Promise<string> {
  return page.evaluate(() => {
    const start = document.querySelector('[data-testid="many-start"]') as HTMLButtonElement | null;
    const files = [...document.querySelectorAll('[data-testid="many-file"]')].map((r) => `${r.getAttribute('data-name')}:${r.getAttribute('data-phase')}/${r.getAttribute('data-remote')}/${r.getAttribute('data-company')}`);
    const batch = document.querySelector('[data-testid="many-batch"]');
    const failed = document.querySelector('[data-testid="many-start-failed"]');
    return [
      `start button: ${start ? `${start.disabled ? 'disabled' : 'enabled'} "${start.innerText}"` : 'absent'}`,
      `files: ${files.join(', ')}`,
      `batch: ${batch ? `${batch.getAttribute('data-batch')} at ${batch.getAttribute('data-progress')}` : 'none'}`,
      `start failed: ${failed ? (failed as HTMLElement).innerText : 'no'}`,
      `messages: ${[...document.querySelectorAll('.ant-message-notice')].map((m) => (m as HTMLElement).innerText).join(' | ') || 'none'}`,
    ].join('\n');
  });
}

/**
 * Starts the batch and waits until the queue has submitted `n` companies; answers the batch id. On a
 * failure, prints the start requests and their answers and the page's state before rethrowing.
 */
async function startAndWaitSubmitted(n: number, timeout = 60_000): Promise<string> {
  const starts = recordStarts(page);
  try {
    await page.waitForSelector('[data-testid="many-start"]:not([disabled])');
    await clickSettled(page, '[data-testid="many-start"]');
    await page.waitForSelector('[data-testid="many-batch"][data-batch]');
    await page.waitForFunction((k: number) => document.querySelector('[data-testid="queue-submitted"]')?.textContent?.includes(`已提交 ${k} 家公司`), { timeout }, n);
    return (await page.$eval('[data-testid="many-batch"]', (el) => el.getAttribute('data-batch')))!;
  } catch (e) {
    const state = await pageState().catch((err: Error) => `page state unreadable: ${err.message}`);
    // eslint-disable-next-line no-console
    console.log(`The batch start failed (${(e as Error).message.split('\n')[0]}).\nStart calls:\n${starts.dump()}\nPage:\n${state}`);
    throw e;
  }
}

describe('the agent’s batch work', () => {
  it('imports client companies from .xlsx with one refused row; the board finds the new company', async () => {
    await openAs(page, 'agent', '/user/declare/management');
    await page.waitForSelector('[data-testid="board"] .ant-table-row');
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['公司名称', '所属用户', 'VAT 税号', '亚马逊卖家编号'],
        ['宁波导入测试贸易有限公司', 'client1', 'GB980780684', 'A1IMPORTEDE2E01'],
        ['坏行公司', 'client1', 'GB123456789', ''],
      ]),
      'sheet1',
    );
    const file = path.join(tmp, '客户公司.xlsx');
    XLSX.writeFile(wb, file);
    await page.click('[data-testid="board-import"]');
    const input = await page.waitForSelector('[data-testid="company-drop"] input[type=file]');
    await input!.uploadFile(file);
    await page.waitForSelector('[data-testid="company-import-summary"]');
    const statuses = await page.$$eval('[data-testid="company-import-row"]', (rows) => rows.map((r) => r.getAttribute('data-status')));
    expect(statuses).toEqual(['added', 'error']);
    await waitForText(page, '不是有效的 GB 税号');
    await shot(page, 'batch-company-import');
    await clickSettled(page, '.ant-modal-footer .ant-btn');
    // the dialog gone (it gives the focus back to 导入客户公司 as it closes: typing before would go there)
    await page.waitForFunction(() => ![...document.querySelectorAll('.ant-modal-wrap')].some((w) => (w as HTMLElement).offsetParent !== null || getComputedStyle(w).display !== 'none'));
    const token = await tokenOf(page);
    expect((await companies(token)).some((c) => c.name === '宁波导入测试贸易有限公司' && c.accountIds.includes('A1IMPORTEDE2E01'))).toBe(true);
    await fill(page, '[data-testid="board"] input#q', '宁波导入');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="board"] .ant-table-tbody tr.ant-table-row')];
      return rows.length === 1 && rows[0].textContent!.includes('宁波导入测试贸易有限公司');
    });
  });

  it('drops reports for three companies (one assigned by hand), asks before leaving mid-upload, polls to 100, submits each company once; the board shows 数据已上传', async () => {
    await api('POST', '/api/__test__/batch', { parseMs: 1500 });
    const login = await openAs(page, 'agent', '/user/declare/management/many-upload');
    const list = (await companies(login.token)).filter((c) => c.id > 3 && c.vatNumbers.length > 0);
    const [a, b, c] = list;
    const fa = report('a-account.csv', 11, { account: a.accountIds[0] });
    const fb = report('b-vat.csv', 12, { account: 'A9NOBODYATALL02', sellerVat: { [b.vatNumbers[0].country]: b.vatNumbers[0].number } });
    const fc = report('c-unmatched.csv', 13, {});

    // Hold the file host's answers for a moment: a file stays "uploading" and leaving asks first.
    let hold = true;
    const held: HTTPRequest[] = [];
    await page.setRequestInterception(true);
    page.on('request', (req) => {
      if (req.isInterceptResolutionHandled()) return;
      if (hold && req.method() === 'POST' && req.url().includes('/api/upload/put/')) held.push(req);
      else void req.continue();
    });
    await drop(fa, fb, fc);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="many-file"]')].some((r) => r.getAttribute('data-phase') === 'uploading'));
    await page.click('a[href="/user/declare/management"]');
    await waitForText(page, '确定离开此页面吗');
    await shot(page, 'batch-leave-warning');
    await clickSettled(page, '.ant-modal-confirm .ant-btn:not(.ant-btn-primary)');
    expect(new URL(page.url()).pathname).toBe('/user/declare/management/many-upload');
    hold = false;
    for (const r of held.splice(0)) void r.continue();

    await waitFiles(3, 'uploaded');
    const matched = await page.$$eval('[data-testid="many-file"]', (rows) => rows.map((r) => [r.getAttribute('data-name'), r.getAttribute('data-company'), r.querySelector('[data-testid="many-company-name"]')?.textContent ?? '']));
    expect(matched.find(([n]) => n === 'a-account.csv')).toEqual(['a-account.csv', String(a.id), a.name]);
    expect(matched.find(([n]) => n === 'b-vat.csv')).toEqual(['b-vat.csv', String(b.id), b.name]);
    expect(matched.find(([n]) => n === 'c-unmatched.csv')).toEqual(['c-unmatched.csv', '', '']);
    expect(await page.$eval('[data-testid="many-start"]', (el) => (el as HTMLButtonElement).disabled)).toBe(true);
    await waitForText(page, '不属于任何客户公司');

    // Pick company C for the unmatched file, typing to search.
    const sel = '[data-testid="many-file"][data-name="c-unmatched.csv"] [data-testid="many-company"]';
    await page.click(sel);
    await page.type(`${sel} input`, c.name.slice(0, 6));
    const option = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';
    await page.waitForFunction((s: string, n: string) => [...document.querySelectorAll(s)].some((o) => o.textContent!.includes(n)), {}, option, c.name);
    await page.$$eval(option, (els, n) => (els.find((o) => o.textContent!.includes(n as string)) as HTMLElement).click(), c.name);
    await page.waitForSelector('[data-testid="many-file"][data-name="c-unmatched.csv"][data-company="' + c.id + '"]');
    await shot(page, 'batch-many-matched');

    const polls: number[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/seller-report/many/progress')) polls.push(Date.now());
    });
    const batchId = await startAndWaitSubmitted(3);
    await page.waitForFunction(() => document.querySelector('[data-testid="many-batch"]')?.getAttribute('data-progress') === '100');
    await waitFiles(3, 'batch', 'parsed');
    await shot(page, 'batch-many-done');
    // 3 files × 1.5 s of parsing: several polls, 4 s apart, and none once at 100
    expect(polls.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < polls.length; i++) expect(polls[i] - polls[i - 1]).toBeGreaterThan(3500);
    const countAt100 = polls.length;
    await new Promise((r) => {
      setTimeout(r, 4500);
    });
    expect(polls.length).toBe(countAt100);

    const result = await apiData<{ companyId: number; reportIds: number[]; stored: number }[]>(`/api/seller-report/import/batch/result?batchId=${batchId}`, login.token);
    expect(result.map((r) => r.companyId).sort((x, y) => x - y)).toEqual([a.id, b.id, c.id].sort((x, y) => x - y));
    for (const r of result) {
      expect(r.stored).toBe(1);
      expect(r.reportIds).toHaveLength(1);
    }

    // The board: those companies' cells are now 数据已上传 (status 1).
    await page.click('[data-testid="queue-submitted"] .ant-btn');
    await page.waitForSelector('[data-testid="board"] .ant-table-row');
    await page.type('[data-testid="board"] input#q', a.name);
    await page.keyboard.press('Enter');
    await page.waitForFunction((name: string) => {
      const rows = [...document.querySelectorAll('[data-testid="board"] .ant-table-tbody tr.ant-table-row')];
      return rows.length === 1 && rows[0].textContent!.includes(name);
    }, {}, a.name);
    const cells = await page.$$eval('[data-testid="board-cell"]', (els) => els.map((e) => e.getAttribute('data-status')));
    expect(cells.length).toBe(a.vatNumbers.length);
    expect(new Set(cells)).toEqual(new Set(['1']));
    await shot(page, 'batch-board-after');
  });

  it('a failed start shows the server’s Chinese message with 重试 and keeps the files; 重试 starts the batch with them', async () => {
    const login = await openAs(page, 'agent', '/user/declare/management/many-upload');
    const [a, b] = (await companies(login.token)).filter((c) => c.id > 3 && c.accountIds.length > 0);
    await drop(report('retry-a.csv', 31, { account: a.accountIds[0] }), report('retry-b.csv', 32, { account: b.accountIds[0] }));
    await waitFiles(2, 'uploaded');
    const busy = '批次服务繁忙，暂时无法开始处理，请稍后重试';
    await injectFault({ path: START_CALL, method: 'POST', kind: 'business', message: busy, times: 1 });
    const starts = recordStarts(page);
    await clickSettled(page, '[data-testid="many-start"]:not([disabled])');
    const failed = await page.waitForSelector('[data-testid="many-start-failed"]');
    expect(await failed!.evaluate((el) => (el as HTMLElement).innerText)).toContain(`未能开始处理：${busy}`);
    expect(await failed!.evaluate((el) => (el as HTMLElement).innerText)).toContain('已上传的 2 个文件都保留在列表中');
    expect(await page.$eval('[data-testid="many-start-retry"]', (el) => (el as HTMLElement).innerText.trim())).toBe('重试');
    // the files are still listed, uploaded, with their companies; no batch began
    await waitFiles(2, 'uploaded');
    const rows = await page.$$eval('[data-testid="many-file"]', (els) => els.map((r) => [r.getAttribute('data-name'), r.getAttribute('data-company')]));
    expect(rows.sort()).toEqual([['retry-a.csv', String(a.id)], ['retry-b.csv', String(b.id)]]);
    expect(await page.$('[data-testid="many-batch"]')).toBeNull();
    await shot(page, 'batch-start-failed');

    await clickSettled(page, '[data-testid="many-start-retry"]');
    try {
      await page.waitForSelector('[data-testid="many-batch"][data-batch]');
      await page.waitForSelector('[data-testid="many-start-failed"]', { hidden: true });
      await waitFiles(2, 'batch');
      await page.waitForFunction(() => document.querySelector('[data-testid="queue-submitted"]')?.textContent?.includes('已提交 2 家公司'), { timeout: 60_000 });
    } catch (e) {
      // eslint-disable-next-line no-console
      console.log(`重试 did not start the batch.\nStart calls:\n${starts.dump()}\nPage:\n${await pageState()}`);
      throw e;
    }
    // both starts sent the same two stored files
    expect(starts.bodies).toHaveLength(2);
    expect(starts.bodies[1]).toBe(starts.bodies[0]);
    const sent = (JSON.parse(starts.bodies[1]) as { sellerReports: { fileName: string; key: string }[] }).sellerReports;
    expect(sent.map((r) => r.fileName).sort()).toEqual(['retry-a.csv', 'retry-b.csv']);
  });

  it('under 30 % failures and late answers, five companies’ reports are each submitted exactly once', async () => {
    await api('POST', '/api/__test__/batch', { failRate: 0.3, lateMs: 1200, parseMs: 200 });
    const login = await openAs(page, 'agent', '/user/declare/management/many-upload');
    const five = (await companies(login.token)).filter((c) => c.id > 3).slice(3, 8);
    await drop(...five.map((c, i) => report(`five-${i}.csv`, 20 + i, { account: c.accountIds[0] })));
    await waitFiles(5, 'uploaded');
    const batchId = await startAndWaitSubmitted(5, 90_000);
    const result = await apiData<{ companyId: number; reportIds: number[]; stored: number }[]>(`/api/seller-report/import/batch/result?batchId=${batchId}`, login.token);
    expect(result.map((r) => r.companyId).sort((x, y) => x - y)).toEqual(five.map((c) => c.id).sort((x, y) => x - y));
    for (const r of result) expect(r.stored).toBe(1);
    // and the report list holds exactly one report per company for the month
    const rows = await apiData<{ list: { companyId: number; reports: unknown[] }[] }>(`/api/seller-report?year=${lastMonth.year}&month=${lastMonth.month}&isUpload=1&perPage=100`, login.token);
    expect(rows.list.map((r) => [r.companyId, r.reports.length]).sort((x, y) => x[0] - y[0])).toEqual(five.map((c) => [c.id, 1]).sort((x, y) => x[0] - y[0]));
  });

  it('the report list: only uploaded companies when filtered; a report deleted (confirmed) leaves the filtered list', async () => {
    const { token } = await apiLogin('agent');
    const [a, b] = (await companies(token)).filter((c) => c.id > 3);
    for (const [i, c] of [a, b].entries()) {
      const f = await uploadAs(token, `list-${i}.csv`, generateVtr({ seed: 40 + i, rows: 10, period: { from: lastMonth.from, to: lastMonth.to }, account: c.accountIds[0] }));
      await api('POST', '/api/seller-report/import/batch', { companyId: c.id, idempotencyKey: `e2e-list:${c.id}`, sellerReports: [{ reportFileAddress: f.key, fileName: f.name, fileSize: f.size, year: lastMonth.year, month: lastMonth.month }] }, token);
    }
    await openAs(page, 'agent', '/user/declare/management?tab=reports');
    const LIST = '[data-testid="reports"]';
    await page.waitForSelector(`${LIST} .ant-table-row`);
    await pickOption(page, await fieldByLabel(page, LIST, '上传情况'), '已上传');
    await page.click(`${LIST} .ant-pro-query-filter .ant-btn-primary`);
    await page.waitForFunction((sel: string) => document.querySelectorAll(`${sel} .ant-table-tbody tr.ant-table-row`).length === 2, {}, LIST);
    const names = await page.$$eval(`${LIST} .ant-table-tbody tr.ant-table-row`, (rows) => rows.map((r) => r.textContent ?? ''));
    expect(names.some((n) => n.includes(a.name)) && names.some((n) => n.includes(b.name))).toBe(true);
    await shot(page, 'batch-reports');
    // delete A's report: confirmed, then A is no longer among the uploaded
    const row = `${LIST} tr.ant-table-row[data-row-key^="${a.id}-"]`;
    await page.click(`${row} [data-testid="report-file"] a.ant-typography`);
    await okPopconfirm(page);
    await page.waitForFunction((sel: string) => document.querySelectorAll(`${sel} .ant-table-tbody tr.ant-table-row`).length === 1, {}, LIST);
    const left = await apiData<{ list: { companyId: number }[] }>(`/api/seller-report?year=${lastMonth.year}&month=${lastMonth.month}&isUpload=1`, token);
    expect(left.list.map((r) => r.companyId)).toEqual([b.id]);
  });
});
