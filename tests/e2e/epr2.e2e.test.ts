/**
 * Issue #21 part B in Chromium, clicking and typing:
 * - the WEEE lookup refuses a malformed number at its field before any call, then finds a seeded
 *   number (printed form) with its two device types, and an expired registration by brand;
 * - the German packaging-law register: the seller fills the company (licence and ID card through
 *   OCR), leaves at the store/brand/materials step and returns to it restored, previews, submits and
 *   finds the application in its record list;
 * - an agent filters the declarable registrations by a client (the list narrows), selects both
 *   clients' registrations, downloads the template (asynchronous, sheet1), fills it (one negative
 *   mass), uploads it, sees the row problem, submits: one row stored, one refused with its reason.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'puppeteer';
import * as XLSX from 'xlsx';
import { BASE, clickText, fill, ocrSample, okPopconfirm, openAs, pagePerTest, shot, takeOcr, waitForText } from './helpers';
import { clearSelect, fieldByLabel, pickOption, waitForRows } from './kit-pages';
import { StepsFormPO } from './page-objects';
import { storedDraft } from './vat-pages';

let page: Page;
pagePerTest((p) => {
  page = p;
});

function tmpFile(name: string, data: Buffer | Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epr2-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, data);
  return file;
}

async function upload(selector: string, file: string): Promise<void> {
  const input = await page.waitForSelector(`${selector} input[type=file]`);
  await input!.uploadFile(file);
}

const inputValue = (selector: string) => page.$eval(selector, (el) => (el as HTMLInputElement).value);

describe('WEEE lookup', () => {
  it('refuses a malformed number before the call, finds a seeded number and an expired brand', async () => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/weee/record')) calls.push(r.url());
    });
    await openAs(page, 'seller', '/user/epr/weee-query');
    await waitForText(page, 'WEEE 注册查询');
    await fill(page, '#weee-q', 'DE 1234567');
    await page.click('[data-testid="weee-search"]');
    await waitForText(page, 'WEEE 注册号格式不正确：应为 WEEE-Reg.-Nr. DE 加 8 位数字');
    expect(calls).toEqual([]);
    await waitForText(page, '输入注册号、品牌或公司名称后点击「查询」。');

    await fill(page, '#weee-q', 'WEEE-Reg.-Nr. DE 36178245');
    await page.click('[data-testid="weee-search"]');
    await waitForRows(page, '[data-testid="weee-result"]', 2);
    const text = await page.$eval('[data-testid="weee-result"]', (e) => (e as HTMLElement).innerText);
    expect(text).toContain('深圳市光启智能科技有限公司');
    expect(text).toContain('Lumivo');
    expect(text).toContain('第 3 类 灯具光源');
    expect(await page.$$eval('[data-testid="weee-status"]', (els) => els.map((e) => (e as HTMLElement).innerText))).toEqual(['有效', '有效']);
    expect(calls).toHaveLength(1);
    await shot(page, 'epr2-weee-found');

    await page.evaluate(() => {
      const opt = [...document.querySelectorAll('[data-testid="weee-by"] .ant-segmented-item')].find((e) => (e as HTMLElement).innerText.trim() === '品牌') as HTMLElement;
      opt.click();
    });
    await fill(page, '#weee-q', 'kingstar');
    await page.click('[data-testid="weee-search"]');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="weee-status"]')].map((e) => (e as HTMLElement).innerText).join() === '已过期');
    await waitForText(page, '该注册已过期');
    await shot(page, 'epr2-weee-expired');
  });
});

describe('German packaging-law register', () => {
  const WIZ = '[data-testid="pl-wizard"]';

  it('fills the company, leaves at the materials step, returns restored, submits and sees it in the record list', async () => {
    await openAs(page, 'seller', '/public-service/german-packaging-law');
    await waitForText(page, '完整性声明');
    await shot(page, 'epr2-pl-home');
    await page.click('[data-testid="pl-start"]');
    await page.waitForSelector(`${WIZ}[data-ready="true"]`);
    const steps = new StepsFormPO(page, WIZ);
    expect(await steps.count()).toBe(3);

    // Step 1: licence and ID card through OCR, then what OCR does not give.
    await upload('[data-testid="pl-licence"]', ocrSample('licence.png'));
    await takeOcr(page, 'pl-licence');
    await page.waitForFunction(() => /^[0-9A-Z]{18}$/.test((document.querySelector('#pl-registerNumber') as HTMLInputElement | null)?.value ?? ''));
    const company = await inputValue('#pl-companyName');
    expect(company).not.toBe('');
    await fill(page, '#pl-companyAddressEn', 'No. 15 Keyuan Road, Nanshan, Shenzhen, China');
    await upload('[data-testid="pl-idcard"]', ocrSample('idcard.png'));
    await takeOcr(page, 'pl-idcard'); // the card's reading is a suggestion: taken into the empty fields (issue #33)
    await page.waitForSelector('[data-testid="pl-idcard-file"]');
    await fill(page, `${await fieldByLabel(page, WIZ, '法人姓（拼音）')} input`, 'Zhang');
    await fill(page, `${await fieldByLabel(page, WIZ, '法人名（拼音）')} input`, 'Wei');
    await clickText(page, `${await fieldByLabel(page, WIZ, '法人性别')} label.ant-radio-wrapper`, '男');
    await fill(page, '#pl-phone', '12345');
    await steps.clickNext();
    await waitForText(page, '联系电话格式不正确');
    await fill(page, '#pl-phone', '0755-86001234');
    await shot(page, 'epr2-pl-1-company');
    await steps.next();

    // Step 2: a "no name" brand refused; three materials.
    await fill(page, '#pl-storeUrl', 'https://www.amazon.de/sp?seller=A1NORDLICHT');
    await fill(page, '#pl-brand', 'no name');
    await steps.clickNext();
    await waitForText(page, '“无品牌”（no name）不能作为品牌登记');
    await fill(page, '#pl-brand', 'Nordlicht');
    await fill(page, '[data-testid="pl-materials-row-0"] input.ant-input-number-input', '820.5');
    await page.click('[data-testid="pl-materials-add"]');
    await pickOption(page, '[data-testid="pl-materials-row-1"]', '塑料');
    await fill(page, '[data-testid="pl-materials-row-1"] input.ant-input-number-input', '64');
    await page.click('[data-testid="pl-materials-add"]');
    await pickOption(page, '[data-testid="pl-materials-row-2"]', '其他复合包装');
    await fill(page, '[data-testid="pl-materials-row-2"] input.ant-input-number-input', '3.25');
    await page.waitForFunction(() => (document.querySelector('[data-testid="pl-materials-total"]') as HTMLElement | null)?.innerText === '合计 887.75 kg');
    await shot(page, 'epr2-pl-2-addition');

    // Leave once the draft has the materials; come back to the step left, restored.
    for (let i = 0; i < 40; i += 1) {
      const d = await storedDraft<{ materials?: unknown[]; brandName?: string }>(page, 'de-pack', '');
      if (d?.values.materials?.length === 3 && d.values.brandName === 'Nordlicht') break;
      await new Promise((r) => {
        setTimeout(r, 250);
      });
    }
    await page.goto(`${BASE}/user/epr/weee-query`);
    await waitForText(page, 'WEEE 注册查询');
    await page.goto(`${BASE}/public-service/german-packaging-law/register`);
    await page.waitForSelector(`${WIZ}[data-ready="true"]`);
    await steps.waitStep(1);
    expect(page.url()).toContain('/register/additionInfo');
    expect(await inputValue('#pl-brand')).toBe('Nordlicht');
    await page.waitForSelector('[data-testid="pl-materials-row-2"]');
    await waitForText(page, '合计 887.75 kg');
    await steps.next();

    // Preview: every step read back (the materials as a table, kg per year), then submit.
    await page.waitForSelector('[data-testid="readback-addition-materials"]');
    const rows = await page.$$eval('[data-testid="readback-addition-materials"] tbody tr.ant-table-row', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => (td as HTMLElement).innerText.trim())));
    expect(rows).toEqual([
      ['纸、纸板、纸箱（PPK）', '820.5 千克'],
      ['塑料', '64 千克'],
      ['其他复合包装', '3.25 千克'],
    ]);
    const rb = (id: string) => page.$eval(`[data-testid="readback-${id}"]`, (e) => (e as HTMLElement).innerText.trim());
    expect([await rb('company-companyName'), await rb('company-companyAddressEn'), await rb('company-legalFamilyName'), await rb('company-legalGender'), await rb('company-phone')]).toEqual([company, 'No. 15 Keyuan Road, Nanshan, Shenzhen, China', 'Zhang', '男', '0755-86001234']);
    expect([await rb('addition-brandName'), await rb('addition-amazonStoreUrl'), await rb('company-companyCert')]).toEqual(['Nordlicht', 'https://www.amazon.de/sp?seller=A1NORDLICHT', 'licence.png']);
    await shot(page, 'epr2-pl-3-preview');
    // The materials step's edit link opens it with the rows kept; 下一步 returns to the preview.
    await page.click('[data-testid="wizard-goto-addition"]');
    await steps.waitStep(1);
    await page.waitForSelector('[data-testid="pl-materials-row-2"]');
    expect(await inputValue('[data-testid="pl-materials-row-1"] input.ant-input-number-input')).toBe('64');
    await steps.next();
    await page.waitForSelector('[data-testid="readback-addition-materials"]');
    await page.click('[data-testid="wizard-submit"]');
    await waitForText(page, '申请已提交');
    await waitForText(page, '申请编号 DPL');
    await page.click('[data-testid="pl-to-record"]');
    await page.waitForSelector('[data-testid="pl-records"] .ant-table-row');
    await page.waitForFunction(() => {
      const first = document.querySelector('[data-testid="pl-records"] .ant-table-row') as HTMLElement | null;
      return !!first && first.innerText.includes('Nordlicht') && first.innerText.includes('待审核') && first.innerText.includes('887.75');
    });
    await waitForText(page, '英文地址与营业执照地址不一致');
    await shot(page, 'epr2-pl-record');
    expect(await storedDraft(page, 'de-pack', '')).toBeNull();
  });
});

describe('batch packaging declaration', () => {
  it('an agent filters by a client, downloads the template for two registrations, uploads it; one row stored, one refused with its reason', async () => {
    const login = await openAs(page, 'agent', '/user/epr/list/batchDeclarationPackaging');
    const TABLE = '[data-testid="ed-registrations"]';
    await waitForRows(page, TABLE, 2);
    const client1 = login.user.clients!.find((c) => c.id === 3)!;
    await pickOption(page, '[data-testid="ed-clients"]', client1.name);
    await page.keyboard.press('Escape');
    await waitForRows(page, TABLE, 1);
    expect(await page.$eval(TABLE, (e) => (e as HTMLElement).innerText)).toContain('DE5529031846207');
    await clearSelect(page, '[data-testid="ed-clients"]');
    await waitForRows(page, TABLE, 2);
    await page.click(`${TABLE} .ant-table-thead .ant-checkbox-input`);
    await shot(page, 'epr2-declare-1-registrations');

    // The template, built asynchronously.
    await page.click('[data-testid="list-export"]');
    const link = await page.waitForSelector('[data-testid="export-download"]', { timeout: 20_000 });
    const href = await link!.evaluate((a) => (a as HTMLAnchorElement).href);
    const bytes = new Uint8Array(await (await fetch(href.startsWith('http') ? href : `${BASE}${href}`)).arrayBuffer());
    const wb = XLSX.read(bytes, { type: 'array' });
    expect(wb.SheetNames).toEqual(['sheet1']);
    const aoa = XLSX.utils.sheet_to_json<(string | number)[]>(wb.Sheets.sheet1, { header: 1 });
    expect(aoa).toHaveLength(3);
    for (const row of aoa.slice(1)) {
      const good = row[0] === 'DE5529031846207';
      // glass, paper, ferrous, aluminium, plastics, cartons, composites, other
      row.splice(3, 8, 0, good ? 5200 : 95, 0, 0, good ? 940.25 : -5, 0, 0, 0);
    }
    const out = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(out, XLSX.utils.aoa_to_sheet(aoa), 'sheet1');
    const file = tmpFile('包装申报.xlsx', XLSX.write(out, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    await page.click('[data-testid="export-close"]');
    await page.waitForFunction(() => !document.querySelector('.ant-modal-wrap:not([style*="display: none"])'));
    await page.click('[data-testid="ed-go"]');

    // Upload, check, submit.
    await page.waitForSelector('[data-testid="ed-upload"]');
    expect(page.url()).toContain('/batch-declaration-of-packaging-law?ids=');
    await upload('[data-testid="ed-upload"]', file);
    await waitForText(page, '已读取「包装申报.xlsx」中的 2 行');
    await waitForText(page, '共 2 行：1 行可提交，1 行有问题');
    await waitForText(page, '「塑料（kg）」：-5 是负数，重量不能为负，请填写实际投放的千克数');
    await waitForText(page, '6,140.25 kg');
    await shot(page, 'epr2-declare-2-checked');
    await page.click('[data-testid="ed-submit"]');
    await okPopconfirm(page);
    await page.waitForSelector('[data-testid="ed-results"]');
    await waitForText(page, '已保存 1 行，被拒绝 1 行');
    const results = await page.$$eval('[data-testid="ed-result-table"] .ant-table-row', (rows) => rows.map((r) => (r as HTMLElement).innerText.replace(/\s+/g, ' ')));
    expect(results).toHaveLength(2);
    expect(results.find((r) => r.includes('DE5529031846207'))).toContain('已保存');
    const refused = results.find((r) => r.includes('DE1907364452198'))!;
    expect(refused).toContain('被拒绝');
    expect(refused).toContain('「塑料（kg）」：-5 是负数');
    // The refused row stays to be fixed; the stored one left the table.
    await waitForText(page, '共 1 行：0 行可提交，1 行有问题');
    await shot(page, 'epr2-declare-3-results');
  });

  it('shows a guest what it is and a way to log in', async () => {
    await page.goto(`${BASE}/user/epr/list/batchDeclarationPackaging/batch-declaration-of-packaging-law`);
    await waitForText(page, '登录后批量申报包装数据');
    await page.waitForSelector('[data-testid="imports-login"]');
  });
});
