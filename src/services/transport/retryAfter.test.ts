import { retryAfterMs } from './retryAfter';

const NOW = Date.parse('2026-11-22T06:00:00Z');

describe('retryAfterMs', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterMs('3', NOW)).toBe(3000);
    expect(retryAfterMs(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP-date as the time left until it', () => {
    expect(retryAfterMs('Sun, 22 Nov 2026 06:00:05 GMT', NOW)).toBe(5000);
  });

  it('reads a date in the past as no wait', () => {
    expect(retryAfterMs('Sun, 22 Nov 2026 05:59:00 GMT', NOW)).toBe(0);
  });

  it('ignores an absent or unreadable value', () => {
    expect(retryAfterMs(null, NOW)).toBeNull();
    expect(retryAfterMs('soon', NOW)).toBeNull();
    expect(retryAfterMs('-1', NOW)).toBeNull();
    expect(retryAfterMs('1.5', NOW)).toBeNull();
  });
});
