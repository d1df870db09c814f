/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RepositoryCounts } from '../../../../src/data/parts/countStore';
import { countFilePath, createDiskCountStore } from './diskCountStore';

const OWNER = { githubApiUrl: 'https://api.github.com', username: 'octo-dev' };
const record: RepositoryCounts = {
  countedAt: '2026-11-22T05:17:00.000Z',
  contributions: { own: 1, total: 2, percentage: 50 },
  heads: new Map([['b'.repeat(40), { all: ['b'.repeat(40), 'a'.repeat(40)], own: [] }]]),
};

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'portfolio-count-store-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('the disk count store', () => {
  it('keeps the counts beside the HTTP cache, under counts/, for the next build', async () => {
    const warnings: string[] = [];
    const store = createDiskCountStore({
      cacheDir,
      ...OWNER,
      onWarning: (line) => warnings.push(line),
    });
    expect((await store.load()).size).toBe(0);
    await store.save(new Map([['acme-labs/widget-engine', record]]));
    expect(await createDiskCountStore({ cacheDir, ...OWNER }).load()).toEqual(
      new Map([['acme-labs/widget-engine', record]]),
    );
    // Written whole, then renamed: nothing else is left beside it.
    expect(readdirSync(path.join(cacheDir, 'counts'))).toEqual([
      path.basename(countFilePath(cacheDir, OWNER)),
    ]);
    expect(warnings).toEqual([]);
  });

  it('keeps another owner’s counts in another file', () => {
    expect(countFilePath(cacheDir, OWNER)).not.toBe(
      countFilePath(cacheDir, { ...OWNER, username: 'someone-else' }),
    );
    expect(countFilePath(cacheDir, OWNER)).toBe(
      countFilePath(cacheDir, { githubApiUrl: 'https://api.github.com/', username: 'Octo-Dev' }),
    );
  });

  it('says so when the file is unreadable, and starts afresh', async () => {
    const file = countFilePath(cacheDir, OWNER);
    await mkdir(path.dirname(file), { recursive: true });
    writeFileSync(file, '{"version":1,"repositories":');
    const warnings: string[] = [];
    const store = createDiskCountStore({
      cacheDir,
      ...OWNER,
      onWarning: (line) => warnings.push(line),
    });
    expect((await store.load()).size).toBe(0);
    expect(warnings).toEqual([
      expect.stringMatching(/are unreadable; counting every branch again$/),
    ]);
  });

  it('replaces what it kept: a repository not saved again is dropped', async () => {
    const store = createDiskCountStore({ cacheDir, ...OWNER });
    await store.save(
      new Map([
        ['acme-labs/a', record],
        ['acme-labs/b', record],
      ]),
    );
    await store.save(new Map([['acme-labs/b', record]]));
    expect([...(await store.load()).keys()]).toEqual(['acme-labs/b']);
  });
});
