import {
  backoffMs,
  FETCH_BUDGET_MS,
  GITHUB_RETRY,
  GITLAB_RETRY,
  mayServeStale,
  REQUEST_TIMEOUT_MS,
  RETRY_AFTER_CAP_MS,
  retryDecision,
  WEB_REQUEST_TIMEOUT_MS,
  WEB_RETRY,
  type AttemptOutcome,
  type RetryContext,
  type RetryPolicy,
} from './policy';

const NOW = Date.parse('2026-11-22T06:00:00Z');

const answer = (status: number, headers: Record<string, string> = {}): AttemptOutcome => ({
  kind: 'response',
  status,
  headers: new Headers(headers),
});

function context(policy: RetryPolicy, overrides: Partial<RetryContext> = {}): RetryContext {
  return {
    policy,
    retriesMade: 0,
    retryAfterCapMs: RETRY_AFTER_CAP_MS.build,
    budgetLeftMs: FETCH_BUDGET_MS.build,
    now: NOW,
    ...overrides,
  };
}

const decide = (outcome: AttemptOutcome, policy: RetryPolicy, overrides?: Partial<RetryContext>) =>
  retryDecision(outcome, context(policy, overrides));

describe('the transport policy numbers', () => {
  it('gives every attempt 10000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('caps Retry-After at a minute at build time and a few seconds in the browser', () => {
    expect(RETRY_AFTER_CAP_MS).toEqual({ build: 60_000, browser: 5_000 });
  });

  it('ends a build fetch within two minutes and a live fetch well before 30 s', () => {
    expect(FETCH_BUDGET_MS.build).toBe(120_000);
    expect(FETCH_BUDGET_MS.browser).toBeLessThan(30_000);
  });
});

describe('GitHub retries', () => {
  it.each([408, 413, 429, 500, 502, 503, 504])('retries %i', (status) => {
    expect(decide(answer(status), GITHUB_RETRY)).toEqual({ retry: true, delayMs: 300 });
  });

  it.each([400, 401, 403, 404, 409, 410, 422, 451, 501])('does not retry %i', (status) => {
    expect(decide(answer(status), GITHUB_RETRY)).toEqual({ retry: false });
  });

  it('retries a timeout, a network error and a malformed answer', () => {
    for (const kind of ['timeout', 'network', 'malformed'] as const) {
      expect(decide({ kind }, GITHUB_RETRY)).toEqual({ retry: true, delayMs: 300 });
    }
  });

  it('waits 0.3 s × 2ⁿ and stops after 2 retries', () => {
    expect(decide(answer(502), GITHUB_RETRY, { retriesMade: 1 })).toEqual({
      retry: true,
      delayMs: 600,
    });
    expect(decide(answer(502), GITHUB_RETRY, { retriesMade: 2 })).toEqual({ retry: false });
    expect([0, 1].map((n) => backoffMs(GITHUB_RETRY, n))).toEqual([300, 600]);
  });

  it.each([413, 429, 503])('honours Retry-After on %i', (status) => {
    expect(decide(answer(status, { 'retry-after': '3' }), GITHUB_RETRY)).toEqual({
      retry: true,
      delayMs: 3000,
    });
  });

  it.each([500, 502, 504])('keeps its own backoff on %i whatever Retry-After says', (status) => {
    expect(decide(answer(status, { 'retry-after': '30' }), GITHUB_RETRY)).toEqual({
      retry: true,
      delayMs: 300,
    });
  });

  it('does not retry when Retry-After asks for more than the cap', () => {
    const slow = answer(503, { 'retry-after': '61' });
    expect(decide(slow, GITHUB_RETRY)).toEqual({ retry: false });
    expect(
      decide(answer(429, { 'retry-after': '6' }), GITHUB_RETRY, {
        retryAfterCapMs: RETRY_AFTER_CAP_MS.browser,
      }),
    ).toEqual({ retry: false });
  });

  it('never waits for the primary rate limit (x-ratelimit-remaining: 0)', () => {
    const exhausted = answer(429, {
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(NOW / 1000 + 3600),
      'retry-after': '5',
    });
    expect(decide(exhausted, GITHUB_RETRY)).toEqual({ retry: false });
  });

  it('does not retry a 403, rate limit or not', () => {
    expect(decide(answer(403, { 'x-ratelimit-remaining': '0' }), GITHUB_RETRY)).toEqual({
      retry: false,
    });
    expect(decide(answer(403, { 'retry-after': '60' }), GITHUB_RETRY)).toEqual({ retry: false });
  });
});

describe('GitLab retries', () => {
  it.each([429, 502, 503, 504])('retries %i', (status) => {
    expect(decide(answer(status), GITLAB_RETRY)).toEqual({ retry: true, delayMs: 100 });
  });

  it.each([400, 401, 403, 404, 500])('does not retry %i', (status) => {
    expect(decide(answer(status), GITLAB_RETRY)).toEqual({ retry: false });
  });

  it('retries a timeout', () => {
    expect(decide({ kind: 'timeout' }, GITLAB_RETRY)).toEqual({ retry: true, delayMs: 100 });
  });

  it('does not retry a network error or a malformed answer', () => {
    expect(decide({ kind: 'network' }, GITLAB_RETRY)).toEqual({ retry: false });
    expect(decide({ kind: 'malformed' }, GITLAB_RETRY)).toEqual({ retry: false });
  });

  it('waits 0.1 s doubled per attempt, up to 10 retries', () => {
    expect([0, 1, 2, 9].map((n) => backoffMs(GITLAB_RETRY, n))).toEqual([100, 200, 400, 51_200]);
    expect(decide(answer(502), GITLAB_RETRY, { retriesMade: 9 })).toEqual({
      retry: true,
      delayMs: 51_200,
    });
    expect(decide(answer(502), GITLAB_RETRY, { retriesMade: 10 })).toEqual({ retry: false });
  });

  it('honours Retry-After, in seconds or as a date', () => {
    expect(decide(answer(429, { 'retry-after': '2' }), GITLAB_RETRY)).toEqual({
      retry: true,
      delayMs: 2000,
    });
    expect(
      decide(answer(503, { 'retry-after': 'Sun, 22 Nov 2026 06:00:04 GMT' }), GITLAB_RETRY),
    ).toEqual({ retry: true, delayMs: 4000 });
  });

  it('waits for a rate limit that resets within the cap', () => {
    const limited = answer(429, { 'ratelimit-remaining': '0', 'retry-after': '20' });
    expect(decide(limited, GITLAB_RETRY)).toEqual({ retry: true, delayMs: 20_000 });
  });
});

describe('other hosts (the Web lane: feeds)', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries %i', (status) => {
    expect(decide(answer(status), WEB_RETRY)).toEqual({ retry: true, delayMs: 300 });
  });

  it.each([400, 401, 403, 404, 410, 413, 501])('does not retry %i', (status) => {
    expect(decide(answer(status), WEB_RETRY)).toEqual({ retry: false });
  });

  it('retries a timeout, a network error and a malformed answer once, after 0.3 s', () => {
    for (const kind of ['timeout', 'network', 'malformed'] as const) {
      expect(decide({ kind }, WEB_RETRY)).toEqual({ retry: true, delayMs: 300 });
    }
    expect(decide(answer(502), WEB_RETRY, { retriesMade: 1 })).toEqual({ retry: false });
  });

  it("gives a host that is not an API 5 s an attempt, half the APIs' 10 s", () => {
    expect(WEB_REQUEST_TIMEOUT_MS).toBe(5_000);
  });

  it.each([429, 503])('honours Retry-After on %i, up to the cap', (status) => {
    expect(decide(answer(status, { 'retry-after': '3' }), WEB_RETRY)).toEqual({
      retry: true,
      delayMs: 3000,
    });
    expect(decide(answer(status, { 'retry-after': '61' }), WEB_RETRY)).toEqual({ retry: false });
  });

  it('reads no GitHub rate-limit header: a 429 with Retry-After is waited for', () => {
    const limited = answer(429, { 'x-ratelimit-remaining': '0', 'retry-after': '5' });
    expect(decide(limited, WEB_RETRY)).toEqual({ retry: true, delayMs: 5000 });
    expect(decide(limited, GITHUB_RETRY)).toEqual({ retry: false });
  });
});

describe('the fetch budget', () => {
  it('starts no retry whose wait would end after the budget', () => {
    expect(decide(answer(502), GITHUB_RETRY, { budgetLeftMs: 300 })).toEqual({ retry: false });
    expect(decide(answer(502), GITHUB_RETRY, { budgetLeftMs: 301 })).toEqual({
      retry: true,
      delayMs: 300,
    });
  });
});

describe('mayServeStale', () => {
  it.each([408, 429, 500, 502, 503, 504])('lets a cached answer stand in for %i', (status) => {
    expect(mayServeStale(answer(status))).toBe(true);
  });

  it('lets a cached answer stand in when nothing came back', () => {
    for (const kind of ['timeout', 'network', 'malformed'] as const) {
      expect(mayServeStale({ kind })).toBe(true);
    }
  });

  it('lets a cached answer stand in for a rate-limited 403', () => {
    expect(mayServeStale(answer(403, { 'x-ratelimit-remaining': '0' }))).toBe(true);
    expect(mayServeStale(answer(403, { 'retry-after': '60' }))).toBe(true);
  });

  it.each([400, 401, 403, 404, 410, 422])(
    'reports %i, an answer about the request itself',
    (status) => {
      expect(mayServeStale(answer(status))).toBe(false);
    },
  );
});
