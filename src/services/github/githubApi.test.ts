/** @jest-environment node */
import nock from 'nock';
import {
  fakeSha,
  githubBranch,
  githubCommit,
  githubOrg,
  githubRepo,
  githubUser,
  toPublicUser,
} from '../../../test/fixtures/github';
import { closedPort } from '../../../test/support/closedPort';
import { fastTransport } from '../../../test/support/fastTransport';
import { ApiError } from '../apiError';
import { PAGE_SIZE } from '../pageSize';
import { createGitHubApi, type GitHubApiOptions } from './githubApi';

const API = 'https://api.github.com';
const TOKEN = 'ghp_FAKE-unit-test-token';
const USER = 'octo-dev';

function api({ retries = 0, ...overrides }: Partial<GitHubApiOptions> & { retries?: number } = {}) {
  return createGitHubApi({
    baseUrl: API,
    username: USER,
    token: TOKEN,
    fetch: fastTransport({ retries }).GitHub,
    ...overrides,
  });
}

/** Replies only when the request carries the token, the way GitHub authenticates Octokit. */
const withToken = () => nock(API, { reqheaders: { authorization: `token ${TOKEN}` } });
const withoutToken = () => nock(API, { badheaders: ['authorization'] });

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});
afterAll(() => nock.enableNetConnect());

describe('GitHub API with a token (authenticated endpoints)', () => {
  it('GET /user for the profile', async () => {
    const user = githubUser(USER, { name: 'Octo Dev', blog: 'octo.dev' });
    withToken().get('/user').reply(200, user);
    const profile = await api().getProfile();
    expect(profile).toMatchObject({ login: USER, name: 'Octo Dev', blog: 'octo.dev' });
  });

  it('GET /user/orgs with per_page=100', async () => {
    withToken()
      .get('/user/orgs')
      .query({ per_page: '100' })
      .reply(200, [githubOrg('acme-labs'), githubOrg('open-tools-collective')]);
    const orgs = await api().listOrgs();
    expect(orgs.map((org) => org.login)).toEqual(['acme-labs', 'open-tools-collective']);
  });

  it('GET /user/repos with per_page=100, following the next page', async () => {
    const next = `${API}/user/repos?per_page=100&page=2`;
    withToken()
      .get('/user/repos')
      .query({ per_page: '100' })
      .reply(200, [githubRepo(USER, 'portfolio')], { link: `<${next}>; rel="next"` });
    withToken()
      .get('/user/repos')
      .query({ per_page: '100', page: '2' })
      .reply(200, [githubRepo('someone-else', 'forked-lib')]);
    const repos = await api().listUserRepos();
    expect(repos.map((repo) => repo.full_name)).toEqual([
      'octo-dev/portfolio',
      'someone-else/forked-lib',
    ]);
  });

  it('GET /orgs/{org}/repos with per_page=100', async () => {
    withToken()
      .get('/orgs/acme-labs/repos')
      .query({ per_page: '100' })
      .reply(200, [githubRepo('acme-labs', 'widget-engine')]);
    expect((await api().listOrgRepos('acme-labs')).map((repo) => repo.name)).toEqual([
      'widget-engine',
    ]);
  });

  it('GET /repos/{owner}/{repo}/branches, first page of 100', async () => {
    withToken()
      .get('/repos/acme-labs/widget-engine/branches')
      .query({ per_page: '100' })
      .reply(200, [githubBranch('main', fakeSha('a')), githubBranch('develop', fakeSha('b'))]);
    const branches = await api().listBranches('acme-labs', 'widget-engine');
    expect(branches.map((branch) => branch.name)).toEqual(['main', 'develop']);
  });

  it('GET /repos/{owner}/{repo}/commits with sha, per_page=100 and author', async () => {
    const sha = fakeSha('c1');
    withToken()
      .get('/repos/acme-labs/widget-engine/commits')
      .query({ sha: 'develop', per_page: '100', author: USER })
      .reply(200, [
        githubCommit('acme-labs', 'widget-engine', sha, USER, {}, { date: '2025-01-06T14:02:11Z' }),
      ]);
    await expect(
      api().listCommits('acme-labs', 'widget-engine', { branch: 'develop', author: USER }),
    ).resolves.toEqual([
      {
        sha,
        commit: {
          author: { date: '2025-01-06T14:02:11Z' },
          committer: { date: '2025-01-06T14:02:11Z' },
        },
      },
    ]);
  });

  it('keeps only the SHA and the git dates of a commit, whatever GitHub leaves out', async () => {
    const [first, second] = [fakeSha('c1'), fakeSha('c2')];
    const commit = githubCommit('acme-labs', 'widget-engine', first, USER);
    withToken()
      .get('/repos/acme-labs/widget-engine/commits')
      .query(true)
      .reply(200, [
        { ...commit, commit: { ...commit.commit, author: null } },
        {
          ...githubCommit('acme-labs', 'widget-engine', second, null),
          commit: { ...commit.commit, author: { name: 'CI Bot', email: 'ci@example.net' } },
        },
      ]);
    await expect(
      api().listCommits('acme-labs', 'widget-engine', { branch: 'main' }),
    ).resolves.toEqual([
      { sha: first, commit: { author: null, committer: { date: '2025-01-06T14:02:11Z' } } },
      { sha: second, commit: { author: {}, committer: { date: '2025-01-06T14:02:11Z' } } },
    ]);
  });

  it('GET /repos/{owner}/{repo}/commits without author when none is given', async () => {
    const shas = [fakeSha('c1'), fakeSha('c2')];
    withToken()
      .get('/repos/acme-labs/widget-engine/commits')
      .query({ sha: 'main', per_page: String(PAGE_SIZE) })
      .reply(
        200,
        shas.map((sha, index) =>
          githubCommit('acme-labs', 'widget-engine', sha, index ? 'someone-else' : null),
        ),
      );
    const commits = await api().listCommits('acme-labs', 'widget-engine', { branch: 'main' });
    expect(commits.map((commit) => commit.sha)).toEqual(shas);
  });

  it('GET /repos/{owner}/{repo}/languages', async () => {
    withToken()
      .get('/repos/octo-dev/portfolio/languages')
      .reply(200, { TypeScript: 52000, CSS: 3100 });
    await expect(api().getLanguages(USER, 'portfolio')).resolves.toEqual({
      TypeScript: 52000,
      CSS: 3100,
    });
  });
});

describe('GitHub API without a token (public endpoints)', () => {
  const publicApi = () => api({ token: null });

  it('uses GET /users/{username}, /users/{username}/orgs and /users/{username}/repos', async () => {
    withoutToken()
      .get(`/users/${USER}`)
      .reply(200, toPublicUser(githubUser(USER)));
    withoutToken()
      .get(`/users/${USER}/orgs`)
      .query({ per_page: '100' })
      .reply(200, [githubOrg('acme-labs')]);
    withoutToken()
      .get(`/users/${USER}/repos`)
      .query({ per_page: '100' })
      .reply(200, [githubRepo(USER, 'portfolio')]);

    const github = publicApi();
    expect(github.authenticated).toBe(false);
    expect((await github.getProfile()).login).toBe(USER);
    expect((await github.listOrgs()).map((org) => org.login)).toEqual(['acme-labs']);
    expect((await github.listUserRepos()).map((repo) => repo.name)).toEqual(['portfolio']);
  });
});

describe('GitHub API failures', () => {
  it('names a rejected token (401) and how to fix it', async () => {
    withToken().get('/user').reply(401, {
      message: 'Bad credentials',
      documentation_url: 'https://docs.github.com/rest',
      status: '401',
    });
    const error = await api()
      .getProfile()
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ api: 'GitHub', kind: 'unauthorized', status: 401 });
    expect((error as ApiError).message).toMatch(
      /^GitHub rejected the token while fetching the profile of octo-dev \(HTTP 401: Bad credentials.*\)\. The token is wrong, expired or revoked/,
    );
    expect((error as ApiError).message).toContain('GITHUB_TOKEN');
    expect((error as ApiError).message).not.toContain(TOKEN);
  });

  it('reports a 403 rate limit with its reset time, without retrying', async () => {
    withoutToken().get(`/users/${USER}/repos`).query(true).once().reply(
      403,
      {
        message: 'API rate limit exceeded for 127.0.0.1.',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
      },
      {
        'x-ratelimit-limit': '60',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '1795000000',
        'x-ratelimit-resource': 'core',
      },
    );
    const error = await api({ token: null, retries: 2 })
      .listUserRepos()
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ kind: 'rate-limited', status: 403 });
    expect((error as ApiError).message).toMatch(
      /GitHub API rate limit exceeded while fetching the repositories of octo-dev \(HTTP 403\); it resets at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\. A token raises the limit/,
    );
  });

  it('reports a secondary rate limit with the time its Retry-After names, without waiting', async () => {
    withToken().get('/user/orgs').query(true).once().reply(
      403,
      {
        message:
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      },
      { 'retry-after': '60', 'x-ratelimit-remaining': '4000' },
    );
    const before = Date.now();
    const error = (await api({ retries: 2 })
      .listOrgs()
      .catch((failure: unknown) => failure)) as ApiError;
    expect(error).toMatchObject({ kind: 'rate-limited', status: 403 });
    const at = Date.parse(/resets at (\S+)\./.exec(error.message)?.[1] ?? '');
    expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 59_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 61_000);
  });

  it('retries a 502 and then succeeds', async () => {
    withToken().get('/repos/acme-labs/widget-engine/languages').reply(502, 'Bad Gateway');
    withToken().get('/repos/acme-labs/widget-engine/languages').reply(200, { Go: 10 });
    await expect(api({ retries: 1 }).getLanguages('acme-labs', 'widget-engine')).resolves.toEqual({
      Go: 10,
    });
  });

  it('gives up on a lasting 500 with the status and what was fetched', async () => {
    withToken()
      .get('/repos/acme-labs/widget-engine/branches')
      .query(true)
      .times(2)
      .reply(500, { message: 'Server Error' });
    await expect(
      api({ retries: 1 }).listBranches('acme-labs', 'widget-engine'),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message:
        'Request failed with status code 500 while fetching the branches of ' +
        'acme-labs/widget-engine from GitHub: Server Error.',
    });
  });

  it('reports a 404 as not found', async () => {
    withoutToken()
      .get('/users/no-such-user')
      .reply(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
    await expect(api({ token: null, username: 'no-such-user' }).getProfile()).rejects.toMatchObject(
      { kind: 'not-found', status: 404 },
    );
  });

  it('names an unreachable host and the setting to check', async () => {
    nock.enableNetConnect('127.0.0.1');
    const baseUrl = `http://127.0.0.1:${await closedPort()}`;
    const error = await api({ baseUrl, retries: 0 })
      .getProfile()
      .catch((failure: unknown) => failure);
    nock.disableNetConnect();
    expect(error).toMatchObject({ kind: 'unreachable', status: null });
    expect((error as ApiError).message).toMatch(
      /^Cannot reach GitHub at http:\/\/127\.0\.0\.1:\d+ while fetching the profile of octo-dev \(.*ECONNREFUSED.*; 1 attempt\)\. Check REACT_APP_GITHUB_API_URL/,
    );
  });

  it('reports a TypeError while mapping an answer as an internal error, not a network failure', async () => {
    // A commit without its `commit` object: the mapping reads commit.author of undefined.
    withToken()
      .get('/repos/acme-labs/widget-engine/commits')
      .query(true)
      .reply(200, [{ sha: fakeSha('c1') }]);
    const error = (await api()
      .listCommits('acme-labs', 'widget-engine', { branch: 'main' })
      .catch((failure: unknown) => failure)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ api: 'GitHub', kind: 'internal', status: null });
    expect(error.message).toBe(
      'Internal error while fetching the commits on main of acme-labs/widget-engine from GitHub: ' +
        "Cannot read properties of undefined (reading 'author'). This is a bug in the portfolio, " +
        'not a network or settings problem; the build log shows its stack.',
    );
    expect(error.message).not.toContain('Cannot reach');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('reports a TypeError below Octokit (in the fetch it is given) as an internal error', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'headers')");
    const error = (await api({
      fetch: () => Promise.reject(bug),
    })
      .listBranches('acme', 'x')
      .catch((failure: unknown) => failure)) as ApiError;
    expect(error).toMatchObject({ kind: 'internal', status: null });
    expect(error.message).toMatch(
      /^Internal error while fetching the branches of acme\/x from GitHub: Cannot read properties of undefined \(reading 'headers'\)\. This is a bug in the portfolio/,
    );
    // Octokit wraps it in a RequestError (status 500, no response); the bug is still the cause.
    expect((error.cause as { cause?: unknown }).cause).toBe(bug);
  });
});
