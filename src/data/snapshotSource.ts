import type { PortfolioData, PortfolioPart } from '../domain/model';
import { isPortfolioSnapshot, type PortfolioSnapshot } from './snapshot';
import type { PortfolioSource, SourceMode } from './source';

/** The snapshot is public, so it says only what failed and when; the build log has the message. */
function missing(part: PortfolioPart, { failures }: PortfolioSnapshot): Error {
  const failure = failures[part];
  if (!failure) return new Error(`${part} is not in the portfolio snapshot`);
  const at = failure.at.replace(/\.\d{3}Z$/, 'Z');
  return new Error(
    `${part} could not be fetched when the site was built (${failure.kind}, ${at}); the build log ` +
      'has the details.',
  );
}

function partOf<K extends PortfolioPart>(snapshot: PortfolioSnapshot, part: K): PortfolioData[K] {
  const data = snapshot.parts[part];
  if (data === undefined) throw missing(part, snapshot);
  return data;
}

/**
 * The snapshot the build inlined in the page: every part is there at the first render, so the
 * prerendered HTML and the hydrating browser show the same thing, and no request is needed.
 */
export function inlineSnapshotSource(
  snapshot: PortfolioSnapshot,
  mode: Exclude<SourceMode, 'live'> = 'snapshot',
): PortfolioSource {
  return {
    mode,
    load: async (part) => partOf(snapshot, part),
    peek: (part) => snapshot.parts[part],
    fetchedAt: snapshot.fetchedAt,
    ...(snapshot.avatar && { siteAvatar: snapshot.avatar }),
  };
}

/** The data fetched at build time, published beside the page as one JSON file: no API call per visitor. */
export function snapshotSource(url: string): PortfolioSource {
  let snapshot: Promise<PortfolioSnapshot> | null = null;
  const loadSnapshot = (): Promise<PortfolioSnapshot> => {
    snapshot ??= fetch(url).then(async (response) => {
      if (!response.ok) {
        throw new Error(`Could not load the portfolio snapshot ${url}: HTTP ${response.status}`);
      }
      const body: unknown = await response.json();
      if (!isPortfolioSnapshot(body)) {
        throw new Error(`${url} is not a portfolio snapshot of this version: rebuild the site.`);
      }
      return body;
    });
    snapshot.catch(() => {
      snapshot = null;
    });
    return snapshot;
  };
  return {
    mode: 'snapshot',
    load: async (part) => partOf(await loadSnapshot(), part),
  };
}
