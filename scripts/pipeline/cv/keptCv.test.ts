import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hasKeptCvs, keepCv, keptCvKey, restoreKeptCv, type KeptCvSource } from './keptCv';

const source: KeptCvSource = {
  language: 'en',
  github: 'octo-dev',
  gitlab: null,
  resume: null,
  paper: 'a4',
};

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
    const other = keptCvKey({ ...source, github: 'someone-else' });
    const ptKey = keptCvKey({ ...source, language: 'pt-BR' });
    keepCv(cache, 'en', other, printed);
    keepCv(cache, 'pt-BR', ptKey, printed);
    expect(hasKeptCvs(cache, { en: key })).toBe(false);
    expect(restoreKeptCv(cache, 'en', key, path.join(dir, 'out/cv.pdf'))).toBeNull();
    expect(existsSync(path.join(dir, 'out/cv.pdf'))).toBe(false);

    keepCv(cache, 'en', key, printed);
    expect(readdirSync(path.join(cache, 'cv')).sort()).toEqual(
      [`en-${key}.pdf`, `pt-BR-${ptKey}.pdf`].sort(),
    );
    expect(hasKeptCvs(cache, { en: key, 'pt-BR': ptKey })).toBe(true);
    const target = path.join(dir, 'out/de/cv.pdf');
    expect(restoreKeptCv(cache, 'en', key, target)).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(readFileSync(target, 'utf8')).toBe('%PDF-1.7 today');
  });
});
