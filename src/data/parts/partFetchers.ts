import type { PortfolioData, PortfolioPart } from '../../domain/model';
import type { FetchContexts } from './createFetchContext';
import {
  fetchOrganizations,
  fetchOwnRepos,
  fetchProfile,
} from '../../features/github/data/githubParts';
import {
  fetchGitLabGroups,
  fetchGitLabProjects,
  fetchStarredProjects,
} from '../../features/gitlab/data/gitlabParts';
import {
  fetchForgejoOrganizations,
  fetchForgejoRepos,
  fetchForgejoStarred,
} from '../../features/forgejo/data/forgejoParts';
import { fetchOpenSource } from '../../features/open-source/data/openSourcePart';
import { fetchPinned } from '../../features/github/data/pinnedPart';
import { fetchActivity } from '../../features/activity/data/activityPart';

export type PartFetchers = { readonly [K in PortfolioPart]: () => Promise<PortfolioData[K]> };

/**
 * One fetch per part, each independent, so a failed list never holds back the others. The
 * organizations may wait for the other GitHub parts before spending the rest of the rate limit on
 * heads of repositories to count later (countOrgRepos.ts); the open-source contributions without a
 * token wait for those and the organizations before asking for stars (openSourcePart.ts).
 */
export function createPartFetchers(contexts: FetchContexts): PartFetchers {
  const { contextFor } = contexts;
  // The owner's list (tech-stack.json) or the default, as the build read it into the settings.
  const { techStack } = contextFor('techStack').config;
  const settled = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      () => undefined,
    );
  let profile: Promise<void> | null = null;
  let ownRepos: Promise<void> | null = null;
  let organizations: Promise<void> | null = null;
  const otherGitHubParts = () => Promise.all([profile, ownRepos]).then(() => undefined);
  // Stars asked one by one (no token) come after every other GitHub part: they never starve them.
  const beforeOpenSource = () =>
    Promise.all([profile, ownRepos, organizations]).then(() => undefined);
  return {
    profile: () => {
      const fetched = fetchProfile(contextFor('profile'));
      profile = settled(fetched);
      return fetched;
    },
    ownRepos: () => {
      const fetched = fetchOwnRepos(contextFor('ownRepos'));
      ownRepos = settled(fetched);
      return fetched;
    },
    organizations: () => {
      const fetched = fetchOrganizations({ ...contextFor('organizations'), otherGitHubParts });
      organizations = settled(fetched);
      return fetched;
    },
    openSource: () =>
      fetchOpenSource({ ...contextFor('openSource'), otherGitHubParts: beforeOpenSource }),
    pinned: () => fetchPinned(contextFor('pinned')),
    activity: () => fetchActivity(contextFor('activity')),
    gitlabProjects: () => fetchGitLabProjects(contextFor('gitlabProjects')),
    starredProjects: () => fetchStarredProjects(contextFor('starredProjects')),
    gitlabGroups: () => fetchGitLabGroups(contextFor('gitlabGroups')),
    forgejoRepos: () => fetchForgejoRepos(contextFor('forgejoRepos')),
    forgejoOrganizations: () => fetchForgejoOrganizations(contextFor('forgejoOrganizations')),
    forgejoStarred: () => fetchForgejoStarred(contextFor('forgejoStarred')),
    techStack: () => Promise.resolve(techStack),
  };
}

export const PORTFOLIO_PARTS: readonly PortfolioPart[] = [
  'profile',
  'ownRepos',
  'organizations',
  'openSource',
  'pinned',
  'activity',
  'gitlabProjects',
  'starredProjects',
  'gitlabGroups',
  'forgejoRepos',
  'forgejoOrganizations',
  'forgejoStarred',
  'techStack',
];
