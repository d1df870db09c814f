/**
 * The headers the mock's answers share: CORS (exposed headers, the preflight's answer), the JSON
 * content type, the caching policy, and the request id GitHub and GitLab each send in their own form.
 */

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': [
    'ETag',
    'Link',
    'Location',
    'Retry-After',
    'X-GitHub-OTP',
    'X-RateLimit-Limit',
    'X-RateLimit-Remaining',
    'X-RateLimit-Used',
    'X-RateLimit-Resource',
    'X-RateLimit-Reset',
    'X-OAuth-Scopes',
    'X-Accepted-OAuth-Scopes',
    'X-Poll-Interval',
    'X-GitHub-Media-Type',
    'X-GitHub-SSO',
    'X-GitHub-Request-Id',
    'X-GitHub-Api-Version-Selected',
    'Deprecation',
    'Sunset',
    'X-Total',
    'X-Total-Pages',
    'X-Per-Page',
    'X-Page',
    'X-Next-Page',
    'X-Prev-Page',
    'X-Request-Id',
  ].join(', '),
} as const;

export const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-allow-headers': [
    'Authorization',
    'Private-Token',
    'Content-Type',
    'Accept',
    'Accept-Encoding',
    'If-Match',
    'If-Modified-Since',
    'If-None-Match',
    'If-Unmodified-Since',
    'User-Agent',
    'X-GitHub-Api-Version',
    'X-GitHub-OTP',
    'X-Requested-With',
    'Sudo',
  ].join(', '),
  'access-control-max-age': '86400',
} as const;

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Both services get GitLab's caching policy. GitHub's own, `private, max-age=60, s-maxage=60`,
 * would let a browser answer a page's requests from its cache for a minute, so an e2e test that
 * calls fail() after a page loaded would not see its failure. With max-age=0 and must-revalidate
 * every use reaches the mock, as a conditional request that gets 304 until a rule says otherwise.
 */
export const CACHE_CONTROL = 'private, max-age=0, must-revalidate';

/** The `requestCount`-th request's id, in the form of GitHub's X-GitHub-Request-Id. */
export function requestIdOf(requestCount: number): string {
  return `${(0xa000 + requestCount).toString(16).toUpperCase()}:3C2D:${(
    0x1f00000 +
    requestCount * 7919
  )
    .toString(16)
    .toUpperCase()}`;
}
