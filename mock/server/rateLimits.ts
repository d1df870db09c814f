/**
 * Rate-limit bookkeeping of the mock's GitHub: the primary limit per credential (an hourly window),
 * the search's own limit (per minute) and GraphQL's points, as the x-ratelimit-* headers of each
 * answer say them, and whether the primary limit is used up (only when githubRateLimitLeft is set).
 */

export interface RateLimitBook {
  /**
   * The x-ratelimit-* headers of a GitHub answer on `path` to `identity` (undefined: anonymous),
   * counting the request unless `counted` is false (a 304).
   */
  headers(identity: string | undefined, counted: boolean, path: string): Record<string, string>;
  /** Whether `identity` has used up its primary limit (never while githubRateLimitLeft is unset). */
  usedUp(identity: string | undefined): boolean;
  /** Whether the limit counts down at all (githubRateLimitLeft is set). */
  countsDown(): boolean;
  /** Sets githubRateLimitLeft from now on, in a new window. */
  limit(left: number | undefined): void;
  /** Forgets what each credential used of the primary limit. */
  clear(): void;
}

export function rateLimitBook(
  installationToken: string | undefined,
  initiallyLeft: number | undefined,
): RateLimitBook {
  let githubRateLimitLeft = initiallyLeft;
  // One hourly window per credential, like GitHub's primary limit. Unless githubRateLimitLeft says
  // otherwise it never reports exhaustion by itself (remaining stays ≥ 1): tests that want a 403 ask
  // for it with rateLimited(). GitHub does not count a 304, so its headers show the usage unchanged
  // (`counted` false).
  let windowStart = Math.floor(Date.now() / 1000);
  const used = new Map<string, number>();
  /** GitHub's hourly limits: anonymous, an installation's token, a user's. */
  const limitOf = (identity: string | undefined): number =>
    identity === undefined ? 60 : identity === installationToken ? 1000 : 5000;
  /** Requests counted in this window; with githubRateLimitLeft, what it leaves is used already. */
  const usedOf = (identity: string | undefined): number => {
    const limit = limitOf(identity);
    const initial =
      githubRateLimitLeft === undefined
        ? 0
        : limit - Math.max(0, Math.min(limit, Math.floor(githubRateLimitLeft)));
    return used.get(identity ?? 'anonymous') ?? initial;
  };
  const rateLimitUsedUp = (identity: string | undefined): boolean =>
    githubRateLimitLeft !== undefined && usedOf(identity) >= limitOf(identity);
  let graphqlUsed = 0;
  // GitHub's search has a limit of its own: 30 requests a minute with a token, 10 without.
  const searchUsed = new Map<string, { windowStart: number; count: number }>();
  const searchRateLimitHeaders = (identity: string | undefined): Record<string, string> => {
    const now = Math.floor(Date.now() / 1000);
    const key = identity ?? 'anonymous';
    const limit = identity === undefined ? 10 : 30;
    const current = searchUsed.get(key);
    const window =
      current && now < current.windowStart + 60 ? current : { windowStart: now, count: 0 };
    // Like the core limit, it never reports exhaustion by itself (remaining stays ≥ 1).
    window.count = Math.min(window.count + 1, limit - 1);
    searchUsed.set(key, window);
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(limit - window.count),
      'x-ratelimit-reset': String(window.windowStart + 60),
      'x-ratelimit-used': String(window.count),
      'x-ratelimit-resource': 'search',
    };
  };
  const rateLimitHeaders = (
    identity: string | undefined,
    counted: boolean,
    path: string,
  ): Record<string, string> => {
    if (path.startsWith('/search/')) return searchRateLimitHeaders(identity);
    if (path === '/graphql') {
      // GraphQL's limit is its own too (points an hour); one point a query.
      graphqlUsed += 1;
      return {
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': String(5000 - Math.min(graphqlUsed, 4999)),
        'x-ratelimit-reset': String(windowStart + 3600),
        'x-ratelimit-used': String(Math.min(graphqlUsed, 4999)),
        'x-ratelimit-resource': 'graphql',
      };
    }
    const now = Math.floor(Date.now() / 1000);
    if (now >= windowStart + 3600) {
      windowStart = now;
      used.clear();
    }
    const key = identity ?? 'anonymous';
    const limit = limitOf(identity);
    const previous = usedOf(identity);
    const count = counted
      ? Math.min(previous + 1, githubRateLimitLeft === undefined ? limit - 1 : limit)
      : previous;
    used.set(key, count);
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(limit - count),
      'x-ratelimit-reset': String(windowStart + 3600),
      'x-ratelimit-used': String(count),
      'x-ratelimit-resource': 'core',
    };
  };

  return {
    headers: rateLimitHeaders,
    usedUp: rateLimitUsedUp,
    countsDown: () => githubRateLimitLeft !== undefined,
    limit(left) {
      githubRateLimitLeft = left;
      used.clear();
    },
    clear() {
      used.clear();
    },
  };
}
