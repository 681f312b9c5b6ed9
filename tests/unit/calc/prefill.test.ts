/**
 * The calc form's prefill from its address (src/core/calc/prefill.ts): the overdue list's "去申报"
 * opens `/user/calculate-tax?countryCode=…&startDate=…&endDate=…`.
 */
import { calcPrefillUrl, parseCalcPrefill, periodTypeOf } from '@/core/calc/prefill';

describe('parseCalcPrefill', () => {
  it('reads the country, the dates and the period type', () => {
    expect(parseCalcPrefill('?countryCode=GB&startDate=2026-01-01&endDate=2026-03-31')).toEqual({
      countryCode: 'GB',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      taxPeriodType: 'quarter',
    });
    expect(parseCalcPrefill('countryCode=de&startDate=2026-02-01&endDate=2026-02-28')).toEqual({
      countryCode: 'DE',
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      taxPeriodType: 'month',
    });
    expect(parseCalcPrefill(new URLSearchParams({ countryCode: 'IT', startDate: '2025-01-01', endDate: '2025-12-31' })).taxPeriodType).toBe('year');
  });

  it('a UK stagger quarter (Feb–Apr) is a quarter too', () => {
    expect(parseCalcPrefill('?countryCode=GB&startDate=2026-02-01&endDate=2026-04-30').taxPeriodType).toBe('quarter');
  });

  it('leaves out what it cannot trust', () => {
    expect(parseCalcPrefill('')).toEqual({});
    expect(parseCalcPrefill('?countryCode=XX')).toEqual({});
    expect(parseCalcPrefill('?countryCode=<script>')).toEqual({});
    // Not a real day, not a date, one date alone, start after end: no dates.
    expect(parseCalcPrefill('?countryCode=FR&startDate=2026-02-30&endDate=2026-03-31')).toEqual({ countryCode: 'FR' });
    expect(parseCalcPrefill('?startDate=2026-1-1&endDate=2026-03-31')).toEqual({});
    expect(parseCalcPrefill('?startDate=2026-01-01')).toEqual({});
    expect(parseCalcPrefill('?startDate=2026-04-01&endDate=2026-03-31')).toEqual({});
    // Dates that span no month, quarter or year: dates kept, the form's period type stays.
    expect(parseCalcPrefill('?startDate=2026-01-05&endDate=2026-02-04')).toEqual({ startDate: '2026-01-05', endDate: '2026-02-04' });
  });

  it('periodTypeOf needs whole months', () => {
    expect(periodTypeOf('2026-01-01', '2026-01-31')).toBe('month');
    expect(periodTypeOf('2024-02-01', '2024-02-29')).toBe('month');
    expect(periodTypeOf('2026-01-01', '2026-02-28')).toBeUndefined();
    expect(periodTypeOf('2026-01-02', '2026-03-31')).toBeUndefined();
  });
});

it('calcPrefillUrl writes what parseCalcPrefill reads', () => {
  const url = calcPrefillUrl({ countryCode: 'PL', startDate: '2026-03-01', endDate: '2026-03-31' });
  expect(url).toBe('/user/calculate-tax?countryCode=PL&startDate=2026-03-01&endDate=2026-03-31');
  expect(parseCalcPrefill(url.split('?')[1])).toEqual({ countryCode: 'PL', startDate: '2026-03-01', endDate: '2026-03-31', taxPeriodType: 'month' });
});

describe('company and VAT number', () => {
  it('are read when plausible', () => {
    expect(parseCalcPrefill('?companyName=%20深圳市张伟电子商务有限公司%20&vatNumber=gb%20980%20780%20684')).toEqual({
      companyName: '深圳市张伟电子商务有限公司',
      vatNumber: 'GB980780684',
    });
  });

  it('are left out otherwise', () => {
    expect(parseCalcPrefill(`?companyName=${'公'.repeat(101)}`)).toEqual({});
    expect(parseCalcPrefill('?companyName=a%0Ab')).toEqual({});
    expect(parseCalcPrefill('?vatNumber=123456789')).toEqual({});
    expect(parseCalcPrefill('?vatNumber=GB<script>')).toEqual({});
  });

  it('travel through calcPrefillUrl', () => {
    const url = calcPrefillUrl({ countryCode: 'DE', startDate: '2026-09-01', endDate: '2026-09-30', companyName: '义乌市百川贸易有限公司', vatNumber: 'DE611124330' });
    expect(parseCalcPrefill(url.split('?')[1])).toEqual({
      countryCode: 'DE',
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      taxPeriodType: 'month',
      companyName: '义乌市百川贸易有限公司',
      vatNumber: 'DE611124330',
    });
  });
});
