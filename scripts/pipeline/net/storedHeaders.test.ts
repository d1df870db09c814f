import { nextLink, storedHeaders } from './storedHeaders';

/** What GitHub answers a personal token (classic), every header it says about the token. */
const TOKEN_ANSWER = {
  'cache-control': 'private, max-age=60, s-maxage=60',
  'content-type': 'application/json; charset=utf-8',
  date: 'Sat, 21 Nov 2026 06:00:00 GMT',
  etag: 'W/"v1"',
  'last-modified': 'Sat, 21 Nov 2026 05:00:00 GMT',
  vary: 'Accept, Authorization, Cookie, X-GitHub-OTP',
  link:
    '<https://api.github.com/orgs/acme/repos?per_page=100&page=2>; rel="next", ' +
    '<https://api.github.com/orgs/acme/repos?per_page=100&page=7>; rel="last"',
  'x-oauth-scopes': 'read:org, repo',
  'x-accepted-oauth-scopes': 'repo',
  'github-authentication-token-expiration': '2026-12-31 00:00:00 UTC',
  'x-github-sso': 'partial-results; organizations=21955855,20582480',
  'x-ratelimit-remaining': '4999',
  'x-ratelimit-used': '1',
  'x-github-request-id': 'A001:3C2D:1F01EEF',
  'set-cookie': 'logged_in=no',
};

describe('storedHeaders', () => {
  it('keeps the validators, dates, type, vary and pagination’s next link, nothing about the token', () => {
    expect(storedHeaders(TOKEN_ANSWER)).toEqual({
      'cache-control': 'private, max-age=60, s-maxage=60',
      'content-type': 'application/json; charset=utf-8',
      date: 'Sat, 21 Nov 2026 06:00:00 GMT',
      etag: 'W/"v1"',
      'last-modified': 'Sat, 21 Nov 2026 05:00:00 GMT',
      vary: 'Accept, Authorization, Cookie, X-GitHub-OTP',
      link: '<https://api.github.com/orgs/acme/repos?per_page=100&page=2>; rel="next"',
    });
  });

  it('drops a link without a next page: its last page counts the private items too', () => {
    expect(
      storedHeaders({ link: '<https://gitlab.example.org/api/v4/groups?page=1>; rel="first"' }),
    ).toEqual({});
  });
});

describe('nextLink', () => {
  it('finds the next entry wherever it stands, as Octokit’s and Gitbeaker’s pagination read it', () => {
    const next = '<https://x.example/a?q=a,b&page=3>; rel="next"';
    expect(
      nextLink(
        `<https://x.example/a?page=1>; rel="prev", ${next}, <https://x.example/a?page=9>; rel="last"`,
      ),
    ).toBe(next);
    expect(nextLink('<https://x.example/a?page=9>; rel="last"')).toBeNull();
    // What both clients match: Octokit `<(url)>;\s*rel="next"`, Gitbeaker `<(url)>; rel="(rel)"`.
    expect(/<([^<>]+)>;\s*rel="next"/.exec(nextLink(next) ?? '')?.[1]).toBe(
      'https://x.example/a?q=a,b&page=3',
    );
  });
});
