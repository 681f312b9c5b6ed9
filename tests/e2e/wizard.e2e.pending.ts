/**
 * The wizard kit end to end on the demo `/dev/wizard` (src/pages/dev/wizard). PENDING: it needs the
 * demo's four routes in config/routes/dev.ts (listed in the page's comment), which this branch may
 * not edit; the file name keeps it out of `npm run test:e2e` until they are added — then rename it
 * to `wizard.e2e.test.ts`. Run it by hand with
 * `npm run build && E2E_PORT=8011 npm run test:e2e -- --testMatch '**\/wizard.e2e.pending.ts'`.
 *
 * The story: type in step 1 (a VAT number refused for its check digits, then a valid one), leave,
 * come back at the step left, finish step 1, type in step 2, leave, come back at step 2, open the
 * preview directly — it refuses with step 2 unfinished and links to it — finish, a failing submit
 * keeps the draft and the values, a good one removes the draft and opens the finished page.
 */
import type { Page } from 'puppeteer';
import { api, BASE, clickText, fill, loginThroughForm, pagePerTest, shot, waitForText } from './helpers';

let page: Page;
pagePerTest((p) => {
  page = p;
});

const WIZ = '[data-testid="dev-wizard"]';

/** The stored draft of the demo, through the API with the page's token. */
async function storedDraft(): Promise<{ values: Record<string, unknown>; finished: Record<string, boolean>; current: string } | null> {
  const token = JSON.parse((await page.evaluate(() => sessionStorage.getItem('yishui.access_token'))) || '""') as string;
  const res = await api<{ data: { data: { values: Record<string, unknown>; finished: Record<string, boolean>; current: string } } | null }>('GET', '/api/draft?type=dev-wizard', undefined, token);
  return res.data?.data ?? null;
}

/** Waits until the wizard is ready at `step` and the URL is `path`. */
async function at(step: string, path: string) {
  await page.waitForFunction(
    (sel: string, s: string, p: string) => {
      const el = document.querySelector(sel);
      return el?.getAttribute('data-ready') === 'true' && el.getAttribute('data-step') === s && location.pathname === p;
    },
    { timeout: 15_000 },
    WIZ,
    step,
    path,
  ).catch(async (e) => {
    const seen = await page.evaluate((sel: string) => {
      const el = document.querySelector(sel);
      return `${location.pathname} ready=${el?.getAttribute('data-ready')} step=${el?.getAttribute('data-step')}`;
    }, WIZ);
    await shot(page, 'wizard-debug');
    throw new Error(`${String(e)}: expected ${step} at ${path}, saw ${seen}`);
  });
}

/** Waits until the draft's save state is `saved`. */
async function saved() {
  await page.waitForSelector('[data-testid="wizard-draft-status"][data-state="saved"]', { timeout: 10_000 });
}

/** The value of the visible input `#id` of the active step (antd ids are `<step key>_<field>`). */
async function valueOf(id: string): Promise<string> {
  await page.waitForSelector(`.ant-pro-steps-form-step-active #${id}`);
  return page.$eval(`.ant-pro-steps-form-step-active #${id}`, (el) => (el as HTMLInputElement).value);
}

/** Picks `label` in the Select of the active step's field `#id`. */
async function choose(id: string, label: string) {
  await page.click(`.ant-pro-steps-form-step-active #${id}`);
  await clickText(page, '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', label);
}

describe('wizard kit on /dev/wizard', () => {
  it('type, leave, return at the step left, finish, preview refuses, failed and good submit', async () => {
    await page.goto(`${BASE}/login?redirect=${encodeURIComponent(Buffer.from('/dev/wizard').toString('base64'))}`);
    await loginThroughForm(page, 'seller');
    await at('tag', '/dev/wizard');
    await page.waitForFunction(() => document.title === '分步表单演示 - 一税');
    expect(await storedDraft()).toBeNull();

    // Step 1: a well-formed number with wrong check digits is refused at the field.
    await fill(page, '.ant-pro-steps-form-step-active #tag_vatNumber', 'GB123456789');
    await choose('tag_tag', '重点客户');
    await page.click('[data-testid="wizard-next"]');
    await waitForText(page, '请检查 VAT 税号格式是否正确');
    await at('tag', '/dev/wizard');
    await fill(page, '.ant-pro-steps-form-step-active #tag_vatNumber', 'GB980780684');
    await saved();
    expect(await storedDraft()).toEqual({ values: { country: 'GB', vatNumber: 'GB980780684', tag: 'key' }, finished: {}, current: 'tag' });
    await shot(page, 'wizard-step1');

    // Leave and come back through the entry: step 1 with what was typed.
    await page.goto(`${BASE}/`);
    await waitForText(page, '欢迎回来');
    await page.goto(`${BASE}/dev/wizard`);
    await at('tag', '/dev/wizard');
    expect(await valueOf('tag_vatNumber')).toBe('GB980780684');

    // Finish step 1: step 2's URL, the draft saved at once with step 1 finished.
    await page.click('[data-testid="wizard-next"]');
    await at('note', '/dev/wizard/note');
    await page.waitForFunction(() => document.querySelector('[data-testid="wizard-draft-status"]')?.getAttribute('data-state') === 'saved');
    expect(await storedDraft()).toMatchObject({ finished: { tag: true }, current: 'note' });
    // A cleared field is cleared in the draft too.
    await fill(page, '.ant-pro-steps-form-step-active #note_note', '临时');
    await saved();
    expect((await storedDraft())?.values.note).toBe('临时');
    await page.click('.ant-pro-steps-form-step-active #note_note', { clickCount: 3 });
    await page.keyboard.press('Backspace');
    await page.waitForFunction(() => document.querySelector('[data-testid="wizard-draft-status"]')?.getAttribute('data-state') === 'pending');
    await saved();
    expect((await storedDraft())?.values.note ?? '').toBe('');
    await fill(page, '.ant-pro-steps-form-step-active #note_note', '季度复核');
    await saved();
    expect((await storedDraft())?.values.note).toBe('季度复核');

    // Browser back shows step 1 again, forward step 2.
    await page.goBack();
    await at('tag', '/dev/wizard');
    expect(await valueOf('tag_vatNumber')).toBe('GB980780684');
    await page.goForward();
    await at('note', '/dev/wizard/note');
    expect(await valueOf('note_note')).toBe('季度复核');
    await saved();
    expect((await storedDraft())?.current).toBe('note');

    // Leave; returning through the entry resumes at step 2, the step left.
    await page.goto(`${BASE}/`);
    await waitForText(page, '欢迎回来');
    await page.goto(`${BASE}/dev/wizard`);
    await at('note', '/dev/wizard/note');
    expect(await valueOf('note_note')).toBe('季度复核');
    await shot(page, 'wizard-restored-step2');

    // The preview opened directly: step 2 is unfinished (typed, never completed), so it refuses.
    await page.goto(`${BASE}/dev/wizard/preview`);
    await at('preview', '/dev/wizard/preview');
    expect(await page.$eval('[data-testid="wizard-step-tag"]', (e) => e.getAttribute('data-finished'))).toBe('true');
    expect(await page.$eval('[data-testid="wizard-step-note"]', (e) => e.getAttribute('data-finished'))).toBe('false');
    expect(await page.$eval('[data-testid="wizard-step-tag"]', (e) => (e as HTMLElement).innerText)).toContain('GB980780684 · 重点客户');
    await page.click('[data-testid="wizard-submit"]');
    await page.waitForSelector('[data-testid="wizard-refused"]');
    await at('preview', '/dev/wizard/preview');
    await shot(page, 'wizard-preview-refused');

    // Its link leads to step 2; a note with "失败" makes the demo's submit fail.
    await page.click('[data-testid="wizard-goto-note"]');
    await at('note', '/dev/wizard/note');
    await fill(page, '.ant-pro-steps-form-step-active #note_note', '提交失败演示');
    await page.click('[data-testid="wizard-next"]');
    await at('preview', '/dev/wizard/preview');
    expect(await page.$eval('[data-testid="wizard-step-note"]', (e) => e.getAttribute('data-finished'))).toBe('true');
    await page.click('[data-testid="wizard-submit"]');
    await page.waitForSelector('[data-testid="wizard-error"]');
    expect(await page.$eval('[data-testid="wizard-error"]', (e) => (e as HTMLElement).innerText)).toContain('提交被拒绝');
    await at('preview', '/dev/wizard/preview');
    expect(await storedDraft()).toMatchObject({ values: { vatNumber: 'GB980780684', note: '提交失败演示' }, finished: { tag: true, note: true } });
    await shot(page, 'wizard-submit-failed');

    // Fixing the note and submitting: the finished page, the draft removed.
    await page.click('[data-testid="wizard-goto-note"]');
    await at('note', '/dev/wizard/note');
    expect(await valueOf('note_note')).toBe('提交失败演示');
    await fill(page, '.ant-pro-steps-form-step-active #note_note', '季度复核');
    await page.click('[data-testid="wizard-next"]');
    await at('preview', '/dev/wizard/preview');
    await page.click('[data-testid="wizard-submit"]');
    await page.waitForFunction(() => location.pathname === '/dev/wizard/finished');
    await page.waitForSelector('[data-testid="wizard-finished"]');
    await waitForText(page, '提交成功');
    expect(await storedDraft()).toBeNull();
    await shot(page, 'wizard-finished');

    // A new visit starts empty at step 1.
    await page.goto(`${BASE}/dev/wizard`);
    await at('tag', '/dev/wizard');
    expect(await valueOf('tag_vatNumber')).toBe('');
  });

  it('a step URL opened directly without a draft shows that step', async () => {
    await page.goto(`${BASE}/login?redirect=${encodeURIComponent(Buffer.from('/dev/wizard/note').toString('base64'))}`);
    await loginThroughForm(page, 'seller');
    await at('note', '/dev/wizard/note');
    expect(await valueOf('note_note')).toBe('');
  });
});
