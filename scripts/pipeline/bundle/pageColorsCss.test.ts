import { readFileSync } from 'node:fs';
import path from 'node:path';
import { accentPalette } from '../../../src/config/accentPalette';
import { pageColors } from '../../../src/lib/colors/pageColors';
import { pageColorsCss } from './pageColorsCss';

const INDEX_CSS = readFileSync(path.resolve(__dirname, '../../../src/index.css'), 'utf8');

const written = (css: string) =>
  new Set([...css.matchAll(/[{;](--[a-z0-9-]+):/g)].map(([, name]) => name));

describe('pageColorsCss', () => {
  it('writes every colour src/index.css reads, and nothing it does not read', () => {
    const read = new Set(
      [...INDEX_CSS.matchAll(/var\((--(?:page|activity)-[a-z0-9-]+)/g)].map(([, name]) => name),
    );
    expect(written(pageColorsCss(null))).toEqual(read);
  });

  it('writes the light scheme on :root, and the dark one’s differences on screen only', () => {
    const css = pageColorsCss(null);
    const light = pageColors('light');
    const dark = pageColors('dark');
    expect(css).toMatch(
      new RegExp(
        `^:root\\{color-scheme:light;--page-bg:${light.bg};--page-surface:${light.surface};`,
      ),
    );
    expect(css).toContain(
      `@media screen{:root[data-theme='dark']{color-scheme:dark;--page-bg:${dark.bg};`,
    );
    expect(css).toContain(`--page-primary:${dark.primary}`);
    // As short as CSS has it: a minifier leaves custom properties as written.
    expect(css).toContain('--page-text:rgba(0,0,0,.88);');
    expect(css).toContain(`--activity-4:${dark.activity[4]}`);
    // Shared by both schemes: written once, on :root.
    expect(css.split(`--page-switch-off:`)).toHaveLength(2);
  });

  it('puts the owner’s accent, as the build made it AA, in both schemes', () => {
    const palette = accentPalette('#ffcc00');
    if (!palette) throw new Error('no palette');
    const [light = '', dark = ''] = pageColorsCss(palette).split('@media screen');
    expect(light).toContain(`--page-link:${palette.light.link};`);
    // The primary is read in the dark scheme only (the dark-mode switch, on).
    expect(light).not.toContain('--page-primary');
    expect(dark).toContain(`--page-primary:${palette.dark.primary};`);
    expect(light).toContain(`--activity-1:${palette.light.shades[0]};`);
    expect(light).toContain(`--activity-0:${pageColors('light').activity[0]};`);
    expect(dark).toContain(`--page-link:${palette.dark.link};`);
    expect(dark).toContain(`--activity-4:${palette.dark.shades[3]}`);
  });

  it('writes only colours', () => {
    const palette = accentPalette('#ffcc00');
    if (!palette) throw new Error('no palette');
    const hostile = { ...palette, light: { ...palette.light, link: 'red;}body{display:none' } };
    expect(() => pageColorsCss(hostile)).toThrow('Not a colour');
  });
});
