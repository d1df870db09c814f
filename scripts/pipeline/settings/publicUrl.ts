/**
 * PUBLIC_URL, as in Create React App: where the site lives. A path (`/portfolio`, `/` for a user site
 * at https://<user>.github.io/, `/any-name`) or a full URL (`https://ada.github.io/portfolio`), which
 * also gives the canonical and Open Graph URLs. Assets always use the path alone, so a build made for
 * its real address still works when served elsewhere under the same path (a local check, the e2e run).
 */
import { ConfigError } from '../../../src/config/configError';

const DEFAULT_PUBLIC_URL = '/portfolio';

export interface SiteLocation {
  /** The base path without a trailing slash: '/portfolio', or '' at the root. */
  readonly basePath: string;
  /** The page's absolute URL with a trailing slash, when PUBLIC_URL is a full URL. */
  readonly siteUrl: string | null;
}

const SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=:@%-]+$/;
const FIX =
  'Write a path such as /portfolio (/ for a site at the root of the domain) or the full address ' +
  'such as https://ada.github.io/portfolio.';

function basePathOf(path: string, raw: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.some((segment) => !SEGMENT.test(segment) || segment === '.' || segment === '..')) {
    throw new ConfigError('PUBLIC_URL', `is not a usable path ("${raw}")`, FIX);
  }
  return segments.length ? `/${segments.join('/')}` : '';
}

export function parsePublicUrl(value: string | undefined): SiteLocation {
  const raw = value?.trim() || DEFAULT_PUBLIC_URL;
  if (raw.startsWith('/') && !raw.startsWith('//')) {
    if (/[?#\s\\]/.test(raw))
      throw new ConfigError('PUBLIC_URL', `is not a usable path ("${raw}")`, FIX);
    return { basePath: basePathOf(raw, raw), siteUrl: null };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('PUBLIC_URL', `is neither a path nor a full URL ("${raw}")`, FIX);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError('PUBLIC_URL', `must be an http(s) address ("${raw}")`, FIX);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError(
      'PUBLIC_URL',
      `must not carry a query, a fragment or credentials ("${raw}")`,
      FIX,
    );
  }
  const basePath = basePathOf(url.pathname, raw);
  return { basePath, siteUrl: `${url.origin}${basePath}/` };
}
