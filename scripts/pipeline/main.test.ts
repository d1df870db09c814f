/**
 * @jest-environment node
 *
 * The real `npm run build` in snapshot mode against the local mock API, with fake tokens: the data
 * arrives in build/data/portfolio.json and no token, no piece of one, reaches any built file. The
 * build runs in this process (buildInProcess: the same steps, inputs and output), but for the first
 * test, the smoke test of the command as an owner runs it (runBuild: a process of its own).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ALLOW_LIST,
  DIFFERENCE_ENGINE,
  EXPECTED_CONTRIBUTIONS,
  EXPECTED_OWN_ORDER,
  HIDDEN_OWN,
  NEVER_SHOWN,
} from '../../mock/worlds/scenario';
import { closedPort } from '../../test/support/closedPort';
import { startMockApi, type MockApi } from '../../mock/mockApi';
import { OWNER_CV_PDF, ownerFolder, removeOwnerFolder } from '../../test/support/ownerFolder';
import { isPortfolioSnapshot, SNAPSHOT_PATH } from '../../src/data/snapshot';
import { runBuild } from './runBuild';
import { buildInProcess as build } from './buildInProcess';
import { keptCvFile } from './cv/keptCv';
import { siteCvKeys } from './cv/siteCvPlan';
import { parseConfig } from '../../src/config/parseConfig';
import type { Language } from '../../src/i18n/languages';
import { withReposTurnedPrivate } from '../../mock/worlds/turnedPrivate';

// Random-looking so that no fragment can occur in minified code by chance.
const GITHUB_TOKEN = 'ghp_FAKE-build-Zq7RkX2v-not-a-real-token';
const GITLAB_TOKEN = 'glpat-FAKE.build.Vb8Nq3.not.real';
const KEY_MATERIAL = {
  REACT_APP_GITHUB_TOKEN_CIPHER: 'Qm9ndXNDaXBoZXJUZXh0Rm9yVGhlQnVpbGRUZXN0',
  REACT_APP_GITHUB_TOKEN_KEY: 'S2V5TWF0ZXJpYWxUaGF0TXVzdE5vdExlYWtYWVo0NTY=',
  REACT_APP_GITHUB_TOKEN_IV: 'SXZOb3RJbkJ1aWxk',
};

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('npm run build (snapshot mode)', () => {
  jest.setTimeout(240_000);
  let api: MockApi;
  let outDir: string;
  let cacheDir: string;

  const settings = () => ({
    REACT_APP_GITHUB_USERNAME: 'octo-dev',
    REACT_APP_GITHUB_API_URL: api.githubUrl,
    REACT_APP_GITLAB_URL: api.gitlabUrl,
    REACT_APP_GITLAB_USERNAME: 'octo-gl',
    REACT_APP_GITHUB_ALLOWED_ORG: ALLOW_LIST.org,
    REACT_APP_GITHUB_ALLOWED_REPOS: ALLOW_LIST.repos.join(','),
    REACT_APP_DATA_MODE: 'snapshot',
    BUILD_PATH: outDir,
    PORTFOLIO_CACHE_DIR: cacheDir,
    // No browser, whatever the machine has: the CV a browser prints is the browser tests' (e2e).
    CHROMIUM_PATH: path.join(cacheDir, 'no-browser'),
  });

  beforeAll(async () => {
    api = await startMockApi({ githubToken: GITHUB_TOKEN, gitlabToken: GITLAB_TOKEN });
  });
  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'portfolio-build-'));
    cacheDir = mkdtempSync(path.join(tmpdir(), 'portfolio-build-cache-'));
    api.reset();
  });
  afterEach(() => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
  });
  afterAll(() => api.close());

  it('fetches with the tokens, writes the snapshot, and leaves no token in build/', async () => {
    // The smoke test: `npm run build` in a process of its own, as an owner runs it.
    const result = await runBuild({
      ...settings(),
      GITHUB_TOKEN,
      GITLAB_TOKEN,
      // Live-mode leftovers (a plain token, key material) must not leak into a snapshot build either.
      REACT_APP_GITLAB_TOKEN: GITLAB_TOKEN,
      ...KEY_MATERIAL,
    });
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);

    // Progress lines and the summary.
    expect(result.stdout).toContain('  Profile: octo-dev (Octo Dev)');
    expect(result.stdout).toContain('  acme-labs/widget-engine: 5 of 9 commits (55.56%)');
    expect(result.stdout).toMatch(
      /Fetched 10 GitHub repositories, 1 GitLab project, 1 starred project, 1 GitLab group in \d+\.\d s/,
    );
    expect(result.stdout).toMatch(
      /Requests: \d+ \(GitHub \d+, GitLab 4; 0 retries\), 0 answered 304 Not Modified, 0 cached answers used after failures, GitHub rate limit left: \d+ of 5000/,
    );

    // The tokens were really used...
    const github = api.requests.filter((request) => request.service === 'github');
    expect(github.length).toBeGreaterThan(10);
    // ...by all, the search too (restricted to public repositories by `is:public`).
    expect(
      github
        .filter((request) => request.authorization !== `token ${GITHUB_TOKEN}`)
        .map((request) => request.path),
    ).toEqual([]);
    // GitLab's too, but for the activity calendar: a public page of the instance, asked without it.
    expect(
      api.requests
        .filter((request) => request.service === 'gitlab')
        .filter((request) => request.privateToken !== GITLAB_TOKEN)
        .map((request) => request.path),
    ).toEqual(['/users/octo-gl/calendar.json']);

    // ...and are nowhere in the output, not even in pieces.
    const files = filesUnder(outDir);
    expect(files.length).toBeGreaterThan(10);
    // The API cache keeps answers for the next build, never the tokens that fetched them.
    const cached = filesUnder(cacheDir);
    expect(cached.length).toBeGreaterThan(10);
    files.push(...cached);
    const fragments = [GITHUB_TOKEN, GITLAB_TOKEN, ...Object.values(KEY_MATERIAL)].flatMap(
      (token) => [token, token.slice(0, 12), token.slice(-12), token.slice(4, 16)],
    );
    for (const file of files) {
      const text = readFileSync(file, 'latin1');
      for (const fragment of fragments) {
        if (text.includes(fragment)) {
          throw new Error(`${file} contains a piece of a token: ${fragment}`);
        }
      }
    }

    // The snapshot holds the expected, filtered data.
    const snapshotFile = path.join(outDir, SNAPSHOT_PATH);
    const snapshot: unknown = JSON.parse(readFileSync(snapshotFile, 'utf8'));
    expect(isPortfolioSnapshot(snapshot)).toBe(true);
    if (!isPortfolioSnapshot(snapshot)) return;
    expect(snapshot.failures).toEqual({});
    // The snapshot keeps the fork and the archived repo: the page decides what it shows.
    expect(snapshot.parts.ownRepos?.map((repo) => repo.name).sort()).toEqual(
      [...EXPECTED_OWN_ORDER, ...HIDDEN_OWN].sort(),
    );
    const orgs = snapshot.parts.organizations ?? [];
    expect(orgs.map((org) => [org.login, org.repos.map((repo) => repo.name)])).toEqual([
      ['acme-labs', ['widget-engine', 'data-pipes']],
      [
        'open-tools-collective',
        expect.arrayContaining(['toolbox', 'difference-engine', 'empty-repo']),
      ],
    ]);
    expect(
      orgs.flatMap((org) => org.repos).find((repo) => repo.name === DIFFERENCE_ENGINE.name),
    ).toMatchObject({ tools: DIFFERENCE_ENGINE.tools, languages: DIFFERENCE_ENGINE.languages });
    expect(snapshot.parts.profile?.createdAt).toBe('2016-05-04T08:12:41.000Z');
    for (const org of orgs) {
      for (const repo of org.repos) {
        expect([repo.name, repo.contributions]).toEqual([
          repo.name,
          EXPECTED_CONTRIBUTIONS[repo.name],
        ]);
      }
    }
    const text = readFileSync(snapshotFile, 'utf8');
    for (const hidden of Object.keys(NEVER_SHOWN)) expect(text).not.toContain(`"${hidden}"`);
  });

  it('builds a fork as its owner set it up: .env, resume.json, public/cv.pdf and tech-stack.json, whatever the shell says', async () => {
    const { BUILD_PATH, PORTFOLIO_CACHE_DIR, CHROMIUM_PATH, ...publicSettings } = settings();
    const owner = ownerFolder({
      env: { ...publicSettings, REACT_APP_CONTACT_EMAIL: 'ada@fork.example' },
      resume: { basics: { name: 'Ada Fork', label: 'Platform engineer' } },
      cv: true,
      techStack: ['Rust', 'Elixir', 'TypeScript'],
    });
    // A shell full of someone else's settings: the build must not see any of them.
    const hostile = {
      REACT_APP_GITHUB_USERNAME: 'hostile-user',
      REACT_APP_GITHUB_API_URL: 'http://127.0.0.1:9',
      PUBLIC_URL: '/elsewhere',
      RESUME_PATH: '/nonexistent/resume.json',
      GITHUB_TOKEN: 'ghp_FAKE-shell-not-a-real-token',
    };
    const saved = { ...process.env };
    Object.assign(process.env, hostile);
    try {
      const result = await build(
        { BUILD_PATH, PORTFOLIO_CACHE_DIR, CHROMIUM_PATH, GITHUB_TOKEN, GITLAB_TOKEN },
        { ownerDir: owner },
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Building the portfolio of octo-dev.');
      expect(result.stdout).toContain('Resume (en): resume.json');
      expect(readFileSync(path.join(outDir, 'cv.pdf'), 'utf8')).toBe(OWNER_CV_PDF);
      const snapshot: unknown = JSON.parse(readFileSync(path.join(outDir, SNAPSHOT_PATH), 'utf8'));
      if (!isPortfolioSnapshot(snapshot)) throw new Error('not a snapshot');
      expect(snapshot.parts.techStack).toEqual(['Rust', 'Elixir', 'TypeScript']);
      const page = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      expect(page).toContain('Ada Fork');
      expect(page).toContain('/portfolio/cv.pdf');
      expect(page).not.toContain('/elsewhere/');
    } finally {
      for (const name of Object.keys(hostile)) Reflect.deleteProperty(process.env, name);
      Object.assign(process.env, saved);
      removeOwnerFolder(owner);
    }
  });

  it('offers no CV, and says so, when an owner has no public/cv.pdf, no browser and no CV printed earlier for them', async () => {
    // A CV kept from another owner's build is no CV of this one.
    const otherOwner = siteCvKeys(
      parseConfig({ REACT_APP_GITHUB_USERNAME: 'someone-else' }),
      { en: null } as Record<Language, null>,
      'a4',
    );
    mkdirSync(path.join(cacheDir, 'cv'), { recursive: true });
    writeFileSync(
      keptCvFile(cacheDir, 'en', otherOwner.en ?? '', '0123456789abcdef'),
      '%PDF-1.4 someone else',
    );
    const result = await build({ ...settings(), GITHUB_TOKEN, GITLAB_TOKEN });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      `No CV: the CV is printed from the page in a browser, and CHROMIUM_PATH=${settings().CHROMIUM_PATH} is not an executable file; no CV printed earlier for this owner and paper is kept, so the page offers none. Install Chromium (Debian: apt-get install chromium) or point CHROMIUM_PATH at Chrome or Chromium, or add your own PDF as public/cv.pdf.`,
    );
    expect(existsSync(path.join(outDir, 'cv.pdf'))).toBe(false);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).not.toContain('cv.pdf');
  });

  // The same CV from the same page data is published (cv/siteCvs.test.ts).
  it('never publishes a CV an earlier build printed for the same owner from other page data: without a browser the page offers none, saying why', async () => {
    const { BUILD_PATH, PORTFOLIO_CACHE_DIR, CHROMIUM_PATH, ...publicSettings } = settings();
    const ownerEnv = { ...publicSettings, REACT_APP_LANGUAGES: 'en,de' };
    const owner = ownerFolder({ env: ownerEnv });
    const keys = siteCvKeys(
      parseConfig(ownerEnv),
      { en: null, de: null } as Record<Language, null>,
      'a4',
    );
    const kept = { en: '%PDF-1.4 printed yesterday (en)', de: '%PDF-1.4 printed yesterday (de)' };
    mkdirSync(path.join(cacheDir, 'cv'), { recursive: true });
    for (const [language, text] of Object.entries(kept)) {
      // Printed from a page with what the owner has since removed: another page key.
      writeFileSync(keptCvFile(cacheDir, language, keys[language] ?? '', 'fedcba9876543210'), text);
    }
    try {
      const result = await build(
        { BUILD_PATH, PORTFOLIO_CACHE_DIR, CHROMIUM_PATH, GITHUB_TOKEN, GITLAB_TOKEN },
        { ownerDir: owner },
      );
      expect(result.code).toBe(0);
      expect(result.stderr).toContain(
        `CV: kept the CV printed by an earlier build, CHROMIUM_PATH=${CHROMIUM_PATH} is not an executable file; it is published only if the page's data has not changed since.`,
      );
      expect(result.stderr).toContain(
        `No CV: CHROMIUM_PATH=${CHROMIUM_PATH} is not an executable file, and the CV kept from an earlier build was printed from other data (the page has changed since), so the page offers none.`,
      );
      expect(existsSync(path.join(outDir, 'cv.pdf'))).toBe(false);
      expect(existsSync(path.join(outDir, 'de/cv.pdf'))).toBe(false);
      expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).not.toContain('cv.pdf');
      expect(readFileSync(path.join(outDir, 'de/index.html'), 'utf8')).not.toContain('cv.pdf');
    } finally {
      removeOwnerFolder(owner);
    }
  });

  // Two full builds: the second after every public repository of an organization turned private.
  it('publishes nothing of an organization whose last public repositories turned private, and keeps nothing of them', async () => {
    const org = DIFFERENCE_ENGINE.org;
    const first = await build({ ...settings(), GITHUB_TOKEN, GITLAB_TOKEN });
    expect(first.code).toBe(0);
    const firstData = readFileSync(path.join(outDir, SNAPSHOT_PATH), 'utf8');
    expect(firstData).toContain(DIFFERENCE_ENGINE.name);

    const world = api.scenario;
    api.reset();
    api.serve(withReposTurnedPrivate(world, org));
    try {
      const second = await build({ ...settings(), GITHUB_TOKEN, GITLAB_TOKEN });
      expect(second.code).toBe(0);
      expect(api.requests.filter((request) => request.path.startsWith(`/repos/${org}/`))).toEqual(
        [],
      );
      const text = (directory: string) =>
        filesUnder(directory)
          .map((file) => readFileSync(file, 'latin1'))
          .join('\n');
      const built = text(outDir);
      const kept = text(cacheDir);
      expect(built).toContain('widget-engine');
      for (const name of [DIFFERENCE_ENGINE.name, DIFFERENCE_ENGINE.description, 'CMake']) {
        expect({ name, built: built.includes(name), kept: kept.includes(name) }).toEqual({
          name,
          built: false,
          kept: false,
        });
      }
    } finally {
      api.serve(world);
    }
  });

  // A second full build (about 20 s): the first one must stay a build where nothing fails.
  it('publishes only which part failed, how and when; the details stay in the build log', async () => {
    const detail =
      'upstream db-7.corp.internal:5432 refused: connect ECONNREFUSED 10.20.30.40:5432';
    api.fail({
      service: 'gitlab',
      path: '/api/v4/projects',
      status: 500,
      body: { message: detail },
    });
    // A group list with a hole: mapping it throws, a bug of the portfolio (kind 'internal').
    api.fail({ service: 'gitlab', path: '/api/v4/groups', status: 200, body: [null] });
    const result = await build({ ...settings(), GITHUB_TOKEN, GITLAB_TOKEN });
    expect(result.code).toBe(0);

    // The build log has the details, and the stack of the internal error.
    const lines = result.stdout.split('\n');
    expect(lines).toContain(
      '  ! Failed to fetch gitlabProjects: Request failed with status code 500 while fetching the ' +
        `projects of octo-gl from GitLab: ${detail}.`,
    );
    const internal = lines.findIndex((line) =>
      line.startsWith(
        '  ! Failed to fetch gitlabGroups: Internal error while fetching gitlabGroups from GitLab: ' +
          "Cannot read properties of null (reading 'visibility'). This is a bug in the portfolio",
      ),
    );
    expect(internal).toBeGreaterThan(-1);
    expect(lines[internal + 1]).toMatch(/^ {4}at /);

    // The published snapshot, in its file and inline in the page: the part, the kind and the time.
    const json = readFileSync(path.join(outDir, SNAPSHOT_PATH), 'utf8');
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const inline = /<script[^>]*\bid="portfolio-snapshot"[^>]*>([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    const snapshot: unknown = JSON.parse(json);
    if (!isPortfolioSnapshot(snapshot)) throw new Error('no snapshot of this version');
    const at = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(snapshot.failures).toEqual({
      gitlabProjects: { kind: 'http', at },
      starredProjects: { kind: 'http', at },
      gitlabGroups: { kind: 'internal', at },
    });
    for (const failure of Object.values(snapshot.failures)) {
      expect(Date.parse(failure.at)).toBeLessThanOrEqual(Date.parse(snapshot.fetchedAt));
    }
    expect((JSON.parse(inline ?? 'null') as { failures?: unknown } | null)?.failures).toEqual(
      snapshot.failures,
    );
    const details = [
      'db-7.corp.internal',
      '10.20.30.40',
      ':5432',
      'ECONNREFUSED',
      'Request failed',
      'while fetching',
      'Internal error',
      'Cannot read properties',
      'This is a bug',
      'gitlabParts',
    ];
    for (const [file, text] of [
      ['portfolio.json', json],
      ['index.html', html],
    ] as const) {
      expect([file, details.filter((piece) => text.includes(piece))]).toEqual([file, []]);
      // eslint-disable-next-line regexp/no-super-linear-move -- test input is fixed (the build's own files)
      expect([file, /^\s+at \S/m.test(text)]).toEqual([file, false]);
    }
    // No other built file holds the answer's details either.
    for (const file of filesUnder(outDir)) {
      const text = readFileSync(file, 'latin1');
      expect([file, text.includes('db-7.corp.internal') || text.includes('10.20.30.40')]).toEqual([
        file,
        false,
      ]);
    }
  });

  it('fails with a clear message on a rejected token, and builds nothing', async () => {
    const result = await build({
      ...settings(),
      GITHUB_TOKEN: 'ghp_FAKE-revoked-token',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'Fetching the portfolio data failed: GitHub rejected the token while fetching the profile of octo-dev (HTTP 401: Bad credentials - https://docs.github.com/rest). The token is wrong, expired or revoked',
    );
    expect(result.stderr).not.toContain('ghp_FAKE-revoked');
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(false);
  });

  it('fails with a clear message when GitHub is unreachable', async () => {
    const unreachable = `http://127.0.0.1:${await closedPort()}`;
    const result = await build({ ...settings(), REACT_APP_GITHUB_API_URL: unreachable });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `Fetching the portfolio data failed: Cannot reach GitHub at ${unreachable.replace(/\./g, '\\.')} while fetching the profile of octo-dev \\(.*ECONNREFUSED.*\\)\\. Check REACT_APP_GITHUB_API_URL`,
      ),
    );
  });

  it('stops at its last step on a token in the page, deleting the output and its own temporary folder', async () => {
    // Not a token of the build's: a token shape in the owner's resume, which the page shows.
    const pasted = ['ghp', 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'].join('_');
    const { BUILD_PATH, PORTFOLIO_CACHE_DIR, CHROMIUM_PATH, ...publicSettings } = settings();
    const owner = ownerFolder({
      env: publicSettings,
      resume: { basics: { name: 'Ada Fork', summary: `My token: ${pasted}` } },
    });
    // The build's temporary folders go here (its TMPDIR), so the test sees only its own.
    const temp = mkdtempSync(path.join(tmpdir(), 'portfolio-build-tmp-'));
    try {
      const result = await build(
        { BUILD_PATH, PORTFOLIO_CACHE_DIR, CHROMIUM_PATH, GITHUB_TOKEN, TMPDIR: temp },
        { ownerDir: owner },
      );
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/\[(\d+)\/\1\] Secret scan/);
      expect(result.stderr).toContain('Build refused:');
      expect(result.stderr).not.toContain(pasted);
      expect(existsSync(outDir)).toBe(false);
      // The prerender bundle's folder, made by the Bundle step, removed by its cleanup.
      expect(readdirSync(temp)).toEqual([]);
    } finally {
      rmSync(temp, { recursive: true, force: true });
      removeOwnerFolder(owner);
    }
  });

  it('stops on a malformed setting, naming it and the fix', async () => {
    const result = await build({
      ...settings(),
      REACT_APP_GITHUB_ALLOWED_REPOS: 'widget-engine,,data-pipes',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'Configuration error: REACT_APP_GITHUB_ALLOWED_REPOS has an empty entry at position 2',
    );
  });

  it('stops on a broken section file before fetching anything, naming the file, the line and the fix', async () => {
    const owner = ownerFolder({
      sections: { 'talks.md': '---\ntitle: Talks\nplacement: Projects\n---\nHello.' },
    });
    api.reset();
    try {
      const result = await build(settings(), { ownerDir: owner });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        'Section error: sections/talks.md:3: has an unknown placement "Projects". Write tab (a tab of its own) or the name of a tab: GitHub Projects, GitLab Projects, Tech Stack, Forgejo Projects, Experience, Writing.',
      );
      expect(result.stderr).toContain('See docs/your-sections.md');
      expect(api.requests).toEqual([]);
      expect(existsSync(path.join(outDir, 'index.html'))).toBe(false);
    } finally {
      removeOwnerFolder(owner);
    }
  });

  it.each([
    ['a date in words', 'March 2021', 'is not a date: write YYYY, YYYY-MM or YYYY-MM-DD'],
    ['a month that does not exist', '2023-13', 'is not a real date'],
  ])('stops on a resume with %s, naming the file and the place', async (_, date, problem) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-resume-'));
    try {
      const file = path.join(dir, 'my-resume.json');
      writeFileSync(
        file,
        JSON.stringify({
          basics: { name: 'Octo Dev' },
          work: [
            { name: 'Acme', startDate: '2019-01' },
            { name: 'Widgets', startDate: date },
          ],
        }),
      );
      const result = await build({ ...settings(), RESUME_PATH: file });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`work[1].startDate ${JSON.stringify(date)} ${problem}`);
      expect(result.stderr).toContain('my-resume.json');
      expect(existsSync(path.join(outDir, 'index.html'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
