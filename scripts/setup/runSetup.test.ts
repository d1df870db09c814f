/** @jest-environment node */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { parse } from 'dotenv';
import nock from 'nock';
import {
  ALLOW_LIST,
  GITHUB_LOGIN,
  SCENARIO,
  type Scenario,
  type ScenarioForgejo,
} from '../../mock/worlds/scenario';
import { rateLimited, startMockApi, type MockApi } from '../../mock/mockApi';
import { ownerFolder, removeOwnerFolder } from '../../test/support/ownerFolder';
import { CODE_ROOT } from '../pipeline/settings/ownerFiles';
import { DOCTOR_SCRIPT, TSX, type DoctorCommand } from './doctor';
import { MAX_REQUESTS } from './lookups';
import { runSetup, type SetupIo } from './runSetup';

const GITLAB = 'https://gitlab.example.org';
const TOKEN = 'ghp_FAKEsetupTestToken0123456789';

let api: MockApi;
let dir: string;
/** The working tree's .env (if any) as it was: the tests must never touch it. */
const treeEnv = path.join(CODE_ROOT, '.env');
const treeEnvBefore = existsSync(treeEnv) ? statSync(treeEnv).mtimeMs : null;

beforeAll(async () => {
  api = await startMockApi();
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
});
afterAll(async () => {
  nock.enableNetConnect();
  await api.close();
  expect(existsSync(treeEnv) ? statSync(treeEnv).mtimeMs : null).toBe(treeEnvBefore);
});
beforeEach(() => {
  api.reset();
  dir = ownerFolder();
});
afterEach(() => {
  removeOwnerFolder(dir);
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});

function sink() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

async function setup(
  argv: string[],
  options: { answers?: string[]; env?: NodeJS.ProcessEnv } & Partial<SetupIo> = {},
): Promise<Run> {
  const { answers, env, ...io } = options;
  const stdin = new PassThrough();
  stdin.end(answers ? answers.map((answer) => `${answer}\n`).join('') : '');
  const stdout = sink();
  const stderr = sink();
  const code = await runSetup(argv, {
    env: { PORTFOLIO_OWNER_DIR: dir, REACT_APP_GITHUB_API_URL: api.githubUrl, ...env },
    stdin,
    stdout: stdout.stream,
    stderr: stderr.stream,
    interactive: answers !== undefined,
    // No lookup on the real Codeberg: the cases that offer it name the mock's instance.
    codebergUrl: null,
    ...io,
  });
  return { code, out: stdout.text(), err: stderr.text() };
}

const envPath = () => path.join(dir, '.env');
const envText = () => readFileSync(envPath(), 'utf8');
const githubPaths = () =>
  api.requests.filter((request) => request.service === 'github').map((request) => request.path);

const OWNER_ENV = [
  '# My portfolio',
  'REACT_APP_SORT=updated',
  '',
  'REACT_APP_GITHUB_USERNAME=someone-old  # changed later',
  'MY_NOTE="not a setting"',
  '',
].join('\n');

describe('npm run setup -- … --yes (nothing asked)', () => {
  it('finds the user, checks the allow-list and writes .env, keeping what was there', async () => {
    writeFileSync(envPath(), OWNER_ENV);
    const run = await setup([
      '--github',
      GITHUB_LOGIN.toUpperCase(),
      '--org',
      'Acme-Labs',
      '--repos',
      'WIDGET-ENGINE,data-pipes',
      '--website',
      'https://octo.dev/#top',
      '--yes',
      '--no-doctor',
    ]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    // GitHub's own spelling of the login and the repositories.
    expect(envText()).toBe(
      [
        '# My portfolio',
        'REACT_APP_SORT=updated',
        '',
        'REACT_APP_GITHUB_USERNAME=octo-dev  # changed later',
        'MY_NOTE="not a setting"',
        'REACT_APP_GITHUB_ALLOWED_ORG=acme-labs',
        'REACT_APP_GITHUB_ALLOWED_REPOS=widget-engine,data-pipes',
        "REACT_APP_WEBSITE_URL='https://octo.dev/#top'",
        '',
      ].join('\n'),
    );
    expect(parse(envText()).REACT_APP_WEBSITE_URL).toBe('https://octo.dev/#top');
    expect(run.out).toContain('✔ GitHub user Octo Dev (octo-dev)');
    expect(run.out).toContain('- REACT_APP_GITHUB_USERNAME=someone-old\n');
    expect(run.out).toContain('+ REACT_APP_GITHUB_USERNAME=octo-dev\n');
    expect(run.out).toContain('+ REACT_APP_GITHUB_ALLOWED_ORG=acme-labs\n');
    expect(run.out).toContain('Tokens never go into .env');
    expect(run.out).toContain('PORTFOLIO_GITHUB_TOKEN');
    expect(run.out).toContain('.env.local');
    expect(githubPaths()).toEqual(['/users/OCTO-DEV', '/orgs/Acme-Labs/repos']);
    expect(api.requests[1]?.query).toMatchObject({ per_page: '100' });
  });

  it('creates .env when there is none', async () => {
    const run = await setup(['--github', GITHUB_LOGIN, '--yes', '--no-doctor']);
    expect(run.code).toBe(0);
    expect(envText()).toBe('REACT_APP_GITHUB_USERNAME=octo-dev\n');
  });

  it('says so when nothing changes, and leaves the file alone', async () => {
    writeFileSync(envPath(), 'REACT_APP_GITHUB_USERNAME=octo-dev\n');
    const before = statSync(envPath()).mtimeMs;
    const run = await setup(['--github', GITHUB_LOGIN, '--yes', '--no-doctor']);
    expect(run.code).toBe(0);
    expect(run.out).toContain('nothing to change');
    expect(statSync(envPath()).mtimeMs).toBe(before);
  });

  it('stops with exit 1 and a clear message for a user GitHub does not know', async () => {
    writeFileSync(envPath(), OWNER_ENV);
    const run = await setup(['--github', 'nobody-here', '--yes', '--no-doctor']);
    expect(run.code).toBe(1);
    expect(run.err).toContain(`✖ No GitHub user "nobody-here" at ${api.githubUrl}`);
    expect(run.err).toContain('Nothing was written.');
    expect(envText()).toBe(OWNER_ENV);
  });

  it('writes no .env at all when the user is unknown and there was none', async () => {
    const run = await setup(['--github', 'nobody-here', '--yes', '--no-doctor']);
    expect(run.code).toBe(1);
    expect(existsSync(envPath())).toBe(false);
  });

  it('refuses a repository the organization does not have, listing none of the file', async () => {
    const run = await setup([
      ...['--github', GITHUB_LOGIN, '--org', ALLOW_LIST.org, '--repos', 'widget-engine,nope'],
      ...['--yes', '--no-doctor'],
    ]);
    expect(run.code).toBe(1);
    expect(run.err).toContain('acme-labs has no public repository "nope"');
    expect(existsSync(envPath())).toBe(false);
  });

  it('refuses a malformed value before any request', async () => {
    const run = await setup([
      ...['--github', GITHUB_LOGIN, '--email', 'not-an-address', '--yes', '--no-doctor'],
    ]);
    expect(run.code).toBe(1);
    expect(run.err).toContain('REACT_APP_CONTACT_EMAIL is not an e-mail address');
    expect(api.requests).toEqual([]);
  });

  it("prints parseConfig's message and writes nothing when the resulting settings are invalid", async () => {
    // A mistake in a setting setup writes, but which this run leaves alone.
    writeFileSync(envPath(), 'REACT_APP_GITLAB_USERNAME=octo-gl\n');
    const broken = await setup(['--github', GITHUB_LOGIN, '--yes', '--no-doctor']);
    expect(broken.code).toBe(1);
    expect(broken.err).toContain(
      'Configuration error: REACT_APP_GITLAB_URL is empty while REACT_APP_GITLAB_USERNAME is set',
    );
    expect(envText()).toBe('REACT_APP_GITLAB_USERNAME=octo-gl\n');
  });

  it('stops before any question or request at a mistake in .env that setup does not touch', async () => {
    const text = 'REACT_APP_SORT=sideways\n';
    writeFileSync(envPath(), text);
    const run = await setup(['--no-doctor'], { answers: [GITHUB_LOGIN] });
    expect(run.code).toBe(1);
    expect(run.err).toContain('Configuration error in ');
    expect(run.err).toContain('REACT_APP_SORT must be one of');
    expect(run.out).toBe('');
    expect(api.requests).toEqual([]);
    expect(envText()).toBe(text);
  });

  it('sends GITHUB_TOKEN to GitHub and never prints it; warns of a token in .env', async () => {
    const guarded = await startMockApi({ githubToken: TOKEN });
    try {
      writeFileSync(envPath(), `GITHUB_TOKEN=${TOKEN}\n`);
      const run = await setup(['--github', GITHUB_LOGIN, '--yes', '--no-doctor'], {
        env: { REACT_APP_GITHUB_API_URL: guarded.githubUrl, GITHUB_TOKEN: TOKEN },
      });
      expect(run.code).toBe(0);
      expect(guarded.requests.map((request) => request.authorization)).toEqual([`Bearer ${TOKEN}`]);
      expect(run.out).toContain('⚠ .env holds GITHUB_TOKEN');
      expect(`${run.out}${run.err}`).not.toContain(TOKEN);
      // The owner's line stays: setup never writes a token, and never deletes the owner's lines.
      expect(parse(envText())).toEqual({
        GITHUB_TOKEN: TOKEN,
        REACT_APP_GITHUB_USERNAME: GITHUB_LOGIN,
      });
    } finally {
      await guarded.close();
    }
  });

  it('refuses a GITHUB_TOKEN with spaces, without printing it', async () => {
    const run = await setup(['--github', GITHUB_LOGIN, '--yes', '--no-doctor'], {
      env: { GITHUB_TOKEN: `Bearer ${TOKEN}` },
    });
    expect(run.code).toBe(1);
    expect(run.err).toContain('GITHUB_TOKEN contains spaces');
    expect(run.err).not.toContain(TOKEN);
    expect(api.requests).toEqual([]);
  });

  it("explains GitHub's rate limit instead of writing", async () => {
    api.fail(rateLimited());
    const run = await setup(['--github', GITHUB_LOGIN, '--yes', '--no-doctor']);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/GitHub's rate limit is used up until \d\d:\d\d UTC/);
    expect(run.err).toContain('GITHUB_TOKEN');
  });

  it('prints what the API says as plain text, without control characters', async () => {
    const hostile: Scenario = {
      ...SCENARIO,
      github: {
        ...SCENARIO.github,
        user: { ...SCENARIO.github.user, name: '\u001b[2J\u001b]0;pwned\u0007Octo\u202Eved\nDev' },
      },
    };
    const evil = await startMockApi({ scenario: hostile });
    try {
      const run = await setup(['--github', GITHUB_LOGIN, '--yes', '--no-doctor'], {
        env: { REACT_APP_GITHUB_API_URL: evil.githubUrl },
      });
      expect(run.code).toBe(0);
      expect(run.out).toContain('✔ GitHub user [2J]0;pwnedOctoved Dev (octo-dev)');
      // eslint-disable-next-line no-control-regex
      expect(run.out).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202E]/);
    } finally {
      await evil.close();
    }
  });

  it('finds a GitLab user of the same name', async () => {
    nock(GITLAB)
      .get('/api/v4/users')
      .query({ username: GITHUB_LOGIN })
      .reply(200, [{ id: 7, username: GITHUB_LOGIN, name: 'Octo Dev' }]);
    const run = await setup(
      ['--github', GITHUB_LOGIN, '--gitlab-url', GITLAB, '--yes', '--no-doctor'],
      {},
    );
    expect(run.code).toBe(0);
    expect(parse(envText())).toMatchObject({
      REACT_APP_GITLAB_URL: GITLAB,
      REACT_APP_GITLAB_USERNAME: GITHUB_LOGIN,
    });
  });

  it('asks for --gitlab when GitLab has no user of that name', async () => {
    nock(GITLAB).get('/api/v4/users').query({ username: GITHUB_LOGIN }).reply(200, []);
    const run = await setup([
      ...['--github', GITHUB_LOGIN, '--gitlab-url', GITLAB, '--yes', '--no-doctor'],
    ]);
    expect(run.code).toBe(1);
    expect(run.err).toContain(`No GitLab user "octo-dev" on ${GITLAB}: pass --gitlab <username>.`);
    expect(existsSync(envPath())).toBe(false);
  });
});

describe('npm run setup and Forgejo (Codeberg)', () => {
  /** The mock's Forgejo instance with a user named like the GitHub login. */
  const withForgejoUser = (): Scenario => {
    const world = SCENARIO.forgejo as ScenarioForgejo;
    return { ...SCENARIO, forgejo: { ...world, user: { ...world.user, login: GITHUB_LOGIN } } };
  };
  const host = () => new URL(api.forgejoUrl).host;
  afterEach(() => api.serve(SCENARIO));

  it('offers the instance when it has a user of the GitHub login’s name, and writes it on yes', async () => {
    api.serve(withForgejoUser());
    const run = await setup(['--github', GITHUB_LOGIN, '--no-doctor'], {
      answers: ['', '', '', '', '', '', 'y'],
      codebergUrl: api.forgejoUrl,
    });
    expect(run.code).toBe(0);
    expect(run.out).toContain(`✔ ${host()} user ${GITHUB_LOGIN} found`);
    expect(run.out).toContain(`Show your ${host()} projects? [Y/n] `);
    expect(parse(envText())).toMatchObject({
      REACT_APP_FORGEJO_URL: api.forgejoUrl,
      REACT_APP_FORGEJO_USERNAME: GITHUB_LOGIN,
    });
    expect(api.count({ service: 'forgejo' })).toBe(1);
    expect(api.count()).toBeLessThanOrEqual(MAX_REQUESTS);
  });

  it('asks nothing about it when the instance has no such user', async () => {
    const run = await setup(['--github', GITHUB_LOGIN, '--no-doctor'], {
      answers: ['', '', '', '', '', 'y'],
      codebergUrl: api.forgejoUrl,
    });
    expect(run.code).toBe(0);
    expect(run.out).not.toContain('projects? [Y/n]');
    expect(parse(envText())).not.toHaveProperty('REACT_APP_FORGEJO_URL');
    expect(api.count({ service: 'forgejo', path: `/api/v1/users/${GITHUB_LOGIN}` })).toBe(1);
  });

  it('takes --forgejo-url with --yes and finds the user of the same name there', async () => {
    api.serve(withForgejoUser());
    const run = await setup([
      ...['--github', GITHUB_LOGIN, '--forgejo-url', api.forgejoUrl, '--yes', '--no-doctor'],
    ]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(parse(envText())).toMatchObject({
      REACT_APP_FORGEJO_URL: api.forgejoUrl,
      REACT_APP_FORGEJO_USERNAME: GITHUB_LOGIN,
    });
    const missing = await setup([
      ...['--github', GITHUB_LOGIN, '--forgejo-url', `${api.url}/nowhere`, '--yes', '--no-doctor'],
    ]);
    expect(missing.code).toBe(1);
  });
});

describe('npm run setup (asking)', () => {
  it('asks again for an unknown login, then lets the owner pick an organization and two repositories by number', async () => {
    writeFileSync(envPath(), OWNER_ENV);
    const run = await setup(['--no-doctor'], {
      answers: [
        'nobody-here',
        GITHUB_LOGIN,
        '1', // acme-labs
        '3, 2', // widget-engine, data-pipes
        api.gitlabUrl, // no user of that name there
        'octo-gl',
        'https://www.linkedin.com/in/octo-dev',
        '', // e-mail: skipped
        'https://octo.dev',
        'y',
      ],
    });
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('No GitHub user "nobody-here"');
    expect(run.out).toContain('  1) acme-labs – Acme research labs\n  2) open-tools-collective\n');
    // Public repositories only, by name.
    expect(run.out).toContain('  1) acme-website\n  2) data-pipes\n  3) widget-engine\n');
    expect(run.out).not.toContain('secret-internal');
    expect(run.out).toContain('No GitLab user "octo-dev" there.');
    expect(run.out).toContain('profile shows octo@example.org');
    expect(envText()).toBe(
      [
        '# My portfolio',
        'REACT_APP_SORT=updated',
        '',
        'REACT_APP_GITHUB_USERNAME=octo-dev  # changed later',
        'MY_NOTE="not a setting"',
        'REACT_APP_GITHUB_ALLOWED_ORG=acme-labs',
        'REACT_APP_GITHUB_ALLOWED_REPOS=widget-engine,data-pipes',
        `REACT_APP_GITLAB_URL=${api.gitlabUrl}`,
        'REACT_APP_GITLAB_USERNAME=octo-gl',
        'REACT_APP_LINKEDIN_URL=https://www.linkedin.com/in/octo-dev',
        'REACT_APP_WEBSITE_URL=https://octo.dev',
        '',
      ].join('\n'),
    );
    expect(api.count()).toBeLessThanOrEqual(MAX_REQUESTS);
  });

  it('offers the current values, keeps them on Enter and clears one with -', async () => {
    writeFileSync(
      envPath(),
      [
        'REACT_APP_GITHUB_USERNAME=octo-dev',
        'REACT_APP_GITHUB_ALLOWED_ORG=acme-labs',
        'REACT_APP_GITHUB_ALLOWED_REPOS=data-pipes',
        'REACT_APP_CONTACT_EMAIL=me@example.org',
        '',
      ].join('\n'),
    );
    const run = await setup(['--no-doctor'], {
      answers: ['', '', '', '', '', '-', '', 'y'],
    });
    expect(run.code).toBe(0);
    expect(run.out).toContain('GitHub login [octo-dev]: ');
    expect(run.out).toContain('Repositories to show (numbers or names) [data-pipes, - clears]: ');
    expect(parse(envText())).toEqual({
      REACT_APP_GITHUB_USERNAME: 'octo-dev',
      REACT_APP_GITHUB_ALLOWED_ORG: 'acme-labs',
      REACT_APP_GITHUB_ALLOWED_REPOS: 'data-pipes',
      REACT_APP_CONTACT_EMAIL: '',
    });
  });

  it('offers the GitLab user it finds', async () => {
    nock(GITLAB)
      .get('/api/v4/users')
      .query({ username: GITHUB_LOGIN })
      .reply(200, [{ id: 7, username: 'Octo-Dev' }]);
    const run = await setup(['--github', GITHUB_LOGIN, '--no-doctor'], {
      answers: ['', GITLAB, '', '', '', '', 'y'],
    });
    expect(run.code).toBe(0);
    expect(run.out).toContain('GitLab username [Octo-Dev]: ');
    expect(parse(envText()).REACT_APP_GITLAB_USERNAME).toBe('Octo-Dev');
  });

  it('goes on without the GitLab user when GitLab does not answer within the lookup’s time', async () => {
    api.hang({ service: 'gitlab', path: '/api/v4/users' });
    const started = Date.now();
    const run = await setup(['--github', GITHUB_LOGIN, '--no-doctor'], {
      answers: ['', api.gitlabUrl, 'octo-gl', '', '', '', 'y'],
      lookupMs: 500,
    });
    expect(run.code).toBe(0);
    expect(run.out).toContain(
      '⚠ Could not look for your GitLab user: GitLab did not answer within 500 ms ' +
        `(${api.gitlabUrl}/api/v4/users)`,
    );
    expect(run.out).toContain('GitLab username (empty: no GitLab): ');
    expect(parse(envText()).REACT_APP_GITLAB_USERNAME).toBe('octo-gl');
    // Today's transport alone would try eleven times, 10 s each.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('asks again after a malformed answer', async () => {
    const run = await setup(['--github', GITHUB_LOGIN, '--no-doctor'], {
      answers: ['', '', 'linkedin', 'https://www.linkedin.com/in/octo', '', '', 'y'],
    });
    expect(run.code).toBe(0);
    expect(run.out).toContain('REACT_APP_LINKEDIN_URL is not a valid URL ("linkedin")');
    expect(parse(envText()).REACT_APP_LINKEDIN_URL).toBe('https://www.linkedin.com/in/octo');
  });

  it('takes an organization by name, asks again for a repository it does not have, and gives up after three tries', async () => {
    const picked = await setup(['--github', GITHUB_LOGIN, '--no-doctor'], {
      answers: ['ACME-LABS', '9', 'nope', 'Data-Pipes', '', '', '', '', 'y'],
    });
    expect(picked.code).toBe(0);
    expect(picked.out).toContain('There is no number 9: pick 1 to 3.');
    expect(picked.out).toContain('acme-labs has no public repository "nope"');
    expect(parse(envText())).toMatchObject({
      // GitHub's spelling.
      REACT_APP_GITHUB_ALLOWED_ORG: 'acme-labs',
      REACT_APP_GITHUB_ALLOWED_REPOS: 'data-pipes',
    });

    removeOwnerFolder(dir);
    dir = ownerFolder();
    const gaveUp = await setup(['--github', GITHUB_LOGIN, '--no-doctor'], {
      answers: ['1', '0', 'x y', '', 'y'],
    });
    expect(gaveUp.code).toBe(1);
    expect(gaveUp.err).toContain('No usable answer after 3 tries.');
    expect(existsSync(envPath())).toBe(false);
  });

  it('writes nothing when the owner says no, or the input ends', async () => {
    const declined = await setup(['--github', GITHUB_LOGIN, '--no-doctor'], {
      answers: ['', '', '', '', '', 'n'],
    });
    expect(declined.code).toBe(0);
    expect(declined.out).toContain('Nothing was written.');
    const ended = await setup(['--no-doctor'], { answers: [GITHUB_LOGIN] });
    expect(ended.code).toBe(1);
    expect(ended.err).toContain('Setup cancelled. Nothing was written.');
    expect(existsSync(envPath())).toBe(false);
  });

  it('without a terminal and without --yes, says to pass --yes with the options', async () => {
    const run = await setup(['--github', GITHUB_LOGIN], { interactive: false });
    expect(run.code).toBe(2);
    expect(run.err).toContain('--yes');
    expect(run.err).toContain('npm run setup -- --github <login> --yes');
    expect(api.requests).toEqual([]);
  });

  it('answers an unknown option with the usage and exit 2', async () => {
    const run = await setup(['--github', GITHUB_LOGIN, '--colour', '--yes']);
    expect(run.code).toBe(2);
    expect(run.err).toContain("Unknown option '--colour'");
    expect(run.err).toContain('Usage: npm run setup');
  });
});

describe('the doctor after setup', () => {
  it('runs tsx scripts/doctor/main.ts with the same environment plus the owner folder, and passes its exit code through', async () => {
    const commands: DoctorCommand[] = [];
    const run = await setup(['--github', GITHUB_LOGIN, '--yes'], {
      // Relative to the repository, as an owner may write it: the doctor gets the folder setup wrote to.
      env: { PORTFOLIO_OWNER_DIR: path.relative(CODE_ROOT, dir), EXTRA_SETTING: 'kept' },
      runCommand: async (command) => {
        commands.push(command);
        return 1;
      },
    });
    expect(run.code).toBe(1);
    expect(commands).toHaveLength(1);
    const [doctor] = commands;
    expect(doctor?.command).toBe(TSX);
    expect(doctor?.command).toBe(path.join(CODE_ROOT, 'node_modules/.bin/tsx'));
    expect(doctor?.args).toEqual([DOCTOR_SCRIPT]);
    expect(DOCTOR_SCRIPT).toBe(path.join(CODE_ROOT, 'scripts/doctor/main.ts'));
    expect(doctor?.env).toMatchObject({
      PORTFOLIO_OWNER_DIR: dir,
      REACT_APP_GITHUB_API_URL: api.githubUrl,
      EXTRA_SETTING: 'kept',
    });
    expect(run.out).toContain('Running the doctor');
  });

  it('does not run the doctor with --no-doctor, nor after a failure', async () => {
    const runCommand = jest.fn(async () => 0);
    await setup(['--github', GITHUB_LOGIN, '--yes', '--no-doctor'], { runCommand });
    await setup(['--github', 'nobody-here', '--yes'], { runCommand });
    expect(runCommand).not.toHaveBeenCalled();
  });
});
