/** @jest-environment node */
import { forgejoRepo, type ForgejoRepositoryJson } from '../../../mock/answers/forgejo';
import { startMockApi, type MockApi } from '../../../mock/mockApi';
import {
  FORGEJO_TOKEN,
  FORGEJO_USERNAME,
  SCENARIO,
  type Scenario,
  type ScenarioForgejo,
} from '../../../mock/worlds/scenario';
import { webUrlOrNull } from '../../domain/safeUrl';
import { unlimitedBudget } from '../transport/budget';
import { createTransport } from '../transport/createTransport';
import type { Fetch } from '../transport/policyFetch';
import { TransportError } from '../transport/transportError';
import {
  asApiError,
  createForgejoApi,
  ForgejoApiError,
  ForgejoNeedsTokenError,
  type ForgejoApiOptions,
} from './forgejoApi';

const WORLD = SCENARIO.forgejo as ScenarioForgejo;
const USER = FORGEJO_USERNAME;

let mock: MockApi;

beforeAll(async () => {
  mock = await startMockApi();
});
afterEach(() => {
  mock.reset();
  mock.serve(SCENARIO);
});
afterAll(() => mock.close());

/** The transport's Web lane (a host of the owner's choosing), its waits cut to a millisecond. */
function transportFetch(retries = 0): Fetch {
  return createTransport({
    runtime: 'build',
    budget: unlimitedBudget(),
    tuning: { timeoutMs: 2000, retryAfterCapMs: 50, web: { retries, baseDelayMs: 1 } },
  }).Web;
}

function forgejo({
  retries = 0,
  ...overrides
}: Partial<ForgejoApiOptions> & { retries?: number } = {}) {
  return createForgejoApi({
    url: `${mock.url}/forgejo`,
    username: USER,
    token: null,
    fetch: transportFetch(retries),
    safeUrl: webUrlOrNull,
    ...overrides,
  });
}

const withToken = (overrides: Partial<ForgejoApiOptions> = {}) =>
  forgejo({ token: FORGEJO_TOKEN, ...overrides });

const serveForgejo = (overrides: Partial<ScenarioForgejo>): void =>
  mock.serve({ ...SCENARIO, forgejo: { ...WORLD, ...overrides } });

const PUBLIC_OWN = [
  'static-site',
  'tiny-http',
  'forge-notes',
  'old-experiment',
  'fork-of-awesome',
  'mirrored-lib',
];

describe('Forgejo client: profile and version', () => {
  it('reads the version and the user, with checked URLs and UTC times', async () => {
    const api = forgejo();
    expect(api.authenticated).toBe(false);
    await expect(api.getVersion()).resolves.toBe('11.0.3+gitea-1.22.0');
    const user = await api.getUser();
    expect(user).toMatchObject({
      login: USER,
      fullName: 'Octo Dev',
      website: 'https://octo.dev/',
      htmlUrl: `https://forgejo.example.org/${USER}`,
      createdAt: '2022-09-14T16:02:11.000Z',
      followers: 7,
    });
    expect(user).not.toHaveProperty('email');
  });

  it('asks GET /user only with a token', async () => {
    await expect(forgejo().getAuthenticatedUser()).rejects.toBeInstanceOf(ForgejoNeedsTokenError);
    await expect(withToken().getAuthenticatedUser()).resolves.toMatchObject({ login: USER });
    const sent = mock.requests.filter((request) => request.service === 'forgejo');
    expect(sent.map((request) => [request.path, request.authorization])).toEqual([
      ['/api/v1/user', `token ${FORGEJO_TOKEN}`],
    ]);
  });
});

describe('Forgejo client: repositories', () => {
  it('pages through the list by page and limit until X-Total-Count is reached', async () => {
    const repos = await forgejo({ pageSize: 2 }).listRepos();
    expect(repos.map((repo) => repo.name).sort()).toEqual([...PUBLIC_OWN].sort());
    const pages = mock.requests.filter((request) => request.path.endsWith('/repos'));
    expect(pages.map((request) => request.query)).toEqual([
      { limit: '2', page: '1' },
      { limit: '2', page: '2' },
      { limit: '2', page: '3' },
    ]);
  });

  it('keeps asking when the instance caps `limit` below the one asked for', async () => {
    const owner = WORLD.repos[0]?.json.owner;
    if (!owner) throw new Error('the world has no repository');
    const bulk = Array.from({ length: 120 }, (_, index) => ({
      json: forgejoRepo(owner, `bulk-${index}`, { id: 800_000 + index }),
      languages: {},
    }));
    serveForgejo({ repos: [...WORLD.repos, ...bulk] });
    const repos = await forgejo({ pageSize: 100 }).listRepos();
    expect(repos).toHaveLength(126);
    expect(mock.count({ service: 'forgejo', path: `/api/v1/users/${USER}/repos` })).toBe(3);
  });

  it('never returns the private repository, even when the instance lists it (the token)', async () => {
    const anonymous = await forgejo().listRepos();
    const own = await withToken().listRepos();
    for (const repos of [anonymous, own]) {
      expect(repos.map((repo) => repo.name)).not.toContain('secret-diary');
      expect(repos).toHaveLength(6);
    }
    // The token's answer had it: the client left it out.
    expect(mock.count({ service: 'forgejo', path: `/api/v1/users/${USER}/repos` })).toBe(2);
  });

  it('maps Forgejo’s fields: null topics, offsets to UTC, flags', async () => {
    const repos = await forgejo().listRepos();
    expect(repos.find((repo) => repo.name === 'forge-notes')).toMatchObject({
      fullName: `${USER}/forge-notes`,
      topics: [],
      updatedAt: '2024-10-11T17:30:12.000Z',
      htmlUrl: `https://forgejo.example.org/${USER}/forge-notes`,
      website: null,
    });
    expect(repos.find((repo) => repo.name === 'mirrored-lib')).toMatchObject({ mirror: true });
    expect(repos.find((repo) => repo.name === 'old-experiment')).toMatchObject({ archived: true });
  });

  it('stops at the page cap whatever X-Total-Count claims', async () => {
    let calls = 0;
    const endless: Fetch = (input) => {
      calls += 1;
      const page = Number(new URL(String(input)).searchParams.get('page'));
      const items = [1, 2].map((n) => ({
        ...forgejoRepo(WORLD.user, `r${page}-${n}`),
        id: page * 10 + n,
      }));
      return Promise.resolve(
        new Response(JSON.stringify(items), {
          headers: { 'content-type': 'application/json', 'x-total-count': '999999999' },
        }),
      );
    };
    const repos = await forgejo({ fetch: endless, pageSize: 2, maxPages: 5 }).listRepos();
    expect(calls).toBe(5);
    expect(repos).toHaveLength(10);
  });

  it('stops when a page brings nothing new (an instance that ignores `page`)', async () => {
    let calls = 0;
    const same: Fetch = () => {
      calls += 1;
      const items = [
        forgejoRepo(WORLD.user, 'a', { id: 1 }),
        forgejoRepo(WORLD.user, 'b', { id: 2 }),
      ];
      return Promise.resolve(
        new Response(JSON.stringify(items), { headers: { 'x-total-count': '50' } }),
      );
    };
    expect(await forgejo({ fetch: same, pageSize: 2 }).listRepos()).toHaveLength(2);
    expect(calls).toBe(2);
  });

  it('treats every string as hostile', async () => {
    const owner = WORLD.user;
    const hostile: Partial<ForgejoRepositoryJson>[] = [
      {
        description: 'Nice\u202Egnp.exe\u0000 tool\nwith lines',
        html_url: 'javascript:alert(1)',
        website: ' https://ok.example/path ',
        topics: ['ok', '\u0007bell', 'x'.repeat(80)],
      },
      // Left out: no name Forgejo allows, no `private: false`, a full name of another repository.
      { name: '..', full_name: `${owner.login}/..` },
      { private: 'false' as unknown as boolean },
      { full_name: 'someone-else/elsewhere' },
    ];
    serveForgejo({
      repos: hostile.map((json, index) => ({
        json: forgejoRepo(owner, `hostile-${index}`, { id: 700 + index, ...json }),
        languages: {},
      })),
    });
    const repos = await forgejo().listRepos();
    expect(repos).toHaveLength(1);
    expect(repos[0]).toMatchObject({
      name: 'hostile-0',
      description: 'Nicegnp.exe tool with lines',
      htmlUrl: null,
      website: 'https://ok.example/path',
      topics: ['ok', 'bell', 'x'.repeat(50)],
    });
  });

  it('refuses a username that is no Forgejo name, without asking', async () => {
    await expect(forgejo({ username: '../admin' }).listRepos()).rejects.toMatchObject({
      kind: 'invalid',
    });
    expect(mock.count({ service: 'forgejo' })).toBe(0);
  });
});

describe('Forgejo client: organizations and stars', () => {
  it('needs a token for them, and asks nothing without one', async () => {
    await expect(forgejo().listOrgs()).rejects.toBeInstanceOf(ForgejoNeedsTokenError);
    await expect(forgejo().listStarredRepos()).rejects.toBeInstanceOf(ForgejoNeedsTokenError);
    expect(mock.count({ service: 'forgejo' })).toBe(0);
  });

  it('lists the public organizations and their public repositories', async () => {
    const orgs = await withToken().listOrgsWithRepos();
    expect(orgs.map(({ org, repos }) => [org.name, repos.map((repo) => repo.name)])).toEqual([
      ['fj-collective', ['shared-lib']],
    ]);
    expect(orgs[0]?.org).toMatchObject({
      fullName: 'Forgejo Collective',
      website: 'https://fj.example/',
      htmlUrl: `${mock.url}/forgejo/fj-collective`,
    });
  });

  it('leaves out a starred repository of an organization for members only', async () => {
    const listed = await withToken().listStarredRepos();
    // The token lists octo-fj/secret-diary (private) and members-guild/guild-tools (its owner is
    // "limited", the repository neither private nor internal): neither is public.
    expect(listed.map((repo) => repo.fullName)).not.toContain('members-guild/guild-tools');
    expect(listed.map((repo) => repo.fullName)).not.toContain('octo-fj/secret-diary');
  });

  it('lists the starred repositories', async () => {
    const starred = await withToken().listStarredRepos();
    expect(starred.map((repo) => repo.fullName)).toEqual([
      'someone-else/awesome-forgejo',
      'fj-collective/shared-lib',
    ]);
  });
});

describe('Forgejo client: languages and heatmap', () => {
  it('reads the languages, largest first', async () => {
    await expect(forgejo().getLanguages(USER, 'static-site')).resolves.toEqual([
      { name: 'Go', bytes: 21000 },
      { name: 'HTML', bytes: 8200 },
      { name: 'CSS', bytes: 1400 },
    ]);
    await expect(forgejo().getLanguages(USER, 'secret-diary')).rejects.toMatchObject({
      kind: 'not-found',
      status: 404,
    });
  });

  it('reads the heatmap’s buckets', async () => {
    const heatmap = await forgejo().getHeatmap();
    expect(heatmap.status).toBe('enabled');
    if (heatmap.status !== 'enabled') return;
    expect(heatmap.entries.map((entry) => entry.contributions)).toEqual([2, 3, 4]);
  });

  it('asks the heatmap without the token: the owner’s own view counts private work', async () => {
    const heatmap = await withToken().getHeatmap();
    expect(
      heatmap.status === 'enabled' && heatmap.entries.map((entry) => entry.contributions),
    ).toEqual([2, 3, 4]);
    const asked = mock.requests.filter((request) => request.path.endsWith('/heatmap'));
    expect(asked.map((request) => request.authorization)).toEqual([undefined]);
  });

  it('takes a 404 for a disabled heatmap, not a failure', async () => {
    serveForgejo({ heatmapDisabled: true });
    await expect(forgejo().getHeatmap()).resolves.toEqual({ status: 'disabled' });
  });
});

describe('Forgejo client: failures', () => {
  it('names a token the instance rejects (401), without the token', async () => {
    const error = (await forgejo({ token: 'forgejo_FAKE-wrong-token' })
      .listRepos()
      .catch((failure: unknown) => failure)) as ForgejoApiError;
    expect(error).toBeInstanceOf(ForgejoApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(error.message).toContain('user does not exist [uid: 0, name: ]');
    expect(error.message).not.toContain('wrong-token');
  });

  it('surfaces a 500 after the transport’s retry', async () => {
    mock.fail({ service: 'forgejo', path: `/api/v1/users/${USER}/repos`, status: 500 });
    await expect(forgejo({ retries: 1 }).listRepos()).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: expect.stringMatching(/^Request failed with status code 500 while fetching/),
    });
    expect(mock.count({ service: 'forgejo', status: 500 })).toBe(2);
  });

  it('names an instance that is down, with the transport’s error as the cause', async () => {
    mock.refuse({ service: 'forgejo', path: /^\// });
    const error = (await forgejo()
      .getVersion()
      .catch((failure: unknown) => failure)) as ForgejoApiError;
    expect(error).toMatchObject({ kind: 'unreachable', status: null });
    expect(error.cause).toBeInstanceOf(TransportError);
    expect(error.message).toMatch(/^Cannot reach Forgejo at http:\/\/127\.0\.0\.1:\d+\/forgejo/);
  });

  it('reports an answer that is no JSON', async () => {
    mock.malformed({ service: 'forgejo', path: '/api/v1/version' });
    await expect(forgejo().getVersion()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('turns its failures into the ApiError a snapshot records', async () => {
    mock.refuse({ service: 'forgejo', path: /^\// });
    const failure = await forgejo()
      .listRepos()
      .catch((error: unknown) => error);
    expect(asApiError(failure, 'the repositories')).toMatchObject({
      api: 'Forgejo',
      kind: 'unreachable',
      status: null,
    });
    const invalid = new ForgejoApiError('invalid', null, 'Forgejo answered … (no list).');
    expect(asApiError(invalid, 'x')).toMatchObject({ api: 'Forgejo', kind: 'malformed' });
    expect(asApiError(new TypeError('boom'), 'the repositories')).toMatchObject({
      api: 'Forgejo',
      kind: 'internal',
    });
  });

  it('takes the same name in other letters for the same user, as Forgejo does', async () => {
    const other: Scenario = {
      ...SCENARIO,
      forgejo: { ...WORLD, user: { ...WORLD.user, login: 'OCTO-FJ' } },
    };
    mock.serve(other);
    await expect(forgejo().getUser()).resolves.toMatchObject({ login: 'OCTO-FJ' });
  });
});
