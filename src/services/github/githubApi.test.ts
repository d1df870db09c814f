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
} from '../../../mock/answers/github';
import { dependabotBranch, withDependabotBranches } from '../../../mock/worlds/manyBranches';
import {
  withManyMergedPullRequests,
  withRenamedRepository,
} from '../../../mock/worlds/openSourceWorlds';
import { SCENARIO } from '../../../mock/worlds/scenario';
import { closedPort } from '../../../test/support/closedPort';
import { fastTransport } from '../../../test/support/fastTransport';
import { startMockApi, type MockApi } from '../../../mock/mockApi';
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

  it('GET /repos/{owner}/{repo}/branches, 100 a page, keeping each branch’s name and head', async () => {
    withToken()
      .get('/repos/acme-labs/widget-engine/branches')
      .query({ per_page: '100' })
      .reply(200, [githubBranch('main', fakeSha('a')), githubBranch('develop', fakeSha('b'))]);
    const branches = await api().listBranches('acme-labs', 'widget-engine');
    expect(branches).toEqual([
      { name: 'main', commit: { sha: fakeSha('a') } },
      { name: 'develop', commit: { sha: fakeSha('b') } },
    ]);
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

describe('GitHub API: the owner’s pull requests elsewhere', () => {
  const searchItem = (repository: string, number: number, mergedAt: string | null) => ({
    number,
    title: `Fix #${number}`,
    html_url: `https://github.com/${repository}/pull/${number}`,
    repository_url: `${API}/repos/${repository}`,
    state: 'closed',
    closed_at: '2026-03-01T10:00:00Z',
    pull_request: { url: `${API}/repos/${repository}/pulls/${number}`, merged_at: mergedAt },
  });
  const query = {
    q: `type:pr author:${USER} is:merged is:public -user:${USER}`,
    per_page: '100',
  };

  it('GET /search/issues with the token, public repositories only, page by page up to total_count', async () => {
    withToken()
      .get('/search/issues')
      .query({ ...query, page: '1' })
      .reply(200, {
        total_count: 3,
        incomplete_results: false,
        items: [searchItem('big/framework', 7, '2026-05-01T10:00:00Z')],
      });
    withToken()
      .get('/search/issues')
      .query({ ...query, page: '2' })
      .reply(200, {
        total_count: 3,
        incomplete_results: false,
        items: [
          searchItem('small/lib', 1, '2026-04-01T10:00:00Z'),
          searchItem('small/lib', 2, null),
        ],
      });
    const found = await api().searchMergedPullRequests();
    expect(found).toEqual({
      items: [
        {
          number: 7,
          title: 'Fix #7',
          html_url: 'https://github.com/big/framework/pull/7',
          repository_url: `${API}/repos/big/framework`,
          closed_at: '2026-03-01T10:00:00Z',
          pull_request: { merged_at: '2026-05-01T10:00:00Z' },
        },
        expect.objectContaining({ number: 1, pull_request: { merged_at: '2026-04-01T10:00:00Z' } }),
        expect.objectContaining({ number: 2, pull_request: { merged_at: null } }),
      ],
      totalCount: 3,
      unreachable: 0,
      requests: 2,
    });
  });

  it('without a token, searches anonymously (public repositories only as well)', async () => {
    withoutToken()
      .get('/search/issues')
      .query({ ...query, page: '1' })
      .reply(200, { total_count: 0, incomplete_results: false, items: [] });
    await expect(api({ token: null }).searchMergedPullRequests()).resolves.toMatchObject({
      items: [],
      totalCount: 0,
    });
  });

  it('names the search in a failure (a 422)', async () => {
    withToken()
      .get('/search/issues')
      .query({ ...query, page: '1' })
      .reply(422, { message: 'Validation Failed' });
    await expect(api().searchMergedPullRequests()).rejects.toThrow(
      /the merged pull requests of octo-dev/,
    );
  });

  it('asks an incomplete answer again once, and takes the complete one', async () => {
    const answer = (incomplete: boolean) => ({
      total_count: 1,
      incomplete_results: incomplete,
      items: [searchItem('big/framework', 7, '2026-05-01T10:00:00Z')],
    });
    withToken()
      .get('/search/issues')
      .query({ ...query, page: '1' })
      .reply(200, answer(true));
    withToken()
      .get('/search/issues')
      .query({ ...query, page: '1' })
      .reply(200, answer(false));
    await expect(api().searchMergedPullRequests()).resolves.toMatchObject({ totalCount: 1 });
  });

  it('never takes an answer that stays incomplete for the whole list: it fails, saying why', async () => {
    withToken()
      .get('/search/issues')
      .query({ ...query, page: '1' })
      .times(2)
      .reply(200, {
        total_count: 2,
        incomplete_results: true,
        items: [searchItem('big/framework', 7, '2026-05-01T10:00:00Z')],
      });
    const failure = await api()
      .searchMergedPullRequests()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'timeout' });
    expect((failure as Error).message).toMatch(
      /search timed out while fetching the merged pull requests of octo-dev: it answered incomplete results \(2 attempts\)/,
    );
  });

  it('waits for a spent search limit to reset, then asks again', async () => {
    // Its reset is now (whole seconds): the wait is the policy's margin only, so the test stays fast.
    const reset = String(Math.floor(Date.now() / 1000));
    withToken()
      .get('/search/issues')
      .query({ ...query, page: '1' })
      .reply(
        403,
        { message: 'API rate limit exceeded for user ID 1.' },
        {
          'x-ratelimit-limit': '30',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-resource': 'search',
          'x-ratelimit-reset': reset,
        },
      );
    withToken()
      .get('/search/issues')
      .query({ ...query, page: '1' })
      .reply(200, {
        total_count: 1,
        incomplete_results: false,
        items: [searchItem('big/framework', 7, '2026-05-01T10:00:00Z')],
      });
    const retries: string[] = [];
    const found = await createGitHubApi({
      baseUrl: API,
      username: USER,
      token: TOKEN,
      fetch: fastTransport({
        onEvent: (event) => {
          if (event.type === 'retry') retries.push(event.cause);
        },
      }).GitHub,
    }).searchMergedPullRequests();
    expect(found.items.map(({ number }) => number)).toEqual([7]);
    expect(retries).toEqual([
      expect.stringMatching(
        /^GitHub’s search limit is used up until \d{4}-.*: waiting for its reset$/,
      ),
    ]);
  });

  it('GET /repos/{owner}/{repo} for one repository', async () => {
    withToken()
      .get('/repos/big/framework')
      .reply(200, githubRepo('big', 'framework', { stargazers_count: 9 }));
    await expect(api().getRepository('big', 'framework')).resolves.toMatchObject({
      full_name: 'big/framework',
      stargazers_count: 9,
      private: false,
    });
  });
});

describe('GitHub API: the search past 1,000 results and the star lookup (mock GitHub)', () => {
  let mock: MockApi;
  const mockApi = (token: string | null) =>
    createGitHubApi({
      baseUrl: mock.githubUrl,
      username: USER,
      token,
      fetch: fastTransport().GitHub,
    });
  beforeAll(async () => {
    nock.enableNetConnect('127.0.0.1');
    mock = await startMockApi({ githubToken: TOKEN });
  });
  afterAll(async () => {
    await mock.close();
    nock.disableNetConnect();
  });
  beforeEach(() => mock.reset());

  it('reads all 1,500 merged pull requests by ranges of merge dates, in few requests', async () => {
    mock.serve(withManyMergedPullRequests(SCENARIO, 1500));
    const found = await mockApi(TOKEN).searchMergedPullRequests();
    const numbers = new Set(
      found.items
        .filter(({ repository_url }) => repository_url.endsWith('/prolific/monorepo'))
        .map(({ number }) => number),
    );
    expect(numbers.size).toBe(1500);
    expect(new Set(found.items.map(({ number }) => number)).size).toBe(found.items.length);
    // And the test owner's 4 merged pull requests into public repositories of others.
    expect(found).toMatchObject({ totalCount: 1500 + 4, unreachable: 0 });
    // 16 pages of 100 at least; never a page past the cap (GitHub's 422).
    expect(mock.count({ path: '/search/issues', status: 422 })).toBe(0);
    expect(found.requests).toBe(mock.count({ path: '/search/issues' }));
    expect(found.requests).toBeLessThanOrEqual(16 + 8);
  });

  it('answers the stars of 100 repositories in one GraphQL query, a renamed one under its new name, a missing one null', async () => {
    mock.serve(withRenamedRepository(SCENARIO, 'indie-dev/tiny-lib', 'tiny-org/tiny-lib'));
    const names = ['big-corp/framework', 'indie-dev/tiny-lib', 'gone/away', 'secret-corp/internal'];
    const stars = await mockApi(TOKEN).listRepositoryStars(names);
    expect(Object.fromEntries(stars)).toEqual({
      'big-corp/framework': expect.objectContaining({
        nameWithOwner: 'big-corp/framework',
        stargazerCount: 52000,
        isPrivate: false,
      }),
      'indie-dev/tiny-lib': expect.objectContaining({ nameWithOwner: 'tiny-org/tiny-lib' }),
      'gone/away': null,
      // The owner's token sees a private repository it collaborates on: the rule leaves it out.
      'secret-corp/internal': expect.objectContaining({ isPrivate: true }),
    });
    expect(mock.count({ path: '/graphql' })).toBe(1);
  });

  it('follows GitHub’s 301 from a renamed repository’s old name to its new one', async () => {
    mock.serve(withRenamedRepository(SCENARIO, 'indie-dev/tiny-lib', 'tiny-org/tiny-lib'));
    await expect(mockApi(null).getRepository('indie-dev', 'tiny-lib')).resolves.toMatchObject({
      full_name: 'tiny-org/tiny-lib',
    });
    expect(mock.requests.map(({ path, status }) => [path, status])).toEqual([
      ['/repos/indie-dev/tiny-lib', 301],
      [expect.stringMatching(/^\/repositories\/\d+$/), 200],
    ]);
  });
});

describe('GitHub API: the pinned repositories (GraphQL)', () => {
  it('POST /graphql with the token: public pins in pin order, private ones and gists left out', async () => {
    withToken()
      .post('/graphql', (body: { query: string; variables: { login: string } }) => {
        return (
          body.variables.login === USER &&
          body.query.includes('pinnedItems(first: 6, types: REPOSITORY)')
        );
      })
      .reply(200, {
        data: {
          user: {
            pinnedItems: {
              nodes: [
                { nameWithOwner: 'octo-dev/cli-kit', isPrivate: false },
                { nameWithOwner: 'octo-dev/secret', isPrivate: true },
                {},
                { nameWithOwner: 'acme-labs/widget-engine', isPrivate: false },
              ],
            },
          },
        },
      });
    await expect(api().listPinnedRepositories()).resolves.toEqual({
      repositories: ['octo-dev/cli-kit', 'acme-labs/widget-engine'],
      problems: [],
    });
  });

  it('keeps the pins GitHub answered beside an error (SAML), naming the error as plain text', async () => {
    withToken()
      .post('/graphql')
      .reply(200, {
        data: {
          user: {
            pinnedItems: {
              nodes: [{ nameWithOwner: 'octo-dev/cli-kit', isPrivate: false }, null],
            },
          },
        },
        errors: [
          {
            type: 'FORBIDDEN',
            path: ['user', 'pinnedItems', 'nodes', 1],
            extensions: { saml_failure: true },
            message:
              'Resource protected by organization SAML enforcement.\n\u001b[31mYou must\u202e grant',
          },
        ],
      });
    await expect(api().listPinnedRepositories()).resolves.toEqual({
      repositories: ['octo-dev/cli-kit'],
      problems: [
        'FORBIDDEN at user.pinnedItems.nodes.1: Resource protected by organization SAML enforcement. [31mYou must grant',
      ],
    });
  });

  it('fails, naming each error, when the answer has errors and no data', async () => {
    withToken()
      .post('/graphql')
      .reply(200, {
        data: { user: null },
        errors: [
          {
            type: 'NOT_FOUND',
            path: ['user'],
            message: "Could not resolve to a User with the login of 'octo-dev'.",
          },
        ],
      });
    const failure = api().listPinnedRepositories();
    await expect(failure).rejects.toThrow(
      /the pinned repositories of octo-dev: NOT_FOUND at user: Could not resolve to a User/,
    );
    await expect(failure).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('asks GitHub Enterprise at /api/graphql', async () => {
    nock('https://ghe.example.com', { reqheaders: { authorization: `token ${TOKEN}` } })
      .post('/api/graphql')
      .reply(200, { data: { user: { pinnedItems: { nodes: [] } } } });
    await expect(
      api({ baseUrl: 'https://ghe.example.com/api/v3' }).listPinnedRepositories(),
    ).resolves.toEqual({ repositories: [], problems: [] });
  });

  it('names the call when GraphQL refuses the token (401)', async () => {
    withToken().post('/graphql').reply(401, { message: 'Bad credentials' });
    await expect(api().listPinnedRepositories()).rejects.toThrow(
      /the pinned repositories of octo-dev/,
    );
  });
});

describe('GitHub API: the contribution calendar and its private part (GraphQL)', () => {
  const byRepository = (isPrivate: boolean | null, dates: string[], totalCount = dates.length) => ({
    repository: isPrivate === null ? null : { isPrivate },
    contributions: {
      totalCount,
      nodes: dates.map((date) => ({ occurredAt: `${date}T07:00:00Z`, commitCount: 2 })),
    },
  });
  const collection = (overrides: Record<string, unknown> = {}) => ({
    data: {
      viewer: { login: USER },
      user: {
        login: USER,
        contributionsCollection: {
          commitContributionsByRepository: [],
          issueContributionsByRepository: [],
          pullRequestContributionsByRepository: [],
          pullRequestReviewContributionsByRepository: [],
          repositoryContributions: { totalCount: 0, nodes: [] },
          ...overrides,
        },
      },
    },
  });

  it('gives the days and who asked', async () => {
    withToken()
      .post('/graphql', (body: { query: string }) => body.query.includes('viewer { login }'))
      .reply(200, {
        data: {
          viewer: { login: 'github-actions[bot]' },
          user: {
            login: USER,
            contributionsCollection: {
              contributionCalendar: {
                totalContributions: 3,
                weeks: [{ contributionDays: [{ date: '2026-11-22', contributionCount: 3 }] }],
              },
            },
          },
        },
      });
    await expect(api().getContributionCalendar()).resolves.toEqual({
      viewer: 'github-actions[bot]',
      days: [{ date: '2026-11-22', contributionCount: 3 }],
      restricted: null,
      problems: [],
    });
  });

  it('says how many contributions the token cannot see, and between which days', async () => {
    withToken()
      .post('/graphql', (body: { query: string }) =>
        body.query.includes('restrictedContributionsCount'),
      )
      .reply(200, {
        data: {
          viewer: { login: 'github-actions[bot]' },
          user: {
            login: USER,
            contributionsCollection: {
              restrictedContributionsCount: 42,
              earliestRestrictedContributionDate: '2026-11-02',
              latestRestrictedContributionDate: '2026-11-21',
              contributionCalendar: { totalContributions: 0, weeks: [] },
            },
          },
        },
      });
    await expect(api().getContributionCalendar()).resolves.toMatchObject({
      restricted: { count: 42, from: '2026-11-02', to: '2026-11-21' },
    });
  });

  it('sums the private repositories’ contributions by day, and counts a hidden repository as private', async () => {
    withToken()
      .post('/graphql', (body: { query: string }) =>
        body.query.includes('commitContributionsByRepository(maxRepositories: 100)'),
      )
      .reply(
        200,
        collection({
          commitContributionsByRepository: [
            byRepository(false, ['2026-11-01']),
            byRepository(true, ['2026-11-01', '2026-11-02']),
            byRepository(null, ['2026-11-02']),
          ],
          issueContributionsByRepository: [
            {
              repository: { isPrivate: true },
              contributions: { totalCount: 1, nodes: [{ occurredAt: '2026-11-03T07:00:00Z' }] },
            },
          ],
          repositoryContributions: {
            totalCount: 2,
            nodes: [
              { occurredAt: '2026-11-04T07:00:00Z', repository: { isPrivate: true } },
              { occurredAt: '2026-11-05T07:00:00Z', repository: { isPrivate: false } },
            ],
          },
        }),
      );
    await expect(api().getPrivateContributions()).resolves.toEqual({
      byDate: { '2026-11-01': 2, '2026-11-02': 4, '2026-11-03': 1, '2026-11-04': 1 },
      publicByDate: { '2026-11-01': 2, '2026-11-05': 1 },
      complete: true,
      problems: [],
    });
  });

  it('says the private part is incomplete when a list was cut', async () => {
    withToken()
      .post('/graphql')
      .reply(
        200,
        collection({ commitContributionsByRepository: [byRepository(true, ['2026-11-01'], 150)] }),
      );
    await expect(api().getPrivateContributions()).resolves.toMatchObject({ complete: false });
    withToken()
      .post('/graphql')
      .reply(
        200,
        collection({
          pullRequestContributionsByRepository: Array.from({ length: 100 }, () =>
            byRepository(false, ['2026-11-01']),
          ),
        }),
      );
    await expect(api().getPrivateContributions()).resolves.toMatchObject({ complete: false });
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

  it('sends nothing once the rate limit is used up: a held request is rate-limited until the reset', async () => {
    const reset = Math.floor(Date.now() / 1000) + 1800;
    withoutToken()
      .get(`/users/${USER}/repos`)
      .query(true)
      .once()
      .reply(
        403,
        { message: 'API rate limit exceeded for 127.0.0.1.' },
        {
          'x-ratelimit-limit': '60',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': `${reset}`,
        },
      );
    const github = api({ token: null, retries: 2 });
    await expect(github.listUserRepos()).rejects.toMatchObject({
      kind: 'rate-limited',
      status: 403,
    });
    // No interceptor answers it: sent, it would fail as unreachable instead.
    const held = (await github.listOrgs().catch((failure: unknown) => failure)) as ApiError;
    expect(held).toMatchObject({ api: 'GitHub', kind: 'rate-limited', status: null });
    expect(held.message).toBe(
      'GitHub API rate limit exceeded while fetching the organizations of octo-dev (not sent: an ' +
        `earlier answer used up the limit); it resets at ${new Date(reset * 1000).toISOString().replace('.000Z', 'Z')}. ` +
        'A token raises the limit: set GITHUB_TOKEN (snapshot builds) or the REACT_APP_GITHUB_TOKEN_* lines of `npm run --silent encrypt-token` (live mode).',
    );
  });

  it('reports a secondary rate limit without Retry-After as lifting in a minute or more', async () => {
    withToken().get('/user/orgs').query(true).once().reply(403, {
      message:
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    });
    await expect(api({ retries: 2 }).listOrgs()).rejects.toMatchObject({
      kind: 'rate-limited',
      status: 403,
      message: expect.stringMatching(/\(HTTP 403\); it resets in a minute or more\./),
    });
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

describe('GitHub API with a token that cannot act as a user (GitHub Actions’ GITHUB_TOKEN)', () => {
  let mock: MockApi;
  let tokens = 0;
  /** A fresh token per test: what was learned of a token is shared by every service of the process. */
  let installationToken: string;
  /** A personal token of another account: a bot's, as live mode should use. */
  let botToken: string;
  /** "<path> → <status>", in the order the mock answered. */
  const answered: string[] = [];
  beforeAll(() => nock.enableNetConnect('127.0.0.1'));
  beforeEach(async () => {
    tokens += 1;
    installationToken = `ghs_FAKE-installation-${tokens}-not-a-real-token`;
    botToken = `FAKE-bot-${tokens}-not-a-real-token`;
    answered.length = 0;
    mock = await startMockApi({
      githubToken: TOKEN,
      installationToken,
      botToken,
      log: (line) => answered.push(line.replace(/^GET github (\S[^\s?]*)(\?\S*)? → /, '$1 → ')),
    });
  });
  afterEach(() => mock.close());
  afterAll(() => nock.disableNetConnect());

  const apiOf = (token: string) => api({ baseUrl: mock.githubUrl, token });
  const userPaths = () =>
    mock.requests.filter((request) => /^\/user(\/|$)/.test(request.path)).map((r) => r.path);

  it('reads the owner’s data from the public endpoints, sending the token, after one 403', async () => {
    const github = apiOf(installationToken);
    expect(github.authenticated).toBe(true);
    // As the parts of a fetch do: all at once.
    const [profile, accounts, orgs, repos] = await Promise.all([
      github.getProfile(),
      github.listSocialAccounts(),
      github.listOrgs(),
      github.listUserRepos(),
    ]);
    const { github: world } = mock.scenario;
    expect(profile).toMatchObject({ login: USER, name: world.user.name });
    expect(accounts).toEqual(world.socialAccounts ?? []);
    expect(orgs.map((org) => org.login)).toEqual(
      world.orgs.filter((org) => org.publicMember).map((org) => org.json.login),
    );
    expect(repos.map((repo) => repo.full_name).sort()).toEqual(
      world.repos
        .filter((repo) => repo.json.owner.login === USER && !repo.json.private)
        .map((repo) => repo.json.full_name)
        .sort(),
    );
    // The check: the first call's own request, answered 403; no other call reached /user/….
    expect(userPaths()).toEqual(['/user']);
    expect(mock.requests[0]).toMatchObject({ path: '/user', status: 403 });
    expect(
      mock.requests
        .slice(1)
        .map((request) => request.path)
        .sort(),
    ).toEqual([
      `/users/${USER}`,
      `/users/${USER}/orgs`,
      `/users/${USER}/repos`,
      `/users/${USER}/social_accounts`,
    ]);
    expect(new Set(mock.requests.map((request) => request.authorization))).toEqual(
      new Set([`token ${installationToken}`]),
    );
  });

  it('shares the check with every service for the same server and token', async () => {
    const [repos, orgs] = await Promise.all([
      apiOf(installationToken).listUserRepos(),
      apiOf(installationToken).listOrgs(),
    ]);
    expect(repos.length).toBeGreaterThan(0);
    expect(orgs.length).toBeGreaterThan(0);
    // The check is GET /user, asked once for both.
    expect(userPaths()).toEqual(['/user']);
    // Known from then on: a later service asks no /user endpoint at all.
    await apiOf(installationToken).getProfile();
    expect(userPaths()).toEqual(['/user']);
    expect(mock.requests.at(-1)).toMatchObject({ path: `/users/${USER}`, status: 200 });
  });

  it('lets the waiting calls ask for themselves when the check fails for another reason', async () => {
    mock.fail({ service: 'github', path: '/user', status: 502, times: 1 });
    // A slow check: a call that did not wait for it would be answered first.
    mock.delay({ service: 'github', path: '/user', ms: 100 });
    const github = apiOf(installationToken);
    const [profile, repos] = await Promise.allSettled([
      github.getProfile(),
      github.listUserRepos(),
    ]);
    expect(profile).toMatchObject({ status: 'rejected', reason: { kind: 'http', status: 502 } });
    expect(repos).toMatchObject({ status: 'fulfilled' });
    // /user/repos went out only once the check had its (undecided) answer, then fell back.
    expect(answered).toEqual(['/user → 502', '/user/repos → 403', `/users/${USER}/repos → 200`]);
  });

  it('reads the owner’s data from the public endpoints with another account’s token (a bot’s)', async () => {
    const github = apiOf(botToken);
    const [profile, repos, orgs] = await Promise.all([
      github.getProfile(),
      github.listUserRepos(),
      github.listOrgs(),
    ]);
    expect(profile.login).toBe(USER);
    expect(repos.map((repo) => repo.owner.login)).toContain(USER);
    expect(orgs.length).toBeGreaterThan(0);
    // One GET /user decided, for every call; the bot's own /user/… lists were never read.
    expect(userPaths()).toEqual(['/user']);
    expect(
      mock.requests
        .slice(1)
        .map((request) => request.path)
        .sort(),
    ).toEqual([`/users/${USER}`, `/users/${USER}/orgs`, `/users/${USER}/repos`]);
    expect(new Set(mock.requests.map((request) => request.authorization))).toEqual(
      new Set([`token ${botToken}`]),
    );
  });

  it('keeps the /user endpoints for a personal token', async () => {
    const github = apiOf(TOKEN);
    await Promise.all([
      github.getProfile(),
      github.listSocialAccounts(),
      github.listOrgs(),
      github.listUserRepos(),
    ]);
    expect(mock.requests.map((request) => request.path).sort()).toEqual([
      '/user',
      '/user/orgs',
      '/user/repos',
      '/user/social_accounts',
    ]);
    expect(mock.requests.every((request) => request.status === 200)).toBe(true);
    expect(new Set(mock.requests.map((request) => request.authorization))).toEqual(
      new Set([`token ${TOKEN}`]),
    );
  });

  it('keeps the public endpoints without a token, sending none', async () => {
    const github = api({ baseUrl: mock.githubUrl, token: null });
    await Promise.all([github.getProfile(), github.listOrgs(), github.listUserRepos()]);
    expect(userPaths()).toEqual([]);
    expect(mock.requests.every((request) => request.authorization === undefined)).toBe(true);
  });
});

describe('branch lists of any length', () => {
  let mock: MockApi;
  beforeAll(async () => {
    nock.enableNetConnect('127.0.0.1');
    mock = await startMockApi({
      scenario: withDependabotBranches(SCENARIO, 'acme-labs/widget-engine', 130),
    });
  });
  afterAll(async () => {
    await mock.close();
    nock.disableNetConnect();
  });

  it('reads every page of a repository’s 132 branches, each with its head', async () => {
    const branches = await api({ baseUrl: mock.githubUrl, token: null }).listBranches(
      'acme-labs',
      'widget-engine',
    );
    expect(branches).toHaveLength(132);
    const main = mock.scenario.github.repos
      .find((repo) => repo.json.full_name === 'acme-labs/widget-engine')
      ?.branches.find((branch) => branch.name === 'main');
    expect(branches.at(-1)).toEqual({ name: 'main', commit: { sha: main?.commits[0]?.sha } });
    expect(branches[0]).toEqual({ name: dependabotBranch(1), commit: { sha: expect.any(String) } });
    expect(
      mock.requests.map(({ path, query }) => [path, query.per_page, query.page ?? '1']),
    ).toEqual([
      ['/repos/acme-labs/widget-engine/branches', '100', '1'],
      ['/repos/acme-labs/widget-engine/branches', '100', '2'],
    ]);
  });
});
