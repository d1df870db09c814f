/**
 * The response headers the build's HTTP cache writes to disk: an allow-list, because the cache is
 * saved between workflow runs (actions/cache), where a pull request's run can restore and print it.
 * GitHub's answers to a token carry what only the owner should know: its scopes (`x-oauth-scopes`,
 * `x-accepted-oauth-scopes`), its expiry (`github-authentication-token-expiration`), the ids of the
 * owner's SAML organizations (`x-github-sso`), the rate limit it has left (`x-ratelimit-*`).
 *
 * Kept is what reading a stored answer needs, and nothing else:
 * - http-cache-semantics (revalidation, a 304's match): `etag`, `last-modified`, `date`,
 *   `cache-control`, `expires`, `vary`;
 * - the clients: `content-type` (Gitbeaker parses a body by it), and of `link` only its `rel="next"`
 *   entry, all that Octokit's and Gitbeaker's pagination read. The others (`rel="last"` above all)
 *   count every item, the private ones the cache leaves out too.
 */

const STORED_HEADERS: ReadonlySet<string> = new Set([
  'cache-control',
  'content-type',
  'date',
  'etag',
  'expires',
  'last-modified',
  'link',
  'vary',
]);

/** A `Link` header's `rel="next"` entry (`<url>; rel="next"`), or null when it has none. */
export function nextLink(link: string): string | null {
  const entries = link.match(/<[^<>]*>[^<]*/g) ?? [];
  const next = entries.find((entry) => /;\s*rel="?next"?\s*(?:[;,]|$)/i.test(entry.trim()));
  return next ? next.trim().replace(/,$/, '').trim() : null;
}

/** The headers of an answer as the cache may store them (names in lower case). */
export function storedHeaders(headers: Readonly<Record<string, unknown>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (!STORED_HEADERS.has(lower) || typeof value !== 'string') continue;
    if (lower === 'link') {
      const next = nextLink(value);
      if (next !== null) kept[lower] = next;
    } else kept[lower] = value;
  }
  return kept;
}
