import { HOSTILE_PROFILE } from '../../../test/fixtures/hostileProfile';
import { elementsOf, hasTag, parseDocument, requireElement, textOf } from '../../html/document';
import { notFoundPage, robotsTxt, sitemapXml, webManifest } from './siteFiles';

describe('notFoundPage', () => {
  it('sends a lost visitor to the page, with a link for when scripts are off', () => {
    const page = notFoundPage('/portfolio', 'Ada · Developer portfolio');
    expect(page).toContain('<meta http-equiv="refresh" content="3; url=/portfolio/">');
    expect(page).toContain('<a href="/portfolio/">Go to the portfolio</a>');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="/portfolio/favicon.svg">');
    expect(page).toContain('<title>Page not found · Ada · Developer portfolio</title>');
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
    const xml = sitemapXml('https://ada.github.io/portfolio/', '2026-11-22T06:00:00.000Z');
    expect(xml).toContain('<loc>https://ada.github.io/portfolio/</loc>');
    expect(xml).toContain('<lastmod>2026-11-22</lastmod>');
    expect(sitemapXml("https://ada.github.io/a&b'<c>/", '2026-11-22')).toContain(
      '<loc>https://ada.github.io/a&amp;b&apos;&lt;c&gt;/</loc>',
    );
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
