import { countContributions, ownCommitSpan } from '../../domain/contributions';
import type { Contributions } from '../../domain/model';
import type { FetchContext } from './fetchContext';
import { commitDate } from './toModel';

/** The names of a repository's branches (first page), visited by the count. */
export async function listBranchNames(
  { github, limit }: FetchContext,
  owner: string,
  repo: string,
): Promise<string[]> {
  const branches = await limit(() => github.listBranches(owner, repo));
  return branches.map(({ name }) => name);
}

/**
 * Own and total commits of a repo over the given branches: per branch, one commits request filtered by
 * the owner and one unfiltered (first page each). Counted by SHA, so history shared between branches
 * counts once; the owner's commits also date their first and last one. Any failed request fails the
 * whole count: a partial count would be a wrong number.
 */
export async function fetchContributions(
  { github, limit, username }: FetchContext,
  owner: string,
  repo: string,
  branches: readonly string[],
): Promise<Contributions> {
  const perBranch = branches.map((branch) => ({
    own: limit(() => github.listCommits(owner, repo, { branch, author: username })),
    all: limit(() => github.listCommits(owner, repo, { branch })),
  }));
  // Every request settles before a failure fails the count: none is left queued or in flight after the
  // fetch has ended, where it would still spend rate limit behind the build's summary of requests.
  const settled = await Promise.allSettled(perBranch.flatMap(({ own, all }) => [own, all]));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const [own, all] = await Promise.all([
    Promise.all(perBranch.map((branch) => branch.own)),
    Promise.all(perBranch.map((branch) => branch.all)),
  ]);
  const ownCommits = own.flat();
  return {
    ...countContributions(
      ownCommits.map(({ sha }) => sha),
      all.flat().map(({ sha }) => sha),
    ),
    ...ownCommitSpan(ownCommits.map(commitDate)),
  };
}
