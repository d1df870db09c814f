/**
 * The page's colours, each written once, per scheme. Everything else derives from here: antd's theme
 * tokens (src/app/antdTheme.ts), the page's CSS custom properties (a stylesheet generated at bundle
 * time, scripts/pipeline/bundle/pageColorsCss.ts; src/index.css only reads them with `var()`), the
 * backgrounds the owner's accent is made AA against (src/config/accentPalette.ts), and the icons' and
 * link preview's blue. Every pair of text and background is WCAG AA (4.5:1) on its background.
 *
 * What antd's themes take is in lightTokens.ts and darkTokens.ts, so that the page's first script
 * carries only the light theme's few colours.
 */
import { DARK_TOKENS } from './darkTokens';
import { LIGHT_TOKENS } from './lightTokens';

export { DARK_TOKENS, LIGHT_TOKENS };

/** White: the light surface, the text on buttons (the owner's accent is made AA against it). */
export const WHITE = '#ffffff';
/** antd's blue-3: the light focus ring, and the border of an information notice. */
const PALE_BLUE = '#91caff';
/** The dark-mode switch when off, in both schemes. */
const SWITCH_GREY = '#6e7781';

/** The blue of the site's icons, manifest and link-preview image (antd's blue-6). */
export const BRAND_BLUE = '#1668dc';

/** The page's own colours (CSS only), light. */
const LIGHT_PAGE = {
  bg: '#f5f7fa',
  surface: WHITE,
  text: 'rgba(0, 0, 0, 0.88)',
  linkHover: '#2e7ae6',
  border: 'rgba(5, 5, 5, 0.06)',
  borderStrong: '#d9d9d9',
  track: 'rgba(0, 0, 0, 0.08)',
  focus: PALE_BLUE,
  hintBg: 'rgba(0, 0, 0, 0.85)',
  hintText: WHITE,
  switchOff: SWITCH_GREY,
  switchKnob: WHITE,
  /** The activity calendar: GitHub's shades, none to most. */
  activity: ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'],
  /** The notices (src/components/Notice.tsx): antd's alert colours. */
  infoBg: '#e6f4ff',
  infoBorder: PALE_BLUE,
  infoIcon: LIGHT_TOKENS.link,
  errorBg: '#fff2f0',
  errorBorder: '#ffccc7',
  errorIcon: '#cf1322',
} as const;

/** The page's own colours (CSS only), dark: on screen only, a printout is always light. */
const DARK_PAGE = {
  text: 'rgba(255, 255, 255, 0.88)',
  border: 'rgba(255, 255, 255, 0.12)',
  borderStrong: '#424a53',
  track: 'rgba(255, 255, 255, 0.14)',
  focus: DARK_TOKENS.primary,
  hintBg: '#e6edf3',
  hintText: DARK_TOKENS.bg,
  switchOff: SWITCH_GREY,
  switchKnob: WHITE,
  activity: ['#21262d', '#0e4429', '#006d32', '#26a641', '#39d353'],
  infoBg: '#111a2c',
  infoBorder: '#15325b',
  infoIcon: DARK_TOKENS.link,
  errorBg: '#2c1618',
  errorBorder: '#5b2526',
  errorIcon: '#ff7875',
} as const;

/** One scheme's colours, as the page's CSS uses them. */
export type PageColors = {
  readonly [Key in keyof typeof LIGHT_TOKENS | keyof typeof LIGHT_PAGE]: Key extends 'activity'
    ? readonly [string, string, string, string, string]
    : string;
};

/**
 * Every colour of a scheme. A function, not a constant: a bundle that never asks (the page's first
 * script) carries none of it.
 */
export function pageColors(scheme: 'light' | 'dark'): PageColors {
  return scheme === 'light' ? { ...LIGHT_TOKENS, ...LIGHT_PAGE } : { ...DARK_TOKENS, ...DARK_PAGE };
}

/** The owner's accent in one scheme (src/config/accentPalette.ts's SchemeAccent). */
export interface AccentColors {
  /** Buttons' background and progress bars: white text on it has 4.5:1. */
  readonly primary: string;
  /** Links and the active tab on the page's backgrounds: 4.5:1 on each. */
  readonly link: string;
  readonly linkHover: string;
  /** The activity calendar's four shades, least to most (the empty day keeps the page's grey). */
  readonly shades: readonly [string, string, string, string];
}

/** A scheme's colours with the owner's accent, if any, in place of the page's blue and green. */
export function withAccent(colors: PageColors, accent: AccentColors | null): PageColors {
  if (!accent) return colors;
  return {
    ...colors,
    primary: accent.primary,
    link: accent.link,
    linkHover: accent.linkHover,
    activity: [colors.activity[0], ...accent.shades],
  };
}
