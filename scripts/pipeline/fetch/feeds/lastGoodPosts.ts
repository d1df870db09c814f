/**
 * Each feed's last good posts, kept beside the build's HTTP cache (<cacheDir>/feeds/<hash>.json): a
 * feed that fails tomorrow (down, too large, broken XML, replaced by a login page) still shows what it
 * last said, and the log says since when. The HTTP cache alone cannot do it: it stores every 200,
 * broken feeds included. The file is read back as untrusted input: anything that is not a list of
 * posts counts as nothing kept.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Post } from '../../../../src/domain/content';
import { webUrlOrNull } from '../../../../src/domain/safeUrl';

export interface LastGoodPosts {
  readonly url: string;
  /** ISO time the feed last gave these posts (or confirmed them with a 304). */
  readonly fetchedAt: string;
  readonly posts: readonly Post[];
}

export function lastGoodPath(cacheDir: string, feedUrl: string): string {
  const hash = createHash('sha256').update(feedUrl).digest('hex').slice(0, 32);
  return path.join(cacheDir, 'feeds', `${hash}.json`);
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

function isPost(value: unknown): value is Post {
  if (typeof value !== 'object' || value === null) return false;
  const { title, url, date, source, excerpt } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    typeof source === 'string' &&
    typeof date === 'string' &&
    !Number.isNaN(Date.parse(date)) &&
    optionalString(excerpt) &&
    (url === undefined || (typeof url === 'string' && webUrlOrNull(url) === url))
  );
}

function isLastGood(value: unknown, feedUrl: string): value is LastGoodPosts {
  if (typeof value !== 'object' || value === null) return false;
  const { url, fetchedAt, posts } = value as Record<string, unknown>;
  return (
    url === feedUrl &&
    typeof fetchedAt === 'string' &&
    !Number.isNaN(Date.parse(fetchedAt)) &&
    Array.isArray(posts) &&
    posts.every(isPost)
  );
}

/** The posts kept for this feed, or null (none kept, unreadable, or not what this module writes). */
export async function readLastGood(
  cacheDir: string,
  feedUrl: string,
): Promise<LastGoodPosts | null> {
  try {
    const value: unknown = JSON.parse(await readFile(lastGoodPath(cacheDir, feedUrl), 'utf8'));
    return isLastGood(value, feedUrl) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the posts; a build killed halfway leaves the previous file whole (write, then rename). */
export async function writeLastGood(cacheDir: string, kept: LastGoodPosts): Promise<void> {
  const file = lastGoodPath(cacheDir, kept.url);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(kept, null, 2)}\n`);
  await rename(temporary, file);
}
