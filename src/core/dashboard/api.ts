/**
 * The contract of the home page (工作台, issue #25): `GET /api/dashboard` (our path; the spec names
 * none) answers the day's to-do — every obligation of the caller (a seller) or of the caller's
 * clients (an agent; narrowed by the header's 所属用户, sent as `users` by the request layer) with its
 * date — the statutory deadlines of the next 90 days, the figures of the old overview and the
 * notices. The reminder settings are `GET|POST /api/dashboard/reminders`.
 *
 * Every item is counted from an area's own store through ONE registry of sources
 * (`mock/_store/dashboard-sources.ts`): a new area adds its function there, never here.
 * Dates `YYYY-MM-DD`; amounts decimal strings in major units of `currency`.
 * Relative imports only (the mock loads this file).
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { isoDate } from '../contract/fields';

/**
 * What kind of obligation an item is (its label is `workbench.todo.kind.<kind>` in the locale files):
 * `declaration` a return to prepare, confirm or submit; `payment` a submitted return's tax to pay;
 * `application` a registration or other application waiting for the user; `document` a file to upload;
 * the later areas add theirs (`epr`, `representative`, `monitoring`…) with their locale label.
 */
const todoKind = z.string().min(1).max(40);

/** Where an item stands against its date: `overdue` (date passed), `dueSoon` (within 14 days), `open`. */
const todoUrgency = z.enum(['overdue', 'dueSoon', 'open']);

/** One obligation of the to-do. */
const todoItem = z
  .object({
    /** Unique across sources: `<kind>:<area's id>`. */
    id: z.string(),
    kind: todoKind,
    /** The owner (the seller; for an agent, the client user). */
    userId: z.number().int().positive(),
    userName: z.string(),
    companyName: z.string(),
    /** ISO-2, or `''` when the obligation has no country. */
    countryCode: z.string().max(2),
    /** What it is about, as data (period, application number…): `2026-07-01 – 2026-09-30`. */
    subject: z.string(),
    /** The area's status label (Chinese, from the area's locale), or `''`. */
    statusText: z.string(),
    /** The deadline, or `null` when the obligation has none (then it is `open`). */
    dueDate: isoDate().nullable(),
    /** Days from today to `dueDate` (negative: overdue), `null` without a date. */
    daysLeft: z.number().int().nullable(),
    urgency: todoUrgency,
    /** Amount due when known (decimal string, major units), else `null`. */
    amount: z.string().nullable(),
    currency: z.string().nullable(),
    /** The console path that settles it (one click). */
    link: z.string().startsWith('/'),
  })
  .strict();

/** A statutory deadline of the next 90 days. */
const calendarEntry = z
  .object({
    date: isoDate(),
    userId: z.number().int().positive(),
    userName: z.string(),
    companyName: z.string(),
    countryCode: z.string().length(2),
    vatNumber: z.string(),
    periodStart: isoDate(),
    periodEnd: isoDate(),
    /** The rule and its source (`src/core/dashboard/calendar.ts` `DUE_RULES`), Chinese. */
    rule: z.string(),
    /** Whether the date was moved off a weekend or a public holiday of the country. */
    moved: z.boolean(),
    /** A declaration already filed (submitted or later) for this period. */
    done: z.boolean(),
    link: z.string().startsWith('/'),
  })
  .strict();

/** The counts of the to-do by urgency and kind. */
const todoCounts = z
  .object({
    overdue: z.number().int().nonnegative(),
    dueSoon: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    byKind: z.record(z.number().int().nonnegative()),
  })
  .strict();

/** `GET /api/dashboard`. */
export const overview = defineContract({
  method: 'GET',
  path: '/api/dashboard',
  access: 'user',
  response: z
    .object({
      /** The mock's today (the date every `daysLeft` counts from). */
      today: isoDate(),
      calculations: z.number().int().nonnegative(),
      declarations: z.number().int().nonnegative(),
      registrations: z.number().int().nonnegative(),
      clients: z.number().int().nonnegative(),
      notices: z.array(z.object({ id: z.number(), title: z.string(), date: z.string() })),
      /** The to-do, the most urgent first (overdue by days overdue, then by date, then undated). */
      todos: z.array(todoItem),
      counts: todoCounts,
      /** Deadlines from today to today + 90 days, by date. */
      calendar: z.array(calendarEntry),
    })
    .strict(),
});

/** Reminder channels: SMS to the mobile, e-mail, WeChat (the bound account of `/user/info/wx`). */
const reminderChannel = z.enum(['sms', 'email', 'wechat']);
/** How many days before a deadline a reminder goes out. */
const reminderLead = z.union([z.literal(7), z.literal(1)]);

/** The user's reminder settings. */
const reminderPrefs = z
  .object({
    leads: z.array(reminderLead).max(2),
    channels: z.array(reminderChannel).max(3),
  })
  .strict();

/** `GET /api/dashboard/reminders`: the settings and whether each channel can reach the user. */
const getReminders = defineContract({
  method: 'GET',
  path: '/api/dashboard/reminders',
  access: 'user',
  response: z
    .object({
      prefs: reminderPrefs,
      /** Channels that have an address (mobile, verified e-mail, bound WeChat). */
      reachable: z.array(reminderChannel),
    })
    .strict(),
});

/** `POST /api/dashboard/reminders`: saves the settings (a channel without an address is refused). */
const saveReminders = defineContract({
  method: 'POST',
  path: '/api/dashboard/reminders',
  access: 'user',
  body: reminderPrefs,
  response: reminderPrefs,
});

export const dashboardApi = { overview, getReminders, saveReminders };

export type TodoItem = z.infer<typeof todoItem>;
export type TodoUrgency = z.infer<typeof todoUrgency>;
export type CalendarEntry = z.infer<typeof calendarEntry>;
export type ReminderPrefs = z.infer<typeof reminderPrefs>;
export type ReminderChannel = z.infer<typeof reminderChannel>;
