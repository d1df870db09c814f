/**
 * Retry-After (RFC 9110 §10.2.3): delay-seconds or an HTTP-date. Null when absent or unreadable, so
 * the caller falls back to its own backoff.
 */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return null;
  return Math.max(0, date - now);
}
