/**
 * One feed, from request to posts: fetched through the build's transport (Web lane, HTTP cache,
 * size cap), decoded, parsed and mapped. Whatever fails (the network, the server, the size, the
 * format), the feed's last good posts stand in, or it is left out: it never fails the build, and the
 * log says which feed, why, and what the page shows instead.
 */
import type { Post } from '../../../../src/domain/content';
import { ResponseTooLargeError } from '../../../../src/services/transport/bodyLimit';
import { RequestRefusedError, type Fetch } from '../../../../src/services/transport/policyFetch';
import { STALE_SINCE_HEADER } from '../../../../src/services/transport/staleAnswers';
import { findTransportError } from '../../../../src/services/transport/transportError';
import { decodeFeedBody } from './decodeFeedBody';
import { readLastGood, writeLastGood, type LastGoodPosts } from './lastGoodPosts';
import { FeedFormatError, parseFeedText } from './parseFeedText';
import { postsOfFeed, type FeedPosts } from './postsOfFeed';
import { countText } from '../../../../src/lib/logText';

/** Feeds are documents a few hundred kilobytes long; past this, the download stops. */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;

const FEED_REQUEST_HEADERS = {
  accept:
    'application/rss+xml, application/atom+xml, application/feed+json, application/rdf+xml;q=0.9, ' +
    'application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5',
  // Some hosts turn away requests without a user agent of their own.
  'user-agent': 'portfolio-build/1.0 (feed reader)',
};

export type FeedOutcome =
  /** Fetched and read; `unchanged` when a 304 confirmed the cached copy. */
  | { readonly kind: 'fetched'; readonly unchanged: boolean }
  /** Failed; its last good posts stand in. */
  | { readonly kind: 'earlier'; readonly since: string }
  | { readonly kind: 'left-out' };

export interface FeedResult {
  readonly url: string;
  readonly posts: readonly Post[];
  readonly outcome: FeedOutcome;
}

export interface OneFeedContext {
  /** The transport's Web lane, behind the HTTP cache. */
  readonly fetch: Fetch;
  readonly cacheDir: string;
  readonly now: Date;
  readonly write: (line: string) => void;
  /** Whether the transport confirmed this URL's cached answer with a 304. */
  readonly confirmed: (url: string) => boolean;
  /** Why the HTTP cache answered this URL with an earlier answer (its stale event's cause). */
  readonly staleCause: (url: string) => string | undefined;
}

/** What the log says about a failure: the transport's words, or what the answer was instead. */
function reasonOf(error: unknown): string {
  if (
    error instanceof ResponseTooLargeError ||
    error instanceof FeedFormatError ||
    // The outbound guard's refusal (a redirect to a private address, to http…): never retried.
    error instanceof RequestRefusedError
  ) {
    return error.message;
  }
  const transport = findTransportError(error);
  if (transport) return transport.message;
  // Not the network nor the feed: a bug of the portfolio, which still costs only this feed.
  return `internal error: ${error instanceof Error ? error.message : String(error)}`;
}

type Answer =
  { readonly text: string; readonly since: string | null } | { readonly failure: string };

async function request(url: string, fetch: Fetch): Promise<Answer> {
  try {
    const response = await fetch(url, { headers: FEED_REQUEST_HEADERS });
    if (!response.ok) return { failure: `HTTP ${response.status}` };
    const text = decodeFeedBody(await response.arrayBuffer(), response.headers.get('content-type'));
    return { text, since: response.headers.get(STALE_SINCE_HEADER) };
  } catch (error) {
    return { failure: reasonOf(error) };
  }
}

function reportSkipped(url: string, { undated, empty }: FeedPosts, write: (line: string) => void) {
  if (undated > 0) {
    write(`  ! Feed ${url}: ${countText(undated, 'item')} without a usable date left out`);
  }
  if (empty > 0) {
    write(`  ! Feed ${url}: ${countText(empty, 'item')} without a title or text left out`);
  }
}

/** The posts of an answer the HTTP cache gave in place of a failed request, if it reads. */
function postsOfStaleAnswer(
  text: string,
  url: string,
  since: string,
  now: Date,
): LastGoodPosts | null {
  try {
    return { url, fetchedAt: since, posts: postsOfFeed(parseFeedText(text), url, now).posts };
  } catch {
    return null;
  }
}

export async function fetchOneFeed(url: string, context: OneFeedContext): Promise<FeedResult> {
  const { fetch, cacheDir, now, write } = context;
  const answer = await request(url, fetch);
  let failure: string;
  if ('failure' in answer) {
    failure = answer.failure;
  } else if (answer.since !== null) {
    failure = context.staleCause(url) ?? 'the request failed';
  } else {
    try {
      const read = postsOfFeed(parseFeedText(answer.text), url, now);
      const unchanged = context.confirmed(url);
      write(
        `  Feed ${url}: ${countText(read.posts.length, 'post')} from "${read.source}"` +
          (unchanged ? ' (unchanged: 304 Not Modified)' : ''),
      );
      reportSkipped(url, read, write);
      try {
        await writeLastGood(cacheDir, { url, fetchedAt: now.toISOString(), posts: read.posts });
      } catch (error) {
        write(
          `  ! Feed ${url}: its posts could not be kept for a later failure (${reasonOf(error)})`,
        );
      }
      return { url, posts: read.posts, outcome: { kind: 'fetched', unchanged } };
    } catch (error) {
      failure = reasonOf(error);
    }
  }
  const kept =
    (await readLastGood(cacheDir, url)) ??
    ('text' in answer && answer.since !== null
      ? postsOfStaleAnswer(answer.text, url, answer.since, now)
      : null);
  if (kept) {
    write(
      `  ! Feed ${url} failed (${failure}); using its ${countText(kept.posts.length, 'post')} from ${kept.fetchedAt}`,
    );
    return { url, posts: kept.posts, outcome: { kind: 'earlier', since: kept.fetchedAt } };
  }
  write(`  ! Feed ${url} failed (${failure}); left out`);
  return { url, posts: [], outcome: { kind: 'left-out' } };
}
