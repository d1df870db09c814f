/** @jest-environment node */
import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STALE_MS, takeCacheLock } from './cacheLock';

describe('takeCacheLock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cache-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lets one build write the cache at a time; the next only reads it until the first is done', () => {
    const release = takeCacheLock(dir);
    expect(release).not.toBeNull();
    expect(takeCacheLock(dir)).toBeNull();
    release?.();
    const next = takeCacheLock(dir);
    expect(next).not.toBeNull();
    next?.();
    expect(existsSync(path.join(dir, 'writer.lock'))).toBe(false);
  });

  it('takes over the lock of a build that crashed', () => {
    expect(takeCacheLock(dir)).not.toBeNull();
    const old = (Date.now() - STALE_MS - 60_000) / 1000;
    utimesSync(path.join(dir, 'writer.lock'), old, old);
    expect(takeCacheLock(dir)).not.toBeNull();
  });
});
