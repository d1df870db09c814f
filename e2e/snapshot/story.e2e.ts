/**
 * The owner's story: a build with a resume (the demo's, every section) and feeds (the mock's RSS and
 * Atom, plus four that fail): the Experience and Writing tabs, the projects
 * outside GitHub, the header from the resume, the JSON-LD, the printout as a CV, and what a visitor
 * without JavaScript reads. Without resume and feeds the other builds keep the three specified tabs
 * (prerender.e2e.ts checks them).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { RSS_ATOM_LIMITED } from '../../mock/answers/feeds';
import { resumeIssues } from '../../scripts/pipeline/settings/resume/validateResume';
import { axeViolations, eventually, panelSettled } from '../support/browser';
import { ANALYTICS_ORIGIN, e2eSettings, FAILING_FEEDS, STORY_TABS } from '../support/e2eSettings';
import {
  STORY,
  STORY_ACCENT,
  STORY_OPEN_TO_WORK,
  STORY_SITE,
  useSnapshotSite,
} from '../support/snapshotSite';
import { lch, wcagContrast } from 'culori';
import { accentPalette } from '../../src/config/accentPalette';

const { storyLog } = e2eSettings();
const TABS = STORY_TABS;
const SECTIONS = [
  'Experience',
  'Volunteering',
  'Education',
  'Certificates',
  'Awards',
  'Publications',
  'Languages',
  'Interests',
  // The owner's section placed in the Experience tab (sections/colleagues.md), after the resume's.
  'What colleagues say',
];

/** Every entry of the resume's Experience sections, by the text that names it. */
const ENTRY_NAMES = [
  ...STORY.work.map((role) => role.position ?? role.organization),
  ...STORY.volunteer.map((role) => role.position ?? role.organization),
  ...STORY.education.map(({ institution }) => institution),
  ...STORY.certificates.map(({ name }) => name),
  ...STORY.awards.map(({ title }) => title),
  ...STORY.publications.map(({ name }) => name),
  ...STORY.languages.map(({ language }) => language),
  ...STORY.interests.map(({ name }) => name),
];

describe(`snapshot site ${STORY_SITE.label}`, () => {
  const session = useSnapshotSite(STORY_SITE);

  const headingsIn = (page: Page, panel: string) =>
    page
      .locator(`.${panel}`)
      .getByRole('heading', { level: 2, includeHidden: true })
      .allTextContents();

  it('is complete without JavaScript: every section, every entry, the posts and the other projects', async () => {
    const page = await session.openWith({ javaScriptEnabled: false });
    await page.goto(`${session.url}#/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STORY.basics.name ?? '');
    await expect(page.getByRole('tab')).toHaveTexts(TABS);
    await expect(headingsIn(page, 'tab-pane-experience')).resolves.toEqual(SECTIONS);
    const experience = (await page.locator('.tab-pane-experience').textContent()) ?? '';
    for (const name of ENTRY_NAMES) expect([name, experience.includes(name)]).toEqual([name, true]);
    // Shown one after the other: without JavaScript no tab opens.
    await expect(
      page.getByRole('heading', { name: 'Volunteering', includeHidden: true }),
    ).toBeVisible();
    const posts = page.locator('.tab-pane-writing .post-title');
    await expect(posts).toHaveTexts(RSS_ATOM_LIMITED.map(({ title }) => title));
    await expect(posts.first()).toBeVisible();
    for (const project of STORY.projects) {
      await expect(session.card(project.name)).toBeVisible();
      await expect(session.card(project.name)).toContainText('Not on GitHub');
    }
  });

  it('opens the Experience and Writing tabs by click and by keyboard', async () => {
    const page = await session.visit();
    await expect(page.getByRole('tab')).toHaveTexts(TABS);
    await session.tab('Experience').click();
    await panelSettled(page);
    const [current] = STORY.work;
    await expect(
      page.getByRole('heading', { level: 3, name: current?.position ?? '' }),
    ).toBeVisible();
    await expect(page.locator('.tab-pane-experience')).toHaveText(/ – present · \d+ yrs? \d+ mos?/);

    await session.tab('Experience').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(session.tab('Writing')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Writing' })).toBeVisible();
    expect(session.probe.errors).toEqual([]);
  });

  it.each([360, 390])(
    'shows every tab on a %i px phone, wrapping onto a second line, with no menu and no axe violation',
    async (width) => {
      const page = await session.visit({ width, height: 800 });
      for (const name of TABS) {
        const box = await session.tab(name).boundingBox();
        // Inside the screen, not behind antd's "…" menu.
        expect([name, box !== null && box.x >= 0 && box.x + box.width <= width]).toEqual([
          name,
          true,
        ]);
      }
      // A second line, starting at the left edge like the first.
      const boxes = await Promise.all(TABS.map((name) => session.tab(name).boundingBox()));
      const [first] = boxes;
      const wrapped = boxes.find((box) => box && first && box.y > first.y);
      expect(wrapped && first && Math.abs(wrapped.x - first.x) <= 1).toBe(true);
      await session.tab('Writing').click();
      await panelSettled(page);
      await expect(axeViolations(page)).resolves.toEqual([]);
    },
  );

  it('merges the RSS and Atom posts newest first, limited, as text, links only http(s)', async () => {
    const page = await session.visit();
    await session.tab('Writing').click();
    await panelSettled(page);
    const entries = page.locator('.tab-pane-writing .post');
    await expect(entries).toHaveCount(RSS_ATOM_LIMITED.length);
    for (const [index, post] of RSS_ATOM_LIMITED.entries()) {
      const entry = entries.nth(index);
      await expect(entry.locator('.post-title')).toHaveText(post.title);
      await expect(entry.locator('.post-meta')).toContainText(post.source);
      const link = entry.locator('.post-title a');
      if (post.url) await expect(link).toHaveAttribute('href', post.url);
      // The javascript: link of the feed is no link at all.
      else await expect(link).toHaveCount(0);
    }
    // A title with a script is text: no element came of it, and nothing ran.
    const scripted = RSS_ATOM_LIMITED.find(({ title }) => title.includes('<script>'));
    expect(scripted).toBeDefined();
    await expect(page.locator('.tab-pane-writing script')).toHaveCount(0);
    await expect(page.locator('.tab-pane-writing a[href^="javascript:"]')).toHaveCount(0);
    expect(session.probe.errors).toEqual([]);
  });

  it('built green although four feeds failed (500, no answer, XML and JSON cut off), saying which', () => {
    const log = readFileSync(storyLog, 'utf8');
    for (const feedPath of Object.values(FAILING_FEEDS)) {
      const warning = log.split('\n').find((line) => line.includes(`/feeds${feedPath} failed (`));
      expect([feedPath, warning]).toEqual([
        feedPath,
        expect.stringMatching(/^ {2}! Feed .*; left out$/),
      ]);
    }
    expect(log).toContain('Build ready in');
  });

  it('describes the owner with the resume in its JSON-LD: job, employer, schools', async () => {
    const page = await session.visit();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Person',
      name: STORY.basics.name,
      jobTitle: STORY.basics.label,
      worksFor: { '@type': 'Organization', name: STORY_SITE.owner.worksFor },
      seeks: { '@type': 'Demand', description: STORY_OPEN_TO_WORK },
      alumniOf: STORY.education.map(({ institution }) =>
        expect.objectContaining({ '@type': 'EducationalOrganization', name: institution }),
      ),
    });
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `Open to work: ${STORY_OPEN_TO_WORK}. ${STORY.basics.summary ?? ''}`,
    );
  });

  it('says what work the owner is looking for in the header, without JavaScript too, in German on the German page', async () => {
    const page = await session.openWith({ javaScriptEnabled: false });
    await page.goto(`${session.url}#/`);
    await expect(page.locator('header .open-to-work')).toHaveText(
      `Open to work ${STORY_OPEN_TO_WORK}`,
    );
    await page.goto(`${session.url}de/#/`);
    await expect(page.locator('header .open-to-work')).toHaveText(
      `Offen für neue Stellen ${STORY_OPEN_TO_WORK}`,
    );
  });

  it('publishes its JSON Resume and llms.txt beside each page, linked from its head', async () => {
    const page = await session.visit();
    const href = (type: string) =>
      page.locator(`head link[rel="alternate"][type="${type}"]`).getAttribute('href');
    const resumeHref = await href('application/json');
    const llmsHref = await href('text/plain');
    expect([resumeHref, llmsHref]).toEqual(['/portfolio/resume.json', '/portfolio/llms.txt']);
    const copy = (await (
      await page.request.get(new URL(resumeHref ?? '', session.url).href)
    ).json()) as Record<string, unknown>;
    expect(resumeIssues(copy)).toEqual([]);
    // The resume has a phone number; the page does not show it, so neither does the copy.
    expect(STORY.basics.phone).toBeUndefined();
    expect(JSON.stringify(copy)).not.toContain('+33');
    expect(JSON.stringify(copy)).not.toContain('"phone"');
    const projects = (copy.projects as { name: string }[]).map(({ name }) => name);
    expect(projects).toEqual(
      expect.arrayContaining(['acme-labs/widget-engine', 'big-corp/framework']),
    );
    const llms = await (await page.request.get(new URL(llmsHref ?? '', session.url).href)).text();
    expect(llms.startsWith(`# ${STORY.basics.name ?? ''}\n`)).toBe(true);
    expect(llms).toContain('## Open-source contributions');
    const german = await (await page.request.get(`${session.url}de/llms.txt`)).text();
    expect(german).toContain('## Open-Source-Beiträge');
  });

  it('loads the analytics script and counts the page view and a click on Download CV (a stand-in)', async () => {
    // What a Plausible script does, in a few lines: a page view at load, window.plausible for events.
    const standIn =
      '(function(){var s=document.currentScript,e=s.src.replace(/js\\/script\\.js$/,"api/event");' +
      'function send(n,o){fetch(e,{method:"POST",keepalive:true,body:JSON.stringify(' +
      '{n:n,d:s.getAttribute("data-domain"),p:(o&&o.props)||null})})}' +
      'window.plausible=send;send("pageview")})()';
    const page = await session.openWith({});
    const events: unknown[] = [];
    await page.route(`${ANALYTICS_ORIGIN}/**`, (route) => {
      if (route.request().url().endsWith('/js/script.js')) {
        return route.fulfill({ contentType: 'text/javascript', body: standIn });
      }
      events.push(JSON.parse(route.request().postData() ?? 'null'));
      return route.fulfill({ status: 202, body: 'ok' });
    });
    const event = (name: string) =>
      page.waitForRequest(
        (request) =>
          request.url() === `${ANALYTICS_ORIGIN}/api/event` &&
          (request.postData() ?? '').includes(`"n":"${name}"`),
      );
    const pageview = event('pageview');
    await page.goto(`${session.url}#/`);
    await pageview;
    // Started by the page's loader after the largest paint, in place of its inert element, with the
    // service's attributes.
    await expect(
      page.locator(`head script[src="${ANALYTICS_ORIGIN}/js/script.js"]`),
    ).toHaveAttribute('data-domain', 'example.github.io');
    await expect(page.locator('head script[type="text/x-after-paint"]')).toHaveCount(0);
    const html = await (await page.request.get(session.url)).text();
    expect(html).toContain(
      `<script type="text/x-after-paint" data-src="${ANALYTICS_ORIGIN}/js/script.js"`,
    );
    // No live element in the document as served: nothing fetched before the paint.
    expect(html).not.toContain(` src="${ANALYTICS_ORIGIN}`);
    // The events' listener comes with the page's scripts, after the first paint.
    await page.waitForLoadState('networkidle');
    const download = event('Download CV');
    // A download: the page stays.
    await page.getByRole('link', { name: 'Download CV' }).click();
    await download;
    // The request is seen before the route handler has recorded it (a race CI met once).
    await eventually(() => events.length >= 2);
    expect(events).toEqual([
      { n: 'pageview', d: 'example.github.io', p: null },
      { n: 'Download CV', d: 'example.github.io', p: null },
    ]);
    // The Content-Security-Policy let exactly that through: no violation reported.
    expect(session.probe.errors).toEqual([]);
  });

  it('pins what REACT_APP_PINNED_REPOS names instead of the profile’s pins', async () => {
    const page = await session.visit();
    const repos = page.locator('.card-grid').first().locator('.project-card');
    await expect(repos.locator('h3')).toHaveTexts(['dotfiles', 'cli-kit', 'portfolio']);
    await expect(repos.nth(0).locator('.badge-pinned')).toHaveText('Pinned');
    await expect(page.locator('.badge-pinned')).toHaveCount(1);
  });

  it('prints as a CV: the experience and education before the projects, in the document’s order too', async () => {
    const page = await session.visit();
    await page.emulateMedia({ media: 'print' });
    const top = async (name: string) =>
      (
        await page
          .getByRole('heading', { level: 2, name, exact: true, includeHidden: true })
          // The first: the Forgejo tab's Repositories come later, and a CV with a resume hides them.
          .first()
          .boundingBox()
      )?.y ?? Number.NaN;
    await page
      .getByRole('heading', { level: 2, name: 'My Tech Stack', includeHidden: true })
      .waitFor({ state: 'visible' });
    const experience = await top('Experience');
    const education = await top('Education');
    const repositories = await top('Repositories');
    const otherProjects = await top('Other projects');
    expect(experience).toBeLessThan(education);
    expect(education).toBeLessThan(repositories);
    expect(repositories).toBeLessThan(otherProjects);
    // In that order in the document too, as a screen reader and a PDF's text read it.
    const panes = await page
      .locator('.ant-tabs-content[class*="tab-pane-"]')
      .evaluateAll((elements) =>
        elements.map((element) =>
          Array.from(element.classList).find((name) => name.startsWith('tab-pane-')),
        ),
      );
    expect(panes).toEqual([
      'tab-pane-experience',
      'tab-pane-tech-stack',
      'tab-pane-github',
      'tab-pane-gitlab',
      'tab-pane-forgejo',
      'tab-pane-writing',
      // The owner's own tabs (sections/), last.
      'tab-pane-section',
      'tab-pane-section',
    ]);
    await page.emulateMedia({ media: 'screen' });
    // Back on screen, the tabs in their own order.
    await expect(page.locator('.ant-tabs-tab')).toHaveTexts(TABS);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.ant-tabs-nav')).toBeHidden();
    // A CV of two A4 pages for this resume, then the owner's printed sections (cv.e2e.ts checks
    // where they start).
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(3);
  });

  it.each(['light', 'dark'] as const)(
    'shows the accent colour on the Download CV button and the active tab (%s), as the build made it AA',
    async (scheme) => {
      const palette = accentPalette(STORY_ACCENT);
      if (!palette) throw new Error('no palette');
      const colours = palette[scheme];
      const rgb = (hex: string) =>
        `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
      const page = await session.visit(undefined, '#/', scheme);
      const style = (selector: string, property: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
      const button = await style('.profile-links .ant-btn-primary', 'background-color');
      if (scheme === 'light') expect(button).toBe(rgb(colours.primary));
      else {
        // antd's dark algorithm derives the button's colour from the primary: the accent's hue,
        // white text still 4.5:1 on it.
        expect(wcagContrast(button, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        const hue = (colour: string) => lch(colour)?.h ?? Number.NaN;
        expect(Math.abs(hue(button) - hue(colours.primary))).toBeLessThan(15);
      }
      await expect(style('.ant-tabs-tab-active .ant-tabs-tab-btn', 'color')).resolves.toBe(
        rgb(colours.link),
      );
      await expect(style('.activity', '--activity-4')).resolves.toBe(colours.shades[3]);
      // The dark-mode switch is on in the dark scheme: the accent, as the buttons' base colour.
      if (scheme === 'dark') {
        await expect(style('.scheme-switch-track', 'background-color')).resolves.toBe(
          rgb(colours.primary),
        );
      }
      // The yellow lacks contrast on the light background: the build said what it used instead.
      if (scheme === 'light') {
        expect(readFileSync(storyLog, 'utf8')).toContain(
          `Accent colour: REACT_APP_ACCENT_COLOR #ffcc00 has 1.4:1 on the light background; links and the active tab in the light scheme use ${colours.link}`,
        );
      }
    },
  );

  it.each(
    (['light', 'dark'] as const).flatMap((scheme) =>
      ['GitHub Projects', 'Experience', 'Writing'].map((name) => [name, scheme] as const),
    ),
  )('has no axe violations on %s (%s)', async (name, scheme) => {
    const page = await session.visit(undefined, '#/', scheme);
    await session.tab(name).click();
    await panelSettled(page);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
