import { repo as fixtureRepo } from '../../test/portfolioFixtures';
import type { PortfolioData, PortfolioPart, Repository } from '../domain/model';
import { displaySource } from './displaySource';
import type { PortfolioSource } from './source';

const repo = (name: string, extra: Partial<Repository> = {}) =>
  fixtureRepo({ id: name, name, ...extra });

const ownRepos = [
  repo('few', { stars: 1 }),
  repo('fork', { fork: true }),
  repo('many', { stars: 9 }),
];
const gitlabProjects = [repo('fork-on-gitlab', { fork: true })];
const data = { ownRepos, gitlabProjects } as Partial<PortfolioData>;

const inner: PortfolioSource = {
  mode: 'snapshot',
  fetchedAt: '2026-11-22T06:00:00Z',
  load: <K extends PortfolioPart>(part: K) => Promise.resolve(data[part] as PortfolioData[K]),
  peek: <K extends PortfolioPart>(part: K) => data[part] as PortfolioData[K] | undefined,
};
const display = { showForks: false, showArchived: false, sort: 'stars' } as const;

describe('displaySource', () => {
  it('shows the own repositories the settings select, in their order, when loaded and peeked', async () => {
    const source = displaySource(inner, display);
    expect((await source.load('ownRepos')).map((entry) => entry.name)).toEqual(['many', 'few']);
    expect(source.peek?.('ownRepos')?.map((entry) => entry.name)).toEqual(['many', 'few']);
    expect(source.fetchedAt).toBe('2026-11-22T06:00:00Z');
  });

  it('answers a peek with the same list every time (renders compare it by identity)', () => {
    const source = displaySource(inner, display);
    expect(source.peek?.('ownRepos')).toBe(source.peek?.('ownRepos'));
  });

  it('leaves the other parts alone', async () => {
    const source = displaySource(inner, display);
    expect(await source.load('gitlabProjects')).toBe(gitlabProjects);
    expect(source.peek?.('organizations')).toBeUndefined();
  });
});
