/**
 * `/service/batch-declaration` end to end in Chromium as the agent (issue #12 "Done when": a batch
 * confirm where one declaration refuses), clicking and typing:
 * - filters narrow the pick list ("我可执行: 可以「确认」", country), declarations of two clients are
 *   picked across filters; the forecast of the transition table names the one that will be refused;
 *   the run shows one 完成 and one 被拒绝 with the reason; the mock changed only the first one;
 * - "全选当前筛选结果", a run sent one declaration per call whose first call fails (HTTP 500): one
 *   完成, one 失败 (not refused); "仅重试失败的" completes it; the results export as `.xlsx`.
 * Seeds (mock/_store/declare.ts): 5009 CZ of client 1 is 已计算 (2), 5008 PL of client 1 and 5013 IT
 * of client 2 are 待卖家确认 (3).
 */
import fs from 'fs';
import type { Page } from 'puppeteer';
import * as XLSX from 'xlsx';
import { injectFault, openAs, pagePerTest, shot, startBatchRun } from './helpers';
import { ProTablePO } from './page-objects';
import { apiData, checkRow, downloadsOf, rowKeys } from './vat-pages';

let page: Page;
const suite = pagePerTest((p) => {
  page = p;
});

const PICK = '[data-testid="batch-pick"]';

/** Opens the select of the search form's field `id` and clicks the option whose text contains `text`. */
async function chooseFilter(id: string, text: string) {
  const option = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';
  await page.click(`${PICK} .ant-pro-query-filter #${id}`);
  await page.waitForFunction((sel: string, t: string) => [...document.querySelectorAll(sel)].some((el) => (el as HTMLElement).innerText.includes(t)), {}, option, text);
  await page.$$eval(
    option,
    (els, t) => {
      const el = els.find((e) => (e as HTMLElement).innerText.includes(t as string)) as HTMLElement;
      el.click();
    },
    text,
  );
  await page.waitForSelector(`${option}`, { hidden: true }).catch(() => undefined);
}

async function outcomeOf(id: number): Promise<{ outcome: string; text: string }> {
  return page.$eval(`[data-testid="outcome-${id}"]`, (e) => ({ outcome: e.getAttribute('data-outcome') ?? '', text: (e as HTMLElement).innerText }));
}

/** Waits until no declaration of the run is pending. */
async function runFinished() {
  await page.waitForFunction(() => document.querySelector('[data-testid="batch-results"]') && !document.querySelector('[data-outcome="pending"]') && !document.querySelector('[data-testid="batch-retry"] .ant-btn-loading-icon'), { timeout: 20_000 });
  await page.waitForFunction(() => !(document.querySelector('[data-testid="batch-again"]') as HTMLButtonElement | null)?.disabled);
}

describe('agent', () => {
  it('batch confirm of two clients’ declarations: one 完成, one 被拒绝 with the reason; only the first changed', async () => {
    const login = await openAs(page, 'agent', '/service/batch-declaration');
    const table = new ProTablePO(page, PICK);
    await page.waitForSelector(`${PICK} tr.ant-table-row[data-row-key="5013"]`);
    await table.ready();
    const open = await rowKeys(page, PICK);
    expect(open).toEqual(expect.arrayContaining(['5008', '5009', '5013']));

    // 我可执行: 可以「确认」 narrows to the two declarations awaiting confirmation.
    await chooseFilter('mine', '可以「确认」');
    await table.submit();
    expect((await rowKeys(page, PICK)).sort()).toEqual(['5008', '5013']);
    await checkRow(page, PICK, 5013);

    // Another filter: country CZ, the client 1 declaration that is only calculated.
    await table.reset();
    await table.fill({ q: 'CZ' });
    await table.submit();
    expect(await rowKeys(page, PICK)).toEqual(['5009']);
    await checkRow(page, PICK, 5009);
    expect(await page.$eval('[data-testid="batch-next"]', (e) => (e as HTMLElement).innerText)).toContain('已选 2 条');
    await shot(page, 'batch-declaration-pick');

    await page.click('[data-testid="batch-next"]');
    await page.waitForSelector('[data-testid="batch-run-step"]', { visible: true });
    await page.click('[data-testid="batch-action"] .ant-radio-button-wrapper:has(input[value="confirm"])');
    // The transition table's forecast: 5009 will be refused, with why.
    expect(await page.$eval('[data-testid="batch-preview"]', (e) => (e as HTMLElement).innerText)).toContain('1 条可以「确认」，1 条将被拒绝');
    // 5009's last calculation has a blocking problem (issue #19): the forecast names it
    expect(await page.$eval('[data-testid="predict-5009"]', (e) => (e as HTMLElement).innerText)).toContain('本期计算有阻止申报的问题，不能执行「确认」');
    await shot(page, 'batch-declaration-run');

    await startBatchRun(page);
    await runFinished();
    expect(await outcomeOf(5013)).toMatchObject({ outcome: 'done' });
    expect((await outcomeOf(5013)).text).toContain('完成');
    const refused = await outcomeOf(5009);
    expect(refused.outcome).toBe('refused');
    expect(refused.text).toContain('被拒绝');
    expect(refused.text).toContain('本期计算有阻止申报的问题，不能执行「确认」');
    expect(await page.$eval('[data-testid="batch-retry"]', (e) => (e as HTMLButtonElement).disabled)).toBe(true);
    await shot(page, 'batch-declaration-result');

    expect((await apiData<{ status: number }>('/api/vat-declare/5013', login.token)).status).toBe(4);
    expect((await apiData<{ status: number }>('/api/vat-declare/5009', login.token)).status).toBe(2);

    // The link opens the declaration.
    await page.$$eval('[data-testid="outcome-5013"] a', (as) => (as[0] as HTMLElement).click());
    await page.waitForFunction(() => location.pathname === '/user/declare/view-data' && location.search === '?id=5013');
  });

  it('a run that fails partly: the failed one is 失败 (not refused), 仅重试失败的 completes it; results export', async () => {
    const login = await openAs(page, 'agent', '/service/batch-declaration');
    const table = new ProTablePO(page, PICK);
    await page.waitForSelector(`${PICK} tr.ant-table-row[data-row-key="5013"]`);
    await chooseFilter('mine', '可以「确认」');
    await table.submit();
    await page.click('[data-testid="batch-select-all"]');
    await page.waitForFunction(() => (document.querySelector('[data-testid="batch-next"]') as HTMLElement).innerText.includes('已选 2 条'));

    await page.click('[data-testid="batch-next"]');
    await page.waitForSelector('[data-testid="batch-run-step"]', { visible: true });
    // One declaration per call, and the first call answers HTTP 500.
    await page.click('[data-testid="batch-chunk"]');
    await page.waitForSelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { visible: true });
    await page.$$eval('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', (els) => (els.find((e) => (e as HTMLElement).innerText.trim() === '1 条') as HTMLElement).click());
    expect(await page.$eval('[data-testid="batch-preview"]', (e) => (e as HTMLElement).innerText)).toContain('这 2 条申报都可以「确认」');
    await injectFault({ path: '/api/vat-declare/confirm', method: 'PUT', kind: 'http500', times: 1 });
    await startBatchRun(page);
    await runFinished();

    const ids = [5008, 5013];
    const outcomes = await Promise.all(ids.map(outcomeOf));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['done', 'failed']);
    const failedId = ids[outcomes.findIndex((o) => o.outcome === 'failed')];
    const doneId = ids.find((id) => id !== failedId)!;
    expect((await outcomeOf(failedId)).text).toContain('失败');
    expect(await page.$eval('[data-testid="batch-summary"]', (e) => (e as HTMLElement).innerText)).toContain('完成 1，被拒绝 0，失败 1');
    expect((await apiData<{ status: number }>(`/api/vat-declare/${failedId}`, login.token)).status).toBe(3);
    expect((await apiData<{ status: number }>(`/api/vat-declare/${doneId}`, login.token)).status).toBe(4);

    // Filter by outcome: only the failed one.
    await page.$$eval('[data-testid="outcome-filter"] .ant-segmented-item', (els) => (els.find((e) => (e as HTMLElement).innerText.startsWith('失败')) as HTMLElement).click());
    await page.waitForFunction((id: number) => document.querySelectorAll('[data-testid^="outcome-"][data-outcome]').length === 1 && !!document.querySelector(`[data-testid="outcome-${id}"]`), {}, failedId);
    await shot(page, 'batch-declaration-failed');

    // The retry button is enabled once the first run's state has settled (a click on it while still disabled does nothing).
    await page.waitForSelector('[data-testid="batch-retry"]:not([disabled])');
    // Enabled, and no longer under the start confirmation's closing modal (its wrap took the click once).
    await page.waitForFunction(() => {
      const btn = document.querySelector('[data-testid="batch-retry"]') as HTMLButtonElement | null;
      if (!btn || btn.disabled) return false;
      const r = btn.getBoundingClientRect();
      return btn.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    await page.click('[data-testid="batch-retry"]');
    await runFinished();
    await page.$$eval('[data-testid="outcome-filter"] .ant-segmented-item', (els) => (els.find((e) => (e as HTMLElement).innerText.startsWith('全部')) as HTMLElement).click());
    await page.waitForFunction(() => document.querySelectorAll('[data-outcome="done"]').length === 2);
    expect(await page.$eval('[data-testid="batch-summary"]', (e) => (e as HTMLElement).innerText)).toContain('完成 2，被拒绝 0，失败 0');
    expect((await apiData<{ status: number }>(`/api/vat-declare/${failedId}`, login.token)).status).toBe(4);

    const dl = await downloadsOf(suite.browser());
    await page.click('[data-testid="batch-export"]');
    const book = XLSX.read(fs.readFileSync(await dl.next('.xlsx')));
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.sheet1);
    expect(rows.map((r) => [r['申报编号'], r['结果']]).sort()).toEqual([
      [5008, '完成'],
      [5013, '完成'],
    ]);
    dl.cleanup();
  });
});
