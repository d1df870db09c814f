/**
 * One error type for both APIs, whose clients fail in different ways (Octokit's RequestError, Gitbeaker's
 * GitbeakerRequestError, the transport's TransportError). The kind decides what the caller does; the
 * message names the problem and the fix, since it ends up in a build log or the browser console.
 */

import { retryAfterMs } from './transport/retryAfter';
import { NAMES_IN_PAGE_MESSAGES } from '../config/settingNames';
import {
  findTransportError,
  innermostMessage,
  type TransportError,
} from './transport/transportError';

export type ApiName = 'GitHub' | 'GitLab' | 'Forgejo';

export type ApiFailureKind =
  /** 401: the token is wrong, expired or revoked. */
  | 'unauthorized'
  /** 403/429 with the rate limit used up. */
  | 'rate-limited'
  | 'not-found'
  /** No HTTP answer at all: DNS, refused or reset connection, CORS. */
  | 'unreachable'
  /** No complete answer in time ('Request timed out'), or the fetch's time budget ran out. */
  | 'timeout'
  /** An answer whose JSON does not parse. */
  | 'malformed'
  | 'http'
  /**
   * A bug of the portfolio (e.g. a TypeError while mapping an answer), not of the network, an API or
   * the settings. Real network failures always arrive as a TransportError (policyFetch.ts), so
   * anything else without an HTTP status is ours.
   */
  | 'internal';

export class ApiError extends Error {
  constructor(
    readonly api: ApiName,
    readonly kind: ApiFailureKind,
    readonly status: number | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

interface HttpFailure {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function headersOf(value: unknown): Record<string, string | undefined> {
  if (typeof Headers !== 'undefined' && value instanceof Headers) return Object.fromEntries(value);
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([key, header]) => [key.toLowerCase(), String(header)]),
  );
}

/** Octokit: `status` and `response`; Gitbeaker: `cause.response` (a fetch Response). */
function httpFailureOf(error: unknown): HttpFailure | null {
  if (!isRecord(error)) return null;
  const message = error instanceof Error ? error.message : '';
  if (typeof error.status === 'number' && isRecord(error.response)) {
    return { status: error.status, headers: headersOf(error.response.headers), message };
  }
  const cause = error.cause;
  if (isRecord(cause) && isRecord(cause.response) && typeof cause.response.status === 'number') {
    return {
      status: cause.response.status,
      headers: headersOf(cause.response.headers),
      message: typeof cause.description === 'string' ? cause.description : message,
    };
  }
  return null;
}

const attemptsText = (attempts: number) => (attempts === 1 ? '1 attempt' : `${attempts} attempts`);

function transportFailure(failure: TransportError, context: FailureContext, error: unknown) {
  const { api, baseUrl, what } = context;
  const setting = SETTING[api];
  const tries = attemptsText(failure.attempts);
  switch (failure.reason) {
    case 'timeout':
      return new ApiError(
        api,
        'timeout',
        null,
        `Request timed out while fetching ${what} from ${api} at ${baseUrl} (${failure.message}; ` +
          `${tries}). Check ${setting.url} and the network connection.`,
        { cause: error },
      );
    case 'budget':
      return new ApiError(
        api,
        'timeout',
        null,
        `Request timed out while fetching ${what} from ${api}: the fetch ran out of its time budget.`,
        { cause: error },
      );
    case 'malformed':
      return new ApiError(
        api,
        'malformed',
        null,
        `${api} sent an unreadable answer while fetching ${what} (${failure.message}; ${tries}).`,
        { cause: error },
      );
    case 'rate-limited':
      return new ApiError(
        api,
        'rate-limited',
        null,
        `${api} API rate limit exceeded while fetching ${what} (not sent: an earlier answer used ` +
          `up the limit); it resets ${failure.resetAt ? `at ${failure.resetAt}` : 'later'}. ` +
          `A token raises the limit: set ${setting.token}.`,
        { cause: error },
      );
    case 'incomplete':
      // GitHub's search timed out: what it found is not the whole list, so it is not taken as one.
      return new ApiError(
        api,
        'timeout',
        null,
        `${api}'s search timed out while fetching ${what}: it answered incomplete results ` +
          `(${tries}), which are never published as the whole list.`,
        { cause: error },
      );
    case 'network':
      return new ApiError(
        api,
        'unreachable',
        null,
        `Cannot reach ${api} at ${baseUrl} while fetching ${what} (${failure.message}; ` +
          `${tries}). Check ${setting.url} and the network connection.`,
        { cause: error },
      );
  }
}

function isRateLimited({ status, headers, message }: HttpFailure): boolean {
  return (
    status === 429 ||
    (status === 403 && (headers['x-ratelimit-remaining'] === '0' || /rate limit/i.test(message)))
  );
}

/**
 * When a rate limit lets requests through again: GitHub's reset time, or a secondary limit's
 * Retry-After (without one, GitHub asks for at least a minute).
 */
function resetTime({ headers, message }: HttpFailure): string {
  const reset = Number(headers['x-ratelimit-reset']);
  const retryAfter = retryAfterMs(headers['retry-after'] ?? null, Date.now());
  const primary = headers['x-ratelimit-remaining'] === '0';
  if (!primary && retryAfter === null && /secondary rate limit/i.test(message)) {
    return 'in a minute or more';
  }
  const at =
    !primary && retryAfter !== null
      ? Date.now() + retryAfter
      : Number.isFinite(reset) && reset > 0
        ? reset * 1000
        : null;
  if (at === null) return 'later';
  return `at ${new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z')}`;
}

export interface FailureContext {
  readonly api: ApiName;
  /** The base URL the client talks to, for "cannot reach" messages. */
  readonly baseUrl: string;
  /** What was being fetched, e.g. "the profile" or "branches of acme/widget". */
  readonly what: string;
}

const SETTING: Record<ApiName, { url: string; token: string }> = {
  GitHub: {
    url: NAMES_IN_PAGE_MESSAGES.githubApiUrl,
    token: `${NAMES_IN_PAGE_MESSAGES.githubToken} (snapshot builds) or the REACT_APP_GITHUB_TOKEN_* lines of \`npm run --silent encrypt-token\` (live mode)`,
  },
  GitLab: {
    url: NAMES_IN_PAGE_MESSAGES.gitlabUrl,
    token: `${NAMES_IN_PAGE_MESSAGES.gitlabToken} (snapshot builds) or ${NAMES_IN_PAGE_MESSAGES.gitlabTokenPlain} / \`npm run --silent encrypt-token -- gitlab\` (live mode)`,
  },
  // Forgejo (Gitea, Codeberg) is fetched by the build only: live mode shows the build's snapshot of it.
  Forgejo: {
    url: NAMES_IN_PAGE_MESSAGES.forgejoUrl,
    token: `${NAMES_IN_PAGE_MESSAGES.forgejoToken} (a build secret)`,
  },
};

/**
 * A failure of the portfolio's own code while fetching `what`. The message says it is a bug, so nobody
 * checks their network or settings for it; the original error stays as `cause` for its stack.
 */
export function internalError(
  error: unknown,
  { api, what }: Pick<FailureContext, 'api' | 'what'>,
): ApiError {
  if (error instanceof ApiError) return error;
  const reason = innermostMessage(error).replace(/\.$/, '');
  return new ApiError(
    api,
    'internal',
    null,
    `Internal error while fetching ${what} from ${api}: ${reason}. This is a bug in the portfolio, ` +
      'not a network or settings problem; the build log shows its stack.',
    { cause: error },
  );
}

/** The kind of any failure: an error that is no ApiError comes from the portfolio's own code. */
export function failureKind(error: unknown): ApiFailureKind {
  return error instanceof ApiError ? error.kind : 'internal';
}

/**
 * The stack to print for a failure that is a bug of the portfolio (null for any other): the innermost
 * one, where the bug is, rather than the wrappers' (ApiError, Octokit's RequestError). Duck-typed: the
 * error may come from another realm.
 */
export function internalStack(error: unknown): string | null {
  if (error == null || failureKind(error) !== 'internal') return null;
  let stack: string | null = null;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { stack: own, cause } = current as { stack?: unknown; cause?: unknown };
    if (typeof own === 'string' && own) stack = own;
    current = cause;
  }
  return stack;
}

function toApiError(error: unknown, { api, baseUrl, what }: FailureContext): ApiError {
  if (error instanceof ApiError) return error;
  const setting = SETTING[api];
  const failure = httpFailureOf(error);
  const transport = failure ? null : findTransportError(error);
  if (transport) return transportFailure(transport, { api, baseUrl, what }, error);
  if (!failure) return internalError(error, { api, what });
  const detail = failure.message ? `: ${failure.message}` : '';
  if (failure.status === 401) {
    return new ApiError(
      api,
      'unauthorized',
      401,
      `${api} rejected the token while fetching ${what} (HTTP 401${detail}). The token is wrong, ` +
        `expired or revoked: create a new read-only token and set it in ${setting.token}.`,
      { cause: error },
    );
  }
  if (isRateLimited(failure)) {
    return new ApiError(
      api,
      'rate-limited',
      failure.status,
      `${api} API rate limit exceeded while fetching ${what} (HTTP ${failure.status}); it resets ` +
        `${resetTime(failure)}. A token raises the limit: set ${setting.token}.`,
      { cause: error },
    );
  }
  if (failure.status === 404) {
    return new ApiError(
      api,
      'not-found',
      404,
      `${api} has no ${what} (HTTP 404${detail}). Check the names in your settings and ${setting.url}.`,
      { cause: error },
    );
  }
  return new ApiError(
    api,
    'http',
    failure.status,
    `Request failed with status code ${failure.status} while fetching ${what} from ${api}${detail}.`,
    { cause: error },
  );
}

/** Runs one API call and turns whatever it throws into an ApiError that says what was being fetched. */
export async function describeFailure<T>(
  context: FailureContext,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toApiError(error, context);
  }
}
