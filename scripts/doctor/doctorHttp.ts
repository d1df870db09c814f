/**
 * The doctor's and setup's requests: the build's transport (the timeouts, retries, Retry-After and rate-limit rules
 * of src/services/transport/policy.ts, within one time budget) without the build's HTTP cache, so a
 * check never writes a cache file and always asks the server itself. Every request goes through the
 * build's outbound guard (scripts/pipeline/net/outboundGuard.ts): the hosts the owner configured are
 * asked as they are, and a redirect anywhere else must be https to a public address, so the doctor
 * never reads (nor prints into a public Actions log) what a loopback, private or metadata address
 * answers. Every request is counted against a fixed bound (MAX_REQUESTS): past it nothing is sent. An
 * answer comes back whatever its status; only a request without an answer (network, timeout, budget,
 * an exhausted rate limit, a refusal of the guard) is a failure.
 */
import { createBudget, type FetchBudget } from '../../src/services/transport/budget';
import {
  createTransport,
  type Transport,
  type TransportTuning,
} from '../../src/services/transport/createTransport';
import type { TransportLane } from '../../src/services/transport/policy';
import { ResponseTooLargeError } from '../../src/services/transport/bodyLimit';
import {
  findTransportError,
  innermostMessage,
  type TransportFailure,
} from '../../src/services/transport/transportError';
import {
  createTransportStats,
  type TransportStats,
} from '../../src/services/transport/transportEvents';
import { MAX_FEED_BYTES } from '../pipeline/fetch/feeds/fetchOneFeed';
import { createGuardedFetch, OutboundRequestRefused } from '../pipeline/net/outboundGuard';
import { safeText } from './safeText';

/**
 * The most requests one run sends (retries not counted: each request is attempted at most as often as
 * its lane's policy allows, all within DOCTOR_BUDGET_MS). The checks stay well within it:
 *   GitHub ≤ 13: GET /user, GET /users/{username}, GET /orgs/{org}, ≤ MAX_ALLOWED_REPOS (8)
 *     GET /repos/{org}/{repo}, GET /user/orgs and GET /users/{username}/orgs;
 *   GitLab ≤ 7: GET /users?username=, and for each of at most two tokens (GITLAB_TOKEN, live mode's
 *     encrypted one) GET /user and two GET /projects?visibility=… probes;
 *   feeds ≤ MAX_FEEDS (5): one GET each.
 * 13 + 7 + 5 = 25.
 */
export const MAX_REQUESTS = 25;

/** The whole run's time: past it, requests in flight are cancelled and none is retried. */
export const DOCTOR_BUDGET_MS = 60_000;

export interface HttpAnswer {
  readonly kind: 'answer';
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: ArrayBuffer;
}

export interface HttpFailure {
  readonly kind: 'failure';
  /** Why no answer came, as one line of text ("connect ECONNREFUSED 127.0.0.1:9"). */
  readonly reason: string;
  /** The guard would not send it (a redirect to a private address, to plain http): final. */
  readonly refused: boolean;
  /** What the transport said went wrong ('timeout', 'network'…), 'too-large', or null (refused, other). */
  readonly failure: TransportFailure | 'too-large' | null;
}

export type HttpResult = HttpAnswer | HttpFailure;

export interface DoctorHttp {
  get(
    lane: TransportLane,
    url: string,
    headers?: Readonly<Record<string, string>>,
    /** As fetch's: 'manual' hands a redirect back instead of following it (setup's token stays). */
    redirect?: RequestRedirect,
  ): Promise<HttpResult>;
  /** Requests sent so far (retries not counted). */
  sent(): number;
  /** GitHub's primary rate limit, as the latest answers reported it. */
  stats(): TransportStats;
  /** Ends the budget: the run is over. */
  close(): void;
}

export interface DoctorHttpOptions {
  /** The URLs the owner's settings name (ownerUrlsOf): the guard trusts their hosts. */
  readonly ownerUrls?: readonly string[];
  /** Shorter waits for tests. */
  readonly tuning?: TransportTuning;
  readonly budgetMs?: number;
  /** Instead of budgetMs: setup waits for its owner between requests, so its budget never ends. */
  readonly budget?: FetchBudget;
  readonly maxRequests?: number;
  /** Answers larger than this are refused; by default a feed's cap, the largest answer checked. */
  readonly maxBodyBytes?: number;
}

export function createDoctorHttp({
  ownerUrls = [],
  tuning,
  budgetMs = DOCTOR_BUDGET_MS,
  budget = createBudget(budgetMs),
  maxRequests = MAX_REQUESTS,
  maxBodyBytes = MAX_FEED_BYTES,
}: DoctorHttpOptions = {}): DoctorHttp {
  const stats = createTransportStats();
  const guarded = createGuardedFetch({ ownerUrls });
  // No `cache`: the transport's default is none, so nothing is read from or written to disk.
  const transport: Transport = createTransport({
    runtime: 'build',
    budget,
    onEvent: stats.listener,
    // A feed is the largest answer; an API answer of the doctor's is a few kilobytes.
    maxBodyBytes,
    send: { GitHub: guarded, GitLab: guarded, Web: guarded },
    ...(tuning ? { tuning } : {}),
  });
  let sent = 0;
  return {
    async get(lane, url, headers = {}, redirect = 'follow') {
      if (sent >= maxRequests) {
        return {
          kind: 'failure',
          reason: `not sent: the doctor sends at most ${maxRequests} requests`,
          refused: false,
          failure: null,
        };
      }
      sent += 1;
      try {
        const response = await transport[lane](url, { headers: { ...headers }, redirect });
        return {
          kind: 'answer',
          status: response.status,
          headers: response.headers,
          bytes: await response.arrayBuffer(),
        };
      } catch (error) {
        if (error instanceof OutboundRequestRefused) return refusal(error);
        const transportError = findTransportError(error);
        const reason = transportError?.message ?? innermostMessage(error);
        return {
          kind: 'failure',
          reason: safeText(reason, 160) || 'the request failed',
          refused: false,
          failure:
            transportError?.reason ?? (error instanceof ResponseTooLargeError ? 'too-large' : null),
        };
      }
    },
    sent: () => sent,
    stats: () => stats.snapshot(),
    close: () => budget.close(),
  };
}

/**
 * What the guard refused and why, the reason first (a long URL is cut, not the reason). It names the
 * address refused, never what is there: nothing was asked of it.
 */
function refusal({ url, why, redirect }: OutboundRequestRefused): HttpFailure {
  return {
    kind: 'failure',
    reason: `refused ${redirect ? 'the redirect to ' : ''}${safeText(url, 120)}: ${safeText(why, 120)}`,
    refused: true,
    failure: null,
  };
}

/** The answer's JSON, or undefined when it is not JSON. */
export function jsonOf(answer: HttpAnswer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(answer.bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/** A field of a JSON object, or undefined. */
export function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

/** "HTTP 502" and, when the answer says why in its `message` (GitHub, GitLab), that too. */
export function statusText(answer: HttpAnswer): string {
  const message = safeText(field(jsonOf(answer), 'message'), 120);
  return `HTTP ${answer.status}${message ? `: ${message}` : ''}`;
}
