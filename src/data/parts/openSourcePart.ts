/**
 * The Open-source contributions of the GitHub Projects tab: the owner's merged pull requests found by
 * GitHub's search, and each repository they went into asked once for its stars, description and
 * visibility. The rules (which repositories, in what order) are the domain's (openSource.ts).
 */
import type { OpenSourceContribution } from '../../domain/model';
import {
  openSourceContributions,
  repositoriesToAsk,
  type PullRequestFound,
  type RepositoryFound,
} from '../../domain/openSource';
import { webUrlOrNull } from '../../domain/safeUrl';
import { trimEndChar } from '../../lib/text';
import { ApiError } from '../../services/apiError';
import type { GitHubIssueSearchItem, GitHubRepo } from '../../services/github/githubTypes';
import type { FetchContext } from './fetchContext';

/** A login or a repository name as GitHub allows them (checked without backtracking). */
const NAME_CHARACTERS = /^[\w.-]{1,100}$/;

/**
 * A search result as the rule reads it; none for an issue, or for a result whose repository is not an
 * address of this GitHub's API (`{api}/repos/{owner}/{name}`).
 */
export function pullRequestFromGitHub(
  item: GitHubIssueSearchItem,
  apiUrl: string,
): PullRequestFound[] {
  if (!item.pull_request) return [];
  const prefix = `${trimEndChar(apiUrl, '/')}/repos/`;
  if (!item.repository_url.startsWith(prefix)) return [];
  const [owner = '', name = '', ...rest] = item.repository_url.slice(prefix.length).split('/');
  if (rest.length > 0 || !NAME_CHARACTERS.test(owner) || !NAME_CHARACTERS.test(name)) return [];
  return [
    {
      repository: `${owner}/${name}`,
      title: item.title.trim(),
      number: item.number,
      url: webUrlOrNull(item.html_url),
      mergedAt: item.pull_request.merged_at ?? null,
    },
  ];
}

export function repositoryFoundFromGitHub(repo: GitHubRepo): RepositoryFound {
  return {
    fullName: repo.full_name,
    url: webUrlOrNull(repo.html_url),
    description: repo.description?.trim() || null,
    stars: repo.stargazers_count ?? 0,
    private: repo.private || (repo.visibility !== undefined && repo.visibility !== 'public'),
  };
}

export async function fetchOpenSource(context: FetchContext): Promise<OpenSourceContribution[]> {
  const { github, config, limit, log, username } = context;
  if (!config.openSource.enabled) return [];
  const [found, orgs] = await Promise.all([
    limit(() => github.searchMergedPullRequests()),
    context.githubOrganizations(),
  ]);
  const pullRequests = found.flatMap((item) => pullRequestFromGitHub(item, config.github.apiUrl));
  const organizations = orgs.map(({ login }) => login);
  const names = repositoriesToAsk({ pullRequests, login: username, organizations });
  const repositories = await Promise.all(
    names.map(async (fullName): Promise<RepositoryFound[]> => {
      const [owner = '', name = ''] = fullName.split('/');
      try {
        return [repositoryFoundFromGitHub(await limit(() => github.getRepository(owner, name)))];
      } catch (error) {
        // Not found: deleted, or private to everyone but its members. Either way not shown.
        if (!(error instanceof ApiError && error.status === 404)) {
          log.warn(`Failed to fetch ${fullName}, where a pull request of yours was merged`, error);
        }
        return [];
      }
    }),
  );
  const cards = openSourceContributions({
    pullRequests,
    repositories: repositories.flat(),
    login: username,
    organizations,
    limit: config.openSource.limit,
  });
  const merged = cards.reduce((sum, card) => sum + card.pullRequests.length, 0);
  log.step(
    `Open-source contributions: ${merged} merged pull requests in ${cards.length} repositories shown` +
      ` (of ${names.length} repositories of others)`,
  );
  return cards;
}
