import { dayMonthYear } from './dates';

describe('dayMonthYear', () => {
  it('writes the day, the short month and the year, in UTC', () => {
    expect(dayMonthYear('2026-11-22T06:00:00.000Z')).toBe('22 Nov 2026');
    expect(dayMonthYear('2026-01-01T00:30:00+02:00')).toBe('31 Dec 2025');
  });

  it('gives null for a value that is not a date', () => {
    expect(dayMonthYear('soon')).toBeNull();
  });
});
