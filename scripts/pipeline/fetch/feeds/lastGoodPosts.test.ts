/** @jest-environment node */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RSS_POSTS } from '../../../../mock/answers/feeds';
import { lastGoodPath, readLastGood, writeLastGood, type LastGoodPosts } from './lastGoodPosts';

const URL_A = 'https://dev.to/feed/octodev';
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'feeds-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const kept: LastGoodPosts = { url: URL_A, fetchedAt: '2026-11-20T05:00:00.000Z', posts: RSS_POSTS };

describe('last good posts', () => {
  it('reads back what it kept, per feed, under <cacheDir>/feeds/', async () => {
    await writeLastGood(dir, kept);
    await expect(readLastGood(dir, URL_A)).resolves.toEqual(kept);
    await expect(readLastGood(dir, 'https://other.example.org/rss')).resolves.toBeNull();
    expect(path.dirname(lastGoodPath(dir, URL_A))).toBe(path.join(dir, 'feeds'));
    expect(await readdir(path.join(dir, 'feeds'))).toEqual([
      path.basename(lastGoodPath(dir, URL_A)),
    ]);
  });

  it('replaces the earlier posts of the same feed', async () => {
    await writeLastGood(dir, kept);
    const later = { ...kept, fetchedAt: '2026-11-21T05:00:00.000Z', posts: RSS_POSTS.slice(0, 1) };
    await writeLastGood(dir, later);
    await expect(readLastGood(dir, URL_A)).resolves.toEqual(later);
  });

  it.each([
    ['broken JSON', '{"url":'],
    ['another feed’s file', JSON.stringify({ ...kept, url: 'https://else.example.org/' })],
    [
      'a post with a javascript: link',
      JSON.stringify({ ...kept, posts: [{ ...RSS_POSTS[0], url: 'javascript:alert(1)' }] }),
    ],
    ['a post without a date', JSON.stringify({ ...kept, posts: [{ title: 'x', source: 'y' }] })],
  ])('counts %s as nothing kept', async (_, content) => {
    await writeLastGood(dir, kept);
    await writeFile(lastGoodPath(dir, URL_A), content);
    await expect(readLastGood(dir, URL_A)).resolves.toBeNull();
  });
});
