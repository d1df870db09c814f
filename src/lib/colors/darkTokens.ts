/**
 * The dark scheme's colours that antd's dark theme takes (src/app/darkTheme.ts, a lazy chunk); the
 * page's CSS uses them too (pageColors.ts). GitHub's dark greys, a primary dark enough for white
 * button text, and lighter colours for text on the dark background.
 */
export const DARK_TOKENS = {
  primary: '#1f6feb',
  link: '#6cb6ff',
  linkHover: '#96cbff',
  textMuted: 'rgba(255, 255, 255, 0.68)',
  textSecondary: 'rgba(255, 255, 255, 0.68)',
  /** GitHub's dark background. */
  bg: '#0d1117',
  surface: '#161b22',
  borderSecondary: '#30363d',
} as const;
