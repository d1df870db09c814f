/**
 * The build's prerender step: webpack bundles src/prerender.tsx for Node beside the browser bundle;
 * the build then renders the page with its snapshot and writes the result into index.html.
 */
import { transformSync } from 'esbuild';
import { createRequire } from 'node:module';
import type { PrerenderedPage, prerenderPage } from '../../../src/prerender';
import type { PortfolioSnapshot } from '../../../src/data/snapshot';
import { snapshotScriptTag } from '../../../src/data/inlineSnapshot';
import { attributesOf } from '../../html/htmlAttributes';

/** Renders the page with the bundle that webpack wrote to `bundleFile`. */
export async function runPrerender(
  bundleFile: string,
  snapshot: PortfolioSnapshot | null,
): Promise<PrerenderedPage> {
  const load = createRequire(__filename);
  const bundle = load(bundleFile) as { prerenderPage: typeof prerenderPage };
  return bundle.prerenderPage(snapshot);
}

export interface PageParts extends PrerenderedPage {
  /** The page's own stylesheets (index.css), inlined after antd's so they win ties. */
  readonly css: string;
  readonly snapshot: PortfolioSnapshot | null;
}

/** The attribute of the inline loader that lists the page's scripts (read by scripts/size.ts too). */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * Starts the page's scripts, in order, once the prerendered page has painted: it is complete without
 * them (they only make the tabs work), so they never hold back the first paint, on a slow phone or in
 * Lighthouse's model. ES5, since it runs before anything else.
 */
const AFTER_PAINT_LOADER =
  '(function(d){var s=d.currentScript.getAttribute("' +
  AFTER_PAINT_ATTRIBUTE +
  '").split(" ");' +
  'function l(){s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=!1;d.head.appendChild(e)})}' +
  'requestAnimationFrame(function(){setTimeout(l,0)})})(document)';

/** The `<script src>` tags of a page, whatever their other attributes. */
export function scriptTags(html: string): { readonly tag: string; readonly src: string }[] {
  return [...html.matchAll(/<script\b([^>]*)><\/script>/gi)].flatMap(([tag, attributes = '']) => {
    const src = attributesOf(attributes).get('src');
    return src ? [{ tag, src }] : [];
  });
}

/** Thrown when index.html lacks a landmark the build relies on (a changed template). */
export class TemplateError extends Error {}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new TemplateError(`public/index.html has no ${what}.`);
  // A function, so that `$` in the page (a price, a regex in a description) is never a pattern.
  return html.replace(pattern, () => replacement);
}

export interface StylesheetLink {
  /** The tag as it stands in the page. */
  readonly tag: string;
  readonly href: string;
}

/**
 * The page's CSS as it goes into every visitor's first response: without comments and indentation
 * (webpack leaves CSS as written). esbuild, already the build's TypeScript loader for scripts.
 */
export function minifyCss(css: string): string {
  return transformSync(css, { loader: 'css', minify: true }).code.trim();
}

/** The `<link rel="stylesheet">` tags of a page (html-webpack-plugin's minified output or not). */
export function stylesheetLinks(html: string): StylesheetLink[] {
  const links: StylesheetLink[] = [];
  for (const [tag, source = ''] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = attributesOf(source);
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href');
    if (rel.includes('stylesheet') && href) links.push({ tag, href });
  }
  return links;
}

/**
 * index.html with the page in it: the markup in #root, antd's styles and the page's CSS in the head
 * (no stylesheet request before the first paint; the `links` the CSS came from are removed), the
 * snapshot the browser hydrates from, and the scripts started after the first paint.
 */
export function injectPrerender(
  html: string,
  parts: PageParts,
  links: readonly StylesheetLink[],
): string {
  let page = html;
  for (const { tag } of links) page = page.replace(tag, '');
  const css = parts.css.trim() ? `<style data-page-css>${parts.css.trim()}</style>` : '';
  // Rendering a fragment, React puts its resource hints (image preloads) first: they belong in the head.
  const [, hints = '', markup = ''] = /^((?:<link\b[^>]*>)*)([\s\S]*)$/.exec(parts.html) ?? [];
  page = replaceOnce(page, /<\/head>/i, `${hints}${parts.styles}${css}</head>`, '</head>');
  page = replaceOnce(
    page,
    /<div id=(?:"root"|'root'|root)>\s*<\/div>/,
    `<div id="root">${markup}</div>`,
    'empty <div id="root"></div>',
  );
  const scripts = scriptTags(page);
  for (const { tag } of scripts) page = page.replace(tag, '');
  const loader = scripts.length
    ? `<script ${AFTER_PAINT_ATTRIBUTE}="${scripts.map(({ src }) => src).join(' ')}">${AFTER_PAINT_LOADER}</script>`
    : '';
  const data = parts.snapshot ? snapshotScriptTag(parts.snapshot) : '';
  return replaceOnce(page, /<\/body>/i, `${data}${loader}</body>`, '</body>');
}
