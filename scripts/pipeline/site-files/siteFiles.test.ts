import { HOSTILE_PROFILE } from '../../../mock/worlds/hostileProfile';
import { elementsOf, hasTag, parseDocument, requireElement, textOf } from '../../lib/html/document';
import { ENGLISH } from '../../../src/i18n/english';
import type { PageLocale } from '../../../src/i18n/locale';
import { EN } from '../../../src/i18n/messages';
import { notFoundPage, robotsTxt, sitemapXml, webManifest } from './siteFiles';

describe('notFoundPage', () => {
  const german: PageLocale = {
    ...ENGLISH,
    language: 'de',
    messages: {
      ...EN,
      'site.notFoundTitle': 'Seite nicht gefunden',
      'site.notFoundText': 'Diese Adresse gibt es hier nicht.',
      'site.notFoundLink': 'Zum Portfolio',
    },
  };

  it('sends a lost visitor to the page, with a link for when scripts are off', () => {
    const page = notFoundPage('/portfolio', 'Ada · Developer portfolio');
    expect(page).toContain('<meta http-equiv="refresh" content="3; url=/portfolio/">');
    expect(page).toContain('<a href="/portfolio/">Go to the portfolio</a>');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="/portfolio/favicon.svg">');
    expect(page).toContain('<title>Page not found · Ada · Developer portfolio</title>');
  });

  it("speaks the page's language", () => {
    const page = notFoundPage('/portfolio/de', 'Ada', german);
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain('<title>Seite nicht gefunden · Ada</title>');
    expect(page).toContain('<a href="/portfolio/de/">Zum Portfolio</a>');
  });

  describe('on a site in several languages', () => {
    const page = () =>
      notFoundPage('/portfolio', 'Ada', ENGLISH, [
        { locale: german, title: 'Ada · Portfolio', path: '/portfolio/de/' },
      ]);

    /** The page as a browser shows it at `path`, its scripts run (the redirect's timer held). */
    function openAt(path: string, html = page()) {
      window.history.pushState({}, '', path);
      jest.useFakeTimers();
      document.open();
      document.write(html);
      document.close();
    }
    afterEach(() => {
      jest.useRealTimers();
      window.history.pushState({}, '', '/');
    });

    it('refreshes to the first language only without scripts', () => {
      expect(page()).toContain(
        '<noscript><meta http-equiv="refresh" content="3; url=/portfolio/"></noscript>',
      );
      expect(page().match(/http-equiv="refresh"/g)).toHaveLength(1);
    });

    it('speaks the language of the path a visitor is lost under, and links its page', () => {
      openAt('/portfolio/de/nirgendwo');
      expect(document.documentElement.lang).toBe('de');
      expect(document.title).toBe('Seite nicht gefunden · Ada · Portfolio');
      expect(document.querySelector('h1')?.textContent).toBe('Seite nicht gefunden');
      expect(document.querySelector('main')?.textContent).toContain(
        'Diese Adresse gibt es hier nicht.',
      );
      expect(document.querySelector('main a')?.getAttribute('href')).toBe('/portfolio/de/');
    });

    it('keeps a hostile title as data: no element comes of it', () => {
      const hostile = notFoundPage('/portfolio', 'Ada', ENGLISH, [
        { locale: german, title: HOSTILE_PROFILE.name, path: '/portfolio/de/' },
      ]);
      const tags = [...elementsOf(parseDocument(hostile))].map((element) => element.tagName);
      expect(tags.filter((tag) => tag === 'script')).toHaveLength(2);
      openAt('/portfolio/de/x', hostile);
      expect(document.title).toBe(`Seite nicht gefunden · ${HOSTILE_PROFILE.name}`);
    });

    it('stays in the first language elsewhere', () => {
      openAt('/portfolio/nowhere');
      expect(document.documentElement.lang).toBe('en');
      expect(document.querySelector('h1')?.textContent).toBe('Page not found');
      expect(document.querySelector('main a')?.getAttribute('href')).toBe('/portfolio/');
    });
  });

  it('sends a visitor of a user site to the root', () => {
    expect(notFoundPage('', 'x')).toContain('<a href="/">');
  });

  it('writes a hostile title as text, adding no element', () => {
    const title = `${HOSTILE_PROFILE.name} · Developer portfolio`;
    const document = parseDocument(notFoundPage('/portfolio', title));
    expect(textOf(requireElement(document, hasTag('title'), 'title'))).toBe(
      `Page not found · ${title}`,
    );
    expect([...elementsOf(document)].map((element) => element.tagName)).toEqual(
      [...elementsOf(parseDocument(notFoundPage('/portfolio', 'Ada')))].map((e) => e.tagName),
    );
  });
});

describe('robotsTxt', () => {
  it('allows everything and names the sitemap when the address is known', () => {
    expect(robotsTxt('https://ada.github.io/')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://ada.github.io/sitemap.xml\n',
    );
    expect(robotsTxt(null)).toBe('User-agent: *\nAllow: /\n');
  });
});

describe('sitemapXml', () => {
  it('lists the page with the date its data was fetched', () => {
    const xml = sitemapXml(
      [{ url: 'https://ada.github.io/portfolio/', alternates: [] }],
      '2026-11-22T06:00:00.000Z',
    );
    expect(xml).toContain('<loc>https://ada.github.io/portfolio/</loc>');
    expect(xml).toContain('<lastmod>2026-11-22</lastmod>');
    expect(xml).not.toContain('xhtml');
    expect(
      sitemapXml([{ url: "https://ada.github.io/a&b'<c>/", alternates: [] }], '2026-11-22'),
    ).toContain('<loc>https://ada.github.io/a&amp;b&apos;&lt;c&gt;/</loc>');
  });

  it('lists every language of a multilingual site with its alternates', () => {
    const alternates = [
      { language: 'en', url: 'https://ada.github.io/portfolio/' },
      { language: 'de', url: 'https://ada.github.io/portfolio/de/' },
    ];
    const xml = sitemapXml(
      alternates.map(({ url }) => ({ url, alternates })),
      '2026-11-22',
    );
    const document = parseDocument(xml);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect([...elementsOf(document)].filter(hasTag('loc')).map(textOf)).toEqual([
      'https://ada.github.io/portfolio/',
      'https://ada.github.io/portfolio/de/',
    ]);
    expect(
      xml.match(
        /<xhtml:link rel="alternate" hreflang="de" href="https:\/\/ada\.github\.io\/portfolio\/de\/"\/>/g,
      ),
    ).toHaveLength(2);
  });
});

describe('webManifest', () => {
  it('starts and stays under the base path', () => {
    const manifest = webManifest('Ada Lovelace-Byron', '/portfolio', []);
    expect(manifest).toMatchObject({
      name: 'Ada Lovelace-Byron',
      short_name: 'Ada',
      start_url: '/portfolio/',
      scope: '/portfolio/',
      display: 'standalone',
    });
    expect(webManifest('Ada', '', []).start_url).toBe('/');
  });
});
