/** @jest-environment node */
import { AFTER_PAINT_SCRIPT_TYPE } from '../prerender/afterPaint';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseConfig, type PortfolioConfig } from '../../../src/config/parseConfig';
import { ConfigError } from '../../../src/config/configError';
import { ENGLISH } from '../../../src/i18n/english';
import { COLOR_SCHEME_SCRIPT } from '../../../src/lib/colorScheme';
import {
  appendChildren,
  bodyOf,
  createElement,
  findElements,
  getAttribute,
  headOf,
  jsonScript,
  parseDocument,
  serializeDocument,
  textOf,
  type HtmlDocument,
  type HtmlElement,
} from '../../lib/html/document';
import { fillIndexTemplate } from '../bundle/indexTemplate';
import { injectPrerender } from '../prerender/prerender';
import {
  applySecurityPolicy,
  contentSecurityPolicy,
  githubAvatarOrigins,
  inlineCode,
  NOT_FOUND_SOURCES,
  PolicyError,
  policyOrigin,
  policyScript,
  REFERRER_POLICY,
  sha256Source,
  siteSources,
  SNAPSHOT_SOURCES,
} from './contentSecurityPolicy';
import { notFoundPage } from './siteFiles';

const TEMPLATE = readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');

/** A page as the build makes it: the template filled, a script and JSON data, prerendered. */
function builtPage(): HtmlDocument {
  const filled = fillIndexTemplate(TEMPLATE, {
    publicUrl: '/portfolio',
    headScript: COLOR_SCHEME_SCRIPT,
    content: { resume: null, posts: [] },
    locale: ENGLISH,
    config: parseConfig({}),
  });
  const page = parseDocument(filled);
  appendChildren(headOf(page), [
    createElement('script', { defer: true, src: '/portfolio/static/js/main.1234abcd.js' }),
    jsonScript({ type: 'application/ld+json' }, { '@type': 'Person', name: '</script> Ada' }),
  ]);
  injectPrerender(
    page,
    {
      html: '<main><p style="gap:4px">Ada</p></main>',
      styles: '<style data-rc-order="prependQueue">.ant-tag{color:red}</style>',
      css: 'body{margin:0}',
      snapshot: null,
    },
    [],
  );
  return page;
}

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const EMPTY_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

const policyMeta = (page: HtmlDocument) =>
  findElements(
    page,
    (element) => getAttribute(element, 'http-equiv') === 'Content-Security-Policy',
  );

const liveConfig = (env: Record<string, string>): PortfolioConfig =>
  parseConfig({
    REACT_APP_GITHUB_USERNAME: 'octo-dev',
    REACT_APP_DATA_MODE: 'live',
    ...env,
  });

describe('contentSecurityPolicy', () => {
  it('writes the snapshot policy: own files only, inline code by hash', () => {
    const policy = contentSecurityPolicy({ scripts: ['a()'], styles: ['b{}'] }, SNAPSHOT_SOURCES);
    expect(policy).toBe(
      [
        "default-src 'none'",
        `script-src 'self' ${hashOf('a()')}`,
        "style-src 'self' 'unsafe-inline'",
        `style-src-elem 'self' ${hashOf('b{}')} ${EMPTY_HASH}`,
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "manifest-src 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        "object-src 'none'",
      ].join('; '),
    );
  });

  it("never allows 'unsafe-eval', nor 'unsafe-inline' scripts, and sets no directive a meta ignores", () => {
    for (const sources of [SNAPSHOT_SOURCES, NOT_FOUND_SOURCES]) {
      const policy = contentSecurityPolicy({ scripts: ['x()'], styles: [] }, sources);
      expect(policy).not.toContain('unsafe-eval');
      expect(directives(policy).get('script-src')).not.toContain("'unsafe-inline'");
      for (const name of ['frame-ancestors', 'report-uri', 'sandbox', 'upgrade-insecure-requests'])
        expect(directives(policy).has(name)).toBe(false);
    }
  });

  it('hashes each text once, and writes none for a list without sources', () => {
    const policy = contentSecurityPolicy(
      { scripts: ['a()', 'a()'], styles: [] },
      NOT_FOUND_SOURCES,
    );
    expect(directives(policy).get('script-src')).toEqual(["'self'", hashOf('a()')]);
    expect(directives(policy).get('connect-src')).toEqual(["'none'"]);
  });

  it('refuses a source that is not a keyword, a scheme or a plain origin', () => {
    for (const bad of ["https://a.example; script-src 'unsafe-inline'", "'unsafe-eval'", '*', ''])
      expect(() =>
        contentSecurityPolicy({ scripts: [], styles: [] }, { connect: [bad], images: [] }),
      ).toThrow(PolicyError);
  });
});

describe('the policy of a built page', () => {
  it('hashes exactly the inline scripts the browser runs, as they read after serialization', () => {
    const page = builtPage();
    const policy = applySecurityPolicy(page, SNAPSHOT_SOURCES);
    // The page as published, read back as the browser reads it.
    const published = parseDocument(serializeDocument(page));
    const executed = findElements(
      published,
      (element) =>
        element.tagName === 'script' &&
        getAttribute(element, 'src') === null &&
        getAttribute(element, 'type') === null,
    ).map(textOf);
    // The colour-scheme script and the loader that starts the scripts after the first paint.
    expect(executed).toHaveLength(2);
    expect(executed[0]).toBe(COLOR_SCHEME_SCRIPT);
    expect(directives(policy).get('script-src')).toEqual(["'self'", ...executed.map(hashOf)]);
    // JSON is data: no hash for the content, locale and JSON-LD scripts.
    const data = findElements(published, (element) => element.tagName === 'script').filter(
      (element) => (getAttribute(element, 'type') ?? '').includes('json'),
    );
    expect(data.length).toBeGreaterThanOrEqual(3);
    for (const element of data) expect(policy).not.toContain(hashOf(textOf(element)));
    const styles = findElements(published, (element) => element.tagName === 'style').map(textOf);
    expect(styles).toEqual(['.ant-tag{color:red}', 'body{margin:0}']);
    expect(directives(policy).get('style-src-elem')).toEqual([
      "'self'",
      ...styles.map(hashOf),
      EMPTY_HASH,
    ]);
    expect(policyMeta(published).map((meta) => getAttribute(meta, 'content'))).toEqual([policy]);
  });

  it('puts both tags first in the head, after the charset and before any script, once', () => {
    const page = builtPage();
    applySecurityPolicy(page, SNAPSHOT_SOURCES);
    const policy = applySecurityPolicy(page, SNAPSHOT_SOURCES);
    const head = headOf(page).childNodes.filter((node): node is HtmlElement => 'tagName' in node);
    expect(head.slice(0, 3).map((element) => element.attrs)).toEqual([
      [{ name: 'charset', value: 'utf-8' }],
      [
        { name: 'http-equiv', value: 'Content-Security-Policy' },
        { name: 'content', value: policy },
      ],
      [
        { name: 'name', value: 'referrer' },
        { name: 'content', value: REFERRER_POLICY },
      ],
    ]);
    expect(REFERRER_POLICY).toBe('strict-origin-when-cross-origin');
    expect(policyMeta(page)).toHaveLength(1);
  });

  it('refuses what the policy would block: an inline event handler, a script of another host', () => {
    const withHandler = builtPage();
    appendChildren(bodyOf(withHandler), [createElement('img', { src: 'x', onerror: 'f()' })]);
    expect(() => inlineCode(withHandler)).toThrow(/onerror/);
    for (const src of ['https://cdn.example/x.js', '//cdn.example/x.js']) {
      const page = builtPage();
      appendChildren(bodyOf(page), [createElement('script', { src })]);
      expect(() => applySecurityPolicy(page, SNAPSHOT_SOURCES)).toThrow(PolicyError);
    }
  });

  it("gives 404.html a policy of its own: its script's hash, nothing to fetch", () => {
    const page = parseDocument(
      notFoundPage('/portfolio', 'Ada', ENGLISH, [
        { locale: { ...ENGLISH, language: 'de' }, title: 'Ada', path: '/portfolio/de/' },
      ]),
    );
    const [meta] = policyMeta(page);
    const policy = directives(getAttribute(meta as HtmlElement, 'content') ?? '');
    const script = findElements(
      page,
      (element) => element.tagName === 'script' && getAttribute(element, 'type') === null,
    );
    expect(script).toHaveLength(1);
    expect(policy.get('script-src')).toEqual(["'self'", hashOf(textOf(script[0] as HtmlElement))]);
    expect(policy.get('connect-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'"]);
    const single = parseDocument(notFoundPage('/portfolio', 'Ada'));
    expect(policyMeta(single)).toHaveLength(1);
  });
});

describe('siteSources', () => {
  it('lets a snapshot page reach only its own origin', () => {
    expect(siteSources(parseConfig({ REACT_APP_GITHUB_USERNAME: 'octo-dev' }))).toEqual({
      connect: ["'self'"],
      images: ["'self'", 'data:'],
    });
    expect(siteSources(parseConfig({}))).toBe(SNAPSHOT_SOURCES);
  });

  it('lets a page with analytics load that one script, and send to that one host', () => {
    const config = parseConfig({
      REACT_APP_ANALYTICS: 'plausible:octo.github.io@https://stats.example.org/js/script.js',
    });
    const sources = siteSources(config);
    expect(sources).toEqual({
      connect: ["'self'", 'https://stats.example.org'],
      images: ["'self'", 'data:'],
      scripts: ['https://stats.example.org/js/script.js'],
    });
    const page = builtPage();
    appendChildren(headOf(page), [
      createElement('script', {
        type: AFTER_PAINT_SCRIPT_TYPE,
        'data-src': 'https://stats.example.org/js/script.js',
      }),
    ]);
    const policy = applySecurityPolicy(page, sources);
    // That file, not the whole host: CSP 3 compares a source's path with the script's.
    expect(policy).toMatch(
      /script-src 'self' https:\/\/stats\.example\.org\/js\/script\.js 'sha256-/,
    );
    expect(policy).toContain("connect-src 'self' https://stats.example.org;");
    // Any other script from outside stays refused, started at once or after the paint.
    const later = builtPage();
    appendChildren(headOf(later), [
      createElement('script', {
        type: AFTER_PAINT_SCRIPT_TYPE,
        'data-src': 'https://elsewhere.example.org/x.js',
      }),
    ]);
    expect(() => applySecurityPolicy(later, sources)).toThrow(/outside the site/);
    appendChildren(headOf(page), [
      createElement('script', { src: 'https://stats.example.org/js/other.js' }),
    ]);
    expect(() => applySecurityPolicy(page, sources)).toThrow(/outside the site/);
  });

  it('names the exact script of a CDN, never the CDN, and leaves its query out', () => {
    const config = parseConfig({
      REACT_APP_ANALYTICS:
        'umami:94db1cb1-74f4-4a40-ad6c-962362670409@https://cdn.jsdelivr.net/npm/x@1/y.js?v=2',
    });
    const policy = directives(
      contentSecurityPolicy({ scripts: [], styles: [] }, siteSources(config)),
    );
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.jsdelivr.net/npm/x@1/y.js']);
    expect(policyScript('https://plausible.io/js/script.hash.js')).toBe(
      'https://plausible.io/js/script.hash.js',
    );
  });

  it.each([
    // Characters that would end the directive or the policy, and a folder (every file under it).
    ['https://stats.example.org/js/a;b.js', /cannot go into the page's Content-Security-Policy/],
    ['https://stats.example.org/js/a,b.js', /cannot go into the page's Content-Security-Policy/],
    ["https://stats.example.org/js/a'b.js", /cannot go into the page's Content-Security-Policy/],
    ['https://stats.example.org/js/', /names a folder, not the script/],
    // Plain http: anyone on the way could change the script the page runs.
    ['http://stats.example.org/js/script.js', /plain http.*Use its https:\/\/ address/],
  ])('refuses the script URL %p, naming REACT_APP_ANALYTICS and the fix', (url, message) => {
    const read = () =>
      siteSources(parseConfig({ REACT_APP_ANALYTICS: `plausible:octo.github.io@${url}` }));
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/^REACT_APP_ANALYTICS /);
    expect(read).toThrow(message);
    expect(() => policyScript(url)).toThrow(PolicyError);
  });

  it("lets a live page call GitHub's API and GitLab, and show GitHub's avatars", () => {
    const sources = siteSources(
      liveConfig({
        REACT_APP_GITLAB_URL: 'https://gitlab.example.org/',
        REACT_APP_GITLAB_USERNAME: 'octo',
      }),
    );
    expect(sources).toEqual({
      connect: ["'self'", 'https://api.github.com', 'https://gitlab.example.org'],
      images: ["'self'", 'data:', 'https://avatars.githubusercontent.com'],
    });
    expect(siteSources(liveConfig({})).connect).toEqual(["'self'", 'https://api.github.com']);
  });

  it('uses the origins of a GitHub Enterprise and a local mock, without their paths', () => {
    const ghe = siteSources(
      liveConfig({
        REACT_APP_GITHUB_API_URL: 'https://ghe.corp.example/api/v3',
        REACT_APP_GITLAB_URL: 'http://127.0.0.1:4000/gitlab',
        REACT_APP_GITLAB_USERNAME: 'octo',
      }),
    );
    expect(ghe.connect).toEqual(["'self'", 'https://ghe.corp.example', 'http://127.0.0.1:4000']);
    expect(ghe.images).toEqual([
      "'self'",
      'data:',
      'https://ghe.corp.example',
      'https://avatars.ghe.corp.example',
    ]);
    expect(githubAvatarOrigins('http://127.0.0.1:4000/github')).toEqual(['http://127.0.0.1:4000']);
    expect(githubAvatarOrigins('https://api.acme.ghe.com')).toEqual([
      'https://api.acme.ghe.com',
      'https://acme.ghe.com',
      'https://avatars.acme.ghe.com',
    ]);
  });

  // URLs that parse (WHATWG hosts may hold `;`, `,` and quotes) and would end a directive or a policy.
  it.each([
    ['REACT_APP_GITLAB_URL', 'https://gitlab.example.org;script-src'],
    ['REACT_APP_GITLAB_URL', "https://gitlab.example.org'"],
    ['REACT_APP_GITLAB_URL', 'https://gitlab.example.org,evil.example'],
    ['REACT_APP_GITHUB_API_URL', 'https://"api".example.org'],
  ])('refuses %s=%s, which could add a directive, naming the setting', (name, value) => {
    const config = liveConfig({
      REACT_APP_GITLAB_URL: 'https://gitlab.example.org',
      REACT_APP_GITLAB_USERNAME: 'octo',
      [name]: value,
    });
    expect(() => siteSources(config)).toThrow(ConfigError);
    expect(() => siteSources(config)).toThrow(`${name} cannot go into`);
  });

  it('never sees a URL with a space: the settings refuse it already', () => {
    expect(() =>
      liveConfig({
        REACT_APP_GITLAB_URL: "https://gitlab.example.org; script-src 'unsafe-inline'",
        REACT_APP_GITLAB_USERNAME: 'octo',
      }),
    ).toThrow(ConfigError);
  });

  it('keeps only the origin of a URL: its path, query and credentials stay out', () => {
    expect(policyOrigin("https://user:pw@gitlab.example.org:8443/a;b'c?d=e,f#g")).toBe(
      'https://gitlab.example.org:8443',
    );
    expect(policyOrigin('http://[::1]:8080/')).toBe('http://[::1]:8080');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'gitlab.example.org',
      'ftp://a.b',
    ])
      expect(() => policyOrigin(bad)).toThrow(PolicyError);
  });

  it('hashes a text as the browser does, over its UTF-8 bytes', () => {
    expect(sha256Source('')).toBe(EMPTY_HASH);
    expect(sha256Source('é')).toBe(hashOf('é'));
  });
});
