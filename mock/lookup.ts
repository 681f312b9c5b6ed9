/**
 * Mock of the lookup area (issue #24 part A: VAT lookups and monitoring); shapes and every call's
 * contract: src/core/lookup/api.ts. How the simulated VIES and HMRC answer (the VIES test-service
 * convention, HMRC 404 / 429, a member state taken down): mock/_store/lookup.ts.
 *
 * - `POST /api/lookup/vat-check` `{ numbers (≤ 100), defaultCountry? }` → `{ results }`: each line
 *   normalised (src/core/lookup/normalise.ts) or refused with its reason (no call made for it), the
 *   rest checked with VIES / HMRC and mapped (src/core/lookup/answers.ts); a definitive answer is kept
 *   as the user's last good answer, "could not check" carries the last good one. More than 100 lines
 *   is refused whole ("一次最多查询 100 个税号…"), nothing kept.
 * - `GET /api/lookup/monitoring` `page, perPage, q, status, relation, countries, alertsOnly, order_by`
 *   → the watch-list page (own, plus an agent's clients', narrowed by `users`). A number with unread
 *   alerts (changed since the user last acknowledged) passes every filter but `q` and comes first
 *   (issue #33 "monitoring shows changes first").
 * - `POST /api/lookup/monitoring` `{ items: [{ vatNumber, relation, companyName? }], source }` →
 *   `{ added, refused }`: every added number is checked at once; a refused line says why.
 * - `POST /api/lookup/monitoring/from-records` → `{ added, skipped }`: the user's issued VAT numbers.
 * - `POST /api/lookup/monitoring/recheck` `{ ids? }` → `{ checked, unavailable, alerts }`.
 * - `POST /api/lookup/monitoring/delete` `{ ids }` → `{ removed }`.
 * - `GET /api/lookup/monitoring/alerts?unread` → alerts, newest first;
 *   `POST /api/lookup/monitoring/alerts/read` `{ ids? }` → `{ read }`.
 * - `GET` / `POST /api/lookup/monitoring/prefs` → the saved columns and filter.
 * - *(test only)* `POST /api/__test__/lookup` `{ down?: ['FR'], runSchedule?: { aheadHours } }` → the
 *   countries down and the schedule run's counts (`aheadHours` 24: the next daily run).
 */
import { lookupApi, monitoringFilters, type VatCheckRow, type WatchRow } from '../src/core/lookup/api';
import { isPinned, passesFilter, pinnedFirst, type WatchRelation, type WatchStatus } from '../src/core/lookup/monitoring';
import { isEuUkVatPrefix, parseVatLine, parseVatList } from '../src/core/lookup/normalise';
import { fail, nowText, ok, paginate, route, routes, testContract, scopeRows, selectRows, z, type ListSpec, type MockUser, type RouteContext } from './_store';
import { checkWithService, keepGood, lastGoodOf, lookupStore, prefsOf, recheckWatch, runSchedule, savePrefs, timeText, watchView, type StoredWatch } from './_store/lookup';
import { vatServiceStore } from './_store/vat-service';
import { vatTaxStore } from './_store/vat-tax';
import { WATCH_MAX } from '../src/core/lookup/api';

const list = (s: string | undefined) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : []);

const monitoringList: ListSpec<StoredWatch, WatchRow, typeof monitoringFilters> = {
  contract: lookupApi.monitoringList,
  filters: monitoringFilters,
  rows: () => lookupStore().watch,
  view: (w) => watchView(w),
  where: (w, f) => {
    const q = f.q?.toUpperCase().replace(/\s+/g, '');
    if (q && !w.vatNumber.includes(q) && !w.companyName.toUpperCase().includes(f.q!.toUpperCase()) && !(w.lastGood?.name ?? '').toUpperCase().includes(f.q!.toUpperCase())) return false;
    const unread = lookupStore().alerts.filter((a) => a.watchId === w.id && !a.read).length;
    // Issue #33 "monitoring shows changes first": a number with an unacknowledged change passes
    // every saved filter (status, relation, countries) until its alerts are marked read.
    if (isPinned(unread)) return true;
    return passesFilter(
      { status: w.status, relation: w.relation, prefix: w.prefix, unreadAlerts: unread },
      { status: list(f.status) as WatchStatus[], relation: list(f.relation) as WatchRelation[], countries: list(f.countries), alertsOnly: f.alertsOnly },
    );
  },
  sortable: ['vatNumber', 'createdAt', 'lastCheckedAt', 'status', 'unreadAlerts'],
  defaultOrder: '-createdAt',
};

/** The watched rows `user` may act on among `ids` (all visible when `ids` is absent). */
function visibleWatch(user: MockUser, ids?: number[]): StoredWatch[] {
  const rows = scopeRows(lookupStore().watch, user);
  if (!ids) return rows;
  const want = new Set(ids);
  return rows.filter((r) => want.has(r.id));
}

export default routes([
  route({
    contract: lookupApi.check,
    handler: ({ body, user, reply }) => {
      const parsed = parseVatList(body.numbers, { defaultCountry: body.defaultCountry });
      // The schema refuses more than 100 entries; blank ones do not count, so this never trips after it.
      if (parsed.tooMany) return reply({ results: [] });
      const at = nowText();
      const results = parsed.lines.map((l): VatCheckRow => {
        const base = { input: l.raw, vatNumber: l.vatNumber, prefix: l.prefix, checkedAt: at, validFrom: null, validTo: null, duplicateOf: null };
        if (l.refused) {
          return { ...base, kind: 'refused', reason: null, refusal: l.refused.reason, duplicateOf: l.refused.duplicateOf ?? null, name: null, address: null, consultationNumber: null, source: null, lastGood: null };
        }
        const a = checkWithService(l.vatNumber);
        const before = lastGoodOf(user.id, l.vatNumber);
        keepGood(user.id, l.vatNumber, a, at);
        return {
          ...base,
          kind: a.kind,
          reason: a.kind === 'unavailable' ? a.reason ?? 'serviceUnavailable' : null,
          refusal: null,
          name: a.name,
          address: a.address,
          consultationNumber: a.consultationNumber,
          validFrom: a.validFrom ?? null,
          validTo: a.validTo ?? null,
          source: a.source,
          lastGood: a.kind === 'unavailable' ? before : null,
        };
      });
      reply({ results });
    },
  }),

  route({
    contract: lookupApi.monitoringList,
    handler: (ctx) => {
      const views = selectRows(monitoringList, ctx as unknown as RouteContext<unknown, Record<string, unknown>, unknown, MockUser>);
      if (!views) return;
      // Changed numbers (unread alerts) first, then the asked order (a stable sort keeps it).
      ctx.reply(paginate(pinnedFirst(views), ctx.query));
    },
  }),

  route({
    contract: lookupApi.monitoringAdd,
    handler: ({ body, user, reply }) => {
      const s = lookupStore();
      const mine = s.watch.filter((w) => w.userId === user.id);
      const have = new Set(mine.map((w) => w.vatNumber));
      const seen = new Set<string>();
      const refused: { input: string; reason: 'noPrefix' | 'notEuUk' | 'checkDigits' | 'duplicate' | 'exists' | 'limit' }[] = [];
      const fresh: StoredWatch[] = [];
      const now = Date.now();
      body.items.forEach((item, i) => {
        const l = parseVatLine(item.vatNumber, i + 1);
        if (l.refused) return refused.push({ input: item.vatNumber, reason: l.refused.reason });
        if (seen.has(l.vatNumber)) return refused.push({ input: item.vatNumber, reason: 'duplicate' });
        if (have.has(l.vatNumber)) return refused.push({ input: item.vatNumber, reason: 'exists' });
        if (mine.length + fresh.length >= WATCH_MAX) return refused.push({ input: item.vatNumber, reason: 'limit' });
        seen.add(l.vatNumber);
        fresh.push({
          id: 0, userId: user.id, vatNumber: l.vatNumber, prefix: l.prefix, companyName: item.companyName ?? '', relation: item.relation, source: body.source,
          status: 'pending', reason: null, lastCheckedAt: null, lastGood: null, nextCheckAt: now, retryCount: 0, createdAt: timeText(now),
        });
        return undefined;
      });
      for (const w of fresh) {
        w.id = s.seq.watch++;
        const prior = lastGoodOf(user.id, w.vatNumber);
        if (prior) w.lastGood = { ...prior };
        s.watch.push(w);
        recheckWatch(w, now);
      }
      reply({ added: fresh.map(watchView), refused });
    },
  }),

  route({
    contract: lookupApi.monitoringFromRecords,
    handler: ({ user, reply, res }) => {
      const s = lookupStore();
      const records = vatTaxStore().numbers.filter((r) => r.userId === user.id && r.vatNumber && r.status !== 5);
      if (!records.length) return fail(res, '您还没有已下发的 VAT 税号，可在「VAT 税号」查看注册进度，或直接输入要监控的税号');
      const have = new Set(s.watch.filter((w) => w.userId === user.id).map((w) => w.vatNumber));
      let added = 0;
      const now = Date.now();
      for (const r of records) {
        if (have.has(r.vatNumber) || !isEuUkVatPrefix(r.vatNumber.slice(0, 2))) continue;
        const w: StoredWatch = {
          id: s.seq.watch++, userId: user.id, vatNumber: r.vatNumber, prefix: r.vatNumber.slice(0, 2), companyName: r.companyName, relation: 'own', source: 'records',
          status: 'pending', reason: null, lastCheckedAt: null, lastGood: lastGoodOf(user.id, r.vatNumber), nextCheckAt: now, retryCount: 0, createdAt: timeText(now),
        };
        s.watch.push(w);
        recheckWatch(w, now);
        added += 1;
      }
      reply({ added, skipped: records.length - added });
    },
  }),

  route({
    contract: lookupApi.monitoringRecheck,
    handler: ({ body, user, reply }) => {
      const rows = visibleWatch(user, body.ids);
      const now = Date.now();
      let alerts = 0;
      for (const w of rows) alerts += recheckWatch(w, now).length;
      reply({ checked: rows.length, unavailable: rows.filter((w) => w.status === 'unavailable').length, alerts });
    },
  }),

  route({
    contract: lookupApi.monitoringDelete,
    handler: ({ body, user, reply }) => {
      const s = lookupStore();
      const gone = new Set(visibleWatch(user, body.ids).map((w) => w.id));
      s.watch = s.watch.filter((w) => !gone.has(w.id));
      s.alerts = s.alerts.filter((a) => !gone.has(a.watchId));
      reply({ removed: gone.size });
    },
  }),

  route({
    contract: lookupApi.alerts,
    handler: ({ query, user, users, reply }) => {
      const rows = scopeRows(lookupStore().alerts, user, users).filter((a) => !query.unread || !a.read);
      reply([...rows].sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1)));
    },
  }),

  route({
    contract: lookupApi.alertsRead,
    handler: ({ body, user, reply }) => {
      const want = body.ids ? new Set(body.ids) : null;
      const rows = scopeRows(lookupStore().alerts, user).filter((a) => !a.read && (!want || want.has(a.id)));
      for (const a of rows) a.read = true;
      reply({ read: rows.length });
    },
  }),

  route({
    contract: lookupApi.prefsGet,
    handler: ({ user, reply }) => reply(prefsOf(user.id)),
  }),

  route({
    contract: lookupApi.prefsSave,
    handler: ({ body, user, reply }) => reply(savePrefs(user.id, body)),
  }),

  route({
    contract: testContract('POST', '/api/__test__/lookup', { body: z.object({
      down: z.array(z.string().regex(/^[A-Za-z]{2}$/)).max(30).optional(),
      runSchedule: z.object({ aheadHours: z.number().min(0).max(24 * 30).default(0) }).optional(),
    }) }),
    handler: ({ res, body }) => {
      const store = vatServiceStore();
      if (body.down) store.checkDown = new Set(body.down.map((c) => (c.toUpperCase() === 'EL' ? 'GR' : c.toUpperCase())));
      const run = body.runSchedule ? runSchedule(body.runSchedule.aheadHours * 60 * 60 * 1000) : null;
      ok(res, { down: [...store.checkDown], run });
    },
  }),
]);
