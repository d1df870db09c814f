/**
 * The build's prerender step: webpack bundles src/prerender.tsx for Node beside the browser bundle;
 * the build then renders the page with its snapshot and puts the result into index.html's tree.
 */
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_SCRIPT_TYPE } from './afterPaint';
import { minifyCss } from '../../lib/html/minifyCss';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';
import type { PrerenderedPage, prerenderPage } from './serverEntry';
import type { PortfolioSnapshot } from '../../../src/data/snapshot';
import type { PortfolioContent } from '../../../src/domain/content';
import type { PageLocale } from '../../../src/i18n/locale';
import { SNAPSHOT_ELEMENT_ID } from '../../../src/data/inlineSnapshot';
import {
  appendChildren,
  attributeTokens,
  bodyOf,
  createElement,
  findElements,
  getAttribute,
  headOf,
  jsonScript,
  parseChildren,
  removeNode,
  requireElement,
  TemplateError,
  type HtmlDocument,
  type HtmlElement,
} from '../../lib/html/document';

/** The prerender bundle's one export (serverEntry.tsx). */
export interface PrerenderBundle {
  readonly prerenderPage: typeof prerenderPage;
}

/**
 * Evaluates the bundle webpack wrote to `bundleFile` (CommonJS, every package inlined; only Node's
 * built-in modules are required) as Node's own loader does, in a function of the module wrapper's
 * parameters, rather than through `require`: whoever runs the build (a command, a test runner with a
 * module registry of its own) evaluates the same file the same way, once per build.
 */
export function loadPrerenderBundle(bundleFile: string): PrerenderBundle {
  const wrapper = compileFunction(
    readFileSync(bundleFile, 'utf8'),
    ['exports', 'require', 'module', '__filename', '__dirname'],
    { filename: bundleFile },
  );
  const module = { exports: {} as Partial<PrerenderBundle> };
  wrapper.call(
    module.exports,
    module.exports,
    createRequire(bundleFile),
    module,
    bundleFile,
    path.dirname(bundleFile),
  );
  const { prerenderPage: render } = module.exports;
  if (typeof render !== 'function') throw new Error(`${bundleFile} exports no prerenderPage.`);
  return { prerenderPage: render };
}

export interface PageParts extends PrerenderedPage {
  /** The page's own stylesheets (index.css), inlined after antd's so they win ties. */
  readonly css: string;
  readonly snapshot: PortfolioSnapshot | null;
}

/**
 * Starts the page's scripts, in order, once the prerendered page has painted, then the other sites'
 * (AFTER_PAINT_SCRIPT_TYPE): it is complete without
 * them (they only make the tabs work), so they never hold back the first paint, on a slow phone or in
 * Lighthouse's model. The largest paint is the avatar (the image with fetchpriority=high): while it
 * is still loading, the scripts wait for it (3 s at most), or their parsing on a slow phone's main
 * thread would delay its paint. ES5, since it runs before anything else.
 */
const AFTER_PAINT_LOADER =
  '(function(d){var s=d.currentScript.getAttribute("' +
  AFTER_PAINT_ATTRIBUTE +
  '").split(" "),o=0;' +
  'function l(){if(o)return;o=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=!1;d.head.appendChild(e)});' +
  '[].forEach.call(d.querySelectorAll(\'script[type="' +
  AFTER_PAINT_SCRIPT_TYPE +
  '"]\'),function(x){var e=d.createElement("script"),a=x.attributes,j=0;' +
  'for(;j<a.length;j++)if(a[j].name!=="type"&&a[j].name!=="data-src")e.setAttribute(a[j].name,a[j].value);' +
  'e.src=x.getAttribute("data-src");x.parentNode.replaceChild(e,x)})}' +
  'function p(){requestAnimationFrame(function(){setTimeout(l,0)})}' +
  'var i=d.querySelector("img[fetchpriority=high]");' +
  'if(i&&!i.complete){i.addEventListener("load",p);i.addEventListener("error",p);setTimeout(l,3e3)}else p()})(document)';

export interface ScriptElement {
  readonly element: HtmlElement;
  readonly src: string;
}

/** The `<script src>` elements of a page, whatever their other attributes. */
export function scriptElements(document: HtmlDocument): ScriptElement[] {
  return findElements(document, (element) => element.tagName === 'script').flatMap((element) => {
    const src = getAttribute(element, 'src');
    return src ? [{ element, src }] : [];
  });
}

export interface StylesheetLink {
  readonly element: HtmlElement;
  readonly href: string;
}

/** The `<link rel="stylesheet">` elements of a page. */
export function stylesheetLinks(document: HtmlDocument): StylesheetLink[] {
  return findElements(document, (element) => element.tagName === 'link').flatMap((element) => {
    const href = getAttribute(element, 'href');
    return attributeTokens(element, 'rel').includes('stylesheet') && href
      ? [{ element, href }]
      : [];
  });
}

export { minifyCss };

/**
 * Puts the page into index.html's tree: the markup in #root, antd's styles and the page's CSS in the
 * head (no stylesheet request before the first paint; the `links` the CSS came from are removed), the
 * snapshot the browser hydrates from, and the scripts started after the first paint.
 */
export function injectPrerender(
  document: HtmlDocument,
  parts: PageParts,
  links: readonly StylesheetLink[],
): void {
  const head = headOf(document);
  const body = bodyOf(document);
  const root = requireElement(
    document,
    (element) => getAttribute(element, 'id') === 'root' && element.childNodes.length === 0,
    'empty <div id="root"></div>',
  );
  for (const { element } of links) removeNode(element);

  const markup = parseChildren(root, parts.html);
  // Rendering a fragment, React puts its resource hints (image preloads) first: they belong in the head.
  const firstContent = markup.findIndex((node) => !('tagName' in node) || node.tagName !== 'link');
  const hints = firstContent === -1 ? markup : markup.slice(0, firstContent);
  appendChildren(head, [
    ...hints,
    ...parseChildren(head, parts.styles),
    ...(parts.css.trim()
      ? [createElement('style', { 'data-page-css': true }, [parts.css.trim()])]
      : []),
  ]);
  appendChildren(root, markup.slice(hints.length));

  const scripts = scriptElements(document);
  for (const { element } of scripts) removeNode(element);
  appendChildren(body, [
    ...(parts.snapshot
      ? [jsonScript({ id: SNAPSHOT_ELEMENT_ID, type: 'application/json' }, parts.snapshot)]
      : []),
    ...(scripts.length
      ? [
          createElement(
            'script',
            { [AFTER_PAINT_ATTRIBUTE]: scripts.map(({ src }) => src).join(' ') },
            [AFTER_PAINT_LOADER],
          ),
        ]
      : []),
  ]);
}

export interface PrerenderInput {
  /** index.html's tree, as webpack wrote it. */
  readonly page: HtmlDocument;
  readonly outputPath: string;
  /** The prerender bundle webpack wrote (serverEntry.tsx for Node), loaded (loadPrerenderBundle). */
  readonly bundle: PrerenderBundle;
  readonly snapshot: PortfolioSnapshot | null;
  readonly content: PortfolioContent;
  readonly locale: PageLocale;
  /** The site's base path without a trailing slash. */
  readonly basePath: string;
}

/** Renders the page into index.html's tree and inlines its CSS. */
export async function prerenderInto({
  page,
  outputPath,
  bundle,
  snapshot,
  content,
  locale,
  basePath,
}: PrerenderInput): Promise<void> {
  const links = stylesheetLinks(page);
  const publicPath = `${basePath}/`;
  const css = minifyCss(
    links
      .map(({ href }) => readFileSync(path.join(outputPath, href.replace(publicPath, '')), 'utf8'))
      .join('\n'),
  );
  const rendered = await bundle.prerenderPage(snapshot, content, locale);
  injectPrerender(page, { ...rendered, css, snapshot }, links);
}

export { TemplateError };
