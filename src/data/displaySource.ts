import type { DisplaySettings } from '../config/parseConfig';
import type { PortfolioData, PortfolioPart, Repository } from '../domain/model';
import { shownOwnRepos } from '../domain/repoSelection';
import { snapshotFacts, type PortfolioSource } from './source';

function present<K extends PortfolioPart>(
  part: K,
  data: PortfolioData[K],
  display: DisplaySettings,
): PortfolioData[K] {
  // The owner's own repositories on GitHub and on Forgejo follow the same settings.
  if (part !== 'ownRepos' && part !== 'forgejoRepos') return data;
  const shown: readonly Repository[] = shownOwnRepos(data as readonly Repository[], display);
  return shown as PortfolioData[K];
}

/**
 * Applies the owner's display settings to every source alike (demo, snapshot, live), so the panels,
 * the highlights and the Tech Stack all count the same shown repositories, and a snapshot keeps every
 * repository: changing a setting needs no new fetch.
 */
export function displaySource(source: PortfolioSource, display: DisplaySettings): PortfolioSource {
  // peek runs on every render: the same answer each time keeps the lists referentially stable.
  const peeked = new Map<PortfolioPart, unknown>();
  const peek = source.peek?.bind(source);
  return {
    mode: source.mode,
    load: async (part) => present(part, await source.load(part), display),
    ...(peek && {
      peek<K extends PortfolioPart>(part: K): PortfolioData[K] | undefined {
        if (!peeked.has(part)) {
          const data = peek(part);
          peeked.set(part, data === undefined ? undefined : present(part, data, display));
        }
        return peeked.get(part) as PortfolioData[K] | undefined;
      },
    }),
    ...snapshotFacts(source),
  };
}
