/**
 * The last CV printed for each language, kept in the build's cache folder (the Pages workflow keeps
 * it between runs): a build whose print fails, or that has no browser, publishes it instead of none,
 * but only when it was printed from the same data. A kept CV is filed under two keys: what it was
 * printed for (keptCvKey: owner, resume, paper, language), known at the build's first step; and the
 * page data it was printed from (cvPageKey), known once the page is built. A CV of someone else's data
 * is worse than none, and so is one that still shows what the owner has since removed.
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

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A short digest of the source: the kept file's name carries it. */
export function keptCvKey(source: KeptCvSource): string {
  const { language, github, gitlab, resume, paper } = source;
  return digest(JSON.stringify([language, github, gitlab, resume ?? null, paper]));
}

/** What the print of a language's page renders: the data inlined in that page. */
export interface CvPageData {
  /** The published snapshot (null in live mode, where the page fetches while printed). */
  readonly snapshot: object | null;
  /** The page's own content: its resume, the posts. */
  readonly content: unknown;
  /**
   * The settings the page's bundle carries (the open-to-work line, the contact, the sections shown):
   * public already, as the page has them.
   */
  readonly settings: unknown;
}

/** JSON with every object's keys sorted: the same data gives the same text, however it was built. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * A short digest of the page data. Not the fetch's time: it changes with every build while the data
 * may not, and a kept CV is for a build whose data did not change (its date line then says when the
 * same data was fetched before).
 */
export function cvPageKey(page: CvPageData): string {
  const { snapshot, content, settings } = page;
  const data = snapshot === null ? null : { ...snapshot, fetchedAt: undefined };
  return digest(stableJson([data, content ?? null, settings ?? null]));
}

/** The part after "<language>-" of a kept CV's name (pt-BR's is not en's); an earlier build's too. */
const KEPT_NAME = /^[0-9a-f]{16}(?:-[0-9a-f]{16})?\.pdf$/;

function keptCvDir(cacheDir: string): string {
  return path.join(cacheDir, 'cv');
}

/** <cache>/cv/<language>-<source key>-<page key>.pdf */
export function keptCvFile(
  cacheDir: string,
  language: string,
  key: string,
  pageKey: string,
): string {
  return path.join(keptCvDir(cacheDir), `${language}-${key}-${pageKey}.pdf`);
}

/**
 * The CV kept for this language and source, whatever page data it was printed from: the last build's
 * (keeping one drops the others). Null when none is kept.
 */
export function lastKeptCv(cacheDir: string, language: string, key: string): string | null {
  const dir = keptCvDir(cacheDir);
  if (!existsSync(dir)) return null;
  const prefix = `${language}-${key}-`;
  const name = readdirSync(dir).find(
    (entry) => entry.startsWith(prefix) && /^[0-9a-f]{16}\.pdf$/.test(entry.slice(prefix.length)),
  );
  return name === undefined ? null : path.join(dir, name);
}

/**
 * Whether every language has a CV kept for the same source: the first step's plan, before the page
 * data is known (restoreKeptCv then checks that too).
 */
export function hasKeptCvs(cacheDir: string, keys: Readonly<Record<string, string>>): boolean {
  return Object.entries(keys).every(
    ([language, key]) => lastKeptCv(cacheDir, language, key) !== null,
  );
}

/**
 * Whether every language has a CV kept for the same source printed from the same page data (its
 * pageKeys): what a build without a browser may publish.
 */
export function hasKeptCvsFrom(
  cacheDir: string,
  keys: Readonly<Record<string, string>>,
  pageKeys: Readonly<Record<string, string>>,
): boolean {
  return Object.entries(keys).every(([language, key]) => {
    const pageKey = pageKeys[language];
    return pageKey !== undefined && existsSync(keptCvFile(cacheDir, language, key, pageKey));
  });
}

/** Keeps `printed` as the language's CV, and drops that language's other CVs. */
export function keepCv(
  cacheDir: string,
  language: string,
  key: string,
  pageKey: string,
  printed: string,
): void {
  const file = keptCvFile(cacheDir, language, key, pageKey);
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

export type KeptCvRestore =
  /** Copied to the target: printed on `date` (YYYY-MM-DD) from the same data. */
  | { readonly kind: 'restored'; readonly date: string }
  /** Not copied: the CV kept for this source was printed on `date` from other page data. */
  | { readonly kind: 'other-data'; readonly date: string }
  | { readonly kind: 'none' };

const dateOf = (file: string) => statSync(file).mtime.toISOString().slice(0, 10);

/** Copies the kept CV to `target` when it was printed for the same source from the same page data. */
export function restoreKeptCv(
  cacheDir: string,
  language: string,
  key: string,
  pageKey: string,
  target: string,
): KeptCvRestore {
  const file = keptCvFile(cacheDir, language, key, pageKey);
  if (!existsSync(file)) {
    const other = lastKeptCv(cacheDir, language, key);
    return other === null ? { kind: 'none' } : { kind: 'other-data', date: dateOf(other) };
  }
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(file, target);
  return { kind: 'restored', date: dateOf(file) };
}
