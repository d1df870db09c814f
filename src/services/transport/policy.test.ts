import {
  backoffMs,
  FETCH_BUDGET_MS,
  FORGEJO_RETRY,
  GITHUB_RETRY,
  GITLAB_RETRY,
  isSecondaryRateLimit,
  mayServeStale,
  quotaExhaustedUntil,
  rejectsToken,
  REQUEST_TIMEOUT_MS,
  RETRY_AFTER_CAP_MS,
  retryDecision,
  SECONDARY_RATE_LIMIT_WAIT_MS,
  WEB_REQUEST_TIMEOUT_MS,
  WEB_RETRY,
  type AttemptOutcome,
  type RetryContext,
  type RetryPolicy,
} from './policy';

const NOW = Date.parse('2026-11-22T06:00:00Z');

type Answer = Extract<AttemptOutcome, { readonly kind: 'response' }>;

const answer = (
  status: number,
  headers: Record<string, string> = {},
  message?: string,
): Answer => ({
  kind: 'response',
  status,
  headers: new Headers(headers),
  ...(message !== undefined ? { message } : {}),
});

/** GitHub's words when the secondary rate limit hits. */
const SECONDARY =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0C8B:3C2D:1F2A3B4:20B5C6D:6740A1B2.';

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

  it('does not retry a 403 of the primary rate limit, nor any other 403', () => {
    expect(decide(answer(403, { 'x-ratelimit-remaining': '0' }), GITHUB_RETRY)).toEqual({
      retry: false,
    });
    expect(decide(answer(403, {}, 'Resource not accessible by integration'), GITHUB_RETRY)).toEqual(
      { retry: false },
    );
  });
});

describe('GitHub’s search: its per-minute limit and incomplete answers', () => {
  const searchSpent = (resetInSeconds: number, status = 403) =>
    answer(status, {
      'x-ratelimit-remaining': '0',
      'x-ratelimit-resource': 'search',
      'x-ratelimit-reset': String(NOW / 1000 + resetInSeconds),
    });

  it('waits for a spent search limit to reset (and the backoff’s margin), then asks again', () => {
    for (const status of [403, 429]) {
      expect(decide(searchSpent(41, status), GITHUB_RETRY)).toEqual({
        retry: true,
        delayMs: 41_000 + 300,
      });
    }
    // Once even where the lane retries nothing else (a test's tuning), as often as it retries.
    expect(decide(searchSpent(5), { ...GITHUB_RETRY, retries: 0 })).toEqual({
      retry: true,
      delayMs: 5300,
    });
    expect(decide(searchSpent(5), GITHUB_RETRY, { retriesMade: 2 })).toEqual({ retry: false });
  });

  it('does not wait past the Retry-After cap (a minute at build time) nor past the budget', () => {
    expect(decide(searchSpent(61), GITHUB_RETRY)).toEqual({ retry: false });
    expect(decide(searchSpent(5), GITHUB_RETRY, { retryAfterCapMs: 5000 })).toEqual({
      retry: false,
    });
    expect(decide(searchSpent(30), GITHUB_RETRY, { budgetLeftMs: 20_000 })).toEqual({
      retry: false,
    });
    // The core limit is still never waited for; GitLab's lane knows no search limit.
    expect(
      decide(
        answer(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-resource': 'core' }),
        GITHUB_RETRY,
      ),
    ).toEqual({ retry: false });
    expect(decide(searchSpent(5), GITLAB_RETRY)).toEqual({ retry: false });
  });

  it('asks an incomplete search answer again once, whatever the lane’s other retries', () => {
    expect(decide({ kind: 'incomplete' }, GITHUB_RETRY)).toEqual({ retry: true, delayMs: 300 });
    expect(decide({ kind: 'incomplete' }, { ...GITHUB_RETRY, retries: 0 })).toEqual({
      retry: true,
      delayMs: 300,
    });
    expect(decide({ kind: 'incomplete' }, GITHUB_RETRY, { retriesMade: 1 })).toEqual({
      retry: false,
    });
    // Then a cached complete answer may stand in.
    expect(mayServeStale({ kind: 'incomplete' })).toBe(true);
  });
});

describe('GitHub secondary rate limit', () => {
  it('waits as long as the Retry-After of a 403 says, like a 429', () => {
    expect(decide(answer(403, { 'retry-after': '20' }), GITHUB_RETRY)).toEqual({
      retry: true,
      delayMs: 20_000,
    });
    expect(decide(answer(403, { 'retry-after': '60' }, SECONDARY), GITHUB_RETRY)).toEqual({
      retry: true,
      delayMs: 60_000,
    });
  });

  it('waits GitHub’s minute when its message names the limit without a Retry-After', () => {
    expect(SECONDARY_RATE_LIMIT_WAIT_MS).toBe(60_000);
    for (const status of [403, 429]) {
      expect(decide(answer(status, {}, SECONDARY), GITHUB_RETRY)).toEqual({
        retry: true,
        delayMs: SECONDARY_RATE_LIMIT_WAIT_MS,
      });
    }
  });

  it('fails at once when the wait exceeds the cap (the browser’s few seconds)', () => {
    const browser = { retryAfterCapMs: RETRY_AFTER_CAP_MS.browser };
    expect(decide(answer(403, {}, SECONDARY), GITHUB_RETRY, browser)).toEqual({ retry: false });
    expect(decide(answer(403, { 'retry-after': '6' }), GITHUB_RETRY, browser)).toEqual({
      retry: false,
    });
    expect(decide(answer(403, { 'retry-after': '61' }), GITHUB_RETRY)).toEqual({ retry: false });
  });

  it('waits only within the retries and the budget', () => {
    const limited = answer(403, { 'retry-after': '2' });
    expect(decide(limited, GITHUB_RETRY, { retriesMade: 2 })).toEqual({ retry: false });
    expect(decide(limited, GITHUB_RETRY, { budgetLeftMs: 2000 })).toEqual({ retry: false });
  });

  it('is not the primary limit, whatever else the answer says', () => {
    const primary = { 'x-ratelimit-remaining': '0', 'retry-after': '5' };
    expect(isSecondaryRateLimit(answer(403, primary, SECONDARY))).toBe(false);
    expect(decide(answer(403, primary, SECONDARY), GITHUB_RETRY)).toEqual({ retry: false });
  });

  it('is GitHub’s only: the other lanes do not retry a 403', () => {
    for (const policy of [GITLAB_RETRY, WEB_RETRY]) {
      expect(decide(answer(403, { 'retry-after': '1' }, SECONDARY), policy)).toEqual({
        retry: false,
      });
    }
  });
});

describe('GitHub primary rate limit used up', () => {
  const reset = NOW / 1000 + 1800;

  it('blocks until the reset an answer names with x-ratelimit-remaining 0, any status', () => {
    const headers = (more: Record<string, string> = {}) =>
      new Headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset), ...more });
    expect(quotaExhaustedUntil(headers())).toBe(reset * 1000);
    expect(quotaExhaustedUntil(headers({ 'x-ratelimit-resource': 'core' }))).toBe(reset * 1000);
  });

  it('does not block for another resource, a count left or an unreadable reset', () => {
    const base = { 'x-ratelimit-reset': String(reset) };
    expect(
      quotaExhaustedUntil(
        new Headers({ ...base, 'x-ratelimit-remaining': '0', 'x-ratelimit-resource': 'search' }),
      ),
    ).toBeNull();
    expect(quotaExhaustedUntil(new Headers({ ...base, 'x-ratelimit-remaining': '1' }))).toBeNull();
    expect(
      quotaExhaustedUntil(new Headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': 'x' })),
    ).toBeNull();
  });

  it('never retries a request the lane held back', () => {
    expect(decide({ kind: 'rate-limited' }, GITHUB_RETRY)).toEqual({ retry: false });
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

describe('Forgejo retries (Gitea, Codeberg)', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries %i after 0.3 s', (status) => {
    expect(decide(answer(status), FORGEJO_RETRY)).toEqual({ retry: true, delayMs: 300 });
  });

  it.each([400, 401, 403, 404, 422])('does not retry %i', (status) => {
    expect(decide(answer(status), FORGEJO_RETRY)).toEqual({ retry: false });
  });

  it('retries a timeout, a network error and a malformed answer, up to 3 times, doubling the wait', () => {
    for (const kind of ['timeout', 'network', 'malformed'] as const) {
      expect(decide({ kind }, FORGEJO_RETRY)).toEqual({ retry: true, delayMs: 300 });
    }
    expect(decide(answer(502), FORGEJO_RETRY, { retriesMade: 2 })).toEqual({
      retry: true,
      delayMs: 1200,
    });
    expect(decide(answer(502), FORGEJO_RETRY, { retriesMade: 3 })).toEqual({ retry: false });
  });

  it.each([429, 503])('waits as its proxy’s Retry-After on %i says, up to the cap', (status) => {
    expect(decide(answer(status, { 'retry-after': '7' }), FORGEJO_RETRY)).toEqual({
      retry: true,
      delayMs: 7000,
    });
    expect(decide(answer(status, { 'retry-after': '61' }), FORGEJO_RETRY)).toEqual({
      retry: false,
    });
    expect(
      decide(answer(status, { 'retry-after': '7' }), FORGEJO_RETRY, {
        retryAfterCapMs: RETRY_AFTER_CAP_MS.browser,
      }),
    ).toEqual({ retry: false });
  });

  it('serves the last good answer for a 429 or a 5xx, never for a 404', () => {
    expect(mayServeStale(answer(429, { 'retry-after': '600' }))).toBe(true);
    expect(mayServeStale(answer(502))).toBe(true);
    expect(mayServeStale(answer(404))).toBe(false);
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

  it('lets a cached answer stand in for a rate-limited 403, primary or secondary', () => {
    expect(mayServeStale(answer(403, { 'x-ratelimit-remaining': '0' }))).toBe(true);
    expect(mayServeStale(answer(403, { 'retry-after': '60' }))).toBe(true);
    expect(mayServeStale(answer(403, {}, SECONDARY))).toBe(true);
    expect(mayServeStale(answer(403, {}, 'Resource not accessible by integration'))).toBe(false);
  });

  it('lets a cached answer stand in for a request held back by a used-up rate limit', () => {
    expect(mayServeStale({ kind: 'rate-limited' })).toBe(true);
  });

  it.each([400, 401, 403, 404, 410, 422])(
    'reports %i, an answer about the request itself',
    (status) => {
      expect(mayServeStale(answer(status))).toBe(false);
    },
  );
});

describe('rejectsToken: the last good answer stays, and the build says the token needs renewing', () => {
  it.each([
    ['401 Bad credentials', answer(401, {}, 'Bad credentials')],
    [
      '403 SAML enforcement',
      answer(403, {}, 'Resource protected by organization SAML enforcement.'),
    ],
    ['GitLab’s 403 Forbidden', answer(403, {}, '403 Forbidden')],
  ])('takes %s for a rejected token', (_label, outcome) => {
    expect(rejectsToken(outcome)).toBe(true);
  });

  it.each([
    [
      'a used-up rate limit',
      answer(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1764000000' }),
    ],
    ['the secondary rate limit', answer(403, {}, SECONDARY)],
    ['a 403 with Retry-After', answer(403, { 'retry-after': '60' })],
    ['an installation token on /user', answer(403, {}, 'Resource not accessible by integration')],
    ['404', answer(404)],
    ['422', answer(422)],
    ['500', answer(500)],
  ])('does not take %s for one', (_label, outcome) => {
    expect(rejectsToken(outcome)).toBe(false);
  });

  it('is about answers only: a failure to connect says nothing of the token', () => {
    expect(rejectsToken({ kind: 'network' })).toBe(false);
  });
});
