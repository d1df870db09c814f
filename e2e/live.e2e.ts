/**
 * Live mode: the visitor's browser calls the (mock) APIs with the token it decrypts, and falls back to
 * the build-time snapshot when a whole call fails. The mock serves the live world
 * (mock/worlds/liveScenario.ts), not the one the build's snapshot was made from: one more commit in
 * widget-engine and a new repository tell live data from the snapshot on the page.
 */
import type { Browser, Page } from 'playwright-core';
import {
  contributionTexts,
  LIVE_NEW_REPO,
  LIVE_PUSHED,
  LIVE_SCENARIO,
} from '../mock/worlds/liveScenario';
import { rateLimited, startMockApi, type MockApi } from '../mock/mockApi';
import { serveSite, type SiteServer } from '../scripts/lib/pagesServer';
import {
  eventually,
  interactive,
  launchChromium,
  loadShiftOnPhone,
  openPage,
  projectCard,
  panelSettled,
  type ProbedPage,
} from './support/browser';
import { policyDirectives, recordCspViolations } from './support/csp';
import { e2eSettings, GITHUB_TOKEN, GITLAB_TOKEN } from './support/e2eSettings';

const settings = e2eSettings();
let browser: Browser;
let site: SiteServer;
let api: MockApi;
let probe: ProbedPage;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  site = await serveSite(settings.liveBuild, '/portfolio/');
  // The port baked into the build; the world as it stands after the build.
  api = await startMockApi({
    port: settings.mockPort,
    scenario: LIVE_SCENARIO,
    githubToken: GITHUB_TOKEN,
    gitlabToken: GITLAB_TOKEN,
    // The profile's avatar URL is then the one the build copied: the page keeps the site's copy.
    avatars: true,
  });
});
beforeEach(() => api.reset());
afterEach(async () => {
  await page.context().close();
});
afterAll(async () => {
  await browser.close();
  await site.close();
  await api.close();
});

/** Opens the page and waits until its live fetches are done (it shows the snapshot before). */
async function visit() {
  probe = await openPage(browser);
  page = probe.page;
  await page.goto(`${site.url}#/`);
  await interactive(page);
  await page.waitForLoadState('networkidle');
}

const card = (title: string) => projectCard(page, title);

/** widget-engine's card as the build-time snapshot counted it (5, 55.56%), and as it is live. */
const SNAPSHOT_COUNT = contributionTexts(LIVE_PUSHED.snapshot);
const LIVE_COUNT = contributionTexts(LIVE_PUSHED.live);
const countText = ({ count, percentage }: typeof SNAPSHOT_COUNT) => `${count}${percentage}`;

/** Whether the page (or the HTML without scripts) shows the repository created after the build. */
const showsNewRepo = async (on: Page) => (await projectCard(on, LIVE_NEW_REPO.name).count()) > 0;

/**
 * The layout shifts summed since the load began, read again from what loadShiftOnPhone records: its
 * own sum is taken when the network first goes idle, which a retry's backoff can precede.
 */
const shiftsSoFar = (on: Page) =>
  on.evaluate(() =>
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((a, b) => a + b, 0),
  );

describe('live mode', () => {
  it('fetches in the browser with the decrypted tokens, without console errors', async () => {
    await visit();
    // The live count and the new repository with its languages replace the snapshot's.
    await card('widget-engine').filter({ hasText: LIVE_COUNT.percentage }).waitFor();
    await expect(card('widget-engine')).toContainText(countText(LIVE_COUNT));
    await card(LIVE_NEW_REPO.name).waitFor();
    await expect(card(LIVE_NEW_REPO.name).locator('.tool-tag')).toHaveTexts(
      Object.keys(LIVE_NEW_REPO.languages),
    );
    await page.getByRole('tab', { name: 'GitLab Projects' }).click();
    await card('platform-team').waitFor();

    const github = api.requests.filter((request) => request.service === 'github');
    const paths = github.map((request) => request.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/user',
        '/user/repos',
        '/user/orgs',
        '/orgs/acme-labs/repos',
        '/repos/acme-labs/widget-engine/commits',
      ]),
    );
    expect(new Set(github.map((request) => request.authorization))).toEqual(
      new Set([`token ${GITHUB_TOKEN}`]),
    );
    // The tab shows the GitLab snapshot at once; its live requests follow.
    const gitlabRequests = () => api.requests.filter((request) => request.service === 'gitlab');
    await eventually(() => gitlabRequests().length >= 3);
    const gitlab = gitlabRequests();
    expect(gitlab.length).toBeGreaterThanOrEqual(3);
    expect(new Set(gitlab.map((request) => request.privateToken))).toEqual(new Set([GITLAB_TOKEN]));

    expect(probe.errors).toEqual([]);
    expect(probe.warnings).toEqual([]);
  });

  it.each(['light', 'dark'] as const)(
    'runs under its security policy: the APIs and a new GitHub avatar allowed, no violation (%s)',
    async (scheme) => {
      probe = await openPage(browser, undefined, scheme);
      page = probe.page;
      const csp = await recordCspViolations(page);
      // The profile has a new picture since the build: the page shows GitHub's (the mock's) image.
      const mock = `http://127.0.0.1:${settings.mockPort}`;
      const newAvatar = `${mock}/avatars/u/4242?v=5`;
      await page.route(`${mock}/github/user`, async (route) => {
        const response = await route.fetch();
        const profile = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...profile, avatar_url: newAvatar } });
      });
      await page.goto(`${site.url}#/`);
      await interactive(page);
      await page.waitForLoadState('networkidle');
      const policy = policyDirectives(
        (await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute('content')) ?? '',
      );
      // The mock is both GitHub's API, its avatar host and GitLab: one origin.
      expect(policy.get('connect-src')).toEqual(["'self'", mock]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', mock]);
      await card(LIVE_NEW_REPO.name).waitFor();
      await page.waitForFunction(
        (url) =>
          Array.from(document.images).some(
            (image) => image.currentSrc.startsWith(url) && image.complete && image.naturalWidth > 0,
          ),
        newAvatar.slice(0, newAvatar.indexOf('?')),
      );
      for (const tab of ['GitLab Projects', 'Tech Stack', 'GitHub Projects']) {
        await page.getByRole('tab', { name: tab }).click();
        await panelSettled(page);
      }
      await card('widget-engine').waitFor();
      const toggle = page.getByRole('switch', { name: 'Dark mode' });
      await toggle.click();
      await toggle.click();
      await page.waitForLoadState('networkidle');
      expect(api.requests.some((request) => request.service === 'gitlab')).toBe(true);
      expect(csp).toEqual({ violations: [], messages: [] });
      expect(probe.errors).toEqual([]);
    },
  );

  it('shows the snapshot when GitHub answers 500', async () => {
    api.fail({ service: 'github', path: /^\/user(\/repos|\/orgs)?$/, status: 500 });
    await visit();
    // The snapshot shows from the start; the warnings say the live calls failed (after their retries).
    await eventually(() => probe.warnings.filter((text) => text.startsWith('Live ')).length >= 3);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Octo Dev');
    await expect(card('portfolio')).toBeVisible();
    await expect(card('widget-engine')).toContainText(countText(SNAPSHOT_COUNT));
    await expect(showsNewRepo(page)).resolves.toBe(false);
    for (const part of ['profile', 'ownRepos', 'organizations']) {
      expect(probe.warnings).toContainEqual(
        expect.stringContaining(`Live ${part} failed; showing the build-time snapshot instead.`),
      );
    }
    expect(probe.errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
  });

  it('shows the snapshot when GitHub is rate limited (403)', async () => {
    api.fail(rateLimited());
    await visit();
    await eventually(() => probe.warnings.some((text) => text.startsWith('Live organizations')));
    await expect(card('widget-engine')).toContainText(countText(SNAPSHOT_COUNT));
    await expect(showsNewRepo(page)).resolves.toBe(false);
    // The page asked GitHub live (which of /user, /user/repos, /user/orgs went out first varies: once
    // an answer says the limit is spent, the transport sends no more until the reset).
    expect(
      api.requests.some(({ service, path }) => service === 'github' && /^\/user/.test(path)),
    ).toBe(true);
    expect(probe.warnings).toContainEqual(
      expect.stringContaining(
        'Live organizations failed; showing the build-time snapshot instead.',
      ),
    );
    expect(probe.errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
  });

  it('shows the GitLab snapshot when GitLab answers 500', async () => {
    api.fail({ service: 'gitlab', path: /.*/, status: 500 });
    await visit();
    await page.getByRole('tab', { name: 'GitLab Projects' }).click();
    await card('infra-scripts').waitFor();
    await eventually(
      () => probe.warnings.filter((text) => /^Live (gitlab|starred)/.test(text)).length >= 3,
    );
    await expect(card('platform-team')).toBeVisible();
    for (const part of ['gitlabProjects', 'starredProjects', 'gitlabGroups']) {
      expect(probe.warnings).toContainEqual(
        expect.stringContaining(`Live ${part} failed; showing the build-time snapshot instead.`),
      );
    }
    expect(api.requests.some((request) => request.service === 'gitlab')).toBe(true);
  });

  it("logs 'Error in key operations' for a wrong key and goes on without the token", async () => {
    probe = await openPage(browser);
    page = probe.page;
    // The same build with another key embedded: decryption fails in the browser.
    const wrongKey = Buffer.alloc(32, 7).toString('base64');
    // The settings, live mode's key among them, are the page's data (#portfolio-config).
    await page.route(site.url, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain(settings.liveGithubKey);
      await route.fulfill({ response, body: html.replace(settings.liveGithubKey, wrongKey) });
    });
    // This page's own requests: the mock's log may still receive stragglers of the previous test.
    const github: { path: string; authorization: string | undefined }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === String(settings.mockPort) && url.pathname.startsWith('/github/')) {
        github.push({
          path: url.pathname.slice('/github'.length),
          authorization: request.headers().authorization,
        });
      }
    });
    await page.goto(`${site.url}#/`);
    await interactive(page);
    await page.waitForLoadState('networkidle');
    expect(probe.errors).toContainEqual(expect.stringContaining('Error in key operations'));
    // Public endpoints, no token: /users/octo-dev instead of /user.
    expect(github.map((request) => request.path)).toContain('/users/octo-dev');
    expect(github.filter((request) => request.authorization !== undefined)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Octo Dev');
  });

  it('keeps the snapshot’s count of a repo whose branches fail live, never a 0', async () => {
    api.fail({ service: 'github', path: '/repos/acme-labs/widget-engine/branches', status: 500 });
    await visit();
    await eventually(() =>
      probe.errors.some((text) =>
        text.includes('Failed to fetch contributors for repo widget-engine'),
      ),
    );
    // The snapshot's count of widget-engine, though the rest is live (the new repository shows).
    await card(LIVE_NEW_REPO.name).waitFor();
    await expect(card('widget-engine')).toContainText(countText(SNAPSHOT_COUNT));
    await expect(card('data-pipes')).toContainText('Contribution Percentage: 50%');
    expect(probe.warnings).toEqual([]);
  });

  it('settles within 30 s on the snapshot when GitHub never answers', async () => {
    api.hang({ service: 'github', path: /^\/(user|repos|orgs)/ });
    const started = Date.now();
    probe = await openPage(browser);
    page = probe.page;
    // Not visit(): the network never goes idle while requests hang.
    await page.goto(`${site.url}#/`);
    await interactive(page);
    await eventually(
      () => probe.warnings.filter((text) => text.startsWith('Live ')).length >= 3,
      30_000,
    );
    expect(Date.now() - started).toBeLessThan(30_000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Octo Dev');
    await expect(card('widget-engine')).toContainText(countText(SNAPSHOT_COUNT));
    await expect(showsNewRepo(page)).resolves.toBe(false);
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  }, 60_000);

  it('shows the build-time snapshot in its HTML, then the live data without a layout shift', async () => {
    // Without scripts: the snapshot the build was made from, nothing of the live world.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const still = await context.newPage();
    await still.goto(`${site.url}#/`);
    await expect(still.getByRole('heading', { level: 1 })).toHaveText('Octo Dev');
    await expect(projectCard(still, 'widget-engine')).toContainText(countText(SNAPSHOT_COUNT));
    await expect(projectCard(still, 'portfolio')).toHaveCount(1);
    await expect(showsNewRepo(still)).resolves.toBe(false);
    await context.close();

    // The new repository's languages fail and the snapshot has no copy of it: no tools.
    api.fail({ service: 'github', path: LIVE_NEW_REPO.languagesPath, status: 500 });
    let shift: number;
    ({ probe, shift } = await loadShiftOnPhone(browser, `${site.url}#/`));
    page = probe.page;
    expect(shift).toBeLessThanOrEqual(0.01);
    // The own repositories arrive after the failed languages' last retry.
    await card(LIVE_NEW_REPO.name).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(card('widget-engine')).toContainText(countText(LIVE_COUNT));
    const fresh = card(LIVE_NEW_REPO.name);
    await expect(fresh).toContainText(LIVE_NEW_REPO.description);
    await expect(fresh.locator('.tool-tag')).toHaveCount(0);
    await expect(fresh.getByRole('img', { name: /^Languages/ })).toHaveCount(0);
    expect(api.count({ service: 'github', path: LIVE_NEW_REPO.languagesPath, status: 500 })).toBe(
      3,
    );
    await expect(shiftsSoFar(page)).resolves.toBeLessThanOrEqual(0.01);
    // The only errors: the failed requests, and the warning that names the repository.
    const languagesFailed = `Failed to fetch languages for repo ${LIVE_NEW_REPO.name}`;
    expect(probe.errors).toContainEqual(expect.stringContaining(languagesFailed));
    expect(
      probe.errors.filter((text) => !text.includes(languagesFailed) && !text.includes('500')),
    ).toEqual([]);
  });
});
