/**
 * The rules of the home page's to-do (issue #25), without React, shared by the mock (which counts)
 * and the console (which groups): urgency, order, counts, grouping by client, the 90-day deadline
 * calendar of VAT numbers, and which reminders are due on a day. Relative imports only.
 */
import { workingDueDate } from '../declare/holidays';
import { addDays, daysBetween, dueDate, periodsBetween, type Frequency } from '../vat-tax/periods';
import type { CalendarEntry, ReminderChannel, ReminderPrefs, TodoItem, TodoUrgency } from './api';

/** An obligation due within this many days (inclusive) is `dueSoon` (issue #25: "due within 14 days"). */
const DUE_SOON_DAYS = 14;
/** How far the calendar looks ahead: 90 days from today (issue #25). */
const CALENDAR_DAYS = 90;

/**
 * Where an obligation stands: `overdue` when its date has passed (`daysLeft < 0`), `dueSoon` within
 * {@link DUE_SOON_DAYS} days (today counts as 0), else `open` (also without a date).
 */
export function urgencyOf(daysLeft: number | null): TodoUrgency {
  if (daysLeft === null) return 'open';
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= DUE_SOON_DAYS ? 'dueSoon' : 'open';
}

/** Days left and urgency of a date seen from `today` (both `YYYY-MM-DD`; `null` date: no deadline). */
export function timing(dueDateValue: string | null, today: string): { daysLeft: number | null; urgency: TodoUrgency } {
  const daysLeft = dueDateValue ? daysBetween(today, dueDateValue) : null;
  return { daysLeft, urgency: urgencyOf(daysLeft) };
}

/** The to-do order: dated items by date (the longest overdue first), then undated ones; ties by company and id. */
export function sortTodos<T extends Pick<TodoItem, 'dueDate' | 'companyName' | 'id'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    if (a.dueDate !== b.dueDate) {
      if (a.dueDate === null) return 1;
      if (b.dueDate === null) return -1;
      return a.dueDate < b.dueDate ? -1 : 1;
    }
    return a.companyName.localeCompare(b.companyName, 'zh-CN') || a.id.localeCompare(b.id);
  });
}

/** Counts by urgency and by kind. */
export function countTodos(items: readonly Pick<TodoItem, 'urgency' | 'kind'>[]) {
  const byKind: Record<string, number> = {};
  for (const i of items) byKind[i.kind] = (byKind[i.kind] ?? 0) + 1;
  return {
    overdue: items.filter((i) => i.urgency === 'overdue').length,
    dueSoon: items.filter((i) => i.urgency === 'dueSoon').length,
    total: items.length,
    byKind,
  };
}

/** One client's share of an agent's to-do. */
interface TodoGroup<T> {
  userId: number;
  userName: string;
  items: T[];
  overdue: number;
}

/**
 * The to-do grouped by owner (an agent's clients), groups in the order of their most urgent item,
 * items in {@link sortTodos} order.
 */
export function groupByClient<T extends Pick<TodoItem, 'userId' | 'userName' | 'urgency' | 'dueDate' | 'companyName' | 'id'>>(items: readonly T[]): TodoGroup<T>[] {
  const groups = new Map<number, TodoGroup<T>>();
  for (const item of sortTodos(items)) {
    let g = groups.get(item.userId);
    if (!g) {
      g = { userId: item.userId, userName: item.userName, items: [], overdue: 0 };
      groups.set(item.userId, g);
    }
    g.items.push(item);
    if (item.urgency === 'overdue') g.overdue += 1;
  }
  return [...groups.values()];
}

/**
 * The statutory rule of each country's return date, as a locale key `workbench.calendar.rule.<CC>` whose
 * text names the rule and its source (the table of `dueDate()` in src/core/vat-tax/periods.ts,
 * domain-facts §A.2); dates moved off weekends and holidays by `workingDueDate()`
 * (src/core/declare/holidays.ts, its sources per country).
 */
function dueRuleKey(country: string): string {
  return `workbench.calendar.rule.${country}`;
}

/** A VAT number as the calendar needs it (the mock's stored record has these fields). */
interface CalendarNumber {
  id: number;
  userId: number;
  userName: string;
  companyName: string;
  countryCode: string;
  vatNumber: string;
  effectiveDate: string | null;
  frequency: Frequency;
  stagger?: 1 | 2 | 3;
}

/**
 * The deadlines of `n` from `today` to `today + days` (inclusive), by date: one per period whose
 * working due date falls in the window. `stateOf(periodStart)` says whether that period's return is
 * already filed and where it is (the declaration; default: the start flow). A number without an
 * effective date, or a country without a rule, has none.
 */
export function deadlinesOf(
  n: CalendarNumber,
  today: string,
  stateOf: (periodStart: string) => { done: boolean; link?: string },
  days = CALENDAR_DAYS,
): CalendarEntry[] {
  if (!n.effectiveDate) return [];
  const until = addDays(today, days);
  const out: CalendarEntry[] = [];
  for (const p of periodsBetween(n.effectiveDate, until, n.frequency, n.stagger)) {
    let date: string;
    let statutory: string;
    try {
      date = workingDueDate(n.countryCode, p, n.frequency);
      statutory = dueDate(n.countryCode, p, n.frequency);
    } catch {
      // a country without a due-date rule has no reminders: nothing to list, nothing wrong for the seller
      return [];
    }
    if (date < today || date > until) continue;
    const state = stateOf(p.start);
    out.push({
      date,
      userId: n.userId,
      userName: n.userName,
      companyName: n.companyName,
      countryCode: n.countryCode,
      vatNumber: n.vatNumber,
      periodStart: p.start,
      periodEnd: p.end,
      rule: dueRuleKey(n.countryCode),
      moved: date !== statutory,
      done: state.done,
      link: state.link ?? '/user/declare/my-declare',
    });
  }
  return out;
}

/** One reminder to send: the obligation, how many days before, the channel. */
interface DueReminder {
  /** `<obligation key>:<lead>:<channel>`: sent once. */
  key: string;
  obligation: string;
  lead: 7 | 1;
  channel: ReminderChannel;
  dueDate: string;
  userId: number;
}

/** An obligation a reminder may be about: to-do items and undone calendar deadlines. */
export interface RemindableObligation {
  key: string;
  userId: number;
  dueDate: string | null;
  done: boolean;
}

/**
 * The reminders due on `today` (issue #25): for every obligation not done whose date is exactly
 * `lead` days away (7 and/or 1, as the user chose), one per chosen channel, except those already in
 * `sent`. Nothing for a done obligation, for one without a date, or when no lead or channel is chosen.
 */
export function remindersDue(obligations: readonly RemindableObligation[], prefs: ReminderPrefs, today: string, sent: ReadonlySet<string> = new Set()): DueReminder[] {
  const out: DueReminder[] = [];
  for (const o of obligations) {
    if (o.done || !o.dueDate) continue;
    const left = daysBetween(today, o.dueDate);
    for (const lead of prefs.leads) {
      if (left !== lead) continue;
      for (const channel of prefs.channels) {
        const key = `${o.key}:${lead}:${channel}`;
        if (!sent.has(key)) out.push({ key, obligation: o.key, lead, channel, dueDate: o.dueDate, userId: o.userId });
      }
    }
  }
  return out;
}
