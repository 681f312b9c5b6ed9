/** The upload step's period check (src/core/declare/period-match.ts; issue #19: a March 2025 report on an October 2026 declaration). */
import { matchReportPeriod } from '@/core/declare/period-match';

const Q1_2025 = { from: '2025-01-01', to: '2025-03-31' };
const OCT_2026 = { from: '2026-10-01', to: '2026-10-31' };

describe('matchReportPeriod', () => {
  it("the issue's case: a March 2025 report on an October 2026 declaration is outside", () => {
    expect(matchReportPeriod({ from: '2025-03-01', to: '2025-03-31' }, OCT_2026)).toBe('outside');
  });

  it('a month inside its quarter, the quarter itself, and single-day edges are inside', () => {
    expect(matchReportPeriod({ from: '2025-03-01', to: '2025-03-31' }, Q1_2025)).toBe('inside');
    expect(matchReportPeriod({ from: '2025-01-01', to: '2025-03-31' }, Q1_2025)).toBe('inside');
    expect(matchReportPeriod({ from: '2025-03-31', to: '2025-03-31' }, Q1_2025)).toBe('inside');
  });

  it('a report across the period boundary is partial, either side', () => {
    expect(matchReportPeriod({ from: '2024-12-15', to: '2025-01-10' }, Q1_2025)).toBe('partial');
    expect(matchReportPeriod({ from: '2025-03-20', to: '2025-04-02' }, Q1_2025)).toBe('partial');
    expect(matchReportPeriod({ from: '2024-12-01', to: '2025-04-30' }, Q1_2025)).toBe('partial');
  });

  it('the day before and the day after are outside', () => {
    expect(matchReportPeriod({ from: '2024-12-01', to: '2024-12-31' }, Q1_2025)).toBe('outside');
    expect(matchReportPeriod({ from: '2025-04-01', to: '2025-04-30' }, Q1_2025)).toBe('outside');
  });

  it('a report without dates is unknown; one date alone counts as both ends', () => {
    expect(matchReportPeriod({ from: null, to: null }, Q1_2025)).toBe('unknown');
    expect(matchReportPeriod({ from: 'x', to: undefined }, Q1_2025)).toBe('unknown');
    expect(matchReportPeriod({ from: '2025-02-01', to: null }, Q1_2025)).toBe('inside');
    expect(matchReportPeriod({ from: null, to: '2026-02-01' }, Q1_2025)).toBe('outside');
  });

  it('refuses a bad period', () => {
    expect(() => matchReportPeriod({ from: '2025-02-01', to: '2025-02-02' }, { from: '2025-03-31', to: '2025-01-01' })).toThrow();
    expect(() => matchReportPeriod({ from: '2025-02-01', to: '2025-02-02' }, { from: '2025/01/01', to: '2025-03-31' })).toThrow();
  });
});
