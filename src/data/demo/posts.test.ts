import { DEFAULT_FEEDS_LIMIT } from '../../config/parseConfig';
import { webUrlOrNull } from '../../domain/safeUrl';
import { DEMO_POSTS } from './posts';

describe('DEMO_POSTS', () => {
  it('fills the default limit, newest first, from two sources', () => {
    expect(DEMO_POSTS).toHaveLength(DEFAULT_FEEDS_LIMIT);
    const dates = DEMO_POSTS.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(DEMO_POSTS.map((post) => post.source))).toEqual(
      new Set(['dev.to', "Jordan's blog"]),
    );
  });

  it('holds what the fetch would give: ISO dates, http(s) links, short plain text', () => {
    for (const post of DEMO_POSTS) {
      expect(new Date(post.date).toISOString()).toBe(post.date);
      expect(post.url && webUrlOrNull(post.url)).toBe(post.url);
      expect(post.excerpt?.length ?? 0).toBeLessThanOrEqual(200);
      expect(`${post.title} ${post.excerpt ?? ''}`).not.toMatch(/[<>]|&\w+;/);
    }
  });
});
