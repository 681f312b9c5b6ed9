/**
 * The imports end to end in Chromium (issue #12 "Done when"), clicking and typing as the seller:
 * - a template import with one bad row corrected in the temporary data set and saved: the template
 *   is downloaded, filled (one row's rate is "abc"), uploaded; the row's Chinese error shows, the
 *   save button is refused with the count, "只看有错误的行" narrows the table, the row is fixed in the
 *   drawer, another row is dropped (confirmed), the set is saved; the target declaration's data (via
 *   the API) now has the rows, and its page shows them;
 * - a GB conversion import with one refused row: a file of 3 rows (one breaks box 3 = box 1 + box 2,
 *   one duplicates the open declaration's period) shows accepted / refused / duplicate on
 *   import-results; confirming creates the accepted period's GB declaration (via the API list);
 * - the GB sample follows the chosen number's stagger (issue #25): client1's number is in HMRC stagger
 *   group 2; its sample, downloaded and uploaded unchanged, converts without a refused row, and the
 *   declarations it creates are group-2 quarters (ending in January, April, July or October).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'puppeteer';
import * as XLSX from 'xlsx';
import { clickSettled, clickContaining, clickText, fill, okPopconfirm, openAs, pagePerTest, shot, waitForText } from './helpers';
import { apiData, downloadsOf, tokenOf } from './vat-pages';
import { gbWorkbook, goodBoxes } from '../fixtures/imports';

let page: Page;
const suite = pagePerTest((p) => {
  page = p;
});
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-e2e-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface Row {
  id: number;
  status: number;
  countryCode: string;
  vatNumber: string;
  periodStart: string;
  periodEnd: string;
}

/** The seller's open GB declaration (status 0, period ended) — where the template rows and the GB duplicate go. */
async function openGb(token: string): Promise<Row> {
  const list = await apiData<{ list: Row[] }>('/api/vat-declare/list?status=all&perPage=100&countryCode=GB', token);
  const d = list.list.find((r) => r.status === 0 && r.periodEnd < new Date().toISOString().slice(0, 10));
  if (!d) throw new Error('no open GB declaration of the seller');
  return d;
}

const tableRows = (scope: string) => page.$$eval(`[data-testid="${scope}"] tr.ant-table-row`, (trs) => trs.map((tr) => tr.getAttribute('data-row-key')));

describe('imports', () => {
  it('a template import with one bad row corrected in the temporary data set and saved', async () => {
    const { token } = await openAs(page, 'seller', '/user/declare/my-declare/upload-tax-template');
    const target = await openGb(token);
    const date = `${target.periodStart.slice(0, 8)}15`;
    // the template: downloaded by its button
    await page.waitForSelector('[data-testid="imports-download-template"]', { visible: true });
    await waitForText(page, '其他平台销售');
    const dl = await downloadsOf(suite.browser());
    await page.click('[data-testid="imports-download-template"]');
    const book = XLSX.read(fs.readFileSync(await dl.next('.xlsx')));
    dl.cleanup();
    expect(book.SheetNames).toEqual(['数据', '说明']);
    const header = XLSX.utils.sheet_to_json<string[]>(book.Sheets['数据'], { header: 1 })[0];
    expect(header).toEqual(['税号', '交易日期', '单据号', '平台名称', '销售净额（不含税）', '税率（%）', '销项税额', '币种', '备注']);
    // filled: three rows, the second with a rate that is no number
    book.Sheets['数据'] = XLSX.utils.aoa_to_sheet([
      header,
      [target.vatNumber, date, 'EB-1001', 'eBay', '100.00', '20', '20.00', 'GBP', ''],
      [target.vatNumber, date, 'EB-1002', 'eBay', '50.00', 'abc', '10.00', 'GBP', ''],
      [target.vatNumber, date, 'EB-1003', 'eBay', '10.00', '20', '2.00', 'GBP', '退货前的订单'],
    ]);
    const file = path.join(tmp, 'ebay-销售.xlsx');
    XLSX.writeFile(book, file);
    const input = await page.waitForSelector('input[type=file][accept=".xlsx"]');
    await input!.uploadFile(file);
    // the temporary data set, the row's Chinese error, the save refused with the count
    await page.waitForFunction(() => window.location.pathname.endsWith('/temporaryDataSet'), { timeout: 15_000 });
    await waitForText(page, '第 3 行「税率（%）」：值 "abc" 不是数字，应为 0–27 之间的百分比，如 20');
    // read in full without scrolling sideways at 1280 px: under its row, inside the table's visible part
    const fits = await page.$eval('[data-testid="imports-errors-3"]', (el) => {
      const box = (el.closest('.ant-table-content, .ant-table-body') as HTMLElement).getBoundingClientRect();
      const r = el.getBoundingClientRect();
      return r.left >= box.left && r.right <= box.right && r.width > 0;
    });
    expect(fits).toBe(true);
    await page.waitForSelector('[data-testid="imports-save"]:disabled');
    expect(await page.$eval('[data-testid="imports-save"]', (b) => (b as HTMLElement).innerText.replace(/\s/g, ''))).toBe('还有1行需要修改');
    expect(await tableRows('imports-rows')).toEqual(['2', '3', '4']);
    await shot(page, 'imports-data-set-errors');
    // only the rows with errors
    await page.click('[data-testid="imports-only-errors"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="imports-rows"] tr.ant-table-row').length === 1);
    expect(await tableRows('imports-rows')).toEqual(['3']);
    // fixed in the drawer, re-checked as typed
    await page.click('[data-testid="imports-edit-3"]');
    await fill(page, '[data-testid="imports-field-rate"]', '25');
    await waitForText(page, '与 净额 50.00 × 税率 25% = 12.50 不符');
    await fill(page, '[data-testid="imports-field-rate"]', '20');
    await page.waitForFunction(() => !document.body.innerText.includes('不符，应为'));
    await clickSettled(page, '[data-testid="imports-edit-ok"]');
    await page.waitForSelector('.ant-drawer-mask', { hidden: true });
    await page.waitForFunction(() => document.querySelector('[data-testid="imports-error-count"]')?.textContent === '0');
    await page.click('[data-testid="imports-only-errors"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="imports-rows"] tr.ant-table-row').length === 3);
    // a row dropped (confirmed)
    await page.click('[data-testid="imports-drop-4"]');
    await okPopconfirm(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="imports-rows"] tr.ant-table-row').length === 2);
    expect(await page.$eval('[data-testid="imports-save"]', (b) => (b as HTMLElement).innerText.replace(/\s/g, ''))).toBe('保存到申报（2行）');
    // saved: the declaration received 2 rows
    await page.click('[data-testid="imports-save"]');
    await page.waitForSelector(`[data-testid="imports-saved-${target.id}"]`, { visible: true });
    await waitForText(page, '已保存到 1 份申报');
    await shot(page, 'imports-data-set-saved');
    const detail = await apiData<{ status: number; importedRows: { ref: string; rate: string; net: string }[] }>(`/api/vat-declare/${target.id}`, await tokenOf(page));
    expect(detail.status).toBe(1);
    expect(detail.importedRows.map((r) => [r.ref, r.rate, r.net])).toEqual([
      ['EB-1001', '20', '100.00'],
      ['EB-1002', '20', '50.00'],
    ]);
    // and its page shows them
    await clickText(page, `[data-testid="imports-saved-${target.id}"] a`, '查看申报');
    await page.waitForSelector('[data-testid="declare-imported-rows"]', { visible: true });
    await waitForText(page, '模板导入的数据（2 行）');
    await waitForText(page, 'EB-1002');
  });

  it('a GB conversion import with one refused row', async () => {
    const { token } = await openAs(page, 'seller', '/user/declare/gb-data-conversion');
    const open = await openGb(token);
    await page.waitForSelector('[data-testid="gb-imports"] .ant-table', { visible: true });
    const before = (await apiData<{ list: Row[] }>('/api/vat-declare/list?status=all&perPage=100&countryCode=GB', token)).list.length;
    const file = path.join(tmp, '前代理-GB.xlsx');
    fs.writeFileSync(
      file,
      gbWorkbook([
        { vrn: open.vatNumber, periodStart: '2025-01-01', periodEnd: '2025-03-31', boxes: goodBoxes('1200.00', '300.00') },
        { vrn: open.vatNumber, periodStart: '2025-04-01', periodEnd: '2025-06-30', boxes: ['800.00', '0.00', '900.00', '100.00', '800.00', '4000', '500', '0', '0'] },
        { vrn: open.vatNumber, periodStart: open.periodStart, periodEnd: open.periodEnd, boxes: goodBoxes('100.00', '20.00') },
      ]),
    );
    const input = await page.waitForSelector('input[type=file][accept=".xlsx,.csv"]');
    await input!.uploadFile(file);
    // import-results: accepted, refused with the reason, duplicate linked to the existing declaration
    await page.waitForFunction(() => window.location.pathname.endsWith('/import-results'), { timeout: 15_000 });
    await page.waitForSelector('[data-testid="gb-row-2"]', { visible: true });
    const statuses = await page.$$eval('[data-testid^="gb-row-"]', (els) => els.map((e) => e.getAttribute('data-status')));
    expect(statuses).toEqual(['accepted', 'refused', 'duplicate']);
    await waitForText(page, '第 3 行：第 3 栏 900.00 ≠ 第 1 栏 800.00 + 第 2 栏 0.00（应为 800.00）：HMRC 会以 VAT_TOTAL_VALUE 拒收');
    await page.waitForSelector(`[data-testid="gb-declaration-${open.id}"]`, { visible: true });
    await waitForText(page, '共 3 行，可创建 1 行，被拒绝 1 行，重复 1 行');
    await shot(page, 'imports-gb-results');
    // the filter narrows to the refused row (a segment's label carries its count: 被拒绝 1)
    await clickContaining(page, '[data-testid="gb-filter"] .ant-segmented-item', '被拒绝');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="gb-rows"] tr.ant-table-row').length === 1);
    expect(await tableRows('gb-rows')).toEqual(['3']);
    // confirmed: the accepted period's declaration exists, the refused and duplicate ones were not created
    await page.click('[data-testid="gb-confirm"]');
    await okPopconfirm(page);
    await waitForText(page, '申报已创建');
    const after = (await apiData<{ list: Row[] }>('/api/vat-declare/list?status=all&perPage=100&countryCode=GB', token)).list;
    expect(after.length).toBe(before + 1);
    const created = after.find((r) => r.vatNumber === open.vatNumber && r.periodStart === '2025-01-01');
    expect(created).toMatchObject({ periodEnd: '2025-03-31', status: 3 });
    expect(after.some((r) => r.periodStart === '2025-04-01')).toBe(false);
    await clickContaining(page, '[data-testid="gb-filter"] .ant-segmented-item', '全部');
    await page.waitForSelector(`[data-testid="gb-declaration-${created!.id}"]`, { visible: true });
    // the list shows it confirmed
    await clickText(page, 'button', '返回 GB 数据转换');
    await page.waitForSelector('[data-testid="gb-imports"] tr.ant-table-row', { visible: true });
    await waitForText(page, '已创建申报');
    await shot(page, 'imports-gb-list');
  });

  it('the GB sample of a stagger-2 number converts without a refused row', async () => {
    const { token } = await openAs(page, 'client1', '/user/declare/gb-data-conversion');
    const numbers = await apiData<{ list: Array<{ vatNumber: string; stagger?: number }> }>('/api/vat-tax?countryCode=GB&status=3&per_page=100', token);
    const vrn = numbers.list.find((n) => n.stagger === 2)?.vatNumber;
    expect(vrn).toBeTruthy();
    await page.waitForSelector('[data-testid="gb-stagger-help"]', { visible: true });
    // the sample's number chooser says the group; choose the stagger-2 number
    await page.waitForSelector('[data-testid="gb-sample-vrn"]', { visible: true });
    await clickSettled(page, '[data-testid="gb-sample-vrn"]');
    await clickContaining(page, '.ant-select-item-option', `${vrn} · 第 2 组`);
    const dl = await downloadsOf(suite.browser());
    try {
      await page.click('[data-testid="gb-sample"]');
      const file = await dl.next('.xlsx');
      expect(path.basename(file)).toContain(vrn!);
      const sheet = XLSX.read(fs.readFileSync(file)).Sheets;
      expect(Object.keys(sheet).length).toBeGreaterThan(0);
      const before = (await apiData<{ list: Row[] }>('/api/vat-declare/list?status=all&perPage=100&countryCode=GB', token)).list;
      // uploaded unchanged
      const input = await page.waitForSelector('input[type=file][accept=".xlsx,.csv"]');
      await input!.uploadFile(file);
      await page.waitForFunction(() => window.location.pathname.endsWith('/import-results'), { timeout: 15_000 });
      await page.waitForSelector('[data-testid^="gb-row-"]', { visible: true });
      const statuses = await page.$$eval('[data-testid^="gb-row-"]', (els) => els.map((e) => e.getAttribute('data-status')));
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every((s) => s === 'accepted')).toBe(true);
      await waitForText(page, `可创建 ${statuses.length} 行，被拒绝 0 行，重复 0 行`);
      await shot(page, 'imports-gb-stagger2-results');
      await page.click('[data-testid="gb-confirm"]');
      await okPopconfirm(page);
      await waitForText(page, '申报已创建');
      const after = (await apiData<{ list: Row[] }>('/api/vat-declare/list?status=all&perPage=100&countryCode=GB', token)).list;
      const created = after.filter((r) => !before.some((b) => b.id === r.id));
      expect(created.length).toBe(statuses.length);
      for (const r of created) {
        expect(r.vatNumber).toBe(vrn);
        // group 2 quarters end in January, April, July or October
        expect(['01', '04', '07', '10']).toContain(r.periodEnd.slice(5, 7));
      }
    } finally {
      dl.cleanup();
    }
  });
});
