/**
 * The Open-source contributions of the GitHub Projects tab: the owner's merged pull requests found by
 * GitHub's search, and the repositories they went into asked for their stars, description and
 * visibility: with a token in one GraphQL query per 100 repositories; without one (GraphQL needs a
 * token) one REST request each, only after the profile, the own repositories and the organizations,
 * and only as many as the rate limit plan leaves (requestPlan.ts), the latest merges first. The rules
 * (which repositories, in what order) are the domain's (openSource.ts).
 */
import type { OpenSourceContribution } from '../../../domain/model';
import {
  openSourceContributions,
  repositoriesToAsk,
  type PullRequestFound,
  type RepositoryFound,
} from '../rules/openSource';
import { webUrlOrNull } from '../../../domain/safeUrl';
import { trimEndChar } from '../../../lib/text';
import { countingAllowance } from '../../../domain/requestPlan';
import { countText } from '../../../lib/logText';
import { ApiError } from '../../../services/apiError';
import type {
  GitHubIssueSearchItem,
  GitHubRepo,
  GitHubRepositoryStars,
} from '../../../services/github/githubTypes';
import type { FetchContext } from '../../../data/parts/fetchContext';

/** A login or a repository name as GitHub allows them (checked without backtracking). */
const NAME_CHARACTERS = /^[\w.-]{1,100}$/;

/** A login or a repository name: its characters, and never `.` or `..` (a path, not a name). */
const isName = (part: string) => NAME_CHARACTERS.test(part) && part !== '.' && part !== '..';

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
  if (rest.length > 0 || !isName(owner) || !isName(name)) return [];
  return [
    {
      repository: `${owner}/${name}`,
      title: item.title.trim(),
      number: item.number,
      url: webUrlOrNull(item.html_url),
      // Found by `is:merged`: merged, whether or not GitHub says when (its schema makes it optional).
      mergedAt: item.pull_request.merged_at || item.closed_at || null,
    },
  ];
}

/** A repository's REST answer (GET /repos/{owner}/{repo}), asked by the name `asked`. */
export function repositoryFoundFromGitHub(asked: string, repo: GitHubRepo): RepositoryFound {
  return {
    asked,
    fullName: currentName(repo.full_name, asked),
    url: webUrlOrNull(repo.html_url),
    description: repo.description?.trim() || null,
    stars: repo.stargazers_count ?? 0,
    private: repo.private || (repo.visibility !== undefined && repo.visibility !== 'public'),
  };
}

/** A repository's GraphQL answer (the star lookup), asked by the name `asked`. */
export function repositoryFoundFromStars(
  asked: string,
  repo: GitHubRepositoryStars,
): RepositoryFound {
  const stars = repo.stargazerCount;
  return {
    asked,
    fullName: currentName(repo.nameWithOwner, asked),
    url: webUrlOrNull(repo.url),
    description: repo.description?.trim() || null,
    stars: typeof stars === 'number' && Number.isFinite(stars) && stars > 0 ? Math.floor(stars) : 0,
    // Anything but a plain `false` is not known to be public.
    private: repo.isPrivate !== false,
  };
}

/** The name GitHub answered, where it is one; else the name asked. */
function currentName(answered: unknown, asked: string): string {
  if (typeof answered !== 'string') return asked;
  const [owner = '', name = '', ...rest] = answered.split('/');
  return rest.length === 0 && isName(owner) && isName(name) ? answered : asked;
}

/** With a token: every repository, one GraphQL query per 100 (GraphQL's own limit, not the core's). */
async function askByQuery(context: FetchContext, names: readonly string[]) {
  if (names.length === 0) return [];
  const found = await context.limit(() => context.github.listRepositoryStars(names));
  return names.flatMap((asked) => {
    const repo = found.get(asked);
    // Null: gone, or private to its members. Either way not shown.
    return repo ? [repositoryFoundFromStars(asked, repo)] : [];
  });
}

/**
 * Without a token, the names the rate limit plan leaves room for: asked after the profile, the own
 * repositories and the organizations (which the plan serves first), at most what is left of the
 * core limit less its reserve, the latest merges first. Unknown (live mode): as many as cards shown.
 */
async function namesWithinPlan(
  context: FetchContext,
  names: readonly string[],
): Promise<readonly string[]> {
  const { runtime, config, log } = context;
  if (names.length === 0) return names;
  let most: number;
  if (runtime.kind === 'build') {
    await context.otherGitHubParts();
    most = countingAllowance(runtime.rateLimitLeft()) ?? names.length;
  } else {
    most = config.openSource.limit;
  }
  const asked = names.slice(0, Math.max(0, most));
  if (asked.length < names.length) {
    log.warn(
      `Open-source contributions: the rate limit left covers ${asked.length} of the ` +
        `${countText(names.length, 'repository', 'repositories')} of others where a pull request ` +
        `of yours was merged (one request each without a token); ${names.length - asked.length} ` +
        'with older merges are left out. A token asks for them all in one GraphQL query.',
      null,
    );
  }
  return asked;
}

/** Without a token: one REST request per repository the plan covers. */
async function askOneByOne(context: FetchContext, names: readonly string[]) {
  const { github, limit, log } = context;
  const asked = await namesWithinPlan(context, names);
  const found = await Promise.all(
    asked.map(async (fullName): Promise<RepositoryFound[]> => {
      const [owner = '', name = ''] = fullName.split('/');
      try {
        return [
          repositoryFoundFromGitHub(fullName, await limit(() => github.getRepository(owner, name))),
        ];
      } catch (error) {
        // Not found: deleted, or private to everyone but its members. Either way not shown.
        if (!(error instanceof ApiError && error.status === 404)) {
          log.warn(`Failed to fetch ${fullName}, where a pull request of yours was merged`, error);
        }
        return [];
      }
    }),
  );
  return found.flat();
}

export async function fetchOpenSource(context: FetchContext): Promise<OpenSourceContribution[]> {
  const { github, config, limit, log, username } = context;
  if (!config.openSource.enabled) return [];
  const [found, orgs] = await Promise.all([
    limit(() => github.searchMergedPullRequests()),
    context.githubOrganizations(),
  ]);
  const pullRequests = found.items.flatMap((item) =>
    pullRequestFromGitHub(item, config.github.apiUrl),
  );
  const organizations = orgs.map(({ login }) => login);
  const names = repositoriesToAsk({ pullRequests, login: username, organizations });
  const repositories = github.authenticated
    ? await askByQuery(context, names).catch((error: unknown) => {
        // GraphQL refused (a token it does not take, its own limit): REST still answers, within the plan.
        log.warn(
          'The star lookup (GraphQL) failed; asking each repository instead, as far as the rate ' +
            'limit plan allows',
          error,
        );
        return askOneByOne(context, names);
      })
    : await askOneByOne(context, names);
  const cards = openSourceContributions({
    pullRequests,
    repositories,
    login: username,
    organizations,
    limit: config.openSource.limit,
  });
  const merged = cards.reduce((sum, card) => sum + card.pullRequests.length, 0);
  log.step(
    `Open-source contributions: ${merged} merged pull requests in ${cards.length} repositories shown` +
      ` (of ${names.length} repositories of others` +
      (found.requests > 1
        ? `; ${found.totalCount} merged pull requests found in ${found.requests} search requests`
        : '') +
      ')',
  );
  if (found.unreachable > 0) {
    log.warn(
      `GitHub's search caps each query at 1,000 results: ${found.unreachable} merged pull requests ` +
        'of days with more than 1,000 each are out of its reach and not counted',
      null,
    );
  }
  return cards;
}
