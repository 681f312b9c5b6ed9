/**
 * The agent's two 所属用户 are one state (issue #33): the search form's 所属用户 of a list and the
 * header's selector show and set the same choice, and 重置 clears both.
 *
 * The sequence the issue reported (three scripted runs: the board stayed at 30 companies with the
 * header showing 全部客户): on the agent's board filter with the form's 所属用户, press 重置, then
 * choose the same client in the header. Before the fix 重置 cleared only the form, so the header
 * still held the client and choosing it again in the multiple select took it OFF (全部客户, 30
 * companies). Now 重置 clears the header too, and the header's choice narrows the board to exactly
 * that client's companies. The same sequence on the EPR list (another ListPage list with both), and
 * the batch packaging declaration (a page without the header) shows the stored choice in its filter.
 */
import type { Page } from 'puppeteer';
import { apiData } from './vat-pages';
import { openAs, pagePerTest, shot, waitForText } from './helpers';
import { closeDropdowns, columnTexts, fieldByLabel, pickOption, waitForRows } from './kit-pages';
import { ProTablePO } from './page-objects';

let page: Page;
pagePerTest((p) => {
  page = p;
});

const HEADER = '[data-testid="belonging-user"]';

/** The labels of the options chosen in the Select inside `scope` (none: the placeholder shows). */
async function chosen(scope: string): Promise<string[]> {
  await page.waitForSelector(`${scope} .ant-select`);
  // antd's responsive tags add a "+ N ..." item for the hidden ones; only the chosen labels count.
  return page.$$eval(`${scope} .ant-select-selection-overflow-item:not(.ant-select-selection-overflow-item-rest) .ant-select-selection-item`, (els) =>
    els.map((e) => (e as HTMLElement).innerText.trim()).filter(Boolean),
  );
}

/** The header selector's text when nothing is chosen. */
async function headerPlaceholder(): Promise<string> {
  return page.$eval(`${HEADER} .ant-select-selection-placeholder`, (e) => (e as HTMLElement).innerText.trim());
}

/** Runs the reported sequence on the ProTable under `root`; `expectAll` / `expectOne` are the row counts. */
async function formResetHeader(root: string, clientName: string, expectAll: number, expectOne: number): Promise<void> {
  const table = new ProTablePO(page, root);
  await waitForRows(page, root, expectAll);
  const form = `${root} .ant-pro-query-filter`;

  // 1. The search form's 所属用户: the list narrows, and the header shows the same client.
  await pickOption(page, await fieldByLabel(page, form, '所属用户'), clientName);
  await closeDropdowns(page);
  await table.submit();
  await waitForRows(page, root, expectOne);
  expect(await chosen(HEADER)).toEqual([clientName]);

  // 2. 重置 clears both: every client's rows, the header back to 全部客户, nothing kept in session.
  await table.reset();
  await page.waitForFunction(() => sessionStorage.getItem('yishui.users') === null);
  await waitForRows(page, root, expectAll);
  expect(await chosen(HEADER)).toEqual([]);
  expect(await headerPlaceholder()).toBe('全部客户');
  expect(await chosen(await fieldByLabel(page, form, '所属用户'))).toEqual([]);

  // 3. The header's 所属用户, the same client: exactly that client's rows, the form's field shows it.
  await pickOption(page, HEADER, clientName);
  await closeDropdowns(page);
  await waitForRows(page, root, expectOne);
  expect(await chosen(HEADER)).toEqual([clientName]);
  expect(await chosen(await fieldByLabel(page, form, '所属用户'))).toEqual([clientName]);
}

describe('agent: the form’s 所属用户 and the header’s are one state', () => {
  it('board: form 所属用户 → 重置 → header 所属用户 shows exactly that client’s companies', async () => {
    const login = await openAs(page, 'agent', '/user/declare/management');
    const client = login.user.clients![0];
    const all = await apiData<{ total: number }>('/api/seller-report/board?perPage=50', login.token);
    const mine = await apiData<{ total: number; list: { companyName: string }[] }>(`/api/seller-report/board?perPage=50&users=${client.id}`, login.token);
    expect(all.total).toBe(30);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    await formResetHeader('[data-testid="board"]', client.name, all.total, mine.total);
    const companies = await page.$$eval('[data-testid="board"] .ant-table-tbody tr.ant-table-row td:first-child', (tds) => tds.map((td) => (td as HTMLElement).innerText.split('\n')[0].trim()));
    expect(new Set(companies)).toEqual(new Set(mine.list.map((r) => r.companyName)));
    await shot(page, 'agent-users-board');
  });

  it('EPR list: the same sequence; the user column shows that client alone', async () => {
    const login = await openAs(page, 'agent', '/user/epr/list');
    const client = login.user.clients![0];
    const all = await apiData<{ total: number }>('/api/epr?perPage=50', login.token);
    const mine = await apiData<{ total: number }>(`/api/epr?perPage=50&users=${client.id}`, login.token);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    await formResetHeader('[data-testid="epr-list"]', client.name, Math.min(all.total, 10), mine.total);
    expect(new Set(await columnTexts(page, '[data-testid="epr-list"]', '所属用户'))).toEqual(new Set([client.name]));
  });

  it('batch packaging declaration (no header): its client filter shows the stored choice and setting it sets the header’s', async () => {
    const login = await openAs(page, 'agent', '/user/epr/list');
    const [c1, c2] = login.user.clients!;
    await page.waitForSelector(`${HEADER} .ant-select-selector`);
    await pickOption(page, HEADER, c1.name);
    await closeDropdowns(page);
    await page.waitForFunction((id: number) => sessionStorage.getItem('yishui.users')?.includes(String(id)), {}, c1.id);

    await page.goto(`${page.url().replace(/\/user\/.*$/, '')}/user/epr/list/batchDeclarationPackaging`);
    await page.waitForSelector('[data-testid="ed-registrations"]');
    await waitForText(page, '按客户筛选');
    expect(await chosen('[data-testid="ed-clients"]')).toEqual([c1.name]);
    const rows = async () => page.$$eval('[data-testid="ed-registrations"] .ant-table-tbody tr.ant-table-row', (trs) => trs.map((tr) => (tr as HTMLElement).innerText));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="ed-registrations"] .ant-table-tbody tr.ant-table-row').length > 0);
    expect((await rows()).every((r) => r.includes(c1.name))).toBe(true);

    // Choosing another client here is the header's choice too (one state).
    await pickOption(page, '[data-testid="ed-clients"]', c2.name);
    await page.keyboard.press('Escape');
    await page.waitForFunction((id: number) => sessionStorage.getItem('yishui.users')?.includes(String(id)), {}, c2.id);
  });
});
