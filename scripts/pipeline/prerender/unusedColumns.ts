/**
 * antd's grid stylesheet has a rule for every span, offset, push, pull and order of its 24 columns at
 * each of six breakpoints: about a thousand rules, 66 KB of the page's inline CSS (5.7 KB gzip, an
 * eighth of index.html), for a page whose cards use three of them. The build keeps the rules of the
 * columns the page and its samples (src/app/StyleSamples.tsx) render, as it keeps only the styles
 * of the components they render: what the page can show.
 */
import postcss from 'postcss';

/** A column class of antd's grid (`ant-col-md-8`, `ant-col-offset-2`), not the base `ant-col`. */
const COLUMN_CLASS = /\.(ant-col-[\w-]+)/g;

const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;

/** Every class name the markup's elements carry. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of names.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Whether a selector names only column classes the markup uses (or none at all). */
function usesOnly(selector: string, used: ReadonlySet<string>): boolean {
  return [...selector.matchAll(COLUMN_CLASS)].every(([, name = '']) => used.has(name));
}

function prune(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframes' steps are no selectors of elements.
    if (
      rule.parent?.type === 'atrule' &&
      /keyframes$/i.test((rule.parent as postcss.AtRule).name)
    ) {
      return;
    }
    const kept = rule.selectors.filter((selector) => usesOnly(selector, used));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // A media query left empty goes too.
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/**
 * antd's extracted `<style>` elements without the rules of grid columns the markup does not use; a
 * stylesheet without column rules is left as it is, byte for byte.
 */
export function withoutUnusedColumns(styles: string, used: ReadonlySet<string>): string {
  return styles.replace(STYLE_ELEMENT, (element, open: string, css: string, close: string) =>
    css.includes('.ant-col-') ? `${open}${prune(css, used)}${close}` : element,
  );
}
