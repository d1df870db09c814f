/**
 * A fetch that applies the transport policy (policy.ts): a timeout per attempt that covers the body,
 * retries with backoff or Retry-After, and the fetch budget. Both API clients take it as their fetch
 * (Octokit's `request.fetch`, Gitbeaker's requester), so both follow the same rules in Node and in the
 * browser; the build's fetch of the owner's feeds takes the Web lane's. The answer comes back fully
 * read, so a body that never ends is a timeout here (or, under a size cap, refused once past it)
 * rather than a hang in the client. Once an answer says GitHub's primary rate limit is used up, the
 * lane sends nothing more until it resets: each request fails at once as 'rate-limited' (the build's
 * HTTP cache may still answer it with an earlier answer).
 */
import { readBodyWithin, ResponseTooLargeError, TOO_LARGE } from './bodyLimit';
import type { FetchBudget } from './budget';
import {
  quotaExhaustedUntil,
  REQUEST_TIMEOUT_MS,
  retryDecision,
  searchLimitResetsAt,
  type AttemptOutcome,
  type RetryPolicy,
  type TransportLane,
} from './policy';
import { innermostMessage, TransportError, type TransportFailure } from './transportError';
import type { TransportListener } from './transportEvents';

export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * A request the sending fetch (PolicyFetchOptions.send) refused to send: the build's outbound guard
 * turns away a redirect to a private address or to plain http. Not a TransportFailure: the same
 * request would be refused again, so it is never retried, and no cached answer stands in for it.
 */
export class RequestRefusedError extends Error {
  override name = 'RequestRefusedError';
}

export interface PolicyFetchOptions {
  /** Named in the events: which API, or 'Web' for another host. */
  readonly api: TransportLane;
  readonly policy: RetryPolicy;
  readonly retryAfterCapMs: number;
  readonly budget: FetchBudget;
  /** Default REQUEST_TIMEOUT_MS; tests shorten it. */
  readonly timeoutMs?: number;
  readonly onEvent?: TransportListener;
  /**
   * Answers larger than this are refused as they arrive (ResponseTooLargeError, thrown after the
   * retries the status calls for); unset: no cap.
   */
  readonly maxBodyBytes?: number;
  /**
   * What sends each attempt (the build's outbound guard for hosts it does not know); default: the
   * platform's fetch. Its redirects, if it follows them, count within the attempt's timeout.
   */
  readonly send?: Fetch;
}

/** Statuses whose answer has no body (a Response refuses one). */
const NULL_BODY_STATUSES = [101, 103, 204, 205, 304];

const TIMEOUT = Symbol('timeout');
const BUDGET = Symbol('budget');

/** The URL a fetch call asks for, whatever form its input takes. */
export function requestUrl(input: string | URL | Request): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

function isJson(headers: Headers): boolean {
  return /[/+]json\b/i.test(headers.get('content-type') ?? '');
}

function parses(body: ArrayBuffer): boolean {
  try {
    JSON.parse(new TextDecoder().decode(body));
    return true;
  } catch {
    return false;
  }
}

/**
 * The `message` field of a 403 or 429's JSON body, where GitHub says which rate limit it is ("You have
 * exceeded a secondary rate limit…"). Other answers are not read for it.
 */
export function rateLimitMessage(status: number, body: ArrayBuffer | null): string | undefined {
  if ((status !== 403 && status !== 429) || body === null) return undefined;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(body));
    if (typeof value !== 'object' || value === null) return undefined;
    const { message } = value as { message?: unknown };
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a 200 answer of GitHub's search (GET …/search/…) says `incomplete_results: true`: the
 * search timed out and may have left matches out (https://docs.github.com/rest/search/search#timeouts-and-incomplete-results).
 */
export function isIncompleteSearch(url: string, status: number, body: ArrayBuffer | null): boolean {
  if (status !== 200 || body === null) return false;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  if (!/\/search\/[a-z]+$/.test(path)) return false;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(body));
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as { incomplete_results?: unknown }).incomplete_results === true
    );
  } catch {
    return false;
  }
}

const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

type Attempt =
  | { readonly outcome: AttemptOutcome; readonly response: Response }
  | { readonly outcome: AttemptOutcome; readonly error: Error };

/** What the log says of an attempt that is retried. */
function retryCause(result: Attempt): string {
  if (!('response' in result)) return result.error.message;
  const { outcome } = result;
  const searchReset = outcome.kind === 'response' ? searchLimitResetsAt(outcome) : null;
  return searchReset !== null
    ? `GitHub’s search limit is used up until ${isoSeconds(searchReset)}: waiting for its reset`
    : `Request failed with status code ${result.response.status}`;
}

export function createPolicyFetch({
  api,
  policy,
  retryAfterCapMs,
  budget,
  timeoutMs = REQUEST_TIMEOUT_MS,
  onEvent = () => undefined,
  maxBodyBytes,
  // Looked up at each call, so an interceptor installed later (nock in tests) is used.
  send: next = (input, init) => globalThis.fetch(input, init),
}: PolicyFetchOptions): Fetch {
  const failure = (
    reason: TransportFailure,
    attempts: number,
    message: string,
    cause?: unknown,
  ): Attempt => ({
    outcome: { kind: reason },
    error: new TransportError(reason, message, attempts, { cause }),
  });
  /** Until when (ms since the epoch) the lane's primary rate limit is used up; 0: it is not. */
  let quotaResetsAt = 0;

  async function attempt(
    input: string | URL | Request,
    init: RequestInit,
    number: number,
  ): Promise<Attempt> {
    const url = requestUrl(input);
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (budget.signal.aborted) {
      return failure('budget', number - 1, 'Cancelled: the fetch ran out of time');
    }
    if (Date.now() < quotaResetsAt) {
      const resetAt = isoSeconds(quotaResetsAt);
      return {
        outcome: { kind: 'rate-limited' },
        error: new TransportError(
          'rate-limited',
          `Not sent: the ${api} rate limit is used up until ${resetAt}`,
          number - 1,
          { resetAt },
        ),
      };
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(TIMEOUT), timeoutMs);
    const onBudget = () => controller.abort(BUDGET);
    const callerSignal = init.signal;
    const onCaller = () => controller.abort(callerSignal?.reason);
    budget.signal.addEventListener('abort', onBudget, { once: true });
    callerSignal?.addEventListener('abort', onCaller, { once: true });
    onEvent({ type: 'attempt', api, method, url });
    try {
      const response = await next(input, { ...init, signal: controller.signal });
      const body = NULL_BODY_STATUSES.includes(response.status)
        ? null
        : maxBodyBytes === undefined
          ? await response.arrayBuffer()
          : await readBodyWithin(response, maxBodyBytes);
      onEvent({ type: 'answer', api, url, status: response.status, headers: response.headers });
      if (policy.exhaustedQuotaIsFinal) {
        quotaResetsAt = Math.max(quotaResetsAt, quotaExhaustedUntil(response.headers) ?? 0);
      }
      if (body === TOO_LARGE) {
        return {
          outcome: { kind: 'response', status: response.status, headers: response.headers },
          error: new ResponseTooLargeError(maxBodyBytes ?? 0),
        };
      }
      if (response.ok && body && isJson(response.headers) && !parses(body)) {
        return failure(
          'malformed',
          number,
          `Malformed JSON in the answer (HTTP ${response.status})`,
        );
      }
      if (
        policy.incompleteSearchRetries !== null &&
        isIncompleteSearch(url, response.status, body)
      ) {
        return failure(
          'incomplete',
          number,
          'GitHub’s search answered incomplete_results: true (it timed out, matches may be missing)',
        );
      }
      const copy = new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      // Clients read it (Octokit reports it); a constructed Response has none.
      Object.defineProperty(copy, 'url', { value: response.url || url });
      const message = rateLimitMessage(response.status, body);
      return {
        outcome: {
          kind: 'response',
          status: response.status,
          headers: response.headers,
          ...(message !== undefined ? { message } : {}),
        },
        response: copy,
      };
    } catch (error) {
      // Refused before it went out: asking again would be refused again.
      if (error instanceof RequestRefusedError) throw error;
      const { reason } = controller.signal;
      if (reason === TIMEOUT) {
        return failure(
          'timeout',
          number,
          `Request timed out (no complete answer within ${timeoutMs} ms)`,
          error,
        );
      }
      if (reason === BUDGET) {
        return failure('budget', number, 'Cancelled: the fetch ran out of time', error);
      }
      if (callerSignal?.aborted) throw error;
      return failure('network', number, innermostMessage(error), error);
    } finally {
      clearTimeout(timer);
      budget.signal.removeEventListener('abort', onBudget);
      callerSignal?.removeEventListener('abort', onCaller);
    }
  }

  return async (input, init = {}) => {
    for (let number = 1; ; number += 1) {
      const result = await attempt(input, init, number);
      const decision = retryDecision(result.outcome, {
        policy,
        retriesMade: number - 1,
        retryAfterCapMs,
        budgetLeftMs: budget.remainingMs(),
        now: Date.now(),
      });
      if (!decision.retry) {
        if ('response' in result) return result.response;
        throw result.error;
      }
      onEvent({
        type: 'retry',
        api,
        url: requestUrl(input),
        attempt: number,
        delayMs: decision.delayMs,
        cause: retryCause(result),
      });
      await sleep(decision.delayMs, budget.signal);
    }
  };
}
