/**
 * The spec's EPR calls in the pages where they belong (issue #33), in Chromium, each seen on the
 * wire and in what the page shows:
 * - 修改申报内容 on the EPR list: the wizard's values step for the seller's held German packaging
 *   registration, prefilled, saved with `POST /api/epr/update2`; the status and number stay, the
 *   list shows the new brand, 详情 notes 已修改申报内容;
 * - 查看所选: two selected registrations side by side from one `GET /api/epr/batch-info?ids=`;
 * - the German packaging page's LUCID account from `GET /api/epr/depack-account`;
 * - the EPR overview's "already held" from the all-items list `GET /api/epr?all=1`;
 * - the batch packaging declaration names a renamed 申报期间 column of an uploaded template.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { HTTPRequest, Page } from 'puppeteer';
import * as XLSX from 'xlsx';
import { fill, openAs, pagePerTest, shot, waitForText } from './helpers';
import { fieldByLabel } from './kit-pages';
import { ProTablePO } from './page-objects';
import { apiData } from './vat-pages';

let page: Page;
pagePerTest((p) => {
  page = p;
});

const LIST = '[data-testid="epr-list"]';

/** Records the API calls the page makes (method and path with query). */
function recordCalls(): string[] {
  const calls: string[] = [];
  page.on('request', (r: HTTPRequest) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/')) calls.push(`${r.method()} ${u.pathname}${u.search}`);
  });
  return calls;
}

interface Reg {
  id: number;
  type: string;
  status: number;
  registrationNo: string | null;
  summary: { label: string; value: string }[];
}

describe('EPR: update2, batch-info, depack-account and the all-items list in their pages', () => {
  it('修改申报内容 saves only the values with update2 (status and number unchanged); 查看所选 reads batch-info', async () => {
    const login = await openAs(page, 'seller', '/user/epr/list');
    const calls = recordCalls();
    const regs = (await apiData<{ list: Reg[] }>('/api/epr?perPage=50', login.token)).list;
    const pack = regs.find((r) => r.type === 'dePack' && r.status === 4)!;
    const weee = regs.find((r) => r.type === 'frWeee')!;
    const table = new ProTablePO(page, LIST);
    await table.ready();

    // The values step of the held registration, prefilled from its data.
    await page.click(`[data-testid="epr-values-${pack.id}"]`);
    await page.waitForSelector('[data-testid="epr-values"] [data-testid="epr-section-dePack"]');
    const brand = `${await fieldByLabel(page, '[data-testid="epr-values"]', '品牌名称')} input`;
    await page.waitForFunction(
      (s: string) => (document.querySelector(s) as HTMLInputElement | null)?.value === 'ZW Home',
      {},
      brand,
    );
    expect(await page.$$eval('[data-testid="epr-dePack-weight"] tbody tr.ant-table-row', (trs) => trs.length)).toBe(2);
    await fill(page, brand, 'ZW Home, ZW Kitchen');
    await shot(page, 'epr-calls-values');
    const saved = page.waitForResponse((r) => r.url().includes('/api/epr/update2'));
    await page.click('[data-testid="epr-values-save"]');
    const answer = (await (await saved).json()) as { success: boolean; data: Reg };
    expect(answer.success).toBe(true);
    expect([answer.data.status, answer.data.registrationNo]).toEqual([4, 'DE3081472605913']);
    await waitForText(page, '申报内容已保存');
    await page.waitForFunction(
      (id: number) => document.querySelector(`[data-testid="epr-summary-${id}"]`)?.textContent?.includes('ZW Kitchen'),
      {},
      pack.id,
    );
    const update2 = calls.filter((c) => c.startsWith('POST /api/epr/update2'));
    expect(update2).toHaveLength(1);
    expect(calls.some((c) => c.startsWith('POST /api/epr/update '))).toBe(false);
    const stored = await apiData<{ values: { brandName: string; weight: unknown[] }; history: { text: string }[] }>(
      `/api/epr/info?id=${pack.id}`,
      login.token,
    );
    expect(stored.values.brandName).toBe('ZW Home, ZW Kitchen');
    expect(stored.values.weight).toHaveLength(2);
    expect(stored.history.map((h) => h.text)).toContain('已修改申报内容');

    // 查看所选: the two registrations from one batch-info call.
    await table.ready();
    for (const id of [pack.id, weee.id]) {
      const box = `${LIST} tr[data-row-key="${id}"] .ant-checkbox-input`;
      // (a click by coordinates can land on the fixed header when the row is scrolled under it)
      await page.$eval(box, (el) => (el as HTMLInputElement).click());
      await page.waitForFunction(
        (sel: string) => (document.querySelector(sel) as HTMLInputElement | null)?.checked,
        {},
        box,
      );
    }
    await waitForText(page, '查看所选（2）');
    await page.click('[data-testid="epr-batch-open"]');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="epr-batch-view"] tbody tr.ant-table-row').length === 2,
    );
    const rows = await page.$$eval('[data-testid="epr-batch-view"] tbody tr.ant-table-row', (trs) =>
      trs.map((tr) => (tr as HTMLElement).innerText),
    );
    expect(rows.some((r) => r.includes('DE3081472605913') && r.includes('ZW Kitchen'))).toBe(true);
    expect(rows.some((r) => r.includes('法国 WEEE EPR') && r.includes('审核中'))).toBe(true);
    const batch = calls.filter((c) => c.startsWith('GET /api/epr/batch-info'));
    expect(batch).toHaveLength(1);
    expect(new URLSearchParams(batch[0].split('?')[1]).get('ids')!.split(',').map(Number).sort()).toEqual(
      [pack.id, weee.id].sort(),
    );
    await shot(page, 'epr-calls-batch-view');
  });

  it('a refused change keeps what was typed and says why in Chinese', async () => {
    const login = await openAs(page, 'seller', '/user/epr/list');
    const pack = (await apiData<{ list: Reg[] }>('/api/epr?perPage=50', login.token)).list.find(
      (r) => r.type === 'dePack',
    )!;
    await new ProTablePO(page, LIST).ready();
    await page.click(`[data-testid="epr-values-${pack.id}"]`);
    await page.waitForSelector('[data-testid="epr-values"] [data-testid="epr-section-dePack"]');
    const brand = `${await fieldByLabel(page, '[data-testid="epr-values"]', '品牌名称')} input`;
    await page.waitForFunction(
      (s: string) => !!(document.querySelector(s) as HTMLInputElement | null)?.value,
      {},
      brand,
    );
    // Stopped meanwhile (another tab): the mock refuses, the modal stays with the typed brand.
    await apiData(`/api/epr/stop-reg?id=${pack.id}`, login.token);
    await fill(page, brand, 'ZW Garden');
    await page.click('[data-testid="epr-values-save"]');
    await page.waitForSelector('[data-testid="epr-values-error"]');
    expect(await page.$eval('[data-testid="epr-values-error"]', (e) => (e as HTMLElement).innerText)).toContain(
      '该注册已结束',
    );
    expect(await page.$eval(brand, (i) => (i as HTMLInputElement).value)).toBe('ZW Garden');
  });

  it('the German packaging page shows the LUCID account from depack-account', async () => {
    const calls: string[] = [];
    await openAs(page, 'seller', '/');
    page.on('request', (r: HTTPRequest) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/epr')) calls.push(`${r.method()} ${u.pathname}`);
    });
    await page.goto(`${new URL(page.url()).origin}/public-service/german-packaging-law`);
    await page.waitForSelector('[data-testid="pl-account-no"]');
    expect(await page.$eval('[data-testid="pl-account-no"]', (e) => (e as HTMLElement).innerText)).toBe(
      'DE3081472605913',
    );
    const text = await page.$eval('[data-testid="pl-account"]', (e) => (e as HTMLElement).innerText);
    expect(text).toContain('ZW Home');
    expect(text).toContain('Interzero');
    expect(
      await page.$$eval('[data-testid="pl-account-materials"] tbody tr.ant-table-row', (trs) =>
        trs.map((tr) => (tr as HTMLElement).innerText.replace(/\s+/g, ' ')),
      ),
    ).toEqual(['纸、纸板、纸箱（PPK） 180', '塑料 42.5']);
    expect(await page.$eval('[data-testid="pl-account-completeness"]', (e) => (e as HTMLElement).innerText)).toContain(
      '未达到完整性声明门槛',
    );
    expect(calls).toContain('GET /api/epr/depack-account');
    await shot(page, 'epr-calls-lucid-account');

    // A user without a German packaging registration sees that there is none.
    await openAs(page, 'client3', '/public-service/german-packaging-law');
    await page.waitForSelector('[data-testid="pl-account-none"]');
  });

  it('the EPR overview marks the services already held, from the all-items list', async () => {
    const calls: string[] = [];
    await openAs(page, 'seller', '/');
    page.on('request', (r: HTTPRequest) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/epr') calls.push(u.search);
    });
    await page.goto(`${new URL(page.url()).origin}/user/epr`);
    // Held: German packaging (active), French WEEE (in review), Spanish packaging (returned).
    for (const k of ['dePack', 'frWeee', 'esPack']) await page.waitForSelector(`[data-testid="epr-card-held-${k}"]`);
    expect(await page.$eval('[data-testid="epr-card-held-dePack"]', (e) => (e as HTMLElement).innerText)).toContain(
      '已有德国包装法注册（LUCID），状态：已完成',
    );
    expect(await page.$('[data-testid="epr-start-dePack"]')).toBeNull();
    // The transfer of German packaging is the same country and stream: held too.
    expect(await page.$('[data-testid="epr-start-dePackTransfer"]')).toBeNull();
    await page.waitForSelector('[data-testid="epr-start-deWeee"]');
    expect(calls.some((q) => new URLSearchParams(q).get('all') === '1')).toBe(true);
    await page.click('[data-testid="epr-held-dePack"]');
    await page.waitForFunction(() => location.pathname === '/user/epr/list');
    await shot(page, 'epr-calls-overview');
  });

  it('the batch packaging declaration names a renamed 申报期间 (and 公司) column of an uploaded template', async () => {
    await openAs(page, 'seller', '/user/epr/list/batchDeclarationPackaging/batch-declaration-of-packaging-law');
    await page.waitForSelector('[data-testid="ed-upload"]');
    const header = [
      '注册号（LUCID）',
      '企业',
      '期间(年)',
      '玻璃（kg）',
      '纸、纸板、纸箱（kg）',
      '黑色金属（kg）',
      '铝（kg）',
      '塑料（kg）',
      '饮料纸盒（kg）',
      '其他复合包装（kg）',
      '其他材料（kg）',
    ];
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([header, ['DE3081472605913', '张伟', '2025', 0, 180, 0, 0, 42.5, 0, 0, 0]]),
      'sheet1',
    );
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'epr-calls-')), '改了列名.xlsx');
    fs.writeFileSync(file, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const input = await page.waitForSelector('[data-testid="ed-upload"] input[type=file]');
    await input!.uploadFile(file);
    await waitForText(page, '缺少列：公司名称、申报期间。');
    await waitForText(page, '「企业」（第 B 列）、「期间(年)」（第 C 列）');
    await shot(page, 'epr-calls-header');
  });
});
