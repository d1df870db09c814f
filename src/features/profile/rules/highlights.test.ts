import { repo as fixtureRepo } from '../../../../test/portfolioFixtures';
import { portfolioHighlights } from './highlights';
import type { Organization, Repository } from '../../../domain/model';

const repo = (name: string, extra: Partial<Repository> = {}) =>
  fixtureRepo({ id: name, name, ...extra });
const org = (login: string, repos: Repository[]): Organization => ({
  login,
  url: `https://github.com/${login}`,
  avatarUrl: null,
  description: null,
  repos,
});
const counted = (own: number) => ({ own, total: own * 2, percentage: 50 });

describe('portfolioHighlights', () => {
  it('counts repositories, organization commits, years and the top languages by bytes', () => {
    const highlights = portfolioHighlights(
      [
        repo('a', { languages: [{ name: 'TypeScript', bytes: 750 }] }),
        repo('b', {
          languages: [
            { name: 'Go', bytes: 200 },
            { name: 'TypeScript', bytes: 50 },
          ],
        }),
      ],
      [
        org('acme', [
          repo('x', { contributions: counted(5) }),
          repo('y', { contributions: counted(2) }),
        ]),
        org('tools', [repo('z', { contributions: counted(0) })]),
        org('empty', []),
      ],
      '2016-05-04T08:12:41Z',
      Date.parse('2026-11-22T06:00:00Z'),
    );
    expect(highlights).toEqual({
      repositories: 5,
      organizationCommits: 7,
      organizationCommitsPartial: false,
      organizations: 2,
      yearsOnGitHub: 10,
      topLanguages: [
        { name: 'TypeScript', percent: 80, color: '#3178c6' },
        { name: 'Go', percent: 20, color: '#00add8' },
      ],
    });
  });

  it('says when the organization commits are a lower bound: a repository not counted yet', () => {
    const waiting = repo('w', { contributions: null });
    expect(
      portfolioHighlights(
        [],
        [org('acme', [repo('x', { contributions: counted(5) }), waiting])],
        null,
        0,
      ),
    ).toMatchObject({ organizationCommits: 5, organizationCommitsPartial: true });
  });

  it('knows no age without the account date or a reference time', () => {
    expect(portfolioHighlights([], [], null, 0).yearsOnGitHub).toBeNull();
    expect(portfolioHighlights([], [], '2016-05-04T08:12:41Z', null).yearsOnGitHub).toBeNull();
  });
});
