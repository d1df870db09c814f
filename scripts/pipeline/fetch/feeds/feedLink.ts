/**
 * Which address of a feed item may become the post's link: an http(s) URL only (a `javascript:`,
 * `data:` or any other link is dropped and the post stays, without a link). Feeds may give links
 * relative to themselves (Atom allows it), so they are read against the feed's own URL first.
 */
import { webUrlOrNull } from '../../../../src/domain/safeUrl';

export function feedLink(href: string | undefined, feedUrl: string): string | null {
  if (!href?.trim()) return null;
  let absolute: string;
  try {
    absolute = new URL(href.trim(), feedUrl).href;
  } catch {
    return null;
  }
  return webUrlOrNull(absolute);
}
