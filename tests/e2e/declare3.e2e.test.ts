/**
 * Issue #19 "Never file a wrong return silently", the declaration part, end to end in Chromium:
 * - a real Amazon report of another period (the January 2020 report of tests/fixtures/vat) on a
 *   September 2026 declaration: the calculation shows the blocking problem, and the declaration
 *   cannot be confirmed from its page, the list (row and batch) or the batch page; the warnings
 *   read in Chinese (title, meaning, action; the code only on the support line); once the right
 *   report is in (a few late rows: a warning, not a block) ONE confirmation lists the warnings;
 * - the German payment guide shows Finanzamt Neukölln's IBAN with its source; the guide of an
 *   overdue period shows the late-payment rule with its source;
 * - the Italian quarterly settlement asks for VP14 with the 1 % interest (419.15) due on a working
 *   day (Monday 17 August 2026, the 16th being a Sunday), and that payment is accepted; its receipt
 *   shows the Italian reference in Beijing time, no HMRC field.
 * Set-up by API where the flow is not what is tested (uploading the report to the declaration).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'puppeteer';
import { generateVtr } from '../../scripts/gen-vtr';
import { api, clickSettled, okConfirmWarnings, okPopconfirm, openAs, pagePerTest, shot, startBatchRun, waitForText } from './helpers';
import { apiLogin, uploadAs } from './kit-pages';
import { ProTablePO } from './page-objects';
import { apiData, checkRow } from './vat-pages';

let page: Page;
pagePerTest((p) => {
  page = p;
});
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'declare3-e2e-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const LIST = '[data-testid="declare-list"]';
const PICK = '[data-testid="batch-pick"]';

interface Detail {
  id: number;
  status: number;
  vatTaxId: number;
  vatNumber: string;
  periodStart: string;
  periodEnd: string;
  amount: string | null;
  dueDate: string;
  actions: string[];
  calcs: { status: string; problems: string[] }[];
}

const textOf = (sel: string) => page.$eval(sel, (e) => (e as HTMLElement).innerText.trim());

/** Uploads `content` as the period's report of declaration `id` (as the agent) and runs the engine until it finishes. */
async function calculateWith(token: string, id: number, name: string, content: string): Promise<Detail> {
  const d = await apiData<Detail>(`/api/vat-declare/${id}`, token);
  const file = await uploadAs(token, name, content);
  const saved = await api<{ success: boolean }>('POST', '/api/vat-declare/batch-save', { vatTaxId: d.vatTaxId, periodStart: d.periodStart, saleFiles: [file] }, token);
  expect(saved.success).toBe(true);
  expect((await api<{ success: boolean }>('POST', `/api/vat-declare/tax-calculate/${id}`, {}, token)).success).toBe(true);
  for (let i = 0; i < 200; i += 1) {
    const now = await apiData<Detail>(`/api/vat-declare/${id}`, token);
    if (now.calcs[0] && now.calcs[0].status !== 'running') return now;
    await new Promise((r) => {
      setTimeout(r, 250);
    });
  }
  throw new Error('the calculation did not finish');
}

async function detailStatus(status: number) {
  await page.waitForSelector(`[data-testid="detail-status"][data-status="${status}"]`, { timeout: 20_000 });
}

describe('agent', () => {
  it('a report of another period cannot be confirmed from the declaration page, the list or the batch page; the right one is confirmed in one step', async () => {
    const s = await apiLogin('agent');
    const real = fs.readFileSync(path.join(__dirname, '../fixtures/vat/legacy_pre2021_vtr_SampleAG_2020-JAN_TM312.txt'), 'utf8');
    const blocked = await calculateWith(s.token, 5008, 'Sales Tax Transaction Report_2020-JAN.txt', real);
    expect(blocked.status).toBe(2);
    expect(blocked.calcs[0].problems[0]).toContain('没有任何交易落在申报期间');

    // 1. the declaration's page: the blocking problem with its ways out, no 确认, warnings in Chinese
    await openAs(page, 'agent', '/user/declare/view-data?id=5008');
    await page.waitForSelector('[data-testid="declare-blockers"]');
    const blockers = await textOf('[data-testid="declare-blockers"]');
    expect(blockers).toContain(`没有任何交易落在申报期间 ${blocked.periodStart} 至 ${blocked.periodEnd} 内`);
    expect(blockers).toContain('报告日期 2020-01-02 至 2020-01-29');
    await page.waitForSelector('[data-testid="blockers-zero"]');
    expect(await page.$('[data-testid="act-confirm-5008"]')).toBeNull();
    expect(await page.$('[data-testid="act-directDeclare-5008"]')).toBeNull();
    await page.waitForSelector('[data-testid="declare-warnings"] [data-testid="warning-PERIOD_MISMATCH"]');
    const warnings = await textOf('[data-testid="declare-warnings"]');
    expect(warnings).toContain('税期不符');
    expect(warnings).toContain('这些交易没有计入本期税额');
    expect(warnings).toContain('技术代码（供客服核对）：PERIOD_MISMATCH');
    expect(warnings).not.toMatch(/TRANSACTION_[A-Z_]+|ACTIVITY_PERIOD/);
    await shot(page, 'declare3-blocked');

    // 2. the list: no 确认 on the row; the toolbar's batch 确认 is refused with the reason
    await page.goto(`${page.url().split('/user/')[0]}/user/declare`);
    await page.waitForSelector(`${LIST} tr.ant-table-row[data-row-key="5008"]`);
    expect(await page.$('[data-testid="act-confirm-5008"]')).toBeNull();
    await checkRow(page, LIST, 5008);
    await page.click('[data-testid="batch-confirm"]');
    await page.waitForSelector('[data-testid="refused-5008"]');
    expect(await textOf('[data-testid="refused-5008"]')).toContain('本期计算有阻止申报的问题，不能执行「确认」：上传的报告没有任何交易落在申报期间');
    await shot(page, 'declare3-list-refused');

    // 3. the batch page: the forecast names it, the run refuses it
    await page.goto(`${page.url().split('/user/')[0]}/service/batch-declaration`);
    const table = new ProTablePO(page, PICK);
    await page.waitForSelector(`${PICK} tr.ant-table-row[data-row-key="5008"]`);
    await table.ready();
    await checkRow(page, PICK, 5008);
    await page.click('[data-testid="batch-next"]');
    await page.waitForSelector('[data-testid="batch-run-step"]', { visible: true });
    await page.click('[data-testid="batch-action"] .ant-radio-button-wrapper:has(input[value="confirm"])');
    await page.waitForSelector('[data-testid="predict-5008"]');
    expect(await textOf('[data-testid="predict-5008"]')).toContain('本期计算有阻止申报的问题，不能执行「确认」');
    await startBatchRun(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="outcome-5008"]')?.getAttribute('data-outcome') === 'refused', { timeout: 20_000 });
    expect(await textOf('[data-testid="outcome-5008"]')).toContain('本期计算有阻止申报的问题');
    await shot(page, 'declare3-batch-refused');
    expect((await apiData<Detail>('/api/vat-declare/5008', s.token)).status).toBe(2);

    // 4. the right report (a few late rows: a warning, not a block): ONE confirmation lists the warnings
    // a few rows dated in the six days after the period (issue #32: a transfer of the period is no longer pushed out of it by default)
    const late = new Date(`${blocked.periodEnd}T00:00:00Z`);
    late.setUTCDate(late.getUTCDate() + 6);
    const right = generateVtr({ seed: 8, rows: 160, period: { from: blocked.periodStart, to: late.toISOString().slice(0, 10) } });
    const ready = await calculateWith(s.token, 5008, 'vtr-2026-09.csv', right);
    expect(ready.calcs[0].problems).toEqual([]);
    expect(ready.status).toBe(3);
    await page.goto(`${page.url().split('/service/')[0]}/user/declare/view-data?id=5008`);
    await detailStatus(3);
    expect(await page.$('[data-testid="declare-blockers"]')).toBeNull();
    await page.waitForSelector('[data-testid="declare-warnings"] [data-testid="warning-PERIOD_MISMATCH"]');
    expect(await page.$('[data-testid="declare-warnings"] .ant-checkbox')).toBeNull();
    await clickSettled(page, '[data-testid="act-confirm-5008"]');
    await page.waitForSelector('[data-testid="confirm-warnings"]', { visible: true });
    const dialog = await textOf('[data-testid="confirm-warnings"]');
    expect(dialog).toMatch(/本期计算有 \d+ 条提醒（不阻止申报）/);
    expect(dialog).toContain('税期不符');
    await shot(page, 'declare3-one-confirmation');
    await okConfirmWarnings(page);
    await detailStatus(4);
    expect((await apiData<Detail>('/api/vat-declare/5008', s.token)).status).toBe(4);
  });

  it('the German payment guide: Finanzamt Neukölln’s IBAN with its source; an overdue period shows the late-payment rule', async () => {
    const login = await openAs(page, 'agent', '/user/declare/payment?id=5007');
    const d = await apiData<Detail>('/api/vat-declare/5007', login.token);
    await page.waitForSelector('[data-testid="payment-guide"]');
    await page.waitForSelector('[data-testid="guide-iban"]');
    expect(await textOf('[data-testid="guide-iban"]')).toBe('DE94100500006600046463');
    expect(await textOf('[data-testid="guide-bic"]')).toBe('BELADEBEXXX');
    expect(await textOf('[data-testid="guide-source-iban"]')).toContain('https://www.berlin.de/sen/finanzen/steuern/finanzaemter/');
    expect(await textOf('[data-testid="guide-beneficiary"]')).toBe('Finanzamt Neukölln');
    expect(await textOf('[data-testid="guide-reference"]')).toMatch(/ USt 10\/2026$/);
    // the period is past its due date (10 November 2026)
    expect(d.dueDate < new Date().toISOString().slice(0, 10)).toBe(true);
    await page.waitForSelector('[data-testid="guide-late"]');
    const late = await textOf('[data-testid="guide-late"]');
    expect(late).toMatch(/本期已逾期 \d+ 天/);
    expect(late).toContain('Säumniszuschlag，§240 AO');
    expect(late).toContain('https://www.gesetze-im-internet.de/ao_1977/__240.html');
    await shot(page, 'declare3-de-guide');
  });

  it('the Italian quarterly settlement: VP14 with the interest on a working day, paid exactly; the receipt in Italian terms and Beijing time', async () => {
    const login = await openAs(page, 'agent', '/user/declare/view-data?id=5013');
    const d = await apiData<Detail>('/api/vat-declare/5013', login.token);
    expect(d.amount).toBe('419.15');
    expect(d.dueDate).toBe('2026-08-17');
    expect(new Date(`${d.dueDate}T12:00:00Z`).getUTCDay()).toBe(1);
    await detailStatus(3);
    await clickSettled(page, '[data-testid="act-confirm-5013"]');
    await okConfirmWarnings(page);
    await detailStatus(4);
    await clickSettled(page, '[data-testid="act-vatReturn-5013"]');
    await okPopconfirm(page);
    await detailStatus(5);
    await page.waitForSelector('[data-testid="layout-box-VP14"]');
    expect(await textOf('[data-testid="layout-box-VP14"]')).toBe('419.15');
    await clickSettled(page, '[data-testid="act-submit-5013"]');
    await okPopconfirm(page);
    await detailStatus(6);
    // the receipt: the Italian reference, local time, no HMRC names
    await clickSettled(page, '[data-testid="receipt-5013"]');
    await page.waitForSelector('[data-testid="receipt"]');
    const receipt = await textOf('[data-testid="receipt"]');
    expect(receipt).toContain('意大利电子申报协议号（protocollo telematico）');
    expect(receipt).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}:\d{2}（北京时间）/);
    expect(receipt).not.toMatch(/formBundleNumber|Receipt-ID|\d{4}-\d{2}-\d{2}T/);
    await shot(page, 'declare3-it-receipt');
    // the guide asks for VP14, due on the working day
    await page.goBack();
    await clickSettled(page, '[data-testid="act-paymentGuide-5013"]');
    await page.waitForSelector('[data-testid="guide-amount"]');
    expect(await textOf('[data-testid="guide-amount"]')).toBe('419.15 EUR');
    expect(await textOf('[data-testid="guide-dueDate"]')).toBe('2026-08-17');
    expect(await textOf('[data-testid="guide-taxCode"]')).toBe('6032');
    await page.waitForSelector('[data-testid="pay-status"][data-status="7"]');
    expect(await page.$eval('[data-testid="pay-amount"]', (e) => (e as HTMLInputElement).value)).toBe('419.15');
    const proof = path.join(tmp, 'F24-quietanza.pdf');
    fs.writeFileSync(proof, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const input = await page.$('[data-testid="payment-record"] input[type=file]');
    await input!.uploadFile(proof);
    await page.waitForSelector('[data-testid="pay-proof-name"]');
    await shot(page, 'declare3-it-payment');
    await page.click('[data-testid="pay-submit"]');
    await page.waitForSelector('[data-testid="pay-status"][data-status="8"]');
    await waitForText(page, '已缴款');
    expect((await apiData<Detail>('/api/vat-declare/5013', login.token)).status).toBe(8);
  });
});
