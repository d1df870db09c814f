import { TECH_STACK } from '../config/techStack';
import { createSource } from './createSource';
import { parseConfig } from '../config/parseConfig';
import { DEMO_DATA } from './demoData';

describe('demo data', () => {
  it('is what a page without a GitHub username shows', async () => {
    const source = createSource(parseConfig({}), '/portfolio');
    expect(source.mode).toBe('demo');
    await expect(source.load('profile')).resolves.toEqual(DEMO_DATA.profile);
    await expect(source.load('techStack')).resolves.toBe(TECH_STACK);
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
    expect(TECH_STACK.length).toBeGreaterThanOrEqual(65);
  });
});
