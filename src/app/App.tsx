import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import type { PortfolioSource } from '../data/source';
import { PortfolioSourceProvider } from '../hooks/PortfolioSourceContext';

/** Colours chosen for WCAG AA contrast (4.5:1) on white; antd's defaults fall just short. */
const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    borderRadius: 8,
  },
  // One antd on the page: no hash scoping (smaller CSS). A fixed key, so that the build's renders and
  // the browser name the theme's CSS variables alike.
  hashed: false,
  cssVar: { key: 'portfolio' },
};
/**
 * A built page carries antd's CSS, extracted at build time from this same theme: the browser then
 * generates no style at all (antd's zero-runtime mode).
 */
const STATIC_THEME: ThemeConfig = { ...THEME, zeroRuntime: true };

export type StyleMode = 'static' | 'runtime';

export function AppProviders({
  source,
  styles = 'runtime',
  children,
}: {
  source: PortfolioSource;
  /** 'static' when the page already has antd's CSS (a production build); 'runtime' generates it. */
  styles?: StyleMode;
  children: ReactNode;
}) {
  return (
    <ConfigProvider theme={styles === 'static' ? STATIC_THEME : THEME}>
      <PortfolioSourceProvider source={source}>{children}</PortfolioSourceProvider>
    </ConfigProvider>
  );
}
