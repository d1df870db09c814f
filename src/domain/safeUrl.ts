/**
 * Which URLs from an API response may become a link or an image: absolute web addresses only.
 * `javascript:`, `data:`, `vbscript:`, `file:` and the like never reach an `href` or `src`.
 */

const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['https:', 'http:']);

/** What the URL parser ignores before it reads a URL: leading/trailing C0 controls and spaces, tabs and newlines anywhere. */
// eslint-disable-next-line no-control-regex
const IGNORED_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const IGNORED_ANYWHERE = /[\t\n\r]/g;

/** The scheme and the two slashes of an absolute web address, as an API writes it. */
const ABSOLUTE_WEB = /^https?:\/\//i;

/**
 * The URL when it is an absolute `http:` or `https:` address, else null (other schemes, relative and
 * scheme-relative paths, garbage, empty, not a string).
 *
 * The answer is the URL parser's serialisation (`URL.href`), not the text as given: what is checked is
 * exactly what the browser gets, with nothing left for it to read differently (case, stray control
 * characters, spaces). So a bare origin gains its slash: `https://example.org` → `https://example.org/`.
 *
 * The scheme must be followed by `//`: `https:evil` or `https:/evil` parse as `https://evil/` on their
 * own, but as a path of the page itself in an `href` of an https page, so they are rejected, not guessed.
 */
export function webUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(IGNORED_AT_ENDS, '').replace(IGNORED_ANYWHERE, '');
  if (!ABSOLUTE_WEB.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return WEB_PROTOCOLS.has(url.protocol) ? url.href : null;
}
