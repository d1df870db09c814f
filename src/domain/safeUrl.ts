/**
 * Which URLs from an API response may become a link or an image: absolute web addresses only.
 * `javascript:`, `data:`, `vbscript:`, `file:` and the like never reach an `href` or `src`.
 */

import { trimControlAndSpace } from '../lib/text';

const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['https:', 'http:']);

/**
 * Longer texts are no address the page wants to link (browsers and servers stop at a few thousand
 * characters): they are dropped, not cut (a cut URL would lead somewhere else), before any parsing, as
 * the resume's links are (MAX_URL_LENGTH, 2,000, in scripts/pipeline/settings/resume/untrustedText.ts).
 */
export const MAX_WEB_URL_LENGTH = 8000;

/**
 * What the URL parser ignores before it reads a URL: C0 controls and spaces at the ends (removed by
 * `trimControlAndSpace`, a loop: a pattern anchored at the end takes quadratic time on a long run of
 * spaces that does not end the text), tabs and newlines anywhere.
 */
const IGNORED_ANYWHERE = /[\t\n\r]/g;

/** The scheme and the two slashes of an absolute web address, as an API writes it. */
const ABSOLUTE_WEB = /^https?:\/\//i;

/**
 * The URL when it is an absolute `http:` or `https:` address, else null (other schemes, relative and
 * scheme-relative paths, garbage, empty, not a string, longer than MAX_WEB_URL_LENGTH).
 *
 * The answer is the URL parser's serialisation (`URL.href`), not the text as given: what is checked is
 * exactly what the browser gets, with nothing left for it to read differently (case, stray control
 * characters, spaces). So a bare origin gains its slash: `https://example.org` → `https://example.org/`.
 *
 * The scheme must be followed by `//`: `https:evil` or `https:/evil` parse as `https://evil/` on their
 * own, but as a path of the page itself in an `href` of an https page, so they are rejected, not guessed.
 */
export function webUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_WEB_URL_LENGTH) return null;
  const text = trimControlAndSpace(value).replace(IGNORED_ANYWHERE, '');
  if (!ABSOLUTE_WEB.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return WEB_PROTOCOLS.has(url.protocol) ? url.href : null;
}
