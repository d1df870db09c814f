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
  | 'budget';

export class TransportError extends Error {
  constructor(
    readonly reason: TransportFailure,
    message: string,
    /** Attempts made, retries included. */
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TransportError';
  }
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
