import type { PortfolioPart } from '../domain/model';
import { isPortfolioSnapshot, type PortfolioSnapshot } from './snapshot';
import type { PortfolioSource } from './source';

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
  const missing = (part: PortfolioPart, { failures }: PortfolioSnapshot) =>
    new Error(
      failures[part]
        ? `${part} could not be fetched when the site was built: ${failures[part]}`
        : `${part} is not in the portfolio snapshot`,
    );
  return {
    mode: 'snapshot',
    load: async (part) => {
      const loaded = await loadSnapshot();
      const data = loaded.parts[part];
      if (data === undefined) throw missing(part, loaded);
      return data;
    },
  };
}
