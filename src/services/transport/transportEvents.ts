import type { ApiName } from '../apiError';
import type { TransportLane } from './policy';

/** What the transport reports as it works: the build prints a summary of it, tests read it. */
export type TransportEvent =
  /** One HTTP attempt sent (retries count, cache hits do not). */
  | {
      readonly type: 'attempt';
      readonly api: TransportLane;
      readonly method: string;
      readonly url: string;
    }
  /** An attempt got an answer (any status). */
  | {
      readonly type: 'answer';
      readonly api: TransportLane;
      readonly url: string;
      readonly status: number;
      readonly headers: Headers;
    }
  | {
      readonly type: 'retry';
      readonly api: TransportLane;
      readonly url: string;
      /** The attempt that just failed, from 1. */
      readonly attempt: number;
      readonly delayMs: number;
      readonly cause: string;
    }
  /** A cached answer confirmed by a 304. */
  | { readonly type: 'not-modified'; readonly url: string }
  /** A cached answer used because the request failed (stale-if-error). */
  | {
      readonly type: 'stale';
      readonly url: string;
      /** The request's method: GET but for a GraphQL query (POST). */
      readonly method?: 'POST';
      /** ISO time the cached answer was last confirmed by the server. */
      readonly since: string;
      readonly cause: string;
      /**
       * Why, where the owner has something to do or know: the service rejected the token (401, or a
       * 403 that is no rate limit), or answered an empty list where the cached one had items (kept
       * until a second build confirms it). Absent for failures a later build outgrows.
       */
      readonly reason?: StaleReason;
    };

export type StaleReason = 'token-rejected' | 'emptied-list';

export type TransportListener = (event: TransportEvent) => void;

/** GitHub's primary rate limit as its latest answers report it. */
export interface RateLimitLeft {
  readonly remaining: number;
  readonly limit: number;
  /** ISO time the window resets. */
  readonly resetAt: string;
}

/** The API fetch's counts, as its summary line prints them. */
export interface TransportStats {
  readonly attempts: Readonly<Record<ApiName, number>>;
  readonly retries: number;
  readonly notModified: number;
  readonly stale: number;
  readonly rateLimit: RateLimitLeft | null;
}

/** Counts the events of one fetch. */
export function createTransportStats(): {
  readonly listener: TransportListener;
  snapshot(): TransportStats;
} {
  const attempts: Record<ApiName, number> = { GitHub: 0, GitLab: 0, Forgejo: 0 };
  let retries = 0;
  let notModified = 0;
  let stale = 0;
  let rateLimit: RateLimitLeft | null = null;
  const listener: TransportListener = (event) => {
    switch (event.type) {
      case 'attempt':
        // Requests to other hosts (feeds) are not API requests: their own step counts them.
        if (event.api !== 'Web') attempts[event.api] += 1;
        break;
      case 'retry':
        retries += 1;
        break;
      case 'not-modified':
        notModified += 1;
        break;
      case 'stale':
        stale += 1;
        break;
      case 'answer': {
        if (event.api !== 'GitHub') break;
        // The search has a limit of its own (per minute); the plan spends the core one.
        const resource = event.headers.get('x-ratelimit-resource');
        if (resource !== null && resource !== 'core') break;
        const remaining = Number(event.headers.get('x-ratelimit-remaining') ?? NaN);
        const limit = Number(event.headers.get('x-ratelimit-limit') ?? NaN);
        const reset = Number(event.headers.get('x-ratelimit-reset') ?? NaN);
        if (![remaining, limit, reset].every(Number.isFinite)) break;
        const resetAt = new Date(reset * 1000).toISOString();
        // Answers arrive out of order: within one window the smallest count is the latest.
        if (
          !rateLimit ||
          resetAt > rateLimit.resetAt ||
          (resetAt === rateLimit.resetAt && remaining < rateLimit.remaining)
        ) {
          rateLimit = { remaining, limit, resetAt };
        }
        break;
      }
    }
  };
  return {
    listener,
    snapshot: () => ({ attempts: { ...attempts }, retries, notModified, stale, rateLimit }),
  };
}
