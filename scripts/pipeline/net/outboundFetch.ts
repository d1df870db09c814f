/**
 * The fetch the build uses for a host it does not know (a feed, the avatar): one lane of the
 * transport (timeouts, retries, the budget, a size cap), sent through the outbound guard (each
 * redirect hop checked) and behind the HTTP cache (revalidation, stale-if-error). The doctor and
 * setup send through the same guard, without the cache.
 */
import type { PortfolioConfig } from '../../../src/config/parseConfig';
import type { FetchBudget } from '../../../src/services/transport/budget';
import {
  createTransport,
  type TransportTuning,
} from '../../../src/services/transport/createTransport';
import type { Fetch } from '../../../src/services/transport/policyFetch';
import type { TransportListener } from '../../../src/services/transport/transportEvents';
import { createHttpCache } from './httpCache';
import { createGuardedFetch, type Lookup } from './outboundGuard';

export interface OutboundFetchOptions {
  /** Whose retry rules apply: GitHub's for its avatar host, the Web lane's for a feed. */
  readonly lane: 'GitHub' | 'Web';
  /** The URLs the owner configured: their hosts are trusted (see outboundGuard.ts). */
  readonly ownerUrls: readonly string[];
  readonly cacheDir: string;
  readonly budget: FetchBudget;
  readonly onEvent: TransportListener;
  readonly onWarning: (line: string) => void;
  /** Answers larger than this are refused as they arrive. */
  readonly maxBodyBytes: number;
  readonly tuning?: TransportTuning;
  /** Tests answer without DNS. */
  readonly lookup?: Lookup;
}

/** The URLs the owner's settings name (API hosts, feeds): the guard trusts their hosts. */
export function ownerUrlsOf(config: PortfolioConfig): string[] {
  return [config.github.apiUrl, config.gitlab.url, config.forgejo.url, ...config.feeds.urls].filter(
    (url): url is string => url !== null,
  );
}

export function createOutboundFetch({
  lane,
  ownerUrls,
  cacheDir,
  budget,
  onEvent,
  onWarning,
  maxBodyBytes,
  tuning,
  lookup,
}: OutboundFetchOptions): Fetch {
  return createTransport({
    runtime: 'build',
    budget,
    onEvent,
    maxBodyBytes,
    send: { [lane]: createGuardedFetch({ ownerUrls, ...(lookup ? { lookup } : {}) }) },
    cache: (next) => createHttpCache({ dir: cacheDir, fetch: next, onEvent, onWarning }),
    ...(tuning ? { tuning } : {}),
  })[lane];
}
