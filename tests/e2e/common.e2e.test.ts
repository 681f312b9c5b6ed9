/**
 * Common area, end to end, on the developer page /dev/components: the belonging-user selector and
 * the agent users filter change what a guarded list call receives (spec §6), the country select
 * order and search (spec §9), and a wizard draft saved, restored and removed (spec §7 draft calls).
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { clickText, openAs, pagePerTest, shot, waitForText, type ApiLogin } from './helpers';
import { ProTablePO } from './page-objects';

let page: Page;
pagePerTest((p) => {
  page = p;
});

/** Logs in as `who` (through the API) and opens the component page; returns the login answer. */
async function openDevPage(who: 'seller' | 'agent'): Promise<ApiLogin> {
  const login = await openAs(page, who, '/dev/components');
  await page.waitForFunction(() => location.pathname === '/dev/components');
  await waitForText(page, '通用组件');
  return login;
}

/** Opens the antd Select inside `scope` and clicks the option labelled `label`. */
async function pick(scope: string, label: string) {
  await page.click(`${scope} .ant-select-selector`);
  await page.waitForSelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await page.evaluate((text: string) => {
    const dropdowns = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
    const opt = dropdowns
      .flatMap((d) => [...d.querySelectorAll('.ant-select-item-option')])
      .find((o) => (o as HTMLElement).innerText.trim() === text) as HTMLElement | undefined;
    if (!opt) throw new Error(`option ${text} not found`);
    opt.click();
  }, label);
}

/** Closes an open dropdown. */
async function closeDropdowns() {
  await page.keyboard.press('Escape');
  await page.click('.ant-page-header-heading-title');
  await page.waitForFunction(() => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));
}

/** The clients table (a ProTable). */
const clientsTable = () => new ProTablePO(page, '[data-testid="clients-table"]');

/** The table's visible usernames (second column). */
async function tableUsernames(): Promise<string[]> {
  return (await clientsTable().cells()).map((cells) => cells[1]);
}

describe('agent: belonging user and users filter', () => {
  it('the header selection is sent with guarded calls, and the list filter overrides it', async () => {
    const calls: string[] = [];
    page.on('request', (r: HTTPRequest) => {
      if (r.url().includes('/api/user/clients')) calls.push(r.url());
    });
    const login = await openDevPage('agent');
    const clients = login.user.clients!;
    expect(clients.map((c) => c.id)).toEqual([3, 4, 5]);
    await clientsTable().waitRowCount(3);
    expect(await clientsTable().total()).toBe(3);
    expect(await tableUsernames()).toEqual(['client1', 'client2', 'client3']);
    expect(new URL(calls[calls.length - 1]).searchParams.get('users')).toBeNull();
    await shot(page, 'common-dev-agent');

    // Header selector: act for client2 only.
    const before = calls.length;
    await pick('[data-testid="belonging-user"]', clients[1].name);
    await closeDropdowns();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="clients-table"] tr.ant-table-row').length === 1);
    expect(await tableUsernames()).toEqual(['client2']);
    expect(calls.length).toBeGreaterThan(before);
    expect(new URL(calls[calls.length - 1]).searchParams.get('users')).toBe('4');
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('yishui.users'))) || 'null')).toEqual({ ids: [4], names: [clients[1].name] });
    await waitForText(page, `当前代办用户：${clients[1].name}`);
    await shot(page, 'common-belonging-user');

    // It survives a reload (session storage) and still filters.
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="clients-table"] tr.ant-table-row').length === 1);
    expect(await tableUsernames()).toEqual(['client2']);

    // The list's own users filter (ProTable search field) wins over the session value.
    await pick('[data-testid="clients-table"] .ant-pro-query-filter', clients[0].name);
    await pick('[data-testid="clients-table"] .ant-pro-query-filter', clients[2].name);
    await closeDropdowns();
    await clientsTable().submit();
    await clientsTable().waitRowCount(2);
    expect(await tableUsernames()).toEqual(['client1', 'client3']);
    expect(new URL(calls[calls.length - 1]).searchParams.get('users')).toBe('3,5');
    await shot(page, 'common-users-filter');

    // Clearing the header selection: all clients again (after resetting the list filter).
    await page.hover('[data-testid="belonging-user"] .ant-select');
    await page.waitForSelector('[data-testid="belonging-user"] .ant-select-clear', { visible: true });
    await page.click('[data-testid="belonging-user"] .ant-select-clear');
    await closeDropdowns();
    await page.waitForFunction(() => sessionStorage.getItem('yishui.users') === null);
    await waitForText(page, '当前代办用户：全部客户');
    await shot(page, 'common-before-reset');
    await clientsTable().reset();
    await clientsTable().waitRowCount(3);
    expect(new URL(calls[calls.length - 1]).searchParams.get('users')).toBeNull();
  });
});

describe('seller', () => {
  it('sees no belonging-user selector and no users filter', async () => {
    await openDevPage('seller');
    await waitForText(page, '仅代理商账号显示所属用户选择器。');
    expect(await page.$('[data-testid="belonging-user"]')).toBeNull();
    expect(await page.$('[data-testid="clients-table"]')).toBeNull();
  });

  it('country select: spec order, search by Chinese name, code badges', async () => {
    await openDevPage('seller');
    await page.click('[data-testid="country-card"] .ant-select-selector');
    await page.waitForSelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    const first = await page.$$eval('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', (els) =>
      els.slice(0, 5).map((e) => (e as HTMLElement).innerText.replace(/\s+/g, '')),
    );
    expect(first).toEqual(['GB英国', 'DE德国', 'FR法国', 'IT意大利', 'ES西班牙']);
    await shot(page, 'common-country-select');
    await page.keyboard.type('德国');
    await page.waitForFunction(
      () => document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').length === 1,
    );
    await page.keyboard.press('Enter');
    await waitForText(page, '已选择：DE');
  });

  it('a draft is saved after typing, restored after reload, and removed on finish', async () => {
    await openDevPage('seller');
    await page.waitForSelector('#companyName:not([disabled])');
    await page.type('#companyName', '深圳市张伟电子商务有限公司');
    await waitForText(page, '草稿已保存');
    await page.reload();
    await page.waitForSelector('#companyName:not([disabled])');
    await page.waitForFunction(() => (document.querySelector('#companyName') as HTMLInputElement).value === '深圳市张伟电子商务有限公司');
    await new Promise((r) => {
      setTimeout(r, 400); // let the inputs' enable transition finish before the screenshot
    });
    await shot(page, 'common-draft');
    await page.click('[data-testid="draft-finish"]');
    await waitForText(page, '确定完成吗？');
    await clickText(page, '.ant-popconfirm .ant-btn-primary', '确');
    await waitForText(page, '已完成，草稿已清除');
    expect(await page.$eval('#companyName', (el) => (el as HTMLInputElement).value)).toBe('');
    await page.reload();
    await page.waitForSelector('#companyName:not([disabled])');
    expect(await page.$eval('#companyName', (el) => (el as HTMLInputElement).value)).toBe('');
  });
});
