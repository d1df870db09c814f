/**
 * What counting contributions will cost, known before it is spent: per branch, one commits request
 * filtered by the owner and one unfiltered. Each repository's branches and languages are fetched
 * before the plan is made, so those requests are already in the rate limit left it is compared with.
 */
const COMMIT_REQUESTS_PER_BRANCH = 2;

export interface ContributionPlan {
  readonly repositories: number;
  readonly branches: number;
  /** Requests at most: a 304 from a warm cache costs GitHub's rate limit nothing. */
  readonly requests: number;
}

export function planContributions(branchesPerRepository: readonly number[]): ContributionPlan {
  const branches = branchesPerRepository.reduce((sum, count) => sum + count, 0);
  return {
    repositories: branchesPerRepository.length,
    branches,
    requests: branches * COMMIT_REQUESTS_PER_BRANCH,
  };
}

/** Whether the plan may not fit in what is left of the rate limit (unknown: assume it fits). */
export function exceedsRateLimit(plan: ContributionPlan, remaining: number | null): boolean {
  return remaining !== null && plan.requests > remaining;
}
