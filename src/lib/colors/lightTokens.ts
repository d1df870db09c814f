/**
 * The light scheme's colours that antd's theme takes (src/app/antdTheme.ts); the page's CSS uses them
 * too (pageColors.ts). A module of its own: the page's first script carries these and nothing else of
 * the palette (a module's exports used by any chunk all stay in the module's chunk).
 */

/** antd's blue-7: AA on white, where antd's default blue-6 falls just short. */
const BLUE = '#0958d9';

export const LIGHT_TOKENS = {
  primary: BLUE,
  link: BLUE,
  textMuted: 'rgba(0, 0, 0, 0.62)',
  /** antd's secondary text, a shade darker than the page's muted text. */
  textSecondary: 'rgba(0, 0, 0, 0.65)',
} as const;
