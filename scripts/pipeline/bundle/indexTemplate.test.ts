import { CONFIG_ELEMENT_ID, readInlineConfig } from '../../../src/config/inlineConfig';
import { parseConfig } from '../../../src/config/parseConfig';
import { CONTENT_ELEMENT_ID } from '../../../src/data/inlineContent';
import { LOCALE_ELEMENT_ID } from '../../../src/i18n/inlineLocale';
import {
  elementsOf,
  getAttribute,
  parseDocument,
  serializeDocument,
  textOf,
} from '../../lib/html/document';
import { fillIndexTemplate, TEMPLATE_TRANSFORMS, transformTemplate } from './indexTemplate';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script data-head-script></script>
    <link rel="icon" href="%PUBLIC_URL%/favicon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="%PUBLIC_URL%/a.png?from=%PUBLIC_URL%" />
    <title>Portfolio %PUBLIC_URL%</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The demo's settings. */
const config = parseConfig({});

describe('fillIndexTemplate', () => {
  it('fills %PUBLIC_URL% in attributes and the colour-scheme script', () => {
    const document = parseDocument(
      fillIndexTemplate(TEMPLATE, {
        publicUrl: '/portfolio',
        headScript: 'setTheme()',
        config,
      }),
    );
    const [script, icon, touch] = [...elementsOf(document)].filter((e) =>
      ['script', 'link'].includes(e.tagName),
    );
    expect(script && textOf(script)).toBe('setTheme()');
    // The mark goes: the page's script is as if written there.
    expect(script?.attrs).toEqual([]);
    expect(icon && getAttribute(icon, 'href')).toBe('/portfolio/favicon.svg');
    expect(touch && getAttribute(touch, 'href')).toBe('/portfolio/a.png?from=/portfolio');
  });

  it('takes a value with replacement patterns and quotes literally, adding no element', () => {
    const publicUrl = `/$'$&$1"><script>alert(1)</script>`;
    const html = fillIndexTemplate(TEMPLATE, { publicUrl, headScript: 'x()', config });
    const tags = (source: string) => [...elementsOf(parseDocument(source))].map((e) => e.tagName);
    expect(tags(html)).toEqual(
      tags(fillIndexTemplate(TEMPLATE, { publicUrl: '', headScript: 'x()', config })),
    );
    const icon = [...elementsOf(parseDocument(html))].find(
      (e) => getAttribute(e, 'rel') === 'icon',
    );
    expect(icon && getAttribute(icon, 'href')).toBe(`${publicUrl}/favicon.svg`);
  });

  it('refuses a colour-scheme script that would end its element', () => {
    expect(() =>
      fillIndexTemplate(TEMPLATE, { publicUrl: '', headScript: '</script><b>', config }),
    ).toThrow(/end it early/);
  });

  it('is one list of transforms, which the build runs on each page and the dev server as it serves', () => {
    const values = {
      publicUrl: '/portfolio',
      headScript: 'setTheme()',
      content: { resume: null, posts: [] },
      locale: { language: 'de', dir: 'ltr' } as never,
      config,
    };
    const document = parseDocument(TEMPLATE);
    transformTemplate(document, values);
    const elements = [...elementsOf(document)];
    const html = elements.find((e) => e.tagName === 'html');
    expect(html && getAttribute(html, 'lang')).toBe('de');
    // The page's data last in the body, the locale last.
    expect(
      elements
        .filter((e) => e.tagName === 'script' && getAttribute(e, 'type') === 'application/json')
        .map((e) => getAttribute(e, 'id')),
    ).toEqual([CONFIG_ELEMENT_ID, CONTENT_ELEMENT_ID, LOCALE_ELEMENT_ID]);
    expect(TEMPLATE_TRANSFORMS).toHaveLength(4);
    // The dev server's page (as text) is the build's tree.
    expect(fillIndexTemplate(TEMPLATE, values)).toBe(serializeDocument(document));
  });

  it('writes the settings as data the page reads back, whatever text a setting holds', () => {
    const owned = {
      ...parseConfig({ REACT_APP_GITHUB_USERNAME: 'octo-dev' }),
      openToWork: '</script><script>alert(1)</script> <!-- \u2028',
    };
    const html = fillIndexTemplate(TEMPLATE, {
      publicUrl: '',
      headScript: 'x()',
      config: owned,
    });
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(readInlineConfig(page)).toEqual(owned);
    expect(page.querySelectorAll('script')).toHaveLength(2);
  });

  it("inlines the sections' styles in the head of a page with sections only", () => {
    const page = (content: object) =>
      fillIndexTemplate(TEMPLATE, {
        publicUrl: '',
        headScript: '',
        config,
        content,
        sectionsCss: '.owner-section{margin:0}',
      } as never);
    const section = {
      key: 'a',
      title: 'A',
      order: 0,
      placement: 'tab',
      print: true,
      body: [],
    };
    const withSections = page({ resume: null, posts: null, sections: [section] });
    expect(withSections).toMatch(
      /<style data-sections-css="">[^<]*\.owner-section\{[^<]*<\/style><\/head>/,
    );
    for (const content of [
      { resume: null, posts: null },
      { resume: null, posts: null, sections: [] },
    ]) {
      expect(page(content)).not.toContain('owner-section');
    }
  });
});
