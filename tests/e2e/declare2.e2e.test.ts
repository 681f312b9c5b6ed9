/**
 * The declaration workspace end to end, second part (issue #11, what the first round left):
 * - the list's async export downloads the filtered declarations (the same rows as the table);
 * - a non-GB return shown as its country's own form on view-data (DE Umsatzsteuer-Voranmeldung,
 *   Kennzahl 81 and 83), under the return's own name;
 * - the receipt's "下载 PDF" through `/api/to-pdf`: a PDF file downloads;
 * - the NL payment page: the 16-digit reference issued for the return shown as 4×4 digits, the
 *   unconfirmed bank details marked "请以税局通知为准", the guide issued (status 7);
 * - an NL declaration started by the agent for client3's Dutch number (a nil return);
 * - an Italy record edited;
 * - the start flow's draft: the chosen number and period come back after leaving the page.
 */
import fs from 'fs';
import type { Page } from 'puppeteer';
import * as XLSX from 'xlsx';
import { layoutInputFromDeclare, returnLayout } from '../../src/core/declare/layouts';
import { formatNlReference } from '../../src/core/declare/payment';
import type { DeclareReturn } from '../../src/core/declare/types';
import { clickContaining, clickText, openAs, pagePerTest, shot, waitForText } from './helpers';
import { rowCount, waitForRows } from './kit-pages';
import { apiData, downloadsOf, tokenOf } from './vat-pages';

let page: Page;
const suite = pagePerTest((p) => {
  page = p;
});

const LIST = '[data-testid="declare-list"]';

/** Opens the Select matched by `selector` and clicks the option containing `text` (retrying while it animates). */
async function chooseOption(selector: string, text: string) {
  const option = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';
  await page.waitForSelector(selector, { visible: true });
  for (let i = 0; i < 10; i += 1) {
    await page.click(selector);
    const found = await page
      .waitForFunction((sel: string, t: string) => [...document.querySelectorAll(sel)].some((el) => (el as HTMLElement).innerText.includes(t)), { timeout: 1500 }, option, text)
      .then(() => true)
      .catch(() => false);
    if (found) break;
    if (await page.$('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')) await page.keyboard.press('Escape');
  }
  await clickContaining(page, option, text);
}

/** Replaces the value of the input `selector` (select all, delete, type) and waits until it holds `value`. */
async function replaceValue(selector: string, value: string) {
  await page.focus(selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.type(selector, value);
  await page.waitForFunction((sel: string, v: string) => (document.querySelector(sel) as HTMLInputElement | null)?.value === v, { timeout: 5000 }, selector, value);
}

const textOf = (sel: string) => page.$eval(sel, (e) => (e as HTMLElement).innerText.trim());

describe('seller', () => {
  it('exports the list as filtered: the file holds the rows the table shows', async () => {
    const login = await openAs(page, 'seller', '/user/declare');
    await waitForRows(page, LIST, 3);
    const shown = await rowCount(page, LIST);
    const api = await apiData<{ list: { vatNumber: string }[]; total: number }>('/api/vat-declare/list', login.token);
    expect(shown).toBe(api.total);
    const dl = await downloadsOf(suite.browser());
    await page.click(`${LIST} [data-testid="list-export"]`);
    await page.waitForSelector('[data-testid="export-dialog"][data-phase="done"]', { timeout: 20_000 });
    const book = XLSX.read(fs.readFileSync(await dl.next('.xlsx')));
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]]);
    expect(rows).toHaveLength(shown);
    // the same declarations: every exported row names one of the listed VAT numbers
    const listed = new Set(api.list.map((r) => r.vatNumber));
    for (const r of rows) expect(Object.values(r).some((v) => listed.has(String(v)))).toBe(true);
    await shot(page, 'declare2-export');
    await page.click('[data-testid="export-close"]');
    dl.cleanup();
  });

  it('shows a DE return as the Umsatzsteuer-Voranmeldung: Kennzahl 81 and 83 as the return computes them', async () => {
    const login = await openAs(page, 'seller', '/user/declare/view-data?id=5003');
    const ret = await apiData<DeclareReturn>('/api/vat-declare/5003/vat-return', login.token);
    const expected = returnLayout(layoutInputFromDeclare(ret, 'DE'))!;
    await page.waitForSelector('[data-testid="layout-DE"]');
    // under the return's own name (the layout's title, shown once)
    expect(await textOf('[data-testid="return-name"]')).toBe(expected.title);
    expect(expected.title).toBe('德国增值税预申报（Umsatzsteuer-Voranmeldung）');
    const kz81 = await textOf('[data-testid="layout-box-81"]');
    expect(kz81).toBe(expected.sections[0].boxes[0].amount);
    expect(Number(kz81)).toBeGreaterThan(0);
    // Kz 83 = the declaration's payable (864.25 seeded)
    expect(await textOf('[data-testid="layout-box-83"]')).toBe(ret.totals.payable);
    expect(ret.totals.payable).toBe('864.25');
    await shot(page, 'declare2-de-layout');
  });

  it('the start flow keeps the chosen VAT number and period in a draft: leaving and coming back restores them', async () => {
    const login = await openAs(page, 'seller', '/user/declare/my-declare');
    const de = await apiData<{ vatNumber: string; vatTaxId: number; periodStart: string; periodEnd: string }>('/api/vat-declare/5003', login.token);
    await chooseOption('[data-testid="declare-vat"] .ant-select-selector', `${de.vatNumber} · `);
    await page.waitForFunction(() => !document.querySelector('[data-testid="declare-period"] .ant-select-disabled'));
    await chooseOption('[data-testid="declare-period"] .ant-select-selector', `${de.periodStart} ~ ${de.periodEnd}`);
    // saved (debounced 1000 ms) in /api/draft
    const token = await tokenOf(page);
    for (let i = 0; i < 40; i += 1) {
      const d = await apiData<{ data: { vatTaxId?: number; periodStart?: string } } | null>('/api/draft?type=declare-start', token);
      if (d?.data.periodStart === de.periodStart) break;
      await new Promise<void>((r) => {
        setTimeout(r, 250);
      });
    }
    expect((await apiData<{ data: { vatTaxId: number; periodStart: string } }>('/api/draft?type=declare-start', token)).data).toEqual({ vatTaxId: de.vatTaxId, periodStart: de.periodStart });
    // away and back through the menu's address (no choice in the URL)
    await page.goto(page.url().replace(/\/user\/declare.*$/, '/user/declare'));
    await page.waitForSelector(`${LIST} tr.ant-table-row`);
    await page.goto(page.url().replace(/\/user\/declare.*$/, '/user/declare/my-declare'));
    await page.waitForSelector('[data-testid="declare-restored"]');
    await page.waitForFunction((v: string) => (document.querySelector('[data-testid="declare-vat"]') as HTMLElement | null)?.innerText.includes(v), {}, de.vatNumber);
    // the period shows its label once the number's periods have loaded (its bare start date until then)
    const label = `${de.periodStart} ~ ${de.periodEnd}`;
    await page.waitForFunction((v: string) => (document.querySelector('[data-testid="declare-period"]') as HTMLElement | null)?.innerText.includes(v), { timeout: 10_000 }, label).catch(() => undefined);
    expect(await textOf('[data-testid="declare-period"]')).toContain(label);
    expect(page.url()).toContain(`vatTaxId=${de.vatTaxId}`);
    await shot(page, 'declare2-start-restored');
    // choosing afresh forgets it
    await page.click('[data-testid="declare-afresh"]');
    await page.waitForSelector('[data-testid="declare-restored"]', { hidden: true });
    expect(await apiData('/api/draft?type=declare-start', token)).toBeNull();
  });

  it('downloads the receipt as a PDF through /api/to-pdf', async () => {
    await openAs(page, 'seller', '/user/declare/view-certificate?id=5002');
    await page.waitForSelector('[data-testid="receipt"]');
    const dl = await downloadsOf(suite.browser());
    await page.click('[data-testid="receipt-pdf"]');
    await waitForText(page, 'PDF 已生成');
    const file = await dl.next('.pdf');
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(file).toMatch(/申报回执-GB\d{9}-/);
    dl.cleanup();
  });
});

describe('agent', () => {
  it('NL payment page: the issued reference as 4×4 digits, unconfirmed bank details marked, the guide issued', async () => {
    const login = await openAs(page, 'agent', '/user/declare/payment?id=5010');
    const remark = await apiData<{ reference: string }>('/api/vat-declare/nl/pay-remark/5010', login.token);
    expect(remark.reference).toMatch(/^\d{16}$/);
    await page.waitForSelector('[data-testid="payment-guide"]');
    await page.waitForFunction(() => /^\d{4}\.\d{4}\.\d{4}\.\d{4}$/.test((document.querySelector('[data-testid="guide-reference"]') as HTMLElement | null)?.innerText.trim() ?? ''));
    expect(await textOf('[data-testid="guide-reference"]')).toBe(formatNlReference(remark.reference));
    const guide = await textOf('[data-testid="payment-guide"]');
    expect(guide).toContain('请以税局通知为准');
    expect(guide).toContain('NL86INGB0002445588');
    await page.waitForSelector('[data-testid="pay-status"][data-status="7"]');
    expect((await apiData<{ status: number }>('/api/vat-declare/5010', login.token)).status).toBe(7);
    await shot(page, 'declare2-nl-payment');
  });

  it('starts an NL declaration for client3’s Dutch number (a nil return)', async () => {
    const login = await openAs(page, 'agent', '/user/declare/my-declare');
    const before = await apiData<{ total: number }>('/api/vat-declare/list?status=all&countryCode=NL', login.token);
    await chooseOption('[data-testid="declare-vat"] .ant-select-selector', 'NL001041149B01');
    await page.waitForFunction(() => !document.querySelector('[data-testid="declare-period"] .ant-select-disabled'));
    // a period not filed yet (options read "start ~ end（…）"; the VAT number's options have no "~")
    await chooseOption('[data-testid="declare-period"] .ant-select-selector', ' ~ ');
    await page.waitForFunction(() => !(document.querySelector('[data-testid="declare-next"]') as HTMLButtonElement | null)?.disabled);
    await page.click('[data-testid="declare-next"]');
    await page.waitForSelector('[data-testid="declare-choice"]');
    expect(await textOf('[data-testid="declare-choice"]')).toContain('NL001041149B01');
    await page.click('[data-testid="declare-company-ok"]');
    await page.click('[data-testid="declare-to-zero"]');
    await page.waitForSelector('[data-testid="declare-zero-ok"]');
    await page.click('[data-testid="declare-zero-ok"]');
    await page.click('[data-testid="declare-zero-confirm"]');
    await waitForText(page, '零申报已确认');
    const after = await apiData<{ total: number; list: { countryCode: string; vatNumber: string; declareType: number; status: number; userId: number }[] }>('/api/vat-declare/list?status=all&countryCode=NL', login.token);
    expect(after.total).toBe(before.total + 1);
    expect(after.list.some((r) => r.vatNumber === 'NL001041149B01' && r.declareType === 1 && r.status === 4 && r.userId === 5)).toBe(true);
  });

  it('edits an Italy record: the new amount and due date are stored and listed', async () => {
    const login = await openAs(page, 'agent', '/italy-local');
    const scope = '[data-testid="italy-list"]';
    await waitForRows(page, scope, 3);
    const first = await page.$eval(`${scope} tr.ant-table-row`, (tr) => tr.getAttribute('data-row-key'));
    await page.click(`[data-testid="italy-edit-${first}"]`);
    await page.waitForSelector('.ant-modal [data-testid="italy-amount"]', { visible: true });
    // the dialog has finished opening (a click during its zoom lands elsewhere)
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
    const amount = '1234.56';
    await replaceValue('.ant-modal [data-testid="italy-amount"]', amount);
    // the first record (earliest due) is the annual balance, 6099: its instalments fall on the 16th up to November (issue #19)
    await replaceValue('.ant-modal [data-testid="italy-due"]', '2026-06-16');
    await clickText(page, '.ant-modal .ant-btn-primary', '确定');
    await page.waitForSelector('.ant-modal [data-testid="italy-amount"]', { hidden: true });
    await page.waitForFunction((sel: string, id: string, a: string) => (document.querySelector(`${sel} tr[data-row-key="${id}"]`) as HTMLElement | null)?.innerText.includes(a), {}, scope, String(first), amount);
    const rec = (await apiData<{ list: { id: number; amount: string; dueDate: string }[] }>('/api/vat-italy', login.token)).list.find((r) => String(r.id) === first)!;
    expect([rec.amount, rec.dueDate]).toEqual([amount, '2026-06-16']);
    await shot(page, 'declare2-italy-edit');
  });
});
