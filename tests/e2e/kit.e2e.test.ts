/**
 * The screen kit, end to end in Chromium (issue 9):
 * - the belonging-user selector of the header narrows the agent's lists, and clearing it widens them
 *   again — the bug where a list's own `users: undefined` removed the session's filter;
 * - ListPage's parts on the real lists (route title, page size, export, confirm-then-act).
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { BASE, loginThroughForm, pagePerTest, shot, waitForText } from './helpers';
import { apiLogin, clearSelect, closeDropdowns, columnTexts, pickOption, rowCount, seedCalculation, waitForRows } from './kit-pages';

let page: Page;
pagePerTest((p) => {
  page = p;
});

const RECORDS = '[data-testid="calc-records"]';
const HEADER_USERS = '[data-testid="belonging-user"]';

describe('agent: the header selection filters the calculation records', () => {
  it('narrows the rows to the picked client and widens them again when cleared', async () => {
    const agent = await apiLogin('agent');
    const clients = agent.user.clients!;
    expect(clients.map((c) => c.id)).toEqual([3, 4, 5]);
    const [c1, c2, c3] = clients;
    // Four calculations of three clients: two of client1, one each of client2 and client3.
    await seedCalculation('client1', { seed: 901, quarter: 1 });
    await seedCalculation('client1', { seed: 902, quarter: 2 });
    await seedCalculation('client2', { seed: 903, quarter: 1 });
    await seedCalculation('client3', { seed: 904, quarter: 3 });

    const listCalls: URL[] = [];
    page.on('request', (r: HTTPRequest) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/calculate-tax' && r.method() === 'GET') listCalls.push(u);
    });
    await page.goto(`${BASE}/login`);
    await loginThroughForm(page, 'agent');
    await page.goto(`${BASE}/user/calculate-tax/record`);
    await page.waitForSelector(HEADER_USERS);

    // No selection: every client's calculations.
    await waitForRows(page, RECORDS, 4);
    expect((await columnTexts(page, RECORDS, '所属用户')).sort()).toEqual([c1.name, c1.name, c2.name, c3.name].sort());
    await shot(page, 'kit-records-all');

    // Acting for client2 only: the list reloads by itself and shows client2's row alone.
    await pickOption(page, HEADER_USERS, c2.name);
    await closeDropdowns(page);
    await waitForRows(page, RECORDS, 1);
    expect(await columnTexts(page, RECORDS, '所属用户')).toEqual([c2.name]);
    expect(listCalls[listCalls.length - 1].searchParams.get('users')).toBe(String(c2.id));
    await shot(page, 'kit-records-client2');

    // A reload keeps the selection (session storage) and the filter.
    await page.reload();
    await waitForRows(page, RECORDS, 1);
    expect(await columnTexts(page, RECORDS, '所属用户')).toEqual([c2.name]);

    // Adding client1: three rows of the two picked clients.
    await pickOption(page, HEADER_USERS, c1.name);
    await closeDropdowns(page);
    await waitForRows(page, RECORDS, 3);
    expect((await columnTexts(page, RECORDS, '所属用户')).sort()).toEqual([c1.name, c1.name, c2.name].sort());
    expect(listCalls[listCalls.length - 1].searchParams.get('users')).toBe(`${c2.id},${c1.id}`);

    // Clearing the header selection: all four rows again, without a users parameter.
    await clearSelect(page, HEADER_USERS);
    await closeDropdowns(page);
    await page.waitForFunction(() => sessionStorage.getItem('yishui.users') === null);
    await waitForRows(page, RECORDS, 4);
    expect((await columnTexts(page, RECORDS, '所属用户')).sort()).toEqual([c1.name, c1.name, c2.name, c3.name].sort());
    expect(listCalls[listCalls.length - 1].searchParams.get('users')).toBeNull();
    expect(await rowCount(page, RECORDS)).toBe(4);
    await waitForText(page, '计算记录');
  });
});
