/**
 * The page's own colours for REACT_APP_ACCENT_COLOR, as static CSS in the page's head (no style is
 * generated in the browser): the links and progress bars (--page-link), the dark-mode switch when on
 * (--page-accent) and the activity calendar's shades, in each scheme. antd's colours (buttons, the active tab) come from its theme tokens, which
 * the build extracts into the page (src/app/AppProviders.tsx, darkTheme.ts).
 *
 * Its selectors weigh one class or pseudo-class more than index.css's, so they win wherever the
 * style sits in the head (the dev server adds index.css after it). The values are `#rrggbb` made by
 * the build (src/config/accentPalette.ts), never the owner's text.
 */
import type { AccentPalette, SchemeAccent } from '../../../src/config/accentPalette';
import { COLOR_SCHEME_ATTRIBUTE } from '../../../src/lib/colorScheme';

const HEX = /^#[0-9a-f]{6}$/;

function declarations(scheme: SchemeAccent): { page: string; calendar: string } {
  const colours = [scheme.primary, scheme.link, scheme.linkHover, ...scheme.shades];
  // Only what accentPalette makes can reach the stylesheet.
  if (!colours.every((colour) => HEX.test(colour))) throw new Error('Not a #rrggbb colour.');
  return {
    page: `--page-link:${scheme.link};--page-link-hover:${scheme.linkHover};--page-accent:${scheme.primary}`,
    calendar: scheme.shades.map((shade, index) => `--activity-${index + 1}:${shade}`).join(';'),
  };
}

export function accentCss(palette: AccentPalette): string {
  const light = declarations(palette.light);
  const dark = declarations(palette.dark);
  const darkRoot = `:root:root[${COLOR_SCHEME_ATTRIBUTE}='dark']`;
  return (
    `:root:root{${light.page}}.activity.activity{${light.calendar}}` +
    // On screen only, as index.css's dark colours: a printout is always light.
    `@media screen{${darkRoot}{${dark.page}}${darkRoot} .activity.activity{${dark.calendar}}}`
  );
}
