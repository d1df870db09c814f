/**
 * The last CV printed for each language, kept in the build's cache folder (the Pages workflow keeps
 * it between runs): a build without a browser publishes it instead of none.
 */
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function keptCvFile(cacheDir: string, language: string): string {
  return path.join(cacheDir, 'cv', `${language}.pdf`);
}

export function hasKeptCvs(cacheDir: string, languages: readonly string[]): boolean {
  return languages.every((language) => existsSync(keptCvFile(cacheDir, language)));
}

export function keepCv(cacheDir: string, language: string, printed: string): void {
  const file = keptCvFile(cacheDir, language);
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(printed, file);
}

/** Copies the kept CV to `target`; its date (YYYY-MM-DD), or null when none is kept. */
export function restoreKeptCv(cacheDir: string, language: string, target: string): string | null {
  const file = keptCvFile(cacheDir, language);
  if (!existsSync(file)) return null;
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(file, target);
  return statSync(file).mtime.toISOString().slice(0, 10);
}
