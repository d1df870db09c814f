/** @jest-environment node */
import {
  FORGEJO_NOT_FOUND_MESSAGE,
  forgejoRepo,
  forgejoUser,
  type ForgejoHeatmapEntryJson,
  type ForgejoOrganizationJson,
  type ForgejoRepositoryJson,
  type ForgejoUserJson,
} from '../answers/forgejo';
import { startMockApi, type MockApi } from '../mockApi';
import {
  FORGEJO_TOKEN,
  FORGEJO_USERNAME,
  SCENARIO,
  type Scenario,
  type ScenarioForgejo,
} from '../worlds/scenario';

const WORLD = SCENARIO.forgejo as ScenarioForgejo;
const SWAGGER = 'https://forgejo.example.org/api/swagger';
const AUTH = { authorization: `token ${FORGEJO_TOKEN}` };

let api: MockApi;
let base: string;

beforeAll(async () => {
  api = await startMockApi();
  base = `${api.url}/forgejo/api/v1`;
});
afterEach(() => {
  api.reset();
  api.serve(SCENARIO);
});
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
  const response = await fetch(`${base}${path}`, { headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T,
  };
}

const names = (repos: readonly ForgejoRepositoryJson[]) => repos.map((repo) => repo.full_name);

/** The default world with `count` more public repositories of the user's. */
function withManyRepos(count: number, overrides: Partial<ScenarioForgejo> = {}): Scenario {
  const owner = WORLD.repos[0]?.json.owner ?? forgejoUser(FORGEJO_USERNAME);
  const extra = Array.from({ length: count }, (_, index) => ({
    json: forgejoRepo(owner, `bulk-${String(index).padStart(3, '0')}`, { id: 900_000 + index }),
    languages: {},
  }));
  return { ...SCENARIO, forgejo: { ...WORLD, repos: [...WORLD.repos, ...extra], ...overrides } };
}

describe('Forgejo: who calls', () => {
  it('answers /version to anybody, in Forgejo’s form', async () => {
    const answer = await get<{ version: string }>('/version');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ version: '11.0.3+gitea-1.22.0' });
    expect(answer.headers.get('content-type')).toBe('application/json;charset=utf-8');
  });

  it('answers 401 with its APIError to a token it does not know, on every route', async () => {
    for (const path of [
      '/version',
      `/users/${FORGEJO_USERNAME}`,
      `/users/${FORGEJO_USERNAME}/repos`,
    ]) {
      const answer = await get(path, { authorization: 'token not-the-token' });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        message: 'user does not exist [uid: 0, name: ]',
        url: SWAGGER,
      });
    }
    expect(api.count({ service: 'forgejo', status: 401 })).toBe(3);
  });

  it('takes the token as `token`, `bearer` or the deprecated query parameter', async () => {
    expect((await get('/user', AUTH)).status).toBe(200);
    expect((await get('/user', { authorization: `Bearer ${FORGEJO_TOKEN}` })).status).toBe(200);
    expect((await get(`/user?access_token=${FORGEJO_TOKEN}`)).status).toBe(200);
  });

  it('answers /user only with a token ("token is required")', async () => {
    const anonymous = await get('/user');
    expect(anonymous).toMatchObject({
      status: 401,
      body: { message: 'token is required', url: SWAGGER },
    });
    const own = await get<ForgejoUserJson>('/user', AUTH);
    expect(own.body).toMatchObject({
      login: FORGEJO_USERNAME,
      username: FORGEJO_USERNAME,
      email: 'octo@example.org',
      language: 'en-US',
      active: true,
    });
  });

  it('shows anybody else the public fields of a user, with a placeholder e-mail', async () => {
    const { body } = await get<ForgejoUserJson>(`/users/${FORGEJO_USERNAME}`);
    expect(body).toMatchObject({
      login: FORGEJO_USERNAME,
      full_name: 'Octo Dev',
      email: `${FORGEJO_USERNAME}@noreply.forgejo.example.org`,
      login_name: '',
      language: '',
      last_login: '0001-01-01T00:00:00Z',
      active: false,
      website: 'https://octo.dev',
      pronouns: 'they/them',
    });
  });

  it('answers an unknown user with UserAssignmentAPI’s 404', async () => {
    const answer = await get('/users/nobody-here/repos');
    expect(answer).toMatchObject({
      status: 404,
      body: { message: 'user redirect does not exist [name: nobody-here]', url: SWAGGER },
    });
  });

  it('answers any other path with ctx.NotFound()’s body', async () => {
    const answer = await get('/no/such/route');
    expect(answer).toMatchObject({
      status: 404,
      body: { message: FORGEJO_NOT_FOUND_MESSAGE, url: SWAGGER, errors: [] },
    });
  });

  it('has no instance in a world without a Forgejo part', async () => {
    const { forgejo: _omitted, ...withoutForgejo } = SCENARIO;
    api.serve(withoutForgejo);
    expect((await get('/version')).status).toBe(404);
  });
});

describe('Forgejo: repositories', () => {
  it('never shows the private repository to an anonymous caller', async () => {
    const { body, headers } = await get<ForgejoRepositoryJson[]>(
      `/users/${FORGEJO_USERNAME}/repos`,
    );
    expect(names(body)).not.toContain(`${FORGEJO_USERNAME}/secret-diary`);
    expect(body.every((repo) => !repo.private)).toBe(true);
    expect(body).toHaveLength(6);
    expect(headers.get('x-total-count')).toBe('6');
    expect(body.every((repo) => repo.permissions.admin === false)).toBe(true);
    // Ordered by id, as listUserRepos asks the database.
    const ids = body.map((repo) => repo.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('shows it to the token, with the owner’s permissions', async () => {
    const { body, headers } = await get<ForgejoRepositoryJson[]>(
      `/users/${FORGEJO_USERNAME}/repos`,
      AUTH,
    );
    expect(names(body)).toContain(`${FORGEJO_USERNAME}/secret-diary`);
    expect(headers.get('x-total-count')).toBe('7');
    expect(body[0]?.permissions).toEqual({ admin: true, push: true, pull: true });
  });

  it('answers Forgejo’s shapes: null topics, offsets in times, the zero mirror time', async () => {
    const { body } = await get<ForgejoRepositoryJson[]>(`/users/${FORGEJO_USERNAME}/repos`);
    const notes = body.find((repo) => repo.name === 'forge-notes');
    expect(notes).toMatchObject({
      topics: null,
      mirror_updated: '0001-01-01T00:00:00Z',
      html_url: `https://forgejo.example.org/${FORGEJO_USERNAME}/forge-notes`,
      languages_url: `https://forgejo.example.org/api/v1/repos/${FORGEJO_USERNAME}/forge-notes/languages`,
    });
    expect(notes?.updated_at).toMatch(/\+02:00$/);
  });

  it('lists an organization’s public repositories; the token sees its private one', async () => {
    const anonymous = await get<ForgejoRepositoryJson[]>('/orgs/fj-collective/repos');
    expect(names(anonymous.body)).toEqual(['fj-collective/shared-lib']);
    const member = await get<ForgejoRepositoryJson[]>('/orgs/fj-collective/repos', AUTH);
    expect(names(member.body).sort()).toEqual([
      'fj-collective/internal-plans',
      'fj-collective/shared-lib',
    ]);
  });

  it('hides an organization that is not public from anonymous callers', async () => {
    expect(await get('/orgs/members-guild/repos')).toMatchObject({
      status: 404,
      body: { message: 'HasOrgOrUserVisible', errors: [] },
    });
    expect((await get('/orgs/members-guild/repos', AUTH)).status).toBe(200);
    expect(await get('/orgs/no-such-org/repos')).toMatchObject({
      status: 404,
      body: {
        message: 'GetOrgByName',
        errors: ['user redirect does not exist [name: no-such-org]'],
      },
    });
  });

  it('answers the languages of a repository, and 404 for a private one to anybody else', async () => {
    const languages = await get<Record<string, number>>(
      `/repos/${FORGEJO_USERNAME}/static-site/languages`,
    );
    expect(languages.body).toEqual({ Go: 21000, HTML: 8200, CSS: 1400 });
    const hidden = await get(`/repos/${FORGEJO_USERNAME}/secret-diary/languages`);
    expect(hidden).toMatchObject({
      status: 404,
      body: { message: FORGEJO_NOT_FOUND_MESSAGE, errors: [] },
    });
    expect((await get(`/repos/${FORGEJO_USERNAME}/secret-diary/languages`, AUTH)).status).toBe(200);
  });
});

describe('Forgejo: token-only lists', () => {
  it('answers the organizations and the stars to a signed-in caller only', async () => {
    for (const path of [`/users/${FORGEJO_USERNAME}/orgs`, `/users/${FORGEJO_USERNAME}/starred`]) {
      expect(await get(path)).toMatchObject({
        status: 401,
        body: { message: 'token is required', url: SWAGGER },
      });
    }
    const orgs = await get<ForgejoOrganizationJson[]>(`/users/${FORGEJO_USERNAME}/orgs`, AUTH);
    expect(orgs.body.map((org) => [org.name, org.visibility])).toEqual([
      ['fj-collective', 'public'],
      ['members-guild', 'limited'],
    ]);
    const starred = await get<ForgejoRepositoryJson[]>(`/users/${FORGEJO_USERNAME}/starred`, AUTH);
    expect(names(starred.body)).toEqual([
      'someone-else/awesome-forgejo',
      'fj-collective/shared-lib',
      'octo-fj/secret-diary',
      'members-guild/guild-tools',
    ]);
    expect(starred.headers.get('x-total-count')).toBe('4');
  });
});

describe('Forgejo: pagination', () => {
  it('caps `limit` at MAX_RESPONSE_ITEMS and links next and last as Forgejo writes them', async () => {
    api.serve(withManyRepos(120));
    const first = await get<ForgejoRepositoryJson[]>(
      `/users/${FORGEJO_USERNAME}/repos?limit=100&page=1`,
    );
    expect(first.body).toHaveLength(50);
    expect(first.headers.get('x-total-count')).toBe('126');
    const self = `${base}/users/${FORGEJO_USERNAME}/repos`;
    // Entries joined by a bare ",", the query sorted by key, `limit` as the caller wrote it.
    expect(first.headers.get('link')).toBe(
      `<${self}?limit=100&page=2>; rel="next",<${self}?limit=100&page=3>; rel="last"`,
    );
    expect(first.headers.get('access-control-expose-headers')).toBe('Link, X-Total-Count');
  });

  it('links all four relations from a middle page, and first and prev from the last', async () => {
    api.serve(withManyRepos(120));
    const self = `${base}/users/${FORGEJO_USERNAME}/repos`;
    const middle = await get(`/users/${FORGEJO_USERNAME}/repos?page=2&limit=50`);
    expect(middle.headers.get('link')).toBe(
      [
        `<${self}?limit=50&page=3>; rel="next"`,
        `<${self}?limit=50&page=3>; rel="last"`,
        `<${self}?limit=50&page=1>; rel="first"`,
        `<${self}?limit=50&page=1>; rel="prev"`,
      ].join(','),
    );
    const last = await get<unknown[]>(`/users/${FORGEJO_USERNAME}/repos?page=3&limit=50`);
    expect(last.body).toHaveLength(26);
    expect(last.headers.get('link')).toBe(
      `<${self}?limit=50&page=1>; rel="first",<${self}?limit=50&page=2>; rel="prev"`,
    );
  });

  it('takes 30 a page without `limit` (or with one that is no number), none past the end', async () => {
    api.serve(withManyRepos(120));
    expect((await get<unknown[]>(`/users/${FORGEJO_USERNAME}/repos`)).body).toHaveLength(30);
    expect((await get<unknown[]>(`/users/${FORGEJO_USERNAME}/repos?limit=ten`)).body).toHaveLength(
      30,
    );
    const past = await get<unknown[]>(`/users/${FORGEJO_USERNAME}/repos?limit=50&page=9`);
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('126');
    expect(past.headers.get('link')).not.toContain('rel="next"');
  });

  it('sends no Link header for a list that fits one page, and follows the world’s cap', async () => {
    const one = await get(`/users/${FORGEJO_USERNAME}/repos`);
    expect(one.headers.get('link')).toBeNull();
    expect(one.headers.get('access-control-expose-headers')).toBe('X-Total-Count');
    api.serve(withManyRepos(0, { maxResponseItems: 4 }));
    const capped = await get<unknown[]>(`/users/${FORGEJO_USERNAME}/repos?limit=50`);
    expect(capped.body).toHaveLength(4);
    expect(capped.headers.get('link')).toContain('page=2>; rel="next"');
  });
});

describe('Forgejo: heatmap', () => {
  const heatmapWorld = (overrides: Partial<ScenarioForgejo>): Scenario => ({
    ...SCENARIO,
    forgejo: { ...WORLD, ...overrides },
  });

  it('answers the last 371 days in 15-minute buckets, oldest first', async () => {
    const { body } = await get<ForgejoHeatmapEntryJson[]>(`/users/${FORGEJO_USERNAME}/heatmap`);
    expect(body.map((entry) => entry.contributions)).toEqual([2, 3, 4]);
    expect(body.every((entry) => entry.timestamp % 900 === 0)).toBe(true);
  });

  it('answers [] to anybody but the user when they keep their activity private', async () => {
    api.serve(heatmapWorld({ keepActivityPrivate: true }));
    expect((await get(`/users/${FORGEJO_USERNAME}/heatmap`)).body).toEqual([]);
    // The user's own token: their public buckets, and their private work (one bucket more).
    expect((await get<unknown[]>(`/users/${FORGEJO_USERNAME}/heatmap`, AUTH)).body).toHaveLength(4);
  });

  it('counts the private work in to the user’s own token only', async () => {
    const sum = (entries: readonly ForgejoHeatmapEntryJson[]) =>
      entries.reduce((total, entry) => total + entry.contributions, 0);
    const anonymous = await get<ForgejoHeatmapEntryJson[]>(`/users/${FORGEJO_USERNAME}/heatmap`);
    const own = await get<ForgejoHeatmapEntryJson[]>(`/users/${FORGEJO_USERNAME}/heatmap`, AUTH);
    expect(sum(anonymous.body)).toBe(9);
    expect(sum(own.body)).toBe(9 + 20 + 30);
    expect(new Set(own.body.map((entry) => entry.timestamp)).size).toBe(own.body.length);
  });

  it('answers 404 when the instance disables the heatmap', async () => {
    api.serve(heatmapWorld({ heatmapDisabled: true }));
    expect(await get(`/users/${FORGEJO_USERNAME}/heatmap`)).toMatchObject({
      status: 404,
      body: { message: FORGEJO_NOT_FOUND_MESSAGE, url: SWAGGER, errors: [] },
    });
  });
});

describe('Forgejo: faults', () => {
  it('fails with Forgejo’s error body, or is down', async () => {
    api.fail({ service: 'forgejo', path: /\/repos$/, status: 500, times: 1 });
    expect(await get(`/users/${FORGEJO_USERNAME}/repos`)).toMatchObject({
      status: 500,
      body: { message: '', url: SWAGGER },
    });
    api.fail({ service: 'forgejo', path: '/api/v1/version', status: 503, times: 1 });
    expect(await get('/version')).toMatchObject({
      status: 503,
      body: { message: 'Service Unavailable', url: SWAGGER },
    });
    api.refuse({ service: 'forgejo', path: /^\// });
    await expect(fetch(`${base}/version`)).rejects.toThrow();
    // Other services are untouched by a Forgejo rule.
    expect((await fetch(`${api.url}/gitlab/api/v4/users?username=octo-gl`)).status).toBe(200);
  });
});
