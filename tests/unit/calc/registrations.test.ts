/**
 * Issue #20, console side: the calculator takes each country's filing frequency from the user's VAT
 * records (else the country's usual frequency; OSS quarterly by law), says where it came from, and
 * over a calendar quarter builds each return due in it per registration, like the CLI's
 * `--quarter --registrations` (src/core/calc/registrations.ts, mock/calc.ts).
 */
import calcMock from '../../../mock/calc';
import { db, issueToken, resetStore } from '../../../mock/_store';
import { vatTaxStore } from '../../../mock/_store/vat-tax';
import { calculateQuarter, calculateVat, fromText } from '@/core/vat';
import { toVatOptions, type CalcBasicData } from '@/core/calc/model';
import { engineRegistration, filingsOf, isCalendarQuarter, registrationsFor, type RecordFacts } from '@/core/calc/registrations';
import { generateVtr } from '../../../scripts/gen-vtr';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (route: string, input: MockCallInput = {}) => callRoute(calcMock as unknown as Record<string, unknown>, route, input);

describe('registrationsFor: the frequency of each return and where it came from', () => {
  const records: RecordFacts[] = [
    { id: 1, countryCode: 'DE', vatNumber: 'DE111111111', companyName: 'A 公司', status: 3, frequency: 'quarterly' },
    { id: 2, countryCode: 'DE', vatNumber: 'DE222222222', companyName: 'B 公司', status: 3, frequency: 'monthly' },
    { id: 3, countryCode: 'GB', vatNumber: 'GB333333333', companyName: 'B 公司', status: 3, frequency: 'quarterly', stagger: 2 },
    { id: 4, countryCode: 'IT', vatNumber: 'IT44444444444', companyName: 'B 公司', status: 3, frequency: 'annual' },
    { id: 5, countryCode: 'FR', vatNumber: 'FR55555555555', companyName: 'B 公司', status: 5, frequency: 'quarterly' },
    { id: 6, countryCode: 'ES', vatNumber: '', companyName: 'B 公司', status: 1, frequency: 'monthly' },
  ];

  it('records first (by VAT number, then company, then any active one); GB keeps its stagger; OSS by law; the rest by the usual frequency', () => {
    const regs = registrationsFor(['GB', 'DE', 'PL', 'IT', 'FR', 'ES', 'OSS', 'XI'], records, { companyName: 'B 公司' });
    expect(regs.map((r) => [r.country, r.frequency, r.stagger ?? null, r.source, r.vatNumber ?? null])).toEqual([
      ['GB', 'quarterly', 2, 'records', 'GB333333333'],
      ['DE', 'monthly', null, 'records', 'DE222222222'],
      ['PL', 'monthly', null, 'default', null],
      // an annual record: the engine builds no annual return, the usual frequency applies (said so)
      ['IT', 'quarterly', null, 'default', 'IT44444444444'],
      // only a deregistered record: still the seller's number and frequency
      ['FR', 'quarterly', null, 'records', 'FR55555555555'],
      // a record without a number yet: the usual frequency
      ['ES', 'quarterly', null, 'default', null],
      ['OSS', 'quarterly', null, 'law', null],
    ]);
    expect(registrationsFor(['DE'], records, { companyName: 'A 公司' })[0]).toMatchObject({ frequency: 'quarterly', recordId: 1 });
    // A 公司 has no GB record: another company's is never used for it
    expect(registrationsFor(['GB'], records, { companyName: 'A 公司' })[0]).toMatchObject({ source: 'default', stagger: 1 });
    expect(registrationsFor(['DE'], records, { vatNumbers: { DE: 'de 222 222 222' } })[0]).toMatchObject({ frequency: 'monthly', recordId: 2 });
    expect(registrationsFor(['GB'], [])[0]).toMatchObject({ frequency: 'quarterly', stagger: 1, source: 'default' });
  });

  it('isCalendarQuarter', () => {
    expect(isCalendarQuarter('2025-01-01', '2025-03-31')).toBe(true);
    expect(isCalendarQuarter('2024-10-01', '2024-12-31')).toBe(true);
    expect(isCalendarQuarter('2025-02-01', '2025-04-30')).toBe(false);
    expect(isCalendarQuarter('2025-01-01', '2025-01-31')).toBe(false);
  });
});

describe('the calculator mock: returns per registration from the caller\'s VAT records', () => {
  const report = generateVtr({ seed: 11, rows: 400 });
  let agent: string;
  let client: { id: number; company: string };
  const basic = (over: Partial<CalcBasicData> = {}): CalcBasicData => ({
    countryCode: { key: 'GB', text: '英国' },
    taxPeriodType: 'quarter',
    startDate: '2025-01-01',
    endDate: '2025-03-31',
    countries: ['DE', 'PL', 'OSS'],
    companyName: client.company,
    saleFiles: [{ key: 'report/2/q1.csv', name: 'q1.csv', size: 1 }],
    ...over,
  });
  const done = async (id: number) => {
    for (let i = 0; i < 200; i++) {
      const r = await call('GET /api/calculate-tax/:id(\\d+)', { token: agent, params: { id: String(id) } });
      if (r.body.data.status === 'done' || r.body.data.status === 'failed') return r.body.data;
      await new Promise<void>((res) => {
        setTimeout(res, 100);
      });
    }
    throw new Error('calculation did not finish');
  };

  beforeEach(() => {
    resetStore();
    agent = issueToken(2);
    const data = Buffer.from(report);
    db().files.set('report/2/q1.csv', { key: 'report/2/q1.csv', name: 'q1.csv', size: data.length, mime: 'text/plain', data, ownerId: 2, createdAt: '' });
    // the agent's client with GB (stagger 2), DE, PL and CZ numbers in the seeded records
    const gb = vatTaxStore().numbers.find((n) => n.countryCode === 'GB' && n.stagger === 2)!;
    client = { id: gb.userId, company: gb.companyName };
  });

  it('a quarter: GB on its stagger, DE and PL monthly from the records, OSS by law; each figure equals the engine run of its period', async () => {
    const created = await call('POST /api/calculate-tax', { token: agent, body: basic() });
    const c = await done(created.body.data.id);
    expect(c.status).toBe('done');
    const regs = c.registrations as { country: string; frequency: string; stagger?: number; source: string; vatNumber?: string }[];
    const numbers = vatTaxStore().numbers.filter((n) => n.userId === client.id);
    const de = numbers.find((n) => n.countryCode === 'DE')!;
    expect(regs.map((r) => [r.country, r.frequency, r.stagger ?? null, r.source])).toEqual([
      ['GB', 'quarterly', 2, 'records'],
      ['DE', de.frequency, null, 'records'],
      ['PL', 'monthly', null, 'records'],
      ['OSS', 'quarterly', null, 'law'],
    ]);
    expect(regs[1].vatNumber).toBe(de.vatNumber);
    const filings = c.filings as { ret: string; from: string; to: string; payable: string; currency: string; note?: string; source: string }[];
    // GB stagger 2: the quarter ending in January (Nov–Jan), with a note that it starts before Q1
    expect(filings.map((f) => `${f.ret} ${f.from}~${f.to}`)).toEqual([
      'GB 2024-11-01~2025-01-31',
      'DE 2025-01-01~2025-01-31',
      'DE 2025-02-01~2025-02-28',
      'DE 2025-03-01~2025-03-31',
      'PL 2025-01-01~2025-01-31',
      'PL 2025-02-01~2025-02-28',
      'PL 2025-03-01~2025-03-31',
      'OSS 2025-01-01~2025-03-31',
    ]);
    expect(filings[0].note).toContain('早于本季度开始');
    // the same as the engine's quarter run with the same registrations
    const b = basic();
    const q = await calculateQuarter([fromText('q1.csv', report)], regs.map((r) => engineRegistration(r as never)), '2025-01-01', { ...toVatOptions(b), countries: undefined, countryCode: undefined });
    expect(filings).toEqual(JSON.parse(JSON.stringify(filingsOf(q, regs as never))));
    // and February's German return is the engine run of February alone
    const feb = await calculateVat([fromText('q1.csv', report)], { ...toVatOptions(b), countries: ['DE'], startDate: '2025-02-01', endDate: '2025-02-28' });
    expect(filings[2].payable).toBe(feb.returns.find((r) => r.country === 'DE')?.totals.payable ?? '0.00');
  });

  it('the records decide: a DE record switched to quarterly gives one German return for the quarter', async () => {
    const de = vatTaxStore().numbers.find((n) => n.userId === client.id && n.countryCode === 'DE')!;
    de.frequency = 'quarterly';
    const c = await done((await call('POST /api/calculate-tax', { token: agent, body: basic({ countries: ['DE'] }) })).body.data.id);
    expect((c.filings as { ret: string; from: string; to: string }[]).map((f) => `${f.ret} ${f.from}~${f.to}`)).toEqual(['GB 2024-11-01~2025-01-31', 'DE 2025-01-01~2025-03-31']);
    de.frequency = 'monthly';
    const m = await done((await call('POST /api/calculate-tax', { token: agent, body: basic({ countries: ['DE'] }) })).body.data.id);
    expect((m.filings as { ret: string }[]).filter((f) => f.ret === 'DE')).toHaveLength(3);
  });

  it('a country without a record says so; a month is not split (registrations only, no filings)', async () => {
    const c = await done((await call('POST /api/calculate-tax', { token: agent, body: basic({ countries: ['ES'], taxPeriodType: 'month', startDate: '2025-02-01', endDate: '2025-02-28' }) })).body.data.id);
    expect(c.filings).toBeNull();
    expect((c.registrations as { country: string; source: string }[]).map((r) => [r.country, r.source])).toEqual([
      ['GB', 'records'],
      ['ES', 'default'],
    ]);
  });
});
