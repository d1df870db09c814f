/**
 * The files around the page that make it a real site: a 404 page that sends a lost visitor to the
 * portfolio, robots.txt, sitemap.xml (only with a full PUBLIC_URL: a sitemap needs absolute URLs) and
 * the web app manifest.
 */
import {
  getAttribute,
  hasTag,
  parseDocument,
  requireElement,
  serializeDocument,
  setAttribute,
  setText,
  type HtmlElement,
} from '../../html/document';

const THEME_COLOR = '#1668dc';

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
      <h1>Page not found</h1>
      <p>There is nothing at this address. <a>Go to the portfolio</a>.</p>
    </main>
  </body>
</html>
`;

/**
 * GitHub Pages answers every unknown path with 404.html. The page uses hash routes, so no deep link
 * can be rebuilt: the visitor is sent to the page, with a link. The link is the path alone, so it
 * works on whatever host serves the site (its custom domain, a local check).
 */
export function notFoundPage(basePath: string, title: string): string {
  const document = parseDocument(NOT_FOUND_TEMPLATE);
  const href = `${basePath}/`;
  const element = (what: string, predicate: (element: HtmlElement) => boolean) =>
    requireElement(document, predicate, what);
  setAttribute(
    element('refresh', (e) => getAttribute(e, 'http-equiv') === 'refresh'),
    'content',
    `3; url=${href}`,
  );
  setText(element('title', hasTag('title')), `Page not found · ${title}`);
  setAttribute(
    element('icon', (e) => getAttribute(e, 'rel') === 'icon'),
    'href',
    `${basePath}/favicon.svg`,
  );
  setAttribute(element('link', hasTag('a')), 'href', href);
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

/** One URL, the page, last modified when its data was fetched. */
export function sitemapXml(siteUrl: string, lastModified: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>
    <loc>${escapeXml(siteUrl)}</loc>
    <lastmod>${lastModified.slice(0, 10)}</lastmod>
  </url>
</urlset>
`;
}

export interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}

export function webManifest(name: string, basePath: string, icons: readonly ManifestIcon[]) {
  return {
    name,
    short_name: name.length > 12 ? name.split(/\s+/)[0]?.slice(0, 12) || 'Portfolio' : name,
    description: 'Developer portfolio',
    start_url: `${basePath}/`,
    scope: `${basePath}/`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons,
  };
}
