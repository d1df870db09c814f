import type { PortfolioConfig } from '../../../src/config';
import { DEMO_POSTS } from '../../../src/data/demo/posts';
import type { Post } from '../../../src/domain/content';
import { fetchFeeds } from './feeds/fetchFeeds';
import { apiCacheDir } from './fetchForBuild';
import { CONSOLE_LOG, type BuildLog } from '../pipeline';

/**
 * The posts the page shows: the owner's feeds (config.feeds), fetched at build time only, or the
 * demo's when nothing is configured. Null without either: the page has no Writing tab. A feed that
 * fails never stops the build (fetchFeeds says so and keeps its last good posts).
 */
export function sitePosts(
  config: PortfolioConfig,
  { log = CONSOLE_LOG, cacheDir = apiCacheDir() }: { log?: BuildLog; cacheDir?: string } = {},
): Promise<readonly Post[] | null> {
  if (config.feeds.urls.length > 0) return fetchFeeds(config.feeds, { cacheDir, write: log.info });
  return Promise.resolve(config.demo ? DEMO_POSTS : null);
}
