/**
 * The posts of every feed as one list: newest first, each post once, the newest `limit`. A post is the
 * same as another with the same link, or with the same title on the same day (an article cross-posted
 * to dev.to and a blog has two links); the copy of the feed listed first in config.feeds.urls stays.
 */
import type { Post } from '../../../../src/domain/content';

function titleKey(post: Post): string {
  return `${post.title.toLowerCase()}\n${post.date.slice(0, 10)}`;
}

/** `feeds` in the owner's order, each feed's posts in any order. */
export function mergePosts(feeds: readonly (readonly Post[])[], limit: number): Post[] {
  const seen = new Set<string>();
  const unique: Post[] = [];
  for (const post of feeds.flat()) {
    const keys = [titleKey(post), ...(post.url ? [`url\n${post.url}`] : [])];
    if (keys.some((key) => seen.has(key))) continue;
    keys.forEach((key) => seen.add(key));
    unique.push(post);
  }
  // Stable: posts of the same instant keep the owner's order.
  return unique.sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit);
}
