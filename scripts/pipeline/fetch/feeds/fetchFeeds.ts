/**
 * The Fetch step, beside the API fetch: the owner's writing from config.feeds. Every feed is fetched
 * at once through the build's transport (the Web lane: timeouts, retries, Retry-After; the HTTP cache
 * in cacheDir: revalidation, stale-if-error; a budget; a 5 MB cap), read and merged into the newest
 * config.feeds.limit posts. A feed that fails costs only itself (its last good posts stand in), and
 * the log has a line per feed and one summary line. Redirects are followed only to public https hosts
 * (or to the owner's own hosts): see ../../net/outboundGuard.ts.
 */
import path from 'node:path';
import type { PortfolioConfig } from '../../../../src/config';
import type { Post } from '../../../../src/domain/content';
import { createBudget } from '../../../../src/services/transport/budget';
import type { TransportTuning } from '../../../../src/services/transport/createTransport';
import { FETCH_BUDGET_MS } from '../../../../src/services/transport/policy';
import type { TransportEvent } from '../../../../src/services/transport/transportEvents';
import { createOutboundFetch } from '../../net/outboundFetch';
import type { Lookup } from '../../net/outboundGuard';
import { fetchOneFeed, MAX_FEED_BYTES, type FeedResult } from './fetchOneFeed';
import { mergePosts } from './mergePosts';
import { countText, secondsText } from '../../../../src/lib/logText';

export interface FeedFetchOptions {
  /** The build's HTTP cache (apiCacheDir); each feed's last good posts go under feeds/. */
  readonly cacheDir: string;
  readonly write?: (line: string) => void;
  /** Shorter waits for tests. */
  readonly tuning?: TransportTuning;
  /** Default FETCH_BUDGET_MS.build. */
  readonly budgetMs?: number;
  readonly now?: () => Date;
  /** How the outbound guard resolves a host a feed redirects to; tests answer without DNS. */
  readonly lookup?: Lookup;
}

function summaryLine(
  results: readonly FeedResult[],
  shown: number,
  available: number,
  requests: number,
  notModified: number,
  elapsedMs: number,
): string {
  const total = results.length;
  const earlier = results.filter(({ outcome }) => outcome.kind === 'earlier').length;
  const leftOut = results.filter(({ outcome }) => outcome.kind === 'left-out').length;
  const used = total - leftOut;
  const notes = [
    ...(earlier ? [`${earlier} with earlier posts`] : []),
    ...(leftOut ? [`${leftOut} left out`] : []),
  ];
  return (
    `Feeds: ${countText(shown, 'post')}${available > shown ? ` (the newest of ${available})` : ''} ` +
    `from ${used === total ? countText(total, 'feed') : `${used} of ${countText(total, 'feed')}`}` +
    `${notes.length ? ` (${notes.join(', ')})` : ''} in ${secondsText(elapsedMs)}; ` +
    `${countText(requests, 'request')}, ${notModified} answered 304 Not Modified.`
  );
}

/** The newest posts of all feeds; null when no feed is configured. Never rejects for a feed. */
export async function fetchFeeds(
  feeds: PortfolioConfig['feeds'],
  {
    cacheDir,
    write = console.log,
    tuning,
    budgetMs = FETCH_BUDGET_MS.build,
    now = () => new Date(),
    lookup,
  }: FeedFetchOptions,
): Promise<readonly Post[] | null> {
  if (feeds.urls.length === 0) return null;
  const started = Date.now();
  write(
    `Fetching ${countText(feeds.urls.length, 'feed')}: ${feeds.urls.join(', ')}; ` +
      `cache: ${path.relative(process.cwd(), cacheDir) || cacheDir}`,
  );

  let requests = 0;
  const confirmed = new Set<string>();
  const staleCauses = new Map<string, string>();
  const onEvent = (event: TransportEvent) => {
    switch (event.type) {
      case 'attempt':
        requests += 1;
        break;
      case 'retry':
        write(
          `  ~ Feed ${event.url}: ${event.cause}; attempt ${event.attempt + 1} in ${secondsText(event.delayMs)}`,
        );
        break;
      case 'not-modified':
        confirmed.add(event.url);
        break;
      case 'stale':
        staleCauses.set(event.url, event.cause);
        break;
      case 'answer':
        break;
    }
  };
  const budget = createBudget(budgetMs);
  // The feeds' hosts are the owner's; where they redirect is checked hop by hop.
  const fetch = createOutboundFetch({
    lane: 'Web',
    ownerUrls: feeds.urls,
    cacheDir,
    budget,
    onEvent,
    onWarning: (line) => write(`  ! ${line}`),
    maxBodyBytes: MAX_FEED_BYTES,
    ...(tuning ? { tuning } : {}),
    ...(lookup ? { lookup } : {}),
  });
  const context = {
    fetch,
    cacheDir,
    now: now(),
    confirmed: (url: string) => confirmed.has(url),
    staleCause: (url: string) => staleCauses.get(url),
  };

  // Each feed's report waits for the others, so the log lists feeds in the owner's order whichever
  // answers first; retries are written as they happen.
  const reports = feeds.urls.map((): string[] => []);
  let results: FeedResult[];
  try {
    results = await Promise.all(
      feeds.urls.map((url, index) =>
        fetchOneFeed(url, { ...context, write: (line) => reports[index]?.push(line) }),
      ),
    );
  } finally {
    budget.close();
  }
  reports.flat().forEach((line) => write(line));
  const perFeed = results.map(({ posts }) => posts);
  const posts = mergePosts(perFeed, feeds.limit);
  write(
    summaryLine(
      results,
      posts.length,
      mergePosts(perFeed, Number.POSITIVE_INFINITY).length,
      requests,
      confirmed.size,
      Date.now() - started,
    ),
  );
  return posts;
}
