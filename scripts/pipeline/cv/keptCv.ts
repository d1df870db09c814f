/**
 * The last CV printed for each language, kept in the build's cache folder (the Pages workflow keeps
 * it between runs): a build without a browser publishes it instead of none. A kept CV is filed under
 * what it was printed from (keptCvKey), so a build for another owner, another resume or another paper
 * never publishes it: a CV of someone else's data is worse than none.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a printed CV says beyond the day's API data: whose it is, in which language, on what paper. */
export interface KeptCvSource {
  readonly language: string;
  /** The GitHub login, or null for the demo. */
  readonly github: string | null;
  /** The GitLab instance and user, when set. */
  readonly gitlab: string | null;
  /** The page's resume as the build read it, or null. */
  readonly resume: unknown;
  readonly paper: string;
}

/** A short digest of the source: the kept file's name carries it. */
export function keptCvKey(source: KeptCvSource): string {
  const { language, github, gitlab, resume, paper } = source;
  const text = JSON.stringify([language, github, gitlab, resume ?? null, paper]);
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The part after "<language>-" of a kept CV's name (pt-BR's is not en's). */
const KEPT_NAME = /^[0-9a-f]{16}\.pdf$/;

function keptCvDir(cacheDir: string): string {
  return path.join(cacheDir, 'cv');
}

export function keptCvFile(cacheDir: string, language: string, key: string): string {
  return path.join(keptCvDir(cacheDir), `${language}-${key}.pdf`);
}

/** Whether every language has a CV kept for the same source. */
export function hasKeptCvs(cacheDir: string, keys: Readonly<Record<string, string>>): boolean {
  return Object.entries(keys).every(([language, key]) =>
    existsSync(keptCvFile(cacheDir, language, key)),
  );
}

/** Keeps `printed` as the language's CV, and drops that language's CVs of other sources. */
export function keepCv(cacheDir: string, language: string, key: string, printed: string): void {
  const file = keptCvFile(cacheDir, language, key);
  const dir = keptCvDir(cacheDir);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    const own = name.startsWith(`${language}-`) && KEPT_NAME.test(name.slice(language.length + 1));
    if (own && name !== path.basename(file)) {
      rmSync(path.join(dir, name), { force: true });
    }
  }
  copyFileSync(printed, file);
}

/** Copies the kept CV to `target`; its date (YYYY-MM-DD), or null when none is kept for this source. */
export function restoreKeptCv(
  cacheDir: string,
  language: string,
  key: string,
  target: string,
): string | null {
  const file = keptCvFile(cacheDir, language, key);
  if (!existsSync(file)) return null;
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(file, target);
  return statSync(file).mtime.toISOString().slice(0, 10);
}
