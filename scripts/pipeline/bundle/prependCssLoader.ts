/**
 * A webpack loader that puts its `css` option before a stylesheet: the page's colours
 * (pageColorsCss.ts) before src/index.css, which reads them with var(). The option is given as JSON
 * text, so it is part of the module's identifier and webpack's persistent cache never serves the
 * stylesheet of another accent.
 */
import type { LoaderContext } from 'webpack';

export default function prependCss(this: LoaderContext<{ css: string }>, source: string): string {
  return `${this.getOptions().css}\n${source}`;
}
