import { theme, type ThemeConfig } from 'antd';
import type { SchemeAccent } from '../config/accentPalette';
import { lightTheme } from './AppProviders';

/**
 * antd's dark theme for the page. Only where styles are generated: the build, which extracts its CSS
 * variables into the page, and the dev server. A built page never needs the dark algorithm itself.
 * GitHub's dark greys; a primary dark enough for white button text, and lighter colours for text on
 * the dark background (links, the selected tab), each WCAG AA: the page's blues, or the owner's accent
 * as the build made it AA for this scheme.
 */
export function darkTheme(accent: SchemeAccent | null = null): ThemeConfig {
  const link = accent?.link ?? '#6cb6ff';
  const linkHover = accent?.linkHover ?? '#96cbff';
  const primary = accent?.primary ?? '#1f6feb';
  return {
    ...lightTheme(accent),
    algorithm: theme.darkAlgorithm,
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: link,
      colorLinkHover: linkHover,
      colorBgLayout: '#0d1117',
      colorBgContainer: '#161b22',
      colorBorderSecondary: '#30363d',
      colorTextSecondary: 'rgba(255, 255, 255, 0.68)',
      colorTextDescription: 'rgba(255, 255, 255, 0.68)',
      borderRadius: 8,
    },
    components: {
      Tabs: { itemSelectedColor: link, itemHoverColor: linkHover, inkBarColor: link },
    },
  };
}
