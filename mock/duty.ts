/**
 * Mock of 我的税款 (area `duty`, pages `/user/me-duty-paragraph*`, issue #22); shapes:
 * src/core/duty/api.ts. Every tax amount is DERIVED from the declaration workspace
 * (`mock/_store/declare.ts`: the return's amount due, the payment guide, the recorded payment and the
 * earlier attempts) by src/core/duty/stages.ts — there is no second store. Paths are ours (spec §7
 * names none):
 *
 * - `GET /api/me-duty-paragraph` `keyword, country_code, is_invalid, stage, vat_type, order_by, users,
 *   page, per_page` → `{ list, total, page, perPage, totals: [{ currency, due, paid }] }` (own amounts,
 *   plus an agent's clients', narrowed by `users`; totals over every filtered row).
 * - `GET /api/me-duty-paragraph/progress?id=` → `{ row, events: [{ key, at, by, done, detail? }] }`.
 * - `GET /api/me-duty-paragraph/reason?id=` → `{ row, reason, kind, usedReference, at, by, note?,
 *   settled, guideInput }` for a failed or voided amount.
 */
import { dutyApi, dutyFilters, type DutyRow } from '../src/core/duty/api';
import { DUTY_STAGE, dutyGuideInput, dutyRowsOf, dutyTimeline, dutyTotals, splitDutyId, type DutyContext } from '../src/core/duty/stages';
import { db, fail, listRoute, route, routes, scopeRows, type ListSpec, type MockUser } from './_store';
import { declareStore, dueDateOf, type StoredDeclaration } from './_store/declare';
import { vatTaxStore } from './_store/vat-tax';

const today = () => new Date().toISOString().slice(0, 10);

/** The derivation context of `d` (due date with holidays, owner, the VAT number's type). */
function contextOf(d: StoredDeclaration): DutyContext {
  const owner = db().users.find((u) => u.id === d.userId);
  const record = d.vatTaxId ? vatTaxStore().numbers.find((n) => n.id === d.vatTaxId) : undefined;
  return { dueDate: dueDateOf(d), today: today(), userName: owner?.name ?? '', vatType: record?.type ?? 0 };
}

/** Every tax amount of every declaration. */
function allRows(): DutyRow[] {
  return declareStore().list.flatMap((d) => dutyRowsOf(d, contextOf(d)));
}

const list: ListSpec<DutyRow, DutyRow, typeof dutyFilters> = {
  contract: dutyApi.list,
  filters: dutyFilters,
  rows: () => allRows(),
  where: (r, f) => {
    const kw = f.keyword?.toLowerCase();
    if (kw && ![r.vatNumber, r.companyName, r.reference].some((v) => v.toLowerCase().includes(kw))) return false;
    if (f.country_code && r.countryCode !== f.country_code) return false;
    if (f.stage !== undefined && String(r.stage) !== f.stage) return false;
    if (f.vat_type !== undefined && String(r.vatType) !== f.vat_type) return false;
    if (f.is_invalid === '1' && r.stage !== DUTY_STAGE.VOIDED) return false;
    if (f.is_invalid === '0' && r.stage === DUTY_STAGE.VOIDED) return false;
    return true;
  },
  // amounts are not sortable: they are in different currencies
  sortable: ['dueDate', 'periodEnd'],
  defaultOrder: '-periodEnd',
  extra: (views) => ({ totals: dutyTotals(views) }),
};

const NOT_FOUND = '未找到这笔税款，或您无权查看。请从「我的税款」列表重新打开';

/** The row `id` and its declaration when `user` may see it, else `undefined`. */
function findRow(user: MockUser, id: number): { row: DutyRow; d: StoredDeclaration; n: number } | undefined {
  const { declarationId, n } = splitDutyId(id);
  const d = scopeRows(declareStore().list, user).find((x) => x.id === declarationId);
  if (!d) return undefined;
  const row = dutyRowsOf(d, contextOf(d)).find((r) => r.id === id);
  return row ? { row, d, n } : undefined;
}

export default routes([
  listRoute(list),

  route({
    contract: dutyApi.progress,
    handler: ({ query, user, res, reply }) => {
      const found = findRow(user, query.id!);
      if (!found) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      reply({ row: found.row, events: dutyTimeline(found.d, found.n, today(), '税局') });
    },
  }),

  route({
    contract: dutyApi.reason,
    handler: ({ query, user, res, reply }) => {
      const found = findRow(user, query.id!);
      if (!found) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      const a = (found.d.paymentAttempts ?? []).find((x) => x.n === found.n);
      if (!a) return fail(res, '这笔税款没有失败或作废，无需查看原因；缴款进度请点「进度」', { errorCode: 'NO_REASON' });
      const ctx = contextOf(found.d);
      reply({
        row: found.row,
        reason: a.reason,
        kind: a.kind,
        usedReference: a.reference,
        at: a.at,
        by: a.by,
        ...(a.note ? { note: a.note } : {}),
        settled: found.d.status === 8 && !!found.d.payment,
        guideInput: dutyGuideInput(found.d, ctx),
      });
    },
  }),
]);
