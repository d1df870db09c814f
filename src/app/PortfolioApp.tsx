import type { PortfolioConfig } from '../config';
import type { ThemeConfig } from 'antd';
import type { PortfolioSource } from '../data/source';
import type { PortfolioContent } from '../domain/content';
import type { PageLocale } from '../i18n/locale';
import type { ColorScheme } from '../lib/colorScheme';
import type { IslandMode } from '../components/Island';
import { AppProviders, type StyleMode } from './AppProviders';
import { PortfolioPage } from './PortfolioPage';

export interface PortfolioAppProps {
  readonly config: PortfolioConfig;
  readonly source: PortfolioSource;
  /** The owner's resume and posts (none: the page of an owner who configured neither). */
  readonly content?: PortfolioContent;
  /** The page's language: its messages and formats. */
  readonly locale?: PageLocale;
  /** The site's base path without trailing slash, e.g. /portfolio. */
  readonly publicUrl: string;
  readonly styles?: StyleMode;
  /** The scheme to generate styles for (the build's extraction); by default the visitor's. */
  readonly scheme?: ColorScheme;
  /** Where styles are generated (the build, the dev server): the dark theme. */
  readonly darkTheme?: ThemeConfig;
  /** 'deferred': the browser hydrates a prerendered page with fixed data (src/components/Island.tsx). */
  readonly islands?: IslandMode;
}

/** The page with its providers: what the route '/' shows, what the build prerenders. */
export function PortfolioApp({
  config,
  source,
  content,
  locale,
  publicUrl,
  styles,
  scheme,
  darkTheme,
  islands,
}: PortfolioAppProps) {
  return (
    <AppProviders
      source={source}
      {...(content && { content })}
      {...(locale && { locale })}
      styles={styles}
      {...(scheme && { scheme })}
      {...(darkTheme && { darkTheme })}
      accent={config.accent}
      {...(islands && { islands })}
    >
      <PortfolioPage config={config} publicUrl={publicUrl} />
    </AppProviders>
  );
}
