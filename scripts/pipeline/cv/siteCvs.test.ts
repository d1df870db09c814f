/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageLocale } from '../settings/language/pageLocale';
import { cvPageKey, keepCv, type CvPageData } from './keptCv';
import { writeSiteCvs, type SiteCvPage } from './siteCvs';

/** The page a CV was printed from yesterday: a repository the owner has since made private. */
const yesterday: CvPageData = {
  snapshot: {
    fetchedAt: '2026-11-26T06:00:00.000Z',
    parts: { repos: [{ name: 'public-one' }, { name: 'turned-private' }] },
    failures: {},
  } as CvPageData['snapshot'],
  content: { resume: null, posts: [] },
  settings: { github: { username: 'octo-dev' } },
};
const today: CvPageData = {
  ...yesterday,
  snapshot: {
    fetchedAt: '2026-11-27T06:00:00.000Z',
    parts: { repos: [{ name: 'public-one' }] },
    failures: {},
  } as CvPageData['snapshot'],
};

describe('writeSiteCvs without a print (no browser)', () => {
  let dir: string;
  let outputPath: string;
  let cacheDir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-cvs-'));
    outputPath = path.join(dir, 'build');
    cacheDir = path.join(dir, 'cache');
    const printed = path.join(dir, 'printed.pdf');
    writeFileSync(printed, '%PDF-1.7 printed yesterday, turned-private and all');
    keepCv(cacheDir, 'en', 'a1b2c3d4e5f60718', cvPageKey(yesterday), printed);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (data: CvPageData) => {
    const lines: string[] = [];
    const page: SiteCvPage = {
      language: 'en',
      path: '/portfolio/',
      locale: pageLocale('en', ['en'], '/portfolio'),
      name: 'Octo Dev',
      headline: null,
      data,
    };
    const missing = writeSiteCvs({
      plan: { kind: 'last', missing: 'no browser', keys: { en: 'a1b2c3d4e5f60718' } },
      outputPath,
      basePath: '/portfolio',
      cacheDir,
      pages: [page],
      blockedOrigins: [],
      log: (line) => lines.push(line),
      warn: (line) => lines.push(line),
    });
    return { missing, lines };
  };

  it('publishes the kept CV when it was printed from the same page data, and says so', async () => {
    // The same data fetched again: only the fetch time differs.
    const { missing, lines } = write({
      ...yesterday,
      snapshot: { ...(yesterday.snapshot as object), fetchedAt: '2026-11-27T06:00:00.000Z' },
    });
    expect(await missing).toEqual([]);
    expect(lines).toEqual([
      expect.stringMatching(
        /^CV \(en\): no browser; the CV printed on \d{4}-\d\d-\d\d from the same data is published instead\.$/,
      ),
    ]);
    expect(readFileSync(path.join(outputPath, 'cv.pdf'), 'utf8')).toContain('printed yesterday');
  });

  it('never publishes a kept CV printed from other data, and says why', async () => {
    const { missing, lines } = write(today);
    expect(await missing).toEqual([
      expect.stringMatching(
        /^en: no browser, and the CV kept from \d{4}-\d\d-\d\d was printed from other data \(the page has changed since\), so it is not published$/,
      ),
    ]);
    expect(lines).toEqual([]);
    expect(existsSync(path.join(outputPath, 'cv.pdf'))).toBe(false);
  });
});
