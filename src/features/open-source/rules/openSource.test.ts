import {
  lastMergedAt,
  openSourceContributions,
  repositoriesToAsk,
  type PullRequestFound,
  type RepositoryFound,
} from './openSource';

const pull = (
  repository: string,
  number: number,
  mergedAt: string | null = '2026-05-01T10:00:00Z',
): PullRequestFound => ({
  repository,
  number,
  title: `Fix #${number}`,
  url: `https://github.com/${repository}/pull/${number}`,
  mergedAt,
});

const repo = (fullName: string, stars: number, extra: Partial<RepositoryFound> = {}) => ({
  asked: fullName,
  fullName,
  url: `https://github.com/${fullName}`,
  description: `${fullName} does things`,
  stars,
  private: false,
  ...extra,
});

const world = {
  login: 'octo-dev',
  organizations: ['acme-labs'],
  limit: 9,
};

describe('openSourceContributions', () => {
  it('groups merged pull requests by repository, most starred first, then most pulls', () => {
    const cards = openSourceContributions({
      ...world,
      pullRequests: [
        pull('small/lib', 1),
        pull('big/framework', 7),
        pull('small/lib', 2, '2026-06-01T10:00:00Z'),
        pull('tied/a', 3),
        pull('tied/b', 4),
        pull('tied/b', 5),
      ],
      repositories: [
        repo('small/lib', 12),
        repo('big/framework', 90_000),
        repo('tied/a', 50),
        repo('tied/b', 50),
      ],
    });
    expect(cards.map(({ fullName, pullRequests }) => [fullName, pullRequests.length])).toEqual([
      ['big/framework', 1],
      ['tied/b', 2],
      ['tied/a', 1],
      ['small/lib', 2],
    ]);
    const small = cards.find(({ fullName }) => fullName === 'small/lib');
    expect(small?.pullRequests.map(({ number }) => number)).toEqual([2, 1]);
    expect(small && lastMergedAt(small)).toBe('2026-06-01T10:00:00Z');
  });

  it('leaves out the owner’s repositories, their organizations’ and private ones, whatever the case', () => {
    const cards = openSourceContributions({
      ...world,
      pullRequests: [
        pull('Octo-Dev/dotfiles', 1),
        pull('ACME-labs/widget-engine', 2),
        pull('someone/secret', 3),
        pull('someone/public', 4),
      ],
      repositories: [
        repo('Octo-Dev/dotfiles', 5),
        repo('ACME-labs/widget-engine', 5),
        repo('someone/secret', 500, { private: true }),
        repo('someone/public', 1),
      ],
    });
    expect(cards.map(({ fullName }) => fullName)).toEqual(['someone/public']);
  });

  it('counts every pull request the search found merged, one without a date too, and no repository it could not read', () => {
    const cards = openSourceContributions({
      ...world,
      pullRequests: [
        // `is:merged` found it; GitHub said neither when it was merged nor when closed.
        pull('someone/public', 1, null),
        pull('someone/public', 2),
        pull('gone/away', 3),
      ],
      repositories: [repo('someone/public', 3)],
    });
    expect(cards).toEqual([
      expect.objectContaining({
        fullName: 'someone/public',
        pullRequests: [
          expect.objectContaining({ number: 2, mergedAt: '2026-05-01T10:00:00Z' }),
          expect.objectContaining({ number: 1, mergedAt: '' }),
        ],
      }),
    ]);
    expect(cards[0] && lastMergedAt(cards[0])).toBe('2026-05-01T10:00:00Z');
  });

  it('shows a renamed or transferred repository under its new name, with the pull requests of each old one', () => {
    const cards = openSourceContributions({
      ...world,
      pullRequests: [pull('old-owner/lib', 1), pull('older-owner/lib', 2), pull('new-home/lib', 3)],
      repositories: [
        repo('new-home/lib', 40, { asked: 'old-owner/lib' }),
        repo('new-home/lib', 40, { asked: 'older-owner/lib' }),
        repo('new-home/lib', 40),
      ],
    });
    expect(cards.map(({ fullName, pullRequests }) => [fullName, pullRequests.length])).toEqual([
      ['new-home/lib', 3],
    ]);
    // Transferred to one of the owner's organizations: on the page already.
    expect(
      openSourceContributions({
        ...world,
        pullRequests: [pull('old-owner/lib', 1)],
        repositories: [repo('acme-labs/lib', 40, { asked: 'old-owner/lib' })],
      }),
    ).toEqual([]);
  });

  it('counts a pull request the search listed twice once, and keeps to the limit', () => {
    const names = Array.from({ length: 12 }, (_, at) => `org${at}/repo`);
    const cards = openSourceContributions({
      ...world,
      pullRequests: [pull('org0/repo', 1), pull('org0/repo', 1), ...names.map((n) => pull(n, 2))],
      repositories: names.map((name, at) => repo(name, at)),
    });
    expect(cards).toHaveLength(9);
    expect(cards.at(-1)?.fullName).toBe('org3/repo');
    expect(
      openSourceContributions({ ...world, limit: 0, pullRequests: [], repositories: [] }),
    ).toEqual([]);
    const org0 = openSourceContributions({
      ...world,
      pullRequests: [pull('org0/repo', 1), pull('org0/repo', 1)],
      repositories: [repo('org0/repo', 1)],
    });
    expect(org0[0]?.pullRequests).toHaveLength(1);
  });
});

describe('repositoriesToAsk', () => {
  it('names each other person’s repository once, the latest merge first', () => {
    expect(
      repositoriesToAsk({
        ...world,
        pullRequests: [
          pull('someone/public', 1, '2026-01-01T10:00:00Z'),
          pull('SomeOne/Public', 2, '2026-07-01T10:00:00Z'),
          pull('octo-dev/own', 3),
          pull('acme-labs/org', 4),
          pull('undated/only', 5, null),
          pull('recent/lib', 6, '2026-06-01T10:00:00Z'),
        ],
      }),
    ).toEqual(['someone/public', 'recent/lib', 'undated/only']);
  });
});
