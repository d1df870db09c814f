/** Where a built site expects to be served, read back from its index.html (deploy and size use it). */
import { attributesOf } from '../html/htmlAttributes';

export interface BuiltFor {
  /** The base path the assets are loaded from, without a trailing slash ('' at the root); null if unknown. */
  readonly basePath: string | null;
  /** The canonical URL written into the page, when PUBLIC_URL was a full address. */
  readonly canonicalUrl: string | null;
}

/** Reads from a built index.html where the build expects to be served. */
export function builtFor(indexHtml: string): BuiltFor {
  let basePath: string | null = null;
  const asset = /(?:^|["'=\s])([^"'=\s<>]*)\/static\/(?:js|css)\//.exec(indexHtml);
  if (asset) {
    const prefix = asset[1] ?? '';
    basePath = /^https?:\/\//i.test(prefix) ? new URL(prefix).pathname.replace(/\/$/, '') : prefix;
  }
  let canonicalUrl: string | null = null;
  for (const [, source = ''] of indexHtml.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = attributesOf(source);
    if (attributes.get('rel')?.toLowerCase() === 'canonical') {
      canonicalUrl = attributes.get('href') ?? null;
      break;
    }
  }
  return { basePath, canonicalUrl };
}
