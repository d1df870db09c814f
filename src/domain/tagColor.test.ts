import { TAG_COLORS, TAG_TEXT_COLORS, tagColor, type TagColor } from './tagColor';

describe('tagColor', () => {
  it('has the 11 antd preset colours', () => {
    expect(TAG_COLORS).toHaveLength(11);
    expect(new Set(TAG_COLORS).size).toBe(11);
  });

  it('cycles through them by index', () => {
    const colors = Array.from({ length: 23 }, (_, index) => tagColor(index));
    expect(colors.slice(0, 11)).toEqual([...TAG_COLORS]);
    expect(tagColor(11)).toBe('magenta');
    expect(tagColor(12)).toBe('red');
    expect(tagColor(22)).toBe('magenta');
    expect(tagColor(21)).toBe('purple');
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Backgrounds of antd's preset tags (the first shade of each palette). */
const TAG_BACKGROUNDS: Record<TagColor, string> = {
  magenta: '#fff0f6',
  red: '#fff1f0',
  volcano: '#fff2e8',
  orange: '#fff7e6',
  gold: '#fffbe6',
  lime: '#fcffe6',
  green: '#f6ffed',
  cyan: '#e6fffb',
  blue: '#e6f4ff',
  geekblue: '#f0f5ff',
  purple: '#f9f0ff',
};

describe('TAG_TEXT_COLORS', () => {
  it.each(TAG_COLORS.map((color) => [color]))('reads at 4.5:1 or better on a %s tag', (color) => {
    expect(contrast(TAG_TEXT_COLORS[color], TAG_BACKGROUNDS[color])).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast like WCAG', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // antd's own volcano tag text, which axe flags at 4.37:1.
    expect(contrast('#d4380d', '#fff2e8')).toBeCloseTo(4.37, 2);
  });
});
