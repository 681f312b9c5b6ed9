/**
 * The later areas' sources of the home page's to-do (issue #25 registry, `mock/_store/dashboard-sources.ts`),
 * each over its own store, for ONE user (the owner) on `today` (`YYYY-MM-DD`):
 *
 * - `epr` (mock/_store/epr.ts, issue #21): a registration returned for correction (status 2, no date), and the
 *   next reporting deadline of a registration in progress or held when it is within 30 days or passed
 *   (`src/core/epr/deadlines.ts`; link `/user/epr/list`);
 * - `packagingLaw` (mock/_store/packaging-law.ts): a LUCID application returned (status 3) with its reason;
 * - `representative` (mock/_store/compliance.ts, issue #22): a service returned for correction, and an active
 *   service ending within 30 days or ended (`validDate`, renew before it lapses: GPSR Art. 16 needs a
 *   responsible person for every product on the market);
 * - `eori` (mock/_store/eori.ts, issue #23): an application returned with its reason;
 * - `monitoring` (mock/_store/lookup.ts, issue #24): each unread monitoring alert (never one for "could not
 *   check", the area's own rule), dated the day it was raised.
 * Labels: `workbench.todo.kind.<kind>` in both `src/locales/*\/workbench.ts`.
 */
import zhCompliance from '../../src/locales/zh-CN/compliance';
import zhEpr from '../../src/locales/zh-CN/epr';
import zhEori from '../../src/locales/zh-CN/eori';
import zhLookup from '../../src/locales/zh-CN/lookup';
import zhPackagingLaw from '../../src/locales/zh-CN/packaging-law';
import { COMPLIANCE_STATUS } from '../../src/core/compliance/services';
import { nextReportDeadline } from '../../src/core/epr/deadlines';
import { EPR_SERVICES } from '../../src/core/epr/services';
import { complianceStore } from './compliance';
import { eoriStore } from './eori';
import { eprStore } from './epr';
import { monitoringAlertsFor } from './lookup';
import { packagingLawStore } from './packaging-law';
import type { TodoItem } from '../../src/core/dashboard/api';
import { timing } from '../../src/core/dashboard/todo';
import type { MockUser } from './types';

/** A source of obligations (same shape as `TodoSource` of dashboard-sources.ts, which lists these). */
type TodoSource = (user: MockUser, today: string) => TodoItem[];
/** Builds an item (as `todo()` of dashboard-sources.ts; not imported from there, which imports this file). */
const todo = (user: MockUser, today: string, item: Omit<TodoItem, 'userId' | 'userName' | 'daysLeft' | 'urgency'>): TodoItem => ({ ...item, userId: user.id, userName: user.name, ...timing(item.dueDate, today) });

const L = { ...zhCompliance, ...zhEpr, ...zhEori, ...zhLookup, ...zhPackagingLaw } as Record<string, string>;
/** Fills `{name}` placeholders of a Chinese message. */
const fmt = (key: string, vars: Record<string, string | null | undefined> = {}): string => (L[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

/** Days ahead within which a reporting deadline or an expiry is put on the to-do: 30. */
const AREA_HORIZON_DAYS = 30;

const within = (date: string | null | undefined, today: string): boolean => {
  if (!date) return false;
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return days <= AREA_HORIZON_DAYS;
};
const none = { amount: null, currency: null } as const;

/** EPR registrations: returned for correction, or a report due within 30 days (or overdue). */
export const eprTodos: TodoSource = (user, today) => {
  const out: TodoItem[] = [];
  for (const r of eprStore().rows.filter((x) => x.userId === user.id)) {
    const service = L[`epr.service.${r.type}`] ?? r.type;
    if (r.status === 2) {
      out.push(todo(user, today, { id: `epr:returned:${r.id}`, kind: 'epr', companyName: r.companyName, countryCode: r.country, subject: r.returnReason ? `${service}：${r.returnReason}` : service, statusText: L['epr.status.2'] ?? '', dueDate: null, ...none, link: '/user/epr/list' }));
      continue;
    }
    if (![1, 3, 4].includes(r.status) || !EPR_SERVICES[r.type]) continue;
    const due = r.nextDeadline ?? nextReportDeadline(r.type, today);
    if (!due || !within(due, today)) continue;
    out.push(todo(user, today, { id: `epr:report:${r.id}`, kind: 'epr', companyName: r.companyName, countryCode: r.country, subject: r.registrationNo ? `${service} · ${r.registrationNo}` : service, statusText: L[`epr.status.${r.status}`] ?? '', dueDate: due, ...none, link: '/user/epr/list' }));
  }
  return out;
};

/** German packaging-law (LUCID) applications returned for correction. */
export const packagingLawTodos: TodoSource = (user, today) =>
  packagingLawStore()
    .rows.filter((r) => r.userId === user.id && r.status === 3)
    .map((r) => todo(user, today, { id: `packagingLaw:${r.id}`, kind: 'packagingLaw', companyName: r.companyName, countryCode: 'DE', subject: r.reason ? `${r.number}：${r.reason}` : r.number, statusText: L['packagingLaw.status.3'] ?? '', dueDate: null, ...none, link: '/public-service/german-packaging-law/record' }));

/** Representative services: returned, or active and ending within 30 days (renew). */
export const representativeTodos: TodoSource = (user, today) => {
  const out: TodoItem[] = [];
  for (const r of complianceStore().rows.filter((x) => x.userId === user.id)) {
    const service = L[`compliance.svc.${r.type}.name`] ?? r.type;
    if (r.status === COMPLIANCE_STATUS.RETURNED) {
      out.push(todo(user, today, { id: `representative:returned:${r.id}`, kind: 'representative', companyName: r.companyName, countryCode: '', subject: r.returnReason ? `${service}：${r.returnReason}` : service, statusText: L['compliance.status.2'] ?? '', dueDate: null, ...none, link: '/user/compliance/list' }));
    } else if (r.status === COMPLIANCE_STATUS.ACTIVE && within(r.validDate, today)) {
      out.push(todo(user, today, { id: `representative:expiry:${r.id}`, kind: 'representative', companyName: r.companyName, countryCode: '', subject: service, statusText: L['compliance.status.3'] ?? '', dueDate: r.validDate, ...none, link: '/user/compliance/list' }));
    }
  }
  return out;
};

/** EORI applications returned with a reason. */
export const eoriTodos: TodoSource = (user, today) =>
  eoriStore()
    .applications.filter((a) => a.userId === user.id && a.status === 'returned')
    .map((a) => todo(user, today, { id: `eori:${a.id}`, kind: 'eori', companyName: String(a.values.companyName ?? ''), countryCode: a.country === 'GB' ? 'GB' : 'FR', subject: a.reason || (L['eori.status.returned'] ?? ''), statusText: L['eori.status.returned'] ?? '', dueDate: null, ...none, link: '/user/eori-records' }));

/** Unread VAT-number monitoring alerts. */
export const monitoringTodos: TodoSource = (user, today) =>
  monitoringAlertsFor([user.id]).map((a) =>
    todo(user, today, { id: `monitoring:${a.id}`, kind: 'monitoring', companyName: a.companyName ?? '', countryCode: /^[A-Z]{2}/.test(a.vatNumber) ? (a.vatNumber.slice(0, 2) === 'EL' ? 'GR' : a.vatNumber.slice(0, 2)) : '', subject: `${a.vatNumber}：${fmt(`lookup.alert.${a.kind}`, { before: a.before, after: a.after })}`, statusText: '', dueDate: null, ...none, link: '/public-service/vat-monitoring' }),
  );
