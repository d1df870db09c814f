import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  cvPageKey,
  hasKeptCvs,
  hasKeptCvsFrom,
  keepCv,
  keptCvKey,
  lastKeptCv,
  restoreKeptCv,
  stableJson,
  type CvPageData,
  type KeptCvSource,
} from './keptCv';

const source: KeptCvSource = {
  language: 'en',
  github: 'octo-dev',
  gitlab: null,
  resume: null,
  paper: 'a4',
};

/** The page data a CV was printed from: a snapshot (with its fetch time), the content, the settings. */
const page: CvPageData = {
  snapshot: {
    fetchedAt: '2026-11-20T06:00:00.000Z',
    parts: { profile: { login: 'octo-dev', bio: 'Builds things' }, repos: [{ name: 'a' }] },
    failures: {},
  } as CvPageData['snapshot'],
  content: { resume: null, posts: [] },
  settings: { openToWork: 'Backend roles', contactEmail: 'octo@example.org' },
};

describe('cvPageKey', () => {
  it('is the same for the same data, whatever its key order or fetch time', () => {
    const key = cvPageKey(page);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    const refetched = {
      ...page,
      snapshot: {
        failures: {},
        parts: { repos: [{ name: 'a' }], profile: { bio: 'Builds things', login: 'octo-dev' } },
        fetchedAt: '2026-11-27T06:00:00.000Z',
      },
    };
    expect(cvPageKey(refetched)).toBe(key);
    expect(stableJson({ b: 1, a: { d: 2, c: [3, { f: 4, e: 5 }] } })).toBe(
      '{"a":{"c":[3,{"e":5,"f":4}],"d":2},"b":1}',
    );
  });

  it('changes with anything the page shows: its data, its content, its settings', () => {
    const key = cvPageKey(page);
    const snapshot = page.snapshot as { parts: object; failures: object };
    for (const other of [
      {
        snapshot: { ...snapshot, parts: { profile: { login: 'octo-dev', bio: 'Builds things' } } },
      },
      { snapshot: null },
      { content: { resume: { basics: { name: 'Octo' } }, posts: [] } },
      { settings: { openToWork: 'Backend roles', contactEmail: null } },
    ]) {
      expect(cvPageKey({ ...page, ...other })).not.toBe(key);
    }
  });
});

describe('the kept CVs', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kept-cv-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are filed under what they were printed from: another owner, resume, paper or language is another key', () => {
    const key = keptCvKey(source);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(keptCvKey({ ...source })).toBe(key);
    for (const other of [
      { github: 'someone-else' },
      { gitlab: 'https://gitlab.example.org octo' },
      { resume: { basics: { name: 'Octo Dev' } } },
      { paper: 'letter' },
      { language: 'de' },
    ]) {
      expect(keptCvKey({ ...source, ...other })).not.toBe(key);
    }
  });

  it('restore only the CV of the same source, and keeping one drops that language’s others', () => {
    const printed = path.join(dir, 'printed.pdf');
    writeFileSync(printed, '%PDF-1.7 today');
    const cache = path.join(dir, 'cache');
    const key = keptCvKey(source);
    const pageKey = cvPageKey(page);
    const other = keptCvKey({ ...source, github: 'someone-else' });
    const ptKey = keptCvKey({ ...source, language: 'pt-BR' });
    keepCv(cache, 'en', other, pageKey, printed);
    keepCv(cache, 'pt-BR', ptKey, pageKey, printed);
    expect(hasKeptCvs(cache, { en: key })).toBe(false);
    expect(restoreKeptCv(cache, 'en', key, pageKey, path.join(dir, 'out/cv.pdf'))).toEqual({
      kind: 'none',
    });
    expect(existsSync(path.join(dir, 'out/cv.pdf'))).toBe(false);

    // An earlier build's CV (before page keys) is another one of the language's: dropped.
    writeFileSync(path.join(cache, 'cv', `en-${key}.pdf`), '%PDF-1.7 long ago');
    keepCv(cache, 'en', key, pageKey, printed);
    expect(readdirSync(path.join(cache, 'cv')).sort()).toEqual(
      [`en-${key}-${pageKey}.pdf`, `pt-BR-${ptKey}-${pageKey}.pdf`].sort(),
    );
    expect(hasKeptCvs(cache, { en: key, 'pt-BR': ptKey })).toBe(true);
    expect(lastKeptCv(cache, 'en', key)).toBe(path.join(cache, 'cv', `en-${key}-${pageKey}.pdf`));
    const target = path.join(dir, 'out/de/cv.pdf');
    expect(restoreKeptCv(cache, 'en', key, pageKey, target)).toEqual({
      kind: 'restored',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect(readFileSync(target, 'utf8')).toBe('%PDF-1.7 today');
  });

  it('never restore a CV printed from other page data, and say so', () => {
    const printed = path.join(dir, 'printed.pdf');
    writeFileSync(printed, '%PDF-1.7 with the repository since removed');
    const cache = path.join(dir, 'cache');
    const key = keptCvKey(source);
    keepCv(cache, 'en', key, cvPageKey(page), printed);
    const today = { ...page, settings: { openToWork: null } };
    const target = path.join(dir, 'out/cv.pdf');
    expect(restoreKeptCv(cache, 'en', key, cvPageKey(today), target)).toEqual({
      kind: 'other-data',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect(existsSync(target)).toBe(false);
  });

  it('are there for a build without a browser only when every language has one from the same data', () => {
    const printed = path.join(dir, 'printed.pdf');
    writeFileSync(printed, '%PDF-1.7');
    const cache = path.join(dir, 'cache');
    const keys = { en: keptCvKey(source), de: keptCvKey({ ...source, language: 'de' }) };
    const pageKeys = { en: cvPageKey(page), de: cvPageKey({ ...page, content: 'de' }) };
    keepCv(cache, 'en', keys.en, pageKeys.en, printed);
    expect(hasKeptCvsFrom(cache, keys, pageKeys)).toBe(false);
    keepCv(cache, 'de', keys.de, pageKeys.de, printed);
    expect(hasKeptCvsFrom(cache, keys, pageKeys)).toBe(true);
    const changed = { ...pageKeys, de: cvPageKey({ ...page, content: 'de, changed' }) };
    expect(hasKeptCvs(cache, keys)).toBe(true);
    expect(hasKeptCvsFrom(cache, keys, changed)).toBe(false);
  });
});
