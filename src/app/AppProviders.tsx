import type { ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import type { AccentPalette } from '../config/accentPalette';
import type { PortfolioSource } from '../data/source';
import { IslandModeProvider, type IslandMode } from '../components/Island';
import { NO_CONTENT, type PortfolioContent } from '../domain/content';
import { AntdThemeProvider } from '../hooks/AntdThemeContext';
import { PortfolioContentProvider } from '../hooks/PortfolioContentContext';
import { LocaleProvider } from '../i18n/I18nContext';
import type { PageLocale } from '../i18n/locale';
import { PortfolioSourceProvider } from '../hooks/PortfolioSourceContext';
import { useColorScheme } from '../hooks/useColorScheme';
import type { ColorScheme } from '../lib/colorScheme';
import { lightTheme } from './antdTheme';

export type StyleMode = 'static' | 'runtime';

export function AppProviders({
  source,
  content = NO_CONTENT,
  locale,
  styles = 'runtime',
  scheme,
  darkTheme,
  accent = null,
  islands = 'eager',
  children,
}: {
  source: PortfolioSource;
  /** The owner's resume and posts, as the build inlined them. */
  content?: PortfolioContent;
  /** The page's language; a page always has one (tests may leave it to their English fallback). */
  locale?: PageLocale;
  /** 'static' when the page already has antd's CSS (a production build); 'runtime' generates it. */
  styles?: StyleMode;
  /** Generate this scheme's styles (the build); by default the visitor's (the dev server). */
  scheme?: ColorScheme;
  /** The dark theme (src/app/darkTheme.ts), where styles are generated; without it, always light. */
  darkTheme?: ThemeConfig;
  /** The owner's accent colour in each scheme (the settings' `accent`); none: the page's blue. */
  accent?: AccentPalette | null;
  /** How the page's islands hydrate (src/components/Island.tsx): 'deferred' only on a prerendered page. */
  islands?: IslandMode;
  children: ReactNode;
}) {
  const visitorScheme = useColorScheme();
  const dark = (scheme ?? visitorScheme) === 'dark' && darkTheme;
  // One theme object per accent and mode: a new one each render would make antd work its tokens
  // out again (each island's AntdScope takes it). A built page carries antd's CSS for both schemes,
  // extracted at build time from these themes (the dark one's variables scoped to
  // :root[data-theme='dark']): the browser then generates no style at all (antd's zero-runtime mode),
  // and switching the scheme is one attribute.
  const light = useMemo(() => {
    const theme = lightTheme(accent?.light ?? null);
    return styles === 'static' ? { ...theme, zeroRuntime: true } : theme;
  }, [accent, styles]);
  const theme = styles !== 'static' && dark ? dark : light;
  return (
    // Every value here stays the same on a built page (the theme too: both schemes are CSS), so that
    // no context change reaches an island that keeps its prerendered HTML (src/components/Island.tsx).
    <IslandModeProvider value={islands}>
      <AntdThemeProvider value={theme}>
        <PortfolioSourceProvider source={source}>
          <PortfolioContentProvider content={content}>
            {locale ? <LocaleProvider locale={locale}>{children}</LocaleProvider> : children}
          </PortfolioContentProvider>
        </PortfolioSourceProvider>
      </AntdThemeProvider>
    </IslandModeProvider>
  );
}
