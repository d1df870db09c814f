/**
 * Check 6: each feed of config.feeds.urls is reachable and reads as the build reads it (decoded, parsed,
 * its items made posts), with its post count. A dead or unreadable feed is a ⚠, not a ✖: the build
 * never fails for a feed (its last good posts stand in, or it is left out), so the site is published
 * either way, only without that feed's posts. Unlike the build, the doctor keeps no copy: it neither
 * reads nor writes the HTTP cache or the last good posts.
 */
import { countText } from '../../src/lib/logText';
import { decodeFeedBody } from '../pipeline/fetch/feeds/decodeFeedBody';
import { FeedFormatError, parseFeedText } from '../pipeline/fetch/feeds/parseFeedText';
import { postsOfFeed, type FeedPosts } from '../pipeline/fetch/feeds/postsOfFeed';
import { ok, warn, type Check, type CheckResult } from './checkResult';
import type { UncachedHttp } from '../pipeline/net/uncachedHttp';
import { safeText } from '../pipeline/net/safeText';

/** Feeds read per run (a part of runDoctor.ts's MAX_REQUESTS); any further ones are named, not read. */
export const MAX_FEEDS = 5;

const HEADERS = {
  accept:
    'application/rss+xml, application/atom+xml, application/feed+json, application/rdf+xml;q=0.9, ' +
    'application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5',
  'user-agent': 'portfolio-doctor/1.0 (feed reader)',
};

const REFUSED_FIX =
  "Use the feed's own public https address in REACT_APP_FEEDS. The build refuses the same request " +
  '(it never reads a loopback, private or cloud metadata address, nor plain http, for a host the ' +
  'settings do not name), so until then it leaves the feed out.';

const DEAD_FIX =
  'Open the address in a browser: correct it in REACT_APP_FEEDS, or remove the feed. Until then the ' +
  'build leaves it out (or shows its last good posts).';

async function checkFeed(url: string, http: UncachedHttp, now: Date): Promise<CheckResult> {
  const item = `Feed ${safeText(url, 200)}`;
  const answer = await http.get('Web', url, HEADERS);
  if (answer.kind === 'failure') {
    return answer.refused
      ? warn(item, answer.reason, REFUSED_FIX)
      : warn(item, `dead: ${answer.reason}`, DEAD_FIX);
  }
  if (answer.status < 200 || answer.status > 299) {
    return warn(item, `dead: HTTP ${answer.status}`, DEAD_FIX);
  }
  let read: FeedPosts;
  try {
    const text = decodeFeedBody(answer.bytes, answer.headers.get('content-type'));
    read = postsOfFeed(parseFeedText(text), url, now);
  } catch (error) {
    if (!(error instanceof FeedFormatError)) throw error;
    return warn(
      item,
      `not readable: ${safeText(error.message)}`,
      'Use the address of the RSS, Atom or JSON feed itself (often /feed, /rss.xml or /atom.xml), not of the blog page.',
    );
  }
  const source = safeText(read.source);
  const skipped = [
    ...(read.undated ? [`${countText(read.undated, 'item')} without a usable date`] : []),
    ...(read.empty ? [`${countText(read.empty, 'item')} without a title or text`] : []),
  ];
  if (read.posts.length === 0) {
    return warn(
      item,
      `reachable, but no post to show from "${source}"${skipped.length ? ` (${skipped.join(', ')})` : ''}`,
      'Check that the feed lists your posts with their dates.',
    );
  }
  return ok(
    item,
    `${countText(read.posts.length, 'post')} from "${source}"` +
      (skipped.length ? ` (${skipped.join(', ')} left out)` : ''),
  );
}

export const feedsCheck: Check = async ({ settings, http, now }) => {
  const urls = settings.config?.feeds.urls ?? [];
  const results = await Promise.all(
    urls.slice(0, MAX_FEEDS).map((url) => checkFeed(url, http, now())),
  );
  if (urls.length > MAX_FEEDS) {
    results.push(
      ok(
        'Feeds',
        `${countText(urls.length - MAX_FEEDS, 'more feed')} not read (the doctor reads the first ${MAX_FEEDS})`,
      ),
    );
  }
  return results;
};
