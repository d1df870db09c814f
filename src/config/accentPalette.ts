/**
 * The owner's accent colour (the accentColor setting) as the page uses it in each colour scheme: links, the active tab, buttons,
 * progress bars and the activity calendar. Computed once by the build (the page gets the result as
 * data, never this code): where the owner's colour lacks WCAG AA contrast (4.5:1) against a background
 * it is used on, its lightness is moved (in OKLCH, so the hue stays) until it has it, and the build
 * says so.
 */
import { clampChroma, formatHex, oklch, parse, wcagContrast, type Oklch } from 'culori';
import { SETTING_NAMES } from './settingNames';
import { pageColors, WHITE, type AccentColors } from '../lib/colors/pageColors';

/** What one scheme uses (src/lib/colors/pageColors.ts puts it in place of the page's blue and green); every colour is `#rrggbb`. */
export type SchemeAccent = AccentColors;

export interface AccentPalette {
  /** The owner's colour as `#rrggbb`. */
  readonly color: string;
  readonly light: SchemeAccent;
  readonly dark: SchemeAccent;
  /** One line per colour that was moved to reach 4.5:1: the build prints them. */
  readonly adjustments: readonly string[];
}

/** The page's backgrounds (src/lib/colors/pageColors.ts): the page, and the cards on it. */
const BACKGROUNDS = {
  light: [pageColors('light').bg, pageColors('light').surface],
  dark: [pageColors('dark').bg, pageColors('dark').surface],
} as const;
const AA = 4.5;
/** Lightness steps: fine enough to stop just past 4.5:1. */
const STEP = 0.005;

const hex = (color: Oklch): string => formatHex(clampChroma(color, 'oklch'));

/** The lowest contrast of a colour against each of the backgrounds. */
const contrastOn = (color: string, backgrounds: readonly string[]): number =>
  Math.min(...backgrounds.map((background) => wcagContrast(color, background)));

/**
 * The colour itself when it has 4.5:1 against every background, else the nearest lightness (darker
 * or lighter, as `direction` says) that has it.
 */
function withContrast(
  color: Oklch,
  backgrounds: readonly string[],
  direction: 1 | -1,
): { readonly color: string; readonly moved: boolean } {
  let candidate = color;
  for (let step = 0; step <= 1 / STEP; step += 1) {
    const text = hex(candidate);
    if (contrastOn(text, backgrounds) >= AA) return { color: text, moved: step > 0 };
    candidate = { ...candidate, l: Math.min(1, Math.max(0, candidate.l + direction * STEP)) };
  }
  return { color: direction < 0 ? '#000000' : WHITE, moved: true };
}

const ratio = (color: string, backgrounds: readonly string[]) =>
  `${contrastOn(color, backgrounds).toFixed(1)}:1`;

/** Four shades of the hue, from faint to strong, for the scheme's background. */
function shades(color: Oklch, scheme: 'light' | 'dark'): SchemeAccent['shades'] {
  // A grey has no hue: its shades stay grey.
  const chroma = color.h === undefined || Number.isNaN(color.h) ? 0 : Math.max(color.c, 0.04);
  const at = (l: number) => hex({ ...color, l, c: chroma });
  return scheme === 'light'
    ? [at(0.88), at(0.76), at(0.62), at(0.48)]
    : [at(0.36), at(0.5), at(0.64), at(0.8)];
}

/**
 * The palette of a CSS colour (any syntax CSS Color 4 gives: a name, #hex, rgb(), hsl(), oklch()…);
 * null when the text is no colour, or a see-through one.
 */
export function accentPalette(text: string): AccentPalette | null {
  const parsed = parse(text.trim());
  // A see-through colour would take the colour of whatever is under it.
  if (!parsed || (parsed.alpha !== undefined && parsed.alpha < 1)) return null;
  const color = oklch({ ...parsed, alpha: 1 });
  const original = hex(color);
  const adjustments: string[] = [];
  const scheme = (name: 'light' | 'dark'): SchemeAccent => {
    const backgrounds = BACKGROUNDS[name];
    const link = withContrast(color, backgrounds, name === 'light' ? -1 : 1);
    if (link.moved) {
      adjustments.push(
        `${SETTING_NAMES.accentColor} ${original} has ${ratio(original, backgrounds)} on the ${name} ` +
          `background; links and the active tab in the ${name} scheme use ${link.color} ` +
          `(${ratio(link.color, backgrounds)}).`,
      );
    }
    const primary = withContrast(color, [WHITE], -1);
    if (primary.moved && name === 'light') {
      adjustments.push(
        `White text on ${SETTING_NAMES.accentColor} ${original} has ${ratio(original, [WHITE])}; ` +
          `buttons use ${primary.color} (${ratio(primary.color, [WHITE])}).`,
      );
    }
    const linkColor = oklch(parse(link.color) ?? color);
    const hover = withContrast(
      { ...linkColor, l: Math.min(1, Math.max(0, linkColor.l + (name === 'light' ? 0.06 : 0.08))) },
      backgrounds,
      name === 'light' ? -1 : 1,
    );
    return {
      primary: primary.color,
      link: link.color,
      linkHover: hover.color,
      shades: shades(color, name),
    };
  };
  return { color: original, light: scheme('light'), dark: scheme('dark'), adjustments };
}
