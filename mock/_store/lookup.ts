/**
 * The lookup area's state (issue #24 part A): the simulated VAT-number services (VIES for the EU and
 * Northern Ireland, HMRC for GB), each user's consultations (the last good answer per number), the
 * monitoring watch-lists with their alerts and schedule, and the monitoring table's saved columns and
 * filter. The answers the services give are simulated here; mapping them to the console's four
 * answers and deciding alerts is the console's own code (src/core/lookup), run as is.
 *
 * How the simulated services answer (the VIES test-service convention, domain-facts §E.1, applied to
 * the last three digits of a number — for NL those before `B..`; numbers pass their check digits first):
 *
 * | last digits | VIES (EU, XI) | HMRC (GB) |
 * | --- | --- | --- |
 * | `100` | VALID | 200 |
 * | `200` | INVALID | 404 NOT_FOUND |
 * | `201` | INVALID_INPUT | 400 |
 * | `202` | INVALID_REQUESTER_INFO | 403 |
 * | `300` / `301` / `302` | SERVICE_UNAVAILABLE / MS_UNAVAILABLE / TIMEOUT | 500 |
 * | `400` / `401` | VAT_BLOCKED / IP_BLOCKED | 500 |
 * | `500` / `501` | GLOBAL_MAX_CONCURRENT_REQ(_TIME) | 500 |
 * | `600` / `601` | MS_MAX_CONCURRENT_REQ(_TIME) | 429 (too many requests) |
 * | `404` / `429` | — | 404 / 429 (HMRC's own codes, §E.2) |
 * | `700` *(ours)* | INVALID, but registered nationally → "not valid for intra-EU trade" (§B.3) | — |
 * | anything else | the register below, else VALID with no name or address | the register below, else 200 with no name or address |
 *
 * A member state taken down by the test switch (`POST /api/__test__/lookup { down }`, the same switch
 * as `POST /api/__test__/vat-service { checkDown }`) answers MS_UNAVAILABLE; GB down answers 500.
 * The register (`register`) holds what the services say of particular numbers: the users' VAT records
 * (their company names; a deregistered record invalid; a Spanish one waiting for ROI not in VIES) and
 * the seeded monitoring cases (a supplier deregistered since its last check, a client renamed).
 * Germany gives no name or address in VIES (§E.1). Nothing is invented (issue #33): a name and an
 * address come only from the register (the seed); any other number answers without them.
 */
import { randomBytes } from 'crypto';
import { fromHmrc, fromVies, hmrcAddressLine, withNationalRegister, type HmrcRaw, type VatAnswer, type ViesRaw } from '../../src/core/lookup/answers';
import { alertsOf, CHECK_INTERVAL_MS, cleanColumns, defaultMonitorPrefs, retryDelayMs, type AlertKind, type MonitorPrefs, type WatchRelation, type WatchStatus } from '../../src/core/lookup/monitoring';
import { isoOfVatPrefix, serviceOf } from '../../src/core/lookup/normalise';
import type { AlertRow, LastGood, WatchRow } from '../../src/core/lookup/api';
import { collection } from './collections';
import { db } from './core';
import { vatServiceStore } from './vat-service';
import { vatTaxStore } from './vat-tax';
import { makeVatNumber } from './vat-numbers';

/** What a service says of a particular number (the register; anything absent answers by the table above). */
interface RegisterEntry {
  state: 'valid' | 'invalid' | 'notInVies';
  name?: string | null;
  address?: string | null;
}

/** A watched number as stored. */
export interface StoredWatch {
  id: number;
  userId: number;
  vatNumber: string;
  prefix: string;
  companyName: string;
  relation: WatchRelation;
  source: WatchRow['source'];
  status: WatchStatus;
  reason: WatchRow['reason'];
  lastCheckedAt: string | null;
  lastGood: (LastGood & { validFrom?: string | null; validTo?: string | null }) | null;
  /** Epoch ms of the next scheduled check. */
  nextCheckAt: number;
  retryCount: number;
  createdAt: string;
}

/** An alert as stored. */
type StoredAlert = AlertRow;

/** `YYYY-MM-DD HH:mm:ss` (UTC) of an epoch ms. */
export function timeText(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
}

/** The registered address the services give for the users' own companies. */
const OWN_ADDRESS = '中国广东省深圳市南山区科技园';
/** The same as HMRC writes it (its `address` object as one line, src/core/lookup/answers.ts). */
const OWN_ADDRESS_GB = hmrcAddressLine({ line1: OWN_ADDRESS, postcode: 'E14 5AB', countryCode: 'GB' });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A VIES request identifier (the proof VIES gives when the requester's number is sent; e.g. `WAPIAAAAW…`). */
function viesConsultation(): string {
  return `WAPI${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** An HMRC consultation number (`xxx-xxx-xxx`, letters and digits). */
function hmrcConsultation(): string {
  const s = randomBytes(5).toString('hex');
  return `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6, 9)}`.toUpperCase();
}

/** The seeded monitoring cases' numbers (generated with their check digits, mock/_store/vat-numbers.ts). */
export const SEEDED_WATCH = {
  /** A supplier that was valid at the last check and is deregistered now: the next re-check raises `deregistered`. */
  deregistered: makeVatNumber('PL', 4242).vatNumber,
  /** A client whose registered name changed since the last check: `nameChanged`. */
  renamed: makeVatNumber('IT', 4343).vatNumber,
};

function seedRegister(): Map<string, RegisterEntry> {
  const reg = new Map<string, RegisterEntry>();
  const users = new Map(db().users.map((u) => [u.id, u]));
  for (const r of vatTaxStore().numbers) {
    if (!r.vatNumber) continue;
    const company = users.get(r.userId)?.company ?? r.companyName;
    if (r.status === 5) reg.set(r.vatNumber, { state: 'invalid' });
    else if (r.countryCode === 'ES' && /ROI/.test(r.note)) reg.set(r.vatNumber, { state: 'notInVies' });
    else reg.set(r.vatNumber, { state: 'valid', name: company, address: OWN_ADDRESS });
  }
  reg.set(SEEDED_WATCH.deregistered, { state: 'invalid' });
  reg.set(SEEDED_WATCH.renamed, { state: 'valid', name: 'MILANO TRADING GROUP S.R.L.', address: 'VIA TORINO 12, 20123 MILANO MI' });
  return reg;
}

/** The seeded watch-lists: the demo seller's own GB and DE numbers, a supplier (deregistered since), a client (renamed since). */
function seedWatch(): { rows: StoredWatch[]; alerts: StoredAlert[] } {
  const now = Date.now();
  const own = vatTaxStore().numbers.filter((r) => r.userId === 1 && r.vatNumber && (r.countryCode === 'GB' || r.countryCode === 'DE'));
  const rows: StoredWatch[] = [];
  let id = 1;
  const add = (w: Omit<StoredWatch, 'id' | 'status' | 'reason' | 'nextCheckAt' | 'retryCount' | 'createdAt' | 'lastCheckedAt'> & { checkedDaysAgo: number }) => {
    const at = timeText(now - w.checkedDaysAgo * DAY);
    const { checkedDaysAgo, ...rest } = w;
    rows.push({ ...rest, id: id++, status: w.lastGood!.kind, reason: null, lastCheckedAt: at, lastGood: { ...w.lastGood!, checkedAt: at }, nextCheckAt: now + 6 * HOUR, retryCount: 0, createdAt: timeText(now - (checkedDaysAgo + 30) * DAY) });
  };
  for (const r of own) {
    add({
      userId: 1, vatNumber: r.vatNumber, prefix: r.vatNumber.slice(0, 2), companyName: r.companyName, relation: 'own', source: 'records', checkedDaysAgo: 1,
      lastGood: { kind: 'valid', name: r.countryCode === 'DE' ? null : r.companyName, address: r.countryCode === 'DE' ? null : r.countryCode === 'GB' ? OWN_ADDRESS_GB : OWN_ADDRESS, consultationNumber: r.countryCode === 'GB' ? 'K7Q-2MD-9XA' : 'WAPI5D2F0C81A9E3', checkedAt: '' },
    });
  }
  add({
    userId: 1, vatNumber: SEEDED_WATCH.deregistered, prefix: 'PL', companyName: 'WARSZAWA LOGISTYKA SP. Z O.O.', relation: 'supplier', source: 'manual', checkedDaysAgo: 2,
    lastGood: { kind: 'valid', name: 'WARSZAWA LOGISTYKA SP. Z O.O.', address: 'UL. MARSZAŁKOWSKA 10, 00-590 WARSZAWA', consultationNumber: 'WAPI9B31E07C4D22', checkedAt: '' },
  });
  add({
    userId: 1, vatNumber: SEEDED_WATCH.renamed, prefix: 'IT', companyName: 'MILANO TRADING S.R.L.', relation: 'client', source: 'manual', checkedDaysAgo: 2,
    lastGood: { kind: 'valid', name: 'MILANO TRADING S.R.L.', address: 'VIA TORINO 12, 20123 MILANO MI', consultationNumber: 'WAPI11AC7F3E0B56', checkedAt: '' },
  });
  return { rows, alerts: [] };
}

/** The area's collections (restored by `POST /api/__test__/reset`). */
export const lookupStore = collection('lookup', () => {
  const watch = seedWatch();
  return {
    register: seedRegister(),
    /** Last good answer per `userId:vatNumber` (consultations of the check page and of monitoring). */
    consultations: new Map<string, LastGood>(seedConsultations()),
    watch: watch.rows,
    alerts: watch.alerts,
    prefs: new Map<number, MonitorPrefs>(),
    seq: { watch: watch.rows.length + 1, alert: 1 },
  };
});

/** The demo seller's earlier checks: its FR number was valid 3 days ago (the "last good answer" shown when France is down). */
function seedConsultations(): [string, LastGood][] {
  const fr = vatTaxStore().numbers.find((r) => r.userId === 1 && r.countryCode === 'FR' && r.vatNumber);
  if (!fr) return [];
  return [[`1:${fr.vatNumber}`, { kind: 'valid', name: fr.companyName, address: OWN_ADDRESS, consultationNumber: 'WAPI7E4A19C2D0F8', checkedAt: timeText(Date.now() - 3 * DAY) }]];
}

/** Whether the member state of `prefix` is taken down by the test switch (ISO codes, `GR` for `EL`). */
function isDown(prefix: string): boolean {
  return vatServiceStore().checkDown.has(isoOfVatPrefix(prefix));
}

/** The three digits the convention reads (see the module comment). */
function conventionDigits(vatNumber: string): string {
  const m = /(\d{3})(?:B\d{2})?$/.exec(vatNumber);
  return m ? m[1] : '';
}

const VIES_BY_DIGITS: Record<string, string> = {
  '100': 'VALID', '200': 'INVALID', '201': 'INVALID_INPUT', '202': 'INVALID_REQUESTER_INFO', '300': 'SERVICE_UNAVAILABLE', '301': 'MS_UNAVAILABLE', '302': 'TIMEOUT',
  '400': 'VAT_BLOCKED', '401': 'IP_BLOCKED', '500': 'GLOBAL_MAX_CONCURRENT_REQ', '501': 'GLOBAL_MAX_CONCURRENT_REQ_TIME', '600': 'MS_MAX_CONCURRENT_REQ', '601': 'MS_MAX_CONCURRENT_REQ_TIME',
};

/** What VIES answers for `vatNumber` (simulated), and whether the member state's register holds it. */
function viesRaw(vatNumber: string): { raw: ViesRaw; national: boolean } {
  const prefix = vatNumber.slice(0, 2);
  if (isDown(prefix)) return { raw: { valid: false, userError: 'MS_UNAVAILABLE', name: '---', address: '---' }, national: false };
  const digits = conventionDigits(vatNumber);
  const reg = lookupStore().register.get(vatNumber);
  const noDetails = prefix === 'DE';
  const valid = (name: string | null | undefined, address: string | null | undefined): ViesRaw => ({
    valid: true,
    userError: 'VALID',
    name: noDetails ? '---' : name ?? '---',
    address: noDetails ? '---' : address ?? '---',
    requestIdentifier: viesConsultation(),
  });
  // The register first: numbers it knows (the users' records, the seeded cases) answer as it says.
  if (reg?.state === 'invalid') return { raw: { valid: false, userError: 'INVALID', requestIdentifier: viesConsultation() }, national: false };
  if (reg?.state === 'notInVies') return { raw: { valid: false, userError: 'INVALID', requestIdentifier: viesConsultation() }, national: true };
  if (reg) return { raw: valid(reg.name, reg.address), national: true };
  if (digits === '700') return { raw: { valid: false, userError: 'INVALID', requestIdentifier: viesConsultation() }, national: true };
  const code = VIES_BY_DIGITS[digits];
  if (code === 'INVALID') return { raw: { valid: false, userError: 'INVALID', requestIdentifier: viesConsultation() }, national: false };
  if (code && code !== 'VALID') return { raw: { valid: false, userError: code, name: '---', address: '---' }, national: false };
  // Issue #33 "the mock never invents": a number the register does not know is valid with no name
  // or address (`---`, as VIES answers when it gives none) — the page says "未查到登记信息".
  return { raw: valid(null, null), national: true };
}

/** What HMRC's check-a-UK-VAT-number v2 answers for a GB number (simulated). */
function hmrcRaw(vatNumber: string): HmrcRaw {
  if (isDown('GB')) return { status: 500 };
  const reg = lookupStore().register.get(vatNumber);
  if (reg?.state === 'invalid') return { status: 404 };
  const digits = reg ? '' : conventionDigits(vatNumber);
  if (digits === '200' || digits === '404') return { status: 404 };
  if (digits === '201') return { status: 400 };
  if (digits === '202') return { status: 403 };
  if (digits === '429' || digits === '600' || digits === '601') return { status: 429 };
  if (/^[345]0[012]$/.test(digits)) return { status: 500 };
  // A number the register does not know: 200 with no name or address (nothing invented, issue #33).
  const address = reg?.address ? { line1: reg.address, postcode: 'E14 5AB', countryCode: 'GB' } : undefined;
  return {
    status: 200,
    body: {
      target: { name: reg?.name ?? undefined, vatNumber: vatNumber.slice(2), address },
      processingDate: new Date().toISOString(),
      consultationNumber: hmrcConsultation(),
    },
  };
}

/** Checks a normalised number (format and check digits already passed) with its service: the mapped answer (src/core/lookup/answers.ts). */
export function checkWithService(vatNumber: string): VatAnswer {
  if (serviceOf(vatNumber.slice(0, 2)) === 'HMRC') return fromHmrc(hmrcRaw(vatNumber));
  const { raw, national } = viesRaw(vatNumber);
  return withNationalRegister(fromVies(raw), national);
}

/** The last good answer `userId` has of `vatNumber`. */
export function lastGoodOf(userId: number, vatNumber: string): LastGood | null {
  return lookupStore().consultations.get(`${userId}:${vatNumber}`) ?? null;
}

/** Keeps a definitive answer as the user's last good answer of the number. */
export function keepGood(userId: number, vatNumber: string, a: VatAnswer, at: string): void {
  if (a.kind === 'unavailable') return;
  lookupStore().consultations.set(`${userId}:${vatNumber}`, { kind: a.kind, name: a.name, address: a.address, consultationNumber: a.consultationNumber, checkedAt: at });
}

/**
 * Checks one watched number now and applies the answer: a definitive answer becomes the last good
 * one (the next check in a day), the alert rules of src/core/lookup/monitoring.ts run against the
 * previous good answer; "could not check" keeps the last good answer, raises no alert, and schedules a
 * retry with backoff. Returns the alerts raised.
 */
export function recheckWatch(w: StoredWatch, now = Date.now()): StoredAlert[] {
  const s = lookupStore();
  const answer = checkWithService(w.vatNumber);
  const at = timeText(now);
  w.lastCheckedAt = at;
  if (answer.kind === 'unavailable') {
    w.status = 'unavailable';
    w.reason = answer.reason ?? 'serviceUnavailable';
    w.retryCount += 1;
    w.nextCheckAt = now + retryDelayMs(w.retryCount);
    return [];
  }
  const findings = alertsOf(w.lastGood, answer, w.companyName || undefined, at.slice(0, 10));
  w.status = answer.kind;
  w.reason = null;
  w.retryCount = 0;
  w.nextCheckAt = now + CHECK_INTERVAL_MS;
  w.lastGood = { kind: answer.kind, name: answer.name, address: answer.address, consultationNumber: answer.consultationNumber, checkedAt: at, validFrom: answer.validFrom ?? null, validTo: answer.validTo ?? null };
  keepGood(w.userId, w.vatNumber, answer, at);
  const raised = findings.map(
    (f): StoredAlert => ({ id: s.seq.alert++, userId: w.userId, watchId: w.id, vatNumber: w.vatNumber, companyName: w.companyName, kind: f.kind as AlertKind, before: f.before ?? null, after: f.after ?? null, at, consultationNumber: answer.consultationNumber, read: false }),
  );
  s.alerts.push(...raised);
  return raised;
}

/** Runs the schedule as of `now + aheadMs`: every watched number due by then is checked (the daily run; retries after backoff). */
export function runSchedule(aheadMs = 0, now = Date.now()): { checked: number; alerts: number } {
  const due = lookupStore().watch.filter((w) => w.nextCheckAt <= now + aheadMs);
  let alerts = 0;
  for (const w of due) alerts += recheckWatch(w, now).length;
  return { checked: due.length, alerts };
}

/** The row the list answers. */
export function watchView(w: StoredWatch): WatchRow {
  const unread = lookupStore().alerts.filter((a) => a.watchId === w.id && !a.read).length;
  const lg = w.lastGood ? { kind: w.lastGood.kind, name: w.lastGood.name, address: w.lastGood.address, consultationNumber: w.lastGood.consultationNumber, checkedAt: w.lastGood.checkedAt } : null;
  return {
    id: w.id, userId: w.userId, vatNumber: w.vatNumber, prefix: w.prefix, companyName: w.companyName, relation: w.relation, source: w.source, status: w.status, reason: w.reason,
    registeredName: w.lastGood?.name ?? null, address: w.lastGood?.address ?? null, lastCheckedAt: w.lastCheckedAt, lastGood: lg, nextCheckAt: timeText(w.nextCheckAt),
    retryCount: w.retryCount, unreadAlerts: unread, createdAt: w.createdAt,
  };
}

/** The user's saved columns and filter (defaults before a save). */
export function prefsOf(userId: number): MonitorPrefs {
  return lookupStore().prefs.get(userId) ?? defaultMonitorPrefs();
}

/** Saves the user's choice (columns cleaned). */
export function savePrefs(userId: number, p: Partial<MonitorPrefs>): MonitorPrefs {
  const cur = prefsOf(userId);
  const next: MonitorPrefs = { columns: p.columns ? cleanColumns(p.columns) : cur.columns, filter: p.filter ?? cur.filter };
  lookupStore().prefs.set(userId, next);
  return next;
}

/**
 * The unread monitoring alerts of `userIds` (for the home page's to-do: the workbench reads this;
 * issue #24 "Alerts also show on the home page"), newest first: kind, number, company, time
 * (`YYYY-MM-DD HH:mm:ss`), consultation number. An unknown id matches nothing.
 */
export function monitoringAlertsFor(userIds: number[]): Pick<AlertRow, 'id' | 'userId' | 'kind' | 'vatNumber' | 'companyName' | 'at' | 'consultationNumber' | 'before' | 'after'>[] {
  const ids = new Set(userIds);
  return lookupStore()
    .alerts.filter((a) => ids.has(a.userId) && !a.read)
    .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1))
    .map(({ id, userId, kind, vatNumber, companyName, at, consultationNumber, before, after }) => ({ id, userId, kind, vatNumber, companyName, at, consultationNumber, before, after }));
}
