import type { FetchContext } from '../../../data/parts/fetchContext';
import type { HeadCommits } from '../../../data/parts/countStore';
import type { BranchHead } from './repoCounts';
import { commitDate } from '../../../data/parts/toModel';

/** A repository's branches with the SHA of each one's head, as the count visits them. */
export async function listBranchHeads(
  { github, limit }: FetchContext,
  owner: string,
  repo: string,
): Promise<BranchHead[]> {
  const branches = await limit(() => github.listBranches(owner, repo));
  return branches.map(({ name, commit }) => ({ name, head: commit.sha }));
}

/**
 * The commits of the given branches, by head SHA: per branch, one commits request filtered by the owner
 * and one unfiltered (first page each). Any failed request fails them all: a partial count would be a
 * wrong number.
 */
export async function fetchHeadCommits(
  { github, limit, username }: FetchContext,
  owner: string,
  repo: string,
  branches: readonly BranchHead[],
): Promise<Map<string, HeadCommits>> {
  const perBranch = branches.map(({ name: branch, head }) => ({
    head,
    own: limit(() => github.listCommits(owner, repo, { branch, author: username })),
    all: limit(() => github.listCommits(owner, repo, { branch })),
  }));
  // Every request settles before a failure fails the count: none is left queued or in flight after the
  // fetch has ended, where it would still spend rate limit behind the build's summary of requests.
  const settled = await Promise.allSettled(perBranch.flatMap(({ own, all }) => [own, all]));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const lists = new Map<string, HeadCommits>();
  for (const { head, own, all } of perBranch) {
    const [ownCommits, allCommits] = await Promise.all([own, all]);
    lists.set(head, {
      all: allCommits.map(({ sha }) => sha),
      own: ownCommits.map((commit) => ({ sha: commit.sha, date: commitDate(commit) })),
    });
  }
  return lists;
}
