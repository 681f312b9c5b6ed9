/**
 * Issue #24 part B end to end in Chromium:
 * - knowledge: a guest searches the list (the rows narrow, a country and a topic narrow further,
 *   clearing widens again) and reads two articles, each with its sources and last-reviewed date;
 * - English pages: a guest opens `/en` in English, goes to log in (the login page follows in
 *   English), switches to 中文 on the login page, logs in (the console is Chinese), switches the
 *   console to English in the header (menu and page in English, kept after a reload), logs out (the
 *   login page follows in English), and the agreements open in English;
 * - Luxembourg invoices: the seller uploads Amazon's fee-invoice CSV (the real-shaped fixture, moved
 *   to the billing month of its German declaration with a generated return), sees it read and fed,
 *   opens that declaration and finds the reverse charge in Kz 46/47/67 with the source invoice; a
 *   password-protected PDF is refused in Chinese and stores nothing.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'puppeteer';
import { api, BASE, clickSettled, fill, loginThroughForm, openAs, pagePerTest, shot, waitForText } from './helpers';

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

    await clickSettled(page, '[data-testid="knowledge-country"] .ant-radio-button-wrapper:has(input[value="GB"])');
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

    await clickSettled(page, '[data-testid="knowledge-topic"] .ant-radio-button-wrapper:has(input[value="epr"])');
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

describe('Luxembourg invoices', () => {
  const FIX = path.resolve(__dirname, '../fixtures/lux-invoice');

  /** The fixture CSV moved to the month starting `start`, written to a temporary file; its path. */
  function csvFor(start: string): string {
    const [y, m] = start.split('-').map(Number);
    const end = `${start.slice(0, 7)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
    const text = fs.readFileSync(path.join(FIX, 'amazon-eu-fees-2026-09.csv'), 'utf8').replace(/2026-09-01/g, start).replace(/2026-09-30/g, end);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lux-')), `amazon-eu-fees-${start.slice(0, 7)}.csv`);
    fs.writeFileSync(file, text);
    return file;
  }

  async function drop(file: string): Promise<void> {
    const input = await page.waitForSelector('[data-testid="lux-drop"] input[type=file]');
    await (input as unknown as { uploadFile: (p: string) => Promise<void> }).uploadFile(file);
  }

  it('an uploaded fee invoice shows per country and month and as reverse charge in the German declaration', async () => {
    const login = await openAs(page, 'seller', '/lux-invoice');
    await page.waitForSelector('[data-testid="lux-empty"]');
    type Env<T> = { success: boolean; data: T };
    const decls = await api<Env<{ list: { id: number; countryCode: string; status: number; periodStart: string }[] }>>('GET', '/api/vat-declare/list?status=all&perPage=50', undefined, login.token);
    const de = decls.data.list.find((d) => d.countryCode === 'DE' && d.status === 5)!;
    expect(de).toBeDefined();

    await clickSettled(page, '[data-testid="lux-upload"]');
    await page.waitForFunction(() => location.pathname === '/lux-invoice/upload-lux-invoice');
    // A password-protected PDF: refused in Chinese, its name on screen.
    await drop(path.join(FIX, 'amazon-eu-fee-invoice-protected.pdf'));
    await page.waitForSelector('[data-testid="lux-result"][data-state="refused"]');
    await waitForText(page, 'PDF 设有打开密码');
    // The CSV of the declaration's month: two invoices read, the German one fed.
    await drop(csvFor(de.periodStart));
    await page.waitForSelector('[data-testid="lux-result"][data-state="done"]');
    expect(await page.$$eval('[data-testid="lux-read"]', (els) => els.length)).toBe(2);
    await waitForText(page, `已写入申报 #${de.id}`);
    await shot(page, 'content-lux-upload');

    await page.goto(`${BASE}/lux-invoice`);
    await page.waitForSelector('[data-testid="lux-invoice-number"]');
    expect(await page.$$eval('[data-testid="lux-invoice-number"]', (els) => els.map((e) => (e as HTMLElement).innerText).sort())).toEqual(['DE-AEU-2026-0918273', 'FR-AEU-2026-0918274']);
    const summary = await page.$eval('[data-testid="lux-summary"]', (e) => (e as HTMLElement).innerText);
    expect(summary).toContain('4411.29 EUR');
    expect(summary).toContain('2088.27 EUR');
    await shot(page, 'content-lux-list');

    await clickSettled(page, '[data-testid="lux-declaration"]');
    await page.waitForFunction((id: number) => location.pathname === '/user/declare/view-data' && location.search.includes(`id=${id}`), {}, de.id);
    await page.waitForSelector('[data-testid="layout-box-46"]');
    const box = (code: string) => page.$eval(`[data-testid="layout-box-${code}"]`, (e) => (e as HTMLElement).innerText);
    expect([await box('46'), await box('47'), await box('67')]).toEqual(['4411.00', '838.15', '838.15']);
    expect(await page.$eval('[data-testid="rc-sources"]', (e) => (e as HTMLElement).innerText)).toContain('DE-AEU-2026-0918273');
    await shot(page, 'content-lux-declaration');
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
