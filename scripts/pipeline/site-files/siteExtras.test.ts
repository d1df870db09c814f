/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../../src/config/parseConfig';
import { DEMO_DATA } from '../../../src/data/demoData';
import { SNAPSHOT_VERSION, type PortfolioSnapshot } from '../../../src/data/snapshot';
import {
  findElements,
  getAttribute,
  headOf,
  parseDocument,
  type HtmlDocument,
} from '../../lib/html/document';
import { pageLocale } from '../settings/language/pageLocale';
import type { Repository } from '../../../src/domain/model';
import { pageOwner } from './pageOwner';
import { applyPageMeta, cardFacts, writeSiteFiles } from './siteExtras';

const ROOT = path.resolve(__dirname, '../../..');
const SITE_URL = 'https://example.github.io/portfolio/';
const snapshot: PortfolioSnapshot = {
  version: SNAPSHOT_VERSION,
  fetchedAt: '2026-11-22T05:00:00.000Z',
  parts: DEMO_DATA,
  failures: {},
};
const config = parseConfig({ REACT_APP_GITHUB_USERNAME: 'jordan', REACT_APP_LANGUAGES: 'en,de' });

let outputPath: string;
beforeEach(() => {
  outputPath = mkdtempSync(path.join(tmpdir(), 'portfolio-site-extras-'));
});
afterEach(() => rmSync(outputPath, { recursive: true, force: true }));

const page = () =>
  parseDocument('<!doctype html><html><head><title>x</title></head><body></body></html>');

/** The head's meta content by property or name. */
function meta(document: HtmlDocument, key: string): string | null {
  const element = findElements(
    headOf(document),
    (node) => getAttribute(node, 'property') === key || getAttribute(node, 'name') === key,
  )[0];
  return element ? getAttribute(element, 'content') : null;
}

describe('the link-preview card’s figures', () => {
  it('counts what the page’s highlights count: the shown own repositories, organizations with one', () => {
    const [own] = DEMO_DATA.ownRepos;
    if (!own) throw new Error('The demo has own repositories.');
    const fork: Repository = { ...own, id: 'gh-fork', name: 'someone-elses', fork: true };
    const archived: Repository = { ...own, id: 'gh-old', name: 'old', archived: true };
    const hidden: PortfolioSnapshot = {
      ...snapshot,
      parts: {
        ...DEMO_DATA,
        ownRepos: [...DEMO_DATA.ownRepos, fork, archived],
        organizations: [
          ...DEMO_DATA.organizations,
          {
            login: 'empty',
            url: 'https://github.com/empty',
            avatarUrl: null,
            description: null,
            repos: [],
          },
        ],
        gitlabProjects: [],
      },
    };
    const locale = pageLocale('en', ['en'], '/portfolio');
    const shown =
      DEMO_DATA.ownRepos.length + DEMO_DATA.organizations.flatMap((org) => org.repos).length;
    expect(cardFacts(pageOwner(hidden, config, null), hidden, locale)).toEqual([
      `${shown} repositories`,
      `${DEMO_DATA.organizations.length} organizations`,
    ]);
  });
});

describe('the pages’ link previews and the files around them', () => {
  it('gives each language’s page its own title, address, card and alternates', async () => {
    const lines: string[] = [];
    const pages = { en: page(), de: page() };
    for (const language of ['en', 'de'] as const) {
      await applyPageMeta({
        page: pages[language],
        outputPath,
        snapshot,
        config,
        location: { basePath: '/portfolio', siteUrl: SITE_URL },
        locale: pageLocale(language, config.languages, '/portfolio'),
        avatar: null,
        owner: pageOwner(snapshot, config, null),
        resume: null,
        write: (line) => lines.push(line),
      });
    }
    expect(lines).toEqual([]);
    expect(meta(pages.en, 'og:url')).toBe(SITE_URL);
    expect(meta(pages.de, 'og:url')).toBe(`${SITE_URL}de/`);
    expect(meta(pages.en, 'og:image')).toBe(`${SITE_URL}og-image.png`);
    expect(meta(pages.de, 'og:image')).toBe(`${SITE_URL}og-image.de.png`);
    // Each page's card, and its copies for machines in its own folder.
    expect(readdirSync(outputPath).sort()).toEqual([
      'de',
      'llms.txt',
      'og-image.de.png',
      'og-image.png',
      'resume.json',
    ]);
    expect(readdirSync(path.join(outputPath, 'de')).sort()).toEqual(['llms.txt', 'resume.json']);
    const copyLinks = (document: HtmlDocument) =>
      findElements(headOf(document), (node) => getAttribute(node, 'type') === 'application/json')
        .concat(
          findElements(headOf(document), (node) => getAttribute(node, 'type') === 'text/plain'),
        )
        .map((node) => getAttribute(node, 'href'));
    expect(copyLinks(pages.de)).toEqual(['/portfolio/de/resume.json', '/portfolio/de/llms.txt']);
    const germanCopy = JSON.parse(
      readFileSync(path.join(outputPath, 'de', 'resume.json'), 'utf8'),
    ) as { meta: { canonical: string } };
    expect(germanCopy.meta.canonical).toBe(`${SITE_URL}de/resume.json`);
    expect(readFileSync(path.join(outputPath, 'de', 'llms.txt'), 'utf8')).toMatch(
      /^# Jordan Doe\n[\s\S]*\n## Entwickler-Portfolio\n[\s\S]*\n## Repositorys\n/,
    );
    const alternates = findElements(
      headOf(pages.de),
      (node) => getAttribute(node, 'rel') === 'alternate',
    ).map((node) => [getAttribute(node, 'hreflang'), getAttribute(node, 'href')]);
    expect(alternates).toEqual(
      expect.arrayContaining([
        ['en', SITE_URL],
        ['de', `${SITE_URL}de/`],
      ]),
    );
  });

  it('falls back on the avatar as the preview without the site’s full address', async () => {
    const document = page();
    await applyPageMeta({
      page: document,
      outputPath,
      snapshot,
      config,
      location: { basePath: '/portfolio', siteUrl: null },
      locale: pageLocale('en', ['en'], '/portfolio'),
      avatar: null,
      owner: pageOwner(snapshot, config, null),
      resume: null,
    });
    expect(meta(document, 'og:image')).toBe(DEMO_DATA.profile?.avatarUrl ?? null);
    expect(meta(document, 'og:url')).toBeNull();
    // No card without the site's address; the copies for machines all the same.
    expect(readdirSync(outputPath).sort()).toEqual(['llms.txt', 'resume.json']);
  });

  it('writes the icons, the manifest, 404.html, robots.txt, the sitemap and .nojekyll', () => {
    writeSiteFiles({
      outputPath,
      publicDir: path.join(ROOT, 'public'),
      snapshot,
      config,
      location: { basePath: '/portfolio', siteUrl: SITE_URL },
      locale: pageLocale('en', config.languages, '/portfolio'),
      title: 'Jordan Doe',
      ownerName: 'Jordan Doe',
      otherPages: [
        {
          locale: pageLocale('de', config.languages, '/portfolio'),
          title: 'Jordan Doe',
          path: '/portfolio/de/',
        },
      ],
    });
    expect(readdirSync(outputPath).sort()).toEqual([
      '.nojekyll',
      '404.html',
      'icons',
      'manifest.webmanifest',
      'robots.txt',
      'sitemap.xml',
    ]);
    expect(readdirSync(path.join(outputPath, 'icons')).sort()).toEqual([
      'icon-180.png',
      'icon-192.png',
      'icon-512.png',
    ]);
    const manifest = JSON.parse(
      readFileSync(path.join(outputPath, 'manifest.webmanifest'), 'utf8'),
    ) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toContain('Jordan Doe');
    expect(manifest.icons.map(({ src }) => src)).toEqual([
      '/portfolio/icons/icon-192.png',
      '/portfolio/icons/icon-512.png',
      '/portfolio/favicon.svg',
    ]);
    expect(readFileSync(path.join(outputPath, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${SITE_URL}sitemap.xml`,
    );
    const sitemap = readFileSync(path.join(outputPath, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${SITE_URL}</loc>`);
    expect(sitemap).toContain(`<loc>${SITE_URL}de/</loc>`);
    expect(readFileSync(path.join(outputPath, '404.html'), 'utf8')).toContain('/portfolio/de/');
  });

  it('writes no sitemap without the site’s full address', () => {
    writeSiteFiles({
      outputPath,
      publicDir: path.join(ROOT, 'public'),
      snapshot: null,
      config,
      location: { basePath: '', siteUrl: null },
      locale: pageLocale('en', ['en'], ''),
      title: 'Portfolio',
      ownerName: 'Portfolio',
    });
    expect(readdirSync(outputPath)).not.toContain('sitemap.xml');
    expect(readFileSync(path.join(outputPath, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nAllow: /\n',
    );
  });
});
