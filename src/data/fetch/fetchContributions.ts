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
  const perBranch = await Promise.all(
    branches.map(async (branch) => {
      const [own, all] = await Promise.all([
        limit(() => github.listCommits(owner, repo, { branch, author: username })),
        limit(() => github.listCommits(owner, repo, { branch })),
      ]);
      return { own, all };
    }),
  );
  const own = perBranch.flatMap((branch) => branch.own);
  return {
    ...countContributions(
      own.map(({ sha }) => sha),
      perBranch.flatMap(({ all }) => all.map(({ sha }) => sha)),
    ),
    ...ownCommitSpan(own.map(commitDate)),
  };
}
