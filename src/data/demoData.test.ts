import { DEFAULT_TECH_STACK } from '../config/techStack';
import { createSource } from './createSource';
import { parseConfig } from '../config/parseConfig';
import { DEMO_DATA } from './demoData';

describe('demo data', () => {
  it('is what a page without a GitHub username shows', async () => {
    const source = createSource(parseConfig({}), '/portfolio');
    expect(source.mode).toBe('demo');
    await expect(source.load('profile')).resolves.toEqual(DEMO_DATA.profile);
    await expect(source.load('techStack')).resolves.toBe(DEFAULT_TECH_STACK);
  });

  it('walks every branch of the page', () => {
    const repos = [
      ...DEMO_DATA.ownRepos,
      ...DEMO_DATA.organizations.flatMap((org) => org.repos),
      ...DEMO_DATA.gitlabProjects,
    ];
    expect(repos.some((repo) => repo.description === null)).toBe(true);
    expect(repos.some((repo) => repo.contributions !== null)).toBe(true);
    expect(repos.some((repo) => repo.contributions === null)).toBe(true);
    expect(DEMO_DATA.starredProjects).toEqual([]);
    expect(DEMO_DATA.profile.avatarUrl).toBeNull();
    expect(DEFAULT_TECH_STACK.length).toBeGreaterThanOrEqual(65);
  });

  it('shows every presentation detail: stars, forks, pushes, languages, commit dates, account age', () => {
    const github = [...DEMO_DATA.ownRepos, ...DEMO_DATA.organizations.flatMap((org) => org.repos)];
    for (const repo of [...github, ...DEMO_DATA.gitlabProjects]) {
      expect([repo.name, typeof repo.stars, typeof repo.forks]).toEqual([
        repo.name,
        'number',
        'number',
      ]);
      expect([repo.name, repo.pushedAt]).toEqual([repo.name, expect.stringMatching(/Z$/)]);
    }
    for (const repo of github)
      expect([repo.name, Array.isArray(repo.languages)]).toEqual([repo.name, true]);
    // Different orders by stars and by last push, so the sort setting visibly matters.
    const byStars = [...DEMO_DATA.ownRepos].sort((a, b) => (b.stars ?? 0) - (a.stars ?? 0));
    const byPush = [...DEMO_DATA.ownRepos].sort((a, b) =>
      (b.pushedAt ?? '').localeCompare(a.pushedAt ?? ''),
    );
    expect(byStars.map((repo) => repo.name)).not.toEqual(byPush.map((repo) => repo.name));
    const dated = DEMO_DATA.organizations
      .flatMap((org) => org.repos)
      .filter((repo) => repo.contributions?.firstOwnCommitAt);
    expect(dated.length).toBeGreaterThan(0);
    for (const { contributions } of dated) {
      expect(Date.parse(contributions?.firstOwnCommitAt ?? '')).toBeLessThan(
        Date.parse(contributions?.lastOwnCommitAt ?? ''),
      );
    }
    expect(DEMO_DATA.profile.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
