/**
 * The files around the page that make it a real site: a 404 page that sends a lost visitor to the
 * portfolio, robots.txt, sitemap.xml (only with a full site address: a sitemap needs absolute URLs) and
 * the web app manifest.
 */
import {
  appendChildren,
  bodyOf,
  createElement,
  getAttribute,
  hasTag,
  headOf,
  jsonScript,
  parseDocument,
  removeNode,
  requireElement,
  serializeDocument,
  setAttribute,
  setText,
  type HtmlElement,
} from '../../lib/html/document';
import { applySecurityPolicy, NOT_FOUND_SOURCES } from './contentSecurityPolicy';
import { ENGLISH } from '../../../src/i18n/english';
import type { PageLocale } from '../../../src/i18n/locale';
import type { MessageKey } from '../../../src/i18n/messages';
import { translate } from '../../../src/i18n/translate';
import { BRAND_BLUE, WHITE } from '../../../src/lib/colors/pageColors';

const THEME_COLOR = BRAND_BLUE;

/** The 404 page without its data: the title, the links and the refresh are set through its tree. */
const NOT_FOUND_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta http-equiv="refresh" />
    <title></title>
    <link rel="icon" type="image/svg+xml" />
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; text-align: center;
        font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f1f1f; }
      a { color: ${THEME_COLOR}; }
    </style>
  </head>
  <body>
    <main>
      <h1></h1>
      <p><span></span> <a></a>.</p>
    </main>
  </body>
</html>
`;

/** Another language's page of the site, for a visitor lost below its path. */
export interface NotFoundLanguage {
  readonly locale: PageLocale;
  /** That page's title. */
  readonly title: string;
  /** That page's path, with its trailing slash: "/portfolio/de/". */
  readonly path: string;
}

const NOT_FOUND_PAGES_ID = 'not-found-pages';

/**
 * With several languages: the page of the language whose path the lost address is under speaks it
 * and sends the visitor there. The texts are data (a JSON script), the code a constant.
 */
const NOT_FOUND_SCRIPT = `(function () {
  var pages = JSON.parse(document.getElementById('${NOT_FOUND_PAGES_ID}').textContent);
  var link = document.querySelector('main a');
  for (var i = 0; i < pages.length; i++) {
    var page = pages[i];
    if (location.pathname.indexOf(page.path) !== 0) continue;
    document.documentElement.lang = page.lang;
    document.documentElement.dir = page.dir;
    document.title = page.title;
    document.querySelector('h1').textContent = page.heading;
    document.querySelector('main span').textContent = page.text;
    link.textContent = page.link;
    link.setAttribute('href', page.path);
  }
  setTimeout(function () {
    location.replace(link.getAttribute('href'));
  }, 3000);
})();`;

/**
 * GitHub Pages answers every unknown path with 404.html. The page uses hash routes, so no deep link
 * can be rebuilt: the visitor is sent to the page, with a link. The link is the path alone, so it
 * works on whatever host serves the site (its custom domain, a local check). A site in several
 * languages has one 404.html, in the first: below another language's path (`/portfolio/de/…`) a small
 * script gives it that language and sends the visitor to that page; without scripts the first
 * language's page is where the refresh goes.
 */
export function notFoundPage(
  basePath: string,
  title: string,
  locale: PageLocale = ENGLISH,
  others: readonly NotFoundLanguage[] = [],
): string {
  const document = parseDocument(NOT_FOUND_TEMPLATE);
  const href = `${basePath}/`;
  const element = (what: string, predicate: (element: HtmlElement) => boolean) =>
    requireElement(document, predicate, what);
  const text = (key: MessageKey) => translate(locale, key);
  const html = element('html', hasTag('html'));
  setAttribute(html, 'lang', locale.language);
  setAttribute(html, 'dir', locale.dir);
  const refresh = element('refresh', (e) => getAttribute(e, 'http-equiv') === 'refresh');
  setAttribute(refresh, 'content', `3; url=${href}`);
  setText(element('title', hasTag('title')), `${text('site.notFoundTitle')} · ${title}`);
  setAttribute(
    element('icon', (e) => getAttribute(e, 'rel') === 'icon'),
    'href',
    `${basePath}/favicon.svg`,
  );
  setText(element('heading', hasTag('h1')), text('site.notFoundTitle'));
  setText(element('text', hasTag('span')), text('site.notFoundText'));
  const link = element('link', hasTag('a'));
  setAttribute(link, 'href', href);
  setText(link, text('site.notFoundLink'));
  if (others.length > 0) {
    // The script sends the visitor on; the refresh, which could not be taken back, only without it.
    removeNode(refresh);
    appendChildren(headOf(document), [
      createElement('noscript', {}, [
        createElement('meta', { 'http-equiv': 'refresh', content: `3; url=${href}` }),
      ]),
    ]);
    const pages = others.map(({ locale: other, title: otherTitle, path }) => ({
      path,
      lang: other.language,
      dir: other.dir,
      title: `${translate(other, 'site.notFoundTitle')} · ${otherTitle}`,
      heading: translate(other, 'site.notFoundTitle'),
      text: translate(other, 'site.notFoundText'),
      link: translate(other, 'site.notFoundLink'),
    }));
    appendChildren(bodyOf(document), [
      jsonScript({ id: NOT_FOUND_PAGES_ID, type: 'application/json' }, pages),
      createElement('script', {}, [NOT_FOUND_SCRIPT]),
    ]);
  }
  applySecurityPolicy(document, NOT_FOUND_SOURCES);
  return serializeDocument(document);
}

/** Text for an XML element or attribute: the five characters XML reserves, escaped. */
function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export function robotsTxt(siteUrl: string | null): string {
  return `User-agent: *\nAllow: /\n${siteUrl ? `Sitemap: ${siteUrl}sitemap.xml\n` : ''}`;
}

/** A page of the sitemap and its versions in the site's other languages (hreflang). */
export interface SitemapPage {
  readonly url: string;
  /** Every language's URL, this page's included; empty for a site in one language. */
  readonly alternates: readonly { readonly language: string; readonly url: string }[];
}

/** The site's pages (one per language), last modified when their data was fetched. */
export function sitemapXml(pages: readonly SitemapPage[], lastModified: string): string {
  const multilingual = pages.some(({ alternates }) => alternates.length > 0);
  const urls = pages.map(({ url, alternates }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(url)}</loc>`,
      `    <lastmod>${lastModified.slice(0, 10)}</lastmod>`,
      ...alternates.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.language)}" href="${escapeXml(alternate.url)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${multilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>
${urls.join('\n')}
</urlset>
`;
}

export interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}

export function webManifest(
  name: string,
  basePath: string,
  icons: readonly ManifestIcon[],
  locale: PageLocale = ENGLISH,
) {
  return {
    name,
    short_name: name.length > 12 ? name.split(/\s+/)[0]?.slice(0, 12) || 'Portfolio' : name,
    description: translate(locale, 'site.titleAlone'),
    lang: locale.language,
    dir: locale.dir,
    start_url: `${basePath}/`,
    scope: `${basePath}/`,
    display: 'standalone',
    background_color: WHITE,
    theme_color: THEME_COLOR,
    icons,
  };
}
