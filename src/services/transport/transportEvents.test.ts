import { createTransportStats } from './transportEvents';

const answer = (headers: Record<string, string>) =>
  ({
    type: 'answer',
    api: 'GitHub',
    url: 'https://api.github.com/x',
    status: 200,
    headers: new Headers(headers),
  }) as const;

const rateLimit = (remaining: number, limit: number, resource?: string) => ({
  'x-ratelimit-remaining': String(remaining),
  'x-ratelimit-limit': String(limit),
  'x-ratelimit-reset': '1795000000',
  ...(resource ? { 'x-ratelimit-resource': resource } : {}),
});

describe('createTransportStats', () => {
  it('reports the core rate limit, not the search’s own (per minute) one', () => {
    const stats = createTransportStats();
    stats.listener(answer(rateLimit(4990, 5000, 'core')));
    stats.listener(answer(rateLimit(9, 10, 'search')));
    expect(stats.snapshot().rateLimit).toEqual({
      remaining: 4990,
      limit: 5000,
      resetAt: new Date(1795000000 * 1000).toISOString(),
    });
  });

  it('takes an answer without a resource header as the core limit (older GitHub Enterprise)', () => {
    const stats = createTransportStats();
    stats.listener(answer(rateLimit(59, 60)));
    expect(stats.snapshot().rateLimit?.remaining).toBe(59);
  });
});
