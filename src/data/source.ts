import type { SiteAvatar } from '../domain/avatar';
import type { PortfolioData, PortfolioPart } from '../domain/model';

export type SourceMode = 'demo' | 'snapshot' | 'live';

/**
 * Where the page gets its data. Each part loads on its own, so one slow or failed list never holds back
 * the others.
 */
export interface PortfolioSource {
  readonly mode: SourceMode;
  load<K extends PortfolioPart>(part: K): Promise<PortfolioData[K]>;
  /**
   * What the page can show at once, without waiting: the snapshot inlined in the HTML. The prerender
   * and the hydrating browser both render from it, so they produce the same markup. Live mode shows it
   * while its own fetch runs.
   */
  peek?<K extends PortfolioPart>(part: K): PortfolioData[K] | undefined;
  /** ISO time of the inline snapshot's fetch: a date the prerender and the browser agree on. */
  readonly fetchedAt?: string;
  /** What the build made of the owner's avatar (the site's own copy), from the inline snapshot. */
  readonly siteAvatar?: SiteAvatar | null;
}

/** What the build knew, which every wrapper of a source passes on as it is. */
export function snapshotFacts(
  source: PortfolioSource | null,
): Pick<PortfolioSource, 'fetchedAt' | 'siteAvatar'> {
  return {
    ...(source?.fetchedAt !== undefined && { fetchedAt: source.fetchedAt }),
    ...(source?.siteAvatar !== undefined && { siteAvatar: source.siteAvatar }),
  };
}

/**
 * Shares one request per part between every component that asks (the header and the footer both need
 * the profile; a tab panel remounts). A failed part is forgotten so that a later mount tries again.
 */
export function memoizeSource(source: PortfolioSource): PortfolioSource {
  const cache = new Map<PortfolioPart, Promise<unknown>>();
  return {
    mode: source.mode,
    load<K extends PortfolioPart>(part: K): Promise<PortfolioData[K]> {
      let pending = cache.get(part) as Promise<PortfolioData[K]> | undefined;
      if (!pending) {
        pending = source.load(part);
        cache.set(part, pending);
        pending.catch(() => cache.delete(part));
      }
      return pending;
    },
    ...(source.peek && { peek: source.peek.bind(source) }),
    ...snapshotFacts(source),
  };
}
