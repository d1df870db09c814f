import { wholeYears } from './dates';

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
