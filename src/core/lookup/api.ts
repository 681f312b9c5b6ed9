/**
 * The contract of every call of the lookup area (issue #24 part A: VAT lookups and monitoring; issue
 * #18 "One contract per call"): request and response schemas written once. The mock
 * (`mock/lookup.ts`) validates with them; the services (`src/services/lookup.ts`) take their types
 * from them (`import type`). Times `YYYY-MM-DD HH:mm:ss` (server time); dates `YYYY-MM-DD`.
 * Relative imports only.
 *
 * Our paths (the spec names `GET /api/vat-tax/vat-check` for one number, used by the VAT service
 * wizard; a list of up to 100 is one call here so the limit and the per-line refusals are enforced
 * where the answers are stored).
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { paged } from '../contract/common';
import { listQuery, qBool, qText, text } from '../contract/fields';
import { ALERT_KINDS, MONITOR_COLUMNS, WATCH_RELATIONS, type AlertKind, type MonitorColumn, type WatchRelation } from './monitoring';
import { VAT_QUERY_MAX } from './normalise';

/** Most numbers on one monitoring list: 500. */
export const WATCH_MAX = 500;

/** The Chinese refusal of a list over {@link VAT_QUERY_MAX} (the page says the same before sending). */
const TOO_MANY_MESSAGE = `一次最多查询 ${VAT_QUERY_MAX} 个税号，请删减后分批查询（已输入的内容不会丢失）`;

const unavailableReason = z.enum(['msUnavailable', 'serviceUnavailable', 'timeout', 'tooManyRequests', 'rateLimit', 'blocked', 'requester', 'inputRefused']);
const refusal = z.enum(['noPrefix', 'notEuUk', 'checkDigits', 'duplicate']);
const service = z.enum(['VIES', 'HMRC', 'BZST']);
const time = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
const relation = z.enum(WATCH_RELATIONS as [WatchRelation, ...WatchRelation[]]);
const alertKind = z.enum(ALERT_KINDS as [AlertKind, ...AlertKind[]]);
const column = z.enum(MONITOR_COLUMNS as unknown as [MonitorColumn, ...MonitorColumn[]]);
const watchStatus = z.enum(['valid', 'invalid', 'notInVies', 'unavailable', 'pending']);

/** The last good (definitive) answer of a number: what it said, when, and its consultation number. */
const lastGood = z
  .object({
    kind: z.enum(['valid', 'invalid', 'notInVies']),
    name: z.string().nullable(),
    address: z.string().nullable(),
    consultationNumber: z.string().nullable(),
    checkedAt: time,
  })
  .strict();

/** One line of a check: refused before the call (`kind: 'refused'`) or the service's mapped answer. */
export const vatCheckRow = z
  .object({
    /** The line as sent. */
    input: z.string(),
    /** Normalised, with its prefix (for `noPrefix` the cleaned text). */
    vatNumber: z.string(),
    /** VAT prefix (`DE`, `EL`, `XI`, `GB`…); `''` when unknown. */
    prefix: z.string(),
    kind: z.enum(['valid', 'invalid', 'notInVies', 'unavailable', 'refused']),
    /** With `unavailable`: why (src/core/lookup/answers.ts `UnavailableReason`). */
    reason: unavailableReason.nullable(),
    /** With `refused`: why (src/core/lookup/normalise.ts `LineRefusal`). */
    refusal: refusal.nullable(),
    /** With `duplicate`: the 1-based position of the first occurrence in `numbers`. */
    duplicateOf: z.number().int().positive().nullable(),
    name: z.string().nullable(),
    address: z.string().nullable(),
    consultationNumber: z.string().nullable(),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    /** Which service answered (`null` when refused). */
    source: service.nullable(),
    checkedAt: time,
    /** With `unavailable`: the last good answer of this number the user has, if any. */
    lastGood: lastGood.nullable(),
  })
  .strict();

/** `POST /api/lookup/vat-check` `{ numbers (1-100 lines), defaultCountry? }` → `{ results }` in the order sent. */
const check = defineContract({
  method: 'POST',
  path: '/api/lookup/vat-check',
  access: 'user',
  body: z.object({
    numbers: z
      .array(z.string({ invalid_type_error: '每个税号应为文本' }).max(60, '单个税号过长（最多 60 个字符）'), { required_error: '请输入要查询的税号' })
      .min(1, '请输入要查询的税号')
      .max(VAT_QUERY_MAX, TOO_MANY_MESSAGE),
    /** ISO code or VAT prefix added to numbers typed without one. */
    defaultCountry: z.string().trim().regex(/^[A-Za-z]{2}$/, '默认国家应为两位国家代码').optional(),
  }),
  response: z.object({ results: z.array(vatCheckRow) }).strict(),
});

/** A watched number (`GET /api/lookup/monitoring`). */
export const watchRow = z
  .object({
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
    vatNumber: z.string(),
    prefix: z.string(),
    /** The name the user expects (typed, or the VAT record's company); `''` when none. */
    companyName: z.string(),
    relation,
    source: z.enum(['manual', 'import', 'records', 'query']),
    status: watchStatus,
    reason: unavailableReason.nullable(),
    /** The registered name / address of the last good answer (`null`: not given, e.g. Germany). */
    registeredName: z.string().nullable(),
    address: z.string().nullable(),
    lastCheckedAt: time.nullable(),
    lastGood: lastGood.nullable(),
    /** When the schedule checks it next (a retry with backoff after "could not check"). */
    nextCheckAt: time,
    /** Retries in a row after "could not check" (0 after a definitive answer). */
    retryCount: z.number().int().nonnegative(),
    unreadAlerts: z.number().int().nonnegative(),
    createdAt: time,
  })
  .strict();

/** An alert of a watched number. */
const alertRow = z
  .object({
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
    watchId: z.number().int().positive(),
    vatNumber: z.string(),
    companyName: z.string(),
    kind: alertKind,
    before: z.string().nullable(),
    after: z.string().nullable(),
    at: time,
    consultationNumber: z.string().nullable(),
    read: z.boolean(),
  })
  .strict();

/** Filters of the monitoring list: `q` (number or name), comma-joined `status`, `relation`, `countries`; `alertsOnly`. */
export const monitoringFilters = {
  q: qText(50),
  status: qText(80),
  relation: qText(40),
  countries: qText(120),
  alertsOnly: qBool(),
};

/** `GET /api/lookup/monitoring` → a page of the watch-list (own, plus an agent's clients'). */
const monitoringList = defineContract({
  method: 'GET',
  path: '/api/lookup/monitoring',
  access: 'user',
  query: listQuery(monitoringFilters),
  response: paged(watchRow),
});

/** `POST /api/lookup/monitoring` `{ items: [{ vatNumber, relation, companyName? }] (1-100), source }` → added rows (checked at once) and refused lines. */
const monitoringAdd = defineContract({
  method: 'POST',
  path: '/api/lookup/monitoring',
  access: 'user',
  body: z.object({
    items: z
      .array(
        z.object({
          vatNumber: z.string({ required_error: '请输入 VAT 税号' }).trim().min(1, '请输入 VAT 税号').max(60, '单个税号过长（最多 60 个字符）'),
          relation,
          companyName: text(120).optional(),
        }),
        { required_error: '请添加要监控的税号' },
      )
      .min(1, '请添加要监控的税号')
      .max(VAT_QUERY_MAX, `一次最多添加 ${VAT_QUERY_MAX} 个税号，请分批添加`),
    source: z.enum(['manual', 'import', 'query']).default('manual'),
  }),
  response: z
    .object({
      added: z.array(watchRow),
      refused: z.array(z.object({ input: z.string(), reason: z.enum(['noPrefix', 'notEuUk', 'checkDigits', 'duplicate', 'exists', 'limit']) }).strict()),
    })
    .strict(),
});

/** `POST /api/lookup/monitoring/from-records` → the user's issued VAT numbers not yet watched, added as `own`. */
const monitoringFromRecords = defineContract({
  method: 'POST',
  path: '/api/lookup/monitoring/from-records',
  access: 'user',
  response: z.object({ added: z.number().int().nonnegative(), skipped: z.number().int().nonnegative() }).strict(),
});

/** `POST /api/lookup/monitoring/recheck` `{ ids? }` (default: all visible) → counts of the run. */
const monitoringRecheck = defineContract({
  method: 'POST',
  path: '/api/lookup/monitoring/recheck',
  access: 'user',
  body: z.object({ ids: z.array(z.number().int().positive()).max(WATCH_MAX).optional() }),
  response: z.object({ checked: z.number().int().nonnegative(), unavailable: z.number().int().nonnegative(), alerts: z.number().int().nonnegative() }).strict(),
});

/** `POST /api/lookup/monitoring/delete` `{ ids }` → how many were removed (with their alerts). */
const monitoringDelete = defineContract({
  method: 'POST',
  path: '/api/lookup/monitoring/delete',
  access: 'user',
  body: z.object({ ids: z.array(z.number().int().positive(), { required_error: '请选择要移除的税号' }).min(1, '请选择要移除的税号').max(WATCH_MAX) }),
  response: z.object({ removed: z.number().int().nonnegative() }).strict(),
});

/** `GET /api/lookup/monitoring/alerts?unread` → the alerts, newest first. */
const alerts = defineContract({
  method: 'GET',
  path: '/api/lookup/monitoring/alerts',
  access: 'user',
  query: z.object({ unread: qBool() }),
  response: z.array(alertRow),
});

/** `POST /api/lookup/monitoring/alerts/read` `{ ids? }` (default: all visible) → how many were marked read. */
const alertsRead = defineContract({
  method: 'POST',
  path: '/api/lookup/monitoring/alerts/read',
  access: 'user',
  body: z.object({ ids: z.array(z.number().int().positive()).max(1000).optional() }),
  response: z.object({ read: z.number().int().nonnegative() }).strict(),
});

/** The choice of columns and filter (src/core/lookup/monitoring.ts `MonitorPrefs`). */
const monitorPrefs = z
  .object({
    columns: z.array(column).max(MONITOR_COLUMNS.length * 2),
    filter: z
      .object({
        status: z.array(watchStatus).max(5).optional(),
        relation: z.array(relation).max(3).optional(),
        countries: z.array(z.string().regex(/^[A-Z]{2}$/, '国家代码应为两位大写字母')).max(40).optional(),
        alertsOnly: z.boolean().optional(),
      })
      .strict(),
  })
  .strict();

/** `GET /api/lookup/monitoring/prefs` → the user's saved choice (defaults before one is saved). */
const prefsGet = defineContract({ method: 'GET', path: '/api/lookup/monitoring/prefs', access: 'user', response: monitorPrefs });

/** `POST /api/lookup/monitoring/prefs` `{ columns?, filter? }` → the saved choice (columns cleaned: known keys, `vatNumber` first). */
const prefsSave = defineContract({
  method: 'POST',
  path: '/api/lookup/monitoring/prefs',
  access: 'user',
  body: z.object({ columns: monitorPrefs.shape.columns.optional(), filter: monitorPrefs.shape.filter.optional() }),
  response: monitorPrefs,
});

/** Every call of the area. */
export const lookupApi = { check, monitoringList, monitoringAdd, monitoringFromRecords, monitoringRecheck, monitoringDelete, alerts, alertsRead, prefsGet, prefsSave };

/** One line of a check's answer. */
export type VatCheckRow = z.infer<typeof vatCheckRow>;
/** A watched number. */
export type WatchRow = z.infer<typeof watchRow>;
/** An alert. */
export type AlertRow = z.infer<typeof alertRow>;
/** The last good answer. */
export type LastGood = z.infer<typeof lastGood>;
