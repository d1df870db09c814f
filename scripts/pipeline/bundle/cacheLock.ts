/**
 * webpack's persistent cache is written by one process at a time: it stores its pack files and then
 * renames them in place, so two builds storing at once (two build tests, two builds in a row of
 * terminals) fail each other's renames. The build that takes the lock reads and writes the cache;
 * one that finds it taken reads it and writes nothing. The lock is a folder (creating one is atomic);
 * one older than STALE_MS, left by a build that crashed, is taken over.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** Longer than any build's bundle step (a cold one takes about a minute on a slow machine). */
export const STALE_MS = 15 * 60_000;

/** Takes the lock of the cache in `cacheDir`: its release, or null when another build holds it. */
export function takeCacheLock(cacheDir: string, now: () => number = Date.now): (() => void) | null {
  const lock = path.join(cacheDir, 'writer.lock');
  mkdirSync(cacheDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? now());
      if (age < STALE_MS) return null;
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return null;
}
