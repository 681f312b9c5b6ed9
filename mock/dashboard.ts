/**
 * Mock of the home page (工作台, issue #25; contract `src/core/dashboard/api.ts`, our paths):
 *
 * - `GET /api/dashboard` (`users` = the header's 所属用户) → `{ today, calculations, declarations,
 *   registrations, clients, notices, todos, counts, calendar }`: the to-do of the caller (a seller) or
 *   of the caller and its clients (an agent; narrowed to `users` when sent), collected from every
 *   area's store through the one registry `mock/_store/dashboard-sources.ts`; the statutory deadlines
 *   of the next 90 days of the active VAT numbers; the figures, all counted from the stores.
 * - `GET /api/dashboard/reminders` → `{ prefs: { leads: (7|1)[], channels: ('sms'|'email'|'wechat')[] },
 *   reachable }`; `POST /api/dashboard/reminders` `{ leads, channels }` saves them (a channel without
 *   an address — no e-mail, WeChat not bound on `/user/info/wx` — is refused in Chinese).
 * - Test-only: `POST /api/__test__/dashboard` `{ today: 'YYYY-MM-DD' | null }` sets the day the
 *   dashboard and the reminders count from; `POST /api/__test__/reminders/run` `{}` sends the
 *   reminders due that day through the account outbox (`kind` sms / email / wechat, `text`,
 *   `reminderKey`), each once, none for an obligation already done, and answers them;
 *   `GET /api/__test__/reminders` lists every reminder sent.
 */
import { dashboardApi, type ReminderChannel } from '../src/core/dashboard/api';
import { countTodos, remindersDue } from '../src/core/dashboard/todo';
import zhWorkbench from '../src/locales/zh-CN/workbench';
import { db, fail, isoDate, ok, route, routes, testContract, visibleUserIds, z, type MockUser } from './_store';
import { accountState } from './_store/account';
import { calcStore } from './_store/calc';
import { calendarOf, dashboardStore, dashboardToday, DEFAULT_REMINDER_PREFS, obligationsOf, todosOf } from './_store/dashboard';
import { declareStore } from './_store/declare';
import { vatServiceStore } from './_store/vat-service';

const ZH = zhWorkbench as Record<string, string>;
const fill = (s: string, v: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(v[k] ?? ''));

/** The users whose obligations `user` sees: self and clients, narrowed to `users` when sent (unknown ids match nothing). */
function scopeIds(user: MockUser, users: readonly number[]): number[] {
  const visible = visibleUserIds(user);
  return users.length ? visible.filter((id) => users.includes(id)) : visible;
}

/** Where a channel reaches `user`, or `undefined`. */
function addressOf(user: MockUser, channel: ReminderChannel): string | undefined {
  if (channel === 'sms') return user.mobile || undefined;
  if (channel === 'email') return user.email || undefined;
  return user.wx_bound && user.wx_openid ? user.wx_openid : undefined;
}

const CHANNELS: ReminderChannel[] = ['sms', 'email', 'wechat'];

export default routes([
  route({
    contract: dashboardApi.overview,
    handler: ({ user, users, reply }) => {
      const ids = scopeIds(user, users);
      const visible = new Set(ids);
      const today = dashboardToday();
      const todos = todosOf(ids, today);
      reply({
        today,
        calculations: calcStore().calculations.filter((c) => c.userId === user.id).length,
        declarations: declareStore().list.filter((d) => visible.has(d.userId)).length,
        registrations: vatServiceStore().applications.filter((a) => visible.has(a.userId)).length,
        clients: db().users.filter((u) => u.invitedBy === user.id).length,
        notices: db().notices,
        todos,
        counts: countTodos(todos),
        calendar: calendarOf(ids, today),
      });
    },
  }),

  route({
    contract: dashboardApi.getReminders,
    handler: ({ user, reply }) => {
      reply({ prefs: dashboardStore().prefs.get(user.id) ?? DEFAULT_REMINDER_PREFS, reachable: CHANNELS.filter((c) => addressOf(user, c)) });
    },
  }),

  route({
    contract: dashboardApi.saveReminders,
    handler: ({ res, user, body, reply }) => {
      const missing = body.channels.find((c) => !addressOf(user, c));
      if (missing) return fail(res, ZH[`workbench.reminder.unreachable.${missing}`], { errorCode: 'CHANNEL_UNREACHABLE', data: { field: 'channels' } });
      const prefs = { leads: [...new Set(body.leads)].sort((a, b) => b - a), channels: CHANNELS.filter((c) => body.channels.includes(c)) };
      dashboardStore().prefs.set(user.id, prefs);
      reply(prefs);
    },
  }),

  // ---- test-only (MOCK_TEST_API=1) ----
  route({
    contract: testContract('POST', '/api/__test__/dashboard', { body: z.object({ today: isoDate().nullable() }) }),
    handler: ({ res, body }) => {
      dashboardStore().today = body.today;
      ok(res, { today: dashboardToday() });
    },
  }),

  route({
    contract: testContract('POST', '/api/__test__/reminders/run'),
    handler: ({ res }) => {
      const today = dashboardToday();
      const store = dashboardStore();
      const sent: { to: string; kind: ReminderChannel; text: string; reminderKey: string; userId: number }[] = [];
      for (const [userId, prefs] of store.prefs) {
        const recipient = db().users.find((u) => u.id === userId);
        if (!recipient) continue;
        const obligations = obligationsOf(visibleUserIds(recipient), today);
        const texts = new Map(obligations.map((o) => [o.key, o.text]));
        const already = new Set([...store.sent].filter((k) => k.startsWith(`${userId}:`)).map((k) => k.slice(String(userId).length + 1)));
        for (const r of remindersDue(obligations, prefs, today, already)) {
          const to = addressOf(recipient, r.channel);
          if (!to) continue;
          const text = fill(ZH['workbench.reminder.text'], { what: texts.get(r.obligation) ?? '', date: r.dueDate, days: r.lead });
          store.sent.add(`${userId}:${r.key}`);
          accountState().outbox.push({ to, kind: r.channel, text, reminderKey: r.key, at: new Date().toISOString() });
          console.log(`[mock ${r.channel}] ${to} ${text}`);
          sent.push({ to, kind: r.channel, text, reminderKey: r.key, userId });
        }
      }
      ok(res, { today, sent });
    },
  }),

  route({
    contract: testContract('GET', '/api/__test__/reminders'),
    handler: ({ res }) => ok(res, accountState().outbox.filter((e) => e.reminderKey)),
  }),
]);
