/** @jest-environment node */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'dotenv';
import { ALLOW_LIST, GITHUB_LOGIN } from '../../mock/worlds/scenario';
import { startMockApi, type MockApi } from '../../mock/mockApi';
import { ownerFolder, removeOwnerFolder } from '../../test/support/ownerFolder';
import { CODE_ROOT } from '../pipeline/settings/ownerFiles';
import { hermeticEnv } from '../lib/cli/childEnv';

const TSX = path.join(CODE_ROOT, 'node_modules/.bin/tsx');
const SETUP = path.join(CODE_ROOT, 'scripts/setup/main.ts');

interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The real CLI, with no TTY, the owner's folder and the mock API, and nothing from this shell. */
function setupCli(args: string[], settings: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      [SETUP, ...args],
      { cwd: CODE_ROOT, env: hermeticEnv(settings), timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

let api: MockApi;
let dir: string;

beforeAll(async () => {
  api = await startMockApi();
});
afterAll(() => api.close());
beforeEach(() => {
  dir = ownerFolder({ env: { REACT_APP_SORT: 'name' } });
});
afterEach(() => removeOwnerFolder(dir));

describe('npm run setup (the CLI)', () => {
  jest.setTimeout(60_000);

  it('writes .env in PORTFOLIO_OWNER_DIR from the options with --yes --no-doctor', async () => {
    const run = await setupCli(
      [
        ...[
          '--github',
          GITHUB_LOGIN,
          '--org',
          ALLOW_LIST.org,
          '--repos',
          ALLOW_LIST.repos.join(','),
        ],
        ...['--yes', '--no-doctor'],
      ],
      { PORTFOLIO_OWNER_DIR: dir, REACT_APP_GITHUB_API_URL: api.githubUrl },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('✔ GitHub user Octo Dev (octo-dev)');
    expect(run.stdout).not.toContain('Running the doctor');
    expect(readFileSync(path.join(dir, '.env'), 'utf8')).toBe(
      [
        'REACT_APP_SORT=name',
        'REACT_APP_GITHUB_USERNAME=octo-dev',
        'REACT_APP_GITHUB_ALLOWED_ORG=acme-labs',
        'REACT_APP_GITHUB_ALLOWED_REPOS=widget-engine,data-pipes',
        '',
      ].join('\n'),
    );
    expect(parse(readFileSync(path.join(dir, '.env'))).REACT_APP_GITHUB_USERNAME).toBe('octo-dev');
  });

  it('exits 1 for an unknown user, 2 for an unknown option and 2 without --yes outside a terminal', async () => {
    const env = { PORTFOLIO_OWNER_DIR: dir, REACT_APP_GITHUB_API_URL: api.githubUrl };
    const unknownUser = await setupCli(['--github', 'nobody-here', '--yes', '--no-doctor'], env);
    expect(unknownUser.code).toBe(1);
    expect(unknownUser.stderr).toContain('No GitHub user "nobody-here"');

    const unknownOption = await setupCli(['--github', GITHUB_LOGIN, '--force'], env);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toContain("Unknown option '--force'");

    const noYes = await setupCli(['--github', GITHUB_LOGIN], env);
    expect(noYes.code).toBe(2);
    expect(noYes.stderr).toContain('--yes');

    expect(readFileSync(path.join(dir, '.env'), 'utf8')).toBe('REACT_APP_SORT=name\n');
    expect(existsSync(path.join(dir, '.env.local'))).toBe(false);
  });
});
