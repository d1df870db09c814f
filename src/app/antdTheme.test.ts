import { theme } from 'antd';
import { accentPalette } from '../config/accentPalette';
import { DARK_TOKENS, LIGHT_TOKENS } from '../lib/colors/pageColors';
import { lightTheme } from './antdTheme';
import { darkTheme } from './darkTheme';

const palette = accentPalette('#0b7285');
if (!palette) throw new Error('no palette');

describe('antd’s themes, from the page’s colours', () => {
  it('light: the page’s blue, antd’s own tab colours', () => {
    expect(lightTheme().token).toMatchObject({
      colorPrimary: LIGHT_TOKENS.primary,
      colorLink: LIGHT_TOKENS.link,
      colorTextDescription: LIGHT_TOKENS.textMuted,
    });
    expect(lightTheme().components).toBeUndefined();
  });

  it('dark: GitHub’s greys under the dark algorithm, the tabs in the link colours', () => {
    const dark = darkTheme();
    expect(dark.algorithm).toBe(theme.darkAlgorithm);
    expect(dark.token).toMatchObject({
      colorPrimary: DARK_TOKENS.primary,
      colorLinkHover: DARK_TOKENS.linkHover,
      colorBgLayout: DARK_TOKENS.bg,
      colorBgContainer: DARK_TOKENS.surface,
      colorBorderSecondary: DARK_TOKENS.borderSecondary,
    });
    expect(dark.components?.Tabs?.itemSelectedColor).toBe(DARK_TOKENS.link);
    expect(dark.cssVar).toEqual(lightTheme().cssVar);
  });

  it('an owner’s accent replaces the blue in each scheme, the tabs following it', () => {
    expect(lightTheme(palette.light).token?.colorPrimary).toBe(palette.light.primary);
    expect(lightTheme(palette.light).components?.Tabs).toEqual({
      itemSelectedColor: palette.light.link,
      itemHoverColor: palette.light.linkHover,
      inkBarColor: palette.light.link,
    });
    expect(darkTheme(palette.dark).token?.colorLink).toBe(palette.dark.link);
    expect(darkTheme(palette.dark).components?.Tabs?.itemHoverColor).toBe(palette.dark.linkHover);
  });
});
