/**
 * The lookup mock (issue #24 part A): the token, refusals in Chinese with nothing stored, the VIES
 * test-service convention, HMRC 404 / 429, a member state taken down (never invalid, the last good
 * answer with its consultation number), monitoring (add, refusals, scope, one-click from records,
 * re-check with alerts, backoff, schedule), saved prefs, and `monitoringAlertsFor`.
 */
import routes from '../../../mock/lookup';
import { issueToken, resetStore } from '../../../mock/_store';
import { lookupStore, monitoringAlertsFor, SEEDED_WATCH } from '../../../mock/_store/lookup';
import { vatTaxStore } from '../../../mock/_store/vat-tax';
import { callRoute, type MockCallInput } from '../helpers/mock-call';
import { COUNTRIES } from '../../../mock/_store/common-data';
import { makeVatNumber } from '../../../mock/_store/vat-numbers';
import { OTHER_COUNTRIES } from '@/core/lookup/other';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);
let seller: string;
let agent: string;
let client1: string;

beforeEach(() => {
  resetStore();
  process.env.MOCK_TEST_API = '1';
  seller = issueToken(1);
  agent = issueToken(2);
  client1 = issueToken(3);
});
afterEach(() => {
  delete process.env.MOCK_TEST_API;
});

const check = async (numbers: string[], token = seller) => {
  const a = await call('POST /api/lookup/vat-check', { token, body: { numbers } });
  expect([a.http, a.body.success]).toEqual([200, true]);
  return a.body.data.results as { input: string; vatNumber: string; kind: string; reason: string | null; refusal: string | null; name: string | null; consultationNumber: string | null; source: string | null; lastGood: { kind: string; checkedAt: string; consultationNumber: string } | null; duplicateOf: number | null }[];
};
const down = (countries: string[]) => call('POST /api/__test__/lookup', { body: { down: countries } });
const sellerFr = () => vatTaxStore().numbers.find((r) => r.userId === 1 && r.countryCode === 'FR')!.vatNumber;
/** An issued GB number of another user (in the register, with its company's name). */
const otherGb = () => vatTaxStore().numbers.find((r) => r.userId !== 1 && r.countryCode === 'GB' && r.vatNumber && r.status !== 5)!.vatNumber;

describe('the lookup mock: access and refusals', () => {
  it('refuses every call without a token with 401', async () => {
    for (const r of ['POST /api/lookup/vat-check', 'GET /api/lookup/monitoring', 'POST /api/lookup/monitoring', 'POST /api/lookup/monitoring/recheck', 'GET /api/lookup/monitoring/alerts', 'GET /api/lookup/monitoring/prefs']) {
      const a = await call(r, { body: {} });
      expect([r, a.http, a.body.errorMessage]).toEqual([r, 401, '请先登录']);
    }
  });
  it('more than 100 numbers is refused in Chinese and nothing is kept', async () => {
    const before = lookupStore().consultations.size;
    const a = await call('POST /api/lookup/vat-check', { token: seller, body: { numbers: Array.from({ length: 101 }, () => 'DE136695976') } });
    expect([a.body.success, a.body.errorCode]).toEqual([false, 'VALIDATION']);
    expect(a.body.errorMessage).toMatch(/一次最多查询 100 个税号/);
    expect(lookupStore().consultations.size).toBe(before);
  });
  it('hostile bodies get a Chinese message', async () => {
    for (const body of [{}, { numbers: [] }, { numbers: [{ $gt: '' }] }, { numbers: ['x'.repeat(61)] }, { numbers: ['DE136695976'], defaultCountry: 'Deutschland' }]) {
      const a = await call('POST /api/lookup/vat-check', { token: seller, body });
      expect([a.body.success, a.body.errorCode]).toEqual([false, 'VALIDATION']);
      expect(a.body.errorMessage).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('the check: normalised lines, the VIES convention, HMRC', () => {
  it('refuses bad lines with their reason, checks the rest, and keeps nothing for a refused line', async () => {
    const r = await check(['de 100 001 100', 'DE100001101', 'NO995525828MVA', '12345678', 'DE100001100']);
    expect(r.map((x) => [x.vatNumber, x.kind, x.refusal])).toEqual([
      ['DE100001100', 'valid', null],
      ['DE100001101', 'refused', 'checkDigits'],
      ['NO995525828MVA', 'refused', 'notEuUk'],
      ['12345678', 'refused', 'noPrefix'],
      ['DE100001100', 'refused', 'duplicate'],
    ]);
    expect(r[4].duplicateOf).toBe(1);
    expect(lookupStore().consultations.has('1:DE100001101')).toBe(false);
    // Germany gives no name or address through VIES.
    expect([r[0].name, r[0].source]).toEqual([null, 'VIES']);
  });
  it('answers by the test-service digits: 100 valid, 200 invalid, 3xx/6xx could not check; 700 not in VIES', async () => {
    const r = await check(['IT01234601100', 'PL5260001200', 'FR20123456300', 'DE100008301', 'DE100001302', 'DE100009600', 'ESB12349700', 'ATU12350301']);
    expect(r.map((x) => [x.kind, x.reason])).toEqual([
      ['valid', null],
      ['invalid', null],
      ['unavailable', 'serviceUnavailable'],
      ['unavailable', 'msUnavailable'],
      ['unavailable', 'timeout'],
      ['unavailable', 'tooManyRequests'],
      ['notInVies', null],
      ['unavailable', 'msUnavailable'],
    ]);
    // Nothing invented (issue #33): a number the register does not know has no name.
    expect(r[0].name).toBeNull();
    expect(r[0].consultationNumber).toMatch(/^WAPI[0-9A-F]{12}$/);
  });
  it('a check-digit-valid number VIES answers INVALID_INPUT is "could not check" with its reason, never invalid (issue #33, §E.1)', async () => {
    const [r] = await check(['FR26123482201']);
    expect([r.vatNumber, r.kind, r.reason, r.source]).toEqual(['FR26123482201', 'unavailable', 'inputRefused', 'VIES']);
    // Not kept as a last good answer: it said nothing about the number.
    expect(lookupStore().consultations.has('1:FR26123482201')).toBe(false);
  });
  it('GB goes to HMRC: 200 with name and consultation number, 404 invalid, 429 rate limit', async () => {
    const r = await check(['GB980780684', 'GB123463200', 'GB123466429']);
    expect(r.map((x) => [x.source, x.kind, x.reason])).toEqual([['HMRC', 'valid', null], ['HMRC', 'invalid', null], ['HMRC', 'unavailable', 'rateLimit']]);
    expect(r[0].consultationNumber).toMatch(/^[0-9A-F]{3}-[0-9A-F]{3}-[0-9A-F]{3}$/);
  });
  it('a member state taken down answers "could not check" (never invalid) with the last good answer', async () => {
    const fr = sellerFr();
    await down(['FR']);
    const [r] = await check([fr]);
    expect([r.kind, r.reason]).toEqual(['unavailable', 'msUnavailable']);
    expect(r.lastGood).toMatchObject({ kind: 'valid', consultationNumber: 'WAPI7E4A19C2D0F8' });
    // Another user has no earlier answer of that number.
    const [other] = await check([fr], client1);
    expect(other.lastGood).toBeNull();
    // Back up: valid, and that answer becomes the last good one.
    await down([]);
    const [up] = await check([fr]);
    expect(up.kind).toBe('valid');
    await down(['FR']);
    const [again] = await check([fr]);
    expect(again.lastGood?.consultationNumber).toBe(up.consultationNumber);
  });
  it('the register decides known numbers: a deregistered record is invalid, a Spanish one outside ROI not in VIES', async () => {
    const dereg = vatTaxStore().numbers.find((x) => x.status === 5)!.vatNumber;
    const esRoi = vatTaxStore().numbers.find((x) => x.countryCode === 'ES' && /ROI/.test(x.note))!.vatNumber;
    const r = await check([dereg, esRoi]);
    expect(r.map((x) => x.kind)).toEqual(['invalid', 'notInVies']);
  });
});

describe('monitoring', () => {
  const list = async (token = seller, query: Record<string, string> = {}) => (await call('GET /api/lookup/monitoring', { token, query: { perPage: '100', ...query } })).body.data;

  it('the seller starts with four seeded numbers and no alerts; a re-check deregisters the supplier and renames the client', async () => {
    expect((await list()).total).toBe(4);
    expect((await call('GET /api/lookup/monitoring/alerts', { token: seller, query: { unread: '1' } })).body.data).toEqual([]);
    const r = (await call('POST /api/lookup/monitoring/recheck', { token: seller, body: {} })).body.data;
    expect(r).toEqual({ checked: 4, unavailable: 0, alerts: 2 });
    const alerts = (await call('GET /api/lookup/monitoring/alerts', { token: seller, query: { unread: '1' } })).body.data;
    expect(alerts.map((a: { kind: string; vatNumber: string }) => [a.kind, a.vatNumber]).sort()).toEqual([['deregistered', SEEDED_WATCH.deregistered], ['nameChanged', SEEDED_WATCH.renamed]]);
    expect(alerts.find((a: { kind: string }) => a.kind === 'nameChanged').after).toBe('MILANO TRADING GROUP S.R.L.');
    // A second re-check raises nothing new.
    expect((await call('POST /api/lookup/monitoring/recheck', { token: seller, body: {} })).body.data.alerts).toBe(0);
    // The home page's function sees them, newest first, with time and consultation number.
    const home = monitoringAlertsFor([1]);
    expect(home).toHaveLength(2);
    expect(home[0].at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(monitoringAlertsFor([3, 999])).toEqual([]);
    // Marked read: gone from the unread list and the home page.
    expect((await call('POST /api/lookup/monitoring/alerts/read', { token: seller, body: {} })).body.data.read).toBe(2);
    expect(monitoringAlertsFor([1])).toEqual([]);
  });

  it('a member state down raises no invalid alert, keeps the last good answer and backs off', async () => {
    await down(['PL', 'IT']);
    const r = (await call('POST /api/lookup/monitoring/recheck', { token: seller, body: {} })).body.data;
    expect([r.checked, r.unavailable, r.alerts]).toEqual([4, 2, 0]);
    const rows = (await list()).list as { vatNumber: string; status: string; reason: string; lastGood: { kind: string; consultationNumber: string }; retryCount: number; nextCheckAt: string; lastCheckedAt: string }[];
    const pl = rows.find((x) => x.vatNumber === SEEDED_WATCH.deregistered)!;
    expect([pl.status, pl.reason, pl.lastGood.kind, pl.lastGood.consultationNumber, pl.retryCount]).toEqual(['unavailable', 'msUnavailable', 'valid', 'WAPI9B31E07C4D22', 1]);
    const wait = (x: typeof pl) => (Date.parse(`${x.nextCheckAt.replace(' ', 'T')}Z`) - Date.parse(`${x.lastCheckedAt.replace(' ', 'T')}Z`)) / 60000;
    expect(wait(pl)).toBe(15);
    await call('POST /api/lookup/monitoring/recheck', { token: seller, body: { ids: [(pl as unknown as { id: number }).id] } });
    const pl2 = ((await list()).list as (typeof pl)[]).find((x) => x.vatNumber === SEEDED_WATCH.deregistered)!;
    expect([pl2.retryCount, wait(pl2)]).toEqual([2, 30]);
    expect(monitoringAlertsFor([1])).toEqual([]);
    // Back up: the schedule's run finds the change.
    await down([]);
    const run = (await call('POST /api/__test__/lookup', { body: { runSchedule: { aheadHours: 24 } } })).body.data.run;
    expect(run).toEqual({ checked: 4, alerts: 2 });
  });

  it('adds typed numbers (checked at once), refuses bad, repeated and existing ones with reasons', async () => {
    const a = (
      await call('POST /api/lookup/monitoring', {
        token: seller,
        body: {
          items: [
            { vatNumber: 'it 01234601100', relation: 'client' },
            { vatNumber: 'IT01234601100', relation: 'client' },
            { vatNumber: 'DE100001101', relation: 'supplier' },
            { vatNumber: SEEDED_WATCH.renamed, relation: 'client' },
            { vatNumber: otherGb(), relation: 'own', companyName: 'Some Other Ltd' },
          ],
          source: 'manual',
        },
      })
    ).body.data;
    expect(a.added.map((w: { vatNumber: string; status: string }) => [w.vatNumber, w.status])).toEqual([['IT01234601100', 'valid'], [otherGb(), 'valid']]);
    expect(a.refused.map((x: { reason: string }) => x.reason)).toEqual(['duplicate', 'checkDigits', 'exists']);
    expect((await list()).total).toBe(6);
    // The typed company name differs from the one HMRC's register holds: a name mismatch alert at once.
    const alerts = (await call('GET /api/lookup/monitoring/alerts', { token: seller })).body.data;
    expect(alerts.map((x: { kind: string }) => x.kind)).toEqual(['nameMismatch']);
    // A hostile add stores nothing.
    const bad = await call('POST /api/lookup/monitoring', { token: seller, body: { items: [{ vatNumber: 'DE136695976', relation: 'boss' }] } });
    expect([bad.body.success, bad.body.errorCode]).toEqual([false, 'VALIDATION']);
    expect((await list()).total).toBe(6);
  });

  it('adds the user’s own VAT numbers with one click, once', async () => {
    const first = (await call('POST /api/lookup/monitoring/from-records', { token: seller, body: {} })).body.data;
    // The seller's issued numbers: GB, DE (already watched), FR.
    expect(first).toEqual({ added: 1, skipped: 2 });
    expect((await call('POST /api/lookup/monitoring/from-records', { token: seller, body: {} })).body.data).toEqual({ added: 0, skipped: 3 });
  });

  it('scope: a client sees only its own; the agent sees its clients’; nobody re-checks or removes another’s', async () => {
    await call('POST /api/lookup/monitoring', { token: client1, body: { items: [{ vatNumber: 'IT01234601100', relation: 'supplier' }] } });
    expect((await list(client1)).total).toBe(1);
    const ag = await list(agent);
    expect(ag.list.map((w: { userId: number }) => w.userId)).toEqual([3]);
    expect((await list(agent, { users: '4' })).total).toBe(0);
    const sellerIds = ((await list()).list as { id: number }[]).map((w) => w.id);
    expect((await call('POST /api/lookup/monitoring/recheck', { token: client1, body: { ids: sellerIds } })).body.data.checked).toBe(0);
    expect((await call('POST /api/lookup/monitoring/delete', { token: client1, body: { ids: sellerIds } })).body.data.removed).toBe(0);
    expect((await list()).total).toBe(4);
    expect((await call('POST /api/lookup/monitoring/delete', { token: seller, body: { ids: sellerIds.slice(0, 1) } })).body.data.removed).toBe(1);
    expect((await list()).total).toBe(3);
  });

  it('filters: status, relation, countries, alerts only, text', async () => {
    await call('POST /api/lookup/monitoring/recheck', { token: seller, body: {} });
    expect((await list(seller, { alertsOnly: 'true' })).total).toBe(2);
    // Acknowledged: nothing is pinned, every filter applies as saved.
    await call('POST /api/lookup/monitoring/alerts/read', { token: seller, body: {} });
    expect((await list(seller, { alertsOnly: 'true' })).total).toBe(0);
    expect((await list(seller, { status: 'invalid' })).list.map((w: { vatNumber: string }) => w.vatNumber)).toEqual([SEEDED_WATCH.deregistered]);
    expect((await list(seller, { relation: 'own' })).total).toBe(2);
    expect((await list(seller, { countries: 'IT,PL' })).total).toBe(2);
    expect((await list(seller, { q: 'milano' })).total).toBe(1);
  });

  it('a changed number stays visible, first, under any saved filter until its change is acknowledged (issue #33)', async () => {
    await call('POST /api/lookup/monitoring/prefs', { token: seller, body: { filter: { status: ['valid'] } } });
    await call('POST /api/__test__/lookup', { body: { runSchedule: { aheadHours: 24 } } });
    const valid = await list(seller, { status: 'valid' });
    const rows = valid.list as { vatNumber: string; status: string; unreadAlerts: number }[];
    // The deregistered supplier (now 无效) and the renamed client are pinned first; the own numbers follow.
    expect(rows.slice(0, 2).map((w) => w.vatNumber).sort()).toEqual([SEEDED_WATCH.deregistered, SEEDED_WATCH.renamed].sort());
    expect(rows.find((w) => w.vatNumber === SEEDED_WATCH.deregistered)).toMatchObject({ status: 'invalid', unreadAlerts: 1 });
    expect(rows.slice(2).every((w) => w.status === 'valid' && w.unreadAlerts === 0)).toBe(true);
    expect(valid.total).toBe(4);
    // Other saved filters do not hide it either; a text search still narrows.
    expect((await list(seller, { relation: 'own', countries: 'GB' })).list.map((w: { vatNumber: string }) => w.vatNumber)).toContain(SEEDED_WATCH.deregistered);
    expect((await list(seller, { status: 'valid', q: 'milano' })).total).toBe(1);
    // Acknowledged: the filter applies again.
    const alert = (await call('GET /api/lookup/monitoring/alerts', { token: seller, query: { unread: '1' } })).body.data.find((a: { vatNumber: string }) => a.vatNumber === SEEDED_WATCH.deregistered);
    await call('POST /api/lookup/monitoring/alerts/read', { token: seller, body: { ids: [alert.id] } });
    const after = (await list(seller, { status: 'valid' })).list.map((w: { vatNumber: string }) => w.vatNumber);
    expect(after).not.toContain(SEEDED_WATCH.deregistered);
    expect(after[0]).toBe(SEEDED_WATCH.renamed);
  });

  it('saves the columns and filter per user (columns cleaned); defaults before', async () => {
    const d = (await call('GET /api/lookup/monitoring/prefs', { token: seller })).body.data;
    expect(d.columns[0]).toBe('vatNumber');
    expect(d.filter).toEqual({});
    const s = (await call('POST /api/lookup/monitoring/prefs', { token: seller, body: { columns: ['status', 'status', 'companyName'], filter: { status: ['invalid'], alertsOnly: true } } })).body.data;
    expect(s).toEqual({ columns: ['vatNumber', 'status', 'companyName'], filter: { status: ['invalid'], alertsOnly: true } });
    expect((await call('GET /api/lookup/monitoring/prefs', { token: seller })).body.data).toEqual(s);
    expect((await call('GET /api/lookup/monitoring/prefs', { token: client1 })).body.data.filter).toEqual({});
    const bad = await call('POST /api/lookup/monitoring/prefs', { token: seller, body: { columns: ['password'] } });
    expect([bad.body.success, bad.body.errorCode]).toEqual([false, 'VALIDATION']);
  });

  it('the test switch answers 404 without MOCK_TEST_API', async () => {
    delete process.env.MOCK_TEST_API;
    expect((await down(['FR'])).http).toBe(404);
  });
});

describe('the other-countries table names each country', () => {
  it('every country of the other-VAT lookup has a Chinese name in GET /api/countries (the label showed a bare code for NO and NZ)', () => {
    const named = new Map(COUNTRIES.map((c) => [c.code, c.name]));
    const missing = OTHER_COUNTRIES.map((c) => c.country).filter((code) => !named.get(code));
    expect(missing).toEqual([]);
    expect([named.get('NO'), named.get('NZ')]).toEqual(['挪威', '新西兰']);
  });
});

describe('the mock never invents (issue #33)', () => {
  /** Check-digit-valid numbers the register does not know and the test-service convention does not read. */
  const unknown = () =>
    ['FR', 'PL', 'IT', 'ES', 'CZ', 'GB']
      .flatMap((c) => [9001, 9002, 9003, 9004].map((seed) => makeVatNumber(c, seed).vatNumber))
      .filter((n) => !lookupStore().register.has(n) && !/(100|20[012]|30[012]|40[01]|50[01]|60[01]|404|429|700)(B\d{2})?$/.test(n));

  it('a number the seed data does not know is answered without a name or an address, in every country', async () => {
    const numbers = unknown();
    expect(new Set(numbers.map((n) => n.slice(0, 2))).size).toBe(6);
    const r = await check(numbers);
    expect(r.map((x) => x.kind)).toEqual(numbers.map(() => 'valid'));
    for (const x of r) expect([x.vatNumber, x.name, (x as { address?: string | null }).address]).toEqual([x.vatNumber, null, null]);
  });

  it('a name comes only from the seed data (the register), as it is there', async () => {
    const [renamed] = await check([SEEDED_WATCH.renamed]);
    expect(renamed.name).toBe(lookupStore().register.get(SEEDED_WATCH.renamed)!.name);
  });

  it('adding unknown numbers to monitoring (as the lookup page does, with the answer’s name) stores no company name', async () => {
    const numbers = unknown().slice(0, 5);
    const r = await check(numbers);
    const added = (
      await call('POST /api/lookup/monitoring', {
        token: seller,
        body: { items: r.map((x) => ({ vatNumber: x.vatNumber, relation: 'supplier', ...(x.name ? { companyName: x.name } : {}) })), source: 'query' },
      })
    ).body.data.added as { vatNumber: string; companyName: string; registeredName: string | null }[];
    expect(added).toHaveLength(5);
    for (const w of added) expect([w.companyName, w.registeredName]).toEqual(['', null]);
    const stored = lookupStore().watch.filter((w) => numbers.includes(w.vatNumber));
    expect(stored.map((w) => [w.companyName, w.lastGood?.name ?? null])).toEqual(numbers.map(() => ['', null]));
  });
});
