/**
 * The build's server entry (bundled by webpack for Node, never shipped): renders the page at '/' with
 * the snapshot it will inline, so that build/index.html holds the finished page, and extracts antd's
 * CSS for everything the page can show. The browser hydrates the same tree (src/index.tsx).
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from '../../../src/app/AppProviders';
import { PortfolioApp } from '../../../src/app/PortfolioApp';
import { darkTheme } from '../../../src/app/darkTheme';
import { rulesOnlyIn, scopedVariables } from '../../../src/app/schemeStyles';
import { StyleSamples } from '../../../src/app/StyleSamples';
import { config } from '../../../src/config';
import { createSource } from '../../../src/data/createSource';
import type { PortfolioSnapshot } from '../../../src/data/snapshot';
import type { PortfolioSource } from '../../../src/data/source';
import type { PortfolioContent } from '../../../src/domain/content';
import type { PageLocale } from '../../../src/i18n/locale';
import { COLOR_SCHEME_ATTRIBUTE, type ColorScheme } from '../../../src/lib/colorScheme';
import { classesIn, withoutUnusedColumns } from './unusedColumns';

export interface PrerenderedPage {
  /** The markup of #root. */
  readonly html: string;
  /** antd's style elements (theme variables and component styles), for the head. */
  readonly styles: string;
}

async function renderToHtml(node: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(node, {
    // Every boundary inline and complete: React would otherwise move large ones into hidden divs that
    // an inline script swaps in, which a page without JavaScript never shows.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // React renders an error into a client-side retry; a build must not ship that silently.
  if (failure) throw failure;
  return html;
}

/** Where the dark variables apply: the attribute the head script and the switch set. */
const DARK_SCOPE = `:root[${COLOR_SCHEME_ATTRIBUTE}='dark']`;

/**
 * Renders the page and every sample of what it can show in one colour scheme, generating its styles
 * (runtime mode), and extracts them. Returns the page's markup too.
 */
async function renderScheme(
  source: PortfolioSource,
  content: PortfolioContent,
  locale: PageLocale,
  publicUrl: string,
  scheme: ColorScheme,
): Promise<{ html: string; styles: string }> {
  const cache = createCache();
  // The tree src/index.tsx hydrates at '/'.
  const html = await renderToHtml(
    <StyleProvider cache={cache}>
      <StrictMode>
        <PortfolioApp
          config={config}
          source={source}
          content={content}
          locale={locale}
          publicUrl={publicUrl}
          styles="runtime"
          scheme={scheme}
          darkTheme={darkTheme(config.accent?.dark ?? null)}
        />
      </StrictMode>
    </StyleProvider>,
  );
  const samples = await renderToHtml(
    <StyleProvider cache={cache}>
      <AppProviders
        source={source}
        content={content}
        locale={locale}
        scheme={scheme}
        darkTheme={darkTheme(config.accent?.dark ?? null)}
        accent={config.accent}
      >
        <StyleSamples source={source} config={config} />
      </AppProviders>
    </StyleProvider>,
  );
  // The grid's rules of the columns the page and its samples render, not all thousand.
  const styles = withoutUnusedColumns(extractStyle(cache), classesIn(html + samples));
  return { html, styles };
}

export async function prerenderPage(
  snapshot: PortfolioSnapshot | null,
  content: PortfolioContent,
  locale: PageLocale,
): Promise<PrerenderedPage> {
  const publicUrl = process.env.PUBLIC_URL ?? '';
  const source = createSource(config, publicUrl, snapshot);
  const light = await renderScheme(source, content, locale, publicUrl, 'light');
  const dark = await renderScheme(source, content, locale, publicUrl, 'dark');
  const darkOnly = rulesOnlyIn(dark.styles, light.styles);
  if (darkOnly.length > 0) {
    throw new Error(
      `The dark theme generates ${darkOnly.length} rule(s) the light one does not, which a built ` +
        `page would lack: ${darkOnly.map((css) => css.slice(0, 200)).join(' | ')}`,
    );
  }
  return {
    html: light.html,
    styles: light.styles + scopedVariables(dark.styles, DARK_SCOPE, light.styles),
  };
}
