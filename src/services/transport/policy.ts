/**
 * The transport rules of the specification, in one place: how long a request may take, which failures
 * are retried, how long to wait between attempts, and which failures may be answered from the build's
 * cache. Every number here has a test in policy.test.ts; the code that applies them (policyFetch.ts,
 * httpCache.ts) holds none.
 */
import type { ApiName } from '../apiError';
import { retryAfterMs } from './retryAfter';
import type { TransportFailure } from './transportError';

/**
 * Which rules a request follows: those of GitHub, of GitLab, of Forgejo (Gitea, Codeberg), or 'Web'
 * for any other host (the owner's feeds), which is no API and promises no API's headers.
 */
export type TransportLane = ApiName | 'Web';

/** Where the fetch runs: a build may wait longer for a server than a visitor should. */
export type Runtime = 'build' | 'browser';

/** Every attempt, body included, gives up after this long ('Request timed out'). */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The same for the Web lane (feeds): see WEB_RETRY. */
export const WEB_REQUEST_TIMEOUT_MS = 5_000;

export interface RetryPolicy {
  /** Retries after the first attempt. */
  readonly retries: number;
  /** Answers worth another attempt; a timeout always is. */
  readonly retryStatuses: readonly number[];
  /**
   * Whether a network error (refused, reset, DNS) or an answer whose JSON does not parse is retried.
   * The specification says so for GitHub only: ten GitLab retries of a host that does not exist would
   * spend a minute and a half of the build for nothing.
   */
  readonly retryNetworkErrors: boolean;
  /** The n-th retry (from 0) waits baseDelayMs × 2ⁿ unless Retry-After says otherwise. */
  readonly baseDelayMs: number;
  /** Answers whose Retry-After header sets the wait. */
  readonly retryAfterStatuses: readonly number[];
  /**
   * GitHub's primary rate limit (x-ratelimit-remaining: 0) resets within the hour: an answer carrying
   * it is reported with its reset time, never waited for, and the lane sends nothing more until that
   * reset (each such request fails at once as rate-limited: see quotaExhaustedUntil).
   */
  readonly exhaustedQuotaIsFinal: boolean;
  /**
   * GitHub's secondary rate limit (too many requests at once or too fast): a 403 or 429 with
   * Retry-After, or whose message names it, is waited for as told, or SECONDARY_RATE_LIMIT_WAIT_MS
   * without Retry-After, within the Retry-After cap.
   */
  readonly secondaryRateLimit: boolean;
  /**
   * GitHub's search answers (GET /search/…): one that says `incomplete_results: true` (the search
   * timed out, matches may be missing) is a failure ('incomplete'), asked again this many times; null:
   * the lane does not read them.
   */
  readonly incompleteSearchRetries: number | null;
  /**
   * GitHub's search limit (`x-ratelimit-resource: search`, per minute): a 403 or 429 that says it is
   * used up is waited for until its reset, within the Retry-After cap and the budget, then asked again
   * (as often as `retries` allows, at least once).
   */
  readonly searchLimitWaits: boolean;
}

export const GITHUB_RETRY: RetryPolicy = {
  retries: 2,
  retryStatuses: [408, 413, 429, 500, 502, 503, 504],
  retryNetworkErrors: true,
  baseDelayMs: 300,
  retryAfterStatuses: [413, 429, 503],
  exhaustedQuotaIsFinal: true,
  secondaryRateLimit: true,
  incompleteSearchRetries: 1,
  searchLimitWaits: true,
};

export const GITLAB_RETRY: RetryPolicy = {
  retries: 10,
  retryStatuses: [429, 502, 503, 504],
  retryNetworkErrors: false,
  baseDelayMs: 100,
  retryAfterStatuses: [429, 502, 503, 504],
  exhaustedQuotaIsFinal: false,
  secondaryRateLimit: false,
  incompleteSearchRetries: null,
  searchLimitWaits: false,
};

/**
 * Any other web server (a blog, a feed host): the plain HTTP rules of the GitHub lane (timeouts,
 * network errors, 408, 429 and 5xx retried, Retry-After on 429 and 503), without what is GitHub's
 * own: its 413 and its rate-limit headers, which another host does not send with that meaning. One
 * retry only, with a shorter timeout (WEB_REQUEST_TIMEOUT_MS): what comes from there (a feed) is an
 * extra, and a build does better without it than waiting half a minute for a host that does not
 * answer (its last good posts stand in).
 */
export const WEB_RETRY: RetryPolicy = {
  retries: 1,
  retryStatuses: [408, 429, 500, 502, 503, 504],
  retryNetworkErrors: true,
  baseDelayMs: 300,
  retryAfterStatuses: [429, 503],
  exhaustedQuotaIsFinal: false,
  secondaryRateLimit: false,
  incompleteSearchRetries: null,
  searchLimitWaits: false,
};

/**
 * Forgejo, Gitea and Codeberg: the plain HTTP rules of WEB_RETRY (timeouts, network errors, 408, 429
 * and 5xx retried, Retry-After on 429 and 503 within the cap). They send no rate-limit headers of their
 * own; an instance behind a proxy that limits (Codeberg's) answers 429, or 503 while it restarts. Its
 * answers are the tab's data, not an extra: three retries, as the forges' lanes.
 */
export const FORGEJO_RETRY: RetryPolicy = { ...WEB_RETRY, retries: 3 };

/**
 * The longest Retry-After worth honouring. A server asking for more is not retried at all: waiting the
 * cap and asking again too early would only fail again.
 */
export const RETRY_AFTER_CAP_MS: Readonly<Record<Runtime, number>> = {
  build: 60_000,
  browser: 5_000,
};

/**
 * GitHub's documented wait after a secondary rate limit that gives no Retry-After: "wait for at least
 * one minute before retrying". Longer than the browser's cap, so there such an answer fails at once.
 */
export const SECONDARY_RATE_LIMIT_WAIT_MS = 60_000;

/**
 * The whole fetch (every part, both services) ends within this budget: past it, requests in flight are
 * cancelled and no retry is started, so a build ends in bounded time however the servers behave, and a
 * visitor's page settles long before 30 s.
 */
export const FETCH_BUDGET_MS: Readonly<Record<Runtime, number>> = {
  build: 120_000,
  browser: 20_000,
};

/** The outcome of one attempt, as the retry rule sees it. */
export type AttemptOutcome =
  | {
      readonly kind: 'response';
      readonly status: number;
      readonly headers: Headers;
      /** The `message` of a 403 or 429's JSON body: GitHub names its secondary rate limit there. */
      readonly message?: string;
    }
  | { readonly kind: TransportFailure };

/** An answer as the rate-limit rules read it. */
export type Answer = Extract<AttemptOutcome, { readonly kind: 'response' }>;

export type RetryDecision =
  { readonly retry: true; readonly delayMs: number } | { readonly retry: false };

export interface RetryContext {
  readonly policy: RetryPolicy;
  /** Retries already made for this request. */
  readonly retriesMade: number;
  readonly retryAfterCapMs: number;
  /** What is left of the fetch budget. */
  readonly budgetLeftMs: number;
  /** For HTTP-date Retry-After values. */
  readonly now: number;
}

export function backoffMs(policy: RetryPolicy, retriesMade: number): number {
  return policy.baseDelayMs * 2 ** retriesMade;
}

/** The answer says its rate limit (whichever resource) has no request left. */
export function hasExhaustedQuota(headers: Headers): boolean {
  return headers.get('x-ratelimit-remaining') === '0';
}

/**
 * When GitHub's primary rate limit lets requests through again (ms since the epoch), if this answer
 * says it is used up: x-ratelimit-remaining 0 with a reset time. Only the `core` resource is what the
 * portfolio spends (search and GraphQL count apart), so another resource's count blocks nothing.
 */
export function quotaExhaustedUntil(headers: Headers): number | null {
  if (!hasExhaustedQuota(headers)) return null;
  const resource = headers.get('x-ratelimit-resource');
  if (resource !== null && resource !== 'core') return null;
  const reset = Number(headers.get('x-ratelimit-reset') ?? NaN);
  return Number.isFinite(reset) && reset > 0 ? reset * 1000 : null;
}

/**
 * GitHub's secondary rate limit: a 403 or 429 that carries Retry-After, or whose message says so
 * ("You have exceeded a secondary rate limit…"), while the primary limit is not used up.
 */
export function isSecondaryRateLimit({ status, headers, message }: Answer): boolean {
  if (status !== 403 && status !== 429) return false;
  if (hasExhaustedQuota(headers)) return false;
  return headers.has('retry-after') || /secondary rate limit/i.test(message ?? '');
}

/**
 * When GitHub's search limit lets requests through again (ms since the epoch), if this answer is a
 * 403 or 429 saying it is used up (`x-ratelimit-resource: search`, remaining 0, a reset time); else
 * null. It is counted per minute, so its reset is never far
 * (https://docs.github.com/rest/search/search#rate-limit).
 */
export function searchLimitResetsAt({ status, headers }: Answer): number | null {
  if (status !== 403 && status !== 429) return null;
  if (!hasExhaustedQuota(headers) || headers.get('x-ratelimit-resource') !== 'search') return null;
  const reset = Number(headers.get('x-ratelimit-reset') ?? NaN);
  return Number.isFinite(reset) && reset > 0 ? reset * 1000 : null;
}

const NO_RETRY: RetryDecision = { retry: false };

/** Whether (and after how long) to try again after `outcome`. */
export function retryDecision(outcome: AttemptOutcome, context: RetryContext): RetryDecision {
  const { policy, retriesMade, retryAfterCapMs, budgetLeftMs, now } = context;
  if (outcome.kind === 'incomplete') {
    if (retriesMade >= (policy.incompleteSearchRetries ?? 0)) return NO_RETRY;
    const delayMs = backoffMs(policy, retriesMade);
    return delayMs < budgetLeftMs ? { retry: true, delayMs } : NO_RETRY;
  }
  const searchReset =
    outcome.kind === 'response' && policy.searchLimitWaits ? searchLimitResetsAt(outcome) : null;
  if (searchReset !== null) {
    // Its reset, and a moment more (the server's clock and ours differ a little).
    const delayMs = Math.max(0, searchReset - now) + backoffMs(policy, 0);
    if (retriesMade >= Math.max(1, policy.retries) || delayMs > retryAfterCapMs) return NO_RETRY;
    return delayMs < budgetLeftMs ? { retry: true, delayMs } : NO_RETRY;
  }
  if (retriesMade >= policy.retries) return NO_RETRY;
  // Nothing to retry: the fetch is out of time, or the lane sends nothing until the limit resets.
  if (outcome.kind === 'budget' || outcome.kind === 'rate-limited') return NO_RETRY;
  let delayMs = backoffMs(policy, retriesMade);
  if ((outcome.kind === 'network' || outcome.kind === 'malformed') && !policy.retryNetworkErrors) {
    return NO_RETRY;
  }
  if (outcome.kind === 'response') {
    const { status, headers } = outcome;
    if (policy.exhaustedQuotaIsFinal && hasExhaustedQuota(headers)) return NO_RETRY;
    if (policy.secondaryRateLimit && isSecondaryRateLimit(outcome)) {
      const asked = retryAfterMs(headers.get('retry-after'), now) ?? SECONDARY_RATE_LIMIT_WAIT_MS;
      if (asked > retryAfterCapMs) return NO_RETRY;
      return asked < budgetLeftMs ? { retry: true, delayMs: asked } : NO_RETRY;
    }
    if (!policy.retryStatuses.includes(status)) return NO_RETRY;
    if (policy.retryAfterStatuses.includes(status)) {
      const asked = retryAfterMs(headers.get('retry-after'), now);
      if (asked !== null) {
        if (asked > retryAfterCapMs) return NO_RETRY;
        delayMs = asked;
      }
    }
  }
  return delayMs < budgetLeftMs ? { retry: true, delayMs } : NO_RETRY;
}

/**
 * Failures a cached earlier answer may stand in for (stale-if-error, RFC 5861): the server or the way
 * to it failed, or a rate limit ran out. A 404 or 422 is an answer about the request itself: an old
 * copy would hide a deleted repository. A rejected token is rejectsToken's.
 */
export function mayServeStale(outcome: AttemptOutcome): boolean {
  if (outcome.kind !== 'response') return true;
  const { status, headers } = outcome;
  if (status === 403) return hasExhaustedQuota(headers) || isSecondaryRateLimit(outcome);
  return status === 408 || status === 429 || status >= 500;
}

/**
 * The service refused the request's credentials: a 401, or a 403 that is no rate limit (a revoked or
 * expired token, a token short of a scope, an organization's SSO). Nothing about the data changed, so
 * the build's cache keeps the last good answer for a request that sent a token, and the build says
 * plainly that the token needs renewing: a revoked token must not quietly empty a tab. GitHub's
 * "Resource not accessible by integration" is not one: it tells an installation token to use the
 * public endpoints (userEndpoints.ts).
 */
export function rejectsToken(outcome: AttemptOutcome): boolean {
  if (outcome.kind !== 'response') return false;
  if (outcome.status === 401) return true;
  return (
    outcome.status === 403 &&
    !mayServeStale(outcome) &&
    !/not accessible by integration/i.test(outcome.message ?? '')
  );
}
