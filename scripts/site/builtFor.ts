/** Where a built site expects to be served, read back from its index.html (deploy and size use it). */
import {
  attributeTokens,
  elementsOf,
  getAttribute,
  parseDocument,
  type HtmlElement,
} from '../lib/html/document';

export interface BuiltFor {
  /** The base path the assets are loaded from, without a trailing slash ('' at the root); null if unknown. */
  readonly basePath: string | null;
  /** The canonical URL written into the page, when the site's address setting was a full address. */
  readonly canonicalUrl: string | null;
}

/** An asset URL of the build (`<base>/static/js/…`, `<base>/static/css/…`) → `<base>`. */
const ASSET_PATH = /^(.*?)\/static\/(?:js|css)\//;

/** The URLs an element loads or names: src, href, and the inline loader's list (data-after-paint). */
function urlsOf(element: HtmlElement): string[] {
  return element.attrs
    .filter(({ name }) => name === 'src' || name === 'href' || name === 'data-after-paint')
    .flatMap(({ value }) => value.split(/\s+/));
}

/** Reads from a built index.html where the build expects to be served. */
export function builtFor(indexHtml: string): BuiltFor {
  const document = parseDocument(indexHtml);
  let basePath: string | null = null;
  let canonicalUrl: string | null = null;
  for (const element of elementsOf(document)) {
    if (basePath === null) {
      const prefix = urlsOf(element)
        .map((url) => ASSET_PATH.exec(url)?.[1])
        .find((match) => match !== undefined);
      if (prefix !== undefined) {
        basePath = /^https?:\/\//i.test(prefix)
          ? new URL(prefix).pathname.replace(/\/$/, '')
          : prefix;
      }
    }
    if (
      canonicalUrl === null &&
      element.tagName === 'link' &&
      attributeTokens(element, 'rel').includes('canonical')
    ) {
      canonicalUrl = getAttribute(element, 'href');
    }
  }
  return { basePath, canonicalUrl };
}
