import { transformSync } from 'esbuild';

/**
 * CSS as it goes into every visitor's first response: without comments and indentation (webpack
 * leaves CSS as written). esbuild, already the build's TypeScript loader for scripts.
 */
export function minifyCss(css: string): string {
  return transformSync(css, { loader: 'css', minify: true }).code.trim();
}
