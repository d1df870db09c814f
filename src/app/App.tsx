import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import type { PortfolioSource } from '../data/source';
import { PortfolioSourceProvider } from '../hooks/PortfolioSourceContext';
import { useColorScheme } from '../hooks/useColorScheme';
import type { ColorScheme } from '../lib/colorScheme';

const SHARED: ThemeConfig = {
  // One antd on the page: no hash scoping (smaller CSS). A fixed key, so that the build's renders and
  // the browser name the theme's CSS variables alike, in both schemes.
  hashed: false,
  cssVar: { key: 'portfolio' },
};

/** Colours chosen for WCAG AA contrast (4.5:1); antd's defaults fall just short on white. */
export const THEMES: Readonly<Record<ColorScheme, ThemeConfig>> = {
  light: {
    ...SHARED,
    token: {
      colorPrimary: '#0958d9',
      colorLink: '#0958d9',
      colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
      colorTextDescription: 'rgba(0, 0, 0, 0.62)',
      borderRadius: 8,
    },
  },
  // GitHub's dark greys; a primary dark enough for white button text, and lighter blues for text on
  // the dark background (links, the selected tab), each AA.
  dark: {
    ...SHARED,
    algorithm: antdTheme.darkAlgorithm,
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
  },
};

/**
 * A built page carries antd's CSS for both schemes, extracted at build time from these themes (the
 * dark one's variables scoped to :root[data-theme='dark']): the browser then generates no style at all
 * (antd's zero-runtime mode), and switching the scheme is one attribute.
 */
const STATIC_THEME: ThemeConfig = { ...THEMES.light, zeroRuntime: true };

export type StyleMode = 'static' | 'runtime';

export function AppProviders({
  source,
  styles = 'runtime',
  scheme,
  children,
}: {
  source: PortfolioSource;
  /** 'static' when the page already has antd's CSS (a production build); 'runtime' generates it. */
  styles?: StyleMode;
  /** Generate this scheme's styles (the build); by default the visitor's (the dev server). */
  scheme?: ColorScheme;
  children: ReactNode;
}) {
  const visitorScheme = useColorScheme();
  const theme = styles === 'static' ? STATIC_THEME : THEMES[scheme ?? visitorScheme];
  return (
    <ConfigProvider theme={theme}>
      <PortfolioSourceProvider source={source}>{children}</PortfolioSourceProvider>
    </ConfigProvider>
  );
}
