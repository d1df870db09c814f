/**
 * What counting contributions will cost, known before it is spent, and which repositories the rate
 * limit left covers. Per branch head not counted yet: one commits request filtered by the owner and one
 * unfiltered. A head an earlier build counted costs nothing (git history does not change under a SHA),
 * and each repository's branches and languages are fetched before the plan is made, so those requests
 * are already in the rate limit left it is compared with.
 */
export const COMMIT_REQUESTS_PER_HEAD = 2;

/** One organization repository as the plan sees it. */
export interface RepositoryToCount {
  readonly key: string;
  /** Branch heads no earlier build counted: each costs COMMIT_REQUESTS_PER_HEAD requests. */
  readonly newHeads: number;
  /** An earlier build counted it: its branches moved since (it has counts to show meanwhile). */
  readonly countedBefore: boolean;
}

export interface CountingPlan {
  /** Counted now, in the order of the plan: moved ones first, then those never counted. */
  readonly count: readonly string[];
  /** Left for a later build: the rate limit left does not cover them. */
  readonly wait: readonly string[];
  /** Commits requests of the repositories counted now, at most (a 304 costs nothing). */
  readonly requests: number;
}

export function requestsFor(repository: RepositoryToCount): number {
  return repository.newHeads * COMMIT_REQUESTS_PER_HEAD;
}

/**
 * Requests kept back from the plan: the other parts of the fetch may still have a few in flight when
 * it is made, and a retry costs one more. 50 of a token's 5000; a tenth of the 60 an anonymous caller
 * gets, which would otherwise never count anything.
 */
export function rateLimitReserve(limit: number): number {
  return Math.min(50, Math.ceil(Math.max(0, limit) / 10));
}

/** What the plan may spend: the rate limit left less the reserve; null when nothing is known. */
export function countingAllowance(
  left: { readonly remaining: number; readonly limit: number } | null,
): number | null {
  if (!left) return null;
  return Math.max(0, left.remaining - rateLimitReserve(left.limit));
}

/**
 * Which repositories to count with `allowance` requests (null: unknown, every one). Each repository is
 * counted all or nothing, since a partial count would be a wrong number: first those whose branches
 * moved since an earlier count, then those never counted, each in the given order, skipping one that
 * no longer fits for a later smaller one. A repository with nothing new costs nothing and is always
 * counted.
 */
export function planCounting(
  repositories: readonly RepositoryToCount[],
  allowance: number | null,
): CountingPlan {
  const ordered = [
    ...repositories.filter((repository) => repository.countedBefore),
    ...repositories.filter((repository) => !repository.countedBefore),
  ];
  let left = allowance ?? Number.POSITIVE_INFINITY;
  let requests = 0;
  const count: string[] = [];
  const wait: string[] = [];
  for (const repository of ordered) {
    const cost = requestsFor(repository);
    if (cost <= left) {
      count.push(repository.key);
      left -= cost;
      requests += cost;
    } else {
      wait.push(repository.key);
    }
  }
  return { count, wait, requests };
}
