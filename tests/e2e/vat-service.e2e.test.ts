/**
 * The VAT registration and transfer wizard end to end in Chromium (issue #10), clicking and typing:
 * - the seller registers in GB and DE and transfers an FR number: the licence and the ID card go
 *   through OCR, the company is confirmed through the lookup, the automatic legal-person check first
 *   answers a mismatch (the ID card's name) then a match; the seller leaves at step 3 and returns to
 *   it restored; previews (documents, fees, total), signs on /global/signature, a failed submit keeps
 *   the draft, then submits and sees the application on /user/vat and its records in the VAT list;
 * - bad inputs show their Chinese messages at their fields: a missing licence, a blurred upload, a
 *   wrong credit code, a blacklisted company, an already registered country, a VAT number with a
 *   wrong check digit, a fiscal-representative country without a representative;
 * - an agent chooses a client first and submits for that client;
 * - a guest on the open preview sees what the wizard asks and a way in; expired and signed links.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'puppeteer';
import { api, BASE, clickText, fill, injectFault, ocrSample, openAs, pagePerTest, shot, takeOcr, typeDate, waitForText } from './helpers';
import { fieldByLabel, pickOption } from './kit-pages';
import { StepsFormPO } from './page-objects';
import { apiData, storedDraft, tokenOf } from './vat-pages';

let page: Page;
const suite = pagePerTest((p) => {
  page = p;
});

const WIZ = '[data-testid="vs-wizard"]';
const STEP = { store: 0, company: 1, legal: 2, other: 3, preview: 4 };

/** A real 8×8 PNG (the mock checks image bytes), written under `name` in a temp folder. */
function png(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-'));
  const file = path.join(dir, name);
  const data = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
    'base64',
  );
  fs.writeFileSync(file, data);
  return file;
}

/** Uploads `file` through the file field `testId`. */
async function upload(testId: string, file: string): Promise<void> {
  const input = await page.waitForSelector(`[data-testid="${testId}"] input[type=file]`);
  await input!.uploadFile(file);
}

/** Types `value` into the text field labelled `label` of the wizard. */
async function typeIn(label: string, value: string, scope = WIZ): Promise<void> {
  const f = await fieldByLabel(page, scope, label);
  await fill(page, `${f} input`, value);
}

/** The value of the text field labelled `label`. */
async function valueOf(label: string): Promise<string> {
  const f = await fieldByLabel(page, WIZ, label);
  return page.$eval(`${f} input`, (el) => (el as HTMLInputElement).value);
}

/** Waits until the field labelled `label` shows `message`. */
async function fieldError(label: string, message: string): Promise<void> {
  const f = await fieldByLabel(page, WIZ, label);
  await page.waitForFunction((s: string, m: string) => (document.querySelector(`${s} .ant-form-item-explain`) as HTMLElement | null)?.innerText.includes(m), { timeout: 15_000 }, f, message);
}

/** Clicks the radio labelled `option` of the field labelled `label` inside `scope`. */
async function radio(scope: string, label: string, option: string): Promise<void> {
  const f = await fieldByLabel(page, scope, label);
  await clickText(page, `${f} label.ant-radio-wrapper`, option);
}

/** A registry company by keyword (through the API, as the lookup answers it). */
async function company(token: string, keyword: string) {
  return (await apiData<{ companyName: string; registerNo: string; legalName: string }[]>(`/api/vat-tax/qcc?keyword=${encodeURIComponent(keyword)}`, token))[0];
}

/** Step 1: the store. */
async function fillStore(steps: StepsFormPO): Promise<void> {
  await page.waitForSelector(`${WIZ}[data-ready="true"]`);
  await pickOption(page, await fieldByLabel(page, WIZ, '店铺平台'), '亚马逊 Amazon');
  await typeIn('店铺名称', 'ZW Home EU');
  await typeIn('商家标识（Merchant Token）', 'A1B2C3D4E5F6G7');
  await pickOption(page, await fieldByLabel(page, WIZ, '公司类型'), '中国大陆公司');
  await shot(page, 'vat-service-1-store');
  await steps.next();
}

/** Step 2: the licence through OCR, then the company confirmed through the lookup (`keyword`). */
async function fillCompany(steps: StepsFormPO, keyword: string): Promise<void> {
  // The sample licence the mock's OCR knows (深圳市张伟电子商务有限公司): its reading is a suggestion, taken here.
  await upload('vs-licence', ocrSample('licence.png'));
  await page.waitForFunction(() => !!(document.querySelector('[data-testid="vs-licence-file"]') as HTMLElement | null));
  await takeOcr(page, 'vs-licence');
  expect(await valueOf('统一社会信用代码')).toMatch(/^[0-9A-Z]{18}$/);
  await fill(page, '[data-testid="vs-qcc-input"]', keyword);
  await page.click('[data-testid="vs-qcc-search"]');
  await page.waitForSelector('[data-testid="vs-qcc-fill"]');
  await page.click('[data-testid="vs-qcc-fill"]');
  await page.waitForFunction((k: string) => [...document.querySelectorAll('input')].some((i) => i.value.includes(k)), {}, keyword);
  await shot(page, 'vat-service-2-company');
  await steps.next();
}

/** Step 3: the ID card through OCR (its name mismatches the register first), then the registered name typed. */
async function fillLegal(legalName: string): Promise<void> {
  // The sample ID card (王芳, not the registered legal person), its name taken from the suggestions.
  await upload('vs-idcard', ocrSample('idcard.png'));
  await takeOcr(page, 'vs-idcard');
  await page.waitForSelector('[data-testid="vs-legal-result"][data-status="3"]', { timeout: 15_000 });
  await waitForText(page, `法人应为「${legalName}」，与上传的不一致，请重新上传`);
  await typeIn('法人姓名', legalName);
  await page.waitForSelector('[data-testid="vs-legal-result"][data-status="1"]', { timeout: 15_000 });
  await waitForText(page, '法人信息核验通过');
}

/** Signs the agreement of the preview on /global/signature in another tab, as `signer`. */
async function signAgreement(signer: string, company?: string): Promise<void> {
  await page.click('[data-testid="vs-sign-start"]');
  const link = await page.waitForSelector('[data-testid="vs-sign-link"]');
  const href = await link!.evaluate((a) => (a as HTMLAnchorElement).getAttribute('href')!);
  const tab = await suite.browser().newPage();
  await tab.goto(`${BASE}${href}`);
  await tab.waitForSelector('[data-testid="sign-agreement"]');
  // The agreement names the applicant company (for an agent: the client's).
  if (company) await waitForText(tab, company);
  await fill(tab, '#sign-signer', signer);
  await fill(tab, '#sign-typed', `${signer}X`);
  await tab.click('[data-testid="sign-agree"]');
  await tab.click('[data-testid="sign-confirm"]');
  await waitForText(tab, '签名应与签署人姓名一致');
  await fill(tab, '#sign-typed', signer);
  await tab.click('[data-testid="sign-confirm"]');
  await tab.waitForSelector('[data-testid="sign-done"]');
  if (process.env.E2E_SHOTS === '1') await shot(tab, 'vat-service-sign');
  // The same link again: already signed.
  await tab.reload();
  await waitForText(tab, '无需重复签署');
  await tab.close();
  // Back to the application's tab (polling pauses while a tab is hidden and resumes when shown).
  await page.bringToFront();
  await page.waitForSelector('[data-testid="vs-sign"][data-status="signed"]', { timeout: 15_000 });
}

/** Clicks 提交 and waits for the finished page; a refusal fails with the API's answer. */
async function submitAndFinish(): Promise<void> {
  const answer = page.waitForResponse((r) => r.url().includes('/api/vat-tax/create'));
  await page.click('[data-testid="wizard-submit"]');
  const body = (await (await answer).json()) as { success: boolean };
  if (!body.success) throw new Error(`create refused: ${JSON.stringify(body)}`);
  await page.waitForSelector('[data-testid="wizard-finished"]', { timeout: 15_000 });
}

describe('seller: register GB and DE, transfer an FR number', () => {
  it('OCR, checks, leave and return at step 3, preview, sign, a failed then a good submit', async () => {
    const login = await openAs(page, 'seller', '/user/vat');
    await page.waitForSelector('[data-testid="vs-card-IT"]');
    await waitForText(page, '50,000 欧元');
    await waitForText(page, 'modelo 036');
    await shot(page, 'vat-service-0-overview');
    await page.click('[data-testid="vs-register"]');
    await page.waitForFunction(() => location.pathname === '/user/vat/service');
    const steps = new StepsFormPO(page, WIZ);
    await fillStore(steps);

    // Step 2's bad inputs: a missing licence, a blurred upload, a wrong credit code, a blacklisted company.
    await steps.clickNext();
    await fieldError('营业执照', '请上传营业执照');
    await upload('vs-licence', png('licence-blur.png'));
    await page.waitForSelector('[data-testid="vs-licence-error"]');
    await waitForText(page, '图片模糊，无法识别，请上传清晰完整的证件照片');
    const zhang = await company(login.token, '张伟电子');
    const bad = zhang.registerNo.slice(0, 17) + (zhang.registerNo[17] === '0' ? '1' : '0');
    await typeIn('统一社会信用代码', bad);
    await page.keyboard.press('Tab');
    await fieldError('统一社会信用代码', '统一社会信用代码有误');
    const black = await company(login.token, '锐拓');
    await typeIn('统一社会信用代码', black.registerNo);
    await page.keyboard.press('Tab');
    await fieldError('统一社会信用代码', '该公司无法办理');
    await fillCompany(steps, '深圳市张伟电子商务有限公司');

    // Step 3: mismatch then match; leave and come back restored at this step.
    await steps.waitStep(STEP.legal);
    await fillLegal(zhang.legalName);
    await page.waitForFunction(
      async (token: string, name: string) => {
        const r = await fetch('/api/draft?type=vat-service', { headers: { authorization: `Bearer ${token}` } });
        const d = await r.json();
        return d?.data?.data?.values?.legalName === name && d.data.data.current === 'legal';
      },
      { timeout: 15_000, polling: 300 },
      login.token,
      zhang.legalName,
    );
    await shot(page, 'vat-service-3-legal');
    await page.goto(`${BASE}/user/vat`);
    await page.waitForSelector('[data-testid="vs-register"]');
    await page.click('[data-testid="vs-register"]');
    await steps.waitStep(STEP.legal);
    expect(page.url()).toContain('/user/vat/service/legal-person');
    expect(await valueOf('法人姓名')).toBe(zhang.legalName);
    await steps.next();

    // Step 4: GB and DE to register (both already held by the demo seller's company: warned), FR to transfer (a wrong check digit first).
    await page.click('[data-testid="vs-register-countries"] input[value="GB"]');
    await page.click('[data-testid="vs-register-countries"] input[value="DE"]');
    await page.click('[data-testid="vs-transfer-countries"] input[value="FR"]');
    await page.waitForSelector('[data-testid="vs-exists"]');
    await waitForText(page, '该公司在英国、德国已有 VAT 税号或注册申请'); // country names, not codes (#19)
    await page.waitForSelector('[data-testid="vs-register-GB"]');
    expect(await valueOf('英国税务代理邮箱')).toBe('gb-agent@yishui.example.cn');
    await typeIn('VAT 税号', 'FR41303265045', '[data-testid="vs-transfer-FR"]');
    await page.keyboard.press('Tab');
    await fieldError('VAT 税号', 'VAT 税号格式或校验位不正确，请核对');
    await typeIn('VAT 税号', 'FR40303265045', '[data-testid="vs-transfer-FR"]');
    await page.keyboard.press('Tab');
    await page.waitForSelector('[data-testid="vs-vatcheck-FR"][data-status="valid"]', { timeout: 15_000 });
    await waitForText(page, 'SIREN 303265045');
    await pickOption(page, await fieldByLabel(page, '[data-testid="vs-register-GB"]', '服务年限'), '2 年');
    await shot(page, 'vat-service-4-other');
    await steps.next();

    // Preview: documents, fees (GB 2 years), total; a submit refused before signing.
    await page.waitForSelector('[data-testid="vs-preview"]');
    await waitForText(page, '中国税收居民身份证明');
    await waitForText(page, '合计（人民币）：¥24000.00');
    // Every step read back field by field, with the enumerations' and countries' names.
    const rb = (id: string) => page.$eval(`[data-testid="readback-${id}"]`, (e) => (e as HTMLElement).innerText.trim());
    await page.waitForFunction(() => document.querySelector('[data-testid="readback-store-storePlatform"]')?.textContent === '亚马逊 Amazon', { timeout: 15_000 });
    expect([await rb('store-storeName'), await rb('store-urlToken'), await rb('store-companyType')]).toEqual(['ZW Home EU', 'A1B2C3D4E5F6G7', '中国大陆公司']);
    expect([await rb('company-companyName'), await rb('company-businessLicense'), await rb('legal-legalName')]).toEqual(['深圳市张伟电子商务有限公司', 'licence.png', zhang.legalName]);
    expect(await rb('other-registerCountry')).toMatch(/^GB .+、DE .+$/);
    expect([await rb('other-information.register.GB.expectValidDate'), await rb('other-information.register.GB.agentEmail'), await rb('other-information.transfer.FR.localVatNumber')]).toEqual(['2 年', 'gb-agent@yishui.example.cn', 'FR40303265045']);
    await shot(page, 'vat-service-5-readback');
    // The VAT-info step's edit link opens it with the values kept; 下一步 comes back to the preview.
    await page.click('[data-testid="wizard-goto-other"]');
    await steps.waitStep(STEP.other);
    expect(page.url()).toContain('/user/vat/service/other-info');
    expect(await page.$eval('#vs-vat-FR', (e) => (e as HTMLInputElement).value)).toBe('FR40303265045');
    const years = await fieldByLabel(page, '[data-testid="vs-register-GB"]', '服务年限');
    expect(await page.$eval(`${years} .ant-select-selection-item`, (e) => (e as HTMLElement).innerText.trim())).toBe('2 年');
    await steps.next();
    await page.waitForSelector('[data-testid="vs-preview"]');
    expect(await rb('other-information.register.GB.expectValidDate')).toBe('2 年');
    await page.click('[data-testid="wizard-submit"]');
    await page.waitForSelector('[data-testid="wizard-error"]');
    await waitForText(page, '请先签署服务协议再提交');
    await signAgreement('张伟');
    // Signed: the stale "请先签署" message is gone.
    await page.waitForSelector('[data-testid="wizard-error"]', { hidden: true });
    await shot(page, 'vat-service-5-preview');

    // A failed submit keeps the draft and the values.
    await injectFault({ path: '/api/vat-tax/create', kind: 'business', message: '服务繁忙，请稍后再试', times: 1 });
    await page.click('[data-testid="wizard-submit"]');
    await page.waitForSelector('[data-testid="wizard-error"]');
    expect((await storedDraft(page, 'vat-service', ''))?.values).toEqual(expect.objectContaining({ legalName: zhang.legalName, registerCountry: ['GB', 'DE'], transferCountry: ['FR'] }));
    await submitAndFinish();
    await waitForText(page, '申请编号 VS');
    expect(await storedDraft(page, 'vat-service', '')).toBeNull();
    await shot(page, 'vat-service-6-finished');

    // The application on /user/vat and its records in the VAT list.
    await page.click('[data-testid="vs-follow"]');
    await page.waitForSelector('[data-testid="vs-apps"]');
    await waitForText(page, '等待顾问审核资料');
    const rows = await apiData<{ countryCode: string; status: number; vatNumber: string }[]>('/api/vat-tax?all=1&status=1', await tokenOf(page));
    expect(rows.map((r) => r.countryCode)).toEqual(expect.arrayContaining(['GB', 'DE', 'FR']));
    expect(rows.find((r) => r.vatNumber === 'FR40303265045')).toEqual(expect.objectContaining({ countryCode: 'FR', status: 1 }));
    await page.goto(`${BASE}/user/vat-tax`);
    await waitForText(page, 'FR40303265045');
    // Every step, the read-back and an edit link: longer than the default 120 s on a loaded machine.
  }, 240_000);
});

describe('agent: the same wizard for a client chosen first', () => {
  it('chooses the client, is refused without a fiscal representative, submits for the client', async () => {
    const login = await openAs(page, 'agent', '/user/vat/service');
    await page.waitForSelector('[data-testid="wizard-client-chooser"]');
    await pickOption(page, '[data-testid="wizard-client-chooser"]', login.user.clients![0].name);
    await page.click('[data-testid="wizard-client-start"]');
    await page.waitForSelector('[data-testid="wizard-client-current"]');
    const steps = new StepsFormPO(page, WIZ);
    await fillStore(steps);
    const client = await company(login.token, '星河');
    await fillCompany(steps, client.companyName);
    await fillLegal(client.legalName);
    await steps.next();
    await page.click('[data-testid="vs-register-countries"] input[value="IT"]');
    await page.waitForSelector('[data-testid="vs-register-IT"]');
    await steps.clickNext();
    await fieldError('财税代表', '该国要求中国公司委任财税代表，请选择财税代表');
    await radio('[data-testid="vs-register-IT"]', '财税代表', '由我们的合作财税代表担任');
    await steps.next();
    await signAgreement('王代理', client.companyName);
    await submitAndFinish();
    const apps = await apiData<{ userId: number; registerCountry: string[] }[]>('/api/vat-tax/applications', await tokenOf(page));
    expect(apps).toEqual([expect.objectContaining({ userId: login.user.clients![0].id, registerCountry: ['IT'] })]);
  });
});

describe('open pages', () => {
  it('a guest on the preview sees the steps and a way in; a signing link without token or expired says so', async () => {
    await page.goto(`${BASE}/user/vat/service/preview`);
    await page.waitForSelector('[data-testid="wizard-guest"]');
    await waitForText(page, '上传营业执照自动识别公司名称');
    await shot(page, 'vat-service-guest');
    await page.click('[data-testid="wizard-guest-login"]');
    await page.waitForFunction(() => location.pathname === '/login');
    await page.goto(`${BASE}/global/signature`);
    await waitForText(page, '签署链接不完整');
    const { token } = await api<{ data: { token: string } }>('POST', '/api/auth/login', { username: 'seller', password: 'Yishui@2026' }).then((r) => r.data);
    const s = await api<{ data: { signId: string; url: string } }>('GET', '/api/vat-tax/sign-url', undefined, token);
    await api('POST', '/api/__test__/vat-service', { expireSign: s.data.signId });
    await page.goto(`${BASE}${s.data.url}`);
    await waitForText(page, '签署链接已过期');
  });
});

/** Signs a new agreement for `token`'s user through the API (the signing page's own calls); answers the signId. */
async function signByApi(token: string, signer: string): Promise<string> {
  const s = await api<{ data: { signId: string; url: string } }>('GET', '/api/vat-tax/sign-url', undefined, token);
  const t = new URL(s.data.url, BASE).searchParams.get('token');
  await api('POST', '/api/vat-tax/sign', { token: t, signerName: signer, mode: 'typed', signature: signer });
  return s.data.signId;
}

describe('seller: an application returned by ops is corrected and resubmitted', () => {
  it('shows the reason on /user/vat; 修改后重新提交 reopens the wizard with its data; the resubmit updates the same application', async () => {
    const login = await openAs(page, 'seller', '/user/vat');
    const zhang = await company(login.token, '张伟电子');
    const values = {
      storePlatform: 'amazon',
      storeName: 'ZW Home EU',
      companyName: zhang.companyName,
      registerNumber: zhang.registerNo,
      legalName: zhang.legalName,
      legalIdCardType: 'idcard',
      registerCountry: ['PL'],
      transferCountry: [],
      information: { register: { PL: { fiscalRepresentative: 'ours' } } },
    };
    const created = await api<{ success: boolean; data: { id: number; number: string } }>('POST', '/api/vat-tax/create', { ...values, signId: await signByApi(login.token, '张伟') }, login.token);
    expect(created.success).toBe(true);
    const { id, number } = created.data;
    await api('POST', '/api/__test__/vat-service', { returnApp: { id, reason: '营业执照照片不完整，请重新上传清晰的彩色照片' } });

    await page.reload();
    await page.waitForSelector(`[data-testid="vs-returned-${id}"]`);
    await waitForText(page, '退回原因：营业执照照片不完整，请重新上传清晰的彩色照片');
    await waitForText(page, '需补充资料');
    await shot(page, 'vat-service-returned');
    await page.click(`[data-testid="vs-resubmit-${id}"]`);
    await page.waitForFunction(() => location.pathname === '/user/vat/service');
    await page.waitForSelector(`${WIZ}[data-ready="true"]`);
    // The wizard holds the application's data; the store name is corrected.
    expect(await valueOf('店铺名称')).toBe('ZW Home EU');
    await typeIn('店铺名称', 'ZW Home EU 2');
    await pickOption(page, await fieldByLabel(page, WIZ, '公司类型'), '中国大陆公司');
    const steps = new StepsFormPO(page, WIZ);
    await steps.next();
    await page.waitForFunction(
      async (token: string) => {
        const r = await fetch('/api/draft?type=vat-service', { headers: { authorization: `Bearer ${token}` } });
        const d = await r.json();
        return d?.data?.data?.values?.storeName === 'ZW Home EU 2';
      },
      { timeout: 15_000, polling: 300 },
      login.token,
    );
    await page.goto(`${BASE}/user/vat/service/preview`);
    await page.waitForSelector('[data-testid="vs-resubmit-note"]');
    await signAgreement('张伟');
    const answer = page.waitForResponse((r) => r.url().includes('/api/vat-tax/update'));
    await page.click('[data-testid="wizard-submit"]');
    expect(((await (await answer).json()) as { success: boolean }).success).toBe(true);
    await page.waitForSelector('[data-testid="wizard-finished"]', { timeout: 15_000 });
    await waitForText(page, number);

    // The same application, updated (not a new one), back in review.
    const apps = await apiData<{ id: number; stage: string; returnReason?: string }[]>('/api/vat-tax/applications', login.token);
    expect(apps).toEqual([expect.objectContaining({ id, stage: 'submitted' })]);
    expect(apps[0].returnReason).toBeUndefined();
    expect((await apiData<{ values: { storeName: string } }>(`/api/vat-tax/applications/${id}`, login.token)).values.storeName).toBe('ZW Home EU 2');
  });
});

describe('bad inputs in the browser', () => {
  it('an expired passport and a Japanese corporate number with a wrong check digit are refused at their fields', async () => {
    await openAs(page, 'seller', '/user/vat/service/legal-person');
    await page.waitForSelector(`${WIZ}[data-ready="true"]`);
    await radio(WIZ, '法人证件类型', '护照');
    const f = await fieldByLabel(page, WIZ, '护照有效期至');
    await typeDate(page, `${f} input`, '2020-01-01');
    await fieldError('护照有效期至', '护照已过期，请上传有效期内的护照');
    await shot(page, 'vat-service-bad-passport');

    await page.goto(`${BASE}/user/vat/service/other-info`);
    await page.waitForSelector(`${WIZ}[data-ready="true"]`);
    await page.click('[data-testid="vs-register-countries"] input[value="JP"]');
    await page.waitForSelector('#vs-jp-cn');
    await fill(page, '#vs-jp-cn', '6835678256246');
    await page.keyboard.press('Tab');
    await fieldError('日本法人番号', '法人番号校验位不正确，请核对');
    await shot(page, 'vat-service-bad-jp');
  });
});

describe('drafts: the URL and values set by code', () => {
  it('?register=DE wins over a restored draft; the lookup\'s 填入 is saved into the draft without typing', async () => {
    const login = await openAs(page, 'seller', '/user/vat');
    await api('POST', '/api/draft', { type: 'vat-service', data: { values: { storeName: 'ZW Home EU', registerCountry: ['GB'], transferCountry: ['DE'] }, finished: { store: true }, current: 'store' } }, login.token);
    await page.goto(`${BASE}/user/vat/service/other-info?register=DE`);
    await page.waitForSelector(`${WIZ}[data-ready="true"]`);
    await page.waitForSelector('[data-testid="vs-register-countries"] input[value="DE"]');
    const checked = await page.$$eval('[data-testid="vs-register-countries"] input:checked', (els) => els.map((e) => (e as HTMLInputElement).value).sort());
    expect(checked).toEqual(['DE', 'GB']);
    expect(await page.$$eval('[data-testid="vs-transfer-countries"] input:checked', (els) => els.map((e) => (e as HTMLInputElement).value))).toEqual([]);
    await shot(page, 'vat-service-register-param');

    // 填入 of the company lookup on step 2 reaches the draft (no typing, no 下一步).
    await page.goto(`${BASE}/user/vat/service/company-info`);
    await page.waitForSelector(`${WIZ}[data-ready="true"]`);
    const zhang = await company(login.token, '张伟电子');
    await fill(page, '[data-testid="vs-qcc-input"]', '张伟电子');
    await page.click('[data-testid="vs-qcc-search"]');
    await page.waitForSelector('[data-testid="vs-qcc-fill"]');
    await page.click('[data-testid="vs-qcc-fill"]');
    await page.waitForFunction(
      async (token: string, code: string) => {
        const r = await fetch('/api/draft?type=vat-service', { headers: { authorization: `Bearer ${token}` } });
        const d = await r.json();
        return d?.data?.data?.values?.registerNumber === code;
      },
      { timeout: 15_000, polling: 300 },
      login.token,
      zhang.registerNo,
    );
    expect((await storedDraft(page, 'vat-service', ''))?.values).toEqual(expect.objectContaining({ companyName: zhang.companyName, storeName: 'ZW Home EU' }));
  });
});
