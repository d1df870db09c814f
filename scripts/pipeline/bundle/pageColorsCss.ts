/**
 * The page's colours as CSS custom properties, put before src/index.css when it is bundled
 * (prependCssLoader.ts; the build inlines it with the rest of the page's CSS, so no style is generated
 * in the browser): src/lib/colors/pageColors.ts's values, with the owner's accent colour's (config.accent, made AA
 * by the build, src/config/accentPalette.ts) in place of the blue and the calendar's green. src/index.css
 * only reads them. antd's colours come from its theme tokens, derived from the same module
 * (src/app/antdTheme.ts), which the build extracts into the page.
 */
import type { AccentPalette } from '../../../src/config/accentPalette';
import { COLOR_SCHEME_ATTRIBUTE } from '../../../src/lib/colorScheme';
import { pageColors, withAccent, type PageColors } from '../../../src/lib/colors/pageColors';

/** The colours index.css reads, each as `--page-<name>`; the activity shades as `--activity-<n>`. */
const CSS_COLORS = [
  'bg',
  'surface',
  'text',
  'textMuted',
  'link',
  'linkHover',
  'primary',
  'border',
  'borderStrong',
  'track',
  'focus',
  'hintBg',
  'hintText',
  'switchOff',
  'switchKnob',
  'infoBg',
  'infoBorder',
  'infoIcon',
  'errorBg',
  'errorBorder',
  'errorIcon',
] as const satisfies readonly (keyof PageColors)[];

/** Only colours reach the stylesheet: `#rrggbb` (all an accent is) or the page's own rgba(). */
const COLOUR = /^(#[0-9a-f]{6}|rgba\(\d{1,3}, \d{1,3}, \d{1,3}, (0|1|0?\.\d+)\))$/;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Read only in the dark scheme (the dark-mode switch, on): not written for the light one. */
const DARK_ONLY = new Set(['--page-primary']);

/** `rgba(0,0,0,.88)`: a minifier leaves a custom property's value as written. */
const compact = (value: string) => value.replace(/, /g, ',').replace(/([(,])0\./g, '$1.');

function variables(colors: PageColors): Map<string, string> {
  const entries: [string, string][] = [
    ...CSS_COLORS.map((name): [string, string] => [`--page-${kebab(name)}`, colors[name]]),
    ...colors.activity.map((shade, index): [string, string] => [`--activity-${index}`, shade]),
  ];
  for (const [, value] of entries) {
    if (!COLOUR.test(value)) throw new Error(`Not a colour: ${JSON.stringify(value)}.`);
  }
  return new Map(entries);
}

const declarations = (entries: Iterable<[string, string]>) =>
  [...entries].map(([name, value]) => `${name}:${compact(value)}`).join(';');

/**
 * The light scheme on `:root`, and the dark one's differences under the attribute the colour-scheme
 * script sets, on screen only: a printout is always light (browsers print no backgrounds by default).
 */
export function pageColorsCss(accent: AccentPalette | null): string {
  const light = variables(withAccent(pageColors('light'), accent?.light ?? null));
  const dark = variables(withAccent(pageColors('dark'), accent?.dark ?? null));
  const darkOnly = [...dark].filter(
    ([name, value]) => DARK_ONLY.has(name) || light.get(name) !== value,
  );
  const lightOnes = [...light].filter(([name]) => !DARK_ONLY.has(name));
  return (
    `:root{color-scheme:light;${declarations(lightOnes)}}` +
    `@media screen{:root[${COLOR_SCHEME_ATTRIBUTE}='dark']{color-scheme:dark;${declarations(darkOnly)}}}`
  );
}
