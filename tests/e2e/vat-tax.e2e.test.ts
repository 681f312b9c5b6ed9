/**
 * The VAT records area end to end in Chromium (issue #9, spec §2 `/user/vat-tax*`), driven the way a
 * person would — clicking and typing through the page objects — as the seller and as the agent:
 * - the agent's list narrows to a client picked in the header's 所属用户 selector and in the list's
 *   users filter (rows counted, the user column read) and widens again when cleared;
 * - the details drawer lists the certificates (one downloads as a PDF) and clears the unread dot;
 * - the export downloads a real `.xlsx` whose sheet1 holds exactly the filtered rows; the selected
 *   numbers' certificates download as a `.zip` of PDFs; a share link opens without login in a fresh
 *   browser context;
 * - 申报记录 of a row lands on the tax records filtered to that number;
 * - the overdue list is oldest first with the days overdue; 去申报 opens the calc form with the
 *   country, the dates, the company and the VAT number filled in;
 * - the tags-and-note wizard: type in step 1, leave, come back at the step left with the typed
 *   value (also after a reload), the preview refuses with an unfinished step and links to it, a
 *   failed submit keeps the draft and the values, a good one removes the draft, saves through the API
 *   and the list shows the new tags (the checks of the former wizard demo's test, on the real wizard);
 * - the shared page without a token, with a bad token; the empty states.
 */
import fs from 'fs';
import { unzipSync } from 'fflate';
import type { HTTPRequest, Page } from 'puppeteer';
import * as XLSX from 'xlsx';
import { BASE, clickSettled, clickText, injectFault, openAs, pagePerTest, shot, waitForText, type ApiLogin } from './helpers';
import { clearSelect, closeDropdowns, columnTexts, fieldByLabel, pickOption, waitForRows } from './kit-pages';
import { ProTablePO, StepsFormPO } from './page-objects';
import { apiData, checkRow, countryCells, downloadsOf, firstLines, storedDraft, tokenOf } from './vat-pages';

let page: Page;
const suite = pagePerTest((p) => {
  page = p;
});

const LIST = '[data-testid="vat-numbers"]';
const OVERDUE = '[data-testid="vat-overdue"]';
const RECORDS = '[data-testid="vat-records"]';
const WIZ = '[data-testid="vat-tag-wizard"]';
const HEADER_USERS = '[data-testid="belonging-user"]';
const today = () => new Date().toISOString().slice(0, 10);

/** A record of the all-list (`GET /api/vat-tax?all=1`). */
interface NumberRow {
  id: number;
  userId: number;
  userName: string;
  countryCode: string;
  vatNumber: string;
  companyName: string;
  status: number;
  tags: string[];
}

/** The numbers `login` sees (all-list, through the API). */
async function numbersOf(token: string, query = ''): Promise<NumberRow[]> {
  return apiData<NumberRow[]>(`/api/vat-tax?all=1${query}`, token);
}

/** The record of `country` among the seller's numbers. */
async function sellerNumber(login: ApiLogin, country: string): Promise<NumberRow> {
  const row = (await numbersOf(login.token)).find((r) => r.countryCode === country);
  if (!row) throw new Error(`the seller has no ${country} number`);
  return row;
}

/** Records the list calls of `path` (GET) made by the page. */
function recordCalls(path: string): URL[] {
  const calls: URL[] = [];
  page.on('request', (r: HTTPRequest) => {
    const u = new URL(r.url());
    if (u.pathname === path && r.method() === 'GET') calls.push(u);
  });
  return calls;
}

describe('agent: the VAT numbers follow 所属用户 (header and list filter)', () => {
  it('narrows to the picked client, the list filter and the header change together, widens when cleared', async () => {
    const calls = recordCalls('/api/vat-tax');
    const login = await openAs(page, 'agent', '/user/vat-tax');
    const clients = login.user.clients!;
    expect(clients.map((c) => c.id)).toEqual([3, 4, 5]);
    const [c1, c2, c3] = clients;
    const table = new ProTablePO(page, LIST);

    // Every client's numbers: 11 on two pages, the user column names the three clients.
    await table.waitRowCount(10);
    expect(await table.total()).toBe(11);
    expect(new Set(await columnTexts(page, LIST, '所属用户'))).toEqual(new Set([c1.name, c2.name, c3.name]));
    const listCall = () => calls.filter((u) => !u.searchParams.has('all')).pop()!;
    expect(listCall().searchParams.get('users')).toBeNull();
    expect(listCall().searchParams.get('per_page')).toBe('10');
    await shot(page, 'vat-agent-all');

    // The header's 所属用户: client2 only; the list reloads by itself.
    await pickOption(page, HEADER_USERS, c2.name);
    await closeDropdowns(page);
    await waitForRows(page, LIST, 4);
    expect(await columnTexts(page, LIST, '所属用户')).toEqual([c2.name, c2.name, c2.name, c2.name]);
    expect(listCall().searchParams.get('users')).toBe(String(c2.id));
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('yishui.users'))) || 'null')).toEqual({ ids: [c2.id], names: [c2.name] });
    // The header shows whom the agent acts for.
    expect(
      await page.$$eval(`${HEADER_USERS} .ant-select-selection-overflow-item:not(.ant-select-selection-overflow-item-rest) .ant-select-selection-item`, (els) =>
        els.map((e) => (e as HTMLElement).innerText.trim()),
      ),
    ).toEqual([c2.name]);
    await shot(page, 'vat-agent-client2');

    // A reload keeps the selection (session storage) and the filter.
    await page.reload();
    await waitForRows(page, LIST, 4);
    expect(new Set(await columnTexts(page, LIST, '所属用户'))).toEqual(new Set([c2.name]));

    // Issue #25 "One 所属用户": the list's filter IS the header's selector — it shows client2, and
    // adding client1 there changes the header too (4 + 4 numbers).
    const usersField = await fieldByLabel(page, `${LIST} .ant-pro-query-filter`, '所属用户');
    const chosen = (scope: string) => page.$$eval(`${scope} .ant-select-selection-overflow-item:not(.ant-select-selection-overflow-item-rest) .ant-select-selection-item`, (els) => els.map((e) => (e as HTMLElement).innerText.trim()).filter(Boolean));
    expect(await chosen(usersField)).toEqual([c2.name]);
    await pickOption(page, usersField, c1.name);
    await closeDropdowns(page);
    await table.waitRowCount(8);
    expect(new Set(await columnTexts(page, LIST, '所属用户'))).toEqual(new Set([c1.name, c2.name]));
    expect(listCall().searchParams.get('users')).toBe(`${c2.id},${c1.id}`);
    expect(await chosen(HEADER_USERS)).toEqual(await chosen(usersField));
    await shot(page, 'vat-agent-users-filter');

    // Clearing the header selection and the list filter: everyone's numbers again, no users parameter.
    await clearSelect(page, HEADER_USERS);
    await closeDropdowns(page);
    await page.waitForFunction(() => sessionStorage.getItem('yishui.users') === null);
    await page.waitForFunction((sel: string) => (document.querySelector(`${sel} .ant-select-selection-placeholder`) as HTMLElement | null)?.innerText.trim() === '全部客户', {}, HEADER_USERS);
    await table.reset();
    await table.waitRowCount(10);
    expect(await table.total()).toBe(11);
    expect(listCall().searchParams.get('users')).toBeNull();
  });

  it('the agent sees a client\'s unread status change and the details clear it', async () => {
    const login = await openAs(page, 'agent', '/user/vat-tax');
    const cz = (await numbersOf(login.token)).find((r) => r.countryCode === 'CZ')!;
    const table = new ProTablePO(page, LIST);
    await table.search({ countryCode: 'CZ' });
    await table.waitRowCount(1);
    await page.waitForSelector(`[data-testid="unread-${cz.id}"]`);
    await page.click(`[data-testid="detail-${cz.id}"]`);
    await page.waitForSelector(`[data-testid="vat-detail"][data-id="${cz.id}"][data-loaded="true"]`);
    await page.waitForFunction((id: number) => !document.querySelector(`[data-testid="unread-${id}"]`), { timeout: 10_000 }, cz.id);
  });
});

describe('seller: the VAT numbers list', () => {
  it('shows the numbers in spec order with status, due dates and days left', async () => {
    const calls = recordCalls('/api/vat-tax');
    const login = await openAs(page, 'seller', '/user/vat-tax');
    await page.waitForFunction(() => document.title === 'VAT 税号 - 一税');
    const table = new ProTablePO(page, LIST);
    await table.waitRowCount(5);
    expect(await countryCells(page, LIST)).toEqual(['GB英国', 'DE德国', 'FR法国', 'IT意大利', 'ES西班牙']);
    const numbers = await numbersOf(login.token);
    expect(await firstLines(page, LIST, 'VAT 税号')).toEqual(numbers.map((n) => n.vatNumber || '待下发'));
    const types = () => page.$$eval(`${LIST} [data-testid="vat-type"]`, (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
    expect(await types()).toEqual(['新注册', '新注册', '转代理', '新注册', '新注册']);
    expect(await columnTexts(page, LIST, '状态')).toEqual(['已下号', '已下号', '已下号', '已递交税局', '资料审核中']);
    // A seller has no user column and no users filter.
    expect(await page.$(`${LIST} [data-testid="agent-user-filter"]`)).toBeNull();
    expect(await page.$$eval(`${LIST} thead th`, (ths) => ths.map((th) => (th as HTMLElement).innerText.trim()))).not.toContain('所属用户');
    // Days left under the due date: the overdue ones in the theme's error colour.
    const views = (await apiData<{ list: { id: number; daysLeft: number | null; nextDueDate: string | null }[] }>('/api/vat-tax?per_page=10', login.token)).list;
    const due = views.filter((x) => x.daysLeft !== null);
    const seen = await Promise.all(
      due.map((v) =>
        page.$eval(`[data-testid="due-${v.id}-left"]`, (e) => ({ text: (e as HTMLElement).innerText, tone: e.getAttribute('data-tone'), color: getComputedStyle(e).color })),
      ),
    );
    const want = due.map((v, i) => {
      const d = v.daysLeft!;
      if (d < 0) return { text: `已逾期 ${-d} 天`, tone: 'danger', color: 'rgb(207, 19, 34)' };
      if (d <= 7) return { text: seen[i].text, tone: 'warning', color: 'rgb(173, 78, 0)' };
      return { text: `剩 ${d} 天`, tone: 'normal', color: seen[i].color };
    });
    expect(seen).toEqual(want);
    expect(views.some((v) => v.daysLeft !== null && v.daysLeft < 0)).toBe(true);
    // page / per_page (spec §7), spec §9 country order by default.
    const first = calls.find((u) => !u.searchParams.has('all'))!;
    expect(first.searchParams.get('page')).toBe('1');
    expect(first.searchParams.get('per_page')).toBe('10');
    await shot(page, 'vat-seller-list');

    // The register-type filter of spec §4: 全部 / 新注册 / 转代理.
    await clickText(page, `${LIST} .ant-pro-query-filter .ant-radio-button-wrapper`, '转代理');
    await table.submit();
    await table.waitRowCount(1);
    expect(await types()).toEqual(['转代理']);
    expect(calls[calls.length - 1].searchParams.get('type')).toBe('1');
    await clickText(page, `${LIST} .ant-pro-query-filter .ant-radio-button-wrapper`, '全部');
    // Overdue only.
    await page.click(`${LIST} .ant-pro-query-filter #overdue`);
    await table.submit();
    await table.waitRowCount(views.filter((v) => v.daysLeft !== null && v.daysLeft < 0).length);
    expect(calls[calls.length - 1].searchParams.get('overdue')).toBe('1');
    expect(calls[calls.length - 1].searchParams.has('type')).toBe(false);
    // A filter without a match: the kit's filtered empty text.
    await table.reset();
    await table.search({ q: 'NO-SUCH-NUMBER' });
    await page.waitForSelector(`${LIST} [data-testid="list-empty"]`);
    expect(await page.$eval(`${LIST} [data-testid="list-empty"]`, (e) => (e as HTMLElement).innerText)).toContain('没有符合筛选条件的记录');
  });

  it('a user without numbers is told the registration service is coming, with a way forward', async () => {
    await page.setRequestInterception(true);
    page.on('request', (r) => {
      if (r.isInterceptResolutionHandled()) return;
      const u = new URL(r.url());
      if (u.pathname === '/api/vat-tax' && !u.searchParams.has('all') && !u.searchParams.has('q')) {
        void r.respond({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 200, success: true, data: { list: [], total: 0, page: 1, perPage: 10 } }) });
      } else void r.continue();
    });
    await openAs(page, 'seller', '/user/vat-tax');
    await page.waitForSelector(`${LIST} [data-testid="vat-empty"]`);
    const text = await page.$eval(`${LIST} [data-testid="vat-empty"]`, (e) => (e as HTMLElement).innerText);
    expect(text).toContain('您还没有 VAT 税号');
    expect(text).toContain('VAT 注册服务即将上线');
    // No link to a route that does not exist: the one way forward is the tax calculator.
    expect(await page.$$eval(`${LIST} [data-testid="vat-empty"] a[href]`, (as) => as.length)).toBe(0);
    await shot(page, 'vat-seller-empty');
    await clickText(page, `${LIST} [data-testid="vat-empty"] button`, '去算税');
    await page.waitForFunction(() => location.pathname === '/user/calculate-tax');
  });

  it('details: certificates download as PDFs; opening an unread change clears its dot', async () => {
    const login = await openAs(page, 'seller', '/user/vat-tax');
    const dl = await downloadsOf(suite.browser());
    const gb = await sellerNumber(login, 'GB');
    const it = await sellerNumber(login, 'IT');
    const reads: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/vat-tax/read') reads.push(u.searchParams.get('id') ?? '');
    });
    await waitForRows(page, LIST, 5);
    // IT has an unread status change; GB has none.
    await page.waitForSelector(`[data-testid="unread-${it.id}"]`);
    expect(await page.$(`[data-testid="unread-${gb.id}"]`)).toBeNull();

    await page.click(`[data-testid="detail-${gb.id}"]`);
    await page.waitForSelector(`[data-testid="vat-detail"][data-id="${gb.id}"][data-loaded="true"]`);
    await waitForText(page, 'GB VAT 税号详情');
    const certs = await page.$$eval('[data-testid="vat-detail-certs"] .ant-list-item', (els) => els.map((e) => (e as HTMLElement).innerText));
    expect(certs).toHaveLength(1);
    expect(certs[0]).toContain('VAT 税号证书');
    expect(certs[0]).toContain(`GB-${gb.vatNumber}-VAT-certificate.pdf`);
    expect(await page.$$eval('[data-testid="vat-detail-periods"] tr.ant-table-row', (r) => r.length)).toBeGreaterThan(0);
    await waitForText(page, '税号已下发，开始按期申报');
    await shot(page, 'vat-seller-detail');
    await clickSettled(page, '[data-testid="vat-cert-download"]');
    const pdf = await dl.next('.pdf');
    expect(fs.readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(reads).toEqual([]); // nothing unread on GB
    await clickSettled(page, '.ant-drawer-close');
    // Closed (its content destroyed) once the animation has ended.
    await page.waitForSelector('[data-testid="vat-detail"]', { hidden: true });

    await page.click(`[data-testid="detail-${it.id}"]`);
    await page.waitForSelector(`[data-testid="vat-detail"][data-id="${it.id}"][data-loaded="true"]`);
    await waitForText(page, '税号下发后可在这里下载证书');
    await page.waitForFunction((id: number) => !document.querySelector(`[data-testid="unread-${id}"]`), { timeout: 10_000 }, it.id);
    expect(reads).toEqual([String(it.id)]);
    // The server remembers it.
    await page.reload();
    await waitForRows(page, LIST, 5);
    expect(await page.$(`[data-testid="unread-${it.id}"]`)).toBeNull();
    dl.cleanup();
  });

  it('export: the downloaded .xlsx holds exactly the filtered rows in sheet1', async () => {
    const dl = await downloadsOf(suite.browser());
    const started: URL[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/vat-tax/export-all') started.push(u);
    });
    const login = await openAs(page, 'seller', '/user/vat-tax');
    const table = new ProTablePO(page, LIST);
    await table.waitRowCount(5);
    await pickOption(page, await fieldByLabel(page, `${LIST} .ant-pro-query-filter`, '状态'), '已下号');
    await closeDropdowns(page);
    await table.submit();
    await table.waitRowCount(3);
    const shown = await firstLines(page, LIST, 'VAT 税号');

    await page.click(`${LIST} [data-testid="list-export"]`);
    await page.waitForSelector('[data-testid="export-dialog"][data-phase="done"]', { timeout: 20_000 });
    expect(await page.$eval('[data-testid="export-status"]', (e) => (e as HTMLElement).innerText)).toBe(`文件已生成：VAT税号列表-${today()}.xlsx，共 3 条记录`);
    await shot(page, 'vat-seller-export');
    expect(started).toHaveLength(1);
    expect(started[0].searchParams.get('kind')).toBe('numbers');
    expect(started[0].searchParams.get('status')).toBe('3');
    expect(started[0].searchParams.has('page') || started[0].searchParams.has('per_page')).toBe(false);

    const book = XLSX.read(fs.readFileSync(await dl.next('.xlsx')));
    expect(book.SheetNames).toEqual(['sheet1']);
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.sheet1);
    expect(rows.map((r) => r['VAT 税号'])).toEqual(shown);
    expect(rows.map((r) => r['状态'])).toEqual(['已下号', '已下号', '已下号']);
    expect(rows.map((r) => r['国家'])).toEqual(['GB', 'DE', 'FR']);
    expect(new Set(rows.map((r) => r['公司名称']))).toEqual(new Set([login.user.company as string]));
    await page.click('[data-testid="export-close"]');
    dl.cleanup();
  });

  it('certificates of the selected numbers download as one .zip of PDFs', async () => {
    const login = await openAs(page, 'seller', '/user/vat-tax');
    const dl = await downloadsOf(suite.browser());
    const [gb, de] = [await sellerNumber(login, 'GB'), await sellerNumber(login, 'DE')];
    await waitForRows(page, LIST, 5);
    // Nothing selected: the buttons are disabled and the toolbar says what to do.
    expect(await page.$eval('[data-testid="vat-certs"]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(await page.$eval('[data-testid="vat-share"]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(await page.$eval('[data-testid="vat-selection-hint"]', (e) => (e as HTMLElement).innerText)).toBe('勾选税号后可下载证书或分享');

    await checkRow(page, LIST, gb.id);
    await checkRow(page, LIST, de.id);
    expect(await page.$eval('[data-testid="vat-selection-hint"]', (e) => (e as HTMLElement).innerText)).toBe('已选 2 个');
    await shot(page, 'vat-seller-selected');
    const posted: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/vat-tax/certs/batch-download') posted.push(`${r.method()} ${new URL(r.url()).search}`);
    });
    await page.click('[data-testid="vat-certs"]');
    await waitForText(page, '已打包 2 个税号的 3 份证书，开始下载');
    expect(posted).toEqual([`POST ?ids=${encodeURIComponent(`${gb.id},${de.id}`)}`]);
    const zip = unzipSync(new Uint8Array(fs.readFileSync(await dl.next('.zip'))));
    const names = Object.keys(zip).sort();
    expect(names).toEqual(
      [`DE-${de.vatNumber}/DE-${de.vatNumber}-Steuernummer.pdf`, `DE-${de.vatNumber}/DE-${de.vatNumber}-VAT-certificate.pdf`, `GB-${gb.vatNumber}/GB-${gb.vatNumber}-VAT-certificate.pdf`].sort(),
    );
    for (const n of names) expect(Buffer.from(zip[n].subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    dl.cleanup();
  });

  it('share: the link opens without login in a fresh browser context and shows the shared rows', async () => {
    const login = await openAs(page, 'seller', '/user/vat-tax');
    const picked = [await sellerNumber(login, 'GB'), await sellerNumber(login, 'DE'), await sellerNumber(login, 'FR')];
    await waitForRows(page, LIST, 5);
    for (const n of picked) await checkRow(page, LIST, n.id);
    await page.click('[data-testid="vat-share"]');
    await page.waitForSelector('[data-testid="vat-share-dialog"]');
    const link = await page.$eval('[data-testid="vat-share-link"]', (e) => (e as HTMLElement).innerText.trim());
    expect(link).toMatch(new RegExp(`^${BASE}/user/vat-tax/temporaryDataSet\\?token=[0-9a-f]{32}$`));
    // A copy button, and the expiry 7 days ahead.
    expect(await page.$('[data-testid="vat-share-link"] .ant-typography-copy')).not.toBeNull();
    const expires = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await page.$eval('[data-testid="vat-share-expires"]', (e) => (e as HTMLElement).innerText)).toContain(`有效期至 ${expires}`);
    await shot(page, 'vat-seller-share');

    const context = await suite.browser().createBrowserContext();
    try {
      const guest = await context.newPage();
      await guest.setViewport({ width: 1280, height: 800 });
      await guest.goto(link);
      await guest.waitForSelector('[data-testid="shared-table"] tr.ant-table-row');
      expect(await guest.evaluate(() => sessionStorage.getItem('yishui.access_token'))).toBeNull();
      expect(await guest.evaluate(() => document.title)).toBe('VAT 税号分享 - 一税');
      const rows = await guest.$$eval('[data-testid="shared-table"] tr.ant-table-row', (trs) => trs.map((tr) => (tr as HTMLElement).innerText));
      expect(rows).toHaveLength(3);
      picked.forEach((n, i) => {
        expect(rows[i]).toContain(n.vatNumber);
        expect(rows[i]).toContain('已下号');
      });
      const body = await guest.$eval('[data-testid="shared-data"]', (e) => (e as HTMLElement).innerText);
      expect(body).toContain(`分享人：${login.user.name}`);
      expect(body).toContain('共 3 个税号');
      // Read only: no tags, notes or certificates.
      expect(body).not.toContain('主力站点');
      expect(await guest.$('.ant-pro-sider')).toBeNull();
      await shot(guest, 'vat-shared-page');
    } finally {
      await context.close();
    }
  });

  it('申报记录 of a row lands on the tax records filtered to that number', async () => {
    const calls = recordCalls('/api/vat-tax/history-periods');
    const login = await openAs(page, 'seller', '/user/vat-tax');
    const gb = await sellerNumber(login, 'GB');
    await waitForRows(page, LIST, 5);
    await page.click(`[data-testid="periods-${gb.id}"]`);
    await page.waitForFunction((id: number) => location.pathname === '/user/vat-tax/tax-records' && location.search === `?id=${id}`, {}, gb.id);
    await page.waitForFunction(() => document.title === '申报记录 - 一税');
    const expected = await apiData<{ total: number }>(`/api/vat-tax/history-periods?id=${gb.id}&perPage=1`, login.token);
    const table = new ProTablePO(page, RECORDS);
    await table.ready();
    await page.waitForFunction((sel: string) => document.querySelectorAll(`${sel} tr.ant-table-row`).length > 0, {}, RECORDS);
    expect(await table.total()).toBe(expected.total);
    expect(new Set(await columnTexts(page, RECORDS, 'VAT 税号'))).toEqual(new Set([gb.vatNumber]));
    expect(calls[calls.length - 1].searchParams.get('id')).toBe(String(gb.id));
    expect(calls[calls.length - 1].searchParams.get('state')).toBe('filed');
    // The VAT number filter shows the number.
    expect(await page.$eval(`${RECORDS} .ant-pro-query-filter .ant-select-selection-item`, (e) => (e as HTMLElement).innerText)).toContain(gb.vatNumber);
    // Amounts in the return currency; a zero or refund return needs no payment.
    const amounts = await columnTexts(page, RECORDS, '应缴（负数为应退）');
    for (const a of amounts) expect(a).toMatch(/^(应退 )?[\d,]+\.\d{2} GBP$/);
    await shot(page, 'vat-seller-tax-records');

    // Clearing the number: every filed return of the seller, newest period first.
    await page.hover(`${RECORDS} .ant-pro-query-filter .ant-select`);
    await page.click(`${RECORDS} .ant-pro-query-filter .ant-select-clear`);
    await table.submit();
    const all = await apiData<{ total: number }>('/api/vat-tax/history-periods?perPage=1', login.token);
    expect(await table.total()).toBe(all.total);
    expect(calls[calls.length - 1].searchParams.has('id')).toBe(false);
  });
});

describe('overdue returns', () => {
  it('oldest first with the days overdue; 去申报 opens the calc form with the country, the dates and the number', async () => {
    const calls = recordCalls('/api/vat-tax/history-periods');
    const login = await openAs(page, 'seller', '/user/vat-tax/overdue-tax');
    await page.waitForFunction(() => document.title === '逾期未申报 - 一税');
    const expected = await apiData<{ list: { id: string; countryCode: string; periodStart: string; periodEnd: string; daysOverdue: number; vatNumber: string; companyName: string }[]; total: number }>(
      '/api/vat-tax/history-periods?state=overdue&order_by=-daysOverdue&perPage=50',
      login.token,
    );
    expect(expected.total).toBeGreaterThan(0);
    await waitForRows(page, OVERDUE, expected.total);
    const days = (await columnTexts(page, OVERDUE, '逾期天数')).map((s) => Number(s.replace(/\D/g, '')));
    expect(days).toEqual(expected.list.map((p) => p.daysOverdue));
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(days.every((d) => d > 0)).toBe(true);
    expect(await page.$eval(`${OVERDUE} [data-testid="days-overdue"]`, (e) => getComputedStyle(e).color)).toBe('rgb(207, 19, 34)');
    expect(calls[0].searchParams.get('state')).toBe('overdue');
    expect(calls[0].searchParams.get('order_by')).toBe('-daysOverdue');
    const alert = await page.$eval('[data-testid="vat-overdue-alert"]', (e) => (e as HTMLElement).innerText);
    expect(alert).toContain('零申报');
    expect(alert).toContain('积分');
    await shot(page, 'vat-seller-overdue');

    const oldest = expected.list[0];
    await page.click(`[data-testid="file-${oldest.id}"]`);
    await page.waitForFunction(() => location.pathname === '/user/calculate-tax');
    expect(new URL(page.url()).searchParams.get('countryCode')).toBe(oldest.countryCode);
    await page.waitForSelector('[data-testid="calc-form"] #startDate');
    await page.waitForFunction(
      (s: string, e: string) => (document.querySelector('#startDate') as HTMLInputElement).value === s && (document.querySelector('#endDate') as HTMLInputElement).value === e,
      {},
      oldest.periodStart,
      oldest.periodEnd,
    );
    const country = await page.$eval('[data-testid="calc-form"] .ant-form-item:has(#countryCode) .ant-select-selection-item', (e) => (e as HTMLElement).innerText);
    expect(country).toContain(`（${oldest.countryCode}）`);
    // The company and its VAT number too.
    expect(await page.$eval('#companyName', (e) => (e as HTMLInputElement).value)).toBe(oldest.companyName);
    expect(await page.$eval('#vatNumber', (e) => (e as HTMLInputElement).value)).toBe(oldest.vatNumber);
    await shot(page, 'vat-overdue-to-calc');
  });

  it('the agent sees the clients\' overdue periods with the user column', async () => {
    const login = await openAs(page, 'agent', '/user/vat-tax/overdue-tax');
    const expected = await apiData<{ total: number }>('/api/vat-tax/history-periods?state=overdue&perPage=1', login.token);
    await waitForRows(page, OVERDUE, Math.min(10, expected.total));
    const names = new Set(await columnTexts(page, OVERDUE, '所属用户'));
    const clientNames = new Set(login.user.clients!.map((c) => c.name));
    for (const n of names) expect(clientNames.has(n)).toBe(true);
  });
});

describe('the tags-and-note wizard', () => {
  const DRAFT = 'vat-tax-tag';

  /** Waits until the wizard is ready at `step` and the address is `path?id=`. */
  async function at(step: string, path: string, id: number) {
    await page
      .waitForFunction(
        (sel: string, s: string, p: string, q: string) => {
          const el = document.querySelector(sel);
          return el?.getAttribute('data-ready') === 'true' && el.getAttribute('data-step') === s && location.pathname === p && location.search === q;
        },
        { timeout: 15_000 },
        WIZ,
        step,
        path,
        `?id=${id}`,
      )
      .catch(async (e) => {
        const seen = await page.evaluate((sel: string) => `${location.pathname}${location.search} step=${document.querySelector(sel)?.getAttribute('data-step')}`, WIZ);
        throw new Error(`${String(e)}: expected ${step} at ${path}, saw ${seen}`);
      });
  }

  /** Waits until the draft's save state is `saved`. */
  const saved = () => page.waitForSelector('[data-testid="wizard-draft-status"][data-state="saved"]', { timeout: 10_000 });
  /** After typing: waits for the unsaved state (the 1000 ms debounce), then for the save. */
  const savedAfterTyping = async () => {
    await page.waitForSelector('[data-testid="wizard-draft-status"][data-state="pending"]', { timeout: 5_000 }).catch(() => undefined);
    await saved();
  };
  /** Waits (up to 10 s) until the stored draft of `id` matches `expected`. */
  async function draftLike(id: number, expected: Record<string, unknown> | ((d: { values: Record<string, unknown> } | null) => void)) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const d = await storedDraft(page, DRAFT, String(id));
      try {
        if (typeof expected === 'function') expected(d);
        else expect(d).toMatchObject(expected);
        return;
      } catch (e) {
        if (Date.now() > deadline) throw e;
        await new Promise((r) => {
          setTimeout(r, 200);
        });
      }
    }
  }

  /** The tags shown in the tags select of step 1. */
  const shownTags = async () => {
    await page.waitForSelector('.ant-pro-steps-form-step-active #tags_tags');
    return page.$$eval('.ant-pro-steps-form-step-active .ant-select-selection-item', (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
  };

  /** The value of the input `#id` of the active step (waiting for it: a step's route may be mounting). */
  const valueOf = async (id: string) => {
    await page.waitForSelector(`.ant-pro-steps-form-step-active #${id}`);
    return page.$eval(`.ant-pro-steps-form-step-active #${id}`, (el) => (el as HTMLInputElement).value);
  };

  /** Types a tag into the tags select and confirms it with Enter. */
  async function typeTag(tag: string) {
    await page.click('.ant-pro-steps-form-step-active #tags_tags');
    await page.type('.ant-pro-steps-form-step-active #tags_tags', tag);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
  }

  /** Replaces the text of the active step's field `#id`. */
  async function retype(id: string, text: string) {
    const sel = `.ant-pro-steps-form-step-active #${id}`;
    await page.click(sel, { clickCount: 3 });
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
    if (text) await page.type(sel, text);
  }

  it('type, leave, come back at the step left, preview refuses, failed and good submit, the list shows the tags', async () => {
    const login = await openAs(page, 'seller', '/user/vat-tax');
    const gb = await sellerNumber(login, 'GB');
    expect(gb.tags).toEqual(['主力站点']);
    const steps = new StepsFormPO(page, WIZ);
    await waitForRows(page, LIST, 5);

    // The row action opens step 1 with the number's current tags.
    await page.click(`[data-testid="tag-${gb.id}"]`);
    await at('tags', '/user/vat-tax/tag', gb.id);
    await page.waitForFunction(() => document.title === '标签与备注 - 一税');
    expect(await steps.count()).toBe(3);
    expect(await steps.currentTitle()).toBe('标签');
    expect(await page.$eval('[data-testid="vat-tag-record"]', (e) => (e as HTMLElement).innerText)).toContain(gb.vatNumber);
    expect(await shownTags()).toEqual(['主力站点']);
    expect(await storedDraft(page, DRAFT, String(gb.id))).toBeNull();

    // A tag over 10 characters is refused at the field, and 下一步 stays.
    await typeTag('英国站点季度申报负责组');
    await waitForText(page, '每个标签最多 10 个字');
    await steps.clickNext();
    await at('tags', '/user/vat-tax/tag', gb.id);
    await page.evaluate(() => {
      const items = [...document.querySelectorAll('.ant-pro-steps-form-step-active .ant-select-selection-item')];
      const long = items.find((i) => (i as HTMLElement).innerText.includes('季度申报'));
      (long?.querySelector('.ant-select-selection-item-remove') as HTMLElement).click();
    });
    await typeTag('英国站');
    await savedAfterTyping();
    expect(await shownTags()).toEqual(['主力站点', '英国站']);
    await draftLike(gb.id, { values: { tags: ['主力站点', '英国站'] }, finished: {}, current: 'tags' });
    expect(await page.$eval('[data-testid="wizard-draft-status"]', (e) => (e as HTMLElement).innerText)).toContain('草稿已保存');
    await shot(page, 'vat-wizard-step1');

    // Leave to another page and come back through the row action: step 1 with the typed tag.
    await page.goto(`${BASE}/user/vat-tax`);
    await waitForRows(page, LIST, 5);
    await page.click(`[data-testid="tag-${gb.id}"]`);
    await at('tags', '/user/vat-tax/tag', gb.id);
    expect(await shownTags()).toEqual(['主力站点', '英国站']);
    // And after a reload.
    await page.reload();
    await at('tags', '/user/vat-tax/tag', gb.id);
    expect(await shownTags()).toEqual(['主力站点', '英国站']);

    // Finish step 1: step 2's address, the draft saved at once with step 1 finished.
    await steps.next();
    await at('note', '/user/vat-tax/tag/note', gb.id);
    await draftLike(gb.id, { finished: { tags: true }, current: 'note' });
    expect(await valueOf('note_operator')).toBe('王静');
    await retype('note_operator', '李娜');
    // A cleared field is cleared in the draft too.
    await retype('note_note', '临时');
    await savedAfterTyping();
    await draftLike(gb.id, { values: { operator: '李娜', note: '临时' } });
    await retype('note_note', '');
    await savedAfterTyping();
    await draftLike(gb.id, (d) => expect(d?.values.note ?? '').toBe(''));
    await retype('note_note', '季度复核');
    await savedAfterTyping();
    await draftLike(gb.id, { values: { note: '季度复核' } });

    // Browser back shows step 1 again, forward step 2.
    await page.goBack();
    await at('tags', '/user/vat-tax/tag', gb.id);
    expect(await shownTags()).toEqual(['主力站点', '英国站']);
    await page.goForward();
    await at('note', '/user/vat-tax/tag/note', gb.id);
    expect(await valueOf('note_note')).toBe('季度复核');
    await draftLike(gb.id, { current: 'note' });

    // Leave; returning through the row action resumes at step 2, the step left, with its values.
    await page.goto(`${BASE}/user/vat-tax`);
    await waitForRows(page, LIST, 5);
    await page.click(`[data-testid="tag-${gb.id}"]`);
    await at('note', '/user/vat-tax/tag/note', gb.id);
    expect(await valueOf('note_operator')).toBe('李娜');
    expect(await valueOf('note_note')).toBe('季度复核');
    await shot(page, 'vat-wizard-restored-step2');

    // The preview opened directly: step 2 was typed, never completed — submitting is refused.
    await page.goto(`${BASE}/user/vat-tax/tag/preview?id=${gb.id}`);
    await at('preview', '/user/vat-tax/tag/preview', gb.id);
    expect(await page.$eval('[data-testid="wizard-step-tags"]', (e) => e.getAttribute('data-finished'))).toBe('true');
    expect(await page.$eval('[data-testid="wizard-step-note"]', (e) => e.getAttribute('data-finished'))).toBe('false');
    expect(await page.$eval('[data-testid="wizard-step-tags"]', (e) => (e as HTMLElement).innerText)).toContain('英国站');
    await page.click('[data-testid="wizard-submit"]');
    await page.waitForSelector('[data-testid="wizard-refused"]');
    await at('preview', '/user/vat-tax/tag/preview', gb.id);
    await shot(page, 'vat-wizard-preview-refused');

    // Its link leads to step 2; finishing it returns to the preview.
    await page.click('[data-testid="wizard-goto-note"]');
    await at('note', '/user/vat-tax/tag/note', gb.id);
    await steps.next();
    await at('preview', '/user/vat-tax/tag/preview', gb.id);
    expect(await page.$eval('[data-testid="wizard-step-note"]', (e) => e.getAttribute('data-finished'))).toBe('true');
    expect(await page.$eval('[data-testid="wizard-step-note"]', (e) => (e as HTMLElement).innerText)).toContain('李娜');

    // A failed submit keeps the draft and the values.
    await injectFault({ path: '/api/vat-tax/tag', method: 'POST', kind: 'business', message: '税号记录正在同步，请稍后再试' });
    await page.click('[data-testid="wizard-submit"]');
    await page.waitForSelector('[data-testid="wizard-error"]');
    expect(await page.$eval('[data-testid="wizard-error"]', (e) => (e as HTMLElement).innerText)).toContain('您填写的内容已保留');
    await waitForText(page, '税号记录正在同步，请稍后再试');
    await at('preview', '/user/vat-tax/tag/preview', gb.id);
    expect(await storedDraft(page, DRAFT, String(gb.id))).toMatchObject({ values: { tags: ['主力站点', '英国站'], operator: '李娜', note: '季度复核' }, finished: { tags: true, note: true } });
    expect((await apiData<{ tags: string[] }>(`/api/vat-tax/info?id=${gb.id}`, await tokenOf(page))).tags).toEqual(['主力站点']);
    await shot(page, 'vat-wizard-submit-failed');

    // Submitting again: the finished page, the draft removed, the API has the values.
    await page.click('[data-testid="wizard-submit"]');
    await page.waitForFunction(() => location.pathname === '/user/vat-tax/tag/finished');
    await page.waitForSelector('[data-testid="wizard-finished"]');
    await waitForText(page, '标签与备注已保存');
    expect(await storedDraft(page, DRAFT, String(gb.id))).toBeNull();
    const info = await apiData<{ tags: string[]; operator: string; note: string }>(`/api/vat-tax/info?id=${gb.id}`, await tokenOf(page));
    expect(info).toMatchObject({ tags: ['主力站点', '英国站'], operator: '李娜', note: '季度复核' });
    await shot(page, 'vat-wizard-finished');

    // Back to the list: the row shows the new tags.
    await page.click('[data-testid="vat-tag-back"]');
    await page.waitForFunction(() => location.pathname === '/user/vat-tax');
    await waitForRows(page, LIST, 5);
    const tags = await page.$eval(`${LIST} tr.ant-table-row[data-row-key="${gb.id}"]`, (tr) => [...tr.querySelectorAll('.ant-tag')].map((t) => (t as HTMLElement).innerText.trim()));
    expect(tags).toEqual(expect.arrayContaining(['主力站点', '英国站']));

    // A new visit starts from the saved values at step 1, without a draft.
    await page.click(`[data-testid="tag-${gb.id}"]`);
    await at('tags', '/user/vat-tax/tag', gb.id);
    expect(await shownTags()).toEqual(['主力站点', '英国站']);
  });

  it('a step address opened directly without a draft shows that step, with the number\'s values', async () => {
    const login = await openAs(page, 'seller', '/user/vat-tax');
    const de = await sellerNumber(login, 'DE');
    await page.goto(`${BASE}/user/vat-tax/tag/note?id=${de.id}`);
    await at('note', '/user/vat-tax/tag/note', de.id);
    expect(await valueOf('note_operator')).toBe('王静');
    expect(await valueOf('note_note')).toContain('德国税局');
    expect(await storedDraft(page, DRAFT, String(de.id))).toBeNull();
    await shot(page, 'vat-wizard-step2-direct');
  });

  it('without an id, or with another user\'s number, it says so with a way back', async () => {
    await openAs(page, 'seller', '/user/vat-tax/tag');
    await page.waitForSelector('[data-testid="vat-tag-error"]');
    await waitForText(page, '没有指定要编辑的税号');
    await page.goto(`${BASE}/user/vat-tax/tag?id=1006`);
    await page.waitForSelector('[data-testid="vat-tag-error"]');
    await waitForText(page, '税号记录不存在或无权查看');
    await shot(page, 'vat-wizard-foreign');
    await page.click('[data-testid="vat-tag-back"]');
    await page.waitForFunction(() => location.pathname === '/user/vat-tax');
  });
});

describe('the shared page (open)', () => {
  it('without a token: what the page is, and a button to log in', async () => {
    await page.goto(`${BASE}/user/vat-tax/temporaryDataSet`);
    await page.waitForSelector('[data-testid="shared-about"]');
    const text = await page.$eval('[data-testid="shared-about"]', (e) => (e as HTMLElement).innerText);
    expect(text).toContain('这是 VAT 税号分享页');
    expect(text).toContain('没有一税账号的同事或老板');
    expect(await page.$('.ant-pro-sider')).toBeNull();
    await shot(page, 'vat-shared-about');
    await clickText(page, '[data-testid="shared-about"] button', '登录一税');
    await page.waitForFunction(() => location.pathname === '/login');
  });

  it('an invalid or expired link shows the server\'s message and a way forward', async () => {
    await page.goto(`${BASE}/user/vat-tax/temporaryDataSet?token=${'0'.repeat(32)}`);
    await page.waitForSelector('[data-testid="shared-invalid"]');
    expect(await page.$eval('[data-testid="shared-error"]', (e) => (e as HTMLElement).innerText)).toBe('分享链接无效，请向分享人确认链接是否完整');
    await shot(page, 'vat-shared-invalid');
    await page.goto(`${BASE}/user/vat-tax/temporaryDataSet?token=oops`);
    await page.waitForSelector('[data-testid="shared-invalid"]');
    expect(await page.$eval('[data-testid="shared-error"]', (e) => (e as HTMLElement).innerText)).toBe('分享链接无效，请向分享人确认链接是否完整');
    expect(await page.$eval('[data-testid="shared-invalid"] button', (e) => (e as HTMLElement).innerText.replace(/\s+/g, ''))).toBe('登录一税');
  });
});
