/**
 * Console foundation, end to end (issue "Console foundation"): guard and redirect, 404,
 * exception page, 401 / 403 handling, document title, layout, with no console errors.
 * The guard and redirect flows log in through the form; the others through the API (`openAs`).
 */
import type { Page } from 'puppeteer';
import {
  BASE,
  clickText,
  injectFault,
  loginThroughForm,
  openAs,
  pagePerTest,
  redirectParam,
  shot,
  waitForText,
} from './helpers';

let page: Page;
pagePerTest((p) => {
  page = p;
});

const path = () => page.evaluate(() => location.pathname + location.search);
const token = () => page.evaluate(() => sessionStorage.getItem('yishui.access_token'));
async function expectTitle(pageTitle: string) {
  await page.waitForFunction((t: string) => document.title === t, { timeout: 10_000 }, `${pageTitle} - 一税`);
}

describe('guard and login redirect', () => {
  it('sends a guest on a guarded route to /login with the base64 redirect, and back after login', async () => {
    await page.goto(`${BASE}/user/info?tab=1`);
    await page.waitForFunction(() => location.pathname === '/login');
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe(redirectParam('/user/info?tab=1'));
    await expectTitle('登录');
    await page.waitForSelector('#username');
    // Open pages render without the console layout.
    expect(await page.$('.ant-pro-sider')).toBeNull();
    await shot(page, 'login');
    await loginThroughForm(page, 'seller');
    await page.waitForFunction(() => location.pathname === '/user/info');
    expect(await path()).toBe('/user/info?tab=1');
    await waitForText(page, '13800138000');
    await expectTitle('个人资料');
    // The console layout: side menu grouped by area, user name in the header, no agent marker.
    await page.waitForSelector('[data-testid="header-user-name"]');
    expect(await page.$eval('[data-testid="header-user-name"]', (el) => el.textContent)).toBe('张伟');
    expect(await page.$('[data-testid="agent-marker"]')).toBeNull();
    await waitForText(page, '工作台');
    await shot(page, 'user-info');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['absolute', 'https://evil.example'],
    ['not base64', null],
  ])('a %s redirect lands home after login', async (_label, target) => {
    const q = target === null ? '%%%bad' : encodeURIComponent(redirectParam(target));
    await page.goto(`${BASE}/login?redirect=${q}`);
    await loginThroughForm(page, 'seller');
    await page.waitForFunction(() => location.pathname === '/');
    expect(new URL(page.url()).origin).toBe(BASE);
    await waitForText(page, '欢迎回来，张伟');
    await expectTitle('首页');
  });

  it('shows a guest the landing page on /', async () => {
    await page.goto(`${BASE}/`);
    await waitForText(page, '跨境卖家的 VAT 与合规管家');
    expect(await page.$('.ant-pro-sider')).toBeNull();
    await expectTitle('首页');
    await shot(page, 'home-guest');
  });

  it('shows an agent the agent marker and the overview', async () => {
    await openAs(page, 'agent', '/');
    await page.waitForSelector('[data-testid="agent-marker"]');
    await waitForText(page, '名下 3 家客户');
    await shot(page, 'home-agent');
  });
});

describe('shell pages', () => {
  it('an unknown path shows the 404 page', async () => {
    await page.goto(`${BASE}/no/such/page`);
    await waitForText(page, '抱歉，您访问的页面不存在。');
    await expectTitle('页面不存在');
    await shot(page, '404');
  });

  it('/exception shows errorCode and errorMessage from the query, escaped', async () => {
    await page.goto(`${BASE}/exception?errorCode=E500&errorMessage=${encodeURIComponent('<img src=x onerror=alert(1)>出错了')}`);
    await page.waitForSelector('[data-testid="error-code"]');
    expect(await page.$eval('[data-testid="error-code"]', (el) => el.textContent)).toBe('E500');
    expect(await page.$eval('[data-testid="error-message"]', (el) => el.textContent)).toBe('<img src=x onerror=alert(1)>出错了');
    expect(await page.$('[data-testid="error-message"] img')).toBeNull();
    await expectTitle('请求异常');
    await shot(page, 'exception');
  });

  it('/global/in-maint renders', async () => {
    await page.goto(`${BASE}/global/in-maint`);
    await waitForText(page, '系统维护中');
    await expectTitle('系统维护中');
    await shot(page, 'in-maint');
  });
});

describe('request error handling', () => {
  /** The seller's home, its dashboard call answered (a call still in flight would take the fault meant for the next load). */
  async function loggedInHome() {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/dashboard');
    await openAs(page, 'seller', '/');
    await answered;
    await waitForText(page, '欢迎回来');
  }

  it('a call answering showType 9 goes to /exception with its code and message', async () => {
    await loggedInHome();
    await injectFault({ path: '/api/dashboard', kind: 'redirect', errorCode: 'E_MAINT', message: '申报服务维护中' });
    await page.reload();
    await page.waitForFunction(() => location.pathname === '/exception');
    // the page's chunk may still be loading when the address changes
    await page.waitForSelector('[data-testid="error-code"]');
    expect(await page.$eval('[data-testid="error-code"]', (el) => el.textContent)).toBe('E_MAINT');
    expect(await page.$eval('[data-testid="error-message"]', (el) => el.textContent)).toBe('申报服务维护中');
  });

  it('401 logs the user out and returns to /login with the redirect', async () => {
    await loggedInHome();
    expect(await token()).toBeTruthy();
    await injectFault({ path: '/api/dashboard', kind: 'unauthorized' });
    await page.reload();
    await page.waitForFunction(() => location.pathname === '/login');
    expect(await token()).toBeNull();
    // The user can log in again from there.
    await loginThroughForm(page, 'seller');
    await waitForText(page, '欢迎回来，张伟');
  });

  it('403 shows the account modal, then logs out', async () => {
    await loggedInHome();
    await injectFault({ path: '/api/dashboard', kind: 'forbidden', message: '您的账号存在异常，已被暂停使用' });
    await page.reload();
    await waitForText(page, '账号异常提示');
    await waitForText(page, '您的账号存在异常，已被暂停使用');
    await shot(page, 'account-modal');
    expect(await token()).toBeTruthy(); // cleared only after the button
    await clickText(page, '.ant-modal button', '我知道了');
    await page.waitForFunction(() => location.pathname === '/login');
    expect(await token()).toBeNull();
  });

  it('a non-200 body status shows the server message once', async () => {
    await loggedInHome();
    await injectFault({ path: '/api/dashboard', kind: 'status', message: '统计服务暂时不可用' });
    await page.reload();
    await waitForText(page, '统计服务暂时不可用');
    const count = await page.$$eval('.ant-message-notice', (els) => els.length);
    expect(count).toBe(1);
  });
});
