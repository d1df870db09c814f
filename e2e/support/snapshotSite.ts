/**
 * The snapshot builds of the global setup, and what a test file needs to visit one: a browser, the
 * build served as Pages serves it, every request its pages made to the mock API's address recorded
 * (there must be none: no server listens there, so the files can run side by side while live mode's
 * tests hold that port), and every page a test opened closed after it.
 */
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { serveSite, type SiteServer } from '../../scripts/lib/pagesServer';
import { interactive, launchChromium, openPage, projectCard, type ProbedPage } from './browser';
import { HOSTILE_PROFILE } from '../../mock/worlds/hostileProfile';
import { loadResume } from '../../scripts/pipeline/settings/resume/loadResume';
import type { Resume } from '../../src/domain/content';
import { e2eSettings, OWNER_BIO, ROOT, SITE_URL, STORY_RESUME } from './e2eSettings';

export { STORY_ACCENT, STORY_OPEN_TO_WORK } from './e2eSettings';

/** The owner's profile text as the site was built with it: the page must show it exactly. */
interface SiteOwner {
  readonly name: string;
  readonly bio: string;
  /** "location · company" as the header writes it. */
  readonly details: string;
  /** The JSON-LD's worksFor: the company without its "@". */
  readonly worksFor: string;
}

interface SnapshotSite {
  readonly label: string;
  readonly owner: SiteOwner;
  readonly build: string;
  /** Where the build is served, as it was built for. */
  readonly basePath: string;
  /** The full address it was built for; null when PUBLIC_URL was only a path. */
  readonly siteUrl: string | null;
}

const settings = e2eSettings();

/** The story build's resume, as the build reads it. */
export const STORY: Resume = (() => {
  const loaded = loadResume({ path: STORY_RESUME, showPhone: false, showAddress: false }, ROOT);
  if (!loaded) throw new Error(`No resume at ${STORY_RESUME}`);
  return loaded.resume;
})();

/** Most checks run here: what they check does not depend on the base path. */
export const MAIN_SITE: SnapshotSite = {
  label: 'built for its full address, served under /portfolio/',
  owner: {
    name: 'Octo Dev',
    bio: OWNER_BIO,
    details: 'Berlin, Germany · @acme-labs',
    worksFor: 'acme-labs',
  },
  build: settings.snapshotBuild,
  basePath: '/portfolio/',
  siteUrl: SITE_URL,
};

/**
 * A user site, whose owner's profile text is written to break a page edited by string replacement
 * (mock/worlds/hostileProfile.ts): every check that runs on both builds also checks that text.
 */
export const ROOT_SITE: SnapshotSite = {
  label: 'built for the root of its domain (PUBLIC_URL=/), with a hostile profile',
  owner: {
    name: HOSTILE_PROFILE.name,
    bio: HOSTILE_PROFILE.bio,
    details: `${HOSTILE_PROFILE.location} · ${HOSTILE_PROFILE.company}`,
    worksFor: HOSTILE_PROFILE.company.slice(1),
  },
  build: settings.rootBuild,
  basePath: '/',
  siteUrl: null,
};

/**
 * The mock owner with a resume and feeds: the owner's story (Experience, Writing, other projects), in
 * English at the base path and in German at de/.
 */
export const STORY_SITE: SnapshotSite = {
  label: 'with a resume and feeds',
  // The resume's name, summary and location win over the mock owner's GitHub profile.
  owner: {
    name: STORY.basics.name ?? '',
    bio: STORY.basics.summary ?? '',
    details: `${STORY.basics.location ?? ''} · @acme-labs`,
    worksFor: 'Example Mobility',
  },
  build: settings.storyBuild,
  basePath: '/portfolio/',
  siteUrl: SITE_URL,
};

/** For the checks of anything that depends on the base path: asset and chunk URLs, links, site files. */
export const BOTH_SITES: readonly SnapshotSite[] = [MAIN_SITE, ROOT_SITE];

type Viewport = { readonly width: number; readonly height: number };

export interface SiteSession {
  readonly browser: Browser;
  /** The served site: origin and base path. */
  readonly url: string;
  /** What the pages of this describe requested from the mock API's address, in order. */
  readonly apiRequests: readonly string[];
  /** The page of the running test (its last visit or open). */
  readonly page: Page;
  readonly probe: ProbedPage;
  /** Opens the site at `hash` in a fresh context; the default `#/` waits until it is interactive. */
  visit(viewport?: Viewport, hash?: string, colorScheme?: 'light' | 'dark'): Promise<Page>;
  /** A fresh probed page, not navigated yet (a test that routes requests first). */
  open(viewport?: Viewport, colorScheme?: 'light' | 'dark'): Promise<ProbedPage>;
  /** A page in a context with options of its own (JavaScript off, say), not probed. */
  openWith(options: BrowserContextOptions): Promise<Page>;
  /** Takes over a page opened elsewhere, so it is closed after the test. */
  adopt(probe: ProbedPage): Page;
  tab(name: string): Locator;
  card(title: string): Locator;
}

/** Call at the top of a describe: its hooks start and stop everything around that describe's tests. */
export function useSnapshotSite(site: SnapshotSite): SiteSession {
  let browser: Browser | undefined;
  let server: SiteServer | undefined;
  let current: ProbedPage | undefined;
  const probes: ProbedPage[] = [];
  const apiOrigin = `http://127.0.0.1:${settings.mockPort}/`;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    server = await serveSite(site.build, site.basePath);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    current = undefined;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`No ${what}: use the session inside a test.`);
    return value;
  };
  const adopt = (probe: ProbedPage): Page => {
    contexts.push(probe.page.context());
    probes.push(probe);
    current = probe;
    return probe.page;
  };
  const open = async (viewport?: Viewport, colorScheme: 'light' | 'dark' = 'light') => {
    const probe = await openPage(started(browser, 'browser'), viewport, colorScheme);
    adopt(probe);
    return probe;
  };

  const session: SiteSession = {
    get browser() {
      return started(browser, 'browser');
    },
    get url() {
      return started(server, 'server').url;
    },
    get apiRequests() {
      return probes.flatMap(({ requests }) => requests.filter((url) => url.startsWith(apiOrigin)));
    },
    get probe() {
      return started(current, 'page');
    },
    get page() {
      return started(current, 'page').page;
    },
    async visit(viewport, hash = '#/', colorScheme = 'light') {
      const { page } = await open(viewport, colorScheme);
      await page.goto(`${session.url}${hash}`);
      if (hash === '#/') await interactive(page);
      return page;
    },
    open,
    async openWith(options) {
      const context = await session.browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      // Not probed for errors, but its requests count: a call to the API is one from any page.
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      current = { page, errors: [], warnings: [], requests };
      probes.push(current);
      return page;
    },
    adopt,
    tab: (name) => session.page.getByRole('tab', { name }),
    card: (title) => projectCard(session.page, title),
  };
  return session;
}
