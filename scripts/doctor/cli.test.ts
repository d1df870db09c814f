/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { ALLOW_LIST, GITHUB_LOGIN } from '../../mock/worlds/scenario';
import { startMockApi, type MockApi } from '../../mock/mockApi';
import { ownerFolder, removeOwnerFolder } from '../../test/support/ownerFolder';
import { hermeticEnv } from '../lib/cli/childEnv';
import { CODE_ROOT, OWNER_DIR_VARIABLE } from '../pipeline/settings/ownerFiles';

const TSX = path.join(CODE_ROOT, 'node_modules/.bin/tsx');
const TOKEN = 'github_pat_FAKE-doctor-cli-not-a-real-token';

let api: MockApi;
let owner: string;

beforeAll(async () => {
  api = await startMockApi({ githubToken: TOKEN });
  owner = ownerFolder({
    env: {
      REACT_APP_GITHUB_USERNAME: GITHUB_LOGIN,
      REACT_APP_GITHUB_ALLOWED_ORG: ALLOW_LIST.org,
      REACT_APP_GITHUB_ALLOWED_REPOS: ALLOW_LIST.repos.join(','),
      REACT_APP_FEEDS: api.feeds.json,
    },
    envLocal: { GITHUB_TOKEN: TOKEN },
    resume: { basics: { name: 'Octo Dev' } },
    cv: true,
  });
});
afterAll(async () => {
  await api.close();
  removeOwnerFolder(owner);
});
afterEach(() => api.reset());

/** `tsx scripts/doctor/main.ts` as `npm run doctor` runs it, with exactly these settings. */
function doctor(settings: Record<string, string>, args: readonly string[] = []) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      TSX,
      ['scripts/doctor/main.ts', ...args],
      {
        cwd: CODE_ROOT,
        env: hermeticEnv({
          [OWNER_DIR_VARIABLE]: owner,
          REACT_APP_GITHUB_API_URL: api.githubUrl,
          ...settings,
        }),
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

describe('npm run doctor (the CLI)', () => {
  it("reads the owner's .env and .env.local, prints one line per item and exits 0", async () => {
    const { code, stdout } = await doctor({});

    const lines = stdout.trim().split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        '✔ Settings: .env and .env.local parse: snapshot mode, 1 language (en), the default tech stack',
        expect.stringMatching(/^✔ GitHub user octo-dev: Octo Dev, \d+ public repositories$/),
        `✔ GITHUB_TOKEN: fine-grained personal token of ${GITHUB_LOGIN}, accepted: the /user endpoints, 5,000 requests an hour`,
        `✔ Repository ${ALLOW_LIST.org}/${ALLOW_LIST.repos[0]}: visible (public)`,
        expect.stringMatching(/^✔ Feed \S+\/feeds\/feed\.json: \d+ posts? from /),
        '✔ Resume: resume.json is valid',
        '✔ PUBLIC_URL: /portfolio (the default): cannot check outside GitHub Actions (pass --pages-url <address> to compare)',
        expect.stringMatching(/^✔ CV: public\/cv\.pdf/),
      ]),
    );
    // The Node it runs on, named: ✔ on a tested LTS, ⚠ below (the machine's own decides which).
    const [nodeLine] = lines;
    expect(nodeLine).toMatch(
      new RegExp(`^[✔⚠] Node: ${process.versions.node.replaceAll('.', '\\.')}, `),
    );
    expect(lines.at(-1)).toMatch(
      nodeLine?.startsWith('✔')
        ? /^All \d+ checks passed \(\d+ requests\)\.$/
        : /^0 problems \(✖\), 1 warning \(⚠\), \d+ passed \(\d+ requests\)\.$/,
    );
    expect(stdout).not.toContain(TOKEN);
    expect(code).toBe(0);
  }, 60_000);

  it('exits 1 on a ✖ line (a rejected token from the environment) and never prints the token', async () => {
    const revoked = 'ghp_FAKE-revoked-cli-not-a-real-token';
    const { code, stdout } = await doctor({ GITHUB_TOKEN: revoked }, [
      '--pages-url',
      'https://octo-dev.github.io/portfolio',
    ]);

    expect(stdout).toMatch(
      /^✖ GITHUB_TOKEN: GitHub rejected it \(401: revoked or expired\)\. Fix: /m,
    );
    expect(stdout).toMatch(
      /^✔ PUBLIC_URL: \/portfolio \(the default\): the path of https:\/\/octo-dev\.github\.io\/portfolio\/ \(--pages-url\)$/m,
    );
    expect(stdout).not.toContain(revoked);
    expect(code).toBe(1);
  }, 60_000);

  it('exits 2 on a wrong command line', async () => {
    const { code, stderr, stdout } = await doctor({}, ['--pages-url', '/portfolio']);

    expect(stderr).toContain("--pages-url must be the site's full address");
    expect(stderr).toContain('Usage: npm run doctor');
    expect(stdout).toBe('');
    expect(api.requests).toEqual([]);
    expect(code).toBe(2);
  }, 60_000);
});
