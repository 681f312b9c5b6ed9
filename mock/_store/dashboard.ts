/**
 * The home page's state in the mock (issue #25): the day it counts from (a test may set it, so a
 * "due within 14 days" or "7 days before" case is reproducible whatever the real date), each user's
 * reminder settings, and the reminders already sent (each once). Restored by `resetStore()`.
 * The obligations themselves come from the areas' stores through `./dashboard-sources.ts`.
 */
import type { CalendarEntry, ReminderPrefs, TodoItem } from '../../src/core/dashboard/api';
import { deadlinesOf, sortTodos, type RemindableObligation } from '../../src/core/dashboard/todo';
import { VAT_TAX_STATUS } from '../../src/core/vat-tax/types';
import { collection } from './collections';
import { db } from './core';
import { collectTodos } from './dashboard-sources';
import { declareStore } from './declare';
import { vatTaxStore } from './vat-tax';

/** Until a user chooses, reminders go 7 and 1 days before, on no channel (nothing is sent). */
export const DEFAULT_REMINDER_PREFS: ReminderPrefs = { leads: [7, 1], channels: [] };

export const dashboardStore = collection('dashboard', () => ({
  /** The day the dashboard and the reminders count from; `null`: the real date (UTC). */
  today: null as string | null,
  prefs: new Map<number, ReminderPrefs>(),
  /** Keys `<recipient>:<obligation>:<lead>:<channel>` of the reminders sent. */
  sent: new Set<string>(),
}));

/** The dashboard's today, `YYYY-MM-DD`. */
export function dashboardToday(): string {
  return dashboardStore().today ?? new Date().toISOString().slice(0, 10);
}

/** The to-do of the users `ids` on `today`, most urgent first. */
export function todosOf(ids: readonly number[], today = dashboardToday()): TodoItem[] {
  return sortTodos(collectTodos(ids, today));
}

/** Active numbers' statutory deadlines of the users `ids` in the next 90 days, by date. */
export function calendarOf(ids: readonly number[], today = dashboardToday()): CalendarEntry[] {
  const wanted = new Set(ids);
  const numbers = vatTaxStore().numbers.filter((n) => wanted.has(n.userId) && (n.status === VAT_TAX_STATUS.ACTIVE || n.status === VAT_TAX_STATUS.DEREGISTERING));
  const out: CalendarEntry[] = [];
  for (const n of numbers) {
    const owner = db().users.find((u) => u.id === n.userId);
    const declarations = declareStore().list.filter((d) => d.vatTaxId === n.id);
    const filed = vatTaxStore().filed.filter((f) => f.vatTaxId === n.id);
    out.push(
      ...deadlinesOf({ ...n, userName: owner?.name ?? '' }, today, (periodStart) => {
        const d = declarations.find((x) => x.periodStart === periodStart);
        return { done: (d ? d.status >= 6 : false) || filed.some((f) => f.periodStart === periodStart), link: d ? `/user/declare/view-data?id=${d.id}` : undefined };
      }),
    );
  }
  return out.sort((a, b) => (a.date === b.date ? a.companyName.localeCompare(b.companyName, 'zh-CN') || a.countryCode.localeCompare(b.countryCode) : a.date < b.date ? -1 : 1));
}

/**
 * What a reminder can be about for the users `ids`: every to-do item, and every deadline of the
 * calendar not yet filed (a deadline whose declaration is already a to-do item counts once, under the
 * item's key).
 */
export function obligationsOf(ids: readonly number[], today = dashboardToday()): (RemindableObligation & { text: string })[] {
  const out = new Map<string, RemindableObligation & { text: string }>();
  for (const t of todosOf(ids, today)) {
    out.set(t.id, { key: t.id, userId: t.userId, dueDate: t.dueDate, done: false, text: `${t.companyName} ${t.countryCode} ${t.subject}` });
  }
  for (const c of calendarOf(ids, today)) {
    const id = /[?&]id=(\d+)/.exec(c.link)?.[1];
    const key = id ? `declaration:${id}` : `deadline:${c.vatNumber}:${c.periodStart}`;
    if (out.has(key)) continue;
    out.set(key, { key, userId: c.userId, dueDate: c.date, done: c.done, text: `${c.companyName} ${c.countryCode} ${c.periodStart} – ${c.periodEnd}` });
  }
  return [...out.values()];
}
