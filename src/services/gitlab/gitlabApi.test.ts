/** @jest-environment node */
import nock from 'nock';
import { gitlabGroup, gitlabProject } from '../../../mock/answers/gitlab';
import { closedPort } from '../../../test/support/closedPort';
import { fastTransport } from '../../../test/support/fastTransport';
import { ApiError } from '../apiError';
import { createGitLabApi, GitLabGroupsNeedTokenError, type GitLabApiOptions } from './gitlabApi';

const GITLAB = 'https://gitlab.example.org';
const TOKEN = 'glpat-FAKE.unit.test.token';
const USER = 'octo-gl';

function api({ retries = 0, ...overrides }: Partial<GitLabApiOptions> & { retries?: number } = {}) {
  return createGitLabApi({
    url: GITLAB,
    username: USER,
    token: TOKEN,
    fetch: fastTransport({ retries }).GitLab,
    ...overrides,
  });
}

const withToken = () => nock(GITLAB, { reqheaders: { 'private-token': TOKEN } });
const withoutToken = () => nock(GITLAB, { badheaders: ['private-token', 'authorization'] });
const headers = { 'x-total': '1', 'x-page': '1', 'x-per-page': '100', 'x-total-pages': '1' };

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});
afterAll(() => nock.enableNetConnect());

describe('GitLab API with a token', () => {
  it('GET /projects with owned=true and per_page=100', async () => {
    withToken()
      .get('/api/v4/projects')
      .query({ owned: 'true', per_page: '100' })
      .reply(200, [gitlabProject(101, 'octo-gl/infra-scripts')], headers);
    const projects = await api().listOwnedProjects();
    expect(projects.map((project) => project.path_with_namespace)).toEqual([
      'octo-gl/infra-scripts',
    ]);
  });

  it('GET /projects with starred=true and per_page=100', async () => {
    withToken()
      .get('/api/v4/projects')
      .query({ starred: 'true', per_page: '100' })
      .reply(200, [gitlabProject(202, 'someone/awesome-selfhosted')], headers);
    expect((await api().listStarredProjects()).map((project) => project.name)).toEqual([
      'awesome-selfhosted',
    ]);
  });

  it('GET /groups with per_page=100', async () => {
    withToken()
      .get('/api/v4/groups')
      .query({ per_page: '100' })
      .reply(200, [gitlabGroup(301, 'platform-team')], headers);
    expect((await api().listGroups()).map((group) => group.full_path)).toEqual(['platform-team']);
  });

  it('follows the next page', async () => {
    withToken()
      .get('/api/v4/projects')
      .query({ owned: 'true', per_page: '100' })
      .reply(200, [gitlabProject(1, 'octo-gl/one')], {
        link: `<${GITLAB}/api/v4/projects?owned=true&per_page=100&page=2>; rel="next"`,
      });
    withToken()
      .get('/api/v4/projects')
      .query({ owned: 'true', per_page: '100', page: '2' })
      .reply(200, [gitlabProject(2, 'octo-gl/two')]);
    expect((await api().listOwnedProjects()).map((project) => project.name)).toEqual([
      'one',
      'two',
    ]);
  });
});

describe('GitLab API without a token', () => {
  const publicApi = () => api({ token: null });

  it('uses the public per-user endpoints for projects and stars', async () => {
    withoutToken()
      .get(`/api/v4/users/${USER}/projects`)
      .query({ per_page: '100' })
      .reply(200, [gitlabProject(101, 'octo-gl/infra-scripts')], headers);
    withoutToken()
      .get(`/api/v4/users/${USER}/starred_projects`)
      .query({ per_page: '100' })
      .reply(200, [gitlabProject(202, 'someone/awesome-selfhosted')], headers);
    const gitlab = publicApi();
    expect(gitlab.authenticated).toBe(false);
    expect(await gitlab.listOwnedProjects()).toHaveLength(1);
    expect(await gitlab.listStarredProjects()).toHaveLength(1);
  });

  it('does not ask for groups, which have no public per-user list', async () => {
    await expect(publicApi().listGroups()).rejects.toBeInstanceOf(GitLabGroupsNeedTokenError);
  });
});

describe('GitLab API failures', () => {
  it('names a rejected token (401)', async () => {
    withToken().get('/api/v4/projects').query(true).reply(401, { message: '401 Unauthorized' });
    const error = (await api()
      .listOwnedProjects()
      .catch((failure: unknown) => failure)) as ApiError;
    expect(error).toMatchObject({ api: 'GitLab', kind: 'unauthorized', status: 401 });
    expect(error.message).toMatch(
      /^GitLab rejected the token while fetching the projects of octo-gl \(HTTP 401: 401 Unauthorized\)\..*GITLAB_TOKEN/,
    );
  });

  it('reports a 500 with what was fetched', async () => {
    withToken()
      .get('/api/v4/groups')
      .query(true)
      .reply(500, { message: '500 Internal Server Error' });
    await expect(api().listGroups()).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message:
        'Request failed with status code 500 while fetching the groups of octo-gl from GitLab: ' +
        '500 Internal Server Error.',
    });
  });

  it('names an unreachable instance and the setting to check', async () => {
    nock.enableNetConnect('127.0.0.1');
    const url = `http://127.0.0.1:${await closedPort()}`;
    const error = (await api({ url })
      .listOwnedProjects()
      .catch((failure: unknown) => failure)) as ApiError;
    nock.disableNetConnect();
    expect(error).toMatchObject({ kind: 'unreachable', status: null });
    expect(error.message).toMatch(
      /^Cannot reach GitLab at http:\/\/127\.0\.0\.1:\d+ while fetching the projects of octo-gl \(.*ECONNREFUSED.*\)\. Check REACT_APP_GITLAB_URL/,
    );
  });

  it('describes a failure by the answer’s error field, or its text', async () => {
    withToken().get('/api/v4/groups').query(true).reply(403, { error: 'insufficient_scope' });
    await expect(api().listGroups()).rejects.toMatchObject({
      status: 403,
      message:
        'Request failed with status code 403 while fetching the groups of octo-gl from GitLab: insufficient_scope.',
    });
    withToken()
      .get('/api/v4/projects')
      .query(true)
      .reply(418, 'teapot trouble', { 'content-type': 'text/plain' });
    await expect(api().listOwnedProjects()).rejects.toMatchObject({
      status: 418,
      message: expect.stringContaining('from GitLab: teapot trouble.'),
    });
  });

  it('retries a 429 and a 502 burst, then succeeds', async () => {
    withToken()
      .get('/api/v4/groups')
      .query(true)
      .reply(429, { message: 'Retry later' }, { 'retry-after': '0' });
    withToken().get('/api/v4/groups').query(true).times(3).reply(502, 'Bad Gateway');
    withToken()
      .get('/api/v4/groups')
      .query(true)
      .reply(200, [gitlabGroup(4, 'g')], headers);
    await expect(api({ retries: 10 }).listGroups()).resolves.toHaveLength(1);
  });

  it('reports a TypeError inside the requester as an internal error, not a network failure', async () => {
    // A fetch that hands back no Response: the requester calls response.text() of a plain object.
    const error = (await api({ fetch: () => Promise.resolve({} as Response) })
      .listOwnedProjects()
      .catch((failure: unknown) => failure)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ api: 'GitLab', kind: 'internal', status: null });
    expect(error.message).toBe(
      'Internal error while fetching the projects of octo-gl from GitLab: response.text is not a ' +
        'function. This is a bug in the portfolio, not a network or settings problem; the build ' +
        'log shows its stack.',
    );
    expect(error.message).not.toContain('Cannot reach');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('reports a TypeError in the fetch it is given as an internal error', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'headers')");
    await expect(api({ fetch: () => Promise.reject(bug) }).listGroups()).rejects.toMatchObject({
      kind: 'internal',
      cause: bug,
      message: expect.stringMatching(
        /^Internal error while fetching the groups of octo-gl from GitLab: Cannot read properties of undefined \(reading 'headers'\)\./,
      ),
    });
  });
});
