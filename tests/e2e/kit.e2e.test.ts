/**
 * The screen kit, end to end in Chromium (issue 9):
 * - the belonging-user selector of the header narrows the agent's lists, and clearing it widens them
 *   again — the bug where a list's own `users: undefined` removed the session's filter;
 * - ListPage's parts on the real lists (route title, page size, export, confirm-then-act).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { HTTPRequest, Page } from 'puppeteer';
import * as XLSX from 'xlsx';
import { api, BASE, clickText, injectFault, loginThroughForm, pagePerTest, shot, waitForText } from './helpers';
import { apiLogin, clearSelect, closeDropdowns, columnTexts, fieldByLabel, pickOption, rowCount, seedCalculation, waitForRows } from './kit-pages';

let page: Page;
const suite = pagePerTest((p) => {
  page = p;
});

const sleep = (ms: number) =>
  new Promise<void>((r) => {
    setTimeout(r, ms);
  });

/** Logs in through the form as `who` and opens `target`. */
async function openAs(who: string, target: string) {
  await page.goto(`${BASE}/login`);
  await loginThroughForm(page, who);
  await page.goto(`${BASE}${target}`);
}

/** The texts of the toasts (antd message notices) on the page. */
async function toasts(): Promise<string[]> {
  return page.$$eval('.ant-message-notice', (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
}

/** A JSON answer in the API's envelope. */
function envelope(data: unknown) {
  return { status: 200, contentType: 'application/json', body: JSON.stringify({ status: 200, success: true, data }) };
}

const RECORDS = '[data-testid="calc-records"]';
const HEADER_USERS = '[data-testid="belonging-user"]';

describe('agent: the header selection filters the calculation records', () => {
  it('narrows the rows to the picked client and widens them again when cleared', async () => {
    const agent = await apiLogin('agent');
    const clients = agent.user.clients!;
    expect(clients.map((c) => c.id)).toEqual([3, 4, 5]);
    const [c1, c2, c3] = clients;
    // Four calculations of three clients: two of client1, one each of client2 and client3.
    await seedCalculation('client1', { seed: 901, quarter: 1 });
    await seedCalculation('client1', { seed: 902, quarter: 2 });
    await seedCalculation('client2', { seed: 903, quarter: 1 });
    await seedCalculation('client3', { seed: 904, quarter: 3 });

    const listCalls: URL[] = [];
    page.on('request', (r: HTTPRequest) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/calculate-tax' && r.method() === 'GET') listCalls.push(u);
    });
    await page.goto(`${BASE}/login`);
    await loginThroughForm(page, 'agent');
    await page.goto(`${BASE}/user/calculate-tax/record`);
    await page.waitForSelector(HEADER_USERS);

    // No selection: every client's calculations.
    await waitForRows(page, RECORDS, 4);
    expect((await columnTexts(page, RECORDS, '所属用户')).sort()).toEqual([c1.name, c1.name, c2.name, c3.name].sort());
    await shot(page, 'kit-records-all');

    // Acting for client2 only: the list reloads by itself and shows client2's row alone.
    await pickOption(page, HEADER_USERS, c2.name);
    await closeDropdowns(page);
    await waitForRows(page, RECORDS, 1);
    expect(await columnTexts(page, RECORDS, '所属用户')).toEqual([c2.name]);
    expect(listCalls[listCalls.length - 1].searchParams.get('users')).toBe(String(c2.id));
    await shot(page, 'kit-records-client2');

    // A reload keeps the selection (session storage) and the filter.
    await page.reload();
    await waitForRows(page, RECORDS, 1);
    expect(await columnTexts(page, RECORDS, '所属用户')).toEqual([c2.name]);

    // Adding client1: three rows of the two picked clients.
    await pickOption(page, HEADER_USERS, c1.name);
    await closeDropdowns(page);
    await waitForRows(page, RECORDS, 3);
    expect((await columnTexts(page, RECORDS, '所属用户')).sort()).toEqual([c1.name, c1.name, c2.name].sort());
    expect(listCalls[listCalls.length - 1].searchParams.get('users')).toBe(`${c2.id},${c1.id}`);

    // Clearing the header selection: all four rows again, without a users parameter.
    await clearSelect(page, HEADER_USERS);
    await closeDropdowns(page);
    await page.waitForFunction(() => sessionStorage.getItem('yishui.users') === null);
    await waitForRows(page, RECORDS, 4);
    expect((await columnTexts(page, RECORDS, '所属用户')).sort()).toEqual([c1.name, c1.name, c2.name, c3.name].sort());
    expect(listCalls[listCalls.length - 1].searchParams.get('users')).toBeNull();
    expect(await rowCount(page, RECORDS)).toBe(4);
    await waitForText(page, '计算记录');
  });
});

describe('ListPage on the calculation records', () => {
  it('route title, page size 10, Chinese empty states', async () => {
    const calls: URL[] = [];
    page.on('request', (r: HTTPRequest) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/calculate-tax' && r.method() === 'GET') calls.push(u);
    });
    await openAs('seller', '/user/calculate-tax/record');
    await page.waitForFunction(() => document.title === '计算记录 - 一税');
    await page.waitForSelector('.ant-page-header-heading-title');
    expect(await page.$eval('.ant-page-header-heading-title', (e) => (e as HTMLElement).innerText)).toBe('计算记录');
    await page.waitForSelector(`${RECORDS} [data-testid="list-empty"]`);
    expect(await page.$eval(`${RECORDS} [data-testid="list-empty"]`, (e) => (e as HTMLElement).innerText)).toBe('暂无记录');
    expect(calls[calls.length - 1].searchParams.get('page')).toBe('1');
    expect(calls[calls.length - 1].searchParams.get('perPage')).toBe('10');
    // Blank filters are not sent.
    expect([...calls[calls.length - 1].searchParams.keys()].sort()).toEqual(['page', 'perPage']);
    // A seller has no users filter.
    expect(await page.$(`${RECORDS} [data-testid="agent-user-filter"]`)).toBeNull();

    // Eleven calculations: ten on the first page, one on the second.
    for (let i = 0; i < 11; i++) await seedCalculation('seller', { seed: 700 + i, quarter: ((i % 4) + 1) as 1 | 2 | 3 | 4 });
    await page.reload();
    await waitForRows(page, RECORDS, 10);
    await waitForText(page, '共 11 条');
    await page.click(`${RECORDS} .ant-pagination-item-2`);
    await waitForRows(page, RECORDS, 1);
    expect(calls[calls.length - 1].searchParams.get('page')).toBe('2');

    // A filter with no match: the filtered empty text, and the filter is sent.
    await pickOption(page, await fieldByLabel(page, `${RECORDS} .ant-pro-query-filter`, '状态'), '失败');
    await page.keyboard.press('Escape');
    await clickText(page, `${RECORDS} .ant-pro-query-filter button`, '查询');
    await page.waitForSelector(`${RECORDS} [data-testid="list-empty"]`);
    expect(await page.$eval(`${RECORDS} [data-testid="list-empty"]`, (e) => (e as HTMLElement).innerText)).toContain('没有符合筛选条件的记录');
    expect(calls[calls.length - 1].searchParams.get('status')).toBe('failed');
    expect(calls[calls.length - 1].searchParams.get('page')).toBe('1');
    await shot(page, 'kit-records-empty-filtered');
  });

  it('a failed delete keeps the row and shows its message once; a second try deletes it', async () => {
    const id = await seedCalculation('seller', { seed: 801 });
    await seedCalculation('seller', { seed: 802, quarter: 2 });
    await openAs('seller', '/user/calculate-tax/record');
    await waitForRows(page, RECORDS, 2);
    await injectFault({ path: `/api/calculate-tax/${id}`, method: 'DELETE', kind: 'business', message: '该计算记录已被引用，暂时无法删除' });
    await page.click(`[data-testid="delete-${id}"]`);
    await waitForText(page, '确定删除这条计算记录吗？');
    await clickText(page, '.ant-popconfirm .ant-btn', '确定');
    await waitForText(page, '该计算记录已被引用，暂时无法删除');
    await sleep(500);
    expect((await toasts()).filter((x) => x.includes('已被引用'))).toHaveLength(1);
    expect(await toasts()).not.toContain('已删除');
    expect(await rowCount(page, RECORDS)).toBe(2);
    expect(await page.$(`[data-testid="delete-${id}"]`)).not.toBeNull();
    await shot(page, 'kit-delete-failed');

    await page.click(`[data-testid="delete-${id}"]`);
    await page.waitForSelector('.ant-popconfirm:not(.ant-popover-hidden) .ant-btn-dangerous', { visible: true });
    await clickText(page, '.ant-popconfirm:not(.ant-popover-hidden) .ant-btn-dangerous', '确定');
    await waitForText(page, '已删除');
    await waitForRows(page, RECORDS, 1);
    expect(await page.$(`[data-testid="delete-${id}"]`)).toBeNull();
  });

  it('exports the filtered list: progress every second, then the .xlsx (sheet1) is downloaded', async () => {
    await seedCalculation('seller', { seed: 811 });
    await seedCalculation('seller', { seed: 812, quarter: 2 });
    const dl = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-export-'));
    const cdp = await suite.browser().target().createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dl });

    // The mock's real export (mock/_store/export.ts), slowed so its progress shows: 3 steps of 1.2 s.
    await api('POST', '/api/__test__/export', { stepMs: 1200 });
    const started: URL[] = [];
    const polledAt: number[] = [];
    const polledIds: (string | null)[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/calculate-tax/export-all') started.push(u);
      else if (u.pathname === '/api/calculate-tax/export-result') {
        polledAt.push(Date.now());
        polledIds.push(u.searchParams.get('taskId'));
      }
    });
    await openAs('seller', '/user/calculate-tax/record');
    await waitForRows(page, RECORDS, 2);
    // Filter first: the export gets the same filters as the list, without paging.
    await pickOption(page, await fieldByLabel(page, `${RECORDS} .ant-pro-query-filter`, '申报国家'), '英国（GB）');
    await page.keyboard.press('Escape');
    await clickText(page, `${RECORDS} .ant-pro-query-filter button`, '查询');
    await waitForRows(page, RECORDS, 2);

    await page.click('[data-testid="list-export"]');
    await page.waitForSelector('[data-testid="export-dialog"]');
    await page.waitForSelector('[data-testid="export-dialog"][data-phase="running"]');
    await page.waitForFunction(() => /(20|60|90)%/.test(document.querySelector('[data-testid="export-progress"]')?.textContent ?? ''), { timeout: 10_000 });
    await shot(page, 'kit-export-running');
    await page.waitForSelector('[data-testid="export-dialog"][data-phase="done"]', { timeout: 15_000 });
    const today = new Date().toISOString().slice(0, 10);
    expect(await page.$eval('[data-testid="export-status"]', (e) => (e as HTMLElement).innerText)).toBe(`文件已生成：计算记录-${today}.xlsx，共 2 条记录`);
    expect(await page.$eval('[data-testid="export-download"]', (e) => (e as HTMLAnchorElement).getAttribute('download'))).toBe(`计算记录-${today}.xlsx`);
    await shot(page, 'kit-export-done');

    expect(started).toHaveLength(1);
    expect(started[0].searchParams.get('countryCode')).toBe('GB');
    expect(started[0].searchParams.has('page')).toBe(false);
    expect(started[0].searchParams.has('perPage')).toBe(false);
    expect(polledAt.length).toBeGreaterThanOrEqual(3);
    expect(new Set(polledIds).size).toBe(1);
    // About one second between two result calls.
    expect(polledAt[1] - polledAt[0]).toBeGreaterThanOrEqual(900);

    const deadline = Date.now() + 15_000;
    let file: string | undefined;
    while (!file && Date.now() < deadline) {
      file = fs.readdirSync(dl).find((f) => f.endsWith('.xlsx'));
      if (!file) await sleep(200);
    }
    expect(file).toBeDefined();
    const book = XLSX.read(fs.readFileSync(path.join(dl, file!)));
    expect(book.SheetNames).toEqual(['sheet1']);
    // sheet1 holds exactly the filtered rows.
    const sheetRows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.sheet1);
    expect(sheetRows.map((r) => r['申报国家'])).toEqual(['英国（GB）', '英国（GB）']);
    await page.click('[data-testid="export-close"]');
    fs.rmSync(dl, { recursive: true, force: true });
  });

  it('a failed export shows the server\'s reason once in the dialog, and can be retried', async () => {
    await seedCalculation('seller', { seed: 821 });
    let polls = 0;
    await page.setRequestInterception(true);
    page.on('request', (r) => {
      if (r.isInterceptResolutionHandled()) return;
      const u = new URL(r.url());
      if (u.pathname === '/api/calculate-tax/export-all') void r.respond(envelope({ taskId: 'kit-2' }));
      else if (u.pathname === '/api/calculate-tax/export-result') {
        polls += 1;
        void r.respond(envelope({ taskId: 'kit-2', status: 'failed', progress: 30, error: '导出数据超过 10 万行，请缩小筛选范围后重试' }));
      } else void r.continue();
    });
    await openAs('seller', '/user/calculate-tax/record');
    await waitForRows(page, RECORDS, 1);
    await page.click('[data-testid="list-export"]');
    await page.waitForSelector('[data-testid="export-dialog"][data-phase="failed"]', { timeout: 10_000 });
    expect(await page.$eval('[data-testid="export-error"]', (e) => (e as HTMLElement).innerText)).toBe('导出数据超过 10 万行，请缩小筛选范围后重试');
    expect((await toasts()).filter((x) => x.includes('10 万行'))).toHaveLength(0);
    await shot(page, 'kit-export-failed');
    expect(polls).toBe(1);
    await page.click('[data-testid="export-retry"]');
    const deadline = Date.now() + 10_000;
    while (polls < 2 && Date.now() < deadline) await sleep(100);
    expect(polls).toBe(2);
    await page.waitForSelector('[data-testid="export-dialog"][data-phase="failed"]');
    expect(await page.$eval('[data-testid="export-error"]', (e) => (e as HTMLElement).innerText)).toBe('导出数据超过 10 万行，请缩小筛选范围后重试');
    await page.click('[data-testid="export-close"]');
    await page.setRequestInterception(false);
  });
});
