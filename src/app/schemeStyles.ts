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

function styleElements(html: string): StyleElement[] {
  return [...html.matchAll(STYLE_ELEMENT)].map(([, attributes = '', css = '']) => ({
    attributes,
    css,
  }));
}

const isVariables = (element: StyleElement) => /\bdata-token-hash=/.test(element.attributes);

type Declarations = ReadonlyMap<string, string>;

/**
 * A rule: its selectors, then its declarations in braces. The selectors start after a brace or at the
 * start, as every match does anyway: a run without a rule is not tried again from each of its characters.
 */
const RULE = /(?<![^{}])([^{}]+)\{([^{}]*)\}/g;

/** `a,b{--x:1;--y:2}c{…}` as [selectors, declarations] pairs; the declarations hold no braces. */
function rules(css: string): [string, Declarations][] {
  return [...css.matchAll(RULE)].map(([, selectors = '', body = '']) => [
    selectors.trim(),
    new Map(
      body
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
        }),
    ),
  ]);
}

function variableRules(extracted: string): [string, Declarations][] {
  return styleElements(extracted)
    .filter(isVariables)
    .flatMap((element) => rules(element.css));
}

/**
 * The dark theme's variables that differ from the light theme's (sizes, fonts and motion do not:
 * about two thirds of them), each rule scoped to `scope` (it outranks the light ones by specificity,
 * wherever it stands), as one `<style>` element.
 */
export function scopedVariables(extracted: string, scope: string, light: string): string {
  const lightValues = new Map(variableRules(light));
  const css = variableRules(extracted)
    .map(([selectors, declarations]) => {
      const same = lightValues.get(selectors);
      const changed = [...declarations].filter(([name, value]) => same?.get(name) !== value);
      if (changed.length === 0) return '';
      const scoped = selectors
        .split(',')
        .map((selector) => `${scope} ${selector.trim()}`)
        .join(',');
      return `${scoped}{${changed.map(([name, value]) => `${name}:${value}`).join(';')}}`;
    })
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
