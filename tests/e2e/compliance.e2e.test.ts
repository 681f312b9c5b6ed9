/**
 * Compliance and authorised representatives in Chromium (issue #22): a guest gets the two open pages
 * with a way to log in; a seller stops the seeded UK order still under review, downloads the label
 * text of the active EU representative, then orders an EU responsible person and a UK representative
 * in one wizard run (leaving and returning restores the draft at the step left), previews the fees,
 * submits and sees both on the list; an agent narrows the list to one client and to a stage sub-list.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'puppeteer';
import { BASE, clickText, fill, ocrSample, okPopconfirm, openAs, pagePerTest, shot, takeOcr, typeDate, waitForText } from './helpers';
import { clearSelect, closeDropdowns, columnTexts, fieldByLabel, pickOption, waitForRows } from './kit-pages';
import { ProTablePO, StepsFormPO } from './page-objects';
import { apiData, downloadsOf } from './vat-pages';

let page: Page;
const suite = pagePerTest((p) => {
  page = p;
});

const WIZ = '[data-testid="cp-wizard"]';
const LIST = '[data-testid="cp-list"]';
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A real file of `bytes` named `name` in a temp folder. */
function file(name: string, bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-'));
  const f = path.join(dir, name);
  fs.writeFileSync(f, bytes);
  return f;
}
const pdf = (name: string) => file(name, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));

async function upload(testId: string, f: string): Promise<void> {
  const input = await page.waitForSelector(`[data-testid="${testId}"] input[type=file]`);
  await input!.uploadFile(f);
  await page.waitForSelector(`[data-testid="${testId}-file"]`, { timeout: 15_000 });
}


/** The product compliance fields of service `k`. */
async function fillService(k: string, start: string, year: string, brand: string): Promise<void> {
  const card = `[data-testid="cp-svc-${k}"]`;
  await page.waitForSelector(card);
  await typeDate(page, `#cp-${k}-start`, start);
  await page.click(`#cp-${k}-year`, { clickCount: 3 });
  await page.type(`#cp-${k}-year`, year);
  const inputs = `[data-testid="cp-${k}-stores"] input`;
  await page.waitForSelector(inputs);
  const [name, link] = await page.$$(inputs);
  await name.type(brand);
  await link.type(`https://www.amazon.de/stores/${brand}`);
  await clickText(page, `${card} label.ant-checkbox-wrapper`, '玩具');
  await upload(`cp-${k}-doc`, pdf(`${k}-DoC.pdf`));
}

describe('compliance', () => {
  it('a guest gets the open list and the open company step, each with a way to log in', async () => {
    await page.goto(`${BASE}/user/compliance/list`);
    await page.waitForSelector('[data-testid="cp-list-guest"]');
    await waitForText(page, '登录后查看您的授权代表服务');
    await shot(page, 'compliance-list-guest');
    await page.goto(`${BASE}/user/compliance/company-info`);
    await page.waitForSelector('[data-testid="wizard-guest"]');
    expect(await page.$eval('[data-testid="wizard-guest-step"]', (e) => (e as HTMLElement).innerText)).toContain('公司信息');
    await shot(page, 'compliance-company-guest');
    await page.click('[data-testid="wizard-guest-login"]');
    await page.waitForFunction(() => location.pathname === '/login');
    const redirect = new URL(page.url()).searchParams.get('redirect')!;
    expect(Buffer.from(redirect, 'base64').toString('utf8')).toBe('/user/compliance/company-info');
  });

  it('a seller stops an order, downloads the label text, orders EU + UK in one run (draft restored), previews the fees and sees them on the list', async () => {
    const dl = await downloadsOf(suite.browser());
    const login = await openAs(page, 'seller', '/user/compliance/list');
    const table = new ProTablePO(page, LIST);
    await waitForRows(page, LIST, 3);
    // The seeded UK order under review is stopped (a new UK order would be a duplicate).
    await page.click('[data-testid="cp-stop-7002"]');
    await okPopconfirm(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="cp-status-7002"]')?.getAttribute('data-status') === '5');
    // The active EU representative's label text: name, postal and electronic address.
    expect(await page.$eval('[data-testid="cp-days-7001"]', (e) => (e as HTMLElement).innerText)).toMatch(/^剩 \d+ 天$/);
    await page.click('[data-testid="cp-label-7001"]');
    const label = await page.waitForSelector('[data-testid="cp-label-text"]');
    expect(await label!.evaluate((e) => (e as HTMLElement).innerText)).toContain('EU Responsible Person:');
    await shot(page, 'compliance-label');
    // the dialog's opening animation has ended before the click, and a click that began no download is made again
    // (under load a click on the dialog still opening missed the button: CI, 2026-12-02)
    await dl.clickToDownload(page, '[data-testid="cp-label-download"]');
    const text = fs.readFileSync(await dl.next('.txt'), 'utf8');
    expect(text).toContain('Yishui Compliance GmbH');
    expect(text).toContain('Friedrichstraße 68, 10117 Berlin, Germany');
    expect(text).toContain('E-mail: eu-rep@yishui.example.cn');
    dl.cleanup();
    await page.keyboard.press('Escape');

    // The wizard: company, legal person, product compliance for EU + UK.
    await page.goto(`${BASE}/user/compliance/company-info`);
    const steps = new StepsFormPO(page, WIZ);
    await page.waitForSelector(`${WIZ}[data-ready="true"]`);
    const zhang = (await apiData<{ companyName: string; legalName: string }[]>(`/api/vat-tax/qcc?keyword=${encodeURIComponent('张伟电子')}`, login.token))[0];
    await upload('cp-licence', ocrSample('licence.png'));
    await fill(page, '[data-testid="cp-qcc-input"]', zhang.companyName);
    await page.click('[data-testid="cp-qcc-search"]');
    await page.waitForSelector('[data-testid="cp-qcc-fill"]');
    await page.click('[data-testid="cp-qcc-fill"]');
    await shot(page, 'compliance-1-company');
    await steps.next();
    await steps.waitStep(1);
    await upload('cp-idcard', ocrSample('idcard.png'));
    await takeOcr(page, 'cp-idcard');
    await page.waitForSelector('[data-testid="cp-legal-result"][data-status="3"]', { timeout: 15_000 });
    await fill(page, `${await fieldByLabel(page, WIZ, '法人姓名')} input`, zhang.legalName);
    await page.waitForSelector('[data-testid="cp-legal-result"][data-status="1"]', { timeout: 15_000 });
    await steps.next();
    await steps.waitStep(2);
    // Nothing chosen: the step refuses in Chinese.
    await steps.clickNext();
    await waitForText(page, '请至少选择一项服务');
    await clickText(page, `${WIZ} label.ant-checkbox-wrapper`, '欧盟负责人（GPSR 欧代）');
    await clickText(page, `${WIZ} label.ant-checkbox-wrapper`, '英国授权代表（英代）');
    await fillService('euAgent', day(5), '2', 'ZWKids');
    await fillService('gbAgent', day(6), '1', 'ZWKids');
    // The step shows each service's end date and fee as typed (EU: 2 years from day + 5).
    await page.waitForFunction(() => document.querySelector('[data-testid="cp-euAgent-fee"]')?.textContent === '费用：¥3600.00');
    expect(await page.$eval('[data-testid="cp-euAgent-end"]', (e) => e.textContent)).toMatch(/^到期日期：\d{4}-\d{2}-\d{2}$/);
    await shot(page, 'compliance-3-info');
    // Leave and return: the draft (saved within the debounce) brings back the step and the values.
    await page.waitForFunction(
      async (token: string) => {
        const r = await fetch('/api/draft?type=compliance', { headers: { authorization: `Bearer ${token}` } });
        const d = await r.json();
        const v = d?.data?.data?.values;
        return v?.services?.length === 2 && v?.svc?.gbAgent?.documents?.length === 1 && v?.svc?.euAgent?.year === 2;
      },
      { timeout: 15_000, polling: 300 },
      login.token,
    );
    await page.goto(`${BASE}/user/compliance`);
    await page.waitForSelector('[data-testid="cp-order-euAgent"]');
    await page.click('[data-testid="cp-order-euAgent"]');
    await steps.waitStep(2);
    expect(await page.$eval('#cp-euAgent-year', (e) => (e as HTMLInputElement).value)).toBe('2');
    expect(await page.$eval('[data-testid="cp-gbAgent-stores"] input', (e) => (e as HTMLInputElement).value)).toBe('ZWKids');
    await steps.next();
    await steps.waitStep(3);
    // The preview: one line per service and the total (EU 1800 × 2 + UK 1800 × 1).
    expect(await page.$eval('[data-testid="cp-total"]', (e) => (e as HTMLElement).innerText)).toBe('¥5400.00');
    expect(await page.$eval('[data-testid="cp-fee-euAgent"]', (e) => (e as HTMLElement).innerText)).toContain('¥3600.00');
    // Every step read back field by field: the company, each service's start, length, brand and store, document.
    const rb = (id: string) => page.$eval(`[data-testid="readback-${id}"]`, (e) => (e as HTMLElement).innerText.trim());
    expect(await rb('company-companyName')).toBe(zhang.companyName);
    expect(await rb('company-businessLicense')).toBe('licence.png');
    expect(await rb('legal-legalName')).toBe(zhang.legalName);
    expect([await rb('info-svc.euAgent.expectValidDate'), await rb('info-svc.euAgent.year'), await rb('info-svc.gbAgent.year')]).toEqual([day(5), '2 年', '1 年']);
    expect(await rb('info-svc.euAgent.stores')).toContain('https://www.amazon.de/stores/ZWKids');
    expect(await rb('info-svc.euAgent.documents')).toBe('euAgent-DoC.pdf');
    await shot(page, 'compliance-4-preview');
    // The info step's edit link opens it with the values kept; 下一步 comes back to the preview.
    await page.click('[data-testid="wizard-goto-info"]');
    await steps.waitStep(2);
    expect(page.url()).toContain('/user/compliance/info');
    expect([await page.$eval('#cp-euAgent-year', (e) => (e as HTMLInputElement).value), await page.$eval('#cp-euAgent-start', (e) => (e as HTMLInputElement).value)]).toEqual(['2', day(5)]);
    await steps.next();
    await steps.waitStep(3);
    expect(await rb('info-svc.euAgent.year')).toBe('2 年');
    await page.click('[data-testid="wizard-submit"]');
    await page.waitForSelector('[data-testid="wizard-finished"]');
    await page.click('[data-testid="cp-to-list"]');
    await waitForRows(page, LIST, 5);
    const rows = await apiData<{ list: { type: string; status: number; stores: { brandName: string }[] }[] }>('/api/compliance/list?perPage=50', login.token);
    const mine = rows.list.filter((r) => r.stores.some((s) => s.brandName === 'ZWKids'));
    expect(mine.map((r) => [r.type, r.status]).sort()).toEqual([
      ['euAgent', 1],
      ['gbAgent', 1],
    ]);
    await page.click('[data-testid="cp-tab-inProgress"]');
    await table.waitRowCount(2);
    await shot(page, 'compliance-list');
    // Every step, the read-back and an edit link: longer than the default 120 s on a loaded machine.
  }, 240_000);

  it('no silent correction: 6 years and a past start stay in their fields and are refused with the reason in Chinese', async () => {
    await openAs(page, 'seller', '/user/compliance/info');
    await page.waitForSelector(`${WIZ}[data-ready="true"]`);
    const steps = new StepsFormPO(page, WIZ);
    await clickText(page, `${WIZ} label.ant-checkbox-wrapper`, '欧盟负责人（GPSR 欧代）');
    await page.waitForSelector('#cp-euAgent-year');
    const explain = async (label: string) => page.$eval(`${await fieldByLabel(page, '[data-testid="cp-svc-euAgent"]', label)}`, (e) => (e.querySelector('.ant-form-item-explain') as HTMLElement | null)?.innerText ?? '');
    // 6 years: kept as typed (not turned into 5), refused at the field with the range.
    await fill(page, '#cp-euAgent-year', '6');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => (document.querySelector('#cp-euAgent-year') as HTMLInputElement).value === '6');
    await steps.clickNext();
    await page.waitForFunction(async () => (document.querySelector('[data-testid="cp-svc-euAgent"]') as HTMLElement).innerText.includes('服务年限只能是 1 到 5 之间的整数'), { timeout: 15_000 });
    expect(await explain('服务年限（年）')).toContain('服务年限只能是 1 到 5 之间的整数（最长 5 年），请改为 1–5 年');
    expect(await page.$eval('#cp-euAgent-year', (e) => (e as HTMLInputElement).value)).toBe('6');
    // A past start: kept in the picker, refused saying why (not just 请选择预计生效日期).
    await typeDate(page, '#cp-euAgent-start', day(-3));
    await steps.clickNext();
    await page.waitForFunction(() => (document.querySelector('[data-testid="cp-svc-euAgent"]') as HTMLElement).innerText.includes('预计生效日期不能早于今天'), { timeout: 15_000 });
    // The message says why, and only that (the earlier "请选择…" of the empty field fades out first).
    const startField = await fieldByLabel(page, '[data-testid="cp-svc-euAgent"]', '预计生效日期');
    await page.waitForFunction((f: string) => (document.querySelector(`${f} .ant-form-item-explain`) as HTMLElement | null)?.innerText.trim() === '预计生效日期不能早于今天：授权代表服务只能从今天或以后开始生效，请选择今天或之后的日期', { timeout: 15_000 }, startField);
    expect(await page.$eval('#cp-euAgent-start', (e) => (e as HTMLInputElement).value)).toBe(day(-3));
    expect(await steps.current()).toBe(2);
    await shot(page, 'compliance-refused');
    // Corrected: both messages go.
    await fill(page, '#cp-euAgent-year', '5');
    await page.click('#cp-euAgent-start');
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
    await typeDate(page, '#cp-euAgent-start', day(2));
    await page.waitForFunction(() => !(document.querySelector('[data-testid="cp-svc-euAgent"]') as HTMLElement).innerText.match(/服务年限只能是|不能早于今天/), { timeout: 15_000 });
    await page.waitForSelector('[data-testid="cp-euAgent-fee"]');
    expect(await page.$eval('[data-testid="cp-euAgent-fee"]', (e) => e.textContent)).toBe('费用：¥9000.00');
  });

  it('the agent narrows the list to one client and to the completed transfers', async () => {
    const login = await openAs(page, 'agent', '/user/compliance/list');
    const c3 = login.user.clients!.find((c) => c.id === 5)!;
    const table = new ProTablePO(page, LIST);
    await waitForRows(page, LIST, 4);
    await pickOption(page, await fieldByLabel(page, `${LIST} .ant-pro-query-filter`, '所属用户'), c3.name);
    await closeDropdowns(page);
    await table.submit();
    await table.waitRowCount(2);
    expect(new Set(await columnTexts(page, LIST, '所属用户'))).toEqual(new Set([c3.name]));
    // Issue #25 "One 所属用户": the list's filter is the header's selector; clearing it widens the list again.
    await clearSelect(page, '[data-testid="belonging-user"]');
    await closeDropdowns(page);
    await page.waitForFunction(() => sessionStorage.getItem('yishui.users') === null);
    await table.reset();
    await table.waitRowCount(4);
    await page.click('[data-testid="cp-tab-transferAgentCompleted"]');
    await table.waitRowCount(1);
    await shot(page, 'compliance-agent');
  });

  it('a seller corrects a returned service: the reason, a bad store URL refused, categories and start corrected, back to 审核中', async () => {
    const login = await openAs(page, 'seller', '/user/compliance/list');
    const listed = async () => (await apiData<{ list: { id: number; status: number; type: string; expectValidDate: string; categories: string[]; stores: { brandName: string; link?: string }[]; returnReason: string | null }[] }>('/api/compliance/list?perPage=100', login.token)).list;
    const returned = (await listed()).find((r) => r.status === 2)!;
    expect(returned).toBeTruthy();
    await page.waitForSelector(`[data-testid="cp-edit-${returned.id}"]`, { visible: true });
    // only the returned service offers 修改
    expect(await page.$$eval('[data-testid^="cp-edit-"]', (els) => els.length)).toBe(1);
    await page.click(`[data-testid="cp-edit-${returned.id}"]`);
    await page.waitForSelector('[data-testid="cp-edit"]', { visible: true });
    expect(await page.$eval('[data-testid="cp-edit-reason"]', (e) => (e as HTMLElement).innerText)).toContain('ZW-Home 在售的是化妆品，现登记为食品');
    expect(returned.categories).toEqual(['food']);
    const k = returned.type;
    const clearAndType = async (selector: string, value: string) => {
      await page.click(selector);
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      if (value) await page.type(selector, value);
    };
    // the service's values are there; a malformed store URL is refused at the field and nothing is sent
    const linkSel = `[data-testid="cp-${k}-stores"] input[placeholder^="https://"]`;
    expect(await page.$eval(linkSel, (i) => (i as HTMLInputElement).value)).toBe(returned.stores[0].link);
    await clearAndType(linkSel, 'https://www.amazon.c0m/stores/ZW-Home');
    await clickText(page, '.ant-modal-footer button', '重新提交审核');
    await page.waitForFunction(() => (document.querySelector('[data-testid="cp-edit"]') as HTMLElement | null)?.innerText.includes('品牌链接格式有误'), { timeout: 15_000 });
    expect((await listed()).find((r) => r.id === returned.id)!.status).toBe(2);
    await clearAndType(linkSel, 'https://www.amazon.com/stores/ZW-Home');
    // what is sold: cosmetics, not food; and a new start. Each box is seen to change before the next
    // is clicked (CI, 2026-11-28: two clicks in quick succession left 食品 checked)
    const boxes = `[data-testid="cp-svc-${k}"] label.ant-checkbox-wrapper`;
    const setBox = async (label: string, checked: boolean) => {
      // the label whose text is exactly `label` (厨具与食品接触 also contains 食品)
      const state = (sel: string, t: string) => {
        const el = [...document.querySelectorAll(sel)].find((e) => (e as HTMLElement).innerText.trim() === t);
        return el ? el.classList.contains('ant-checkbox-wrapper-checked') : null;
      };
      const isChecked = () => page.evaluate(state, boxes, label);
      for (let attempt = 0; attempt < 3 && (await isChecked()) !== checked; attempt++) {
        await page.evaluate(
          (sel: string, t: string) => ([...document.querySelectorAll(sel)].find((e) => (e as HTMLElement).innerText.trim() === t) as HTMLElement).click(),
          boxes,
          label,
        );
        await page
          .waitForFunction(
            (sel: string, t: string, want: boolean) => {
              const el = [...document.querySelectorAll(sel)].find((e) => (e as HTMLElement).innerText.trim() === t);
              return !!el && el.classList.contains('ant-checkbox-wrapper-checked') === want;
            },
            { timeout: 3_000 },
            boxes,
            label,
            checked,
          )
          .catch(() => undefined);
      }
      expect(await isChecked()).toBe(checked);
    };
    await setBox('食品', false);
    await setBox('化妆品', true);
    const start = day(30);
    await clearAndType(`#cp-${k}-start`, '');
    await typeDate(page, `#cp-${k}-start`, start);
    await shot(page, 'compliance-correct');
    await clickText(page, '.ant-modal-footer button', '重新提交审核');
    await waitForText(page, '已重新提交，等待审核');
    await page.waitForFunction((sel: string) => (document.querySelector(sel) as HTMLElement | null)?.innerText.includes('审核中'), { timeout: 15_000 }, `[data-testid="cp-status-${returned.id}"]`);
    const after = (await listed()).find((r) => r.id === returned.id)!;
    expect(after).toMatchObject({ status: 1, expectValidDate: start, categories: ['cosmetics'], returnReason: null, stores: [{ brandName: 'ZW-Home', link: 'https://www.amazon.com/stores/ZW-Home' }] });
    expect(await page.$(`[data-testid="cp-edit-${returned.id}"]`)).toBeNull();
  });
});
