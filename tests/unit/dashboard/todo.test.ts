/**
 * The home page's to-do (issue #25), counted from the areas' seeded stores through the one registry
 * of sources: the seller's overdue and due-soon declarations with days left, amounts and one link
 * each; an agent's across clients, grouped by client and narrowed by the header's 所属用户 (`users`);
 * an obligation done leaves the to-do; the 90-day calendar; the reminder rules (7 / 1 days before,
 * chosen channels, once, nothing for a done obligation) sent through the outbox.
 */
import routes from '../../../mock/dashboard';
import { db, issueToken, resetStore, visibleUserIds } from '../../../mock/_store';
import { accountState } from '../../../mock/_store/account';
import { DASHBOARD_SOURCES } from '../../../mock/_store/dashboard-sources';
import { declareStore, dueDateOf } from '../../../mock/_store/declare';
import { vatTaxStore } from '../../../mock/_store/vat-tax';
import { complianceStore } from '../../../mock/_store/compliance';
import { eoriStore } from '../../../mock/_store/eori';
import { eprStore } from '../../../mock/_store/epr';
import { lookupStore, monitoringAlertsFor } from '../../../mock/_store/lookup';
import { overview } from '../../../src/core/dashboard/api';
import { groupByClient, remindersDue, urgencyOf } from '../../../src/core/dashboard/todo';
import { addDays, daysBetween } from '../../../src/core/vat-tax/periods';
import { callRoute } from '../helpers/mock-call';

const table = routes as unknown as Record<string, unknown>;
const call = async (route: string, input: Parameters<typeof callRoute>[2] = {}) => (await callRoute(table, route, input)).body;
const dashboard = async (userId: number, users?: string) => call('GET /api/dashboard', { token: issueToken(userId), query: users ? { users } : {} });
const setToday = (today: string | null) => call('POST /api/__test__/dashboard', { body: { today } });

beforeEach(() => {
  resetStore();
  process.env.MOCK_TEST_API = '1';
});
afterAll(() => {
  delete process.env.MOCK_TEST_API;
});

/** The day 10 days before the seller's current (unfiled, not overdue) declaration is due. */
function tenDaysBeforeCurrent(): { today: string; current: number } {
  const d = declareStore().list.find((x) => x.userId === 1 && x.status === 5)!;
  return { today: addDays(dueDateOf(d), -10), current: d.id };
}

describe('GET /api/dashboard to-do: seller', () => {
  it('lists the overdue and the due-soon declarations from the store, with days left, amount and a link', async () => {
    const { today, current } = tenDaysBeforeCurrent();
    await setToday(today);
    const body = await dashboard(1);
    expect(overview.response.safeParse(body.data).success).toBe(true);
    const d = body.data;
    // Expected from the store, not constants: the seller's unfiled declarations due by today + 14.
    const expected = declareStore()
      .list.filter((x) => x.userId === 1 && x.status <= 5 && daysBetween(today, dueDateOf(x)) <= 14)
      .map((x) => `declaration:${x.id}`)
      .sort();
    expect(expected.length).toBe(3);
    const decl = d.todos.filter((t: { kind: string }) => t.kind === 'declaration');
    expect(decl.map((t: { id: string }) => t.id).sort()).toEqual(expected);
    const overdue = decl.filter((t: { urgency: string }) => t.urgency === 'overdue');
    expect(overdue).toHaveLength(2);
    for (const t of overdue) expect(t.daysLeft).toBeLessThan(0);
    const soon = decl.find((t: { id: string }) => t.id === `declaration:${current}`);
    expect(soon).toMatchObject({ urgency: 'dueSoon', daysLeft: 10, amount: '392.10', currency: 'EUR', link: `/user/declare/view-data?id=${current}` });
    expect(decl.filter((t: { urgency: string }) => t.urgency === 'dueSoon')).toHaveLength(1);
    // The counts cover every area's items (EPR reports, representatives… add to them).
    const by = (u: string) => d.todos.filter((t: { urgency: string }) => t.urgency === u).length;
    expect(d.counts).toMatchObject({ overdue: by('overdue'), dueSoon: by('dueSoon') });
    expect(d.counts.total).toBe(d.todos.length);
    // Nobody else's obligations.
    expect(new Set(d.todos.map((t: { userId: number }) => t.userId))).toEqual(new Set([1]));
  });

  it('a declaration submitted and paid leaves the to-do; one submitted and unpaid becomes a payment', async () => {
    const { today } = tenDaysBeforeCurrent();
    await setToday(today);
    const d = declareStore().list.find((x) => x.userId === 1 && x.status === 3)!;
    d.status = 7;
    let todos = (await dashboard(1)).data.todos as { id: string; kind: string; link: string }[];
    expect(todos.find((t) => t.id === `declaration:${d.id}`)).toBeUndefined();
    expect(todos.find((t) => t.id === `payment:${d.id}`)).toMatchObject({ kind: 'payment', link: `/user/declare/payment?id=${d.id}` });
    d.status = 8;
    todos = (await dashboard(1)).data.todos;
    expect(todos.some((t) => t.id.endsWith(`:${d.id}`))).toBe(false);
  });

  it('an item comes only from the registry of sources (removing one empties its kind)', async () => {
    const n = (await dashboard(1)).data.todos.length;
    expect(n).toBeGreaterThan(0);
    const saved = DASHBOARD_SOURCES.splice(0, DASHBOARD_SOURCES.length);
    try {
      expect((await dashboard(1)).data.todos).toEqual([]);
    } finally {
      DASHBOARD_SOURCES.push(...saved);
    }
  });
});

describe('GET /api/dashboard to-do: agent', () => {
  it("collects the clients' obligations (not the seller's), grouped by client", async () => {
    await setToday(tenDaysBeforeCurrent().today);
    const agent = db().users.find((u) => u.id === 2)!;
    const visible = new Set(visibleUserIds(agent));
    const d = (await dashboard(2)).data;
    const owners = new Set<number>(d.todos.map((t: { userId: number }) => t.userId));
    expect(owners.size).toBeGreaterThan(1);
    for (const id of owners) expect(visible.has(id)).toBe(true);
    expect(owners.has(1)).toBe(false);
    // A client's returned VAT record (需补充资料) is a document to upload.
    expect(d.todos.some((t: { kind: string; userId: number }) => t.kind === 'document' && t.userId === 4)).toBe(true);
    const groups = groupByClient(d.todos);
    expect(groups.map((g) => g.userId).sort()).toEqual([...owners].sort());
    expect(groups.reduce((s, g) => s + g.items.length, 0)).toBe(d.todos.length);
  });

  it("follows the header's 所属用户 (users): one client's only; an id not the agent's matches nothing", async () => {
    const all = (await dashboard(2)).data;
    const one = (await dashboard(2, '3')).data;
    expect(one.todos.length).toBeGreaterThan(0);
    expect(one.todos.length).toBeLessThan(all.todos.length);
    expect(new Set(one.todos.map((t: { userId: number }) => t.userId))).toEqual(new Set([3]));
    expect(one.calendar.every((c: { userId: number }) => c.userId === 3)).toBe(true);
    expect((await dashboard(2, '1')).data.todos).toEqual([]);
  });
});

describe('90-day calendar', () => {
  it("holds every active number's statutory deadlines within 90 days, by date, marking the filed ones", async () => {
    const { today } = tenDaysBeforeCurrent();
    await setToday(today);
    const cal = (await dashboard(1)).data.calendar as { date: string; countryCode: string; done: boolean; rule: string }[];
    expect(cal.length).toBeGreaterThan(2);
    expect(cal.every((c) => c.date >= today && c.date <= addDays(today, 90))).toBe(true);
    expect([...cal].sort((a, b) => a.date.localeCompare(b.date))).toEqual(cal);
    const active = vatTaxStore().numbers.filter((n) => n.userId === 1 && n.status === 3).map((n) => n.countryCode);
    expect(new Set(cal.map((c) => c.countryCode))).toEqual(new Set(active));
    expect(cal.every((c) => c.rule === `workbench.calendar.rule.${c.countryCode}`)).toBe(true);
  });
});

describe('reminders', () => {
  const o = (key: string, dueDate: string | null, done = false) => ({ key, userId: 1, dueDate, done });

  it('are due exactly 7 and/or 1 days before, per chosen channel, once, never for a done obligation', () => {
    const prefs = { leads: [7, 1] as (7 | 1)[], channels: ['sms', 'wechat'] as ('sms' | 'wechat')[] };
    const list = [o('a', '2026-12-08'), o('b', '2026-12-02'), o('c', '2026-12-08', true), o('d', null), o('e', '2026-12-05')];
    const due = remindersDue(list, prefs, '2026-12-01');
    expect(due.map((r) => r.key).sort()).toEqual(['a:7:sms', 'a:7:wechat', 'b:1:sms', 'b:1:wechat']);
    expect(remindersDue(list, prefs, '2026-12-01', new Set(['a:7:sms'])).map((r) => r.key)).not.toContain('a:7:sms');
    expect(remindersDue(list, { leads: [1], channels: ['sms'] }, '2026-12-01').map((r) => r.key)).toEqual(['b:1:sms']);
    expect(remindersDue(list, { leads: [7, 1], channels: [] }, '2026-12-01')).toEqual([]);
  });

  it('urgency: overdue below 0, due soon up to 14 days, open beyond or without a date', () => {
    expect([urgencyOf(-1), urgencyOf(0), urgencyOf(14), urgencyOf(15), urgencyOf(null)]).toEqual(['overdue', 'dueSoon', 'dueSoon', 'open', 'open']);
  });

  it('refuses WeChat until it is bound, then sends through the outbox 7 days before, once, and not once done', async () => {
    const token = issueToken(1);
    const refused = await call('POST /api/dashboard/reminders', { token, body: { leads: [7, 1], channels: ['sms', 'wechat'] } });
    expect(refused).toMatchObject({ success: false, errorCode: 'CHANNEL_UNREACHABLE' });
    expect(refused.errorMessage).toContain('微信');
    const seller = db().users.find((u) => u.id === 1)!;
    seller.wx_bound = true;
    seller.wx_openid = 'wx-seller';
    expect((await call('POST /api/dashboard/reminders', { token, body: { leads: [7], channels: ['sms', 'wechat'] } })).data).toEqual({ leads: [7], channels: ['sms', 'wechat'] });
    const current = declareStore().list.find((x) => x.userId === 1 && x.status === 5)!;
    await setToday(addDays(dueDateOf(current), -7));
    const first = (await call('POST /api/__test__/reminders/run')).data.sent as { to: string; kind: string; reminderKey: string; text: string }[];
    const mine = first.filter((s) => s.reminderKey.startsWith(`declaration:${current.id}:`));
    expect(mine.map((s) => [s.kind, s.to]).sort()).toEqual([
      ['sms', seller.mobile],
      ['wechat', 'wx-seller'],
    ]);
    expect(mine[0].text).toContain(dueDateOf(current));
    expect(accountState().outbox.filter((e) => e.reminderKey?.startsWith(`declaration:${current.id}:`))).toHaveLength(2);
    // Once only.
    expect((await call('POST /api/__test__/reminders/run')).data.sent).toEqual([]);
    // Done: nothing for it on the next lead day either.
    current.status = 9;
    await call('POST /api/dashboard/reminders', { token, body: { leads: [7, 1], channels: ['sms'] } });
    await setToday(addDays(dueDateOf(current), -1));
    const later = (await call('POST /api/__test__/reminders/run')).data.sent as { reminderKey: string }[];
    expect(later.some((s) => s.reminderKey.startsWith(`declaration:${current.id}:`))).toBe(false);
  });
});

describe('GET /api/dashboard to-do: the later areas (EPR, packaging law, representatives, EORI, monitoring)', () => {
  it('shows each area\'s items from its own store, and an item leaves when its area settles it', async () => {
    const today = '2026-11-24';
    await setToday(today);
    const ids = (await dashboard(1)).data.todos.map((t: { id: string }) => t.id) as string[];
    // EPR: the seller's registration returned for correction (status 2) is on the to-do.
    const returned = eprStore().rows.filter((r) => r.userId === 1 && r.status === 2);
    expect(returned.length).toBeGreaterThan(0);
    for (const r of returned) expect(ids).toContain(`epr:returned:${r.id}`);
    // Representatives: the active EU service ending within 30 days.
    const ending = complianceStore().rows.filter((r) => r.userId === 1 && r.status === 3 && daysBetween(today, r.validDate) <= 30);
    expect(ending.length).toBeGreaterThan(0);
    for (const r of ending) expect(ids).toContain(`representative:expiry:${r.id}`);
    // Monitoring: every unread alert of the seller.
    const alerts = monitoringAlertsFor([1]);
    for (const a of alerts) expect(ids).toContain(`monitoring:${a.id}`);
    // Settled in the area's store → gone from the to-do.
    for (const r of returned) r.status = 1;
    for (const a of lookupStore().alerts.filter((x) => x.userId === 1)) a.read = true;
    const after = (await dashboard(1)).data.todos.map((t: { id: string }) => t.id) as string[];
    for (const r of returned) expect(after).not.toContain(`epr:returned:${r.id}`);
    expect(after.some((id) => id.startsWith('monitoring:'))).toBe(false);
    // An agent sees its client's returned EORI application, under that client.
    const eori = eoriStore().applications.find((a) => a.status === 'returned')!;
    const agentId = db().users.find((u) => u.role === 2)!.id;
    const agentTodos = (await dashboard(agentId)).data.todos as { id: string; userId: number }[];
    expect(agentTodos.find((t) => t.id === `eori:${eori.id}`)?.userId).toBe(eori.userId);
  });
});
