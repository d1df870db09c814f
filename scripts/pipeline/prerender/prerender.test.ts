/**
 * @jest-environment node
 */
import { SNAPSHOT_VERSION, type PortfolioSnapshot } from '../../../src/data/snapshot';
import {
  getAttribute,
  hasTag,
  parseDocument,
  requireElement,
  serializeDocument,
  textOf,
} from '../../lib/html/document';
import {
  injectPrerender,
  minifyCss,
  scriptElements,
  stylesheetLinks,
  TemplateError,
  type PageParts,
} from './prerender';
import { AFTER_PAINT_ATTRIBUTE } from './afterPaint';

// html-webpack-plugin's minified output, as the build reads it.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Portfolio</title>' +
  '<script defer src=/portfolio/static/js/react.1a2b3c4d.js></script>' +
  '<script defer src=/portfolio/static/js/main.5e6f7a8b.js></script>' +
  '<link href=/portfolio/static/css/main.9c0d1e2f.css rel=stylesheet></head>' +
  '<body><div id=root></div></body></html>';

const snapshot: PortfolioSnapshot = {
  version: SNAPSHOT_VERSION,
  fetchedAt: '2026-11-22T05:00:00.000Z',
  parts: { techStack: ['</script><script>alert(1)</script>'] },
  failures: {},
};

const parts = {
  html: '<link rel="preload" as="image" href="/portfolio/static/media/a.svg"/><div class="page">$& $1 page</div>',
  styles: '<style data-css-hash="x">.ant-tabs{display:flex}</style>',
  css: '.page{max-width:1200px}',
  snapshot,
};

describe('stylesheetLinks and scriptElements', () => {
  it('find the elements whatever their quoting', () => {
    expect(stylesheetLinks(parseDocument(TEMPLATE)).map(({ href }) => href)).toEqual([
      '/portfolio/static/css/main.9c0d1e2f.css',
    ]);
    expect(
      stylesheetLinks(
        parseDocument('<link rel="icon" href="/f.svg"><link rel="Stylesheet" href="/a.css">'),
      ).map(({ href }) => href),
    ).toEqual(['/a.css']);
    expect(scriptElements(parseDocument(TEMPLATE)).map(({ src }) => src)).toEqual([
      '/portfolio/static/js/react.1a2b3c4d.js',
      '/portfolio/static/js/main.5e6f7a8b.js',
    ]);
    expect(
      scriptElements(
        parseDocument(
          '<script>inline("<script src=/x.js>")</script><script type="module" src="/m.js"></script>',
        ),
      ).map(({ src }) => src),
    ).toEqual(['/m.js']);
  });
});

/** index.html after the prerender step, as the build writes it. */
function prerendered(template: string, pageParts: PageParts, withLinks = true): string {
  const document = parseDocument(template);
  injectPrerender(document, pageParts, withLinks ? stylesheetLinks(document) : []);
  return serializeDocument(document);
}

describe('injectPrerender', () => {
  const page = prerendered(TEMPLATE, parts);
  const head = page.slice(0, page.indexOf('</head>'));
  const body = page.slice(page.indexOf('<body>'));

  it('puts the markup in #root, as it is', () => {
    expect(body).toContain('<div id="root"><div class="page">$&amp; $1 page</div></div>');
    expect(textOf(requireElement(parseDocument(page), hasTag('body'), 'body'))).toContain(
      '$& $1 page',
    );
  });

  it("moves React's resource hints and the styles into the head, antd's before the page's", () => {
    expect(head).toContain('<link rel="preload" as="image" href="/portfolio/static/media/a.svg">');
    expect(body).not.toContain('rel="preload"');
    expect(head.indexOf('.ant-tabs{')).toBeLessThan(head.indexOf('.page{max-width'));
    expect(head).toContain('<style data-page-css="">.page{max-width:1200px}</style>');
  });

  it('drops the stylesheet link whose CSS is now inline', () => {
    expect(page).not.toContain('main.9c0d1e2f.css');
  });

  it('starts the scripts, in order, from one loader after the first paint', () => {
    const document = parseDocument(page);
    expect(scriptElements(document)).toEqual([]);
    const loader = requireElement(
      document,
      (element) => getAttribute(element, AFTER_PAINT_ATTRIBUTE) !== null,
      'loader',
    );
    expect(getAttribute(loader, AFTER_PAINT_ATTRIBUTE)).toBe(
      '/portfolio/static/js/react.1a2b3c4d.js /portfolio/static/js/main.5e6f7a8b.js',
    );
    expect(textOf(loader)).toContain('requestAnimationFrame');
    expect(textOf(loader)).toContain('e.async=!1');
    expect(loader.parentNode).toHaveProperty('tagName', 'body');
  });

  it('inlines the snapshot before the loader, unable to close its script element', () => {
    const data = /<script id="portfolio-snapshot" type="application\/json">(.*?)<\/script>/.exec(
      page,
    );
    expect(data?.[1]).not.toContain('</script>');
    expect(JSON.parse(data?.[1] ?? '')).toEqual(snapshot);
    expect(page.indexOf('portfolio-snapshot')).toBeLessThan(page.indexOf(AFTER_PAINT_ATTRIBUTE));
  });

  it('inlines no snapshot when the page has none (live mode without a build-time token)', () => {
    const live = prerendered(TEMPLATE, { ...parts, snapshot: null }, false);
    expect(live).not.toContain('portfolio-snapshot');
    expect(live).toContain('main.9c0d1e2f.css');
  });

  it('refuses a template without an empty #root', () => {
    expect(() => prerendered(TEMPLATE.replace('<div id=root></div>', ''), parts)).toThrow(
      new TemplateError('public/index.html has no empty <div id="root"></div>.'),
    );
  });
});

describe('minifyCss', () => {
  it('drops comments and whitespace, and keeps strings and media queries intact', () => {
    expect(
      minifyCss(
        `/* why */\n.a {\n  color: red;\n}\n@media print {\n  a::after { content: ' (' attr(href) ')'; }\n}\n`,
      ),
    ).toBe('.a{color:red}@media print{a:after{content:" (" attr(href) ")"}}');
  });
});
