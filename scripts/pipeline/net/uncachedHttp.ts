/**
 * The client of the tools that ask a service about the owner's settings (`npm run doctor`,
 * `npm run setup`): the build's transport (the timeouts, retries, Retry-After and rate-limit rules of
 * src/services/transport/policy.ts, within the caller's time budget) without the build's HTTP cache,
 * so a check never writes a cache file and always asks the server itself. Every request goes through
 * the build's outbound guard (outboundGuard.ts): the hosts the owner configured are asked as they
 * are, and a redirect anywhere else must be https to a public address, so a tool never reads (nor
 * prints into a public Actions log) what a loopback, private or metadata address answers. Every
 * request is counted against the caller's bound (maxRequests): past it nothing is sent. An answer
 * comes back whatever its status; only a request without an answer (network, timeout, budget, an
 * exhausted rate limit, a refusal of the guard) is a failure.
 */
import type { FetchBudget } from '../../../src/services/transport/budget';
import {
  createTransport,
  type Transport,
  type TransportTuning,
} from '../../../src/services/transport/createTransport';
import type { TransportLane } from '../../../src/services/transport/policy';
import { ResponseTooLargeError } from '../../../src/services/transport/bodyLimit';
import {
  findTransportError,
  innermostMessage,
  type TransportFailure,
} from '../../../src/services/transport/transportError';
import {
  createTransportStats,
  type TransportStats,
} from '../../../src/services/transport/transportEvents';
import { createGuardedFetch, OutboundRequestRefused } from './outboundGuard';
import { safeText } from './safeText';

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

export interface UncachedHttp {
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

export interface UncachedHttpOptions {
  /** The URLs the owner's settings name (ownerUrlsOf): the guard trusts their hosts. */
  readonly ownerUrls?: readonly string[];
  /** Shorter waits for tests. */
  readonly tuning?: TransportTuning;
  /** The time every request and retry must fit in: the doctor's run, or one lookup of setup's. */
  readonly budget: FetchBudget;
  /** The most requests sent (retries not counted). */
  readonly maxRequests: number;
  /** Answers larger than this are refused as they arrive. */
  readonly maxBodyBytes: number;
}

export function createUncachedHttp({
  ownerUrls = [],
  tuning,
  budget,
  maxRequests,
  maxBodyBytes,
}: UncachedHttpOptions): UncachedHttp {
  const stats = createTransportStats();
  const guarded = createGuardedFetch({ ownerUrls });
  // No `cache`: the transport's default is none, so nothing is read from or written to disk.
  const transport: Transport = createTransport({
    runtime: 'build',
    budget,
    onEvent: stats.listener,
    maxBodyBytes,
    send: { GitHub: guarded, GitLab: guarded, Forgejo: guarded, Web: guarded },
    ...(tuning ? { tuning } : {}),
  });
  let sent = 0;
  return {
    async get(lane, url, headers = {}, redirect = 'follow') {
      if (sent >= maxRequests) {
        return {
          kind: 'failure',
          reason: `not sent: at most ${maxRequests} requests are sent`,
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
