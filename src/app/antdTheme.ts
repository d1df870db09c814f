import type { ThemeConfig } from 'antd';
import type { SchemeAccent } from '../config/accentPalette';
import { LIGHT_TOKENS } from '../lib/colors/lightTokens';

/** A scheme's colours as antd takes them (src/lib/colors/: LIGHT_TOKENS, DARK_TOKENS). */
export interface SchemeTokens {
  readonly primary: string;
  readonly link: string;
  /** The tabs' hover colour where they follow the links (dark). */
  readonly linkHover?: string;
  readonly textMuted: string;
  readonly textSecondary: string;
}

/**
 * antd's theme for one scheme: the scheme's colours, the owner's accent (config.accent, its
 * contrast made AA by the build for this scheme) in place of the blue. The tabs take the link colours
 * where antd's derivation from the primary would differ: with an accent, and in the dark scheme
 * (darkTheme.ts adds what only the dark theme sets).
 */
export function antdTheme(
  tokens: SchemeTokens,
  accent: SchemeAccent | null,
  /** Whether the tabs take the link colours (they do with an accent). */
  tabsFollowLinks = accent !== null,
): ThemeConfig {
  const primary = accent?.primary ?? tokens.primary;
  const link = accent?.link ?? tokens.link;
  return {
    // One antd on the page: no hash scoping (smaller CSS). A fixed key, so that the build's renders
    // and the browser name the theme's CSS variables alike, in both schemes.
    hashed: false,
    cssVar: { key: 'portfolio' },
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: link,
      colorTextSecondary: tokens.textSecondary,
      colorTextDescription: tokens.textMuted,
      borderRadius: 8,
    },
    ...(tabsFollowLinks && {
      components: {
        Tabs: {
          itemSelectedColor: link,
          itemHoverColor: accent?.linkHover ?? tokens.linkHover,
          inkBarColor: link,
        },
      },
    }),
  };
}

/** The light theme: antd's defaults fall just short of 4.5:1 on white, the page's blue has it. */
export function lightTheme(accent: SchemeAccent | null = null): ThemeConfig {
  return antdTheme(LIGHT_TOKENS, accent);
}
