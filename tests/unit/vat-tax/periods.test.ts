/** Filing periods and due dates by country (src/core/vat-tax/periods.ts), hand-worked from domain-facts §A.2. */
import { addDays, daysBetween, defaultFrequency, dueDate, nextPeriod, periodOf, periodsBetween, type Period } from '@/core/vat-tax/periods';

const q = (start: string, end: string): Period => ({ start, end });

describe('periods', () => {
  it('months, calendar quarters and years', () => {
    expect(periodOf('2024-02-10', 'monthly')).toEqual(q('2024-02-01', '2024-02-29'));
    expect(periodOf('2025-05-31', 'quarterly')).toEqual(q('2025-04-01', '2025-06-30'));
    expect(periodOf('2025-12-01', 'quarterly')).toEqual(q('2025-10-01', '2025-12-31'));
    expect(periodOf('2025-07-04', 'annual')).toEqual(q('2025-01-01', '2025-12-31'));
  });

  it('UK stagger groups 2 (ending Apr/Jul/Oct/Jan) and 3 (May/Aug/Nov/Feb)', () => {
    expect(periodOf('2025-01-15', 'quarterly', 2)).toEqual(q('2024-11-01', '2025-01-31'));
    expect(periodOf('2025-02-01', 'quarterly', 2)).toEqual(q('2025-02-01', '2025-04-30'));
    expect(periodOf('2024-02-29', 'quarterly', 3)).toEqual(q('2023-12-01', '2024-02-29'));
    expect(periodOf('2025-03-01', 'quarterly', 3)).toEqual(q('2025-03-01', '2025-05-31'));
  });

  it('next period and the periods between two dates', () => {
    expect(nextPeriod(q('2025-10-01', '2025-12-31'), 'quarterly')).toEqual(q('2026-01-01', '2026-03-31'));
    expect(periodsBetween('2025-11-20', '2026-02-03', 'monthly').map((p) => p.start)).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']);
    expect(periodsBetween('2026-01-01', '2025-01-01', 'monthly')).toEqual([]);
  });

  it('day arithmetic', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2025-05-07', '2025-05-20')).toBe(13);
  });
});

describe('due dates (statutory, non-established)', () => {
  it.each([
    // GB: 1 month + 7 days (HMRC: quarter to 31 Mar due 7 May; January due 7 March)
    ['GB', q('2025-01-01', '2025-03-31'), 'quarterly', '2025-05-07'],
    ['GB', q('2025-01-01', '2025-01-31'), 'monthly', '2025-03-07'],
    ['GB', q('2025-02-01', '2025-04-30'), 'quarterly', '2025-06-07'],
    ['GB', q('2024-02-01', '2024-02-29'), 'monthly', '2024-04-07'],
    // DE: 10th of the next month
    ['DE', q('2025-10-01', '2025-10-31'), 'monthly', '2025-11-10'],
    ['DE', q('2025-10-01', '2025-12-31'), 'quarterly', '2026-01-10'],
    // FR: 19th
    ['FR', q('2025-03-01', '2025-03-31'), 'monthly', '2025-04-19'],
    // IT: 16th next month; Q1-Q3 the 16th of the 2nd month; Q4 16 March
    ['IT', q('2025-04-01', '2025-04-30'), 'monthly', '2025-05-16'],
    ['IT', q('2025-01-01', '2025-03-31'), 'quarterly', '2025-05-16'],
    ['IT', q('2025-10-01', '2025-12-31'), 'quarterly', '2026-03-16'],
    // ES: 20th after the quarter; Q4 30 January; monthly the 30th
    ['ES', q('2025-07-01', '2025-09-30'), 'quarterly', '2025-10-20'],
    ['ES', q('2025-10-01', '2025-12-31'), 'quarterly', '2026-01-30'],
    ['ES', q('2025-01-01', '2025-01-31'), 'monthly', '2025-02-28'],
    // PL, CZ: 25th
    ['PL', q('2025-11-01', '2025-11-30'), 'monthly', '2025-12-25'],
    ['CZ', q('2025-12-01', '2025-12-31'), 'monthly', '2026-01-25'],
    // NL: end of the 2nd month (Belastingdienst: Jan 2025 → 31 Mar 2025; Q1 2025 → 31 May; Q4 2025 → 28 Feb 2026)
    ['NL', q('2025-01-01', '2025-01-31'), 'monthly', '2025-03-31'],
    ['NL', q('2025-01-01', '2025-03-31'), 'quarterly', '2025-05-31'],
    ['NL', q('2025-10-01', '2025-12-31'), 'quarterly', '2026-02-28'],
    // AT: 15th of the 2nd month
    ['AT', q('2025-01-01', '2025-03-31'), 'quarterly', '2025-05-15'],
    // SE: 12th of the 2nd month, 17th in January and August
    ['SE', q('2025-01-01', '2025-03-31'), 'quarterly', '2025-05-12'],
    ['SE', q('2025-04-01', '2025-06-30'), 'quarterly', '2025-08-17'],
    ['SE', q('2025-10-01', '2025-11-30'), 'quarterly', '2026-01-17'],
    // BE: monthly 20th; quarterly 25th
    ['BE', q('2025-05-01', '2025-05-31'), 'monthly', '2025-06-20'],
    ['BE', q('2025-04-01', '2025-06-30'), 'quarterly', '2025-07-25'],
  ] as const)('%s %o %s → %s', (country, period, frequency, due) => {
    expect(dueDate(country, period, frequency)).toBe(due);
  });

  it('refuses a country without a rule, naming it', () => {
    expect(() => dueDate('JP', q('2025-01-01', '2025-03-31'), 'quarterly')).toThrow('暂不支持计算 JP 的申报截止日');
  });

  it('proposes monthly or quarterly filing by country', () => {
    expect(['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ'].map(defaultFrequency)).toEqual(['quarterly', 'monthly', 'monthly', 'quarterly', 'quarterly', 'monthly', 'monthly']);
  });
});
