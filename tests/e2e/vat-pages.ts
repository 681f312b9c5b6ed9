/**
 * Helpers of the VAT records suite (tests/e2e/vat-tax.e2e.test.ts) and of the common components on
 * real pages (common.e2e.test.ts): downloads into a folder of our own (CDP
 * `Browser.setDownloadBehavior`), the session's token, stored drafts, row checkboxes, the API as a
 * given user.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Browser, Page } from 'puppeteer';
import { api, clickSettled } from './helpers';

const sleep = (ms: number) =>
  new Promise<void>((r) => {
    setTimeout(r, ms);
  });

/** A download folder of the browser: files the page downloads land there. */
export interface Downloads {
  dir: string;
  /** Waits for a finished file whose name ends with `ext` (not one seen before) and answers its path. */
  next: (ext: string, timeout?: number) => Promise<string>;
  /**
   * Clicks `selector` (once it has settled) and waits until the browser begins a download; if none
   * begins within `within` ms the click is taken as missed (under load a click on a dialog still
   * opening was lost) and made once more. Throws when the second click starts no download either.
   */
  clickToDownload: (page: Page, selector: string, within?: number) => Promise<void>;
  cleanup: () => void;
}

/** Points the browser's downloads to a fresh temporary folder. */
export async function downloadsOf(browser: Browser): Promise<Downloads> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vat-e2e-'));
  const cdp = await browser.target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir, eventsEnabled: true });
  let begun = 0;
  cdp.on('Browser.downloadWillBegin', () => {
    begun += 1;
  });
  const seen = new Set<string>();
  const beganSince = async (count: number, within: number) => {
    const until = Date.now() + within;
    while (begun === count && Date.now() < until) await sleep(100);
    return begun > count;
  };
  return {
    dir,
    clickToDownload: async (page, selector, within = 5_000) => {
      const before = begun;
      await clickSettled(page, selector);
      if (await beganSince(before, within)) return;
      await clickSettled(page, selector);
      if (!(await beganSince(before, within))) throw new Error(`clicking ${selector} twice began no download`);
    },
    next: async (ext, timeout = 15_000) => {
      const deadline = Date.now() + timeout;
      for (;;) {
        const file = fs.readdirSync(dir).find((f) => f.toLowerCase().endsWith(ext) && !seen.has(f));
        if (file) {
          // Chrome may create the file before it has written it: wait until it has bytes and they stop changing.
          const full = path.join(dir, file);
          const size = fs.statSync(full).size;
          await sleep(150);
          if (size > 0 && fs.statSync(full).size === size) {
            seen.add(file);
            return full;
          }
        }
        if (Date.now() > deadline) throw new Error(`no ${ext} downloaded into ${dir} (saw ${fs.readdirSync(dir).join(', ') || 'nothing'})`);
        await sleep(150);
      }
    },
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The access token the page's session holds. */
export async function tokenOf(page: Page): Promise<string> {
  return JSON.parse((await page.evaluate(() => sessionStorage.getItem('yishui.access_token'))) || '""') as string;
}

/** The envelope of the mock's answers (what the tests read). */
export interface Env<T> {
  success: boolean;
  data: T;
  errorMessage?: string;
  errorCode?: string;
}

/** `GET url` of the API with `token`; the envelope's data (fails with the message otherwise). */
export async function apiData<T>(url: string, token: string): Promise<T> {
  const res = await api<Env<T>>('GET', url, undefined, token);
  if (!res.success) throw new Error(`${url}: ${res.errorMessage}`);
  return res.data;
}

/** The stored wizard draft `{ values, finished, current }` of (type, key) of the page's user, or null. */
export async function storedDraft<V = Record<string, unknown>>(page: Page, type: string, key: string): Promise<{ values: V; finished: Record<string, boolean>; current: string } | null> {
  const d = await apiData<{ data: { values: V; finished: Record<string, boolean>; current: string } } | null>(`/api/draft?type=${type}&key=${encodeURIComponent(key)}`, await tokenOf(page));
  return d?.data ?? null;
}

/** Clicks the selection checkbox of the row `key` of the table inside `scope`. */
export async function checkRow(page: Page, scope: string, key: string | number): Promise<void> {
  const sel = `${scope} tr.ant-table-row[data-row-key="${key}"] .ant-checkbox-input`;
  await page.waitForSelector(sel, { visible: true });
  await page.click(sel);
  await page.waitForSelector(`${scope} tr.ant-table-row[data-row-key="${key}"] .ant-checkbox-checked`);
}

/** The data-row-key of each row of the table inside `scope`, in order. */
export async function rowKeys(page: Page, scope: string): Promise<string[]> {
  return page.$$eval(`${scope} .ant-table-tbody tr.ant-table-row`, (trs) => trs.map((tr) => tr.getAttribute('data-row-key') ?? ''));
}

/** The first line of each cell of the column headed `header` (a cell may show more under it). */
export async function firstLines(page: Page, scope: string, header: string): Promise<string[]> {
  return page.$eval(
    scope,
    (root, h: string) => {
      const ths = [...root.querySelectorAll('thead th')] as HTMLElement[];
      const idx = ths.findIndex((th) => th.innerText.trim() === h);
      if (idx < 0) throw new Error(`no column "${h}" in ${ths.map((t) => t.innerText.trim()).join(' | ')}`);
      return [...root.querySelectorAll('tbody tr.ant-table-row')].map((tr) => ((tr.children[idx] as HTMLElement | undefined)?.innerText ?? '').trim().split('\n')[0].trim());
    },
    header,
  );
}

/** The options' texts (spaces removed) of the open Select dropdown. */
export async function openOptions(page: Page): Promise<string[]> {
  await page.waitForSelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  return page.$$eval('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', (els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, '')));
}

/** The countries shown in the rows of the table inside `scope` (each CountryLabel: code badge + name, spaces removed). */
export async function countryCells(page: Page, scope: string): Promise<string[]> {
  return page.$$eval(`${scope} tbody tr.ant-table-row span[data-code]`, (els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, '')));
}
