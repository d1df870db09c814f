import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../src/app/AppProviders';
import type { PartFetchers } from '../src/data/parts/partFetchers';
import type { PortfolioSource, SourceMode } from '../src/data/source';
import type { PortfolioData, PortfolioPart, Repository } from '../src/domain/model';

export function repo(overrides: Partial<Repository> = {}): Repository {
  return {
    id: 'r1',
    name: 'repo-one',
    description: 'First repository',
    url: 'https://github.com/octo/repo-one',
    tools: [],
    contributions: null,
    ...overrides,
  };
}

export function portfolioData(overrides: Partial<PortfolioData> = {}): PortfolioData {
  return {
    profile: {
      login: 'octo',
      name: 'Octo Cat',
      avatarUrl: 'https://avatars.example.org/octo.png',
      htmlUrl: 'https://github.com/octo',
      email: 'octo@example.org',
      websiteUrl: 'https://octo.example.org',
      linkedinUrl: 'https://www.linkedin.com/in/octo',
      gitlabUrl: 'https://gitlab.example.org/octo',
      bio: null,
      company: null,
      location: null,
    },
    ownRepos: [repo()],
    organizations: [],
    openSource: [],
    pinned: [],
    activity: { github: null, gitlab: null },
    gitlabProjects: [],
    starredProjects: [],
    gitlabGroups: [],
    forgejoRepos: [],
    forgejoOrganizations: [],
    forgejoStarred: [],
    techStack: [],
    ...overrides,
  };
}

/** A source answering from memory; `pending` parts never resolve, `failing` parts reject. */
export function fakeSource(
  data: PortfolioData,
  {
    mode = 'snapshot',
    pending = [],
    failing = [],
  }: { mode?: SourceMode; pending?: PortfolioPart[]; failing?: PortfolioPart[] } = {},
): PortfolioSource & { load: jest.Mock } {
  return {
    mode,
    load: jest.fn((part: PortfolioPart) => {
      if (pending.includes(part)) return new Promise(() => undefined);
      if (failing.includes(part)) return Promise.reject(new Error(`${part} failed`));
      return Promise.resolve(data[part]);
    }),
  } as PortfolioSource & { load: jest.Mock };
}

export function renderWithSource(ui: ReactElement, source: PortfolioSource) {
  return render(<AppProviders source={source}>{ui}</AppProviders>);
}

/** Part fetchers answering `data`, except the parts given in `failing`, which reject with their error. */
export function partFetchersOf(
  data: PortfolioData,
  failing: Partial<Record<PortfolioPart, unknown>> = {},
): PartFetchers {
  const answer =
    <K extends PortfolioPart>(part: K) =>
    (): Promise<PortfolioData[K]> =>
      part in failing ? Promise.reject(failing[part]) : Promise.resolve(data[part]);
  return {
    profile: answer('profile'),
    ownRepos: answer('ownRepos'),
    organizations: answer('organizations'),
    openSource: answer('openSource'),
    pinned: answer('pinned'),
    activity: answer('activity'),
    gitlabProjects: answer('gitlabProjects'),
    starredProjects: answer('starredProjects'),
    gitlabGroups: answer('gitlabGroups'),
    forgejoRepos: answer('forgejoRepos'),
    forgejoOrganizations: answer('forgejoOrganizations'),
    forgejoStarred: answer('forgejoStarred'),
    techStack: answer('techStack'),
  };
}
