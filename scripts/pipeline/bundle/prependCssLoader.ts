/**
 * A webpack loader that puts its `css` option before a stylesheet: the page's colours
 * (pageColorsCss.ts) before src/index.css, which reads them with var(). webpackConfig.ts names the
 * option by its hash (the rule's `ident`), so webpack's persistent cache tells accents apart.
 */
import type { LoaderContext } from 'webpack';

export default function prependCss(this: LoaderContext<{ css: string }>, source: string): string {
  return `${this.getOptions().css}\n${source}`;
}
