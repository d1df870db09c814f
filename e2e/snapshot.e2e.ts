/**
 * The published page in snapshot mode, as a visitor sees it: data from the build-time snapshot, no API
 * call from the browser.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { measure } from '../scripts/size';
import {
  DIFFERENCE_ENGINE,
  EXPECTED_CONTRIBUTIONS,
  EXPECTED_OWN_ORDER,
  HIDDEN_OWN,
  NEVER_SHOWN,
} from '../test/fixtures/scenario';

/** The mock owner's GitHub bio (test/fixtures/scenario.ts). */
const OWNER_BIO = 'Full-stack developer. TypeScript, Go and tidy infrastructure.';
import { startMockApi, type MockApi } from '../test/support/mockApi';
import { serveBuild, type StaticServer } from '../test/support/staticServer';
import {
  allImagesLoaded,
  chunkContaining,
  gridColumns,
  interactive,
  launchChromium,
  loadShiftOnPhone,
  openPage,
  panelSettled,
  projectCard,
  type ProbedPage,
} from './support/browser';
import { e2eSettings, LINKEDIN_URL, SCREENSHOT_DIR, SITE_URL } from './support/e2eSettings';

const settings = e2eSettings();

const SITES = [
  {
    label: 'built for its full address, served under /portfolio/',
    build: settings.snapshotBuild,
    basePath: '/portfolio/',
    siteUrl: SITE_URL as string | null,
    screenshots: true,
  },
  {
    label: 'built for the root of its domain (PUBLIC_URL=/)',
    build: settings.rootBuild,
    basePath: '/',
    siteUrl: null,
    screenshots: false,
  },
];

describe.each(SITES)('snapshot site $label', ({ build, basePath, siteUrl, screenshots }) => {
  let browser: Browser;
  let site: StaticServer;
  let api: MockApi;
  let probe: ProbedPage;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    site = await serveBuild(build, { basePath });
    // Running, so that an API call from the page would be seen (there must be none).
    api = await startMockApi({ port: settings.mockPort });
  });
  afterAll(async () => {
    await browser.close();
    await site.close();
    await api.close();
  });

  async function visit(
    viewport?: { width: number; height: number },
    hash = '#/',
    colorScheme: 'light' | 'dark' = 'light',
  ) {
    probe = await openPage(browser, viewport, colorScheme);
    page = probe.page;
    await page.goto(`${site.url}${hash}`);
    if (hash === '#/') await interactive(page);
  }

  afterEach(async () => {
    await page.context().close();
  });

  const tab = (name: string) => page.getByRole('tab', { name });
  const card = (title: string) => projectCard(page, title);

  describe('header and footer', () => {
    it('shows the owner, every link and a CV that is a real PDF', async () => {
      await visit();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Octo Dev');
      await expect(
        page.getByRole('img', { name: 'Avatar of Octo Dev' }).getAttribute('src'),
      ).resolves.toMatch(/^https:\/\/avatars\.githubusercontent\.com\//);
      await expect(page.locator('.profile-bio').textContent()).resolves.toBe(OWNER_BIO);
      await expect(page.locator('.profile-details').textContent()).resolves.toBe(
        'Berlin, Germany · @acme-labs',
      );
      await expect(page.locator('footer time').textContent()).resolves.toMatch(
        /^\d{1,2} [A-Z][a-z]{2} \d{4}$/,
      );

      const nav = page.getByRole('navigation', { name: 'Profiles and contact' });
      const href = (name: string) => nav.getByRole('link', { name }).getAttribute('href');
      await expect(href('GitHub')).resolves.toBe('https://github.com/octo-dev');
      await expect(href('GitLab')).resolves.toBe(
        `http://127.0.0.1:${settings.mockPort}/gitlab/octo-gl`,
      );
      await expect(href('E-mail')).resolves.toBe('mailto:octo@example.org');
      // From the owner's GitHub social accounts, ahead of REACT_APP_LINKEDIN_URL.
      await expect(href('LinkedIn')).resolves.toBe(LINKEDIN_URL);
      await expect(href('Mastodon')).resolves.toBe('https://mastodon.social/@octodev');
      await expect(href('Website')).resolves.toBe('https://octo.dev');

      const cv = page.getByRole('link', { name: 'Download CV' });
      await expect(cv.getAttribute('href')).resolves.toBe(`${basePath}cv.pdf`);
      const [download] = await Promise.all([page.waitForEvent('download'), cv.click()]);
      const file = await download.path();
      const bytes = await import('node:fs').then(({ readFileSync }) => readFileSync(file));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const footer = page.locator('footer');
      await expect(footer.textContent()).resolves.toContain(
        `© ${new Date().getFullYear()} Octo Dev`,
      );
      await expect(
        footer.getByRole('link', { name: 'octo@example.org' }).getAttribute('href'),
      ).resolves.toBe('mailto:octo@example.org');
    });
  });

  describe('GitHub Projects (default tab)', () => {
    it('shows own repos, then the organizations with the allow-listed repos and exact contributions', async () => {
      await visit();
      await expect(tab('GitHub Projects').getAttribute('aria-selected')).resolves.toBe('true');
      await card('widget-engine').waitFor();

      const repos = page.locator('.card-grid').first().locator('.project-card h3');
      // Most stars first; the fork and the archived repository hidden.
      await expect(repos.allTextContents()).resolves.toEqual(EXPECTED_OWN_ORDER);
      await expect(card('dotfiles').textContent()).resolves.toContain('No description provided');
      await expect(card('portfolio').textContent()).resolves.toContain('My developer portfolio');

      await expect(page.getByRole('heading', { name: 'Organizations' }).isVisible()).resolves.toBe(
        true,
      );
      const orgs = page.locator('.organization-title');
      await expect(orgs.allTextContents()).resolves.toEqual(['acme-labs', 'open-tools-collective']);
      await expect(
        page.getByRole('link', { name: 'View acme-labs' }).getAttribute('href'),
      ).resolves.toBe(`http://127.0.0.1:${settings.mockPort}/github/acme-labs`);

      for (const name of ['widget-engine', 'data-pipes', 'toolbox', 'empty-repo']) {
        const expected = EXPECTED_CONTRIBUTIONS[name];
        const text = await card(name).textContent();
        expect([name, text]).toEqual([
          name,
          expect.stringContaining(
            `Contributions: ${expected?.own}Contribution Percentage: ${expected?.percentage}%`,
          ),
        ]);
      }
      await expect(card('widget-engine').textContent()).resolves.toContain(
        'Contribution Percentage: 55.56%',
      );
      await expect(
        card('widget-engine')
          .getByRole('link', { name: 'View widget-engine' })
          .getAttribute('href'),
      ).resolves.toBe('https://github.com/acme-labs/widget-engine');

      const body = await page.locator('body').textContent();
      for (const [hidden, why] of Object.entries(NEVER_SHOWN)) {
        expect([hidden, why, body?.includes(hidden)]).toEqual([hidden, why, false]);
      }
      // Hidden, though the inline snapshot keeps them (a setting can show them without a new fetch).
      const shown = await page.locator('#root').innerText();
      for (const hidden of HIDDEN_OWN) {
        expect([hidden, shown.includes(hidden)]).toEqual([hidden, false]);
      }
      expect(api.requests).toEqual([]);
      expect(probe.errors).toEqual([]);
    });
  });

  describe('other tabs', () => {
    it('switches to GitLab Projects and Tech Stack', async () => {
      await visit();
      await tab('GitLab Projects').click();
      await card('infra-scripts').waitFor();
      for (const title of ['Projects', 'Starred Projects', 'GitLab Organizations']) {
        await expect(
          page.getByRole('heading', { name: title, exact: true }).isVisible(),
        ).resolves.toBe(true);
      }
      await expect(card('awesome-selfhosted').isVisible()).resolves.toBe(true);
      await expect(card('platform-team').isVisible()).resolves.toBe(true);
      const link = (title: string) =>
        card(title)
          .getByRole('link', { name: `View ${title}` })
          .getAttribute('href');
      await expect(link('infra-scripts')).resolves.toBe(
        'https://gitlab.example.org/octo-gl/infra-scripts',
      );
      await expect(link('platform-team')).resolves.toBe(
        'https://gitlab.example.org/groups/platform-team',
      );

      await tab('Tech Stack').click();
      await page.getByRole('heading', { name: 'My Tech Stack' }).waitFor();
      const tags = await page.locator('.tech-stack .ant-tag').count();
      expect(tags).toBeGreaterThanOrEqual(65);
      expect(probe.errors).toEqual([]);
    });
  });

  describe('layout', () => {
    it.each([
      [375, 1],
      [700, 2],
      [1000, 3],
    ])(
      'lays the grid out at %ipx in %i column(s), never wider than the screen',
      async (width, columns) => {
        await visit({ width, height: 900 });
        await card('portfolio').waitFor();
        await expect(gridColumns(page, '.card-grid')).resolves.toBe(columns);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      },
    );

    it('keeps the content within 1200px, centred', async () => {
      await visit({ width: 1600, height: 900 });
      const box = await page.locator('.page').boundingBox();
      expect(box?.width).toBeLessThanOrEqual(1200);
      expect(Math.round(box?.x ?? 0)).toBe(200);
    });
  });

  describe('prerendered page', () => {
    it('is complete without JavaScript: the owner, the tabs, the cards and the exact contributions', async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      page = await context.newPage();
      await page.goto(`${site.url}#/`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Octo Dev');
      await expect(page.getByRole('tab').allTextContents()).resolves.toEqual([
        'GitHub Projects',
        'GitLab Projects',
        'Tech Stack',
      ]);
      const repos = page.locator('.card-grid').first().locator('.project-card h3');
      await expect(repos.allTextContents()).resolves.toEqual(EXPECTED_OWN_ORDER);
      for (const name of ['widget-engine', 'data-pipes', 'toolbox', 'empty-repo']) {
        const expected = EXPECTED_CONTRIBUTIONS[name];
        await expect(card(name).isVisible()).resolves.toBe(true);
        await expect(card(name).textContent()).resolves.toContain(
          `Contributions: ${expected?.own}Contribution Percentage: ${expected?.percentage}%`,
        );
      }
      await expect(
        page.getByRole('link', { name: 'Download CV' }).getAttribute('href'),
      ).resolves.toBe(`${basePath}cv.pdf`);
      await expect(page.locator('.ant-skeleton').count()).resolves.toBe(0);
    });

    it('hydrates without a warning, a skeleton or a request for data', async () => {
      probe = await openPage(browser);
      page = probe.page;
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto(`${site.url}#/`);
      await expect(page.locator('.ant-skeleton').count()).resolves.toBe(0);
      await interactive(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-skeleton').count()).resolves.toBe(0);
      expect(probe.errors).toEqual([]);
      expect(probe.warnings).toEqual([]);
      expect(requests.filter((path) => path.endsWith('.json'))).toEqual([]);
      expect(api.requests).toEqual([]);
      // Hydrated for real: the tabs switch.
      await tab('Tech Stack').click();
      await page.getByRole('heading', { name: 'My Tech Stack' }).waitFor();
    });

    it('does not shift while it loads on a phone with a 4x slower CPU (CLS ≤ 0.01)', async () => {
      let shift: number;
      ({ probe, shift } = await loadShiftOnPhone(browser, `${site.url}#/`));
      page = probe.page;
      await card('widget-engine').waitFor();
      expect(shift).toBeLessThanOrEqual(0.01);
    });
  });

  describe('link previews and site files', () => {
    const content = (selector: string) => page.locator(selector).first().getAttribute('content');

    it('names the owner, describes the page with the bio, and carries preview tags and a JSON-LD Person', async () => {
      await visit();
      await expect(page.title()).resolves.toBe('Octo Dev · Developer portfolio');
      await expect(content('meta[name="description"]')).resolves.toBe(OWNER_BIO);
      await expect(content('meta[property="og:type"]')).resolves.toBe('profile');
      await expect(content('meta[property="og:title"]')).resolves.toBe(
        'Octo Dev · Developer portfolio',
      );
      await expect(content('meta[property="og:description"]')).resolves.toBe(OWNER_BIO);
      await expect(content('meta[name="twitter:title"]')).resolves.toBe(
        'Octo Dev · Developer portfolio',
      );
      const image = await content('meta[property="og:image"]');
      if (siteUrl) {
        await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
          siteUrl,
        );
        await expect(content('meta[property="og:url"]')).resolves.toBe(siteUrl);
        expect(image).toBe(`${siteUrl}og-image.png`);
        await expect(content('meta[name="twitter:card"]')).resolves.toBe('summary_large_image');
        // The card is published beside the page: the same path here.
        const png = await page.request.get(`${site.url}og-image.png`);
        expect(png.status()).toBe(200);
        const bytes = await png.body();
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
      } else {
        // Only the path is known: no canonical address, the avatar as the preview.
        await expect(page.locator('link[rel="canonical"]').count()).resolves.toBe(0);
        expect(image).toMatch(/^https:\/\/avatars\.githubusercontent\.com\//);
      }
      const jsonLd: unknown = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null',
      );
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Octo Dev',
        url: siteUrl ?? 'https://github.com/octo-dev',
        image: expect.stringMatching(/^https:\/\/avatars\.githubusercontent\.com\//),
        sameAs: expect.arrayContaining(['https://github.com/octo-dev', LINKEDIN_URL]),
        worksFor: { '@type': 'Organization', name: 'acme-labs' },
      });
    });

    it('sends a lost visitor to the page from 404.html', async () => {
      probe = await openPage(browser);
      page = probe.page;
      const response = await page.goto(`${site.url}no/such/page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Page not found',
      );
      await page.getByRole('link', { name: 'Go to the portfolio' }).click();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Octo Dev');
    });

    it('serves the manifest and its icons, robots.txt and, with a full address, the sitemap', async () => {
      await visit();
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestHref).toBe(`${basePath}manifest.webmanifest`);
      const manifest = (await (
        await page.request.get(new URL(manifestHref ?? '', site.url).href)
      ).json()) as { start_url: string; icons: { src: string; sizes: string }[] };
      expect(manifest.start_url).toBe(basePath);
      for (const icon of manifest.icons) {
        const answer = await page.request.get(new URL(icon.src, site.url).href);
        expect([icon.src, answer.status()]).toEqual([icon.src, 200]);
      }
      const robots = await (await page.request.get(`${site.url}robots.txt`)).text();
      expect(robots).toContain('User-agent: *');
      const sitemap = await page.request.get(`${site.url}sitemap.xml`);
      if (siteUrl) {
        expect(robots).toContain(`Sitemap: ${siteUrl}sitemap.xml`);
        await expect(sitemap.text()).resolves.toContain(`<loc>${siteUrl}</loc>`);
      } else {
        expect(sitemap.status()).toBe(404);
      }
    });
  });

  describe('errors', () => {
    it('shows the error screen for an unknown route', async () => {
      await visit(undefined, '#/no-such-route');
      // The router is a chunk of its own, loaded after the page's scripts.
      await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
      await expect(
        page.getByRole('heading', { name: 'Unexpected Application Error!' }).isVisible(),
      ).resolves.toBe(true);
      await expect(page.locator('body').textContent()).resolves.toContain(
        'Unexpected Application Error!404 Not Found',
      );
    });

    it('hands over to the router when the hash leaves #/, and shows its error screen', async () => {
      await visit();
      await page.evaluate(() => {
        window.location.hash = '#/no-such-route';
      });
      await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
      await expect(page.locator('body').textContent()).resolves.toContain('404 Not Found');
      await expect(page.getByRole('tab').count()).resolves.toBe(0);
    });

    it('explains a tab chunk that fails to load, and retries it once it is back', async () => {
      const chunk = chunkContaining(settings.snapshotBuild, 'Starred Projects');
      probe = await openPage(browser);
      page = probe.page;
      let blocked = true;
      await page.route(`**/static/js/${chunk}`, (route) =>
        blocked ? route.abort('failed') : route.continue(),
      );
      await page.goto(`${site.url}#/`);
      await interactive(page);
      await tab('GitLab Projects').click();

      const alert = page.getByRole('alert');
      await alert.waitFor();
      const message = await alert.textContent();
      expect(message).toMatch(
        new RegExp(
          `Loading chunk \\d+ failed\\.\\s*\\(error: .*${basePath}static/js/${chunk.replace(/\./g, '\\.')}\\)`,
        ),
      );

      blocked = false;
      await alert.getByRole('button', { name: 'Retry' }).click();
      await card('infra-scripts').waitFor();
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
    });

    it('shows the skeleton, not a blank panel, while a chunk is slow', async () => {
      const chunk = chunkContaining(settings.snapshotBuild, 'My Tech Stack');
      probe = await openPage(browser);
      page = probe.page;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**/static/js/${chunk}`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${site.url}#/`);
      await interactive(page);
      await tab('Tech Stack').click();
      await page.locator('.panel-skeleton').waitFor();
      release();
      await page.getByRole('heading', { name: 'My Tech Stack' }).waitFor();
      await expect(page.locator('.panel-skeleton').count()).resolves.toBe(0);
    });
  });

  describe('presentation', () => {
    const MONTHS = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ];
    const months = (iso: string) =>
      `${MONTHS[new Date(iso).getUTCMonth()]} ${new Date(iso).getUTCFullYear()}`;

    it('sums the owner up: highlights, the top languages bar, stars, forks and last pushes on the cards', async () => {
      await visit();
      const highlights = page.getByRole('region', { name: 'Highlights' });
      const orgRepos = [
        'widget-engine',
        'data-pipes',
        'empty-repo',
        'difference-engine',
        'toolbox',
      ];
      const orgCommits = orgRepos.reduce(
        (sum, name) => sum + (EXPECTED_CONTRIBUTIONS[name]?.own ?? 0),
        0,
      );
      const created = new Date('2016-05-04T08:12:41Z');
      const now = new Date();
      const years =
        now.getUTCFullYear() -
        created.getUTCFullYear() -
        (now.getUTCMonth() < created.getUTCMonth() ||
        (now.getUTCMonth() === created.getUTCMonth() && now.getUTCDate() < created.getUTCDate())
          ? 1
          : 0);
      await expect(highlights.locator('.highlight-list li').allTextContents()).resolves.toEqual([
        `${EXPECTED_OWN_ORDER.length + orgRepos.length} repositories`,
        `${orgCommits} commits in 2 organizations`,
        `${years} years on GitHub`,
      ]);
      const legend = highlights.getByRole('list', { name: 'Top languages' });
      await expect(legend.locator('li').first().textContent()).resolves.toMatch(
        /^TypeScript \d+(\.\d)?%$/,
      );

      const portfolio = card('portfolio');
      await expect(portfolio.locator('.repo-facts').textContent()).resolves.toMatch(
        /^12 stars2 forksUpdated (last year|\d+ years ago)28 Feb 2025$/,
      );
      const pushed = portfolio.locator('.repo-facts time');
      await expect(pushed.getAttribute('datetime')).resolves.toBe('2025-02-28T19:40:08.000Z');
      // The date itself on focus.
      await portfolio.locator('.repo-facts .hint-trigger').focus();
      await expect(
        portfolio
          .locator('.repo-facts .hint-text')
          .evaluate((node) => getComputedStyle(node).visibility),
      ).resolves.toBe('visible');
      await expect(portfolio.locator('.repo-facts .hint-text').textContent()).resolves.toBe(
        '28 Feb 2025',
      );
      await expect(card('cli-kit').locator('.repo-facts').textContent()).resolves.toMatch(
        /^25 stars/,
      );
    });

    it("shows an organization repository's languages from /languages, with its colour bar", async () => {
      await visit();
      const engine = card(DIFFERENCE_ENGINE.name);
      await expect(engine.locator('.tool-tag').allTextContents()).resolves.toEqual([
        'C++',
        'CMake',
      ]);
      await expect(
        engine.getByRole('img', { name: 'Languages: C++ 93.9%, CMake 6.1%' }).isVisible(),
      ).resolves.toBe(true);
    });

    it('draws each contribution share as a progress bar with its value, the commit counts and the active months', async () => {
      await visit();
      for (const name of [
        'widget-engine',
        'data-pipes',
        'difference-engine',
        'toolbox',
        'empty-repo',
      ]) {
        const expected = EXPECTED_CONTRIBUTIONS[name];
        const bar = card(name).getByRole('progressbar', {
          name: `Owner's share of the commits of ${name}`,
        });
        await expect(bar.getAttribute('aria-valuenow')).resolves.toBe(String(expected?.percentage));
        await expect(card(name).locator('.share-facts').textContent()).resolves.toContain(
          `${expected?.own} of ${expected?.total} commits`,
        );
      }
      const engine = DIFFERENCE_ENGINE.contributions;
      await expect(
        card('difference-engine').locator('.share-facts').textContent(),
      ).resolves.toContain(
        `active ${months(engine?.firstOwnCommitAt ?? '')} – ${months(engine?.lastOwnCommitAt ?? '')}`,
      );
      const counts = card('widget-engine').getByRole('button', { name: '5 of 9 commits' });
      await counts.hover();
      await expect(card('widget-engine').getByRole('tooltip').isVisible()).resolves.toBe(true);
      await expect(card('widget-engine').getByRole('tooltip').textContent()).resolves.toContain(
        'Distinct commits over all branches',
      );
    });

    it('counts the shown repositories behind each Tech Stack tag and lists them on demand', async () => {
      await visit();
      await tab('Tech Stack').click();
      await page.getByRole('heading', { name: 'My Tech Stack' }).waitFor();
      const expected: [string, number][] = [
        ['TypeScript', 2],
        ['HTML5', 1],
        ['CSS3', 1],
        ['Python', 1],
        ['Go', 2],
        ['Rust', 1],
        ['C++', 1],
        ['Docker', 1],
        ['Ansible', 1],
        ['Bash', 2],
      ];
      const toggles = page.locator('.tech-stack').getByRole('button');
      await expect(
        toggles.evaluateAll((nodes) =>
          nodes.map((node) => node.getAttribute('aria-label') ?? node.textContent),
        ),
      ).resolves.toEqual(
        expected.map(
          ([tool, count]) =>
            `${tool}, used in ${count} ${count === 1 ? 'repository' : 'repositories'}`,
        ),
      );
      const go = page.getByRole('button', { name: 'Go, used in 2 repositories' });
      await go.focus();
      await page.keyboard.press('Enter');
      await expect(go.getAttribute('aria-expanded')).resolves.toBe('true');
      const region = page.getByRole('region', { name: 'Go in 2 repositories' });
      await expect(region.getByRole('link').allTextContents()).resolves.toEqual([
        'cli-kit',
        'toolbox',
      ]);
      // JavaScript is only in the hidden fork: no count.
      await expect(page.getByRole('button', { name: /^JavaScript,/ }).count()).resolves.toBe(0);
    });

    it('follows a dark system, and the switch overrides it, remembered after a reload', async () => {
      await visit(undefined, '#/', 'dark');
      const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await expect(theme()).resolves.toBe('dark');
      await expect(background()).resolves.toBe('rgb(13, 17, 23)');
      const toggle = page.getByRole('switch', { name: 'Dark mode' });
      await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
      await toggle.click();
      await expect(theme()).resolves.toBe('light');
      await expect(background()).resolves.toBe('rgb(245, 247, 250)');
      await page.reload();
      await interactive(page);
      await expect(theme()).resolves.toBe('light');
      await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
      await toggle.click();
      await page.reload();
      await expect(theme()).resolves.toBe('dark');
      expect(probe.errors).toEqual([]);
      expect(probe.warnings).toEqual([]);
    });

    it('sets the theme before the first paint: the prerendered page is dark without JavaScript', async () => {
      const context = await browser.newContext({ javaScriptEnabled: true, colorScheme: 'dark' });
      page = await context.newPage();
      // The page's scripts never arrive: only the inline head script runs.
      await page.route('**/static/js/**', (route) => route.abort());
      await page.goto(`${site.url}#/`);
      await expect(
        page.evaluate(
          () =>
            getComputedStyle(document.querySelector('.project-card') as Element).backgroundColor,
        ),
      ).resolves.toBe('rgb(22, 27, 34)');
    });

    it('prints one column with every panel, no tabs bar, and the links written out', async () => {
      await visit();
      await card('portfolio').waitFor();
      await page.emulateMedia({ media: 'print' });
      await page
        .getByRole('heading', { name: 'My Tech Stack', includeHidden: true })
        .waitFor({ state: 'visible' });
      for (const title of [
        'Repositories',
        'Organizations',
        'Projects',
        'Starred Projects',
        'My Tech Stack',
      ]) {
        await expect(
          page.getByRole('heading', { name: title, exact: true, includeHidden: true }).isVisible(),
        ).resolves.toBe(true);
      }
      await expect(page.locator('.ant-tabs-nav').isVisible()).resolves.toBe(false);
      await expect(page.getByRole('switch', { name: 'Dark mode' }).isVisible()).resolves.toBe(
        false,
      );
      await expect(gridColumns(page, '.card-grid')).resolves.toBe(1);
      const written = await page
        .getByRole('link', { name: 'View portfolio' })
        .evaluate((link) => getComputedStyle(link, '::after').content);
      expect(written).toBe('" (https://github.com/octo-dev/portfolio)"');
      await page.emulateMedia({ media: 'screen' });
      await expect(page.locator('.ant-tabs-nav').isVisible()).resolves.toBe(true);
      await expect(
        page.getByRole('heading', { name: 'My Tech Stack', includeHidden: true }).isVisible(),
      ).resolves.toBe(false);
    });
  });

  describe('keyboard and accessibility', () => {
    it('reaches and switches the tabs with the keyboard, with a visible focus', async () => {
      await visit();
      await card('portfolio').waitFor();
      // The focused tab also holds a screen-reader line ("Tab 1 of 3"), hence endsWith.
      let focused = '';
      for (let presses = 0; presses < 20 && !focused.endsWith('GitHub Projects'); presses += 1) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() =>
          document.activeElement?.getAttribute('role') === 'tab'
            ? (document.activeElement.textContent ?? '')
            : '',
        );
      }
      expect(focused).toMatch(/GitHub Projects$/);
      const focusRing = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
      expect(focusRing).toMatch(/^solid [1-9]/);

      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(tab('GitLab Projects').getAttribute('aria-selected')).resolves.toBe('true');
      await card('infra-scripts').waitFor();
    });

    it.each(
      (['light', 'dark'] as const).flatMap((scheme) =>
        ['GitHub Projects', 'GitLab Projects', 'Tech Stack'].map((name) => [name, scheme] as const),
      ),
    )('has no axe violations on %s (%s)', async (name, scheme) => {
      await visit(undefined, '#/', scheme);
      await card('portfolio').waitFor();
      await tab(name).click();
      await panelSettled(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
        })),
      ).toEqual([]);
    });
  });

  describe('first load', () => {
    it('carries no API client in a snapshot build (they sit in the live-mode chunk)', () => {
      const measurement = measure(build);
      expect(measurement.apiClientsInFirstLoad).toEqual([]);
      expect(measurement.apiClientChunks).toHaveLength(1);
    });
  });

  (screenshots ? describe : describe.skip)('screenshots', () => {
    it.each([
      ['phone', 375, 812],
      ['desktop', 1280, 900],
    ])('saves the %s view of every tab', async (name, width, height) => {
      await visit({ width, height });
      await card('widget-engine').waitFor();
      await panelSettled(page);
      await allImagesLoaded(page);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
      await page.getByRole('switch', { name: 'Dark mode' }).click();
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${name}-dark.png`),
        fullPage: true,
      });
      await page.getByRole('switch', { name: 'Dark mode' }).click();
      for (const title of ['GitLab Projects', 'Tech Stack']) {
        await tab(title).click();
        await panelSettled(page);
        await allImagesLoaded(page);
        const slug = title.toLowerCase().replace(/\s+/g, '-');
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `${name}-${slug}.png`),
          fullPage: true,
        });
      }
    });
  });
});
