import { repo as fixtureRepo } from '../../test/portfolioFixtures';
import type { DisplaySettings } from '../config/parseConfig';
import type { Repository } from './model';
import { shownOwnRepos } from './repoSelection';

const repo = (name: string, extra: Partial<Repository> = {}) =>
  fixtureRepo({ id: name, name, ...extra });

const DEFAULTS: DisplaySettings = { showForks: false, showArchived: false, sort: 'stars' };
const names = (repos: readonly Repository[]) => repos.map((entry) => entry.name);

describe('shownOwnRepos', () => {
  const repos = [
    repo('zeta', { stars: 3, pushedAt: '2026-01-01T00:00:00Z' }),
    repo('alpha', { stars: 3, pushedAt: '2026-06-01T00:00:00Z' }),
    repo('Beta', { stars: 40, pushedAt: '2024-01-01T00:00:00Z' }),
    repo('forked', { stars: 100, fork: true, pushedAt: '2026-10-01T00:00:00Z' }),
    repo('old', { stars: 50, archived: true, pushedAt: '2020-01-01T00:00:00Z' }),
    repo('unknown'),
  ];

  it('hides forks and archived repositories, most stars first, then the latest push', () => {
    expect(names(shownOwnRepos(repos, DEFAULTS))).toEqual(['Beta', 'alpha', 'zeta', 'unknown']);
  });

  it('shows forks and archived repositories when asked', () => {
    expect(names(shownOwnRepos(repos, { ...DEFAULTS, showForks: true }))).toEqual([
      'forked',
      'Beta',
      'alpha',
      'zeta',
      'unknown',
    ]);
    expect(names(shownOwnRepos(repos, { ...DEFAULTS, showArchived: true }))).toEqual([
      'old',
      'Beta',
      'alpha',
      'zeta',
      'unknown',
    ]);
  });

  it('orders by the latest push, a repository without a date last', () => {
    expect(names(shownOwnRepos(repos, { ...DEFAULTS, sort: 'updated' }))).toEqual([
      'alpha',
      'zeta',
      'Beta',
      'unknown',
    ]);
  });

  it('orders by name, ignoring case', () => {
    expect(names(shownOwnRepos(repos, { ...DEFAULTS, sort: 'name' }))).toEqual([
      'alpha',
      'Beta',
      'unknown',
      'zeta',
    ]);
  });

  it('leaves its input as it was', () => {
    const before = names(repos);
    shownOwnRepos(repos, DEFAULTS);
    expect(names(repos)).toEqual(before);
  });
});
