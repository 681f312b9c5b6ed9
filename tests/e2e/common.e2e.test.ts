/**
 * The common area's shared components, end to end on REAL pages (the developer page
 * `/dev/components` exists only in `npm start` and is the 404 page of a production build).
 *
 * Where the former checks on the developer page went (each has its counterpart):
 * | former check on /dev/components | now |
 * | --- | --- |
 * | agent: the header's 所属用户 is sent with guarded calls (`users`), narrows the list, is stored in session `{ ids, names }`, survives a reload; the list's own users filter wins over it; clearing it widens the list and drops `users` | the VAT numbers list, tests/e2e/vat-tax.e2e.test.ts "agent: the VAT numbers follow 所属用户" (rows counted, the user column read) |
 * | "当前代办用户：…" shows the selection | the header select shows the picked client, then its "全部客户" placeholder (same test) |
 * | seller: no belonging-user selector, no users filter | below, on the VAT numbers list |
 * | country select: spec §9 order, search by Chinese name, code badges | below, on the VAT numbers list's country filter |
 * | a draft is saved after typing, restored after a reload, removed on finish | the tags-and-note wizard, vat-tax.e2e.test.ts "the tags-and-note wizard" ("草稿已保存", reload, submit → no draft) |
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { BASE, openAs, pagePerTest, shot, waitForText } from './helpers';
import { ProTablePO } from './page-objects';
import { countryCells, openOptions } from './vat-pages';

let page: Page;
pagePerTest((p) => {
  page = p;
});

const LIST = '[data-testid="vat-numbers"]';

describe('seller on the VAT numbers list', () => {
  it('sees no belonging-user selector and no users filter', async () => {
    await openAs(page, 'seller', '/user/vat-tax');
    const table = new ProTablePO(page, LIST);
    await table.waitRowCount(5);
    expect(await page.$('[data-testid="header-user"]')).not.toBeNull();
    expect(await page.$('[data-testid="belonging-user"]')).toBeNull();
    expect(await page.$(`${LIST} [data-testid="agent-user-filter"]`)).toBeNull();
    const labels = await page.$$eval(`${LIST} .ant-pro-query-filter .ant-form-item-label label`, (ls) => ls.map((l) => (l as HTMLElement).innerText.trim()));
    expect(labels).not.toContain('所属用户');
  });

  it('country filter: spec order, search by Chinese name, code badges; the list follows', async () => {
    const calls: URL[] = [];
    page.on('request', (r: HTTPRequest) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/vat-tax' && !u.searchParams.has('all')) calls.push(u);
    });
    await openAs(page, 'seller', '/user/vat-tax');
    const table = new ProTablePO(page, LIST);
    await table.waitRowCount(5);
    // The options are the countries of the seller's numbers (GET /api/vat-tax/country), in spec §9 order.
    await page.click(`${LIST} .ant-pro-query-filter #countryCode`);
    expect(await openOptions(page)).toEqual(['GB英国', 'DE德国', 'FR法国', 'IT意大利', 'ES西班牙']);
    // Each option carries its code badge.
    const badges = await page.$$eval('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', (els) =>
      els.map((e) => {
        const badge = e.querySelector('[class*="badge"]') as HTMLElement | null;
        return badge ? { code: badge.innerText.trim(), font: getComputedStyle(badge).fontFamily } : null;
      }),
    );
    expect(badges.map((b) => b?.code)).toEqual(['GB', 'DE', 'FR', 'IT', 'ES']);
    expect(badges[0]?.font).toMatch(/monospace/);
    await shot(page, 'common-country-select');
    // Search by the Chinese name: one option; Enter picks it.
    await page.keyboard.type('德国');
    await page.waitForFunction(() => document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').length === 1);
    await page.keyboard.press('Enter');
    await page.waitForFunction((sel: string) => (document.querySelector(`${sel} .ant-pro-query-filter .ant-select-selection-item`) as HTMLElement | null)?.innerText.replace(/\s+/g, '') === 'DE德国', {}, LIST);
    await table.submit();
    await table.waitRowCount(1);
    expect(await countryCells(page, LIST)).toEqual(['DE德国']);
    expect(calls[calls.length - 1].searchParams.get('countryCode')).toBe('DE');
    // Searching by the English name works too.
    await page.click(`${LIST} .ant-pro-query-filter #countryCode`);
    await page.keyboard.type('spain');
    await page.waitForFunction(() => document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').length === 1);
    expect(await openOptions(page)).toEqual(['ES西班牙']);
  });
});

describe('developer pages stay out of production', () => {
  it('/dev/components is the 404 page of the production build', async () => {
    await openAs(page, 'seller', '/dev/components');
    await waitForText(page, '抱歉，您访问的页面不存在。');
    expect(await page.evaluate(() => location.pathname)).toBe('/dev/components');
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('通用组件');
    await page.goto(`${BASE}/dev/wizard`);
    await waitForText(page, '抱歉，您访问的页面不存在。');
  });
});
