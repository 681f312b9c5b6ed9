/**
 * Helpers of the screen-kit suite (tests/e2e/kit.e2e.test.ts): seeding data through the mock API as
 * a given user (login, upload-sign flow, calculation), and reading a ProTable the way a user sees it
 * (rows, the cells of a column found by its header text).
 */
import type { Page } from 'puppeteer';
import { generateVtr } from '../../scripts/gen-vtr';
import { api, BASE, DEMO_PASSWORD } from './helpers';

/** The envelope every mock answer carries (only what the helpers read). */
interface Envelope<T> {
  status: number;
  success?: boolean;
  data: T;
  errorMessage?: string;
}

/** Fails with the server's message when an envelope is not a success. */
function unwrap<T>(env: Envelope<T>, what: string): T {
  if (env.status !== 200 || env.success === false) throw new Error(`${what}: ${env.errorMessage ?? JSON.stringify(env)}`);
  return env.data;
}

/** A session of a demo user: the token and the user (an agent's `clients` included). */
export interface ApiSession {
  token: string;
  user: { id: number; name: string; username: string; clients?: { id: number; name: string }[] };
}

/** `POST /api/auth/login` as `username` with the demo password. */
export async function apiLogin(username: string): Promise<ApiSession> {
  return unwrap(await api<Envelope<ApiSession>>('POST', '/api/auth/login', { username, password: DEMO_PASSWORD }), `login ${username}`);
}

/**
 * Uploads `content` as file `name` through the upload-sign flow (`GET /api/upload/sign`, then a
 * multipart POST of `fields` + `file` to the signed url). Resolves with the stored file.
 */
export async function uploadAs(token: string, name: string, content: string): Promise<{ key: string; name: string; size: number }> {
  const bytes = Buffer.from(content, 'utf8');
  const q = new URLSearchParams({ name, size: String(bytes.length), scene: 'report' });
  const signRes = await fetch(`${BASE}/api/upload/sign?${q}`, { headers: { authorization: `Bearer ${token}` } });
  const sign = unwrap((await signRes.json()) as Envelope<{ url: string; key: string; fields: Record<string, string> }>, 'upload sign');
  const form = new FormData();
  Object.entries(sign.fields).forEach(([k, v]) => form.append(k, v));
  form.append('file', new Blob([bytes], { type: 'text/csv' }), name);
  const putRes = await fetch(`${BASE}${sign.url}`, { method: 'POST', body: form });
  return unwrap((await putRes.json()) as Envelope<{ key: string; name: string; size: number }>, 'upload');
}

/**
 * Creates a calculation of `username` over a small generated report (GB, one quarter of 2025):
 * logs in, uploads, `POST /api/calculate-tax`. Resolves with the calculation id.
 */
export async function seedCalculation(username: string, opts: { seed: number; quarter?: 1 | 2 | 3 | 4; companyName?: string }): Promise<number> {
  const s = await apiLogin(username);
  const file = await uploadAs(s.token, `vtr_${username}_${opts.seed}.csv`, generateVtr({ seed: opts.seed, rows: 30 }));
  const q = opts.quarter ?? 1;
  const startMonth = String((q - 1) * 3 + 1).padStart(2, '0');
  const endMonth = String(q * 3).padStart(2, '0');
  const endDay = q === 1 || q === 4 ? '31' : '30';
  const created = unwrap(
    await api<Envelope<{ id: number }>>(
      'POST',
      '/api/calculate-tax',
      {
        countryCode: { key: 'GB', text: '英国' },
        taxPeriodType: 'quarter',
        startDate: `2025-${startMonth}-01`,
        endDate: `2025-${endMonth}-${endDay}`,
        companyName: opts.companyName ?? `${username} 的公司`,
        countries: [],
        saleFiles: [file],
      },
      s.token,
    ),
    `calculation of ${username}`,
  );
  return created.id;
}

/** Number of data rows of the ProTable inside `scope`. */
export async function rowCount(page: Page, scope: string): Promise<number> {
  return page.$$eval(`${scope} .ant-table-tbody tr.ant-table-row`, (rows) => rows.length);
}

/** Waits until the ProTable inside `scope` shows exactly `n` data rows and is not loading. */
export async function waitForRows(page: Page, scope: string, n: number, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (sel: string, want: number) =>
      document.querySelectorAll(`${sel} .ant-table-tbody tr.ant-table-row`).length === want && !document.querySelector(`${sel} .ant-spin-spinning`),
    { timeout },
    scope,
    n,
  );
}

/**
 * The texts of the column headed `header` in the ProTable inside `scope`, one per data row, in
 * order. Throws when no header has that text.
 */
export async function columnTexts(page: Page, scope: string, header: string): Promise<string[]> {
  return page.$eval(
    scope,
    (root, h: string) => {
      const ths = [...root.querySelectorAll('thead th')] as HTMLElement[];
      const idx = ths.findIndex((th) => th.innerText.trim() === h);
      if (idx < 0) throw new Error(`no column "${h}" in ${ths.map((t) => t.innerText.trim()).join(' | ')}`);
      return [...root.querySelectorAll('tbody tr.ant-table-row')].map((tr) => ((tr.children[idx] as HTMLElement | undefined)?.innerText ?? '').trim());
    },
    header,
  );
}

/** Opens the antd Select inside `scope` and clicks the option labelled `label`. */
export async function pickOption(page: Page, scope: string, label: string): Promise<void> {
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

/** Closes any open Select dropdown (Escape, then a click on the page title). */
export async function closeDropdowns(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  // The page's own chunk may still be loading while the layout's header is already there.
  await page.waitForSelector('.ant-page-header-heading-title', { visible: true });
  await page.click('.ant-page-header-heading-title');
  await page.waitForFunction(() => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));
}

/** Clears the antd Select inside `scope` with its clear icon. */
export async function clearSelect(page: Page, scope: string): Promise<void> {
  await page.hover(`${scope} .ant-select`);
  await page.waitForSelector(`${scope} .ant-select-clear`, { visible: true });
  await page.click(`${scope} .ant-select-clear`);
}

/**
 * Marks the form item labelled `label` (a trailing colon ignored) inside `scope` and returns a
 * selector for it, e.g. to open its Select with {@link pickOption}.
 */
export async function fieldByLabel(page: Page, scope: string, label: string): Promise<string> {
  const mark = await page.$eval(
    scope,
    (root, l: string) => {
      const items = [...root.querySelectorAll('.ant-form-item')] as HTMLElement[];
      const item = items.find((i) => (i.querySelector('label') as HTMLElement | null)?.innerText.trim().replace(/[:：]$/, '') === l);
      if (!item) throw new Error(`no form item labelled ${l}`);
      const id = `f${Math.random().toString(36).slice(2)}`;
      item.setAttribute('data-kit-field', id);
      return id;
    },
    label,
  );
  return `[data-kit-field="${mark}"]`;
}
