/**
 * The lookup area's second round in Chromium (issue #33, the lookup items), as the seller:
 * - the check call itself fails (an injected HTTP 500 without an envelope): every line shows
 *   暂时无法查询 with the Chinese reason and 重试, no HTTP code anywhere; 重试 then checks the line;
 * - a check-digit-valid number VIES answers INVALID_INPUT (test-service digits `201`) is 暂时无法查询
 *   with its reason, never 无效; a number the seed does not know shows no invented name;
 * - a supplier deregistered since its last check stays visible, pinned with its change, under a
 *   saved 有效 filter until acknowledged.
 */
import type { Page } from 'puppeteer';
import { api, BASE, injectFault, openAs, pagePerTest, shot, waitForText } from './helpers';
import { ProTablePO } from './page-objects';
import { apiData } from './vat-pages';

let page: Page;
pagePerTest((p) => {
  page = p;
});

const RESULTS = '[data-testid="lookup-results"]';
const MONITOR = '[data-testid="lookup-monitoring"]';

/** The kind each result line shows (`data-kind` of its answer cell), by line number. */
async function kinds(): Promise<Record<string, string>> {
  return page.$$eval(`${RESULTS} [data-testid^="lookup-answer-"]`, (els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute('data-testid')!.replace('lookup-answer-', ''), e.getAttribute('data-kind') ?? ''])),
  );
}

/** Types `lines` into the check box and runs the check. */
async function runCheck(lines: string[]): Promise<void> {
  await page.waitForSelector('[data-testid="lookup-input"]');
  await page.type('[data-testid="lookup-input"]', lines.join('\n'));
  await waitForText(page, `已输入 ${lines.length} 个税号`);
  await page.click('[data-testid="lookup-run"]');
  await page.waitForFunction(
    (s: string, n: number) => document.querySelectorAll(`${s} [data-testid^="lookup-answer-"]`).length === n && !document.body.innerText.includes('查询中…'),
    {},
    RESULTS,
    lines.length,
  );
}

describe('lookup: a failed call and the service’s own errors say what happened', () => {
  it('the check call failing marks every line 暂时无法查询 with the reason and 重试, and no HTTP code shows', async () => {
    await openAs(page, 'seller', '/public-service/vat-eori-query/vat-query');
    await injectFault({ path: '/api/lookup/vat-check', method: 'POST', kind: 'http500', times: 1 });
    await runCheck(['IT01234601100', 'GB980780684', 'DE100001100']);
    expect(await kinds()).toEqual({ '1': 'unavailable', '2': 'unavailable', '3': 'unavailable' });
    for (const line of ['1', '2', '3']) await page.waitForSelector(`[data-testid="lookup-retry-${line}"]`);
    const text = await page.$eval(RESULTS, (e) => (e as HTMLElement).innerText);
    expect(text.match(/暂时无法查询/g)?.length).toBe(3);
    expect(text.match(/重试/g)?.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain('查询未完成：服务器内部出错，请稍后重试');
    await waitForText(page, '暂时无法查询 3');
    const body = await page.evaluate(() => document.body.innerText);
    expect(body).not.toMatch(/HTTP|请求失败|\b500\b|待检查/);
    await shot(page, 'lookup-call-failed');

    // The fault was for one call: 重试 checks the line again, now with an answer.
    await page.click('[data-testid="lookup-retry-1"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="lookup-answer-1"]')?.getAttribute('data-kind') === 'valid');
    expect((await kinds())['2']).toBe('unavailable');
  });

  it('INVALID_INPUT on a check-digit-valid number is 暂时无法查询 with its reason, not 无效; an unknown number gets no invented name', async () => {
    await openAs(page, 'seller', '/public-service/vat-eori-query/vat-query');
    // FR26123482201 passes the French check digits; the simulated VIES answers INVALID_INPUT (digits 201).
    await runCheck(['FR26123482201', 'IT01234601100', 'DE100001100']);
    expect(await kinds()).toEqual({ '1': 'unavailable', '2': 'valid', '3': 'valid' });
    const row1 = await page.$eval('[data-testid="lookup-answer-1"]', (e) => (e as HTMLElement).innerText);
    // The tag says 暂时无法查询 (not 无效), and the reason follows.
    expect(row1.split('\n').map((s) => s.trim())).toEqual(['暂时无法查询', '税局未受理本次查询（该税号已通过格式和校验位检查），请稍后重试；这不代表税号无效']);
    await page.waitForSelector('[data-testid="lookup-retry-1"]');
    // No name was invented: Italy's unknown number says none was found, Germany's that it gives none.
    expect(await page.$eval('[data-testid="lookup-noname-2"]', (e) => (e as HTMLElement).innerText)).toBe('未查到登记信息');
    expect(await page.$eval('[data-testid="lookup-noname-3"]', (e) => (e as HTMLElement).innerText)).toBe('该国税局不提供名称');
    const text = await page.$eval(RESULTS, (e) => (e as HTMLElement).innerText);
    expect(text).not.toMatch(/SHENZHEN|PARIS|CANADA/);
    await waitForText(page, '有效 2 · 无效 0');
  });
});

describe('lookup: monitoring shows changes first', () => {
  it('a supplier deregistered since its last check stays visible, pinned with its change, under a saved 有效 filter until acknowledged', async () => {
    const login = await openAs(page, 'seller', '/');
    const watched = await apiData<{ list: { vatNumber: string; companyName: string }[] }>('/api/lookup/monitoring?perPage=100', login.token);
    const supplier = watched.list.find((w) => w.companyName.startsWith('WARSZAWA'))!.vatNumber;
    const others = watched.list.filter((w) => w.vatNumber !== supplier).map((w) => w.vatNumber);
    await api('POST', '/api/lookup/monitoring/prefs', { filter: { status: ['valid'] } }, login.token);
    // The daily schedule runs: the supplier is now deregistered (and the seeded client renamed).
    await api('POST', '/api/__test__/lookup', { runSchedule: { aheadHours: 24 } });

    await page.goto(`${BASE}/public-service/vat-monitoring`);
    const table = new ProTablePO(page, MONITOR);
    await page.waitForSelector(`[data-testid="lookup-watch-pinned-${supplier}"]`);
    // Pinned first, shown as 无效 with its change, although the saved filter asks for 有效 only.
    const rows = await table.rows();
    expect(rows.findIndex((r) => r.includes(supplier))).toBeLessThan(2);
    expect(await page.$eval(`[data-testid="lookup-watch-status-${supplier}"]`, (e) => e.getAttribute('data-kind'))).toBe('invalid');
    const pinned = await page.$eval(`[data-testid="lookup-watch-pinned-${supplier}"]`, (e) => (e as HTMLElement).innerText);
    expect(pinned).toContain('有变化，待确认');
    expect(pinned).toContain('税号已失效或注销（上次为有效）');
    await shot(page, 'lookup-monitoring-pinned');

    // Acknowledged: the saved 有效 filter applies to it again.
    await page.click(`[data-testid="lookup-watch-ack-${supplier}"]`);
    await page.waitForFunction((n: string) => !document.querySelector(`[data-testid="lookup-watch-status-${n}"]`), {}, supplier);
    const after = await table.rows();
    expect(after.some((r) => r.includes(supplier))).toBe(false);
    expect(after.length).toBe(others.length);
  });
});
