/**
 * Incremental counting, the pure part: which branch heads a repository still needs requests for, and
 * its contributions over the commits of every branch head, whether an earlier build listed them or
 * this one did. The rules are a cold count's: distinct SHAs over all branches (the first page of each
 * list), own ⊆ all, the percentage of rules/contributions.ts, the owner's first and last commit date.
 */
import { countContributions, ownCommitSpan } from '../rules/contributions';
import type { Contributions } from '../../../domain/model';
import type { HeadCommits, RepositoryCounts } from '../../../data/parts/countStore';

/** A branch as the branches list gives it: its name and the SHA of its head commit. */
export interface BranchHead {
  readonly name: string;
  readonly head: string;
}

/** Branches whose head no earlier count listed: new branches, and branches that moved. */
export function uncountedBranches(
  branches: readonly BranchHead[],
  earlier: RepositoryCounts | undefined,
): BranchHead[] {
  return branches.filter(({ head }) => !earlier?.heads.has(head));
}

/**
 * The branches to request commits for: one per head no earlier count listed (branches at the same
 * head list the same commits), in branch order.
 */
export function branchesToRequest(
  branches: readonly BranchHead[],
  earlier: RepositoryCounts | undefined,
): BranchHead[] {
  const seen = new Set<string>();
  return uncountedBranches(branches, earlier).filter(({ head }) => {
    if (seen.has(head)) return false;
    seen.add(head);
    return true;
  });
}

/** Contributions over the commits of the given branch heads, counted as a cold count does. */
export function countHeads(heads: Iterable<HeadCommits>): Contributions {
  const own: string[] = [];
  const all: string[] = [];
  const dates: (string | null)[] = [];
  for (const commits of heads) {
    all.push(...commits.all);
    for (const commit of commits.own) {
      own.push(commit.sha);
      dates.push(commit.date);
    }
  }
  return { ...countContributions(own, all), ...ownCommitSpan(dates) };
}

/**
 * A fresh list is kept for later builds only when it is the head's: a branch that moved between the
 * branches list and its commits request lists another head's commits, right for this build's count
 * but not for the SHA it would be kept under.
 */
function isListOfHead(head: string, commits: HeadCommits): boolean {
  return commits.all[0] === head;
}

export interface RepositoryCount {
  readonly contributions: Contributions;
  /** What later builds reuse: the heads whose lists are known to be theirs. */
  readonly record: RepositoryCounts;
}

interface HeadLists {
  /** Each current head's list: the earlier count's where the head is unchanged, else `fresh`'s. */
  readonly used: Map<string, HeadCommits>;
  /** Those later builds may reuse: the earlier ones, and fresh lists that are their head's. */
  readonly kept: Map<string, HeadCommits>;
  /** The first branch whose head has no list at all. */
  readonly missing: BranchHead | undefined;
}

/** The lists of the branches' heads (once per head), from the earlier count and `fresh`. */
function headLists(
  branches: readonly BranchHead[],
  earlier: RepositoryCounts | undefined,
  fresh: ReadonlyMap<string, HeadCommits>,
): HeadLists {
  const used = new Map<string, HeadCommits>();
  const kept = new Map<string, HeadCommits>();
  let missing: BranchHead | undefined;
  for (const branch of branches) {
    const { head } = branch;
    if (used.has(head)) continue;
    const known = earlier?.heads.get(head);
    const commits = known ?? fresh.get(head);
    if (!commits) {
      missing ??= branch;
      continue;
    }
    used.set(head, commits);
    if (known || isListOfHead(head, commits)) kept.set(head, commits);
  }
  return { used, kept, missing };
}

/**
 * A repository's count over its current branches, from the earlier count's lists where a head is
 * unchanged and `fresh` (by head SHA, as branchesToRequest asked for them) for the others. Branches
 * gone since the earlier count no longer count, and their lists are not kept.
 */
export function countRepository(
  branches: readonly BranchHead[],
  earlier: RepositoryCounts | undefined,
  fresh: ReadonlyMap<string, HeadCommits>,
  countedAt: string,
): RepositoryCount {
  const { used, kept, missing } = headLists(branches, earlier, fresh);
  if (missing) {
    throw new Error(`No commits were listed for branch ${missing.name} (head ${missing.head})`);
  }
  const contributions = countHeads(used.values());
  return { contributions, record: { countedAt, contributions, heads: kept } };
}

/**
 * What a build keeps of a repository it could not count whole: the heads listed so far that are still
 * a branch's (an earlier build's and `fresh`), and the earlier counts, shown meanwhile, with their
 * date. The next build requests only the heads still missing, so a repository with more branches than
 * one build's rate limit covers is counted within a few builds instead of waiting for ever.
 */
export function gatheredRecord(
  branches: readonly BranchHead[],
  earlier: RepositoryCounts | undefined,
  fresh: ReadonlyMap<string, HeadCommits>,
  listedAt: string,
): RepositoryCounts {
  const { kept } = headLists(branches, earlier, fresh);
  return earlier?.contributions
    ? { countedAt: earlier.countedAt, contributions: earlier.contributions, heads: kept }
    : { countedAt: listedAt, contributions: null, heads: kept };
}
