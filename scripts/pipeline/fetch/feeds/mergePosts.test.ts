import type { Post } from '../../../../src/domain/content';
import {
  ATOM_POSTS,
  RSS_ATOM_LIMITED,
  RSS_ATOM_POSTS,
  RSS_POSTS,
} from '../../../../mock/answers/feeds';
import { mergePosts } from './mergePosts';

const post = (title: string, date: string, url?: string, source = 'blog'): Post => ({
  title,
  date,
  source,
  ...(url ? { url } : {}),
});

describe('mergePosts', () => {
  it('interleaves the feeds newest first and keeps the newest `limit`', () => {
    const a = [post('a1', '2026-03-01T00:00:00.000Z'), post('a2', '2026-01-01T00:00:00.000Z')];
    const b = [post('b1', '2026-02-01T00:00:00.000Z'), post('b2', '2025-12-01T00:00:00.000Z')];
    expect(mergePosts([a, b], 10).map((p) => p.title)).toEqual(['a1', 'b1', 'a2', 'b2']);
    expect(mergePosts([a, b], 3).map((p) => p.title)).toEqual(['a1', 'b1', 'a2']);
  });

  it('keeps one post per link, from the feed listed first', () => {
    const url = 'https://dev.to/x/post';
    const merged = mergePosts(
      [
        [post('Old title', '2026-01-01T00:00:00.000Z', url, 'first')],
        [post('New title', '2026-01-02T00:00:00.000Z', url, 'second')],
      ],
      10,
    );
    expect(merged).toEqual([post('Old title', '2026-01-01T00:00:00.000Z', url, 'first')]);
  });

  it('keeps one post per title and day, whatever its links', () => {
    const merged = mergePosts(
      [
        [post('Same Article', '2026-01-01T18:00:00.000Z', 'https://dev.to/a', 'dev.to')],
        [
          post('same article', '2026-01-01T06:00:00.000Z', 'https://blog.example.org/a', 'blog'),
          post('Same Article', '2026-01-02T06:00:00.000Z', 'https://blog.example.org/b', 'blog'),
        ],
      ],
      10,
    );
    expect(merged.map((p) => [p.source, p.date.slice(0, 10)])).toEqual([
      ['blog', '2026-01-02'],
      ['dev.to', '2026-01-01'],
    ]);
  });

  it('keeps posts without a link apart by their title and day', () => {
    const merged = mergePosts(
      [[post('One', '2026-01-01T00:00:00.000Z'), post('Two', '2026-01-01T00:00:00.000Z')]],
      10,
    );
    expect(merged.map((p) => p.title)).toEqual(['One', 'Two']);
  });

  it('gives the fixtures’ expected merge of the RSS and Atom feeds', () => {
    expect(mergePosts([RSS_POSTS, ATOM_POSTS], 50)).toEqual(RSS_ATOM_POSTS);
    expect(mergePosts([RSS_POSTS, ATOM_POSTS], 6)).toEqual(RSS_ATOM_LIMITED);
  });

  it('is empty without posts', () => {
    expect(mergePosts([[], []], 6)).toEqual([]);
  });
});
