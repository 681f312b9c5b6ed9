/**
 * The declaration workspace end to end in Chromium (issue #11 "Done when"), clicking and typing:
 * - the seller declares GB for a closed quarter from a generated report: chooses the number and the
 *   period, checks the company, uploads, the engine calculates, reviews and acknowledges the warnings,
 *   confirms, generates, submits (receipt on view-certificate), opens the payment guide (the 9-digit
 *   VAT number as reference), records the payment with a proof: paid;
 * - a zero declaration for DE through its explicit confirmation page;
 * - the agent batch-confirms declarations of two clients while one is in a status that refuses it
 *   (listed with the reason), and a submit before the period's end is shown as refused;
 * - Italy records: created, imported from `.xlsx`, exported, deleted.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'puppeteer';
import * as XLSX from 'xlsx';
import { generateVtr } from '../../scripts/gen-vtr';
import { clickSettled, clickContaining, clickText, okConfirmWarnings, okPopconfirm, openAs, pagePerTest, shot, waitForText } from './helpers';
import { rowCount, waitForRows } from './kit-pages';
import { apiData, checkRow, downloadsOf, tokenOf } from './vat-pages';

let page: Page;
const suite = pagePerTest((p) => {
  page = p;
});
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'declare-e2e-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const LIST = '[data-testid="declare-list"]';

interface Detail {
  id: number;
  status: number;
  declareType: number;
  vatNumber: string;
  periodStart: string;
  periodEnd: string;
  amount: string | null;
  history: { action: string; by: string }[];
}

/** Opens the Select matched by `selector` (retrying while a dialog animates) and clicks the option containing `text`. */
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
    // Close a dropdown that opened without the option; Escape with none open would close the dialog itself.
    if (await page.$('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')) await page.keyboard.press('Escape');
  }
  await clickContaining(page, option, text);
}

/** Waits until the declaration page shows status `status`. */
async function detailStatus(status: number) {
  await page.waitForSelector(`[data-testid="detail-status"][data-status="${status}"]`, { timeout: 20_000 });
}

describe('seller', () => {
  it('declares GB for a closed quarter: upload, calculate, review, confirm, generate, submit, receipt, guide, payment', async () => {
    const login = await openAs(page, 'seller', '/user/declare/my-declare');
    const before = await apiData<Detail>('/api/vat-declare/5001', login.token);
    expect(before.status).toBe(0);
    // 1. the VAT number and the (closed) quarter
    await chooseOption('[data-testid="declare-vat"] .ant-select-selector', `${before.vatNumber} · ${login.user.company}`);
    await page.waitForFunction(() => !document.querySelector('[data-testid="declare-period"] .ant-select-disabled'));
    // issue #20: the periods follow the record's frequency, and the page says so (GB: quarterly, stagger 1)
    await page.waitForSelector('[data-testid="declare-choose-frequency"]');
    expect(await page.$eval('[data-testid="declare-choose-frequency"]', (el) => (el as HTMLElement).innerText)).toBe(`申报频率：季报 · 第 1 组（来自 VAT 税号记录 ${before.vatNumber}，申报期按此频率列出）`);
    await chooseOption('[data-testid="declare-period"] .ant-select-selector', `${before.periodStart} ~ ${before.periodEnd}`);
    await page.click('[data-testid="declare-next"]');
    // 2. company information
    await page.waitForSelector('[data-testid="declare-choice"]');
    // the frequency comes with the VAT record, which loads after the page: wait for it, then assert
    await page.waitForFunction(() => !!(document.querySelector('[data-testid="declare-frequency"]') as HTMLElement | null)?.innerText, { timeout: 10_000 }).catch(() => undefined);
    expect(await page.$eval('[data-testid="declare-frequency"]', (el) => (el as HTMLElement).innerText)).toContain('季报 · 第 1 组');
    await page.click('[data-testid="declare-company-ok"]');
    await page.click('[data-testid="declare-to-upload"]');
    // 3. the quarter's report, generated for the period
    const file = path.join(tmp, 'gb-quarter.csv');
    fs.writeFileSync(file, generateVtr({ seed: 21, rows: 300, period: { from: before.periodStart, to: before.periodEnd } }));
    const input = await page.waitForSelector('[data-testid="report-upload"] input[type=file]');
    await input!.uploadFile(file);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="report-item"]')].some((el) => el.getAttribute('data-status') === '5'), { timeout: 30_000 });
    await page.waitForSelector('[data-testid="declare-calc"]:not([disabled])');
    await shot(page, 'declare-upload');
    await page.click('[data-testid="declare-calc"]');
    // 4. the engine's result
    await page.waitForSelector('[data-testid="calc-done"]', { timeout: 30_000 });
    await shot(page, 'declare-calc-result');
    await page.click('[data-testid="calc-to-review"]');
    // 5. review: the warnings with Chinese titles; ONE confirmation lists them (issue #19)
    await page.waitForSelector('[data-testid="declare-summary"]');
    await detailStatus(3);
    await page.waitForSelector('[data-testid="mtd-passed"]');
    await shot(page, 'declare-review');
    await page.waitForSelector('[data-testid="act-confirm-5001"]', { visible: true });
    await clickSettled(page, '[data-testid="act-confirm-5001"]');
    await okConfirmWarnings(page);
    await detailStatus(4);
    await page.click('[data-testid="act-vatReturn-5001"]');
    await okPopconfirm(page);
    await detailStatus(5);
    await page.click('[data-testid="act-submit-5001"]');
    await okPopconfirm(page);
    await detailStatus(6);
    await shot(page, 'declare-view-data');
    // 6. the receipt
    await page.click('[data-testid="receipt-5001"]');
    await page.waitForSelector('[data-testid="receipt"]');
    expect(await page.$eval('[data-testid="form-bundle"]', (e) => (e as HTMLElement).innerText)).toMatch(/^\d{12}$/);
    await shot(page, 'declare-receipt');
    // 7. the payment guide: the 9-digit VAT number as reference
    await page.goBack();
    await page.waitForSelector('[data-testid="act-paymentGuide-5001"]');
    await page.click('[data-testid="act-paymentGuide-5001"]');
    await page.waitForSelector('[data-testid="payment-guide"]');
    expect(await page.$eval('[data-testid="guide-reference"]', (e) => (e as HTMLElement).innerText)).toBe(before.vatNumber.replace(/^GB/, ''));
    await page.waitForSelector('[data-testid="pay-status"][data-status="7"]');
    // 8. the payment: amount prefilled with the amount due, proof uploaded
    const proof = path.join(tmp, '银行回单.pdf');
    fs.writeFileSync(proof, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const proofInput = await page.$('[data-testid="payment-record"] input[type=file]');
    await proofInput!.uploadFile(proof);
    await page.waitForSelector('[data-testid="pay-proof-name"]');
    await shot(page, 'declare-payment');
    await page.click('[data-testid="pay-submit"]');
    await page.waitForSelector('[data-testid="pay-status"][data-status="8"]');
    const after = await apiData<Detail>('/api/vat-declare/5001', login.token);
    expect(after.status).toBe(8);
    expect(after.history.map((h) => h.action).reverse()).toEqual(['upload', 'taxCalculate', 'calcFinished', 'confirm', 'vatReturn', 'submit', 'paymentGuide', 'payment']);
  });

  it('a zero declaration for DE on its confirmation page', async () => {
    const login = await openAs(page, 'seller', '/user/declare');
    const de = await apiData<Detail>('/api/vat-declare/5003', login.token);
    await page.goto(`${page.url().replace(/\/user\/declare.*$/, '')}/user/declare/my-declare/begins-to-calculate/confirmZeroDeclaration?vatTaxId=1002&periodStart=${de.periodStart}`);
    await waitForText(page, '零申报也是申报，必须按时提交');
    expect(await page.$eval('[data-testid="declare-zero-confirm"]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await page.click('[data-testid="declare-zero-ok"]');
    await shot(page, 'declare-zero');
    await page.click('[data-testid="declare-zero-confirm"]');
    await waitForText(page, '零申报已确认');
    const after = await apiData<Detail>('/api/vat-declare/5003', await tokenOf(page));
    expect([after.status, after.declareType, after.amount]).toEqual([4, 1, '0.00']);
  });

  it('a submit before the period ends is shown as refused, and nothing changes', async () => {
    const login = await openAs(page, 'seller', '/user/declare');
    await waitForRows(page, LIST, 3);
    await checkRow(page, LIST, 5004);
    await page.click('[data-testid="batch-submit"]');
    await page.waitForSelector('[data-testid="refused-5004"]');
    expect(await page.$eval('[data-testid="refused-5004"]', (e) => (e as HTMLElement).innerText)).toMatch(/申报期间尚未结束/);
    await shot(page, 'declare-refused');
    expect((await apiData<Detail>('/api/vat-declare/5004', login.token)).status).toBe(5);
  });
});

describe('agent', () => {
  it('batch-confirms two clients’ declarations; the one in a refusing status is listed with the reason', async () => {
    const login = await openAs(page, 'agent', '/user/declare');
    await page.waitForSelector(`${LIST} tr.ant-table-row[data-row-key="5008"]`);
    await checkRow(page, LIST, 5008);
    await checkRow(page, LIST, 5009);
    await page.click('[data-testid="batch-confirm"]');
    await page.waitForSelector('[data-testid="batch-result"]');
    const text = await page.$eval('[data-testid="batch-result"]', (e) => (e as HTMLElement).innerText);
    expect(text).toContain('「确认」已完成 1 条');
    // 5009's last calculation has a blocking problem: the reason names it (issue #19)
    expect(await page.$eval('[data-testid="refused-5009"]', (e) => (e as HTMLElement).innerText)).toContain('本期计算有阻止申报的问题，不能执行「确认」');
    await shot(page, 'declare-agent-batch');
    await clickText(page, '.ant-modal .ant-btn', '知道了');
    await page.waitForSelector('[data-testid="status-5008"][data-status="4"]');
    expect((await apiData<Detail>('/api/vat-declare/5009', login.token)).status).toBe(2);
    expect((await apiData<Detail>('/api/vat-declare/5008', login.token)).history[0]).toMatchObject({ action: 'confirm', by: '李娜' });
  });

  it('Italy records: created, imported from .xlsx, exported, deleted', async () => {
    const login = await openAs(page, 'agent', '/italy-local');
    const scope = '[data-testid="italy-list"]';
    await waitForRows(page, scope, 3);
    const vat = (await apiData<{ list: { vatNumber: string }[] }>('/api/vat-italy', login.token)).list[0].vatNumber;
    // created
    await page.click('[data-testid="italy-add"]');
    await page.waitForSelector('.ant-modal [data-testid="italy-period"]', { visible: true });
    await chooseOption('.ant-modal .ant-select-selector', vat);
    await page.type('.ant-modal [data-testid="italy-period"]', '2026-Q3');
    await page.type('.ant-modal [data-testid="italy-amount"]', '980.50');
    await page.type('.ant-modal [data-testid="italy-due"]', '2026-11-16');
    await clickText(page, '.ant-modal .ant-btn-primary', '确定');
    await waitForRows(page, scope, 4);
    // imported (one good row, one refused by row number)
    const ws = XLSX.utils.json_to_sheet([
      { 'P.IVA': vat, 事项: '定期结算（liquidazione）', 期间: '2026-Q2', '金额（EUR）': '812.40', 截止日期: '2026-08-16', 税目代码: '6032', 备注: '' },
      { 'P.IVA': vat, 事项: 'LIPE 定期结算通报', 期间: '2026-05', '金额（EUR）': '0', 截止日期: '2026-09-30', 税目代码: '', 备注: '' },
    ]);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'sheet1');
    const xlsx = path.join(tmp, 'italy.xlsx');
    XLSX.writeFile(wb, xlsx);
    const input = await page.$(`${scope} input[type=file]`);
    await input!.uploadFile(xlsx);
    await waitForText(page, '已导入 1 条');
    await waitForText(page, '第 3 行：LIPE 的期间应为 YYYY-Q1 至 YYYY-Q4');
    await shot(page, 'declare-italy-import');
    await clickText(page, '.ant-modal-confirm .ant-btn', '知道了');
    await page.waitForSelector('.ant-modal-confirm', { hidden: true });
    await waitForRows(page, scope, 5);
    // exported
    const dl = await downloadsOf(suite.browser());
    await page.click(`${scope} [data-testid="list-export"]`);
    await page.waitForSelector('[data-testid="export-dialog"][data-phase="done"]', { timeout: 20_000 });
    const book = XLSX.read(fs.readFileSync(await dl.next('.xlsx')));
    expect(book.SheetNames).toEqual(['sheet1']);
    expect(XLSX.utils.sheet_to_json(book.Sheets.sheet1)).toHaveLength(5);
    await page.click('[data-testid="export-close"]');
    await page.waitForSelector('[data-testid="export-dialog"]', { hidden: true });
    dl.cleanup();
    // deleted
    const first = await page.$eval(`${scope} tr.ant-table-row`, (tr) => tr.getAttribute('data-row-key'));
    await page.click(`[data-testid="italy-delete-${first}"]`);
    await clickSettled(page, '.ant-popconfirm:not(.ant-popover-hidden) .ant-btn-dangerous');
    await waitForRows(page, scope, 4);
    expect(await rowCount(page, scope)).toBe(4);
  });
});
