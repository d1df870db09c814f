import type { PortfolioConfig } from '../config';
import type { PortfolioPart, Repository } from '../domain/model';
import type { PartFetchers } from './parts/partFetchers';
import { snapshotFacts, type PortfolioSource } from './source';

export interface LiveSourceOptions {
  /** The build-time snapshot, shown for a part whose live fetch fails as a whole. */
  readonly fallback: PortfolioSource | null;
  /** Tests inject fetchers; the page loads them (and the API clients) as a separate chunk. */
  readonly loadFetchers?: () => Promise<PartFetchers>;
}

/** A repository of the snapshot (own or in an organization), by the model's id. */
export async function findRepository(
  source: PortfolioSource,
  id: string,
): Promise<Repository | undefined> {
  const [own, organizations] = await Promise.allSettled([
    source.load('ownRepos'),
    source.load('organizations'),
  ]);
  const repositories = [
    ...(own.status === 'fulfilled' ? own.value : []),
    ...(organizations.status === 'fulfilled'
      ? organizations.value.flatMap((org) => org.repos)
      : []),
  ];
  return repositories.find((repo) => repo.id === id);
}

const loadLiveFetchers = (config: PortfolioConfig, fallback: PortfolioSource | null) => () =>
  import(/* webpackChunkName: "live" */ './live/createLiveFetchers').then(
    ({ createLiveFetchers }) =>
      createLiveFetchers(
        config,
        fallback ? { snapshotRepository: (id) => findRepository(fallback, id) } : {},
      ),
  );

/**
 * Parts a live page takes from the build-time snapshot when it has one: GitHub's search allows 10
 * requests a minute without a token, shared by every visitor behind an address, and the merged pull
 * requests of the owner change slowly; the pins come from GitHub's GraphQL API, which needs a token.
 * Forgejo's parts are the build's alone: its token never reaches the page, and an instance answers a
 * browser of another site only with CORS turned on (`[cors] ENABLED`, off by default).
 */
const BUILD_TIME_PARTS: readonly PortfolioPart[] = [
  'openSource',
  'pinned',
  'activity',
  'forgejoRepos',
  'forgejoOrganizations',
  'forgejoStarred',
];

/** The specification's in-browser mode: every visitor's browser calls the APIs at load. */
export function liveSource(
  config: PortfolioConfig,
  { fallback, loadFetchers = loadLiveFetchers(config, fallback) }: LiveSourceOptions,
): PortfolioSource {
  let fetchers: Promise<PartFetchers> | null = null;
  const getFetchers = () => {
    fetchers ??= loadFetchers();
    fetchers.catch(() => {
      fetchers = null;
    });
    return fetchers;
  };
  return {
    mode: 'live',
    // The build-time snapshot shows at once (and in the prerendered HTML) until the live data arrives.
    ...(fallback?.peek && { peek: fallback.peek.bind(fallback) }),
    ...snapshotFacts(fallback),
    load: async (part) => {
      if (fallback && BUILD_TIME_PARTS.includes(part)) return fallback.load(part);
      try {
        return await (await getFetchers())[part]();
      } catch (error) {
        if (!fallback) throw error;
        try {
          const data = await fallback.load(part);
          console.warn(`Live ${part} failed; showing the build-time snapshot instead.`, error);
          return data;
        } catch {
          // No snapshot of that part either: the live error is the one worth reporting.
          throw error;
        }
      }
    },
  };
}
