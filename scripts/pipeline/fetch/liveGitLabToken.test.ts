/** @jest-environment node */
import nock from 'nock';
import { ConfigError } from '../../../src/config/configError';
import { parseConfig } from '../../../src/config/parseConfig';
import { SETTING_NAMES } from '../../../src/config/settingNames';
import { encryptToken } from '../../../src/lib/tokenCipher';
import { gitlabGroup, gitlabProject } from '../../../mock/answers/gitlab';
import { closedPort } from '../../../test/support/closedPort';
import { fastTransport } from '../../../test/support/fastTransport';
import { clientEnv } from '../settings/env';
import {
  checkLiveGitLabToken,
  checkLiveGitLabTokenOrStop,
  readAcceptPrivateGitLabToken,
  reachText,
} from './liveGitLabToken';
import { Stopped } from '../../lib/cli/stopped';

const GITLAB = 'https://gitlab.example.org';
const ACCEPT_SETTING = SETTING_NAMES.acceptPrivateGitLabToken;
const TOKEN = 'glpat-FAKE.live.check.token';

/** A live-mode owner with GitLab and a plain live GitLab token. */
const liveSettings = (overrides: Record<string, string> = {}) => ({
  REACT_APP_GITHUB_USERNAME: 'octo-dev',
  REACT_APP_DATA_MODE: 'live',
  REACT_APP_GITLAB_URL: GITLAB,
  REACT_APP_GITLAB_USERNAME: 'octo-gl',
  REACT_APP_GITLAB_TOKEN: TOKEN,
  ...overrides,
});

const check = (settings: Record<string, string>, env: Record<string, string> = {}) =>
  checkLiveGitLabToken(parseConfig(settings), { env, fetch: fastTransport().GitLab });

const withToken = (token = TOKEN) => nock(GITLAB, { reqheaders: { 'private-token': token } });

const memberProjects = (visibility: 'private' | 'internal') => ({
  membership: 'true',
  visibility,
  simple: 'true',
  per_page: '100',
});

/** GitLab's answers: the member projects of each visibility, and the member groups. */
function gitlabAnswers({
  privateProjects = 0,
  internalProjects = 0,
  groups = [] as ('public' | 'internal' | 'private')[],
  token = TOKEN,
} = {}) {
  const projects = (count: number, visibility: string) =>
    Array.from({ length: count }, (_, index) =>
      gitlabProject(1000 + index, `octo-gl/${visibility}-${index}`, {
        visibility: visibility as 'private',
      }),
    );
  withToken(token)
    .get('/api/v4/projects')
    .query(memberProjects('private'))
    .reply(200, projects(privateProjects, 'private'));
  withToken(token)
    .get('/api/v4/projects')
    .query(memberProjects('internal'))
    .reply(200, projects(internalProjects, 'internal'));
  withToken(token)
    .get('/api/v4/groups')
    .query({ min_access_level: '10', per_page: '100' })
    .reply(
      200,
      groups.map((visibility, index) => gitlabGroup(300 + index, `group-${index}`, { visibility })),
    );
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});
afterAll(() => nock.enableNetConnect());

describe('the live GitLab token check', () => {
  it('refuses a token whose user is in private or internal projects and groups, naming them by count', async () => {
    gitlabAnswers({ privateProjects: 3, groups: ['public', 'internal'] });
    await expect(check(liveSettings())).resolves.toEqual({
      kind: 'refused',
      line:
        'The live GitLab token (REACT_APP_GITLAB_TOKEN) can read 3 private projects and 1 internal ' +
        'group; every visitor gets this token. Use a token of an account that sees only public data, ' +
        'leave the live GitLab token out (the page then lists your public projects without one, but ' +
        'no groups), or set LIVE_ACCEPT_PRIVATE_GITLAB_TOKEN=true to accept this.',
    });
  });

  it('warns instead when the owner accepted it with LIVE_ACCEPT_PRIVATE_GITLAB_TOKEN=true', async () => {
    gitlabAnswers({ internalProjects: 1, groups: ['private', 'private'] });
    const result = await check(liveSettings(), { [ACCEPT_SETTING]: 'true' });
    expect(result.kind).toBe('accepted');
    expect('line' in result && result.line).toMatch(
      /^Warning: The live GitLab token \(REACT_APP_GITLAB_TOKEN\) can read 1 internal project and 2 private groups, and every visitor gets this token; accepted with LIVE_ACCEPT_PRIVATE_GITLAB_TOKEN=true\./,
    );
  });

  it('passes a token whose user is in public projects and groups only', async () => {
    gitlabAnswers({ groups: ['public'] });
    await expect(check(liveSettings())).resolves.toEqual({
      kind: 'public-only',
      line: 'Live GitLab token (REACT_APP_GITLAB_TOKEN): its user is a member of no private or internal project or group.',
    });
  });

  it('counts every page of a list', async () => {
    const page = (from: number) =>
      Array.from({ length: 100 }, (_, index) =>
        gitlabProject(from + index, `octo-gl/p-${from + index}`),
      );
    withToken()
      .get('/api/v4/projects')
      .query(memberProjects('private'))
      .reply(200, page(1), {
        link: `<${GITLAB}/api/v4/projects?membership=true&visibility=private&simple=true&per_page=100&page=2>; rel="next"`,
      });
    withToken()
      .get('/api/v4/projects')
      .query({ ...memberProjects('private'), page: '2' })
      .reply(200, page(101).slice(0, 20));
    withToken().get('/api/v4/projects').query(memberProjects('internal')).reply(200, []);
    withToken().get('/api/v4/groups').query(true).reply(200, []);
    const result = await check(liveSettings());
    expect('line' in result && result.line).toContain('can read 120 private projects;');
  });

  it('checks the token the page decrypts, and names its variable', async () => {
    const encrypted = await encryptToken(TOKEN);
    gitlabAnswers({ privateProjects: 1 });
    const result = await check(
      liveSettings({
        REACT_APP_GITLAB_TOKEN: '',
        REACT_APP_GITLAB_TOKEN_CIPHER: encrypted.cipher,
        REACT_APP_GITLAB_TOKEN_KEY: encrypted.key,
        REACT_APP_GITLAB_TOKEN_IV: encrypted.iv,
      }),
    );
    expect(result.kind).toBe('refused');
    expect('line' in result && result.line).toMatch(
      /^The live GitLab token \(REACT_APP_GITLAB_TOKEN_CIPHER\) can read 1 private project;/,
    );
  });

  it('says in one line that it could not check when GitLab refuses the token, and does not stop', async () => {
    withToken()
      .get('/api/v4/projects')
      .query(true)
      .times(2)
      .reply(401, { message: '401 Unauthorized' });
    withToken().get('/api/v4/groups').query(true).reply(401, { message: '401 Unauthorized' });
    await expect(check(liveSettings())).resolves.toEqual({
      kind: 'unchecked',
      line: 'Could not check what the live GitLab token can read: GitLab rejected the token (HTTP 401). The build goes on.',
    });
  });

  it('says in one line that it could not check when GitLab cannot be reached', async () => {
    nock.enableNetConnect('127.0.0.1');
    try {
      const url = `http://127.0.0.1:${await closedPort()}`;
      const result = await check(liveSettings({ REACT_APP_GITLAB_URL: url }));
      expect(result).toEqual({
        kind: 'unchecked',
        line: 'Could not check what the live GitLab token can read: GitLab could not be reached. The build goes on.',
      });
    } finally {
      nock.disableNetConnect();
    }
  });

  it('says so when the encrypted token does not decrypt (the page would use none)', async () => {
    const encrypted = await encryptToken(TOKEN);
    const other = await encryptToken(TOKEN);
    const result = await check(
      liveSettings({
        REACT_APP_GITLAB_TOKEN: '',
        REACT_APP_GITLAB_TOKEN_CIPHER: encrypted.cipher,
        REACT_APP_GITLAB_TOKEN_KEY: other.key,
        REACT_APP_GITLAB_TOKEN_IV: encrypted.iv,
      }),
    );
    expect(result.kind).toBe('unchecked');
    expect('line' in result && result.line).toContain('does not decrypt');
  });

  it.each([
    [
      'snapshot mode',
      liveSettings({ REACT_APP_DATA_MODE: 'snapshot', REACT_APP_GITLAB_TOKEN: '' }),
    ],
    ['no GitLab', liveSettings({ REACT_APP_GITLAB_URL: '', REACT_APP_GITLAB_USERNAME: '' })],
    ['no live GitLab token', liveSettings({ REACT_APP_GITLAB_TOKEN: '' })],
    ['the demo', { REACT_APP_GITLAB_TOKEN: TOKEN }],
  ])('asks nothing in %s', async (_, settings) => {
    // nock refuses any request: none is made.
    await expect(check(settings)).resolves.toEqual({ kind: 'none' });
  });

  it('stops the build on a refused token, with the message that names it', async () => {
    gitlabAnswers({ privateProjects: 2 });
    const log = { info: jest.fn(), warn: jest.fn() };
    // The build's environment, without the acknowledgement (whatever the shell running the tests sets).
    const stopped = checkLiveGitLabTokenOrStop(parseConfig(liveSettings()), { env: {}, log });
    await expect(stopped).rejects.toBeInstanceOf(Stopped);
    await expect(stopped).rejects.toThrow(
      'The live GitLab token (REACT_APP_GITLAB_TOKEN) can read 2 private projects;',
    );
  });
});

describe('reachText', () => {
  const none = { privateProjects: 0, internalProjects: 0, privateGroups: 0, internalGroups: 0 };

  it('lists what there is, in words', () => {
    expect(reachText({ ...none, capped: false })).toBeNull();
    expect(
      reachText({
        privateProjects: 1,
        internalProjects: 2,
        privateGroups: 3,
        internalGroups: 1,
        capped: false,
      }),
    ).toBe('1 private project, 2 internal projects, 3 private groups and 1 internal group');
  });

  it('says "at least" for a list cut at its bound', () => {
    expect(reachText({ ...none, privateProjects: 1000, internalGroups: 1, capped: true })).toBe(
      'at least 1000 private projects and 1 internal group',
    );
  });
});

describe('LIVE_ACCEPT_PRIVATE_GITLAB_TOKEN', () => {
  it('is false unless set to true', () => {
    expect(readAcceptPrivateGitLabToken({})).toBe(false);
    expect(readAcceptPrivateGitLabToken({ [ACCEPT_SETTING]: ' ' })).toBe(false);
    expect(readAcceptPrivateGitLabToken({ [ACCEPT_SETTING]: 'false' })).toBe(false);
    expect(readAcceptPrivateGitLabToken({ [ACCEPT_SETTING]: 'true' })).toBe(true);
    expect(readAcceptPrivateGitLabToken({ [ACCEPT_SETTING]: 'TRUE' })).toBe(true);
  });

  it('stops the build on any other value, naming the setting', () => {
    expect(() => readAcceptPrivateGitLabToken({ [ACCEPT_SETTING]: 'yes' })).toThrow(ConfigError);
    expect(() => readAcceptPrivateGitLabToken({ [ACCEPT_SETTING]: 'yes' })).toThrow(
      /^LIVE_ACCEPT_PRIVATE_GITLAB_TOKEN must be "true" or "false" \("yes"\)/,
    );
  });

  it('is a build setting: never inlined into the page, not even in live mode', () => {
    const env = { ...liveSettings(), [ACCEPT_SETTING]: 'true', NODE_ENV: 'production' };
    const config = parseConfig(env);
    const pageEnv = clientEnv(config, env);
    // The page gets the live token in its config (it is live mode's own), and no setting variable.
    expect(config.liveTokens?.gitlab).toBe(TOKEN);
    expect(Object.keys(pageEnv)).not.toContain(ACCEPT_SETTING);
    expect(JSON.stringify(pageEnv)).not.toContain(ACCEPT_SETTING);
    // Nor the settings each page carries as data (PORTFOLIO_CONFIG, #portfolio-config).
    expect(JSON.stringify(config)).not.toContain(ACCEPT_SETTING);
  });
});
