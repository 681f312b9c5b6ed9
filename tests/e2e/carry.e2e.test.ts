/**
 * Issue #32, end to end in Chromium: no transfer lost between periods, as a seller sees it. With the
 * seller's Art. 69 choice (no invoice), the DE→FR transfer of 28 March is shown on March's result as
 * carried to the next period (结转下期, with its report row and tax point 15 April), and April's result
 * shows it as 上期结转 and has it in the German return — from March's report alone, April's report
 * does not list it. The same through the declarations: March's declaration lists it carried, April's
 * declaration has it in its return; the declaration's calculation page titles its warnings in
 * Chinese (the code only on the detail line).
 * Set-up by API (the reports, the calculations, the declarations' data): the carried rows are what
 * is tested, not the forms.
 */
import type { Page } from 'puppeteer';
import { api, openAs, pagePerTest, shot } from './helpers';
import { apiLogin, uploadAs } from './kit-pages';
import { apiData } from './vat-pages';
import { calc as money, row, vtr } from '../unit/vat/helpers';

let page: Page;
pagePerTest((p) => {
  page = p;
});

/** The demo seller's German VAT number (mock/_store/vat-tax.ts, record 1002, monthly). */
const DE_VAT = 'DE611124330';
/** A title made of an engine code (upper-case words joined by `_`). */
const RAW_CODE = /[A-Z]{2,}_[A-Z_]+/;

/** March: a German sale and the DE→FR transfer of 28 March (10 × 5.00 EUR). April: one German sale, no transfer. */
const MARCH = vtr([
  money('100.00', '19.00', '119.00', '0.19', { TRANSACTION_COMPLETE_DATE: '10-03-2025', TAX_CALCULATION_DATE: '10-03-2025' }),
  row({ TRANSACTION_TYPE: 'FC_TRANSFER', MARKETPLACE: '', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'FR', QTY: '10', COST_PRICE_OF_ITEMS: '5.00', SELLER_SKU: 'SKU-LAMP', TRANSACTION_COMPLETE_DATE: '28-03-2025' }),
]);
const APRIL = vtr([money('20.00', '3.80', '23.80', '0.19', { ACTIVITY_PERIOD: '2025-APR', TRANSACTION_COMPLETE_DATE: '12-04-2025', TAX_CALCULATION_DATE: '12-04-2025' })]);

const textOf = (sel: string) => page.$eval(sel, (e) => (e as HTMLElement).innerText.trim());
const sleep = (ms: number) =>
  new Promise<void>((r) => {
    setTimeout(r, ms);
  });

/** A monthly German calculation of the seller (the Art. 69 choice given or the stored one); resolves when the engine is done. */
async function calculation(token: string, start: string, end: string, file: { key: string; name: string; size: number }, transferInvoice?: 'none'): Promise<number> {
  const body = { countryCode: { key: 'DE', text: '德国' }, taxPeriodType: 'month', startDate: start, endDate: end, vatNumber: DE_VAT, countries: ['FR'], saleFiles: [file], ...(transferInvoice ? { transferInvoice } : {}) };
  const created = await api<{ success: boolean; data: { id: number } }>('POST', '/api/calculate-tax', body, token);
  expect(created.success).toBe(true);
  for (let i = 0; i < 200; i += 1) {
    const c = await apiData<{ status: string }>(`/api/calculate-tax/${created.data.id}`, token);
    if (c.status === 'done') return created.data.id;
    expect(c.status).not.toBe('failed');
    await sleep(250);
  }
  throw new Error('the calculation did not finish');
}

/** The seller's German declaration of the month starting `start` with `file`, calculated; resolves with its id. */
async function declaration(token: string, start: string, file: { key: string; name: string; size: number }): Promise<number> {
  const saved = await api<{ success: boolean; data: { id: number } }>('POST', '/api/vat-declare/batch-save', { vatTaxId: 1002, periodStart: start, saleFiles: [file] }, token);
  expect(saved.success).toBe(true);
  const id = saved.data.id;
  expect((await api<{ success: boolean }>('POST', `/api/vat-declare/tax-calculate/${id}`, {}, token)).success).toBe(true);
  for (let i = 0; i < 200; i += 1) {
    const d = await apiData<{ calcs: { status: string }[] }>(`/api/vat-declare/${id}`, token);
    if (d.calcs[0] && d.calcs[0].status !== 'running') return id;
    await sleep(250);
  }
  throw new Error('the declaration was not calculated');
}

/** The rows shown in the carried-transfers table `testId`. */
const carriedRows = (testId: string) => page.$$eval(`[data-testid="${testId}"] [data-testid="carry-row"]`, (rows) => rows.map((r) => (r as HTMLElement).innerText.replace(/\s+/g, ' ')));

describe('carry-forward of transfers between periods (issue #32)', () => {
  it('the calculator: March carries the 28 March transfer to April, April has it as 上期结转 in its return', async () => {
    const s = await apiLogin('seller');
    const mar = await uploadAs(s.token, 'march.csv', MARCH);
    const apr = await uploadAs(s.token, 'april.csv', APRIL);
    const march = await calculation(s.token, '2025-03-01', '2025-03-31', mar, 'none');
    const april = await calculation(s.token, '2025-04-01', '2025-04-30', apr);

    await openAs(page, 'seller', `/user/calculate-tax/result?id=${march}`);
    await page.waitForSelector('[data-polling="done"] [data-testid="carry-forward"] [data-testid="carry-row"]', { timeout: 30_000 });
    const fwd = await carriedRows('carry-forward-rows');
    expect(fwd).toHaveLength(1);
    expect(fwd[0]).toContain('march.csv 第 3 行');
    expect(fwd[0]).toContain('2025-03-28');
    expect(fwd[0]).toContain('2025-04-15');
    expect(fwd[0]).toContain('5.00 EUR');
    expect(await textOf('[data-testid="carry-forward"]')).toContain('上期结转');
    expect(await textOf('[data-testid="rule-transfer"]')).toContain('次月 15 日');
    expect(await page.$('[data-testid="carry-in"]')).toBeNull();
    await shot(page, 'carry-march-result');

    await openAs(page, 'seller', `/user/calculate-tax/result?id=${april}`);
    await page.waitForSelector('[data-polling="done"] [data-testid="carry-in"] [data-testid="carry-row"]', { timeout: 30_000 });
    expect(await textOf('[data-testid="carry-in"]')).toContain('上期结转（自 2025-03-01 ~ 2025-03-31 结转的移库）');
    const cin = await carriedRows('carry-in-rows');
    expect(cin).toHaveLength(1);
    expect(cin[0]).toContain('march.csv 第 3 行');
    // in April's German return: the transfer's exempt intra-EU supply 10 × 5.00 = 50.00, once
    const de = await textOf('[data-testid="return-DE"]');
    expect(de).toContain('欧盟内免税供货');
    expect(de).toContain('50.00');
    expect(await textOf('[data-testid="reconciliation"]')).toContain('上期结转 1');
    const titles = await page.$$eval('[data-testid="warnings"] [data-testid="warning-title"]', (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
    expect(titles).toContain('上期结转的移库');
    for (const t of titles) expect(t).not.toMatch(RAW_CODE);
    await shot(page, 'carry-april-result');
  });

  it('the declarations: March lists the transfer carried, April has it in its return; warnings titled in Chinese on the calculation page', async () => {
    const s = await apiLogin('seller');
    // the seller's Art. 69 choice, kept with its VAT records (made on the calculator)
    await calculation(s.token, '2025-03-01', '2025-03-31', await uploadAs(s.token, 'march.csv', MARCH), 'none');
    const march = await declaration(s.token, '2025-03-01', await uploadAs(s.token, 'march.csv', MARCH));
    const april = await declaration(s.token, '2025-04-01', await uploadAs(s.token, 'april.csv', APRIL));

    await openAs(page, 'seller', `/user/declare/view-data?id=${march}`);
    await page.waitForSelector('[data-testid="carry-forward"] [data-testid="carry-row"]', { timeout: 20_000 });
    expect((await carriedRows('carry-forward-rows'))[0]).toContain('2025-04-15');
    expect(await textOf('[data-testid="declare-transfer-rule"]')).toContain('次月 15 日');
    await shot(page, 'carry-march-declaration');

    await openAs(page, 'seller', `/user/declare/view-data?id=${april}`);
    await page.waitForSelector('[data-testid="carry-in"] [data-testid="carry-row"]', { timeout: 20_000 });
    expect((await carriedRows('carry-in-rows'))[0]).toContain('march.csv 第 3 行');
    expect(await textOf('[data-testid="return-view"]')).toContain('50.00');
    await shot(page, 'carry-april-declaration');

    await openAs(page, 'seller', `/user/declare/begins-to-calculate?id=${april}`);
    await page.waitForSelector('[data-testid="calc-warnings"] [data-testid="warning-title"]', { timeout: 20_000 });
    const titles = await page.$$eval('[data-testid="calc-warnings"] [data-testid="warning-title"]', (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t).not.toMatch(RAW_CODE);
    expect(await textOf('[data-testid="calc-warnings"]')).toContain('技术代码（供客服核对）：TRANSFERS_CARRIED_IN');
    expect(await page.$('[data-testid="carry-in"]')).not.toBeNull();
    await shot(page, 'carry-april-declaration-calc');
  });
});
