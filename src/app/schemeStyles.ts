/**
 * antd's extracted CSS (cssinjs `extractStyle`) as `<style>` elements: component rules, which read
 * the theme through CSS variables, and the variables' own declarations (marked data-token-hash). Only
 * the declarations differ between the light and the dark theme, so the dark page needs just those,
 * applied under the attribute the colour-scheme script sets.
 */

const STYLE_ELEMENT = /<style\b([^>]*)>([\s\S]*?)<\/style>/g;

export interface StyleElement {
  readonly attributes: string;
  readonly css: string;
}

export function styleElements(html: string): StyleElement[] {
  return [...html.matchAll(STYLE_ELEMENT)].map(([, attributes = '', css = '']) => ({
    attributes,
    css,
  }));
}

const isVariables = (element: StyleElement) => /\bdata-token-hash=/.test(element.attributes);

/** `a,b{…}c{…}` → `S a,S b{…}S c{…}`; the declarations hold no braces. */
function prefixRules(css: string, scope: string): string {
  return css.replace(/([^{}]+)\{([^{}]*)\}/g, (_, selectors: string, body: string) => {
    const scoped = selectors
      .split(',')
      .map((selector) => `${scope} ${selector.trim()}`)
      .join(',');
    return `${scoped}{${body}}`;
  });
}

/**
 * The dark theme's variable declarations, each rule scoped to `scope` (it outranks the light ones by
 * specificity, wherever it stands), as one `<style>` element.
 */
export function scopedVariables(extracted: string, scope: string): string {
  const css = styleElements(extracted)
    .filter(isVariables)
    .map((element) => prefixRules(element.css, scope))
    .join('');
  // On screen only: a printout stays light, as browsers print no backgrounds by default.
  return css ? `<style data-color-scheme-variables>@media screen{${css}}</style>` : '';
}

/**
 * Component rules the dark render produced and the light one did not: a rule that writes a colour
 * itself instead of reading a variable. The build stops on one, since the dark page would not have it.
 */
export function rulesOnlyIn(extracted: string, reference: string): string[] {
  const known = new Set(
    styleElements(reference)
      .filter((element) => !isVariables(element))
      .map((element) => element.css),
  );
  return styleElements(extracted)
    .filter((element) => !isVariables(element) && !known.has(element.css))
    .map((element) => element.css);
}
