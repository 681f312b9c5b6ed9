/**
 * OCR results are suggestions to confirm, never overwriting what the user typed (issue #33), on the
 * EPR wizard's company and legal-person steps (the kit's CompanyInfoFields / LegalPersonFields):
 * - the seller types a company name, then uploads the sample licence (tests/fixtures/ocr/licence.png,
 *   深圳市张伟电子商务有限公司): the reading is offered row by row; the typed name is kept (已填写「…」),
 *   填入未填写的项 fills only the empty fields; 改用识别值 replaces the name only when clicked;
 * - a licence the mock does not know says 未能识别，请手动填写, keeps the file and changes nothing;
 * - the sample ID card (王芳) with the legal name typed first: the typed name stays, the number is offered.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'puppeteer';
import { fill, ocrSample, openAs, pagePerTest, shot } from './helpers';
import { StepsFormPO } from './page-objects';
import { apiData } from './vat-pages';

let page: Page;
pagePerTest((p) => {
  page = p;
});

const WIZ = '[data-testid="epr-wizard"]';
const BOX = '[data-testid="epr-licence-ocr"]';

const value = (sel: string) => page.$eval(sel, (i) => (i as HTMLInputElement).value);
const rowState = (box: string, field: string) => page.$eval(`${box} [data-testid$="-row-${field}"]`, (e) => e.getAttribute('data-state'));

async function upload(testId: string, file: string): Promise<void> {
  const input = await page.waitForSelector(`[data-testid="${testId}"] input[type=file]`);
  await input!.uploadFile(file);
  await page.waitForSelector(`[data-testid="${testId}-file"]`, { timeout: 15_000 });
}

describe('OCR: suggestions to confirm', () => {
  it('licence: typed values kept, empty ones filled on request, a replacement only when clicked; an unknown licence says so', async () => {
    const login = await openAs(page, 'seller', '/user/epr/company-info');
    await page.waitForSelector(`${WIZ}[data-ready="true"]`);
    const [zhang] = await apiData<{ companyName: string; registerNo: string; address: string }[]>(`/api/vat-tax/qcc?keyword=${encodeURIComponent('张伟电子')}`, login.token);

    // Typed first, then the licence: the name stays as typed, nothing is filled by itself.
    await fill(page, '#epr-companyName', '我手填的公司名');
    await upload('epr-licence', ocrSample('licence.png'));
    await page.waitForSelector(`${BOX}[data-state="read"]`);
    expect(await value('#epr-companyName')).toBe('我手填的公司名');
    expect(await value('#epr-registerNumber')).toBe('');
    expect(await rowState(BOX, 'companyName')).toBe('differs');
    expect(await rowState(BOX, 'registerNumber')).toBe('empty');
    const text = await page.$eval(BOX, (e) => (e as HTMLElement).innerText);
    expect(text).toContain('营业执照识别结果（请核对后采用）');
    expect(text).toContain(zhang.companyName);
    expect(text).toContain('已填写「我手填的公司名」');
    await shot(page, 'ocr-licence-suggestions');

    // 填入未填写的项: the credit code and the address come in; the typed name does not change.
    await page.click(`${BOX} [data-testid="epr-licence-ocr-fill-empty"]`);
    await page.waitForFunction((v: string) => (document.querySelector('#epr-registerNumber') as HTMLInputElement | null)?.value === v, {}, zhang.registerNo);
    expect(await value('#epr-companyName')).toBe('我手填的公司名');
    expect(await rowState(BOX, 'registerNumber')).toBe('same');
    expect(await rowState(BOX, 'companyName')).toBe('differs');

    // 改用识别值 on the name: now (and only now) it is the licence's.
    await page.click(`${BOX} [data-testid="epr-licence-ocr-accept-companyName"]`);
    await page.waitForFunction((v: string) => (document.querySelector('#epr-companyName') as HTMLInputElement | null)?.value === v, {}, zhang.companyName);
    expect(await rowState(BOX, 'companyName')).toBe('same');

    // A licence the mock does not know: the file is kept, nothing read, nothing changed.
    await fill(page, '#epr-companyName', '又改回手填');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ocr-'));
    const unknown = path.join(dir, '我的营业执照.png');
    fs.writeFileSync(unknown, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC', 'base64'));
    await upload('epr-licence', unknown);
    await page.waitForSelector(`${BOX}[data-state="unrecognised"]`);
    expect(await page.$eval(BOX, (e) => (e as HTMLElement).innerText.trim())).toBe('未能识别，请手动填写');
    expect(await page.$eval('[data-testid="epr-licence-file"]', (e) => (e as HTMLElement).innerText)).toContain('我的营业执照.png');
    expect([await value('#epr-companyName'), await value('#epr-registerNumber')]).toEqual(['又改回手填', zhang.registerNo]);
    await shot(page, 'ocr-licence-unrecognised');
  });

  it('ID card: the legal name typed first stays; the number is offered and taken into the empty field', async () => {
    await openAs(page, 'seller', '/user/epr/company-info');
    await page.waitForSelector(`${WIZ}[data-ready="true"]`);
    const steps = new StepsFormPO(page, WIZ);
    // Step 1 through the sample licence and the lookup's last registration.
    await upload('epr-licence', ocrSample('licence.png'));
    await page.click(`${BOX} [data-testid="epr-licence-ocr-fill-empty"]`);
    await page.waitForFunction(() => /^[0-9A-Z]{18}$/.test((document.querySelector('#epr-registerNumber') as HTMLInputElement | null)?.value ?? ''));
    await page.waitForSelector('[data-testid="epr-fill-previous"]');
    await page.click('[data-testid="epr-fill-previous"]');
    await steps.next();

    const ID = '[data-testid="epr-idcard-ocr"]';
    await fill(page, '#epr-legalName', '张伟');
    await upload('epr-idcard', ocrSample('idcard.png'));
    await page.waitForSelector(`${ID}[data-state="read"]`);
    expect(await rowState(ID, 'legalName')).toBe('differs');
    expect(await rowState(ID, 'legalCertFileNum')).toBe('empty');
    await page.click(`${ID} [data-testid="epr-idcard-ocr-fill-empty"]`);
    await page.waitForFunction(() => /^\d{17}[\dX]$/.test((document.querySelector('#epr-certNum') as HTMLInputElement | null)?.value ?? ''));
    expect(await value('#epr-legalName')).toBe('张伟');
    await shot(page, 'ocr-idcard-suggestions');
  });
});
