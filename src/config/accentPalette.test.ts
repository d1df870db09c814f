import { wcagContrast } from 'culori';
import { accentPalette } from './accentPalette';

const LIGHT = ['#f5f7fa', '#ffffff'];
const DARK = ['#0d1117', '#161b22'];
const lowest = (colour: string, backgrounds: string[]) =>
  Math.min(...backgrounds.map((background) => wcagContrast(colour, background)));

describe('accentPalette', () => {
  it.each([
    '#0b7285',
    'rebeccapurple',
    '#ffcc00',
    'hsl(150 60% 40%)',
    'oklch(70% 0.2 30)',
    'white',
    'black',
  ])('gives %s 4.5:1 wherever it is used, in both schemes', (colour) => {
    const palette = accentPalette(colour);
    if (!palette) throw new Error('no palette');
    expect(lowest(palette.light.link, LIGHT)).toBeGreaterThanOrEqual(4.5);
    expect(lowest(palette.light.linkHover, LIGHT)).toBeGreaterThanOrEqual(4.5);
    expect(lowest(palette.dark.link, DARK)).toBeGreaterThanOrEqual(4.5);
    expect(lowest(palette.dark.linkHover, DARK)).toBeGreaterThanOrEqual(4.5);
    // White text on buttons.
    expect(wcagContrast(palette.light.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(wcagContrast(palette.dark.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    for (const value of [palette.light, palette.dark].flatMap((scheme) => [
      scheme.primary,
      scheme.link,
      scheme.linkHover,
      ...scheme.shades,
    ])) {
      expect(value).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('keeps a colour that has the contrast, and says which it moved and why', () => {
    const teal = accentPalette('#0b7285');
    expect(teal?.light.link).toBe('#0b7285');
    expect(teal?.light.primary).toBe('#0b7285');
    const yellow = accentPalette('#ffcc00');
    expect(yellow?.dark.link).toBe('#ffcc00');
    expect(yellow?.light.link).not.toBe('#ffcc00');
    expect(yellow?.adjustments).toEqual([
      expect.stringMatching(
        /^REACT_APP_ACCENT_COLOR #ffcc00 has 1\.\d:1 on the light background; links and the active tab in the light scheme use #[0-9a-f]{6} \(4\.\d:1\)\.$/,
      ),
      expect.stringMatching(
        /^White text on REACT_APP_ACCENT_COLOR #ffcc00 has 1\.\d:1; buttons use #/,
      ),
    ]);
  });

  it('keeps the hue in the calendar’s shades, grey for a grey, faint to strong', () => {
    const grey = accentPalette('#777777');
    expect(grey?.light.shades.every((shade) => /^#([0-9a-f]{2})\1\1$/.test(shade))).toBe(true);
    const light = accentPalette('#0b7285')?.light.shades ?? [];
    const contrasts = light.map((shade) => wcagContrast(shade, '#ffffff'));
    expect([...contrasts].sort((a, b) => a - b)).toEqual(contrasts);
  });

  it('refuses what is no colour, or one that is see-through', () => {
    expect(accentPalette('blurple')).toBeNull();
    expect(accentPalette('transparent')).toBeNull();
    expect(accentPalette('rgb(0 0 0 / 50%)')).toBeNull();
    expect(accentPalette('url(javascript:alert(1))')).toBeNull();
  });
});
