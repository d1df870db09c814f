/**
 * webpack's persistent cache is written by one process at a time: it stores its pack files and then
 * renames them in place, so two builds storing at once (two build tests, two builds in a row of
 * terminals) fail each other's renames. The build that takes the lock reads and writes the cache;
 * one that finds it taken reads it and writes nothing. The lock is a folder (creating one is atomic);
 * one older than STALE_MS, left by a build that crashed, is taken over.
 */
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
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

export interface ColdWait {
  /** The cache's folders (webpack's cache names): the cache is cold while none of them exists. */
  readonly names: readonly string[];
  /** How long to wait for the writer of a cold cache at most; then compile without the cache. */
  readonly waitMs: number;
  readonly pollMs?: number;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * The lock, waited for while the cache is cold and another build holds it: that build is writing
 * the first cache, and compiling everything again beside it costs a whole cold compile (two build
 * tests that start together on a fresh clone did, each about a minute of both cores) where waiting
 * costs nothing, the writer then has both cores. Once the writer is done this build takes the lock
 * and compiles from the cache it wrote. With a cache there, a build never waits: null, as
 * takeCacheLock, and it reads what is there and writes nothing.
 */
export async function takeCacheLockWhenCold(
  cacheDir: string,
  {
    names,
    waitMs,
    pollMs = 250,
    now = Date.now,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }: ColdWait,
): Promise<(() => void) | null> {
  const deadline = now() + waitMs;
  const cold = () => names.every((name) => !existsSync(path.join(cacheDir, name)));
  for (;;) {
    const release = takeCacheLock(cacheDir, now);
    if (release || !cold() || now() >= deadline) return release;
    await sleep(pollMs);
  }
}
