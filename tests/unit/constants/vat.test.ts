import dayjs from 'dayjs';
import {
  isItalyAnnualReportAllowed,
  isNextYearOptionDisabled,
  isSpainAnnualReportAllowed,
  japanFirstDeclareDefault,
} from '../../../src/constants/vat';

const d = (s: string) => new Date(`${s}T12:00:00`); // local noon, avoids TZ edge effects

describe('japanFirstDeclareDefault (spec §9)', () => {
  it('is 28 Feb of the next year', () => {
    expect(japanFirstDeclareDefault(d('2024-06-01'))).toBe('2025-02-28');
    expect(japanFirstDeclareDefault(d('2024-01-01'))).toBe('2025-02-28');
    expect(japanFirstDeclareDefault(d('2023-12-31'))).toBe('2024-02-28');
    expect(japanFirstDeclareDefault(dayjs('2030-03-15'))).toBe('2031-02-28');
  });

  it('defaults to today', () => {
    expect(japanFirstDeclareDefault()).toBe(`${dayjs().year() + 1}-02-28`);
  });
});

describe('annual report windows (spec §5)', () => {
  it('Spain: allowed only before 30 Jan', () => {
    expect(isSpainAnnualReportAllowed(d('2025-01-01'))).toBe(true);
    expect(isSpainAnnualReportAllowed(d('2025-01-29'))).toBe(true);
    expect(isSpainAnnualReportAllowed(d('2025-01-30'))).toBe(false);
    expect(isSpainAnnualReportAllowed(d('2025-02-01'))).toBe(false);
    expect(isSpainAnnualReportAllowed(d('2025-12-31'))).toBe(false);
  });

  it('Italy: allowed only before 30 Apr', () => {
    expect(isItalyAnnualReportAllowed(d('2025-01-30'))).toBe(true);
    expect(isItalyAnnualReportAllowed(d('2025-04-29'))).toBe(true);
    expect(isItalyAnnualReportAllowed(d('2025-04-30'))).toBe(false);
    expect(isItalyAnnualReportAllowed(dayjs('2025-05-01'))).toBe(false);
  });

  it('uses today when no date is given', () => {
    expect(typeof isSpainAnnualReportAllowed()).toBe('boolean');
  });
});

describe('isNextYearOptionDisabled (spec §5)', () => {
  it('is disabled only when year + 1 === 2025', () => {
    expect(isNextYearOptionDisabled(2024)).toBe(true);
    expect(isNextYearOptionDisabled(2025)).toBe(false);
    expect(isNextYearOptionDisabled(2023)).toBe(false);
    expect(isNextYearOptionDisabled()).toBe(dayjs().year() === 2024);
  });
});
