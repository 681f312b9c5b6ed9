/** Basic-data logic of the tax calculation: VAT number formats, period fill, spec §5 checks, engine options and CLI args. */
import { periodRange, toCliArgs, toVatOptions, validateBasicData, withCountryPrefix, type CalcBasicData } from '@/core/calc/model';
import { parseArgs } from '../../../scripts/vat';

const base: CalcBasicData = {
  countryCode: { key: 'GB', text: '英国' },
  taxPeriodType: 'quarter',
  startDate: '2025-01-01',
  endDate: '2025-03-31',
  saleFiles: [{ key: 'report/1/a.csv', name: 'a.csv', size: 10 }],
};

describe('withCountryPrefix', () => {
  it('normalises and adds the prefix once', () => {
    expect(withCountryPrefix('GB', 'gb 980 780 684')).toBe('GB980780684');
    expect(withCountryPrefix('GB', '980.780.684')).toBe('GB980780684');
    expect(withCountryPrefix('DE', 'DE136695976')).toBe('DE136695976');
  });
});

describe('periodRange', () => {
  it('fills month, quarter and year', () => {
    expect(periodRange('month', '2024-02-10')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(periodRange('quarter', '2025-05-17')).toEqual({ startDate: '2025-04-01', endDate: '2025-06-30' });
    expect(periodRange('quarter', '2025-12-01')).toEqual({ startDate: '2025-10-01', endDate: '2025-12-31' });
    expect(periodRange('year', '2025-05-17')).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(() => periodRange('month', 'x')).toThrow('无法识别');
  });
});

describe('validateBasicData (spec §5 messages)', () => {
  it('passes complete data', () => expect(validateBasicData(base)).toEqual([]));
  it('names each missing or bad field with its Chinese message', () => {
    const errs = validateBasicData({ ...base, vatNumber: 'GB1', startDate: '', endDate: '', saleFiles: [] });
    expect(errs).toEqual([
      { field: 'vatNumber', key: 'rule.vatNumber.invalid', message: '请检查 VAT 税号格式是否正确' },
      { field: 'startDate', key: 'calc.rule.startDate', message: '未选择税期开始日期' },
      { field: 'endDate', key: 'calc.rule.endDate', message: '未选择税期结束日期' },
      { field: 'saleFiles', key: 'calc.rule.saleFiles', message: '未上传亚马逊销售报告（VAT Transaction Report）文件' },
    ]);
  });
  it('refuses a start after the end', () => {
    expect(validateBasicData({ ...base, startDate: '2025-04-01' })).toEqual([{ field: 'endDate', key: 'calc.rule.startAfterEnd', message: '税期开始日期不能晚于结束日期' }]);
  });
  it('checks the VAT number with its check digits (well-formed but wrong digits are refused)', () => {
    expect(validateBasicData({ ...base, vatNumber: 'GB980780684' })).toEqual([]);
    expect(validateBasicData({ ...base, vatNumber: 'GB123456789' }).map((e) => e.field)).toEqual(['vatNumber']);
    expect(validateBasicData({ ...base, countryCode: undefined }).map((e) => e.message)).toEqual(['请选择申报国家']);
  });
});

describe('toVatOptions / toCliArgs', () => {
  const full: CalcBasicData = {
    ...base,
    vatNumber: '123456789',
    countries: ['DE', 'OSS', 'GB'],
    isViesCheck: true,
    establishment: 'NON_EU',
    ossRegistered: true,
    ossFrom: '2021-07-01',
    ossMemberState: 'DE',
    isDeduct: true,
    deducts: [{ key: 'd1', amount: '100.50' }],
    isDefer: true,
    defers: [{ key: 'p1', vat: '20', value: '100' }],
  };
  it('maps the form to engine options', () => {
    expect(toVatOptions(full)).toEqual({
      countries: ['GB', 'DE', 'OSS'],
      countryCode: 'GB',
      taxPeriodType: 'quarter',
      startDate: '2025-01-01',
      endDate: '2025-03-31',
      isViesCheck: true,
      vatNumbers: { GB: 'GB123456789' },
      oss: { registered: true, from: '2021-07-01', memberState: 'DE' },
      isDeduct: true,
      deducts: [{ country: 'GB', amount: '100.50', note: undefined }],
      isDefer: true,
      defers: [{ country: 'GB', vat: '20', value: '100', note: undefined }],
    });
  });
  it('ignores deducts and defers when their switch is off', () => {
    const o = toVatOptions({ ...full, isDeduct: false, isDefer: false });
    expect(o.deducts).toBeUndefined();
    expect(o.defers).toBeUndefined();
  });
  it('the CLI parses toCliArgs back to the same options', () => {
    const { options } = parseArgs([...toCliArgs(full), 'f.csv']);
    const o = toVatOptions(full);
    expect(options.countries).toEqual(o.countries);
    expect(options.startDate).toBe(o.startDate);
    expect(options.endDate).toBe(o.endDate);
    expect(options.vatNumbers).toEqual(o.vatNumbers);
    expect(options.oss).toEqual(o.oss);
    expect(options.deducts?.map((d) => d.amount)).toEqual(['100.50']);
    expect(options.defers?.map((d) => [d.vat, d.value])).toEqual([['20', '100']]);
    expect(options.isViesCheck).toBe(true);
  });
});
