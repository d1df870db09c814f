import { accentPalette } from '../../../src/config/accentPalette';
import { elementsOf, parseDocument, textOf } from '../../lib/html/document';
import { accentCss } from './accentCss';
import { fillIndexTemplate } from './indexTemplate';

const TEMPLATE =
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('accentCss', () => {
  const palette = accentPalette('#ffcc00');
  if (!palette) throw new Error('no palette');

  it('sets the page’s link colour, the switch’s and the calendar’s shades in each scheme, dark on screen only', () => {
    const css = accentCss(palette);
    expect(css).toContain(`:root:root{--page-link:${palette.light.link};`);
    expect(css).toContain(`.activity.activity{--activity-1:${palette.light.shades[0]};`);
    expect(css).toContain(
      `@media screen{:root:root[data-theme='dark']{--page-link:${palette.dark.link};`,
    );
    expect(css).toContain(
      `:root:root[data-theme='dark'] .activity.activity{--activity-1:${palette.dark.shades[0]};`,
    );
    // The dark-mode switch, on: the button colour of the dark scheme.
    expect(css).toContain(`--page-accent:${palette.dark.primary}}`);
  });

  it('writes only #rrggbb colours', () => {
    const hostile = { ...palette, light: { ...palette.light, link: 'red;}body{display:none' } };
    expect(() => accentCss(hostile)).toThrow('Not a #rrggbb colour.');
  });

  it('is a style at the end of the page’s head, and absent without an accent', () => {
    const styles = (html: string) =>
      [...elementsOf(parseDocument(html))]
        .filter((element) => element.tagName === 'style')
        .map((element) => textOf(element));
    const css = accentCss(palette);
    expect(
      styles(fillIndexTemplate(TEMPLATE, { publicUrl: '', colorSchemeScript: '', accentCss: css })),
    ).toEqual([css]);
    expect(styles(fillIndexTemplate(TEMPLATE, { publicUrl: '', colorSchemeScript: '' }))).toEqual(
      [],
    );
  });
});
