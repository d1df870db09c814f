import { theme, type ThemeConfig } from 'antd';
import type { SchemeAccent } from '../config/accentPalette';
import { DARK_TOKENS } from '../lib/colors/darkTokens';
import { antdTheme } from './antdTheme';

/**
 * antd's dark theme for the page. Only where styles are generated: the build, which extracts its CSS
 * variables into the page, and the dev server. A built page never needs the dark algorithm itself.
 * Its colours are src/lib/colors/pageColors.ts's, as the page's own dark CSS.
 */
export function darkTheme(accent: SchemeAccent | null = null): ThemeConfig {
  const base = antdTheme(DARK_TOKENS, accent, true);
  return {
    ...base,
    algorithm: theme.darkAlgorithm,
    token: {
      ...base.token,
      colorLinkHover: accent?.linkHover ?? DARK_TOKENS.linkHover,
      colorBgLayout: DARK_TOKENS.bg,
      colorBgContainer: DARK_TOKENS.surface,
      colorBorderSecondary: DARK_TOKENS.borderSecondary,
    },
  };
}
