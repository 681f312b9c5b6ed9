/**
 * 我的税款 in Chromium (issue #22): the seller's tax amounts with totals per currency, filtered by
 * country and stage (rows narrow, the filters are sent as spec §3 names them), the progress of a paid
 * amount (who and when), the reason of the failed one with the right reference to pay again, and its
 * link to the declaration; an agent narrows the list to one client with the users filter.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { BASE, openAs, pagePerTest, shot, waitForText } from './helpers';
import { closeDropdowns, columnTexts, fieldByLabel, pickOption, waitForRows } from './kit-pages';
import { ProTablePO } from './page-objects';
import { apiData } from './vat-pages';

let page: Page;
pagePerTest((p) => {
  page = p;
});

const LIST = '[data-testid="duty-list"]';

/** The list calls the page makes. */
function recordCalls(): URL[] {
  const calls: URL[] = [];
  page.on('request', (r: HTTPRequest) => {
    const u = new URL(r.url());
    if (u.pathname === '/api/me-duty-paragraph' && r.method() === 'GET') calls.push(u);
  });
  return calls;
}

const text = (sel: string) => page.$eval(sel, (e) => (e as HTMLElement).innerText);

describe('我的税款', () => {
  it('the seller filters by country and stage, opens the progress of a paid amount and the reason of the failed one, and follows the link to the declaration', async () => {
    const calls = recordCalls();
    const login = await openAs(page, 'seller', '/user/me-duty-paragraph');
    await waitForText(page, '我的税款');
    const table = new ProTablePO(page, LIST);
    await waitForRows(page, LIST, 2);
    const api = await apiData<{ total: number; list: { id: number; stage: number }[] }>('/api/me-duty-paragraph?per_page=100', login.token);
    expect(api.total).toBe(2);
    expect(await text('[data-testid="duty-total-GBP"]')).toContain('1,520.40');
    expect(await text('[data-testid="duty-stage-50020"]')).toBe('税局已入账');
    expect(await text('[data-testid="duty-stage-50021"]')).toBe('缴款失败');
    await shot(page, 'duty-list');

    // Country DE: none of the seller's amounts.
    await table.search({ country_code: 'DE' });
    await page.waitForSelector(`${LIST} [data-testid="list-empty"]`);
    expect(calls[calls.length - 1].searchParams.get('country_code')).toBe('DE');
    // Country GB and stage 缴款失败: the failed one only.
    await table.reset();
    await table.waitRowCount(2);
    await table.fill({ country_code: 'GB' });
    await closeDropdowns(page);
    await pickOption(page, await fieldByLabel(page, `${LIST} .ant-pro-query-filter`, '状态'), '缴款失败');
    await closeDropdowns(page);
    await table.submit();
    await table.waitRowCount(1);
    const last = calls[calls.length - 1].searchParams;
    expect([last.get('country_code'), last.get('stage'), last.get('per_page')]).toEqual(['GB', '3', '10']);
    expect(await text('[data-testid="duty-stage-50021"]')).toBe('缴款失败');
    await table.reset();
    await table.waitRowCount(2);

    // The progress of the paid (booked) amount: who and when.
    await page.click('[data-testid="duty-progress-50020"]');
    await page.waitForSelector('[data-testid="duty-timeline"]');
    expect(page.url()).toBe(`${BASE}/user/me-duty-paragraph/view-progress?id=50020`);
    const timeline = await text('[data-testid="duty-timeline"]');
    for (const s of ['申报已提交', '缴款指引已生成', '已缴款', '已上传缴款凭证', '税局已入账', '张伟', '税局']) expect(timeline).toContain(s);
    await shot(page, 'duty-progress');

    // The reason of the failed one, with the right reference (the 9-digit VRN) to pay again.
    await page.goBack();
    await waitForRows(page, LIST, 2);
    await page.click('[data-testid="duty-reason-50021"]');
    await page.waitForSelector('[data-testid="duty-reason"]');
    expect(await text('[data-testid="duty-reason-title"]')).toBe('参考号有误，税局无法匹配');
    expect(await text('[data-testid="duty-reason"]')).toMatch(/当时使用的参考号：GB \d{3} \d{4} \d{2}/);
    expect(await text('[data-testid="duty-guide-reference"]')).toMatch(/^\d{9}$/);
    await page.waitForSelector('[data-testid="duty-reason-settled"]');
    await shot(page, 'duty-reason');

    // Its declaration.
    await page.click('[data-testid="duty-declaration-link"]');
    await page.waitForFunction(() => location.pathname === '/user/declare/view-data' && location.search === '?id=5002');
    await waitForText(page, '申报详情');
  });

  it('the agent narrows the list to one client with the users filter', async () => {
    const calls = recordCalls();
    const login = await openAs(page, 'agent', '/user/me-duty-paragraph');
    const c1 = login.user.clients!.find((c) => c.id === 3)!;
    const all = await apiData<{ total: number }>('/api/me-duty-paragraph?per_page=100', login.token);
    const only = await apiData<{ total: number }>(`/api/me-duty-paragraph?per_page=100&users=${c1.id}`, login.token);
    expect(only.total).toBeLessThan(all.total);
    const table = new ProTablePO(page, LIST);
    await waitForRows(page, LIST, Math.min(10, all.total));
    await pickOption(page, await fieldByLabel(page, `${LIST} .ant-pro-query-filter`, '所属用户'), c1.name);
    await closeDropdowns(page);
    await table.submit();
    await table.waitRowCount(only.total);
    expect(new Set(await columnTexts(page, LIST, '所属用户'))).toEqual(new Set([c1.name]));
    expect(calls[calls.length - 1].searchParams.get('users')).toBe(String(c1.id));
    await shot(page, 'duty-agent-client');
  });
});
