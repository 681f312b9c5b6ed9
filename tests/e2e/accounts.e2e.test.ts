/**
 * Accounts, end to end (issue "Accounts"): register a new user with an SMS code, log out, log in,
 * reset the password, log in with the new one, change nickname, e-mail (verification link), mobile
 * (all four steps), password and avatar, bind WeChat, log in by QR code, unbind, and view the invite
 * list as an agent — clicking and typing in Chromium, with no console errors. SMS codes and e-mail
 * links are read, and WeChat scans simulated, through the mock's test-only calls.
 * Then the bad-input cases: each message at its field, the rest of the form keeping its values
 * (logged in through the API where the test is not about logging in).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Browser, Page } from 'puppeteer';
import { api, BASE, clickText, fill, launch, loginThroughForm, openAs, openPage, resetMock, shot, waitForText, type TrackedPage } from './helpers';
import { ProTablePO, StepsFormPO } from './page-objects';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Envelope<T> {
  success: boolean;
  data: T;
  errorMessage?: string;
}

/** The last SMS code sent to `mobile` (optionally of one sms_type), through the test-only outbox. */
async function smsCode(mobile: string, type?: number): Promise<string> {
  const q = type === undefined ? '' : `&type=${type}`;
  const r = await api<Envelope<{ code: string }>>('GET', `/api/__test__/outbox?to=${mobile}${q}`);
  expect(r.success).toBe(true);
  expect(r.data.code).toMatch(/^\d{6}$/);
  return r.data.code;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yishui-accounts-'));
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
function tmpFile(name: string, data: Buffer | string): string {
  const p = path.join(tmp, name);
  fs.writeFileSync(p, data);
  return p;
}

/** Helpers bound to one page. */
function on(page: Page) {
  const at = (p: string) => page.waitForFunction((x: string) => location.pathname === x, { timeout: 15_000 }, p);
  /** Opens the header user menu (the mouse may already rest on it, so it leaves first). */
  const openUserMenu = async () => {
    await page.waitForSelector('[data-testid="header-user-menu"]');
    await page.mouse.move(640, 700);
    await page.hover('[data-testid="header-user-menu"]');
  };
  return {
    at,
    /** Clicks `sel` once it is visible (route chunks load after the path changes). */
    tap: async (sel: string) => {
      await page.waitForSelector(sel, { visible: true });
      await page.click(sel);
    },
    title: (t: string) => page.waitForFunction((x: string) => document.title === x, { timeout: 10_000 }, `${t} - 一税`),
    /** Waits for the form-item error of the field `#id` to contain `text`. */
    fieldError: (id: string, text: string) =>
      page.waitForFunction(
        (i: string, x: string) => {
          const item = document.getElementById(i)?.closest('.ant-form-item');
          return !!item && (item.querySelector('.ant-form-item-explain-error')?.textContent || '').includes(x);
        },
        { timeout: 10_000 },
        id,
        text,
      ),
    value: (sel: string) => page.$eval(sel, (el) => (el as HTMLInputElement).value),
    submit: (scope = 'form') => page.click(`${scope} button[type="submit"]`),
    token: () => page.evaluate(() => sessionStorage.getItem('yishui.access_token')),
    async logout() {
      await openUserMenu();
      await clickText(page, '.ant-dropdown-menu-item', '退出登录');
      await at('/login');
    },
    async openProfile() {
      await openUserMenu();
      await clickText(page, '.ant-dropdown-menu-item', '个人资料');
      await at('/user/info');
    },
    async sendCode() {
      await page.waitForSelector('[data-testid="sms-send"]:not([disabled])', { visible: true });
      await page.click('[data-testid="sms-send"]');
      await page.waitForFunction(() => /\d+ 秒后重新获取/.test(document.querySelector('[data-testid="sms-send"]')?.textContent || ''), {
        timeout: 10_000,
      });
    },
    async qrTicket(): Promise<string> {
      await page.waitForSelector('[data-testid="wx-qr"][data-status="waiting"]');
      await page.waitForSelector('[data-testid="wx-qr"] canvas');
      return page.$eval('[data-testid="wx-qr"]', (el) => el.getAttribute('data-ticket') || '');
    },
  };
}

describe('the accounts flow', () => {
  let tracked: TrackedPage;
  let page: Page;
  let h: ReturnType<typeof on>;
  const MOBILE = '13712345678';
  const NEW_MOBILE = '13687654321';
  const PASSWORD = 'Reg1stered';
  const RESET = 'Res3tPassw0rd';
  const CHANGED = 'Chang3dPass';

  beforeAll(async () => {
    await resetMock();
    tracked = await openPage(browser);
    page = tracked.page;
    h = on(page);
  });
  afterAll(async () => {
    await page.close();
  });
  afterEach(() => {
    // eslint-disable-next-line jest/no-standalone-expect
    expect(tracked.errors).toEqual([]);
  });

  it('registers a new user with an SMS code and lands on the finished page, logged in', async () => {
    await page.goto(`${BASE}/login`);
    await clickText(page, 'a', '立即注册');
    await h.at('/account/register');
    await h.title('注册账号');
    await fill(page, '#mobile', MOBILE);
    await h.sendCode();
    // Counting down: the button is disabled, a second click sends nothing.
    expect(await page.$eval('[data-testid="sms-send"]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await page.click('[data-testid="sms-send"]');
    const code = await smsCode(MOBILE, 2);
    await fill(page, '#code', code);
    await fill(page, '#password', PASSWORD);
    await fill(page, '#confirm', PASSWORD);
    // The protocol links point at the protocol pages.
    const hrefs = await page.$$eval('form a', (as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/account/protocol/serve', '/account/protocol/privacy']));
    await page.click('#agree');
    await shot(page, 'accounts-register');
    await h.submit();
    await h.at('/account/register/finished');
    await waitForText(page, '欢迎加入一税');
    await waitForText(page, MOBILE);
    await h.title('注册成功');
    expect(await h.token()).toBeTruthy();
    await shot(page, 'accounts-register-finished');
    await clickText(page, 'button', '进入控制台');
    await h.at('/');
    await page.waitForFunction(() => document.querySelector('[data-testid="header-user-name"]')?.textContent === '用户5678');
  });

  it('logs out from the header menu, then logs in with the mobile number', async () => {
    await h.logout();
    expect(await h.token()).toBeNull();
    await loginThroughForm(page, MOBILE, PASSWORD);
    await waitForText(page, '欢迎回来，用户5678');
  });

  it('resets the password by SMS and logs in with the new one only', async () => {
    await h.logout();
    await clickText(page, 'a', '忘记密码？');
    await h.at('/account/forget-password');
    await h.title('找回密码');
    await fill(page, '#mobile', MOBILE);
    await h.sendCode();
    await fill(page, '#code', await smsCode(MOBILE, 3));
    await fill(page, '#password', RESET);
    await fill(page, '#confirm', RESET);
    await shot(page, 'accounts-forget-password');
    await h.submit();
    await h.at('/login');
    await waitForText(page, '密码已重置，请使用新密码登录');
    // The old password no longer works.
    await fill(page, '#username', MOBILE);
    await fill(page, '#password', PASSWORD);
    await page.click('form button.ant-btn-primary');
    await waitForText(page, '用户名或密码错误');
    await loginThroughForm(page, MOBILE, RESET);
    await waitForText(page, '欢迎回来，用户5678');
  });

  it('changes the nickname', async () => {
    await h.openProfile();
    await shot(page, 'accounts-profile');
    await h.tap('[data-testid="edit-name"]');
    await h.at('/user/info/nick-name');
    await h.title('修改昵称');
    await fill(page, '#name', '王小明');
    await h.submit();
    await h.at('/user/info');
    await waitForText(page, '昵称已修改');
    await page.waitForFunction(() => document.querySelector('[data-testid="header-user-name"]')?.textContent === '王小明');
    expect(await page.$eval('[data-testid="profile-name"]', (e) => e.textContent)).toBe('王小明');
  });

  it('sets the e-mail, verified through the mailed link while the page waits', async () => {
    await h.tap('[data-testid="edit-email"]');
    await h.at('/user/info/email');
    await fill(page, '#email', 'wang.xiaoming@example.cn');
    await h.submit();
    await h.at('/user/info/waiting-vaild-email');
    await waitForText(page, '验证邮件已发送至 wang.xiaoming@example.cn');
    await h.title('等待邮箱验证');
    await shot(page, 'accounts-email-waiting');
    const mail = await api<Envelope<{ link: string }>>('GET', '/api/__test__/outbox?to=wang.xiaoming@example.cn');
    expect(mail.data.link).toMatch(/^\/global\/verify-email\?token=[0-9a-f]+$/);
    // The link is opened in another tab (no session there: the page is open).
    const other = await openPage(browser);
    await other.page.goto(`${BASE}${mail.data.link}`);
    await waitForText(other.page, '邮箱验证成功');
    await waitForText(other.page, 'wang.xiaoming@example.cn 已设为您的账号邮箱');
    await shot(other.page, 'accounts-verify-email');
    // Used once: opening it again fails with a clear message.
    await other.page.reload();
    await waitForText(other.page, '验证链接无效或已使用');
    await shot(other.page, 'accounts-verify-email-used');
    expect(other.errors).toEqual([]);
    await other.page.close();
    // Back on the first tab, the waiting page notices by itself.
    await page.bringToFront();
    await page.waitForSelector('[data-testid="email-verified"]', { timeout: 15_000 });
    await shot(page, 'accounts-email-verified');
    await clickText(page, 'button', '返回个人资料');
    await h.at('/user/info');
    expect(await page.$eval('[data-testid="profile-email"]', (e) => e.textContent)).toBe('wang.xiaoming@example.cn');
  });

  it('changes the mobile number in four steps', async () => {
    await h.tap('[data-testid="edit-mobile"]');
    await h.at('/user/info/mobile');
    await h.title('更换手机号');
    await waitForText(page, '验证原手机号');
    const steps = new StepsFormPO(page);
    expect(await steps.count()).toBe(4);
    expect(await steps.currentTitle()).toBe('验证原手机号');
    expect(await h.value('[data-testid="mobile-step-0"] input[disabled]')).toBe('137****5678');
    // Step 0 sends a code to the old number; step 1 checks it.
    await h.sendCode();
    await fill(page, '#code', await smsCode(MOBILE, 4));
    await shot(page, 'accounts-mobile-step0');
    await steps.next();
    // Step 2: the new number, which gets a code.
    await page.waitForSelector('[data-testid="mobile-step-1"]');
    expect(await steps.currentTitle()).toBe('填写新手机号');
    await fill(page, '#mobile', NEW_MOBILE);
    await shot(page, 'accounts-mobile-step1');
    await steps.next();
    await page.waitForSelector('[data-testid="mobile-step-2"]');
    expect(await steps.currentTitle()).toBe('验证新手机号');
    await waitForText(page, '秒后重新获取');
    // Step 3: the new number's code.
    await fill(page, '#code', await smsCode(NEW_MOBILE, 5));
    await shot(page, 'accounts-mobile-step2');
    await h.submit('[data-testid="mobile-step-2"]');
    await steps.waitStep(3);
    expect(await steps.currentTitle()).toBe('完成');
    await waitForText(page, '手机号已更换');
    await waitForText(page, `今后请使用新手机号 ${NEW_MOBILE} 登录`);
    await shot(page, 'accounts-mobile-done');
    await clickText(page, 'button', '返回个人资料');
    await h.at('/user/info');
    expect(await page.$eval('[data-testid="profile-mobile"]', (e) => e.textContent)).toBe(NEW_MOBILE);
  });

  it('changes the password, refusing a wrong current one at its field', async () => {
    await h.tap('[data-testid="edit-password"]');
    await h.at('/user/info/password');
    await fill(page, '#old_password', 'Wrong0ne1');
    await fill(page, '#password', CHANGED);
    await fill(page, '#confirm', CHANGED);
    await h.submit();
    await h.fieldError('old_password', '原密码不正确');
    expect(await h.value('#password')).toBe(CHANGED);
    await fill(page, '#old_password', RESET);
    await shot(page, 'accounts-password');
    await h.submit();
    await h.at('/user/info');
    await waitForText(page, '密码已修改');
  });

  it('uploads an avatar, refusing non-images and large files at the field', async () => {
    // antd's Upload replaces its input after each pick: query it every time.
    const upload = async (file: string) => (await page.waitForSelector('input[type="file"]'))!.uploadFile(file);
    await upload(tmpFile('notes.txt', 'not an image'));
    await page.waitForFunction(() => document.querySelector('[data-testid="avatar-error"]')?.textContent?.includes('请上传图片文件'));
    await upload(tmpFile('big.png', Buffer.alloc(2 * 1024 * 1024 + 1)));
    await page.waitForFunction(() => document.querySelector('[data-testid="avatar-error"]')?.textContent?.includes('不能超过 2 MB'));
    await shot(page, 'accounts-avatar-error');
    await upload(tmpFile('me.png', PNG));
    await waitForText(page, '头像已更新');
    await page.waitForFunction(() => (document.querySelector('[data-testid="header-user-menu"] img')?.getAttribute('src') || '').includes('/mock-oss/avatar/'));
    expect(await page.$('[data-testid="avatar-error"]')).toBeNull();
    await shot(page, 'accounts-avatar');
  });

  it('binds WeChat by QR code, logs in with it, and unbinds after confirming', async () => {
    await h.tap('[data-testid="edit-wx"]');
    await h.at('/user/info/wx');
    await h.title('微信绑定');
    const ticket = await h.qrTicket();
    await shot(page, 'accounts-wx-bind');
    await api('POST', '/api/__test__/wx-scan', { ticket });
    await page.waitForSelector('[data-testid="wx-bound"]', { timeout: 10_000 });
    await waitForText(page, '微信绑定成功');
    await shot(page, 'accounts-wx-bound');

    await h.logout();
    await clickText(page, '.ant-segmented-item', '微信扫码登录');
    const loginTicket = await h.qrTicket();
    // Scanned first, then confirmed on the phone.
    await api('POST', '/api/__test__/wx-scan', { ticket: loginTicket, status: 'scanned' });
    await waitForText(page, '已扫码，请在手机上确认');
    await shot(page, 'accounts-login-wx-scanned');
    await api('POST', '/api/__test__/wx-scan', { ticket: loginTicket, username: NEW_MOBILE });
    await h.at('/');
    await waitForText(page, '欢迎回来，王小明');

    await h.openProfile();
    await h.tap('[data-testid="edit-wx"]');
    await h.tap('[data-testid="wx-unbind"]');
    await waitForText(page, '确定解除微信绑定吗？');
    await shot(page, 'accounts-wx-unbind-confirm');
    // Clicked through the DOM: the dialog may still be zooming in, moving the button under the mouse.
    await page.$eval('.ant-modal-confirm-btns .ant-btn-dangerous', (b) => (b as HTMLButtonElement).click());
    await waitForText(page, '已解除微信绑定');
    await page.waitForSelector('[data-testid="wx-qr"]');
    await h.openProfile();
    expect(await page.$eval('[data-testid="profile-wx"]', (e) => e.textContent)).toBe('未绑定');
  });

  it('shows an agent the invite list from the side menu', async () => {
    await h.logout();
    await loginThroughForm(page, 'agent');
    await waitForText(page, '欢迎回来，李娜');
    // The "账户" group holds the invite list.
    const visible = () =>
      page.evaluate(() => [...document.querySelectorAll('.ant-menu-item')].some((e) => (e as HTMLElement).innerText.includes('邀请列表') && (e as HTMLElement).offsetParent));
    if (!(await visible())) await clickText(page, '.ant-menu-submenu-title', '账户');
    await page.waitForFunction(() => [...document.querySelectorAll('.ant-menu-item')].some((e) => (e as HTMLElement).innerText.includes('邀请列表') && (e as HTMLElement).offsetParent));
    await shot(page, 'accounts-agent-menu');
    await clickText(page, '.ant-menu-item a', '邀请列表');
    await h.at('/user/invite');
    await h.title('邀请列表');
    await waitForText(page, '深圳市星河跨境电子商务有限公司');
    const table = new ProTablePO(page);
    expect(await table.rows()).toHaveLength(3);
    expect(await table.total()).toBe(3);
    await shot(page, 'accounts-invite');
    await table.search({ q: '义乌' });
    await table.waitRowCount(1);
    await waitForText(page, '义乌市百川贸易有限公司');
    expect((await table.rows())[0]).toContain('义乌市百川贸易有限公司');
    expect(await table.total()).toBe(1);
    // Reset brings the three back.
    await table.reset();
    await table.waitRowCount(3);
  });
});

describe('bad input', () => {
  let tracked: TrackedPage;
  let page: Page;
  let h: ReturnType<typeof on>;

  beforeEach(async () => {
    await resetMock();
    tracked = await openPage(browser);
    page = tracked.page;
    h = on(page);
  });
  afterEach(async () => {
    // eslint-disable-next-line jest/no-standalone-expect
    expect(tracked.errors).toEqual([]);
    await page.close();
  });

  it('register: invalid mobile, short and mismatched passwords, unticked agreement, each at its field', async () => {
    await page.goto(`${BASE}/account/register`);
    await fill(page, '#mobile', '12345');
    await fill(page, '#password', 'abc12');
    await fill(page, '#confirm', 'abc123');
    await h.submit();
    await h.fieldError('mobile', '请输入正确的 11 位手机号');
    await h.fieldError('password', '密码长度应为 8-20 位');
    await h.fieldError('confirm', '两次输入的密码不一致');
    await h.fieldError('code', '请输入短信验证码');
    await h.fieldError('agree', '请阅读并同意服务协议和隐私政策');
    // Sending a code needs a valid number first.
    await page.click('[data-testid="sms-send"]');
    await h.fieldError('mobile', '请输入正确的 11 位手机号');
    expect(await page.$eval('[data-testid="sms-send"]', (b) => b.textContent)).toBe('获取验证码');
    await fill(page, '#password', 'abcdefgh');
    await h.submit();
    await h.fieldError('password', '密码须同时包含字母和数字');
    expect(await h.value('#mobile')).toBe('12345');
    expect(await h.value('#confirm')).toBe('abc123');
    await shot(page, 'accounts-register-errors');
  });

  it('register: an existing mobile, a wrong code and an expired code, keeping the other fields', async () => {
    await page.goto(`${BASE}/account/register`);
    await fill(page, '#mobile', '13800138000');
    await page.click('[data-testid="sms-send"]');
    await h.fieldError('mobile', '该手机号已注册，请直接登录');
    await shot(page, 'accounts-register-existing');

    const mobile = '13911112222';
    await fill(page, '#mobile', mobile);
    await h.sendCode();
    const code = await smsCode(mobile, 2);
    await fill(page, '#code', code === '000000' ? '111111' : '000000');
    await fill(page, '#password', 'Abcd1234');
    await fill(page, '#confirm', 'Abcd1234');
    await page.click('#agree');
    await h.submit();
    await h.fieldError('code', '验证码错误，请重新输入');
    expect(await h.value('#password')).toBe('Abcd1234');
    expect(await h.value('#mobile')).toBe(mobile);
    await shot(page, 'accounts-register-wrong-code');

    await api('POST', '/api/__test__/sms-expire', { mobile });
    await fill(page, '#code', code);
    await h.submit();
    await h.fieldError('code', '验证码已过期，请重新获取');
    expect(await h.value('#confirm')).toBe('Abcd1234');
  });

  it('register: a second code within 60 s is refused with the seconds left, and the button counts them', async () => {
    await page.goto(`${BASE}/account/register`);
    await fill(page, '#mobile', '13911113333');
    await h.sendCode();
    await page.reload();
    await fill(page, '#mobile', '13911113333');
    await page.click('[data-testid="sms-send"]');
    await page.waitForFunction(() => /验证码发送过于频繁，请 \d+ 秒后再试/.test(document.body.innerText));
    await page.waitForFunction(() => /\d+ 秒后重新获取/.test(document.querySelector('[data-testid="sms-send"]')?.textContent || ''));
    await shot(page, 'accounts-register-rate-limit');
  });

  it('reset password: an unknown mobile is refused at the field', async () => {
    await page.goto(`${BASE}/account/forget-password`);
    await fill(page, '#mobile', '13012345678');
    await page.click('[data-testid="sms-send"]');
    await h.fieldError('mobile', '该手机号尚未注册');
  });

  it('profile: an e-mail in use, a short nickname', async () => {
    await openAs(page, 'seller', '/user/info/email');
    await fill(page, '#email', 'not-an-email');
    await h.submit();
    await h.fieldError('email', '请输入正确的邮箱地址');
    await fill(page, '#email', 'lina@agent.example.cn');
    await h.submit();
    await h.fieldError('email', '该邮箱已被其他账号使用');
    expect(await h.value('#email')).toBe('lina@agent.example.cn');
    await shot(page, 'accounts-email-in-use');
    await page.goto(`${BASE}/user/info/nick-name`);
    await fill(page, '#name', '张');
    await h.submit();
    await h.fieldError('name', '昵称长度应为 2-20 个字符');
  });

  it('mobile change: a wrong old-number code and a number in use', async () => {
    await openAs(page, 'seller', '/user/info/mobile');
    const steps = new StepsFormPO(page);
    await h.sendCode();
    const code = await smsCode('13800138000', 4);
    await fill(page, '#code', code === '000000' ? '111111' : '000000');
    await steps.clickNext();
    await h.fieldError('code', '验证码错误，请重新输入');
    expect(await steps.current()).toBe(0);
    await fill(page, '#code', code);
    await steps.next();
    await page.waitForSelector('[data-testid="mobile-step-1"]');
    await fill(page, '#mobile', '13900139000');
    await h.submit('[data-testid="mobile-step-1"]');
    await h.fieldError('mobile', '该手机号已被其他账号使用');
    await fill(page, '#mobile', '13800138000');
    await h.submit('[data-testid="mobile-step-1"]');
    await h.fieldError('mobile', '新手机号不能与原手机号相同');
  });

  it('WeChat login with an unbound WeChat says so, and an expired code can be refreshed', async () => {
    await page.goto(`${BASE}/login`);
    await clickText(page, '.ant-segmented-item', '微信扫码登录');
    const ticket = await h.qrTicket();
    await shot(page, 'accounts-login-wx');
    await api('POST', '/api/__test__/wx-scan', { ticket, username: 'seller' });
    await waitForText(page, '该微信尚未绑定一税账号，请先用密码登录');
    await shot(page, 'accounts-login-wx-unbound');
    await h.tap('[data-testid="wx-refresh"]');
    const next = await h.qrTicket();
    expect(next).not.toBe(ticket);
    await api('POST', '/api/__test__/wx-scan', { ticket: next, status: 'expired' });
    await waitForText(page, '二维码已过期，请刷新');
    await shot(page, 'accounts-login-wx-expired');
    await h.tap('[data-testid="wx-refresh"]');
    expect(await h.qrTicket()).not.toBe(next);
    expect(await h.token()).toBeNull();
  });

  it('guards and visibility: finished page needs login, protocols render, a seller has no invite list', async () => {
    await page.goto(`${BASE}/account/register/finished`);
    await h.at('/login');
    await page.goto(`${BASE}/account/protocol/serve`);
    await waitForText(page, '一、服务内容');
    await h.title('一税服务协议');
    await shot(page, 'accounts-protocol-serve');
    await page.goto(`${BASE}/account/protocol/privacy`);
    await waitForText(page, '一、我们收集的信息');
    await h.title('一税隐私政策');
    await shot(page, 'accounts-protocol-privacy');
    await page.goto(`${BASE}/global/verify-email?token=nope`);
    await waitForText(page, '验证链接无效或已使用');
    await page.goto(`${BASE}/login`);
    await loginThroughForm(page, 'seller');
    await page.goto(`${BASE}/user/info`);
    await waitForText(page, '13800138000');
    expect(await page.$('[data-testid="view-invite"]')).toBeNull();
    const menuText = await page.evaluate(() => document.querySelector('.ant-pro-sider')?.textContent || '');
    expect(menuText).not.toContain('邀请列表');
    expect(menuText).toContain('个人资料');
  });
});
