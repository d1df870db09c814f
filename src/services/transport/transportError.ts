/**
 * A request that got no usable answer: no HTTP status to report. The API services turn it into an
 * ApiError that says what was being fetched; `reason` decides the advice.
 */
export type TransportFailure =
  /** No complete answer within REQUEST_TIMEOUT_MS (a hung server, a dripping body). */
  | 'timeout'
  /** DNS, refused or reset connection, CORS. */
  | 'network'
  /** A JSON content type whose body does not parse. */
  | 'malformed'
  /** The fetch's overall budget ran out before this request could finish. */
  | 'budget'
  /**
   * Not sent: an earlier answer on the lane said the primary rate limit is used up (GitHub's
   * x-ratelimit-remaining: 0), and asking before its reset would only cost another 403.
   */
  | 'rate-limited'
  /**
   * GitHub's search answered `incomplete_results: true`: it timed out and may have left matches out
   * (asked again once first). Never taken for the whole list: the build's cache stands in with the
   * last complete answer, or the part fails.
   */
  | 'incomplete';

export class TransportError extends Error {
  /** For 'rate-limited': when the limit resets (ISO time). */
  readonly resetAt: string | null;

  constructor(
    readonly reason: TransportFailure,
    message: string,
    /** Attempts made, retries included. */
    readonly attempts: number,
    options?: { cause?: unknown; resetAt?: string },
  ) {
    super(message, options);
    this.name = 'TransportError';
    this.resetAt = options?.resetAt ?? null;
  }
}

/**
 * The innermost message of a failure: "connect ECONNREFUSED 127.0.0.1:9" beats "fetch failed", and a
 * TypeError beats the RequestError Octokit wraps it in. Duck-typed: the errors may come from another
 * realm (a test VM, an iframe).
 */
export function innermostMessage(error: unknown): string {
  let reason = String(error);
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { message, cause } = current as { message?: unknown; cause?: unknown };
    if (typeof message === 'string' && message) reason = message;
    current = cause;
  }
  return reason;
}

/** Duck-typed: errors cross realms (a jest VM, Octokit's wrapping as `cause`). */
export function findTransportError(error: unknown): TransportError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (current instanceof TransportError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
