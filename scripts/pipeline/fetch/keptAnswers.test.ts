import { keptAnswersLines } from './keptAnswers';

const roots = {
  githubApiUrl: 'https://api.github.com',
  gitlabApiUrl: 'https://gitlab.example.org/api/v4',
};

describe('keptAnswersLines', () => {
  it('says nothing when no answer was kept for a reason the owner must know', () => {
    expect(keptAnswersLines([], roots)).toEqual([]);
  });

  it('names each service that rejected its token once, with the oldest data it keeps', () => {
    const lines = keptAnswersLines(
      [
        {
          url: 'https://api.github.com/user',
          since: '2026-11-24T06:00:00Z',
          reason: 'token-rejected',
        },
        {
          url: 'https://api.github.com/user/repos',
          since: '2026-11-23T06:00:00Z',
          reason: 'token-rejected',
        },
      ],
      roots,
    );
    expect(lines).toEqual([
      '  ! GitHub rejected GITHUB_TOKEN (revoked, expired or missing a scope): the page keeps the last ' +
        'good data of 2 requests (from 2026-11-23T06:00:00Z). Renew it (the workflow’s secret ' +
        'PORTFOLIO_GITHUB_TOKEN: docs/deploying.md), then build again.',
    ]);
  });

  it('names the list that came back empty and what the next build does', () => {
    expect(
      keptAnswersLines(
        [
          {
            url: 'https://gitlab.example.org/api/v4/projects?owned=true&per_page=100',
            since: '2026-11-24T06:00:00Z',
            reason: 'emptied-list',
          },
        ],
        roots,
      ),
    ).toEqual([
      '  ! GitLab answered an empty list for GET /api/v4/projects?owned=true&per_page=100 where the ' +
        'last good build had items: the page keeps those (from 2026-11-24T06:00:00Z). If they are ' +
        'really gone, the next build confirms it.',
    ]);
  });
});
