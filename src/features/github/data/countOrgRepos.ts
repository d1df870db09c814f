/**
 * Counting the contributions of the shown organization repositories, incrementally and within the rate
 * limit. A branch whose head an earlier build counted costs nothing (git history does not change under
 * a SHA); the others cost two commits requests each. When the rate limit left does not cover them all,
 * the repositories whose branches moved are counted first, then those never counted, each all or
 * nothing; the rest keep their last good counts (recorded as stale) or, never counted, show none, and
 * the next build goes on with them. What the plan leaves over lists heads of the first repository
 * waiting, kept for the next build: one larger than a whole build's allowance gets there too. What was
 * counted or listed is kept for the next build (at build time).
 */
import { NO_CONTRIBUTIONS } from '../rules/contributions';
import { NAMES_IN_PAGE_MESSAGES } from '../../../config/settingNames';
import type { Contributions, Repository } from '../../../domain/model';
import {
  COMMIT_REQUESTS_PER_HEAD,
  countingAllowance,
  planCounting,
  rateLimitReserve,
  requestsFor,
  type RepositoryToCount,
} from '../../../domain/requestPlan';
import type { GitHubRepo } from '../../../services/github/githubTypes';
import type { RateLimitLeft } from '../../../services/transport/transportEvents';
import {
  repositoryKey,
  type CountRecords,
  type RepositoryCounts,
} from '../../../data/parts/countStore';
import type { FetchContext } from '../../../data/parts/fetchContext';
import { fetchHeadCommits } from './fetchContributions';
import {
  branchesToRequest,
  countRepository,
  gatheredRecord,
  uncountedBranches,
  type BranchHead,
} from './repoCounts';
import { countText } from '../../../lib/logText';

/** A shown organization repository with its branches, or why they could not be listed. */
export interface RepositoryBranches {
  /** The organization's login. */
  readonly owner: string;
  readonly repo: GitHubRepo;
  readonly branches: PromiseSettledResult<BranchHead[]>;
}

export interface CountingOptions {
  /**
   * Organizations (logins) whose repository list failed in this build: their repositories are not
   * known to be gone, so what was kept of them stays kept.
   */
  readonly unlisted: ReadonlySet<string>;
  /** Live mode: the build-time snapshot's copy of a repository. */
  readonly earlierCopy: (repo: GitHubRepo) => Promise<Repository | undefined>;
}

/** Contributions by repositoryKey: null for a repository never counted that has to wait. */
export type CountedContributions = ReadonlyMap<string, Contributions | null>;

interface Candidate {
  readonly key: string;
  readonly owner: string;
  readonly repo: GitHubRepo;
  readonly branches: readonly BranchHead[];
  readonly earlier: RepositoryCounts | undefined;
  readonly toRequest: readonly BranchHead[];
}

const countLine = ({ own, total, percentage }: Contributions) =>
  `${own} of ${total} commits (${percentage}%)`;

async function loadEarlier(context: FetchContext): Promise<CountRecords> {
  if (context.runtime.kind !== 'build') return new Map();
  try {
    return await context.runtime.counts.load();
  } catch (error) {
    context.log.warn('Could not read the counts of earlier builds; counting every branch', error);
    return new Map();
  }
}

/** What the build knows of GitHub's rate limit; live mode does not plan by it. */
function rateLimitLeft({ runtime }: FetchContext): RateLimitLeft | null {
  return runtime.kind === 'build' ? runtime.rateLimitLeft() : null;
}

/** Says what counting will cost before it starts. */
function announce(context: FetchContext, candidates: readonly Candidate[]): void {
  const left = rateLimitLeft(context);
  const branches = candidates.reduce((sum, { branches }) => sum + branches.length, 0);
  const moved = candidates.reduce(
    (sum, { branches, earlier }) => sum + uncountedBranches(branches, earlier).length,
    0,
  );
  const requests = candidates.reduce((sum, candidate) => sum + requestsOf(candidate), 0);
  context.log.step(
    `Contributions: ${countText(branches, 'branch', 'branches')} in ` +
      `${countText(candidates.length, 'repository', 'repositories')}, ${moved} of them new or moved ` +
      `since the last count: up to ${countText(requests, 'commits request')}` +
      (left ? ` (GitHub rate limit left: ${left.remaining} of ${left.limit})` : ''),
  );
}

function requestsOf(candidate: Candidate): number {
  return requestsFor(planItem(candidate));
}

function planItem(candidate: Candidate): RepositoryToCount {
  return {
    key: candidate.key,
    newHeads: candidate.toRequest.length,
    countedBefore: Boolean(candidate.earlier?.contributions),
  };
}

export async function countOrgRepositories(
  context: FetchContext,
  repositories: readonly RepositoryBranches[],
  { unlisted, earlierCopy }: CountingOptions,
): Promise<CountedContributions> {
  const { log } = context;
  const earlier = await loadEarlier(context);
  const results = new Map<string, Contributions | null>();
  // What the next build finds: this build's counts, and the earlier ones of repositories still shown.
  const kept = new Map<string, RepositoryCounts>();
  const unlistedOwners = new Set([...unlisted].map((login) => login.toLowerCase()));
  for (const [key, record] of earlier) {
    if (unlistedOwners.has(key.slice(0, key.indexOf('/')))) kept.set(key, record);
  }
  const keepEarlier = (key: string) => {
    const record = earlier.get(key);
    if (record) kept.set(key, record);
  };

  /** The counts shown for a repository not counted now: an earlier build's, marked stale. */
  const earlierCounts = async (key: string, repo: GitHubRepo): Promise<Contributions | null> => {
    const record = earlier.get(key);
    if (record?.contributions) {
      context.staleCounts(record.countedAt);
      return record.contributions;
    }
    return (await earlierCopy(repo))?.contributions ?? null;
  };

  const failed = async (key: string, repo: GitHubRepo, error: unknown) => {
    log.warn(`Failed to fetch contributors for repo ${repo.name}`, error);
    keepEarlier(key);
    results.set(key, (await earlierCounts(key, repo)) ?? NO_CONTRIBUTIONS);
  };

  const candidates: Candidate[] = [];
  const unlistedBranches: Promise<void>[] = [];
  for (const { owner, repo, branches } of repositories) {
    const key = repositoryKey(owner, repo.name);
    if (branches.status === 'rejected') {
      unlistedBranches.push(failed(key, repo, branches.reason));
      continue;
    }
    const before = earlier.get(key);
    candidates.push({
      key,
      owner,
      repo,
      branches: branches.value,
      earlier: before,
      toRequest: branchesToRequest(branches.value, before),
    });
  }
  announce(context, candidates);

  const count = async (candidate: Candidate): Promise<void> => {
    const { key, owner, repo, branches, toRequest } = candidate;
    try {
      const fresh =
        toRequest.length > 0 ? await fetchHeadCommits(context, owner, repo.name, toRequest) : null;
      const { contributions, record } = countRepository(
        branches,
        candidate.earlier,
        fresh ?? new Map(),
        new Date().toISOString(),
      );
      results.set(key, contributions);
      // Commit lists never come from the API cache (it does not keep them): a count is always fresh.
      kept.set(key, record);
      log.step(`  ${owner}/${repo.name}: ${countLine(contributions)}`);
    } catch (error) {
      await failed(key, repo, error);
    }
  };

  // Repositories with nothing new cost nothing: counted at once, whatever the rate limit says.
  const unchanged = candidates.filter((candidate) => candidate.toRequest.length === 0);
  const counting = Promise.all(unchanged.map(count));
  const toCount = candidates.filter((candidate) => candidate.toRequest.length > 0);
  const byKey = new Map(toCount.map((candidate) => [candidate.key, candidate]));
  const pick = (keys: readonly string[]) =>
    keys.flatMap((key) => {
      const candidate = byKey.get(key);
      return candidate ? [candidate] : [];
    });
  // One plan: every commits request costs a request (the lists are not revalidated), so what is left
  // after counting never covers a repository the plan left out.
  const left = rateLimitLeft(context);
  const plan = planCounting(toCount.map(planItem), countingAllowance(left));
  if (left && plan.wait.length > 0) {
    log.warn(
      `The rate limit left (${left.remaining} of ${left.limit} until ${left.resetAt}) covers ` +
        `${plan.count.length} of the ${countText(toCount.length, 'repository', 'repositories')} with ` +
        `new or moved branches (${plan.requests} of ` +
        `${toCount.reduce((sum, candidate) => sum + requestsOf(candidate), 0)} commits requests, ` +
        `${rateLimitReserve(left.limit)} kept in reserve); the others wait for the next build, which ` +
        `goes on where this one stops. Show fewer repositories with ${NAMES_IN_PAGE_MESSAGES.allowedOrg} ` +
        `and ${NAMES_IN_PAGE_MESSAGES.allowedRepos}, or fetch with ${NAMES_IN_PAGE_MESSAGES.githubToken} (5000 requests an hour).`,
      null,
    );
  }
  const waiting = pick(plan.wait);
  /**
   * The first repository waiting costs more than the plan leaves over (else the plan would count it):
   * what the rate limit has left once everything else is done (the counts above, the other GitHub
   * parts: the own repositories' languages may not even be asked yet when the plan is made) lists as
   * many of its heads as it covers, less the reserve, kept for the next build.
   */
  const gather = async (candidate: Candidate | undefined): Promise<void> => {
    if (!candidate || context.runtime.kind !== 'build') return;
    await context.otherGitHubParts();
    const allowance = countingAllowance(rateLimitLeft(context));
    if (allowance === null) return;
    const heads = Math.floor(allowance / COMMIT_REQUESTS_PER_HEAD);
    if (heads < 1) return;
    const { key, owner, repo, branches, toRequest } = candidate;
    try {
      const fresh = await fetchHeadCommits(context, owner, repo.name, toRequest.slice(0, heads));
      kept.set(key, gatheredRecord(branches, candidate.earlier, fresh, new Date().toISOString()));
    } catch (error) {
      log.warn(`Failed to list commits of repo ${repo.name} ahead of its count`, error);
    }
  };
  await Promise.all([...pick(plan.count).map(count), counting, ...unlistedBranches]);
  await gather(waiting[0]);

  for (const { key, owner, repo, branches } of waiting) {
    if (!kept.has(key)) keepEarlier(key);
    const shown = await earlierCounts(key, repo);
    results.set(key, shown);
    const record = earlier.get(key);
    const heads = new Set(branches.map(({ head }) => head));
    const listed = [...heads].filter((head) => kept.get(key)?.heads.has(head)).length;
    log.step(
      `  ${owner}/${repo.name}: waits to be counted` +
        (shown
          ? `; ${countLine(shown)} as counted ${record ? `on ${record.countedAt}` : 'before'}`
          : '; no counts yet') +
        (listed > 0 ? ` (${listed} of ${heads.size} branch heads listed so far)` : ''),
    );
  }
  if (waiting.length > 0) {
    const withCounts = waiting.filter(({ key }) => results.get(key)).length;
    log.warn(
      `${countText(waiting.length, 'repository', 'repositories')} ${waiting.length === 1 ? 'waits' : 'wait'} ` +
        `to be counted (the rate limit ran short): ${withCounts} ${withCounts === 1 ? 'shows' : 'show'} ` +
        `earlier counts, ${waiting.length - withCounts} none yet. The next build goes on with them.`,
      null,
    );
  }

  if (context.runtime.kind === 'build') {
    try {
      await context.runtime.counts.save(kept);
    } catch (error) {
      log.warn('Could not keep the contribution counts for the next build', error);
    }
  }
  return results;
}
