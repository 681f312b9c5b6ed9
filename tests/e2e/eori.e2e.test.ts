/**
 * The EORI area in Chromium (issue #23 "Done when"), clicking and typing:
 * - a seller applies for a UK EORI with a UK VAT number (licence OCR; bad VRN, postal code and English
 *   name refused at their fields; leaves and returns to the step it left; the preview shows GB + VRN +
 *   000) and for a French one through single → single-credentials → confirm → finished, and sees both
 *   on /user/eori-records;
 * - an agent submits a batch of three client companies from the template, one row refused;
 * - /ukcode derives GB + VRN + 000 and checks it, and shows "暂时无法核验" while the test switch takes
 *   the check service down (never "无效"), then a retry answers again;
 * - the EORI query (issue #24's EORI route) checks two numbers.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'puppeteer';
import * as XLSX from 'xlsx';
import { FR_BATCH_COLUMNS } from '../../src/core/eori/batch';
import { api, BASE, clickText, fill, ocrSample, openAs, pagePerTest, shot, takeOcr, typeDate as pickDate, waitForText } from './helpers';
import { fieldByLabel, pickOption } from './kit-pages';
import { StepsFormPO } from './page-objects';
import { apiData, storedDraft, tokenOf } from './vat-pages';

let page: Page;
pagePerTest((p) => {
  page = p;
});

const GE = '[data-testid="ge-wizard"]';
const FE = '[data-testid="fe-wizard"]';

/** A real 8×8 PNG under `name` in a temp folder (the mock checks image bytes). */
function png(name: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'eori-')), name);
  fs.writeFileSync(file, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC', 'base64'));
  return file;
}

async function upload(testId: string, file: string): Promise<void> {
  const input = await page.waitForSelector(`[data-testid="${testId}"] input[type=file]`);
  await input!.uploadFile(file);
  await page.waitForSelector(`[data-testid="${testId}-file"]`, { timeout: 15_000 });
}

async function fieldError(scope: string, label: string, message: string): Promise<void> {
  const f = await fieldByLabel(page, scope, label);
  await page.waitForFunction((s: string, m: string) => (document.querySelector(`${s} .ant-form-item-explain`) as HTMLElement | null)?.innerText.includes(m), { timeout: 15_000 }, f, message);
}

async function radio(scope: string, label: string, option: string): Promise<void> {
  const f = await fieldByLabel(page, scope, label);
  await clickText(page, `${f} label.ant-radio-wrapper`, option);
}

/** Types a date into the DatePicker of the field labelled `label` and clicks that day. */
async function typeDate(scope: string, label: string, value: string): Promise<void> {
  await pickDate(page, `${await fieldByLabel(page, scope, label)} input`, value);
}

/** The seller's seeded GB VAT number without its prefix. */
async function sellerVrn(token: string): Promise<string> {
  const rows = await apiData<{ countryCode: string; vatNumber: string }[]>('/api/vat-tax?all=1&countryCode=GB', token);
  return rows[0].vatNumber.replace(/^GB/, '');
}

describe('seller: a UK and a French EORI application', () => {
  // Two tests, one per application (they ran as one of 80–90 s, over jest's 120 s on a busy host).
  it('UK with a VAT number: OCR, refused fields, leave and return, preview GB + VRN + 000, finished, in the records', async () => {
    const login = await openAs(page, 'seller', '/england-eori');
    await page.waitForSelector(`${GE}[data-ready="true"]`);
    const steps = new StepsFormPO(page, GE);

    // Company: the licence's OCR fills the Chinese fields; the English ones are typed (Chinese refused).
    await upload('ge-licence', ocrSample('licence.png'));
    await takeOcr(page, 'ge-licence');
    await page.waitForFunction(() => !!(document.querySelector('#ge-companyName') as HTMLInputElement | null)?.value);
    await fill(page, '#ge-companyName', '深圳市新样电子有限公司');
    await fill(page, '#ge-companyNameEn', '深圳 XINYANG');
    await page.keyboard.press('Tab');
    await fieldError(GE, '公司英文名称', '只能填写英文');
    await fill(page, '#ge-companyNameEn', 'SHENZHEN XINYANG ELECTRONICS CO., LTD.');
    await fill(page, '#ge-companyAddressEn', 'No. 1 Keji Road, Nanshan District');
    await fill(page, '#ge-companyCityEn', 'SHENZHEN');
    await fill(page, '#ge-companyPostalCode', '5180');
    await page.keyboard.press('Tab');
    await fieldError(GE, '邮政编码', '中国邮政编码应为 6 位数字');
    await fill(page, '#ge-companyPostalCode', '518057');
    await page.click('[data-testid="eori-sic"] .ant-select-selector');
    await page.type('[data-testid="eori-sic"] input', '网上零售');
    await pickOption(page, await fieldByLabel(page, GE, 'SIC 行业代码'), '47910 Retail sale via mail order houses or via Internet');
    // The Chinese address and the store link as HMRC will see them; the founding date the licence gave.
    await fill(page, `${await fieldByLabel(page, GE, '公司地址')} input`, '深圳市南山区科技路 1 号');
    await fill(page, '#ge-amazonStoreLink', 'https://www.amazon.co.uk/sp?seller=A1B2C3D4E5');
    const founded = await page.$eval(`${await fieldByLabel(page, GE, '成立日期')} input`, (e) => (e as HTMLInputElement).value);
    expect(founded).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await shot(page, 'eori-gb-1-company');
    await steps.next();

    // HMRC: no UTR; UK VAT-registered: a wrong check digit refused, then the EORI shows as typed.
    await radio(GE, '是否有英国公司税 UTR', '否');
    await radio(GE, '是否已注册英国 VAT', '是');
    await fill(page, '#ge-vrn', 'GB123456789');
    await page.keyboard.press('Tab');
    await fieldError(GE, '英国 VAT 税号', '校验位不正确');
    await fill(page, '#ge-vrn', 'GB980780684');
    await waitForText(page, '将获得的 EORI 号码：GB980780684000');
    await typeDate(GE, 'VAT 生效日期', '2024-01-02');
    await page.waitForFunction(
      async (token: string) => {
        const d = await (await fetch('/api/draft?type=gb-eori', { headers: { authorization: `Bearer ${token}` } })).json();
        return d?.data?.data?.values?.vrn === 'GB980780684' && d.data.data.current === 'hmrc';
      },
      { timeout: 15_000, polling: 300 },
      login.token,
    );
    await shot(page, 'eori-gb-2-hmrc');

    // Leave and return: the wizard resumes at the step left, with its values.
    await page.goto(`${BASE}/user/eori-records`);
    await page.waitForSelector('[data-testid="eori-records"] .ant-table-row');
    await page.goto(`${BASE}/england-eori`);
    await steps.waitStep(1);
    expect(page.url()).toContain('/england-eori/hmrc');
    expect(await page.$eval('#ge-vrn', (el) => (el as HTMLInputElement).value)).toBe('GB980780684');
    await steps.next();

    await fill(page, '#ge-contactName', '李雷');
    await fill(page, '#ge-contactEmail', 'lilei@example');
    await page.keyboard.press('Tab');
    await fieldError(GE, '联系人邮箱', '邮箱格式不正确');
    await fill(page, '#ge-contactEmail', 'lilei@example.cn');
    await fill(page, '#ge-contactPhone', '+86 755 1234 5678');
    await steps.next();

    await page.waitForSelector('[data-testid="ge-preview"]');
    await waitForText(page, '将获得的 EORI 号码：GB980780684000');
    await waitForText(page, '最长 2 个工作日');
    // The preview reads back what HMRC matches: the address, the city, the founding date, the store link, the licence.
    const rb = (id: string) => page.$eval(`[data-testid="readback-${id}"]`, (e) => (e as HTMLElement).innerText.trim());
    expect([await rb('company-companyAddress'), await rb('company-companyAddressEn'), await rb('company-companyCityEn'), await rb('company-companyPostalCode')]).toEqual(['深圳市南山区科技路 1 号', 'No. 1 Keji Road, Nanshan District', 'SHENZHEN', '518057']);
    expect([await rb('company-companyFoundDate'), await rb('company-amazonStoreLink'), await rb('company-businessLicense')]).toEqual([founded, 'https://www.amazon.co.uk/sp?seller=A1B2C3D4E5', 'licence.png']);
    expect(await rb('company-sicCode')).toBe('47910 Retail sale via mail order houses or via Internet');
    expect([await rb('hmrc-hasUtr'), await rb('hmrc-vrn'), await rb('contact-contactEmail')]).toEqual(['否', 'GB980780684', 'lilei@example.cn']);
    await shot(page, 'eori-gb-3-preview');
    // The company step's edit link opens it with the address kept; 下一步 three times returns to the preview.
    await page.click('[data-testid="wizard-goto-company"]');
    await steps.waitStep(0);
    expect(await page.$eval(`${await fieldByLabel(page, GE, '公司地址')} input`, (e) => (e as HTMLInputElement).value)).toBe('深圳市南山区科技路 1 号');
    expect(await page.$eval('#ge-amazonStoreLink', (e) => (e as HTMLInputElement).value)).toBe('https://www.amazon.co.uk/sp?seller=A1B2C3D4E5');
    await steps.next();
    await steps.next();
    await steps.next();
    await page.waitForSelector('[data-testid="ge-preview"]');
    expect(await rb('company-companyAddress')).toBe('深圳市南山区科技路 1 号');
    const created = page.waitForResponse((r) => r.url().includes('/api/eori/gb/create'));
    await page.click('[data-testid="wizard-submit"]');
    expect(((await (await created).json()) as { success: boolean }).success).toBe(true);
    await page.waitForSelector('[data-testid="wizard-finished"]');
    await waitForText(page, '已获得 EORI 号码：GB980780684000');
    expect(await storedDraft(page, 'gb-eori', '')).toBeNull();
    await shot(page, 'eori-gb-4-finished');

    // On the records, beside the two seeded ones.
    await page.goto(`${BASE}/user/eori-records`);
    await page.waitForSelector('[data-testid="eori-records"] .ant-table-row');
    await waitForText(page, 'GB980780684000');
    const rows = await page.$$eval('[data-testid="eori-records"] .ant-table-row', (els) => els.map((e) => (e as HTMLElement).innerText));
    expect(rows.filter((r) => r.includes('深圳市新样电子有限公司'))).toEqual([expect.stringContaining('已获得')]);
    expect(rows).toHaveLength(3);
  });

  it('French single → credentials → confirm → finished, in the records', async () => {
    await openAs(page, 'seller', '/france-eori/single');
    await page.waitForSelector(`${FE}[data-ready="true"]`);
    await waitForText(page, 'FR + SIREN');
    await page.waitForSelector('[data-testid="fe-conflict"]');
    const fsteps = new StepsFormPO(page, FE);
    await fill(page, '#fe-companyName', '深圳市新样电子有限公司');
    await fill(page, '#fe-companyNameEn', 'SHENZHEN XINYANG ELECTRONICS CO., LTD.');
    await fill(page, '#fe-otherEoriVatNumber', 'DE136695977');
    await page.keyboard.press('Tab');
    await fieldError(FE, '其他欧盟国家 VAT 税号', '校验位不正确');
    await fill(page, '#fe-otherEoriVatNumber', 'DE136695976');
    await upload('fe-vatCert', png('de-vat.png'));
    await typeDate(FE, '成立日期', '2018-05-02');
    await fill(page, '#fe-companyAddressNumber', '1');
    await fill(page, '#fe-companyAddressEn', 'Keji Road, Nanshan District');
    await fill(page, '#fe-companyCityEn', 'SHENZHEN');
    await fill(page, '#fe-companyZipCode', '518057');
    await shot(page, 'eori-fr-1-single');
    await fsteps.next();
    expect(page.url()).toContain('/france-eori/single-credentials');
    await upload('fe-licence', png('licence.png'));
    await upload('fe-legalId', png('idcard.png'));
    await fill(page, '#fe-contactName', '李雷');
    await fill(page, '#fe-contactEmail', 'lilei@example.cn');
    await fill(page, '#fe-contactPhone', '+86 755 1234 5678');
    await shot(page, 'eori-fr-2-credentials');
    await fsteps.next();
    expect(page.url()).toContain('/france-eori/confirm');
    await waitForText(page, 'DE136695976');
    const frb = (id: string) => page.$eval(`[data-testid="readback-${id}"]`, (e) => (e as HTMLElement).innerText.trim());
    expect([await frb('company-otherEoriVatNumber'), await frb('company-otherEoriVatCert'), await frb('company-companyFoundDate'), await frb('company-companyZipCode')]).toEqual(['DE136695976', 'de-vat.png', '2018-05-02', '518057']);
    expect([await frb('credentials-businessLicense'), await frb('credentials-licenceTranslation'), await frb('credentials-legalIdFile'), await frb('credentials-contactPhone')]).toEqual(['licence.png', '-', 'idcard.png', '+86 755 1234 5678']);
    // The documents step's edit link opens it with the files kept; 下一步 returns to the confirmation.
    await page.click('[data-testid="wizard-goto-credentials"]');
    await fsteps.waitStep(1);
    await page.waitForSelector('[data-testid="fe-legalId-file"]');
    expect(await page.$eval('#fe-contactName', (e) => (e as HTMLInputElement).value)).toBe('李雷');
    await fsteps.next();
    expect(page.url()).toContain('/france-eori/confirm');
    await shot(page, 'eori-fr-3-confirm');
    await page.click('[data-testid="wizard-submit"]');
    await page.waitForSelector('[data-testid="wizard-finished"]');
    expect(page.url()).toContain('/france-eori/finished');
    await waitForText(page, '状态：审核中');
    await shot(page, 'eori-fr-4-finished');

    // On the records, beside the two seeded ones.
    await page.click('[data-testid="eori-to-records"]');
    await page.waitForSelector('[data-testid="eori-records"] .ant-table-row');
    await waitForText(page, '审核中');
    const rows = await page.$$eval('[data-testid="eori-records"] .ant-table-row', (els) => els.map((e) => (e as HTMLElement).innerText));
    expect(rows.filter((r) => r.includes('深圳市新样电子有限公司'))).toEqual([expect.stringContaining('审核中')]);
    expect(rows).toHaveLength(3);
    await shot(page, 'eori-records-seller');
    // Every step, the read-back and an edit link: longer than the default 120 s on a loaded machine.
  }, 240_000);
});

describe('agent: a French batch of three client companies', () => {
  it('uploads the template, sees the row checks, submits the two valid rows, the refused one named', async () => {
    await openAs(page, 'agent', '/france-eori/batch-credentials');
    await page.waitForSelector('[data-testid="eb-template"]');
    const template = page.waitForResponse((r) => r.url().includes('/api/eori/fr/batch-template'));
    await page.click('[data-testid="eb-template"]');
    expect(((await (await template).json()) as { success: boolean }).success).toBe(true);

    const r = (client: string, company: string, vat: string) => [client, company, 'SOME TRADING CO., LTD.', vat, '2019-07-02', '8', 'Keji Road', '518057', 'SHENZHEN', 'CHINA'];
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([FR_BATCH_COLUMNS.map((c) => c.header), r('client1', '深圳市星河跨境电子商务有限公司', 'DE136695976'), r('client2', '义乌市百川贸易有限公司', 'ATU13585627'), r('client3', '深圳市星河跨境电子商务有限公司', 'NL004495445B01')]),
      'sheet1',
    );
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'eori-')), '法国EORI批量.xlsx');
    XLSX.writeFile(wb, file);
    await upload('eb-file', file);
    await page.waitForSelector('[data-testid="eb-rows"]');
    await waitForText(page, '共 3 行：2 行通过，1 行未通过');
    await waitForText(page, '与前面的行重复');
    await shot(page, 'eori-batch-checked');
    await page.click('[data-testid="eb-submit"]');
    await page.waitForSelector('[data-testid="eb-done"]');
    await waitForText(page, '已提交 2 家公司的申请；1 行未提交');
    expect(await page.$$eval('[data-testid="eb-refused-rows"] .ant-table-row', (els) => els.length)).toBe(1);
    await shot(page, 'eori-batch-done');

    // The records show the two new applications of the clients (plus the seeded returned one).
    await page.goto(`${BASE}/user/eori-records`);
    await page.waitForSelector('[data-testid="eori-records"] .ant-table-row');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="eori-records"] .ant-table-row').length === 3);
    await waitForText(page, '批量申请');
    await waitForText(page, '需补充资料');
    await page.waitForSelector('[data-testid="eori-resubmit"]');
    await shot(page, 'eori-records-agent');

    // The returned one reopens in the UK wizard for that client, with its values, to correct and resubmit.
    await page.click('[data-testid="eori-resubmit"]');
    await page.waitForSelector(`${GE}[data-ready="true"]`);
    expect(page.url()).toContain('/england-eori?client=3');
    await page.waitForSelector('[data-testid="wizard-client-current"]');
    await page.waitForFunction(() => (document.querySelector('#ge-companyNameEn') as HTMLInputElement | null)?.value.includes('XINGHE'));
  });
});

describe('/ukcode and the EORI query', () => {
  it('derives GB + VRN + 000, checks it, shows 暂时无法核验 while the service is down, and checks again', async () => {
    const login = await openAs(page, 'seller', '/ukcode');
    await page.waitForSelector('#ukcode_vrn');
    const vrn = await sellerVrn(login.token);
    await fill(page, '#ukcode_vrn', 'GB123456789');
    await page.click('[data-testid="uk-derive"]');
    await waitForText(page, '英国 VAT 税号的校验位不正确');
    await fill(page, '#ukcode_vrn', `GB${vrn}`);
    await page.click('[data-testid="uk-derive"]');
    await page.waitForSelector('[data-testid="eori-check-status"][data-status="valid"]');
    expect(await page.$eval('[data-testid="uk-eori"]', (e) => (e as HTMLElement).innerText)).toBe(`GB${vrn}000`);
    await shot(page, 'eori-ukcode-valid');

    await api('POST', '/api/__test__/eori', { checkDown: ['GB'] });
    await page.click('[data-testid="uk-derive"]');
    await page.waitForSelector('[data-testid="eori-check-status"][data-status="unavailable"]');
    await waitForText(page, '暂时无法核验');
    // Shown as could-not-check, never as invalid.
    expect(await page.$eval('[data-testid="eori-check-status"]', (e) => (e as HTMLElement).innerText)).toBe('暂时无法核验');
    await shot(page, 'eori-ukcode-down');
    await api('POST', '/api/__test__/eori', { checkDown: [] });
    await page.click('[data-testid="uk-retry"]');
    await page.waitForSelector('[data-testid="eori-check-status"][data-status="valid"]');
    expect(await tokenOf(page)).toBe(login.token);
  });

  it('checks two EORI numbers; refuses eleven before any call', async () => {
    const login = await openAs(page, 'seller', '/public-service/vat-eori-query/eori-query');
    await page.waitForSelector('[data-testid="eq-input"]');
    const vrn = await sellerVrn(login.token);
    await page.type('[data-testid="eq-input"]', Array.from({ length: 11 }, (_, i) => `GB${String(100000000000 + i)}`).join('\n'));
    await page.click('[data-testid="eq-submit"]');
    await waitForText(page, '一次最多核验 10 个 EORI 号码，当前 11 个');
    await page.click('[data-testid="eq-input"]', { clickCount: 1 });
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
    await page.type('[data-testid="eq-input"]', `GB${vrn}000\ngb 111 111 111 000`);
    await page.click('[data-testid="eq-submit"]');
    await page.waitForSelector('[data-testid="eq-results"] .ant-table-row');
    const statuses = await page.$$eval('[data-testid="eq-results"] [data-testid="eori-check-status"]', (els) => els.map((e) => e.getAttribute('data-status')));
    expect(statuses).toEqual(['valid', 'invalid']);
    await waitForText(page, 'SHENZHEN ZHANGWEI');
    await shot(page, 'eori-query');
  });
});
