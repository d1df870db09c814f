/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STALE_MS, takeCacheLock, takeCacheLockWhenCold } from './cacheLock';

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

describe('takeCacheLockWhenCold', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cache-lock-cold-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A clock that moves only when the waiting build sleeps; `onSleep` plays the other build. */
  const clock = (onSleep: (slept: number) => void) => {
    let time = 0;
    let slept = 0;
    return {
      now: () => time,
      sleep: async (ms: number) => {
        time += ms;
        slept += 1;
        onSleep(slept);
      },
      slept: () => slept,
    };
  };

  it('waits for the writer of a cold cache, then takes the lock and reads what it wrote', async () => {
    const writer = takeCacheLock(dir);
    const fake = clock((slept) => {
      // The writer stores the cache and lets go after the third look.
      if (slept === 3) {
        mkdirSync(path.join(dir, 'prerender'));
        writer?.();
      }
    });
    const release = await takeCacheLockWhenCold(dir, {
      names: ['browser-production', 'prerender'],
      waitMs: 60_000,
      ...fake,
    });
    expect(release).not.toBeNull();
    expect(fake.slept()).toBe(3);
    release?.();
  });

  it('does not wait when there is a cache to read: it reads it and writes nothing', async () => {
    mkdirSync(path.join(dir, 'browser-production'));
    const writer = takeCacheLock(dir);
    const fake = clock(() => undefined);
    await expect(
      takeCacheLockWhenCold(dir, { names: ['browser-production'], waitMs: 60_000, ...fake }),
    ).resolves.toBeNull();
    expect(fake.slept()).toBe(0);
    writer?.();
  });

  it('compiles without the cache once it waited its longest', async () => {
    const writer = takeCacheLock(dir);
    const fake = clock(() => undefined);
    await expect(
      takeCacheLockWhenCold(dir, { names: ['prerender'], waitMs: 1_000, pollMs: 250, ...fake }),
    ).resolves.toBeNull();
    expect(fake.slept()).toBe(4);
    writer?.();
  });
});
