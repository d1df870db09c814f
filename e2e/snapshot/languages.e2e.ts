/**
 * The page in several languages: the story build is made with REACT_APP_LANGUAGES=en,de, English at
 * /portfolio/ and German at /portfolio/de/. The German page is German throughout (tabs, figures,
 * dates, the head, the error screen), in the prerendered HTML and after hydration, with no English
 * text of the interface left on any tab; the language switch links the two pages both ways.
 */
import type { Page } from 'playwright-core';
import { EN, type MessageKey } from '../../src/i18n/messages';
import { CATALOGS } from '../../src/i18n/catalogs';
import type { Message } from '../../src/i18n/messages';
import { axeViolations, interactive, panelSettled, projectCard } from '../support/browser';
import { SITE_URL, STORY_GERMAN_TABS, STORY_TABS } from '../support/e2eSettings';
import { STORY, STORY_SITE, useSnapshotSite } from '../support/snapshotSite';
import { EXPECTED_ACTIVITY, EXPECTED_FORGEJO_ACTIVITY } from '../../mock/worlds/scenario';

const GERMAN_TABS = STORY_GERMAN_TABS;
const ENGLISH_TABS = STORY_TABS;

function texts(message: Message): string[] {
  return typeof message === 'string' ? [message] : Object.values(message);
}

/**
 * The English interface's words that German must not show: each English message's text between its
 * `{values}`, where the German differs, of four characters at least (short ones, "mo", would match
 * inside other words).
 */
const ENGLISH_FRAGMENTS: readonly string[] = (() => {
  const german = CATALOGS.de;
  const fragments = new Set<string>();
  for (const key of Object.keys(EN) as MessageKey[]) {
    const germanTexts = texts(german[key] ?? EN[key]).join('\n');
    for (const text of texts(EN[key])) {
      for (const fragment of text.split(/\{\w+\}/).map((part) => part.trim())) {
        if (fragment.length >= 4 && /[a-z]{2}/i.test(fragment) && !germanTexts.includes(fragment)) {
          fragments.add(fragment);
        }
      }
    }
  }
  return [...fragments];
})();

/** What the page says, to a reader and to a screen reader: its text and its labels. */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')]
      .flatMap((element) =>
        ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name)),
      )
      .filter((value): value is string => Boolean(value));
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
}

/** The owner's own words, as the build inlined them: English there is the owner's, not the page's. */
async function ownerText(page: Page): Promise<string> {
  return page.evaluate(() =>
    ['portfolio-snapshot', 'portfolio-content']
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join('\n'),
  );
}

/** The English fragments found on every tab of the page, with the tab they are on. */
async function englishOnTabs(page: Page, tabs: readonly string[]): Promise<string[]> {
  const owner = await ownerText(page);
  const found = new Set<string>();
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    await panelSettled(page);
    const text = await interfaceText(page);
    for (const fragment of ENGLISH_FRAGMENTS) {
      if (text.includes(fragment) && !owner.includes(fragment)) found.add(`${tab}: ${fragment}`);
    }
  }
  return [...found];
}

describe(`snapshot site ${STORY_SITE.label}: languages`, () => {
  const session = useSnapshotSite(STORY_SITE);

  const visitGerman = async (hash = '#/', colorScheme: 'light' | 'dark' = 'light') => {
    const { page } = await session.open(undefined, colorScheme);
    await page.goto(`${session.url}de/${hash}`);
    if (hash === '#/') await interactive(page);
    return page;
  };

  it('serves German at de/ as prerendered, without JavaScript: language, title, tabs, figures, dates', async () => {
    const page = await session.openWith({ javaScriptEnabled: false });
    await page.goto(`${session.url}de/#/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.title()).resolves.toBe(`${STORY.basics.name} · Entwickler-Portfolio`);
    await expect(page.getByRole('tab')).toHaveTexts(GERMAN_TABS);
    const card = await projectCard(page, 'widget-engine').textContent();
    expect(card).toContain('Beiträge: 5');
    expect(card).toContain('Beitragsanteil: 55,56\u00a0%');
    await expect(page.locator('.badge-pinned')).toHaveTexts(['Angepinnt']);
    await expect(page.locator('.activity-title')).toHaveText(
      // GitHub's, GitLab's and the Forgejo heatmap's (the story has all three).
      `${EXPECTED_ACTIVITY.total + EXPECTED_FORGEJO_ACTIVITY} Beiträge im letzten Jahr`,
    );
    const openSource = page.getByRole('region', { name: 'Open-Source-Beiträge' });
    await expect(openSource.locator('.open-source-summary')).toHaveTexts([
      /^2 gemergte Pull-Requests · zuletzt gemergt /,
      /^1 gemergter Pull-Request · zuletzt gemergt /,
    ]);
    // The resume's current job and the newest post (20 Nov 2026, 09:15 in Paris), in German.
    const experience = (await page.locator('.tab-pane-experience').textContent()) ?? '';
    expect(experience).toContain('Apr. 2022 – heute');
    expect(experience).toContain('Berufserfahrung');
    await expect(page.locator('.tab-pane-writing .post-meta').first()).toContainText(
      '20. Nov. 2026',
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
  });

  it('shows no English text of the interface on any tab of the German page', async () => {
    const german = await visitGerman();
    await expect(german.getByRole('tab')).toHaveTexts(GERMAN_TABS);
    await expect(englishOnTabs(german, GERMAN_TABS)).resolves.toEqual([]);
    expect(session.probe.errors).toEqual([]);
    // The check can fail: on the English page it finds the interface's English.
    const english = await session.visit();
    const found = await englishOnTabs(english, ENGLISH_TABS);
    expect(found).toEqual(
      expect.arrayContaining(['GitHub Projects: Contribution Percentage:', 'Experience: present']),
    );
  });

  it('links the two languages both ways: the switch, and hreflang alternates in each head', async () => {
    const page = await session.visit();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const english = page.getByRole('navigation', { name: 'Languages of this page' });
    await expect(english.getByRole('link')).toHaveTexts(['English', 'Deutsch']);
    await expect(english.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await english.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(/\/portfolio\/de\/$/);
    await interactive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('tab')).toHaveTexts(GERMAN_TABS);

    const alternates = () =>
      page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        );
    const expected = [
      ['en', SITE_URL],
      ['de', `${SITE_URL}de/`],
      ['x-default', SITE_URL],
    ];
    await expect(alternates()).resolves.toEqual(expected);

    const german = page.getByRole('navigation', { name: 'Sprachen dieser Seite' });
    await german.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/portfolio\/$/);
    await interactive(page);
    await expect(page.getByRole('tab')).toHaveTexts(ENGLISH_TABS);
    await expect(alternates()).resolves.toEqual(expected);
    expect(session.probe.errors).toEqual([]);
  });

  it('answers a lost address below the German page in German, and sends the visitor there', async () => {
    const { page } = await session.open();
    const response = await page.goto(`${session.url}de/nirgendwo`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      String(CATALOGS.de['site.notFoundTitle']),
    );
    // After 3 s, the German page.
    await page.waitForURL(`${session.url}de/`, { timeout: 10_000 });
    await interactive(page);
    await expect(page.getByRole('tab')).toHaveTexts(GERMAN_TABS);
  });

  it("shows react-router's error screen in German on an unknown path", async () => {
    const page = await visitGerman('#/nirgendwo');
    // The router is a chunk of its own, loaded after the page's scripts.
    await page.getByRole('heading', { name: 'Unerwarteter Anwendungsfehler!' }).waitFor();
    await expect(
      page.getByRole('heading', { name: 'Unerwarteter Anwendungsfehler!' }),
    ).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
  });

  it.each([
    ['GitHub-Projekte', 'light'],
    ['Werdegang', 'dark'],
  ] as const)('has no axe violations on the German %s tab (%s)', async (tab, scheme) => {
    const page = await visitGerman('#/', scheme);
    await page.getByRole('tab', { name: tab }).click();
    await panelSettled(page);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
