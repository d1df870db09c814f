import { feedDate } from './feedDate';

describe('feedDate', () => {
  it.each([
    ['Tue, 10 Jun 2025 04:00:00 GMT', '2025-06-10T04:00:00.000Z'],
    ['Tue, 10 Jun 2025 06:00:00 +0200', '2025-06-10T04:00:00.000Z'],
    ['10 Jun 2025 00:00 EDT', '2025-06-10T04:00:00.000Z'],
    ['Tuesday, 10 June 2025 04:00:00 Z', '2025-06-10T04:00:00.000Z'],
    ['Tue, 10 Jun 25 04:00:00 GMT', '2025-06-10T04:00:00.000Z'],
    ['Tue, 10 Jun 2025 04:00:00', '2025-06-10T04:00:00.000Z'],
  ])('reads RFC 822 %p', (value, iso) => {
    expect(feedDate(value)).toBe(iso);
  });

  it.each([
    ['2025-06-10T04:00:00Z', '2025-06-10T04:00:00.000Z'],
    ['2025-06-10T06:00:00+02:00', '2025-06-10T04:00:00.000Z'],
    ['2025-06-10T04:00:00.123456Z', '2025-06-10T04:00:00.000Z'],
    ['2025-06-10T04:00Z', '2025-06-10T04:00:00.000Z'],
    ['2025-06-10', '2025-06-10T00:00:00.000Z'],
    // No zone: UTC, whatever the build machine's zone.
    ['2025-06-10T04:00:00', '2025-06-10T04:00:00.000Z'],
    [' 2025-06-10 04:00:00 ', '2025-06-10T04:00:00.000Z'],
  ])('reads RFC 3339 %p', (value, iso) => {
    expect(feedDate(value)).toBe(iso);
  });

  it.each([
    '',
    '2',
    'yesterday',
    'hello 2025',
    '2025-13-01',
    '2025-04-31',
    '2025-02-29T00:00:00Z',
    '2025-06-10T25:00:00Z',
    '31 Foo 2025 04:00:00 GMT',
    '30 Feb 2024 04:00:00 GMT',
  ])('gives no date for %p', (value) => {
    expect(feedDate(value)).toBeNull();
  });

  it('gives no date for a missing value', () => {
    expect(feedDate(undefined)).toBeNull();
    expect(feedDate(null)).toBeNull();
  });
});
