/** @jest-environment node */
import { createHash } from 'node:crypto';
import { Groups, Projects } from '@gitbeaker/rest';
import { Octokit, type RestEndpointMethodTypes } from '@octokit/rest';
import sharp from 'sharp';
import {
  fakeSha,
  githubBranch,
  githubOrg,
  githubRepo,
  githubSimpleUser,
  toPublicUser,
  githubCommit,
  type GitHubBranchJson,
  type GitHubCommitJson,
  type GitHubOrgJson,
  type GitHubPublicUserJson,
  type GitHubRepoJson,
  type GitHubUserJson,
} from './answers/github';
import { ATOM_FEED, FEED_ROUTES, RSS_FEED } from './answers/feeds';
import type { GitLabProjectJson } from './answers/gitlab';
import { SCENARIO, createScenario, type Scenario } from './worlds/scenario';
import { dependabotBranch, withDependabotBranches } from './worlds/manyBranches';
import {
  withManyMergedPullRequests,
  withRenamedRepository,
  withSearchTimingOut,
} from './worlds/openSourceWorlds';
import { rateLimited, startMockApi, TOKEN_EXPIRATION, type MockApi } from './mockApi';

/** Octokit logs every failed request to the console; these failures are the point of the test. */
const QUIET = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

const GITHUB_TOKEN = 'ghp_FAKE-mockApi-not-a-real-token';
const GITLAB_TOKEN = 'glpat-FAKE.mockApi.not.a.real.token';
const GH_AUTH = { authorization: `token ${GITHUB_TOKEN}` };
const GL_AUTH = { 'private-token': GITLAB_TOKEN };

let api: MockApi;

beforeAll(async () => {
  api = await startMockApi({ githubToken: GITHUB_TOKEN, gitlabToken: GITLAB_TOKEN });
});
afterEach(() => api.reset());
afterAll(() => api.close());

interface Answer<T> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

async function get<T = unknown>(
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(`${api.url}${path}`, { headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as T,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (briefly) until `condition` holds: for the server side of a request still in flight. */
async function eventually(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 1000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 1 s');
    await sleep(5);
  }
}

const names = (items: readonly { name: string }[]) => items.map((item) => item.name);
const shas = (commits: readonly GitHubCommitJson[]) => commits.map((commit) => commit.sha);

describe('fixtures', () => {
  it('have the shapes of Octokit’s response types', () => {
    type Rest = RestEndpointMethodTypes;
    // Compile-time check: tsc rejects a fixture that lacks a field the OpenAPI schema requires, so the
    // mock answers what the real API would.
    const shapes: {
      user: Rest['users']['getAuthenticated']['response']['data'];
      publicUser: Rest['users']['getByUsername']['response']['data'];
      orgs: Rest['orgs']['listForAuthenticatedUser']['response']['data'];
      repos: Rest['repos']['listForAuthenticatedUser']['response']['data'];
      orgRepos: Rest['repos']['listForOrg']['response']['data'];
      branches: Rest['repos']['listBranches']['response']['data'];
      commits: Rest['repos']['listCommits']['response']['data'];
      languages: Rest['repos']['listLanguages']['response']['data'];
    } = {
      user: SCENARIO.github.user,
      publicUser: toPublicUser(SCENARIO.github.user),
      orgs: [githubOrg('acme')],
      repos: [githubRepo('octo', 'hello')],
      orgRepos: [githubRepo(githubSimpleUser('acme', { type: 'Organization' }), 'hello')],
      branches: [githubBranch('main', fakeSha('x'))],
      commits: [githubCommit('octo', 'hello', fakeSha('x'), null)],
      languages: { TypeScript: 1 },
    };
    expect(shapes.orgRepos[0]?.owner.id).toBe(githubOrg('acme').id);
  });
});

describe('GitHub', () => {
  it('tells a personal token its scopes and expiry, and which SAML organizations left the answer', async () => {
    const sso = await startMockApi({
      githubToken: GITHUB_TOKEN,
      githubSsoOrganizations: [21955855, 20582480],
    });
    try {
      const ask = (path: string, headers: Record<string, string>) =>
        fetch(`${sso.url}/github${path}`, { headers }).then((response) => response.headers);
      const repos = await ask('/user/repos', GH_AUTH);
      expect(repos.get('x-oauth-scopes')).toBe('read:org, read:user, repo');
      expect(repos.get('github-authentication-token-expiration')).toBe(TOKEN_EXPIRATION);
      expect(TOKEN_EXPIRATION).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
      expect(repos.get('x-github-sso')).toBe('partial-results; organizations=21955855,20582480');
      // One organization's list is no answer gathered from several; an anonymous one says nothing.
      expect((await ask('/orgs/acme-labs/repos', GH_AUTH)).get('x-github-sso')).toBeNull();
      const anonymous = await ask('/users/octo-dev/repos', {});
      expect(anonymous.get('x-oauth-scopes')).toBeNull();
      expect(anonymous.get('github-authentication-token-expiration')).toBeNull();
    } finally {
      await sso.close();
    }
  });

  it('GET /user answers the private profile with GitHub’s rate-limit headers', async () => {
    const { status, headers, body } = await get<GitHubUserJson>('/github/user', GH_AUTH);
    expect(status).toBe(200);
    expect(body).toHaveProperty('plan');
    expect(body).toHaveProperty('total_private_repos');
    expect(headers.get('x-ratelimit-limit')).toBe('5000');
    expect(headers.get('x-ratelimit-used')).toBe('1');
    expect(headers.get('x-ratelimit-remaining')).toBe('4999');
    expect(headers.get('x-ratelimit-resource')).toBe('core');
    expect(Number(headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  });

  it('GET /search/issues finds the user’s merged pull requests elsewhere, page by page', async () => {
    const q = encodeURIComponent('type:pr author:octo-dev is:merged -user:octo-dev');
    type Search = { total_count: number; items: { number: number; repository_url: string }[] };
    const first = await get<Search>(`/github/search/issues?q=${q}&per_page=2`, GH_AUTH);
    expect(first.status).toBe(200);
    // Merged, not the user's own repository; the private one with a token only.
    expect(first.body.total_count).toBe(5);
    expect(first.headers.get('link')).toContain('rel="next"');
    const all = await get<Search>(`/github/search/issues?q=${q}&per_page=100`, GH_AUTH);
    // Best match: GitHub's own order, neither by number nor by date (`sort` asks for one).
    expect(all.body.items.map(({ number }) => number).sort((a, b) => a - b)).toEqual([
      7, 12, 88, 3990, 4021,
    ]);
    expect(all.body.items.map(({ number }) => number)).not.toEqual([4021, 3990, 88, 12, 7]);
    const byDate = await get<Search>(
      `/github/search/issues?q=${q}&per_page=100&sort=created&order=desc`,
      GH_AUTH,
    );
    expect(byDate.body.items.map(({ number }) => number)).toEqual([4021, 88, 7, 12, 3990]);
    expect(all.body.items.find(({ number }) => number === 4021)?.repository_url).toMatch(
      /\/github\/repos\/big-corp\/framework$/,
    );
    const anonymous = await get<Search>(`/github/search/issues?q=${q}&per_page=100`);
    expect(anonymous.body.items.map(({ number }) => number)).not.toContain(12);
    // With a token, `is:public` leaves the private repository's pull request out.
    const publicOnly = await get<Search>(
      `/github/search/issues?q=${encodeURIComponent('type:pr author:octo-dev is:merged is:public -user:octo-dev')}&per_page=100`,
      GH_AUTH,
    );
    expect(publicOnly.body.items.map(({ number }) => number)).not.toContain(12);
    expect(publicOnly.body.total_count).toBe(4);
    expect((await get(`/github/search/issues?q=${encodeURIComponent('is:open')}`)).status).toBe(
      422,
    );
    expect((await get('/github/repos/big-corp/framework')).status).toBe(200);
  });

  it('GET /search/issues answers as GitHub’s search: 1,000 results reachable, merged: ranges, timeouts', async () => {
    const other = await startMockApi({
      scenario: withSearchTimingOut(withManyMergedPullRequests(SCENARIO, 1500)),
    });
    try {
      const search = async (query: string, extra = '') => {
        const response = await fetch(
          `${other.githubUrl}/search/issues?q=${encodeURIComponent(query)}&per_page=100${extra}`,
        );
        return {
          status: response.status,
          link: response.headers.get('link') ?? '',
          body: (await response.json()) as {
            total_count: number;
            incomplete_results: boolean;
            items: unknown[];
            message?: string;
          },
        };
      };
      const base = 'type:pr author:octo-dev is:merged -user:octo-dev';
      const first = await search(base);
      // Timed out: what it found by then, said so.
      expect(first.body).toMatchObject({ total_count: 752, incomplete_results: true });
      const last = await search(base, '&page=8');
      expect([last.status, last.body.items.length]).toEqual([200, 52]);
      other.serve(withManyMergedPullRequests(SCENARIO, 1500));
      const whole = await search(base);
      expect(whole.body).toMatchObject({ total_count: 1504, incomplete_results: false });
      // The last page reachable is the tenth; the eleventh is GitHub's 422.
      expect(whole.link).toContain('page=10>; rel="last"');
      expect((await search(base, '&page=10')).body.items).toHaveLength(100);
      const eleventh = await search(base, '&page=11');
      expect([eleventh.status, eleventh.body.message]).toEqual([
        422,
        'Only the first 1000 search results are available',
      ]);
      // Two a day back from 2026-10-01: a range of merge dates holds what it says.
      expect((await search(`${base} merged:2026-09-01..2026-09-30`)).body.total_count).toBe(60);
      expect((await search(`${base} merged:>=2026-10-01`)).body.total_count).toBe(2);
      expect((await search(`${base} merged:2026-09-30`)).body.total_count).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('GET /repos/:o/:r of a renamed repository’s old name answers GitHub’s 301 to /repositories/:id', async () => {
    const other = await startMockApi({
      scenario: withRenamedRepository(SCENARIO, 'indie-dev/tiny-lib', 'tiny-org/tiny-lib'),
    });
    try {
      const moved = await fetch(`${other.githubUrl}/repos/indie-dev/tiny-lib`, {
        redirect: 'manual',
      });
      expect(moved.status).toBe(301);
      const location = moved.headers.get('location') ?? '';
      expect(location).toMatch(/\/github\/repositories\/\d+$/);
      expect(await moved.json()).toMatchObject({ message: 'Moved Permanently', url: location });
      const repo = (await (await fetch(location)).json()) as { full_name: string };
      expect(repo.full_name).toBe('tiny-org/tiny-lib');
      // The search still names the repository by the name its pull request went to.
      const found = (await (
        await fetch(
          `${other.githubUrl}/search/issues?q=${encodeURIComponent('type:pr author:octo-dev is:merged')}`,
        )
      ).json()) as { items: { number: number; repository_url: string }[] };
      expect(found.items.find(({ number }) => number === 7)?.repository_url).toMatch(
        /\/repos\/indie-dev\/tiny-lib$/,
      );
    } finally {
      await other.close();
    }
  });

  it('GET /users/:u answers the public profile, 60 requests an hour without a token', async () => {
    const { status, body, headers } = await get<GitHubPublicUserJson & Record<string, unknown>>(
      '/github/users/octo-dev',
    );
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('plan');
    expect(body).not.toHaveProperty('total_private_repos');
    expect(headers.get('x-ratelimit-limit')).toBe('60');
    expect((await get('/github/users/nobody-here')).status).toBe(404);
  });

  it('accepts the token as "token <t>" or "Bearer <t>", and rejects any other', async () => {
    expect((await get('/github/user', { authorization: `Bearer ${GITHUB_TOKEN}` })).status).toBe(
      200,
    );
    for (const authorization of ['token wrong', `Basic ${GITHUB_TOKEN}`, 'Bearer']) {
      const { status, body } = await get('/github/users/octo-dev', { authorization });
      expect(status).toBe(401);
      expect(body).toEqual({
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401',
      });
    }
  });

  it.each(['/user', '/user/orgs', '/user/repos'])('GET %s requires a token', async (path) => {
    const { status, body } = await get(`/github${path}`);
    expect(status).toBe(401);
    expect(body).toMatchObject({ message: 'Requires authentication', status: '401' });
  });

  it('lists the organizations; the public list only those with a public membership', async () => {
    expect((await get<GitHubOrgJson[]>('/github/user/orgs', GH_AUTH)).body).toHaveLength(2);
    expect((await get<GitHubOrgJson[]>('/github/users/octo-dev/orgs')).body).toHaveLength(2);

    const hidden: Scenario = {
      ...SCENARIO,
      github: {
        ...SCENARIO.github,
        orgs: SCENARIO.github.orgs.map((org) => ({
          ...org,
          publicMember: org.json.login === 'acme-labs',
        })),
      },
    };
    const other = await startMockApi({ scenario: hidden });
    try {
      const response = await fetch(`${other.githubUrl}/users/octo-dev/orgs`);
      const orgs = (await response.json()) as GitHubOrgJson[];
      expect(orgs.map((org) => org.login)).toEqual(['acme-labs']);
    } finally {
      await other.close();
    }
  });

  it('GET /user/repos lists own, collaborator and member repositories by full name', async () => {
    const all = (await get<GitHubRepoJson[]>('/github/user/repos?per_page=100', GH_AUTH)).body;
    expect(all.map((repo) => repo.full_name)).toEqual([
      'acme-labs/acme-website',
      'acme-labs/data-pipes',
      'acme-labs/secret-internal',
      'acme-labs/widget-engine',
      'octo-dev/cli-kit',
      'octo-dev/dotfiles',
      'octo-dev/old-blog',
      'octo-dev/portfolio',
      'octo-dev/private-notes',
      'octo-dev/react-fork',
      'open-tools-collective/difference-engine',
      'open-tools-collective/empty-repo',
      'open-tools-collective/toolbox',
      'someone-else/forked-lib',
    ]);
  });

  it('GET /users/:u/repos lists only public repositories, without permissions', async () => {
    const publicRepos = ['cli-kit', 'dotfiles', 'old-blog', 'portfolio', 'react-fork'];
    const { body } = await get<GitHubRepoJson[]>('/github/users/octo-dev/repos');
    expect(names(body)).toEqual(publicRepos);
    expect(body[0]).not.toHaveProperty('permissions');
    expect(
      names((await get<GitHubRepoJson[]>('/github/users/octo-dev/repos', GH_AUTH)).body),
    ).toEqual(publicRepos);
  });

  it('GET /orgs/:org/repos hides private repositories from anonymous callers', async () => {
    const anonymous = await get<GitHubRepoJson[]>('/github/orgs/acme-labs/repos');
    // Newest first, GitHub's default order for organization repositories.
    expect(names(anonymous.body)).toEqual(['data-pipes', 'widget-engine', 'acme-website']);
    const member = await get<GitHubRepoJson[]>('/github/orgs/acme-labs/repos', GH_AUTH);
    expect(names(member.body)).toContain('secret-internal');
    expect((await get('/github/orgs/no-such-org/repos')).status).toBe(404);
  });

  it('lists branches; an empty repository has none', async () => {
    const { body } = await get<GitHubBranchJson[]>(
      '/github/repos/acme-labs/widget-engine/branches',
    );
    expect(names(body)).toEqual(['develop', 'main']);
    expect((await get('/github/repos/open-tools-collective/empty-repo/branches')).body).toEqual([]);
    expect((await get('/github/repos/acme-labs/nope/branches')).status).toBe(404);
  });

  it('lists commits newest first, by branch (sha) and by author', async () => {
    const base = '/github/repos/acme-labs/widget-engine/commits';
    const main = (await get<GitHubCommitJson[]>(`${base}?sha=main&per_page=100`)).body;
    expect(shas(main)).toEqual(
      [9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => fakeSha(`widget-engine-${n}`)),
    );
    const develop = (await get<GitHubCommitJson[]>(`${base}?sha=develop`)).body;
    expect(shas(develop)).toEqual(shas(main));
    const own = (await get<GitHubCommitJson[]>(`${base}?sha=main&author=octo-dev`)).body;
    expect(own).toHaveLength(5);
    expect(own.every((commit) => commit.author?.login === 'octo-dev')).toBe(true);
    // GitHub also matches the author's e-mail.
    expect((await get<GitHubCommitJson[]>(`${base}?author=octo@example.org`)).body).toHaveLength(5);
    // From a SHA, the history that reaches it.
    const fromC4 = (await get<GitHubCommitJson[]>(`${base}?sha=${fakeSha('widget-engine-4')}`))
      .body;
    expect(fromC4).toHaveLength(4);
  });

  it('answers 409 for the commits of an empty repository, 404 for an unknown SHA', async () => {
    const empty = await get('/github/repos/open-tools-collective/empty-repo/commits');
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({ message: 'Git Repository is empty.', status: '409' });
    const unknown = await get('/github/repos/acme-labs/data-pipes/commits?sha=no-such-branch');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'No commit found for SHA: no-such-branch' });
  });

  it('paginates with per_page and a link header', async () => {
    const base = '/github/repos/acme-labs/widget-engine/commits';
    const first = await get<GitHubCommitJson[]>(`${base}?sha=main&per_page=4`);
    expect(first.body).toHaveLength(4);
    const link = first.headers.get('link') ?? '';
    expect(link).toContain(`<${api.githubUrl}/repos/acme-labs/widget-engine/commits?sha=main`);
    expect(link).toMatch(/per_page=4&page=2>; rel="next"/);
    expect(link).toMatch(/per_page=4&page=3>; rel="last"/);
    const last = await get<GitHubCommitJson[]>(`${base}?sha=main&per_page=4&page=3`);
    expect(shas(last.body)).toEqual([fakeSha('widget-engine-1')]);
    expect(last.headers.get('link')).toMatch(/rel="prev".*rel="first"/);
    expect((await get(`${base}?sha=main`)).headers.get('link')).toBeNull();
  });

  it('hides private repositories from anonymous callers behind a 404', async () => {
    const path = '/github/repos/acme-labs/secret-internal/languages';
    expect((await get(path)).status).toBe(404);
    expect((await get(path, GH_AUTH)).body).toEqual({ Go: 9800 });
  });
});

describe('GitLab', () => {
  it('GET /projects?owned=true lists every own project, with pagination headers', async () => {
    const { status, headers, body } = await get<GitLabProjectJson[]>(
      '/gitlab/api/v4/projects?owned=true',
      GL_AUTH,
    );
    expect(status).toBe(200);
    expect(names(body)).toEqual(['infra-scripts', 'internal-tool']);
    expect(headers.get('x-total')).toBe('2');
    expect(headers.get('x-total-pages')).toBe('1');
    expect(headers.get('x-per-page')).toBe('20');
    expect(headers.get('x-page')).toBe('1');
    expect(headers.get('x-next-page')).toBe('');
  });

  it('paginates with per_page, x-next-page and a link header', async () => {
    const { headers, body } = await get<GitLabProjectJson[]>(
      '/gitlab/api/v4/projects?owned=true&per_page=1',
      GL_AUTH,
    );
    expect(body).toHaveLength(1);
    expect(headers.get('x-next-page')).toBe('2');
    expect(headers.get('x-total-pages')).toBe('2');
    expect(headers.get('link')).toContain(
      `<${api.gitlabUrl}/api/v4/projects?owned=true&per_page=1&page=2>; rel="next"`,
    );
  });

  it('lists starred projects with a token', async () => {
    const starred = await get<GitLabProjectJson[]>('/gitlab/api/v4/projects?starred=true', GL_AUTH);
    expect(names(starred.body)).toEqual(['awesome-selfhosted']);
  });

  it('GET /users/:u/projects shows anonymous callers only public projects', async () => {
    const { body } = await get<GitLabProjectJson[]>('/gitlab/api/v4/users/octo-gl/projects');
    expect(names(body)).toEqual(['infra-scripts']);
    expect(body[0]).not.toHaveProperty('permissions');
    const ghost = await get('/gitlab/api/v4/users/ghost/projects');
    expect(ghost).toMatchObject({ status: 404, body: { message: '404 User Not Found' } });
  });

  it.each([
    ['/gitlab/api/v4/projects?owned=true', {}],
    ['/gitlab/api/v4/projects?starred=true', {}],
    ['/gitlab/api/v4/groups', {}],
    ['/gitlab/api/v4/groups', { 'private-token': 'wrong' }],
    ['/gitlab/api/v4/users/octo-gl/projects', { authorization: 'Bearer wrong' }],
  ])('GET %s %j → 401', async (path, headers: Record<string, string>) => {
    expect(await get(path, headers)).toMatchObject({
      status: 401,
      body: { message: '401 Unauthorized' },
    });
  });

  it('accepts the token as an OAuth Bearer token too', async () => {
    const { status } = await get('/gitlab/api/v4/groups', {
      authorization: `Bearer ${GITLAB_TOKEN}`,
    });
    expect(status).toBe(200);
  });
});

describe('feeds', () => {
  it('revalidates a feed with its ETag: 304 without a body', async () => {
    const first = await fetch(api.feeds.atom);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toBe(`"${createHash('sha1').update(ATOM_FEED).digest('hex')}"`);
    expect(first.headers.get('last-modified')).toMatch(/ GMT$/);
    const again = await fetch(api.feeds.atom, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    await expect(again.text()).resolves.toBe('');
    expect(api.count({ service: 'feeds', status: 304 })).toBe(1);
  });

  it('follows fail(), hang() and malformed() rules for the feeds service', async () => {
    api.fail({ service: 'feeds', path: '/rss.xml', status: 500, times: 1 });
    const failed = await fetch(api.feeds.rss);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('etag')).toBeNull();
    await expect(failed.text()).resolves.toBe('500 Internal Server Error');
    expect((await fetch(api.feeds.rss)).status).toBe(200);

    api.fail({
      service: 'feeds',
      path: '/atom.xml',
      status: 200,
      body: '<!DOCTYPE html><html><body>Log in</body></html>',
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
    const page = await fetch(api.feeds.atom);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');

    api.malformed({ service: 'feeds', path: '/rss.xml' });
    const broken = await fetch(api.feeds.rss);
    expect(broken.headers.get('content-type')).toBe(FEED_ROUTES.rss.contentType);
    await expect(broken.text()).resolves.toBe(RSS_FEED.slice(0, Math.floor(RSS_FEED.length / 2)));

    api.hang({ service: 'feeds', path: '/feed.json' });
    const controller = new AbortController();
    const hung = fetch(api.feeds.json, { signal: controller.signal });
    await eventually(() => api.count({ service: 'feeds', path: '/feed.json' }) === 1);
    controller.abort();
    await expect(hung).rejects.toThrow();
  });

  it('keeps feed rules away from the APIs, and API rules away from the feeds', async () => {
    api.fail({ service: 'feeds', path: /^\//, status: 503 });
    api.fail({ service: 'github', path: /^\//, status: 502 });
    expect((await fetch(`${api.githubUrl}/users/octo-dev`)).status).toBe(502);
    expect((await fetch(api.feeds.rss)).status).toBe(503);
    expect((await fetch(`${api.gitlabUrl}/api/v4/users/octo-gl/projects`)).status).toBe(200);
  });
});

describe('conditional requests', () => {
  const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');

  it('GitHub tags every successful answer with the SHA-1 of its body', async () => {
    const response = await fetch(`${api.githubUrl}/user/repos?per_page=2`, { headers: GH_AUTH });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(`"${sha1(text)}"`);
    expect(response.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    const lastModified = response.headers.get('last-modified') ?? '';
    expect(lastModified).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    expect(Date.parse(lastModified)).toBeLessThanOrEqual(Date.now());
    // Another page is another body, and another tag; the date is the server's.
    const next = await fetch(`${api.githubUrl}/user/repos?per_page=2&page=2`, { headers: GH_AUTH });
    expect(next.headers.get('etag')).not.toBe(response.headers.get('etag'));
    expect(next.headers.get('last-modified')).toBe(lastModified);
  });

  it('GitLab tags them with a weak MD5 tag', async () => {
    const response = await fetch(`${api.gitlabUrl}/api/v4/groups`, { headers: GL_AUTH });
    const text = await response.text();
    expect(response.headers.get('etag')).toBe(`W/"${md5(text)}"`);
    expect(response.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    expect(response.headers.get('last-modified')).toMatch(/ GMT$/);
  });

  it('tags no failure and no answer to another method', async () => {
    for (const path of ['/github/users/nobody-here', '/gitlab/api/v4/nope', '/github/user']) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('etag')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    }
    const post = await fetch(`${api.githubUrl}/user`, { method: 'POST', headers: GH_AUTH });
    expect(post.headers.get('etag')).toBeNull();
  });

  it('GitHub answers 304 without a body when If-None-Match holds the tag', async () => {
    const first = await get('/github/users/octo-dev/repos');
    const etag = first.headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, `W/${etag}`, `"0000", ${etag}`, '*']) {
      const response = await fetch(`${api.githubUrl}/users/octo-dev/repos`, {
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.status).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('last-modified')).toBe(first.headers.get('last-modified'));
      expect(response.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('x-github-request-id')).toMatch(/^[0-9A-F]+:3C2D:/);
      expect(response.headers.get('x-ratelimit-limit')).toBe('60');
    }
    for (const ifNoneMatch of ['"0000"', etag.slice(1, -1), '']) {
      const response = await get('/github/users/octo-dev/repos', { 'if-none-match': ifNoneMatch });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(first.body);
    }
    // "*" matches a current answer only: a 404 stays a 404.
    expect((await get('/github/users/nobody-here', { 'if-none-match': '*' })).status).toBe(404);
  });

  it('GitLab answers 304 too, comparing weakly', async () => {
    const first = await get('/gitlab/api/v4/users/octo-gl/projects');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    for (const ifNoneMatch of [etag, etag.slice(2)]) {
      const response = await get('/gitlab/api/v4/users/octo-gl/projects', {
        'if-none-match': ifNoneMatch,
      });
      expect(response.status).toBe(304);
      expect(response.body).toBeUndefined();
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]+$/);
    }
  });

  it('answers 304 to If-Modified-Since at or after the last change, unless If-None-Match differs', async () => {
    const first = await get('/github/users/octo-dev');
    const lastModified = first.headers.get('last-modified') ?? '';
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    const later = new Date(Date.parse(lastModified) + 60_000).toUTCString();
    const status = async (headers: Record<string, string>) =>
      (await get('/github/users/octo-dev', headers)).status;
    expect(await status({ 'if-modified-since': lastModified })).toBe(304);
    expect(await status({ 'if-modified-since': later })).toBe(304);
    expect(await status({ 'if-modified-since': earlier })).toBe(200);
    expect(await status({ 'if-modified-since': 'yesterday' })).toBe(200);
    expect(await status({ 'if-modified-since': lastModified, 'if-none-match': '"0000"' })).toBe(
      200,
    );
  });

  it('a failure rule and bad credentials win over a 304', async () => {
    const etag = (await get('/github/user', GH_AUTH)).headers.get('etag') ?? '';
    const conditional = { ...GH_AUTH, 'if-none-match': etag };
    api.fail({ path: '/user', status: 503, times: 1 });
    expect((await get('/github/user', conditional)).status).toBe(503);
    expect((await get('/github/user', conditional)).status).toBe(304);
    const wrong = await get('/github/user', {
      authorization: 'token wrong',
      'if-none-match': etag,
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Bad credentials' } });
    expect(wrong.headers.get('etag')).toBeNull();
  });
});

describe('request log', () => {
  it('records the status of each answer, in arrival order', async () => {
    api.delay({ path: '/users/octo-dev', ms: 100, times: 1 });
    const slow = get('/github/users/octo-dev');
    await eventually(() => api.requests.length === 1);
    await get('/github/users/nobody-here');
    // Held back: arrived first, not answered yet.
    expect(api.requests.map((request) => request.status)).toEqual([undefined, 404]);
    await slow;
    await get('/github/user', { authorization: 'token wrong' });
    await get('/gitlab/api/v4/groups', GL_AUTH);
    expect(api.requests.map(({ path, status }) => ({ path, status }))).toEqual([
      { path: '/users/octo-dev', status: 200 },
      { path: '/users/nobody-here', status: 404 },
      { path: '/user', status: 401 },
      { path: '/api/v4/groups', status: 200 },
    ]);
  });

  it('count() counts by service, status and path', async () => {
    await get('/github/users/octo-dev');
    await get('/github/users/octo-dev/repos');
    await get('/github/users/nobody-here');
    await get('/gitlab/api/v4/users/octo-gl/projects');
    expect(api.count()).toBe(4);
    expect(api.count({ service: 'github' })).toBe(3);
    expect(api.count({ service: 'gitlab', status: 200 })).toBe(1);
    expect(api.count({ status: 404 })).toBe(1);
    expect(api.count({ path: '/users/octo-dev' })).toBe(1);
    expect(api.count({ path: /^\/users\/octo-dev/ })).toBe(2);
    expect(api.count({ service: 'github', status: 200, path: /repos$/ })).toBe(1);
  });
});

describe('faults', () => {
  /** Settles to the status, or to "network error" when the connection broke. */
  const outcome = (promise: Promise<Response>) =>
    promise.then(
      (response) => response.status,
      () => 'network error' as const,
    );

  it('hang() leaves requests without an answer until reset() cuts them', async () => {
    api.hang({ path: '/user', times: 1 });
    const hung = outcome(fetch(`${api.githubUrl}/user`, { headers: GH_AUTH }));
    await eventually(() => api.requests.length === 1);
    // Others pass, and the hung one has no status.
    expect((await get('/github/user/orgs', GH_AUTH)).status).toBe(200);
    const settled = await Promise.race([hung, sleep(150).then(() => 'still waiting')]);
    expect(settled).toBe('still waiting');
    expect(api.requests[0]?.path).toBe('/user');
    expect(api.requests[0]?.status).toBeUndefined();
    api.reset();
    expect(await hung).toBe('network error');
    expect((await get('/github/user', GH_AUTH)).status).toBe(200);
  });

  it('close() ends hung, dripping and delayed answers', async () => {
    const other = await startMockApi();
    other.hang({ path: '/users/octo-dev' });
    other.drip({ path: '/users/octo-dev/repos', intervalMs: 10_000 });
    other.delay({ path: '/users/octo-dev/orgs', ms: 60_000 });
    const hung = outcome(fetch(`${other.githubUrl}/users/octo-dev`));
    const delayed = outcome(fetch(`${other.githubUrl}/users/octo-dev/orgs`));
    const dripping = await fetch(`${other.githubUrl}/users/octo-dev/repos`);
    expect(dripping.status).toBe(200);
    const body = dripping.text().then(
      () => 'complete',
      () => 'cut',
    );
    await eventually(() => other.requests.length === 3);
    const started = Date.now();
    await other.close();
    expect(await hung).toBe('network error');
    expect(await delayed).toBe('network error');
    expect(await body).toBe('cut');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('drip() sends the headers at once and the body a byte at a time', async () => {
    api.drip({ path: '/user', intervalMs: 300 });
    const full = JSON.stringify(SCENARIO.github.user);
    const controller = new AbortController();
    const started = Date.now();
    const response = await fetch(`${api.githubUrl}/user`, {
      headers: GH_AUTH,
      signal: controller.signal,
    });
    expect(Date.now() - started).toBeLessThan(250);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(full)));
    expect(response.headers.get('etag')).toBe(`"${createHash('sha1').update(full).digest('hex')}"`);
    expect(response.headers.get('x-ratelimit-used')).toBe('1');
    expect(api.requests[0]?.status).toBe(200);
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(first?.value).toEqual(new Uint8Array([full.charCodeAt(0)]));
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    controller.abort();
    await expect(reader?.read()).rejects.toThrow();
  });

  it('malformed() answers 200 with JSON that does not parse', async () => {
    api.malformed({ path: '/user/orgs' });
    api.malformed({ service: 'gitlab', path: '/api/v4/groups' });
    const full = JSON.stringify(SCENARIO.github.orgs.map((org) => org.json));
    const response = await fetch(`${api.githubUrl}/user/orgs`, { headers: GH_AUTH });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await response.text();
    expect(text).toBe(full.slice(0, Math.floor(full.length / 2)));
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
    // Octokit hands such a body over as text: only its caller can tell that it is broken.
    const octokit = new Octokit({ baseUrl: api.githubUrl, auth: GITHUB_TOKEN });
    const { data } = await octokit.rest.orgs.listForAuthenticatedUser();
    expect(typeof data).toBe('string');
    // Even an empty list comes out broken.
    const groups = await fetch(`${api.gitlabUrl}/api/v4/groups?page=9`, { headers: GL_AUTH });
    expect(await groups.text()).toBe('[');
  });

  it('the first rule added wins, whatever its kind; each counts its own `times`', async () => {
    api.malformed({ path: '/users/octo-dev', times: 1 });
    api.fail({ path: /^\/users\//, status: 502, times: 2 });
    api.refuse({ path: '/users/octo-dev', times: 1 });
    const text = async (path: string) => {
      const response = await fetch(`${api.githubUrl}${path}`);
      return `${response.status} ${(await response.text()).slice(0, 1)}`;
    };
    expect(await text('/users/octo-dev')).toBe('200 {');
    expect(await text('/users/octo-dev')).toBe('502 {');
    expect(await text('/users/octo-dev/repos')).toBe('502 {');
    expect(await outcome(fetch(`${api.githubUrl}/users/octo-dev`))).toBe('network error');
    expect(await text('/users/octo-dev')).toBe('200 {');
  });
});

describe('test controls', () => {
  it('records requests without prefix, with query and credentials', async () => {
    await get('/github/user/repos?per_page=100&affiliation=owner', GH_AUTH);
    await get('/gitlab/api/v4/projects?owned=true', GL_AUTH);
    await fetch(`${api.githubUrl}/user`, { method: 'OPTIONS' });
    expect(api.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        service: 'github',
        path: '/user/repos',
        query: { per_page: '100', affiliation: 'owner' },
        authorization: `token ${GITHUB_TOKEN}`,
      }),
      expect.objectContaining({
        method: 'GET',
        service: 'gitlab',
        path: '/api/v4/projects',
        query: { owned: 'true' },
        privateToken: GITLAB_TOKEN,
      }),
    ]);
    expect(api.requests[0]).not.toHaveProperty('privateToken');
  });

  it('fail() answers with the rule, for `times` requests, matching service and method', async () => {
    api.fail({ path: '/user/repos', status: 502, times: 1 });
    api.fail({ service: 'gitlab', path: /^\/api\/v4\/groups$/, status: 500, body: 'oops' });
    api.fail({ method: 'POST', path: '/user', status: 418 });

    const failed = await get('/github/user/repos', GH_AUTH);
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({
      message: 'Bad Gateway',
      documentation_url: 'https://docs.github.com/rest',
      status: '502',
    });
    expect(failed.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/github/user/repos', GH_AUTH)).status).toBe(200);

    const response = await fetch(`${api.gitlabUrl}/api/v4/groups`, { headers: GL_AUTH });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('oops');
    expect((await get('/github/user', GH_AUTH)).status).toBe(200);

    api.fail({ service: 'gitlab', path: '/api/v4/projects', status: 503 });
    expect(await get('/gitlab/api/v4/projects')).toMatchObject({
      status: 503,
      body: { message: '503 Service Unavailable' },
    });
  });

  it('rateLimited() is GitHub’s 403 for an exhausted primary limit', async () => {
    api.fail(rateLimited());
    const { status, body, headers } = await get('/github/users/octo-dev');
    expect(status).toBe(403);
    expect(body).toEqual({
      message:
        "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
      documentation_url:
        'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
    });
    expect(headers.get('x-ratelimit-remaining')).toBe('0');
    const reset = Number(headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(reset).toBeLessThan(Date.now() / 1000 + 3700);
    expect((await get('/gitlab/api/v4/users/octo-gl/projects')).status).toBe(200);
  });

  it('delay() holds matching requests back', async () => {
    api.delay({ path: '/users/octo-dev', ms: 150 });
    const started = Date.now();
    await get('/github/users/octo-dev/repos');
    expect(Date.now() - started).toBeLessThan(140);
    await get('/github/users/octo-dev');
    expect(Date.now() - started).toBeGreaterThanOrEqual(145);
  });

  it('reset() forgets every kind of rule, and the recorded requests', async () => {
    await get('/github/users/octo-dev');
    api.fail({ path: /.*/, status: 500 });
    api.delay({ path: /.*/, ms: 5000 });
    api.hang({ path: /.*/ });
    api.drip({ path: /.*/, intervalMs: 1000 });
    api.malformed({ path: /.*/ });
    api.refuse({ path: /.*/ });
    api.reset();
    const started = Date.now();
    expect((await get('/github/users/octo-dev')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(api.requests).toHaveLength(1);
  });
});

describe('CORS', () => {
  it.each([
    ['/github/user/repos', GH_AUTH],
    ['/github/nope', {}],
    ['/gitlab/api/v4/groups', {}],
  ])('%s exposes the headers clients read', async (path, headers: Record<string, string>) => {
    const response = await get(path, headers);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    for (const name of [
      'link',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'x-total',
      'x-next-page',
    ]) {
      expect(exposed).toContain(name);
    }
  });

  it('answers preflights with 204 and the allowed headers', async () => {
    const response = await fetch(`${api.gitlabUrl}/api/v4/projects?owned=true`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'private-token',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const name of [
      'authorization',
      'private-token',
      'content-type',
      'x-github-api-version',
      'user-agent',
    ]) {
      expect(allowed).toContain(name);
    }
    expect(api.requests).toEqual([]);
  });
});

describe('with the official clients', () => {
  it('Octokit follows the pagination links and sends the token GitHub expects', async () => {
    const octokit = new Octokit({ baseUrl: api.githubUrl, auth: GITHUB_TOKEN });
    const repos = await octokit.paginate(octokit.rest.repos.listForAuthenticatedUser, {
      per_page: 3,
    });
    expect(repos).toHaveLength(SCENARIO.github.repos.length);
    expect(api.requests.filter((request) => request.path === '/user/repos')).toHaveLength(
      Math.ceil(SCENARIO.github.repos.length / 3),
    );
    await expect(
      new Octokit({
        baseUrl: api.githubUrl,
        auth: 'wrong',
        log: QUIET,
      }).rest.users.getAuthenticated(),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('Gitbeaker follows the pagination links and sends the token GitLab expects', async () => {
    const options = { host: api.gitlabUrl, token: GITLAB_TOKEN };
    const owned = await new Projects(options).all({ owned: true, perPage: 1, maxPages: 10 });
    expect(owned.map((project) => project.name)).toEqual(['infra-scripts', 'internal-tool']);
    // Gitbeaker's option types omit starredOnly, which its Projects.all reads (as the app does).
    const starredOf = { userId: 'octo-gl', starredOnly: true };
    const anonymous = await new Projects({ host: api.gitlabUrl }).all(starredOf);
    expect(anonymous.map((project) => project.name)).toEqual(['awesome-selfhosted']);
    const groups = await new Groups(options).all();
    expect(groups.map((group) => group.full_path)).toEqual(['platform-team', 'private-guild']);
  });
});

describe('avatars', () => {
  let withAvatars: MockApi;
  beforeAll(async () => {
    withAvatars = await startMockApi({ githubToken: GITHUB_TOKEN, avatars: true });
  });
  afterAll(() => withAvatars.close());

  it('point at the mock in every GitHub answer with `avatars: true`', async () => {
    const user = await fetch(`${withAvatars.githubUrl}/user`, { headers: GH_AUTH });
    const profile = (await user.json()) as GitHubUserJson;
    expect(profile.avatar_url).toBe(`${withAvatars.url}/avatars/u/${profile.id}?v=4`);
    for (const path of ['/user/orgs', '/user/repos', '/repos/acme-labs/widget-engine/commits']) {
      const text = await (
        await fetch(`${withAvatars.githubUrl}${path}`, { headers: GH_AUTH })
      ).text();
      expect(text).toContain(`"${withAvatars.url}/avatars/u/`);
      expect(text).not.toContain('avatars.githubusercontent.com');
    }
  });

  it('serve a photo-like JPEG of a real upload’s weight, 460 px unless `s=` asks otherwise', async () => {
    const response = await fetch(`${withAvatars.url}/avatars/u/583231?v=4`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const jpeg = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(jpeg.length));
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 460, height: 460 });
    // What GitHub sends for an uploaded photo, not a 2 KB identicon that would flatter the bench.
    expect(jpeg.length).toBeGreaterThanOrEqual(60 * 1024);
    expect(jpeg.length).toBeLessThanOrEqual(100 * 1024);

    const small = Buffer.from(
      await (await fetch(`${withAvatars.url}/avatars/u/583231?v=4&s=96`)).arrayBuffer(),
    );
    expect(await sharp(small).metadata()).toMatchObject({ width: 96, height: 96 });
    expect((await fetch(`${withAvatars.url}/avatars/u/not-an-id`)).status).toBe(404);
  });

  it('revalidate an avatar with its ETag', async () => {
    const first = await fetch(`${withAvatars.url}/avatars/u/583231?v=4&s=192`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${withAvatars.url}/avatars/u/583231?v=4&s=192`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('are not recorded as API requests', async () => {
    withAvatars.reset();
    await fetch(`${withAvatars.url}/avatars/u/1?v=4`);
    expect(withAvatars.requests).toEqual([]);
  });
});

describe('a GitHub rate limit that runs out (githubRateLimitLeft)', () => {
  let limited: MockApi;
  beforeAll(async () => {
    limited = await startMockApi({ githubToken: GITHUB_TOKEN, githubRateLimitLeft: 3 });
  });
  afterEach(() => limited.reset());
  afterAll(() => limited.close());

  const call = async (path: string, headers: Record<string, string> = GH_AUTH) => {
    const response = await fetch(`${limited.githubUrl}${path}`, { headers });
    const body = (await response.text()) || 'null';
    return {
      status: response.status,
      remaining: response.headers.get('x-ratelimit-remaining'),
      limit: response.headers.get('x-ratelimit-limit'),
      etag: response.headers.get('etag') ?? '',
      body: JSON.parse(body) as unknown,
    };
  };

  it('counts down from the allowance, then answers GitHub’s 403 with 0 left', async () => {
    const answers = [];
    for (let n = 0; n < 5; n += 1) answers.push(await call('/user'));
    expect(answers.map(({ status, remaining, limit }) => [status, remaining, limit])).toEqual([
      [200, '2', '5000'],
      [200, '1', '5000'],
      [200, '0', '5000'],
      [403, '0', '5000'],
      [403, '0', '5000'],
    ]);
    expect(answers[3]?.body).toMatchObject({
      message: expect.stringMatching(/^API rate limit exceeded for user ID/),
    });
    expect(limited.count({ status: 403 })).toBe(2);
  });

  it('answers an authorized request 304 for free, even with nothing left', async () => {
    const { etag } = await call('/user');
    const revalidated = await call('/user', { ...GH_AUTH, 'if-none-match': etag });
    expect([revalidated.status, revalidated.remaining]).toEqual([304, '2']);
    await call('/user/orgs');
    await call('/user/repos');
    expect((await call('/user/orgs')).status).toBe(403);
    const again = await call('/user', { ...GH_AUTH, 'if-none-match': etag });
    expect([again.status, again.remaining]).toEqual([304, '0']);
  });

  it('counts a 304 of an anonymous request', async () => {
    const { etag, remaining } = await call(`/users/${SCENARIO.github.user.login}`, {});
    expect(remaining).toBe('2');
    const revalidated = await call(`/users/${SCENARIO.github.user.login}`, {
      'if-none-match': etag,
    });
    expect([revalidated.status, revalidated.remaining]).toEqual([304, '1']);
  });

  it('starts again from the allowance after reset()', async () => {
    for (let n = 0; n < 3; n += 1) await call('/user');
    expect((await call('/user')).status).toBe(403);
    limited.reset();
    expect(await call('/user')).toMatchObject({ status: 200, remaining: '2' });
  });
});

describe('another world at the same address (serve)', () => {
  afterEach(() => {
    api.serve(SCENARIO);
    api.limitGitHub(undefined);
  });

  it('answers what changed with a new entity tag, and the rest 304', async () => {
    const world = createScenario();
    const widget = world.github.repos.find((repo) => repo.json.name === 'widget-engine');
    if (!widget) throw new Error('no widget-engine in the scenario');
    const main = '/github/repos/acme-labs/widget-engine/branches';
    const other = '/github/repos/acme-labs/data-pipes/branches';
    const [before, unchanged] = [await get(main, GH_AUTH), await get(other, GH_AUTH)];

    // main moves: one commit more on top of its head.
    const [head] = widget.branches[0]?.commits ?? [];
    if (!head) throw new Error('no head');
    const followUp = githubCommit(
      'acme-labs',
      'widget-engine',
      fakeSha('follow-up'),
      null,
      {},
      {
        parentShas: [head.sha],
      },
    );
    api.serve({
      ...world,
      github: {
        ...world.github,
        repos: world.github.repos.map((repo) =>
          repo === widget
            ? {
                ...repo,
                branches: repo.branches.map((branch, index) =>
                  index === 0 ? { ...branch, commits: [followUp, ...branch.commits] } : branch,
                ),
              }
            : repo,
        ),
      },
    });
    const after = await get<GitHubBranchJson[]>(main, {
      ...GH_AUTH,
      'if-none-match': before.headers.get('etag') ?? '',
    });
    expect(after.status).toBe(200);
    expect(after.body.find((branch) => branch.name === 'main')?.commit.sha).toBe(followUp.sha);
    const revalidated = await get(other, {
      ...GH_AUTH,
      'if-none-match': unchanged.headers.get('etag') ?? '',
    });
    expect(revalidated.status).toBe(304);
  });

  it('limits GitHub’s rate limit from now on (limitGitHub)', async () => {
    api.limitGitHub(1);
    expect((await get('/github/user', GH_AUTH)).status).toBe(200);
    expect((await get('/github/user', GH_AUTH)).status).toBe(403);
    api.limitGitHub(undefined);
    expect((await get('/github/user', GH_AUTH)).status).toBe(200);
    api.limitGitHub(2);
    expect(await get('/github/user', GH_AUTH)).toMatchObject({ status: 200 });
    expect((await get('/github/user', GH_AUTH)).headers.get('x-ratelimit-remaining')).toBe('0');
  });
});

describe('an installation token (installationToken: GitHub Actions’ GITHUB_TOKEN)', () => {
  const INSTALLATION_TOKEN = 'ghs_FAKE-installation-not-a-real-token';
  const AS_INSTALLATION = { authorization: `token ${INSTALLATION_TOKEN}` };
  let withInstallation: MockApi;
  beforeAll(async () => {
    withInstallation = await startMockApi({
      githubToken: GITHUB_TOKEN,
      installationToken: INSTALLATION_TOKEN,
    });
  });
  afterEach(() => withInstallation.reset());
  afterAll(() => withInstallation.close());

  async function call<T = unknown>(path: string, headers: Record<string, string>) {
    const response = await fetch(`${withInstallation.githubUrl}${path}`, { headers });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as T,
    };
  }

  it.each([
    ['/user', 'https://docs.github.com/rest/users/users#get-the-authenticated-user'],
    [
      '/user/repos',
      'https://docs.github.com/rest/repos/repos#list-repositories-for-the-authenticated-user',
    ],
    [
      '/user/orgs',
      'https://docs.github.com/rest/orgs/orgs#list-organizations-for-the-authenticated-user',
    ],
    [
      '/user/social_accounts',
      'https://docs.github.com/rest/users/social-accounts#list-social-accounts-for-the-authenticated-user',
    ],
    ['/user/emails', 'https://docs.github.com/rest'],
  ])('answers GET %s with GitHub’s 403 for an integration', async (path, documentation) => {
    const { status, body, headers } = await call(path, AS_INSTALLATION);
    expect(status).toBe(403);
    expect(body).toEqual({
      message: 'Resource not accessible by integration',
      documentation_url: documentation,
      status: '403',
    });
    expect(headers.get('retry-after')).toBeNull();
    expect(headers.get('x-ratelimit-limit')).toBe('1000');
  });

  it('reads the public endpoints like an anonymous caller, on its own limit of 1000 an hour', async () => {
    const first = await call<GitHubRepoJson[]>('/users/octo-dev/repos', AS_INSTALLATION);
    expect(first.status).toBe(200);
    const anonymous = await call<GitHubRepoJson[]>('/users/octo-dev/repos', {});
    expect(first.body).toEqual(anonymous.body);
    expect(first.body.some((repo) => repo.private)).toBe(false);
    expect(first.body.every((repo) => !('permissions' in repo))).toBe(true);
    expect(first.headers.get('x-oauth-scopes')).toBeNull();
    expect([first.headers.get('x-ratelimit-limit'), first.headers.get('x-ratelimit-used')]).toEqual(
      ['1000', '1'],
    );
    const second = await call('/users/octo-dev/orgs', AS_INSTALLATION);
    expect(second.headers.get('x-ratelimit-remaining')).toBe('998');
    expect(anonymous.headers.get('x-ratelimit-limit')).toBe('60');
  });

  it('keeps the user’s token working beside it, and records who sent what', async () => {
    expect((await call('/user', GH_AUTH)).status).toBe(200);
    expect(
      (await call('/user', { authorization: 'token ghs_FAKE-someone-else-not-a-real-token' }))
        .status,
    ).toBe(401);
    expect(withInstallation.requests.map((request) => request.authorization)).toEqual([
      `token ${GITHUB_TOKEN}`,
      'token ghs_FAKE-someone-else-not-a-real-token',
    ]);
  });
});

describe('branch lists longer than a page', () => {
  let manyBranches: MockApi;
  beforeAll(async () => {
    manyBranches = await startMockApi({
      scenario: withDependabotBranches(SCENARIO, 'acme-labs/widget-engine', 130),
    });
  });
  afterAll(() => manyBranches.close());

  it('paginates branches with per_page (at most 100) and link headers', async () => {
    const base = `${manyBranches.githubUrl}/repos/acme-labs/widget-engine/branches`;
    const first = await fetch(`${base}?per_page=100`);
    const firstPage = (await first.json()) as GitHubBranchJson[];
    expect(firstPage).toHaveLength(100);
    expect(names(firstPage)).not.toContain('main');
    expect(first.headers.get('link')).toBe(
      `<${base}?per_page=100&page=2>; rel="next", <${base}?per_page=100&page=2>; rel="last"`,
    );
    const second = await fetch(`${base}?per_page=100&page=2`);
    const secondPage = (await second.json()) as GitHubBranchJson[];
    expect(names(secondPage)).toEqual([
      ...Array.from({ length: 30 }, (_, index) => dependabotBranch(index + 101)),
      'develop',
      'main',
    ]);
    expect(second.headers.get('link')).toMatch(/rel="prev".*rel="first"/);
    // GitHub's default page is 30, and a page asked larger than 100 holds 100.
    expect((await (await fetch(base)).json()) as unknown[]).toHaveLength(30);
    expect((await (await fetch(`${base}?per_page=500`)).json()) as unknown[]).toHaveLength(100);
  });
});
