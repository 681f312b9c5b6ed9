/**
 * THE registry of the home page's to-do (issue #25): one source function per area, each reading the
 * area's own store and answering the obligations of ONE user (a seller, or one client of an agent)
 * with their dates. `GET /api/dashboard` (mock/dashboard.ts) calls every source for every user the
 * caller may see (narrowed by the header's 所属用户), so nothing here is a constant and nothing is
 * counted twice.
 *
 * Adding an area (EPR reporting deadlines, representative expiries, VAT-number monitoring alerts…):
 * 1. write `function myAreaTodos(user: MockUser, today: string): TodoItem[]` over the area's store
 *    (build each item with {@link todo}; `kind` is new, e.g. `'epr'`, its label the locale key
 *    `workbench.todo.kind.epr` in both `src/locales/*\/workbench.ts`; `link` the screen that settles it);
 * 2. append `{ area: 'epr', source: myAreaTodos }` to {@link DASHBOARD_SOURCES};
 * 3. add a seller and an agent case to `tests/unit/dashboard/todo.test.ts`.
 * Reminders (7 / 1 days before, `POST /api/__test__/reminders/run`) then cover the new items too.
 */
import zhDeclare from '../../src/locales/zh-CN/declare';
import zhVatTax from '../../src/locales/zh-CN/vat-tax';
import type { TodoItem } from '../../src/core/dashboard/api';
import { timing } from '../../src/core/dashboard/todo';
import { isPayable } from '../../src/core/declare/status';
import { db } from './core';
import { eoriTodos, eprTodos, monitoringTodos, packagingLawTodos, representativeTodos } from './dashboard-areas';
import { declareStore, dueDateOf } from './declare';
import type { MockUser } from './types';
import { vatServiceStore } from './vat-service';
import { vatTaxStore } from './vat-tax';

const ZH_DECLARE = zhDeclare as Record<string, string>;
const ZH_VAT_TAX = zhVatTax as Record<string, string>;

/** A source of obligations: those of `user` (the owner), as seen on `today` (`YYYY-MM-DD`). */
type TodoSource = (user: MockUser, today: string) => TodoItem[];

/** Builds an item: days left and urgency from `dueDate` and `today`; the owner's name from `user`. */
function todo(user: MockUser, today: string, item: Omit<TodoItem, 'userId' | 'userName' | 'daysLeft' | 'urgency'>): TodoItem {
  return { ...item, userId: user.id, userName: user.name, ...timing(item.dueDate, today) };
}

/** Declarations statuses before submission (0–5): the return still has to be filed. */
const UNFILED = new Set([0, 1, 2, 3, 4, 5]);
/** Submitted (6) or guide issued (7): the tax is still to be paid when the amount is payable. */
const UNPAID = new Set([6, 7]);

/**
 * VAT declarations (mock/_store/declare.ts): a return not yet submitted that is overdue or due within
 * 14 days → `declaration` (one click: `/user/declare/view-data?id=`); a submitted one whose payable
 * tax is not paid → `payment` (`/user/declare/payment?id=`), whatever its date.
 */
const declarationTodos: TodoSource = (user, today) =>
  declareStore()
    .list.filter((d) => d.userId === user.id && (UNFILED.has(d.status) || (UNPAID.has(d.status) && isPayable(d.amount) && !d.payment)))
    .map((d) => {
      const payment = !UNFILED.has(d.status);
      return todo(user, today, {
        id: `${payment ? 'payment' : 'declaration'}:${d.id}`,
        kind: payment ? 'payment' : 'declaration',
        companyName: d.companyName,
        countryCode: d.countryCode,
        subject: `${d.periodStart} – ${d.periodEnd}`,
        statusText: ZH_DECLARE[`declare.status.${d.status}`] ?? '',
        dueDate: dueDateOf(d),
        amount: d.amount,
        currency: d.currency,
        link: payment ? `/user/declare/payment?id=${d.id}` : `/user/declare/view-data?id=${d.id}`,
      });
    })
    .filter((i) => i.kind === 'payment' || i.urgency !== 'open');

/**
 * VAT registrations (mock/_store/vat-service.ts, mock/_store/vat-tax.ts): a record the tax office or
 * ops sent back for documents (status 6 需补充资料) → `document` to upload; when it belongs to an
 * application, that application waits for the user → `application` (`/user/vat`). No date.
 */
const registrationTodos: TodoSource = (user, today) => {
  const items: TodoItem[] = [];
  const apps = vatServiceStore().applications.filter((a) => a.userId === user.id);
  const byRecord = new Map<number, (typeof apps)[number]>();
  for (const a of apps) for (const id of a.recordIds) byRecord.set(id, a);
  const seenApps = new Set<number>();
  for (const r of vatTaxStore().numbers.filter((n) => n.userId === user.id && n.status === 6)) {
    const app = byRecord.get(r.id);
    if (app) {
      if (seenApps.has(app.id)) continue;
      seenApps.add(app.id);
      items.push(
        todo(user, today, {
          id: `application:${app.id}`,
          kind: 'application',
          companyName: r.companyName,
          countryCode: r.countryCode,
          subject: app.returnReason ? `${app.number}：${app.returnReason}` : app.number,
          statusText: ZH_VAT_TAX['vatTax.status.6'] ?? '',
          dueDate: null,
          amount: null,
          currency: null,
          link: '/user/vat',
        }),
      );
      continue;
    }
    items.push(
      todo(user, today, {
        id: `document:vat-tax:${r.id}`,
        kind: 'document',
        companyName: r.companyName,
        countryCode: r.countryCode,
        subject: r.note || r.vatNumber || r.countryCode,
        statusText: ZH_VAT_TAX['vatTax.status.6'] ?? '',
        dueDate: null,
        amount: null,
        currency: null,
        link: '/user/vat-tax',
      }),
    );
  }
  return items;
};

/** Every area's source, in the order they were added. The areas landing later append theirs here. */
export const DASHBOARD_SOURCES: { area: string; source: TodoSource }[] = [
  { area: 'declare', source: declarationTodos },
  { area: 'vat-service', source: registrationTodos },
  { area: 'epr', source: eprTodos },
  { area: 'packaging-law', source: packagingLawTodos },
  { area: 'compliance', source: representativeTodos },
  { area: 'eori', source: eoriTodos },
  { area: 'lookup', source: monitoringTodos },
];

/** The obligations of the users `ids` on `today`, from every source (users unknown to the store are skipped). */
export function collectTodos(ids: readonly number[], today: string): TodoItem[] {
  const out: TodoItem[] = [];
  for (const id of ids) {
    const user = db().users.find((u) => u.id === id);
    if (!user) continue;
    for (const { source } of DASHBOARD_SOURCES) out.push(...source(user, today));
  }
  return out;
}
