/**
 * The owner's feeds (GET /feeds/rss.xml, /feeds/atom.xml, /feeds/feed.json): the fixtures of
 * mock/answers/feeds.ts with their content types, as a blog's static host serves them.
 */
import { FEED_BODIES, FEED_ROUTES, type FeedName } from '../answers/feeds';
import { ok, type Route } from '../server/routing';

/** GET /feeds/rss.xml, /feeds/atom.xml, /feeds/feed.json: the fixtures with their content types. */
export function feedRoutes(): Route[] {
  return Object.entries(FEED_ROUTES).map(([name, { path, contentType }]): Route => {
    const body = FEED_BODIES[name as FeedName];
    const pattern = new RegExp(`^${path.replace(/^\/feeds/, '').replace(/\./g, '\\.')}$`);
    return [pattern, () => ok(body, { 'content-type': contentType })];
  });
}
