import type { Contributions } from '../../domain/model';

/** One of the owner's commits in a branch head's author-filtered list, with its date. */
export interface OwnCommit {
  readonly sha: string;
  /** Author date, else committer date (toModel's commitDate); null when neither is readable. */
  readonly date: string | null;
}

/**
 * What the two commits requests of one branch head listed, the first page of each. Git history does
 * not change under a SHA, so another build that finds a branch at this head would list the same.
 */
export interface HeadCommits {
  /** The unfiltered list's SHAs, newest (the head) first. */
  readonly all: readonly string[];
  /** The list filtered by the owner. */
  readonly own: readonly OwnCommit[];
}

/** What a build counted of one organization repository. */
export interface RepositoryCounts {
  /**
   * ISO time the counts were made, or last found still right (no branch had moved); without counts,
   * when heads were last listed.
   */
  readonly countedAt: string;
  /**
   * What the page showed: the repository's last good counts. null: never counted yet, only some of
   * its branch heads listed (a repository larger than one build's rate limit, gathered over several).
   */
  readonly contributions: Contributions | null;
  /** The commits of the branch heads they were counted from (or listed so far), by head SHA. */
  readonly heads: ReadonlyMap<string, HeadCommits>;
}

/** Counts by repository key (repositoryKey). */
export type CountRecords = ReadonlyMap<string, RepositoryCounts>;

/**
 * What earlier builds counted, kept between builds (at build time beside the HTTP cache, one store per
 * GitHub instance and username). Live mode has none: the browser counts every branch as it always did.
 */
export interface CountStore {
  /** Every repository kept; empty when nothing is (or nothing readable). */
  load(): Promise<CountRecords>;
  /** Replaces what is kept: exactly these repositories, so the others are dropped. */
  save(records: CountRecords): Promise<void>;
}

/** GitHub logins and repository names are case-insensitive. */
export function repositoryKey(owner: string, name: string): string {
  return `${owner}/${name}`.toLowerCase();
}
