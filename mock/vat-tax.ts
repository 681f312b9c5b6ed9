/**
 * Mock of the VAT records calls (spec §7 "VAT tax registration", the list and records part; issue #9).
 * Rows are scoped by `scopeRows` (own numbers, plus an agent's clients, narrowed by `users`).
 *
 * - `GET /api/vat-tax` `page, per_page, countryCode, status, type (0 new registration / 1 transfer),
 *   q, tag, overdue (1: only numbers with an overdue period), order_by` → `{ list: VatTaxRecord[], total,
 *   page, perPage }`; with `all=1` the all-list for selects (same filters, unpaged):
 *   `[{ id, userId, userName, countryCode, vatNumber, companyName, status, tags }]`.
 * - `GET /api/vat-tax/info?id` → `VatTaxDetail` (certificates with signed URLs, recent periods, history).
 * - `GET /api/vat-tax/read?id` → `{ id, unread: false }` (the user opened the status change).
 * - `GET /api/vat-tax/country` → `[{ code, count }]` of the user's numbers, in spec §9 order.
 * - `GET /api/vat-tax/history-periods` `id, countryCode, state (filed | overdue | open | all), from,
 *   to, returnType, q, page, perPage, order_by` → paged `VatTaxPeriod`s (default: filed, newest first).
 * - `POST /api/vat-tax/tag?id&tags` (query, spec) → the record; tags comma-joined, ≤ 5, ≤ 10 characters each.
 * - `POST /api/vat-tax/operator` `{ id, operator?, note? }` → the record.
 * - `POST /api/vat-tax/certs/batch-download?ids` (query, spec) → `{ url, fileName, files, records }`:
 *   one `.zip` of the stored certificates (fflate), on the file host.
 * - `GET /api/vat-tax/export-all` `kind (numbers | periods | overdue)` + the filters of that list →
 *   `{ taskId }`; `GET /api/vat-tax/export-result?taskId` → the task (mock/_store/export.ts).
 * - `POST /api/vat-tax/share` `{ ids, title? }` → `{ token, url, expiresAt }`, a read-only link valid 7 days;
 *   `GET /api/vat-tax/shared?token` (open) → `{ title, sharedBy, company, createdAt, expiresAt, rows }`.
 *
 * Every call's path, input and answer schemas are its contract in src/core/vat-tax/api.ts
 * (`vatTaxApi`, issue #18, #34): `routes([...])` keys each route by it, `route({ contract, handler })`
 * validates with it and `reply` is typed by it; the services call the same contract.
 */
import { zipSync } from 'fflate';
import zhVatTax from '../src/locales/zh-CN/vat-tax';
import { sortCountriesBy } from '../src/constants/countries';
import { VAT_TAX_TAG_MAX, VAT_TAX_TAGS_MAX, type VatTaxPeriod, type VatTaxRecord } from '../src/core/vat-tax/types';
import { numberFilters, periodFilters, vatTaxApi } from '../src/core/vat-tax/api';
import type { XlsxColumn } from '../src/core/utils/xlsx';
import {
  db,
  EXPORT_NOT_FOUND,
  exportResult,
  fail,
  invalid,
  listRoute,
  paginate,
  route,
  routes,
  scopeRows,
  selectRows,
  startExport,
  visibleUserIds,
  z,
  type ListSpec,
  type MockUser,
  type RouteContext,
} from './_store';
import { signedFileUrl, storeFile } from './_store/files';
import { createShare, periodsOf, recordView, vatTaxStore, type StoredVatTax } from './_store/vat-tax';

const L = zhVatTax as Record<string, string>;
const label = (key: string) => L[key] ?? key;
const today = () => new Date().toISOString().slice(0, 10);

type NumberFilters = z.output<z.ZodObject<typeof numberFilters>>;

/** The VAT numbers list (and its export): filters of spec §3/§4, sorted by country (spec §9) by default. */
const numbersList: ListSpec<StoredVatTax, VatTaxRecord, typeof numberFilters> = {
  filters: numberFilters,
  rows: () => vatTaxStore().numbers,
  where: (r, f: NumberFilters) =>
    (!f.countryCode || r.countryCode === f.countryCode.toUpperCase()) &&
    (f.status === undefined || r.status === f.status) &&
    (f.type === undefined || String(r.type) === f.type) &&
    (!f.tag || r.tags.includes(f.tag)) &&
    (!f.overdue || recordView(r).overdueCount > 0) &&
    (!f.q || [r.vatNumber, r.localTaxNumber, r.companyName].some((v) => v.toUpperCase().includes(f.q!.toUpperCase().replace(/\s+/g, '')))),
  view: (r) => recordView(r),
  sortable: ['countryOrder', 'nextDueDate', 'daysLeft', 'effectiveDate', 'createdAt', 'companyName', 'overdueCount'],
  defaultOrder: 'countryOrder',
};

type PeriodFilters = z.output<z.ZodObject<typeof periodFilters>>;

/** Filing periods of the user's numbers: filed returns (default), overdue or open periods. */
const periodsList: ListSpec<VatTaxPeriod, VatTaxPeriod, typeof periodFilters> = {
  contract: vatTaxApi.periods,
  filters: periodFilters,
  rows: () => vatTaxStore().numbers.flatMap((r) => periodsOf(r)),
  where: (p, f: PeriodFilters) =>
    (f.state === 'all' || p.state === (f.state ?? 'filed')) &&
    (!f.id || p.vatTaxId === f.id) &&
    (!f.countryCode || p.countryCode === f.countryCode.toUpperCase()) &&
    (!f.from || p.periodEnd >= f.from) &&
    (!f.to || p.periodStart <= f.to) &&
    (!f.returnType || p.returnType === f.returnType) &&
    (!f.q || [p.vatNumber, p.companyName, p.receiptNo ?? ''].some((v) => v.toUpperCase().includes(f.q!.toUpperCase()))),
  sortable: ['periodStart', 'dueDate', 'daysOverdue', 'submittedAt', 'countryCode'],
  defaultOrder: '-periodStart',
};

/** The user's record `id`, or `undefined` when unknown or not visible. */
function findVisible(user: MockUser, id: number): StoredVatTax | undefined {
  return vatTaxStore().numbers.find((r) => r.id === id && visibleUserIds(user).includes(r.userId));
}

const NOT_FOUND = '税号记录不存在或无权查看';

const period = (p: { start: string; end: string } | null) => (p ? `${p.start} ~ ${p.end}` : '');
const numberColumns: XlsxColumn<VatTaxRecord>[] = [
  { key: 'countryCode', title: label('vatTax.col.country') },
  { key: 'vatNumber', title: label('vatTax.col.vatNumber') },
  { key: 'localTaxNumber', title: label('vatTax.col.localTaxNumber') },
  { key: 'companyName', title: label('vatTax.col.company') },
  { key: 'userName', title: label('vatTax.col.user') },
  { key: 'type', title: label('vatTax.col.type'), format: (v) => label(`vatTax.type.${v}`) },
  { key: 'status', title: label('vatTax.col.status'), format: (v) => label(`vatTax.status.${v}`) },
  { key: 'effectiveDate', title: label('vatTax.col.effectiveDate') },
  { key: 'frequency', title: label('vatTax.col.frequency'), format: (v) => label(`vatTax.frequency.${v}`) },
  { key: 'nextPeriod', title: label('vatTax.col.nextPeriod'), format: (v) => period(v as VatTaxRecord['nextPeriod']) },
  { key: 'nextDueDate', title: label('vatTax.col.dueDate') },
  { key: 'daysLeft', title: label('vatTax.col.daysLeft') },
  { key: 'overdueCount', title: label('vatTax.col.overdueCount') },
  { key: 'tags', title: label('vatTax.col.tags'), format: (v) => (v as string[]).join('、') },
  { key: 'operator', title: label('vatTax.col.operator') },
  { key: 'note', title: label('vatTax.col.note') },
];
const periodColumns: XlsxColumn<VatTaxPeriod>[] = [
  { key: 'countryCode', title: label('vatTax.col.country') },
  { key: 'vatNumber', title: label('vatTax.col.vatNumber') },
  { key: 'companyName', title: label('vatTax.col.company') },
  { key: 'userName', title: label('vatTax.col.user') },
  { key: 'periodStart', title: label('vatTax.col.period'), format: (_v, r) => `${r.periodStart} ~ ${r.periodEnd}` },
  { key: 'dueDate', title: label('vatTax.col.dueDate') },
  { key: 'state', title: label('vatTax.col.periodState'), format: (v) => label(`vatTax.periodState.${v}`) },
  { key: 'daysOverdue', title: label('vatTax.col.daysOverdue') },
  { key: 'returnType', title: label('vatTax.col.returnType'), format: (v) => (v ? label(`vatTax.returnType.${v}`) : '') },
  { key: 'currency', title: label('vatTax.col.currency') },
  { key: 'amount', title: label('vatTax.col.amount') },
  { key: 'submittedAt', title: label('vatTax.col.submittedAt') },
  { key: 'paidAt', title: label('vatTax.col.paidAt') },
  { key: 'receiptNo', title: label('vatTax.col.receiptNo') },
];

/** Tags from the comma-joined query value: trimmed, de-duplicated; `undefined` when one breaks a rule. */
function parseTags(raw: string): string[] | string {
  const tags = [...new Set(raw.split(/[,，]/).map((t) => t.trim()).filter(Boolean))];
  if (tags.length > VAT_TAX_TAGS_MAX) return `最多 ${VAT_TAX_TAGS_MAX} 个标签`;
  const long = tags.find((t) => [...t].length > VAT_TAX_TAG_MAX);
  if (long) return `标签「${long.slice(0, 20)}」超过 ${VAT_TAX_TAG_MAX} 个字`;
  return tags;
}

export default routes([
  route({
    contract: vatTaxApi.list,
    handler: (ctx) => {
      const c = ctx as unknown as RouteContext<unknown, Record<string, unknown>, unknown, MockUser>;
      const views = selectRows(numbersList, c);
      if (!views) return;
      if (ctx.query.all) {
        return ctx.reply(views.map(({ id, userId, userName, countryCode, vatNumber, companyName, status, tags }) => ({ id, userId, userName, countryCode, vatNumber, companyName, status, tags })));
      }
      ctx.reply(paginate(views, ctx.query));
    },
  }),

  route({
    contract: vatTaxApi.info,
    handler: ({ res, query, user, reply }) => {
      const r = findVisible(user, query.id!);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      const periods = periodsOf(r);
      reply({
        ...recordView(r),
        certificates: r.certificates.map((f) => ({ ...f, url: signedFileUrl(f.key, user.id) })),
        recentPeriods: periods.slice(-6).reverse(),
        history: [...r.history].reverse(),
      });
    },
  }),

  route({
    contract: vatTaxApi.read,
    handler: ({ res, query, user, reply }) => {
      const r = findVisible(user, query.id!);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      r.unread = false;
      reply({ id: r.id, unread: false });
    },
  }),

  route({
    contract: vatTaxApi.countries,
    handler: ({ user, users, reply }) => {
      const counts = new Map<string, number>();
      for (const r of scopeRows(vatTaxStore().numbers, user, users)) counts.set(r.countryCode, (counts.get(r.countryCode) ?? 0) + 1);
      reply(sortCountriesBy([...counts].map(([code, count]) => ({ code, count })), (x) => x.code));
    },
  }),

  listRoute(periodsList),

  route({
    contract: vatTaxApi.tag,
    handler: ({ res, query, user, reply }) => {
      const r = findVisible(user, query.id!);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      const tags = parseTags(query.tags ?? '');
      if (typeof tags === 'string') return invalid(res, 'tags', tags);
      r.tags = tags;
      r.updatedAt = new Date().toISOString().replace('T', ' ').slice(0, 19);
      reply(recordView(r));
    },
  }),

  route({
    contract: vatTaxApi.operator,
    handler: ({ res, body, user, reply }) => {
      const r = findVisible(user, body.id);
      if (!r) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      if (body.operator !== undefined) r.operator = body.operator;
      if (body.note !== undefined) r.note = body.note;
      r.updatedAt = new Date().toISOString().replace('T', ' ').slice(0, 19);
      reply(recordView(r));
    },
  }),

  route({
    contract: vatTaxApi.certs,
    handler: ({ res, query, user, reply }) => {
      const ids = [...new Set(query.ids.split(',').map(Number))];
      const records = ids.map((id) => findVisible(user, id));
      if (records.some((r) => !r)) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      const entries: Record<string, Uint8Array> = {};
      for (const r of records as StoredVatTax[]) {
        for (const f of r.certificates) {
          const stored = db().files.get(f.key);
          if (stored) entries[`${r.countryCode}-${r.vatNumber || r.id}/${f.name}`] = new Uint8Array(stored.data);
        }
      }
      const files = Object.keys(entries).length;
      if (!files) return fail(res, '所选税号暂无可下载的证书（税号下发后才有证书）', { errorCode: 'NO_CERTIFICATES' });
      const data = Buffer.from(zipSync(entries, { level: 6 }));
      const fileName = `VAT证书-${today()}.zip`;
      const key = `export/${user.id}/${Date.now()}-certificates/${fileName}`;
      storeFile({ key, name: fileName, mime: 'application/zip', data, ownerId: user.id });
      reply({ url: signedFileUrl(key, user.id), fileName, files, records: records.length });
    },
  }),

  route({
    contract: vatTaxApi.exportAll,
    handler: (ctx) => {
      const c = ctx as unknown as RouteContext<unknown, Record<string, unknown>, unknown, MockUser>;
      const kind = ctx.query.kind ?? 'numbers';
      if (kind === 'numbers') {
        const views = selectRows(numbersList, c);
        if (views) ctx.reply(startExport(ctx.user, `${label('vatTax.export.numbers')}-${today()}`, views, numberColumns));
        return;
      }
      if (kind === 'overdue') c.query = { ...c.query, state: 'overdue', order_by: c.query.order_by ?? '-daysOverdue' };
      const views = selectRows(periodsList, c);
      if (views) ctx.reply(startExport(ctx.user, `${label(`vatTax.export.${kind}`)}-${today()}`, views, periodColumns));
    },
  }),

  route({
    contract: vatTaxApi.exportResult,
    handler: ({ res, query, user, reply }) => {
      const task = exportResult(user, query.taskId);
      if (!task) return fail(res, EXPORT_NOT_FOUND, { errorCode: 'EXPORT_NOT_FOUND' });
      reply(task);
    },
  }),

  route({
    contract: vatTaxApi.share,
    handler: ({ res, body, user, reply }) => {
      const ids = [...new Set(body.ids)];
      if (ids.some((id) => !findVisible(user, id))) return fail(res, NOT_FOUND, { errorCode: 'NOT_FOUND' });
      const share = createShare(user.id, ids, body.title || `${user.company ?? user.name} 的 VAT 税号`);
      reply({ token: share.token, url: `/user/vat-tax/temporaryDataSet?token=${share.token}`, expiresAt: new Date(share.expiresAt).toISOString() });
    },
  }),

  route({
    contract: vatTaxApi.shared,
    handler: ({ res, query, reply }) => {
      const share = vatTaxStore().shares.get(query.token);
      if (!share) return fail(res, '分享链接无效，请向分享人确认链接是否完整', { errorCode: 'SHARE_INVALID' });
      if (share.expiresAt < Date.now()) return fail(res, '分享链接已过期，请联系分享人重新分享', { errorCode: 'SHARE_EXPIRED' });
      const owner = db().users.find((u) => u.id === share.userId);
      const rows = share.ids
        .map((id) => vatTaxStore().numbers.find((r) => r.id === id))
        .filter((r): r is StoredVatTax => !!r)
        .map((r) => recordView(r))
        .map(({ countryCode, vatNumber, companyName, status, type, effectiveDate, frequency, nextPeriod, nextDueDate, daysLeft, overdueCount }) => ({
          countryCode,
          vatNumber,
          companyName,
          status,
          type,
          effectiveDate,
          frequency,
          nextPeriod,
          nextDueDate,
          daysLeft,
          overdueCount,
        }));
      reply({
        title: share.title,
        sharedBy: owner?.name ?? '',
        company: owner?.company ?? '',
        createdAt: share.createdAt,
        expiresAt: new Date(share.expiresAt).toISOString(),
        rows: sortCountriesBy(rows, (r) => r.countryCode),
      });
    },
  }),
]);
