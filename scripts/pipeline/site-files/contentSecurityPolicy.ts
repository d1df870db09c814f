/**
 * The security policy every page the build writes (each language's index.html, 404.html) carries in
 * its head: a Content-Security-Policy and a referrer policy, as `<meta>` tags, since GitHub Pages lets
 * a site set no response header. The policy is computed from the finished page, after every step that
 * adds an inline script or style, so its hashes are those of what the browser runs.
 *
 * Only the production build adds it: the dev server's page (`npm start`) runs webpack's eval source
 * maps, react-refresh and style-loader, which a strict policy would block, and is never published.
 *
 * What the policy allows, and why:
 * - `default-src 'none'`: nothing that is not listed below.
 * - `script-src 'self'` and the sha256 of each inline script the page runs (the colour-scheme script,
 *   the loader that starts the scripts after the first paint, 404.html's language script). JSON data
 *   (`application/json`, `application/ld+json`) is never executed, so it needs no hash. No
 *   'unsafe-inline', no 'unsafe-eval': webpack's production runtime loads its chunks as files.
 * - Styles: the build inlines antd's extracted CSS and the page's own as `<style>` elements (antd runs
 *   in zero-runtime mode: the browser generates no CSS), so `style-src-elem` is `'self'` (lazy chunks'
 *   stylesheets) and their hashes. The prerendered markup has `style` attributes whose values are data
 *   (the language bars' widths and colours, antd's gaps): `style-src-attr 'unsafe-inline'`, since
 *   hashing them would take `'unsafe-hashes'` and some 45 hashes per page, and a browser that knows
 *   `style-src-attr` but not `'unsafe-hashes'` would drop every one of them and break the layout. A
 *   style attribute cannot run script, nor read the page: that needs a stylesheet, still hash-bound.
 *   `style-src` says `'self' 'unsafe-inline'` for browsers without the -elem/-attr directives (CSP 2),
 *   which would otherwise block the attributes too; CSP 3 browsers use the two strict ones instead.
 * - `img-src 'self' data:` (the site's avatar copy, tool logos, icons; CSS data: masks) and, in live
 *   mode, the GitHub instance's avatar host (a profile picture changed since the build is GitHub's).
 * - `connect-src 'self'` (the snapshot JSON) and, in live mode, the GitHub API's and GitLab's origins.
 * - With config.analytics: its script's exact address in `script-src` (CSP 3 matches a source with
 *   a path by that path: `https://cdn.jsdelivr.net/npm/x@1/y.js` allows that file, not the rest of
 *   the CDN; a query is not compared), https only, and its endpoint's origin in `connect-src`. The
 *   endpoint stays an origin: the path the service's script posts to is its own choice (Plausible's
 *   /api/event, Umami's /api/send), not a setting, and connect-src only limits where a script that
 *   already runs may send. A redirect of the script is followed only to the same host (CSP 3 skips
 *   the path check after a redirect, to not reveal its target, but still checks the origin).
 * - `manifest-src 'self'`; `base-uri`, `form-action` and `object-src` 'none'.
 * Not set: `frame-ancestors` (and `report-uri`, `sandbox`): browsers ignore them in a `<meta>` policy,
 * only a response header can carry them. `upgrade-insecure-requests`: a published site on Pages is
 * HTTPS already, and it would break an http GitHub Enterprise or GitLab in live mode, or a local check.
 *
 * Every origin comes from a configured URL through `new URL()`, and only its origin, checked to be
 * scheme://host[:port] and nothing else (the analytics script: that and its path, of plain URL
 * characters): a URL with `;`, `,`, quotes or spaces cannot add a directive.
 */
import { AFTER_PAINT_SCRIPT_TYPE } from '../prerender/afterPaint';
import { SETTING_NAMES } from '../../../src/config/settingNames';
import { createHash } from 'node:crypto';
import { defaultTreeAdapter as adapter } from 'parse5';
import type { PortfolioConfig } from '../../../src/config/parseConfig';
import { isSecureAddress } from '../../../src/config/analytics';
import { ConfigError } from '../../../src/config/configError';
import {
  createElement,
  elementsOf,
  findElements,
  getAttribute,
  headOf,
  removeNode,
  textOf,
  type HtmlDocument,
  type HtmlElement,
} from '../../lib/html/document';

/**
 * strict-origin-when-cross-origin (the browsers' default, stated so that an old browser or a user
 * setting does not send more): the site's own requests get the full URL, other hosts only the
 * origin, never over plain http. Not no-referrer: the origin tells the owner's GitHub and GitLab
 * (their "Referring sites") that visitors came from the portfolio, and it says nothing private: the
 * page is public, its route is in the hash, which is never sent, and the API calls of live mode send
 * their Origin header for CORS whatever the referrer policy says.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Thrown for a URL or a source the policy cannot hold safely: the build stops instead. */
export class PolicyError extends Error {
  override name = 'PolicyError';
}

/** Where a page may fetch from and show images from, besides its own origin. */
export interface PolicySources {
  /** connect-src: 'self' and origins; empty: 'none'. */
  readonly connect: readonly string[];
  /** img-src: 'self', data: and origins; empty: 'none'. */
  readonly images: readonly string[];
  /**
   * Scripts from another host the page loads (config.analytics's): their exact addresses, which
   * join script-src as they are (origin and path); any other script from outside the site stops the
   * build.
   */
  readonly scripts?: readonly string[];
}

const SELF = "'self'";
const DATA = 'data:';

/** The portfolio page in snapshot mode: its own files only. */
export const SNAPSHOT_SOURCES: PolicySources = { connect: [SELF], images: [SELF, DATA] };

/** 404.html: its icon; it fetches nothing. */
export const NOT_FOUND_SOURCES: PolicySources = { connect: [], images: [SELF] };

/**
 * scheme://host[:port] as `URL.origin` writes it: a host of letters, digits, dots and hyphens (a DNS
 * name, punycode for an international one, or an IPv4 address) or a bracketed IPv6 address.
 */
const ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;
/**
 * A script file's path as `URL.pathname` writes it, of characters a source expression holds as they
 * are: not `;` or `,` (they end a directive or a policy), not `'`, no folder (a path ending in `/`
 * would allow every file under it).
 */
const SCRIPT_PATH = /^(?:\/[A-Za-z0-9._~!$&()*+=:@%-]+)+$/;
const KEYWORD = /^'(?:self|none|unsafe-inline|sha256-[A-Za-z0-9+/]+={0,2})'$/;
const SCHEME = /^(?:data|https?):$/;

/** The origin of a configured http(s) URL, as a CSP source; anything else is refused. */
export function policyOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new PolicyError(
      `Not a URL, so not in the Content-Security-Policy: ${JSON.stringify(url)}`,
    );
  }
  // WHATWG URLs allow `;`, `,`, `'` and more in a host: those would end a directive or a policy.
  if (!ORIGIN.test(parsed.origin)) {
    throw new PolicyError(
      `Only an http(s) origin of plain host name characters can go into the Content-Security-Policy: ${JSON.stringify(url)}`,
    );
  }
  return parsed.origin;
}

/** A host source with a path, https:// (or a loopback http://) origin + SCRIPT_PATH. */
function isScriptSource(source: string): boolean {
  const pathStart = source.indexOf('/', source.indexOf('//') + 2);
  if (pathStart < 0) return false;
  const origin = source.slice(0, pathStart);
  return (
    ORIGIN.test(origin) &&
    isSecureAddress(new URL(origin)) &&
    SCRIPT_PATH.test(source.slice(pathStart))
  );
}

/**
 * A script URL from outside the site as a CSP source that allows that one file: its origin and path
 * (a query is not compared by CSP, and not written). Only https (or http on the machine itself).
 */
export function policyScript(url: string): string {
  const origin = policyOrigin(url);
  const source = `${origin}${new URL(url).pathname}`;
  if (!isScriptSource(source)) {
    throw new PolicyError(
      `Only an https script file, its path of plain URL characters, can go into the Content-Security-Policy: ${JSON.stringify(url)}`,
    );
  }
  return source;
}

const isIpOrLocal = (hostname: string) =>
  hostname === 'localhost' || hostname.startsWith('[') || /^[\d.]+$/.test(hostname);

/**
 * The hosts GitHub avatars come from for an API URL: github.com's image server, or a GitHub
 * Enterprise instance's own host (`/avatars/…`, the mock's too) or its avatars subdomain (with
 * subdomain isolation, and GHE.com's data residency).
 */
export function githubAvatarOrigins(apiUrl: string): string[] {
  const api = new URL(policyOrigin(apiUrl));
  if (api.hostname === 'api.github.com') return ['https://avatars.githubusercontent.com'];
  const webHost = api.hostname.replace(/^api\./, '');
  const origins = [
    api.origin,
    policyOrigin(`${api.protocol}//${webHost}${api.port ? `:${api.port}` : ''}`),
  ];
  if (!isIpOrLocal(webHost)) origins.push(policyOrigin(`${api.protocol}//avatars.${webHost}`));
  return [...new Set(origins)];
}

/** A configured URL's origin, or the setting named in a ConfigError: the build stops at step 1. */
function settingOrigin(variable: string, url: string): string {
  try {
    return policyOrigin(url);
  } catch (error) {
    if (!(error instanceof PolicyError)) throw error;
    throw new ConfigError(
      variable,
      `cannot go into the page's Content-Security-Policy ("${url}")`,
      'Use a plain http(s) address such as https://gitlab.example.org: letters, digits, dots and hyphens in its host name.',
    );
  }
}

/** A configured script URL as a CSP source, or the setting named in a ConfigError. */
function settingScript(variable: string, url: string): string {
  try {
    return policyScript(url);
  } catch (error) {
    if (!(error instanceof PolicyError)) throw error;
    throw new ConfigError(
      variable,
      `has a script URL that cannot go into the page's Content-Security-Policy ("${url}")`,
      'Use the https:// address of the script file itself, e.g. https://stats.example.org/js/script.js: letters, digits, dots, hyphens, slashes and @ in its path.',
    );
  }
}

/**
 * What a portfolio page may reach in the site's data mode. Call it with the settings (step 1): a URL
 * the policy cannot hold stops the build with the setting's name.
 */
export function siteSources(
  config: Pick<PortfolioConfig, 'dataMode' | 'github' | 'gitlab' | 'analytics'>,
): PolicySources {
  // The analytics service's script (that one file), and where it sends its counts (its host). Both
  // checked here, so a URL the policy cannot hold stops the build at step 1 with the setting's name.
  const { analytics } = config;
  const scripts = analytics ? [analytics.scriptUrl] : [];
  for (const url of scripts) settingScript(SETTING_NAMES.analytics, url);
  const counting = analytics ? [settingOrigin(SETTING_NAMES.analytics, analytics.endpoint)] : [];
  const outside = scripts.length ? { scripts } : {};
  if (config.dataMode !== 'live') {
    if (!analytics) return SNAPSHOT_SOURCES;
    return { ...SNAPSHOT_SOURCES, connect: [...SNAPSHOT_SOURCES.connect, ...counting], ...outside };
  }
  const github = settingOrigin(SETTING_NAMES.githubApiUrl, config.github.apiUrl);
  const gitlab = config.gitlab.url
    ? [settingOrigin(SETTING_NAMES.gitlabUrl, config.gitlab.url)]
    : [];
  return {
    connect: [...new Set([SELF, github, ...gitlab, ...counting])],
    images: [...new Set([SELF, DATA, ...githubAvatarOrigins(config.github.apiUrl)])],
    ...outside,
  };
}

/** The inline code of a page the policy must allow by hash. */
export interface InlineCode {
  /** The text of each inline script the browser executes. */
  readonly scripts: readonly string[];
  /** The text of each `<style>` element. */
  readonly styles: readonly string[];
}

/** The script types a browser runs (the HTML standard's JavaScript MIME types, and modules). */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

export function isExecutedScript(script: HtmlElement): boolean {
  const type = getAttribute(script, 'type');
  return type === null || JAVASCRIPT_TYPES.has(type.trim().toLowerCase());
}

/** A script address of the site's own: a path, not `//host/…` nor a URL of another host. */
const isOwnPath = (address: string) => address.startsWith('/') && !address.startsWith('//');

/**
 * The page's inline scripts and styles, to hash. Refuses what the policy would block and the page
 * needs: an inline event handler (`onload="…"`), a script from another host.
 */
export function inlineCode(
  document: HtmlDocument,
  allowedScripts: readonly string[] = [],
): InlineCode {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const element of elementsOf(document)) {
    const handler = element.attrs.find(({ name }) => name.toLowerCase().startsWith('on'));
    if (handler) {
      throw new PolicyError(
        `<${element.tagName} ${handler.name}> would be blocked by the Content-Security-Policy: use a script file.`,
      );
    }
    if (element.tagName === 'style') styles.push(textOf(element));
    if (element.tagName !== 'script') continue;
    // Started after the paint by the page's loader: a script of another site all the same.
    const later =
      getAttribute(element, 'type') === AFTER_PAINT_SCRIPT_TYPE
        ? getAttribute(element, 'data-src')
        : null;
    if (later !== null && !allowedScripts.includes(later)) {
      throw new PolicyError(`A script from outside the site would be blocked: ${later}`);
    }
    if (!isExecutedScript(element)) continue;
    const src = getAttribute(element, 'src');
    if (src === null) scripts.push(textOf(element));
    else if (!isOwnPath(src) && !allowedScripts.includes(src)) {
      throw new PolicyError(`A script from outside the site would be blocked: ${src}`);
    }
  }
  return { scripts, styles };
}

/** A CSP hash source of a text, as the browser hashes it (its UTF-8 bytes). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function sourceList(sources: readonly string[]): string {
  for (const source of sources) {
    const known = KEYWORD.test(source) || SCHEME.test(source) || ORIGIN.test(source);
    if (!known && !isScriptSource(source)) {
      throw new PolicyError(`Not a source the policy can hold: ${JSON.stringify(source)}`);
    }
  }
  const unique = [...new Set(sources)];
  return unique.length > 0 ? unique.join(' ') : "'none'";
}

/**
 * antd's CSS-in-JS, though it generates no component CSS in zero-runtime mode, still finds where its
 * styles go at hydration by inserting an empty `<style>` (and removing it), then inserts the theme's
 * CSS variables, whose text is a prerendered element's (its hash allows it; the e2e tests would see
 * it change). Allowing the empty text allows nothing else: a style element whose text changes is
 * checked again.
 */
const CSSINJS_PROBE = '';

/** The policy of a page with this inline code, reaching these sources. */
export function contentSecurityPolicy(inline: InlineCode, sources: PolicySources): string {
  const hashes = (texts: readonly string[]) => [...new Set(texts)].map(sha256Source);
  const directives: [string, readonly string[]][] = [
    ['default-src', []],
    ['script-src', [SELF, ...(sources.scripts ?? []).map(policyScript), ...hashes(inline.scripts)]],
    ['style-src', [SELF, "'unsafe-inline'"]],
    ['style-src-elem', [SELF, ...hashes([...inline.styles, CSSINJS_PROBE])]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', sources.images],
    ['connect-src', sources.connect],
    ['manifest-src', [SELF]],
    ['base-uri', []],
    ['form-action', []],
    ['object-src', []],
  ];
  return directives.map(([name, list]) => `${name} ${sourceList(list)}`).join('; ');
}

const isPolicyMeta = (element: HtmlElement) =>
  element.tagName === 'meta' &&
  ((getAttribute(element, 'http-equiv') ?? '').toLowerCase() === 'content-security-policy' ||
    getAttribute(element, 'name') === 'referrer');

/**
 * Computes the page's policy from its tree as it is now (call it last) and writes both tags at the
 * top of its head, after `<meta charset>` (which must come within the first 1024 bytes): a policy in
 * a `<meta>` only covers what comes after it. Replaces any earlier ones. Returns the policy.
 */
export function applySecurityPolicy(document: HtmlDocument, sources: PolicySources): string {
  const head = headOf(document);
  for (const element of findElements(document, isPolicyMeta)) removeNode(element);
  const policy = contentSecurityPolicy(inlineCode(document, sources.scripts), sources);
  const charset = head.childNodes.findIndex(
    (node) =>
      adapter.isElementNode(node) &&
      node.tagName === 'meta' &&
      getAttribute(node, 'charset') !== null,
  );
  const before = head.childNodes[charset + 1] ?? null;
  for (const tag of [
    createElement('meta', { 'http-equiv': 'Content-Security-Policy', content: policy }),
    createElement('meta', { name: 'referrer', content: REFERRER_POLICY }),
  ]) {
    if (before) adapter.insertBefore(head, tag, before);
    else adapter.appendChild(head, tag);
  }
  return policy;
}
