/** @jest-environment node */
import nock from 'nock';
import { hang, startScriptedServer } from '../../test/support/scriptedServer';
import {
  CODEBERG_URL,
  createLookups,
  LookupError,
  MAX_REQUESTS,
  type LookupOptions,
} from './lookups';

const API = 'https://api.github.com';
const GITLAB = 'https://gitlab.example.org';
const TOKEN = 'ghp_FAKElookupTestToken0123456789';

/** The transport's rules with short waits between attempts. */
const FAST = { github: { baseDelayMs: 1 }, gitlab: { baseDelayMs: 1 } } as const;

const lookups = (options: Partial<LookupOptions> = {}) =>
  createLookups({ githubApiUrl: API, ...options });

async function failure(promise: Promise<unknown>): Promise<LookupError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(LookupError);
    return error as LookupError;
  }
  throw new Error('expected a LookupError');
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});
afterAll(() => nock.enableNetConnect());

describe('setup lookups', () => {
  it('looks up a user with the token as a Bearer header, in GitHub spelling', async () => {
    nock(API, { reqheaders: { authorization: `Bearer ${TOKEN}` } })
      .get('/users/octo-dev')
      .reply(200, { login: 'Octo-Dev', name: 'Octo', blog: 'octo.dev', email: null });
    await expect(lookups({ token: TOKEN }).user('octo-dev')).resolves.toEqual({
      login: 'Octo-Dev',
      name: 'Octo',
      blog: 'octo.dev',
      email: null,
    });
  });

  it('sends no Authorization header without a token, and answers null for a 404', async () => {
    nock(API, { badheaders: ['authorization'] })
      .get('/users/nobody')
      .reply(404, { message: 'Not Found' });
    await expect(lookups().user('nobody')).resolves.toBeNull();
  });

  it('keeps the asked login when GitHub answers another one', async () => {
    nock(API).get('/users/octo-dev').reply(200, { login: 'evil/../x', name: 7 });
    await expect(lookups().user('octo-dev')).resolves.toMatchObject({
      login: 'octo-dev',
      name: null,
    });
  });

  it('lists public organization repositories by name, without private ones', async () => {
    nock(API)
      .get('/orgs/acme-labs/repos')
      .query({ per_page: '100' })
      .reply(200, [
        { name: 'zeta', private: false, owner: { login: 'Acme-Labs' } },
        { name: 'Alpha', private: false, fork: true },
        { name: 'secret', private: true },
        { name: 'bad name\u001b[31m', private: false },
        { name: 'beta', archived: true },
      ]);
    await expect(lookups().orgRepos('acme-labs')).resolves.toEqual({
      org: 'Acme-Labs',
      repos: [
        { name: 'Alpha', description: null, fork: true, archived: false },
        { name: 'beta', description: null, fork: false, archived: true },
        { name: 'zeta', description: null, fork: false, archived: false },
      ],
      complete: true,
    });
  });

  it('finds a GitLab user of the same name, without sending the GitHub token', async () => {
    nock(GITLAB, { badheaders: ['authorization', 'private-token'] })
      .get('/api/v4/users')
      .query({ username: 'octo-dev' })
      .reply(200, [{ username: 'Octo-Dev' }]);
    await expect(lookups({ token: TOKEN }).gitlabUser(`${GITLAB}/`, 'octo-dev')).resolves.toBe(
      'Octo-Dev',
    );
    nock(GITLAB).get('/api/v4/users').query({ username: 'octo-dev' }).reply(200, []);
    await expect(lookups().gitlabUser(GITLAB, 'octo-dev')).resolves.toBeNull();
  });

  it('asks again after a 502, as the build’s and the doctor’s client do (one transport)', async () => {
    nock(API)
      .get('/users/octo-dev')
      .reply(502)
      .get('/users/octo-dev')
      .reply(200, { login: 'octo-dev' });
    await expect(lookups({ tuning: FAST }).user('octo-dev')).resolves.toMatchObject({
      login: 'octo-dev',
    });
  });

  it('sends nothing more once GitHub said its rate limit is used up', async () => {
    const reset = Math.floor(Date.now() / 1000) + 600;
    nock(API)
      .get('/users/a')
      .reply(
        403,
        { message: 'API rate limit exceeded' },
        {
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(reset),
        },
      );
    const client = lookups({ tuning: FAST });
    expect((await failure(client.user('a'))).message).toContain('rate limit is used up until');
    // No interceptor for /users/b: had it been sent, nock would have failed it as unreachable.
    expect((await failure(client.user('b'))).message).toContain('rate limit is used up');
  });

  it('stops at a secondary rate limit still in force after the transport waited, as GitHub says it', async () => {
    const secondary = {
      message: 'You have exceeded a secondary rate limit. Please wait a few minutes.',
    };
    nock(API)
      .get('/users/a')
      .times(4)
      .reply(403, secondary, { 'x-ratelimit-remaining': '4990', 'retry-after': '0' });
    const client = lookups({ tuning: FAST });
    expect((await failure(client.user('a'))).message).toBe(
      "GitHub's rate limit is used up. Try again later, or set GITHUB_TOKEN in the environment for 5,000 requests an hour.",
    );
    expect((await failure(client.user('b'))).message).toContain('rate limit is used up');
    nock.cleanAll();
  });

  it('reads a 403 that is no rate limit as an answer, and asks on', async () => {
    nock(API)
      .get('/users/a')
      .reply(403, { message: 'Resource not accessible' }, { 'x-ratelimit-remaining': '4990' })
      .get('/users/b')
      .reply(200, { login: 'b' });
    const client = lookups({ tuning: FAST });
    expect((await failure(client.user('a'))).message).toBe(
      'GitHub answered 403 for https://api.github.com/users/a: Resource not accessible',
    );
    await expect(client.user('b')).resolves.toMatchObject({ login: 'b' });
  });

  it('gives up when the answer takes longer, each attempt the transport makes', async () => {
    nock(API).get('/users/octo-dev').times(3).delay(500).reply(200, { login: 'octo-dev' });
    const error = await failure(lookups({ tuning: { ...FAST, timeoutMs: 50 } }).user('octo-dev'));
    expect(error.message).toBe(
      'GitHub did not answer within 50 ms (https://api.github.com/users/octo-dev)',
    );
  });

  it('gives up on a GitLab that never answers once the lookup’s own time is over', async () => {
    const gitlab = await startScriptedServer();
    gitlab.reply(hang);
    nock.enableNetConnect('127.0.0.1');
    try {
      const started = Date.now();
      // Each attempt would wait 2 s, and GitLab's rules make eleven: the lookup's 300 ms end them.
      const slow = { timeoutMs: 2000, gitlab: { baseDelayMs: 1 } };
      const error = await failure(
        lookups({ lookupMs: 300, tuning: slow }).gitlabUser(gitlab.url, 'octo-dev'),
      );
      expect(error.message).toBe(
        `GitLab did not answer within 300 ms (${gitlab.url}/api/v4/users)`,
      );
      expect(Date.now() - started).toBeLessThan(1500);
      expect(gitlab.requests).toHaveLength(1);
    } finally {
      nock.disableNetConnect();
      await gitlab.close();
    }
  });

  it('finds a Codeberg user of the same name, in its spelling, without a token', async () => {
    nock(CODEBERG_URL, { badheaders: ['authorization'] })
      .get('/api/v1/users/octo-dev')
      .reply(200, { id: 1, login: 'Octo-Dev', full_name: 'Octo' });
    nock(CODEBERG_URL)
      .get('/api/v1/users/nobody')
      .reply(404, { message: 'user redirect does not exist [name: nobody]' });
    const client = lookups({ token: TOKEN });
    await expect(client.forgejoUser(CODEBERG_URL, 'octo-dev')).resolves.toBe('Octo-Dev');
    await expect(client.forgejoUser(`${CODEBERG_URL}/`, 'nobody')).resolves.toBeNull();
  });

  it('makes at most MAX_REQUESTS requests', async () => {
    nock(API).get('/users/x').times(MAX_REQUESTS).reply(404);
    const client = lookups();
    for (let index = 0; index < MAX_REQUESTS; index += 1) await client.user('x');
    expect(client.used).toBe(MAX_REQUESTS);
    const error = await failure(client.user('x'));
    expect(error.message).toContain(`at most ${MAX_REQUESTS} requests`);
  });

  it('does not follow a redirect with the token', async () => {
    nock(API).get('/users/octo-dev').reply(301, '', { location: 'https://elsewhere.example/x' });
    const error = await failure(lookups({ token: TOKEN }).user('octo-dev'));
    expect(error.message).toContain('GitHub answered 301');
  });

  it('does not follow GitLab’s redirect to the cloud metadata address, nor read it', async () => {
    nock(GITLAB)
      .get('/api/v4/users')
      .query({ username: 'octo-dev' })
      .reply(302, '', { location: 'http://169.254.169.254/latest/meta-data/' });
    const metadata = nock('http://169.254.169.254')
      .get('/latest/meta-data/')
      .reply(200, [{ username: 'octo-dev' }]);
    const error = await failure(lookups().gitlabUser(GITLAB, 'octo-dev'));
    expect(error.message).toBe(
      `GitLab at ${GITLAB}: refused the redirect to http://169.254.169.254/latest/meta-data/: ` +
        'a link-local address (169.254.169.254)',
    );
    expect(metadata.isDone()).toBe(false);
    nock.cleanAll();
  });

  it('asks the GitLab instance the owner names, whatever address it has', async () => {
    const selfHosted = 'http://10.0.0.8:8080';
    nock(selfHosted)
      .get('/api/v4/users')
      .query({ username: 'octo-dev' })
      .reply(200, [{ username: 'octo-dev' }]);
    await expect(lookups().gitlabUser(selfHosted, 'octo-dev')).resolves.toBe('octo-dev');
  });

  it('never puts the token in a message, whatever the server echoes', async () => {
    nock(API)
      .get('/users/octo-dev')
      .times(3)
      .reply(500, { message: `${'x'.repeat(140)} token ${TOKEN} is \u001b[31mbroken\u001b[0m` });
    const error = await failure(lookups({ token: TOKEN, tuning: FAST }).user('octo-dev'));
    // Not even the start of it, where the message is cut short.
    expect(error.message).not.toContain(TOKEN.slice(0, 8));
    expect(error.message).toContain('GitHub answered 500');
    expect(error.message).not.toContain('\u001b');
  });

  it('says the token was refused on a 401', async () => {
    nock(API).get('/users/octo-dev').reply(401, { message: 'Bad credentials' });
    const error = await failure(lookups({ token: TOKEN }).user('octo-dev'));
    expect(error.message).toContain('GitHub refused GITHUB_TOKEN');
  });

  it('refuses an answer that is not JSON', async () => {
    nock(API).get('/users/octo-dev').reply(200, '<html>');
    const error = await failure(lookups().user('octo-dev'));
    expect(error.message).toContain('not JSON');
  });
});
