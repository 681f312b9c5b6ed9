/**
 * Shared helpers of the end-to-end suites: one Chromium per suite, pages that record console
 * errors, login through the API (`signIn`), screenshots into the git-ignored
 * `tests/e2e/screenshots/` when `E2E_SHOTS=1`, and mock API controls. Page objects of ProTable and
 * StepsForm: `./page-objects`.
 */
import fs from 'fs';
import path from 'path';
import puppeteer, { type Browser, type Page } from 'puppeteer';

/**
 * The preview server of this jest worker: `E2E_BASE_URLS` (set by tests/e2e/run.js) lists one per
 * worker, and worker N (`JEST_WORKER_ID`, from 1) uses the N-th, so suites running at the same time
 * never share the mock's state. `E2E_BASE_URL` points every suite at one server instead.
 */
export const BASE = (() => {
  const list = (process.env.E2E_BASE_URLS ?? '').split(',').filter(Boolean);
  const worker = Number(process.env.JEST_WORKER_ID || 1);
  return process.env.E2E_BASE_URL || list[(worker - 1) % Math.max(1, list.length)] || 'http://localhost:8010';
})();
export const SHOTS = path.resolve(__dirname, 'screenshots');
export const DEMO_PASSWORD = 'Yishui@2026';
/** Session-storage key of the access token (src/core/storage.ts `TOKEN_KEY`; the value is JSON). */
export const TOKEN_KEY = 'yishui.access_token';
/**
 * `E2E_DEV=1`: the suites run against `max dev` (`E2E_BASE_URL`), whose development builds of React and
 * antd log `Warning: …` console errors (deprecations, findDOMNode) that production builds never print;
 * those are not counted as the page's errors.
 */
export const DEV_SERVER = process.env.E2E_DEV === '1';
/** Screenshots are taken only with `E2E_SHOTS=1` (they cost about a second each). */
export const SHOTS_ON = process.env.E2E_SHOTS === '1';

/**
 * Launches Debian's Chromium headless with the flags this machine needs. The back/forward cache is off:
 * with it, every full page load kept the page left behind alive for a later "back", and eight first
 * loads of console pages took about 10 s of Chromium CPU and 16 s of wall time instead of 7.5 s and
 * 11 s (measured on the production build, docs/testing.md "Speed"); a test's `page.goBack()` across
 * documents now loads the page afresh, as a browser that evicted it would. `E2E_CHROME_ARGS` (words
 * separated by spaces) adds flags, for trying one out; puppeteer merges `--disable-features` lists.
 */
export async function launch(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
      '--lang=zh-CN',
      '--disable-features=BackForwardCache',
      ...(process.env.E2E_CHROME_ARGS ? process.env.E2E_CHROME_ARGS.split(' ') : []),
    ],
  });
}

/** A page whose console errors, page errors and failed same-origin requests are collected in `errors`. */
export interface TrackedPage {
  page: Page;
  errors: string[];
}

/** Opens a page (1280×800, zh-CN) that records console errors. */
export async function openPage(browser: Browser): Promise<TrackedPage> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'zh-CN,zh;q=0.9' });
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') {
      const text = msg.text();
      // Expected answers of the mock (401/403/500, a 413 of a too-large upload, and the 504 of the batch suite's injected
      // timeouts) are reported by Chromium as "Failed to load resource"; the tests assert them.
      if (/Failed to load resource: the server responded with a status of (401|403|404|413|500|504)/.test(text)) return;
      // Against `max dev` (E2E_DEV=1, docs/testing.md): React's and antd's development-only warnings.
      if (DEV_SERVER && text.startsWith('Warning: ')) return;
      errors.push(text);
    }
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { page, errors };
}

/** With `E2E_SHOTS=1`, saves a full-page screenshot as `tests/e2e/screenshots/<name>.png`; otherwise does nothing. */
export async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * Calls the mock API from Node. A request that never got an answer because the server closed an idle
 * keep-alive connection as it was reused (undici's "fetch failed", cause "other side closed") is sent
 * once more on a fresh connection; any answer, error or not, is returned as it came.
 */
export async function api<T = unknown>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const send = () =>
    fetch(`${BASE}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        connection: 'close',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  let res: Response;
  try {
    res = await send();
  } catch (e) {
    const cause = (e as { cause?: { code?: string; name?: string } }).cause;
    if (!(e instanceof TypeError) || !(cause?.name === 'SocketError' || cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET')) throw e;
    res = await send();
  }
  return (await res.json()) as T;
}

/** Restores the mock's seed data. */
export async function resetMock(): Promise<void> {
  await api('POST', '/api/__test__/reset');
}

/** Makes the next call(s) of `path` answer a fault (see mock/test-control.ts). */
export async function injectFault(fault: {
  path: string;
  method?: string;
  kind: string;
  message?: string;
  errorCode?: string;
  showType?: number;
  times?: number;
}): Promise<void> {
  await api('POST', '/api/__test__/fault', fault);
}

/** Waits until the page's text contains `text`. */
export async function waitForText(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((t: string) => document.body && document.body.innerText.includes(t), { timeout }, text);
}

/**
 * Waits until the element matched by `selector` is inside the viewport and has stopped moving (the
 * same box over two animation frames, and across the viewport): a drawer sliding in or a modal zooming in is "visible" for
 * `waitForSelector` while its fields are still off-screen, and a click then fails with "Node is
 * either not clickable or not an Element".
 */
export async function waitForSettled(page: Page, selector: string, timeout = 15_000): Promise<void> {
  await page.waitForSelector(selector, { visible: true, timeout });
  await page.waitForFunction(
    (sel: string) =>
      new Promise<boolean>((resolve) => {
        const el = document.querySelector(sel);
        if (!el) {
          resolve(false);
          return;
        }
        const a = el.getBoundingClientRect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const b = el.getBoundingClientRect();
            const still = a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
            // across: inside the viewport (a click scrolls vertically, never sideways)
            const across = b.width > 0 && b.height > 0 && b.left >= 0 && b.right <= window.innerWidth;
            resolve(still && across);
          }),
        );
      }),
    { timeout },
    selector,
  );
}

/**
 * Waits until a click at the centre of the element matched by `selector` would reach it: nothing on
 * top (a drawer's or modal's mask still fading out takes the click, and the click then does nothing).
 * Scrolls it into view first.
 */
export async function waitForHittable(page: Page, selector: string, timeout = 15_000): Promise<void> {
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForFunction(
    (sel: string) => {
      const el = document.querySelector(sel);
      if (!el) return false;
      const b = el.getBoundingClientRect();
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      return !!hit && (hit === el || el.contains(hit));
    },
    { timeout },
    selector,
  );
}

/** Clicks the element matched by `selector` once it has settled (see {@link waitForSettled}): buttons of popups and drawers that animate in. */
export async function clickSettled(page: Page, selector: string, timeout = 15_000): Promise<void> {
  // A popup re-rendered between the wait and the click (a table reload under a Popconfirm) leaves
  // puppeteer a node without a box ("not clickable"): wait for it to settle again and retry.
  for (let attempt = 1; ; attempt += 1) {
    await waitForSettled(page, selector, timeout);
    try {
      await page.click(selector);
      return;
    } catch (e) {
      if (attempt >= 4 || !String((e as Error).message).includes('not clickable')) throw e;
      await new Promise((r) => {
        setTimeout(r, 150);
      });
    }
  }
}

/** Clicks the OK button of the open Popconfirm once it has settled, and waits until it is gone. */
export async function okPopconfirm(page: Page): Promise<void> {
  await clickSettled(page, '.ant-popconfirm:not(.ant-popover-hidden) .ant-btn-primary');
  await page.waitForSelector('.ant-popconfirm:not(.ant-popover-hidden)', { hidden: true });
}

/** Accepts the one confirmation of 确认 / 直接申报 (it lists the calculation's warnings) and waits until the dialog is gone. */
export async function okConfirmWarnings(page: Page): Promise<void> {
  const ok = '[data-testid="confirm-warnings-ok"]';
  await page.waitForSelector('[data-testid="confirm-warnings"]', { visible: true });
  await clickSettled(page, ok);
  // Under load a full run once saw the dialog stay open for 30 s after the click (the click landed while
  // the dialog was still animating in): click again while it is open and its OK button is not busy
  // with the call (a busy button means the first click went through; the call is not sent twice).
  for (let i = 0; i < 3; i += 1) {
    const gone = await page
      .waitForSelector('[data-testid="confirm-warnings"]', { hidden: true, timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (gone) break;
    if (!(await page.$(`${ok}.ant-btn-loading`))) await clickSettled(page, ok).catch(() => undefined);
  }
  await page.waitForSelector('[data-testid="confirm-warnings"]', { hidden: true });
  await page.waitForFunction(() => !document.querySelector('.ant-modal-wrap:not([style*="display: none"])'));
}

/** `/service/batch-declaration` step 2: starts the run and accepts its confirmation (clicked again while the dialog still animates). */
export async function startBatchRun(page: Page): Promise<void> {
  await page.click('[data-testid="batch-run"]');
  await page.waitForSelector('[data-testid="batch-confirm-text"]', { visible: true });
  for (let i = 0; i < 10; i += 1) {
    await page.click('.ant-modal-confirm .ant-btn-primary').catch(() => undefined);
    const started = await page
      .waitForSelector('[data-testid="batch-results"]', { timeout: 1000 })
      .then(() => true)
      .catch(() => false);
    if (started) return;
  }
  throw new Error('the run did not start');
}

/** Types into the input matched by `selector`, replacing its value (once the input has settled). */
export async function fill(page: Page, selector: string, value: string): Promise<void> {
  await waitForSettled(page, selector);
  // Empty the input first and see it empty: under load a triple click once left the old value
  // selected only in part, and the typed text was appended to it (CI: /ukcode checked
  // "GB123456789GB…" instead of the new number). Select-all and Backspace as a person would.
  const valueOf = () => page.$eval(selector, (e) => (e as HTMLInputElement).value);
  for (let attempt = 0; attempt < 3 && (await valueOf()) !== ''; attempt += 1) {
    await page.click(selector, { clickCount: 3 });
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
  }
  if ((await valueOf()) !== '') throw new Error(`fill: could not empty ${selector} (value "${await valueOf()}")`);
  await page.click(selector);
  await page.type(selector, value);
}

/** The answer of `POST /api/auth/login`: the token and the user (the shape `src/access.ts` reads). */
export interface ApiLogin {
  token: string;
  user: { id: number; name: string; role: number; show_invite?: number; clients?: { id: number; name: string }[]; [k: string]: unknown };
}

/** Logs in through the API (no browser); fails with the mock's message when refused. */
export async function loginByApi(username: string, password = DEMO_PASSWORD): Promise<ApiLogin> {
  const res = await api<{ success: boolean; data: ApiLogin; errorMessage?: string }>('POST', '/api/auth/login', { username, password });
  if (!res.success || !res.data?.token) throw new Error(`API login of ${username} refused: ${res.errorMessage ?? JSON.stringify(res)}`);
  return res.data;
}

/** Identifiers of the token scripts installed by {@link signIn}, per page (a later sign-in replaces them). */
const tokenScripts = new WeakMap<Page, string>();

/**
 * Logs `username` in through the API and makes the page start every later document of the app's
 * origin with that token in session storage (`page.evaluateOnNewDocument`, before any app script
 * runs), as the login page would leave it. The token is written once per tab and sign-in: after a
 * logout in the app it is not put back. Then `page.goto(...)` any guarded route. Used by every test
 * that is not about logging in itself; the login, guard and accounts flows use the form.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<ApiLogin> {
  const login = await loginByApi(username, password);
  const previous = tokenScripts.get(page);
  if (previous) await page.removeScriptToEvaluateOnNewDocument(previous);
  const { identifier } = await page.evaluateOnNewDocument(
    (origin: string, key: string, token: string) => {
      try {
        if (location.origin !== origin) return;
        const mark = 'yishui.e2e.signed-in';
        if (sessionStorage.getItem(mark) === token) return;
        sessionStorage.setItem(key, JSON.stringify(token));
        sessionStorage.setItem(mark, token);
      } catch {
        /* about:blank and other documents without storage */
      }
    },
    new URL(BASE).origin,
    TOKEN_KEY,
    login.token,
  );
  tokenScripts.set(page, identifier);
  return login;
}

/** {@link signIn}, then opens `target` (a path). */
export async function openAs(page: Page, username: string, target: string): Promise<ApiLogin> {
  const login = await signIn(page, username);
  await page.goto(`${BASE}${target}`);
  return login;
}

/** Logs in through the login form (already on `/login`). */
export async function loginThroughForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await fill(page, '#username', username);
  await fill(page, '#password', password);
  await Promise.all([page.waitForFunction(() => !location.pathname.startsWith('/login'), { timeout: 15_000 }), page.click('form button.ant-btn-primary')]);
}

/**
 * In the page: the first element matching `sel` whose label — its visible text with runs of white
 * space as one space, trimmed, and without the space antd puts between the two characters of a
 * two-character Chinese button ("确 定" reads 确定) — is `t` (`exact`) or contains it; clicked when
 * `click`. Without `t`: the labels there (for a failure message). Self-contained (puppeteer sends its
 * source to the page).
 */
function labelled(sel: string, t: string | null, exact: boolean, click: boolean): boolean | string[] {
  const labels = [...document.querySelectorAll(sel)].map((el) => {
    const s = ((el as HTMLElement).innerText || '').replace(/\s+/g, ' ').trim();
    return /^[\u4e00-\u9fff] [\u4e00-\u9fff]$/.test(s) ? s.replace(' ', '') : s;
  });
  if (t === null) return labels;
  const i = labels.findIndex((s) => (exact ? s === t : s.includes(t)));
  if (i >= 0 && click) (document.querySelectorAll(sel)[i] as HTMLElement).click();
  return i >= 0;
}

/** Clicks the element matching `selector` labelled `text` (see {@link labelled}), waiting up to 15 s; a timeout names the labels that were there. */
async function clickWhere(page: Page, selector: string, text: string, exact: boolean): Promise<void> {
  try {
    await page.waitForFunction(labelled, { timeout: 15_000 }, selector, text, exact, false);
  } catch (e) {
    const there = await page.evaluate(labelled, selector, null, exact, false);
    throw new Error(`no ${selector} labelled ${exact ? '' : 'with '}“${text}” after 15 s; labels there: ${JSON.stringify(there)} (${(e as Error).message})`);
  }
  if (!(await page.evaluate(labelled, selector, text, exact, true))) throw new Error(`${selector} labelled ${exact ? '' : 'with '}“${text}” went away before the click`);
}

/**
 * Clicks the first element matching `selector` whose label is exactly `text` (white space collapsed;
 * "确 定" reads 确定), so a label that merely contains another's text is never clicked by mistake.
 * {@link clickContaining} where a test means "contains".
 */
export async function clickText(page: Page, selector: string, text: string): Promise<void> {
  await clickWhere(page, selector, text, true);
}

/** Clicks the first element matching `selector` whose label contains `text` (an option with a long label, a prefix). */
export async function clickContaining(page: Page, selector: string, text: string): Promise<void> {
  await clickWhere(page, selector, text, false);
}

/** The base64 redirect value the guard must produce for `target`. */
export function redirectParam(target: string): string {
  return Buffer.from(target, 'utf8').toString('base64');
}

/**
 * Registers the usual lifecycle of a suite file: one Chromium for the file, a fresh mock (seed data)
 * and a fresh page recording console errors for each test, and after each test the assertion that
 * the page logged no console errors ("no console errors on any page visited"); the page is then
 * closed. `onPage` receives each test's page; `browser()` gives the file's browser.
 */
export function pagePerTest(onPage: (page: Page) => void): { browser: () => Browser } {
  let browser: Browser;
  let tracked: TrackedPage;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await resetMock();
    tracked = await openPage(browser);
    onPage(tracked.page);
  });
  afterEach(async () => {
    // eslint-disable-next-line jest/no-standalone-expect
    expect(tracked.errors).toEqual([]);
    await tracked.page.close();
  });
  return { browser: () => browser };
}

/**
 * Types `value` (`YYYY-MM-DD`) into the antd DatePicker input `selector` (its panel moves to that
 * month), clicks that day once the panel has settled (a click while it was still opening missed the
 * cell under load) and waits until the input shows the date.
 */
export async function typeDate(page: Page, selector: string, value: string): Promise<void> {
  await page.click(selector);
  await page.type(selector, value);
  const cell = `.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${value}"]`;
  await page.waitForSelector(cell, { visible: true });
  await clickSettled(page, cell);
  await page.waitForFunction((sel: string, v: string) => (document.querySelector(sel) as HTMLInputElement | null)?.value === v, {}, selector, value);
}

/**
 * The path of sample document `name` of the mock's OCR table (tests/fixtures/ocr/: `licence.png` —
 * 深圳市张伟电子商务有限公司's business licence, `licence-baichuan.pdf`, `idcard.png` — 王芳, who is none
 * of the registry's legal persons, `idcard-zhangwei.png`, `passport.png`): the mock's OCR reads these
 * (mock/_store/ocr.ts, by the file's MD5); any other file is "未能识别，请手动填写".
 */
export function ocrSample(name: string): string {
  return path.resolve(__dirname, '../fixtures/ocr', name);
}

/**
 * Takes an OCR reading's suggestions into the fields still empty: waits for the suggestions box of
 * the upload field `testId` (`<testId>-ocr`, src/components/wizard/OcrSuggestions.tsx) and clicks
 * 填入未填写的项. Typed values stay as they are.
 */
export async function takeOcr(page: Page, testId: string): Promise<void> {
  await page.waitForSelector(`[data-testid="${testId}-ocr"][data-state="read"]`, { timeout: 15_000 });
  await page.click(`[data-testid="${testId}-ocr-fill-empty"]`);
}
