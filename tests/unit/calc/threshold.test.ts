/**
 * Issue #13, the EUR 10,000 threshold (VAT Directive Art. 59c) through the calculator: the form's
 * answers → basic data (`thresholdBasicData`) → engine options (`toVatOptions`) → CLI arguments
 * (`toCliArgs`, parsed back by scripts/vat.ts), the mock's schema accepting the new fields, and the
 * country pickers' list (27 EU member states + GB, Greece as GR / EL).
 */
import calcMock from '../../../mock/calc';
import { db, issueToken, resetStore } from '../../../mock/_store';
import { calculateVat, fromText } from '@/core/vat';
import { EU_COUNTRIES } from '@/core/vat/countries';
import {
  CALC_COUNTRIES,
  countryLabel,
  countryText,
  EU_MEMBER_STATES,
  isEuMemberState,
  thresholdBasicData,
  toCliArgs,
  toVatOptions,
  withCountryPrefix,
  type CalcBasicData,
} from '@/core/calc/model';
import { parseArgs } from '../../../scripts/vat';
import { generateVtr } from '../../../scripts/gen-vtr';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const base: CalcBasicData = {
  countryCode: { key: 'FR', text: '法国' },
  taxPeriodType: 'quarter',
  startDate: '2025-01-01',
  endDate: '2025-03-31',
  establishment: 'FR',
  saleFiles: [{ key: 'report/1/a.csv', name: 'a.csv', size: 10 }],
};

describe('thresholdBasicData: the form’s three answers', () => {
  it('未超过 / 已超过 / 不确定', () => {
    expect(thresholdBasicData({ establishment: 'FR', euThreshold: 'under' })).toEqual({ euThreshold: 'under' });
    expect(thresholdBasicData({ establishment: 'FR', euThreshold: 'over' })).toEqual({ euThreshold: 'over' });
    expect(thresholdBasicData({ establishment: 'FR', euThreshold: 'unsure' })).toEqual({});
    expect(thresholdBasicData({ establishment: 'FR' })).toEqual({});
  });
  it('the crossing date only with 已超过; the Art. 59c(3) option only when not over', () => {
    expect(thresholdBasicData({ establishment: 'FR', euThreshold: 'over', euThresholdCrossedOn: '2025-02-10' })).toEqual({ euThreshold: 'over', euThresholdCrossedOn: '2025-02-10' });
    expect(thresholdBasicData({ establishment: 'FR', euThreshold: 'under', euThresholdCrossedOn: '2025-02-10' })).toEqual({ euThreshold: 'under' });
    expect(thresholdBasicData({ establishment: 'FR', euThreshold: 'under', euDestinationOption: true })).toEqual({ euThreshold: 'under', euDestinationOption: true });
    expect(thresholdBasicData({ establishment: 'FR', euThreshold: 'unsure', euDestinationOption: true })).toEqual({ euDestinationOption: true });
    expect(thresholdBasicData({ establishment: 'FR', euThreshold: 'over', euDestinationOption: true })).toEqual({ euThreshold: 'over' });
  });
  it('asks nothing of a seller outside the EU (or in GB)', () => {
    expect(thresholdBasicData({ establishment: 'NON_EU', euThreshold: 'under', euDestinationOption: true })).toEqual({});
    expect(thresholdBasicData({ establishment: 'GB', euThreshold: 'over' })).toEqual({});
    expect(thresholdBasicData({ euThreshold: 'under' })).toEqual({});
  });
});

describe('toVatOptions / toCliArgs with the threshold', () => {
  it('under → euThresholdUnder true, --eu-threshold under', () => {
    const d = { ...base, euThreshold: 'under' as const };
    const o = toVatOptions(d);
    expect(o).toMatchObject({ establishment: 'FR', euThresholdUnder: true });
    expect(o.euThresholdCrossedOn).toBeUndefined();
    expect(o.euDestinationOption).toBeUndefined();
    expect(toCliArgs(d)).toEqual(['--country', 'FR', '--from', '2025-01-01', '--to', '2025-03-31', '--established', 'FR', '--eu-threshold', 'under']);
  });
  it('over with a crossing date → euThresholdUnder false + euThresholdCrossedOn, both CLI options', () => {
    const d = { ...base, euThreshold: 'over' as const, euThresholdCrossedOn: '2025-02-15' };
    expect(toVatOptions(d)).toMatchObject({ euThresholdUnder: false, euThresholdCrossedOn: '2025-02-15' });
    const args = toCliArgs(d);
    expect(args.slice(args.indexOf('--eu-threshold'))).toEqual(['--eu-threshold', 'over', '--eu-threshold-crossed', '2025-02-15']);
  });
  it('the Art. 59c(3) option → euDestinationOption, --eu-destination', () => {
    const d = { ...base, euThreshold: 'under' as const, euDestinationOption: true };
    expect(toVatOptions(d)).toMatchObject({ euThresholdUnder: true, euDestinationOption: true });
    expect(toCliArgs(d)).toContain('--eu-destination');
  });
  it('not answered: no threshold option at all (the engine infers or warns)', () => {
    const o = toVatOptions(base);
    expect('euThresholdUnder' in o).toBe(false);
    expect(toCliArgs(base).some((a) => a.startsWith('--eu-'))).toBe(false);
  });
  it('ignored for a seller established outside the EU, even when sent', () => {
    const d: CalcBasicData = { ...base, establishment: 'NON_EU', euThreshold: 'under', euThresholdCrossedOn: '2025-02-01', euDestinationOption: true };
    const o = toVatOptions(d);
    expect(o.euThresholdUnder).toBeUndefined();
    expect(o.euDestinationOption).toBeUndefined();
    expect(toCliArgs(d).some((a) => a.startsWith('--eu-'))).toBe(false);
  });
  it.each([
    ['under', { euThreshold: 'under' as const }],
    ['over', { euThreshold: 'over' as const }],
    ['over + crossed', { euThreshold: 'over' as const, euThresholdCrossedOn: '2025-03-01' }],
    ['destination', { euDestinationOption: true }],
    ['unanswered + OSS', { ossRegistered: true, ossFrom: '2025-02-01', ossMemberState: 'FR' }],
  ])('the CLI parses toCliArgs back to the same threshold options (%s)', (_name, extra) => {
    const d: CalcBasicData = { ...base, ...extra };
    const o = toVatOptions(d);
    const { options } = parseArgs([...toCliArgs(d), 'f.csv']);
    expect(options.establishment).toBe(o.establishment);
    expect(options.euThresholdUnder).toBe(o.euThresholdUnder);
    expect(options.euThresholdCrossedOn).toBe(o.euThresholdCrossedOn);
    expect(options.euDestinationOption).toBe(o.euDestinationOption);
    expect(options.oss).toEqual(o.oss);
  });
});

describe('country pickers', () => {
  it('cover GB and the 27 EU member states (the engine’s list)', () => {
    expect(CALC_COUNTRIES).toHaveLength(28);
    expect(CALC_COUNTRIES[0].key).toBe('GB');
    expect(new Set(EU_MEMBER_STATES.map((c) => c.key))).toEqual(EU_COUNTRIES);
    for (const c of ['SK', 'GR', 'LU', 'PT', 'BG', 'MT']) expect(isEuMemberState(c)).toBe(true);
    expect(isEuMemberState('EL')).toBe(true);
    expect(isEuMemberState('GB')).toBe(false);
    expect(isEuMemberState('NON_EU')).toBe(false);
  });
  it('labels: 法国（FR）, 希腊（GR / EL）, OSS, unknown codes as they are', () => {
    expect(countryLabel('FR')).toBe('法国（FR）');
    expect(countryLabel('GR')).toBe('希腊（GR / EL）');
    expect(countryLabel('EL')).toBe('希腊（GR / EL）');
    expect(countryLabel('SK')).toBe('斯洛伐克（SK）');
    expect(countryLabel('OSS')).toBe('OSS 一站式申报');
    expect(countryLabel('XX')).toBe('XX');
    expect(countryText('CH')).toBe('瑞士');
  });
  it('a Greek VAT number gets the EL prefix', () => {
    expect(withCountryPrefix('GR', '094259216')).toBe('EL094259216');
    expect(withCountryPrefix('GR', 'EL 094259216')).toBe('EL094259216');
    expect(toVatOptions({ ...base, countryCode: { key: 'GR', text: '希腊' }, vatNumber: '094259216' }).vatNumbers).toEqual({ GR: 'EL094259216' });
  });
});

describe('the mock accepts the threshold fields and runs the engine with them', () => {
  const call = (route: string, input: MockCallInput = {}) => callRoute(calcMock as unknown as Record<string, unknown>, route, input);
  const report = generateVtr({ seed: 13, rows: 200 });
  let token: string;
  beforeEach(() => {
    resetStore();
    token = issueToken(1);
    const data = Buffer.from(report);
    db().files.set('report/1/t.csv', { key: 'report/1/t.csv', name: 't.csv', size: data.length, mime: 'text/csv', data, ownerId: 1, createdAt: '' });
  });

  it('keeps euThreshold, euThresholdCrossedOn and euDestinationOption; the result equals calculateVat', async () => {
    const body: CalcBasicData = {
      ...base,
      countryCode: { key: 'DE', text: '德国' },
      establishment: 'DE',
      euThreshold: 'over',
      euThresholdCrossedOn: '2025-02-15',
      saleFiles: [{ key: 'report/1/t.csv', name: 't.csv', size: 1 }],
    };
    const created = await call('POST /api/calculate-tax', { token, body });
    expect(created.body.success).toBe(true);
    const id = String(created.body.data.id);
    let got = await call('GET /api/calculate-tax/:id(\\d+)', { token, params: { id } });
    for (let i = 0; i < 150 && !['done', 'failed'].includes(got.body.data.status); i++) {
      await new Promise<void>((r) => {
        setTimeout(r, 100);
      });
      got = await call('GET /api/calculate-tax/:id(\\d+)', { token, params: { id } });
    }
    expect(got.body.data.basic).toMatchObject({ euThreshold: 'over', euThresholdCrossedOn: '2025-02-15' });
    const expected = await calculateVat([fromText('t.csv', report)], toVatOptions(body));
    expect(got.body.data.result).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('refuses an answer that is not under / over, and a bad date', async () => {
    const files = [{ key: 'report/1/t.csv', name: 't.csv', size: 1 }];
    const bad = await call('POST /api/calculate-tax', { token, body: { ...base, saleFiles: files, euThreshold: 'maybe' } });
    expect(bad.body).toMatchObject({ success: false, data: { field: 'euThreshold' } });
    const badDate = await call('POST /api/calculate-tax', { token, body: { ...base, saleFiles: files, euThreshold: 'over', euThresholdCrossedOn: '15.02.2025' } });
    expect(badDate.body).toMatchObject({ success: false, data: { field: 'euThresholdCrossedOn' } });
    const flag = await call('POST /api/calculate-tax', { token, body: { ...base, saleFiles: files, euDestinationOption: 'yes' } });
    expect(flag.body).toMatchObject({ success: false, data: { field: 'euDestinationOption' } });
  });
});
