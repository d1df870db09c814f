/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encryptToken } from '../../src/lib/tokenCipher';
import type { TransportTuning } from '../../src/services/transport/createTransport';
import { toPublicUser } from '../../mock/answers/github';
import { ALLOW_LIST, GITHUB_LOGIN, GITLAB_USERNAME, SCENARIO } from '../../mock/worlds/scenario';
import { closedPort } from '../../test/support/closedPort';
import { BOT_LOGIN, startMockApi, type MockApi } from '../../mock/mockApi';
import { ownerFolder, removeOwnerFolder, type OwnerFiles } from '../../test/support/ownerFolder';
import { DEMO_CV } from '../pipeline/settings/ownerFiles';
import type { CheckResult } from './checkResult';
import { ownerEnv } from './context';
import { MAX_REQUESTS, runDoctor } from './runDoctor';

const EXPIRED_GITLAB_TOKEN = 'glpat-FAKE.EXPIRED.not.a.real.token';
const TOKENS = {
  personal: 'github_pat_FAKE-doctor-not-a-real-token',
  installation: 'ghs_FAKE-doctor-installation-not-a-real-token',
  gitlab: 'glpat-FAKE.doctor.gitlab.not.a.real.token',
  bot: 'github_pat_FAKE-doctor-bot-not-a-real-token',
} as const;
const TUNING: TransportTuning = {
  timeoutMs: 2000,
  retryAfterCapMs: 50,
  github: { baseDelayMs: 1 },
  gitlab: { baseDelayMs: 1 },
  web: { baseDelayMs: 1 },
};
const RESUME = { basics: { name: 'Octo Dev', label: 'Developer' } };
/** The world without GitLab's internal project: a GitLab token that reads public projects only. */
const PUBLIC_GITLAB = {
  ...SCENARIO,
  gitlab: {
    ...SCENARIO.gitlab,
    projects: SCENARIO.gitlab.projects.filter((project) => project.visibility === 'public'),
  },
};

let api: MockApi;
const folders: string[] = [];

beforeAll(async () => {
  api = await startMockApi({
    githubToken: TOKENS.personal,
    gitlabToken: TOKENS.gitlab,
    installationToken: TOKENS.installation,
    botToken: TOKENS.bot,
  });
});
afterAll(() => api.close());
afterEach(() => {
  api.reset();
  api.serve(SCENARIO);
  api.limitGitHub(undefined);
  folders.splice(0).forEach(removeOwnerFolder);
});

/** An owner who set up everything: GitHub with an allow-list, GitLab, two feeds, a resume, a CV. */
function ownerSettings(): Record<string, string> {
  return {
    REACT_APP_GITHUB_USERNAME: GITHUB_LOGIN,
    REACT_APP_GITHUB_API_URL: api.githubUrl,
    REACT_APP_GITHUB_ALLOWED_ORG: ALLOW_LIST.org,
    REACT_APP_GITHUB_ALLOWED_REPOS: ALLOW_LIST.repos.join(','),
    REACT_APP_GITLAB_URL: api.gitlabUrl,
    REACT_APP_GITLAB_USERNAME: GITLAB_USERNAME,
    REACT_APP_FEEDS: `${api.feeds.rss},${api.feeds.atom}`,
    PUBLIC_URL: '/portfolio',
  };
}

interface Run {
  /** .env of the owner's folder; default ownerSettings(). */
  readonly env?: Record<string, string>;
  /** The rest of the owner's folder; default a resume, a CV and a tech stack. */
  readonly files?: Omit<OwnerFiles, 'env'>;
  /** The real environment (tokens, GitHub Actions' variables): the only one the doctor sees. */
  readonly environment?: Record<string, string>;
  readonly pagesUrl?: string;
  /** The Node.js version judged; default the current LTS, so that the machine's own never shows. */
  readonly nodeVersion?: string;
}

async function doctor({
  env = ownerSettings(),
  files = { resume: RESUME, cv: true, techStack: ['TypeScript', 'Go'] },
  environment = { GITHUB_TOKEN: TOKENS.personal, GITLAB_TOKEN: TOKENS.gitlab },
  pagesUrl,
  nodeVersion,
}: Run = {}) {
  const root = ownerFolder({ env, ...files });
  folders.push(root);
  const printed: string[] = [];
  const report = await runDoctor({
    env: ownerEnv(root, environment),
    root,
    pagesUrl: pagesUrl ?? null,
    write: (line) => printed.push(line),
    tuning: TUNING,
    nodeVersion: nodeVersion ?? '26.12.1',
  });
  const line = (item: string): string | undefined =>
    report.lines.find((text) => text.slice(2).startsWith(`${item}:`));
  return { ...report, printed, output: printed.join('\n'), line, root };
}

const statuses = (results: readonly CheckResult[]) =>
  results.map(({ status, item }) => `${status} ${item}`);

describe('runDoctor', () => {
  it('passes a clean setup: every line ✔, exit code 0, a bounded number of requests, no cache file', async () => {
    api.serve(PUBLIC_GITLAB);
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'doctor-cache-'));
    folders.push(cacheDir);
    // Where the build's HTTP cache would go, from the settings or from this process: it stays empty.
    const savedCacheDir = process.env.PORTFOLIO_CACHE_DIR;
    process.env.PORTFOLIO_CACHE_DIR = cacheDir;
    let run: Awaited<ReturnType<typeof doctor>>;
    try {
      run = await doctor({
        environment: {
          GITHUB_TOKEN: TOKENS.personal,
          GITLAB_TOKEN: TOKENS.gitlab,
          PORTFOLIO_CACHE_DIR: cacheDir,
          GITHUB_REPOSITORY: `${GITHUB_LOGIN}/portfolio`,
        },
      });
    } finally {
      if (savedCacheDir === undefined) delete process.env.PORTFOLIO_CACHE_DIR;
      else process.env.PORTFOLIO_CACHE_DIR = savedCacheDir;
    }

    expect(statuses(run.results)).toEqual([
      'ok Node',
      'ok Settings',
      `ok GitHub user ${GITHUB_LOGIN}`,
      'ok GITHUB_TOKEN',
      `ok Organization ${ALLOW_LIST.org}`,
      ...ALLOW_LIST.repos.map((repo) => `ok Repository ${ALLOW_LIST.org}/${repo}`),
      'ok Organizations',
      'ok GitHub rate limit',
      `ok GitLab user ${GITLAB_USERNAME}`,
      'ok GITLAB_TOKEN',
      'ok Resume',
      `ok Feed ${api.feeds.rss}`,
      `ok Feed ${api.feeds.atom}`,
      'ok PUBLIC_URL',
      'ok CV',
    ]);
    expect(run.exitCode).toBe(0);
    const publicRepos = toPublicUser(SCENARIO.github.user).public_repos;
    expect(run.line(`GitHub user ${GITHUB_LOGIN}`)).toBe(
      `✔ GitHub user ${GITHUB_LOGIN}: Octo Dev, ${publicRepos} public repositories`,
    );
    expect(run.line('GITHUB_TOKEN')).toBe(
      `✔ GITHUB_TOKEN: fine-grained personal token of ${GITHUB_LOGIN}, accepted: the /user endpoints, 5,000 requests an hour`,
    );
    expect(run.line('Settings')).toBe(
      '✔ Settings: .env parses: snapshot mode, 1 language (en), tech-stack.json with 2 tools',
    );
    expect(run.line('GITLAB_TOKEN')).toBe(
      `✔ GITLAB_TOKEN: accepted (${GITLAB_USERNAME}); it reads public projects only`,
    );
    expect(run.line(`Feed ${api.feeds.rss}`)).toMatch(
      /^✔ Feed \S+: 5 posts from "DEV Community: Octo Dev"/,
    );
    expect(run.line('PUBLIC_URL')).toBe(
      `✔ PUBLIC_URL: /portfolio: the path of https://${GITHUB_LOGIN}.github.io/portfolio/ (the default address of ${GITHUB_LOGIN}/portfolio)`,
    );
    expect(run.line('CV')).toMatch(/^✔ CV: public\/cv\.pdf \(\d+ bytes\)$/);
    expect(run.printed.at(-1)).toBe(`All 16 checks passed (${run.requests} requests).`);
    // The bound, the token on every API request, and nothing written anywhere.
    expect(run.requests).toBe(api.requests.length);
    expect(run.requests).toBeLessThanOrEqual(MAX_REQUESTS);
    for (const request of api.requests.filter(({ service }) => service === 'github')) {
      expect(request.authorization).toBe(`token ${TOKENS.personal}`);
    }
    expect(readdirSync(cacheDir)).toEqual([]);
    expect(readdirSync(run.root).sort()).toEqual([
      '.env',
      'public',
      'resume.json',
      'tech-stack.json',
    ]);
    expect(run.output).not.toContain(TOKENS.personal);
    expect(run.output).not.toContain(TOKENS.gitlab);
  });

  it('fails on an unknown GitHub user', async () => {
    const run = await doctor({
      env: { ...ownerSettings(), REACT_APP_GITHUB_USERNAME: 'no-such-user' },
    });

    expect(run.line('GitHub user no-such-user')).toBe(
      '✖ GitHub user no-such-user: unknown GitHub user. Fix: Check the spelling of REACT_APP_GITHUB_USERNAME in .env: your login as in https://github.com/<login>.',
    );
    expect(run.exitCode).toBe(1);
  });

  it('fails on a token GitHub rejects, and never prints it', async () => {
    const revoked = 'ghp_FAKE-revoked-not-a-real-token';
    const run = await doctor({ environment: { GITHUB_TOKEN: revoked } });

    expect(run.line('GITHUB_TOKEN')).toMatch(
      /^✖ GITHUB_TOKEN: GitHub rejected it \(401: revoked or expired\)\. Fix: Create a new token .*PORTFOLIO_GITHUB_TOKEN/,
    );
    expect(run.exitCode).toBe(1);
    // The user is still checked (without the token); the allow-list is not worth asking.
    expect(run.line(`GitHub user ${GITHUB_LOGIN}`)).toMatch(/^✔ /);
    expect(run.line(`Organization ${ALLOW_LIST.org}`)).toBeUndefined();
    expect(run.output).not.toContain(revoked);
    expect(run.output).not.toContain(revoked.slice(4, 16));
  });

  it('never prints a token, not even one the owner put into another setting', async () => {
    const feed = `${api.feeds.rss}?key=${TOKENS.personal}`;
    const run = await doctor({ env: { ...ownerSettings(), REACT_APP_FEEDS: feed } });

    expect(run.lines).toContainEqual(
      expect.stringMatching(
        /^✔ Feed http:\/\/127\.0\.0\.1:\d+\/feeds\/rss\.xml\?key=\[token\]: 5 posts/,
      ),
    );
    expect(run.output).not.toContain(TOKENS.personal);
  });

  it("accepts an installation token (the workflow's github.token), which GitHub refuses on /user", async () => {
    const run = await doctor({ environment: { GITHUB_TOKEN: TOKENS.installation } });

    expect(run.line('GITHUB_TOKEN')).toBe(
      "✔ GITHUB_TOKEN: installation token (such as the workflow's github.token): public endpoints, 1,000 requests an hour; private organization memberships are not shown",
    );
    expect(run.line('Organizations')).toBe(
      '✔ Organizations: 2 public memberships; private memberships show only with a personal token',
    );
    expect(run.line('GitHub rate limit')).toMatch(
      /^✔ GitHub rate limit: \d+ of 1,000 requests left/,
    );
    expect(api.count({ service: 'github', path: '/user', status: 403 })).toBe(1);
    expect(run.exitCode).toBe(0);
  });

  it('accepts a token of another account (a bot’s, as live mode should use): the owner’s public data', async () => {
    const run = await doctor({ environment: { GITHUB_TOKEN: TOKENS.bot } });
    expect(run.line('GITHUB_TOKEN')).toBe(
      `✔ GITHUB_TOKEN: fine-grained personal token of ${BOT_LOGIN}, not of ${GITHUB_LOGIN}, accepted: ` +
        `${GITHUB_LOGIN}'s public data through /users/${GITHUB_LOGIN}/…, 5,000 requests an hour of its own`,
    );
  });

  it('fails on an allow-listed repository the token cannot see', async () => {
    const run = await doctor({
      env: {
        ...ownerSettings(),
        REACT_APP_GITHUB_ALLOWED_REPOS: 'widget-engine,secret-internal',
      },
      environment: { GITHUB_TOKEN: TOKENS.installation },
    });

    expect(run.line(`Repository ${ALLOW_LIST.org}/widget-engine`)).toBe(
      `✔ Repository ${ALLOW_LIST.org}/widget-engine: visible (public)`,
    );
    expect(run.line(`Repository ${ALLOW_LIST.org}/secret-internal`)).toMatch(
      /^✖ Repository acme-labs\/secret-internal: not visible with the workflow's token, or it does not exist\. Fix: Check the name in REACT_APP_GITHUB_ALLOWED_REPOS/,
    );
    expect(run.exitCode).toBe(1);

    // A personal token that can read it sees it.
    const personal = await doctor({
      env: { ...ownerSettings(), REACT_APP_GITHUB_ALLOWED_REPOS: 'widget-engine,secret-internal' },
    });
    expect(personal.line(`Repository ${ALLOW_LIST.org}/secret-internal`)).toBe(
      `✔ Repository ${ALLOW_LIST.org}/secret-internal: visible (private)`,
    );
  });

  it('fails on an allow-listed organization that does not exist', async () => {
    const run = await doctor({
      env: { ...ownerSettings(), REACT_APP_GITHUB_ALLOWED_ORG: 'no-such-org' },
    });

    expect(run.line('Organization no-such-org')).toMatch(
      /^✖ Organization no-such-org: not visible with this token, or it does not exist\. Fix: Check REACT_APP_GITHUB_ALLOWED_ORG/,
    );
    expect(api.count({ path: /^\/repos\// })).toBe(0);
    expect(run.exitCode).toBe(1);
  });

  it('warns about a GitLab token that can read non-public projects, and fails on it in live mode', async () => {
    const snapshot = await doctor();
    expect(snapshot.line('GITLAB_TOKEN')).toBe(`✔ GITLAB_TOKEN: accepted (${GITLAB_USERNAME})`);
    expect(snapshot.lines).toContain(
      '⚠ GITLAB_TOKEN: your GitLab token can read internal projects: the page never shows them, but live mode would hand the token to every visitor. Fix: Use a token of a user with only public projects, or keep snapshot mode.',
    );
    expect(snapshot.exitCode).toBe(0);

    // Live mode hands the page's token (here the encrypted one) to every visitor.
    const encrypted = await encryptToken(TOKENS.gitlab);
    const live = await doctor({
      env: { ...ownerSettings(), REACT_APP_DATA_MODE: 'live' },
      environment: {
        GITHUB_TOKEN: TOKENS.personal,
        REACT_APP_GITLAB_TOKEN_CIPHER: encrypted.cipher,
        REACT_APP_GITLAB_TOKEN_KEY: encrypted.key,
        REACT_APP_GITLAB_TOKEN_IV: encrypted.iv,
      },
    });
    expect(live.lines).toContain(
      '✖ REACT_APP_GITLAB_TOKEN_CIPHER: your GitLab token can read internal projects, and live mode hands it to every visitor of the page. Fix: Use a token of a user with only public projects, switch to REACT_APP_DATA_MODE=snapshot, or set LIVE_ACCEPT_PRIVATE_GITLAB_TOKEN=true to accept this (the build stops on it otherwise).',
    );
    expect(live.exitCode).toBe(1);
    expect(live.output).not.toContain(TOKENS.gitlab);

    // The owner accepted it, as the build lets them: a warning, as the build gives.
    const accepted = await doctor({
      env: { ...ownerSettings(), REACT_APP_DATA_MODE: 'live' },
      environment: {
        GITHUB_TOKEN: TOKENS.personal,
        REACT_APP_GITLAB_TOKEN_CIPHER: encrypted.cipher,
        REACT_APP_GITLAB_TOKEN_KEY: encrypted.key,
        REACT_APP_GITLAB_TOKEN_IV: encrypted.iv,
        LIVE_ACCEPT_PRIVATE_GITLAB_TOKEN: 'true',
      },
    });
    expect(accepted.lines).toContain(
      '⚠ REACT_APP_GITLAB_TOKEN_CIPHER: your GitLab token can read internal projects, and live mode hands it to every visitor of the page (accepted with LIVE_ACCEPT_PRIVATE_GITLAB_TOKEN=true). Fix: Use a token of a user with only public projects to expose nothing.',
    );
    expect(accepted.lines.filter((line) => line.startsWith('✖'))).toEqual([]);
  });

  it('fails on a GitLab token GitLab rejects, and on an unknown GitLab user', async () => {
    const run = await doctor({
      env: { ...ownerSettings(), REACT_APP_GITLAB_USERNAME: 'nobody-gl' },
      environment: {
        GITHUB_TOKEN: TOKENS.personal,
        GITLAB_TOKEN: EXPIRED_GITLAB_TOKEN,
      },
    });

    expect(run.line('GITLAB_TOKEN')).toMatch(
      /^✖ GITLAB_TOKEN: GitLab rejected it \(401: revoked or expired\)\. Fix: Create a new personal access token with the read_api scope/,
    );
    expect(run.line('GitLab user nobody-gl')).toMatch(
      /^✖ GitLab user nobody-gl: unknown GitLab user at http:\/\/127\.0\.0\.1:\d+\/gitlab\. Fix: Check the spelling of REACT_APP_GITLAB_USERNAME/,
    );
    expect(run.output).not.toContain(EXPIRED_GITLAB_TOKEN);
    expect(run.exitCode).toBe(1);
  });

  it('fails on an invalid resume with the build’s message', async () => {
    const run = await doctor({
      files: { resume: { basics: { name: 'Octo Dev', email: 'not-an-address' } }, cv: true },
    });

    expect(run.line('Resume')).toMatch(/^✖ Resume: resume\.json.*basics\.email/);
    expect(run.exitCode).toBe(1);
  });

  it('checks each translated resume of the site’s languages', async () => {
    const run = await doctor({
      env: { ...ownerSettings(), REACT_APP_LANGUAGES: 'en,de' },
      files: { resume: RESUME, translatedResumes: { de: '{ "basics": ' }, cv: true },
    });

    expect(run.line('Resume')).toBe('✔ Resume: resume.json is valid');
    expect(run.line('Resume (de)')).toMatch(/^✖ Resume \(de\): resume\.de\.json/);
    expect(run.exitCode).toBe(1);
  });

  it("checks the owner's sections as the build reads them: the count, what is not shown, a broken file's line", async () => {
    const good = await doctor({
      env: { ...ownerSettings(), REACT_APP_LANGUAGES: 'en,de' },
      files: {
        cv: true,
        sections: {
          'talks.md': '---\ntitle: Talks\n---\nA [link](javascript:x).',
          'de/talks.md': '---\ntitle: Vorträge\n---\nHallo.',
        },
      },
    });
    expect(good.line('Sections')).toBe('✔ Sections: sections/ is valid: 1 (en), 1 (de)');
    expect(good.output).toContain(
      '⚠ Sections: sections/talks.md:4: the link to "javascript:x" is shown as text: only http(s) links are.',
    );

    const broken = await doctor({
      files: { cv: true, sections: { 'talks.md': '---\ntitle: Talks\nplacement: Blog\n---\n' } },
    });
    expect(broken.line('Sections')).toMatch(
      /^✖ Sections: sections\/talks\.md:3: has an unknown placement "Blog".*Fix: See docs\/your-sections\.md/,
    );
    expect(broken.exitCode).toBe(1);
  });

  it('warns about a dead feed (the build leaves it out) and still counts the live one', async () => {
    const port = await closedPort();
    const gone = `${api.url}/feeds/gone.xml`;
    const refused = `http://127.0.0.1:${port}/feed.xml`;
    const run = await doctor({
      env: { ...ownerSettings(), REACT_APP_FEEDS: `${api.feeds.rss},${gone},${refused}` },
    });

    expect(run.line(`Feed ${api.feeds.rss}`)).toMatch(/^✔ .*: 5 posts from/);
    expect(run.line(`Feed ${gone}`)).toMatch(
      /^⚠ Feed \S+: dead: HTTP 404\. Fix: Open the address in a browser: correct it in REACT_APP_FEEDS, or remove the feed\./,
    );
    expect(run.line(`Feed ${refused}`)).toMatch(/^⚠ Feed \S+: dead: .*ECONNREFUSED/);
    expect(run.exitCode).toBe(0);
  });

  it('refuses a feed that redirects to a loopback address, and never prints what is there', async () => {
    // A service on this machine that only this machine should read: loopback, but another host than
    // the settings name (the mock's 127.0.0.1), so nothing trusts it.
    const internal = createServer((_request, response) => {
      response.setHeader('content-type', 'application/rss+xml');
      response.end(
        '<rss version="2.0"><channel><title>Internal wiki: payroll</title>' +
          '<item><title>Salaries 2026</title><link>http://127.0.0.2/s</link>' +
          '<pubDate>Mon, 23 Nov 2026 10:00:00 GMT</pubDate></item></channel></rss>',
      );
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.2', resolve));
    const target = `http://127.0.0.2:${(internal.address() as AddressInfo).port}/feed.xml`;
    let asked = 0;
    internal.on('request', () => {
      asked += 1;
    });
    api.fail({ service: 'feeds', path: '/atom.xml', status: 302, headers: { location: target } });
    try {
      const run = await doctor();
      expect(run.line(`Feed ${api.feeds.atom}`)).toBe(
        `⚠ Feed ${api.feeds.atom}: refused the redirect to ${target}: a loopback address (127.0.0.2). ` +
          "Fix: Use the feed's own public https address in REACT_APP_FEEDS. The build refuses the " +
          'same request (it never reads a loopback, private or cloud metadata address, nor plain ' +
          'http, for a host the settings do not name), so until then it leaves the feed out.',
      );
      expect(asked).toBe(0);
      expect(run.output).not.toMatch(/payroll|Salaries/);
      // The other feed, on the host the settings name, is read as before.
      expect(run.line(`Feed ${api.feeds.rss}`)).toMatch(/^✔ .*: 5 posts from/);
    } finally {
      await new Promise((resolve) => internal.close(resolve));
    }
  });

  it('warns about a feed address that is a web page, not a feed', async () => {
    api.fail({
      service: 'feeds',
      path: '/atom.xml',
      status: 200,
      body: '<!doctype html><html><body>Blog</body></html>',
      headers: { 'content-type': 'text/html' },
    });
    const run = await doctor();

    expect(run.line(`Feed ${api.feeds.atom}`)).toMatch(
      /^⚠ Feed \S+: not readable: an HTML page, not a feed\. Fix: Use the address of the RSS, Atom or JSON feed itself/,
    );
  });

  it('says which Node it runs on, and warns below the oldest LTS the project is tested on', async () => {
    const files = { resume: RESUME, cv: true };
    expect((await doctor({ files, nodeVersion: '26.12.1' })).line('Node')).toBe(
      '✔ Node: 26.12.1, the current LTS',
    );
    expect((await doctor({ files, nodeVersion: '24.21.0' })).line('Node')).toBe(
      '✔ Node: 24.21.0, a maintenance LTS the project is tested on',
    );
    const old = await doctor({ files, nodeVersion: '20.20.2' });
    expect(old.line('Node')).toBe(
      '⚠ Node: 20.20.2, below Node 24, the oldest LTS the project is tested on (Node 20 ended its life on 2026-04-30; it may still work, but nothing keeps it so). Fix: Install Node 26 (the current LTS) or 24, e.g. nvm install 26, and run npm ci again.',
    );
    expect(old.exitCode).toBe(0);
  });

  it("warns about the demo's CV", async () => {
    const demoCv = await doctor({ files: { resume: RESUME, cv: readFileSync(DEMO_CV) } });
    expect(demoCv.line('CV')).toBe(
      "⚠ CV: public/cv.pdf is still the demo's PDF. Fix: Replace public/cv.pdf with your own CV, or delete it to offer none.",
    );
    expect(demoCv.exitCode).toBe(0);
  });

  it('says the build prints the CV from the page alone when there is neither a resume nor a PDF, or names the fix', async () => {
    const printed = await doctor({
      files: {},
      environment: { GITHUB_TOKEN: TOKENS.personal, CHROMIUM_PATH: process.execPath },
    });
    expect(printed.line('CV')).toBe(
      `✔ CV: printed by the build from the page (A4, one per language) with ${process.execPath}`,
    );
    const missing = await doctor({
      files: {},
      environment: { GITHUB_TOKEN: TOKENS.personal, CHROMIUM_PATH: '/nonexistent/chromium' },
    });
    expect(missing.line('CV')).toBe(
      '⚠ CV: no browser to print your CV from the page: CHROMIUM_PATH=/nonexistent/chromium is not an executable file (the build publishes the last one it printed for the same owner, if any; else the page offers no CV). Fix: Install Chromium (Debian: apt-get install chromium), point CHROMIUM_PATH at Chrome or Chromium, or add your own PDF as public/cv.pdf.',
    );
    expect(missing.exitCode).toBe(0);
  });

  it('says the build prints the CV from the resume, with which browser, or why it cannot', async () => {
    // Any executable file passes for a browser here: Node's own.
    const printed = await doctor({
      env: { ...ownerSettings(), CV_PAPER: 'letter' },
      files: { resume: RESUME },
      environment: { GITHUB_TOKEN: TOKENS.personal, CHROMIUM_PATH: process.execPath },
    });
    expect(printed.line('CV')).toBe(
      `✔ CV: printed by the build from the page and resume.json (Letter, one per language) with ${process.execPath}`,
    );
    const noBrowser = await doctor({
      files: { resume: RESUME },
      environment: { GITHUB_TOKEN: TOKENS.personal, CHROMIUM_PATH: '/nonexistent/chromium' },
    });
    expect(noBrowser.line('CV')).toBe(
      '⚠ CV: no browser to print your CV from the page and resume.json: CHROMIUM_PATH=/nonexistent/chromium is not an executable file (the build publishes the last one it printed for the same owner, if any; else the page offers no CV). Fix: Install Chromium (Debian: apt-get install chromium), point CHROMIUM_PATH at Chrome or Chromium, or add your own PDF as public/cv.pdf.',
    );
    expect(noBrowser.exitCode).toBe(0);
    const badPaper = await doctor({
      env: { ...ownerSettings(), CV_PAPER: 'legal' },
      files: { resume: RESUME },
    });
    expect(badPaper.line('CV')).toBe(
      '✖ CV: CV_PAPER is "legal", not a paper size the CV is printed on. Fix: Write CV_PAPER=A4 or CV_PAPER=letter.',
    );

    const notPdf = await doctor({ files: { resume: RESUME, cv: '<html>my cv</html>' } });
    expect(notPdf.line('CV')).toMatch(
      /^✖ CV: public\/cv\.pdf is not a PDF \(it does not start with %PDF\)/,
    );
    expect(notPdf.exitCode).toBe(1);
  });

  it('fails on malformed settings, one line each, and asks no API', async () => {
    const run = await doctor({
      env: { ...ownerSettings(), REACT_APP_SORT: 'sideways' },
      files: { resume: RESUME, cv: true, techStack: { tools: 'TypeScript' } },
    });

    expect(run.lines).toContain(
      '✖ Settings: REACT_APP_SORT must be one of "stars", "updated", "name" ("sideways"). Leave it empty for the default, stars (then the latest push).',
    );
    expect(run.line('Settings')).toBeDefined();
    expect(run.lines).toContainEqual(
      expect.stringMatching(/^✖ Settings: tech-stack\.json is not a list/),
    );
    expect(api.count({ service: 'github' }) + api.count({ service: 'gitlab' })).toBe(0);
    expect(run.exitCode).toBe(1);
  });

  it('reports a malformed RESUME_* flag and PUBLIC_URL as settings', async () => {
    const run = await doctor({
      env: { ...ownerSettings(), RESUME_SHOW_PHONE: 'yes', PUBLIC_URL: 'ftp://example.org' },
    });

    expect(run.lines).toContainEqual(
      expect.stringMatching(/^✖ Settings: RESUME_SHOW_PHONE must be "true" or "false"/),
    );
    expect(run.lines).toContainEqual(
      expect.stringMatching(/^✖ Settings: PUBLIC_URL must be an http\(s\) address/),
    );
    expect(run.line('Resume')).toBeUndefined();
    expect(run.line('PUBLIC_URL')).toBeUndefined();
    expect(run.exitCode).toBe(1);
  });

  it('warns that the demo is shown, and asks no API for it', async () => {
    const run = await doctor({ env: {}, files: {}, environment: {} });

    expect(run.line('Demo')).toBe(
      '⚠ Demo: showing the demo portfolio (REACT_APP_GITHUB_USERNAME is empty). Fix: Set REACT_APP_GITHUB_USERNAME in .env (or run npm run setup).',
    );
    expect(run.line('Settings')).toBe(
      '✔ Settings: .env parses: snapshot mode, 1 language (en), the default tech stack',
    );
    expect(api.requests).toEqual([]);
    expect(run.exitCode).toBe(0);
  });

  it('fails when the GitHub API does not answer', async () => {
    const port = await closedPort();
    const run = await doctor({
      env: { ...ownerSettings(), REACT_APP_GITHUB_API_URL: `http://127.0.0.1:${port}` },
    });

    expect(run.line('GitHub API')).toMatch(
      /^✖ GitHub API: http:\/\/127\.0\.0\.1:\d+ did not answer \(.*ECONNREFUSED.*\)\. Fix: Check REACT_APP_GITHUB_API_URL/,
    );
    expect(run.exitCode).toBe(1);
  });

  it('warns when little of the GitHub rate limit is left', async () => {
    api.limitGitHub(40);
    const run = await doctor();

    expect(run.line('GitHub rate limit')).toMatch(
      /^⚠ GitHub rate limit: 3\d of 5,000 requests left until \d\d:\d\d UTC: a build may run out\. Fix: Wait for the reset/,
    );
  });

  it('fails when the GitHub rate limit is used up, and sends nothing more to GitHub', async () => {
    api.limitGitHub(0);
    const run = await doctor();

    expect(run.line('GITHUB_TOKEN')).toMatch(
      /^⚠ GITHUB_TOKEN: could not be checked \(HTTP 403: API rate limit exceeded/,
    );
    expect(run.line('GitHub rate limit')).toMatch(
      /^✖ GitHub rate limit: used up \(Not sent: the GitHub rate limit is used up until .*\)\. Fix: Wait for the reset/,
    );
    expect(api.count({ service: 'github' })).toBe(1);
    expect(run.exitCode).toBe(1);
  });

  it('keeps within its request bound however long the lists are', async () => {
    const repos = Array.from({ length: 12 }, (_, n) => `repo-${n}`);
    const feeds = Array.from({ length: 8 }, (_, n) => `${api.url}/feeds/f${n}.xml`);
    const run = await doctor({
      env: {
        ...ownerSettings(),
        REACT_APP_GITHUB_ALLOWED_REPOS: repos.join(','),
        REACT_APP_FEEDS: feeds.join(','),
      },
    });

    expect(run.line('REACT_APP_GITHUB_ALLOWED_REPOS')).toBe(
      '✔ REACT_APP_GITHUB_ALLOWED_REPOS: 4 more repositories not checked (the doctor checks the first 8)',
    );
    expect(run.line('Feeds')).toBe('✔ Feeds: 3 more feeds not read (the doctor reads the first 5)');
    expect(api.requests.length).toBe(run.requests);
    expect(run.requests).toBeLessThanOrEqual(MAX_REQUESTS);
  });

  describe('PUBLIC_URL against the Pages address', () => {
    it('warns about a path that is not the repository’s', async () => {
      const run = await doctor({
        environment: { GITHUB_TOKEN: TOKENS.personal, GITHUB_REPOSITORY: 'Octo-Dev/site' },
      });

      expect(run.line('PUBLIC_URL')).toBe(
        "⚠ PUBLIC_URL: /portfolio differs from the path of the site's address https://octo-dev.github.io/site/ (the default address of Octo-Dev/site). Fix: Set PUBLIC_URL=/site in .env (or the full address https://octo-dev.github.io/site/). The Pages workflow passes the real address itself; a local build or npm run deploy uses .env.",
      );
      expect(run.exitCode).toBe(0);
    });

    it('accepts / for the user site <owner>.github.io', async () => {
      const run = await doctor({
        env: { ...ownerSettings(), PUBLIC_URL: '/' },
        environment: {
          GITHUB_TOKEN: TOKENS.personal,
          GITHUB_REPOSITORY: 'octo-dev/octo-dev.github.io',
        },
      });

      expect(run.line('PUBLIC_URL')).toMatch(
        /^✔ PUBLIC_URL: \/: the path of https:\/\/octo-dev\.github\.io\/ /,
      );
    });

    it('compares a full address with --pages-url, and leaves a custom domain alone', async () => {
      const other = await doctor({
        env: { ...ownerSettings(), PUBLIC_URL: 'https://octo-dev.github.io/old-name' },
        pagesUrl: 'https://octo-dev.github.io/portfolio/',
      });
      expect(other.line('PUBLIC_URL')).toMatch(
        /^⚠ PUBLIC_URL: https:\/\/octo-dev\.github\.io\/old-name\/ is not the site's address \(https:\/\/octo-dev\.github\.io\/portfolio\/, --pages-url\)\. Fix: Set PUBLIC_URL=\/portfolio/,
      );

      const custom = await doctor({
        env: { ...ownerSettings(), PUBLIC_URL: 'https://octo.dev/' },
        environment: { GITHUB_TOKEN: TOKENS.personal, GITHUB_REPOSITORY: 'octo-dev/portfolio' },
      });
      expect(custom.line('PUBLIC_URL')).toMatch(
        /^✔ PUBLIC_URL: https:\/\/octo\.dev\/: a custom domain/,
      );
    });

    it('says it cannot check outside GitHub Actions', async () => {
      const run = await doctor();

      expect(run.line('PUBLIC_URL')).toBe(
        '✔ PUBLIC_URL: /portfolio: cannot check outside GitHub Actions (pass --pages-url <address> to compare)',
      );
    });
  });

  describe('GITHUB_STEP_SUMMARY', () => {
    it('appends the checklist as Markdown, every outside text escaped', async () => {
      const summary = path.join(
        mkdtempSync(path.join(tmpdir(), 'doctor-summary-')),
        'step-summary.md',
      );
      folders.push(path.dirname(summary));
      writeFileSync(summary, 'Earlier step\n');
      api.serve({
        ...SCENARIO,
        github: {
          ...SCENARIO.github,
          user: {
            ...SCENARIO.github.user,
            name: '<img src=x onerror=alert(1)> [win](https://evil.example) \u001b[2J**Octo**\u202Egnp',
          },
        },
      });
      const run = await doctor({
        environment: {
          GITHUB_TOKEN: 'ghp_FAKE-revoked-summary-not-a-real-token',
          GITHUB_STEP_SUMMARY: summary,
        },
      });

      const markdown = readFileSync(summary, 'utf8');
      expect(markdown.startsWith('Earlier step\n### Portfolio doctor\n')).toBe(true);
      expect(markdown).toContain(
        '- ✖ **GITHUB\\_TOKEN**: GitHub rejected it \\(401\\: revoked or expired\\)  \n  Fix: Create a new token',
      );
      expect(markdown).toContain(
        `- ✔ **GitHub user octo\\-dev**: &lt;img src=x onerror=alert\\(1\\)&gt; \\[win\\]\\(https\\://evil\\.example\\) \\[2J\\*\\*Octo\\*\\*gnp`,
      );
      expect(markdown).not.toContain('<img');
      expect(markdown).not.toContain('ghp_REVOKED');
      for (const invisible of ['\u001b', '\u202E']) expect(markdown).not.toContain(invisible);
      // The terminal gets the text as written, without what could move the cursor or turn it around.
      expect(run.line(`GitHub user ${GITHUB_LOGIN}`)).toBe(
        `✔ GitHub user ${GITHUB_LOGIN}: <img src=x onerror=alert(1)> [win](https://evil.example) [2J**Octo**gnp, ${toPublicUser(SCENARIO.github.user).public_repos} public repositories`,
      );
      for (const invisible of ['\u001b', '\u202E']) expect(run.output).not.toContain(invisible);
      expect(existsSync(summary)).toBe(true);
    });

    it("writes nothing without it, whatever the test process's own environment says", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'doctor-summary-'));
      folders.push(dir);
      const summary = path.join(dir, 'step-summary.md');
      const saved = process.env.GITHUB_STEP_SUMMARY;
      process.env.GITHUB_STEP_SUMMARY = summary;
      try {
        await doctor();
      } finally {
        if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY;
        else process.env.GITHUB_STEP_SUMMARY = saved;
      }
      expect(existsSync(summary)).toBe(false);
    });
  });
});
