/**
 * The headers every answer of a service carries, as that service sends them: CORS, content type and
 * caching for all; GitHub's media type, API version, request id, rate limits, OAuth scopes, token
 * expiry and SAML partial results; GitLab's request id; Forgejo's content type without a space, its
 * APIContexter's Cache-Control and X-Frame-Options (a list adds its own
 * Access-Control-Expose-Headers, see forgejo/pagination.ts).
 */
import { TOKEN_EXPIRATION } from '../github/accounts';
import type { Caller } from './callers';
import { CACHE_CONTROL, CORS_HEADERS, JSON_TYPE } from './headers';
import type { RateLimitBook } from './rateLimits';
import type { Service } from './requestLog';

/** What the service's headers of one answer depend on. */
export interface AnswerContext {
  readonly service: Service;
  /** Without the service's prefix and the query. */
  readonly path: string;
  readonly requestId: string;
  readonly caller: Caller;
  readonly installationToken: string | undefined;
  readonly githubSsoOrganizations: readonly number[];
  readonly rateLimits: RateLimitBook;
}

/** `counted` false for a 304, which GitHub's rate limit does not count for a token. */
export function serviceHeaders(
  {
    service,
    path,
    requestId,
    caller: { credential, credentialsValid },
    installationToken,
    githubSsoOrganizations,
    rateLimits,
  }: AnswerContext,
  counted: boolean,
): Record<string, string> {
  if (service === 'forgejo') {
    return {
      ...CORS_HEADERS,
      'content-type': 'application/json;charset=utf-8',
      'cache-control': 'max-age=0, private, must-revalidate, no-transform',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    };
  }
  return service === 'feeds'
    ? {
        ...CORS_HEADERS,
        'content-type': JSON_TYPE,
        'cache-control': CACHE_CONTROL,
        vary: 'Accept-Encoding',
      }
    : service === 'github'
      ? {
          ...CORS_HEADERS,
          'content-type': JSON_TYPE,
          'cache-control': CACHE_CONTROL,
          vary: 'Accept, Authorization, Cookie, X-GitHub-OTP, Accept-Encoding',
          'x-github-media-type': 'github.v3; format=json',
          'x-github-api-version-selected': '2022-11-28',
          'x-github-request-id': requestId,
          ...rateLimits.headers(credentialsValid ? credential : undefined, counted, path),
          // An installation token has permissions, not OAuth scopes, and no expiry to announce.
          ...(credential && credentialsValid && credential !== installationToken
            ? {
                'x-oauth-scopes': 'read:org, read:user, repo',
                'x-accepted-oauth-scopes': '',
                'github-authentication-token-expiration': TOKEN_EXPIRATION,
                ...(githubSsoOrganizations.length > 0 && /^\/(?:user|search)\//.test(path)
                  ? {
                      'x-github-sso': `partial-results; organizations=${githubSsoOrganizations.join(',')}`,
                    }
                  : {}),
              }
            : {}),
        }
      : {
          ...CORS_HEADERS,
          'content-type': JSON_TYPE,
          'cache-control': CACHE_CONTROL,
          vary: 'Origin',
          'x-request-id': requestId.replace(/:/g, '').toLowerCase(),
        };
}
