import { TECH_STACK } from '../../config/techStack';
import type { PortfolioData, PortfolioPart } from '../../domain/model';
import type { FetchContext } from './fetchContext';
import { fetchOrganizations, fetchOwnRepos, fetchProfile } from './githubParts';
import { fetchGitLabGroups, fetchGitLabProjects, fetchStarredProjects } from './gitlabParts';

export type PartFetchers = { readonly [K in PortfolioPart]: () => Promise<PortfolioData[K]> };

/** One fetch per part, each independent, so a failed list never holds back the others. */
export function createPartFetchers(context: FetchContext): PartFetchers {
  return {
    profile: () => fetchProfile(context),
    ownRepos: () => fetchOwnRepos(context),
    organizations: () => fetchOrganizations(context),
    gitlabProjects: () => fetchGitLabProjects(context),
    starredProjects: () => fetchStarredProjects(context),
    gitlabGroups: () => fetchGitLabGroups(context),
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
