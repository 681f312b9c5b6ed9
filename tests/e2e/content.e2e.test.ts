/**
 * Issue #24 part B end to end in Chromium:
 * - knowledge: a guest searches the list (the rows narrow, a country and a topic narrow further,
 *   clearing widens again) and reads two articles, each with its sources and last-reviewed date;
 * - English pages: a guest opens `/en` in English, goes to log in (the login page follows in
 *   English), switches to 中文 on the login page, logs in (the console is Chinese), switches the
 *   console to English in the header (menu and page in English, kept after a reload), logs out (the
 *   login page follows in English), and the agreements open in English.
 */
import type { Page } from 'puppeteer';
import { BASE, clickSettled, fill, loginThroughForm, pagePerTest, shot, waitForText } from './helpers';

let page: Page;
pagePerTest((p) => {
  page = p;
});

const ROWS = '[data-testid="knowledge-row"]';
const rowCount = () => page.$$eval(ROWS, (els) => els.length);
const totalText = () => page.$eval('[data-testid="knowledge-total"]', (el) => (el as HTMLElement).innerText);
const CJK = /[\u3400-\u9fff]/;

/** Waits until the list has loaded and shows `n` rows (`'some'`: at least one). */
async function waitRows(n: number | 'some'): Promise<void> {
  await page.waitForFunction(
    (sel: string, want: number | 'some') => {
      const count = document.querySelectorAll(sel).length;
      const loaded = !!document.querySelector('[data-testid="knowledge-total"]') && !document.querySelector('.ant-spin-spinning');
      return loaded && (want === 'some' ? count > 0 : count === want);
    },
    { timeout: 15_000 },
    ROWS,
    n,
  );
}

describe('knowledge base', () => {
  it('a guest searches the list and the rows narrow; filters narrow further and clear again', async () => {
    await page.goto(`${BASE}/public-service/taxation/knowledge/multiple`);
    await waitRows(10);
    const all = await totalText();
    expect(all).toMatch(/共 1\d 篇文章/);
    await shot(page, 'content-knowledge-list');

    await fill(page, '[data-testid="knowledge-search"] input', 'EORI');
    await page.keyboard.press('Enter');
    await waitRows(2);
    const titles = await page.$$eval('[data-testid="knowledge-link"]', (els) => els.map((e) => (e as HTMLElement).innerText));
    expect(titles.every((x) => x.includes('EORI'))).toBe(true);
    expect(page.url()).toContain('q=EORI');

    await clickSettled(page, '[data-testid="knowledge-country"] input[value="GB"]');
    await waitRows(1);
    expect(await page.$eval('[data-testid="knowledge-link"]', (e) => (e as HTMLElement).innerText)).toContain('英国 EORI');
    await shot(page, 'content-knowledge-search');

    // A word nobody wrote: the empty state offers to clear the filters, which brings every row back.
    await fill(page, '[data-testid="knowledge-search"] input', 'zzzz不存在');
    await page.keyboard.press('Enter');
    await waitForText(page, '没有找到符合条件的文章');
    expect(await rowCount()).toBe(0);
    await clickSettled(page, '[data-testid="knowledge-clear"]');
    await waitRows(10);
    expect(await totalText()).toBe(all);

    await clickSettled(page, '[data-testid="knowledge-topic"] input[value="epr"]');
    await waitRows(2);
  });

  it('reads two articles with their sources and last-reviewed date', async () => {
    await page.goto(`${BASE}/public-service/taxation/knowledge/multiple?q=${encodeURIComponent('缴款参考号')}`);
    await waitRows('some');
    const first = await page.$eval('[data-testid="knowledge-link"]', (e) => (e as HTMLElement).innerText);
    await clickSettled(page, '[data-testid="knowledge-link"]');
    await page.waitForSelector('[data-testid="knowledge-article"]');
    expect(await page.$eval('[data-testid="knowledge-title"]', (e) => (e as HTMLElement).innerText)).toBe(first);
    await waitForText(page, '最后审核：2026-');
    const sources = await page.$$eval('[data-testid="knowledge-sources"] a', (els) => els.map((a) => (a as HTMLAnchorElement).href));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((h) => h.startsWith('https://'))).toBe(true);
    await shot(page, 'content-knowledge-article');

    // The second article, from the address; the back link returns to the list.
    await page.goto(`${BASE}/public-service/taxation/knowledge/single?id=11`);
    await page.waitForSelector('[data-testid="knowledge-article"][data-id="11"]');
    await waitForText(page, 'LUCID');
    await waitForText(page, '来源');
    await clickSettled(page, '[data-testid="knowledge-back"]');
    await waitRows(10);

    // An unknown id: the mock's Chinese message and a retry, no crash.
    await page.goto(`${BASE}/public-service/taxation/knowledge/single?id=999`);
    await waitForText(page, '未找到编号为 999 的文章');
  });
});

describe('English pages and the language switch', () => {
  const bodyText = () => page.evaluate(() => document.body.innerText);
  const menuText = () => page.$eval('.ant-pro-sider', (e) => (e as HTMLElement).innerText);

  it('a guest reads /en in English; the console and the login page follow the chosen language', async () => {
    await page.goto(`${BASE}/en`);
    await page.waitForSelector('[data-testid="en-title"]');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect((await bodyText()).replace(/中文/g, '')).not.toMatch(CJK);
    await shot(page, 'content-en');

    // Log in from the English page: the login page is in English.
    await clickSettled(page, '[data-testid="en-login"]');
    await page.waitForFunction(() => location.pathname === '/login');
    await waitForText(page, 'Log in to Yishui');
    expect(await page.evaluate(() => document.title)).toBe('Log in - 一税');
    await shot(page, 'content-login-en');

    // The login page's switch: 中文, kept after a reload.
    await clickSettled(page, '[data-testid="lang-switch"]');
    await waitForText(page, '登录一税');
    await page.reload();
    await waitForText(page, '登录一税');

    await loginThroughForm(page, 'seller');
    await page.waitForSelector('.ant-pro-sider');
    expect(await menuText()).toContain('工作台');

    // The console's header switch: English menu and page, kept after a reload.
    await clickSettled(page, '[data-testid="lang-switch"]');
    await page.waitForFunction(() => document.querySelector('.ant-pro-sider')?.textContent?.includes('Dashboard'), { timeout: 15_000 });
    await page.goto(`${BASE}/user/declare`);
    await page.waitForSelector('.ant-pro-sider');
    await page.waitForFunction(() => document.title.startsWith('VAT returns') || !/[\u3400-\u9fff]/.test(document.title.replace(' - 一税', '')), { timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await shot(page, 'content-console-en');

    // Log out: the login page follows the console's language.
    await clickSettled(page, '[data-testid="header-user-menu"]');
    await clickSettled(page, '.ant-dropdown-menu-item:last-child');
    await page.waitForFunction(() => location.pathname === '/login');
    await waitForText(page, 'Log in to Yishui');

    // The agreements in English, from the English site.
    await page.goto(`${BASE}/en/protocol/licence-agreement`);
    await page.waitForSelector('[data-testid="en-protocol-serve"]');
    expect((await bodyText()).replace(/中文/g, '')).not.toMatch(CJK);
    await page.goto(`${BASE}/en/protocol/privacy`);
    await page.waitForSelector('[data-testid="en-protocol-privacy"]');
    expect(await page.evaluate(() => document.title)).toBe('Privacy policy - 一税');
    await shot(page, 'content-en-privacy');

    // Back to Chinese for the next suites sharing this browser profile.
    await page.evaluate(() => localStorage.removeItem('yishui.locale'));
  });
});
