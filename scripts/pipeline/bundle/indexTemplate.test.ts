import { elementsOf, getAttribute, parseDocument, textOf } from '../../lib/html/document';
import { fillIndexTemplate } from './indexTemplate';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script>
      %COLOR_SCHEME_SCRIPT%
    </script>
    <link rel="icon" href="%PUBLIC_URL%/favicon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="%PUBLIC_URL%/a.png?from=%PUBLIC_URL%" />
    <title>Portfolio %PUBLIC_URL%</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('fillIndexTemplate', () => {
  it('fills %PUBLIC_URL% in attributes and the colour-scheme script', () => {
    const document = parseDocument(
      fillIndexTemplate(TEMPLATE, { publicUrl: '/portfolio', colorSchemeScript: 'setTheme()' }),
    );
    const [script, icon, touch] = [...elementsOf(document)].filter((e) =>
      ['script', 'link'].includes(e.tagName),
    );
    expect(script && textOf(script)).toBe('setTheme()');
    expect(icon && getAttribute(icon, 'href')).toBe('/portfolio/favicon.svg');
    expect(touch && getAttribute(touch, 'href')).toBe('/portfolio/a.png?from=/portfolio');
  });

  it('takes a value with replacement patterns and quotes literally, adding no element', () => {
    const publicUrl = `/$'$&$1"><script>alert(1)</script>`;
    const html = fillIndexTemplate(TEMPLATE, { publicUrl, colorSchemeScript: 'x()' });
    const tags = (source: string) => [...elementsOf(parseDocument(source))].map((e) => e.tagName);
    expect(tags(html)).toEqual(tags(TEMPLATE));
    const icon = [...elementsOf(parseDocument(html))].find(
      (e) => getAttribute(e, 'rel') === 'icon',
    );
    expect(icon && getAttribute(icon, 'href')).toBe(`${publicUrl}/favicon.svg`);
  });

  it('refuses a colour-scheme script that would end its element', () => {
    expect(() =>
      fillIndexTemplate(TEMPLATE, { publicUrl: '', colorSchemeScript: '</script><b>' }),
    ).toThrow(/end it early/);
  });
});
