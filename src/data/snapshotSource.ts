import type { PortfolioData } from '../domain/model';
import type { PortfolioSource } from './source';

/** The data fetched at build time, published beside the page as one JSON file: no API call per visitor. */
export function snapshotSource(url: string): PortfolioSource {
  let snapshot: Promise<PortfolioData> | null = null;
  const loadSnapshot = (): Promise<PortfolioData> => {
    snapshot ??= fetch(url).then(async (response) => {
      if (!response.ok) {
        throw new Error(`Could not load the portfolio snapshot ${url}: HTTP ${response.status}`);
      }
      return (await response.json()) as PortfolioData;
    });
    snapshot.catch(() => {
      snapshot = null;
    });
    return snapshot;
  };
  return {
    mode: 'snapshot',
    load: (part) => loadSnapshot().then((data) => data[part]),
  };
}
