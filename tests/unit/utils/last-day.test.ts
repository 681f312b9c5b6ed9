/** lastDayOfMonth (src/core/utils/date.ts): the one month-end helper, over dayjs. */
import { lastDayOfMonth } from '@/core/utils/date';

describe('lastDayOfMonth', () => {
  it('gives 28–31 by month, leap years included', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => lastDayOfMonth(2026, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(lastDayOfMonth(2024, 2)).toBe(29);
    expect(lastDayOfMonth(2000, 2)).toBe(29);
    expect(lastDayOfMonth(1900, 2)).toBe(28);
  });

  it('is NaN for a month outside 1–12 or a year that is not a whole number in 0–9999', () => {
    for (const [y, m] of [
      [2026, 0],
      [2026, 13],
      [2026, 1.5],
      [-1, 1],
      [10000, 1],
      [Number.NaN, 2],
    ]) {
      expect(lastDayOfMonth(y, m)).toBeNaN();
    }
  });
});
