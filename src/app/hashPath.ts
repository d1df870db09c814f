import { cutAtFirstOf } from '../lib/text';

/**
 * The path a hash URL routes to: '#/', '#' and no hash are all '/'. Its own module because the entry
 * needs it on first load and the routes (react-router and the error screen) must stay in the router's
 * chunk.
 */
export function hashPath(hash: string): string {
  const path = cutAtFirstOf(hash.replace(/^#/, ''), '?');
  return path === '' ? '/' : path;
}
