import { languageColor } from './languageColors';
import type { LanguageShare, Repository } from './model';

export interface LanguageSlice {
  /** The language's name; empty for the slice of every other language. */
  readonly name: string;
  /** The rest merged: the page names it "Other" in its language. */
  readonly other?: boolean;
  /** Share of all bytes, rounded to one decimal. */
  readonly percent: number;
  readonly color: string;
}

/**
 * Shares as a bar draws them: the `limit` largest languages, the rest merged into one slice, "Other" (GitHub's bar
 * shows every sliver, which on a phone is noise).
 */
export function languageSlices(shares: readonly LanguageShare[], limit = 5): LanguageSlice[] {
  const total = shares.reduce((sum, share) => sum + Math.max(0, share.bytes), 0);
  if (total <= 0) return [];
  const sorted = [...shares]
    .filter((share) => share.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
  const kept = sorted.slice(0, limit);
  const rest = sorted.slice(limit).reduce((sum, share) => sum + share.bytes, 0);
  const percent = (bytes: number) => Math.round((bytes / total) * 1000) / 10;
  const slices: LanguageSlice[] = kept.map((share) => ({
    name: share.name,
    percent: percent(share.bytes),
    color: languageColor(share.name),
  }));
  if (rest > 0) slices.push({ name: '', other: true, percent: percent(rest), color: '#8b949e' });
  return slices;
}

/** Bytes per language summed over the repositories that know theirs, largest first. */
export function totalLanguageBytes(repos: readonly Repository[]): LanguageShare[] {
  const bytes = new Map<string, number>();
  for (const repo of repos) {
    for (const share of repo.languages ?? []) {
      bytes.set(share.name, (bytes.get(share.name) ?? 0) + share.bytes);
    }
  }
  return [...bytes]
    .map(([name, sum]) => ({ name, bytes: sum }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
}
