import { dayMonthYear, monthYear, timeAgo, wholeYears } from './dates';

describe('dayMonthYear', () => {
  it('writes the day, the short month and the year, in UTC', () => {
    expect(dayMonthYear('2026-11-22T06:00:00.000Z')).toBe('22 Nov 2026');
    expect(dayMonthYear('2026-01-01T00:30:00+02:00')).toBe('31 Dec 2025');
  });

  it('gives null for a value that is not a date', () => {
    expect(dayMonthYear('soon')).toBeNull();
  });
});

describe('monthYear', () => {
  it('writes the short month and the year, in UTC', () => {
    expect(monthYear('2024-03-31T23:30:00Z')).toBe('Mar 2024');
    expect(monthYear('2024-03-31T23:30:00-02:00')).toBe('Apr 2024');
    expect(monthYear('soon')).toBeNull();
  });
});

describe('timeAgo', () => {
  const reference = Date.parse('2026-11-22T06:00:00Z');
  it.each([
    ['2026-11-22T01:00:00Z', 'today'],
    ['2026-11-23T01:00:00Z', 'today'],
    ['2026-11-21T05:00:00Z', 'yesterday'],
    ['2026-11-17T06:00:00Z', '5 days ago'],
    ['2026-10-20T06:00:00Z', 'last month'],
    ['2026-08-01T06:00:00Z', '3 months ago'],
    ['2025-12-01T06:00:00Z', '11 months ago'],
    ['2025-10-01T06:00:00Z', 'last year'],
    ['2022-01-01T06:00:00Z', '4 years ago'],
  ])('%s is %s', (iso, text) => {
    expect(timeAgo(iso, reference)).toBe(text);
  });
  it('gives null for a value that is not a date', () => {
    expect(timeAgo('', reference)).toBeNull();
  });
});

describe('wholeYears', () => {
  it('counts completed years only', () => {
    const reference = Date.parse('2026-11-22T06:00:00Z');
    expect(wholeYears('2016-05-04T08:12:41Z', reference)).toBe(10);
    expect(wholeYears('2016-11-23T00:00:00Z', reference)).toBe(9);
    expect(wholeYears('2016-11-22T00:00:00Z', reference)).toBe(10);
    expect(wholeYears('2026-11-01T00:00:00Z', reference)).toBe(0);
    expect(wholeYears('never', reference)).toBeNull();
  });
});
