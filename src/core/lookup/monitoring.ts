/**
 * VAT-number monitoring rules (issue #24 `/public-service/vat-monitoring`; domain-facts §E.4 "What a
 * monitoring product must alert on"): which change of a watched number is an alert, when the next
 * check runs (daily; after "could not check" a retry with backoff), and the monitoring table's
 * columns and filters a user may choose (`/columns`, `/filter-box`). Pure; relative imports only.
 */
import type { VatAnswer, VatAnswerKind } from './answers';

/**
 * An alert (locale `lookup.alert.<kind>`): `deregistered` valid (or registered) before, invalid now
 * (VIES INVALID after VALID, HMRC 404 after 200); `expired` valid only until a day already past
 * (eVatR 204); `notYetValid` valid only from a later day (eVatR 203); `nameChanged` / `addressChanged`
 * the registered name or address differs from the last good answer; `nameMismatch` the registered
 * name differs from the name the user expects (eVatR B, HMRC name ≠ registered name; gov.uk
 * marketplace checks); `droppedFromVies` valid before, now registered but not in VIES.
 */
export type AlertKind = 'deregistered' | 'expired' | 'notYetValid' | 'nameChanged' | 'addressChanged' | 'nameMismatch' | 'droppedFromVies';

/** Every alert kind, in the order the page lists them. */
export const ALERT_KINDS: readonly AlertKind[] = ['deregistered', 'expired', 'notYetValid', 'droppedFromVies', 'nameChanged', 'addressChanged', 'nameMismatch'];

/** The last good (definitive) answer of a watched number. */
export interface GoodSnapshot {
  kind: Exclude<VatAnswerKind, 'unavailable'>;
  name: string | null;
  address: string | null;
  validFrom?: string | null;
  validTo?: string | null;
}

/** An alert found by {@link alertsOf}: its kind and, for a change, the text before and after. */
interface AlertFinding {
  kind: AlertKind;
  before?: string;
  after?: string;
}

/**
 * A name or address as compared: upper case, letters and digits only (`Shenzhen Trading Co., Ltd`
 * and `SHENZHEN TRADING CO LTD` are the same; a changed word is not).
 */
function comparable(s: string): string {
  return s.toUpperCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Whether two names or addresses are the same once compared ({@link comparable}). */
export function sameText(a: string, b: string): boolean {
  return comparable(a) === comparable(b);
}

/**
 * The alerts a new answer raises for a watched number, given its last good answer (`prev`, `null`
 * before the first) and the name the user expects (`expectedName`, optional). `today` `YYYY-MM-DD`.
 *
 * - "could not check" (`unavailable`) raises NOTHING, whatever was before (domain-facts §E.4, §E.5);
 * - a change is an alert only against a previous good answer, so the first check raises none except
 *   `expired`, `notYetValid` and `nameMismatch`, which need no history;
 * - `nameMismatch` is raised when the mismatch is new (not when the last good answer already had it),
 *   and only where the service gives a name (Germany gives none in VIES: no verdict); not beside a
 *   `nameChanged` away from the expected name (one piece of news, one alert);
 * - `nameChanged` / `addressChanged` only where both answers carry the field.
 */
export function alertsOf(prev: GoodSnapshot | null, next: VatAnswer, expectedName: string | undefined, today: string): AlertFinding[] {
  if (next.kind === 'unavailable') return [];
  const out: AlertFinding[] = [];
  const wasGood = prev && (prev.kind === 'valid' || prev.kind === 'notInVies');
  if (next.kind === 'invalid' && wasGood) out.push({ kind: 'deregistered', before: prev.kind, after: next.kind });
  if (next.kind === 'notInVies' && prev?.kind === 'valid') out.push({ kind: 'droppedFromVies' });
  if (next.kind === 'valid' && next.validTo && next.validTo < today && prev?.validTo !== next.validTo) out.push({ kind: 'expired', after: next.validTo });
  if (next.kind === 'valid' && next.validFrom && next.validFrom > today && prev?.validFrom !== next.validFrom) out.push({ kind: 'notYetValid', after: next.validFrom });
  if (next.kind !== 'invalid' && prev) {
    if (prev.name && next.name && !sameText(prev.name, next.name)) out.push({ kind: 'nameChanged', before: prev.name, after: next.name });
    if (prev.address && next.address && !sameText(prev.address, next.address)) out.push({ kind: 'addressChanged', before: prev.address, after: next.address });
  }
  const expected = expectedName?.trim();
  if (expected && next.name && !sameText(expected, next.name)) {
    const already = prev?.name ? !sameText(expected, prev.name) : false;
    // The registered name changed away from the expected one: the nameChanged alert already says so.
    const sameNews = out.some((f) => f.kind === 'nameChanged') && !!prev?.name && sameText(expected, prev.name);
    if (!already && !sameNews) out.push({ kind: 'nameMismatch', before: expected, after: next.name });
  }
  return out;
}

/** Time between two scheduled checks of a watched number: one day. */
export const CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** First retry after "could not check": 15 minutes (odoo cut its timeout so users are not blocked; vatchecker#62 retries later). */
const RETRY_BASE_MS = 15 * 60 * 1000;

/** Longest wait between retries: 6 hours (BZSt asks not to retry immediately; VIES outages last hours, domain-facts §E.1/§E.3). */
const RETRY_MAX_MS = 6 * 60 * 60 * 1000;

/**
 * Delay before retry number `attempt` (1-based) after "could not check": 15 min, 30 min, 1 h, 2 h,
 * 4 h, then 6 h each (exponential backoff, capped). The retry outlives any request (the schedule
 * keeps `nextCheckAt`), which is why this is a delay table and not an in-process retry loop.
 */
export function retryDelayMs(attempt: number): number {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (n - 1));
}

/** Who a watched number belongs to (locale `lookup.relation.<relation>`): the user's own, a client's, a supplier's. */
export type WatchRelation = 'own' | 'client' | 'supplier';

/** The relations, in order. */
export const WATCH_RELATIONS: readonly WatchRelation[] = ['own', 'client', 'supplier'];

/** Status of a watched number: an answer kind, or `pending` before its first check (locale `lookup.kind.<status>`). */
export type WatchStatus = VatAnswerKind | 'pending';

/** Columns of the monitoring table a user may show or hide (locale `lookup.col.<key>`); `vatNumber` is always shown. */
export const MONITOR_COLUMNS = ['vatNumber', 'companyName', 'relation', 'status', 'registeredName', 'address', 'lastGood', 'lastCheckedAt', 'nextCheckAt', 'alerts'] as const;

/** A column key. */
export type MonitorColumn = (typeof MONITOR_COLUMNS)[number];

/** The columns shown before a user chooses. */
export const DEFAULT_MONITOR_COLUMNS: readonly MonitorColumn[] = ['vatNumber', 'companyName', 'relation', 'status', 'registeredName', 'lastGood', 'lastCheckedAt', 'alerts'];

/** A user's saved filter of the monitoring table (every field optional: no filter). */
export interface MonitorFilter {
  /** Statuses to show. */
  status?: WatchStatus[];
  relation?: WatchRelation[];
  /** VAT prefixes (`DE`, `EL`, `GB`…). */
  countries?: string[];
  /** Only numbers with unread alerts. */
  alertsOnly?: boolean;
}

/** The user's choice of columns and filter (`GET/POST /api/lookup/monitoring/prefs`). */
export interface MonitorPrefs {
  columns: MonitorColumn[];
  filter: MonitorFilter;
}

/** The choice before a user saves one. */
export function defaultMonitorPrefs(): MonitorPrefs {
  return { columns: [...DEFAULT_MONITOR_COLUMNS], filter: {} };
}

/** A chosen column list made safe: known keys only, no repeats, `vatNumber` first and always there. */
export function cleanColumns(cols: readonly string[]): MonitorColumn[] {
  const known = new Set<string>(MONITOR_COLUMNS);
  const out: MonitorColumn[] = ['vatNumber'];
  for (const c of cols) if (known.has(c) && !out.includes(c as MonitorColumn)) out.push(c as MonitorColumn);
  return out;
}

/** A watched row as the filter sees it. */
interface FilterableWatch {
  status: WatchStatus;
  relation: WatchRelation;
  prefix: string;
  unreadAlerts: number;
}

/** Whether `row` passes the saved `filter` (an empty list in a field means no condition on it). */
export function passesFilter(row: FilterableWatch, filter: MonitorFilter): boolean {
  if (filter.status?.length && !filter.status.includes(row.status)) return false;
  if (filter.relation?.length && !filter.relation.includes(row.relation)) return false;
  if (filter.countries?.length && !filter.countries.includes(row.prefix)) return false;
  if (filter.alertsOnly && row.unreadAlerts === 0) return false;
  return true;
}

/**
 * Whether a watched number is pinned (issue #33 "monitoring shows changes first"): it has changes the
 * user has not acknowledged (`unreadAlerts` > 0), so it stays visible whatever the saved filter and
 * comes first, until its alerts are marked read.
 */
export function isPinned(unreadAlerts: number): boolean {
  return unreadAlerts > 0;
}

/** `rows` with the pinned ones ({@link isPinned}) first; the order within each group is kept. */
export function pinnedFirst<T extends { unreadAlerts: number }>(rows: readonly T[]): T[] {
  return [...rows.filter((r) => isPinned(r.unreadAlerts)), ...rows.filter((r) => !isPinned(r.unreadAlerts))];
}
