import { theme, type ThemeConfig } from 'antd';
import { LIGHT_THEME } from './AppProviders';

/**
 * antd's dark theme for the page. Only where styles are generated: the build, which extracts its CSS
 * variables into the page, and the dev server. A built page never needs the dark algorithm itself.
 * GitHub's dark greys; a primary dark enough for white button text, and lighter blues for text on the
 * dark background (links, the selected tab), each WCAG AA.
 */
export const DARK_THEME: ThemeConfig = {
  ...LIGHT_THEME,
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: '#1f6feb',
    colorLink: '#6cb6ff',
    colorLinkHover: '#96cbff',
    colorBgLayout: '#0d1117',
    colorBgContainer: '#161b22',
    colorBorderSecondary: '#30363d',
    colorTextSecondary: 'rgba(255, 255, 255, 0.68)',
    colorTextDescription: 'rgba(255, 255, 255, 0.68)',
    borderRadius: 8,
  },
  components: {
    Tabs: { itemSelectedColor: '#6cb6ff', itemHoverColor: '#96cbff', inkBarColor: '#6cb6ff' },
  },
};
