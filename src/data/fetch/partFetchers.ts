import { TECH_STACK } from '../../config/techStack';
import type { PortfolioData, PortfolioPart } from '../../domain/model';
import type { FetchContexts } from './createFetchContext';
import { fetchOrganizations, fetchOwnRepos, fetchProfile } from './githubParts';
import { fetchGitLabGroups, fetchGitLabProjects, fetchStarredProjects } from './gitlabParts';

export type PartFetchers = { readonly [K in PortfolioPart]: () => Promise<PortfolioData[K]> };

/** One fetch per part, each independent, so a failed list never holds back the others. */
export function createPartFetchers(contexts: FetchContexts): PartFetchers {
  const { contextFor } = contexts;
  return {
    profile: () => fetchProfile(contextFor('profile')),
    ownRepos: () => fetchOwnRepos(contextFor('ownRepos')),
    organizations: () => fetchOrganizations(contextFor('organizations')),
    gitlabProjects: () => fetchGitLabProjects(contextFor('gitlabProjects')),
    starredProjects: () => fetchStarredProjects(contextFor('starredProjects')),
    gitlabGroups: () => fetchGitLabGroups(contextFor('gitlabGroups')),
    techStack: () => Promise.resolve(TECH_STACK),
  };
}

export const PORTFOLIO_PARTS: readonly PortfolioPart[] = [
  'profile',
  'ownRepos',
  'organizations',
  'gitlabProjects',
  'starredProjects',
  'gitlabGroups',
  'techStack',
];
