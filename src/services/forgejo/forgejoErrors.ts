/**
 * The failures of the Forgejo client (forgejoApi.ts), apart from it: the data layer reads them (a
 * part's failure becomes the ApiError the snapshot records) without importing the client and its
 * answer checks, which only the build runs.
 */
import { ApiError, internalError } from '../apiError';

export type ForgejoFailureKind =
  /** 401: the token is wrong, expired or revoked. */
  | 'unauthorized'
  | 'not-found'
  /** 429, or a 403 that says so. */
  | 'rate-limited'
  | 'http'
  /** No HTTP answer: DNS, refused or reset connection, an address the outbound guard refuses. */
  | 'unreachable'
  | 'timeout'
  /** An answer that does not parse as JSON. */
  | 'malformed'
  /** JSON, but not the shape Forgejo answers. */
  | 'invalid'
  /** A bug of the portfolio. */
  | 'internal';

/** Any failure of a Forgejo call: what was fetched, why it failed, the HTTP status if there was one. */
export class ForgejoApiError extends Error {
  readonly api = 'Forgejo';

  constructor(
    readonly kind: ForgejoFailureKind,
    readonly status: number | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ForgejoApiError';
  }
}

/**
 * Any failure of a Forgejo call as the ApiError the snapshot records (its kind and time): an answer
 * of a shape Forgejo does not send counts as malformed; anything else thrown is a bug of the
 * portfolio ('internal').
 */
export function asApiError(error: unknown, what: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ForgejoApiError) {
    const kind = error.kind === 'invalid' ? 'malformed' : error.kind;
    return new ApiError('Forgejo', kind, error.status, error.message, { cause: error });
  }
  return internalError(error, { api: 'Forgejo', what });
}

/** Forgejo lists a user's organizations and stars to signed-in callers only. */
export class ForgejoNeedsTokenError extends Error {
  constructor(what: string) {
    super(`Forgejo answers ${what} to a signed-in caller only: set a Forgejo token to show them.`);
    this.name = 'ForgejoNeedsTokenError';
  }
}
